import { redirectWithToast } from "~/lib/toast.server";
import { getAuth } from "~/features/auth/auth.server";
import type { StaffActor } from "~/lib/actor";
import { enforceAdminTwoFactor } from "./admin-two-factor.server";
import { isAdmin } from "./roles.server";
import { log } from "~/lib/log.server";
import { oncePerRequest } from "~/lib/per-request.server";

export type SessionUser = { id: string; email: string; name: string };

/** The signed-in account of the request, with whether its two-factor is on (from the same read). */
export async function getSessionUser(request: Request): Promise<(SessionUser & { twoFactorEnabled: boolean }) | null> {
  const session = await getAuth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const { id, email, name, twoFactorEnabled } = session.user;
  return { id, email, name, twoFactorEnabled: twoFactorEnabled === true };
}

/**
 * The admin guard: every admin loader and action calls it. Returns the member of staff as the actor
 * that domain functions take; throws a redirect with the catalogue's message when the request may not
 * proceed. The session and role are checked once per request, however many loaders ask (the admin
 * layout and its page share the answer).
 */
export const requireAdmin: (request: Request) => Promise<StaffActor> = oncePerRequest(checkAdmin);

async function checkAdmin(request: Request): Promise<StaffActor> {
  let sessionUser: (SessionUser & { twoFactorEnabled: boolean }) | null;
  try {
    sessionUser = await getSessionUser(request);
  } catch (err) {
    log.error({ err }, "admin guard: session check failed");
    throw await redirectWithToast("/auth", { type: "error", title: "Authentication error" });
  }
  if (!sessionUser) {
    throw await redirectWithToast("/auth", { type: "error", title: "Please log in to access the admin panel" });
  }
  let admin: boolean;
  try {
    admin = await isAdmin(sessionUser.id);
  } catch (err) {
    log.error({ err }, "admin guard: role check failed");
    throw await redirectWithToast("/", { type: "error", title: "Unable to verify admin access" });
  }
  if (!admin) {
    throw await redirectWithToast("/", { type: "error", title: "You don't have admin access" });
  }
  // The session's own user row says whether two-factor is on: no second query.
  await enforceAdminTwoFactor(request, sessionUser.twoFactorEnabled);
  return { kind: "staff", role: "admin", id: sessionUser.id, email: sessionUser.email, name: sessionUser.name };
}
