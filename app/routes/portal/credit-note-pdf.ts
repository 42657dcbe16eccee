import type { Route } from "./+types/credit-note-pdf";
import { creditNotePdf } from "~/features/credit-notes/credit-notes.server";
import { portalPdfLoader } from "~/features/documents/document-routes.server";

/** The signed-in customer's own issued credit note as a PDF; anything else is 404. */
export function loader({ request, params }: Route.LoaderArgs) {
  return portalPdfLoader(request, params.id, creditNotePdf);
}
