import type { Route } from "./+types/xero-csv";
import { exportXeroCsv } from "~/features/reports/exports.server";
import { exportFilters } from "~/features/reports/list-loader.server";
import { todayKey } from "~/lib/business-day";
import { csvResponse } from "~/lib/csv.server";

/** The issued invoices of the list's search and filters in Xero's sales invoice import format (bad filters: 400). */
export async function loader({ request }: Route.LoaderArgs) {
  const { actor, q, filter } = await exportFilters(request, "invoices");
  return csvResponse(`xero-invoices-${todayKey()}.csv`, exportXeroCsv({ actor, q, filter }));
}
