import type { Route } from "./+types/quote-pdf";
import { pdfResponse } from "~/features/documents/document-pdf.server";
import { requireCustomer } from "~/features/portal/portal.server";
import { quotePdf } from "~/features/quotes/quotes.server";

/** The signed-in customer's own quote as a PDF; anything else is 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  return pdfResponse(await quotePdf({ actor, id: params.id }));
}
