import type { Route } from "./+types/payments-csv";
import { exportPaymentsCsv } from "~/features/reports/exports.server";
import { exportFilters } from "~/features/reports/list-loader.server";
import { todayKey } from "~/lib/business-day";
import { csvResponse } from "~/lib/csv.server";

/** The payments of the invoices of the list's search and filters as a CSV download (bad filters: 400). */
export async function loader({ request }: Route.LoaderArgs) {
  const { actor, q, filter } = await exportFilters(request, "invoices");
  return csvResponse(`payments-${todayKey()}.csv`, exportPaymentsCsv({ actor, q, filter }));
}
