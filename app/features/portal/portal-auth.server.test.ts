import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { customers, session, user } from "~/db/schema";
import { portalSignIn, portalSignUp } from "./portal-auth.server";

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

async function recordsWithEmail(email: string) {
  return getDb().select().from(customers).where(eq(customers.email, email));
}

describe("portal sign-up", () => {
  it("creates the account and a customer record linked to it", async () => {
    expect(await signUp("jane@example.com")).toEqual({ ok: true });
    const [account] = await getDb().select().from(user).where(eq(user.email, "jane@example.com"));
    const records = await recordsWithEmail("jane@example.com");
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ userId: account.id, name: "Jane Customer", phone: "01635 123456", address: "2 Bartholomew Street, Newbury" });
  });

  it("does not create a second record, nor link the existing one, for an address already on a record", async () => {
    const [existing] = await getDb()
      .insert(customers)
      .values({ name: "Office Record", email: "known@example.com", phone: "01635 000000", address: "3 Cheap Street" })
      .returning();
    expect(await signUp("known@example.com", "Someone Else")).toEqual({ ok: true });
    const records = await recordsWithEmail("known@example.com");
    expect(records).toHaveLength(1);
    expect(records[0].id).toBe(existing.id);
    expect(records[0].userId).toBeNull();

    // Login before the address is verified: refused, the record stays unlinked, the session ended.
    const refused = await portalSignIn(fromClient(), { intent: "login", email: "known@example.com", password: PASSWORD });
    expect(refused).toMatchObject({ ok: false, message: "No customer account found. Please sign up first." });
    const [account] = await getDb().select().from(user).where(eq(user.email, "known@example.com"));
    expect(await getDb().select().from(session).where(eq(session.userId, account.id))).toHaveLength(0);
    expect((await recordsWithEmail("known@example.com"))[0].userId).toBeNull();

    // Verified: the first login links the record.
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, account.id));
    const ok = await portalSignIn(fromClient(), { intent: "login", email: "known@example.com", password: PASSWORD });
    expect(ok.ok).toBe(true);
    expect((await recordsWithEmail("known@example.com"))[0].userId).toBe(account.id);
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
    const result = await portalSignIn(fromClient(), { intent: "login", email: "jane@example.com", password: PASSWORD });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.headers.getSetCookie().some((c) => c.startsWith("toast="))).toBe(true);
  });

  it("gives the server's message for a wrong password", async () => {
    const result = await portalSignIn(fromClient(), { intent: "login", email: "jane@example.com", password: "wrong-password-here" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/invalid email or password/i);
  });
});
