import { and, asc, eq, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import type { CreditNoteStatus } from "~/db/enums";
import { creditNoteItems, creditNotes, customers, customerSites, invoiceItems, invoices } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { siteLine } from "~/features/customers/sites.schema";
import { documentRecipients } from "~/features/customers/sites.server";
import { checkAction, deleteDocument, documentPdf, documentSentEmail, getDocument, insertDocument, listDocuments, lockDocument, visibleTo, type DocumentKind, type DocumentWithItems, type Tx } from "~/features/documents/document-kind.server";
import type { LineValues } from "~/features/documents/document.schema";
import { parseDocumentInput, requireStaff } from "~/features/documents/documents.server";
import { PAYMENT_METHOD_LABELS } from "~/features/payments/payments.schema";
import { settleInvoiceStatus } from "~/features/payments/payments.server";
import { creditNoteIssuedSubject } from "~/emails/credit-note-issued";
import type { Actor } from "~/lib/actor";
import { formatDateLong, todayKey } from "~/lib/business-day";
import { getBusiness } from "~/lib/business.server";
import { DomainError } from "~/lib/domain-error";
import { formatPence } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { queueEmail } from "~/lib/mail.server";
import { documentTotals, formatQuantity, parseQuantity } from "~/lib/money";
import type { Paged } from "~/lib/paging";
import { CREDITABLE_INVOICE_STATUSES, creditNoteMachine, type CreditNoteAction } from "./credit-note-status";
import { creditNoteSchema, issueCreditNoteSchema } from "./credit-notes.schema";

// A credit note: the document core configured for credit notes (creditNoteKind), and its own rules:
// made from an issued invoice's lines, at most what is left to credit; issued by e-mail or marked as
// issued, when it lowers the invoice's balance or records money paid back (docs/decisions/0084).

export type CreditNote = typeof creditNotes.$inferSelect;
type Invoice = typeof invoices.$inferSelect;

export const CREDIT_NOTE_NUMBERING = { prefix: "CN-", sequence: "credit_note_number_seq" };

/** What a credit note is written from (made by createCreditNote from its invoice, never from a free form). */
export type CreditNoteValues = {
  customerId: string;
  siteId: string;
  jobId: null;
  lines: LineValues[];
  vatRate: number;
  invoiceId: string;
  reason: string;
  settlement: "balance" | "refund";
  refundMethod: CreditNote["refundMethod"];
  refundReference: string | null;
  refundedOn: string | null;
  notes: string | null;
};

export type CreditNoteRow = Pick<CreditNote, "id" | "creditNoteNumber" | "totalPence" | "status" | "issueDate" | "settlement" | "createdAt"> & { customerId: string; customerName: string };

async function invoiceNumberOf(invoiceId: string) {
  const [row] = await getDb().select({ n: invoices.invoiceNumber }).from(invoices).where(eq(invoices.id, invoiceId));
  return row?.n ?? "";
}

/** How a credit note is settled, in words (its record, its PDF). */
export function settlementWords(note: Pick<CreditNote, "settlement" | "refundMethod" | "refundReference" | "refundedOn">, invoiceNumber: string) {
  if (note.settlement === "balance") return `Taken off the balance owed on invoice ${invoiceNumber}.`;
  const how = note.refundMethod ? ` by ${PAYMENT_METHOD_LABELS[note.refundMethod].toLowerCase()}` : "";
  const on = note.refundedOn ? ` on ${formatDateLong(note.refundedOn)}` : "";
  return `Refunded${how}${on}${note.refundReference ? ` (reference ${note.refundReference})` : ""}.`;
}

export const creditNoteKind: DocumentKind<CreditNote, CreditNoteStatus, CreditNoteValues> = {
  noun: "credit_note",
  numbering: CREDIT_NOTE_NUMBERING,
  numberField: "creditNoteNumber",
  table: creditNotes,
  numberColumn: creditNotes.creditNoteNumber,
  items: { table: creditNoteItems, documentId: creditNoteItems.creditNoteId, documentIdKey: "creditNoteId" },
  machine: creditNoteMachine,
  refusals: {
    edit: (n) => `${n} cannot be edited: delete the draft and make another.`,
    delete: (n, s) => `Only a draft can be deleted; ${n} is ${s}.`,
    send: (n) => `${n} has already been issued.`,
    issue: (n) => `${n} has already been issued.`,
  },
  // Credit notes are made only from their invoice (createCreditNote), which builds these values.
  schema: z.custom<CreditNoteValues>(() => true),
  columns: (v) => ({ invoiceId: v.invoiceId, reason: v.reason, settlement: v.settlement, refundMethod: v.refundMethod, refundReference: v.refundReference, refundedOn: v.refundedOn, notes: v.notes }),
  listColumns: { issueDate: creditNotes.issueDate, settlement: creditNotes.settlement },
  sentEmail: async (note, customer) => {
    const invoiceNumber = await invoiceNumberOf(note.invoiceId);
    return documentSentEmail("creditNoteIssued", creditNoteIssuedSubject({ creditNoteNumber: note.creditNoteNumber, invoiceNumber, businessName: getBusiness().name }), {
      customerName: customer.name,
      creditNoteNumber: note.creditNoteNumber,
      invoiceId: note.invoiceId,
      invoiceNumber,
      totalPence: note.totalPence,
      issueDate: note.issueDate,
      settlement: note.settlement,
      refundMethod: note.refundMethod ? PAYMENT_METHOD_LABELS[note.refundMethod] : null,
      reason: note.reason,
    });
  },
  pdfLayout: async (note) => {
    const invoiceNumber = await invoiceNumberOf(note.invoiceId);
    return {
      kind: "credit_note",
      number: note.creditNoteNumber,
      status: note.status,
      issueDate: note.issueDate,
      customer: { name: note.customerName, address: note.customerAddress, postcode: note.customerPostcode, email: note.customerEmail, phone: note.customerPhone },
      site: { label: note.siteLabel, address: note.siteAddress, postcode: note.sitePostcode },
      lines: note.items,
      subtotalPence: note.subtotalPence,
      vatRateBp: note.vatRateBp,
      vatAmountPence: note.vatAmountPence,
      totalPence: note.totalPence,
      notes: note.notes,
      creditFor: invoiceNumber,
      creditReason: note.reason,
      creditSettlement: settlementWords(note, invoiceNumber),
    };
  },
  attachment: "credit-note-pdf",
};

/** One page of the credit notes the actor may see, newest first, matching the search (number or customer). */
export function listCreditNotes(args: { actor: Actor; q?: string; page?: number }): Promise<Paged<CreditNoteRow>> {
  return listDocuments<CreditNoteRow>(creditNoteKind, args);
}

export type CreditNoteWithItems = DocumentWithItems<CreditNote> & { invoiceNumber: string; actions: CreditNoteAction[] };

/** A credit note with its customer, lines and invoice number, or null when the actor may not see one with this id. */
export async function getCreditNote({ actor, id }: { actor: Actor; id: string }): Promise<CreditNoteWithItems | null> {
  const note = await getDocument<CreditNote>(creditNoteKind, { actor, id });
  if (!note) return null;
  const actions = actor.kind === "staff" ? creditNoteMachine.allowed(note.status).filter((a) => a === "issue" || a === "delete") : [];
  return { ...note, invoiceNumber: await invoiceNumberOf(note.invoiceId), actions };
}

/** An invoice's credit notes the actor may see (a customer: only issued ones, on their own invoice), oldest first. */
export async function creditNotesOfInvoice({ actor, invoiceId }: { actor: Actor; invoiceId: string }) {
  if (!isUuid(invoiceId)) return [];
  return getDb()
    .select({ id: creditNotes.id, creditNoteNumber: creditNotes.creditNoteNumber, status: creditNotes.status, issueDate: creditNotes.issueDate, totalPence: creditNotes.totalPence, settlement: creditNotes.settlement, reason: creditNotes.reason })
    .from(creditNotes)
    .where(and(eq(creditNotes.invoiceId, invoiceId), visibleTo(creditNoteKind, actor)))
    .orderBy(asc(creditNotes.createdAt), asc(creditNotes.id));
}

/** The PDF of a credit note the actor may see, with its file name, or null. */
export const creditNotePdf = (args: { actor: Actor; id: string }) => documentPdf(creditNoteKind, args);

/** Staff delete a draft credit note. */
export const deleteCreditNote = (args: { actor: Actor; id: string; input?: unknown }) => deleteDocument(creditNoteKind, args);

async function lockInvoice(tx: Tx, invoiceId: string): Promise<Invoice> {
  const notFound = () => new DomainError("not_found", "This invoice could not be found.");
  if (!isUuid(invoiceId)) throw notFound();
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
  if (!invoice) throw notFound();
  return invoice;
}

function requireCreditable(invoice: Invoice) {
  if (!(CREDITABLE_INVOICE_STATUSES as readonly string[]).includes(invoice.status)) {
    throw new DomainError("not_allowed", `A credit note can be made only on a sent, partly paid, overdue or paid invoice; ${invoice.invoiceNumber} is ${invoice.status.replace("_", " ")}.`, { reason: "not_creditable" });
  }
}

/** What the invoice's issued credit notes (other than `except`) add up to: all of them, and the refunds among them. */
async function issuedCredits(tx: Tx, invoiceId: string, except?: string) {
  const [row] = await tx
    .select({
      credited: sql<string>`coalesce(sum(${creditNotes.totalPence}), 0)`,
      refunded: sql<string>`coalesce(sum(${creditNotes.totalPence}) filter (where ${creditNotes.settlement} = 'refund'), 0)`,
    })
    .from(creditNotes)
    .where(and(eq(creditNotes.invoiceId, invoiceId), eq(creditNotes.status, "issued"), except ? ne(creditNotes.id, except) : undefined));
  return { credited: Number(row?.credited ?? 0), refunded: Number(row?.refunded ?? 0) };
}

/**
 * Refuse a credit of `totalPence` the invoice cannot take: more than is left to credit on it (its
 * total less its issued credit notes); taken off the balance, more than the balance; refunded, more
 * than was paid and not yet refunded.
 */
async function checkCreditFits(tx: Tx, invoice: Invoice, totalPence: number, settlement: "balance" | "refund", except?: string) {
  const { credited, refunded } = await issuedCredits(tx, invoice.id, except);
  const left = invoice.totalPence - credited;
  const refuse = (message: string) => new DomainError("invalid", message, { reason: "too_much", fieldErrors: { lines: message } });
  if (totalPence <= 0) throw refuse("The credit must come to more than £0.00.");
  if (totalPence > left) throw refuse(`${invoice.invoiceNumber} has ${formatPence(left)} left to credit; this credit note comes to ${formatPence(totalPence)}.`);
  if (settlement === "balance" && totalPence > invoice.balancePence) {
    throw refuse(`The balance of ${invoice.invoiceNumber} is ${formatPence(invoice.balancePence)}; a credit taken off it cannot be more than that (refund what was paid instead).`);
  }
  const refundable = invoice.paidPence - refunded;
  if (settlement === "refund" && totalPence > refundable) throw refuse(`${formatPence(refundable)} has been paid on ${invoice.invoiceNumber} and not refunded; a refund cannot be more than that.`);
}

/** What the credit note form of an invoice needs: the invoice and its lines (null when the actor may not see it). */
export async function creditNoteFormOf({ actor, invoiceId }: { actor: Actor; invoiceId: string }) {
  requireStaff(actor);
  if (!isUuid(invoiceId)) return null;
  const db = getDb();
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) return null;
  const items = await db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId)).orderBy(asc(invoiceItems.position), asc(invoiceItems.id));
  const { credited } = await db.transaction((tx) => issuedCredits(tx, invoiceId));
  return { invoice, items, leftToCreditPence: invoice.totalPence - credited };
}

/**
 * Staff make a draft credit note from an issued invoice: the chosen lines at the chosen quantities
 * (at most each line's), at the invoice's prices and VAT rate, a reason, and how it is settled. The
 * invoice is locked while it is checked; nothing changes on it until the credit note is issued.
 */
export async function createCreditNote({ actor, invoiceId, input, now = new Date() }: { actor: Actor; invoiceId: string; input: unknown; now?: Date }): Promise<CreditNote> {
  const staff = requireStaff(actor);
  const values = parseDocumentInput(creditNoteSchema, input);
  if (values.settlement === "refund" && values.refundedOn && values.refundedOn > todayKey(now)) {
    throw new DomainError("invalid", "A refund cannot be dated in the future.", { fieldErrors: { refundedOn: "The date cannot be after today" } });
  }
  return getDb().transaction(async (tx) => {
    const invoice = await lockInvoice(tx, invoiceId);
    requireCreditable(invoice);
    const items = await tx.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));
    const byId = new Map(items.map((i) => [i.id, i]));
    const lines: LineValues[] = [];
    const fieldErrors: Record<string, string> = {};
    values.lines.forEach((chosen, index) => {
      if (!chosen.include) return;
      const item = byId.get(chosen.itemId);
      if (!item) throw new DomainError("invalid", "That line is not on this invoice.", { fieldErrors: { lines: "Choose lines of this invoice" } });
      const most = parseQuantity(item.quantity) ?? 0;
      const quantity = chosen.quantity ? parseQuantity(chosen.quantity) : most;
      if (quantity === null || quantity <= 0 || quantity > most) {
        fieldErrors[`lines[${index}].quantity`] = `Enter a quantity from 0.01 to ${formatQuantity(most)}`;
        return;
      }
      lines.push({ description: item.description, quantityHundredths: quantity, unitPricePence: item.unitPricePence, vatRateBp: item.vatRateBp });
    });
    if (Object.keys(fieldErrors).length > 0) throw new DomainError("invalid", "Correct the quantities to credit.", { fieldErrors });
    await checkCreditFits(tx, invoice, documentTotals(lines, invoice.vatRateBp).totalPence, values.settlement);
    return insertDocument(creditNoteKind, tx, staff, {
      customerId: invoice.customerId,
      siteId: invoice.siteId,
      jobId: null,
      lines,
      vatRate: invoice.vatRateBp,
      invoiceId: invoice.id,
      reason: values.reason,
      settlement: values.settlement,
      refundMethod: values.settlement === "refund" ? (values.refundMethod ?? null) : null,
      refundReference: values.settlement === "refund" ? values.refundReference : null,
      refundedOn: values.settlement === "refund" ? values.refundedOn || null : null,
      notes: values.notes,
    });
  });
}

/**
 * Staff issue a draft credit note: e-mailed with its PDF to whoever receives the customer's documents
 * (`how` "email"), or marked as issued without e-mail (given by hand, posted). In the same transaction
 * it takes effect: taken off the invoice's balance (its credited sum grows, and its status follows:
 * partly paid, paid), or recorded as money paid back (the balance is unchanged). Checked again against
 * the invoice as it is now, locked.
 */
export async function issueCreditNote({ actor, id, input, now = new Date() }: { actor: Actor; id: string; input?: unknown; now?: Date }): Promise<CreditNote> {
  const staff = requireStaff(actor);
  const { how } = parseDocumentInput(issueCreditNoteSchema, input ?? {});
  const today = todayKey(now);
  return getDb().transaction(async (tx) => {
    const note = await lockDocument<CreditNote>(creditNoteKind, tx, staff, id);
    checkAction(creditNoteKind, "issue", note);
    const invoice = await lockInvoice(tx, note.invoiceId);
    requireCreditable(invoice);
    await checkCreditFits(tx, invoice, note.totalPence, note.settlement, note.id);
    const recipients = how === "email" ? await documentRecipients(tx, note.customerId) : [];
    if (how === "email" && recipients.length === 0) {
      throw new DomainError("invalid", "Nobody to e-mail: add an e-mail address to the customer's record, or flag a contact for documents, or mark it as issued without e-mail.", { reason: "no_email" });
    }
    const [issued] = await tx.update(creditNotes).set({ status: "issued", issueDate: today, sentAt: now, sentVia: how }).where(eq(creditNotes.id, id)).returning();
    let after = invoice;
    if (note.settlement === "balance") {
      await tx.update(invoices).set({ creditedPence: sql`${invoices.creditedPence} + ${note.totalPence}` }).where(eq(invoices.id, invoice.id));
      after = await settleInvoiceStatus(tx, invoice.id, { today });
    }
    let to: string | null = null;
    let emailId: string | null = null;
    if (how === "email") {
      to = recipients.map((r) => r.email).join(", ");
      const [customer] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, note.customerId));
      const [site] = await tx.select().from(customerSites).where(eq(customerSites.id, note.siteId));
      const { subject, html, text } = await creditNoteKind.sentEmail(issued, { name: customer?.name ?? recipients[0].name, site: site ? siteLine(site) : "" });
      const email = await queueEmail(tx, { to, replyTo: getBusiness().email, subject, html, text, attachments: [{ kind: creditNoteKind.attachment, id: note.id, filename: `${note.creditNoteNumber}.pdf` }], customerId: note.customerId, about: `credit_note:${note.id}` });
      emailId = email.id;
    }
    const amount = formatPence(note.totalPence);
    await recordAudit(tx, { actorUserId: staff.id, action: "issue", entityType: "credit_note", entityId: id, changes: { number: note.creditNoteNumber, status: { from: "draft", to: "issued" }, via: how, ...(to ? { to, emailId } : {}), amount } });
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: note.settlement === "balance" ? "credit" : "refund",
      entityType: "invoice",
      entityId: invoice.id,
      changes: {
        creditNoteNumber: note.creditNoteNumber,
        amount,
        ...(note.settlement === "refund" ? { method: note.refundMethod ? PAYMENT_METHOD_LABELS[note.refundMethod] : null, refundedOn: note.refundedOn } : { balance: formatPence(after.balancePence) }),
        ...(after.status !== invoice.status ? { status: { from: invoice.status, to: after.status } } : {}),
      },
    });
    return issued;
  });
}
