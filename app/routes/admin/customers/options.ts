import type { Route } from "./+types/options";
import { requireStaff } from "~/features/auth/guard.server";
import { searchCustomerOptions } from "~/features/customers/customers.server";
import { siteChoices } from "~/features/customers/sites.server";

/**
 * The customer picker's suggestions: `?q=` -> up to ten customers as JSON; `?sitesOf=<customer id>`
 * -> that customer's sites, for a form's site field.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const headers = { "Cache-Control": "no-store" };
  const sitesOf = params.get("sitesOf");
  if (sitesOf !== null) return Response.json({ sites: await siteChoices({ actor, customerId: sitesOf }) }, { headers });
  const q = params.get("q") ?? "";
  return Response.json({ options: await searchCustomerOptions({ actor, q: q.replaceAll("\u0000", "") }) }, { headers });
}
