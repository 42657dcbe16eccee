import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { drainQueue } from "../../tests/support/queue";
import { thrown } from "../../tests/support/test-data";
import { getDb } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { enqueue, registerWorker, scheduleTask, startQueue, startQueueInstance, stopQueue, type JobName } from "./queue.server";

declare module "./queue.server" {
  interface JobData {
    "test.record": { n: number };
    "test.flaky": { n: number };
  }
}

const handled: number[] = [];
registerWorker("test.record", async (job) => {
  handled.push(job.data.n);
});

const attempts: Array<{ retryCount: number; retryLimit: number }> = [];
registerWorker(
  "test.flaky",
  async (job) => {
    attempts.push({ retryCount: job.retryCount, retryLimit: job.retryLimit });
    if (job.retryCount < 2) throw new Error("not yet");
  },
  { retryLimit: 3, retryDelay: 30, retryBackoff: true },
);

// Starting the queue creates the queues of this file's workers (the template has the application's).
beforeAll(() => startQueue({ pollingIntervalSeconds: 0.5 }));

async function jobsWith(name: string, n: number) {
  const { rows } = await getDb().execute<{ state: string }>(
    sql`select state::text from pgboss.job where name = ${name} and data->>'n' = ${String(n)}`,
  );
  return rows.map((r) => r.state);
}

describe("enqueue", () => {
  it("adds a job in the caller's transaction: it exists once the transaction commits, and is run", async () => {
    await getDb().transaction(async (tx) => {
      await tx.insert(auditLog).values({ action: "create", entityType: "test", entityId: "1" });
      await enqueue("test.record", { n: 1 }, { tx });
      // Another connection does not see it yet, so no worker can run it before the commit.
      expect(await jobsWith("test.record", 1)).toEqual([]);
    });
    expect(await jobsWith("test.record", 1)).toEqual(["created"]);
    await drainQueue();
    expect(handled).toContain(1);
    expect(await jobsWith("test.record", 1)).toEqual(["completed"]);
  });

  it("a job added in a transaction that rolls back never exists and is never run", async () => {
    const error = await thrown(
      getDb().transaction(async (tx) => {
        await tx.insert(auditLog).values({ action: "create", entityType: "test", entityId: "2" });
        await enqueue("test.record", { n: 2 }, { tx });
        throw new Error("the change failed");
      }),
    );
    expect((error as Error).message).toBe("the change failed");
    await enqueue("test.record", { n: 3 });
    await drainQueue();
    expect(handled).toContain(3);
    expect(handled).not.toContain(2);
    expect(await jobsWith("test.record", 2)).toEqual([]);
  });

  it("refuses a job that no worker handles", async () => {
    const error = await thrown(enqueue("test.nobody" as JobName, { n: 1 } as never));
    expect((error as Error).message).toMatch(/No worker is registered for the job "test.nobody"/);
  });

  it("a failed job is retried with its backoff until it succeeds", async () => {
    await enqueue("test.flaky", { n: 1 });
    for (let i = 0; i < 100 && (await jobsWith("test.flaky", 1))[0] !== "retry"; i++) await new Promise((r) => setTimeout(r, 100));
    // The first attempt failed: the retry waits at least its delay (30 s, doubled each time).
    const { rows } = await getDb().execute<{ state: string; wait: number }>(sql`
      select state::text, extract(epoch from start_after - now())::int as wait from pgboss.job where name = 'test.flaky'`);
    expect(rows[0].state).toBe("retry");
    expect(rows[0].wait).toBeGreaterThanOrEqual(25);
    await drainQueue({ skipRetryDelays: true });
    expect(attempts).toEqual([
      { retryCount: 0, retryLimit: 3 },
      { retryCount: 1, retryLimit: 3 },
      { retryCount: 2, retryLimit: 3 },
    ]);
    expect(await jobsWith("test.flaky", 1)).toEqual(["completed"]);
  });
});

describe("scheduleTask", () => {
  it("with two queue instances on one database, runs a task once per tick", { timeout: 60_000 }, async () => {
    // Only the two instances below: not this file's own queue.
    await stopQueue();
    const ticks: number[] = [];
    scheduleTask("test.every-minute", "* * * * *", async () => {
      ticks.push(Date.now());
    });
    // Both instances must see the same tick: start well inside a minute.
    const second = new Date().getSeconds();
    if (second >= 40) await new Promise((r) => setTimeout(r, (61 - second) * 1000));

    const instances = await Promise.all([
      startQueueInstance({ cronMonitorIntervalSeconds: 1, pollingIntervalSeconds: 0.5 }),
      startQueueInstance({ cronMonitorIntervalSeconds: 1, pollingIntervalSeconds: 0.5 }),
    ]);
    try {
      const until = Date.now() + 15_000;
      while (ticks.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
      expect(ticks).toHaveLength(1);
      // Each instance checks the schedule every second; for the rest of this minute's tick nothing
      // else may run.
      const tickMinute = Math.floor(ticks[0] / 60_000);
      while (Math.floor(Date.now() / 60_000) === tickMinute && Date.now() - ticks[0] < 5_000) {
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(ticks).toHaveLength(1);
      const { rows } = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'test.every-minute'`);
      expect(rows[0].n).toBe(1);
    } finally {
      await Promise.all(instances.map((i) => i.stop()));
    }
  });
});
