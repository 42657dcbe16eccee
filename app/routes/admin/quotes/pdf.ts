import type { Route } from "./+types/pdf";
import { adminPdfLoader } from "~/features/documents/document-routes.server";
import { quotePdf } from "~/features/quotes/quotes.server";

export function loader({ request, params }: Route.LoaderArgs) {
  return adminPdfLoader(request, params.id, quotePdf);
}
