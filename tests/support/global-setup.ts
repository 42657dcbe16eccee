import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { runMigrations } from "../../app/db/migrate.server";
import type { Database } from "../../app/db/client.server";
import { startEmbeddedPostgres } from "../../server/embedded-postgres";
import { TEMPLATE_DB } from "./constants";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * One PostgreSQL for the whole run: the embedded one in a temporary directory, or
 * TEST_DATABASE_URL. The migrations (and the job queue's tables) are applied once to a template
 * database that each test file clones (see database-per-file.ts).
 */
export default async function setup(project: TestProject) {
  let stop: (() => Promise<void>) | undefined;
  let tmp: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "drainage-test-"));
    fs.chmodSync(tmp, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir: tmp, password: "test-password", log: () => {} });
    adminUrl = embedded.url;
    stop = embedded.stop;
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB}`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();

  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  const pool = new pg.Pool({ connectionString: templateUrl.toString() });
  await runMigrations(drizzle(pool) as unknown as Database);
  await pool.end();
  // pg-boss's tables and the application's queues, once, rather than in every test file.
  await import("../../app/runtime/tasks.server");
  const { installQueue } = await import("../../app/lib/queue.server");
  await installQueue(templateUrl.toString());

  project.provide("pgAdminUrl", adminUrl);

  return async () => {
    await stop?.();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  };
}
