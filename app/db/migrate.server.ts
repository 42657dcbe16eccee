import { migrate } from "drizzle-orm/node-postgres/migrator";
import { findUp } from "~/lib/find-up.server";
import type { Database } from "./client.server";

/** Any fixed number: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK = 72_410_001;

export const migrationsFolder = findUp(import.meta.url, "drizzle/meta/_journal.json")?.replace(/[\\/]meta[\\/]_journal\.json$/, "") ?? "drizzle";

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
