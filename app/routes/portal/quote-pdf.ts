import type { Route } from "./+types/quote-pdf";
import { portalPdfLoader } from "~/features/documents/document-routes.server";
import { quotePdf } from "~/features/quotes/quotes.server";

/** The signed-in customer's own quote as a PDF; anything else is 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  return portalPdfLoader(request, params.id, quotePdf);
}
