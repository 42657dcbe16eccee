import { redirect } from "react-router";
import type { Route } from "./+types/auth.sign-out";
import { getAuth } from "~/features/auth/auth.server";
import { toastHeader } from "~/lib/toast.server";

export async function action({ request }: Route.ActionArgs) {
  const headers = new Headers();
  try {
    const res = await getAuth().api.signOut({ headers: request.headers, asResponse: true });
    for (const cookie of res.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch {
    // No session: nothing to end.
  }
  headers.append("Set-Cookie", await toastHeader({ type: "success", title: "Signed out" }));
  return redirect("/auth", { headers });
}

export function loader() {
  return redirect("/auth");
}
