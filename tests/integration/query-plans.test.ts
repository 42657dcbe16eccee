// The back office's and portal's reads keep to indexes as the data grows: on a small copy of the
// scale data (a little over 10,000 rows in each large table, so that whole-table totals take the
// estimate as they do at full size), after VACUUM ANALYZE as autovacuum would leave it, every query
// that each list, search, count, calendar and inbox runs is EXPLAINed with its real parameters, and
// no plan may read a large table sequentially. The planner chooses freely (no enable_* settings).
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { customers } from "~/db/schema";
import { SCALE_PORTAL_EMAIL, scaleStatements } from "~/db/seed-scale.server";
import { firstScheduledJobsPerDay, scheduledJobCountsBetween, scheduledJobsBetween, DAY_PAGE_SIZE, WEEK_DAY_SHOWN } from "~/features/calendar/calendar.server";
import { instantRange, monthGrid, monthOf, shiftDay, todayKey, weekOf } from "~/lib/business-day";
import { listConversations } from "~/features/chat/chat.server";
import { getCustomerWithRecords, likelyDuplicatesOf, likelyExistingCustomers, listCustomers, searchCustomerOptions } from "~/features/customers/customers.server";
import { getAdminCounts } from "~/features/dashboard/dashboard.server";
import { listEnquiries } from "~/features/enquiries/enquiries.server";
import { listInvoices } from "~/features/invoices/invoices.server";
import { listJobs } from "~/features/jobs/jobs.server";
import { getPortalSummary } from "~/features/portal/portal.server";
import { listQuotes } from "~/features/quotes/quotes.server";
import { listCreditNotes } from "~/features/credit-notes/credit-notes.server";
import type { CustomerActor, StaffActor } from "~/lib/actor";
import { customerFilter, invoiceFilter, jobFilter, parseListFilters, quoteFilter } from "~/features/reports/list-filters.server";
import { makeStaff } from "../support/factories";
import { dispatchBoard } from "~/features/visits/dispatch.server";
import { jobsToSchedule } from "~/features/visits/visits.server";
import { getSurvey, listSurveys } from "~/features/surveys/surveys.server";
import { plansOf } from "../support/query-plans";
import { customerActor } from "../support/test-data";

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
  surveys: 10_500,
};

const LARGE_TABLES = new Set(["customers", "jobs", "quotes", "invoices", "credit_notes", "quote_items", "invoice_items", "enquiries", "chat_conversations", "chat_messages", "visits", "visit_engineers", "customer_sites", "surveys", "survey_runs", "survey_observations"]);

let staff: StaffActor;
let portal: CustomerActor;

beforeAll(async () => {
  const client = await getDb().$client.connect();
  try {
    for (const [, text] of scaleStatements(SMALL_SCALE)) await client.query(text);
    // What autovacuum leaves behind on a live database: statistics and a visibility map.
    await client.query("vacuum analyze");
  } finally {
    client.release();
  }
  const db = getDb();
  staff = await makeStaff({ id: "plans-staff", email: "plans.office@example.com" });
  const [record] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, SCALE_PORTAL_EMAIL));
  portal = customerActor({ id: "plans-portal", email: SCALE_PORTAL_EMAIL, customerId: record.id });
}, 180_000);

describe("query plans at scale", () => {
  const today = todayKey();
  const grid = monthGrid(monthOf(today)).flat();
  const month = instantRange(grid[0], grid[grid.length - 1]);
  const week = weekOf(today);
  const weekRange = instantRange(week[0], week[6]);
  const day = instantRange(today, today);

  const cases: [string, () => Promise<unknown>][] = [
    ["customers list", () => listCustomers({ actor: staff })],
    ["customers search by name", () => listCustomers({ actor: staff, q: "smith" })],
    ["customers page 50", () => listCustomers({ actor: staff, page: 50 })],
    ["quotes search by number", () => listQuotes({ actor: staff, q: "Q-0012" })],
    ["dashboard counts", () => getAdminCounts()],
    ["surveys list", () => listSurveys({ actor: staff })],
    ["surveys page 20", () => listSurveys({ actor: staff, page: 20 })],
    ["surveys search", () => listSurveys({ actor: staff, q: "smith" })],
    ["survey record", async () => getSurvey({ actor: staff, id: (await listSurveys({ actor: staff, page: 3 })).rows[0].id })],
    ["calendar month counts", () => scheduledJobCountsBetween(month.from, month.to)],
    ["calendar day page", () => scheduledJobsBetween(day.from, day.to, { limit: DAY_PAGE_SIZE })],
    ["customer record", () => getCustomerWithRecords({ actor: staff, id: portal.customerId })],
    ["enquiries inbox", () => listEnquiries({ actor: staff })],
    ["enquiries marked new", () => listEnquiries({ actor: staff, status: "new" })],
    ["chats inbox", () => listConversations({})],
    ["portal dashboard", () => getPortalSummary({ actor: portal })],
    // As the portal lists them: site by site.
    ["portal jobs", () => listJobs({ actor: portal, bySite: true })],
    ["portal jobs page 5", () => listJobs({ actor: portal, page: 5, bySite: true })],
    ["portal quotes", () => listQuotes({ actor: portal })],
    ["portal invoices", () => listInvoices({ actor: portal })],
  ];

  // Newest-first pages without a search: these held once the plans were taken with the queries'
  // real parameters.
  cases.push(
    ["jobs list", () => listJobs({ actor: staff })],
    ["jobs page 50", () => listJobs({ actor: staff, page: 50 })],
    ["quotes list", () => listQuotes({ actor: staff })],
    ["quotes page 50", () => listQuotes({ actor: staff, page: 50 })],
    ["invoices list", () => listInvoices({ actor: staff })],
    ["invoices page 50", () => listInvoices({ actor: staff, page: 50 })],
    ["credit notes list", () => listCreditNotes({ actor: staff })],
    ["credit notes page 5", () => listCreditNotes({ actor: staff, page: 5 })],
  );

  // Searches: each part through its trigram index, the matching ids gathered into an array and
  // looked up by primary key (a join or an OR let the planner read the whole table).
  cases.push(
    ["customers search by phone digits", () => listCustomers({ actor: staff, q: "07700 900 12" })],
    ["jobs search", () => listJobs({ actor: staff, q: "smith" })],
    ["quotes search by name", () => listQuotes({ actor: staff, q: "smith" })],
    ["invoices search", () => listInvoices({ actor: staff, q: "smith" })],
    ["credit notes search", () => listCreditNotes({ actor: staff, q: "smith" })],
    ["credit notes search by number", () => listCreditNotes({ actor: staff, q: "CN-0012" })],
  );

  // The lists' filters (status, dates, service, area, engineer), alone and with a search: each
  // narrows the list by an index, or by ids gathered first through one.
  const filtered = {
    invoices: (query: string, q = "") => listInvoices({ actor: staff, q, filter: invoiceFilter(parseListFilters("invoices", `http://x/?${query}`)) }),
    quotes: (query: string) => listQuotes({ actor: staff, filter: quoteFilter(parseListFilters("quotes", `http://x/?${query}`)) }),
    jobs: (query: string) => listJobs({ actor: staff, filter: jobFilter(parseListFilters("jobs", `http://x/?${query}`)) }),
    customers: (query: string) => listCustomers({ actor: staff, filter: customerFilter(parseListFilters("customers", `http://x/?${query}`)) }),
  };
  cases.push(
    ["invoices filtered overdue", () => filtered.invoices("status=overdue")],
    ["invoices filtered by district and search", () => filtered.invoices("area=RG14", "smith")],
    ["invoices filtered by issue dates", () => filtered.invoices(`from=${shiftDay(today, -30)}&to=${today}`)],
    ["quotes filtered by service awaiting an answer", () => filtered.quotes("service=cctv_survey&status=awaiting")],
    ["jobs filtered by engineer", () => filtered.jobs("engineer=scale-engineer-1")],
    ["jobs filtered by visit day", () => filtered.jobs(`from=${today}&to=${today}`)],
    ["jobs filtered by town", () => filtered.jobs("area=Hungerford")],
    ["customers filtered by district", () => filtered.customers("area=RG17")],
  );

  // The week's columns: each customer's name looked up by primary key (a join let the planner read
  // every customer).
  cases.push(["calendar week columns", () => firstScheduledJobsPerDay(weekRange.from, weekRange.to, WEEK_DAY_SHOWN)]);
  // The dispatch board's week: its visits by day, each job, customer and site by primary key.
  cases.push(["dispatch board week", () => dispatchBoard({ actor: staff, first: week[0], last: week[6] })]);

  it.each(cases)("%s reads the large tables through indexes only", async (_name, run) => {
    const plans = await plansOf(run);
    expect(plans.length).toBeGreaterThan(0);
    const sequential = plans.flatMap((p) =>
      p.nodes.filter((n) => n["Node Type"] === "Seq Scan" && LARGE_TABLES.has(n["Relation Name"] ?? "")).map((n) => `${n["Relation Name"]} in: ${p.text}`),
    );
    expect(sequential).toEqual([]);
    // Every query that reads a large table uses one of its indexes.
    for (const plan of plans) {
      const large = plan.nodes.filter((n) => LARGE_TABLES.has(n["Relation Name"] ?? ""));
      if (large.length === 0) continue;
      expect(plan.nodes.some((n) => /Index/.test(n["Node Type"])), plan.text).toBe(true);
    }
  });

  // Likely duplicates (docs/decisions/0080): every branch through an index of the record, site or
  // contact tables, for a new enquiry's contact and for an existing record.
  it.each<[string, () => Promise<unknown>]>([
    [
      "a new enquiry's likely existing customers",
      () => likelyExistingCustomers({ actor: staff, contacts: [{ name: "Mrs Helen Smith", phone: "07700 900123", email: "Helen.Smith12@example.com", postcode: "RG14 1AB" }] }),
    ],
    ["a record's likely duplicates", () => likelyDuplicatesOf({ actor: staff, customerId: portal.customerId })],
    ["the inbox's likely existing customers", () => listEnquiries({ actor: staff })],
  ])("%s reads customers, sites and contacts through indexes only", async (_name, run) => {
    const plans = await plansOf(run);
    const tables = new Set(["customers", "customer_sites", "customer_contacts"]);
    const sequential = plans.flatMap((p) =>
      p.nodes.filter((n) => n["Node Type"] === "Seq Scan" && tables.has(n["Relation Name"] ?? "")).map((n) => `${n["Relation Name"]} in: ${p.text}`),
    );
    expect(sequential).toEqual([]);
    const indexes = new Set(plans.flatMap((p) => p.nodes.map((n) => n["Index Name"]).filter(Boolean)));
    for (const index of ["customers_phone_digits_idx", "customers_email_idx", "customer_contacts_phone_digits_idx", "customer_contacts_email_idx"]) {
      expect([...indexes]).toContain(index);
    }
  });

  it("finds a likely duplicate's name at a postcode through the postcode indexes", async () => {
    const plans = await plansOf(() => likelyExistingCustomers({ actor: staff, contacts: [{ name: "Helen Smith", phone: "07700 900123", postcode: "RG14 1AB" }] }));
    const indexes = plans.flatMap((p) => p.nodes.map((n) => n["Index Name"]).filter(Boolean));
    expect(indexes).toContain("customers_postcode_idx");
    expect(indexes).toContain("customer_sites_postcode_idx");

    // The scale data's near-duplicates (one customer in 200 has a later second record) are found.
    const seeded = await getDb().execute<{ id: string; name: string; postcode: string | null }>(
      sql`select id, name, postcode from customers where notes = 'Created from a contact-form enquiry.' order by created_at, id`,
    );
    expect(seeded.rows.length).toBeGreaterThanOrEqual(SMALL_SCALE.customers / 200 - 1);
    const titled = seeded.rows.find((r) => r.name.startsWith("Mrs ") && r.postcode)!;
    const shortened = seeded.rows.find((r) => !r.postcode)!;
    const [byName, byPhone] = await Promise.all([
      likelyDuplicatesOf({ actor: staff, customerId: titled.id }),
      likelyDuplicatesOf({ actor: staff, customerId: shortened.id }),
    ]);
    expect(byName.map((c) => c.reason)).toContain(`similar name at ${titled.postcode}`);
    expect(byName.some((c) => `Mrs ${c.name}` === titled.name)).toBe(true);
    expect(byPhone.length).toBeGreaterThan(0);
    expect(byPhone.every((c) => c.reason.includes("same phone"))).toBe(true);
  });

  it("reads the customer picker's options' sites through the sites' customer index", async () => {
    const plans = await plansOf(() => searchCustomerOptions({ actor: staff, q: "smith" }));
    const sites = plans.filter((p) => p.nodes.some((n) => n["Relation Name"] === "customer_sites"));
    expect(sites).toHaveLength(1);
    expect(sites[0].nodes.filter((n) => n["Node Type"] === "Seq Scan").map((n) => n["Relation Name"])).toEqual([]);
    expect(sites[0].nodes.map((n) => n["Index Name"])).toContain("customer_sites_customer_idx");
  });

  it("walks the open jobs in the dispatch board's order for its jobs to schedule, sorting none", async () => {
    const plans = await plansOf(() => jobsToSchedule({ actor: staff }));
    const nodes = plans.flatMap((p) => p.nodes);
    expect(nodes.map((n) => n["Index Name"])).toContain("jobs_to_schedule_idx");
    expect(nodes.filter((n) => n["Node Type"] === "Sort")).toEqual([]);
  });

  it("finds search matches through the trigram indexes", async () => {
    const plans = await plansOf(() => listCustomers({ actor: staff, q: "smith" }));
    const indexes = plans.flatMap((p) => p.nodes.map((n) => n["Index Name"]).filter(Boolean));
    expect(indexes).toContain("customers_name_trgm_idx");
    const jobPlans = await plansOf(() => listJobs({ actor: staff, q: "smith" }));
    const jobIndexes = jobPlans.flatMap((p) => p.nodes.map((n) => n["Index Name"]));
    expect(jobIndexes).toContain("jobs_title_trgm_idx");
    expect(jobIndexes).toContain("customers_name_trgm_idx");
  });

  it("gives a whole large table's total as an estimate, and a search's exactly", async () => {
    const all = await listCustomers({ actor: staff });
    expect(all.totalExact).toBe(false);
    expect(all.total).toBeGreaterThan(10_000);
    const found = await listCustomers({ actor: staff, q: "smith" });
    expect(found.totalExact).toBe(true);
    expect(found.total).toBeGreaterThan(0);
    expect(found.rows.every((r) => /smith/i.test(`${r.name} ${r.email ?? ""} ${r.phone}`))).toBe(true);
  });
});
