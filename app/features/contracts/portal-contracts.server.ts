import { and, asc, desc, eq, ne } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { contractOccurrences, contracts, contractServices, customerSites, invoices, priceBookItems, visits } from "~/db/schema";
import type { CustomerActor } from "~/lib/actor";
import { shiftDay, todayKey } from "~/lib/business-day";
import { isUuid } from "~/lib/ids";
import { canAcceptContract } from "./contract-status";
import { customerContractScope as scope, termEnd, termsOf } from "./contracts.server";

// The customer's side of their maintenance contracts: the contracts of their own record (a contact's
// account: those of the sites it is contact for) that are offered to them, running, paused or ended,
// never a draft; each with its terms and acceptance, its next visit, the visits done with their job
// reports, and the invoices sent for it. Anything else is not found.

/** The customer's contracts, newest first. */
export async function listCustomerContracts({ actor }: { actor: CustomerActor }) {
  return getDb()
    .select({ id: contracts.id, title: contracts.title, status: contracts.status, frequency: contracts.frequency, siteAddress: customerSites.address })
    .from(contracts)
    .innerJoin(customerSites, eq(customerSites.id, contracts.siteId))
    .where(scope(actor))
    .orderBy(desc(contracts.createdAt), desc(contracts.id))
    .limit(50);
}

function lastDayOf(c: Parameters<typeof termEnd>[0]) {
  const end = termEnd(c);
  return end ? shiftDay(end, -1) : null;
}

export type PortalContract = NonNullable<Awaited<ReturnType<typeof getCustomerContract>>>;

/** One of the customer's contracts as they see it, or null when it is not theirs to see. */
export async function getCustomerContract({ actor, id, now = new Date() }: { actor: CustomerActor; id: string; now?: Date }) {
  if (!isUuid(id)) return null;
  const db = getDb();
  const [row] = await db
    .select({ contract: contracts, siteAddress: customerSites.address, sitePostcode: customerSites.postcode })
    .from(contracts)
    .innerJoin(customerSites, eq(customerSites.id, contracts.siteId))
    .where(and(eq(contracts.id, id), scope(actor)));
  if (!row) return null;
  const c = row.contract;
  const services = await db
    .select({ name: priceBookItems.name })
    .from(contractServices)
    .innerJoin(priceBookItems, eq(priceBookItems.id, contractServices.priceBookItemId))
    .where(eq(contractServices.contractId, c.id))
    .orderBy(asc(priceBookItems.name));
  const occurrences = await db
    .select({ dueDate: contractOccurrences.dueDate, skipped: contractOccurrences.skipped, visitId: visits.id, visitDay: visits.day, visitStart: visits.startMinute, visitStatus: visits.status })
    .from(contractOccurrences)
    .leftJoin(visits, eq(visits.id, contractOccurrences.visitId))
    .where(eq(contractOccurrences.contractId, c.id))
    .orderBy(asc(contractOccurrences.dueDate));
  const contractInvoices = await db
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, issueDate: invoices.issueDate, status: invoices.status, totalPence: invoices.totalPence, balancePence: invoices.balancePence })
    .from(contractOccurrences)
    .innerJoin(invoices, eq(invoices.id, contractOccurrences.invoiceId))
    .where(and(eq(contractOccurrences.contractId, c.id), ne(invoices.status, "draft"), ne(invoices.status, "cancelled")))
    .orderBy(desc(invoices.issueDate), desc(invoices.invoiceNumber));
  const today = todayKey(now);
  const open = occurrences.filter((o) => !o.skipped && o.visitId && o.visitDay && o.visitDay >= today && o.visitStatus !== "done" && o.visitStatus !== "could_not_attend");
  const done = occurrences.filter((o) => o.visitId && o.visitStatus === "done").reverse();
  return {
    id: c.id,
    title: c.title,
    status: c.status,
    frequency: c.frequency,
    intervalWeeks: c.intervalWeeks,
    startDate: c.startDate,
    termMonths: c.termMonths,
    autoRenew: c.autoRenew,
    /** The last day of the term, for a contract that does not renew itself. */
    endDate: lastDayOf(c),
    pricePence: c.pricePence,
    vatRateBp: c.vatRateBp,
    billing: c.billing,
    terms: termsOf(c),
    offeredAt: c.offeredAt,
    /** Who accepted it in the portal, and when; null until then. */
    acceptance: c.acceptedAt && c.acceptedName ? { name: c.acceptedName, at: c.acceptedAt } : null,
    /** Whether the page offers "Accept this contract". */
    canAccept: canAcceptContract(c),
    site: { address: row.siteAddress, postcode: row.sitePostcode },
    services: services.map((s) => s.name),
    nextVisit: c.status === "active" && open[0] ? { day: open[0].visitDay!, startMinute: open[0].visitStart! } : null,
    pastVisits: done.map((o) => ({ visitId: o.visitId!, day: o.visitDay! })),
    invoices: contractInvoices,
  };
}
