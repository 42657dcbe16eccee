import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client.server";

/** Any fixed number: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK = 72_410_001;

// Both this source file (app/db/) and the server bundle (build/server/) sit two levels below the root.
export const migrationsFolder = path.resolve(fileURLToPath(import.meta.url), "../../../drizzle");

/** Apply the committed migrations. Several instances starting at once take turns. */
export async function runMigrations(db: Database) {
  const client = await db.$client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migrate(db, { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
