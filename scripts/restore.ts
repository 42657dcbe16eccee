// `npm run restore -- FILE [--replace]`: load a backup made by `npm run backup` into the configured
// database (DATABASE_URL, or the embedded one in DATA_DIR), which must be empty: a new DATA_DIR, or
// a newly created database. --replace first drops everything in it (stop the server first).
import fs from "node:fs";
import { BackupError, restoreDatabase } from "./lib/backup";
import { withDatabase } from "./with-database";

const args = process.argv.slice(2);
const replace = args.includes("--replace");
const files = args.filter((a) => a !== "--replace");

try {
  if (files.length !== 1 || files[0].startsWith("--")) throw new BackupError("Usage: npm run restore -- FILE [--replace]");
  if (!fs.existsSync(files[0])) throw new BackupError(`No such file: ${files[0]}`);
  await withDatabase(async () => {
    const started = Date.now();
    const { tables, rows } = await restoreDatabase(process.env.DATABASE_URL!, files[0], { replace });
    console.log(`Restored ${files[0]}: ${tables} tables, ${rows} rows, in ${Date.now() - started} ms.`);
  });
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exitCode = 1;
}
process.exit(process.exitCode ?? 0);
