import type { Route } from "./+types/invoice-pdf";
import { pdfResponse } from "~/features/documents/document-pdf.server";
import { invoicePdf } from "~/features/invoices/invoices.server";
import { requireCustomer } from "~/features/portal/portal.server";

/** The signed-in customer's own invoice as a PDF; anything else is 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  return pdfResponse(await invoicePdf({ actor, id: params.id }));
}
