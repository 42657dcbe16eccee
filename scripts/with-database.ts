import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "../app/lib/env.server";
import { DataDirInUseError, loadSecrets, lockDataDir } from "../server/data-dir";
import { connectionFile, startEmbeddedPostgres } from "../server/embedded-postgres";

/**
 * Run `task` against the configured database: DATABASE_URL, or the embedded database of DATA_DIR
 * (the running server's, or one started here for the duration of the task).
 */
export async function withDatabase<T>(task: (info: { embedded: boolean; created: boolean }) => Promise<T>): Promise<T> {
  const env = parseEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  const secrets = loadSecrets(dataDir);
  process.env.BETTER_AUTH_SECRET ??= secrets.betterAuthSecret;
  process.env.BASE_URL = env.BASE_URL;
  if (env.DATABASE_URL) return task({ embedded: false, created: false });

  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    const file = connectionFile(dataDir);
    if (!fs.existsSync(file)) throw err;
    process.env.DATABASE_URL = (JSON.parse(fs.readFileSync(file, "utf8")) as { url: string }).url;
    try {
      return await task({ embedded: true, created: false });
    } finally {
      // Before the server that owns the database stops it.
      const { closeDatabase } = await import("../app/db/client.server");
      await closeDatabase();
    }
  }
  const db = await startEmbeddedPostgres({ dataDir, password: secrets.postgresPassword, log: () => {} });
  process.env.DATABASE_URL = db.url;
  try {
    return await task({ embedded: true, created: db.created });
  } finally {
    const { closeDatabase } = await import("../app/db/client.server");
    await closeDatabase();
    await db.stop();
    release();
  }
}
