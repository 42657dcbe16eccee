import type { Route } from "./+types/quickbooks-csv";
import { exportQuickbooksCsv } from "~/features/reports/exports.server";
import { exportFilters } from "~/features/reports/list-loader.server";
import { todayKey } from "~/lib/business-day";
import { csvResponse } from "~/lib/csv.server";

/** The issued invoices of the list's search and filters in QuickBooks Online's invoice import format (bad filters: 400). */
export async function loader({ request }: Route.LoaderArgs) {
  const { actor, q, filter } = await exportFilters(request, "invoices");
  return csvResponse(`quickbooks-invoices-${todayKey()}.csv`, exportQuickbooksCsv({ actor, q, filter }));
}
