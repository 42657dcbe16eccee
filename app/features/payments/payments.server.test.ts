import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drainQueue, startTestQueue } from "../../../tests/support/queue";
import { mimeParts, startSmtpServer } from "../../../tests/support/smtp";
import { makeCustomer, makeInvoice, makeStaff } from "../../../tests/support/factories";
import { thrown } from "../../../tests/support/test-data";
import { getDb } from "~/db/client.server";
import { auditLog, emailLog, invoices, payments } from "~/db/schema";
import { listAuditEntries } from "~/features/audit/audit.server";
import { invoicePdf } from "~/features/invoices/invoices.server";
import type { CustomerActor, StaffActor } from "~/lib/actor";
import { describeAuditEntry } from "~/lib/audit-words";
import type { DomainError } from "~/lib/domain-error";
import { resetEnv } from "~/lib/env.server";
import { listPayments, paymentReceiptPdf, recordPayment, voidPayment } from "./payments.server";
// The attachment builders, as the start-up gives them to the mail worker.
import "~/runtime/attachments.server";

// Payments on invoices through the domain functions, on a real database: the balance and status they
// leave, what they refuse (and that a refusal changes nothing), two payments at once, voiding, and
// the receipt e-mail through a real SMTP server.

const staff: StaffActor = { kind: "staff", role: "admin", id: "payments-admin", email: "payments.office@example.com", name: "Pat Office" };
let customerId: string;
let otherCustomerId: string;
let customer: CustomerActor;

/** "Today" for these tests: 14 March 2026, midday in London. */
const NOW = new Date("2026-03-14T12:00:00Z");

beforeAll(async () => {
  await makeStaff({ id: staff.id, email: staff.email, name: staff.name });
  customerId = (await makeCustomer({ name: "Stables Livery", phone: "01635 550101", email: "accounts@stables.example.com", address: "The Stables, Newbury" })).id;
  otherCustomerId = (await makeCustomer({ name: "Other Yard", phone: "01635 550102", address: "Other Yard, Hungerford" })).id;
  customer = { kind: "customer", id: "payments-customer", email: "accounts@stables.example.com", name: "Stables", customerId };
});

afterAll(() => {
  delete process.env.SMTP_URL;
  resetEnv();
});

/** A sent invoice of £2,712.90 (£2,260.75 + VAT 20%), due on `dueDate`. */
async function invoiceOf({ dueDate = "2026-03-28", owner = customerId } = {}) {
  return makeInvoice({ customerId: owner, status: "sent", issueDate: "2026-03-01", dueDate, vatRateBp: 2000, subtotalPence: 226075, vatAmountPence: 45215, totalPence: 271290 });
}

const rowOf = async (id: string) => (await getDb().select().from(invoices).where(eq(invoices.id, id)))[0];
const paymentRows = (invoiceId: string) => getDb().select().from(payments).where(eq(payments.invoiceId, invoiceId));
const pay = (invoiceId: string, input: Record<string, unknown>, now = NOW) => recordPayment({ actor: staff, invoiceId, input, now });

describe("recording payments", () => {
  it("£1,000 cash then £1,712.90 card pays a £2,712.90 invoice: partly paid, then paid on the last payment's date with nothing owed", async () => {
    const invoice = await invoiceOf();
    const first = await pay(invoice.id, { amount: "1,000", paidOn: "2026-03-10", method: "cash", note: "Paid at the yard" });
    expect(first.invoice).toMatchObject({ status: "partly_paid", paidPence: 100000, balancePence: 171290, paidDate: null });
    const second = await pay(invoice.id, { amount: "£1712.90", paidOn: "2026-03-12", method: "card", reference: "AUTH 0042" });
    expect(second.invoice).toMatchObject({ status: "paid", paidPence: 271290, balancePence: 0, paidDate: "2026-03-12" });
    expect(await listPayments({ actor: staff, invoiceId: invoice.id })).toMatchObject([
      { amountPence: 100000, method: "cash", paidOn: "2026-03-10", note: "Paid at the yard", recordedByLabel: "Pat Office", voidedAt: null },
      { amountPence: 171290, method: "card", paidOn: "2026-03-12", reference: "AUTH 0042", voidedAt: null },
    ]);
  });

  it("is paid on the latest payment's date even when the last one recorded was paid earlier", async () => {
    const invoice = await invoiceOf();
    await pay(invoice.id, { amount: "1000", paidOn: "2026-03-13", method: "bank_transfer" });
    const { invoice: after } = await pay(invoice.id, { amount: "1712.90", paidOn: "2026-03-02", method: "cheque" });
    expect(after).toMatchObject({ status: "paid", paidDate: "2026-03-13" });
  });

  it("refuses a payment above the balance with a message on the amount, changing nothing", async () => {
    const invoice = await invoiceOf();
    await pay(invoice.id, { amount: "1000", paidOn: "2026-03-10", method: "cash" });
    const before = await rowOf(invoice.id);
    const auditBefore = await listAuditEntries("invoice", invoice.id);
    const error = (await thrown(pay(invoice.id, { amount: "1712.91", paidOn: "2026-03-11", method: "card" }))) as DomainError;
    expect(error.code).toBe("invalid");
    expect(error.reason).toBe("overpayment");
    expect(error.fieldErrors.amount).toBe("At most the balance, £1,712.90");
    expect(await rowOf(invoice.id)).toEqual(before);
    expect(await paymentRows(invoice.id)).toHaveLength(1);
    expect(await listAuditEntries("invoice", invoice.id)).toHaveLength(auditBefore.length);
  });

  it("refuses a payment dated after today (London), changing nothing", async () => {
    const invoice = await invoiceOf();
    const error = (await thrown(pay(invoice.id, { amount: "10", paidOn: "2026-03-15", method: "cash" }))) as DomainError;
    expect(error.fieldErrors.paidOn).toBe("The date cannot be after today");
    expect(await paymentRows(invoice.id)).toHaveLength(0);
    expect((await rowOf(invoice.id)).status).toBe("sent");
    // Today itself is fine.
    expect((await pay(invoice.id, { amount: "10", paidOn: "2026-03-14", method: "cash" })).invoice.status).toBe("partly_paid");
  });

  it("refuses nothing owed, an amount of nothing and an unknown method with field messages", async () => {
    const invoice = await invoiceOf();
    const error = (await thrown(pay(invoice.id, { amount: "0.00", paidOn: "2026-03-10", method: "barter" }))) as DomainError;
    expect(Object.keys(error.fieldErrors).sort()).toEqual(["amount", "method"]);
    const draft = await makeInvoice({ customerId, status: "draft", totalPence: 1000, subtotalPence: 1000, vatAmountPence: 0 });
    expect(((await thrown(pay(draft.id, { amount: "5", paidOn: "2026-03-10", method: "cash" }))) as DomainError).reason).toBe("not_payable");
  });

  it("takes two payments recorded at once on the same balance one after the other: exactly one succeeds, never an overpayment", async () => {
    const invoice = await invoiceOf();
    const results = await Promise.allSettled([
      pay(invoice.id, { amount: "2000", paidOn: "2026-03-10", method: "cash" }),
      pay(invoice.id, { amount: "2000", paidOn: "2026-03-10", method: "card" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((refused.reason as DomainError).reason).toBe("overpayment");
    expect(await rowOf(invoice.id)).toMatchObject({ paidPence: 200000, balancePence: 71290, status: "partly_paid" });
    expect(await paymentRows(invoice.id)).toHaveLength(1);
  });

  it("a customer can neither record nor void a payment, even on their own invoice", async () => {
    const invoice = await invoiceOf();
    const { payment } = await pay(invoice.id, { amount: "100", paidOn: "2026-03-10", method: "cash" });
    const recording = (await thrown(recordPayment({ actor: customer, invoiceId: invoice.id, input: { amount: "100", paidOn: "2026-03-10", method: "cash" }, now: NOW }))) as DomainError;
    expect(recording.reason).toBe("forbidden");
    const voiding = (await thrown(voidPayment({ actor: customer, paymentId: payment.id, input: { confirmed: "yes", reason: "Not mine" }, now: NOW }))) as DomainError;
    expect(voiding.reason).toBe("forbidden");
    expect(await rowOf(invoice.id)).toMatchObject({ paidPence: 10000, status: "partly_paid" });
    expect((await paymentRows(invoice.id))[0].voidedAt).toBeNull();
  });
});

describe("voiding payments", () => {
  it("brings back the balance and the status: paid becomes partly paid; the payment is kept, struck through, with who, when and why", async () => {
    const invoice = await invoiceOf();
    await pay(invoice.id, { amount: "1000", paidOn: "2026-03-10", method: "cash" });
    const { payment } = await pay(invoice.id, { amount: "1712.90", paidOn: "2026-03-12", method: "card" });
    const { invoice: after } = await voidPayment({ actor: staff, paymentId: payment.id, input: { confirmed: "yes", reason: "The card payment was declined" }, now: NOW });
    expect(after).toMatchObject({ status: "partly_paid", paidPence: 100000, balancePence: 171290, paidDate: null });
    const listed = await listPayments({ actor: staff, invoiceId: invoice.id });
    expect(listed).toHaveLength(2);
    expect(listed[1]).toMatchObject({ id: payment.id, voidReason: "The card payment was declined", voidedByUserId: staff.id, voidedByName: "Pat Office" });
    expect(listed[1].voidedAt).toEqual(NOW);
  });

  it("an invoice past its due date becomes overdue again, not partly paid", async () => {
    const invoice = await invoiceOf({ dueDate: "2026-03-05" });
    await pay(invoice.id, { amount: "500", paidOn: "2026-03-01", method: "cash" });
    const { payment } = await pay(invoice.id, { amount: "2212.90", paidOn: "2026-03-10", method: "bank_transfer" });
    expect((await rowOf(invoice.id)).status).toBe("paid");
    const { invoice: after } = await voidPayment({ actor: staff, paymentId: payment.id, input: { confirmed: "yes", reason: "Bounced" }, now: NOW });
    expect(after).toMatchObject({ status: "overdue", balancePence: 221290 });
  });

  it("voiding the only payment of an invoice not yet due takes it back to sent", async () => {
    const invoice = await invoiceOf();
    const { payment } = await pay(invoice.id, { amount: "100", paidOn: "2026-03-10", method: "cash" });
    const { invoice: after } = await voidPayment({ actor: staff, paymentId: payment.id, input: { confirmed: "yes", reason: "Recorded on the wrong invoice" }, now: NOW });
    expect(after).toMatchObject({ status: "sent", balancePence: 271290, paidPence: 0 });
  });

  it("refuses to void twice, without the confirmation, or without a reason, changing nothing", async () => {
    const invoice = await invoiceOf();
    const { payment } = await pay(invoice.id, { amount: "100", paidOn: "2026-03-10", method: "cash" });
    const unconfirmed = (await thrown(voidPayment({ actor: staff, paymentId: payment.id, input: { reason: "Mistake" }, now: NOW }))) as DomainError;
    expect(unconfirmed.reason).toBe("unconfirmed");
    const noReason = (await thrown(voidPayment({ actor: staff, paymentId: payment.id, input: { confirmed: "yes", reason: " " }, now: NOW }))) as DomainError;
    expect(noReason.fieldErrors.reason).toBe("Say why the payment is voided");
    expect((await rowOf(invoice.id)).paidPence).toBe(10000);
    await voidPayment({ actor: staff, paymentId: payment.id, input: { confirmed: "yes", reason: "Mistake" }, now: NOW });
    const before = await rowOf(invoice.id);
    const twice = (await thrown(voidPayment({ actor: staff, paymentId: payment.id, input: { confirmed: "yes", reason: "Again" }, now: NOW }))) as DomainError;
    expect(twice.reason).toBe("already_voided");
    expect(await rowOf(invoice.id)).toEqual(before);
    expect((await paymentRows(invoice.id))[0].voidReason).toBe("Mistake");
  });

  it("the invoice's history says what was recorded and voided, in words", async () => {
    const invoice = await invoiceOf();
    const { payment } = await pay(invoice.id, { amount: "1000", paidOn: "2026-03-10", method: "bank_transfer" });
    await voidPayment({ actor: staff, paymentId: payment.id, input: { confirmed: "yes", reason: "Paid into the wrong account" }, now: NOW });
    const words = (await listAuditEntries("invoice", invoice.id)).map((e) => describeAuditEntry(e));
    expect(words).toContain("Payment of £1,000.00 recorded (bank transfer) on 10 Mar 2026");
    expect(words).toContain("Payment of £1,000.00 voided: “Paid into the wrong account”");
  });
});

async function pdfText(content: Buffer) {
  return (await new PDFParse({ data: content }).getText()).text;
}

describe("receipts and the invoice PDF", () => {
  it("e-mails a receipt with its PDF through a real SMTP server when asked, queued with the payment", async () => {
    const smtp = await startSmtpServer();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      await startTestQueue();
      const invoice = await invoiceOf();
      await pay(invoice.id, { amount: "1000", paidOn: "2026-03-10", method: "cash", sendReceipt: "on" });
      await drainQueue();
      const [mail] = await smtp.waitFor(1);
      expect(mail.to).toEqual(["accounts@stables.example.com"]);
      expect(mail.raw).toContain(`Receipt for your payment on invoice ${invoice.invoiceNumber}`);
      const parts = mimeParts(mail.raw);
      const text = parts.find((p) => p.contentType.startsWith("text/plain"))!.content.toString("utf8");
      expect(text).toContain("£1,000.00");
      expect(text).toContain("£1,712.90");
      const pdf = parts.find((p) => p.contentType.startsWith("application/pdf"))!;
      expect(pdf.filename).toBe(`Receipt-${invoice.invoiceNumber}-2026-03-10.pdf`);
      const content = await pdfText(pdf.content);
      for (const expected of [invoice.invoiceNumber, "£1,000.00", "10 March 2026", "Cash", "Balance remaining", "£1,712.90", "Stables Livery"]) expect(content).toContain(expected);
    } finally {
      await smtp.close();
    }
  });

  it("sends no receipt unless asked, and refuses to send one to a customer without an e-mail address, recording nothing", async () => {
    const invoice = await invoiceOf();
    const mailsBefore = (await getDb().select().from(emailLog)).length;
    await pay(invoice.id, { amount: "10", paidOn: "2026-03-10", method: "cash" });
    expect(await getDb().select().from(emailLog)).toHaveLength(mailsBefore);
    const theirs = await invoiceOf({ owner: otherCustomerId });
    const error = (await thrown(pay(theirs.id, { amount: "10", paidOn: "2026-03-10", method: "cash", sendReceipt: "on" }))) as DomainError;
    expect(error.reason).toBe("no_email");
    expect(await paymentRows(theirs.id)).toHaveLength(0);
    expect((await rowOf(theirs.id)).paidPence).toBe(0);
    expect(await getDb().select().from(auditLog).where(eq(auditLog.entityId, theirs.id))).toHaveLength(0);
  });

  it("a receipt is downloadable by staff and by its own customer, never by another, nor once voided", async () => {
    const invoice = await invoiceOf();
    const { payment } = await pay(invoice.id, { amount: "250", paidOn: "2026-03-10", method: "cheque" });
    const pdf = await paymentReceiptPdf({ actor: staff, invoiceId: invoice.id, paymentId: payment.id });
    expect(await pdfText(pdf!.content)).toContain("£2,462.90");
    expect(await paymentReceiptPdf({ actor: customer, invoiceId: invoice.id, paymentId: payment.id })).not.toBeNull();
    const stranger: CustomerActor = { ...customer, id: "stranger", customerId: otherCustomerId };
    expect(await paymentReceiptPdf({ actor: stranger, invoiceId: invoice.id, paymentId: payment.id })).toBeNull();
    const otherInvoice = await invoiceOf();
    expect(await paymentReceiptPdf({ actor: staff, invoiceId: otherInvoice.id, paymentId: payment.id })).toBeNull();
    await voidPayment({ actor: staff, paymentId: payment.id, input: { confirmed: "yes", reason: "Cheque bounced" }, now: NOW });
    expect(await paymentReceiptPdf({ actor: staff, invoiceId: invoice.id, paymentId: payment.id })).toBeNull();
  });

  it("the invoice PDF lists the payments that stand and the balance due", async () => {
    const invoice = await invoiceOf();
    await pay(invoice.id, { amount: "1000", paidOn: "2026-03-10", method: "cash" });
    const { payment } = await pay(invoice.id, { amount: "99.99", paidOn: "2026-03-11", method: "card" });
    await voidPayment({ actor: staff, paymentId: payment.id, input: { confirmed: "yes", reason: "Declined" }, now: NOW });
    const text = await pdfText((await invoicePdf({ actor: staff, id: invoice.id }))!.content);
    expect(text).toContain("Payments received");
    expect(text).toContain("10 March 2026, Cash");
    expect(text).not.toContain("£99.99");
    expect(text).toMatch(/Balance due\s*£1,712\.90/);
  });
});
