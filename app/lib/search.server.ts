import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { EXACT_TOTAL_LIMIT } from "~/lib/paging";

type Listed = { table: PgTable; id: PgColumn; createdAt: PgColumn };

/**
 * The rows of a newest-first list that a search finds (docs/decisions/0050). Each condition is one
 * way of matching (a title, a number, a customer's name…) that its own index answers; the rows are
 * the union of what each finds, limited to `scope` (what the actor may see).
 *
 * Each part reads only the matches' ids and creation times, so the count and the choice of a page
 * (by creation time, then id) never read the matching rows themselves, and the page's rows are then
 * looked up by primary key. An OR of the conditions, or a join, would let the planner read the
 * whole table whenever it guesses that many rows match.
 */
export function searchMatches({ table, id, createdAt }: Listed, conditions: SQL[], scope?: SQL) {
  const parts = conditions.map(
    (condition) =>
      sql`select ${id} as id, ${createdAt} as created_at from ${table} where ${condition}${scope ? sql` and ${scope}` : sql``}`,
  );
  const matched = sql`(${sql.join(parts, sql` union `)}) as matched`;
  return {
    /** The matching rows, at most EXACT_TOTAL_LIMIT + 1 of them, to be counted (see listTotal). */
    counted: sql`select 1 from ${matched} limit ${EXACT_TOTAL_LIMIT + 1}`,
    /** The rows of one page of the matches, newest first. */
    page: (size: number, offset: number) =>
      sql`${id} = any(array(select matched.id from ${matched} order by matched.created_at desc, matched.id desc limit ${size} offset ${offset}))`,
    /** Every matching row. */
    all: sql`${id} = any(array(select matched.id from ${matched}))`,
  };
}
