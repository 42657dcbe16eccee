import { and, asc, count, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { invoiceItems, invoices, jobs, quotes } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { shiftDay, todayKey } from "~/lib/business-day";
import { isPastDue, overdueInvoiceEmail } from "~/features/reminders/reminder-messages.server";
import { checkAction, deleteDocument, documentPdf, documentSentEmail, getDocument, insertDocument, listDocuments, loadItems, lockDocument, markDocumentSent, previewDocumentEmail, sendDocument, sweepPastDate, updateDocument, visibleTo, type DocumentKind, type DocumentWithItems, type Tx } from "~/features/documents/document-kind.server";
import { INVOICE_NUMBERING } from "~/features/documents/document-number.server";
import { itemsAsLines, parseDocumentInput, requireStaff } from "~/features/documents/documents.server";
import { invoiceSentSubject } from "~/emails/invoice-sent";
import type { Actor } from "~/lib/actor";
import { requireConfirmed } from "~/lib/confirmation";
import { DomainError } from "~/lib/domain-error";
import { getBusiness, getPaymentDetails, paymentInstructions } from "~/lib/business.server";
import type { InvoiceStatus } from "~/lib/labels";
import type { Paged } from "~/lib/paging";
import { customerPayments, insertPayment, pdfPaymentsOf, recorderOf } from "~/features/payments/payments.server";
import { payLinkUrl } from "~/features/payments/stripe.server";
import { depositPdfRows } from "./deposit-deductions.server";
import { invoiceMachine, isUnpaid, UNPAID_INVOICE_STATUSES, type InvoiceAction } from "./invoice-status";
import { INVOICE_DUE_DAYS, invoicePaymentSchema, invoiceSchema, SECOND_INVOICE_FIELD, type InvoiceValues } from "./invoices.schema";

// An invoice: the document core configured for invoices (invoiceKind), and an invoice's own rules:
// payment, cancellation, becoming overdue, and what a customer sees of one.

export type Invoice = typeof invoices.$inferSelect;
export type InvoiceItem = typeof invoiceItems.$inferSelect;

export type InvoiceRow = Pick<Invoice, "id" | "invoiceNumber" | "totalPence" | "balancePence" | "status" | "issueDate" | "dueDate" | "createdAt"> & {
  customerId: string;
  customerName: string;
};

export const invoiceKind: DocumentKind<Invoice, InvoiceStatus, InvoiceValues> = {
  noun: "invoice",
  numbering: INVOICE_NUMBERING,
  numberField: "invoiceNumber",
  table: invoices,
  numberColumn: invoices.invoiceNumber,
  items: { table: invoiceItems, documentId: invoiceItems.invoiceId, documentIdKey: "invoiceId" },
  machine: invoiceMachine,
  refusals: {
    edit: (n, s) => `Only a draft can be edited; ${n} is ${s}. Cancel it and issue a new one instead.`,
    delete: (n, s) => `Only a draft can be deleted; ${n} is ${s}. Cancel it instead.`,
    send: (n) => `${n} has already been sent.`,
    resend: (n, s) => `${n} is ${s}; only a sent or overdue invoice can be sent again.`,
    markPaid: (n, s) => `Only a sent or overdue invoice can be marked paid; ${n} is ${s}.`,
    cancel: (n, s) => `Only a sent or overdue invoice can be cancelled; ${n} is ${s}.`,
    markSent: (n) => `${n} has already been sent.`,
  },
  schema: invoiceSchema,
  columns: (values) => ({
    jobId: values.jobId,
    quoteId: values.quoteId,
    issueDate: values.issueDate,
    // The tax point: the issue date unless an earlier date of supply is given.
    supplyDate: values.supplyDate ?? values.issueDate,
    dueDate: values.dueDate,
    notes: values.notes,
  }),
  listColumns: { issueDate: invoices.issueDate, dueDate: invoices.dueDate, balancePence: invoices.balancePence },
  // Sent again once past its due date: the overdue reminder's wording, with the balance and due date as they are now.
  sentEmail: (invoice, customer, now = new Date()) =>
    isPastDue(invoice, now) ? overdueInvoiceEmail(invoice, customer.name, todayKey(now)) : documentSentEmail("invoiceSent", invoiceSentSubject({ invoiceNumber: invoice.invoiceNumber, businessName: getBusiness().name }), {
      customerName: customer.name,
      site: customer.site,
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      totalPence: invoice.totalPence,
      dueDate: invoice.dueDate,
      bank: getPaymentDetails(),
      cardPaymentUrl: invoice.balancePence > 0 && invoice.status !== "paid" && invoice.status !== "cancelled" ? payLinkUrl(invoice.id) : null,
    }),
  pdfLayout: async (invoice) => ({
    ...(await depositPdfRows(invoice)),
    kind: "invoice",
    number: invoice.invoiceNumber,
    status: invoice.status,
    issueDate: invoice.issueDate,
    supplyDate: invoice.supplyDate ?? invoice.issueDate,
    quoteNumber: await quoteNumberOf(invoice.quoteId),
    dueDate: invoice.dueDate,
    paidDate: invoice.paidDate,
    paymentMethod: null,
    customer: { name: invoice.customerName, address: invoice.customerAddress, postcode: invoice.customerPostcode, email: invoice.customerEmail, phone: invoice.customerPhone },
    site: { label: invoice.siteLabel, address: invoice.siteAddress, postcode: invoice.sitePostcode },
    lines: invoice.items,
    subtotalPence: invoice.subtotalPence,
    vatRateBp: invoice.vatRateBp,
    vatAmountPence: invoice.vatAmountPence,
    totalPence: invoice.totalPence,
    notes: invoice.notes,
    payment: paymentInstructions(invoice.invoiceNumber),
    payments: await pdfPaymentsOf(invoice),
  }),
  attachment: "invoice-pdf",
};

/** The number of the quote an invoice was raised from, for its PDF ("Quote Q-00012"); null without one. */
async function quoteNumberOf(quoteId: string | null) {
  if (!quoteId) return null;
  const [quote] = await getDb().select({ quoteNumber: quotes.quoteNumber }).from(quotes).where(eq(quotes.id, quoteId));
  return quote?.quoteNumber ?? null;
}

/**
 * The invoices the actor may see that are waiting for payment (sent, partly paid or overdue): how
 * many, what is owed on them (the sum of their balances), and the one due first.
 */
export async function unpaidInvoices({ actor }: { actor: Actor }): Promise<{ count: number; balancePence: number; dueFirstId: string | null }> {
  const unpaid = and(visibleTo(invoiceKind, actor), inArray(invoices.status, [...UNPAID_INVOICE_STATUSES]));
  const db = getDb();
  const [[total], first] = await Promise.all([
    db.select({ n: count(), owed: sql<string | null>`sum(${invoices.balancePence})` }).from(invoices).where(unpaid),
    db.select({ id: invoices.id }).from(invoices).where(unpaid).orderBy(asc(invoices.dueDate), asc(invoices.createdAt)).limit(1),
  ]);
  return { count: Number(total?.n ?? 0), balancePence: Number(total?.owed ?? 0), dueFirstId: first[0]?.id ?? null };
}

/** One page of the invoices the actor may see, newest first, matching the search. */
export function listInvoices(args: { actor: Actor; q?: string; page?: number; filter?: SQL }): Promise<Paged<InvoiceRow>> {
  return listDocuments<InvoiceRow>(invoiceKind, args);
}

export type InvoiceWithItems = DocumentWithItems<Invoice> & {
  /** What the actor may do with it now. */
  actions: InvoiceAction[];
};

/** An invoice with its customer and line items, or null when there is none the actor may see with this id. */
export async function getInvoice({ actor, id }: { actor: Actor; id: string }): Promise<InvoiceWithItems | null> {
  const invoice = await getDocument<Invoice>(invoiceKind, { actor, id });
  if (!invoice) return null;
  return { ...invoice, actions: actor.kind === "staff" ? invoiceMachine.allowed(invoice.status) : [] };
}

/**
 * What a customer sees of their invoice in the portal: no links to the office's records, and how to
 * pay while it is unpaid. Null when it is not theirs (or a draft).
 */
export async function invoicePortalView({ actor, id }: { actor: Actor; id: string }) {
  const invoice = await getInvoice({ actor, id });
  if (!invoice) return null;
  const { customerId: _c, quoteId: _q, jobId: _j, actions: _a, ...shown } = invoice;
  return { invoice: shown, payments: await customerPayments({ actor, invoiceId: id }), pay: isUnpaid(invoice.status) ? paymentInstructions(invoice.invoiceNumber) : null };
}

/** Values for a new invoice form: issued today (London), due in 14 days, 20% VAT. */
export function newInvoiceDefaults(now = new Date()) {
  const issueDate = todayKey(now);
  return { issueDate, dueDate: shiftDay(issueDate, INVOICE_DUE_DAYS), vatRate: "20" };
}

/**
 * A job's invoice other than a deposit, not cancelled (a draft counts: it is about to be issued), the
 * first raised. The job is locked for the caller's transaction, so two invoices made for it at the
 * same time are checked one after the other.
 */
export async function existingJobInvoice(tx: Tx, jobId: string) {
  await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).for("update");
  const [existing] = await tx
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.jobId, jobId), ne(invoices.status, "cancelled"), ne(invoices.kind, "deposit")))
    .orderBy(asc(invoices.createdAt))
    .limit(1);
  return existing ?? null;
}

/**
 * A second invoice for a job that already has one (not a deposit, not cancelled) is usually a
 * mistake: it is refused unless the request confirms it (`confirmSecondInvoice=yes`), naming the
 * invoice the job has.
 */
async function checkSecondInvoice(tx: Tx, values: { jobId: string | null; confirmSecondInvoice?: string | null }) {
  if (!values.jobId || values.confirmSecondInvoice === "yes") return;
  const existing = await existingJobInvoice(tx, values.jobId);
  if (!existing) return;
  const message = `This job already has invoice ${existing.invoiceNumber} (${existing.status.replaceAll("_", " ")}). Tick the box to confirm a second invoice for the same job.`;
  throw new DomainError("conflict", message, { reason: "second_invoice", fieldErrors: { [SECOND_INVOICE_FIELD]: message } });
}

/**
 * Write a new draft invoice in the caller's transaction (from the form, a quote, or a copy). Dates
 * default to today and today + 14 days; the supply date to the issue date. A second invoice for a
 * job must be confirmed (see checkSecondInvoice).
 */
export async function insertInvoice(
  tx: Tx,
  actor: Actor,
  draft: Omit<InvoiceValues, "issueDate" | "dueDate" | "supplyDate"> & { issueDate?: string; dueDate?: string; supplyDate?: string | null; now?: Date },
  action = "create",
): Promise<Invoice> {
  const defaults = newInvoiceDefaults(draft.now);
  const { now: _now, ...rest } = draft;
  await checkSecondInvoice(tx, draft);
  const values: InvoiceValues = { ...rest, issueDate: draft.issueDate ?? defaults.issueDate, supplyDate: draft.supplyDate ?? null, dueDate: draft.dueDate ?? defaults.dueDate };
  return insertDocument(invoiceKind, tx, actor, values, action);
}

/**
 * Staff create a draft invoice; the server prices every line and the totals. A second invoice for a
 * job must be confirmed.
 */
export async function createInvoice({ actor, input }: { actor: Actor; input: unknown }): Promise<Invoice> {
  requireStaff(actor);
  const values = parseDocumentInput(invoiceSchema, input);
  return getDb().transaction((tx) => insertInvoice(tx, actor, values));
}

/** Staff change a draft invoice (lines replaced, totals computed again). */
export const updateInvoice = (args: { actor: Actor; id: string; input: unknown }) => updateDocument(invoiceKind, args);

/** Staff delete a draft invoice, once confirmed. */
export const deleteInvoice = (args: { actor: Actor; id: string; input?: unknown }) => deleteDocument(invoiceKind, args);

/**
 * Staff send a draft invoice (status sent), or send a sent or overdue one again: the customer is
 * e-mailed the PDF, how to pay, and a link to the invoice in the portal (queued in the same
 * transaction). The customer needs an e-mail address.
 */
export const sendInvoice = (args: { actor: Actor; id: string; input?: unknown; now?: Date }) => sendDocument(invoiceKind, args);

/** What Send would e-mail for an invoice now, or why it cannot be sent. */
export const previewInvoiceEmail = (args: { actor: Actor; id: string; now?: Date }) => previewDocumentEmail(invoiceKind, args);

/** Staff record that a draft invoice was given another way (by hand, post, phone): sent, nothing e-mailed. */
export const markInvoiceSent = (args: { actor: Actor; id: string; input: unknown; now?: Date }) => markDocumentSent(invoiceKind, args);

/** The PDF of an invoice the actor may see, with its file name, or null. */
export const invoicePdf = (args: { actor: Actor; id: string }) => documentPdf(invoiceKind, args);

/** A new draft with the same customer and lines, issued today (how a sent invoice is corrected). */
export async function duplicateInvoice({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }): Promise<Invoice> {
  requireStaff(actor);
  return getDb().transaction(async (tx) => {
    const source = await lockDocument<Invoice>(invoiceKind, tx, actor, id);
    const items = await loadItems(invoiceKind, tx, id);
    return insertInvoice(
      tx,
      actor,
      // A copy is made on purpose (to correct an invoice): it needs no second confirmation.
      { customerId: source.customerId, siteId: source.siteId, newSiteAddress: null, newSitePostcode: null, jobId: source.jobId, quoteId: source.quoteId, lines: itemsAsLines(items), vatRate: source.vatRateBp, notes: source.notes, confirmSecondInvoice: "yes", now },
      "duplicate",
    );
  });
}

/**
 * Staff record that the whole balance was paid (date and method): one payment of the balance. Part
 * payments are recorded with recordPayment.
 */
export async function markInvoicePaid({ actor, id, input, now = new Date() }: { actor: Actor; id: string; input: unknown; now?: Date }): Promise<Invoice> {
  requireStaff(actor);
  const { paidDate, method } = parseDocumentInput(invoicePaymentSchema, input);
  return getDb().transaction(async (tx) => {
    const invoice = await lockDocument<Invoice>(invoiceKind, tx, actor, id);
    checkAction(invoiceKind, "markPaid", invoice);
    const { invoice: after } = await insertPayment(tx, { invoiceId: id, amountPence: invoice.balancePence, paidOn: paidDate, method, source: "office", recordedBy: recorderOf(actor), now });
    return after;
  });
}

/** Staff cancel a sent or overdue invoice (a draft is deleted instead), once confirmed (`confirmed=yes` in `input`). */
export async function cancelInvoice({ actor, id, input, now = new Date() }: { actor: Actor; id: string; input?: unknown; now?: Date }): Promise<Invoice> {
  requireStaff(actor);
  return getDb().transaction(async (tx) => {
    const invoice = await lockDocument<Invoice>(invoiceKind, tx, actor, id);
    checkAction(invoiceKind, "cancel", invoice);
    requireConfirmed(input as Record<string, unknown>, `cancel ${invoice.invoiceNumber}`);
    const [after] = await tx.update(invoices).set({ status: "cancelled", cancelledAt: now }).where(eq(invoices.id, id)).returning();
    await recordAudit(tx, { actorUserId: actor.id, action: "cancel", entityType: "invoice", entityId: id, changes: { status: { from: invoice.status, to: "cancelled" } } });
    return after;
  });
}

/**
 * Sent invoices past their due date become overdue. Safe to run at the same time on several
 * instances: each row is changed, and recorded, by one run only.
 */
export function markOverdueInvoices({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  return sweepPastDate(invoiceKind, { dateColumn: invoices.dueDate, to: "overdue", auditAction: "mark_overdue", today: todayKey(now), from: ["sent", "partly_paid"] });
}
