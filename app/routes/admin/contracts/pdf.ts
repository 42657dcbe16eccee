import type { Route } from "./+types/pdf";
import { contractPdf } from "~/features/contracts/contract-document.server";
import { adminPdfLoader } from "~/features/documents/document-routes.server";

/** A maintenance contract as a PDF (its terms, schedule, price and acceptance); a 404 for an id that matches none. */
export function loader({ request, params }: Route.LoaderArgs) {
  return adminPdfLoader(request, params.id, contractPdf);
}
