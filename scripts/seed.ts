// Load the demo data into the configured database (DATABASE_URL, or the embedded one in DATA_DIR).
// Refuses when the database already has customers, so it never mixes demo rows into real ones; the
// price book's standard items are still added when the price book is empty (a database seeded before
// the price book existed).
import { withDatabase } from "./with-database";

try {
  await withDatabase(async () => {
    const { count } = await import("drizzle-orm");
    const { runMigrations } = await import("../app/db/migrate.server");
    const { getDb } = await import("../app/db/client.server");
    const { customers } = await import("../app/db/schema");
    const { seedDemoData, seedPriceBook } = await import("../app/db/seed.server");
    const db = getDb();
    await runMigrations(db);
    const [{ n }] = await db.select({ n: count() }).from(customers);
    if (n > 0) {
      const added = await seedPriceBook(db);
      if (added > 0) {
        console.log(`The database already has ${n} customers; demo data was not added. Price book: ${added} standard items added.`);
        return;
      }
      console.error(`The database already has ${n} customers; demo data was not added.`);
      process.exitCode = 1;
      return;
    }
    console.log("Demo data added:", await seedDemoData(db));
  });
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
}
process.exit(process.exitCode ?? 0);
