import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { startQueue } from "~/lib/queue.server";

/** Start this test file's job queue (workers polling every half second); stopped after the file. */
export async function startTestQueue() {
  await startQueue({ pollingIntervalSeconds: 0.5 });
}

type PendingJob = { name: string; state: string; retry_count: number; start_after: string };

/**
 * Start this test file's job queue if it is not running (workers polling every half second), then
 * wait until no job is waiting, running or due for a retry. With `skipRetryDelays`, a job waiting
 * for its retry is made due at once instead of after its backoff delay. The queue is stopped after
 * the file (database-per-file.ts).
 */
export async function drainQueue({ timeoutMs = 20_000, skipRetryDelays = false } = {}) {
  await startTestQueue();
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (skipRetryDelays) {
      await getDb().execute(sql`update pgboss.job set start_after = now() where state = 'retry' and start_after > now()`);
    }
    const { rows } = await getDb().execute<PendingJob>(sql`
      select name, state::text, retry_count, start_after::text from pgboss.job
      where state < 'completed' and name not like '\_\_pgboss\_\_%'`);
    if (rows.length === 0) return;
    if (Date.now() > until) throw new Error(`the job queue did not drain: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
