import { and, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, user } from "~/db/schema";
import { backupCodeSchema } from "./auth.schema";
import { getSessionUser, type SessionUser } from "./guard.server";
import { callAuthEndpoint, needsTwoFactor, twoFactorErrorMessage } from "./auth-endpoint.server";
import { confirmTwoFactor, disableTwoFactor, getTwoFactorStatus, startTwoFactor } from "./two-factor.server";

const PASSWORD = "gutter-brackets-and-downpipes";

let ip = 0;
/** A request from a new client address each time (per-IP limits), carrying `cookies`. */
function fromClient(cookies: string[] = []) {
  const cookie = cookies
    .map((c) => c.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
  return new Request("http://localhost:3999/auth", {
    headers: { "x-client-ip": `10.2.0.${++ip}`, ...(cookie ? { cookie } : {}) },
  });
}

function codeFor(secret: string, offsetSeconds = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });
}

/** A verified account, signed in: its actor and session cookies. */
async function signedInAccount(email: string): Promise<{ actor: SessionUser; cookies: string[] }> {
  const signUp = await callAuthEndpoint(fromClient(), "/sign-up/email", { email, password: PASSWORD, name: "Two Factor" });
  expect(signUp.ok).toBe(true);
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const signIn = await callAuthEndpoint(fromClient(), "/sign-in/email", { email, password: PASSWORD });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.message}`);
  const actor = await getSessionUser(fromClient(signIn.setCookies));
  if (!actor) throw new Error("no session after sign-in");
  return { actor, cookies: signIn.setCookies };
}

/** Turn two-factor on for a signed-in account; returns the base32 secret. */
async function turnOn(actor: SessionUser, cookies: string[]) {
  const started = await startTwoFactor({ request: fromClient(cookies), actor, password: PASSWORD });
  expect(await getTwoFactorStatus(actor.id)).toBe("pending");
  // The previous step's code (still accepted): each code works once, and sign-ins use the current one.
  const confirmed = await confirmTwoFactor({ request: fromClient(cookies), actor, code: codeFor(started.setup.secret, -30) });
  return { secret: started.setup.secret, setup: started.setup, cookies: confirmed.setCookies };
}

describe("two-factor settings", () => {
  it("refuses to start without the right password", async () => {
    const { actor, cookies } = await signedInAccount("wrong.password@example.com");
    await expect(startTwoFactor({ request: fromClient(cookies), actor, password: "not-my-password" })).rejects.toMatchObject({
      code: "invalid",
      fieldErrors: { password: "Incorrect password" },
    });
    expect(await getTwoFactorStatus(actor.id)).toBe("off");
  });

  it("issues a QR code, setup key and backup codes, is on only after a right code, and records it", async () => {
    const { actor, cookies } = await signedInAccount("setup@example.com");
    const started = await startTwoFactor({ request: fromClient(cookies), actor, password: PASSWORD });
    expect(started.setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(started.setup.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(started.setup.totpURI).toContain(`secret=${started.setup.secret}`);
    expect(started.setup.backupCodes.length).toBeGreaterThan(0);

    const wrong = confirmTwoFactor({ request: fromClient(cookies), actor, code: "000000" === codeFor(started.setup.secret) ? "111111" : "000000" });
    await expect(wrong).rejects.toMatchObject({ code: "invalid" });
    expect(await getTwoFactorStatus(actor.id)).toBe("pending");

    const right = await confirmTwoFactor({ request: fromClient(cookies), actor, code: codeFor(started.setup.secret) });
    expect(right.ok).toBe(true);
    expect(await getTwoFactorStatus(actor.id)).toBe("on");
    // The session goes on with the new cookie.
    if (right.ok) expect(await getSessionUser(fromClient(right.setCookies))).toMatchObject({ id: actor.id });

    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, actor.id)));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["two_factor_setup_started", "two_factor_enabled"]));
  });

  it("turns off only with the right password", async () => {
    const { actor, cookies } = await signedInAccount("turn.off@example.com");
    const on = await turnOn(actor, cookies);
    await expect(disableTwoFactor({ request: fromClient(on.cookies), actor, password: "not-my-password" })).rejects.toMatchObject({ code: "invalid" });
    expect(await getTwoFactorStatus(actor.id)).toBe("on");
    const done = await disableTwoFactor({ request: fromClient(on.cookies), actor, password: PASSWORD });
    expect(done.ok).toBe(true);
    expect(await getTwoFactorStatus(actor.id)).toBe("off");
    const signIn = await callAuthEndpoint(fromClient(), "/sign-in/email", { email: "turn.off@example.com", password: PASSWORD });
    expect(needsTwoFactor(signIn)).toBe(false);
  });
});

describe("signing in with two-factor on", () => {
  it("needs a code as well as the password", async () => {
    const email = "two.factor@example.com";
    const { actor, cookies } = await signedInAccount(email);
    const { secret } = await turnOn(actor, cookies);

    const signIn = await callAuthEndpoint(fromClient(), "/sign-in/email", { email, password: PASSWORD });
    expect(signIn.ok).toBe(true);
    expect(needsTwoFactor(signIn)).toBe(true);
    if (!signIn.ok) return;
    // The password alone gives no session.
    expect(await getSessionUser(fromClient(signIn.setCookies))).toBeNull();

    const wrongCode = codeFor(secret) === "123456" ? "654321" : "123456";
    const wrong = await callAuthEndpoint(fromClient(signIn.setCookies), "/two-factor/verify-totp", { code: wrongCode });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(twoFactorErrorMessage(wrong)).toBe("Invalid code");

    const right = await callAuthEndpoint(fromClient(signIn.setCookies), "/two-factor/verify-totp", { code: codeFor(secret) });
    expect(right.ok).toBe(true);
    if (!right.ok) return;
    expect(await getSessionUser(fromClient(right.setCookies))).toMatchObject({ id: actor.id, email });
  });

  it("after a lost phone, a backup code works once in place of the app's code", async () => {
    const email = "lost.phone@example.com";
    const { actor, cookies } = await signedInAccount(email);
    const { setup } = await turnOn(actor, cookies);
    const [backup] = setup.backupCodes;
    expect(backupCodeSchema.safeParse({ code: backup }).success).toBe(true);

    const first = await callAuthEndpoint(fromClient(), "/sign-in/email", { email, password: PASSWORD });
    if (!first.ok) throw new Error(first.message);
    const used = await callAuthEndpoint(fromClient(first.setCookies), "/two-factor/verify-backup-code", { code: backup });
    expect(used.ok).toBe(true);
    if (!used.ok) return;
    expect(await getSessionUser(fromClient(used.setCookies))).toMatchObject({ id: actor.id });

    const second = await callAuthEndpoint(fromClient(), "/sign-in/email", { email, password: PASSWORD });
    if (!second.ok) throw new Error(second.message);
    const again = await callAuthEndpoint(fromClient(second.setCookies), "/two-factor/verify-backup-code", { code: backup });
    expect(again.ok).toBe(false);
  });

  it("refuses a code without the password step first", async () => {
    const email = "no.password@example.com";
    const { actor, cookies } = await signedInAccount(email);
    const { secret } = await turnOn(actor, cookies);
    const result = await callAuthEndpoint(fromClient(), "/two-factor/verify-totp", { code: codeFor(secret) });
    expect(result.ok).toBe(false);
  });
});
