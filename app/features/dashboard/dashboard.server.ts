import { and, count, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { customers, invoices, jobs, quotes } from "~/db/schema";

export type AdminCounts = {
  customers: number;
  activeJobs: number;
  pendingQuotes: number;
  unpaidInvoices: number;
  jobsToday: number;
  emergencyJobs: number;
};

/** London's calendar day containing `now`, as UTC instants [start, end). */
export function londonDayBounds(now: Date) {
  return {
    start: sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'Europe/London') at time zone 'Europe/London')`,
    end: sql`((date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'Europe/London') + interval '1 day') at time zone 'Europe/London')`,
  };
}

/** The six dashboard counts (with 'today' in Europe/London). */
export async function getAdminCounts({ now = new Date() }: { now?: Date } = {}): Promise<AdminCounts> {
  const db = getDb();
  const day = londonDayBounds(now);
  const one = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
  const [c, active, pending, unpaid, today, emergency] = await Promise.all([
    db.select({ n: count() }).from(customers),
    db.select({ n: count() }).from(jobs).where(inArray(jobs.status, ["scheduled", "in_progress"])),
    db.select({ n: count() }).from(quotes).where(inArray(quotes.status, ["draft", "sent"])),
    db.select({ n: count() }).from(invoices).where(inArray(invoices.status, ["sent", "overdue"])),
    db
      .select({ n: count() })
      .from(jobs)
      .where(and(gte(jobs.scheduledDate, day.start), lt(jobs.scheduledDate, day.end))),
    db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.priority, "emergency"), ne(jobs.status, "completed"))),
  ]);
  return {
    customers: one(c),
    activeJobs: one(active),
    pendingQuotes: one(pending),
    unpaidInvoices: one(unpaid),
    jobsToday: one(today),
    emergencyJobs: one(emergency),
  };
}
