import type { Route } from "./+types/pdf";
import { creditNotePdf } from "~/features/credit-notes/credit-notes.server";
import { adminPdfLoader } from "~/features/documents/document-routes.server";

export function loader({ request, params }: Route.LoaderArgs) {
  return adminPdfLoader(request, params.id, creditNotePdf);
}
