import { addMonths, format, parse } from "date-fns";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { contractOccurrences, contracts, contractServices, customers, customerSites, priceBookItems, visits, type ContractBilling, type ContractStatus } from "~/db/schema";
import type { Actor } from "~/lib/actor";
import { shiftDay, todayKey } from "~/lib/business-day";
import { getBusiness } from "~/lib/business.server";
import { minuteToTime } from "~/lib/clock-time";
import { isUuid } from "~/lib/ids";
import { renderContractPdf } from "./contract-pdf.server";
import { FREQUENCY_LABELS } from "./contracts.schema";
import { canAcceptContract } from "./contract-status";
import { contractPdfFilename, customerContractScope, dueDates, termEnd, termsOf, visitsPerYear, type Contract } from "./contracts.server";

// A maintenance contract as its PDF shows it (the drawing is contract-pdf.server.ts): the parties,
// what is done and how often, the term, the price and how it is billed, the visits of the next twelve
// months, the terms, and whether the customer accepted it. The office (and the system, for the e-mail
// offering it) reach every contract; a customer only their own that the portal shows (never a draft,
// another's is not found); an engineer none.

/** How far ahead the PDF lists the contract's visits. */
export const SCHEDULE_MONTHS = 12;

export type ContractDocument = {
  id: string;
  title: string;
  status: ContractStatus;
  /** YYYY-MM-DD: the day it was (last) offered, else made. */
  date: string;
  customer: { name: string; address: string; postcode: string | null };
  site: { label: string | null; address: string; postcode: string | null };
  /** "Quarterly", "Every 6 weeks". */
  frequency: string;
  visitsPerYear: number;
  /** "From 07:30, about 2 hours". */
  visitTime: string;
  startDate: string;
  termMonths: number;
  autoRenew: boolean;
  /** The last day of the term, for a contract that does not renew itself. */
  lastDay: string | null;
  billing: ContractBilling;
  /** One visit's price, VAT excluded. */
  pricePence: number;
  vatRateBp: number;
  services: { name: string; description: string; unitPricePence: number }[];
  /**
   * The visits from today (or the start) to twelve months on, within the term; empty unless it is
   * running or to start. `day` is the visit's day: its due date unless the office moved it.
   */
  schedule: { day: string; dueDate: string; state: "planned" | "moved" | "skipped" | "done" }[];
  terms: string;
  acceptance: { name: string; at: Date } | null;
  /** Offered and not yet accepted: the customer can accept it in the portal. */
  canAccept: boolean;
  /** Where the customer accepts it. */
  acceptUrl: string;
};

const parseDay = (d: string) => parse(d, "yyyy-MM-dd", new Date(2000, 0, 1));

function duration(minutes: number) {
  if (minutes % 60 === 0) return `${minutes / 60} hour${minutes === 60 ? "" : "s"}`;
  return minutes < 60 ? `${minutes} minutes` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The upcoming visits of the next twelve months: each due date, or the day its visit was moved to, or skipped. */
async function scheduleOf(c: Contract, today: string): Promise<ContractDocument["schedule"]> {
  if (c.status !== "draft" && c.status !== "offered" && c.status !== "active") return [];
  const from = c.startDate > today ? c.startDate : today;
  const to = shiftDay(format(addMonths(parseDay(from), SCHEDULE_MONTHS), "yyyy-MM-dd"), -1);
  const made = await getDb()
    .select({ dueDate: contractOccurrences.dueDate, skipped: contractOccurrences.skipped, visitDay: visits.day, visitStatus: visits.status })
    .from(contractOccurrences)
    .leftJoin(visits, eq(visits.id, contractOccurrences.visitId))
    .where(eq(contractOccurrences.contractId, c.id));
  const byDue = new Map(made.map((o) => [o.dueDate, o]));
  return dueDates(c, from, to).map(({ day: dueDate }) => {
    const o = byDue.get(dueDate);
    if (o?.skipped) return { day: dueDate, dueDate, state: "skipped" as const };
    if (o?.visitStatus === "done") return { day: o.visitDay ?? dueDate, dueDate, state: "done" as const };
    if (o?.visitDay && o.visitDay !== dueDate) return { day: o.visitDay, dueDate, state: "moved" as const };
    return { day: dueDate, dueDate, state: "planned" as const };
  });
}

/** The contract as its PDF shows it, for the actor; null when they may not see it (or there is none). */
export async function loadContractDocument({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }): Promise<ContractDocument | null> {
  if (!isUuid(id) || actor.kind === "engineer") return null;
  const scope = actor.kind === "customer" ? customerContractScope(actor) : undefined;
  const db = getDb();
  const [row] = await db
    .select({ contract: contracts, customer: { name: customers.name, address: customers.address, postcode: customers.postcode }, site: { label: customerSites.label, address: customerSites.address, postcode: customerSites.postcode } })
    .from(contracts)
    .innerJoin(customers, eq(customers.id, contracts.customerId))
    .innerJoin(customerSites, eq(customerSites.id, contracts.siteId))
    .where(and(eq(contracts.id, id), scope));
  if (!row) return null;
  const c = row.contract;
  const services = await db
    .select({ name: priceBookItems.name, description: priceBookItems.description, unitPricePence: priceBookItems.unitPricePence })
    .from(contractServices)
    .innerJoin(priceBookItems, eq(priceBookItems.id, contractServices.priceBookItemId))
    .where(eq(contractServices.contractId, c.id))
    .orderBy(asc(priceBookItems.position), asc(priceBookItems.name));
  const end = termEnd(c);
  return {
    id: c.id,
    title: c.title,
    status: c.status,
    date: todayKey(c.offeredAt ?? c.createdAt),
    customer: row.customer,
    site: row.site,
    frequency: c.frequency === "every_n_weeks" ? `Every ${c.intervalWeeks} weeks` : FREQUENCY_LABELS[c.frequency],
    visitsPerYear: visitsPerYear(c),
    visitTime: `From ${minuteToTime(c.visitStartMinute)}, about ${duration(c.visitDurationMinutes)}`,
    startDate: c.startDate,
    termMonths: c.termMonths,
    autoRenew: c.autoRenew,
    lastDay: end ? shiftDay(end, -1) : null,
    billing: c.billing,
    pricePence: c.pricePence,
    vatRateBp: c.vatRateBp,
    services,
    schedule: await scheduleOf(c, todayKey(now)),
    terms: termsOf(c),
    acceptance: c.acceptedAt && c.acceptedName ? { name: c.acceptedName, at: c.acceptedAt } : null,
    canAccept: canAcceptContract(c),
    acceptUrl: `${getBusiness().baseUrl}/customer/contracts/${c.id}`,
  };
}

/** The contract's PDF with its file name, for the actor; null (a 404) when they may not see it. */
export async function contractPdf({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }): Promise<{ filename: string; content: Buffer } | null> {
  const document = await loadContractDocument({ actor, id, now });
  if (!document) return null;
  return { filename: contractPdfFilename(document), content: await renderContractPdf(document) };
}
