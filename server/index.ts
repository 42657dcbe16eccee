import cluster from "node:cluster";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { EnvError, parseEnv, type Env } from "../app/lib/env.server";
import { DataDirInUseError, loadSecrets, lockDataDir } from "./data-dir";
import type { EmbeddedDatabase } from "./embedded-postgres";
import { log, setLogLevel } from "../app/lib/log.server";
import { findUp } from "../app/lib/find-up.server";
import { forgetPublicPages, PUBLIC_PAGES_CHANGED } from "../app/lib/page-cache.server";
import { SERVER_NODE_FLAGS } from "../scripts/lib/server-flags";
import { startWorkers, WORKER_START_VARIABLE, type WorkerStart } from "./workers";
import { surviveLostDatabaseConnections } from "./connection-loss";

type Entry = {
  runStartupTasks: (o: { freshEmbedded: boolean; prepareDatabase?: boolean }) => Promise<void>;
  pingDatabase: (timeoutMs?: number) => Promise<boolean>;
  closeDatabase: () => Promise<void>;
  stopQueue: () => Promise<void>;
};

// The project's folder: above server/ when run from source, above build/runtime/ when built.
const root = path.dirname(findUp(import.meta.url, "package.json") ?? fileURLToPath(new URL("../package.json", import.meta.url)));
const dev = process.argv.includes("--dev");

function fail(message: string): never {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

/**
 * `npm start` runs a primary process and WEB_CONCURRENCY worker processes (node:cluster;
 * docs/decisions/0072-worker-processes.md). The primary holds the data directory: its lock, the
 * generated secrets and the embedded PostgreSQL, which it starts before the workers and stops
 * after them; it never loads the application. Each worker loads the application, with its own
 * database pool, job-queue instance and page cache, and serves requests on the shared port.
 * `npm run dev` runs everything in one process.
 */
async function main() {
  let env: Env;
  try {
    env = parseEnv({ NODE_ENV: dev ? "development" : "production", ...process.env });
  } catch (err) {
    if (err instanceof EnvError) fail(err.message);
    throw err;
  }
  setLogLevel(env.LOG_LEVEL);
  surviveLostDatabaseConnections();
  process.env.NODE_ENV = env.NODE_ENV;
  process.env.BASE_URL = env.BASE_URL;

  if (cluster.isWorker) return runWorker(env, (process.env[WORKER_START_VARIABLE] ?? "serve") as WorkerStart);

  const data = await holdDataDir(env);
  if (dev) return runInProcess(env, data);
  return runPrimary(env, data);
}

type DataDir = { embedded?: EmbeddedDatabase; release: () => Promise<void> };

/** The data directory's lock and secrets, and the embedded PostgreSQL unless DATABASE_URL names a database. */
async function holdDataDir(env: Env): Promise<DataDir> {
  const dataDir = path.resolve(env.DATA_DIR);
  let releaseLock: (() => void) | undefined;
  let embedded: EmbeddedDatabase | undefined;

  if (!env.DATABASE_URL) {
    try {
      releaseLock = lockDataDir(dataDir);
    } catch (err) {
      if (err instanceof DataDirInUseError) fail(err.message);
      throw err;
    }
  }
  // An instance on an external database with its secret set needs no data directory at all.
  const secrets = env.DATABASE_URL && env.BETTER_AUTH_SECRET ? undefined : loadSecrets(dataDir);
  process.env.BETTER_AUTH_SECRET = env.BETTER_AUTH_SECRET ?? secrets!.betterAuthSecret;

  if (!env.DATABASE_URL) {
    // Loaded only here, in the process that runs PostgreSQL: the package sets signal handlers
    // that exit at once when it is loaded, and a worker must finish its requests on SIGTERM.
    const { startEmbeddedPostgres } = await import("./embedded-postgres");
    try {
      embedded = await startEmbeddedPostgres({
        dataDir,
        password: secrets!.postgresPassword,
        log: (level, msg, extra) => log[level](extra ?? {}, msg),
        maxConnections: embeddedMaxConnections(env.WEB_CONCURRENCY),
      });
    } catch (err) {
      releaseLock?.();
      fail(`Could not start the embedded PostgreSQL in ${dataDir}: ${err instanceof Error ? err.message : String(err)}`);
    }
    // The workers inherit the environment: this is how they reach the database.
    process.env.DATABASE_URL = embedded.url;
    log.info({ dataDir, created: embedded.created }, "embedded postgresql started");
  }
  return {
    embedded,
    release: async () => {
      if (embedded) await embedded.stop().catch((err: unknown) => log.warn({ err }, "stopping postgresql failed"));
      releaseLock?.();
    },
  };
}

/**
 * Each worker opens up to 10 connections for requests and 5 for its job queue; the rest are for
 * the command-line tools (backups, `npm run admin`) and a second look during a restart.
 */
function embeddedMaxConnections(workers: number) {
  return Math.max(200, 15 * workers + 50);
}

/**
 * The workers run the compiled server directly (not scripts/start.mjs, which may build), with the
 * primary's Node flags, or the production server's heap cap when the primary was started without one.
 */
function workerExecArgv() {
  const argv = [...process.execArgv];
  for (const flag of SERVER_NODE_FLAGS) {
    const name = flag.split("=")[0];
    if (!argv.some((a) => a === name || a.startsWith(`${name}=`))) argv.push(flag);
  }
  return argv;
}

async function runPrimary(env: Env, data: DataDir) {
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url), execArgv: workerExecArgv() });
  const workers = startWorkers({ count: env.WEB_CONCURRENCY, freshEmbedded: Boolean(data.embedded?.created) });

  let stopping = false;
  const shutdown = async (signal: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    const workersCode = await workers.stop();
    await data.release();
    log.info("stopped");
    process.exit(code || workersCode);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  try {
    const port = await workers.ready;
    log.info({ port, baseUrl: env.BASE_URL, workers: env.WEB_CONCURRENCY }, "listening");
    // eslint-disable-next-line no-console -- the start-up banner, for the person at the terminal
    console.log(`\n  ${env.BUSINESS_NAME} is running at ${env.BASE_URL} (port ${port}, ${env.WEB_CONCURRENCY} worker${env.WEB_CONCURRENCY === 1 ? "" : "s"})\n`);
  } catch (err) {
    log.error({ err }, "start-up failed");
    await shutdown("start-up failed", 1);
  }
}

async function runWorker(env: Env, start: WorkerStart) {
  // Another worker changed published content: this worker's stored pages are out of date.
  process.on("message", (message: unknown) => {
    if ((message as { type?: unknown } | null)?.type === PUBLIC_PAGES_CHANGED) forgetPublicPages();
  });
  await serve(env, {
    startup: { freshEmbedded: start === "prepare-fresh", prepareDatabase: start !== "serve" },
    release: async () => {},
  });
}

async function runInProcess(env: Env, data: DataDir) {
  await serve(env, { startup: { freshEmbedded: Boolean(data.embedded?.created) }, release: data.release, announce: true });
}

/** Load the application, run its start-up tasks, listen, and shut down gracefully on SIGTERM or SIGINT. */
async function serve(
  env: Env,
  options: { startup: { freshEmbedded: boolean; prepareDatabase?: boolean }; release: () => Promise<void>; announce?: boolean },
) {
  // The app (and its configuration, database pool and auth) lives in the server bundle.
  let getBuild: () => Promise<ServerBuild>;
  let devMiddleware;
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    devMiddleware = viteServer.middlewares;
    getBuild = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const buildPath = path.join(root, "build/server/index.js");
    const build = (await import(buildPath)) as ServerBuild;
    getBuild = async () => build;
  }
  const entry = async () => (await getBuild()).entry.module as unknown as Entry;

  try {
    await (await entry()).runStartupTasks(options.startup);
  } catch (err) {
    log.error({ err }, "start-up failed");
    await (await entry()).stopQueue().catch(() => {});
    await options.release();
    process.exit(1);
  }

  // Loaded only now: React picks its build from NODE_ENV when first imported.
  const { createRequestHandler } = await import("./app");
  const handler = createRequestHandler({
    build: dev ? getBuild : await getBuild(),
    entry,
    baseUrl: env.BASE_URL,
    trustProxy: env.TRUST_PROXY,
    clientDir: path.join(root, "build/client"),
    devMiddleware,
  });

  const server = http.createServer(handler);
  server.listen(env.PORT, env.HOST, () => {
    if (!options.announce) return;
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    log.info({ port, baseUrl: env.BASE_URL }, "listening");
    // eslint-disable-next-line no-console -- the start-up banner, for the person at the terminal
    console.log(`\n  ${env.BUSINESS_NAME} is running at ${env.BASE_URL} (port ${port})\n`);
  });
  server.keepAliveTimeout = 5_000;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    const force = setTimeout(() => server.closeAllConnections(), 8_000);
    force.unref();
    // Stop accepting; idle keep-alive sockets close now, busy ones after their response.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearTimeout(force);
    try {
      await (await entry()).stopQueue();
    } catch (err) {
      log.warn({ err }, "stopping the job queue failed");
    }
    try {
      await (await entry()).closeDatabase();
    } catch (err) {
      log.warn({ err }, "closing the database pool failed");
    }
    await options.release();
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err) => {
  log.error({ err }, "fatal");
  process.exit(1);
});
