import { redirect } from "react-router";
import type { Route } from "./+types/invoice-link";
import { getInvoice } from "~/features/invoices/invoices.server";
import { requireCustomer } from "~/features/portal/portal.server";

/** An invoice e-mail's link: the customer's own invoice in My Invoices; anything else is 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  const invoice = await getInvoice({ actor, id: params.id });
  if (!invoice) throw new Response("Not Found", { status: 404 });
  return redirect(`/customer/invoices#invoice-${invoice.id}`);
}
