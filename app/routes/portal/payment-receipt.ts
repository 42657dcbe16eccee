import type { Route } from "./+types/payment-receipt";
import { pdfResponse } from "~/features/documents/pdf-response.server";
import { paymentReceiptPdf } from "~/features/payments/payments.server";
import { requireCustomer } from "~/features/portal/portal.server";

/** The receipt of a payment on the signed-in customer's own invoice, as a PDF; anything else is 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  return pdfResponse(await paymentReceiptPdf({ actor, invoiceId: params.id, paymentId: params.paymentId }));
}
