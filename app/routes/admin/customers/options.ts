import type { Route } from "./+types/options";
import { requireAdmin } from "~/features/auth/guard.server";
import { searchCustomerOptions } from "~/features/customers/customers.server";

/** The customer picker's suggestions: `?q=` -> up to ten customers as JSON. */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return Response.json({ options: await searchCustomerOptions({ actor, q: q.replaceAll("\u0000", "") }) }, { headers: { "Cache-Control": "no-store" } });
}
