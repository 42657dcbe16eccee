import type { Env } from "./env.server";

/**
 * Session timeouts (docs/decisions/0032). A session ends after `SESSION_IDLE_MINUTES` without a
 * request (better-auth's `expiresIn`, moved on when the session is used), and in any case
 * `SESSION_MAX_HOURS` after sign-in (its expiry is never moved past that). The expiry, and with it
 * the "last seen" time (`session.updated_at`), is written at most once a minute, not on every request.
 */
export function sessionTimeouts(env: Pick<Env, "SESSION_IDLE_MINUTES" | "SESSION_MAX_HOURS">) {
  const idleSeconds = env.SESSION_IDLE_MINUTES * 60;
  return {
    idleSeconds,
    maxSeconds: env.SESSION_MAX_HOURS * 60 * 60,
    refreshSeconds: Math.min(60, Math.floor(idleSeconds / 2)),
  };
}

type Timeouts = Pick<Env, "SESSION_IDLE_MINUTES" | "SESSION_MAX_HOURS">;

const earliest = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/** A new session's expiry: the idle timeout from now, never past the absolute limit. */
export function sessionCreateExpiry(env: Timeouts, session: { expiresAt: Date; createdAt?: Date }) {
  const createdAt = session.createdAt ?? new Date();
  return earliest(new Date(session.expiresAt), new Date(createdAt.getTime() + sessionTimeouts(env).maxSeconds * 1000));
}

/**
 * A used session's new expiry: the one better-auth proposes (the idle timeout from now), never
 * past the absolute limit counted from `createdAt`.
 */
export function sessionRefreshExpiry(env: Timeouts, proposed: Date, createdAt: Date | string | undefined) {
  if (!createdAt) return new Date(proposed);
  const limit = new Date(new Date(createdAt).getTime() + sessionTimeouts(env).maxSeconds * 1000);
  return earliest(new Date(proposed), limit);
}
