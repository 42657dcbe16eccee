import type { Route } from "./+types/invoice-pdf";
import { portalPdfLoader } from "~/features/documents/document-routes.server";
import { invoicePdf } from "~/features/invoices/invoices.server";

/** The signed-in customer's own invoice as a PDF; anything else is 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  return portalPdfLoader(request, params.id, invoicePdf);
}
