import { formatMonth } from "~/lib/business-day";
import { SERVICE_TYPE_LABELS } from "~/lib/labels";
import type { ServiceType } from "~/db/enums";
import { barChartSvg } from "./charts.server";
import { AGE_BANDS, AGE_BAND_LABELS, agedDebtors, daysToPay, moneyByMonth, quotesByMonth, workBy, type ReportRange } from "./reports.server";

// Each report as the page and its CSV show it: a title, a chart, a table's header and rows (money in
// pence; the page formats it, the CSV writes pounds).

export const REPORT_IDS = ["money", "aged-debtors", "quotes", "services", "districts", "days-to-pay"] as const;
export type ReportId = (typeof REPORT_IDS)[number];

export type Cell = string | number | { pence: number } | null;
export type Report = { id: ReportId; title: string; note: string; svg: string; header: string[]; rows: Cell[][]; footer?: Cell[] };

const short = (month: string) => formatMonth(month).replace(/^(\w{3})\w* (\d{2})?(\d{2})$/, "$1 $3");
const pounds = (pence: number) => Math.round(pence) / 100;
const serviceName = (key: string) => SERVICE_TYPE_LABELS[key as ServiceType] ?? "No service";

/** Aged debtors on the page: the customers owing most; the CSV has every one. */
export const DEBTORS_SHOWN = 50;

export async function buildReport(id: ReportId, range: ReportRange, { full = false }: { full?: boolean } = {}): Promise<Report> {
  switch (id) {
    case "money": {
      const months = await moneyByMonth(range);
      return {
        id,
        title: "Invoiced and received by month",
        note: "Invoiced: what issued invoices asked for, by issue date. Credited: issued credit notes. Received: payments not voided, by the day paid.",
        svg: await barChartSvg({ title: "Invoiced and received by month", categories: months.map((m) => short(m.month)), series: [{ name: "Invoiced", values: months.map((m) => pounds(m.invoicedPence)) }, { name: "Received", values: months.map((m) => pounds(m.receivedPence)) }], axisTitle: "£" }),
        header: ["Month", "Invoiced", "Credited", "Received"],
        rows: months.map((m) => [formatMonth(m.month), { pence: m.invoicedPence }, { pence: m.creditedPence }, { pence: m.receivedPence }]),
        footer: ["Total", { pence: sum(months, "invoicedPence") }, { pence: sum(months, "creditedPence") }, { pence: sum(months, "receivedPence") }],
      };
    }
    case "aged-debtors": {
      const debtors = await agedDebtors(range, { limit: full ? undefined : DEBTORS_SHOWN });
      return {
        id,
        title: "Aged debtors",
        note: `What is owed on ${range.to} by days past the due date (sent, partly paid and overdue invoices). ${debtors.customerCount > debtors.rows.length ? `The ${debtors.rows.length} customers owing most of ${debtors.customerCount}; the CSV lists all.` : ""}`,
        svg: await barChartSvg({ title: "Aged debtors", categories: AGE_BANDS.map((b) => AGE_BAND_LABELS[b]), series: [{ name: "Owed", values: AGE_BANDS.map((b) => pounds(debtors.totals[b])) }], axisTitle: "£" }),
        header: ["Customer", ...AGE_BANDS.map((b) => AGE_BAND_LABELS[b]), "Total"],
        rows: debtors.rows.map((r) => [r.customerName, ...AGE_BANDS.map((b) => ({ pence: r[b] })), { pence: r.totalPence }]),
        footer: ["All customers", ...AGE_BANDS.map((b) => ({ pence: debtors.totals[b] })), { pence: debtors.totals.totalPence }],
      };
    }
    case "quotes": {
      const months = await quotesByMonth(range);
      const won = sum(months, "won");
      const lost = sum(months, "lost");
      return {
        id,
        title: "Quotes sent, won and lost",
        note: "By the month a quote was sent. Won: accepted; lost: declined or expired; conversion: won ÷ (won + lost).",
        svg: await barChartSvg({ title: "Quotes by month", categories: months.map((m) => short(m.month)), series: [{ name: "Sent", values: months.map((m) => m.sent) }, { name: "Won", values: months.map((m) => m.won) }, { name: "Lost", values: months.map((m) => m.lost) }], axisTitle: "Quotes", axisFormat: "d" }),
        header: ["Month", "Sent", "Won", "Lost", "Open", "Conversion", "Value sent", "Value won"],
        rows: months.map((m) => [formatMonth(m.month), m.sent, m.won, m.lost, m.open, percent(m.conversion), { pence: m.sentPence }, { pence: m.wonPence }]),
        footer: ["Total", sum(months, "sent"), won, lost, sum(months, "open"), percent(won + lost ? won / (won + lost) : null), { pence: sum(months, "sentPence") }, { pence: sum(months, "wonPence") }],
      };
    }
    case "services":
    case "districts": {
      const rows = await workBy(id === "services" ? "service" : "district", range);
      const name = id === "services" ? serviceName : (key: string) => (key === "none" ? "No postcode" : key);
      const shown = id === "districts" && !full ? rows.slice(0, 20) : rows;
      return {
        id,
        title: id === "services" ? "Jobs and revenue by service" : "Jobs and revenue by postcode district",
        note: "Jobs: created in the range. Revenue: what issued invoices asked for, by issue date" + (id === "districts" ? ", by the site's postcode district (the 20 largest here; the CSV lists all)." : "; an invoice's service is its job's, else its quote's."),
        svg: await barChartSvg({ title: "Revenue", categories: shown.map((r) => name(r.key)), series: [{ name: "Revenue", values: shown.map((r) => pounds(r.revenuePence)) }], axisTitle: "£" }),
        header: [id === "services" ? "Service" : "District", "Jobs", "Revenue"],
        rows: shown.map((r) => [name(r.key), r.jobs, { pence: r.revenuePence }]),
        footer: ["Total", sum(rows, "jobs"), { pence: sum(rows, "revenuePence") }],
      };
    }
    case "days-to-pay": {
      const { months, overall } = await daysToPay(range);
      return {
        id,
        title: "Average days to pay",
        note: "From an invoice's issue date to the day its balance reached nothing, over invoices paid in full in the range, by the month paid.",
        svg: await barChartSvg({ title: "Average days to pay", categories: months.map((m) => short(m.month)), series: [{ name: "Days", values: months.map((m) => m.averageDays ?? 0) }], axisTitle: "Days", axisFormat: ".0f" }),
        header: ["Month", "Invoices paid", "Average days"],
        rows: months.map((m) => [formatMonth(m.month), m.invoices, days(m.averageDays)]),
        footer: ["All", overall.invoices, days(overall.averageDays)],
      };
    }
  }
}

function sum<T>(rows: T[], key: keyof T) {
  return rows.reduce((total, row) => total + Number(row[key]), 0);
}
const percent = (value: number | null) => (value === null ? "–" : `${(value * 100).toFixed(1)}%`);
const days = (value: number | null) => (value === null ? "–" : value.toFixed(1));
