import type { Route } from "./+types/visit-report";
import { pdfResponse } from "~/features/documents/pdf-response.server";
import { requireCustomer } from "~/features/portal/portal.server";
import { visitReportPdf } from "~/features/visits/visit-report.server";

/** The job report of a finished visit on the signed-in customer's own job (a contact's: at their sites); anything else is 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  return pdfResponse(await visitReportPdf({ actor, visitId: params.id }), { inline: true });
}
