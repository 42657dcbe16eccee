// Load benchmark: 200 simulated users at once for 60 s against the production build.
//
//   npm run bench:load                         (builds first if there is no build; starts the server
//                                               on a temporary data directory with its demo data)
//   BENCH_USERS=40 BENCH_SECONDS=10 npm run bench:load
//
// The users are of four kinds, each a loop of requests on its own connection (autocannon):
//   public  (40 %)  home, a service page, an area page, the FAQs, the blog
//   chat    (20 %)  a new conversation, then three messages in it
//   admin   (20 %)  signed in as the admin: customers, jobs, quotes, invoices and enquiries lists
//   portal  (20 %)  signed in as the demo customer: the portal's home, jobs, quotes and invoices
// Each public and chat visit comes from its own address (X-Forwarded-For, believed from this
// machine with TRUST_PROXY=loopback), as real visitors do: the per-address limits (new chat
// conversations, chat messages) are not what is measured. Prints requests per second, latency
// p50/p95/p99 and errors per kind; the goal is no errors (any non-2xx answer, timeout or broken
// connection counts). Exits non-zero when there were errors.
import path from "node:path";
import autocannon from "autocannon";
import { freePort } from "../server/embedded-postgres";
import { ensureBuilt, removeTempDir, signIn, startServer, stopServer, tempDir, waitHealthy } from "../scripts/lib/server-process";

export const KINDS = ["public", "chat", "admin", "portal"] as const;
export type Kind = (typeof KINDS)[number];

type Step = { label: string; request: autocannon.Request };

export type KindResult = {
  kind: Kind;
  connections: number;
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Seconds this kind's users ran. */
  seconds: number;
  /** Answers per step (e.g. "GET /admin/customers"), and the statuses that were not 2xx. */
  steps: Record<string, number>;
  failures: Record<string, number>;
};

export type LoadReport = { seconds: number; users: number; kinds: KindResult[]; errors: number };

const ADMIN = { email: "load.admin@example.com", password: "load-admin-password-2026" };
const SHARES: Record<Kind, number> = { public: 0.4, chat: 0.2, admin: 0.2, portal: 0.2 };

let visitors = 0;
/** A new visitor's address: 10.x.y.z, a different one each time. */
function nextAddress() {
  const n = ++visitors;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

type Context = { address?: string; conversationId?: string };

function steps(kind: Kind, cookies: { admin: string; portal: string }): Step[] {
  const get = (p: string, headers: Record<string, string> = {}): Step => ({ label: `GET ${p}`, request: { method: "GET", path: p, headers } });
  switch (kind) {
    case "public": {
      const pages = ["/", "/services/drain-unblocking", "/areas/newbury", "/faqs", "/blog"];
      return pages.map((p, i) => ({
        label: `GET ${p}`,
        request: {
          method: "GET",
          path: p,
          setupRequest: (req, context: Context) => {
            if (i === 0) context.address = nextAddress();
            return { ...req, headers: { ...req.headers, "x-forwarded-for": context.address! } };
          },
        },
      }));
    }
    case "chat": {
      const messages = ["How much do you charge to unblock a drain?", "Do you cover RG14 5NG?", "What are your opening hours?"];
      const start: Step = {
        label: "POST /api/chat/conversations",
        request: {
          method: "POST",
          path: "/api/chat/conversations",
          setupRequest: (req, context: Context) => {
            context.address = nextAddress();
            return { ...req, headers: { ...req.headers, "x-forwarded-for": context.address } };
          },
          onResponse: (status, body, context: Context) => {
            if (status === 201) context.conversationId = (JSON.parse(body) as { id: string }).id;
          },
        },
      };
      return [
        start,
        ...messages.map(
          (message): Step => ({
            label: "POST /api/chat/messages",
            request: {
              method: "POST",
              path: "/api/chat/messages",
              setupRequest: (req, context: Context) => ({
                ...req,
                headers: { ...req.headers, "content-type": "application/json", "x-forwarded-for": context.address! },
                body: JSON.stringify({ conversationId: context.conversationId, message }),
              }),
            },
          }),
        ),
      ];
    }
    case "admin":
      return ["/admin/customers", "/admin/jobs", "/admin/quotes", "/admin/invoices", "/admin/enquiries"].map((p) => get(p, { cookie: cookies.admin }));
    case "portal":
      return ["/customer", "/customer/jobs", "/customer/quotes", "/customer/invoices"].map((p) => get(p, { cookie: cookies.portal }));
  }
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** How long the load lasts: a duration, or a number of passes through its requests by every user. */
export type Length = { seconds: number } | { rounds: number };

async function runKind(url: string, kind: Kind, connections: number, length: Length, cookies: { admin: string; portal: string }): Promise<KindResult> {
  const plan = steps(kind, cookies);
  const counts: Record<string, number> = {};
  const failures: Record<string, number> = {};
  // Answers are counted per step; a step's label goes with its request.
  const requests = plan.map(({ label, request }) => ({
    ...request,
    onResponse: (status: number, body: string, context: object, headers: autocannon.Request["headers"]) => {
      counts[label] = (counts[label] ?? 0) + 1;
      if (status < 200 || status > 299) failures[`${label} → ${status}`] = (failures[`${label} → ${status}`] ?? 0) + 1;
      if (typeof request.onResponse === "function") request.onResponse(status, body, context, headers);
    },
  }));
  const latencies: number[] = [];
  const started = performance.now();
  const instance = autocannon({
    url,
    connections,
    timeout: 30,
    requests,
    ...("seconds" in length ? { duration: length.seconds } : { maxConnectionRequests: plan.length * length.rounds, duration: 600 }), // autocannon's default duration is 10 s
  });
  (instance as unknown as NodeJS.EventEmitter).on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    kind,
    connections,
    seconds,
    requests: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.non2xx,
    steps: counts,
    failures: { ...failures, ...(result.errors > 0 ? { "connection errors and timeouts": result.errors } : {}) },
  };
}

/** Run the load against a server already running at `url` with those accounts. */
export async function runLoad(options: { url: string; users: number; length: Length; cookies: { admin: string; portal: string } }): Promise<LoadReport> {
  const split = KINDS.map((kind) => ({ kind, connections: Math.max(1, Math.round(options.users * SHARES[kind])) }));
  const started = performance.now();
  const kinds = await Promise.all(split.map(({ kind, connections }) => runKind(options.url, kind, connections, options.length, options.cookies)));
  return {
    seconds: (performance.now() - started) / 1000,
    users: split.reduce((n, s) => n + s.connections, 0),
    kinds,
    errors: kinds.reduce((n, k) => n + k.errors, 0),
  };
}

/** Build if there is no build; start the production server on a new data directory; sign in the admin and the demo customer. */
export async function startLoadServer() {
  ensureBuilt();
  const dir = tempDir("drainage-bench-load-");
  const server = startServer({
    port: await freePort(),
    dataDir: path.join(dir, "data"),
    env: { TRUST_PROXY: "loopback", LOG_LEVEL: "error", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  try {
    await waitHealthy(server, 300_000);
    const portal = /Demo customer portal login[\s\S]*?email: +(\S+)\n\s+password: +(\S+)/.exec(server.output());
    if (!portal) throw new Error(`the demo customer's login was not printed:\n${server.output()}`);
    // Warm-up, not measured: the assistant's first message trains its intent classifier.
    const headers = { "content-type": "application/json", "x-forwarded-for": "198.51.100.12" };
    const conversation = await fetch(`${server.url}/api/chat/conversations`, { method: "POST", headers });
    if (conversation.status !== 201) throw new Error(`the warm-up conversation was refused: ${conversation.status}`);
    const { id } = (await conversation.json()) as { id: string };
    const reply = await fetch(`${server.url}/api/chat/messages`, { method: "POST", headers, body: JSON.stringify({ conversationId: id, message: "Hello" }) });
    if (reply.status !== 200) throw new Error(`the warm-up message was refused: ${reply.status}`);
    const cookies = {
      admin: await signIn(server.url, ADMIN.email, ADMIN.password, "198.51.100.10"),
      portal: await signIn(server.url, portal[1], portal[2], "198.51.100.11"),
    };
    return {
      url: server.url,
      cookies,
      stop: async () => {
        await stopServer(server);
        removeTempDir(dir);
      },
    };
  } catch (err) {
    await stopServer(server);
    removeTempDir(dir);
    throw err;
  }
}

export function formatReport(report: LoadReport) {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  const lines = [
    `${report.users} users for ${report.seconds.toFixed(1)} s`,
    "",
    "| kind | users | requests | req/s | p50 | p95 | p99 | errors |",
    "|---|---|---|---|---|---|---|---|",
  ];
  for (const k of report.kinds) {
    lines.push(`| ${k.kind} | ${k.connections} | ${k.requests} | ${k.perSecond.toFixed(1)} | ${ms(k.p50)} | ${ms(k.p95)} | ${ms(k.p99)} | ${k.errors} |`);
  }
  const all = report.kinds.reduce((n, k) => n + k.requests, 0);
  lines.push(`| all | ${report.users} | ${all} | ${(all / report.seconds).toFixed(1)} | | | | ${report.errors} |`);
  for (const k of report.kinds) for (const [what, n] of Object.entries(k.failures)) lines.push(`  ${k.kind}: ${what}: ${n}`);
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const users = Number(process.env.BENCH_USERS ?? 200);
  const seconds = Number(process.env.BENCH_SECONDS ?? 60);
  const server = await startLoadServer();
  try {
    console.log(`Load: ${users} simulated users for ${seconds} s against ${server.url}\n`);
    const report = await runLoad({ url: server.url, users, length: { seconds }, cookies: server.cookies });
    console.log(formatReport(report));
    console.log(report.errors === 0 ? "\nok: no errors (goal: 0)" : `\nFAILED: ${report.errors} errors (goal: 0)`);
    process.exitCode = report.errors === 0 ? 0 : 1;
  } finally {
    await server.stop();
  }
}
