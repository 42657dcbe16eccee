import pg from "pg";
import PgBoss from "pg-boss";
import { getDb, type Database } from "~/db/client.server";
import { TZ } from "./business-day";
import { getEnv } from "./env.server";
import { log } from "./log.server";

/**
 * Background jobs and scheduled tasks in PostgreSQL (pg-boss 10, schema `pgboss`); see
 * docs/decisions/0017-job-queue.md.
 *
 * - A module that owns a kind of job declares its data (`interface JobData`, below, by module
 *   augmentation), registers its worker with `registerWorker` and adds jobs with `enqueue`, inside
 *   the caller's transaction when the job must exist exactly when the change that caused it does.
 * - Scheduled tasks are registered with `scheduleTask` in `app/runtime/tasks.server.ts`, the one list of what
 *   the queue runs; pg-boss runs each tick once across all instances.
 * - `startQueue` (at server start) installs or upgrades pg-boss's tables, creates the queues,
 *   starts the workers and the schedules; `stopQueue` (at shutdown) lets running jobs finish.
 */

/** The data of every job, by queue name. Modules add their jobs with `declare module`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobData {}

export type JobName = keyof JobData & string;

/** A job as its worker receives it: the data and where it is in its attempts. */
export type QueueJob<T> = {
  id: string;
  name: string;
  data: T;
  /** Retries so far: 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
};

/** Retry and expiry of a kind of job; applied to every job sent to its queue. */
export type JobPolicy = {
  /** Retries after a failed attempt (so at most retryLimit + 1 attempts). */
  retryLimit?: number;
  /** Seconds before the first retry. */
  retryDelay?: number;
  /** Double the delay at each retry (with some jitter). */
  retryBackoff?: boolean;
  /** An attempt still running after this long is failed (and retried). */
  expireInSeconds?: number;
};

type WorkerOptions = JobPolicy & {
  /** How often an idle worker looks for new jobs. */
  pollingIntervalSeconds?: number;
};

type WorkerDefinition = { name: string; handler: (job: QueueJob<unknown>) => Promise<void>; options: WorkerOptions };
type TaskDefinition = { name: string; cron: string; handler: () => Promise<unknown> };

/** Something that runs SQL: the database or a transaction (`tx` in `db.transaction(async (tx) => …)`). */
export type SqlExecutor = Pick<Database, "_">;

export type EnqueueOptions = Pick<PgBoss.SendOptions, "startAfter" | "singletonKey" | "singletonSeconds" | "priority"> & {
  /** Add the job in this transaction: it exists if and only if the transaction commits. */
  tx?: SqlExecutor;
};

type State = {
  workers: Map<string, WorkerDefinition>;
  tasks: Map<string, TaskDefinition>;
  running?: { url: string; instance: Promise<QueueInstance> };
  sender?: PgBoss;
};

// One registry and one running queue per process, whichever copy of this module registers.
const key = Symbol.for("drainage.queue");
const g = globalThis as unknown as Record<symbol, State | undefined>;
const state: State = (g[key] ??= { workers: new Map(), tasks: new Map() });

/** The worker of queue `name`. Register at module load, before the queue starts. */
export function registerWorker<N extends JobName>(
  name: N,
  handler: (job: QueueJob<JobData[N]>) => Promise<void>,
  options: WorkerOptions = {},
) {
  state.workers.set(name, { name, handler: handler as WorkerDefinition["handler"], options });
}

/**
 * Run `handler` on the cron schedule `cron` (five fields, Europe/London), once per tick across
 * every instance. Register in `app/runtime/tasks.server.ts`. A failed run is retried twice, a minute apart.
 */
export function scheduleTask(name: string, cron: string, handler: () => Promise<unknown>) {
  state.tasks.set(name, { name, cron, handler });
}

const TASK_POLICY: JobPolicy = { retryLimit: 2, retryDelay: 60, expireInSeconds: 15 * 60 };

function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function policyOf(options: WorkerOptions): JobPolicy {
  const { retryLimit, retryDelay, retryBackoff, expireInSeconds } = options;
  return definedOnly({ retryLimit, retryDelay, retryBackoff, expireInSeconds });
}

/** pg-boss's `db` option: its SQL runs on `executor`'s connection (in its transaction, if any). */
export function bossDb(executor: SqlExecutor): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = (await executor._.session.prepareQuery({ sql: text, params: values }, undefined, undefined, false).execute()) as {
        rows: unknown[];
      };
      return { rows: result.rows };
    },
  };
}

/** A pg-boss object used only to build jobs: every call is given the connection to use. */
function sender(): PgBoss {
  state.sender ??= new PgBoss({ db: bossDb(getDb()), schedule: false, supervise: false, migrate: false });
  return state.sender;
}

/**
 * Add a job to queue `name`. With `options.tx` the job is written in that transaction, so it
 * exists if and only if the transaction commits. Answers the job's id (null only when a
 * `singletonKey` found an equal job already waiting).
 */
export async function enqueue<N extends JobName>(name: N, data: JobData[N], options: EnqueueOptions = {}): Promise<string | null> {
  const worker = state.workers.get(name);
  if (!worker) throw new Error(`No worker is registered for the job "${name}"`);
  const { tx, ...sendOptions } = options;
  const id = await sender().send(name, data as object, {
    ...policyOf(worker.options),
    ...definedOnly(sendOptions),
    db: bossDb(tx ?? getDb()),
  });
  if (!id && !sendOptions.singletonKey) {
    throw new Error(`The job "${name}" was not added: its queue does not exist (is the queue installed?)`);
  }
  return id;
}

export type QueueInstanceOptions = {
  /** Defaults to DATABASE_URL. */
  connectionString?: string;
  /** How often idle workers look for jobs (defaults per worker, else 2 s). */
  pollingIntervalSeconds?: number;
  /** How often an instance checks whether a scheduled tick is due (default 30 s, at most 45). */
  cronMonitorIntervalSeconds?: number;
};

export type QueueInstance = { boss: PgBoss; stop: () => Promise<void> };

/** Any fixed number: the advisory lock that serialises installing the queue across instances. */
const QUEUE_INSTALL_LOCK = 72_410_002;

/**
 * pg-boss's tables (installed or upgraded), a queue for every registered worker and task and, with
 * `schedules`, the schedules of the registered tasks. Instances starting together take turns (two
 * creating the same queue at once would deadlock), on one connection holding an advisory lock.
 */
async function install(connectionString: string, { schedules }: { schedules: boolean }) {
  const client = new pg.Client({ connectionString, application_name: "drainage-queue-install" });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [QUEUE_INSTALL_LOCK]);
    const installer = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => client.query(text, values) },
      migrate: true,
      schedule: false,
      supervise: false,
    });
    await installer.start();
    for (const worker of state.workers.values()) await installer.createQueue(worker.name, { name: worker.name, ...policyOf(worker.options) });
    for (const task of state.tasks.values()) await installer.createQueue(task.name, { name: task.name, ...TASK_POLICY });
    if (schedules) {
      // The schedules are the registered tasks: one that is no longer registered stops.
      for (const schedule of await installer.getSchedules()) {
        if (!state.tasks.has(schedule.name)) await installer.unschedule(schedule.name);
      }
      for (const task of state.tasks.values()) {
        // Cron expressions are read on London clocks, the business day.
        await installer.schedule(task.name, task.cron, {}, { tz: TZ, ...TASK_POLICY });
      }
    }
    await installer.stop({ graceful: false, close: false });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [QUEUE_INSTALL_LOCK]).catch(() => {});
    await client.end();
  }
}

/**
 * Start a pg-boss instance on the database: its tables, the queues and schedules (see `install`),
 * and the workers. Several instances (processes) may run at once on one database; each job and
 * each scheduled tick is handled by one of them.
 */
export async function startQueueInstance(options: QueueInstanceOptions = {}): Promise<QueueInstance> {
  const connectionString = options.connectionString ?? getEnv().DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set");
  await install(connectionString, { schedules: true });

  const cronInterval = options.cronMonitorIntervalSeconds;
  const boss = new PgBoss({
    connectionString,
    application_name: "drainage-queue",
    max: 4,
    migrate: false,
    schedule: true,
    supervise: true,
    ...(cronInterval ? { cronMonitorIntervalSeconds: cronInterval, cronWorkerIntervalSeconds: cronInterval } : {}),
  });
  boss.on("error", (err) => log.error({ err }, "job queue error"));
  await boss.start();

  try {
    for (const worker of state.workers.values()) {
      const pollingIntervalSeconds = options.pollingIntervalSeconds ?? worker.options.pollingIntervalSeconds;
      await boss.work<unknown>(
        worker.name,
        { includeMetadata: true, batchSize: 1, ...definedOnly({ pollingIntervalSeconds }) },
        async ([job]) => {
          try {
            // Looked up at each job, so that a module reloaded in development runs its new code.
            await (state.workers.get(worker.name) ?? worker).handler(job);
          } catch (err) {
            log.warn({ err, queue: worker.name, jobId: job.id, attempt: job.retryCount + 1, of: job.retryLimit + 1 }, "job failed");
            throw err;
          }
        },
      );
    }
    for (const task of state.tasks.values()) {
      await boss.work(task.name, { batchSize: 1, ...definedOnly({ pollingIntervalSeconds: options.pollingIntervalSeconds }) }, async () => {
        const started = Date.now();
        try {
          const result = await (state.tasks.get(task.name) ?? task).handler();
          log.info({ task: task.name, ms: Date.now() - started, result }, "scheduled task done");
        } catch (err) {
          log.error({ err, task: task.name }, "scheduled task failed");
          throw err;
        }
      });
    }
  } catch (err) {
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
    throw err;
  }

  return {
    boss,
    // Running jobs get a few seconds to finish; any still running are failed, to be retried.
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 5_000 }),
  };
}

/** Install pg-boss's tables and the application's queues, and nothing else (for a template database). */
export async function installQueue(connectionString: string) {
  await install(connectionString, { schedules: false });
}

/** Start this process's queue (once; later calls wait for the first). */
export async function startQueue(options: Omit<QueueInstanceOptions, "connectionString"> = {}) {
  const url = getEnv().DATABASE_URL ?? "";
  if (state.running?.url === url) {
    await state.running.instance;
    return;
  }
  const instance = startQueueInstance(options);
  state.running = { url, instance };
  try {
    await instance;
    log.info({ workers: [...state.workers.keys()], tasks: [...state.tasks.keys()] }, "job queue started");
  } catch (err) {
    state.running = undefined;
    throw err;
  }
}

/** Stop this process's queue, letting running jobs finish (a few seconds at most). */
export async function stopQueue() {
  const running = state.running;
  if (!running) return;
  state.running = undefined;
  const instance = await running.instance.catch(() => undefined);
  await instance?.stop();
}
