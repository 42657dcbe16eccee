import type { SQL } from "drizzle-orm";
import { data } from "react-router";
import { requireStaff } from "~/features/auth/guard.server";
import type { StaffActor } from "~/lib/actor";
import { listParams } from "~/lib/paging";
import type { FilteredList } from "./list-filters";
import { customerFilter, engineerChoices, invoiceFilter, jobFilter, quoteFilter, readListFilters } from "./list-filters.server";

/** The SQL condition of a list's filters. */
export const FILTER_OF: Record<FilteredList, (f: ReturnType<typeof readListFilters>["filters"]) => SQL | undefined> = {
  invoices: (f) => invoiceFilter(f),
  quotes: quoteFilter,
  jobs: jobFilter,
  customers: (f) => customerFilter(f),
};

/**
 * A filtered back-office list's loader: the search, page and filters from the address (bad filters
 * are answered 400 with the page saying why and the list shown unfiltered, never an error page),
 * and that page.
 */
export async function filteredListLoader<P>(
  request: Request,
  list: FilteredList,
  load: (args: { actor: StaffActor; q: string; page: number; filter: SQL | undefined }) => Promise<P>,
) {
  const actor = await requireStaff(request);
  const { q, page } = listParams(request.url);
  const { filters, error } = readListFilters(list, request.url);
  const [rows, engineers] = await Promise.all([load({ actor, q, page, filter: FILTER_OF[list](filters) }), engineerChoices()]);
  return data({ q, filters, filterError: error, engineers, ...rows }, { status: error ? 400 : 200 });
}

/** An export's search and filters from the address: bad filters are refused (400), not ignored. */
export async function exportFilters(request: Request, list: FilteredList) {
  const actor = await requireStaff(request);
  const { q } = listParams(request.url);
  const { filters, error } = readListFilters(list, request.url);
  if (error) throw new Response(error, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return { actor, q, filters, filter: FILTER_OF[list](filters) };
}
