import { count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { customers, jobs } from "~/db/schema";
import { diffFields, recordAudit } from "~/features/audit/audit.server";
import { customerLocation } from "~/features/customers/customers.schema";
import { csvDateTime, toCsv } from "~/lib/csv.server";
import { fieldErrors, type FieldErrors } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { JOB_PRIORITY_LABELS, SERVICE_TYPE_LABELS } from "~/lib/labels";
import { clampPage, containsPattern, PAGE_SIZE, pageCountOf, type Paged } from "~/lib/paging";
import { humanise } from "~/lib/format";
import { jobSchema, type JobValues } from "./jobs.schema";

export type Actor = { id: string };

export type JobErrorCode = "invalid" | "not_found" | "customer_not_found";

const JOB_ERROR_MESSAGES: Record<JobErrorCode, string> = {
  invalid: "Please correct the highlighted fields.",
  not_found: "This job no longer exists.",
  customer_not_found: "The chosen customer no longer exists. Choose another.",
};

/** The one user-facing message for each job error. */
export function jobErrorMessage(code: JobErrorCode) {
  return JOB_ERROR_MESSAGES[code];
}

export class JobError extends Error {
  constructor(
    readonly code: JobErrorCode,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(jobErrorMessage(code));
    this.name = "JobError";
  }
}

type JobRecord = typeof jobs.$inferSelect;

/** A job as the application sees it: duration in hours as a number, with the customer's name. */
export type Job = Omit<JobRecord, "estimatedDuration"> & { estimatedDuration: number | null; customerName: string };

export type JobRow = Pick<Job, "id" | "title" | "customerId" | "customerName" | "serviceType" | "status" | "priority" | "scheduledDate" | "createdAt">;

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(jobs.title, pattern), ilike(customers.name, pattern));
}

/** One page of jobs with their customer's name, newest first, matching the search (title or customer name). */
export async function listJobs({ q = "", page = 1 }: { q?: string; page?: number }): Promise<Paged<JobRow>> {
  const db = getDb();
  const where = searchCondition(q.trim());
  const [{ total }] = await db
    .select({ total: count() })
    .from(jobs)
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .where(where);
  const current = clampPage(page, total);
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      customerId: jobs.customerId,
      customerName: customers.name,
      serviceType: jobs.serviceType,
      status: jobs.status,
      priority: jobs.priority,
      scheduledDate: jobs.scheduledDate,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(PAGE_SIZE)
    .offset((current - 1) * PAGE_SIZE);
  return { rows, total, page: current, pageCount: pageCountOf(total) };
}

function toJob(row: JobRecord, customerName: string): Job {
  return { ...row, estimatedDuration: row.estimatedDuration === null ? null : Number(row.estimatedDuration), customerName };
}

/** A job with its customer's name, or null when there is none with this id (or the id is malformed). */
export async function getJob({ id }: { id: string }): Promise<Job | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb()
    .select({ job: jobs, customerName: customers.name })
    .from(jobs)
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .where(eq(jobs.id, id));
  return row ? toJob(row.job, row.customerName) : null;
}

function parseInput(input: unknown): JobValues {
  const parsed = jobSchema.safeParse(input);
  if (!parsed.success) throw new JobError("invalid", fieldErrors(parsed.error));
  return parsed.data;
}

type Tx = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];

/** The columns to store: the customer's address stands in for an empty location; hours as numeric text. */
async function columnsFor(tx: Tx, values: JobValues) {
  const [customer] = await tx
    .select({ name: customers.name, address: customers.address, postcode: customers.postcode })
    .from(customers)
    .where(eq(customers.id, values.customerId))
    .for("key share");
  if (!customer) throw new JobError("customer_not_found", { customerId: jobErrorMessage("customer_not_found") });
  return {
    customerName: customer.name,
    columns: {
      ...values,
      locationAddress: values.locationAddress ?? customerLocation(customer),
      estimatedDuration: values.estimatedDuration === null ? null : values.estimatedDuration.toFixed(1),
    },
  };
}

/** Add a job for a customer; the audit log records who did it. */
export async function createJob({ actor, input }: { actor: Actor; input: unknown }): Promise<Job> {
  const values = parseInput(input);
  return getDb().transaction(async (tx) => {
    const { columns, customerName } = await columnsFor(tx, values);
    const [created] = await tx.insert(jobs).values(columns).returning();
    await recordAudit(tx, { actorUserId: actor.id, action: "create", entityType: "job", entityId: created.id, changes: columns });
    return toJob(created, customerName);
  });
}

/** Change a job; the audit log records which fields changed, and who changed them. */
export async function updateJob({ actor, id, input }: { actor: Actor; id: string; input: unknown }): Promise<Job> {
  const values = parseInput(input);
  if (!isUuid(id)) throw new JobError("not_found");
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(jobs).where(eq(jobs.id, id)).for("update");
    if (!before) throw new JobError("not_found");
    const { columns, customerName } = await columnsFor(tx, values);
    const changes = diffFields(before, columns);
    if (Object.keys(changes).length === 0) return toJob(before, customerName);
    const [after] = await tx.update(jobs).set(columns).where(eq(jobs.id, id)).returning();
    await recordAudit(tx, { actorUserId: actor.id, action: "update", entityType: "job", entityId: id, changes });
    return toJob(after, customerName);
  });
}

/** Remove a job (quotes and invoices raised for it are kept, without the link). */
export async function deleteJob({ actor, id }: { actor: Actor; id: string }): Promise<JobRecord> {
  if (!isUuid(id)) throw new JobError("not_found");
  return getDb().transaction(async (tx) => {
    const [deleted] = await tx.delete(jobs).where(eq(jobs.id, id)).returning();
    if (!deleted) throw new JobError("not_found");
    const { id: _id, createdAt: _c, updatedAt: _u, ...snapshot } = deleted;
    await recordAudit(tx, { actorUserId: actor.id, action: "delete", entityType: "job", entityId: id, changes: snapshot });
    return deleted;
  });
}

/** Every job matching the search, as CSV text (newest first, as listed). */
export async function exportJobsCsv({ q = "" }: { q?: string }) {
  const rows = await getDb()
    .select({ job: jobs, customerName: customers.name })
    .from(jobs)
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .where(searchCondition(q.trim()))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
  return toCsv(
    ["Title", "Customer", "Service", "Status", "Priority", "Scheduled", "Estimated Duration (hours)", "Location Address", "Description", "Created"],
    rows.map(({ job, customerName }) => [
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
    ]),
  );
}
