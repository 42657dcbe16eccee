import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "react-router";
import { EnvError, parseEnv } from "../app/lib/env.server";
import { DataDirInUseError, loadSecrets, lockDataDir } from "./data-dir";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "./embedded-postgres";
import { log, setLogLevel } from "../app/lib/log.server";
import { findUp } from "../app/lib/find-up.server";

type Entry = {
  runStartupTasks: (o: { freshEmbedded: boolean }) => Promise<void>;
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

async function main() {
  let env;
  try {
    env = parseEnv({ NODE_ENV: dev ? "development" : "production", ...process.env });
  } catch (err) {
    if (err instanceof EnvError) fail(err.message);
    throw err;
  }
  setLogLevel(env.LOG_LEVEL);
  process.env.NODE_ENV = env.NODE_ENV;
  process.env.BASE_URL = env.BASE_URL;

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
    try {
      embedded = await startEmbeddedPostgres({ dataDir, password: secrets!.postgresPassword, log: (level, msg, extra) => log[level](extra ?? {}, msg) });
    } catch (err) {
      releaseLock?.();
      fail(`Could not start the embedded PostgreSQL in ${dataDir}: ${err instanceof Error ? err.message : String(err)}`);
    }
    process.env.DATABASE_URL = embedded.url;
    log.info({ dataDir, created: embedded.created }, "embedded postgresql started");
  }

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
    await (await entry()).runStartupTasks({ freshEmbedded: Boolean(embedded?.created) });
  } catch (err) {
    log.error({ err }, "start-up failed");
    await (await entry()).stopQueue().catch(() => {});
    await embedded?.stop().catch(() => {});
    releaseLock?.();
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
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    log.info({ port, baseUrl: env.BASE_URL }, "listening");
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
    if (embedded) {
      await embedded.stop().catch((err: unknown) => log.warn({ err }, "stopping postgresql failed"));
    }
    releaseLock?.();
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
