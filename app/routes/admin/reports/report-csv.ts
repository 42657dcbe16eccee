import type { Route } from "./+types/report-csv";
import { requireStaff } from "~/features/auth/guard.server";
import { buildReport, REPORT_IDS, type Cell, type ReportId } from "~/features/reports/report-pages.server";
import { parseRange } from "~/features/reports/reports.server";
import { toCsv, csvResponse } from "~/lib/csv.server";
import { DomainError } from "~/lib/domain-error";
import { penceToPoundsInput } from "~/lib/money";

const cellText = (cell: Cell) => (cell === null ? "" : typeof cell === "object" ? penceToPoundsInput(cell.pence) : cell);

/** One report's table over the range in the address as CSV (money in pounds); every row, the aged debtors' included. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request);
  const id = params.report as ReportId;
  if (!REPORT_IDS.includes(id)) throw new Response("There is no such report.", { status: 404 });
  let range;
  try {
    range = parseRange(request.url);
  } catch (error) {
    if (error instanceof DomainError) throw new Response(error.message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    throw error;
  }
  const report = await buildReport(id, range, { full: true });
  const rows = [...report.rows, ...(report.footer ? [report.footer] : [])].map((row) => row.map(cellText));
  return csvResponse(`${id}-${range.from}-to-${range.to}.csv`, toCsv(report.header, rows));
}
