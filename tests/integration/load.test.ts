import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KINDS, formatReport, runLoad, startLoadServer } from "../../bench/load";

// `npm run bench:load` runs 200 users for 60 s and prints the figures; here 20 users each go
// twice through their requests (a count, not a duration, so that a slow machine makes the run
// longer rather than shorter of some requests), and every answer must be a success, our own rate
// limits included. Speed is the benchmark's business, not this test's.
// A chat visit is a new conversation and three messages.
const STEPS_PER_PASS = { public: 5, chat: 4, admin: 5, portal: 4 };

let server: Awaited<ReturnType<typeof startLoadServer>>;

beforeAll(async () => {
  server = await startLoadServer();
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

describe("load", () => {
  it("20 simulated users of every kind, twice through their requests: no errors, every kind of request made", { timeout: 240_000 }, async () => {
    const report = await runLoad({ url: server.url, users: 20, length: { rounds: 2 }, cookies: server.cookies });
    expect(report.kinds.map((k) => k.kind)).toEqual([...KINDS]);
    expect(report.errors, formatReport(report)).toBe(0);
    const expected = {
      public: ["GET /", "GET /services/drain-unblocking", "GET /areas/newbury", "GET /faqs", "GET /blog"],
      chat: ["POST /api/chat/conversations", "POST /api/chat/messages"],
      admin: ["GET /admin/customers", "GET /admin/jobs", "GET /admin/quotes", "GET /admin/invoices", "GET /admin/enquiries"],
      portal: ["GET /customer", "GET /customer/jobs", "GET /customer/quotes", "GET /customer/invoices"],
    };
    for (const k of report.kinds) {
      expect(Object.keys(k.steps).sort(), k.kind).toEqual([...expected[k.kind]].sort());
      // Every user went through every step twice.
      expect(k.requests, formatReport(report)).toBe(k.connections * 2 * STEPS_PER_PASS[k.kind]);
      for (const n of Object.values(k.steps)) expect(n).toBeGreaterThan(0);
    }
  });
});
