import { getEnv } from "~/lib/env.server";
import { redirectWithToast } from "~/lib/toast.server";

/** The one admin page open to an admin without two-factor when it is required: where it is set up. */
export const TWO_FACTOR_SETUP_PATH = "/admin/account";

export const TWO_FACTOR_REQUIRED_MESSAGE = "Set up two-factor authentication to continue";

/** Whether the request is for the set-up page itself (its document or its data request). */
function isSetupPage(request: Request) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "");
  return path === TWO_FACTOR_SETUP_PATH || path === `${TWO_FACTOR_SETUP_PATH}.data`;
}

/**
 * With ADMIN_REQUIRE_2FA on, an admin without two-factor reaches only the set-up page (signing
 * out is not an admin page): any other admin page or action answers with a redirect there,
 * before it reads or changes anything. Called by the admin guard once the role is checked.
 */
export async function enforceAdminTwoFactor(request: Request, twoFactorEnabled: boolean) {
  if (!getEnv().ADMIN_REQUIRE_2FA || isSetupPage(request) || twoFactorEnabled) return;
  throw await redirectWithToast(TWO_FACTOR_SETUP_PATH, { type: "error", title: TWO_FACTOR_REQUIRED_MESSAGE });
}
