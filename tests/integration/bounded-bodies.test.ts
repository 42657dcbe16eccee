import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { invoices, quotes } from "~/db/schema";
import { freePort } from "../../server/embedded-postgres";
import { ensureBuilt, killGroup, removeTempDir, signIn, startServer, stopServer, tempDir, type ServerProcess } from "../../scripts/lib/server-process";
import { waitHealthy } from "../../scripts/lib/server-process";
import { makeCustomer, makeInvoice, makeQuote } from "../support/factories";

// The production server, as a signed-in member of staff posts to it: bodies built to make the
// server allocate per index, per field or per level are refused at once, and forms whose fields
// have an unexpected shape are answered with the form again, never a 500.
const ADMIN = { email: "bounded.admin@example.com", password: "bounded-admin-password-1" };
const dir = tempDir("drainage-bounded-");
let server: ServerProcess;
let cookie: string;
let customerId: string;
let quoteId: string;
let invoiceId: string;

beforeAll(async () => {
  ensureBuilt();
  const port = await freePort();
  server = startServer({
    port,
    dataDir: path.join(dir, "data"),
    env: { DATABASE_URL: process.env.DATABASE_URL!, BETTER_AUTH_SECRET: "bounded-bodies-secret-0123456789abcdef", ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  await waitHealthy(server, 180_000);
  cookie = await signIn(server.url, ADMIN.email, ADMIN.password);
  customerId = (await makeCustomer({ name: "Bounded Customer", phone: "01632 960 556", email: "bounded.customer@example.com", address: "2 Test Road, Newbury RG14 1AA" })).id;
  quoteId = (await makeQuote({ customerId, status: "draft", validUntil: "2030-01-01" })).id;
  invoiceId = (await makeInvoice({ customerId, status: "draft", issueDate: "2026-01-01", dueDate: "2026-01-15" })).id;
}, 240_000);

afterAll(async () => {
  if (server) {
    const timer = setTimeout(() => killGroup(server), 15_000);
    await stopServer(server);
    clearTimeout(timer);
  }
  removeTempDir(dir);
});

function post(pathname: string, body: string, type = "application/x-www-form-urlencoded") {
  return fetch(`${server.url}${pathname}`, { method: "POST", headers: { cookie, origin: server.url, "content-type": type }, body, redirect: "manual" });
}

/** The server process's resident memory, in bytes (Linux). */
function residentBytes() {
  const status = fs.readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024;
}

describe("bodies built to make the server allocate", () => {
  const attacks: Array<[string, string, string, string?]> = [
    ["an index of 100,000", "/admin/quotes/new", "intent=save&lines%5B100000%5D.description=x"],
    ["10,000 fields", "/admin/quotes/new", Array.from({ length: 10_000 }, (_, i) => `lines%5B${i}%5D.description=x`).join("&")],
    ["a name nested 1,000 deep", "/admin/quotes/new", `lines${"%5B0%5D".repeat(1000)}=x`],
    ["JSON nested 1,000 deep", "/api/enquiries", `${"[".repeat(1000)}${"]".repeat(1000)}`, "application/json"],
  ];

  it("are refused with a 400 in under 100 ms each, and the server's memory stays where it was", async () => {
    // Once each to warm up, then measured; the server is on this machine, so the time is the server's.
    for (const [, pathname, body, type] of attacks) await (await post(pathname, body, type)).text();
    const before = residentBytes();
    const times = new Map<string, number[]>();
    for (let round = 0; round < 5; round++) {
      for (const [name, pathname, body, type] of attacks) {
        const started = performance.now();
        const res = await post(pathname, body, type);
        const text = await res.text();
        times.set(name, [...(times.get(name) ?? []), performance.now() - started]);
        expect(res.status, name).toBe(400);
        expect(text.length, name).toBeLessThan(200);
      }
    }
    // The median of five, so that a machine busy with other work does not decide.
    for (const [name, ms] of times) expect(ms.sort((a, b) => a - b)[2], name).toBeLessThan(100);
    expect(residentBytes() - before).toBeLessThan(8 * 1024 * 1024);
    const page = await fetch(`${server.url}/admin/quotes/new`, { headers: { cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
  });

  it("a list of that length asked for through Conform's control field is refused by the form's parser (400) as quickly", async () => {
    const control = encodeURIComponent(JSON.stringify({ type: "update", payload: { name: "lines[99999].description", value: "x" } }));
    const times: number[] = [];
    for (let round = 0; round < 5; round++) {
      const started = performance.now();
      const res = await post("/admin/quotes/new", `intent=save&lines%5B0%5D.description=x&__intent__=${control}`);
      await res.text();
      times.push(performance.now() - started);
      expect(res.status).toBe(400);
    }
    expect(times.sort((a, b) => a - b)[2]).toBeLessThan(100);
  });
});

describe("a document form whose fields have an unexpected shape", () => {
  const shapes = [
    "lines=x",
    "lines=x&lines=y",
    "lines%5B0%5D=x",
    "lines%5B0%5D.description%5B0%5D=x&lines%5B0%5D.quantity.a=1",
    "lines.description=x",
    "vatRate%5B0%5D=20&validUntil.a=b&customerId%5B0%5D=x&serviceType.x=y&notes%5B0%5D=n",
    "lines%5B0%5D.description=a&lines%5B0%5D.quantity=1&lines%5B0%5D.unitPrice=1&lines%5B0%5D.unitPrice%5B0%5D=2",
  ];

  it("is answered with the form and its messages (400), on the new and edit pages of quotes and invoices", async () => {
    const pages = ["/admin/quotes/new", `/admin/quotes/${quoteId}/edit`, "/admin/invoices/new", `/admin/invoices/${invoiceId}/edit`];
    const answers: string[] = [];
    for (const page of pages) {
      for (const shape of shapes) {
        const res = await post(page, `intent=save&${shape}`);
        const html = await res.text();
        answers.push(`${res.status} ${page} ${shape}`);
        if (res.status === 400) expect(html, `${page} ${shape}`).toContain("Line Items");
      }
    }
    expect(answers.filter((a) => !a.startsWith("400 "))).toEqual([]);
    const [q] = await getDb().select().from(quotes);
    expect(q.subtotalPence).toBe(0);
    expect(await getDb().$count(invoices)).toBe(1);
  });
});

describe("the other back-office forms, posted with fields of an unexpected shape", () => {
  const shape = [
    "name%5B0%5D=x", "email.a=b", "phone%5B0%5D=1", "address.a=b", "postcode%5B%5D=x", "notes%5B0%5D.a=b", "title%5B0%5D=x",
    "description.a=b", "unitPrice%5B0%5D=1", "vatRate.a=b", "serviceType%5B0%5D=x", "customerId.a=b", "scheduledAt%5B0%5D=x",
    "estimatedDuration.a=1", "status%5B0%5D=x", "active.a=on", "topic%5B0%5D=x", "currentPassword%5B0%5D=x", "newPassword.a=b",
  ].join("&");

  it("are answered with a 4xx, never a 5xx", async () => {
    const pages = ["/admin/customers/new", `/admin/customers/${customerId}`, "/admin/jobs/new", "/admin/price-book/new", "/admin/account", "/admin/blog", "/admin/staff"];
    const answers: string[] = [];
    for (const page of pages) {
      for (const intent of ["save", "create", "update", "generate", "change-password", ""]) {
        const res = await post(page, `intent=${intent}&${shape}`);
        await res.text();
        answers.push(`${res.status} ${page} ${intent}`);
      }
    }
    expect(answers.filter((a) => a.startsWith("5"))).toEqual([]);
  });
});
