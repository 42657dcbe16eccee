/**
 * Jobs: the only module that inserts or changes a row of `jobs`. Every function is scoped by its
 * actor: staff and the system reach every job, a customer only the jobs of its own record (another
 * customer's job is "not found", never "forbidden").
 */
import { and, count, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { customers, customerSites, invoices, jobs, quotes } from "~/db/schema";
import { diffFields, recordAudit } from "~/features/audit/audit.server";
import { siteAddress, siteForRecord } from "~/features/customers/sites.server";
import { siteLine } from "~/lib/addresses";
import { auditUserId, refuseEngineer, type Actor, type CustomerActor, type StaffActor, type SystemActor } from "~/lib/actor";
import { csvDateTime, csvStream, EXPORT_BATCH, type ExportCursor, olderThan } from "~/lib/csv.server";
import { requireConfirmed } from "~/lib/confirmation";
import { CORRECT_THE_FIELDS, DomainError, refusalsOf, type Refusal } from "~/lib/domain-error";
import { fieldErrors } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { JOB_PRIORITY_LABELS, SERVICE_TYPE_LABELS } from "~/lib/labels";
import { containsPattern, type Paged, pageSizeFor } from "~/lib/paging";
import { listPage, searchMatches } from "~/lib/search.server";
import { customerNameMatches } from "~/features/customers/customers.server";
import { contactJobScope } from "~/features/customers/contact-scope.server";
import { humanise } from "~/lib/format";
import { placeJobVisit } from "~/features/visits/visits.server";
import { jobSchema, PAST_DATE_MESSAGE, type JobValues } from "./jobs.schema";

export type { Actor };

const JOB_REFUSALS = {
  invalid: { code: "invalid", message: CORRECT_THE_FIELDS },
  not_found: { code: "not_found", message: "This job no longer exists." },
  /** The job's customer is a field of the form: its answer is the field's message. */
  customer_not_found: { code: "invalid", message: "The chosen customer no longer exists. Choose another." },
  /** A scheduled date in the past, not confirmed: the form asks. */
  past_date: { code: "invalid", message: "The scheduled date is in the past: confirm it to save it." },
} satisfies Record<string, Refusal>;

export type JobRefusal = keyof typeof JOB_REFUSALS;

/** The one user-facing message for each refusal of the jobs module. */
export function jobErrorMessage(kind: JobRefusal) {
  return JOB_REFUSALS[kind].message;
}

const refuse = refusalsOf(JOB_REFUSALS);

type JobRecord = typeof jobs.$inferSelect;

/** A job as the application sees it: duration in hours as a number, with the customer's name. */
export type Job = Omit<JobRecord, "estimatedDuration"> & { estimatedDuration: number | null; customerName: string };

export type JobRow = Pick<
  Job,
  | "id"
  | "title"
  | "customerId"
  | "customerName"
  | "serviceType"
  | "status"
  | "priority"
  | "scheduledDate"
  | "locationAddress"
  | "description"
  | "createdAt"
>;

/**
 * The jobs an actor may reach: a customer only those of its own record (a contact's account only
 * those at their sites, ADR 0081); staff and the system every one.
 */
function visibleTo(actor: Actor): SQL | undefined {
  refuseEngineer(actor);
  return actor.kind === "customer" ? and(eq(jobs.customerId, actor.customerId), contactJobScope(actor, jobs.siteId)) : undefined;
}

/** Jobs the actor may see whose title or customer's name contains `q`, case-insensitive (null without a search). */
function searchOf(q: string, actor: Actor, filter?: SQL) {
  if (!q) return null;
  const pattern = containsPattern(q);
  return searchMatches(jobs, [sql`${jobs.title} ilike ${pattern}`, customerNameMatches(jobs.customerId, pattern)], and(visibleTo(actor), filter));
}

/**
 * One page of the jobs the actor may see, with their customer's name and their site, matching the
 * search (title or customer name), newest first; with `bySite`, site by site (in the order the sites
 * were added), newest first within each: how the portal shows a customer's jobs.
 */
export async function listJobs({ actor, q = "", page = 1, bySite = false, filter }: { actor: Actor; q?: string; page?: number; bySite?: boolean; filter?: SQL }): Promise<Paged<JobRow & { siteId: string; siteLine: string }>> {
  const db = getDb();
  // Every job has its customer (a restricting foreign key), so the count needs no join.
  const { where, offset, limit, ...paging } = await listPage(db, { table: jobs, visible: and(visibleTo(actor), filter), search: searchOf(q.trim(), actor, filter), page, size: pageSizeFor(actor) });
  // A customer's jobs site by site: each job's site is looked up by its key (OFFSET 0 keeps the
  // lookup per job; a join lets the planner read every site of every customer to hash them).
  const site = bySite
    ? sql`lateral (select s.label, s.address, s.postcode, s.created_at, s.id from ${customerSites} s where s.id = ${jobs.siteId} offset 0) site`
    : null;
  const columns = {
    id: jobs.id,
    title: jobs.title,
    customerId: jobs.customerId,
    customerName: customers.name,
    serviceType: jobs.serviceType,
    status: jobs.status,
    priority: jobs.priority,
    scheduledDate: jobs.scheduledDate,
    locationAddress: jobs.locationAddress,
    description: jobs.description,
    createdAt: jobs.createdAt,
    siteId: jobs.siteId,
    siteLabel: site ? sql<string | null>`site.label` : customerSites.label,
    siteAddress: site ? sql<string>`site.address` : customerSites.address,
    sitePostcode: site ? sql<string | null>`site.postcode` : customerSites.postcode,
  };
  const base = db.select(columns).from(jobs).innerJoin(customers, eq(customers.id, jobs.customerId));
  const rows = await (site ? base.innerJoin(site, sql`true`) : base.innerJoin(customerSites, eq(customerSites.id, jobs.siteId)))
    .where(where)
    .orderBy(...(site ? [sql`site.created_at`, sql`site.id`] : []), desc(jobs.createdAt), desc(jobs.id))
    .limit(limit)
    .offset(offset);
  return {
    rows: rows.map(({ siteLabel, siteAddress, sitePostcode, ...row }) => ({ ...row, siteLine: siteLine({ label: siteLabel, address: siteAddress, postcode: sitePostcode }) })),
    ...paging,
  };
}

function toJob(row: JobRecord, customerName: string): Job {
  return { ...row, estimatedDuration: row.estimatedDuration === null ? null : Number(row.estimatedDuration), customerName };
}

/** A job with its customer's name, or null when there is none with this id that the actor may see (or the id is malformed). */
export async function getJob({ actor, id }: { actor: Actor; id: string }): Promise<Job | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb()
    .select({ job: jobs, customerName: customers.name })
    .from(jobs)
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .where(and(eq(jobs.id, id), visibleTo(actor)));
  return row ? toJob(row.job, row.customerName) : null;
}

function parseInput(input: unknown): JobValues {
  const parsed = jobSchema.safeParse(input);
  if (!parsed.success) throw refuse("invalid", fieldErrors(parsed.error));
  return parsed.data;
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The columns to store: the job's site (the customer's first when none is chosen), whose address
 * stands in for an empty location; hours as numeric
 * text. The customer must be one the actor may see (a customer actor: its own record).
 */
async function columnsFor(tx: Tx, actor: Actor, values: JobValues) {
  refuseEngineer(actor);
  const [customer] = await tx
    .select({ name: customers.name, address: customers.address, postcode: customers.postcode })
    .from(customers)
    .where(and(eq(customers.id, values.customerId), actor.kind === "customer" ? eq(customers.id, actor.customerId) : undefined))
    .for("key share");
  if (!customer) throw refuse("customer_not_found", { customerId: jobErrorMessage("customer_not_found") });
  const site = await siteForRecord(tx, {
    customerId: values.customerId,
    siteId: values.siteId,
    newSite: { address: values.newSiteAddress, postcode: values.newSitePostcode },
    actorUserId: auditUserId(actor),
  });
  const { newSiteAddress: _a, newSitePostcode: _p, confirmPast: _c, ...rest } = values;
  return {
    customerName: customer.name,
    columns: {
      ...rest,
      siteId: site.id,
      locationAddress: values.locationAddress ?? siteAddress(site),
      estimatedDuration: values.estimatedDuration === null ? null : values.estimatedDuration.toFixed(1),
    },
  };
}

/**
 * Staff booking a job at a time already gone (a typo for next year, often) confirm it first
 * (`confirmPast=yes`); refused with `past_date` otherwise. Only a date that changes is checked.
 */
function checkPastDate(actor: Actor, values: JobValues, before: Date | null, now = new Date()) {
  const at = values.scheduledDate;
  if (actor.kind !== "staff" || !at || at.getTime() >= now.getTime() || at.getTime() === before?.getTime()) return;
  if (values.confirmPast === "yes") return;
  throw refuse("past_date", { scheduledDate: PAST_DATE_MESSAGE });
}

/** Add a job for a customer the actor may see; the audit log records who did it. */
export async function createJob({ actor, input }: { actor: Actor; input: unknown }): Promise<Job> {
  const values = parseInput(input);
  checkPastDate(actor, values, null);
  return getDb().transaction(async (tx) => {
    const { columns, customerName } = await columnsFor(tx, actor, values);
    const [created] = await tx.insert(jobs).values(columns).returning();
    await recordAudit(tx, { actorUserId: auditUserId(actor), action: "create", entityType: "job", entityId: created.id, changes: columns });
    // The date is the job's first visit (the visits module keeps the date as its cache).
    if (created.scheduledDate) created.scheduledDate = await placeJobVisit(tx, { actor, jobId: created.id, at: created.scheduledDate, hours: values.estimatedDuration, jobStatus: created.status });
    return toJob(created, customerName);
  });
}

/** Change a job the actor may see; the audit log records which fields changed, and who changed them. */
export async function updateJob({ actor, id, input }: { actor: Actor; id: string; input: unknown }): Promise<Job> {
  const values = parseInput(input);
  if (!isUuid(id)) throw refuse("not_found");
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), visibleTo(actor)))
      .for("update");
    if (!before) throw refuse("not_found");
    checkPastDate(actor, values, before.scheduledDate);
    const { columns, customerName } = await columnsFor(tx, actor, values);
    const changes = diffFields(before, columns);
    if (Object.keys(changes).length === 0) return toJob(before, customerName);
    const [after] = await tx.update(jobs).set(columns).where(eq(jobs.id, id)).returning();
    await recordAudit(tx, { actorUserId: auditUserId(actor), action: "update", entityType: "job", entityId: id, changes });
    // A new date moves the job's first visit (or makes it); the visits module keeps the date as its cache.
    if (changes.scheduledDate) after.scheduledDate = await placeJobVisit(tx, { actor, jobId: id, at: after.scheduledDate, hours: values.estimatedDuration, jobStatus: after.status });
    return toJob(after, customerName);
  });
}

/**
 * Remove a job the actor may see, once confirmed (`confirmed=yes` in `input`). A job with quotes or
 * invoices is refused (`not_allowed`, reason `has_documents`, naming them): its documents would lose
 * their job; it is cancelled instead (cancelJob).
 */
export async function deleteJob({ actor, id, input }: { actor: Actor; id: string; input?: unknown }): Promise<JobRecord> {
  if (!isUuid(id)) throw refuse("not_found");
  requireConfirmed(input as Record<string, unknown>, "delete this job");
  return getDb().transaction(async (tx) => {
    const documents = await jobDocumentCounts(tx, id);
    if (documents.quotes + documents.invoices > 0) {
      const what = [plural(documents.quotes, "quote"), plural(documents.invoices, "invoice")].filter(Boolean).join(" and ");
      throw new DomainError("not_allowed", `This job has ${what}, so it cannot be deleted. Cancel the job instead.`, { reason: "has_documents" });
    }
    const [deleted] = await tx
      .delete(jobs)
      .where(and(eq(jobs.id, id), visibleTo(actor)))
      .returning();
    if (!deleted) throw refuse("not_found");
    const { id: _id, createdAt: _c, updatedAt: _u, ...snapshot } = deleted;
    await recordAudit(tx, { actorUserId: auditUserId(actor), action: "delete", entityType: "job", entityId: id, changes: snapshot });
    return deleted;
  });
}

const plural = (n: number, noun: string) => (n === 0 ? "" : `${n} ${noun}${n === 1 ? "" : "s"}`);

/** How many quotes and invoices (of any status) were raised for a job. */
async function jobDocumentCounts(tx: Tx, jobId: string) {
  const [[q], [i]] = await Promise.all([
    tx.select({ n: count() }).from(quotes).where(eq(quotes.jobId, jobId)),
    tx.select({ n: count() }).from(invoices).where(eq(invoices.jobId, jobId)),
  ]);
  return { quotes: Number(q?.n ?? 0), invoices: Number(i?.n ?? 0) };
}

/** Staff cancel a job the actor may see (how a job with documents is taken off the books); a cancelled job stays cancelled. */
export async function cancelJob({ actor, id, input }: { actor: Actor; id: string; input: FormData | Record<string, unknown> | null }): Promise<JobRecord> {
  if (actor.kind !== "staff") throw new DomainError("not_allowed", "Only staff can do that.", { reason: "forbidden" });
  if (!isUuid(id)) throw refuse("not_found");
  requireConfirmed(input, "cancel this job");
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(jobs).where(eq(jobs.id, id)).for("update");
    if (!before) throw refuse("not_found");
    if (before.status === "cancelled") throw new DomainError("conflict", "This job is already cancelled.", { reason: "already_cancelled" });
    const [after] = await tx.update(jobs).set({ status: "cancelled" }).where(eq(jobs.id, id)).returning();
    await recordAudit(tx, { actorUserId: auditUserId(actor), action: "cancel", entityType: "job", entityId: id, changes: { status: { from: before.status, to: "cancelled" } } });
    return after;
  });
}

/** Whether an accepted quote can still move its job on: the job is an enquiry, or quoted with a date set. */
export function jobAwaitsQuote(job: { status: JobRecord["status"]; scheduledDate: Date | null }) {
  return job.status === "enquiry" || (job.status === "quoted" && job.scheduledDate !== null);
}

/**
 * An accepted quote's job, moved on in the caller's transaction: "scheduled" when it has a date
 * (the work is agreed and booked), else "quoted" (agreed, waiting for staff to book it). A job past
 * that (scheduled, in progress, completed) or cancelled is refused (`conflict`).
 */
export async function readyJobForAcceptedQuote(tx: Tx, { actor, jobId, quoteNumber }: { actor: StaffActor; jobId: string; quoteNumber: string }): Promise<JobRecord> {
  const [before] = await tx.select().from(jobs).where(eq(jobs.id, jobId)).for("update");
  if (!before) throw refuse("not_found");
  if (!jobAwaitsQuote(before)) {
    throw new DomainError("conflict", `${quoteNumber} already has a job, which is ${humanise(before.status)}.`, { reason: "already_converted" });
  }
  const status = before.scheduledDate ? "scheduled" : "quoted";
  if (status === before.status) return before;
  const [after] = await tx.update(jobs).set({ status }).where(eq(jobs.id, jobId)).returning();
  await recordAudit(tx, { actorUserId: actor.id, action: "update", entityType: "job", entityId: jobId, changes: { status: { from: before.status, to: status }, quoteNumber } });
  return after;
}

/**
 * Every job the actor may see matching the search, as a CSV stream (newest first, as listed), read
 * EXPORT_BATCH rows at a time.
 */
export function exportJobsCsv({ actor, q = "", filter }: { actor: Actor; q?: string; filter?: SQL }) {
  const where = searchOf(q.trim(), actor, filter)?.all ?? and(visibleTo(actor), filter);
  return csvStream<ExportCursor>(
    JOB_CSV_HEADER,
    async (cursor) => {
      const rows = await getDb()
        .select({ job: jobs, customerName: customers.name, createdAtText: sql<string>`${jobs.createdAt}::text` })
        .from(jobs)
        .innerJoin(customers, eq(customers.id, jobs.customerId))
        .where(and(where, olderThan(jobs.createdAt, jobs.id, cursor)))
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(EXPORT_BATCH);
      const last = rows.at(-1);
      return {
        rows: rows.map(jobCsvRow),
        next: rows.length === EXPORT_BATCH && last ? { createdAt: last.createdAtText, id: last.job.id } : null,
      };
    },
  );
}

const JOB_CSV_HEADER = ["Title", "Customer", "Service", "Status", "Priority", "Scheduled", "Estimated Duration (hours)", "Location Address", "Description", "Created"];

function jobCsvRow({ job, customerName }: { job: JobRecord; customerName: string }): unknown[] {
  return [
    job.title,
    customerName,
    SERVICE_TYPE_LABELS[job.serviceType],
    humanise(job.status),
    JOB_PRIORITY_LABELS[job.priority],
    csvDateTime(job.scheduledDate),
    job.estimatedDuration === null ? "" : Number(job.estimatedDuration),
    job.locationAddress,
    job.description,
    csvDateTime(job.createdAt),
  ];
}

export type JobCounts = { active: number; upcoming: number };

/**
 * Counts of the jobs the actor may see: active = scheduled or in progress; upcoming = scheduled
 * from `now` on.
 */
export async function countJobs({ actor, now = new Date() }: { actor: Actor; now?: Date }): Promise<JobCounts> {
  const db = getDb();
  const [[active], [upcoming]] = await Promise.all([
    db
      .select({ n: count() })
      .from(jobs)
      .where(and(visibleTo(actor), inArray(jobs.status, ["scheduled", "in_progress"]))),
    db
      .select({ n: count() })
      .from(jobs)
      .where(and(visibleTo(actor), eq(jobs.status, "scheduled"), gte(jobs.scheduledDate, now))),
  ]);
  return { active: Number(active?.n ?? 0), upcoming: Number(upcoming?.n ?? 0) };
}

/**
 * A job the product creates (a chat booking, an enquiry turned into a job, a visit requested in the
 * portal): always status `enquiry`.
 */
export type JobRecordValues = {
  customerId: string;
  /** One of the customer's sites; the customer's first site when absent. */
  siteId?: string | null;
  title: string;
  description: string | null;
  serviceType: JobRecord["serviceType"];
  priority: JobRecord["priority"];
  locationAddress: string;
  conversationId?: string | null;
};

/** Where a job the product creates came from; written to its audit entry. */
export type JobOrigin = { from: "chat"; conversationId: string } | { from: "enquiry"; enquiryId: string } | { from: "portal" } | { from: "booking" } | { from: "contract"; contractId: string };

/**
 * Insert a job made by the product, with status `enquiry`, in the caller's transaction (the one that
 * made or locked its customer), with its audit entry. A customer may add one only to its own record
 * (any other is `customer_not_found`).
 */
export async function createJobRecord(
  tx: Tx,
  { actor, values, origin }: { actor: StaffActor | SystemActor | CustomerActor; values: JobRecordValues; origin: JobOrigin },
): Promise<{ id: string }> {
  if (actor.kind === "customer" && values.customerId !== actor.customerId) {
    throw refuse("customer_not_found", { customerId: jobErrorMessage("customer_not_found") });
  }
  const title = values.title.slice(0, 200);
  const site = await siteForRecord(tx, { customerId: values.customerId, siteId: values.siteId });
  const [created] = await tx
    .insert(jobs)
    .values({ ...values, siteId: site.id, title, status: "enquiry" })
    .returning({ id: jobs.id });
  await recordAudit(tx, {
    actorUserId: auditUserId(actor),
    action: "create",
    entityType: "job",
    entityId: created.id,
    changes: { customerId: values.customerId, serviceType: values.serviceType, status: "enquiry", priority: values.priority, ...origin },
  });
  return created;
}

/** Move a job the actor may see to a new start; the audit log records the old and new times and who moved it. */
export async function rescheduleJob({ actor, id, scheduledAt }: { actor: Actor; id: string; scheduledAt: Date }) {
  if (!isUuid(id)) throw refuse("not_found");
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, id), visibleTo(actor)))
      .for("update");
    if (!before) throw refuse("not_found");
    const changes = diffFields(before, { scheduledDate: scheduledAt });
    if (Object.keys(changes).length === 0) return { id, title: before.title, scheduledDate: scheduledAt };
    const [after] = await tx
      .update(jobs)
      .set({ scheduledDate: scheduledAt })
      .where(eq(jobs.id, id))
      .returning({ id: jobs.id, title: jobs.title, scheduledDate: jobs.scheduledDate, status: jobs.status, estimatedDuration: jobs.estimatedDuration });
    await recordAudit(tx, { actorUserId: auditUserId(actor), action: "update", entityType: "job", entityId: id, changes });
    const hours = after.estimatedDuration === null ? null : Number(after.estimatedDuration);
    const cached = await placeJobVisit(tx, { actor, jobId: id, at: scheduledAt, hours, jobStatus: after.status });
    return { id: after.id, title: after.title, scheduledDate: cached ?? scheduledAt };
  });
}
