import { eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { emailLog, verification } from "~/db/schema";
import { drainQueue } from "../../../tests/support/queue";
import { requestPasswordResetAction } from "./account.server";
import { ensureAdmin } from "./roles.server";

const BASE = "http://localhost:3999";
/** The queue of reset requests (app/features/auth/auth.server.ts). */
const PASSWORD_RESET_REQUEST_JOB = "password-reset-request";
let ipCount = 0;

/** The "forgot your password?" form, posted from a new client address each time (per-address limits stay out of it). */
async function askForReset(email: string) {
  const body = new FormData();
  body.set("email", email);
  const request = new Request(`${BASE}/auth/forgot-password`, { method: "POST", body, headers: { "x-client-ip": `10.9.${Math.floor(++ipCount / 250)}.${ipCount % 250}` } });
  const answer = (await requestPasswordResetAction({ request, audience: "staff" })) as { data: unknown; init?: { status?: number } | null };
  return { status: answer.init?.status ?? 200, body: answer.data };
}

async function resetJobsFor(email: string) {
  const { rows } = await getDb().execute<{ id: string }>(
    sql`select id from pgboss.job where name = ${PASSWORD_RESET_REQUEST_JOB} and data->>'email' = ${email}`,
  );
  return rows.length;
}

async function resetTokens() {
  return (await getDb().select().from(verification).where(like(verification.identifier, "reset-password:%"))).length;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe("a password-reset request", () => {
  it("answers in the same time, to within a few milliseconds, whether or not the address has an account", async () => {
    await ensureAdmin({ email: "timed@example.com", password: "manhole-cover-pass" });
    // Run before the queue is started in this file: its workers would share the process's CPU.
    // Warm up both paths (first calls compile and connect).
    await askForReset("timed@example.com");
    await askForReset("not.timed@example.com");
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 20; i++) {
      for (const [kind, address] of [
        ["known", "timed@example.com"],
        ["unknown", "not.timed@example.com"],
      ] as const) {
        const started = performance.now();
        await askForReset(address);
        times[kind].push(performance.now() - started);
      }
    }
    // Loose, for a busy two-core machine: the structural test above is the exact one.
    expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(15);
    expect(await resetJobsFor("timed@example.com")).toBe(21);
    expect(await resetJobsFor("not.timed@example.com")).toBe(21);
    // Forty-odd queued requests are not what the next test is about.
    await getDb().execute(sql`delete from pgboss.job where name = ${PASSWORD_RESET_REQUEST_JOB}`);
  }, 60_000);

  it("does the same work during the request for an account's address as for an unknown one: one queued job, nothing else", async () => {
    // The queue is not running yet: whatever exists after the answer was done during the request.
    await ensureAdmin({ email: "has.account@example.com", password: "manhole-cover-pass" });
    const known = await askForReset("has.account@example.com");
    const unknown = await askForReset("no.account@example.com");
    expect(known).toEqual(unknown);
    expect(known.status).toBe(200);

    for (const address of ["has.account@example.com", "no.account@example.com"]) {
      expect(await resetJobsFor(address)).toBe(1);
    }
    // No account looked up into a token, no e-mail rendered, for either.
    expect(await resetTokens()).toBe(0);
    expect(await getDb().select().from(emailLog).where(like(emailLog.subject, "Reset%"))).toHaveLength(0);

    // The queue sends the link to the account's address, and nothing to the unknown one.
    await drainQueue();
    expect(await resetTokens()).toBe(1);
    const mails = await getDb().select().from(emailLog).where(like(emailLog.subject, "Reset%"));
    expect(mails.map((m) => m.to)).toEqual(["has.account@example.com"]);
    expect(mails[0].text).toMatch(/\/auth\/reset-password\?token=/);
    expect(await getDb().select().from(emailLog).where(eq(emailLog.to, "no.account@example.com"))).toHaveLength(0);
  });
});
