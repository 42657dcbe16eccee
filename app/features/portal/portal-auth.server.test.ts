import { DomainError } from "~/lib/domain-error";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { customers, emailLog, portalSignUps, session, user } from "~/db/schema";
import { callAuthEndpoint } from "~/features/auth/auth-endpoint.server";
import { portalSignIn, portalSignUp, resendVerification } from "./portal-auth.server";
import { makeCustomer } from "../../../tests/support/factories";
import { getPortalVisitor } from "./portal.server";

let ip = 0;
const fromClient = () => new Request("http://localhost:3999/customer/login", { headers: { "x-client-ip": `10.8.0.${++ip}` } });
const PASSWORD = "gutter-brush-and-ladder";

function signUp(email: string, name = "Jane Customer") {
  return portalSignUp(fromClient(), {
    intent: "signup",
    name,
    email,
    phone: "01635 123456",
    address: "2 Bartholomew Street, Newbury",
    password: PASSWORD,
  });
}

function logIn(email: string) {
  return portalSignIn(fromClient(), { intent: "login", email, password: PASSWORD });
}

/** A request carrying the session cookies of a successful login. */
function withSession(headers: Headers) {
  const cookie = headers
    .getSetCookie()
    .filter((c) => !c.startsWith("toast="))
    .map((c) => c.split(";")[0])
    .join("; ");
  return new Request("http://localhost:3999/customer", { headers: { cookie } });
}

async function recordsWithEmail(email: string) {
  return getDb().select().from(customers).where(eq(customers.email, email));
}

async function accountOf(email: string) {
  const [account] = await getDb().select().from(user).where(eq(user.email, email));
  return account;
}

async function verify(email: string) {
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, email));
}

describe("portal sign-up", () => {
  it("creates the account and keeps its details; the customer record comes only once the address is verified", async () => {
    expect(await signUp("jane@example.com")).toEqual({ ok: true });
    const account = await accountOf("jane@example.com");
    expect(await recordsWithEmail("jane@example.com")).toHaveLength(0);
    expect(await getDb().select().from(portalSignUps).where(eq(portalSignUps.userId, account.id))).toEqual([
      expect.objectContaining({ phone: "01635 123456", address: "2 Bartholomew Street, Newbury" }),
    ]);

    // Before verification the login opens an empty portal that asks for it; still no record.
    const waiting = await logIn("jane@example.com");
    expect(waiting.headers.getSetCookie().some((c) => c.startsWith("toast="))).toBe(false);
    expect(await getPortalVisitor(withSession(waiting.headers))).toEqual({ status: "awaiting_verification", email: "jane@example.com", name: "Jane Customer" });
    expect(await recordsWithEmail("jane@example.com")).toHaveLength(0);

    await verify("jane@example.com");
    const ok = await logIn("jane@example.com");
    expect(ok.ok).toBe(true);
    const records = await recordsWithEmail("jane@example.com");
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ userId: account.id, name: "Jane Customer", phone: "01635 123456", address: "2 Bartholomew Street, Newbury" });
    expect(await getDb().select().from(portalSignUps).where(eq(portalSignUps.userId, account.id))).toHaveLength(0);
  });

  it("a sign-up with someone else's e-mail, never verified, gets no record and sees nothing; verified, it gets the existing record", async () => {
    const existing = await makeCustomer({ name: "Office Record", email: "known@example.com", phone: "01635 000000", address: "3 Cheap Street" });
    expect(await signUp("known@example.com", "Someone Else")).toEqual({ ok: true });
    const records = await recordsWithEmail("known@example.com");
    expect(records).toHaveLength(1);
    expect(records[0].id).toBe(existing.id);
    expect(records[0].userId).toBeNull();

    const waiting = await logIn("known@example.com");
    const visitor = await getPortalVisitor(withSession(waiting.headers));
    expect(visitor.status).toBe("awaiting_verification");
    expect(await recordsWithEmail("known@example.com")).toEqual(records);

    // Verified: the first login links the existing record, and makes no other.
    await verify("known@example.com");
    const ok = await logIn("known@example.com");
    const account = await accountOf("known@example.com");
    const after = await recordsWithEmail("known@example.com");
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: existing.id, userId: account.id, name: "Office Record", phone: "01635 000000" });
    const linked = await getPortalVisitor(withSession(ok.headers));
    expect(linked).toMatchObject({ status: "customer", customer: { customerId: existing.id } });
  });

  it("a second sign-up with a taken address changes nothing", async () => {
    expect(await signUp("jane@example.com", "Impostor")).toEqual({ ok: true });
    const records = await recordsWithEmail("jane@example.com");
    expect(records).toHaveLength(1);
    expect(records[0].name).toBe("Jane Customer");
  });
});

describe("portal login", () => {
  it("welcomes a customer with a session cookie", async () => {
    const result = await logIn("jane@example.com");
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.headers.getSetCookie().some((c) => c.startsWith("toast="))).toBe(true);
  });

  it("gives the server's message for a wrong password", async () => {
    const refused = await portalSignIn(fromClient(), { intent: "login", email: "jane@example.com", password: "wrong-password-here" }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).message).toMatch(/invalid email or password/i);
  });

  it("refuses an account that did not sign up through the portal, and ends its session", async () => {
    // An account made through better-auth alone (as staff accounts are), not the portal's sign-up.
    const made = await callAuthEndpoint(fromClient(), "/sign-up/email", { email: "staff.only@example.com", password: PASSWORD, name: "Staff" });
    expect(made.ok).toBe(true);
    await verify("staff.only@example.com");
    await expect(logIn("staff.only@example.com")).rejects.toMatchObject({ code: "not_allowed", message: "No customer account found. Please sign up first." });
    expect(await getDb().select().from(session).where(eq(session.userId, (await accountOf("staff.only@example.com")).id))).toHaveLength(0);
  });
});

describe("the verification e-mail", () => {
  async function verificationMails(email: string) {
    return (await getDb().select().from(emailLog).where(eq(emailLog.to, email))).filter((m) => m.text.includes("verify-email?token="));
  }

  it("leads back to the login page, which says the address is verified, and to the page the sign-up came from", async () => {
    const res = await portalSignUp(
      fromClient(),
      { intent: "signup", name: "Link Follower", email: "follower@example.com", phone: "01635 123456", address: "1 Link Lane", password: PASSWORD },
      { returnTo: "/customer/quotes/0b7e2f7a-1d1c-4c55-9a56-3f0f6b1f5c11" },
    );
    expect(res).toEqual({ ok: true });
    const [mail] = await verificationMails("follower@example.com");
    const link = new URL(/https?:\/\/\S+verify-email\?token=\S+/.exec(mail.text)![0]);
    expect(link.searchParams.get("callbackURL")).toBe("/customer/login?verified=1&redirectTo=%2Fcustomer%2Fquotes%2F0b7e2f7a-1d1c-4c55-9a56-3f0f6b1f5c11");
  });

  it("can be sent again by a sign-up still waiting for it", async () => {
    await signUp("again@example.com");
    const login = await logIn("again@example.com");
    expect(login.ok).toBe(true);
    if (!login.ok) return;
    const request = withSession(login.headers);
    expect(await resendVerification(request, { email: "again@example.com" })).toEqual({ ok: true });
    const mails = await verificationMails("again@example.com");
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain("callbackURL=%2Fcustomer%2Flogin%3Fverified%3D1");
  });
});
