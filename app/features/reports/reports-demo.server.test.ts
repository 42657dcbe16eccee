import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { seedDemoData } from "~/db/seed.server";
import { agedDebtors, daysToPay, defaultRange, moneyByMonth, quotesByMonth, workBy } from "./reports.server";

// Every report over the demo data (what the first start shows the firm), each figure against the
// same sum written directly in SQL: totals over the reports' default range, the last twelve months.

const range = defaultRange();
const one = async (query: ReturnType<typeof sql>) => Number(Object.values((await getDb().execute<Record<string, unknown>>(query)).rows[0] ?? {})[0] ?? 0);
const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);
const issued = sql`status not in ('draft', 'cancelled') and issue_date between ${range.from} and ${range.to}`;

beforeAll(async () => {
  await seedDemoData(getDb());
}, 120_000);

describe("the reports on the demo data", () => {
  it("the demo data has figures in each report's range (the checks below are not of nothing)", async () => {
    expect(await one(sql`select count(*) from invoices where ${issued}`)).toBeGreaterThan(0);
    expect(await one(sql`select count(*) from payments where voided_at is null and paid_on between ${range.from} and ${range.to}`)).toBeGreaterThan(0);
    expect(await one(sql`select count(*) from quotes where sent_at is not null and (sent_at at time zone 'Europe/London')::date between ${range.from} and ${range.to}`)).toBeGreaterThan(0);
  });

  it("invoiced, credited and received by month add up to the SQL sums", async () => {
    const months = await moneyByMonth(range);
    expect(sum(months, (m) => m.invoicedPence)).toBe(await one(sql`select coalesce(sum(total_pence - deposits_deducted_pence), 0) from invoices where ${issued}`));
    expect(sum(months, (m) => m.receivedPence)).toBe(await one(sql`select coalesce(sum(amount_pence), 0) from payments where voided_at is null and paid_on between ${range.from} and ${range.to}`));
    expect(sum(months, (m) => m.creditedPence)).toBe(await one(sql`select coalesce(sum(total_pence), 0) from credit_notes where status <> 'draft' and issue_date between ${range.from} and ${range.to}`));
  });

  it("aged debtors owe what the unpaid invoices' balances do", async () => {
    const debtors = await agedDebtors(range);
    const owed = sql`status in ('sent', 'partly_paid', 'overdue') and issue_date <= ${range.to}`;
    expect(debtors.totals.totalPence).toBe(await one(sql`select coalesce(sum(balance_pence), 0) from invoices where ${owed}`));
    expect(debtors.customerCount).toBe(await one(sql`select count(distinct customer_id) from invoices where ${owed} and balance_pence > 0`));
  });

  it("quotes by month count and value what was sent, won and lost", async () => {
    const months = await quotesByMonth(range);
    const sent = sql`sent_at is not null and (sent_at at time zone 'Europe/London')::date between ${range.from} and ${range.to}`;
    expect(sum(months, (m) => m.sent)).toBe(await one(sql`select count(*) from quotes where ${sent}`));
    expect(sum(months, (m) => m.won)).toBe(await one(sql`select count(*) from quotes where ${sent} and status = 'accepted'`));
    expect(sum(months, (m) => m.sentPence)).toBe(await one(sql`select coalesce(sum(total_pence), 0) from quotes where ${sent}`));
  });

  it("work by service and by district adds up to the jobs made and the revenue invoiced", async () => {
    const jobsMade = await one(sql`select count(*) from jobs where (created_at at time zone 'Europe/London')::date between ${range.from} and ${range.to}`);
    const revenue = await one(sql`select coalesce(sum(total_pence - deposits_deducted_pence), 0) from invoices where ${issued}`);
    for (const kind of ["service", "district"] as const) {
      const rows = await workBy(kind, range);
      expect(sum(rows, (r) => r.jobs), kind).toBe(jobsMade);
      expect(sum(rows, (r) => r.revenuePence), kind).toBe(revenue);
    }
  });

  it("each district's jobs and revenue equal the same sums joined through the sites' postcodes", async () => {
    const rows = await workBy("district", range);
    const joined = await getDb().execute<{ key: string; jobs: string; revenue: string }>(sql`
      with j as (select coalesce(left(upper(replace(s.postcode, ' ', '')), -3), 'none') as key, count(*) as n from jobs join customer_sites s on s.id = jobs.site_id
                  where (jobs.created_at at time zone 'Europe/London')::date between ${range.from} and ${range.to} group by 1),
           i as (select coalesce(left(upper(replace(s.postcode, ' ', '')), -3), 'none') as key, sum(total_pence - deposits_deducted_pence) as n from invoices join customer_sites s on s.id = invoices.site_id
                  where ${issued} group by 1)
      select coalesce(j.key, i.key) as key, coalesce(j.n, 0) as jobs, coalesce(i.n, 0) as revenue from j full join i on i.key = j.key`);
    expect(joined.rows.length).toBeGreaterThan(1);
    const expected = Object.fromEntries(joined.rows.map((r) => [r.key, { jobs: Number(r.jobs), revenuePence: Number(r.revenue) }]));
    expect(Object.fromEntries(rows.map((r) => [r.key, { jobs: r.jobs, revenuePence: r.revenuePence }]))).toEqual(expected);
  });

  it("days to pay average the days from issue to payment of the invoices paid in the range", async () => {
    const pay = await daysToPay(range);
    const paid = sql`status = 'paid' and paid_date between ${range.from} and ${range.to}`;
    expect(pay.overall.invoices).toBe(await one(sql`select count(*) from invoices where ${paid}`));
    if (pay.overall.invoices) expect(pay.overall.averageDays).toBeCloseTo(await one(sql`select avg(paid_date - issue_date)::float8 from invoices where ${paid}`), 6);
  });
});
