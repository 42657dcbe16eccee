import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../server/embedded-postgres";
import pg from "pg";
import { embeddedUrl, ensureBuilt, killGroup, removeTempDir, signIn, startServer, tempDir, type ServerProcess } from "../../scripts/lib/server-process";

// The production server with two worker processes under the cluster primary, on the embedded
// PostgreSQL in a new data directory: one worker killed during a stream of requests, then the
// primary stopped with SIGTERM.
const dir = tempDir("drainage-workers-");
const dataDir = path.join(dir, "data");
let server: ServerProcess;
const ADMIN = { email: "workers.admin@example.com", password: "workers-admin-password-1" };

/** The pids of the workers that have logged "worker listening", in order. */
function listeningPids() {
  const pids: number[] = [];
  for (const line of server.output().split("\n")) {
    if (!line.includes('"msg":"worker listening"')) continue;
    pids.push((JSON.parse(line) as { pid: number }).pid);
  }
  return pids;
}

async function until<T>(what: string, probe: () => T | undefined | false, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen in time:\n${server.output().slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

type Outcome = { path: string; start: number; end: number; status?: number; error?: string };

/** One request on a new connection (no keep-alive), so that each is routed to a worker afresh. */
function request(url: string, pathname: string): Promise<Outcome> {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = http.get(`${url}${pathname}`, { agent: false, timeout: 15_000 }, (res) => {
      res.resume();
      res.on("end", () => resolve({ path: pathname, start, end: performance.now(), status: res.statusCode }));
      res.on("error", (err) => resolve({ path: pathname, start, end: performance.now(), error: (err as NodeJS.ErrnoException).code ?? err.message }));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (err) => resolve({ path: pathname, start, end: performance.now(), error: (err as NodeJS.ErrnoException).code ?? err.message }));
  });
}

/** A page's text, asked on a new connection (as a visitor without cookies). */
function page(url: string, pathname: string): Promise<{ status?: number; cache?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}${pathname}`, { agent: false }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode, cache: String(res.headers["x-page-cache"] ?? ""), body }));
      })
      .on("error", reject);
  });
}

beforeAll(async () => {
  ensureBuilt();
  // Info: the primary logs each worker's pid when it starts listening.
  server = startServer({ port: await freePort(), dataDir, env: { WEB_CONCURRENCY: "2", LOG_LEVEL: "info", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  await until("two workers listening", () => listeningPids().length >= 2, 180_000);
}, 240_000);

afterAll(() => {
  killGroup(server);
  removeTempDir(dir);
});

describe("worker processes under the cluster primary", () => {
  it("a worker killed during a stream of requests: the other answers, a new one starts, no request to a live worker fails", { timeout: 180_000 }, async () => {
    const [victim, survivor] = listeningPids();
    expect(victim).not.toBe(survivor);
    const outcomes: Outcome[] = [];
    let streaming = true;
    // Four visitors, each asking for the next page as soon as one answers: stored public pages
    // and a page rendered for each request.
    const paths = ["/", "/contact", "/services/drain-unblocking"];
    const visitors = Array.from({ length: 4 }, async (_, v) => {
      for (let i = v; streaming; i++) outcomes.push(await request(server.url, paths[i % paths.length]));
    });

    await new Promise((r) => setTimeout(r, 1_500));
    const killedAt = performance.now();
    process.kill(victim, "SIGKILL");
    // Gone once the primary has reaped it: from then on no connection can be given to it.
    await until("the killed worker gone", () => !isAlive(victim), 10_000);
    const goneAt = performance.now();
    const replacement = await until("a new worker listening", () => listeningPids().find((pid) => pid !== victim && pid !== survivor), 120_000);
    const replacedAt = performance.now();
    await new Promise((r) => setTimeout(r, 1_500));
    streaming = false;
    await Promise.all(visitors);

    expect(server.output()).toMatch(new RegExp(`"pid":${victim},"code":null,"signal":"SIGKILL".*"msg":"worker exited; starting another"`));
    expect(isAlive(survivor)).toBe(true);
    expect(isAlive(replacement)).toBe(true);

    const before = outcomes.filter((o) => o.end < killedAt);
    const afterKill = outcomes.filter((o) => o.start >= goneAt);
    const beforeReplacement = afterKill.filter((o) => o.end < replacedAt);
    const failed = outcomes.filter((o) => o.status !== 200);
    expect(before.length).toBeGreaterThan(0);
    // The survivor alone answered while the replacement started, and every request after the kill succeeded.
    expect(beforeReplacement.length).toBeGreaterThan(0);
    expect(afterKill.filter((o) => o.status !== 200)).toEqual([]);
    expect(before.filter((o) => o.status !== 200)).toEqual([]);
    // Only requests in flight at the kill may have failed, and only by losing their connection.
    const lostInFlight = (o: Outcome) => o.start < goneAt && o.end >= killedAt && /^(ECONNRESET|EPIPE|socket hang up|timeout)$/.test(o.error ?? "");
    expect(failed.filter((o) => !lostInFlight(o))).toEqual([]);
  });

  it("a post published through one worker shows at once on the public pages every worker serves", { timeout: 60_000 }, async () => {
    const title = "Worker Processes Test Post";
    const client = new pg.Client({ connectionString: embeddedUrl(dataDir) });
    await client.connect();
    let id: string;
    try {
      const { rows } = await client.query<{ id: string }>(
        `insert into blog_posts (slug, title, description, keywords, category, read_time, content)
         values ('worker-processes-test-post', $1, 'A post for the worker processes test.', '', 'Maintenance', '2 min read', '<p>Text.</p>')
         returning id`,
        [title],
      );
      id = rows[0].id;
    } finally {
      await client.end();
    }
    // Each worker stores the blog list as it is now (new connections go to the workers in turn).
    const before = [];
    for (let i = 0; i < 6; i++) before.push(await page(server.url, "/blog"));
    expect(before.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(before.filter((r) => r.body.includes(title))).toEqual([]);
    expect(before.filter((r) => r.cache === "hit").length).toBeGreaterThanOrEqual(2);

    const cookie = await signIn(server.url, ADMIN.email, ADMIN.password);
    const published = await fetch(`${server.url}/admin/blog`, {
      method: "POST",
      headers: { cookie, origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "publish", id }),
      redirect: "manual",
    });
    expect(published.status).toBe(302);
    // The other worker hears of the change through the primary, in well under the time a visitor's next page takes.
    await new Promise((r) => setTimeout(r, 100));
    const after = [];
    for (let i = 0; i < 6; i++) after.push(await page(server.url, "/blog"));
    expect(after.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(after.filter((r) => !r.body.includes(title)).map((r) => r.cache)).toEqual([]);
  });

  it("SIGTERM to the primary: every process exits, with exit code 0, and the embedded PostgreSQL is stopped", { timeout: 60_000 }, async () => {
    const workers = listeningPids().filter(isAlive);
    expect(workers).toHaveLength(2);
    const postmaster = Number(fs.readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
    expect(isAlive(postmaster)).toBe(true);
    server.child.kill("SIGTERM");
    const code = await server.exited;
    expect(code, server.output().slice(-3000)).toBe(0);
    for (const pid of [...workers, postmaster]) expect(isAlive(pid), `pid ${pid}`).toBe(false);
    // The data directory is free for the next start.
    expect(fs.existsSync(path.join(dataDir, "server.pid"))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "postgres.json"))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
  });
});
