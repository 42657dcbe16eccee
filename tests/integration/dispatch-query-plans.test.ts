// The dispatch board's reads keep to indexes as the data grows: on a small copy of the scale data
// (with its 20 engineers and a visit for every dated job), after VACUUM ANALYZE, the queries of the
// board's week are EXPLAINed with their real parameters: the week's visits are found through the
// (day, start) index, and no large table is read whole.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { scaleStatements } from "~/db/seed-scale.server";
import { dispatchBoard } from "~/features/visits/dispatch.server";
import { todayKey, weekOf } from "~/lib/business-day";
import type { StaffActor } from "~/lib/actor";
import { makeStaff } from "../support/factories";
import { plansOf } from "../support/query-plans";

const SMALL_SCALE = {
  customers: 10_500,
  jobs: 12_000,
  jobsThisMonth: 400,
  portalCustomerJobs: 300,
  quotes: 100,
  invoices: 100,
  creditNotes: 100,
  chats: 10,
  enquiries: 10,
  blogPosts: 1,
  engineers: 20,
};

const LARGE_TABLES = new Set(["customers", "customer_sites", "jobs", "visits", "visit_engineers"]);

let staff: StaffActor;

beforeAll(async () => {
  const client = await getDb().$client.connect();
  try {
    for (const [, text] of scaleStatements(SMALL_SCALE)) await client.query(text);
    await client.query("vacuum analyze");
  } finally {
    client.release();
  }
  staff = await makeStaff({ id: "dispatch-plans-staff", email: "dispatch.plans@example.com" });
}, 180_000);

describe("the dispatch board at scale", () => {
  it("reads the week's visits through the (day, start) index, and no large table whole", async () => {
    const week = weekOf(todayKey());
    const board = await dispatchBoard({ actor: staff, first: week[0], last: week[6] });
    expect(board.engineers).toHaveLength(20);
    expect(board.visits.length).toBeGreaterThan(0);
    expect(board.visits.some((v) => v.engineerIds.length === 1)).toBe(true);
    const plans = await plansOf(() => dispatchBoard({ actor: staff, first: week[0], last: week[6] }));
    const visitsQuery = plans.find((p) => /from "visits"/.test(p.text) && /"visits"\."day" >=/.test(p.text));
    expect(visitsQuery, "the week's visits").toBeTruthy();
    expect(visitsQuery!.nodes.some((n) => n["Index Name"] === "visits_day_start_idx")).toBe(true);
    const whole = plans.flatMap((p) => p.nodes.filter((n) => n["Node Type"] === "Seq Scan" && LARGE_TABLES.has(n["Relation Name"] ?? "")).map((n) => `${n["Relation Name"]} in ${p.text.slice(0, 120)}`));
    expect(whole).toEqual([]);
  });
});
