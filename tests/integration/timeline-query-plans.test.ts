// The customer timeline keeps to indexes as the data grows: on a small copy of the scale data (a
// little over 10,000 rows in each large table, with the audit and e-mail logs the records would have
// left), after VACUUM ANALYZE, every query a timeline page runs is EXPLAINed with its real parameters,
// and none may read a large table sequentially. The planner chooses freely (no enable_* settings).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { customers } from "~/db/schema";
import { SCALE_PORTAL_EMAIL, scaleStatements } from "~/db/seed-scale.server";
import { customerTimeline } from "~/features/customers/timeline.server";
import type { StaffActor } from "~/lib/actor";
import { makeStaff } from "../support/factories";
import { plansOf } from "../support/query-plans";

const SMALL_SCALE = {
  customers: 10_500,
  jobs: 12_000,
  jobsThisMonth: 400,
  portalCustomerJobs: 300,
  quotes: 10_500,
  invoices: 10_500,
  creditNotes: 1_500,
  chats: 10_500,
  enquiries: 10_500,
  blogPosts: 10,
};

const LARGE_TABLES = new Set(["customers", "jobs", "quotes", "invoices", "enquiries", "chat_conversations", "chat_messages", "audit_log", "email_log", "customer_sites"]);

let staff: StaffActor;
let busy: string;
let ordinary: string;

beforeAll(async () => {
  const client = await getDb().$client.connect();
  try {
    for (const [, text] of scaleStatements(SMALL_SCALE)) await client.query(text);
  } finally {
    client.release();
  }
  staff = await makeStaff({ id: "timeline-plans-staff", email: "timeline.plans@example.com" });
  const db = getDb();
  [{ id: busy }] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, SCALE_PORTAL_EMAIL));
  const [other] = await db.execute<{ id: string }>(
    // A customer with a quote and an invoice, as most are.
    `select c.id from customers c where exists (select 1 from quotes q where q.customer_id = c.id) and exists (select 1 from invoices i where i.customer_id = c.id) and c.email is distinct from '${SCALE_PORTAL_EMAIL}' limit 1`,
  ).then((r) => r.rows);
  ordinary = other.id;
}, 240_000);

describe("customer timeline query plans at scale", () => {
  it("has the history the timeline reads", async () => {
    const page = await customerTimeline({ actor: staff, customerId: busy, limit: 50 });
    expect(page!.entries).toHaveLength(50);
    expect(page!.next).not.toBeNull();
    for (const kind of ["job", "quote", "invoice", "payment", "email", "note"]) {
      const some = await customerTimeline({ actor: staff, customerId: busy, kinds: kind, limit: 5 });
      expect(some!.entries.length, kind).toBeGreaterThan(0);
      // An invoice's payments are part of its story: the invoice filter shows them too.
      const shown = kind === "invoice" ? ["invoice", "payment"] : [kind];
      expect(some!.entries.every((e) => shown.includes(e.kind))).toBe(true);
    }
  });

  const cases: [string, () => Promise<unknown>][] = [
    ["a busy customer's first page", () => customerTimeline({ actor: staff, customerId: busy })],
    ["an ordinary customer's first page", () => customerTimeline({ actor: staff, customerId: ordinary })],
    ["a busy customer's quotes and invoices", () => customerTimeline({ actor: staff, customerId: busy, kinds: "quote,invoice" })],
    [
      "a busy customer's older page",
      async () => {
        const first = await customerTimeline({ actor: staff, customerId: busy });
        return customerTimeline({ actor: staff, customerId: busy, before: first!.next });
      },
    ],
  ];

  it.each(cases)("%s reads the large tables through indexes only", async (_name, run) => {
    const plans = await plansOf(run);
    // One query per source: four for quotes and invoices, ten for every kind.
    expect(plans.length).toBeGreaterThanOrEqual(4);
    const sequential = plans.flatMap((p) =>
      p.nodes.filter((n) => n["Node Type"] === "Seq Scan" && LARGE_TABLES.has(n["Relation Name"] ?? "")).map((n) => `${n["Relation Name"]} in: ${p.text}`),
    );
    expect(sequential).toEqual([]);
    for (const plan of plans) {
      const large = plan.nodes.filter((n) => LARGE_TABLES.has(n["Relation Name"] ?? ""));
      if (large.length === 0) continue;
      expect(plan.nodes.some((n) => /Index/.test(n["Node Type"])), plan.text).toBe(true);
    }
    // The audit log and the e-mail log are read by their per-record and per-customer indexes.
    const indexes = new Set(plans.flatMap((p) => p.nodes.map((n) => n["Index Name"]).filter(Boolean)));
    expect(indexes.has("audit_log_entity_idx")).toBe(true);
    // A record's later entries come from the customer's own slice of the audit log, however many records they have.
    expect(indexes.has("audit_log_customer_idx")).toBe(true);
  });
});
