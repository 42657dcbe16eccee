import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "~/db/schema";
import { factoriesFor } from "../../support/factories";

export { E2E_ADMIN, E2E_STAFF } from "./accounts";

/** The URL of the test server's database (the embedded one, from the connection file it writes). */
function databaseUrl() {
  return (JSON.parse(fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, "postgres.json"), "utf8")) as { url: string }).url;
}

/** The test server's database, for a few queries. */
export async function withDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

let factoryHandle: ReturnType<typeof factoriesFor> | undefined;

/**
 * The shared test factories (tests/support/factories.ts), writing to the test server's database
 * through a drizzle client of this worker (its pool lets the worker exit when idle).
 */
export function factories() {
  factoryHandle ??= factoriesFor(drizzle(new pg.Pool({ connectionString: databaseUrl(), max: 2, allowExitOnIdle: true }), { schema }));
  return factoryHandle;
}

/**
 * Run `fn` while holding a lock shared by every test worker, for tests that add an admin for a
 * while or that need the shared admin to be the only one (a PostgreSQL advisory lock).
 */
export async function withAdminSetLock<T>(fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(90210)");
    return await fn();
  } finally {
    await client.query("select pg_advisory_unlock(90210)").catch(() => {});
    await client.end();
  }
}

/**
 * Run `fn` while holding a lock shared by every test worker, for tests that book the same free
 * windows from different places (the booking page and the chat both book next Thursday morning):
 * one books at a time, so neither finds its window taken by the other between the offer and the
 * choice.
 */
export async function withBookingLock<T>(fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(90112)");
    return await fn();
  } finally {
    await client.query("select pg_advisory_unlock(90112)").catch(() => {});
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
