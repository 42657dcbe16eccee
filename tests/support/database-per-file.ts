import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { TEMPLATE_DB } from "./constants";

// Each test file gets its own database, cloned from the migrated template.
const adminUrl = inject("pgAdminUrl");
const name = `t_${randomBytes(6).toString("hex")}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
await admin.end();

const url = new URL(adminUrl);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
process.env.BETTER_AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123";
// Vitest sets BASE_URL to "/" (Vite's base path); the app means its public address.
process.env.BASE_URL = "http://localhost:3999";
process.env.NODE_ENV = "test";
delete process.env.SMTP_URL;

afterAll(async () => {
  // A test that started the job queue (drainQueue) leaves nothing running behind it.
  const { stopQueue } = await import("../../app/lib/queue.server");
  await stopQueue();
  const { closeDatabase } = await import("../../app/db/client.server");
  await closeDatabase();
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
});
