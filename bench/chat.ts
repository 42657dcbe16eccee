// Chat assistant benchmark: reply latency with 50 conversations talking at once.
//
//   npx tsx bench/chat.ts                         (starts the production server on a temporary data dir)
//   npx tsx bench/chat.ts http://127.0.0.1:3000   (or BENCH_URL=...: measures a running server;
//                                                  bookings are made only with BENCH_BOOK=1)
//
// Each conversation is a visitor with its own address (X-Forwarded-For, believed from this machine
// with TRUST_PROXY=loopback, which a running server given as BENCH_URL needs too, so the
// per-address limit sees distinct visitors) sending its messages one after another, as the widget does, with a pause
// to read and type between them (BENCH_THINK_MS, 1.5 s on average; 0 for back-to-back messages,
// which measures the saturation throughput instead of what visitors see).
// Goal: p95 reply latency at most 100 ms with the built-in assistant.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../server/embedded-postgres";
import { SERVER_NODE_FLAGS } from "../scripts/lib/server-flags";

const root = path.resolve(import.meta.dirname, "..");
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 50);
const GOAL_P95_MS = 100;
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1500);

/** A repeatable pause between 0.5 and 1.5 times THINK_MS. */
function pauseFor(n: number, step: number) {
  const x = Math.sin(n * 12.9898 + step * 78.233) * 43758.5453;
  return THINK_MS * (0.5 + (x - Math.floor(x)));
}

async function startServer() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "drainage-bench-chat-"));
  fs.chmodSync(tmp, 0o755);
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(tmp, "data"), LOG_LEVEL: "error", DATABASE_URL: "", LLM_BASE_URL: "", SMTP_URL: "", TRUST_PROXY: "loopback" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error("the server exited while starting");
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error("the server did not start in time");
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

function script(n: number, book: boolean) {
  const phone = `07700 900${String(n).padStart(3, "0")}`;
  const messages = [
    "Hello",
    "How much do you charge to unblock a drain?",
    "Do you cover RG14 5NG?",
    "What are your opening hours on Sunday?",
    "Is your work guaranteed?",
    "I'd like to book a visit",
    `My name is Bench Visitor ${n}`,
    phone,
    `${n} High Street, Newbury RG14 5NG`,
    "kitchen sink is blocked, tomorrow morning, no email",
  ];
  if (book) messages.push("yes");
  return messages;
}

function visitorAddress(n: number) {
  return `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

type Timing = { step: number; ms: number };

async function converse(url: string, n: number, book: boolean, latencies: Timing[] | null) {
  const headers = { "content-type": "application/json", "x-forwarded-for": visitorAddress(n) };
  const created = await fetch(`${url}/api/chat/conversations`, { method: "POST", headers });
  if (created.status !== 201) throw new Error(`conversation ${n}: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  let bookings = 0;
  let step = 0;
  for (const message of script(n, book)) {
    const at = step++;
    if (latencies) await new Promise((r) => setTimeout(r, pauseFor(n, at)));
    const started = performance.now();
    const res = await fetch(`${url}/api/chat/messages`, { method: "POST", headers, body: JSON.stringify({ conversationId: id, message }) });
    const body = (await res.json()) as { message?: string; bookingId?: string; error?: string };
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`conversation ${n}: ${res.status} ${body.error}`);
    if (body.bookingId) bookings++;
    latencies?.push({ step: at, ms });
  }
  return bookings;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const given = process.argv[2] ?? process.env.BENCH_URL;
  const server = given ? null : await startServer();
  const url = (given ?? server!.url).replace(/\/+$/, "");
  const book = !given || process.env.BENCH_BOOK === "1";
  try {
    // Warm-up: the first message trains the intent classifier; it is not measured.
    await converse(url, 999, false, null);
    const timings: Timing[] = [];
    const started = performance.now();
    const bookings = await Promise.all(Array.from({ length: CONVERSATIONS }, (_, i) => converse(url, i, book, timings)));
    const wall = performance.now() - started;
    const latencies = timings.map((t) => t.ms).sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    const max = latencies[latencies.length - 1];
    console.log(`chat benchmark against ${url}`);
    console.log(
      `${CONVERSATIONS} concurrent conversations, ${latencies.length} messages in ${(wall / 1000).toFixed(1)} s (${(latencies.length / (wall / 1000)).toFixed(0)} messages/s), ${bookings.reduce((a, b) => a + b, 0)} bookings, pause between messages ${THINK_MS ? `about ${THINK_MS} ms` : "none"}`,
    );
    console.log(`reply latency: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms`);
    // Which message of the script is slow: p50 and p95 of each step across the conversations.
    const steps = script(0, book);
    const bySteps = steps.map((text, i) => {
      const ms = timings.filter((t) => t.step === i).map((t) => t.ms).sort((a, b) => a - b);
      return `  ${String(i + 1).padStart(2)}. p50 ${percentile(ms, 50).toFixed(0).padStart(4)} ms, p95 ${percentile(ms, 95).toFixed(0).padStart(4)} ms  ${text.slice(0, 50)}`;
    });
    console.log(`by message of the script:\n${bySteps.join("\n")}`);
    const ok = p95 <= GOAL_P95_MS;
    console.log(`goal p95 <= ${GOAL_P95_MS} ms: ${ok ? "met" : "NOT met"}`);
    if (!ok && process.env.BENCH_STRICT === "1") process.exitCode = 1;
  } finally {
    await server?.stop();
  }
}

await main();
