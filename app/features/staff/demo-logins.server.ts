import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { account, user, userRoles } from "~/db/schema";
import { DEMO_ENGINEERS } from "~/db/seed-field.server";
import { getAuth } from "~/features/auth/auth.server";

// The demo's staff logins, made at the first start of a new demo database (which prints them): the
// seeded engineers get a password, and an office member is made. Made as the demo portal login is:
// better-auth's own account rows, the address verified (it is the demo's own), nothing sent.

export const DEMO_OFFICE = { email: "office@example.com", name: "Olivia Office" } as const;

/**
 * A password for each demo engineer that has none yet, and the demo office login (role office)
 * when no account uses its address. Returns the logins made (e-mail address and role).
 */
export async function createDemoStaffLogins({ password }: { password: string }): Promise<Array<{ email: string; name: string; role: "engineer" | "office" }>> {
  const ctx = await getAuth().$context;
  const hash = await ctx.password.hash(password);
  const made: Array<{ email: string; name: string; role: "engineer" | "office" }> = [];
  for (const engineer of DEMO_ENGINEERS) {
    const [row] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, engineer.email)).limit(1);
    if (!row) continue;
    const [credential] = await getDb().select({ id: account.id }).from(account).where(eq(account.userId, row.id)).limit(1);
    if (credential) continue;
    await ctx.internalAdapter.linkAccount({ userId: row.id, providerId: "credential", accountId: row.id, password: hash });
    made.push({ email: engineer.email, name: engineer.name, role: "engineer" });
  }
  if (!(await ctx.internalAdapter.findUserByEmail(DEMO_OFFICE.email))) {
    const created = await ctx.internalAdapter.createUser({ email: DEMO_OFFICE.email, name: DEMO_OFFICE.name, emailVerified: true }, { method: "email-password" });
    await ctx.internalAdapter.linkAccount({ userId: created.id, providerId: "credential", accountId: created.id, password: hash });
    await getDb().insert(userRoles).values({ userId: created.id, role: "office" }).onConflictDoNothing();
    made.push({ email: DEMO_OFFICE.email, name: DEMO_OFFICE.name, role: "office" });
  }
  return made;
}
