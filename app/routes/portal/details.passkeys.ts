import { data, redirect } from "react-router";
import type { Route } from "./+types/details.passkeys";
import { passkeySettingsAction } from "~/features/auth/passkeys.server";
import { requireCustomer } from "~/features/portal/portal.server";
import { log } from "~/lib/log.server";
import { redirectWithToast } from "~/lib/toast.server";

/** Add or remove one of the signed-in customer's own passkeys (the Passkeys card on My details). */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireCustomer(request);
  try {
    const { status, result } = await passkeySettingsAction({ request, actor, formData: await request.formData() });
    if (result.ok) return redirectWithToast("/customer/details", { type: "success", title: result.message });
    return data({ ok: false as const, message: result.message }, { status });
  } catch (err) {
    log.error({ err }, "portal passkey settings failed");
    return data({ ok: false as const, message: "An unexpected error occurred" }, { status: 500 });
  }
}

/** Posts only: a visit goes to My details, once the guard has let it through. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireCustomer(request);
  return redirect("/customer/details");
}
