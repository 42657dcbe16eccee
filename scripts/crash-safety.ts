// Crash safety: `npm run test:crash` (20 rounds; CRASH_ROUNDS=n for another count).
//
// Starts the production server on the embedded PostgreSQL in a new data directory and, in each
// round, sends a stream of contact-form enquiries (each with a unique marker) from several
// visitors at once, kills the server with SIGKILL at a random moment, starts it again on the same
// data directory and checks that it comes back healthy and that every enquiry whose 2xx answer
// arrived is stored. Half of the rounds kill only the Node process (PostgreSQL is left running,
// orphaned), the other half the whole process group (PostgreSQL dies too and leaves its
// postmaster.pid behind): the server's start must cope with both.
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { freePort } from "../server/embedded-postgres";
import { embeddedUrl, ensureBuilt, killGroup, removeTempDir, startServer, tempDir, waitHealthy, type ServerProcess } from "./lib/server-process";

export type CrashRound = {
  round: number;
  killed: "node" | "group";
  /** Milliseconds after the round's first acknowledged write. */
  afterMs: number;
  acknowledged: number;
  restartMs: number;
};

export type CrashReport = {
  rounds: CrashRound[];
  acknowledged: number;
  /** Acknowledged enquiries not found after the restarts (must be empty). */
  missing: string[];
};

const WRITERS = 4;

/** A repeatable-enough random number in [min, max). */
function between(min: number, max: number) {
  return min + Math.random() * (max - min);
}

/** One visitor sending enquiries one after another until `stop` is set; acknowledged markers go to `acked`. */
async function writer(url: string, id: number, state: { stop: boolean; sent: number }, acked: string[]) {
  while (!state.stop) {
    const n = state.sent++;
    const marker = `crash-${randomBytes(6).toString("hex")}`;
    const body = new URLSearchParams({
      firstName: "Crash",
      lastName: `Writer ${id}`,
      phone: "01632 960 123",
      email: "crash.test@example.com",
      service: "Drain Unblocking",
      message: `Enquiry ${marker}: blocked drain at the back of the house.`,
    });
    try {
      const res = await fetch(`${url}/api/enquiries`, {
        method: "POST",
        // One address per enquiry: the contact form's per-address limit is not what is tested here.
        headers: { "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (res.status >= 200 && res.status < 300) acked.push(marker);
      else if (res.status !== 503) throw new Error(`enquiry answered ${res.status}: ${await res.text()}`);
    } catch (err) {
      // The connection broke: the server was killed mid-request. Not acknowledged, not counted.
      if (err instanceof Error && err.message.startsWith("enquiry answered")) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

async function storedMarkers(dataDir: string, markers: string[]) {
  const client = new pg.Client({ connectionString: embeddedUrl(dataDir) });
  await client.connect();
  try {
    const { rows } = await client.query<{ marker: string }>(
      `select substring(message from 'crash-[0-9a-f]{12}') as marker from enquiries where message like 'Enquiry crash-%'`,
    );
    const found = new Set(rows.map((r) => r.marker));
    return markers.filter((m) => !found.has(m));
  } finally {
    await client.end();
  }
}

export async function runCrashRounds(options: { rounds: number; log?: (line: string) => void }): Promise<CrashReport> {
  const log = options.log ?? (() => {});
  ensureBuilt();
  const dir = tempDir("drainage-crash-");
  const dataDir = path.join(dir, "data");
  // Two workers: a SIGKILL of the primary alone must take its workers down too (they exit when
  // their channel to it closes), or the next start would find the port and the database busy.
  const env = { TRUST_PROXY: "loopback", WEB_CONCURRENCY: "2" };
  const rounds: CrashRound[] = [];
  const acked: string[] = [];
  let server: ServerProcess | undefined;
  try {
    server = startServer({ port: await freePort(), dataDir, env });
    await waitHealthy(server, 180_000);
    for (let round = 1; round <= options.rounds; round++) {
      const state = { stop: false, sent: round * 100_000 };
      const before = acked.length;
      const writers = Array.from({ length: WRITERS }, (_, i) => writer(server!.url, i, state, acked));
      // The kill comes at a random moment once writes are flowing (the first one of the round acknowledged).
      for (let waited = 0; acked.length === before; waited += 20) {
        if (waited > 60_000) throw new Error(`round ${round}: no enquiry was acknowledged within 60 s:\n${server.output()}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      const afterMs = Math.round(between(0, 1_500));
      await new Promise((r) => setTimeout(r, afterMs));
      const killed = round % 2 === 1 ? "node" : "group";
      if (killed === "node") server.child.kill("SIGKILL");
      else killGroup(server);
      await server.exited;
      state.stop = true;
      await Promise.all(writers);

      const started = Date.now();
      server = startServer({ port: await freePort(), dataDir, env });
      await waitHealthy(server, 120_000);
      const restartMs = Date.now() - started;
      const missing = await storedMarkers(dataDir, acked);
      rounds.push({ round, killed, afterMs, acknowledged: acked.length - before, restartMs });
      log(
        `round ${String(round).padStart(2)}: killed ${killed === "node" ? "the server        " : "server + postgres "} ${String(afterMs).padStart(4)} ms into the writes, ` +
          `${String(acked.length - before).padStart(3)} acknowledged, healthy again in ${restartMs} ms, missing ${missing.length}`,
      );
      if (missing.length > 0) return { rounds, acknowledged: acked.length, missing };
    }
    return { rounds, acknowledged: acked.length, missing: await storedMarkers(dataDir, acked) };
  } finally {
    if (server) {
      server.child.kill("SIGTERM");
      const timer = setTimeout(() => killGroup(server!), 15_000);
      await server.exited;
      clearTimeout(timer);
      killGroup(server);
    }
    removeTempDir(dir);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rounds = Number(process.env.CRASH_ROUNDS ?? 20);
  console.log(`Crash safety: ${rounds} rounds of writes and SIGKILL against the production server on the embedded PostgreSQL\n`);
  const report = await runCrashRounds({ rounds, log: (line) => console.log(line) });
  const restarts = report.rounds.map((r) => r.restartMs).sort((a, b) => a - b);
  console.log(
    `\n${report.rounds.length} rounds, ${report.acknowledged} acknowledged enquiries, ${report.missing.length} missing; ` +
      `restart to healthy: median ${restarts[Math.floor(restarts.length / 2)]} ms, max ${restarts.at(-1)} ms`,
  );
  if (report.missing.length > 0 || report.rounds.length !== rounds) {
    console.log(`FAILED: acknowledged but not stored: ${report.missing.join(", ")}`);
    process.exit(1);
  }
  console.log("ok: every acknowledged write survived, and the server came back healthy after every kill");
}
