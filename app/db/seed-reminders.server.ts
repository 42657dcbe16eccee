import { and, asc, eq, inArray, isNotNull, notInArray } from "drizzle-orm";
import type { Database } from "./client.server";
import { addDays } from "date-fns";
import { formatPence } from "~/lib/format";
import { auditLog, customers, emailLog, invoices, reminderOptOuts, sentReminders } from "./schema";

// The demo's reminders: the overdue demo invoice has had its "due soon" and "due today" reminders
// (sent, in its history and the customer's timeline), and one customer has asked for none.

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const DAY_MS = 86_400_000;

export async function seedDemoReminders(tx: Tx, now: Date): Promise<{ reminders: number; optedOut: string | null }> {
  const [overdue] = await tx
    .select({ id: invoices.id, number: invoices.invoiceNumber, customerId: invoices.customerId, dueDate: invoices.dueDate, balance: invoices.balancePence, email: customers.email, name: customers.name })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(and(eq(invoices.status, "overdue"), isNotNull(customers.email)))
    .orderBy(asc(invoices.dueDate), asc(invoices.id))
    .limit(1);
  let reminders = 0;
  if (overdue) {
    const due = new Date(`${overdue.dueDate}T10:00:00Z`);
    const balance = formatPence(overdue.balance);
    const stages = [
      { stage: "invoice_before_due", label: "Invoice due soon", at: addDays(due, -3), subject: `Invoice ${overdue.number} is due soon` },
      { stage: "invoice_due", label: "Invoice due today", at: due, subject: `Invoice ${overdue.number} is due today` },
    ].filter((s) => s.at.getTime() < now.getTime() - DAY_MS / 24);
    for (const s of stages) {
      const text = `Dear ${overdue.name},\n\nA reminder that invoice ${overdue.number} is due for payment. The balance is ${balance}.`;
      const [email] = await tx
        .insert(emailLog)
        .values({ to: overdue.email!, subject: s.subject, text, status: "logged", attempts: 1, customerId: overdue.customerId, about: `invoice:${overdue.id}`, createdAt: s.at, sentAt: s.at })
        .returning({ id: emailLog.id });
      await tx.insert(sentReminders).values({ subject: "invoice", documentId: overdue.id, stage: s.stage, customerId: overdue.customerId, emailId: email.id, sentAt: s.at });
      await tx.insert(auditLog).values({
        actorLabel: "Automatic reminders",
        action: "send_reminder",
        entityType: "invoice",
        entityId: overdue.id,
        customerId: overdue.customerId,
        changes: { number: overdue.number, balance, dueDate: overdue.dueDate, stage: s.stage, label: s.label, to: overdue.email, emailId: email.id },
        createdAt: s.at,
      });
      reminders++;
    }
  }
  // A customer with nothing owed who asked for no automatic e-mails.
  const owing = tx.select({ id: invoices.customerId }).from(invoices).where(inArray(invoices.status, ["sent", "partly_paid", "overdue"]));
  const [quiet] = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(isNotNull(customers.email), notInArray(customers.id, owing)))
    .orderBy(asc(customers.name))
    .limit(1);
  if (quiet) {
    await tx.insert(reminderOptOuts).values({ customerId: quiet.id });
    await tx.insert(auditLog).values({ actorLabel: "the office", action: "reminders_off", entityType: "customer", entityId: quiet.id, customerId: quiet.id, changes: {}, createdAt: addDays(now, -5) });
  }
  return { reminders, optedOut: quiet?.name ?? null };
}
