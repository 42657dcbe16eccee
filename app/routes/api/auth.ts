import type { Route } from "./+types/auth";
import { getAuth, linkFailedLocation } from "~/features/auth/auth.server";
import { log } from "~/lib/log.server";

// better-auth's own endpoints (sign-in, sign-up, sessions, e-mail verification).
export async function loader({ request }: Route.LoaderArgs) {
  const response = await getAuth().handler(request);
  const url = new URL(request.url);
  if (response.status >= 500 && url.pathname.endsWith("/verify-email")) {
    // A link from an e-mail that better-auth could not carry out (its change of address lost a race
    // for the address, say): the person gets the page the link was for, which says the link can no
    // longer be used, rather than an error.
    log.warn({ status: response.status }, "an e-mail link could not be used");
    const location = linkFailedLocation(url.searchParams.get("callbackURL"));
    if (location) return new Response(null, { status: 302, headers: { Location: location } });
    return new Response("This link can no longer be used.", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return response;
}

export async function action({ request }: Route.ActionArgs) {
  return getAuth().handler(request);
}
