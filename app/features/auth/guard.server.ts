import { redirectWithToast } from "~/lib/toast.server";
import { getAuth } from "~/features/auth/auth.server";
import type { EngineerActor, StaffActor } from "~/lib/actor";
import { enforceAdminTwoFactor } from "./admin-two-factor.server";
import { staffRoleOf } from "./roles.server";
import type { StaffRole } from "~/db/enums";
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
 * The back-office guard: every /admin loader and action calls it. Admits the office's staff (the
 * `admin` and `office` roles) and returns them as the actor that domain functions take; an engineer
 * is sent to their day at /engineer; anyone else is turned away. Throws a redirect with the
 * catalogue's message when the request may not proceed. The session and role are checked once per
 * request, however many loaders ask (the admin layout and its page share the answer).
 */
export const requireStaff: (request: Request) => Promise<StaffActor> = oncePerRequest(checkStaff);

/** Staff management and settings: the admin role only (an office member is told so). */
export async function requireAdminRole(request: Request): Promise<StaffActor> {
  const actor = await requireStaff(request);
  if (actor.role !== "admin") {
    throw await redirectWithToast("/admin", { type: "error", title: "Only an administrator can manage staff and settings" });
  }
  return actor;
}

/** The engineer's app: an account with the engineer role, as the engineer actor (their own visits only). */
export const requireEngineer: (request: Request) => Promise<EngineerActor> = oncePerRequest(checkEngineer);

async function sessionAndRole(request: Request, signInPath: string) {
  let sessionUser: (SessionUser & { twoFactorEnabled: boolean }) | null;
  try {
    sessionUser = await getSessionUser(request);
  } catch (err) {
    log.error({ err }, "staff guard: session check failed");
    throw await redirectWithToast(signInPath, { type: "error", title: "Authentication error" });
  }
  if (!sessionUser) {
    throw await redirectWithToast(signInPath, { type: "error", title: "Please log in to access the admin panel" });
  }
  let role: StaffRole | null;
  try {
    role = await staffRoleOf(sessionUser.id);
  } catch (err) {
    log.error({ err }, "staff guard: role check failed");
    throw await redirectWithToast("/", { type: "error", title: "Unable to verify admin access" });
  }
  return { sessionUser, role };
}

async function checkStaff(request: Request): Promise<StaffActor> {
  const { sessionUser, role } = await sessionAndRole(request, "/auth");
  if (role === "engineer") {
    throw await redirectWithToast("/engineer", { type: "error", title: "The office pages are for office staff" });
  }
  if (role !== "admin" && role !== "office") {
    throw await redirectWithToast("/", { type: "error", title: "You don't have admin access" });
  }
  // The session's own user row says whether two-factor is on: no second query.
  await enforceAdminTwoFactor(request, sessionUser.twoFactorEnabled);
  return { kind: "staff", role, id: sessionUser.id, email: sessionUser.email, name: sessionUser.name };
}

async function checkEngineer(request: Request): Promise<EngineerActor> {
  const { sessionUser, role } = await sessionAndRole(request, "/auth");
  if (role !== "engineer") {
    throw await redirectWithToast(role ? "/admin" : "/", { type: "error", title: "The engineer's app is for engineers" });
  }
  return { kind: "engineer", id: sessionUser.id, email: sessionUser.email, name: sessionUser.name };
}
