import { data, redirect } from "react-router";
import type { Route } from "./+types/login.passkey";
import { passkeySignIn } from "~/features/auth/passkeys.server";
import { finishPortalSignIn } from "~/features/portal/portal-auth.server";
import { portalReturnPath } from "~/features/portal/portal.server";
import { isDomainError } from "~/lib/domain-error";
import { log } from "~/lib/log.server";

/** Portal sign-in with a passkey (the button on /customer/login posts the browser's answer here). */
export async function action({ request }: Route.ActionArgs) {
  try {
    const formData = await request.formData();
    const returnTo = portalReturnPath(formData.get("redirectTo"));
    const result = await passkeySignIn(request, formData);
    const finished = await finishPortalSignIn(result.user, result.setCookies);
    return redirect(returnTo ?? "/customer/dashboard", { headers: finished.headers });
  } catch (err) {
    // The sign-in button's answer: a refusal's message with its status.
    if (isDomainError(err)) return data({ ok: false as const, message: err.message }, { status: err.status });
    log.error({ err }, "portal passkey sign-in failed");
    return data({ ok: false as const, message: "Failed to log in" }, { status: 500 });
  }
}

export function loader() {
  return redirect("/customer/login");
}
