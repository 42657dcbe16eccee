import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../server/embedded-postgres";

// These tests start the real server the way the README does, on new data directories.
const root = path.resolve(import.meta.dirname, "../..");
const started: ChildProcess[] = [];
const dirs: string[] = [];

function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "drainage-life-"));
  fs.chmodSync(dir, 0o755);
  dirs.push(dir);
  return path.join(dir, "data");
}

type Server = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

function start(dataDir: string, port: number, command: "npm" | "node" = "node", env: Record<string, string> = {}): Server {
  const args = command === "npm" ? ["start"] : [path.join(root, "scripts/start.mjs")];
  const child = spawn(command === "npm" ? "npm" : process.execPath, args, {
    cwd: root,
    // The server's own address: posts that name another origin are refused (docs/decisions/0004).
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BASE_URL: `http://localhost:${port}`, DATA_DIR: dataDir, LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, port, output: () => out, exited };
}

async function waitHealthy(server: Server, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/healthz`);
      if (res.status === 200) return res;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy in time:\n${server.output()}`);
}

afterAll(() => {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // gone
      }
    }
  }
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

// Starting servers can take a while on a busy machine (and builds first if the build is stale).
// The data directory's life, in order: `npm start` on an empty one, a second server refused, the
// admin command beside the running server, Ctrl-C, a restart that finds what was written, SIGTERM,
// and a start whose database then goes away. Each step starts from where the one before left it,
// so that initialising and seeding a database happens once, not once per test.
describe("the server, through the life of one data directory", { timeout: 180_000 }, () => {
  const dataDir = tempDataDir();
  let first: Server;
  const post = (port: number, pathname: string, body: unknown) =>
    fetch(`http://127.0.0.1:${port}${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://localhost:${port}` },
      body: JSON.stringify(body),
    });
  const query = async (sql: string) => {
    const { url } = JSON.parse(fs.readFileSync(path.join(dataDir, "postgres.json"), "utf8")) as { url: string };
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };
  const rolesOf = (email: string) => query(`select r.role from user_roles r join "user" u on u.id = r.user_id where u.email = '${email}'`);

  it("starts with `npm start` on an empty data directory and serves /healthz and /", async () => {
    // TRUST_PROXY empty: the default of a fresh machine, whatever the test run's environment says.
    first = start(dataDir, await freePort(), "npm", { TRUST_PROXY: "" });
    const health = await waitHealthy(first);
    expect(await health.json()).toEqual({ status: "ok", database: true });
    const home = await fetch(`http://127.0.0.1:${first.port}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<h1");
    // The demo admin's credentials are printed once.
    expect(first.output()).toMatch(/email: {4}admin@example\.com/);
    expect(first.output()).toMatch(/password: \S{8,}/);
    // So is the demo customer's portal login, which signs in.
    expect(first.output()).toMatch(/email: {4}yard\.office@example\.net/);
    const portalPassword = /yard\.office@example\.net\n\s+password: (\S+)/.exec(first.output())![1];
    const signIn = await post(first.port, "/api/auth/sign-in/email", { email: "yard.office@example.net", password: portalPassword });
    expect(signIn.status).toBe(200);
  });

  it("refuses a second server on the same data directory, naming it, and the first keeps working", async () => {
    const second = start(dataDir, await freePort());
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(dataDir);
    expect(second.output()).toMatch(/already in use/);
    const res = await fetch(`http://127.0.0.1:${first.port}/healthz`);
    expect(res.status).toBe(200);
  });

  it("by default takes the client address from the connection, whatever X-Forwarded-For says", async () => {
    // New chat conversations are limited to 30 an hour per client address: a forged
    // X-Forwarded-For on each request does not make them come from 31 addresses.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await fetch(`http://127.0.0.1:${first.port}/api/chat/conversations`, {
        method: "POST",
        headers: { "x-forwarded-for": `198.51.100.${i + 1}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("`npm run admin -- grant` gives an account the admin role while the server runs", async () => {
    const signUp = await post(first.port, "/api/auth/sign-up/email", { email: "promoted@example.com", password: "promoted-password-1", name: "Promoted" });
    expect(signUp.status).toBe(200);

    const run = (args: string[]) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn("npm", ["run", "--silent", "admin", "--", ...args], {
          cwd: root,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let out = "";
        child.stdout.on("data", (d: Buffer) => (out += d.toString()));
        child.stderr.on("data", (d: Buffer) => (out += d.toString()));
        child.once("exit", (code) => resolve({ code, out }));
      });

    // `create` never makes an existing account an admin: whoever signed up chose its password.
    // Neither refusal changes anything, so the two run side by side.
    const [create, missing] = await Promise.all([run(["create", "promoted@example.com", "operators-password-1"]), run(["grant", "nobody@example.com"])]);
    expect(create.code).toBe(1);
    expect(create.out).toMatch(/already exists and is not an administrator/);
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/No account uses the e-mail address nobody@example\.com/);
    expect(await rolesOf("promoted@example.com")).toEqual([]);

    const granted = await run(["grant", "promoted@example.com"]);
    expect(granted.code, granted.out).toBe(0);
    expect(granted.out).toContain("promoted@example.com now has the admin role");
    expect(await rolesOf("promoted@example.com")).toEqual([{ role: "admin" }]);
  });

  it("stops cleanly on Ctrl-C (npm and the server together)", async () => {
    process.kill(-first.child.pid!, "SIGINT");
    await first.exited;
    for (let i = 0; i < 50 && fs.existsSync(path.join(dataDir, "server.pid")); i++) await new Promise((r) => setTimeout(r, 200));
    expect(fs.existsSync(path.join(dataDir, "server.pid"))).toBe(false);
  });

  it("restarts without seeding again, stops on SIGTERM within 10 s with exit code 0, and keeps what it wrote", async () => {
    const port = await freePort();
    const env = { ADMIN_EMAIL: "lifecycle@example.com", ADMIN_PASSWORD: "lifecycle-password-1" };
    const again = start(dataDir, port, "node", env);
    await waitHealthy(again);
    // Write through the app once more, then stop straight away.
    expect((await post(port, "/api/auth/sign-up/email", { email: "persisted@example.com", password: "persisted-password-1", name: "Persisted" })).status).toBe(200);
    const t0 = Date.now();
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(fs.existsSync(path.join(dataDir, "server.pid"))).toBe(false);
    // Demo data is seeded only once, on the first start.
    expect(again.output()).not.toMatch(/Demo admin account created/);
    expect(again.output()).not.toMatch(/Demo customer portal login/);

    const third = start(dataDir, port, "node", env);
    await waitHealthy(third);
    const rows = await query(`select email from "user" where email in ('persisted@example.com', 'lifecycle@example.com', 'promoted@example.com') order by email`);
    expect(rows.map((r) => r.email)).toEqual(["lifecycle@example.com", "persisted@example.com", "promoted@example.com"]);
    third.child.kill("SIGTERM");
    expect(await third.exited).toBe(0);
  });

  it("answers 503 on /healthz when the database is gone, and keeps answering", async () => {
    const server = start(dataDir, await freePort());
    await waitHealthy(server);
    const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
    const pgPid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
    process.kill(pgPid, "SIGINT");
    let status = 0;
    for (let i = 0; i < 50 && status !== 503; i++) {
      await new Promise((r) => setTimeout(r, 200));
      try {
        status = (await fetch(`http://127.0.0.1:${server.port}/healthz`)).status;
      } catch (err) {
        throw new Error(`the server stopped answering (exit ${server.child.exitCode}): ${String(err)}\n${server.output()}`);
      }
    }
    expect(status).toBe(503);
  });
});

describe("the server's settings", () => {
  it("stops with a message naming a bad setting", async () => {
    const server = start(tempDataDir(), await freePort(), "node", { PORT: "not-a-port" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
  });
});
