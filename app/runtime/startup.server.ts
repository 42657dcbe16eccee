import { randomBytes } from "node:crypto";
import { count } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { runMigrations } from "~/db/migrate.server";
import { customers } from "~/db/schema";
import { seedDemoData } from "~/db/seed.server";
import { preloadEmailTemplates } from "~/emails/render.server";
import { countAdmins, ensureAdmin } from "~/features/auth/roles.server";
import { isDomainError } from "~/lib/domain-error";
import { createDemoContactAccount, createDemoPortalAccount } from "~/features/portal/portal-auth.server";
import { createDemoStaffLogins } from "~/features/staff/demo-logins.server";
import { getEnv } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import { installQueue, startQueue } from "~/lib/queue.server";
import "./tasks.server";

export type StartupOptions = {
  /** True when the embedded database was created by this start: demo data and a demo admin. */
  freshEmbedded: boolean;
  /**
   * Migrations, the first admin and (with `freshEmbedded`) demo data. Under the cluster primary
   * the first worker prepares the database before the others start; they (and a worker started
   * in place of one that died) are given false, and only start their own queue.
   */
  prepareDatabase?: boolean;
};

export const DEMO_ADMIN_EMAIL = "admin@example.com";

/** Any fixed number: the advisory lock that serialises the first admin's creation across instances. */
const ADMIN_BOOTSTRAP_LOCK = 72_410_003;

async function withStartupLock<T>(task: () => Promise<T>): Promise<T> {
  const client = await getDb().$client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [ADMIN_BOOTSTRAP_LOCK]);
    try {
      return await task();
    } finally {
      await client.query("select pg_advisory_unlock($1)", [ADMIN_BOOTSTRAP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** Migrations, the first admin, (for a new embedded database) demo data, then the job queue. */
export async function runStartupTasks({ freshEmbedded, prepareDatabase = true }: StartupOptions) {
  if (prepareDatabase) await prepare(freshEmbedded);
  await preloadEmailTemplates();
  await startQueue();
}

async function prepare(freshEmbedded: boolean) {
  const env = getEnv();
  const db = getDb();
  await runMigrations(db);
  // The queue's tables before anything below queues work (the demo portal login's e-mail, say);
  // its workers start last.
  if (env.DATABASE_URL) await installQueue(env.DATABASE_URL);
  log.info("migrations applied");

  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    try {
      // Instances starting together take turns: the second finds the account the first made.
      const admin = await withStartupLock(() => ensureAdmin({ email: env.ADMIN_EMAIL!, password: env.ADMIN_PASSWORD! }));
      log.info({ email: admin.email }, admin.created ? "admin account created" : "admin account present");
    } catch (err) {
      // Someone else's account with that address: the server runs, without giving it the role.
      if (!isDomainError(err)) throw err;
      log.error({ email: env.ADMIN_EMAIL }, err.message);
    }
  } else if (env.ADMIN_EMAIL || env.ADMIN_PASSWORD) {
    log.warn("ADMIN_EMAIL and ADMIN_PASSWORD must be set together; no admin account was created");
  } else if (freshEmbedded && (await countAdmins()) === 0) {
    const password = randomBytes(9).toString("base64url");
    await ensureAdmin({ email: DEMO_ADMIN_EMAIL, password, name: "Demo Administrator" });
    // Printed once, on the first start of a new data directory, for the person trying the demo.
    // eslint-disable-next-line no-console -- the demo credentials are for the person at the terminal, not the log
    console.log(
      `\n  Demo admin account created. Sign in at ${env.BASE_URL}/auth with\n` +
        `    email:    ${DEMO_ADMIN_EMAIL}\n    password: ${password}\n` +
        `  (shown only this once; grant other accounts with: npm run admin -- grant <email>)\n`,
    );
  }

  if (freshEmbedded) {
    const [{ n }] = await db.select({ n: count() }).from(customers);
    if (n === 0) {
      const summary = await seedDemoData(db);
      log.info(summary, "demo data seeded");
      const password = randomBytes(9).toString("base64url");
      const portal = await createDemoPortalAccount({ password });
      if (portal) {
        // Printed once, like the admin's, so that the customer portal can be tried at once.
        // eslint-disable-next-line no-console -- the demo credentials are for the person at the terminal, not the log
        console.log(
          `\n  Demo customer portal login (a customer with a quote and a maintenance contract to accept, and an invoice to pay).\n` +
            `  Sign in at ${env.BASE_URL}/customer/login with\n` +
            `    email:    ${portal.email}\n    password: ${password}\n`,
        );
      }
      const contact = await createDemoContactAccount({ password });
      if (contact) {
        // A contact's own login (a tenant who sees only their flat's jobs), with the same password.
        // eslint-disable-next-line no-console -- the demo credentials are for the person at the terminal, not the log
        console.log(`  Demo contact login (a tenant who sees only their flat's jobs), same password:\n    email:    ${contact.email}\n`);
      }
      const staff = await createDemoStaffLogins({ password });
      if (staff.length > 0) {
        // The engineers sign in at the same page and land on their day; the office member in the back office, without the Staff page.
        const lines = staff.map((s) => `    ${s.role.padEnd(9)} ${s.email} (${s.name})`).join("\n");
        // eslint-disable-next-line no-console -- the demo credentials are for the person at the terminal, not the log
        console.log(`  Demo staff logins at ${env.BASE_URL}/auth, ${portal ? "same password" : `password ${password}`}:\n${lines}\n`);
      }
    }
  }
}
