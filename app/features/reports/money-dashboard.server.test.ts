import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { visits } from "~/db/schema";
import { listEnquiries } from "~/features/enquiries/enquiries.server";
import { listInvoices } from "~/features/invoices/invoices.server";
import { listJobs } from "~/features/jobs/jobs.server";
import { listQuotes } from "~/features/quotes/quotes.server";
import { todayKey, shiftDay } from "~/lib/business-day";
import type { StaffActor } from "~/lib/actor";
import { makeCustomer, makeEnquiry, makeInvoice, makeJob, makeQuote, makeStaff } from "../../../tests/support/factories";
import { jobFilter, invoiceFilter, parseListFilters, quoteFilter } from "./list-filters.server";
import { moneyCards } from "./money-dashboard.server";

let actor: StaffActor;
const today = todayKey();

beforeAll(async () => {
  actor = await makeStaff({ email: "cards.office@example.com" });
  const c = await makeCustomer({ name: "Card Customer" });
  await makeInvoice({ customerId: c.id, status: "sent", dueDate: shiftDay(today, -3), issueDate: shiftDay(today, -17), totalPence: 1000 });
  await makeInvoice({ customerId: c.id, status: "partly_paid", dueDate: shiftDay(today, 5), issueDate: shiftDay(today, -9), totalPence: 3000, paidPence: 1000 });
  await makeInvoice({ customerId: c.id, status: "draft", totalPence: 500 });
  await makeQuote({ customerId: c.id, status: "sent", totalPence: 7000 });
  await makeQuote({ customerId: c.id, status: "accepted", totalPence: 9000 });
  await makeEnquiry({ status: "new" });
  await makeEnquiry({ status: "closed" });
  const job = await makeJob({ customerId: c.id });
  const other = await makeJob({ customerId: c.id });
  await getDb().insert(visits).values([
    { jobId: job.id, day: today, startMinute: 540, durationMinutes: 60 },
    { jobId: job.id, day: today, startMinute: 720, durationMinutes: 60 },
    { jobId: other.id, day: shiftDay(today, 1), startMinute: 540, durationMinutes: 60 },
  ]);
});

/** The length of the list a card's address opens, read with the list's own filter. */
async function listLength(to: string) {
  const url = new URL(to, "http://localhost");
  if (url.pathname === "/admin/invoices") return (await listInvoices({ actor, filter: invoiceFilter(parseListFilters("invoices", url)) })).total;
  if (url.pathname === "/admin/quotes") return (await listQuotes({ actor, filter: quoteFilter(parseListFilters("quotes", url)) })).total;
  if (url.pathname === "/admin/jobs") return (await listJobs({ actor, filter: jobFilter(parseListFilters("jobs", url)) })).total;
  if (url.pathname === "/admin/enquiries") return (await listEnquiries({ actor, status: url.searchParams.get("status") as "new" })).total;
  return null;
}

describe("the dashboard's money and work cards", () => {
  it("each card's number equals the length of the list it opens", async () => {
    const cards = await moneyCards();
    expect(cards.map((c) => c.key)).toEqual(["outstanding", "overdue", "received", "awaiting", "enquiries", "visits"]);
    for (const card of cards) {
      const length = await listLength(card.to);
      if (card.key === "received") {
        expect(card.to).toMatch(/^\/admin\/reports\?from=\d{4}-\d{2}-01&to=/);
        continue;
      }
      expect(length, card.key).toBe(card.count);
    }
    const by = Object.fromEntries(cards.map((c) => [c.key, c]));
    expect(by.outstanding).toMatchObject({ count: 2, amountPence: 3000 });
    expect(by.overdue).toMatchObject({ count: 1, amountPence: 1000 });
    expect(by.awaiting).toMatchObject({ count: 1, amountPence: 7000 });
    expect(by.enquiries!.count).toBe(1);
    expect(by.visits!.count).toBe(1);
  });
});
