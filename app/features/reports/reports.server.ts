import { sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import { creditNotes, customers, invoices, jobs, payments, quotes } from "~/db/schema";
import { dayStart, instantRange, monthOf, shiftMonth, todayKey } from "~/lib/business-day";
import { DomainError } from "~/lib/domain-error";

// The owner's reports (docs/decisions/0102): each a set of figures computed in SQL over a London date
// range, drawn as a chart and listed in a table under it.

export type ReportRange = { from: string; to: string };

/** The longest range a report covers: three years of months. */
const MAX_MONTHS = 36;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates must be given as YYYY-MM-DD.")
  .refine((value) => dayStart(value) !== null, "That date does not exist.");

/** The twelve months to today (from the first of the month eleven months back), London days. */
export function defaultRange(now = new Date()): ReportRange {
  const today = todayKey(now);
  return { from: `${shiftMonth(monthOf(today), -11)}-01`, to: today };
}

/** The range of a reports URL (?from=&to=), checked; none given: the last twelve months. */
export function parseRange(url: URL | string, now = new Date()): ReportRange {
  const params = new URL(url).searchParams;
  const fallback = defaultRange(now);
  const parsed = z
    .object({ from: day.optional(), to: day.optional() })
    .safeParse({ from: params.get("from") || undefined, to: params.get("to") || undefined });
  if (!parsed.success) throw new DomainError("invalid", parsed.error.issues[0]?.message ?? "The dates were not understood.");
  const range = { from: parsed.data.from ?? fallback.from, to: parsed.data.to ?? fallback.to };
  if (range.from > range.to) throw new DomainError("invalid", "The start date must be on or before the end date.");
  if (monthsOf(range).length > MAX_MONTHS) throw new DomainError("invalid", `A report covers at most ${MAX_MONTHS} months.`);
  return range;
}

/** The month keys a range touches, in order. */
export function monthsOf({ from, to }: ReportRange): string[] {
  const months: string[] = [];
  for (let month = monthOf(from); month <= monthOf(to) && months.length <= MAX_MONTHS; month = shiftMonth(month, 1)) months.push(month);
  return months;
}

const num = (value: unknown) => Number(value ?? 0);

/** An issued invoice: neither a draft nor cancelled. What it asks for: its total less deposits already invoiced. */
const issued = sql`${invoices.status} not in ('draft', 'cancelled')`;
const invoicedAmount = sql`(${invoices.totalPence} - ${invoices.depositsDeductedPence})`;

export type MoneyMonth = { month: string; invoicedPence: number; creditedPence: number; receivedPence: number };

/**
 * Invoiced, credited and received by month: what issued invoices asked for (by issue date), issued
 * credit notes (by issue date) and payments not voided (by the day paid).
 */
export async function moneyByMonth(range: ReportRange): Promise<MoneyMonth[]> {
  const db = getDb();
  const month = (column: unknown) => sql<string>`to_char(${column}, 'YYYY-MM')`;
  const [invoiced, credited, received] = await Promise.all([
    db.execute<{ month: string; n: string }>(sql`select ${month(invoices.issueDate)} as month, sum(${invoicedAmount}) as n from ${invoices}
      where ${issued} and ${invoices.issueDate} between ${range.from} and ${range.to} group by 1`),
    db.execute<{ month: string; n: string }>(sql`select ${month(creditNotes.issueDate)} as month, sum(${creditNotes.totalPence}) as n from ${creditNotes}
      where ${creditNotes.status} = 'issued' and ${creditNotes.issueDate} between ${range.from} and ${range.to} group by 1`),
    db.execute<{ month: string; n: string }>(sql`select ${month(payments.paidOn)} as month, sum(${payments.amountPence}) as n from ${payments}
      where ${payments.voidedAt} is null and ${payments.paidOn} between ${range.from} and ${range.to} group by 1`),
  ]);
  const by = (rows: { month: string; n: string }[]) => new Map(rows.map((r) => [r.month, num(r.n)]));
  const [i, c, r] = [by(invoiced.rows), by(credited.rows), by(received.rows)];
  return monthsOf(range).map((m) => ({ month: m, invoicedPence: i.get(m) ?? 0, creditedPence: c.get(m) ?? 0, receivedPence: r.get(m) ?? 0 }));
}

export const AGE_BANDS = ["current", "1-30", "31-60", "61-90", "over-90"] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export const AGE_BAND_LABELS: Record<AgeBand, string> = { current: "Current", "1-30": "1–30 days", "31-60": "31–60 days", "61-90": "61–90 days", "over-90": "Over 90 days" };
export type DebtorRow = { customerId: string; customerName: string } & Record<AgeBand, number> & { totalPence: number };

/**
 * Aged debtors on `asOf` (the range's last day): each customer's unpaid balances (sent, partly paid
 * or overdue invoices issued by then) by how many days past their due date, biggest debt first; and
 * the totals of every customer (`limit` only shortens the list).
 */
export async function agedDebtors(range: ReportRange, { limit }: { limit?: number } = {}): Promise<{ rows: DebtorRow[]; totals: Record<AgeBand, number> & { totalPence: number }; customerCount: number }> {
  const asOf = range.to;
  const band = (lo: number | null, hi: number | null) =>
    sql`coalesce(sum(${invoices.balancePence}) filter (where ${lo === null ? sql`${invoices.dueDate} >= ${asOf}` : hi === null ? sql`${asOf}::date - ${invoices.dueDate} > ${lo - 1}` : sql`${asOf}::date - ${invoices.dueDate} between ${lo} and ${hi}`}), 0)`;
  const rows = await getDb().execute<Record<string, string>>(sql`
    with owed as (
      select ${invoices.customerId} as customer_id, ${band(null, null)} as "current", ${band(1, 30)} as "1-30", ${band(31, 60)} as "31-60",
             ${band(61, 90)} as "61-90", ${band(91, null)} as "over-90", sum(${invoices.balancePence}) as total
        from ${invoices}
       where ${invoices.status} in ('sent', 'partly_paid', 'overdue') and ${invoices.balancePence} > 0 and ${invoices.issueDate} <= ${asOf}
       group by 1)
    select owed.*, c.name as customer_name, count(*) over () as customer_count,
           sum(owed."current") over () as t_current, sum(owed."1-30") over () as "t_1-30", sum(owed."31-60") over () as "t_31-60",
           sum(owed."61-90") over () as "t_61-90", sum(owed."over-90") over () as "t_over-90", sum(owed.total) over () as t_total
      from owed join ${customers} c on c.id = owed.customer_id
     order by owed.total desc, c.name
     ${limit ? sql`limit ${limit}` : sql``}`);
  const first = rows.rows[0];
  const totals = Object.fromEntries(AGE_BANDS.map((b) => [b, num(first?.[`t_${b}`])])) as Record<AgeBand, number>;
  return {
    rows: rows.rows.map((r) => ({ customerId: r.customer_id, customerName: r.customer_name, ...(Object.fromEntries(AGE_BANDS.map((b) => [b, num(r[b])])) as Record<AgeBand, number>), totalPence: num(r.total) })),
    totals: { ...totals, totalPence: num(first?.t_total) },
    customerCount: num(first?.customer_count),
  };
}

export type QuoteMonth = { month: string; sent: number; won: number; lost: number; open: number; sentPence: number; wonPence: number; conversion: number | null };

/**
 * Quotes by the month they were sent: how many, how many of those were accepted (won), declined or
 * expired (lost), still open, their value and the value won; conversion = won ÷ answered (won + lost).
 */
export async function quotesByMonth(range: ReportRange): Promise<QuoteMonth[]> {
  const { from, to } = instantRange(range.from, range.to);
  const result = await getDb().execute<Record<string, string>>(sql`
    select to_char(${quotes.sentAt} at time zone 'Europe/London', 'YYYY-MM') as month, count(*) as sent,
           count(*) filter (where ${quotes.status} = 'accepted') as won,
           count(*) filter (where ${quotes.status} in ('rejected', 'expired')) as lost,
           count(*) filter (where ${quotes.status} = 'sent') as open,
           sum(${quotes.totalPence}) as sent_pence,
           coalesce(sum(coalesce(${quotes.acceptedTotalPence}, ${quotes.totalPence})) filter (where ${quotes.status} = 'accepted'), 0) as won_pence
      from ${quotes}
     where ${quotes.sentAt} >= ${from.toISOString()} and ${quotes.sentAt} < ${to.toISOString()}
     group by 1`);
  const by = new Map(result.rows.map((r) => [r.month, r]));
  return monthsOf(range).map((month) => {
    const r = by.get(month);
    const won = num(r?.won);
    const lost = num(r?.lost);
    return { month, sent: num(r?.sent), won, lost, open: num(r?.open), sentPence: num(r?.sent_pence), wonPence: num(r?.won_pence), conversion: won + lost > 0 ? won / (won + lost) : null };
  });
}

export type WorkRow = { key: string; jobs: number; revenuePence: number };

/**
 * Jobs (by the day they were created) and revenue (what issued invoices asked for, by issue date) in
 * the range, by service or by the site's postcode district. An invoice's service is its job's, else
 * its quote's; one with neither is "none".
 */
export async function workBy(kind: "service" | "district", range: ReportRange): Promise<WorkRow[]> {
  const { from, to } = instantRange(range.from, range.to);
  const db = getDb();
  // Each row's district is kept on it from its site by the database (migration 0027), so neither
  // count joins the sites: jobs are counted from an index of (created_at, service_type, district).
  const jobKey = kind === "service" ? sql`${jobs.serviceType}::text` : sql`coalesce(${jobs.district}, 'none')`;
  const invoiceKey =
    kind === "service"
      ? sql`coalesce((select j.service_type::text from ${jobs} j where j.id = ${invoices.jobId}), (select q.service_type::text from ${quotes} q where q.id = ${invoices.quoteId}), 'none')`
      : sql`coalesce(${invoices.district}, 'none')`;
  const [jobRows, revenueRows] = await Promise.all([
    db.execute<{ key: string; n: string }>(sql`select ${jobKey} as key, count(*) as n from ${jobs}
      where ${jobs.createdAt} >= ${from.toISOString()} and ${jobs.createdAt} < ${to.toISOString()} group by 1`),
    db.execute<{ key: string; n: string }>(sql`select ${invoiceKey} as key, sum(${invoicedAmount}) as n from ${invoices}
      where ${issued} and ${invoices.issueDate} between ${range.from} and ${range.to} group by 1`),
  ]);
  const rows = new Map<string, WorkRow>();
  const row = (key: string) => rows.get(key) ?? rows.set(key, { key: key || "none", jobs: 0, revenuePence: 0 }).get(key)!;
  for (const r of jobRows.rows) row(r.key).jobs = num(r.n);
  for (const r of revenueRows.rows) row(r.key).revenuePence = num(r.n);
  return [...rows.values()].sort((a, b) => b.revenuePence - a.revenuePence || b.jobs - a.jobs || a.key.localeCompare(b.key));
}

export type DaysToPay = { month: string; invoices: number; averageDays: number | null };

/**
 * Average days to pay, by the month an invoice was paid in full: from its issue date to the day its
 * balance reached nothing (paid_date), over invoices paid in full in the range (a part-paid invoice
 * counts only once paid in full; a credit note that clears the balance sets that day too).
 */
export async function daysToPay(range: ReportRange): Promise<{ months: DaysToPay[]; overall: DaysToPay }> {
  const result = await getDb().execute<{ month: string; n: string; days: string }>(sql`
    select to_char(${invoices.paidDate}, 'YYYY-MM') as month, count(*) as n, sum(${invoices.paidDate} - ${invoices.issueDate}) as days
      from ${invoices}
     where ${invoices.status} = 'paid' and ${invoices.paidDate} between ${range.from} and ${range.to}
     group by 1`);
  const by = new Map(result.rows.map((r) => [r.month, r]));
  let count = 0;
  let days = 0;
  const months = monthsOf(range).map((month) => {
    const r = by.get(month);
    const n = num(r?.n);
    count += n;
    days += num(r?.days);
    return { month, invoices: n, averageDays: n ? num(r?.days) / n : null };
  });
  return { months, overall: { month: "all", invoices: count, averageDays: count ? days / count : null } };
}

/** The first day of the range's last month, and that day: "received this month" on the dashboard. */
export function monthToDate(now = new Date()): ReportRange {
  const today = todayKey(now);
  return { from: `${monthOf(today)}-01`, to: today };
}

