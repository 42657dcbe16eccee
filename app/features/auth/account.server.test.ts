import { DomainError } from "~/lib/domain-error";
import { hashPassword as scryptHash } from "better-auth/crypto";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { account, emailLog, session, user, verification } from "~/db/schema";
import { getAuth } from "~/features/auth/auth.server";
import { parseEnv, resetEnv } from "~/lib/env.server";
import { needsRehash } from "~/lib/password-hash.server";
import { mimeParts, startSmtpServer } from "../../../tests/support/smtp";
import { drainQueue } from "../../../tests/support/queue";
import { accountAction, isResetTokenUsable, requestPasswordResetAction, resetPasswordAction } from "./account.server";
import { ensureAdmin, grantAdminByEmail, revokeAdmin } from "./roles.server";
import { describeDevice, endOtherSessions, endSession, listSessions } from "./sessions.server";
import { callAuthEndpoint } from "./auth-endpoint.server";

const BASE = "http://localhost:3999";
let ipCount = 0;
const nextIp = () => `10.7.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

const CHROME_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

/** Passwords from the last tenth of the 10,000 most common ones (and 8 characters or more, so only the list refuses them). */
const DEEP_COMMON = ["trousers", "clueless", "gooseman", "buckaroo"];

function cookieHeader(setCookies: string[]) {
  return setCookies.map((c) => c.split(";")[0]).join("; ");
}

async function signIn(email: string, password: string, userAgent = CHROME_WINDOWS) {
  const result = await callAuthEndpoint(new Request(`${BASE}/auth`, { headers: { "x-client-ip": nextIp(), "user-agent": userAgent } }), "/sign-in/email", {
    email,
    password,
  });
  return result;
}

async function signedIn(email: string, password: string, userAgent = CHROME_WINDOWS) {
  const result = await signIn(email, password, userAgent);
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  const cookie = cookieHeader(result.setCookies);
  const found = await getAuth().api.getSession({ headers: new Headers({ cookie }) });
  if (!found) throw new Error("no session");
  return { cookie, sessionId: found.session.id, userId: found.user.id };
}

function post(path: string, fields: Record<string, string>, cookie?: string) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const headers: Record<string, string> = { "x-client-ip": nextIp(), "user-agent": CHROME_WINDOWS };
  if (cookie) headers.cookie = cookie;
  return new Request(`${BASE}${path}`, { method: "POST", body, headers });
}

/** A React Router `data()` answer's status and body. */
function unwrap<T>(value: unknown): { status: number; body: T } {
  const v = value as { type?: string; data: T; init?: { status?: number } | null };
  return { status: v.init?.status ?? 200, body: v.data };
}

async function sessionCount(userId: string) {
  return (await getDb().select({ id: session.id }).from(session).where(eq(session.userId, userId))).length;
}

async function accountHash(email: string) {
  const [row] = await getDb()
    .select({ password: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(and(eq(user.email, email), eq(account.providerId, "credential")));
  return row.password!;
}

/** The reset link in the last e-mail to `to` received by the SMTP server. */
function linkIn(raw: string) {
  const text = mimeParts(raw).find((p) => p.contentType === "text/plain")!.content.toString("utf8");
  const match = /https?:\/\/\S+reset-password\?token=[\w-]+/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return new URL(match[0]);
}

describe("password reset by e-mail", () => {
  it("sends a single-use link through SMTP, answers alike for unknown addresses, refuses common passwords and ends every session", async () => {
    const smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
    resetEnv();
    try {
      await ensureAdmin({ email: "forgetful@example.com", password: "original-gutter-pass" });
      const first = await signedIn("forgetful@example.com", "original-gutter-pass");
      await signedIn("forgetful@example.com", "original-gutter-pass", SAFARI_IPHONE);
      expect(await sessionCount(first.userId)).toBe(2);

      const known = unwrap<{ sent?: boolean }>(
        await requestPasswordResetAction({ request: post("/auth/forgot-password", { email: "forgetful@example.com" }), audience: "staff" }),
      );
      const unknown = unwrap<{ sent?: boolean }>(
        await requestPasswordResetAction({ request: post("/auth/forgot-password", { email: "nobody.here@example.com" }), audience: "staff" }),
      );
      // The same answer whether or not the address has an account; a mail only to the account.
      expect(known).toEqual(unknown);
      expect(known.status).toBe(200);
      expect(known.body.sent).toBe(true);
      expect(await getDb().select().from(emailLog).where(eq(emailLog.to, "nobody.here@example.com"))).toHaveLength(0);

      // The e-mail is made by the queue, after the answer (so that it takes no longer for an account's address).
      expect(await getDb().select().from(emailLog).where(like(emailLog.subject, "Reset%"))).toHaveLength(0);
      await drainQueue();
      expect(await getDb().select().from(emailLog).where(like(emailLog.subject, "Reset%"))).toHaveLength(1);
      const mail = smtp.messages.find((m) => m.to.includes("forgetful@example.com") && /^Subject: Reset your /m.test(m.raw))!;
      expect(mail).toBeDefined();
      expect(mail.raw).toMatch(/^Subject: Reset your Berkshire Drain Care password/m);
      const link = linkIn(mail.raw);
      expect(link.origin + link.pathname).toBe(`${BASE}/auth/reset-password`);
      const token = link.searchParams.get("token")!;
      expect(await isResetTokenUsable(token)).toBe(true);

      // Same rules as sign-up: confirmation must match, common passwords refused.
      const mismatch = unwrap<{ result: { error?: Record<string, string[]> } }>(
        await resetPasswordAction({
          request: post("/auth/reset-password", { token, newPassword: "new-rodding-pass-41", confirmPassword: "new-rodding-pass-42" }),
          audience: "staff",
        }),
      );
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.result.error?.confirmPassword).toEqual(["The passwords do not match"]);
      for (const common of DEEP_COMMON.slice(0, 2)) {
        const refused = unwrap<{ result: { error?: Record<string, string[]> } }>(
          await resetPasswordAction({ request: post("/auth/reset-password", { token, newPassword: common, confirmPassword: common }), audience: "staff" }),
        );
        expect(refused.status).toBe(400);
        expect(refused.body.result.error?.newPassword?.[0]).toMatch(/too common/);
      }
      // A refused password leaves the link usable.
      expect(await isResetTokenUsable(token)).toBe(true);

      const done = (await resetPasswordAction({
        request: post("/auth/reset-password", { token, newPassword: "new-rodding-pass-41", confirmPassword: "new-rodding-pass-41" }),
        audience: "staff",
      })) as Response;
      expect(done.status).toBe(302);
      expect(done.headers.get("Location")).toBe("/auth");
      // The browser that reset the password becomes a known device of the account.
      expect(done.headers.getSetCookie().some((c) => /^(__Secure-)?better-auth\.device=.+HttpOnly/i.test(c))).toBe(true);
      expect(await sessionCount(first.userId)).toBe(0);
      expect(await getAuth().api.getSession({ headers: new Headers({ cookie: first.cookie }) })).toBeNull();
      expect((await signIn("forgetful@example.com", "original-gutter-pass")).ok).toBe(false);
      expect((await signIn("forgetful@example.com", "new-rodding-pass-41")).ok).toBe(true);

      // Single use.
      expect(await isResetTokenUsable(token)).toBe(false);
      const again = unwrap<{ expired?: boolean }>(
        await resetPasswordAction({
          request: post("/auth/reset-password", { token, newPassword: "third-pass-for-drains", confirmPassword: "third-pass-for-drains" }),
          audience: "staff",
        }),
      );
      expect(again.status).toBe(400);
      expect(again.body.expired).toBe(true);
      expect((await signIn("forgetful@example.com", "new-rodding-pass-41")).ok).toBe(true);
    } finally {
      delete process.env.SMTP_URL;
      resetEnv();
      await smtp.close();
    }
    // A long flow: six password hashes and a delivery through the queue.
  }, 90_000);

  it("sends a customer's link to the portal's reset page, and an expired link no longer works", async () => {
    await callAuthEndpoint(new Request(`${BASE}/customer/login`, { headers: { "x-client-ip": nextIp() } }), "/sign-up/email", {
      email: "portal.reset@example.com",
      password: "portal-first-pass-9",
      name: "Portal Reset",
    });
    await requestPasswordResetAction({ request: post("/customer/forgot-password", { email: "portal.reset@example.com" }), audience: "customer" });
    await drainQueue();
    const [mail] = await getDb().select().from(emailLog).where(and(eq(emailLog.to, "portal.reset@example.com"), like(emailLog.subject, "Reset%")));
    const link = linkIn(`Content-Type: text/plain\n\n${mail.text}`);
    expect(link.pathname).toBe("/customer/reset-password");
    const token = link.searchParams.get("token")!;
    expect(await isResetTokenUsable(token)).toBe(true);

    await getDb()
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    expect(await isResetTokenUsable(token)).toBe(false);
    const late = unwrap<{ expired?: boolean }>(
      await resetPasswordAction({
        request: post("/customer/reset-password", { token, newPassword: "portal-second-pass-9", confirmPassword: "portal-second-pass-9" }),
        audience: "customer",
      }),
    );
    expect(late.status).toBe(400);
    expect(late.body.expired).toBe(true);
  });

  it("refuses a malformed request with a 400 and sends nothing", async () => {
    const bad = unwrap<{ result: { error?: Record<string, string[]> } }>(
      await requestPasswordResetAction({ request: post("/auth/forgot-password", { email: "not-an-address" }), audience: "staff" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.result.error?.email).toEqual(["Please enter a valid email"]);
    const noToken = unwrap<{ result: { error?: Record<string, string[]> } }>(
      await resetPasswordAction({ request: post("/auth/reset-password", { newPassword: "x".repeat(10), confirmPassword: "x".repeat(10) }), audience: "staff" }),
    );
    expect(noToken.status).toBe(400);
  });
});

describe("change password", () => {
  it("needs the current password, refuses common ones, and ends every other session", async () => {
    await ensureAdmin({ email: "changer@example.com", password: "first-jetting-pass" });
    const here = await signedIn("changer@example.com", "first-jetting-pass");
    const phone = await signedIn("changer@example.com", "first-jetting-pass", SAFARI_IPHONE);
    const actor = { id: here.userId };
    const change = (fields: Record<string, string>) =>
      accountAction({ request: post("/admin/account", fields, here.cookie), formData: toForm(fields), actor, page: "/admin/account" });

    const wrong = unwrap<{ result: { error?: Record<string, string[]> } }>(
      await change({ intent: "change-password", currentPassword: "not-my-password", newPassword: "second-jetting-pass", confirmPassword: "second-jetting-pass" }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.result.error?.currentPassword).toEqual(["The current password is not right"]);

    for (const common of DEEP_COMMON.slice(2)) {
      const refused = unwrap<{ result: { error?: Record<string, string[]> } }>(
        await change({ intent: "change-password", currentPassword: "first-jetting-pass", newPassword: common, confirmPassword: common }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.result.error?.newPassword?.[0]).toMatch(/too common/);
    }
    expect(await sessionCount(here.userId)).toBe(2);

    const ok = (await change({
      intent: "change-password",
      currentPassword: "first-jetting-pass",
      newPassword: "second-jetting-pass",
      confirmPassword: "second-jetting-pass",
    })) as Response;
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/admin/account");
    // Only the new session of this browser remains; the phone is signed out.
    expect(await sessionCount(here.userId)).toBe(1);
    expect(await getAuth().api.getSession({ headers: new Headers({ cookie: phone.cookie }) })).toBeNull();
    const newCookie = cookieHeader(ok.headers.getSetCookie().filter((c) => !c.startsWith("toast=")));
    expect(await getAuth().api.getSession({ headers: new Headers({ cookie: newCookie }) })).not.toBeNull();
    expect((await signIn("changer@example.com", "first-jetting-pass")).ok).toBe(false);
    expect((await signIn("changer@example.com", "second-jetting-pass")).ok).toBe(true);
  });
});

describe("every password change ends every other session", () => {
  it("through POST /api/auth/change-password without revokeOtherSessions: the other session ends, this one stays", async () => {
    await ensureAdmin({ email: "api.changer@example.com", password: "first-culvert-pass" });
    const here = await signedIn("api.changer@example.com", "first-culvert-pass");
    const phone = await signedIn("api.changer@example.com", "first-culvert-pass", SAFARI_IPHONE);
    expect(await sessionCount(here.userId)).toBe(2);

    const changed = await callAuthEndpoint(
      new Request(`${BASE}/admin/account`, { headers: { cookie: here.cookie, "x-client-ip": nextIp() } }),
      "/change-password",
      { currentPassword: "first-culvert-pass", newPassword: "second-culvert-pass" },
    );
    expect(changed.ok).toBe(true);
    expect(await getAuth().api.getSession({ headers: new Headers({ cookie: phone.cookie }) })).toBeNull();
    const still = await getAuth().api.getSession({ headers: new Headers({ cookie: here.cookie }) });
    expect(still?.session.id).toBe(here.sessionId);
    expect(await sessionCount(here.userId)).toBe(1);
  });

  it("with revokeOtherSessions: only the session that made the change (renewed) remains", async () => {
    await ensureAdmin({ email: "api.changer2@example.com", password: "first-culvert-pass" });
    const here = await signedIn("api.changer2@example.com", "first-culvert-pass");
    const phone = await signedIn("api.changer2@example.com", "first-culvert-pass", SAFARI_IPHONE);
    const changed = await callAuthEndpoint(
      new Request(`${BASE}/admin/account`, { headers: { cookie: here.cookie, "x-client-ip": nextIp() } }),
      "/change-password",
      { currentPassword: "first-culvert-pass", newPassword: "second-culvert-pass", revokeOtherSessions: true },
    );
    expect(changed.ok).toBe(true);
    if (!changed.ok) return;
    expect(await getAuth().api.getSession({ headers: new Headers({ cookie: phone.cookie }) })).toBeNull();
    const renewed = cookieHeader(changed.setCookies);
    expect(await getAuth().api.getSession({ headers: new Headers({ cookie: renewed }) })).not.toBeNull();
    expect(await sessionCount(here.userId)).toBe(1);
  });
});

function toForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

describe("sessions list", () => {
  it("lists only the account's own sessions with device, address and times, this one first and marked", async () => {
    await ensureAdmin({ email: "lister@example.com", password: "listing-pass-for-drains" });
    await ensureAdmin({ email: "someone.else@example.com", password: "other-pass-for-drains" });
    const phone = await signedIn("lister@example.com", "listing-pass-for-drains", SAFARI_IPHONE);
    const here = await signedIn("lister@example.com", "listing-pass-for-drains");
    const stranger = await signedIn("someone.else@example.com", "other-pass-for-drains");

    const list = await listSessions({ actor: { id: here.userId }, currentSessionId: here.sessionId });
    expect(list.map((s) => s.id)).toEqual([here.sessionId, phone.sessionId]);
    expect(list[0]).toMatchObject({ current: true, device: "Chrome 120.0 on Windows 10" });
    expect(list[1]).toMatchObject({ current: false, device: "Safari 17.4 on iOS 17.4 (mobile)" });
    expect(list[1].ipAddress).toMatch(/^10\.7\./);
    expect(list[1].signedInAt).toBeInstanceOf(Date);
    expect(list[1].lastSeenAt).toBeInstanceOf(Date);

    // Another account's session id is "not found", and that session goes on.
    const err = await endSession({ actor: { id: here.userId }, sessionId: stranger.sessionId, currentSessionId: here.sessionId }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).code).toBe("not_found");
    expect(await getAuth().api.getSession({ headers: new Headers({ cookie: stranger.cookie }) })).not.toBeNull();
    // This session is ended by signing out, not here.
    await expect(endSession({ actor: { id: here.userId }, sessionId: here.sessionId, currentSessionId: here.sessionId })).rejects.toMatchObject({
      code: "invalid",
      reason: "current_session",
    });

    await endSession({ actor: { id: here.userId }, sessionId: phone.sessionId, currentSessionId: here.sessionId });
    expect(await getAuth().api.getSession({ headers: new Headers({ cookie: phone.cookie }) })).toBeNull();
    expect(await getAuth().api.getSession({ headers: new Headers({ cookie: here.cookie }) })).not.toBeNull();

    await signedIn("lister@example.com", "listing-pass-for-drains", SAFARI_IPHONE);
    await signedIn("lister@example.com", "listing-pass-for-drains", SAFARI_IPHONE);
    expect(await endOtherSessions({ actor: { id: here.userId }, currentSessionId: here.sessionId })).toBe(2);
    expect(await sessionCount(here.userId)).toBe(1);
    expect(await getAuth().api.getSession({ headers: new Headers({ cookie: stranger.cookie }) })).not.toBeNull();
  });

  it("ends a session through the account page's form, and refuses another account's session id with a 404", async () => {
    await ensureAdmin({ email: "former@example.com", password: "former-pass-for-drains" });
    const here = await signedIn("former@example.com", "former-pass-for-drains");
    const other = await signedIn("former@example.com", "former-pass-for-drains", SAFARI_IPHONE);
    await ensureAdmin({ email: "victim@example.com", password: "victim-pass-for-drains" });
    const victim = await signedIn("victim@example.com", "victim-pass-for-drains");
    const act = (fields: Record<string, string>) =>
      accountAction({ request: post("/admin/account", fields, here.cookie), formData: toForm(fields), actor: { id: here.userId }, page: "/admin/account" });

    const refused = unwrap<unknown>(await act({ intent: "end-session", sessionId: victim.sessionId }));
    expect(refused.status).toBe(404);
    expect(await sessionCount(victim.userId)).toBe(1);
    const badInput = unwrap<unknown>(await act({ intent: "end-session" }));
    expect(badInput.status).toBe(400);

    const ended = (await act({ intent: "end-session", sessionId: other.sessionId })) as Response;
    expect(ended.status).toBe(302);
    expect(await getAuth().api.getSession({ headers: new Headers({ cookie: other.cookie }) })).toBeNull();
  });

  it("describes devices from their user agents", () => {
    expect(describeDevice(CHROME_WINDOWS)).toBe("Chrome 120.0 on Windows 10");
    expect(describeDevice(SAFARI_IPHONE)).toBe("Safari 17.4 on iOS 17.4 (mobile)");
    expect(describeDevice(null)).toBe("Unknown device");
    expect(describeDevice("")).toBe("Unknown device");
  });
});

describe("session timeouts", () => {
  it("defaults to 30 minutes idle and 12 hours in all, and refuses nonsense", () => {
    expect(parseEnv({})).toMatchObject({ SESSION_IDLE_MINUTES: 30, SESSION_MAX_HOURS: 12 });
    expect(parseEnv({ SESSION_IDLE_MINUTES: "15", SESSION_MAX_HOURS: "8" })).toMatchObject({ SESSION_IDLE_MINUTES: 15, SESSION_MAX_HOURS: 8 });
    expect(() => parseEnv({ SESSION_IDLE_MINUTES: "0" })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => parseEnv({ SESSION_MAX_HOURS: "twelve" })).toThrow(/SESSION_MAX_HOURS/);
  });

  it("ends a session after 30 idle minutes, moves its expiry at most once a minute, and never past 12 hours", async () => {
    await ensureAdmin({ email: "idle@example.com", password: "idle-pass-for-drains" });
    const s = await signedIn("idle@example.com", "idle-pass-for-drains");
    const row = async () => (await getDb().select().from(session).where(eq(session.id, s.sessionId)))[0];
    const get = () => getAuth().api.getSession({ headers: new Headers({ cookie: s.cookie }) });
    const minutes = (n: number) => n * 60_000;

    const created = await row();
    expect(created.expiresAt.getTime() - created.createdAt.getTime()).toBeGreaterThan(minutes(29.9));
    expect(created.expiresAt.getTime() - created.createdAt.getTime()).toBeLessThanOrEqual(minutes(30) + 1000);

    // Used again within the minute: no write.
    await get();
    await get();
    expect((await row()).updatedAt.getTime()).toBe(created.updatedAt.getTime());

    // Last used two minutes ago: the next request moves the expiry and the "last seen" time.
    await getDb()
      .update(session)
      .set({ expiresAt: new Date(Date.now() + minutes(28)), updatedAt: new Date(Date.now() - minutes(2)) })
      .where(eq(session.id, s.sessionId));
    expect(await get()).not.toBeNull();
    const moved = await row();
    expect(moved.expiresAt.getTime()).toBeGreaterThan(Date.now() + minutes(29.5));
    expect(moved.updatedAt.getTime()).toBeGreaterThan(Date.now() - 5000);

    // Signed in 11 h 50 min ago: the expiry stops at the 12-hour mark, not 30 minutes on.
    const signedInAt = new Date(Date.now() - minutes(11 * 60 + 50));
    await getDb()
      .update(session)
      .set({ createdAt: signedInAt, expiresAt: new Date(Date.now() + minutes(28)) })
      .where(eq(session.id, s.sessionId));
    expect(await get()).not.toBeNull();
    expect((await row()).expiresAt.getTime()).toBe(signedInAt.getTime() + minutes(12 * 60));

    // Signed in 13 hours ago (say, before these limits): the next refresh ends it.
    await getDb()
      .update(session)
      .set({ createdAt: new Date(Date.now() - minutes(13 * 60)), expiresAt: new Date(Date.now() + minutes(28)) })
      .where(eq(session.id, s.sessionId));
    await get();
    expect(await get()).toBeNull();

    // Idle: a fresh session whose expiry has passed is over.
    const t = await signedIn("idle@example.com", "idle-pass-for-drains");
    await getDb().update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.id, t.sessionId));
    expect(await getAuth().api.getSession({ headers: new Headers({ cookie: t.cookie }) })).toBeNull();
  });
});

describe("losing the admin role", () => {
  it("ends every session of the account", async () => {
    await ensureAdmin({ email: "keeper@example.com", password: "keeper-pass-for-drains" });
    await ensureAdmin({ email: "leaver@example.com", password: "leaver-pass-for-drains" });
    const keeper = await signedIn("keeper@example.com", "keeper-pass-for-drains");
    const leaver = await signedIn("leaver@example.com", "leaver-pass-for-drains");
    await signedIn("leaver@example.com", "leaver-pass-for-drains", SAFARI_IPHONE);
    expect(await sessionCount(leaver.userId)).toBe(2);
    expect(await revokeAdmin(leaver.userId, { id: keeper.userId })).toBe(true);
    expect(await sessionCount(leaver.userId)).toBe(0);
    expect(await getAuth().api.getSession({ headers: new Headers({ cookie: leaver.cookie }) })).toBeNull();
    expect(await sessionCount(keeper.userId)).toBe(1);
    // Granting it back starts nothing by itself: the account signs in again.
    await grantAdminByEmail("leaver@example.com");
    expect(await sessionCount(leaver.userId)).toBe(0);
  });
});

describe("password hashing", () => {
  it("stores argon2id (19 MiB, 2 passes, 1 lane) and replaces an older scrypt hash at the next successful sign-in", async () => {
    await ensureAdmin({ email: "hashed@example.com", password: "hashed-pass-for-drains" });
    const stored = await accountHash("hashed@example.com");
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(stored)).toBe(false);

    // An account from before: better-auth's scrypt hash.
    const old = await scryptHash("older-pass-for-drains");
    expect(needsRehash(old)).toBe(true);
    const [row] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, "hashed@example.com"));
    await getDb().update(account).set({ password: old }).where(eq(account.userId, row.id));

    // A wrong password changes nothing.
    expect((await signIn("hashed@example.com", "not-the-password")).ok).toBe(false);
    expect(await accountHash("hashed@example.com")).toBe(old);

    expect((await signIn("hashed@example.com", "older-pass-for-drains")).ok).toBe(true);
    const upgraded = await accountHash("hashed@example.com");
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await signIn("hashed@example.com", "older-pass-for-drains")).ok).toBe(true);
  });

  it("refuses common passwords from deep in the list at sign-up", async () => {
    for (const common of DEEP_COMMON) {
      const result = await callAuthEndpoint(new Request(`${BASE}/auth`, { headers: { "x-client-ip": nextIp() } }), "/sign-up/email", {
        email: `deep.${common}@example.com`,
        password: common,
        name: "Deep",
      });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.message).toMatch(/too common/);
    }
    const fine = await callAuthEndpoint(new Request(`${BASE}/auth`, { headers: { "x-client-ip": nextIp() } }), "/sign-up/email", {
      email: "deep.fine@example.com",
      password: "trousers-and-gutters",
      name: "Deep",
    });
    expect(fine.ok).toBe(true);
  });
});
