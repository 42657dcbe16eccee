/**
 * Maintenance contracts (docs/decisions/0105, 0113): the only module that writes `contracts`,
 * `contract_services` and `contract_occurrences`. The office offers a contract to the customer, who
 * accepts it in the portal (an offered contract starts when accepted). A contract's due dates come
 * from its start and frequency; generation (a queue task, `generateAllContracts`) makes, for every
 * due date from today to 90 days ahead, one occurrence (unique contract + due date) with its visit
 * for the usual engineer, and raises each occurrence's invoice when the billing says it is due. Each
 * contract is generated in one transaction holding its row lock, and an occurrence, its visit and its
 * invoice are written in that transaction, so two workers, a retried task or a restart never make
 * anything twice.
 */
import { addMonths, addWeeks, format, parse } from "date-fns";
import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { contractOccurrences, contractRenewalNotices, contracts, contractServices, customers, customerSites, invoices, priceBookItems, user, visits, type ContractFrequency, type ContractStatus } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { contactJobScope, mayAnswerQuotes } from "~/features/customers/contact-scope.server";
import { emailDocument } from "~/features/documents/document-kind.server";
import { documentRecipients, siteForRecord } from "~/features/customers/sites.server";
import { deleteInvoice, insertInvoice, invoiceKind } from "~/features/invoices/invoices.server";
import { createJobRecord } from "~/features/jobs/jobs.server";
import { insertPlannedVisit, removePlannedVisit } from "~/features/visits/held-visits.server";
import { auditUserId, systemActor, type Actor, type CustomerActor, type StaffActor, type SystemActor } from "~/lib/actor";
import { formatDateLong, formatDateTime, formatDayLong, shiftDay, todayKey } from "~/lib/business-day";
import { getBusiness } from "~/lib/business.server";
import { getEnv } from "~/lib/env.server";
import { queueEmail } from "~/lib/mail.server";
import { timeToMinute } from "~/lib/clock-time";
import { requireConfirmed } from "~/lib/confirmation";
import { DomainError, parseInput } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { log } from "~/lib/log.server";
import { formatPence } from "~/lib/format";
import { ACCEPTABLE_STATUSES } from "./contract-status";
import { CONTRACT_TERMS, contractAcceptanceSchema, contractSchema } from "./contracts.schema";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Contract = typeof contracts.$inferSelect;
export type Occurrence = typeof contractOccurrences.$inferSelect;

/** How far ahead visits are generated. */
export const GENERATION_WINDOW_DAYS = 90;
/** An invoice billed in advance is raised this many days before its period starts. */
export const ADVANCE_DAYS = 14;

function requireOffice(actor: Actor): StaffActor {
  if (actor.kind !== "staff") throw new DomainError("not_allowed", "Only the office can do that.", { reason: "office_only" });
  return actor;
}

const parseDay = (d: string) => parse(d, "yyyy-MM-dd", new Date(2000, 0, 1));
const dayOf = (d: Date) => format(d, "yyyy-MM-dd");

/** The `n`th due date of a contract (0 = its start). */
export function nthDueDate(c: Pick<Contract, "startDate" | "frequency" | "intervalWeeks">, n: number): string {
  const start = parseDay(c.startDate);
  const months: Record<Exclude<ContractFrequency, "every_n_weeks">, number> = { monthly: 1, quarterly: 3, six_monthly: 6, yearly: 12 };
  if (c.frequency === "every_n_weeks") return dayOf(addWeeks(start, n * (c.intervalWeeks ?? 1)));
  return dayOf(addMonths(start, n * months[c.frequency]));
}

/** The day after the term (null when the contract renews itself). */
export function termEnd(c: Pick<Contract, "startDate" | "termMonths" | "autoRenew">): string | null {
  return c.autoRenew ? null : dayOf(addMonths(parseDay(c.startDate), c.termMonths));
}

/** The due dates from `from` to `to` (both included) within the term, each with its index. */
export function dueDates(c: Pick<Contract, "startDate" | "frequency" | "intervalWeeks" | "termMonths" | "autoRenew">, from: string, to: string): { n: number; day: string }[] {
  const end = termEnd(c);
  const out: { n: number; day: string }[] = [];
  for (let n = 0; n < 2000; n++) {
    const day = nthDueDate(c, n);
    if (day > to || (end && day >= end)) break;
    if (day >= from) out.push({ n, day });
  }
  return out;
}

/** Whether the occurrence `n` opens a contract year (the yearly billing's invoice). */
function opensYear(c: Pick<Contract, "startDate" | "frequency" | "intervalWeeks">, n: number) {
  if (n === 0) return true;
  const year = (d: string) => Math.floor((Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7)) - (Number(c.startDate.slice(0, 4)) * 12 + Number(c.startDate.slice(5, 7)))) / 12);
  return year(nthDueDate(c, n)) !== year(nthDueDate(c, n - 1));
}

/** How many visits a contract makes in a year (the yearly billing invoices that many). */
export function visitsPerYear(c: Pick<Contract, "frequency" | "intervalWeeks">) {
  return { monthly: 12, quarterly: 4, six_monthly: 2, yearly: 1, every_n_weeks: Math.max(1, Math.floor(52 / (c.intervalWeeks ?? 1))) }[c.frequency];
}

/** The day an occurrence's invoice is raised, or null when it has none (yearly billing, mid-year). */
export function invoiceDay(c: Pick<Contract, "billing" | "startDate" | "frequency" | "intervalWeeks">, n: number, due: string): string | null {
  if (c.billing === "per_visit") return due;
  if (c.billing === "per_period_in_advance") return shiftDay(due, -ADVANCE_DAYS);
  return opensYear(c, n) ? shiftDay(due, -ADVANCE_DAYS) : null;
}

// ---------------------------------------------------------------------------------------------
// Reading

export async function listContracts({ actor }: { actor: Actor }) {
  requireOffice(actor);
  return getDb()
    .select({ id: contracts.id, title: contracts.title, status: contracts.status, frequency: contracts.frequency, startDate: contracts.startDate, pricePence: contracts.pricePence, billing: contracts.billing, customerName: customers.name })
    .from(contracts)
    .innerJoin(customers, eq(customers.id, contracts.customerId))
    .orderBy(desc(contracts.createdAt))
    .limit(200);
}

export async function getContract({ actor, id }: { actor: Actor; id: string }) {
  requireOffice(actor);
  if (!isUuid(id)) return null;
  const db = getDb();
  const [row] = await db
    .select({ contract: contracts, customerName: customers.name, siteLine: sql<string>`${customerSites.address} || coalesce(', ' || ${customerSites.postcode}, '')`, engineerName: user.name })
    .from(contracts)
    .innerJoin(customers, eq(customers.id, contracts.customerId))
    .innerJoin(customerSites, eq(customerSites.id, contracts.siteId))
    .leftJoin(user, eq(user.id, contracts.usualEngineerId))
    .where(eq(contracts.id, id));
  if (!row) return null;
  const occurrences = await db
    .select({
      id: contractOccurrences.id,
      dueDate: contractOccurrences.dueDate,
      skipped: contractOccurrences.skipped,
      invoiced: contractOccurrences.invoiced,
      visitId: contractOccurrences.visitId,
      visitDay: visits.day,
      visitStatus: visits.status,
      invoiceId: contractOccurrences.invoiceId,
      invoiceNumber: invoices.invoiceNumber,
      invoiceStatus: invoices.status,
    })
    .from(contractOccurrences)
    .leftJoin(visits, eq(visits.id, contractOccurrences.visitId))
    .leftJoin(invoices, eq(invoices.id, contractOccurrences.invoiceId))
    .where(eq(contractOccurrences.contractId, id))
    .orderBy(asc(contractOccurrences.dueDate));
  const services = await db
    .select({ id: priceBookItems.id, name: priceBookItems.name })
    .from(contractServices)
    .innerJoin(priceBookItems, eq(priceBookItems.id, contractServices.priceBookItemId))
    .where(eq(contractServices.contractId, id));
  return { ...row, occurrences, services };
}

// ---------------------------------------------------------------------------------------------
// Changing

async function audit(tx: Tx, actor: StaffActor | SystemActor, action: string, contractId: string, changes: Record<string, unknown>) {
  await recordAudit(tx, { actorUserId: auditUserId(actor), actorLabel: actor.kind === "system" ? actor.label : undefined, action, entityType: "contract", entityId: contractId, changes });
}

/** The office makes a contract (a draft until activated) at one of the customer's sites. */
export async function createContract({ actor, input }: { actor: Actor; input: unknown }): Promise<Contract> {
  const staff = requireOffice(actor);
  const values = parseInput(contractSchema, input);
  return getDb().transaction(async (tx) => {
    const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, values.customerId));
    if (!customer) throw new DomainError("invalid", "Choose a customer.", { fieldErrors: { customerId: "Choose a customer" } });
    const site = await siteForRecord(tx, { customerId: values.customerId, siteId: values.siteId ?? null });
    const [created] = await tx
      .insert(contracts)
      .values({
        customerId: values.customerId,
        siteId: site.id,
        title: values.title,
        frequency: values.frequency,
        intervalWeeks: values.frequency === "every_n_weeks" ? (values.intervalWeeks ?? null) : null,
        startDate: values.startDate,
        termMonths: values.termMonths,
        pricePence: values.price,
        billing: values.billing,
        invoiceMode: values.invoiceMode,
        autoRenew: values.autoRenew,
        usualEngineerId: values.usualEngineerId,
        visitStartMinute: timeToMinute(values.visitStart),
        visitDurationMinutes: values.visitDurationMinutes,
        notes: values.notes,
        terms: values.terms ?? CONTRACT_TERMS,
      })
      .returning();
    if (values.serviceIds.length) await tx.insert(contractServices).values(values.serviceIds.map((priceBookItemId) => ({ contractId: created.id, priceBookItemId })));
    await audit(tx, staff, "create", created.id, { title: values.title, frequency: values.frequency, startDate: values.startDate, price: formatPence(values.price), billing: values.billing });
    return created;
  });
}

async function lockContract(tx: Tx, id: string) {
  if (!isUuid(id)) throw new DomainError("not_found", "This contract no longer exists.");
  const [row] = await tx.select().from(contracts).where(eq(contracts.id, id)).for("update");
  if (!row) throw new DomainError("not_found", "This contract no longer exists.");
  return row;
}

const MOVES = {
  // An offered contract is started by the customer's acceptance, or by the office without waiting for it.
  activate: { from: ["draft", "offered", "paused"], to: "active" },
  pause: { from: ["active"], to: "paused" },
} as const;

/** Activate a draft or an offered contract (or resume a paused one), or pause an active one: generation runs only for active contracts. */
export async function setContractStatus({ actor, id, move, now = new Date() }: { actor: Actor; id: string; move: keyof typeof MOVES; now?: Date }) {
  const staff = requireOffice(actor);
  await getDb().transaction(async (tx) => {
    const c = await lockContract(tx, id);
    const rule = MOVES[move];
    if (!(rule.from as readonly string[]).includes(c.status)) throw new DomainError("conflict", `A ${c.status} contract cannot be ${move === "pause" ? "paused" : "activated"}.`, { reason: "status" });
    await tx.update(contracts).set({ status: rule.to, updatedAt: now }).where(eq(contracts.id, id));
    await audit(tx, staff, move === "pause" ? "pause_contract" : c.status === "paused" ? "resume_contract" : "activate_contract", id, { status: { from: c.status, to: rule.to } });
  });
  if (move === "activate") await generateContract(id, now);
}

export type GenerationResult = { visits: number; invoices: number };

/**
 * Generate one contract: every due date from today to 90 days ahead without an occurrence gets one,
 * with its visit; every occurrence whose invoice is due and not yet raised gets it. Under the
 * contract's row lock, in one transaction: a second run finds everything made and makes nothing.
 */
export async function generateContract(id: string, now: Date = new Date()): Promise<GenerationResult> {
  const actor = systemActor("contract generation");
  const today = todayKey(now);
  return getDb().transaction(async (tx) => {
    const c = await lockContract(tx, id);
    const made: GenerationResult = { visits: 0, invoices: 0 };
    if (c.status !== "active") return made;
    let jobId = c.jobId;
    if (!jobId) {
      const [site] = await tx.select({ address: customerSites.address, postcode: customerSites.postcode }).from(customerSites).where(eq(customerSites.id, c.siteId));
      const job = await createJobRecord(tx, {
        actor,
        values: { customerId: c.customerId, siteId: c.siteId, title: `Contract: ${c.title}`, description: `Visits of the maintenance contract “${c.title}”.`, serviceType: "drainage_maintenance", priority: "medium", locationAddress: [site?.address, site?.postcode].filter(Boolean).join(", ") },
        origin: { from: "contract", contractId: c.id },
      });
      jobId = job.id;
      await tx.update(contracts).set({ jobId }).where(eq(contracts.id, c.id));
    }
    const from = c.startDate > today ? c.startDate : today;
    for (const due of dueDates(c, from, shiftDay(today, GENERATION_WINDOW_DAYS))) {
      const [occurrence] = await tx.insert(contractOccurrences).values({ contractId: c.id, dueDate: due.day }).onConflictDoNothing().returning({ id: contractOccurrences.id });
      if (!occurrence) continue;
      const visit = await insertPlannedVisit(tx, {
        actor,
        jobId,
        day: due.day,
        startMinute: c.visitStartMinute,
        durationMinutes: c.visitDurationMinutes,
        engineerId: c.usualEngineerId,
        tentative: false,
        action: "contract_visit",
        note: { contract: c.title },
      });
      await tx.update(contractOccurrences).set({ visitId: visit.id }).where(eq(contractOccurrences.id, occurrence.id));
      made.visits++;
    }
    // Invoices: the occurrences not yet invoiced, not skipped, whose invoice day has come.
    const open = await tx
      .select()
      .from(contractOccurrences)
      .where(and(eq(contractOccurrences.contractId, c.id), eq(contractOccurrences.invoiced, false), eq(contractOccurrences.skipped, false)))
      .orderBy(asc(contractOccurrences.dueDate));
    for (const o of open) {
      const n = indexOf(c, o.dueDate);
      const day = n === null ? null : invoiceDay(c, n, o.dueDate);
      if (!day || day > today) continue;
      const quantity = c.billing === "yearly" ? visitsPerYear(c) : 1;
      const invoice = await insertInvoice(tx, actor, {
        customerId: c.customerId,
        siteId: c.siteId,
        newSiteAddress: null,
        newSitePostcode: null,
        jobId,
        quoteId: null,
        lines: [{ description: `${c.title}: ${c.billing === "yearly" ? "the year's visits from" : "visit of"} ${o.dueDate}`, quantityHundredths: quantity * 100, unitPricePence: c.pricePence, vatRateBp: c.vatRateBp }],
        vatRate: c.vatRateBp,
        notes: `Maintenance contract “${c.title}”.`,
        confirmSecondInvoice: "yes",
        now,
      } as Parameters<typeof insertInvoice>[2]);
      await tx.update(contractOccurrences).set({ invoiceId: invoice.id, invoiced: true }).where(eq(contractOccurrences.id, o.id));
      made.invoices++;
      if (c.invoiceMode === "send") {
        try {
          await tx.transaction((sp) => emailDocument(invoiceKind, sp, actor, invoice, { now }));
        } catch (err) {
          // Kept as a draft for the office (no address to send it to, say).
          if (!(err instanceof DomainError)) throw err;
          log.info({ contractId: c.id, invoiceId: invoice.id, reason: err.message }, "contract invoice kept as a draft");
        }
      }
    }
    if (made.visits || made.invoices) await audit(tx, actor, "generate_contract", c.id, { visits: made.visits, invoices: made.invoices });
    return made;
  });
}

function indexOf(c: Contract, due: string): number | null {
  for (let n = 0; n < 2000; n++) {
    const d = nthDueDate(c, n);
    if (d === due) return n;
    if (d > due) return null;
  }
  return null;
}

/** The queue task: generate every active contract, one after another (each in its own transaction). */
export async function generateAllContracts({ now = new Date() }: { now?: Date } = {}): Promise<GenerationResult> {
  const active = await getDb().select({ id: contracts.id }).from(contracts).where(eq(contracts.status, "active")).orderBy(asc(contracts.id));
  const total: GenerationResult = { visits: 0, invoices: 0 };
  for (const { id } of active) {
    const made = await generateContract(id, now);
    total.visits += made.visits;
    total.invoices += made.invoices;
  }
  return total;
}

// ---------------------------------------------------------------------------------------------
// Renewals

/** How many days before a term ends the office and the customer are told it renews, or ends. */
export const RENEWAL_NOTICE_DAYS = 30;

/**
 * The end (the day after) of the contract's term running on `today`: its first term's end, or for a
 * contract that renews itself the end of the term it is in now. Null once a contract that does not
 * renew has ended.
 */
export function currentTermEnd(c: Pick<Contract, "startDate" | "termMonths" | "autoRenew">, today: string): string | null {
  const start = parseDay(c.startDate);
  for (let k = 1; k < 1000; k++) {
    const end = dayOf(addMonths(start, k * c.termMonths));
    if (end > today) return end;
    if (!c.autoRenew) return null;
  }
  return null;
}

/**
 * The queue task's renewal notices: for each active contract whose term ends within
 * RENEWAL_NOTICE_DAYS, once per term end (a row keyed by contract and term end, written with the
 * e-mails in one transaction, so two workers or a retried task send it once), an e-mail to the office
 * and to the customer's document recipients: it renews itself on that day for another term, or it
 * comes to its end and can be renewed. Written in the contract's history.
 */
export async function sendRenewalNotices({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  const today = todayKey(now);
  const active = await getDb()
    .select({ contract: contracts, customerName: customers.name, siteAddress: customerSites.address })
    .from(contracts)
    .innerJoin(customers, eq(customers.id, contracts.customerId))
    .innerJoin(customerSites, eq(customerSites.id, contracts.siteId))
    .where(eq(contracts.status, "active"))
    .orderBy(asc(contracts.id));
  let sent = 0;
  for (const { contract: c, customerName, siteAddress } of active) {
    const end = currentTermEnd(c, today);
    if (!end || shiftDay(end, -RENEWAL_NOTICE_DAYS) > today) continue;
    await getDb().transaction(async (tx) => {
      const [fresh] = await tx.insert(contractRenewalNotices).values({ contractId: c.id, termEnd: end, renews: c.autoRenew }).onConflictDoNothing().returning();
      if (!fresh) return;
      const business = getBusiness();
      const price = `${formatPence(c.pricePence)} a visit plus VAT`;
      const lastDay = formatDayLong(shiftDay(end, -1));
      const what = c.autoRenew
        ? `renews itself on ${formatDayLong(end)} for another ${c.termMonths} months, at ${price}`
        : `comes to its end on ${lastDay}: no visit is made after that day unless it is renewed`;
      for (const to of await documentRecipients(tx, c.customerId)) {
        await queueEmail(tx, {
          to: to.email,
          subject: c.autoRenew ? `Your maintenance contract renews on ${formatDayLong(end)}` : `Your maintenance contract ends on ${lastDay}`,
          text: [
            `Dear ${to.name},`,
            "",
            `Your maintenance contract "${c.title}" for ${siteAddress} ${what}.`,
            c.autoRenew
              ? `If you would like to change or end it, reply to this e-mail or call us on ${business.phone} before then.`
              : `To carry on with the visits, reply to this e-mail or call us on ${business.phone} and we will renew it.`,
            "",
            `You can see the contract in your account: ${business.baseUrl}/customer/dashboard`,
          ].join("\n"),
          customerId: c.customerId,
          about: `contract:${c.id}`,
        });
      }
      await queueEmail(tx, {
        to: getEnv().BUSINESS_EMAIL,
        subject: `${c.autoRenew ? "Contract renews" : "Contract ends"}: ${c.title} (${customerName})`,
        text: [`The maintenance contract "${c.title}" of ${customerName} at ${siteAddress} ${what}.`, "", `${business.baseUrl}/admin/contracts/${c.id}`].join("\n"),
        customerId: c.customerId,
        about: `contract:${c.id}`,
      });
      await audit(tx, systemActor("contracts"), "contract_renewal_notice", c.id, { termEnd: end, renews: c.autoRenew });
      sent++;
    });
  }
  return sent;
}

/**
 * Skip one visit of a contract, once confirmed: its occurrence is marked skipped (never made again),
 * its visit removed if it has not started and its invoice removed if still a draft. Nothing else moves.
 */
export async function skipOccurrence({ actor, contractId, occurrenceId, input }: { actor: Actor; contractId: string; occurrenceId: string; input: FormData | Record<string, unknown> | null }) {
  const staff = requireOffice(actor);
  requireConfirmed(input, "skip this visit");
  if (!isUuid(occurrenceId)) throw new DomainError("not_found", "That visit of the contract was not found.");
  const draftInvoice = await getDb().transaction(async (tx) => {
    await lockContract(tx, contractId);
    const [o] = await tx
      .select()
      .from(contractOccurrences)
      .where(and(eq(contractOccurrences.id, occurrenceId), eq(contractOccurrences.contractId, contractId)))
      .for("update");
    if (!o) throw new DomainError("not_found", "That visit of the contract was not found.");
    if (o.skipped) return null;
    if (o.visitId) await removePlannedVisit(tx, { actor: staff, visitId: o.visitId, action: "skip_contract_visit" });
    await tx.update(contractOccurrences).set({ skipped: true }).where(eq(contractOccurrences.id, o.id));
    await audit(tx, staff, "skip_contract_visit", contractId, { dueDate: o.dueDate });
    return o.invoiceId ? await draftInvoiceOf(tx, o.invoiceId) : null;
  });
  if (draftInvoice) await deleteInvoice({ actor: staff, id: draftInvoice, input: { confirmed: "yes" } });
}

async function draftInvoiceOf(tx: Tx, invoiceId: string) {
  const [inv] = await tx.select({ id: invoices.id, status: invoices.status }).from(invoices).where(eq(invoices.id, invoiceId));
  return inv?.status === "draft" ? inv.id : null;
}

export type CancelSummary = { visitsRemoved: number; draftInvoicesRemoved: number; stillInvoiced: { invoiceNumber: string; balancePence: number }[] };

/** What cancelling would leave to be invoiced: the contract's sent invoices with a balance. */
export async function stillInvoiced(contractId: string) {
  return getDb()
    .select({ invoiceNumber: invoices.invoiceNumber, balancePence: invoices.balancePence })
    .from(contractOccurrences)
    .innerJoin(invoices, eq(invoices.id, contractOccurrences.invoiceId))
    .where(and(eq(contractOccurrences.contractId, contractId), inArray(invoices.status, ["sent", "partly_paid", "overdue"]), sql`${invoices.balancePence} > 0`))
    .orderBy(asc(invoices.invoiceNumber));
}

/**
 * Cancel a contract, once confirmed: no more generation; its visits from today on that have not
 * started are removed and its invoices still drafts are deleted. What was sent stays and is still
 * owed: the summary says which.
 */
export async function cancelContract({ actor, id, input, now = new Date() }: { actor: Actor; id: string; input: FormData | Record<string, unknown> | null; now?: Date }): Promise<CancelSummary> {
  const staff = requireOffice(actor);
  requireConfirmed(input, "cancel this contract");
  const today = todayKey(now);
  const { removed, drafts } = await getDb().transaction(async (tx) => {
    const c = await lockContract(tx, id);
    if (c.status === "cancelled" || c.status === "ended") throw new DomainError("conflict", `This contract is already ${c.status}.`, { reason: "status" });
    const future = await tx
      .select({ id: contractOccurrences.id, visitId: contractOccurrences.visitId })
      .from(contractOccurrences)
      .innerJoin(visits, eq(visits.id, contractOccurrences.visitId))
      .where(and(eq(contractOccurrences.contractId, id), gte(visits.day, today)));
    let removedCount = 0;
    for (const o of future) if (o.visitId && (await removePlannedVisit(tx, { actor: staff, visitId: o.visitId, action: "cancel_contract_visit" }))) removedCount++;
    const draftRows = await tx
      .select({ id: invoices.id })
      .from(contractOccurrences)
      .innerJoin(invoices, eq(invoices.id, contractOccurrences.invoiceId))
      .where(and(eq(contractOccurrences.contractId, id), eq(invoices.status, "draft")));
    await tx.update(contracts).set({ status: "cancelled", cancelledAt: now, updatedAt: now }).where(eq(contracts.id, id));
    await audit(tx, staff, "cancel_contract", id, { status: { from: c.status, to: "cancelled" }, visitsRemoved: removedCount, draftInvoicesRemoved: draftRows.length });
    return { removed: removedCount, drafts: draftRows.map((r) => r.id) };
  });
  for (const invoiceId of drafts) await deleteInvoice({ actor: staff, id: invoiceId, input: { confirmed: "yes" } });
  return { visitsRemoved: removed, draftInvoicesRemoved: drafts.length, stillInvoiced: await stillInvoiced(id) };
}

// ---------------------------------------------------------------------------------------------
// Offer and acceptance

/** The statuses a customer sees a contract in (never a draft). */
export const PORTAL_STATUSES = ["offered", "active", "paused", "cancelled"] as const satisfies readonly ContractStatus[];

/**
 * The customer's own contracts, as the portal shows them: of their record (a contact's account: at
 * the sites it is contact for), offered, running, paused or cancelled; never a draft.
 */
export function customerContractScope(actor: CustomerActor) {
  return and(eq(contracts.customerId, actor.customerId), inArray(contracts.status, [...PORTAL_STATUSES]), contactJobScope(actor, contracts.siteId));
}

/** The terms of a contract: those kept on it, else the standard terms. */
export function termsOf(c: Pick<Contract, "terms">) {
  return c.terms ?? CONTRACT_TERMS;
}

/** The e-mail attachment kind of a contract's PDF (app/runtime/attachments.server.ts). */
export const CONTRACT_PDF_ATTACHMENT = "contract-pdf";

export function contractPdfFilename(c: Pick<Contract, "startDate">) {
  return `maintenance-contract-${c.startDate}.pdf`;
}

/**
 * Offer a contract to the customer: they can read it (and its PDF) in the portal and accept it there.
 * A draft becomes offered (not yet started: nothing is generated for it); a contract the office
 * already started stays as it is and can be accepted all the same. Its terms are kept as they are now.
 * The customer's document recipients are e-mailed the link, with the PDF. Offering again (a reminder)
 * is allowed until it is accepted; a cancelled or ended contract cannot be offered.
 */
export async function offerContract({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }): Promise<{ sentTo: string[] }> {
  const staff = requireOffice(actor);
  return getDb().transaction(async (tx) => {
    const c = await lockContract(tx, id);
    if (c.acceptedAt) throw new DomainError("conflict", `The customer already accepted this contract on ${formatDateLong(c.acceptedAt)}.`, { reason: "already_accepted" });
    if (c.status === "cancelled" || c.status === "ended") throw new DomainError("conflict", `A ${c.status} contract cannot be offered.`, { reason: "status" });
    const status: ContractStatus = c.status === "draft" ? "offered" : c.status;
    await tx.update(contracts).set({ status, offeredAt: now, terms: termsOf(c), updatedAt: now }).where(eq(contracts.id, id));
    const [site] = await tx.select({ address: customerSites.address, postcode: customerSites.postcode }).from(customerSites).where(eq(customerSites.id, c.siteId));
    const business = getBusiness();
    const where = [site?.address, site?.postcode].filter(Boolean).join(", ");
    const recipients = await documentRecipients(tx, c.customerId);
    for (const to of recipients) {
      await queueEmail(tx, {
        to: to.email,
        subject: `Your maintenance contract to accept: ${c.title}`,
        text: [
          `Dear ${to.name},`,
          "",
          `Here is your maintenance contract "${c.title}" for ${where}: the visits, the price and the terms are in the PDF attached.`,
          `To accept it, sign in to your account and choose "Accept this contract": ${business.baseUrl}/customer/contracts/${c.id}`,
          "",
          `Any questions? Reply to this e-mail or call us on ${business.phone}.`,
        ].join("\n"),
        attachments: [{ kind: CONTRACT_PDF_ATTACHMENT, id: c.id, filename: contractPdfFilename(c) }],
        customerId: c.customerId,
        about: `contract:${c.id}`,
      });
    }
    const sentTo = recipients.map((r) => r.email);
    await audit(tx, staff, "offer_contract", id, { ...(status !== c.status ? { status: { from: c.status, to: status } } : {}), to: sentTo });
    return { sentTo };
  });
}

/**
 * The customer accepts, in the portal, a contract offered to them: their full name typed and the
 * terms agreed to (as for a quote). Kept: when, the name, their account and address. An offered
 * contract starts (active, and its visits are generated); one the office already started only
 * records the acceptance. Audited on the contract (and so on the customer's timeline), and the office
 * is e-mailed, in the same transaction. Refused, changing nothing: bad input (invalid), another
 * customer's contract or a draft (not found), a contact who does not receive the customer's documents
 * (not allowed), a contract already accepted, cancelled or never offered (conflict).
 */
export async function acceptContract({ actor, id, input, ip = null, now = new Date() }: { actor: Actor; id: string; input: unknown; ip?: string | null; now?: Date }): Promise<Contract> {
  if (actor.kind !== "customer") throw new DomainError("not_allowed", "Only the customer can accept a contract, in their online account.", { reason: "customer_only" });
  const { signedName } = parseInput(contractAcceptanceSchema, input ?? {});
  const { after, started } = await getDb().transaction(async (tx) => {
    if (!isUuid(id)) throw new DomainError("not_found", "This contract was not found.");
    const [c] = await tx.select().from(contracts).where(and(eq(contracts.id, id), customerContractScope(actor))).for("update");
    if (!c) throw new DomainError("not_found", "This contract was not found.");
    if (!(await mayAnswerQuotes(tx, actor))) {
      throw new DomainError("not_allowed", "Only the account holder, or a contact who receives our documents, can accept this contract.", { reason: "contact_cannot_answer" });
    }
    if (c.acceptedAt) throw new DomainError("conflict", `This contract was already accepted by ${c.acceptedName} on ${formatDateLong(c.acceptedAt)}.`, { reason: "already_accepted" });
    if (!ACCEPTABLE_STATUSES.includes(c.status)) throw new DomainError("conflict", "This contract has been cancelled, so it can no longer be accepted. Please call us if you would like a new one.", { reason: "not_open" });
    if (!c.offeredAt) throw new DomainError("conflict", "This contract has not been offered to you to accept. Please call us if you would like to.", { reason: "not_offered" });
    const status: ContractStatus = c.status === "offered" ? "active" : c.status;
    const [updated] = await tx
      .update(contracts)
      .set({ acceptedAt: now, acceptedName: signedName, acceptedByUserId: actor.id, acceptedIp: ip, terms: termsOf(c), status, updatedAt: now })
      .where(eq(contracts.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "accept_contract",
      entityType: "contract",
      entityId: id,
      changes: { via: "portal", signedName, ip, ...(status !== c.status ? { status: { from: c.status, to: status } } : {}) },
    });
    await notifyOfficeOfAcceptance(tx, updated, { started: status !== c.status, ip, by: actor });
    return { after: updated, started: status !== c.status };
  });
  // The visits of a contract just started, as the office's Activate plans them (the hourly run
  // would otherwise): the acceptance stands whatever happens here.
  if (started) {
    try {
      await generateContract(id, now);
    } catch (err) {
      log.error({ err, contractId: id }, "generation after acceptance failed; the hourly run will retry");
    }
  }
  return after;
}

async function notifyOfficeOfAcceptance(tx: Tx, c: Contract, { started, ip, by }: { started: boolean; ip: string | null; by: CustomerActor }) {
  const [row] = await tx
    .select({ name: customers.name, email: customers.email, address: customerSites.address, postcode: customerSites.postcode })
    .from(customers)
    .innerJoin(customerSites, eq(customerSites.id, c.siteId))
    .where(eq(customers.id, c.customerId));
  const customerName = row?.name ?? "The customer";
  const where = [row?.address, row?.postcode].filter(Boolean).join(", ");
  await queueEmail(tx, {
    to: getEnv().BUSINESS_EMAIL,
    ...(row?.email ? { replyTo: row.email } : {}),
    subject: `Contract accepted: ${c.title} (${customerName})`,
    text: [
      `${customerName} accepted the maintenance contract "${c.title}" for ${where} in the customer portal on ${formatDateTime(c.acceptedAt!)}.`,
      `Signed "${c.acceptedName}" from the account ${by.email}${ip ? `, address ${ip}` : ""}.`,
      started ? "The contract is now active: its visits are planned and invoiced as it says." : `The contract was already ${c.status}: nothing else changes.`,
      "",
      `${getBusiness().baseUrl}/admin/contracts/${c.id}`,
    ].join("\n"),
    customerId: c.customerId,
    about: `contract:${c.id}`,
  });
}
