import { and, count, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { user, userRoles } from "~/db/schema";
import { getAuth } from "~/lib/auth.server";

export class RoleError extends Error {
  constructor(
    public code: "USER_NOT_FOUND" | "LAST_ADMIN",
    message: string,
  ) {
    super(message);
  }
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
  if (!found) throw new RoleError("USER_NOT_FOUND", `No account uses the e-mail address ${email}.`);
  await getDb().insert(userRoles).values({ userId: found.id, role: "admin" }).onConflictDoNothing();
  return found;
}

/** Take the admin role away, never from the last admin. */
export async function revokeAdmin(userId: string) {
  const db = getDb();
  await db.transaction(async (tx) => {
    // Serialise concurrent revocations so two admins cannot remove each other at once.
    await tx.execute("select pg_advisory_xact_lock(72410002)");
    const [{ n }] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.role, "admin"));
    const holds = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
    if (holds.length === 0) return;
    if (n <= 1) throw new RoleError("LAST_ADMIN", "The last administrator cannot lose the admin role.");
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")));
  });
}

/**
 * Make sure an admin account exists for these credentials: create it (e-mail verified) when
 * absent, and give it the role. An existing account keeps its password.
 */
export async function ensureAdmin(input: { email: string; password: string; name?: string }) {
  const email = input.email.trim().toLowerCase();
  let found = await findUserByEmail(email);
  let created = false;
  if (!found) {
    await getAuth().api.signUpEmail({
      body: { email, password: input.password, name: input.name ?? "Administrator" },
    });
    found = await findUserByEmail(email);
    if (!found) throw new Error(`Could not create the admin account ${email}`);
    created = true;
  }
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, found.id));
  await getDb().insert(userRoles).values({ userId: found.id, role: "admin" }).onConflictDoNothing();
  return { ...found, created };
}

export async function countAdmins() {
  const [{ n }] = await getDb().select({ n: count() }).from(userRoles).where(eq(userRoles.role, "admin"));
  return n;
}
