import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { thrown } from "../../tests/support/test-data";
import { getDb } from "~/db/client.server";
import { rateLimitBuckets } from "~/db/schema";
import { startQueue } from "~/lib/queue.server";
import { deleteExpiredRateLimits, hitRateLimit, RATE_LIMIT_MAX_WINDOW_SECONDS } from "~/lib/rate-limit.server";
import "./tasks.server";

describe("scheduled tasks", () => {
  it("are scheduled in the queue, in London time", async () => {
    await startQueue();
    const { rows } = await getDb().execute<{ name: string; cron: string; timezone: string }>(
      sql`select name, cron, timezone from pgboss.schedule order by name`,
    );
    expect(rows).toContainEqual({ name: "rate-limits.delete-expired", cron: "17 * * * *", timezone: "Europe/London" });
  });

  it("rate-limits.delete-expired deletes only counters whose window has ended for any limit", async () => {
    const now = new Date("2026-11-20T12:00:00Z");
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
    await getDb()
      .insert(rateLimitBuckets)
      .values([
        { key: "cleanup:old", windowStart: ago(RATE_LIMIT_MAX_WINDOW_SECONDS + 1), count: 3 },
        { key: "cleanup:recent", windowStart: ago(60 * 60), count: 9 },
        { key: "cleanup:edge", windowStart: ago(RATE_LIMIT_MAX_WINDOW_SECONDS - 1), count: 1 },
      ]);
    expect(await deleteExpiredRateLimits({ now })).toEqual({ deleted: 1 });
    const keys = (await getDb().select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(["cleanup:recent", "cleanup:edge"]));
    expect(keys).not.toContain("cleanup:old");
  });

  it("no limit may have a window longer than the one the clean-up assumes", async () => {
    const error = await thrown(hitRateLimit("cleanup:too-long", 1, RATE_LIMIT_MAX_WINDOW_SECONDS + 1));
    expect(error).toBeInstanceOf(RangeError);
  });
});
