import path from "node:path";
import { eq, inArray, and } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, quotes } from "~/db/schema";
import { freePort } from "../../server/embedded-postgres";
import { ensureBuilt, killGroup, removeTempDir, signIn, startServer, stopServer, tempDir, waitHealthy, type ServerProcess } from "../../scripts/lib/server-process";
import { makeCustomer, makeQuote } from "../support/factories";

// Two production servers on this file's database, as two instances behind a load balancer: the
// same DATABASE_URL, BETTER_AUTH_SECRET and public address, each with its own data directory.
const ADMIN = { email: "instances.admin@example.com", password: "instances-admin-password-1" };
const dir = tempDir("drainage-instances-");
const servers: ServerProcess[] = [];
let a: ServerProcess;
let b: ServerProcess;
let publicUrl: string;

beforeAll(async () => {
  ensureBuilt();
  const [portA, portB] = [await freePort(), await freePort()];
  publicUrl = `http://127.0.0.1:${portA}`;
  const env = {
    DATABASE_URL: process.env.DATABASE_URL!,
    BETTER_AUTH_SECRET: "several-instances-secret-0123456789abcdef",
    BASE_URL: publicUrl,
    TRUST_PROXY: "loopback",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Info, for the scheduled tasks' "done" lines.
    LOG_LEVEL: "info",
  };
  a = startServer({ port: portA, dataDir: path.join(dir, "a"), env });
  b = startServer({ port: portB, dataDir: path.join(dir, "b"), env });
  servers.push(a, b);
  await Promise.all([waitHealthy(a, 180_000), waitHealthy(b, 180_000)]);
}, 240_000);

afterAll(async () => {
  for (const s of servers) {
    const timer = setTimeout(() => killGroup(s), 15_000);
    await stopServer(s);
    clearTimeout(timer);
  }
  removeTempDir(dir);
});

describe("two instances on one PostgreSQL", () => {
  it("a session made on one works on the other, and signing out on the other ends it on both", async () => {
    const cookie = await signIn(a.url, ADMIN.email, ADMIN.password, "203.0.113.50");
    for (const s of [a, b]) {
      const res = await fetch(`${s.url}/admin/customers`, { headers: { cookie }, redirect: "manual" });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("Customers");
    }
    const out = await fetch(`${b.url}/api/auth/sign-out`, { method: "POST", headers: { cookie, origin: publicUrl, "content-type": "application/json" }, body: "{}" });
    expect(out.status).toBe(200);
    for (const s of [a, b]) {
      const res = await fetch(`${s.url}/admin/customers`, { headers: { cookie }, redirect: "manual" });
      expect(res.status).toBe(302);
    }
  });

  it("counts sign-in attempts across both: the sixth wrong password from one address is refused, whichever instance gets it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const s = i % 2 === 0 ? a : b;
      const res = await fetch(`${s.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: publicUrl, "x-forwarded-for": "203.0.113.77" },
        body: JSON.stringify({ email: ADMIN.email, password: `wrong-password-${i}` }),
      });
      statuses.push(res.status);
    }
    // Five failed attempts per account in 15 minutes; each instance alone saw at most four.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it("runs a scheduled tick once: each quote past its date is expired once, by one instance", { timeout: 180_000 }, async () => {
    const customer = await makeCustomer({ name: "Instances Customer", phone: "01632 960 555", email: "instances.customer@example.com", address: "1 Test Road, Newbury RG14 1AA" });
    const due = await Promise.all(
      [1, 2, 3].map(() => makeQuote({ customerId: customer.id, status: "sent", validUntil: "2020-01-01", subtotalPence: 1000, vatAmountPence: 200, totalPence: 1200 })),
    );
    const ids = due.map((q) => q.id);
    const client = getDb().$client;
    const { rows: saved } = await client.query<{ name: string; cron: string }>(
      `select name, cron from pgboss.schedule where name = 'quotes.expire'`,
    );
    expect(saved).toHaveLength(1);

    // Make the hourly task due every minute and the schedule checked at the next look (within
    // 30 s) by whichever instance looks first; then put it back as soon as one run is recorded.
    await client.query(`update pgboss.schedule set cron = '* * * * *' where name = 'quotes.expire'`);
    await client.query(`update pgboss.version set cron_on = null`);
    const deadline = Date.now() + 150_000;
    try {
      for (;;) {
        const { rows } = await client.query(`select 1 from pgboss.job where name = 'quotes.expire' and state = 'completed'`);
        if (rows.length > 0) break;
        if (Date.now() > deadline) throw new Error(`no run of quotes.expire:\n${a.output().slice(-2000)}\n${b.output().slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    } finally {
      await client.query(`update pgboss.schedule set cron = $1 where name = 'quotes.expire'`, [saved[0].cron]);
    }
    // Time for a second run to show up if both instances had taken the tick.
    await new Promise((r) => setTimeout(r, 8_000));

    const { rows: runs } = await client.query(`select id, state from pgboss.job where name = 'quotes.expire'`);
    expect(runs).toHaveLength(1);
    const done = (s: ServerProcess) => s.output().split("\n").filter((l) => l.includes('"task":"quotes.expire"') && l.includes("scheduled task done")).length;
    expect(done(a) + done(b)).toBe(1);

    const after = await getDb().select({ id: quotes.id, status: quotes.status }).from(quotes).where(inArray(quotes.id, ids));
    expect(after.map((q) => q.status)).toEqual(["expired", "expired", "expired"]);
    const audits = await getDb()
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(and(eq(auditLog.action, "expire"), eq(auditLog.entityType, "quote"), inArray(auditLog.entityId, ids)));
    expect(audits.map((r) => r.entityId).sort()).toEqual([...ids].sort());
  });
});
