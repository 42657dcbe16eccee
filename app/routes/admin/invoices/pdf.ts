import type { Route } from "./+types/pdf";
import { adminPdfLoader } from "~/features/documents/document-routes.server";
import { invoicePdf } from "~/features/invoices/invoices.server";

export function loader({ request, params }: Route.LoaderArgs) {
  return adminPdfLoader(request, params.id, invoicePdf);
}
