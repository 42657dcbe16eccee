import { and, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { drainQueue, startTestQueue } from "../../../tests/support/queue";
import { mimeParts, startSmtpServer } from "../../../tests/support/smtp";
import { makeContact, makeCustomer, makeInvoice, makeJob, makePortalCustomer, makeQuote, makeStaff } from "../../../tests/support/factories";
import { getDb } from "~/db/client.server";
import { auditLog, emailLog, invoices, payments, reminderSettings, sentReminders, visits } from "~/db/schema";
import { listAuditEntries } from "~/features/audit/audit.server";
import { markOverdueInvoices, sendInvoice } from "~/features/invoices/invoices.server";
import { recordPayment } from "~/features/payments/payments.server";
import { declineQuote } from "~/features/quotes/quotes.server";
import type { CustomerActor, StaffActor } from "~/lib/actor";
import { describeAuditEntry } from "~/lib/audit-words";
import { londonInstant, shiftDay } from "~/lib/business-day";
import { resetEnv } from "~/lib/env.server";
import { sendDueReminders } from "./reminders.server";
import { setReminderOptOut } from "./reminder-settings.server";
// The attachment builders, as the start-up gives them to the mail worker.
import "~/runtime/attachments.server";

// The reminder sweep on a real database, driven by a test clock moved day by day: what is sent and
// when, once, whatever the number of sweeps running; nothing to a record paid, answered or cancelled,
// nor outside the sending hours, nor to whoever asked for none.

afterAll(() => {
  delete process.env.SMTP_URL;
  resetEnv();
});

const at = (day: string, time = "10:00") => londonInstant(day, time)!;
const sweep = (day: string, time = "10:00") => sendDueReminders({ now: at(day, time) });

/** A sent invoice of £1,200.00 to `email`'s customer, issued and sent on `issued`, due 14 days later. */
async function sentInvoice({ email, issued = "2026-03-02", name = "Kennet Lettings" }: { email: string | null; issued?: string; name?: string }) {
  const customer = await makeCustomer({ name, email, phone: "01635 550200", address: "1 Kennet Road, Newbury" });
  const invoice = await makeInvoice({
    customerId: customer.id,
    status: "sent",
    sentVia: "email",
    sentAt: at(issued, "09:00"),
    issueDate: issued,
    dueDate: shiftDay(issued, 14),
    subtotalPence: 100000,
    vatAmountPence: 20000,
    totalPence: 120000,
  });
  return { customer, invoice };
}

/** A plain-text body on one line (the plain text is wrapped at 80 characters). */
const flat = (text: string) => text.replace(/\s+/g, " ");
const remindersOf = (documentId: string) => getDb().select().from(sentReminders).where(eq(sentReminders.documentId, documentId)).orderBy(sentReminders.sentAt);
const mailsAbout = (id: string) => getDb().select().from(emailLog).where(eq(emailLog.about, `invoice:${id}`));

describe("an invoice's reminders, day by day", () => {
  it("gets exactly its five reminders at the mail server, worded for each stage with the balance and how to pay; none once paid", { timeout: 120_000 }, async () => {
    const smtp = await startSmtpServer();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      await startTestQueue();
      const staff: StaffActor = await makeStaff({ name: "Olive Office" });
      const { invoice } = await sentInvoice({ email: "accounts@kennet-lettings.example.com" });
      const paidLater = await sentInvoice({ email: "paid.later@example.com", name: "Paid Later Ltd" });
      // From the day after sending, every day at 10:00 for two months, as the quarter-hourly task would.
      for (let day = "2026-03-03"; day <= "2026-05-05"; day = shiftDay(day, 1)) {
        await markOverdueInvoices({ now: at(day, "00:10") });
        await sweep(day);
        await drainQueue();
        if (day === "2026-03-20") {
          // Paid on the 20th, after its before-due and due-date reminders: nothing more.
          await recordPayment({ actor: staff, invoiceId: paidLater.invoice.id, input: { amount: "1200", paidOn: "2026-03-20", method: "bank_transfer" }, now: at(day, "11:00") });
        }
      }
      const theirs = smtp.messages.filter((m) => m.to.includes("accounts@kennet-lettings.example.com"));
      expect(theirs).toHaveLength(5);
      expect((await remindersOf(invoice.id)).map((r) => [r.stage, r.sentAt.toISOString().slice(0, 10)])).toEqual([
        ["invoice_before_due", "2026-03-13"],
        ["invoice_due", "2026-03-16"],
        ["invoice_overdue_1", "2026-03-23"],
        ["invoice_overdue_2", "2026-03-30"],
        ["invoice_overdue_3", "2026-04-15"],
      ]);
      const texts = theirs.map((m) => mimeParts(m.raw).find((p) => p.contentType === "text/plain")!.content.toString("utf8")).map(flat);
      expect(texts[0]).toContain("is due for payment on 16 March 2026");
      expect(texts[1]).toContain("is due for payment today");
      expect(texts[2]).toContain("is now 7 days overdue");
      expect(texts[3]).toContain("14 days overdue");
      expect(texts[4]).toContain("remains unpaid after 30 days");
      for (const text of texts) {
        expect(text).toContain("£1,200.00");
        expect(text).toContain("Sort code");
        expect(text).toContain(`/customer/invoices/${invoice.id}`);
        expect(text).not.toContain("Thank you for choosing");
      }
      // Each with the invoice's PDF.
      expect(mimeParts(theirs[4].raw).some((p) => p.contentType === "application/pdf" && p.filename === `${invoice.invoiceNumber}.pdf`)).toBe(true);

      const paid = smtp.messages.filter((m) => m.to.includes("paid.later@example.com"));
      expect(paid).toHaveLength(2);
      expect((await remindersOf(paidLater.invoice.id)).map((r) => r.stage)).toEqual(["invoice_before_due", "invoice_due"]);

      // In the invoice's history and the customer's timeline, in words.
      const history = (await listAuditEntries("invoice", invoice.id)).filter((e) => e.action === "send_reminder");
      expect(history).toHaveLength(5);
      expect(describeAuditEntry({ action: history[0].action, entityType: "invoice", changes: history[0].changes })).toBe(
        `E-mailed the automatic final overdue reminder for ${invoice.invoiceNumber} to accounts@kennet-lettings.example.com (balance £1,200.00)`,
      );
      expect(history[0].actorLabel).toBe("Automatic reminders");
      const [row] = await getDb().select({ customerId: auditLog.customerId }).from(auditLog).where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, "send_reminder"))).limit(1);
      expect(row.customerId).toBe(invoice.customerId);
    } finally {
      await smtp.close();
      delete process.env.SMTP_URL;
      resetEnv();
    }
  });

  it("two sweeps running at once, each on its own connection, send each reminder once", async () => {
    const due = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => sentInvoice({ email: `race.${n}@example.com`, issued: "2026-06-01", name: `Race ${n}` })));
    const results = await Promise.all([sweep("2026-06-15"), sweep("2026-06-15")]);
    const ours = due.map((d) => d.invoice.id);
    for (const id of ours) {
      expect((await remindersOf(id)).map((r) => r.stage)).toEqual(["invoice_due"]);
      expect(await mailsAbout(id)).toHaveLength(1);
    }
    expect(results[0].sent + results[1].sent).toBeGreaterThanOrEqual(ours.length);
    // A third sweep the same day finds nothing left to send for them.
    await sweep("2026-06-15", "15:00");
    for (const id of ours) expect(await mailsAbout(id)).toHaveLength(1);
  });

  it("sends nothing outside 08:00–20:00 London time: what is due waits for the next morning", async () => {
    const { invoice } = await sentInvoice({ email: "quiet.hours@example.com", issued: "2026-07-01" });
    expect(await sweep("2026-07-15", "20:00")).toMatchObject({ sent: 0, outsideHours: true });
    expect(await sweep("2026-07-15", "23:45")).toMatchObject({ sent: 0, outsideHours: true });
    expect(await sweep("2026-07-16", "07:45")).toMatchObject({ sent: 0, outsideHours: true });
    expect(await mailsAbout(invoice.id)).toHaveLength(0);
    await sweep("2026-07-16", "08:00");
    expect((await remindersOf(invoice.id)).map((r) => r.stage)).toEqual(["invoice_due"]);
  });

  it("sends nothing to a customer without an e-mail address, nor one who opted out, nor to an opted-out contact, nor on a cancelled invoice", async () => {
    const staff = await makeStaff();
    const none = await sentInvoice({ email: null, issued: "2026-08-03" });
    const optedOut = await sentInvoice({ email: "no.thanks@example.com", issued: "2026-08-03" });
    await setReminderOptOut({ actor: staff, customerId: optedOut.customer.id, optedOut: true });
    const withContacts = await sentInvoice({ email: "owner@example.com", issued: "2026-08-03" });
    const accounts = await makeContact({ customerId: withContacts.customer.id, name: "Accounts", email: "accounts@agent.example.com", receivesDocuments: true });
    await makeContact({ customerId: withContacts.customer.id, name: "Bookkeeper", email: "books@agent.example.com", receivesDocuments: true });
    await setReminderOptOut({ actor: staff, customerId: withContacts.customer.id, contactId: accounts.id, optedOut: true });
    const cancelled = await sentInvoice({ email: "cancelled@example.com", issued: "2026-08-03" });
    await getDb().update(invoices).set({ status: "cancelled" }).where(eq(invoices.id, cancelled.invoice.id));

    await sweep("2026-08-17");
    expect(await remindersOf(none.invoice.id)).toHaveLength(0);
    expect(await remindersOf(optedOut.invoice.id)).toHaveLength(0);
    expect(await remindersOf(cancelled.invoice.id)).toHaveLength(0);
    const [mail] = await mailsAbout(withContacts.invoice.id);
    expect(mail.to).toBe("books@agent.example.com");
    // Turned on again: the next stage goes.
    await setReminderOptOut({ actor: staff, customerId: optedOut.customer.id, optedOut: false });
    await sweep("2026-08-24");
    expect((await remindersOf(optedOut.invoice.id)).map((r) => r.stage)).toEqual(["invoice_overdue_1"]);
    const words = (await listAuditEntries("customer", optedOut.customer.id)).map((e) => describeAuditEntry({ action: e.action, entityType: "customer", changes: e.changes }));
    expect(words).toEqual(expect.arrayContaining(["Turned automatic reminders off", "Turned automatic reminders on"]));
  });

  it("Send again on an overdue invoice uses the overdue wording with the balance and due date as they are now", async () => {
    const staff = await makeStaff();
    const { invoice } = await sentInvoice({ email: "send.again@example.com", issued: "2026-09-01" });
    await recordPayment({ actor: staff, invoiceId: invoice.id, input: { amount: "200", paidOn: "2026-09-10", method: "cash" }, now: at("2026-09-10") });
    await markOverdueInvoices({ now: at("2026-09-25", "00:10") });
    await sendInvoice({ actor: staff, id: invoice.id, now: at("2026-09-25") });
    const [mail] = await mailsAbout(invoice.id);
    expect(mail.subject).toBe(`Overdue: invoice ${invoice.invoiceNumber}`);
    expect(flat(mail.text)).toContain("was due for payment on 15 September 2026 and is now 10 days overdue");
    expect(flat(mail.text)).toContain("£1,000.00");
    expect(flat(mail.text)).not.toContain("Thank you for choosing");
  });
});

describe("quotes, visits and receipts", () => {
  it("follows a quote up 3 and 10 days after sending while unanswered; one answered after the first gets no second", async () => {
    const customer = await makeCustomer({ name: "Quote Waiter", email: "quote.waiter@example.com" });
    const { user, customer: answerer } = await makePortalCustomer({ name: "Quote Answerer", email: "quote.answerer@example.com" });
    const quote = (c: string) => makeQuote({ customerId: c, status: "sent", sentVia: "email", sentAt: at("2026-10-01", "09:00"), validUntil: "2026-10-31", totalPence: 54000 });
    const waiting = await quote(customer.id);
    const answered = await quote(answerer.id);
    const portal: CustomerActor = { kind: "customer", id: user.id, email: "quote.answerer@example.com", name: "Quote Answerer", customerId: answerer.id };
    for (let day = "2026-10-02"; day <= "2026-10-20"; day = shiftDay(day, 1)) {
      await sweep(day);
      if (day === "2026-10-05") await declineQuote({ actor: portal, id: answered.id, input: {}, now: at(day, "12:00") });
    }
    expect((await remindersOf(waiting.id)).map((r) => [r.stage, r.sentAt.toISOString().slice(0, 10)])).toEqual([
      ["quote_follow_up_1", "2026-10-04"],
      ["quote_follow_up_2", "2026-10-11"],
    ]);
    expect((await remindersOf(answered.id)).map((r) => r.stage)).toEqual(["quote_follow_up_1"]);
    const [first] = await getDb().select().from(emailLog).where(eq(emailLog.about, `quote:${waiting.id}`)).limit(1);
    expect(flat(first.text)).toContain(`/customer/quotes/${waiting.id}`);
    expect(flat(first.text)).toContain("£540.00");
  });

  it("reminds of a visit the day before with its time window; not a tentative one", async () => {
    const customer = await makeCustomer({ name: "Visit Tomorrow", email: "visit.tomorrow@example.com" });
    const job = await makeJob({ customerId: customer.id, title: "Jet the main drain", status: "scheduled" });
    const [visit] = await getDb().insert(visits).values({ jobId: job.id, day: "2026-11-03", startMinute: 9 * 60, durationMinutes: 90 }).returning();
    const [tentative] = await getDb().insert(visits).values({ jobId: job.id, day: "2026-11-03", startMinute: 14 * 60, durationMinutes: 60, tentative: true }).returning();
    await sweep("2026-11-01");
    expect(await remindersOf(visit.id)).toHaveLength(0);
    await sweep("2026-11-02");
    await sweep("2026-11-02", "16:00");
    expect(await remindersOf(visit.id)).toHaveLength(1);
    expect(await remindersOf(tentative.id)).toHaveLength(0);
    const [mail] = await getDb().select().from(emailLog).where(eq(emailLog.to, "visit.tomorrow@example.com"));
    expect(flat(mail.text)).toContain("tomorrow, 3 November 2026, arriving between 09:00 and 10:30");
    expect((await listAuditEntries("job", job.id)).some((e) => e.action === "send_reminder")).toBe(true);
  });

  it("e-mails an automatic receipt for a payment taken online or by an engineer, once; not for one the office recorded", async () => {
    const { invoice } = await sentInvoice({ email: "receipts@example.com", issued: "2026-12-01" });
    const [online] = await getDb()
      .insert(payments)
      .values({ invoiceId: invoice.id, amountPence: 20000, paidOn: "2026-12-02", method: "card", source: "online", recordedByLabel: "Card payment online", createdAt: at("2026-12-02", "09:30") })
      .returning();
    const [office] = await getDb()
      .insert(payments)
      .values({ invoiceId: invoice.id, amountPence: 10000, paidOn: "2026-12-02", method: "cash", source: "office", recordedByLabel: "Office", createdAt: at("2026-12-02", "09:40") })
      .returning();
    await getDb().execute(sql`update invoices set paid_pence = 30000, status = 'partly_paid' where id = ${invoice.id}`);
    await sweep("2026-12-02", "11:00");
    await sweep("2026-12-02", "11:15");
    expect((await remindersOf(online.id)).map((r) => r.stage)).toEqual(["payment_receipt"]);
    expect(await remindersOf(office.id)).toHaveLength(0);
    const [mail] = await getDb().select().from(emailLog).where(and(eq(emailLog.to, "receipts@example.com"), eq(emailLog.subject, `Receipt for your payment on invoice ${invoice.invoiceNumber}`)));
    expect(flat(mail.text)).toContain("£200.00");
    expect(flat(mail.text)).toContain("£900.00");
    expect(mail.attachments).toEqual([{ kind: "payment-receipt-pdf", id: online.id, filename: `Receipt-${invoice.invoiceNumber}-2026-12-02.pdf` }]);
  });

  it("follows the office's schedule: a stage turned off is not sent, a changed day is", async () => {
    const { invoice } = await sentInvoice({ email: "own.schedule@example.com", issued: "2027-01-04" });
    await getDb().insert(reminderSettings).values([
      { stage: "invoice_due", enabled: false, subject: "Due today: {number}", body: "Due today." },
      { stage: "invoice_overdue_1", enabled: true, days: 2, subject: "Late: {number}", body: "{number} is {daysOverdue} days late; {balance} to pay." },
    ]);
    try {
      for (let day = "2027-01-05"; day <= "2027-01-21"; day = shiftDay(day, 1)) await sweep(day);
      expect((await remindersOf(invoice.id)).map((r) => [r.stage, r.sentAt.toISOString().slice(0, 10)])).toEqual([
        ["invoice_before_due", "2027-01-15"],
        ["invoice_overdue_1", "2027-01-20"],
      ]);
      const [late] = await getDb().select().from(emailLog).where(eq(emailLog.subject, `Late: ${invoice.invoiceNumber}`));
      expect(flat(late.text)).toContain(`${invoice.invoiceNumber} is 2 days late; £1,200.00 to pay.`);
    } finally {
      await getDb().delete(reminderSettings);
    }
  });
});
