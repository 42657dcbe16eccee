import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Count one hit against `key` in a fixed window kept in PostgreSQL (shared by every instance).
 * Allowed while the count within the window is at most `max`.
 */
export async function hitRateLimit(key: string, max: number, windowSeconds: number): Promise<RateLimitResult> {
  const result = await getDb().execute<{ count: number; window_start: Date }>(sql`
    insert into rate_limit_buckets as b (key, window_start, count)
    values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when b.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else b.count + 1 end,
      window_start = case when b.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else b.window_start end
    returning count, window_start`);
  const row = result.rows[0];
  const elapsed = (Date.now() - new Date(row.window_start).getTime()) / 1000;
  return {
    allowed: row.count <= max,
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil(windowSeconds - elapsed)),
  };
}

/** Look at a limit without counting a hit. */
export async function peekRateLimit(key: string, max: number, windowSeconds: number): Promise<boolean> {
  const result = await getDb().execute<{ count: number }>(sql`
    select count from rate_limit_buckets
    where key = ${key} and window_start >= now() - make_interval(secs => ${windowSeconds})`);
  const row = result.rows[0];
  return !row || row.count < max;
}

export async function clearRateLimit(key: string) {
  await getDb().execute(sql`delete from rate_limit_buckets where key = ${key}`);
}
