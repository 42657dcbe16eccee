import { data, redirect } from "react-router";
import type { Route } from "./+types/auth.passkey";
import { passkeySignIn } from "~/features/auth/passkeys.server";
import { isDomainError } from "~/lib/domain-error";
import { log } from "~/lib/log.server";
import { toastHeader } from "~/lib/toast.server";

/** Staff sign-in with a passkey (the button on /auth posts the browser's answer here). */
export async function action({ request }: Route.ActionArgs) {
  try {
    const result = await passkeySignIn(request, await request.formData());
    const headers = new Headers();
    for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", await toastHeader({ type: "success", title: "Logged in successfully" }));
    // The admin guard sends an account without the role away, as after a password sign-in.
    return redirect("/admin", { headers });
  } catch (err) {
    // The sign-in button's answer: a refusal's message with its status.
    if (isDomainError(err)) return data({ ok: false as const, message: err.message }, { status: err.status });
    log.error({ err }, "staff passkey sign-in failed");
    return data({ ok: false as const, message: "An unexpected error occurred" }, { status: 500 });
  }
}

export function loader() {
  return redirect("/auth");
}
