import type { Route } from "./+types/contract-pdf";
import { contractPdf } from "~/features/contracts/contract-document.server";
import { portalPdfLoader } from "~/features/documents/document-routes.server";

/** The signed-in customer's own maintenance contract as a PDF (never a draft); anything else is 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  return portalPdfLoader(request, params.id, contractPdf);
}
