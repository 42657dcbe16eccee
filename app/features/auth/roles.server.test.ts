import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, user, userRoles } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { makeCustomer, makeStaff, makeUser } from "../../../tests/support/factories";
import { countAdmins, ensureAdmin, grantAdmin, isAdmin, listStaffAccounts, revokeAdminRole } from "./roles.server";
import { callAuthEndpoint } from "./auth-endpoint.server";

async function account(email: string, { verified = true, admin = false } = {}) {
  const values = { email, name: email.split("@")[0], emailVerified: verified };
  const { id } = admin ? await makeStaff(values) : await makeUser(values);
  return { id, email };
}

/** Leave exactly the given accounts holding the admin role. */
async function onlyAdmins(...ids: string[]) {
  await getDb().delete(userRoles).where(eq(userRoles.role, "admin"));
  for (const id of ids) await getDb().insert(userRoles).values({ userId: id, role: "admin" });
}

async function auditFor(userId: string) {
  return getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "user_role"), eq(auditLog.entityId, userId)));
}

describe("listStaffAccounts", () => {
  it("lists every account with its e-mail, name, verification, roles and customer link, admins first", async () => {
    const boss = await account("list.boss@example.com", { admin: true });
    const fresh = await account("list.fresh@example.com", { verified: false });
    const portal = await account("list.portal@example.com");
    const customer = await makeCustomer({ userId: portal.id, name: "Portal Customer" });

    const rows = await listStaffAccounts();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(boss.id)).toMatchObject({ email: "list.boss@example.com", name: "list.boss", emailVerified: true, roles: ["admin"], customerId: null });
    expect(byId.get(fresh.id)).toMatchObject({ emailVerified: false, roles: [] });
    expect(byId.get(portal.id)).toMatchObject({ roles: [], customerId: customer.id });
    expect(byId.get(boss.id)!.createdAt).toBeInstanceOf(Date);

    const firstNonAdmin = rows.findIndex((r) => !r.roles.includes("admin"));
    expect(rows.slice(firstNonAdmin).some((r) => r.roles.includes("admin"))).toBe(false);
  });
});

describe("grantAdmin", () => {
  it("grants a verified account, records who did it, and is idempotent", async () => {
    const actor = await account("grant.actor@example.com", { admin: true });
    const target = await account("grant.target@example.com");
    expect(await grantAdmin({ actor, userId: target.id, input: { confirmed: "yes" } })).toBe(true);
    expect(await isAdmin(target.id)).toBe(true);
    expect(await grantAdmin({ actor, userId: target.id, input: { confirmed: "yes" } })).toBe(false);
    const entries = await auditFor(target.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "grant", actorUserId: actor.id, changes: { role: "admin" } });
  });

  it("refuses an account whose e-mail address is not verified, and one that does not exist", async () => {
    const actor = await account("grant.actor2@example.com", { admin: true });
    const unverified = await account("grant.unverified@example.com", { verified: false });
    await expect(grantAdmin({ actor, userId: unverified.id, input: { confirmed: "yes" } })).rejects.toMatchObject({ code: "not_allowed", reason: "not_verified" });
    expect(await isAdmin(unverified.id)).toBe(false);
    expect(await auditFor(unverified.id)).toHaveLength(0);
    await expect(grantAdmin({ actor, userId: "no-such-user", input: { confirmed: "yes" } })).rejects.toBeInstanceOf(DomainError);
  });
});

describe("revokeAdminRole", () => {
  it("revokes another admin and records it", async () => {
    const a = await account("revoke.a@example.com");
    const b = await account("revoke.b@example.com");
    await onlyAdmins(a.id, b.id);
    expect(await revokeAdminRole({ actor: a, userId: b.id, input: { confirmed: "yes" } })).toBe(true);
    expect(await isAdmin(b.id)).toBe(false);
    const entries = await auditFor(b.id);
    expect(entries[0]).toMatchObject({ action: "revoke", actorUserId: a.id, changes: { role: "admin", self: false } });
    // Revoking someone without the role changes nothing.
    expect(await revokeAdminRole({ actor: a, userId: b.id, input: { confirmed: "yes" } })).toBe(false);
  });

  it("lets an admin step down only while another admin remains", async () => {
    const a = await account("self.a@example.com");
    const b = await account("self.b@example.com");
    await onlyAdmins(a.id, b.id);
    expect(await revokeAdminRole({ actor: a, userId: a.id, input: { confirmed: "yes" } })).toBe(true);
    expect(await isAdmin(a.id)).toBe(false);
    expect((await auditFor(a.id))[0]).toMatchObject({ action: "revoke", changes: { self: true } });

    // b is now the last admin: neither b nor anyone else can take the role away.
    await expect(revokeAdminRole({ actor: b, userId: b.id, input: { confirmed: "yes" } })).rejects.toMatchObject({ code: "conflict", reason: "last_admin" });
    await expect(revokeAdminRole({ actor: a, userId: b.id, input: { confirmed: "yes" } })).rejects.toMatchObject({
      code: "conflict",
      reason: "last_admin",
      message: "The last administrator cannot lose the admin role.",
    });
    expect(await isAdmin(b.id)).toBe(true);
    expect(await countAdmins()).toBe(1);
    expect(await auditFor(b.id)).toHaveLength(0);
  });

  it("never leaves nobody when two admins revoke each other at the same time", async () => {
    const a = await account("race.a@example.com");
    const b = await account("race.b@example.com");
    await onlyAdmins(a.id, b.id);
    const results = await Promise.allSettled([revokeAdminRole({ actor: a, userId: b.id, input: { confirmed: "yes" } }), revokeAdminRole({ actor: b, userId: a.id, input: { confirmed: "yes" } })]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);
    expect(await countAdmins()).toBe(1);
  });
});

describe("ensureAdmin (the first admin from ADMIN_EMAIL and ADMIN_PASSWORD)", () => {
  const signIn = (email: string, password: string, ip: string) =>
    callAuthEndpoint(new Request("http://localhost:3999/auth", { headers: { "x-client-ip": ip } }), "/sign-in/email", { email, password });

  it("creates the account with the configured password, verified, with the role", async () => {
    const admin = await ensureAdmin({ email: "Configured.Admin@example.com", password: "configured-password-1" });
    expect(admin.created).toBe(true);
    const [row] = await getDb().select().from(user).where(eq(user.id, admin.id));
    expect(row).toMatchObject({ email: "configured.admin@example.com", emailVerified: true });
    expect(await isAdmin(admin.id)).toBe(true);
    expect((await signIn("configured.admin@example.com", "configured-password-1", "192.0.2.41")).ok).toBe(true);
  });

  it("never gives the role to an account someone signed up with that address before", async () => {
    const stranger = await callAuthEndpoint(
      new Request("http://localhost:3999/auth", { headers: { "x-client-ip": "192.0.2.42" } }),
      "/sign-up/email",
      { email: "early.bird@example.com", password: "strangers-own-password", name: "Early Bird" },
    );
    expect(stranger.ok).toBe(true);
    const [row] = await getDb().select().from(user).where(eq(user.email, "early.bird@example.com"));

    const attempt = ensureAdmin({ email: "early.bird@example.com", password: "configured-password-2" });
    await expect(attempt).rejects.toBeInstanceOf(DomainError);
    await expect(attempt).rejects.toMatchObject({ code: "conflict", reason: "account_exists", message: expect.stringMatching(/npm run admin -- grant early\.bird@example\.com/) });

    expect(await isAdmin(row.id)).toBe(false);
    const [after] = await getDb().select().from(user).where(eq(user.id, row.id));
    expect(after.emailVerified).toBe(false);
    // The stranger's own password still signs in to an account without the role; the configured one does nothing.
    expect((await signIn("early.bird@example.com", "configured-password-2", "192.0.2.43")).ok).toBe(false);
    expect((await signIn("early.bird@example.com", "strangers-own-password", "192.0.2.44")).ok).toBe(true);
    expect(await isAdmin(row.id)).toBe(false);
  });

  it("leaves an account that already holds the role as it is, password included", async () => {
    const first = await ensureAdmin({ email: "kept.admin@example.com", password: "first-password-ok" });
    const again = await ensureAdmin({ email: "kept.admin@example.com", password: "changed-in-config" });
    expect(again).toMatchObject({ id: first.id, created: false });
    expect((await signIn("kept.admin@example.com", "first-password-ok", "192.0.2.45")).ok).toBe(true);
  });
});
