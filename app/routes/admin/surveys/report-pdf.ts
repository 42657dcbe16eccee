import type { Route } from "./+types/report-pdf";
import { requireStaff } from "~/features/auth/guard.server";
import { pdfResponse } from "~/features/documents/pdf-response.server";
import { surveyReportPdf } from "~/features/surveys/survey-report.server";

/** A survey's report as a PDF, for the office (a draft's is marked DRAFT); no such survey is 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  return pdfResponse(await surveyReportPdf({ actor, id: params.id }), { inline: true });
}
