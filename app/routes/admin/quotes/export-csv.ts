import type { Route } from "./+types/export-csv";
import { exportQuotesCsv } from "~/features/reports/exports.server";
import { exportFilters } from "~/features/reports/list-loader.server";
import { todayKey } from "~/lib/business-day";
import { csvResponse } from "~/lib/csv.server";

/** The quotes of the list's search and filters as a CSV download (bad filters: 400). */
export async function loader({ request }: Route.LoaderArgs) {
  const { actor, q, filter } = await exportFilters(request, "quotes");
  return csvResponse(`quotes-${todayKey()}.csv`, exportQuotesCsv({ actor, q, filter }));
}
