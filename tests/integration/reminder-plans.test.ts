// The reminder sweep's searches keep to indexes as the data grows: on a small copy of the scale data
// (as in query-plans.test.ts, after VACUUM ANALYZE), each query the sweep sends to find what is due
// is EXPLAINed with its real parameters, and none may read a large table sequentially; the unpaid
// invoices', the awaiting quotes' and the receipts' partial indexes are the ones used.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { scaleStatements } from "~/db/seed-scale.server";
import { dueInvoiceReminders, dueQuoteReminders, dueReceipts, dueVisitReminders } from "~/features/reminders/reminders.server";
import { loadReminderSettings } from "~/features/reminders/reminder-settings.server";
import { todayKey } from "~/lib/business-day";
import { plansOf } from "../support/query-plans";

const SMALL_SCALE = {
  customers: 10_500,
  jobs: 12_000,
  jobsThisMonth: 400,
  portalCustomerJobs: 300,
  quotes: 10_500,
  invoices: 10_500,
  creditNotes: 1_500,
  chats: 10_500,
  enquiries: 10_500,
  blogPosts: 10,
};

const LARGE_TABLES = new Set(["customers", "jobs", "quotes", "invoices", "payments", "visits", "sent_reminders"]);

beforeAll(async () => {
  const client = await getDb().$client.connect();
  try {
    for (const [, text] of scaleStatements(SMALL_SCALE)) await client.query(text);
    // Reminders already sent: one stage of every invoice and quote, as after months of sweeps.
    await client.query(`insert into sent_reminders (subject, document_id, stage, sent_at)
      select 'invoice'::reminder_subject, id, 'invoice_before_due', created_at from invoices
      union all select 'quote'::reminder_subject, id, 'quote_follow_up_1', created_at from quotes`);
    await client.query("vacuum analyze");
  } finally {
    client.release();
  }
}, 180_000);

describe("the reminder sweep's searches at scale", () => {
  const now = new Date();
  const today = todayKey(now);
  const cases: Array<[string, (s: Awaited<ReturnType<typeof loadReminderSettings>>) => Promise<unknown>, string]> = [
    ["invoices with a reminder due", (s) => dueInvoiceReminders(s, today), "invoices_unpaid_due_idx"],
    ["quotes with a follow-up due", (s) => dueQuoteReminders(s, today), "quotes_awaiting_sent_at_idx"],
    ["visits tomorrow", (s) => dueVisitReminders(s, today), "visits_day_start_idx"],
    ["payments owed a receipt", (s) => dueReceipts(s, now), "payments_receipt_due_idx"],
  ];

  it.each(cases)("%s: through indexes only", async (_name, run, index) => {
    const settings = await loadReminderSettings();
    const plans = (await plansOf(() => run(settings))).filter((p) => !p.text.includes("reminder_settings"));
    expect(plans.length).toBe(1);
    const nodes = plans.flatMap((p) => p.nodes);
    expect(nodes.filter((n) => n["Node Type"] === "Seq Scan" && LARGE_TABLES.has(n["Relation Name"] ?? "")).map((n) => n["Relation Name"])).toEqual([]);
    expect(nodes.map((n) => n["Index Name"])).toContain(index);
  });
});
