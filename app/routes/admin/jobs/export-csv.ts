import type { Route } from "./+types/export-csv";
import { requireStaff } from "~/features/auth/guard.server";
import { exportJobsCsv } from "~/features/jobs/jobs.server";
import { todayKey } from "~/lib/business-day";
import { csvResponse } from "~/lib/csv.server";
import { listParams } from "~/lib/paging";

/** The jobs of the current search as a CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  const { q } = listParams(request.url);
  return csvResponse(`jobs-${todayKey()}.csv`, await exportJobsCsv({ actor, q }));
}
