import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import pg from "pg";

export { E2E_ADMIN, E2E_STAFF } from "./accounts";

/** The test server's database (the embedded one, through the connection file it writes). */
export async function withDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const info = JSON.parse(fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, "postgres.json"), "utf8")) as { url: string };
  const client = new pg.Client({ connectionString: info.url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** SQL for the next document number from its sequence, as the application formats it ("Q-00007"). */
export function documentNumberSql(prefix: "Q-" | "INV-", sequence: "quote_number_seq" | "invoice_number_seq") {
  return `(select '${prefix}' || lpad(n::text, greatest(5, length(n::text)), '0') from nextval('${sequence}') as n)`;
}

/**
 * Run `fn` while holding a lock shared by every test worker, for tests that add an admin for a
 * while or that need the shared admin to be the only one (a PostgreSQL advisory lock).
 */
export async function withAdminSetLock<T>(fn: () => Promise<T>): Promise<T> {
  const info = JSON.parse(fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, "postgres.json"), "utf8")) as { url: string };
  const client = new pg.Client({ connectionString: info.url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(90210)");
    return await fn();
  } finally {
    await client.query("select pg_advisory_unlock(90210)").catch(() => {});
    await client.end();
  }
}

/** Messages the local SMTP server has received, oldest first. */
export function receivedMail(): Array<{ to: string; raw: string }> {
  const dir = process.env.E2E_MAIL_DIR!;
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => {
      const raw = fs.readFileSync(path.join(dir, f), "utf8");
      return { to: /^X-Envelope-To: (.*)$/m.exec(raw)?.[1] ?? "", raw };
    });
}

/** `adminPage`: a page signed in as the admin; `staffPage`: signed in without the admin role. */
export const test = base.extend<{ adminPage: Page; staffPage: Page }>({
  adminPage: async ({ browser }, use) => {
    const context = await browser.newContext({ storageState: process.env.E2E_ADMIN_STATE });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
  staffPage: async ({ browser }, use) => {
    const context = await browser.newContext({ storageState: process.env.E2E_STAFF_STATE });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

export { expect };
