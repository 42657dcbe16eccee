import cluster, { type Worker } from "node:cluster";
import { log } from "../app/lib/log.server";
import { PUBLIC_PAGES_CHANGED } from "../app/lib/page-cache.server";

/**
 * The worker processes under the cluster primary (docs/decisions/0072-worker-processes.md).
 *
 * The first worker prepares the database (migrations, the first admin, demo data) and only when it
 * listens are the others started, so that those tasks run once and the demo logins are printed
 * once. If that worker exits before it listens, the start fails. Any worker that exits after that is
 * replaced and the others keep serving; one that dies soon after
 * it started waits longer each time (restartDelayMs), so that a fault on every start does not
 * keep a core busy starting processes.
 */

/** How a worker starts: `prepare` runs the database's start-up tasks first, `serve` only starts serving. */
export type WorkerStart = "prepare" | "prepare-fresh" | "serve";

/** The environment variable that tells a worker how it starts. */
export const WORKER_START_VARIABLE = "DRAINAGE_WORKER_START";

/** A worker that exits within this long of its start, or before it listened, died "soon". */
export const SOON_MS = 10_000;

/** Workers still running this long after SIGTERM are killed. */
const STOP_TIMEOUT_MS = 20_000;

/**
 * The wait before a worker is started in place of one that exited, after `soonDeaths` workers in a
 * row died soon after their start: none after a worker that ran for a while, then 1 s, doubling
 * up to 30 s.
 */
export function restartDelayMs(soonDeaths: number): number {
  if (soonDeaths <= 0) return 0;
  return Math.min(30_000, 1_000 * 2 ** (soonDeaths - 1));
}

type Tracked = { worker: Worker; startedAt: number; listening: boolean };

export type Workers = {
  /** Resolves with the port once the first worker listens; rejects if it exits before. */
  ready: Promise<number>;
  /** SIGTERM to every worker (each finishes its requests), then the exit code once all have exited. */
  stop: () => Promise<number>;
};

export function startWorkers(options: { count: number; freshEmbedded: boolean }): Workers {
  const running = new Map<number, Tracked>();
  const timers = new Set<NodeJS.Timeout>();
  let phase: "starting" | "running" | "stopping" = "starting";
  let soonDeaths = 0;
  let failedExit = false;
  let resolveReady!: (port: number) => void;
  let rejectReady!: (err: Error) => void;
  const ready = new Promise<number>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  let allExited: (() => void) | undefined;

  const fork = (start: WorkerStart) => {
    const worker = cluster.fork({ [WORKER_START_VARIABLE]: start });
    running.set(worker.id, { worker, startedAt: Date.now(), listening: false });
    log.info({ worker: worker.id, pid: worker.process.pid }, "worker started");
  };

  cluster.on("listening", (worker, address) => {
    const tracked = running.get(worker.id);
    if (!tracked) return;
    tracked.listening = true;
    log.info({ worker: worker.id, pid: worker.process.pid }, "worker listening");
    if (phase !== "starting") return;
    // The first worker has prepared the database and serves: the others start now, side by side.
    phase = "running";
    for (let i = 1; i < options.count; i++) fork("serve");
    resolveReady(address.port);
  });

  // A worker's change to the public pages reaches the other workers' page caches.
  cluster.on("message", (from, message: unknown) => {
    if ((message as { type?: unknown } | null)?.type !== PUBLIC_PAGES_CHANGED) return;
    for (const { worker } of running.values()) {
      if (worker.id !== from.id && worker.isConnected()) worker.send({ type: PUBLIC_PAGES_CHANGED });
    }
  });

  cluster.on("exit", (worker, code, signal) => {
    const tracked = running.get(worker.id);
    running.delete(worker.id);
    if (!tracked) return;
    if (phase === "stopping") {
      // A worker stopped by the signal before it had set its own handlers stopped cleanly too.
      const clean = code === 0 || signal === "SIGTERM" || signal === "SIGINT";
      if (!clean) failedExit = true;
      log[clean ? "info" : "warn"]({ worker: worker.id, pid: worker.process.pid, code, signal }, "worker stopped");
      if (running.size === 0) allExited?.();
      return;
    }
    if (phase === "starting") {
      log.error({ worker: worker.id, pid: worker.process.pid, code, signal }, "the first worker exited while the server was starting");
      rejectReady(new Error(`the first worker exited while the server was starting (exit code ${code ?? signal})`));
      return;
    }
    soonDeaths = !tracked.listening || Date.now() - tracked.startedAt < SOON_MS ? soonDeaths + 1 : 0;
    const delay = restartDelayMs(soonDeaths);
    log.warn({ worker: worker.id, pid: worker.process.pid, code, signal, restartInMs: delay }, "worker exited; starting another");
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (phase !== "stopping") fork("serve");
    }, delay);
    timers.add(timer);
  });

  fork(options.freshEmbedded ? "prepare-fresh" : "prepare");

  const stop = async () => {
    phase = "stopping";
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    if (running.size > 0) {
      const exited = new Promise<void>((resolve) => (allExited = resolve));
      for (const { worker } of running.values()) worker.process.kill("SIGTERM");
      const force = setTimeout(() => {
        log.warn({ workers: running.size }, "workers still running after SIGTERM are killed");
        for (const { worker } of running.values()) worker.process.kill("SIGKILL");
      }, STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(force);
    }
    return failedExit ? 1 : 0;
  };

  return { ready, stop };
}
