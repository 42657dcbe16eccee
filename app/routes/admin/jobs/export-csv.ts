import type { Route } from "./+types/export-csv";
import { exportJobsCsv } from "~/features/jobs/jobs.server";
import { exportFilters } from "~/features/reports/list-loader.server";
import { todayKey } from "~/lib/business-day";
import { csvResponse } from "~/lib/csv.server";

/** The jobs of the current search and filters as a CSV download (bad filters: 400). */
export async function loader({ request }: Route.LoaderArgs) {
  const { actor, q, filter } = await exportFilters(request, "jobs");
  return csvResponse(`jobs-${todayKey()}.csv`, await exportJobsCsv({ actor, q, filter }));
}
