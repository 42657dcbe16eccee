import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { enquiries, invoices, payments, quotes, visits } from "~/db/schema";
import { todayKey } from "~/lib/business-day";
import { filteredHref } from "./list-filters";
import { monthToDate } from "./reports.server";

export type MoneyCard = { key: string; label: string; count: number; amountPence: number | null; to: string; note: string };

/**
 * The dashboard's money and work cards, each with the address of the list filtered to exactly what
 * it counts (the same conditions as the list's filter, see list-filters.server.ts).
 */
export async function moneyCards(now = new Date()): Promise<MoneyCard[]> {
  const today = todayKey(now);
  const month = monthToDate(now);
  // Unpaid (sent, partly paid or overdue) written as the index of unpaid invoices is (migration
  // 0031: the statuses an unpaid invoice is not), so that it is used.
  const unpaid = sql`${invoices.status} not in ('draft', 'paid', 'cancelled')`;
  // One pass over each table: the unpaid invoices from their own index (with their balances), the
  // month's payments, the quotes sent.
  const [row] = (
    await getDb().execute<Record<string, string>>(sql`select * from
      (select count(*) as outstanding_n, coalesce(sum(${invoices.balancePence}), 0) as outstanding_p,
        count(*) filter (where ${invoices.dueDate} < ${today}) as overdue_n,
        coalesce(sum(${invoices.balancePence}) filter (where ${invoices.dueDate} < ${today}), 0) as overdue_p
        from ${invoices} where ${unpaid}) as owed,
      (select count(*) as received_n, coalesce(sum(${payments.amountPence}), 0) as received_p
        from ${payments} where ${payments.voidedAt} is null and ${payments.paidOn} between ${month.from} and ${month.to}) as received,
      (select count(*) as awaiting_n, coalesce(sum(${quotes.totalPence}), 0) as awaiting_p from ${quotes} where ${quotes.status} = 'sent') as awaiting,
      (select count(*) as enquiries_n from ${enquiries} where ${enquiries.status} = 'new') as waiting,
      (select count(distinct ${visits.jobId}) as visits_n from ${visits} where ${visits.day} = ${today}) as today`)
  ).rows;
  const n = (key: string) => Number(row?.[key] ?? 0);
  return [
    { key: "outstanding", label: "Outstanding", count: n("outstanding_n"), amountPence: n("outstanding_p"), to: filteredHref("/admin/invoices", { status: "unpaid" }), note: "invoices sent, partly paid or overdue" },
    { key: "overdue", label: "Overdue", count: n("overdue_n"), amountPence: n("overdue_p"), to: filteredHref("/admin/invoices", { status: "overdue" }), note: "invoices past their due date" },
    { key: "received", label: "Received this month", count: n("received_n"), amountPence: n("received_p"), to: `/admin/reports?from=${month.from}&to=${month.to}#money`, note: "payments this month" },
    { key: "awaiting", label: "Quotes awaiting an answer", count: n("awaiting_n"), amountPence: n("awaiting_p"), to: filteredHref("/admin/quotes", { status: "awaiting" }), note: "quotes sent, not yet answered" },
    { key: "enquiries", label: "Enquiries waiting", count: n("enquiries_n"), amountPence: null, to: "/admin/enquiries?status=new", note: "new enquiries" },
    { key: "visits", label: "Today's visits", count: n("visits_n"), amountPence: null, to: filteredHref("/admin/jobs", { from: today, to: today }), note: "jobs with a visit today" },
  ];
}
