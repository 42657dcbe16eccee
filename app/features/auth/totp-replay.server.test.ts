import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { user } from "~/db/schema";
import { getSessionUser, type SessionUser } from "./guard.server";
import { callAuthEndpoint, needsTwoFactor } from "./auth-endpoint.server";
import { lastTotpStep, matchingTotpStep } from "./totp-replay.server";
import { confirmTwoFactor, startTwoFactor } from "./two-factor.server";

const PASSWORD = "gutter-brackets-and-downpipes";
const PERIOD_MS = 30_000;

let ip = 0;
/** A request from a new client address each time (per-address limits), carrying `cookies`. */
function fromClient(cookies: string[] = []) {
  const cookie = cookies
    .map((c) => c.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
  return new Request("http://localhost:3999/auth", {
    headers: { "x-client-ip": `10.3.0.${++ip}`, ...(cookie ? { cookie } : {}) },
  });
}

/** The app's code at `timestamp` (the authenticator app's view of the secret in the QR code). */
function codeAt(base32Secret: string, timestamp = Date.now()) {
  return new TOTP({ secret: Secret.fromBase32(base32Secret), digits: 6, period: 30 }).generate({ timestamp });
}

/**
 * A verified account with two-factor on. Waits, if need be, so that at least 10 s of the current
 * 30-second step remain: the tests' codes then all belong to one step.
 */
async function accountWithTwoFactor(email: string): Promise<{ actor: SessionUser; secret: string }> {
  const signUp = await callAuthEndpoint(fromClient(), "/sign-up/email", { email, password: PASSWORD, name: "Replay Test" });
  expect(signUp.ok).toBe(true);
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const signIn = await callAuthEndpoint(fromClient(), "/sign-in/email", { email, password: PASSWORD });
  if (!signIn.ok) throw new Error(signIn.message);
  const actor = await getSessionUser(fromClient(signIn.setCookies));
  if (!actor) throw new Error("no session");
  const started = await startTwoFactor({ request: fromClient(signIn.setCookies), actor, password: PASSWORD });
  // The set-up is confirmed with the previous step's code (within the window), so that the
  // current step's code is still unused.
  await confirmTwoFactor({
    request: fromClient(signIn.setCookies),
    actor,
    code: codeAt(started.setup.secret, Date.now() - PERIOD_MS),
  });
  const left = PERIOD_MS - (Date.now() % PERIOD_MS);
  if (left < 10_000) await new Promise((r) => setTimeout(r, left + 50));
  return { actor, secret: started.setup.secret };
}

/** Password step of a sign-in: the challenge cookies for the code step. */
async function passwordStep(email: string) {
  const result = await callAuthEndpoint(fromClient(), "/sign-in/email", { email, password: PASSWORD });
  if (!result.ok || !needsTwoFactor(result)) throw new Error("expected a two-factor challenge");
  return result.setCookies;
}

describe("a TOTP code works once", () => {
  it("refuses a second sign-in with the code that was just accepted", async () => {
    const email = "replay.once@example.com";
    const { actor, secret } = await accountWithTwoFactor(email);
    const code = codeAt(secret);

    const first = await callAuthEndpoint(fromClient(await passwordStep(email)), "/two-factor/verify-totp", { code });
    expect(first.ok).toBe(true);
    if (first.ok) expect(await getSessionUser(fromClient(first.setCookies))).toMatchObject({ id: actor.id });
    expect(await lastTotpStep(actor.id)).toBe(Math.floor(Date.now() / PERIOD_MS));

    const second = await callAuthEndpoint(fromClient(await passwordStep(email)), "/two-factor/verify-totp", { code });
    expect(second.ok).toBe(false);
    if (!second.ok) {
      expect(second.status).toBe(401);
      expect(second.code).toBe("INVALID_CODE");
    }
  });

  it("refuses an earlier step's code once a later one has been accepted", async () => {
    const email = "replay.earlier@example.com";
    const { actor, secret } = await accountWithTwoFactor(email);
    const now = await callAuthEndpoint(fromClient(await passwordStep(email)), "/two-factor/verify-totp", { code: codeAt(secret) });
    expect(now.ok).toBe(true);
    // The previous step's code is still inside better-auth's window, but older than the one used.
    const previous = codeAt(secret, Date.now() - PERIOD_MS);
    const late = await callAuthEndpoint(fromClient(await passwordStep(email)), "/two-factor/verify-totp", { code: previous });
    expect(late.ok).toBe(false);
    expect(await lastTotpStep(actor.id)).toBe(Math.floor(Date.now() / PERIOD_MS));
  });

  it("accepts the next step's code after the current one", async () => {
    const email = "replay.next@example.com";
    const { secret } = await accountWithTwoFactor(email);
    const now = await callAuthEndpoint(fromClient(await passwordStep(email)), "/two-factor/verify-totp", { code: codeAt(secret) });
    expect(now.ok).toBe(true);
    const next = await callAuthEndpoint(fromClient(await passwordStep(email)), "/two-factor/verify-totp", {
      code: codeAt(secret, Date.now() + PERIOD_MS),
    });
    expect(next.ok).toBe(true);
  });

  it("of two concurrent sign-ins with one code, at most one succeeds", async () => {
    const email = "replay.race@example.com";
    const { actor, secret } = await accountWithTwoFactor(email);
    const [a, b] = await Promise.all([passwordStep(email), passwordStep(email)]);
    const code = codeAt(secret);
    const results = await Promise.all([
      callAuthEndpoint(fromClient(a), "/two-factor/verify-totp", { code }),
      callAuthEndpoint(fromClient(b), "/two-factor/verify-totp", { code }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const sessions = await Promise.all(
      results.map((r) => (r.ok ? getSessionUser(fromClient(r.setCookies)) : Promise.resolve(null))),
    );
    expect(sessions.filter((s) => s?.id === actor.id)).toHaveLength(1);
  });

  it("a wrong code is not recorded as a used step", async () => {
    const email = "replay.wrong@example.com";
    const { actor, secret } = await accountWithTwoFactor(email);
    const before = await lastTotpStep(actor.id);
    const right = codeAt(secret);
    const wrong = right === "000000" ? "111111" : "000000";
    const refused = await callAuthEndpoint(fromClient(await passwordStep(email)), "/two-factor/verify-totp", { code: wrong });
    expect(refused.ok).toBe(false);
    expect(await lastTotpStep(actor.id)).toBe(before);
    const accepted = await callAuthEndpoint(fromClient(await passwordStep(email)), "/two-factor/verify-totp", { code: right });
    expect(accepted.ok).toBe(true);
  });
});

describe("matchingTotpStep", () => {
  it("finds the step of a code within one step either side, and nothing beyond", async () => {
    const secret = "a-raw-secret-of-thirty-two-chars";
    const base32 = new Secret({ buffer: new TextEncoder().encode(secret).buffer as ArrayBuffer }).base32;
    const now = 1_800_000_000_000;
    const step = Math.floor(now / PERIOD_MS);
    expect(await matchingTotpStep(secret, codeAt(base32, now), now)).toBe(step);
    expect(await matchingTotpStep(secret, codeAt(base32, now - PERIOD_MS), now)).toBe(step - 1);
    expect(await matchingTotpStep(secret, codeAt(base32, now + PERIOD_MS), now)).toBe(step + 1);
    const far = codeAt(base32, now - 3 * PERIOD_MS);
    const nearby = [-1, 0, 1].map((i) => codeAt(base32, now + i * PERIOD_MS));
    if (!nearby.includes(far)) expect(await matchingTotpStep(secret, far, now)).toBeNull();
  });
});
