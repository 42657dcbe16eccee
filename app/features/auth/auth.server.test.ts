import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { user, userRoles } from "~/db/schema";
import { requireAdmin } from "./guard.server";
import { ensureAdmin, grantAdminByEmail, isAdmin, revokeAdmin, RoleError } from "./roles.server";
import { callAuthEndpoint, loginErrorMessage, signUpErrorMessage } from "./staff-auth.server";

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

  it("throttles repeated failures for one account, from any address", async () => {
    await ensureAdmin({ email: "target@example.com", password: "correct-horse-battery" });
    for (let i = 0; i < 5; i++) {
      const r = await signIn("target@example.com", `guess-number-${i}`);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.status).toBe(401);
    }
    // Even the right password is refused while the account is throttled.
    const blocked = await signIn("target@example.com", "correct-horse-battery");
    expect(blocked.ok).toBe(false);
    if (!blocked.ok) {
      expect(blocked.status).toBe(429);
      expect(loginErrorMessage(blocked)).toMatch(/Too many attempts/);
    }
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
    await expect(grantAdminByEmail("nobody@example.com")).rejects.toBeInstanceOf(RoleError);
    await signUp("helper@example.com");
    const helper = await grantAdminByEmail("helper@example.com");
    expect(await isAdmin(helper.id)).toBe(true);
    await revokeAdmin(helper.id);
    expect(await isAdmin(helper.id)).toBe(false);

    const admins = await getDb().select().from(userRoles).where(eq(userRoles.role, "admin"));
    for (const a of admins.slice(1)) await revokeAdmin(a.userId);
    await expect(revokeAdmin(admins[0].userId)).rejects.toMatchObject({ code: "LAST_ADMIN" });
    expect(await isAdmin(admins[0].userId)).toBe(true);
  });
});

describe("admin guard", () => {
  it("sends a visitor without a session to /auth", async () => {
    await expectRedirect(requireAdmin(fromClient()), "/auth", "Please log in to access the admin panel");
  });

  it("sends a signed-in user without the role to /", async () => {
    await signUp("not.admin@example.com");
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, "not.admin@example.com"));
    const login = await signIn("not.admin@example.com", "drain-rods-and-jetters");
    expect(login.ok).toBe(true);
    if (!login.ok) return;
    await expectRedirect(requireAdmin(fromClient({ cookie: cookieHeader(login.setCookies) })), "/", "You don't have admin access");
  });

  it("lets an admin through", async () => {
    await ensureAdmin({ email: "chief@example.com", password: "correct-horse-battery" });
    const login = await signIn("chief@example.com", "correct-horse-battery");
    if (!login.ok) throw new Error(login.message);
    const who = await requireAdmin(fromClient({ cookie: cookieHeader(login.setCookies) }));
    expect(who.email).toBe("chief@example.com");
  });
});
