import { hash as argon2Hash, verify as argon2Verify, type Algorithm } from "@node-rs/argon2";
import { verifyPassword as verifyScrypt } from "better-auth/crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { account, user } from "~/db/schema";

/**
 * Password storage (docs/decisions/0031): argon2id with 19 MiB of memory, 2 passes and 1 lane, the
 * first row of OWASP's password storage recommendations. Hashes made before it (better-auth's
 * scrypt, "salt:key" in hex) still verify, and are replaced on the next successful sign-in.
 */
// `Algorithm` is a const enum, which this build cannot read at run time: Argon2id is 2.
const ARGON2ID = 2 as Algorithm.Argon2id;

export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return argon2Hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  if (hash.startsWith("$argon2")) {
    try {
      return await argon2Verify(hash, password);
    } catch {
      return false;
    }
  }
  if (/^[0-9a-f]+:[0-9a-f]+$/i.test(hash)) return verifyScrypt({ hash, password });
  return false;
}

/** Whether a stored hash is made with other settings than today's (and should be replaced). */
export function needsRehash(hash: string) {
  return !hash.startsWith(CURRENT_PREFIX);
}

/**
 * After a successful sign-in with `password`: replace the account's stored hash when it was made
 * with older settings. Returns whether it was replaced. Only the hash that was checked is replaced
 * (a password changed meanwhile is left alone).
 */
export async function upgradePasswordHash({ email, password }: { email: string; password: string }): Promise<boolean> {
  const db = getDb();
  const [row] = await db
    .select({ id: account.id, password: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(and(eq(sql`lower(${user.email})`, email.trim().toLowerCase()), eq(account.providerId, "credential")))
    .limit(1);
  if (!row?.password || !needsRehash(row.password)) return false;
  if (!(await verifyPassword({ hash: row.password, password }))) return false;
  const replaced = await db
    .update(account)
    .set({ password: await hashPassword(password) })
    .where(and(eq(account.id, row.id), eq(account.password, row.password)))
    .returning({ id: account.id });
  return replaced.length > 0;
}
