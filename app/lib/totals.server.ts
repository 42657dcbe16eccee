import { count, getTableName, SQL, sql, type Subquery } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { EXACT_TOTAL_LIMIT } from "~/lib/paging";

export type ListTotal = { total: number; totalExact: boolean };

type Reader = Pick<Database, "select" | "execute">;

/** The planner's estimate of a table's rows (from its statistics; no row is read). 0 when never analysed. */
export async function estimatedRows(db: Reader, table: PgTable): Promise<number> {
  const result = await db.execute<{ estimate: number }>(
    sql`select greatest(reltuples, 0)::float8 as estimate from pg_class where oid = to_regclass(${getTableName(table)})`,
  );
  return Math.round(Number(result.rows[0]?.estimate ?? 0));
}

/**
 * The total of a list, cheap at any size (docs/decisions/0051). `counted` selects the list's rows
 * (a subquery, or a query's text), limited to EXACT_TOTAL_LIMIT + 1. A list of a whole table (`wholeTable`) that the statistics put
 * above the limit is not counted: its total is the estimate. Otherwise the rows are counted, exactly
 * up to the limit; past it the total is the estimate (a whole table) or the limit ("10,000+"), marked
 * as not exact.
 */
export async function listTotal(
  db: Reader,
  counted: Subquery | SQL,
  { wholeTable }: { wholeTable?: PgTable } = {},
): Promise<ListTotal> {
  const estimate = wholeTable ? await estimatedRows(db, wholeTable) : 0;
  if (estimate > EXACT_TOTAL_LIMIT) return { total: estimate, totalExact: false };
  const n = counted instanceof SQL ? await countOf(db, counted) : (await db.select({ n: count() }).from(counted))[0].n;
  if (n <= EXACT_TOTAL_LIMIT) return { total: n, totalExact: true };
  return { total: wholeTable ? Math.max(EXACT_TOTAL_LIMIT + 1, estimate) : EXACT_TOTAL_LIMIT, totalExact: false };
}

async function countOf(db: Reader, rows: SQL) {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${rows}) as counted`);
  return Number(result.rows[0]?.n ?? 0);
}
