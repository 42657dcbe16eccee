import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { getEnv } from "~/lib/env.server";
import * as schema from "./schema";
import { log } from "~/lib/log.server";

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

type Holder = { pool: pg.Pool; db: Database; url: string };
const key = Symbol.for("drainage.db");
const g = globalThis as unknown as Record<symbol, Holder | undefined>;

// Timestamps without zone are never used; dates (type 1082) stay strings like "2026-11-21".
pg.types.setTypeParser(1082, (v) => v);

function connectionString() {
  const url = getEnv().DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: the server sets it before the app starts");
  return url;
}

function holder(): Holder {
  const url = connectionString();
  const current = g[key];
  if (current && current.url === url) return current;
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle connection lost (the database restarted, say). The error's own fields include the whole
  // client object, so only what identifies the failure is logged; the pool opens a new connection.
  pool.on("error", (err: Error & { code?: string }) => log.error({ code: err.code, message: err.message }, "pg pool: idle connection lost"));
  const db = drizzle(pool, { schema }) as Database;
  g[key] = { pool, db, url };
  return g[key];
}

/** The shared database handle. One pool per process. */
export function getDb(): Database {
  return holder().db;
}

export async function pingDatabase(timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const { pool } = holder();
    const connecting = pool.connect();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // The connection may still come after the answer: it goes back to the pool then, or it
        // would stay taken for good (and the pool could never be closed).
        connecting.then((late) => late.release()).catch(() => {});
        reject(new Error("timeout"));
      }, timeoutMs);
    });
    const client = await Promise.race([connecting, timeout]);
    clearTimeout(timer);
    try {
      await client.query("select 1");
      return true;
    } finally {
      client.release();
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function closeDatabase() {
  const current = g[key];
  if (!current) return;
  g[key] = undefined;
  await current.pool.end();
}
