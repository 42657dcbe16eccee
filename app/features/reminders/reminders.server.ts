import { eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { customers, customerSites, invoices, jobs, payments, quotes, sentReminders, visits, type ReminderSubject } from "~/db/schema";
import { recordAudit, type AuditEntity } from "~/features/audit/audit.server";
import { documentRecipients, visitNoticeRecipients } from "~/features/customers/sites.server";
import type { Tx } from "~/features/documents/document-kind.server";
import { PAYMENT_METHOD_LABELS } from "~/features/payments/payments.schema";
import { RECEIPT_ATTACHMENT, receiptFilename } from "~/features/payments/payments.server";
import { getBusiness } from "~/lib/business.server";
import { dayStart, shiftDay, timeKey, todayKey } from "~/lib/business-day";
import { formatPence } from "~/lib/format";
import { siteLine } from "~/lib/addresses";
import { log } from "~/lib/log.server";
import { queueEmail, type EmailAttachment } from "~/lib/mail.server";
import { daysBetween, invoiceReminder, quoteReminder, receiptMessage, stageLabel, visitReminder, type Message } from "./reminder-messages.server";
import { loadReminderSettings, optedOutContactEmails, reminderOptOutsOf } from "./reminder-settings.server";
import type { ReminderStage, StageSetting } from "./reminder-stages";

// The reminder sweep (docs/decisions/0098–0100), run by the queue every quarter of an hour: it finds
// what is due on London's day of `now`, and sends each reminder once across every instance, each in
// its own transaction: the record is locked and checked again (paid, answered or cancelled
// meanwhile: nothing), the reminder is inserted into sent_reminders (record and stage unique: a
// second sweep's insert does nothing, and it sends nothing), then the e-mail is queued through the
// outbox and the sending recorded in the record's history, all or nothing.

type Settings = Record<ReminderStage, StageSetting>;

/** Reminders go out from 08:00 until 20:00 London time; one due outside waits for the next morning's sweep (ADR 0100). */
export const SENDING_HOURS = { from: "08:00", until: "20:00" } as const;

/** A stage missed (the sweep did not run, quiet hours) is still sent this many days after its day; later, only a later stage is. */
export const CATCH_UP_DAYS = 7;

/** A payment recorded without the office (online, by an engineer) gets its automatic receipt within this many days. */
export const RECEIPT_WITHIN_DAYS = 3;

export function inSendingHours(now: Date) {
  const t = timeKey(now);
  return t >= SENDING_HOURS.from && t < SENDING_HOURS.until;
}

/**
 * The one stage of a schedule due on `today`: the latest whose day has come, when it is after the
 * day the record was sent and at most CATCH_UP_DAYS old; else none (earlier stages are not sent
 * late once a later one's day has come).
 */
export function stageDueOn(schedule: Array<[ReminderStage, string]>, { sentDay, today }: { sentDay: string; today: string }): ReminderStage | null {
  const reached = schedule.filter(([, day]) => day <= today).sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  const latest = reached.at(-1);
  if (!latest) return null;
  const [stage, day] = latest;
  if (day <= sentDay || daysBetween(day, today) >= CATCH_UP_DAYS) return null;
  return stage;
}

function on(settings: Settings, stage: ReminderStage) {
  return settings[stage].enabled;
}

/** An invoice's schedule: days before due, the due date, days overdue (the stages turned on). */
export function invoiceSchedule(settings: Settings, dueDate: string): Array<[ReminderStage, string]> {
  const s = settings;
  const all: Array<[ReminderStage, string]> = [
    ["invoice_before_due", shiftDay(dueDate, -(s.invoice_before_due.days ?? 0))],
    ["invoice_due", dueDate],
    ["invoice_overdue_1", shiftDay(dueDate, s.invoice_overdue_1.days ?? 0)],
    ["invoice_overdue_2", shiftDay(dueDate, s.invoice_overdue_2.days ?? 0)],
    ["invoice_overdue_3", shiftDay(dueDate, s.invoice_overdue_3.days ?? 0)],
  ];
  return all.filter(([stage]) => on(settings, stage));
}

export function quoteSchedule(settings: Settings, sentDay: string): Array<[ReminderStage, string]> {
  const all: Array<[ReminderStage, string]> = [
    ["quote_follow_up_1", shiftDay(sentDay, settings.quote_follow_up_1.days ?? 0)],
    ["quote_follow_up_2", shiftDay(sentDay, settings.quote_follow_up_2.days ?? 0)],
  ];
  return all.filter(([stage]) => on(settings, stage));
}

const maxDays = (settings: Settings, stages: ReminderStage[]) => Math.max(0, ...stages.map((s) => settings[s].days ?? 0));

type Candidate = { subject: ReminderSubject; id: string; stage: ReminderStage };

/** The invoices with a reminder due today and not yet sent (through the unpaid invoices' due-date index). */
export async function dueInvoiceReminders(settings: Settings, today: string): Promise<Candidate[]> {
  const from = shiftDay(today, -(maxDays(settings, ["invoice_overdue_1", "invoice_overdue_2", "invoice_overdue_3"]) + CATCH_UP_DAYS));
  const to = shiftDay(today, settings.invoice_before_due.days ?? 0);
  const { rows } = await getDb().execute<{ id: string; due_date: string; sent_day: string; sent: string[] }>(sql`
    select i.id, i.due_date::text as due_date,
           (coalesce(i.sent_at, i.created_at) at time zone 'Europe/London')::date::text as sent_day,
           array(select r.stage from sent_reminders r where r.subject = 'invoice' and r.document_id = i.id) as sent
      from invoices i
     where i.status in ('sent', 'partly_paid', 'overdue') and i.due_date between ${from} and ${to} and i.balance_pence > 0`);
  return rows.flatMap((r) => {
    const stage = stageDueOn(invoiceSchedule(settings, r.due_date), { sentDay: r.sent_day, today });
    return stage && !r.sent.includes(stage) ? [{ subject: "invoice" as const, id: r.id, stage }] : [];
  });
}

/** The quotes awaiting an answer with a follow-up due today and not yet sent (through the awaiting quotes' sent-at index). */
export async function dueQuoteReminders(settings: Settings, today: string): Promise<Candidate[]> {
  const from = dayStart(shiftDay(today, -(maxDays(settings, ["quote_follow_up_1", "quote_follow_up_2"]) + CATCH_UP_DAYS)))!;
  const until = dayStart(shiftDay(today, 1 - Math.min(settings.quote_follow_up_1.days ?? 0, settings.quote_follow_up_2.days ?? 0)))!;
  const { rows } = await getDb().execute<{ id: string; sent_day: string; valid_until: string | null; sent: string[] }>(sql`
    select q.id, (q.sent_at at time zone 'Europe/London')::date::text as sent_day, q.valid_until::text as valid_until,
           array(select r.stage from sent_reminders r where r.subject = 'quote' and r.document_id = q.id) as sent
      from quotes q
     where q.status = 'sent' and q.sent_at >= ${from.toISOString()}::timestamptz and q.sent_at < ${until.toISOString()}::timestamptz`);
  return rows.flatMap((r) => {
    if (r.valid_until && r.valid_until < today) return [];
    const stage = stageDueOn(quoteSchedule(settings, r.sent_day), { sentDay: r.sent_day, today });
    return stage && !r.sent.includes(stage) ? [{ subject: "quote" as const, id: r.id, stage }] : [];
  });
}

/** Tomorrow's confirmed visits not yet reminded of (through the visits' day index). */
export async function dueVisitReminders(settings: Settings, today: string): Promise<Candidate[]> {
  if (!on(settings, "visit_day_before")) return [];
  const { rows } = await getDb().execute<{ id: string }>(sql`
    select v.id from visits v join jobs j on j.id = v.job_id
     where v.day = ${shiftDay(today, 1)} and v.status = 'scheduled' and not v.tentative and j.status not in ('cancelled', 'completed')
       and not exists (select 1 from sent_reminders r where r.subject = 'visit' and r.document_id = v.id and r.stage = 'visit_day_before')`);
  return rows.map((r) => ({ subject: "visit" as const, id: r.id, stage: "visit_day_before" as const }));
}

/** Payments of the last few days recorded without the office (online, by an engineer), not yet given a receipt. */
export async function dueReceipts(settings: Settings, now: Date): Promise<Candidate[]> {
  if (!on(settings, "payment_receipt")) return [];
  const since = new Date(now.getTime() - RECEIPT_WITHIN_DAYS * 86_400_000);
  const { rows } = await getDb().execute<{ id: string }>(sql`
    select p.id from payments p
     where p.source <> 'office' and p.voided_at is null and p.created_at >= ${since.toISOString()}::timestamptz and p.created_at <= ${now.toISOString()}::timestamptz
       and not exists (select 1 from sent_reminders r where r.subject = 'payment' and r.document_id = p.id and r.stage = 'payment_receipt')`);
  return rows.map((r) => ({ subject: "payment" as const, id: r.id, stage: "payment_receipt" as const }));
}

/**
 * Send every reminder due at `now` (the scheduled task passes the clock; tests pass theirs). Outside
 * the sending hours nothing is sent: what is due waits for the next sweep inside them.
 */
export async function sendDueReminders({ now = new Date() }: { now?: Date } = {}): Promise<{ sent: number; due: number; outsideHours?: true }> {
  if (!inSendingHours(now)) return { sent: 0, due: 0, outsideHours: true };
  const today = todayKey(now);
  const settings = await loadReminderSettings();
  const due = [
    ...(await dueInvoiceReminders(settings, today)),
    ...(await dueQuoteReminders(settings, today)),
    ...(await dueVisitReminders(settings, today)),
    ...(await dueReceipts(settings, now)),
  ];
  let sent = 0;
  for (const candidate of due) {
    try {
      if (await sendReminder(candidate, settings, now)) sent++;
    } catch (err) {
      // One record's fault (a PDF, a bad address) does not hold up the others; the next sweep tries again.
      log.error({ err, reminder: candidate }, "reminder not sent");
    }
  }
  return { sent, due: due.length };
}

/**
 * Who receives a reminder of the customer's: their document (or visit notice) recipients without the
 * contacts who want none; nobody when the customer wants none.
 */
export async function reminderRecipients(tx: Tx, customerId: string, kind: "documents" | "visits") {
  const optOuts = await reminderOptOutsOf(tx, customerId);
  if (optOuts.customer) return [];
  const all = kind === "documents" ? await documentRecipients(tx, customerId) : await visitNoticeRecipients(tx, customerId);
  const off = await optedOutContactEmails(tx, customerId);
  return all.filter((r) => !off.has(r.email.toLowerCase()));
}

type Prepared = {
  customerId: string;
  recipients: "documents" | "visits";
  audit: { entityType: AuditEntity; entityId: string; changes: Record<string, unknown> };
  about: string | null;
  attachments: EmailAttachment[];
  message: (customerName: string) => Promise<Message>;
};

/** The record behind a reminder, locked and checked again now: null when it is no longer due (paid, answered, cancelled, moved). */
async function prepare(tx: Tx, c: Candidate, settings: Settings, now: Date): Promise<Prepared | null> {
  const today = todayKey(now);
  const setting = settings[c.stage];
  if (!setting.enabled) return null;
  if (c.subject === "invoice") {
    const [inv] = await tx.select().from(invoices).where(eq(invoices.id, c.id)).for("update");
    if (!inv || !["sent", "partly_paid", "overdue"].includes(inv.status) || inv.balancePence <= 0) return null;
    const sentDay = todayKey(inv.sentAt ?? inv.createdAt);
    if (stageDueOn(invoiceSchedule(settings, inv.dueDate), { sentDay, today }) !== c.stage) return null;
    return {
      customerId: inv.customerId,
      recipients: "documents",
      audit: { entityType: "invoice", entityId: inv.id, changes: { number: inv.invoiceNumber, balance: formatPence(inv.balancePence), dueDate: inv.dueDate } },
      about: `invoice:${inv.id}`,
      attachments: [{ kind: "invoice-pdf", id: inv.id, filename: `${inv.invoiceNumber}.pdf` }],
      message: (name) => invoiceReminder(setting, inv, name, today),
    };
  }
  if (c.subject === "quote") {
    const [q] = await tx.select().from(quotes).where(eq(quotes.id, c.id)).for("update");
    if (!q || q.status !== "sent" || !q.sentAt || (q.validUntil && q.validUntil < today)) return null;
    const sentDay = todayKey(q.sentAt);
    if (stageDueOn(quoteSchedule(settings, sentDay), { sentDay, today }) !== c.stage) return null;
    return {
      customerId: q.customerId,
      recipients: "documents",
      audit: { entityType: "quote", entityId: q.id, changes: { number: q.quoteNumber } },
      about: `quote:${q.id}`,
      attachments: [{ kind: "quote-pdf", id: q.id, filename: `${q.quoteNumber}.pdf` }],
      message: (name) => quoteReminder(setting, { ...q, sentOn: sentDay }, name),
    };
  }
  if (c.subject === "visit") {
    const [v] = await tx
      .select({ visit: visits, job: jobs, site: customerSites })
      .from(visits)
      .innerJoin(jobs, eq(jobs.id, visits.jobId))
      .innerJoin(customerSites, eq(customerSites.id, jobs.siteId))
      .where(eq(visits.id, c.id));
    if (!v || v.visit.status !== "scheduled" || v.visit.tentative || v.visit.day !== shiftDay(today, 1) || ["cancelled", "completed"].includes(v.job.status)) return null;
    const facts = { jobTitle: v.job.title, day: v.visit.day, startMinute: v.visit.startMinute, durationMinutes: v.visit.durationMinutes, site: siteLine(v.site) };
    return {
      customerId: v.job.customerId,
      recipients: "visits",
      audit: { entityType: "job", entityId: v.job.id, changes: { number: v.job.title, visitDay: v.visit.day } },
      about: null,
      attachments: [],
      message: (name) => visitReminder(setting, facts, name),
    };
  }
  const [p] = await tx
    .select({ payment: payments, invoice: invoices })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(eq(payments.id, c.id));
  if (!p || p.payment.voidedAt || p.payment.source === "office" || p.invoice.status === "cancelled") return null;
  const facts = { invoiceId: p.invoice.id, invoiceNumber: p.invoice.invoiceNumber, amountPence: p.payment.amountPence, paidOn: p.payment.paidOn, method: PAYMENT_METHOD_LABELS[p.payment.method], balancePence: p.invoice.balancePence };
  return {
    customerId: p.invoice.customerId,
    recipients: "documents",
    audit: { entityType: "invoice", entityId: p.invoice.id, changes: { number: p.invoice.invoiceNumber, amount: formatPence(p.payment.amountPence) } },
    about: `invoice:${p.invoice.id}`,
    attachments: [{ kind: RECEIPT_ATTACHMENT, id: p.payment.id, filename: receiptFilename(p.invoice.invoiceNumber, p.payment.paidOn) }],
    message: (name) => receiptMessage(setting, facts, name),
  };
}

/** Send one reminder if it is still due and nobody has sent it; true when this call sent it. */
export async function sendReminder(c: Candidate, settings: Settings, now: Date): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const prepared = await prepare(tx, c, settings, now);
    if (!prepared) return false;
    const recipients = await reminderRecipients(tx, prepared.customerId, prepared.recipients);
    if (recipients.length === 0) return false;
    const [claimed] = await tx
      .insert(sentReminders)
      .values({ subject: c.subject, documentId: c.id, stage: c.stage, customerId: prepared.customerId, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: sentReminders.id });
    if (!claimed) return false; // another sweep sent it
    const [customer] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, prepared.customerId));
    const message = await prepared.message(customer?.name ?? recipients[0].name);
    const to = recipients.map((r) => r.email).join(", ");
    const email = await queueEmail(tx, {
      to,
      replyTo: getBusiness().email,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: prepared.attachments,
      customerId: prepared.customerId,
      about: prepared.about,
    });
    await tx.update(sentReminders).set({ emailId: email.id }).where(eq(sentReminders.id, claimed.id));
    await recordAudit(tx, {
      actorUserId: null,
      actorLabel: "Automatic reminders",
      action: "send_reminder",
      entityType: prepared.audit.entityType,
      entityId: prepared.audit.entityId,
      changes: { ...prepared.audit.changes, stage: c.stage, label: stageLabel(c.stage), to, emailId: email.id },
    });
    return true;
  });
}
