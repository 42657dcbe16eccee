import { count, getTableName, sql, type Subquery } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";

import { EXACT_TOTAL_LIMIT } from "~/lib/paging";

export type ListTotal = { total: number; totalExact: boolean };

/**
 * The total of a list whose matching rows `counted` selects (already limited to
 * EXACT_TOTAL_LIMIT + 1 rows): exact when there are no more than EXACT_TOTAL_LIMIT. Past that, for a
 * list of a whole table (`wholeTable`) the planner's estimate of that table's rows, otherwise the
 * limit itself ("10,000+"); either way marked as not exact.
 */
export async function listTotal(
  db: Pick<Database, "select" | "execute">,
  counted: Subquery,
  { wholeTable }: { wholeTable?: PgTable } = {},
): Promise<ListTotal> {
  const [{ n }] = await db.select({ n: count() }).from(counted);
  if (n <= EXACT_TOTAL_LIMIT) return { total: n, totalExact: true };
  if (!wholeTable) return { total: EXACT_TOTAL_LIMIT, totalExact: false };
  const result = await db.execute<{ estimate: number }>(
    sql`select greatest(reltuples, 0)::float8 as estimate from pg_class where oid = to_regclass(${getTableName(wholeTable)})`,
  );
  const estimate = Math.round(Number(result.rows[0]?.estimate ?? 0));
  return { total: Math.max(EXACT_TOTAL_LIMIT + 1, estimate), totalExact: false };
}
