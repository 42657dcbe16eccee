import { redirect } from "react-router";
import { requireStaff } from "~/features/auth/guard.server";
import { requireCustomer } from "~/features/portal/portal.server";
import type { Actor, StaffActor } from "~/lib/actor";
import { listParams } from "~/lib/paging";
import { listAuditEntries } from "~/features/audit/audit.server";
import type { invalidFormReply } from "~/lib/domain-reply.server";
import { readIntent, runDocumentAction, saveDocumentForm } from "./document-actions.server";
import { markDocumentSent, previewDocumentEmail, type DocumentKind } from "./document-kind.server";
import { pdfResponse } from "./pdf-response.server";

// The loaders and actions of the document pages, one of each for every kind: a kind's route module
// names its kind and its functions, and these do the rest.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyKind = DocumentKind<any, any, any>;
type Saved = { id: string };

const capital = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

/** Where a kind's pages are in the back-office: "/admin/quotes". */
export const adminPathOf = (kind: { noun: string }) => `/admin/${kind.noun}s`;

/** A back-office list: the search and page from the URL, and that page of the kind's documents. */
export async function adminListLoader<P>(request: Request, list: (args: { actor: Actor; q: string; page: number }) => Promise<P>) {
  const actor = await requireStaff(request);
  const { q, page } = listParams(request.url);
  return { q, ...(await list({ actor, q, page })) };
}

/** A portal list: the signed-in customer's documents (never a draft), a page at a time. */
export async function portalListLoader<P>(request: Request, list: (args: { actor: Actor; page: number }) => Promise<P>) {
  const actor = await requireCustomer(request);
  return list({ actor, page: listParams(request.url).page });
}

/** The new-document page's loader: what its form starts with. */
export async function newDocumentLoader<F>(request: Request, load: (args: { actor: StaffActor; url: URL }) => Promise<F>) {
  const actor = await requireStaff(request);
  return load({ actor, url: new URL(request.url) });
}

/** Save the new-document form as a draft, then show it. */
export async function createDocumentAction<R extends Saved>(request: Request, kind: AnyKind, create: (args: { actor: Actor; input: unknown }) => Promise<R>) {
  const actor = await requireStaff(request);
  return saveDocumentForm({
    formData: await request.formData(),
    schema: kind.schema as never,
    save: (input) => create({ actor, input }),
    failedTitle: `Failed to create ${kind.noun}`,
    success: (doc) => ({ url: `${adminPathOf(kind)}/${doc.id}`, title: `${capital(kind.noun)} ${String(doc[kind.numberField as keyof R])} created` }),
  });
}

/** The edit page's loader: a draft's form, or its record page when it is no longer a draft. */
export async function editDocumentLoader<F extends { document: { status: string } }>(
  request: Request,
  id: string,
  kind: AnyKind,
  load: (args: { actor: StaffActor; id: string }) => Promise<F | null>,
) {
  const actor = await requireStaff(request);
  const found = await load({ actor, id });
  if (!found) throw new Response("Not Found", { status: 404 });
  // Only a draft is edited: anything else goes back to its page.
  if (!kind.machine.can("edit", found.document.status)) throw redirect(`${adminPathOf(kind)}/${id}`);
  return found;
}

/** Save the edit form of a draft; one sent meanwhile goes back to its page with the reason. */
export async function updateDocumentAction<R extends Saved>(
  request: Request,
  id: string,
  kind: AnyKind,
  update: (args: { actor: Actor; id: string; input: unknown }) => Promise<R>,
) {
  const actor = await requireStaff(request);
  return saveDocumentForm({
    formData: await request.formData(),
    schema: kind.schema as never,
    save: (input) => update({ actor, id, input }),
    refusedUrl: `${adminPathOf(kind)}/${id}`,
    failedTitle: `Failed to update ${kind.noun}`,
    success: (doc) => ({ url: `${adminPathOf(kind)}/${doc.id}`, title: `${capital(kind.noun)} ${String(doc[kind.numberField as keyof R])} updated` }),
  });
}

type PdfOf = (args: { actor: Actor; id: string }) => Promise<{ filename: string; content: Buffer } | null>;

/** A document's PDF for staff (a 404 for an id that matches none); `?inline=1` opens it in the browser to print. */
export async function adminPdfLoader(request: Request, id: string, pdfOf: PdfOf) {
  const actor = await requireStaff(request);
  return pdfResponse(await pdfOf({ actor, id }), { inline: new URL(request.url).searchParams.get("inline") === "1" });
}

/** The signed-in customer's own document as a PDF; anything else is 404. */
export async function portalPdfLoader(request: Request, id: string, pdfOf: PdfOf) {
  const actor = await requireCustomer(request);
  return pdfResponse(await pdfOf({ actor, id }));
}

/** A kind's new and edit pages' loaders and actions, made from its form builders and its create and update. */
export function documentFormRoutes<N, E extends { document: { status: string } }, R extends Saved>(
  kind: AnyKind,
  fns: {
    newForm: (args: { actor: StaffActor; url: URL }) => Promise<N>;
    editForm: (args: { actor: StaffActor; id: string }) => Promise<E | null>;
    create: (args: { actor: Actor; input: unknown }) => Promise<R>;
    update: (args: { actor: Actor; id: string; input: unknown }) => Promise<R>;
  },
) {
  return {
    newLoader: (request: Request) => newDocumentLoader(request, fns.newForm),
    createAction: (request: Request) => createDocumentAction(request, kind, fns.create),
    editLoader: (request: Request, id: string) => editDocumentLoader(request, id, kind, fns.editForm),
    updateAction: (request: Request, id: string) => updateDocumentAction(request, id, kind, fns.update),
  };
}

/**
 * A record page's loader: the document as staff see it (404 when there is none) and its history;
 * with `?send` in the address, also the e-mail Send would send (`sendPreview`), for staff to read first.
 */
export async function documentRecordLoader<D extends Saved>(request: Request, id: string, kind: AnyKind, get: (args: { actor: Actor; id: string }) => Promise<D | null>) {
  const actor = await requireStaff(request);
  const document = await get({ actor, id });
  if (!document) throw new Response("Not Found", { status: 404 });
  const sendPreview = new URL(request.url).searchParams.has("send") ? await previewDocumentEmail(kind, { actor, id }) : null;
  return { document, history: await listAuditEntries(kind.noun, document.id), sendPreview };
}

type ById<R> = (args: { actor: Actor; id: string; input?: unknown }) => Promise<R>;
/** A kind's own intent: a redirect, or (a form shown again with its messages) Conform's reply. */
type OwnAction = (args: { actor: StaffActor; id: string; formData: FormData; back: string }) => Promise<Response | ReturnType<typeof invalidFormReply>>;

/**
 * A record page's action: the intent posted (one of `intents`, else a 400) run with the toast it
 * earns. Send (with staff's message), mark as sent, duplicate and delete (confirmed) are the same for
 * every kind; `own` runs the kind's other intents.
 */
export async function documentRecordAction<I extends string, R extends Saved>(
  request: Request,
  id: string,
  kind: AnyKind,
  intents: readonly I[],
  shared: { send: ById<R>; duplicate: ById<R>; remove: ById<unknown> },
  own: Partial<Record<I, OwnAction>>,
) {
  const actor = await requireStaff(request);
  const formData = await request.formData();
  const intent = readIntent(formData, intents);
  const back = `${adminPathOf(kind)}/${id}`;
  const title = capital(kind.noun);
  const numberOf = (doc: R) => String(doc[kind.numberField as keyof R]);
  const input = Object.fromEntries(formData);
  switch (intent) {
    case "send":
      return runDocumentAction({ run: () => shared.send({ actor, id, input }), backUrl: back, failedTitle: `Failed to send ${kind.noun}`, success: (doc) => ({ title: `${title} ${numberOf(doc)} sent` }) });
    case "markSent":
      return runDocumentAction({ run: () => markDocumentSent(kind, { actor, id, input }), backUrl: back, failedTitle: `Failed to mark ${kind.noun} as sent`, success: (doc) => ({ title: `${title} ${numberOf(doc as R)} marked as sent` }) });
    case "duplicate":
      return runDocumentAction({
        run: () => shared.duplicate({ actor, id }),
        backUrl: back,
        failedTitle: `Failed to duplicate ${kind.noun}`,
        success: (doc) => ({ url: `${adminPathOf(kind)}/${doc.id}`, title: `${title} ${numberOf(doc)} created as a copy` }),
      });
    case "delete":
      return runDocumentAction({
        run: () => shared.remove({ actor, id, input }),
        backUrl: back,
        failedTitle: `Failed to delete ${kind.noun}`,
        success: () => ({ url: adminPathOf(kind), title: `${title} deleted successfully` }),
      });
  }
  const run = own[intent];
  if (!run) throw new Response("Bad Request", { status: 400 });
  return run({ actor, id, formData, back });
}
