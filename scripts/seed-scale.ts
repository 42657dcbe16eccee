// `npm run seed:scale`: load a large firm's volume into the configured database (DATABASE_URL, or
// the embedded one in DATA_DIR) to measure the back office and portal at that size (bench/run.ts):
// 100,000 customers, 250,000 jobs (10,000 of them this month), 100,000 quotes and 100,000 invoices
// with their lines, 20,000 CCTV surveys, 20,000 chats, 25,000 enquiries and 1,000 blog posts, made by set-based SQL in a
// minute or two. It also creates a staff login and a portal login for a customer with 2,000 jobs,
// prints both and keeps them in DATA_DIR/scale-logins.json (read by the benchmark).
//
// Refuses a database that already has customers: scale data is for a database of its own, e.g.
//   DATA_DIR=./data-scale npm run seed:scale
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { scaleStatements, SCALE, SCALE_ADMIN_EMAIL, SCALE_PORTAL_EMAIL } from "../app/db/seed-scale.server";
import { withDatabase } from "./with-database";

try {
  // A new data directory for the embedded database (its secrets file is written there first).
  if (!process.env.DATABASE_URL) fs.mkdirSync(path.resolve(process.env.DATA_DIR || "data"), { recursive: true });
  await withDatabase(async () => {
    const { count } = await import("drizzle-orm");
    const { runMigrations } = await import("../app/db/migrate.server");
    const { getDb } = await import("../app/db/client.server");
    const { customers } = await import("../app/db/schema");
    const { getEnv } = await import("../app/lib/env.server");
    const db = getDb();
    await runMigrations(db);
    const [{ n }] = await db.select({ n: count() }).from(customers);
    if (n > 0) {
      console.error(`The database already has ${n} customers; scale data is loaded only into an empty database (e.g. DATA_DIR=./data-scale).`);
      process.exitCode = 1;
      return;
    }
    const started = performance.now();
    const client = await db.$client.connect();
    try {
      for (const [label, text] of scaleStatements()) {
        const t = performance.now();
        await client.query(text);
        console.log(`  ${label.padEnd(18)} ${((performance.now() - t) / 1000).toFixed(1)} s`);
      }
    } finally {
      client.release();
    }
    const logins = await createLogins();
    const file = path.resolve(getEnv().DATA_DIR, "scale-logins.json");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(logins, null, 2), { mode: 0o600 });
    console.log(
      `\nScale data loaded in ${((performance.now() - started) / 1000).toFixed(0)} s.\n` +
        `  Staff:  ${logins.admin.email} / ${logins.admin.password}\n` +
        `  Portal: ${logins.portal.email} / ${logins.portal.password} (a customer with ${SCALE.portalCustomerJobs} jobs)\n` +
        `  (kept in ${file} for npm run bench)`,
    );
  });
} catch (err) {
  console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
  process.exitCode = 1;
}
process.exit(process.exitCode ?? 0);

async function createLogins() {
  const { ensureAdmin } = await import("../app/features/auth/roles.server");
  const { getAuth } = await import("../app/features/auth/auth.server");
  const { linkAccountToCustomer } = await import("../app/features/customers/customers.server");
  const { installQueue } = await import("../app/lib/queue.server");
  // Account e-mails are queued in pg-boss's tables, which the server creates on its first start.
  await installQueue(process.env.DATABASE_URL!);
  const admin = { email: SCALE_ADMIN_EMAIL, password: randomBytes(12).toString("base64url") };
  await ensureAdmin({ ...admin, name: "Scale Test Office" });
  const portal = { email: SCALE_PORTAL_EMAIL, password: randomBytes(12).toString("base64url") };
  const ctx = await getAuth().$context;
  const created = await ctx.internalAdapter.createUser({ email: portal.email, name: "Alex Morgan", emailVerified: true }, { method: "email-password" });
  await ctx.internalAdapter.linkAccount({ userId: created.id, providerId: "credential", accountId: created.id, password: await ctx.password.hash(portal.password) });
  const link = await linkAccountToCustomer({ account: { id: created.id, email: portal.email, name: "Alex Morgan", emailVerified: true } });
  if (link.status !== "linked") throw new Error(`The portal login was not linked to its customer (${link.status})`);
  return { admin, portal };
}
