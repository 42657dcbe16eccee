import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { payments } from "~/db/schema";
import type { StaffActor } from "~/lib/actor";
import { makeCustomer, makeInvoice, makeInvoiceLines, makeJob, makeQuote, makeSite, makeStaff } from "../../../tests/support/factories";
import { exportInvoicesCsv, exportPaymentsCsv, exportQuickbooksCsv, exportQuotesCsv, exportXeroCsv, INVOICE_CSV_HEADER, PAYMENT_CSV_HEADER, QUICKBOOKS_HEADER, QUOTE_CSV_HEADER, XERO_HEADER } from "./exports.server";
import { invoiceFilter, parseListFilters } from "./list-filters.server";
import { agedDebtors, daysToPay, moneyByMonth, quotesByMonth, workBy } from "./reports.server";
import { buildReport, REPORT_IDS } from "./report-pages.server";

// A seeded month (October 2026) and its neighbours: every report figure against the same sum written
// directly in SQL, and the exports read back with a CSV parser.

const range = { from: "2026-09-01", to: "2026-10-31" };
let actor: StaffActor;

const one = async (query: ReturnType<typeof sql>) => Number(Object.values((await getDb().execute<Record<string, unknown>>(query)).rows[0] ?? {})[0] ?? 0);
const read = async (stream: ReadableStream<Uint8Array>) => parse(await new Response(stream).text(), { bom: true, relax_column_count: false }) as string[][];

beforeAll(async () => {
  actor = await makeStaff({ email: "reports.office@example.com" });
  const c1 = await makeCustomer({ name: "Report Customer One", postcode: "RG14 1AA", address: "1 High Street, Newbury" });
  const c2 = await makeCustomer({ name: "Report Customer Two", postcode: "RG1 1AA", address: "2 Bath Road, Reading" });
  const s1 = await makeSite({ customerId: c1.id, address: "1 High Street, Newbury", postcode: "RG14 1AA" });
  const s2 = await makeSite({ customerId: c2.id, address: "2 Bath Road, Reading", postcode: "RG1 1AA" });
  const job1 = await makeJob({ customerId: c1.id, siteId: s1.id, serviceType: "cctv_survey", createdAt: new Date("2026-10-03T10:00:00Z") });
  await makeJob({ customerId: c2.id, siteId: s2.id, serviceType: "drain_cleaning", createdAt: new Date("2026-09-20T10:00:00Z") });
  const paid = await makeInvoice({ customerId: c1.id, siteId: s1.id, jobId: job1.id, status: "paid", issueDate: "2026-10-01", dueDate: "2026-10-15", paidDate: "2026-10-11", subtotalPence: 10000, vatAmountPence: 2000, totalPence: 12000, paidPence: 12000 });
  await makeInvoiceLines(paid.id, [{ description: "CCTV survey, =cmd", quantity: "1.00", unitPricePence: 10000, lineTotalPence: 10000, vatRateBp: 2000 }]);
  const part = await makeInvoice({ customerId: c2.id, siteId: s2.id, status: "partly_paid", issueDate: "2026-09-05", dueDate: "2026-09-19", subtotalPence: 50000, vatAmountPence: 10000, totalPence: 60000, paidPence: 20000 });
  await makeInvoiceLines(part.id, [{ description: "Jetting", quantity: "2.00", unitPricePence: 25000, lineTotalPence: 50000, vatRateBp: 2000 }]);
  await makeInvoice({ customerId: c1.id, siteId: s1.id, status: "sent", issueDate: "2026-10-20", dueDate: "2026-11-03", totalPence: 7000 });
  await makeInvoice({ customerId: c1.id, siteId: s1.id, status: "draft", issueDate: "2026-10-21", dueDate: "2026-11-04", totalPence: 999 });
  await makeInvoice({ customerId: c2.id, siteId: s2.id, status: "cancelled", issueDate: "2026-10-22", dueDate: "2026-11-05", totalPence: 888 });
  await getDb().insert(payments).values([
    { invoiceId: paid.id, amountPence: 12000, paidOn: "2026-10-11", method: "card", recordedByLabel: "Office" },
    { invoiceId: part.id, amountPence: 20000, paidOn: "2026-09-30", method: "bank_transfer", recordedByLabel: "Office" },
    { invoiceId: part.id, amountPence: 5000, paidOn: "2026-10-02", method: "cash", recordedByLabel: "Office", voidedAt: new Date("2026-10-03T09:00:00Z"), voidReason: "Recorded twice" },
  ]);
  await makeQuote({ customerId: c1.id, siteId: s1.id, status: "accepted", sentAt: new Date("2026-10-02T09:00:00Z"), totalPence: 30000, acceptedTotalPence: 30000, serviceType: "drain_repairs" });
  await makeQuote({ customerId: c2.id, siteId: s2.id, status: "rejected", sentAt: new Date("2026-10-05T09:00:00Z"), totalPence: 10000 });
  await makeQuote({ customerId: c2.id, siteId: s2.id, status: "sent", sentAt: new Date("2026-09-30T23:30:00Z"), totalPence: 4000 });
});

describe("reports", () => {
  it("invoiced and received by month equal the SQL sums", async () => {
    const months = await moneyByMonth(range);
    expect(months.map((m) => m.month)).toEqual(["2026-09", "2026-10"]);
    for (const m of months) {
      const [y, mo] = m.month.split("-");
      const first = `${y}-${mo}-01`;
      expect(m.invoicedPence).toBe(await one(sql`select coalesce(sum(total_pence - deposits_deducted_pence), 0) from invoices where status not in ('draft','cancelled') and date_trunc('month', issue_date) = ${first}::date`));
      expect(m.receivedPence).toBe(await one(sql`select coalesce(sum(amount_pence), 0) from payments where voided_at is null and date_trunc('month', paid_on) = ${first}::date`));
    }
    expect(months[1]!.invoicedPence).toBe(19000);
    expect(months[0]!.receivedPence).toBe(20000);
  });

  it("aged debtors band each balance by days past due", async () => {
    const debtors = await agedDebtors(range);
    expect(debtors.totals.totalPence).toBe(await one(sql`select sum(balance_pence) from invoices where status in ('sent','partly_paid','overdue') and issue_date <= ${range.to}`));
    const two = debtors.rows.find((r) => r.customerName === "Report Customer Two")!;
    expect(two["31-60"]).toBe(40000); // due 19 September, 42 days before 31 October
    const oneRow = debtors.rows.find((r) => r.customerName === "Report Customer One")!;
    expect(oneRow.current).toBe(7000);
    expect(oneRow.totalPence).toBe(7000);
  });

  it("quotes by the month sent, with conversion and value", async () => {
    const months = await quotesByMonth(range);
    expect(months[0]).toMatchObject({ month: "2026-09", sent: 0 }); // 23:30 UTC on 30 September is 00:30 on 1 October in London
    expect(months[1]).toMatchObject({ sent: 3, won: 1, lost: 1, open: 1, wonPence: 30000, sentPence: 44000, conversion: 0.5 });
    expect(months[1]!.sent).toBe(await one(sql`select count(*) from quotes where (sent_at at time zone 'Europe/London')::date between '2026-10-01' and '2026-10-31'`));
  });

  it("a job's and an invoice's district follow their site: a new postcode, or a move to another site", async () => {
    const c = await makeCustomer({ name: "District Mover", postcode: "RG7 1AA", address: "3 Mill Lane, Theale" });
    const site = await makeSite({ customerId: c.id, address: "3 Mill Lane, Theale", postcode: "RG7 1AA" });
    const other = await makeSite({ customerId: c.id, address: "Unit 4, Hambridge Road, Newbury", postcode: "rg14 5tr" });
    const job = await makeJob({ customerId: c.id, siteId: site.id, serviceType: "drain_cleaning", createdAt: new Date("2026-09-10T10:00:00Z") });
    const invoice = await makeInvoice({ customerId: c.id, siteId: site.id, status: "sent", issueDate: "2026-09-10", dueDate: "2026-09-24", totalPence: 4300 });
    const districtOf = async (table: "jobs" | "invoices", id: string) => (await getDb().execute<{ d: string | null }>(sql`select district as d from ${sql.identifier(table)} where id = ${id}`)).rows[0].d;
    expect([await districtOf("jobs", job.id), await districtOf("invoices", invoice.id)]).toEqual(["RG7", "RG7"]);
    await getDb().execute(sql`update customer_sites set postcode = 'RG18 9ZZ' where id = ${site.id}`);
    expect([await districtOf("jobs", job.id), await districtOf("invoices", invoice.id)]).toEqual(["RG18", "RG18"]);
    expect((await workBy("district", range)).find((r) => r.key === "RG18")).toEqual({ key: "RG18", jobs: 1, revenuePence: 4300 });
    await getDb().execute(sql`update jobs set site_id = ${other.id} where id = ${job.id}`);
    await getDb().execute(sql`update invoices set site_id = ${other.id} where id = ${invoice.id}`);
    expect([await districtOf("jobs", job.id), await districtOf("invoices", invoice.id)]).toEqual(["RG14", "RG14"]);
    // Put back as it was, for the other figures of this file.
    await getDb().execute(sql`delete from invoices where id = ${invoice.id}`);
    await getDb().execute(sql`delete from jobs where id = ${job.id}`);
  });

  it("jobs and revenue by service and district, and days to pay", async () => {
    const services = await workBy("service", range);
    expect(services.find((r) => r.key === "cctv_survey")).toEqual({ key: "cctv_survey", jobs: 1, revenuePence: 12000 });
    expect(services.reduce((t, r) => t + r.revenuePence, 0)).toBe(await one(sql`select sum(total_pence - deposits_deducted_pence) from invoices where status not in ('draft','cancelled') and issue_date between ${range.from} and ${range.to}`));
    const districts = await workBy("district", range);
    expect(districts.find((r) => r.key === "RG1")).toEqual({ key: "RG1", jobs: 1, revenuePence: 60000 });
    const pay = await daysToPay(range);
    expect(pay.overall).toMatchObject({ invoices: 1, averageDays: 10 });
  });

  it("every report renders an SVG chart without style attributes", async () => {
    for (const id of REPORT_IDS) {
      const report = await buildReport(id, range);
      expect(report.svg.startsWith("<svg")).toBe(true);
      expect(report.svg).not.toMatch(/style=/);
    }
  });
});

describe("exports", () => {
  it("lists, payments, Xero and QuickBooks files parse with their header rows and figures", async () => {
    const invoices = await read(exportInvoicesCsv({ actor }));
    expect(invoices[0]).toEqual(INVOICE_CSV_HEADER);
    expect(invoices).toHaveLength(6);
    const overdueOnly = await read(exportInvoicesCsv({ actor, filter: invoiceFilter(parseListFilters("invoices", "http://x/?status=overdue"), new Date("2026-10-31T12:00:00Z")) }));
    expect(overdueOnly.slice(1).map((r) => r[0])).toHaveLength(1);
    expect(overdueOnly[1]![13]).toBe("400.00");
    expect((await read(exportQuotesCsv({ actor })))[0]).toEqual(QUOTE_CSV_HEADER);
    const pays = await read(exportPaymentsCsv({ actor }));
    expect(pays[0]).toEqual(PAYMENT_CSV_HEADER);
    expect(pays).toHaveLength(4);
    const xero = await read(exportXeroCsv({ actor }));
    expect(xero[0]).toEqual(XERO_HEADER);
    expect(xero).toHaveLength(3); // the two issued invoices with lines, one line each; no draft, no cancelled
    const survey = xero.find((r) => r[15] === "'=cmd" || r[15]?.startsWith("CCTV"))!;
    expect(survey[0]).toBe("Report Customer One");
    expect(survey[12]).toBe("01/10/2026");
    expect(survey[17]).toBe("100.00");
    expect(survey[19]).toBe("200");
    expect(survey[20]).toBe("20% (VAT on Income)");
    const qbo = await read(exportQuickbooksCsv({ actor }));
    expect(qbo[0]).toEqual(QUICKBOOKS_HEADER);
    const jetting = qbo.find((r) => r[8] === "Jetting")!;
    expect(jetting.slice(9, 14)).toEqual(["2", "250.00", "500.00", "20.0% S", "100.00"]);
  });
});
