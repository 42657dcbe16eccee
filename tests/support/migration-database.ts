import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { migrationsFolder } from "~/db/migrate.server";

// A database of its own for a test of one migration: made empty, migrated up to the migration before
// the one under test, filled as a database of that time was, then migrated the rest of the way; dropped
// after the file's tests.

type Journal = { entries: Array<{ tag: string }> };
const journal = () => JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as Journal;

/** A migrations folder holding only the first `count` migrations of the project's. */
function firstMigrations(count: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  const all = journal();
  fs.mkdirSync(path.join(dir, "meta"));
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...all, entries: all.entries.slice(0, count) }));
  for (const entry of all.entries.slice(0, count)) fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

/** The project's migrations by tag ("0017_audit_customer"), in order. */
export const migrationTags = () => journal().entries.map((e) => e.tag);

/**
 * Make the database and give a test its pool, with the two steps of an upgrade: `upTo(count)` applies
 * the first `count` migrations, `rest()` the others. The pool is ended when the test's callback ends.
 */
export function migrationDatabase() {
  const adminUrl = inject("pgAdminUrl");
  const name = `m_${randomBytes(6).toString("hex")}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;

  afterAll(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  return async function withDatabase(test: (db: { pool: pg.Pool; upTo(count: number): Promise<void>; rest(): Promise<void> }) => Promise<void>) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: url.toString() });
    const db = drizzle(pool);
    try {
      await test({ pool, upTo: (count) => migrate(db, { migrationsFolder: firstMigrations(count) }), rest: () => migrate(db, { migrationsFolder }) });
    } finally {
      await pool.end();
    }
  };
}
