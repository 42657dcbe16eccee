import { and, count, eq, inArray, ne, sql, type SQLWrapper } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { EXACT_TOTAL_LIMIT } from "~/lib/paging";
import { listTotal } from "~/lib/totals.server";
import { customers, jobs } from "~/db/schema";

export type AdminCounts = {
  customers: number;
  /** False when `customers` is the statistics' estimate (a large table is not counted row by row). */
  customersExact: boolean;
  activeJobs: number;
  emergencyJobs: number;
};

/**
 * The dashboard's figures of the business beside its money and work cards (moneyCards): customers,
 * active jobs and emergencies not completed. The number of customers is exact up to
 * EXACT_TOTAL_LIMIT, and past it the statistics' estimate (counting every row would cost more than
 * the rest of the page). The other two are counted by one statement, each from an index.
 */
export async function getAdminCounts(): Promise<AdminCounts> {
  const db = getDb();
  const counted = (query: SQLWrapper) => sql`(${query})::int`;
  const [c, result] = await Promise.all([
    listTotal(db, db.select({ one: sql`1` }).from(customers).limit(EXACT_TOTAL_LIMIT + 1).as("counted"), { wholeTable: customers }),
    db.execute<Omit<AdminCounts, "customers" | "customersExact">>(sql`select
      ${counted(db.select({ n: count() }).from(jobs).where(inArray(jobs.status, ["scheduled", "in_progress"])))} as "activeJobs",
      ${counted(db.select({ n: count() }).from(jobs).where(and(eq(jobs.priority, "emergency"), ne(jobs.status, "completed"))))} as "emergencyJobs"`),
  ]);
  const [counts] = result.rows;
  return { customers: c.total, customersExact: c.totalExact, ...counts };
}
