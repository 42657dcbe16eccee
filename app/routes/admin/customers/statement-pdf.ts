import type { Route } from "./+types/statement-pdf";
import { requireStaff } from "~/features/auth/guard.server";
import { pdfResponse } from "~/features/documents/pdf-response.server";
import { statementPdf } from "~/features/statements/statement.server";

/** A customer's statement of account (open invoices, payments, balance) as a PDF; a 404 for no such customer. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  return pdfResponse(await statementPdf({ actor, customerId: params.id }));
}
