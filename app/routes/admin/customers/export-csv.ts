import type { Route } from "./+types/export-csv";
import { exportCustomersCsv } from "~/features/customers/customers.server";
import { exportFilters } from "~/features/reports/list-loader.server";
import { todayKey } from "~/lib/business-day";
import { csvResponse } from "~/lib/csv.server";

/** The customers of the current search and filters as a CSV download (bad filters: 400). */
export async function loader({ request }: Route.LoaderArgs) {
  const { actor, q, filter } = await exportFilters(request, "customers");
  return csvResponse(`customers-${todayKey()}.csv`, await exportCustomersCsv({ actor, q, filter }));
}
