import type { Route } from "./+types/report-pdf";
import { requireStaff } from "~/features/auth/guard.server";
import { pdfResponse } from "~/features/documents/pdf-response.server";
import { visitReportPdf } from "~/features/visits/visit-report.server";

/** A finished visit's job report as a PDF, for the office; a visit not finished (or none) is 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  return pdfResponse(await visitReportPdf({ actor, visitId: params.id }), { inline: true });
}
