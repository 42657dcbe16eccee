import { and, asc, desc, eq, lt, ne, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { getDb, type Database } from "~/db/client.server";
import { customers, customerSites, jobs } from "~/db/schema";
import { diffFields, recordAudit, type AuditEntity } from "~/features/audit/audit.server";
import { contactDocumentScope } from "~/features/customers/contact-scope.server";
import { customerNameMatches } from "~/features/customers/customers.server";
import { siteLine } from "~/features/customers/sites.schema";
import { documentRecipients, siteForRecord } from "~/features/customers/sites.server";
import { renderEmail, type EmailProps, type EmailTemplate } from "~/emails/render.server";
import { refuseEngineer, systemActor, type Actor } from "~/lib/actor";
import { getBusiness } from "~/lib/business.server";
import { requireConfirmed } from "~/lib/confirmation";
import { DomainError } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { queueEmail, type AttachmentBuilder } from "~/lib/mail.server";
import { containsPattern, type Paged, pageSizeFor } from "~/lib/paging";
import { listPage, searchMatches } from "~/lib/search.server";
import type { LineValues } from "./document.schema";
import { nextDocumentNumber, type DocumentNumbering } from "./document-number.server";
import { renderDocumentPdf, type PdfDocument } from "./pdf-layout.server";
import { checkTotal, parseDocumentInput, priceLines, requireStaff } from "./documents.server";
import { markSentSchema, sendMessageSchema, withMessage } from "./document-delivery";

// The document core: what every kind of document (a quote, an invoice, later a credit note) does
// the same way, configured by a `DocumentKind` (its number, tables, status machine, e-mail and PDF
// layout). A kind's own module keeps only its own rules (a quote's answer, an invoice's payment).

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The columns every document table has. */
export type DocumentTable = PgTable & { id: PgColumn; customerId: PgColumn; status: PgColumn; createdAt: PgColumn };
/** The columns every line-items table has. */
export type ItemsTable = PgTable & { id: PgColumn; position: PgColumn };

/** What every stored document has, whatever its kind. */
export type DocumentRow<S extends string = string> = { id: string; customerId: string; status: S; totalPence: number; vatRateBp: number; notes: string | null };

export type DocumentItem = { id: string; position: number; description: string; quantity: string; unitPricePence: number; vatRateBp: number; lineTotalPence: number };

/** The actions the core carries out; every kind's status machine has them. */
type CoreAction = "edit" | "delete" | "send" | "resend";

/** A document's customer details, as its record page, its PDF and the portal show them. */
export type DocumentCustomer = {
  customerName: string;
  customerEmail: string | null;
  customerAddress: string;
  customerPostcode: string | null;
  customerPhone: string;
  /** The site the work is at (the customer's address above is where the document is addressed). */
  siteLabel: string | null;
  siteAddress: string;
  sitePostcode: string | null;
  siteAccessNotes: string | null;
};

export type DocumentWithItems<R> = R & DocumentCustomer & { items: DocumentItem[] };

/**
 * What a form's values must have: the customer, the lines and the VAT rate; and the site (none named:
 * the job's site when there is a job, else the customer's first).
 */
type DocumentValues = {
  customerId: string;
  siteId?: string | null;
  newSiteAddress?: string | null;
  newSitePostcode?: string | null;
  jobId?: string | null;
  lines: LineValues[];
  vatRate: number;
};

/**
 * One kind of document: everything the core needs to know about it. Adding a kind is one of these
 * and the kind's own rules (see docs/decisions/0069-document-core.md).
 */
export type DocumentKind<R extends DocumentRow<S>, S extends string, V extends DocumentValues> = {
  /** The audit log's entity type, and the word in messages ("quote"). */
  noun: AuditEntity;
  numbering: DocumentNumbering;
  /** The stored number's property on a row ("quoteNumber"). */
  numberField: keyof R & string;
  table: DocumentTable;
  /** The number column, searched by the lists. */
  numberColumn: PgColumn;
  items: { table: ItemsTable; documentId: PgColumn; documentIdKey: string };
  machine: { can(action: CoreAction, status: S): boolean };
  /** Why an action is refused, by action: given the number and the status. */
  refusals: Partial<Record<CoreAction | (string & {}), (number: string, status: S) => string>>;
  /** The form's schema (parsed again on the server) and the kind's own columns from its values. */
  schema: z.ZodType<V>;
  columns: (values: V) => Record<string, unknown>;
  /** The columns a list row shows besides id, number, customer, total, status and created. */
  listColumns: Record<string, PgColumn>;
  /** The e-mail sent with the document: its subject and body. */
  sentEmail: (doc: R, customer: { name: string; site: string }, now?: Date) => Promise<{ subject: string; html: string; text: string }>;
  /** The PDF layout's data for a document (may read what it needs besides, such as a quote's number). */
  pdfLayout: (doc: DocumentWithItems<R>) => PdfDocument | Promise<PdfDocument>;
  /** The e-mail attachment kind of its PDF ("quote-pdf"); kept as queued e-mails name it. */
  attachment: string;
  /** A kind's own refusal before it is sent or marked as sent (a quote past its valid-until date): throws a DomainError. */
  checkIssue?: (doc: R, now: Date) => void;
};

/** A kind whatever its status and form values (the core reads those only through the kind). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type KindOf<R extends DocumentRow, V extends DocumentValues = any> = DocumentKind<R, any, V>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyKind = DocumentKind<any, any, any>;

/** A kind's sent e-mail (its `sentEmail`): the subject and the template drawn with the document's figures. */
export async function documentSentEmail<T extends EmailTemplate>(template: T, subject: string, props: EmailProps<T>) {
  return { subject, ...(await renderEmail(template, props)) };
}

const numberOf = <R extends DocumentRow>(kind: KindOf<R>, doc: R) => String(doc[kind.numberField]);

/**
 * Staff and the system see every document; a customer only their own, and never a draft; a contact's
 * account only those of their sites, or all the customer's when they receive documents (ADR 0081).
 */
export function visibleTo(kind: AnyKind, actor: Actor): SQL | undefined {
  refuseEngineer(actor);
  if (actor.kind !== "customer") return undefined;
  const contactScope = contactDocumentScope(actor, (kind.table as unknown as { siteId: PgColumn }).siteId);
  return and(eq(kind.table.customerId, actor.customerId), ne(kind.table.status, "draft"), contactScope);
}

function searchOf(kind: AnyKind, q: string, actor: Actor, filter?: SQL) {
  if (!q) return null;
  const pattern = containsPattern(q);
  return searchMatches(kind.table, [sql`${kind.numberColumn} ilike ${pattern}`, customerNameMatches(kind.table.customerId, pattern)], and(visibleTo(kind, actor), filter));
}

/** The documents the actor may see that match a search and a list's filter: what an export of the list reads. */
export function documentsMatching(kind: AnyKind, { actor, q = "", filter }: { actor: Actor; q?: string; filter?: SQL }): SQL | undefined {
  return searchOf(kind, q.trim(), actor, filter)?.all ?? and(visibleTo(kind, actor), filter);
}

/** One page of the documents the actor may see, newest first, matching the search (number or customer's name) and the list's `filter`. */
export async function listDocuments<Row>(kind: AnyKind, { actor, q = "", page = 1, filter }: { actor: Actor; q?: string; page?: number; filter?: SQL }): Promise<Paged<Row>> {
  const db = getDb();
  const t = kind.table;
  // Every document has its customer (a restricting foreign key), so the count needs no join.
  const { where, offset, limit, ...paging } = await listPage(db, { table: t, visible: and(visibleTo(kind, actor), filter), search: searchOf(kind, q.trim(), actor, filter), page, size: pageSizeFor(actor) });
  const rows = await db
    .select({
      id: t.id,
      [kind.numberField]: kind.numberColumn,
      customerId: t.customerId,
      customerName: customers.name,
      ...kind.listColumns,
      totalPence: (t as unknown as { totalPence: PgColumn }).totalPence,
      status: t.status,
      createdAt: t.createdAt,
    })
    .from(t)
    .innerJoin(customers, eq(customers.id, t.customerId))
    .where(where)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit)
    .offset(offset);
  return { rows: rows as Row[], ...paging };
}

/** A document with its customer and line items, or null when there is none the actor may see with this id. */
export async function getDocument<R>(kind: AnyKind, { actor, id }: { actor: Actor; id: string }): Promise<DocumentWithItems<R> | null> {
  if (!isUuid(id)) return null;
  const db = getDb();
  const t = kind.table;
  const [row] = await db
    .select({
      doc: t,
      customerName: customers.name,
      customerEmail: customers.email,
      customerAddress: customers.address,
      customerPostcode: customers.postcode,
      customerPhone: customers.phone,
      siteLabel: customerSites.label,
      siteAddress: customerSites.address,
      sitePostcode: customerSites.postcode,
      siteAccessNotes: customerSites.accessNotes,
    })
    .from(t)
    .innerJoin(customers, eq(customers.id, t.customerId))
    .innerJoin(customerSites, eq(customerSites.id, (t as unknown as { siteId: PgColumn }).siteId))
    .where(and(eq(t.id, id), visibleTo(kind, actor)));
  if (!row) return null;
  const items = await loadItems(kind, db, id);
  const { doc, ...customer } = row;
  return { ...(doc as R), ...customer, items };
}

/** A document's line items in order. */
export async function loadItems(kind: AnyKind, executor: Pick<Database, "select">, id: string): Promise<DocumentItem[]> {
  const { table, documentId } = kind.items;
  const rows = await executor.select().from(table).where(eq(documentId, id)).orderBy(asc(table.position), asc(table.id));
  return rows as DocumentItem[];
}

/** Lock a document the actor may see, or fail with not_found. */
export async function lockDocument<R>(kind: AnyKind, tx: Tx, actor: Actor, id: string): Promise<R> {
  const notFound = () => new DomainError("not_found", `This ${kind.noun} could not be found.`);
  if (!isUuid(id)) throw notFound();
  const [doc] = await tx
    .select()
    .from(kind.table)
    .where(and(eq(kind.table.id, id), visibleTo(kind, actor)))
    .for("update");
  if (!doc) throw notFound();
  return doc as R;
}

/** Refuse an action the document's status does not allow, with the kind's reason. */
export function checkAction<R extends DocumentRow>(kind: KindOf<R>, action: string, doc: R) {
  if ((kind.machine as { can(a: string, s: string): boolean }).can(action, doc.status)) return;
  const message = kind.refusals[action]?.(numberOf(kind, doc), doc.status) ?? `This ${kind.noun} cannot be changed in that way in its current status.`;
  throw new DomainError("not_allowed", message);
}

/** The customer a document is for must still exist (kept while the transaction runs). */
async function requireCustomerRow(tx: Tx, customerId: string) {
  const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for("key share");
  if (!customer) {
    throw new DomainError("invalid", "The chosen customer no longer exists. Choose another.", {
      reason: "customer_not_found",
      fieldErrors: { customerId: "The chosen customer no longer exists. Choose another." },
    });
  }
}

/** The document's site, kept for the transaction: the one named, else the job's, else the customer's first. */
async function siteOf(tx: Tx, actor: Actor, values: DocumentValues) {
  let siteId = values.siteId ?? null;
  if (!siteId && values.jobId) {
    const [job] = await tx.select({ siteId: jobs.siteId }).from(jobs).where(and(eq(jobs.id, values.jobId), eq(jobs.customerId, values.customerId)));
    siteId = job?.siteId ?? null;
  }
  return siteForRecord(tx, {
    customerId: values.customerId,
    siteId,
    newSite: { address: values.newSiteAddress ?? null, postcode: values.newSitePostcode ?? null },
    actorUserId: actor.id,
  });
}

async function columnsOf<V extends DocumentValues>(kind: AnyKind, tx: Tx, actor: Actor, values: V) {
  const { rows, totals } = priceLines(values.lines, values.vatRate);
  checkTotal(totals.totalPence);
  const site = await siteOf(tx, actor, values);
  return { rows, columns: { customerId: values.customerId, vatRateBp: values.vatRate, ...kind.columns(values), siteId: site.id, ...totals } };
}

async function writeItems(kind: AnyKind, tx: Tx, id: string, rows: ReturnType<typeof priceLines>["rows"]) {
  await tx.insert(kind.items.table).values(rows.map((r) => ({ ...r, [kind.items.documentIdKey]: id })) as never);
}

/** Write a new draft in the caller's transaction (from the form, another document, or a copy). */
export async function insertDocument<R extends DocumentRow, V extends DocumentValues>(
  kind: KindOf<R, V>,
  tx: Tx,
  actor: Actor,
  values: V,
  action = "create",
): Promise<R> {
  await requireCustomerRow(tx, values.customerId);
  const { rows, columns } = await columnsOf(kind, tx, actor, values);
  const number = await nextDocumentNumber(tx, kind.numbering);
  const [created] = (await tx
    .insert(kind.table)
    .values({ ...columns, [kind.numberField]: number } as never)
    .returning()) as R[];
  await writeItems(kind, tx, created.id, rows);
  await recordAudit(tx, { actorUserId: actor.id, action, entityType: kind.noun, entityId: created.id, changes: { [kind.numberField]: number, ...columns, lines: rows.length } });
  return created;
}

/** Staff create a draft; the server prices every line and the totals. */
export async function createDocument<R extends DocumentRow, V extends DocumentValues>(kind: KindOf<R, V>, { actor, input }: { actor: Actor; input: unknown }): Promise<R> {
  requireStaff(actor);
  const values = parseDocumentInput(kind.schema, input);
  return getDb().transaction((tx) => insertDocument(kind, tx, actor, values));
}

/** Staff change a draft (lines replaced, totals computed again). */
export async function updateDocument<R extends DocumentRow, V extends DocumentValues>(
  kind: KindOf<R, V>,
  { actor, id, input }: { actor: Actor; id: string; input: unknown },
): Promise<R> {
  requireStaff(actor);
  const values = parseDocumentInput(kind.schema, input);
  return getDb().transaction(async (tx) => {
    const before = await lockDocument<R>(kind, tx, actor, id);
    checkAction(kind, "edit", before);
    await requireCustomerRow(tx, values.customerId);
    const { rows, columns } = await columnsOf(kind, tx, actor, values);
    const [after] = (await tx
      .update(kind.table)
      .set(columns as never)
      .where(eq(kind.table.id, id))
      .returning()) as R[];
    await tx.delete(kind.items.table).where(eq(kind.items.documentId, id));
    await writeItems(kind, tx, id, rows);
    await recordAudit(tx, { actorUserId: actor.id, action: "update", entityType: kind.noun, entityId: id, changes: { ...diffFields(before, columns as unknown as Partial<R>), lines: rows.length } });
    return after;
  });
}

/** Staff delete a draft, once they have confirmed it (`confirmed=yes` in `input`). */
export async function deleteDocument<R extends DocumentRow>(kind: KindOf<R>, { actor, id, input }: { actor: Actor; id: string; input?: unknown }): Promise<R> {
  requireStaff(actor);
  return getDb().transaction(async (tx) => {
    const doc = await lockDocument<R>(kind, tx, actor, id);
    checkAction(kind, "delete", doc);
    requireConfirmed(input as Record<string, unknown>, `delete ${numberOf(kind, doc)}`);
    await tx.delete(kind.table).where(eq(kind.table.id, id));
    await recordAudit(tx, { actorUserId: actor.id, action: "delete", entityType: kind.noun, entityId: id, changes: { [kind.numberField]: numberOf(kind, doc) } });
    return doc;
  });
}

/** The e-mail a document would be sent with now: who to, the subject, the bodies and the attachment's name. */
async function draftEmail<R extends DocumentRow>(kind: KindOf<R>, tx: Tx, doc: R, now: Date) {
  const resend = doc.status !== "draft";
  checkAction(kind, resend ? "resend" : "send", doc);
  if (!resend) kind.checkIssue?.(doc, now);
  const recipients = await documentRecipients(tx, doc.customerId);
  if (recipients.length === 0) {
    throw new DomainError("invalid", `Nobody to e-mail: this customer has no e-mail address (nor a contact with one for quotes and invoices). Use Mark as sent once the ${kind.noun} has been handed over, posted or read out by phone.`, { reason: "no_email" });
  }
  const [customer] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, doc.customerId));
  const [site] = await tx.select().from(customerSites).where(eq(customerSites.id, (doc as unknown as { siteId: string }).siteId));
  const email = await kind.sentEmail(doc, { name: customer?.name ?? recipients[0].name, site: site ? siteLine(site) : "" }, now);
  return { resend, to: recipients.map((r) => r.email).join(", "), ...email, attachment: `${numberOf(kind, doc)}.pdf` };
}

/** What Send would e-mail now (for staff to read and add a message to first), or why it cannot be sent. */
export async function previewDocumentEmail<R extends DocumentRow>(kind: KindOf<R>, { actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }) {
  requireStaff(actor);
  const db = getDb();
  const doc = await getDocument<R>(kind, { actor, id });
  if (!doc) throw new DomainError("not_found", `This ${kind.noun} could not be found.`);
  try {
    const { to, subject, text, attachment, resend } = await draftEmail(kind, db as unknown as Tx, doc, now);
    return { ok: true as const, to, subject, text, attachment, resend };
  } catch (err) {
    if (err instanceof DomainError) return { ok: false as const, refusal: err.message, reason: err.reason ?? null };
    throw err;
  }
}

/**
 * Staff send a draft (its status becomes sent), or send one again where its machine allows: the
 * customer is e-mailed the PDF and a link to the document in the portal, with staff's own message
 * (`input.message`, optional, bounded) above the usual text. The e-mail is queued in the same
 * transaction, so it goes exactly when the change is saved. The customer needs an e-mail address.
 */
export async function sendDocument<R extends DocumentRow>(kind: KindOf<R>, { actor, id, input, now = new Date() }: { actor: Actor; id: string; input?: unknown; now?: Date }): Promise<R> {
  requireStaff(actor);
  const { message } = parseDocumentInput(sendMessageSchema, input ?? {});
  return getDb().transaction(async (tx) => emailDocument(kind, tx, actor, await lockDocument<R>(kind, tx, actor, id), { message, now }));
}

/**
 * E-mail a document (locked by the caller) in the caller's transaction: a draft becomes sent, one
 * already sent is sent again; the e-mail (with the PDF and any message of the sender's above the
 * usual text) is queued and the sending recorded. Also how a deposit invoice raised on acceptance
 * goes out.
 */
export async function emailDocument<R extends DocumentRow>(kind: KindOf<R>, tx: Tx, actor: Actor, doc: R, { message = null, now = new Date() }: { message?: string | null; now?: Date } = {}): Promise<R> {
  const { resend, to, subject, ...bodies } = await draftEmail(kind, tx, doc, now);
  const { html, text } = withMessage(bodies, message);
  const [after] = resend
    ? [doc]
    : ((await tx
        .update(kind.table)
        .set({ status: "sent", sentAt: now, sentVia: "email" } as never)
        .where(eq(kind.table.id, doc.id))
        .returning()) as R[]);
  const number = numberOf(kind, doc);
  const email = await queueEmail(tx, {
    to,
    replyTo: getBusiness().email,
    subject,
    html,
    text,
    attachments: [{ kind: kind.attachment, id: doc.id, filename: `${number}.pdf` }],
    customerId: doc.customerId,
    about: `${kind.noun}:${doc.id}`,
  });
  await recordAudit(tx, {
    actorUserId: actor.id,
    action: resend ? "resend" : "send",
    entityType: kind.noun,
    entityId: doc.id,
    changes: { ...(resend ? {} : { status: { from: doc.status, to: "sent" }, sentVia: "email" }), number, to, emailId: email.id, ...(message ? { message } : {}) },
  });
  return after;
}

/**
 * Staff record that a draft was issued without e-mail (handed over, posted, read out by phone): its
 * status becomes sent (its machine's target), with when and how; nothing is e-mailed. Any customer,
 * with an e-mail address or not.
 */
export async function markDocumentSent<R extends DocumentRow>(kind: KindOf<R>, { actor, id, input, now = new Date() }: { actor: Actor; id: string; input: unknown; now?: Date }): Promise<R> {
  requireStaff(actor);
  const { sentVia } = parseDocumentInput(markSentSchema, input);
  return getDb().transaction(async (tx) => {
    const doc = await lockDocument<R>(kind, tx, actor, id);
    checkAction(kind, "markSent", doc);
    kind.checkIssue?.(doc, now);
    // The status its machine's markSent leads to (a credit note's "issued"); a kind without the rule is refused above.
    const to = (kind.machine as unknown as { target?(a: string): string | undefined }).target?.("markSent") ?? "sent";
    const [after] = (await tx
      .update(kind.table)
      .set({ status: to, sentAt: now, sentVia } as never)
      .where(eq(kind.table.id, id))
      .returning()) as R[];
    await recordAudit(tx, { actorUserId: actor.id, action: "mark_sent", entityType: kind.noun, entityId: id, changes: { status: { from: doc.status, to }, number: numberOf(kind, doc), sentVia } });
    return after;
  });
}

/** The PDF of a document the actor may see, with its file name, or null. */
export async function documentPdf<R extends DocumentRow>(kind: KindOf<R>, { actor, id }: { actor: Actor; id: string }) {
  const doc = await getDocument<R>(kind, { actor, id });
  if (!doc) return null;
  const content = await renderDocumentPdf(await kind.pdfLayout(doc));
  return { filename: `${numberOf(kind, doc)}.pdf`, content };
}

/**
 * The e-mail attachment builder of a kind's PDF: drawn when the message is sent, from the document
 * as it is then. Listed in app/runtime/attachments.server.ts.
 */
export function pdfAttachment(kind: AnyKind): [string, AttachmentBuilder] {
  return [
    kind.attachment,
    async (id) => {
      const pdf = await documentPdf(kind, { actor: systemActor(`${kind.noun} e-mail`), id });
      if (!pdf) throw new Error(`${kind.noun} ${id} no longer exists`);
      return { content: pdf.content, contentType: "application/pdf" };
    },
  ];
}

/**
 * The nightly sweep of a kind: documents in one of the `from` statuses (sent, unless given) whose
 * `dateColumn` is before today (London) move to `to`, each recorded once as `auditAction`. Safe to run
 * at the same time on several instances: the update takes each row once, and only the run that
 * changed a row records it.
 */
export async function sweepPastDate(
  kind: AnyKind,
  { dateColumn, to, auditAction, today, from = ["sent"] }: { dateColumn: PgColumn; to: string; auditAction: string; today: string; from?: readonly string[] },
) {
  return getDb().transaction(async (tx) => {
    let count = 0;
    for (const status of from) {
      const changed = await tx
        .update(kind.table)
        .set({ status: to } as never)
        .where(and(eq(kind.table.status, status), lt(dateColumn, today)))
        .returning({ id: kind.table.id });
      for (const row of changed as Array<{ id: string }>) {
        await recordAudit(tx, { actorUserId: null, action: auditAction, entityType: kind.noun, entityId: row.id, changes: { status: { from: status, to } } });
      }
      count += changed.length;
    }
    return count;
  });
}
