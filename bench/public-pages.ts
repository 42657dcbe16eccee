// Public pages benchmark: first-load JavaScript per page type, and requests per second of the
// app beside the same HTML served as a plain static file.
//
//   npx tsx bench/public-pages.ts            (starts the production server on a temporary data dir)
//   BENCH_URL=http://host:port npx tsx bench/public-pages.ts   (measures a running server)
//
// Goal: the home page ships at most 100 KB (gzip) of JavaScript on first load.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { freePort } from "../server/embedded-postgres";

const root = path.resolve(import.meta.dirname, "..");
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const JS_BUDGET_KB = 100;

const pageTypes = [
  { type: "home", path: "/" },
  { type: "service", path: "/services/drain-unblocking" },
  { type: "area", path: "/areas/newbury" },
  { type: "faqs", path: "/faqs" },
  { type: "blog list", path: "/blog" },
  { type: "article", path: "/blog/signs-blocked-drain" },
];
const throughputPages = pageTypes.slice(0, 3);

async function startServer() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "drainage-bench-"));
  fs.chmodSync(tmp, 0o755);
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(tmp, "data"), LOG_LEVEL: "error", DATABASE_URL: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** Scripts a browser loads before the page is interactive: module scripts, modulepreloads and their static imports. */
async function firstLoadJs(base: string, html: string) {
  const seen = new Set<string>();
  const queue = [
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/import\s*(?:[^"'()]*from\s*)?["']([^"']+\.js)["']/g)].map((m) => m[1]),
  ];
  let raw = 0;
  let gz = 0;
  while (queue.length) {
    const src = new URL(queue.shift()!, base).toString();
    if (seen.has(src)) continue;
    seen.add(src);
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body).length;
    // Static imports of the chunk (dynamic imports load on demand and are not counted).
    for (const m of body.toString("utf8").matchAll(/(?:^|[;\n}])\s*import\s*(?:[^"'()]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(new URL(m[1], src).toString());
    }
  }
  return { files: seen.size, rawKb: raw / 1024, gzipKb: gz / 1024 };
}

async function rps(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  const external = process.env.BENCH_URL;
  const server = external ? { url: external, stop: async () => {} } : await startServer();
  const base = server.url;
  console.log(`Public pages benchmark against ${base} (${DURATION}s × ${CONNECTIONS} connections per run)\n`);

  console.log("First-load JavaScript (gzip):");
  const htmlByPath = new Map<string, string>();
  let homeJs = 0;
  for (const p of pageTypes) {
    const res = await fetch(base + p.path);
    const html = await res.text();
    htmlByPath.set(p.path, html);
    const js = await firstLoadJs(base + p.path, html);
    if (p.type === "home") homeJs = js.gzipKb;
    console.log(`  ${p.type.padEnd(10)} ${p.path.padEnd(30)} ${String(res.status).padEnd(4)} ${js.files} files  ${js.gzipKb.toFixed(1)} KB gzip (${js.rawKb.toFixed(1)} KB raw)`);
  }

  // The same HTML as plain files on disk, read and sent by a bare Node HTTP server on another port.
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), "drainage-static-"));
  const files = new Map<string, string>();
  for (const p of throughputPages) {
    const file = path.join(staticDir, p.path === "/" ? "index.html" : `${p.path.slice(1).replaceAll("/", "_")}.html`);
    fs.writeFileSync(file, htmlByPath.get(p.path)!);
    files.set(p.path, file);
  }
  const staticServer = http.createServer((req, res) => {
    const file = files.get(req.url ?? "");
    if (!file) return res.writeHead(404).end();
    fs.readFile(file, (err, body) => {
      if (err) return res.writeHead(500).end();
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length }).end(body);
    });
  });
  const staticPort = await freePort();
  await new Promise<void>((resolve) => staticServer.listen(staticPort, "127.0.0.1", () => resolve()));

  console.log("\nRequests per second (app vs the same HTML as a static file):");
  for (const p of throughputPages) {
    await rps(base + p.path); // warm the cache
    const app = await rps(base + p.path);
    const plain = await rps(`http://127.0.0.1:${staticPort}${p.path}`);
    console.log(
      `  ${p.type.padEnd(10)} app ${app.rps.toFixed(0).padStart(6)} req/s (p99 ${app.p99} ms, errors ${app.errors})` +
        `   static ${plain.rps.toFixed(0).padStart(6)} req/s   ratio ${(app.rps / plain.rps).toFixed(2)}`,
    );
  }

  await new Promise((resolve) => staticServer.close(resolve));
  fs.rmSync(staticDir, { recursive: true, force: true });
  await server.stop();

  const ok = homeJs <= JS_BUDGET_KB;
  console.log(`\nHome page first-load JS: ${homeJs.toFixed(1)} KB gzip — budget ${JS_BUDGET_KB} KB: ${ok ? "within budget" : "OVER BUDGET"}`);
  process.exit(ok ? 0 : 1);
}

await main();
