import type { Route } from "./+types/pdf";
import { requireAdmin } from "~/features/auth/guard.server";
import { pdfResponse } from "~/features/documents/document-pdf.server";
import { quotePdf } from "~/features/quotes/quotes.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  return pdfResponse(await quotePdf({ actor, id: params.id }));
}
