// Start the production server (the compiled `build/runtime/server.mjs`, as `npm start` does once
// the build is there) as a child process, for the crash-safety run, the load benchmark and
// the integration tests that need a real server. The build is made once, beforehand
// (`ensureBuilt`), never by the servers themselves: several starting at once must not all build.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "./server-flags";

export const root = path.resolve(import.meta.dirname, "../..");

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
};

/** The compiled server (the build's last output). */
const SERVER = path.join(root, "build/runtime/server.mjs");

/** Held (a directory, made atomically) by the one process that builds; the others wait for it. */
const BUILD_LOCK = path.join(os.tmpdir(), `drainage-build-${createHash("sha256").update(root).digest("hex").slice(0, 12)}.lock`);
/** A lock older than this was left by a process that died while building. */
const STALE_LOCK_MS = 10 * 60_000;

/**
 * Build the application (`scripts/build.mjs`) when there is no production build. Test files run
 * in several processes at once: one builds while the others wait, since a second build would empty
 * `build/` under a server the first one has just started.
 */
export function ensureBuilt() {
  if (fs.existsSync(SERVER)) return;
  for (;;) {
    try {
      fs.mkdirSync(BUILD_LOCK);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const age = Date.now() - (fs.statSync(BUILD_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(BUILD_LOCK, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
  try {
    if (fs.existsSync(SERVER)) return;
    const built = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
    if (built.status !== 0) throw new Error("the build failed");
  } finally {
    fs.rmSync(BUILD_LOCK, { recursive: true, force: true });
  }
}

/** A new temporary directory (removed by `removeTempDir`). */
export function tempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}

export function removeTempDir(dir: string) {
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * The server on `port`, with the embedded PostgreSQL in `dataDir` unless `env.DATABASE_URL` is
 * given, and one worker process unless `env.WEB_CONCURRENCY` says otherwise. It runs in its own
 * process group, so that `killGroup` can take PostgreSQL and the workers with it.
 */
export function startServer(options: { port: number; dataDir: string; env?: Record<string, string> }): ServerProcess {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      BASE_URL: `http://127.0.0.1:${options.port}`,
      DATA_DIR: options.dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      LLM_BASE_URL: "",
      LOG_LEVEL: "warn",
      WEB_CONCURRENCY: "1",
      ...options.env,
    },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, port: options.port, url: `http://127.0.0.1:${options.port}`, output: () => out, exited };
}

/** Wait until `/healthz` answers 200; throws with the server's output if it exits or takes too long. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server exited while starting:\n${server.output()}`);
    }
    try {
      const res = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server was not healthy within ${timeoutMs / 1000} s:\n${server.output()}`);
}

/** SIGTERM, and wait for the exit code. */
export async function stopServer(server: ServerProcess) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.child.exitCode;
  server.child.kill("SIGTERM");
  return server.exited;
}

/** SIGKILL the server and everything it started (PostgreSQL included). Never throws. */
export function killGroup(server: ServerProcess) {
  try {
    if (server.child.pid) process.kill(-server.child.pid, "SIGKILL");
  } catch {
    // already gone
  }
}

/** Sign in over HTTP; answers the session cookie header. */
export async function signIn(url: string, email: string, password: string, address = "198.51.100.1") {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, "x-forwarded-for": address },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** The embedded database's connection string, as the running server wrote it into its data directory. */
export function embeddedUrl(dataDir: string) {
  return (JSON.parse(fs.readFileSync(path.join(dataDir, "postgres.json"), "utf8")) as { url: string }).url;
}
