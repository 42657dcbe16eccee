import { data, redirect } from "react-router";
import type { Route } from "./+types/account.passkeys";
import { requireStaff } from "~/features/auth/guard.server";
import { passkeySettingsAction } from "~/features/auth/passkeys.server";
import { log } from "~/lib/log.server";
import { redirectWithToast } from "~/lib/toast.server";

/** Add or remove one of the signed-in admin's own passkeys (the Passkeys card on Account). */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  try {
    const { status, result } = await passkeySettingsAction({ request, actor, formData: await request.formData() });
    if (result.ok) return redirectWithToast("/admin/account", { type: "success", title: result.message });
    return data({ ok: false as const, message: result.message }, { status });
  } catch (err) {
    log.error({ err }, "admin passkey settings failed");
    return data({ ok: false as const, message: "An unexpected error occurred" }, { status: 500 });
  }
}

/** Posts only: a visit goes to Account, once the guard has let it through. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return redirect("/admin/account");
}
