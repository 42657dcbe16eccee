// Public pages benchmark: first-load JavaScript per page type; requests per second of the app
// beside a static file server sending the same HTML bytes, in the same run; Lighthouse's
// mobile scores (performance, accessibility, best practices, SEO); and the requests per second
// with one and with two worker processes, with each worker's resident memory.
//
//   npm run bench:public                        (starts the production server on a temporary data dir)
//   BENCH_URL=http://host:port npm run bench:public   (measures a running server)
//
// The static server is nginx when it is installed (Debian's `nginx` package), otherwise a minimal
// Node HTTP server; the output says which. Lighthouse drives Chromium (CHROMIUM_PATH, by default
// /usr/bin/chromium). Settings: BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_LIGHTHOUSE=0 to skip it,
// BENCH_STATIC=node to compare with the Node server even when nginx is installed,
// BENCH_ROUNDS (default 2) turns of each server per page, of which each server's best counts,
// BENCH_LIGHTHOUSE_RUNS (default 5) audits of each page, of which the median run counts.
// BENCH_PAGES=<regular expression> measures only the page types whose name matches (say BENCH_PAGES=booking).
//
// Goals: the home page ships at most 100 KB (gzip) of JavaScript on first load (a miss exits
// non-zero); each page serves at least half the requests per second of the static server, and
// scores 100 in every Lighthouse category, and each worker stays within 300 MB resident (with
// BENCH_STRICT=1 a miss of these exits non-zero).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { firstLoadJs } from "./first-load-js";
import autocannon from "autocannon";
import { lighthouseMedians } from "./lighthouse-median";
import { freePort } from "../server/embedded-postgres";
import { SERVER_NODE_FLAGS } from "../scripts/lib/server-flags";

const root = path.resolve(import.meta.dirname, "..");
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const STRICT = process.env.BENCH_STRICT === "1";
const JS_BUDGET_KB = 100;
const RATIO_GOAL = 0.5;
const SCORE_GOAL = 100;
const WORKER_MEMORY_GOAL_MB = 300;
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));

const pageTypes = [
  { type: "home", path: "/", throughput: true, lighthouse: true },
  { type: "service", path: "/services/drain-unblocking", throughput: true, lighthouse: true },
  { type: "area", path: "/areas/newbury", throughput: true, lighthouse: true },
  { type: "faqs", path: "/faqs", throughput: false, lighthouse: false },
  { type: "booking", path: "/book", throughput: false, lighthouse: true },
  { type: "blog list", path: "/blog", throughput: true, lighthouse: false },
  { type: "article", path: "/blog/signs-blocked-drain", throughput: true, lighthouse: true },
].filter((t) => !process.env.BENCH_PAGES || new RegExp(process.env.BENCH_PAGES, "i").test(t.type));

/**
 * The production server (`npm start`'s script) with `workers` worker processes, on the embedded
 * PostgreSQL in a new data directory, or on the database `databaseUrl` (another server's).
 */
async function startServer(workers: number, databaseUrl?: string) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "drainage-bench-"));
  fs.chmodSync(tmp, 0o755);
  const dir = path.join(tmp, "data");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, "scripts/start.mjs")], {
    cwd: root,
    // BASE_URL as the pages are fetched, so that their canonical links point at the same origin.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: url,
      DATA_DIR: dir,
      LOG_LEVEL: "error",
      DATABASE_URL: databaseUrl ?? "",
      ...(databaseUrl ? { BETTER_AUTH_SECRET: "public-pages-benchmark-secret-0123456789" } : {}),
      WEB_CONCURRENCY: String(workers),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // Ready when every worker serves: each answers /healthz once it listens.
  for (let i = 0; i < 600 && serverWorkers(child.pid!).length < workers; i++) await new Promise((r) => setTimeout(r, 250));
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await new Promise((r) => setTimeout(r, 2_000));
  return {
    url,
    dataDir: dir,
    /** The primary and its workers (not PostgreSQL): the processes that serve the pages. */
    pids: () => [child.pid!, ...serverWorkers(child.pid!)],
    workers: () => serverWorkers(child.pid!),
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** The worker processes of the server whose primary is `primary`: its children running the compiled server. */
function serverWorkers(primary: number) {
  return withChildren(primary)
    .slice(1)
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("build/runtime/server.mjs");
      } catch {
        return false;
      }
    });
}

/** Resident memory now and at its peak (MB), from /proc. */
function memoryMb(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU time (user + system, ms) used so far by these processes and their children's threads, from /proc. */
function cpuMs(pids: number[]) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      return NaN;
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** A process and its direct children (nginx's master and its worker). */
function withChildren(pid: number) {
  try {
    const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    return [pid, ...children];
  } catch {
    return [pid];
  }
}


/** Requests per second, and the server's CPU time per request (µs) when its processes are known. */
async function rps(url: string, pids: number[] = []) {
  const before = cpuMs(pids);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const cpu = pids.length ? ((cpuMs(pids) - before) * 1000) / result.requests.total : NaN;
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, cpuUs: cpu };
}

/** The file a static server sends for a page's path. */
const fileFor = (p: string) => (p === "/" ? "index.html" : `${p.slice(1)}.html`);

type StaticServer = { name: string; url: string; pids: () => number[]; stop: () => Promise<void> };

function findNginx() {
  if (process.env.BENCH_STATIC === "node") return null;
  for (const bin of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (fs.existsSync(bin)) return bin;
  return null;
}

/** nginx with one worker (the app is one Node process), no access log, keep-alive without a request limit. */
async function startNginx(bin: string, dir: string): Promise<StaticServer> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "drainage-nginx-"));
  const port = await freePort();
  const conf = `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log error;
events { worker_connections 1024; }
http {
  access_log off;
  charset utf-8;
  default_type text/html;
  sendfile on;
  keepalive_requests 1000000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html =404; }
  }
}
`;
  fs.writeFileSync(path.join(prefix, "nginx.conf"), conf);
  const child: ChildProcess = spawn(bin, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], { stdio: ["ignore", "ignore", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const version = spawnSync(bin, ["-v"], { encoding: "utf8" }).stderr.trim().replace(/^nginx version: /, "");
  return {
    name: `nginx (${version}, 1 worker)`,
    url,
    pids: () => withChildren(child.pid!),
    stop: async () => {
      child.kill("SIGQUIT");
      await new Promise((r) => child.once("exit", r));
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** A bare Node HTTP server, in a process of its own, reading each file from disk per request. */
const NODE_STATIC = `
const fs = require("node:fs"), http = require("node:http"), path = require("node:path");
const [dir, port] = process.argv.slice(1);
http.createServer((req, res) => {
  const url = req.url || "/";
  if (url.includes("..")) return res.writeHead(400).end();
  fs.readFile(path.join(dir, url === "/" ? "index.html" : url.slice(1) + ".html"), (err, body) => {
    if (err) return res.writeHead(404).end();
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length }).end(body);
  });
}).listen(Number(port), "127.0.0.1", () => process.send && process.send("ready"));
`;

async function startNodeStatic(dir: string): Promise<StaticServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["-e", NODE_STATIC, dir, String(port)], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  await new Promise((resolve) => child.once("message", resolve));
  return {
    name: "a minimal Node static server (nginx is not installed)",
    url: `http://127.0.0.1:${port}`,
    pids: () => [child.pid!],
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}

function lighthouseVersion() {
  return (JSON.parse(fs.readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")) as { version: string }).version;
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

type BenchServer = Awaited<ReturnType<typeof startServer>>;

/** Each worker's resident memory after the runs, now and at its peak, against the goal. */
function reportMemory(server: BenchServer, label: string) {
  const primary = memoryMb(server.pids()[0]);
  console.log(`  ${label} primary ${String(server.pids()[0]).padEnd(7)} resident ${primary.rss.toFixed(0).padStart(4)} MB (holds PostgreSQL and the workers; serves nothing)`);
  let ok = true;
  for (const pid of server.workers()) {
    const { rss, peak } = memoryMb(pid);
    ok &&= peak <= WORKER_MEMORY_GOAL_MB;
    console.log(`  ${label} worker ${String(pid).padEnd(8)} resident ${rss.toFixed(0).padStart(4)} MB, peak ${peak.toFixed(0).padStart(4)} MB${peak <= WORKER_MEMORY_GOAL_MB ? "" : " (over goal)"}`);
  }
  return ok;
}

/**
 * The public pages' throughput with one worker process and with two: a second server, with two
 * workers, on the first one's database, the two taking turns on each page (each keeps its best
 * round, as in the comparison with the static server); then each worker's memory against the
 * goal. The load generator runs on the same machine, so on two cores it takes CPU the second
 * worker could use.
 */
async function compareWorkers(one: BenchServer) {
  console.log(`\nWorker processes (WEB_CONCURRENCY): requests per second with 1 and with 2 workers, the best of ${ROUNDS} alternating rounds each;`);
  console.log(`resident memory of each worker after the runs (goal: at most ${WORKER_MEMORY_GOAL_MB} MB at its peak).`);
  const { url } = JSON.parse(fs.readFileSync(path.join(one.dataDir, "postgres.json"), "utf8")) as { url: string };
  const two = await startServer(2, url);
  try {
    for (const p of pageTypes.filter((t) => t.throughput)) {
      // Warm up: each worker stores its own copy of the page.
      await rps(one.url + p.path);
      await rps(two.url + p.path);
      let single = 0;
      let double = 0;
      for (let round = 0; round < ROUNDS; round++) {
        single = Math.max(single, (await rps(one.url + p.path)).rps);
        double = Math.max(double, (await rps(two.url + p.path)).rps);
      }
      console.log(`  ${p.type.padEnd(10)} 1 worker ${single.toFixed(0).padStart(6)} req/s   2 workers ${double.toFixed(0).padStart(6)} req/s   ratio ${(double / single).toFixed(2)}`);
    }
    const oneOk = reportMemory(one, "1 worker: ");
    const twoOk = reportMemory(two, "2 workers:");
    return oneOk && twoOk;
  } finally {
    await two.stop();
  }
}

async function main() {
  const external = process.env.BENCH_URL;
  // One worker process for the comparison with the static server (nginx runs one worker too).
  const server = external ? null : await startServer(1);
  const base = external ?? server!.url;
  const serverPids = () => server?.pids() ?? [];
  console.log(`Public pages benchmark against ${base} (${DURATION}s × ${CONNECTIONS} connections per run)`);
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "unknown CPU"}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}\n`);

  console.log("First-load JavaScript (gzip) and HTML size:");
  const htmlByPath = new Map<string, Buffer>();
  let homeJs = 0;
  for (const p of pageTypes) {
    await fetch(base + p.path); // the cached copy, as every later request gets it
    const res = await fetch(base + p.path);
    const html = Buffer.from(await res.arrayBuffer());
    htmlByPath.set(p.path, html);
    const js = await firstLoadJs(base + p.path, html.toString("utf8"));
    if (p.type === "home") homeJs = js.gzipKb;
    console.log(
      `  ${p.type.padEnd(10)} ${p.path.padEnd(28)} ${String(res.status).padEnd(4)} ${js.files} files  ${js.gzipKb.toFixed(1)} KB gzip JS` +
        `   HTML ${(html.length / 1024).toFixed(1)} KB (${(gzipSync(html).length / 1024).toFixed(1)} KB gzip)`,
    );
  }

  // The same HTML bytes as files on disk, for the static server.
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "drainage-static-"));
  fs.chmodSync(staticDir, 0o755);
  for (const p of pageTypes.filter((t) => t.throughput)) {
    const file = path.join(staticDir, fileFor(p.path));
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
    fs.writeFileSync(file, htmlByPath.get(p.path)!, { mode: 0o644 });
  }
  const nginx = findNginx();
  const plainServer = nginx ? await startNginx(nginx, staticDir) : await startNodeStatic(staticDir);

  console.log(
    `\nRequests per second: the app beside ${plainServer.name} sending the same HTML, the best of ${ROUNDS} alternating rounds each (goal: ratio ≥ ${RATIO_GOAL}).`,
  );
  console.log("CPU per request is the servers' own CPU time (from /proc) divided by requests served: unlike req/s it");
  console.log("does not depend on how busy the machine's other processes keep the cores; its ratio is static ÷ app.");
  const ratios: number[] = [];
  for (const p of pageTypes.filter((t) => t.throughput)) {
    const check = await fetch(plainServer.url + p.path);
    if (!check.ok || Buffer.from(await check.arrayBuffer()).length !== htmlByPath.get(p.path)!.length) {
      throw new Error(`the static server does not send ${p.path} as the app does`);
    }
    await rps(base + p.path); // warm up
    // The two servers take turns, and each keeps its best round: a burst of other work on the
    // shared machine then lowers one round of one server, not the comparison.
    let app = await rps(base + p.path, serverPids());
    let plain = await rps(plainServer.url + p.path, plainServer.pids());
    for (let round = 1; round < ROUNDS; round++) {
      const appAgain = await rps(base + p.path, serverPids());
      const plainAgain = await rps(plainServer.url + p.path, plainServer.pids());
      if (appAgain.rps > app.rps) app = appAgain;
      if (plainAgain.rps > plain.rps) plain = plainAgain;
    }
    const ratio = app.rps / plain.rps;
    ratios.push(ratio);
    const cpuRatio = plain.cpuUs / app.cpuUs;
    console.log(
      `  ${p.type.padEnd(10)} app ${app.rps.toFixed(0).padStart(6)} req/s (p99 ${app.p99} ms, errors ${app.errors})` +
        `   static ${plain.rps.toFixed(0).padStart(6)} req/s (p99 ${plain.p99} ms)   ratio ${ratio.toFixed(2)}${ratio >= RATIO_GOAL ? "" : " (below goal)"}` +
        (Number.isFinite(cpuRatio) ? `   CPU per request: app ${app.cpuUs.toFixed(0)} µs, static ${plain.cpuUs.toFixed(0)} µs, ratio ${cpuRatio.toFixed(2)}` : ""),
    );
  }
  await plainServer.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });

  let scoresOk = true;
  if (process.env.BENCH_LIGHTHOUSE !== "0") {
    console.log(`\nLighthouse ${lighthouseVersion()}, mobile, the median of ${LIGHTHOUSE_RUNS} runs per page (goal: ${SCORE_GOAL} in each):`);
    const audited = pageTypes.filter((t) => t.lighthouse);
    const results = await lighthouseMedians(audited.map((p) => base + p.path), { categories: CATEGORIES, runs: LIGHTHOUSE_RUNS });
    console.log(`  ${"".padEnd(10)} ${CATEGORIES.map((c) => c.padStart(15)).join("")}`);
    audited.forEach((p, i) => {
      const { scores, failing, performanceRuns } = results[i];
      const ok = CATEGORIES.every((c) => (scores[c] ?? 0) >= SCORE_GOAL);
      scoresOk &&= ok;
      console.log(
        `  ${p.type.padEnd(10)} ${CATEGORIES.map((c) => String(scores[c]).padStart(15)).join("")}   performance of each run: ${performanceRuns.join(" ")}` +
          (ok ? "" : `   below goal: ${failing.join(", ")}`),
      );
    });
  }

  let memoryOk = true;
  if (server) {
    memoryOk = await compareWorkers(server);
    await server.stop();
  }

  const jsOk = homeJs <= JS_BUDGET_KB;
  const ratioOk = ratios.every((r) => r >= RATIO_GOAL);
  console.log(`\nHome page first-load JS: ${homeJs.toFixed(1)} KB gzip — budget ${JS_BUDGET_KB} KB: ${jsOk ? "within budget" : "OVER BUDGET"}`);
  console.log(`Throughput ratio ≥ ${RATIO_GOAL} on every page: ${ratioOk ? "yes" : "NO"} (lowest ${Math.min(...ratios).toFixed(2)})`);
  if (process.env.BENCH_LIGHTHOUSE !== "0") console.log(`Lighthouse ${SCORE_GOAL} in every category: ${scoresOk ? "yes" : "NO"}`);
  if (server) console.log(`Every worker within ${WORKER_MEMORY_GOAL_MB} MB resident: ${memoryOk ? "yes" : "NO"}`);
  process.exit(jsOk && (!STRICT || (ratioOk && scoresOk && memoryOk)) ? 0 : 1);
}

await main();
