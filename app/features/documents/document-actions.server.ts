import type { z } from "zod";
import { DomainError } from "~/lib/domain-error";
import { errorToastRedirect, formErrorReply, invalidFormReply, type FormReply } from "~/lib/domain-reply.server";
import { parseForm } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";

/** A document form's reply when it cannot be saved: Conform's result and the toast to show. */
export type DocumentFormReply = FormReply;

/**
 * Save a quote or invoice form: parse it with its schema (400 with the field messages, nothing saved),
 * hand what was typed to the domain function (which checks it again and owns the rules), then redirect
 * to the saved record with a success toast. A domain refusal is a 400 with its message.
 */
export async function saveDocumentForm<T>({
  formData,
  schema,
  save,
  failedTitle,
  success,
  refusedUrl,
}: {
  formData: FormData;
  schema: z.ZodObject | z.ZodPipe;
  save: (payload: unknown) => Promise<T>;
  failedTitle: string;
  success: (saved: T) => { url: string; title: string };
  /**
   * Where to go when the document's status no longer allows the change (it was sent meanwhile, say):
   * the record's page, with the reason. The form cannot be shown again for such a document.
   */
  refusedUrl?: string;
}) {
  const submission = parseForm(formData, schema);
  if (submission.status !== "success") return invalidFormReply(submission, failedTitle);
  let saved: T;
  try {
    saved = await save(submission.payload);
  } catch (err) {
    if (err instanceof DomainError && err.code === "not_allowed" && refusedUrl) {
      return redirectWithToast(refusedUrl, { type: "error", title: failedTitle, description: err.message });
    }
    return formErrorReply(submission, err, { failedTitle, logMessage: "document save failed" });
  }
  const { url, title } = success(saved);
  return redirectWithToast(url, { type: "success", title });
}

/**
 * Run one of a record page's actions (send, accept, convert...): on success, redirect with a toast;
 * a refusal (the status does not allow it, no e-mail address...) comes back to the page with its
 * message as an error toast; a document the actor may not see is a 404.
 */
export async function runDocumentAction<T>({
  run,
  backUrl,
  failedTitle,
  success,
}: {
  run: () => Promise<T>;
  backUrl: string;
  failedTitle: string;
  success: (result: T) => { url?: string; title: string };
}) {
  let result: T;
  try {
    result = await run();
  } catch (err) {
    return errorToastRedirect(backUrl, err, { failedTitle, logMessage: "document action failed" });
  }
  const { url, title } = success(result);
  return redirectWithToast(url ?? backUrl, { type: "success", title });
}

/** The intent of a record page's form, one of `intents`; anything else is a 400. */
export function readIntent<I extends string>(formData: FormData, intents: readonly I[]): I {
  const intent = formData.get("intent");
  if (typeof intent === "string" && (intents as readonly string[]).includes(intent)) return intent as I;
  throw new Response("Bad Request", { status: 400 });
}
