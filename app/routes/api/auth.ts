import type { Route } from "./+types/auth";
import { getAuth } from "~/lib/auth.server";

// better-auth's own endpoints (sign-in, sign-up, sessions, e-mail verification).
export async function loader({ request }: Route.LoaderArgs) {
  return getAuth().handler(request);
}

export async function action({ request }: Route.ActionArgs) {
  return getAuth().handler(request);
}
