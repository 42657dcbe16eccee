import { and, count, eq, gte, inArray, lt, ne, sql, type SQLWrapper } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { instantRange, todayKey } from "~/lib/business-day";
import { EXACT_TOTAL_LIMIT } from "~/lib/paging";
import { listTotal } from "~/lib/totals.server";
import { customers, invoices, jobs, quotes } from "~/db/schema";
import { UNPAID_INVOICE_STATUSES } from "~/features/invoices/invoice-status";
import { OPEN_QUOTE_STATUSES } from "~/features/quotes/quote-status";

export type AdminCounts = {
  customers: number;
  /** False when `customers` is the statistics' estimate (a large table is not counted row by row). */
  customersExact: boolean;
  activeJobs: number;
  pendingQuotes: number;
  unpaidInvoices: number;
  /** What is owed on the unpaid invoices: the sum of their balances, in pence. */
  outstandingPence: number;
  jobsToday: number;
  emergencyJobs: number;
};

/**
 * The six dashboard counts and what is owed on the unpaid invoices (with 'today' in Europe/London). The number of customers is exact up to
 * EXACT_TOTAL_LIMIT, and past it the statistics' estimate (counting every row would cost more than
 * the rest of the page). The other five, and the balance outstanding, are counted by one statement,
 * each from an index.
 */
export async function getAdminCounts({ now = new Date() }: { now?: Date } = {}): Promise<AdminCounts> {
  const db = getDb();
  const today = todayKey(now);
  const day = instantRange(today, today);
  const counted = (query: SQLWrapper) => sql`(${query})::int`;
  const [c, result] = await Promise.all([
    listTotal(db, db.select({ one: sql`1` }).from(customers).limit(EXACT_TOTAL_LIMIT + 1).as("counted"), { wholeTable: customers }),
    db.execute<Omit<AdminCounts, "customers" | "customersExact">>(sql`select
      ${counted(db.select({ n: count() }).from(jobs).where(inArray(jobs.status, ["scheduled", "in_progress"])))} as "activeJobs",
      ${counted(db.select({ n: count() }).from(quotes).where(inArray(quotes.status, [...OPEN_QUOTE_STATUSES])))} as "pendingQuotes",
      ${counted(db.select({ n: count() }).from(invoices).where(inArray(invoices.status, [...UNPAID_INVOICE_STATUSES])))} as "unpaidInvoices",
      ${sql`(${db.select({ n: sql`coalesce(sum(${invoices.balancePence}), 0)` }).from(invoices).where(inArray(invoices.status, [...UNPAID_INVOICE_STATUSES]))})::float8`} as "outstandingPence",
      ${counted(db.select({ n: count() }).from(jobs).where(and(gte(jobs.scheduledDate, day.from), lt(jobs.scheduledDate, day.to))))} as "jobsToday",
      ${counted(db.select({ n: count() }).from(jobs).where(and(eq(jobs.priority, "emergency"), ne(jobs.status, "completed"))))} as "emergencyJobs"`),
  ]);
  const [counts] = result.rows;
  return { customers: c.total, customersExact: c.totalExact, ...counts };
}
