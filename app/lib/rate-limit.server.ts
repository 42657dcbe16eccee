import { lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { rateLimitBuckets } from "~/db/schema";

export type RateLimitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * No limit's window may be longer than this. A counter whose window started longer ago than this
 * has expired whatever its key (the next hit would start it again at 1), so it can be deleted.
 */
export const RATE_LIMIT_MAX_WINDOW_SECONDS = 24 * 60 * 60;

function checkWindow(windowSeconds: number) {
  if (!(windowSeconds > 0 && windowSeconds <= RATE_LIMIT_MAX_WINDOW_SECONDS)) {
    throw new RangeError(`A rate-limit window must be between 1 second and ${RATE_LIMIT_MAX_WINDOW_SECONDS} seconds`);
  }
}

/**
 * Count one hit against `key` in a fixed window kept in PostgreSQL (shared by every instance).
 * Allowed while the count within the window is at most `max`.
 */
export async function hitRateLimit(key: string, max: number, windowSeconds: number): Promise<RateLimitResult> {
  checkWindow(windowSeconds);
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

export async function clearRateLimit(key: string) {
  await getDb().execute(sql`delete from rate_limit_buckets where key = ${key}`);
}

/** Delete the counters whose window has ended for any limit (a scheduled task). Answers how many. */
export async function deleteExpiredRateLimits({ now = new Date() }: { now?: Date } = {}) {
  const cutoff = new Date(now.getTime() - RATE_LIMIT_MAX_WINDOW_SECONDS * 1000);
  const result = await getDb().delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStart, cutoff));
  return { deleted: result.rowCount ?? 0 };
}
