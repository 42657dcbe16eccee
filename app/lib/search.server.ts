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
    /**
     * The ids of one page of the matches, newest first, each with how many match in all: the union
     * is worked out once for both (the count needs every match anyway, as the union does).
     */
    pageWithTotal: (size: number, offset: number) =>
      sql`select matched.id, count(*) over () as total from ${matched} order by matched.created_at desc, matched.id desc limit ${size} offset ${offset}`,
    /** Every matching row. */
    all: sql`${table.id} = any(array(select matched.id from ${matched}))`,
  };
}

/**
 * Where one page of a newest-first list is: its total (cheap at any size, see listTotal), the page
 * number clamped to the pages there are, and the condition, offset and limit that select its rows —
 * the page's ids among the search's matches, or the rows the actor may see (`visible`) at an offset.
 * Order the rows by creation time, then id, both descending.
 *
 * A search's page and total come from one query; only a page beyond the last one asks again, for the
 * total and then the last page.
 */
export async function listPage(
  db: Database,
  { table, visible, search, page, size }: { table: Listed; visible?: SQL; search: SearchMatches | null; page: number; size: number },
) {
  if (search) {
    const wanted = await searchPage(db, search, size, (Math.max(1, page) - 1) * size);
    if (wanted.ids.length > 0 || page <= 1) return searchPaging(table, wanted, Math.max(1, page), size);
    const { total } = await listTotal(db, search.counted);
    const last = clampPage(page, total, size);
    return searchPaging(table, await searchPage(db, search, size, (last - 1) * size), last, size);
  }
  const counted = sql`select 1 from ${table}${visible ? sql` where ${visible}` : sql``} limit ${EXACT_TOTAL_LIMIT + 1}`;
  const { total, totalExact } = await listTotal(db, counted, { wholeTable: visible ? undefined : table });
  const current = clampPage(page, total, size);
  return {
    total,
    totalExact,
    page: current,
    pageCount: pageCountOf(total, size),
    where: visible,
    offset: (current - 1) * size,
    limit: size,
  };
}

async function searchPage(db: Database, search: SearchMatches, size: number, offset: number) {
  const result = await db.execute<{ id: string; total: string | number }>(search.pageWithTotal(size, offset));
  return { ids: result.rows.map((r) => r.id), total: Number(result.rows[0]?.total ?? 0) };
}

/** A search's page as listPage gives it: more than EXACT_TOTAL_LIMIT matches are "over" that many, as a count says. */
function searchPaging(table: Listed, { ids, total }: { ids: string[]; total: number }, page: number, size: number) {
  const shown = Math.min(total, EXACT_TOTAL_LIMIT);
  return {
    total: shown,
    totalExact: total <= EXACT_TOTAL_LIMIT,
    page,
    pageCount: pageCountOf(shown, size),
    // The page's ids as one array, read through the primary key (as a list of constants, a small table
    // would be read whole instead).
    where: ids.length ? sql`${table.id} = any(array(select unnest(${sql.param(ids)}::uuid[])))` : sql`false`,
    offset: 0,
    limit: size,
  };
}
