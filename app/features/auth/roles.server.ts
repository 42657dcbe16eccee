import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { customerContacts, customers, session, user, userRoles } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { getAuth } from "~/features/auth/auth.server";
import { requireConfirmed } from "~/lib/confirmation";
import { DomainError } from "~/lib/domain-error";
import { STAFF_ROLES, type StaffRole } from "~/db/enums";
import type { Actor, StaffActor } from "~/lib/actor";

// The owner of `user_roles`: every grant, change and removal of a staff role is made here, in one
// transaction with the end of the person's sessions and the audit entry.
//
// Refusals are DomainErrors: an account not there is `not_found`; the last administrator, an
// address already in use and a customer's portal account are `conflict` (reasons `last_admin`,
// `account_exists`, `customer_account`); an address not verified yet is `not_allowed` (reason
// `not_verified`); an actor who may not manage staff is `not_allowed` (reason `admin_only`).

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Any fixed number: serialises every change that could take the last admin's role away. */
const ROLE_CHANGE_LOCK = 72410002;

/** Staff management is the admin role's alone: an office member, an engineer or a customer is refused. */
export function requireAdminActor(actor: Actor): asserts actor is StaffActor & { role: "admin" } {
  if (actor.kind !== "staff" || actor.role !== "admin") {
    throw new DomainError("not_allowed", "Only an administrator can manage staff.", { reason: "admin_only" });
  }
}

/** The back office (admin or office): an engineer or a customer is refused. */
export function requireOfficeActor(actor: Actor): asserts actor is StaffActor {
  if (actor.kind !== "staff") throw new DomainError("not_allowed", "Only office staff can do this.", { reason: "office_only" });
}

/** Whether `userId` is a customer's portal account (the account holder's, or a contact's). */
export async function isPortalAccount(executor: Pick<Database, "select">, userId: string): Promise<boolean> {
  const [asCustomer] = await executor.select({ id: customers.id }).from(customers).where(eq(customers.userId, userId)).limit(1);
  if (asCustomer) return true;
  const [asContact] = await executor.select({ id: customerContacts.id }).from(customerContacts).where(eq(customerContacts.userId, userId)).limit(1);
  return Boolean(asContact);
}

/** The refusal for a portal account offered a staff role. */
export function portalAccountRefusal(email: string) {
  return new DomainError(
    "conflict",
    `${email} is a customer's portal account, which can never be given a staff role. Staff need an account of their own, with another e-mail address.`,
    { reason: "customer_account" },
  );
}

/** The account's staff role (admin, office or engineer), or null for an account that is not staff. */
export async function staffRoleOf(userId: string): Promise<StaffRole | null> {
  const [row] = await getDb().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).limit(1);
  return row?.role ?? null;
}

/** Whether the account is on the office's staff (admin or office role): the back office is theirs. */
export async function isOfficeStaff(userId: string): Promise<boolean> {
  const role = await staffRoleOf(userId);
  return role === "admin" || role === "office";
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

/**
 * Give an existing account a staff role from the command line (`npm run admin -- grant <email>
 * [role]`): the operator vouches for the account. Idempotent; a change of role ends the account's
 * sessions, and the last admin keeps the role. A customer's portal account is refused.
 */
export async function grantRoleByEmail(email: string, role: StaffRole = "admin") {
  const found = await findUserByEmail(email);
  if (!found) throw new DomainError("not_found", `No account uses the e-mail address ${email}.`);
  await getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK})`);
    if (await isPortalAccount(tx, found.id)) throw portalAccountRefusal(found.email);
    await setRole(tx, found.id, role);
  });
  return found;
}

/** Give an existing account the admin role. Idempotent. */
export async function grantAdminByEmail(email: string) {
  return grantRoleByEmail(email, "admin");
}

/**
 * Put `role` on the account in `tx` (which holds the role-change lock): refused when it would take
 * the role from the last admin; a change ends every session of the account. Returns the role it
 * held before (null: none), or undefined when it already held this one (nothing changed).
 */
async function setRole(tx: Tx, userId: string, role: StaffRole): Promise<StaffRole | null | undefined> {
  const [current] = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).for("update");
  if (current?.role === role) return undefined;
  if (current?.role === "admin") await keepLastAdmin(tx);
  await tx
    .insert(userRoles)
    .values({ userId, role })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role, createdAt: new Date() } });
  // Every session of the account ends with the change: it signs in again with what it may now do.
  await tx.delete(session).where(eq(session.userId, userId));
  return current?.role ?? null;
}

async function keepLastAdmin(tx: Tx) {
  const [{ n }] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.role, "admin"));
  if (n <= 1) throw new DomainError("conflict", "The last administrator cannot lose the admin role.", { reason: "last_admin" });
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
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK})`);
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
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK})`);
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
    const from = await setRole(tx, userId, "admin");
    if (from === undefined) return false;
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: from === null ? "grant" : "change_role",
      entityType: "user_role",
      entityId: userId,
      changes: from === null ? { role: "admin" } : { role: { from, to: "admin" } },
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

/** A member of staff as the Staff page and a person's page show them. */
export type StaffMember = { id: string; email: string; name: string; role: StaffRole; emailVerified: boolean; createdAt: Date };

/** The order staff are listed in: admins, then office, then engineers, each by name. */
const roleOrder = sql`array_position(array['admin','office','engineer']::role[], ${userRoles.role})`;

/**
 * The staff (admins, office, engineers) with their roles, for an admin: admins first, then the
 * office, then engineers, each by name. Accounts without a role are in `listStaffAccounts`.
 */
export async function listStaff({ actor }: { actor: Actor }): Promise<StaffMember[]> {
  requireAdminActor(actor);
  return getDb()
    .select({ id: user.id, email: user.email, name: user.name, role: userRoles.role, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .orderBy(roleOrder, asc(sql`lower(${user.name})`), asc(user.email))
    .limit(1000);
}

/** One member of staff, for the office (admin or office): not staff, or not there, is `not_found`. */
export async function staffMember({ actor, userId }: { actor: Actor; userId: string }): Promise<StaffMember> {
  requireOfficeActor(actor);
  const [row] = await getDb()
    .select({ id: user.id, email: user.email, name: user.name, role: userRoles.role, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.userId, userId))
    .limit(1);
  if (!row) throw new DomainError("not_found", "That member of staff was not found.");
  return row;
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * An admin puts `role` on an account (a member of staff, or an account without a role whose
 * address is verified), once confirmed. Never takes the role from the last admin, never gives one
 * to a customer's portal account (`conflict`, reason `customer_account`). Every session of the
 * person ends in the same transaction, and the change is in the audit log. Returns whether the
 * role changed (false: they already held it).
 */
export async function changeRole({ actor, userId, role, input }: { actor: Actor; userId: string; role: StaffRole; input?: unknown }): Promise<boolean> {
  requireAdminActor(actor);
  if (!isStaffRole(role)) throw new DomainError("invalid", "Choose admin, office or engineer.", { fieldErrors: { role: "Choose admin, office or engineer" } });
  requireConfirmed(input as Record<string, unknown>, "change this person's role");
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK})`);
    const [found] = await tx.select({ id: user.id, email: user.email, emailVerified: user.emailVerified }).from(user).where(eq(user.id, userId));
    if (!found) throw new DomainError("not_found", "That account no longer exists.");
    if (await isPortalAccount(tx, userId)) throw portalAccountRefusal(found.email);
    if (!found.emailVerified) {
      throw new DomainError("not_allowed", `${found.email} has not verified its e-mail address yet. Ask them to open the link in their verification e-mail first.`, {
        reason: "not_verified",
      });
    }
    const from = await setRole(tx, userId, role);
    if (from === undefined) return false;
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: from === null ? "grant" : "change_role",
      entityType: "user_role",
      entityId: userId,
      changes: from === null ? { role } : { role: { from, to: role }, self: actor.id === userId },
    });
    return true;
  });
}

/**
 * An admin takes someone off the staff (their role removed; the account stays, with no access),
 * once confirmed: never the last admin. Every session of the person ends in the same transaction;
 * audited. Returns whether they were staff.
 */
export async function removeFromStaff({ actor, userId, input }: { actor: Actor; userId: string; input?: unknown }): Promise<boolean> {
  requireAdminActor(actor);
  requireConfirmed(input as Record<string, unknown>, "remove this person from the staff");
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLE_CHANGE_LOCK})`);
    const [current] = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).for("update");
    if (!current) return false;
    if (current.role === "admin") await keepLastAdmin(tx);
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "revoke",
      entityType: "user_role",
      entityId: userId,
      changes: { role: current.role, self: actor.id === userId },
    });
    return true;
  });
}
