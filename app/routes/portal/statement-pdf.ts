import type { Route } from "./+types/statement-pdf";
import { pdfResponse } from "~/features/documents/pdf-response.server";
import { requireCustomer } from "~/features/portal/portal.server";
import { statementPdf } from "~/features/statements/statement.server";

/** The signed-in customer's own statement of account as a PDF (a contact's account: the invoices it may see). */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  return pdfResponse(await statementPdf({ actor, customerId: actor.customerId }));
}
