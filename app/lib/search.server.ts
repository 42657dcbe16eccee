import { sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { clampPage, EXACT_TOTAL_LIMIT, pageCountOf } from "~/lib/paging";
import { listTotal } from "~/lib/totals.server";

/** A table listed newest first: by `created_at`, then `id`. */
export type Listed = PgTable & { id: PgColumn; createdAt: PgColumn };

export type SearchMatches = ReturnType<typeof searchMatches>;

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
export function searchMatches(table: Listed, conditions: SQL[], scope?: SQL) {
  const parts = conditions.map(
    (condition) =>
      sql`select ${table.id} as id, ${table.createdAt} as created_at from ${table} where ${condition}${scope ? sql` and ${scope}` : sql``}`,
  );
  const matched = sql`(${sql.join(parts, sql` union `)}) as matched`;
  return {
    /** The matching rows, at most EXACT_TOTAL_LIMIT + 1 of them, to be counted (see listTotal). */
    counted: sql`select 1 from ${matched} limit ${EXACT_TOTAL_LIMIT + 1}`,
    /** The rows of one page of the matches, newest first. */
    page: (size: number, offset: number) =>
      sql`${table.id} = any(array(select matched.id from ${matched} order by matched.created_at desc, matched.id desc limit ${size} offset ${offset}))`,
    /** Every matching row. */
    all: sql`${table.id} = any(array(select matched.id from ${matched}))`,
  };
}

/**
 * Where one page of a newest-first list is: its total (cheap at any size, see listTotal), the page
 * number clamped to the pages there are, and the condition, offset and limit that select its rows —
 * the page's ids among the search's matches, or the rows the actor may see (`visible`) at an offset.
 * Order the rows by creation time, then id, both descending.
 */
export async function listPage(
  db: Database,
  { table, visible, search, page, size }: { table: Listed; visible?: SQL; search: SearchMatches | null; page: number; size: number },
) {
  const counted = search?.counted ?? sql`select 1 from ${table}${visible ? sql` where ${visible}` : sql``} limit ${EXACT_TOTAL_LIMIT + 1}`;
  const { total, totalExact } = await listTotal(db, counted, { wholeTable: search || visible ? undefined : table });
  const current = clampPage(page, total, size);
  const offset = (current - 1) * size;
  return {
    total,
    totalExact,
    page: current,
    pageCount: pageCountOf(total, size),
    where: search ? search.page(size, offset) : visible,
    offset: search ? 0 : offset,
    limit: size,
  };
}
