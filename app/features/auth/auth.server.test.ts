import { DomainError } from "~/lib/domain-error";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { user, userRoles } from "~/db/schema";
import { requireStaff } from "./guard.server";
import { ensureAdmin, grantAdminByEmail, isAdmin, revokeAdmin } from "./roles.server";
import { callAuthEndpoint, loginErrorMessage, signUpErrorMessage } from "./auth-endpoint.server";
import { getAuth } from "~/features/auth/auth.server";
import { getEnv } from "~/lib/env.server";
import { SIGN_IN_LIMITS, takeSignInAttempt } from "~/lib/sign-in-throttle.server";

let ip = 0;
/** A request from a new client address each time, so per-IP limits don't mix tests. */
function fromClient(headers: Record<string, string> = {}, address = `10.0.0.${++ip}`) {
  return new Request("http://localhost:3999/auth", { headers: { "x-client-ip": address, ...headers } });
}

async function signUp(email: string, password = "drain-rods-and-jetters") {
  return callAuthEndpoint(fromClient(), "/sign-up/email", { email, password, name: email.split("@")[0] });
}

async function signIn(email: string, password: string, request = fromClient()) {
  return callAuthEndpoint(request, "/sign-in/email", { email, password });
}

/** A password sign-in through better-auth's handler, as a browser at `address` (with `cookie`) sends it. */
async function rawSignIn(email: string, password: string, address: string, cookie?: string) {
  const env = getEnv();
  const headers = new Headers({ "content-type": "application/json", origin: new URL(env.BASE_URL).origin, "x-client-ip": address });
  if (cookie) headers.set("cookie", cookie);
  return getAuth().handler(
    new Request(`${env.BASE_URL}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify({ email, password }) }),
  );
}

/** The device cookie a sign-in answer set, as its Set-Cookie line. */
function deviceCookieOf(response: Response) {
  return response.headers.getSetCookie().find((c) => /^(__Secure-)?better-auth\.device=/.test(c));
}

const cookiePair = (setCookie: string) => setCookie.split(";")[0];

function cookieHeader(setCookies: string[]) {
  return setCookies.map((c) => c.split(";")[0]).join("; ");
}

async function expectRedirect(promise: Promise<unknown>, location: string, toastTitle: string) {
  const thrown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(thrown).toBeInstanceOf(Response);
  const res = thrown as Response;
  expect(res.status).toBe(302);
  expect(res.headers.get("Location")).toBe(location);
  const toast = res.headers.getSetCookie().find((c) => c.startsWith("toast="));
  expect(toast).toBeDefined();
  const payload = JSON.parse(Buffer.from(decodeURIComponent(toast!.split(";")[0].slice(6)).split(".")[0], "base64").toString());
  expect(payload.title).toBe(toastTitle);
}

describe("staff sign-up", () => {
  it("creates an account without any role and sends a verification e-mail", async () => {
    const result = await signUp("new.starter@example.com");
    expect(result.ok).toBe(true);
    const [row] = await getDb().select().from(user).where(eq(user.email, "new.starter@example.com"));
    expect(row.emailVerified).toBe(false);
    expect(await isAdmin(row.id)).toBe(false);
    const roles = await getDb().select().from(userRoles).where(eq(userRoles.userId, row.id));
    expect(roles).toHaveLength(0);
    const { emailLog } = await import("~/db/schema");
    const mails = await getDb().select().from(emailLog).where(eq(emailLog.to, "new.starter@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/verify-email\?token=/);
  });

  it("refuses a password shorter than 8 characters, and a very common one", async () => {
    const short = await signUp("short@example.com", "abc1234");
    expect(short.ok).toBe(false);
    const common = await signUp("common@example.com", "password1");
    expect(common.ok).toBe(false);
    if (!common.ok) expect(common.message).toMatch(/too common/);
    const rows = await getDb().select().from(user).where(eq(user.email, "common@example.com"));
    expect(rows).toHaveLength(0);
  });

  it("answers a repeated sign-up like a new one, creates nothing and tells the owner", async () => {
    await signUp("twice@example.com");
    const again = await signUp("twice@example.com", "some-other-password");
    expect(again.ok).toBe(true);
    const rows = await getDb().select().from(user).where(eq(user.email, "twice@example.com"));
    expect(rows).toHaveLength(1);
    const { emailLog } = await import("~/db/schema");
    const mails = await getDb().select().from(emailLog).where(eq(emailLog.to, "twice@example.com"));
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Verify/), expect.stringMatching(/^Sign-up attempt/)]),
    );
  });

  it("maps the catalogue's messages", () => {
    expect(signUpErrorMessage({ ok: false, status: 422, code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", message: "User already exists" })).toBe(
      "This email is already registered",
    );
    expect(signUpErrorMessage({ ok: false, status: 400, message: "Password too short" })).toBe("Password too short");
    expect(signUpErrorMessage({ ok: false, status: 500, message: "" })).toBe("An unexpected error occurred");
    expect(loginErrorMessage({ ok: false, status: 401, message: "Invalid login credentials" })).toBe("Invalid email or password");
    expect(loginErrorMessage({ ok: false, status: 400, message: "Email not verified" })).toBe("Email not verified");
  });
});

describe("staff login", () => {
  it("maps a wrong password to 'Invalid email or password'", async () => {
    await ensureAdmin({ email: "boss@example.com", password: "correct-horse-battery" });
    const result = await signIn("boss@example.com", "wrong-password-here");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(loginErrorMessage(result)).toBe("Invalid email or password");
    const good = await signIn("boss@example.com", "correct-horse-battery");
    expect(good.ok).toBe(true);
  });

  it("checks at most 5 of 20 wrong passwords sent at once from 20 addresses, and the owner's known device still signs in", async () => {
    await ensureAdmin({ email: "target@example.com", password: "correct-horse-battery" });
    // The owner signed in from this browser before: it holds a device cookie for the account.
    const earlier = await rawSignIn("target@example.com", "correct-horse-battery", "198.51.100.20");
    expect(earlier.status).toBe(200);
    const device = deviceCookieOf(earlier);
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/SameSite=Lax/i);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => rawSignIn("target@example.com", `spread-guess-${i}`, `203.0.113.${100 + i}`)),
    );
    const statuses = answers.map((r) => r.status);
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(SIGN_IN_LIMITS.perAccount.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - checked);
    for (const refused of answers.filter((r) => r.status === 429)) {
      const retryAfter = Number(refused.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.perAccount.windowSeconds);
      expect(((await refused.json()) as { message: string }).message).toMatch(/passkey.*reset your password/);
    }

    // Without the device cookie even the right password is not checked now.
    const stranger = await rawSignIn("target@example.com", "correct-horse-battery", "198.51.100.30");
    expect(stranger.status).toBe(429);
    // The owner's device signs in with the right password.
    const owner = await rawSignIn("target@example.com", "correct-horse-battery", "198.51.100.31", cookiePair(device!));
    expect(owner.status).toBe(200);
    // A device cookie of another account does not open this one's lockout.
    await ensureAdmin({ email: "other@example.com", password: "correct-horse-battery" });
    const others = deviceCookieOf(await rawSignIn("other@example.com", "correct-horse-battery", "198.51.100.32"));
    expect((await rawSignIn("target@example.com", "correct-horse-battery", "198.51.100.33", cookiePair(others!))).status).toBe(429);
    // Nor does a cookie whose signature is not the server's.
    const forged = cookiePair(device!).replace(/\.[^.;]*$/, ".AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=");
    expect((await rawSignIn("target@example.com", "correct-horse-battery", "198.51.100.34", forged)).status).toBe(429);
  });

  it("gives a known device its own 5 attempts, refused before the password is checked", async () => {
    await ensureAdmin({ email: "device@example.com", password: "correct-horse-battery" });
    const device = cookiePair(deviceCookieOf(await rawSignIn("device@example.com", "correct-horse-battery", "198.51.100.40"))!);
    for (let i = 0; i < SIGN_IN_LIMITS.perDevice.max; i++) {
      expect((await rawSignIn("device@example.com", `device-guess-${i}`, `198.51.100.${41 + i}`, device)).status).toBe(401);
    }
    const refused = await rawSignIn("device@example.com", "correct-horse-battery", "198.51.100.50", device);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    // The account's own count is untouched by the device's failures: a new browser still gets in.
    expect((await rawSignIn("device@example.com", "correct-horse-battery", "198.51.100.51")).status).toBe(200);
  });

  it("checks at most the limit's worth of passwords when guesses arrive all at once", async () => {
    await ensureAdmin({ email: "burst@example.com", password: "correct-horse-battery" });
    const request = fromClient({}, "203.0.113.11");
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn("burst@example.com", `burst-guess-${i}`, request)));
    const statuses = results.map((r) => (r.ok ? 200 : r.status));
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(SIGN_IN_LIMITS.perAccount.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - checked);
    const refused = results.find((r) => !r.ok && r.status === 429);
    if (refused && !refused.ok) expect(loginErrorMessage(refused)).toMatch(/Too many attempts.*passkey.*reset your password/);
  });

  it("starts an account's count again after a successful sign-in", async () => {
    await ensureAdmin({ email: "typo@example.com", password: "correct-horse-battery" });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < SIGN_IN_LIMITS.perAccount.max - 1; i++) {
        const r = await signIn("typo@example.com", `typo-${round}-${i}`, fromClient({}, `198.51.100.${60 + round * 10 + i}`));
        expect(r.ok ? 200 : r.status).toBe(401);
      }
      expect((await signIn("typo@example.com", "correct-horse-battery", fromClient({}, `198.51.100.${69 + round * 10}`))).ok).toBe(true);
    }
  });

  it("limits the attempts from one address across accounts", async () => {
    const ip = "203.0.113.12";
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress.max; i++) {
      expect((await takeSignInAttempt({ email: `many${i}@example.com`, ip })).allowed).toBe(true);
    }
    const refused = await takeSignInAttempt({ email: "one-more@example.com", ip });
    expect(refused).toMatchObject({ allowed: false });
    // Another address is unaffected.
    expect((await takeSignInAttempt({ email: "one-more@example.com", ip: "203.0.113.13" })).allowed).toBe(true);
  });

  it("counts an IPv6 client by its /64 network: a new address in it gets no new allowance", async () => {
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress.max; i++) {
      // Every guess from another address of the same /64, as a client holding the network could send.
      const ip = `2001:db8:77:1:${(i + 1).toString(16)}::${(i * 7 + 3).toString(16)}`;
      expect((await takeSignInAttempt({ email: `v6-${i}@example.com`, ip })).allowed).toBe(true);
    }
    expect(await takeSignInAttempt({ email: "v6-more@example.com", ip: "2001:db8:77:1:ffff::1" })).toMatchObject({ allowed: false });
    // The next network is another client.
    expect((await takeSignInAttempt({ email: "v6-more@example.com", ip: "2001:db8:77:2::1" })).allowed).toBe(true);
  });

  it("throttles repeated attempts from one address", async () => {
    const request = fromClient({}, "192.0.2.77");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await signIn(`someone${i}@example.com`, "not-the-password", request);
      statuses.push(r.ok ? 200 : r.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe("roles", () => {
  it("ensureAdmin is idempotent and keeps an existing password", async () => {
    const first = await ensureAdmin({ email: "Owner@Example.com", password: "first-password-ok" });
    const second = await ensureAdmin({ email: "owner@example.com", password: "another-password" });
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.id).toBe(first.id);
    expect((await signIn("owner@example.com", "first-password-ok")).ok).toBe(true);
  });

  it("grants by e-mail and never revokes the last admin", async () => {
    await expect(grantAdminByEmail("nobody@example.com")).rejects.toBeInstanceOf(DomainError);
    await signUp("helper@example.com");
    const helper = await grantAdminByEmail("helper@example.com");
    expect(await isAdmin(helper.id)).toBe(true);
    await revokeAdmin(helper.id);
    expect(await isAdmin(helper.id)).toBe(false);

    const admins = await getDb().select().from(userRoles).where(eq(userRoles.role, "admin"));
    for (const a of admins.slice(1)) await revokeAdmin(a.userId);
    await expect(revokeAdmin(admins[0].userId)).rejects.toMatchObject({ code: "conflict", reason: "last_admin" });
    expect(await isAdmin(admins[0].userId)).toBe(true);
  });
});

describe("admin guard", () => {
  it("sends a visitor without a session to /auth", async () => {
    await expectRedirect(requireStaff(fromClient()), "/auth", "Please log in to access the admin panel");
  });

  it("sends a signed-in user without the role to /", async () => {
    await signUp("not.admin@example.com");
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, "not.admin@example.com"));
    const login = await signIn("not.admin@example.com", "drain-rods-and-jetters");
    expect(login.ok).toBe(true);
    if (!login.ok) return;
    await expectRedirect(requireStaff(fromClient({ cookie: cookieHeader(login.setCookies) })), "/", "You don't have admin access");
  });

  it("lets an admin through", async () => {
    await ensureAdmin({ email: "chief@example.com", password: "correct-horse-battery" });
    const login = await signIn("chief@example.com", "correct-horse-battery");
    if (!login.ok) throw new Error(login.message);
    const who = await requireStaff(fromClient({ cookie: cookieHeader(login.setCookies) }));
    expect(who.email).toBe("chief@example.com");
  });
});
