// `npm run backup [-- FILE]`: a consistent backup of the configured database (DATABASE_URL, or the
// embedded one in DATA_DIR, running or not) written to FILE, by default
// backups/drainage-<UTC date and time>.backup.gz. Restore with `npm run restore -- FILE`.
import fs from "node:fs";
import path from "node:path";
import { BackupError, backupDatabase } from "./lib/backup";
import { withDatabase } from "./with-database";

const stamp = new Date().toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
const file = path.resolve(process.argv[2] ?? path.join("backups", `drainage-${stamp}.backup.gz`));

try {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await withDatabase(async () => {
    const started = Date.now();
    const { tables, rows, objects } = await backupDatabase(process.env.DATABASE_URL!, file);
    const size = fs.statSync(file).size;
    console.log(`Backup written to ${file}: ${tables} tables, ${rows} rows, ${objects} stored-image objects, ${(size / 1024).toFixed(1)} KB, in ${Date.now() - started} ms.`);
  });
} catch (err) {
  console.error(err instanceof BackupError ? err.message : err);
  process.exitCode = 1;
}
process.exit(process.exitCode ?? 0);
