import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KINDS, formatReport, runLoad, startLoadServer } from "../../bench/load";

// `npm run bench:load` runs 200 users for 60 s and prints the figures; here a short run of 20
// users checks that every kind of request is made and answered without a single error (our own
// rate limits included). Speed is the benchmark's business, not this test's.
let server: Awaited<ReturnType<typeof startLoadServer>>;

beforeAll(async () => {
  server = await startLoadServer();
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

describe("load", () => {
  it("20 simulated users of every kind for 8 s: no errors, every kind of request made", { timeout: 120_000 }, async () => {
    const report = await runLoad({ url: server.url, users: 20, seconds: 8, cookies: server.cookies });
    expect(report.kinds.map((k) => k.kind)).toEqual([...KINDS]);
    const expected = {
      public: ["GET /", "GET /services/drain-unblocking", "GET /areas/newbury", "GET /faqs", "GET /blog"],
      chat: ["POST /api/chat/conversations", "POST /api/chat/messages"],
      admin: ["GET /admin/customers", "GET /admin/jobs", "GET /admin/quotes", "GET /admin/invoices", "GET /admin/enquiries"],
      portal: ["GET /customer", "GET /customer/jobs", "GET /customer/quotes", "GET /customer/invoices"],
    };
    for (const k of report.kinds) {
      expect(Object.keys(k.steps).sort(), k.kind).toEqual([...expected[k.kind]].sort());
      for (const n of Object.values(k.steps)) expect(n).toBeGreaterThan(0);
    }
    expect(report.errors, formatReport(report)).toBe(0);
  });
});
