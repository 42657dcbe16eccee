import { and, count, desc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { customerContacts, customers, session, user, userRoles } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { getAuth } from "~/features/auth/auth.server";
import { requireConfirmed } from "~/lib/confirmation";
import { DomainError } from "~/lib/domain-error";
import type { StaffRole } from "~/db/enums";

// Refusals are DomainErrors: an account not there is `not_found`; the last administrator and an
// address already in use are `conflict` (reasons `last_admin`, `account_exists`); an address not
// verified yet is `not_allowed` (reason `not_verified`).

/** The account's staff role (admin, office or engineer), or null for an account that is not staff. */
export async function staffRoleOf(userId: string): Promise<StaffRole | null> {
  const [row] = await getDb().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).limit(1);
  return row?.role ?? null;
}

export async function isAdmin(userId: string): Promise<boolean> {
  const rows = await getDb()
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .limit(1);
  return rows.length > 0;
}

async function findUserByEmail(email: string) {
  const [row] = await getDb()
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  return row;
}

/** Give an existing account the admin role. Idempotent. */
export async function grantAdminByEmail(email: string) {
  const found = await findUserByEmail(email);
  if (!found) throw new DomainError("not_found", `No account uses the e-mail address ${email}.`);
  await getDb().insert(userRoles).values({ userId: found.id, role: "admin" }).onConflictDoNothing();
  return found;
}

/**
 * Take the admin role away, never from the last admin (an admin may remove their own role only
 * while another admin remains), and end every session of the account. Returns whether the account held the role. With an `actor`, the
 * change is recorded in the audit log in the same transaction.
 */
export async function revokeAdmin(userId: string, actor?: { id: string }): Promise<boolean> {
  const db = getDb();
  return db.transaction(async (tx) => {
    // Serialise concurrent revocations so two admins cannot remove each other at once.
    await tx.execute("select pg_advisory_xact_lock(72410002)");
    const [{ n }] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.role, "admin"));
    const holds = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
    if (holds.length === 0) return false;
    if (n <= 1) throw new DomainError("conflict", "The last administrator cannot lose the admin role.", { reason: "last_admin" });
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
    // Every session of the account ends with the role: it signs in again with what it may still do.
    await tx.delete(session).where(eq(session.userId, userId));
    if (actor) {
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: "revoke",
        entityType: "user_role",
        entityId: userId,
        changes: { role: "admin", self: actor.id === userId },
      });
    }
    return true;
  });
}

/** The Staff page's revoke: `revokeAdmin` with the acting admin recorded, once confirmed (`confirmed=yes` in `input`). */
export async function revokeAdminRole({ actor, userId, input }: { actor: { id: string }; userId: string; input?: unknown }) {
  requireConfirmed(input as Record<string, unknown>, "remove the admin role");
  return revokeAdmin(userId, actor);
}

/**
 * The Staff page's grant: give an account the admin role. Only an account whose e-mail address is
 * verified may be granted it, so that the role goes to the owner of the address shown. Returns
 * whether the role was newly granted.
 */
export async function grantAdmin({ actor, userId, input }: { actor: { id: string }; userId: string; input?: unknown }): Promise<boolean> {
  requireConfirmed(input as Record<string, unknown>, "give this account the admin role");
  return getDb().transaction(async (tx) => {
    const [found] = await tx.select({ id: user.id, email: user.email, emailVerified: user.emailVerified }).from(user).where(eq(user.id, userId));
    if (!found) throw new DomainError("not_found", "That account no longer exists.");
    // A customer's portal account (theirs, or a contact's) is never staff: the office's records are not a customer's to see.
    const [asCustomer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.userId, userId)).limit(1);
    const [asContact] = asCustomer ? [] : await tx.select({ id: customerContacts.id }).from(customerContacts).where(eq(customerContacts.userId, userId)).limit(1);
    if (asCustomer || asContact) {
      throw new DomainError("not_allowed", `${found.email} is a customer's portal account, which can never be given a staff role. Staff need an account of their own.`, { reason: "customer_account" });
    }
    if (!found.emailVerified) {
      throw new DomainError(
        "not_allowed",
        `${found.email} has not verified its e-mail address yet. Ask them to open the link in their verification e-mail first.`,
        { reason: "not_verified" },
      );
    }
    const inserted = await tx
      .insert(userRoles)
      .values({ userId, role: "admin" })
      .onConflictDoNothing()
      .returning({ userId: userRoles.userId });
    if (inserted.length === 0) return false;
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "grant",
      entityType: "user_role",
      entityId: userId,
      changes: { role: "admin" },
    });
    return true;
  });
}

export type StaffAccount = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  createdAt: Date;
  roles: string[];
  /** The customer record this account is linked to (a portal account), if any. */
  customerId: string | null;
};

/** Every account with its roles: admins first, then the newest. */
export async function listStaffAccounts(): Promise<StaffAccount[]> {
  const roles = sql<string[]>`coalesce(array_agg(${userRoles.role}::text order by ${userRoles.role}) filter (where ${userRoles.role} is not null), '{}')`;
  const rows = await getDb()
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      roles,
      customerId: sql<string | null>`min(${customers.id}::text)`,
    })
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .leftJoin(customers, eq(customers.userId, user.id))
    .groupBy(user.id)
    .orderBy(sql`bool_or(${userRoles.role} = 'admin') desc nulls last`, desc(user.createdAt))
    .limit(1000);
  return rows;
}

/**
 * Make sure an admin account exists for these credentials (`ADMIN_EMAIL`/`ADMIN_PASSWORD`, the demo
 * start, `npm run admin -- create`). The role goes only to an account this creates itself, with the
 * given password and its e-mail address marked verified. An account that already holds the role is
 * left as it is (its password kept). An existing account without the role is never given it: anyone
 * could have signed up with that address and chosen its password, so it is refused with
 * `conflict` (reason `account_exists`); an operator who knows the account is theirs grants it with
 * `npm run admin -- grant <email>` or from the Staff page.
 */
export async function ensureAdmin(input: { email: string; password: string; name?: string }) {
  const email = input.email.trim().toLowerCase();
  const existing = await findUserByEmail(email);
  if (existing) {
    if (await isAdmin(existing.id)) return { ...existing, created: false };
    throw new DomainError(
      "conflict",
      `An account with the e-mail address ${email} already exists and is not an administrator, so it was not given the admin role. ` +
        `If that account is yours, grant it with: npm run admin -- grant ${email}`,
      { reason: "account_exists" },
    );
  }
  const signedUp = await getAuth().api.signUpEmail({
    body: { email, password: input.password, name: input.name ?? "Administrator" },
  });
  // Had someone signed up with the address in the meantime, sign-up would answer as if it had
  // created an account, with an id that is in no row: only the account made here gets the role.
  const [found] = await getDb()
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(and(eq(user.id, signedUp.user.id), eq(user.email, email)));
  if (!found) throw new DomainError("conflict", `The admin account ${email} could not be created: the address is already in use.`, { reason: "account_exists" });
  await getDb().transaction(async (tx) => {
    await tx.update(user).set({ emailVerified: true }).where(eq(user.id, found.id));
    await tx.insert(userRoles).values({ userId: found.id, role: "admin" }).onConflictDoNothing();
  });
  return { ...found, created: true };
}

export async function countAdmins() {
  const [{ n }] = await getDb().select({ n: count() }).from(userRoles).where(eq(userRoles.role, "admin"));
  return n;
}
