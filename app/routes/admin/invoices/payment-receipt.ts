import type { Route } from "./+types/payment-receipt";
import { requireStaff } from "~/features/auth/guard.server";
import { pdfResponse } from "~/features/documents/pdf-response.server";
import { paymentReceiptPdf } from "~/features/payments/payments.server";

/** The receipt of one payment on an invoice, as a PDF (staff only; a 404 for anything else). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  return pdfResponse(await paymentReceiptPdf({ actor, invoiceId: params.id, paymentId: params.paymentId }));
}
