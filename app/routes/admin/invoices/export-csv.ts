import type { Route } from "./+types/export-csv";
import { exportInvoicesCsv } from "~/features/reports/exports.server";
import { exportFilters } from "~/features/reports/list-loader.server";
import { todayKey } from "~/lib/business-day";
import { csvResponse } from "~/lib/csv.server";

/** The invoices of the list's search and filters as a CSV download (bad filters: 400). */
export async function loader({ request }: Route.LoaderArgs) {
  const { actor, q, filter } = await exportFilters(request, "invoices");
  return csvResponse(`invoices-${todayKey()}.csv`, exportInvoicesCsv({ actor, q, filter }));
}
