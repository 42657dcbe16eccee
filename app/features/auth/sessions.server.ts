import Bowser from "bowser";
import { and, desc, eq, gt, ne } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { session } from "~/db/schema";
import { getAuth } from "~/features/auth/auth.server";
import { DomainError } from "~/lib/domain-error";

/**
 * The sessions of an account (better-auth's `session` table): listed and ended by their owner only.
 * Every function takes the signed-in account (`actor`) and reaches only its rows, so one person can
 * never see or end another's session, whatever id the browser sends.
 */
export type AccountActor = { id: string };

export type SessionRow = {
  id: string;
  device: string;
  ipAddress: string | null;
  signedInAt: Date;
  lastSeenAt: Date;
  current: boolean;
};


/** "Chrome 120 on Windows 10", "Safari 17.4 on iOS 17.4 (mobile)", or "Unknown device". */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return "Unknown device";
  const parsed = Bowser.parse(userAgent);
  const major = (version: string | undefined) => version?.split(".").slice(0, 2).join(".");
  const browser = parsed.browser.name ? [parsed.browser.name, major(parsed.browser.version)].filter(Boolean).join(" ") : "Unknown browser";
  const os = parsed.os.name ? [parsed.os.name, parsed.os.versionName ?? major(parsed.os.version)].filter(Boolean).join(" ") : null;
  const kind = parsed.platform.type === "mobile" || parsed.platform.type === "tablet" ? ` (${parsed.platform.type})` : "";
  return `${browser}${os ? ` on ${os}` : ""}${kind}`;
}

/** The session this request is signed in with, or null. */
export async function getCurrentSession(request: Request): Promise<{ id: string; userId: string } | null> {
  const found = await getAuth().api.getSession({ headers: request.headers });
  return found ? { id: found.session.id, userId: found.session.userId } : null;
}

/** The account's sessions that have not expired, the newest first, `current` marking this one. */
export async function listSessions({ actor, currentSessionId }: { actor: AccountActor; currentSessionId: string }): Promise<SessionRow[]> {
  const rows = await getDb()
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, actor.id), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt))
    .limit(100);
  const list = rows.map((row) => ({
    id: row.id,
    device: describeDevice(row.userAgent),
    ipAddress: row.ipAddress,
    signedInAt: row.createdAt,
    lastSeenAt: row.updatedAt,
    current: row.id === currentSessionId,
  }));
  // This device first.
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}

/** End one of the account's other sessions (signing out here is what "Sign out" is for). */
export async function endSession({ actor, sessionId, currentSessionId }: { actor: AccountActor; sessionId: string; currentSessionId: string }) {
  if (sessionId === currentSessionId) throw new DomainError("invalid", "This is the session you are using: sign out instead.", { reason: "current_session" });
  const deleted = await getDb()
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, actor.id)))
    .returning({ id: session.id });
  if (deleted.length === 0) throw new DomainError("not_found", "That session has already ended.");
}

/** End every session of the account but this one. Returns how many were ended. */
export async function endOtherSessions({ actor, currentSessionId }: { actor: AccountActor; currentSessionId: string }): Promise<number> {
  const deleted = await getDb()
    .delete(session)
    .where(and(eq(session.userId, actor.id), ne(session.id, currentSessionId)))
    .returning({ id: session.id });
  return deleted.length;
}
