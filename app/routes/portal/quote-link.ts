import { redirect } from "react-router";
import type { Route } from "./+types/quote-link";
import { requireCustomer } from "~/features/portal/portal.server";
import { getQuote } from "~/features/quotes/quotes.server";

/** A quote e-mail's link: the customer's own quote in My Quotes; anything else is 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  const quote = await getQuote({ actor, id: params.id });
  if (!quote) throw new Response("Not Found", { status: 404 });
  return redirect(`/customer/quotes#quote-${quote.id}`);
}
