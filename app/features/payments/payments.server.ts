import { and, asc, eq, isNull, lte, max, ne, sql, sum } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { user } from "~/db/auth-schema";
import { customers, invoices, payments } from "~/db/schema";
import { contactDocumentScope } from "~/features/customers/contact-scope.server";
import { recordAudit } from "~/features/audit/audit.server";
import { documentRecipients } from "~/features/customers/sites.server";
import type { Tx } from "~/features/documents/document-kind.server";
import { parseDocumentInput } from "~/features/documents/documents.server";
import { paymentReceiptSubject } from "~/emails/payment-receipt";
import { renderEmail } from "~/emails/render.server";
import { refuseEngineer, type Actor } from "~/lib/actor";
import { getBusiness } from "~/lib/business.server";
import { todayKey } from "~/lib/business-day";
import { requireConfirmed } from "~/lib/confirmation";
import { DomainError } from "~/lib/domain-error";
import { formatPence } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { queueEmail } from "~/lib/mail.server";
import type { PaymentMethod, PaymentSource } from "~/db/enums";
import { statusForBalance } from "./payment-status";
import { renderReceiptPdf } from "./receipt-pdf.server";
import { PAYMENT_METHOD_LABELS, paymentSchema, voidPaymentSchema } from "./payments.schema";

// Money received against an invoice. Every change to an invoice's payments goes through here, in one
// transaction that locks the invoice row first: the paid sum on the invoice, its status (partly paid,
// paid, back to sent or overdue) and the audit entry move together, and two payments recorded at once
// on one balance are taken one after the other, the second refused if it would overpay. The database
// refuses a negative balance as well (invoices_balance_not_negative).

export type Payment = typeof payments.$inferSelect;
type Invoice = typeof invoices.$inferSelect;

/** The invoice statuses a payment can be recorded on: issued and not yet paid or cancelled. */
const PAYABLE = new Set<string>(["sent", "partly_paid", "overdue"]);

/** Who recorded a payment, for the payment row and the audit log. */
export type Recorder = { userId: string | null; label: string };

export function recorderOf(actor: Actor): Recorder {
  if (actor.kind === "system") return { userId: null, label: actor.label };
  return { userId: actor.id, label: actor.name || actor.email };
}

function requireOffice(actor: Actor) {
  if (actor.kind !== "staff") throw new DomainError("not_allowed", "Only staff can record or void payments.", { reason: "forbidden" });
  return actor;
}

async function lockInvoice(tx: Tx, invoiceId: string): Promise<Invoice> {
  const notFound = () => new DomainError("not_found", "This invoice could not be found.");
  if (!isUuid(invoiceId)) throw notFound();
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
  if (!invoice) throw notFound();
  return invoice;
}

/**
 * Set an invoice's status (and paid date) from its balance after its paid or credited sum changed, in
 * the caller's transaction. An invoice that becomes paid is paid on the day of its latest payment
 * that stands (payments can be recorded in any order), else `paidOn`, else today (paid off by credit).
 */
export async function settleInvoiceStatus(tx: Tx, invoiceId: string, { today, paidOn }: { today: string; paidOn?: string | null }): Promise<Invoice> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
  const status = statusForBalance(invoice, today);
  let paidDate: string | null = null;
  if (status === "paid") {
    const [latest] = await tx.select({ on: max(payments.paidOn) }).from(payments).where(and(eq(payments.invoiceId, invoiceId), isNull(payments.voidedAt)));
    paidDate = invoice.paidDate ?? latest?.on ?? paidOn ?? today;
  }
  if (status === invoice.status && paidDate === invoice.paidDate) return invoice;
  const [after] = await tx.update(invoices).set({ status, paidDate }).where(eq(invoices.id, invoiceId)).returning();
  return after;
}

export type NewPayment = {
  invoiceId: string;
  amountPence: number;
  paidOn: string;
  method: PaymentMethod;
  reference?: string | null;
  note?: string | null;
  source: PaymentSource;
  recordedBy: Recorder;
  /** A card payment online: the Checkout session it came from (one payment per session). */
  stripeSessionId?: string | null;
  now?: Date;
};

/**
 * Record a payment in the caller's transaction: the invoice must be issued and unpaid, the amount at
 * most its balance, the date not after today (London). Returns the payment and the invoice after it.
 */
export async function insertPayment(tx: Tx, p: NewPayment): Promise<{ payment: Payment; invoice: Invoice }> {
  const today = todayKey(p.now);
  const invoice = await lockInvoice(tx, p.invoiceId);
  if (!PAYABLE.has(invoice.status)) {
    const why = invoice.status === "draft" ? "send it or mark it as sent first" : `it is ${invoice.status === "paid" ? "paid in full" : invoice.status}`;
    throw new DomainError("not_allowed", `A payment cannot be recorded on ${invoice.invoiceNumber}: ${why}.`, { reason: "not_payable" });
  }
  if (p.paidOn > today) {
    throw new DomainError("invalid", "A payment cannot be dated in the future.", { fieldErrors: { paidOn: "The date cannot be after today" } });
  }
  if (p.amountPence > invoice.balancePence) {
    throw new DomainError("invalid", `The balance of ${invoice.invoiceNumber} is ${formatPence(invoice.balancePence)}; a payment cannot be more than that.`, {
      reason: "overpayment",
      fieldErrors: { amount: `At most the balance, ${formatPence(invoice.balancePence)}` },
    });
  }
  const [payment] = await tx
    .insert(payments)
    .values({
      invoiceId: invoice.id,
      amountPence: p.amountPence,
      paidOn: p.paidOn,
      method: p.method,
      reference: p.reference ?? null,
      note: p.note ?? null,
      source: p.source,
      recordedByUserId: p.recordedBy.userId,
      recordedByLabel: p.recordedBy.label,
      stripeSessionId: p.stripeSessionId ?? null,
    })
    .returning();
  await tx.update(invoices).set({ paidPence: sql`${invoices.paidPence} + ${p.amountPence}` }).where(eq(invoices.id, invoice.id));
  const after = await settleInvoiceStatus(tx, invoice.id, { today, paidOn: p.paidOn });
  await recordAudit(tx, {
    actorUserId: p.recordedBy.userId,
    actorLabel: p.recordedBy.userId ? null : p.recordedBy.label,
    action: "record_payment",
    entityType: "invoice",
    entityId: invoice.id,
    changes: {
      amount: formatPence(p.amountPence),
      paidOn: p.paidOn,
      method: PAYMENT_METHOD_LABELS[p.method],
      ...(p.reference ? { reference: p.reference } : {}),
      balance: formatPence(after.balancePence),
      ...(after.status !== invoice.status ? { status: { from: invoice.status, to: after.status } } : {}),
    },
  });
  return { payment, invoice: after };
}

/**
 * Staff record a payment on an invoice from the form's values. With `sendReceipt`, the customer's
 * document recipients are e-mailed a receipt with its PDF, queued in the same transaction (so it goes
 * exactly when the payment is saved); there must be someone to send it to.
 */
export async function recordPayment({ actor, invoiceId, input, now = new Date() }: { actor: Actor; invoiceId: string; input: unknown; now?: Date }) {
  const staff = requireOffice(actor);
  const values = parseDocumentInput(paymentSchema, input);
  return getDb().transaction(async (tx) => {
    const result = await insertPayment(tx, {
      invoiceId,
      amountPence: values.amount,
      paidOn: values.paidOn,
      method: values.method,
      reference: values.reference,
      note: values.note,
      source: "office",
      recordedBy: recorderOf(staff),
      now,
    });
    if (values.sendReceipt) await queueReceipt(tx, result.payment, result.invoice);
    return result;
  });
}

/** The receipt e-mail of a payment just recorded, with its PDF (drawn when the message is sent). */
async function queueReceipt(tx: Tx, payment: Payment, invoice: Invoice) {
  const recipients = await documentRecipients(tx, invoice.customerId);
  if (recipients.length === 0) {
    throw new DomainError("invalid", "Nobody to e-mail a receipt to: add an e-mail address to the customer's record, or record the payment without a receipt.", {
      reason: "no_email",
      fieldErrors: { sendReceipt: "The customer has no e-mail address" },
    });
  }
  const [customer] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, invoice.customerId));
  const { html, text } = await renderEmail("paymentReceipt", {
    customerName: customer?.name ?? recipients[0].name,
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    amountPence: payment.amountPence,
    paidOn: payment.paidOn,
    method: PAYMENT_METHOD_LABELS[payment.method],
    reference: payment.reference,
    balancePence: invoice.balancePence,
  });
  const email = await queueEmail(tx, {
    to: recipients.map((r) => r.email).join(", "),
    replyTo: getBusiness().email,
    subject: paymentReceiptSubject({ invoiceNumber: invoice.invoiceNumber, businessName: getBusiness().name }),
    html,
    text,
    attachments: [{ kind: RECEIPT_ATTACHMENT, id: payment.id, filename: receiptFilename(invoice.invoiceNumber, payment.paidOn) }],
    customerId: invoice.customerId,
    about: `invoice:${invoice.id}`,
  });
  return email;
}

/**
 * Staff void a payment recorded by mistake, with a reason and the confirmation its dialog sends
 * (`confirmed=yes`): it is kept (shown struck through) and audited, and the invoice's balance and
 * status come back.
 */
export async function voidPayment({ actor, paymentId, input, now = new Date() }: { actor: Actor; paymentId: string; input: unknown; now?: Date }) {
  const staff = requireOffice(actor);
  requireConfirmed(input as Record<string, unknown> | null, "void this payment");
  const { reason } = parseDocumentInput(voidPaymentSchema, input);
  const notFound = () => new DomainError("not_found", "This payment could not be found.");
  if (!isUuid(paymentId)) throw notFound();
  return getDb().transaction(async (tx) => {
    const [found] = await tx.select({ invoiceId: payments.invoiceId }).from(payments).where(eq(payments.id, paymentId));
    if (!found) throw notFound();
    const invoice = await lockInvoice(tx, found.invoiceId);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
    if (payment.voidedAt) throw new DomainError("conflict", "This payment has already been voided.", { reason: "already_voided" });
    if (invoice.status === "cancelled") throw new DomainError("not_allowed", `${invoice.invoiceNumber} is cancelled; its payments cannot be changed.`);
    const [voided] = await tx.update(payments).set({ voidedAt: now, voidedByUserId: staff.id, voidReason: reason }).where(eq(payments.id, paymentId)).returning();
    await tx
      .update(invoices)
      .set({ paidPence: sql`${invoices.paidPence} - ${payment.amountPence}`, paidDate: null })
      .where(eq(invoices.id, invoice.id));
    const after = await settleInvoiceStatus(tx, invoice.id, { today: todayKey(now) });
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: "void_payment",
      entityType: "invoice",
      entityId: invoice.id,
      changes: {
        amount: formatPence(payment.amountPence),
        paidOn: payment.paidOn,
        method: PAYMENT_METHOD_LABELS[payment.method],
        reason,
        balance: formatPence(after.balancePence),
        ...(after.status !== invoice.status ? { status: { from: invoice.status, to: after.status } } : {}),
      },
    });
    return { payment: voided, invoice: after };
  });
}

export type ListedPayment = Payment & { voidedByName: string | null };

/**
 * An invoice's payments, oldest first, voided ones included (the record shows them struck through,
 * with the name of who voided each).
 */
export async function listPayments({ actor, invoiceId }: { actor: Actor; invoiceId: string }): Promise<ListedPayment[]> {
  if (!isUuid(invoiceId)) return [];
  const scope = invoicesSeenBy(actor);
  const rows = await getDb()
    .select({ payment: payments, voidedByName: user.name, voidedByEmail: user.email })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .leftJoin(user, eq(user.id, payments.voidedByUserId))
    .where(and(eq(payments.invoiceId, invoiceId), scope))
    .orderBy(asc(payments.paidOn), asc(payments.createdAt));
  return rows.map((r) => ({ ...r.payment, voidedByName: r.payment.voidedAt ? r.voidedByName || r.voidedByEmail || "a member of staff" : null }));
}

/**
 * The invoices whose payments the actor may see: staff every one; a customer their own issued
 * invoices, and a contact's account only those of the invoices it may see.
 */
function invoicesSeenBy(actor: Actor) {
  refuseEngineer(actor);
  if (actor.kind !== "customer") return undefined;
  return and(eq(invoices.customerId, actor.customerId), ne(invoices.status, "draft"), contactDocumentScope(actor, invoices.siteId));
}

/** An invoice's payments as its PDF shows them: those that stand, oldest first, and the balance. */
export async function pdfPaymentsOf(invoice: Pick<Invoice, "id" | "creditedPence" | "balancePence">) {
  const rows = await getDb()
    .select({ paidOn: payments.paidOn, amountPence: payments.amountPence, method: payments.method })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoice.id), isNull(payments.voidedAt)))
    .orderBy(asc(payments.paidOn), asc(payments.createdAt));
  return {
    received: rows.map((r) => ({ ...r, method: PAYMENT_METHOD_LABELS[r.method] })),
    creditedPence: invoice.creditedPence,
    balancePence: invoice.balancePence,
  };
}

/** The e-mail attachment kind of a payment's receipt (app/runtime/attachments.server.ts). */
export const RECEIPT_ATTACHMENT = "payment-receipt-pdf";

/** "Receipt-INV-00012-2026-03-14.pdf". */
export function receiptFilename(invoiceNumber: string, paidOn: string) {
  return `Receipt-${invoiceNumber}-${paidOn}.pdf`;
}

/**
 * The receipt of a payment as a PDF, with its file name; null when the actor may not see it (a
 * customer sees only their own invoices' receipts) or it was voided. The balance shown is what was
 * left on the invoice once this payment, and those recorded before it that stand, were taken off.
 */
export async function paymentReceiptPdf({ actor, paymentId, invoiceId }: { actor: Actor; paymentId: string; invoiceId?: string }) {
  if (!isUuid(paymentId) || (invoiceId !== undefined && !isUuid(invoiceId))) return null;
  const db = getDb();
  const scope = invoicesSeenBy(actor);
  const [row] = await db
    .select({ payment: payments, invoice: invoices, customerName: customers.name })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(and(eq(payments.id, paymentId), invoiceId ? eq(payments.invoiceId, invoiceId) : undefined, isNull(payments.voidedAt), scope));
  if (!row) return null;
  const { payment, invoice } = row;
  const [upTo] = await db
    .select({ paid: sum(payments.amountPence) })
    .from(payments)
        // Compared in the database: a JavaScript date keeps only milliseconds of the stored microseconds.
    .where(and(eq(payments.invoiceId, invoice.id), isNull(payments.voidedAt), lte(payments.createdAt, sql`(select p.created_at from payments p where p.id = ${payment.id})`)));
  const balance = invoice.totalPence - invoice.depositsDeductedPence - invoice.creditedPence - Number(upTo?.paid ?? 0);
  const content = await renderReceiptPdf({
    invoiceNumber: invoice.invoiceNumber,
    customerName: row.customerName,
    amountPence: payment.amountPence,
    paidOn: payment.paidOn,
    method: PAYMENT_METHOD_LABELS[payment.method],
    reference: payment.reference,
    balancePence: Math.max(0, balance),
  });
  return { filename: receiptFilename(invoice.invoiceNumber, payment.paidOn), content };
}

/**
 * What an invoice's Payments section needs: its payments (voided ones too) and whether a receipt can
 * be e-mailed (someone receives the customer's documents).
 */
export async function invoicePaymentsPanel({ actor, invoiceId, customerId }: { actor: Actor; invoiceId: string; customerId: string }) {
  const [list, recipients] = await Promise.all([listPayments({ actor, invoiceId }), actor.kind === "staff" ? documentRecipients(getDb(), customerId) : Promise.resolve([])]);
  return { payments: list, canEmailReceipt: recipients.length > 0 };
}

/**
 * The payments a customer sees on their invoice: those that stand, oldest first, with the date,
 * amount, how and their reference (not the office's notes, nor who recorded them).
 */
export async function customerPayments({ actor, invoiceId }: { actor: Actor; invoiceId: string }) {
  const list = await listPayments({ actor, invoiceId });
  return list.filter((p) => !p.voidedAt).map((p) => ({ id: p.id, amountPence: p.amountPence, paidOn: p.paidOn, method: p.method, reference: p.reference }));
}
