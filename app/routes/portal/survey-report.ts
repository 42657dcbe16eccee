import type { Route } from "./+types/survey-report";
import { pdfResponse } from "~/features/documents/pdf-response.server";
import { requireCustomer } from "~/features/portal/portal.server";
import { surveyReportPdf } from "~/features/surveys/survey-report.server";

/** The report of the signed-in customer's own completed CCTV survey; anything else is 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  return pdfResponse(await surveyReportPdf({ actor, id: params.id }), { inline: true });
}
