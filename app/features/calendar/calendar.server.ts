import { and, asc, eq, gte, isNotNull, lt } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { customers, jobs } from "~/db/schema";
import { diffFields, recordAudit } from "~/features/audit/audit.server";
import { isUuid } from "~/lib/ids";

export type Actor = { id: string };

export type CalendarErrorCode = "invalid" | "not_found";

const CALENDAR_ERROR_MESSAGES: Record<CalendarErrorCode, string> = {
  invalid: "Choose a valid date and time.",
  not_found: "This job no longer exists.",
};

export class CalendarError extends Error {
  constructor(readonly code: CalendarErrorCode) {
    super(CALENDAR_ERROR_MESSAGES[code]);
    this.name = "CalendarError";
  }
}

/** A scheduled job as the calendar shows it. */
export type CalendarJob = {
  id: string;
  title: string;
  customerName: string;
  locationAddress: string;
  serviceType: (typeof jobs.$inferSelect)["serviceType"];
  status: (typeof jobs.$inferSelect)["status"];
  priority: (typeof jobs.$inferSelect)["priority"];
  scheduledDate: Date;
  /** Hours, or null when not estimated. */
  estimatedDuration: number | null;
};

/**
 * Jobs whose scheduled start is in [from, to), earliest first, with their customer's name. Jobs
 * without a scheduled date are never included.
 */
export async function scheduledJobsBetween(from: Date, to: Date): Promise<CalendarJob[]> {
  const rows = await getDb()
    .select({
      id: jobs.id,
      title: jobs.title,
      customerName: customers.name,
      locationAddress: jobs.locationAddress,
      serviceType: jobs.serviceType,
      status: jobs.status,
      priority: jobs.priority,
      scheduledDate: jobs.scheduledDate,
      estimatedDuration: jobs.estimatedDuration,
    })
    .from(jobs)
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .where(and(isNotNull(jobs.scheduledDate), gte(jobs.scheduledDate, from), lt(jobs.scheduledDate, to)))
    .orderBy(asc(jobs.scheduledDate), asc(jobs.title), asc(jobs.id));
  return rows.map((r) => ({
    ...r,
    scheduledDate: r.scheduledDate!,
    estimatedDuration: r.estimatedDuration === null ? null : Number(r.estimatedDuration),
  }));
}

/** Move a job to a new start; the audit log records the old and new times and who moved it. */
export async function rescheduleJob({ actor, id, scheduledAt }: { actor: Actor; id: string; scheduledAt: Date }) {
  if (!(scheduledAt instanceof Date) || Number.isNaN(scheduledAt.getTime())) throw new CalendarError("invalid");
  if (!isUuid(id)) throw new CalendarError("not_found");
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(jobs).where(eq(jobs.id, id)).for("update");
    if (!before) throw new CalendarError("not_found");
    const changes = diffFields(before, { scheduledDate: scheduledAt });
    if (Object.keys(changes).length === 0) return { id, title: before.title, scheduledDate: scheduledAt };
    const [after] = await tx
      .update(jobs)
      .set({ scheduledDate: scheduledAt })
      .where(eq(jobs.id, id))
      .returning({ id: jobs.id, title: jobs.title, scheduledDate: jobs.scheduledDate });
    await recordAudit(tx, { actorUserId: actor.id, action: "update", entityType: "job", entityId: id, changes });
    return { id: after.id, title: after.title, scheduledDate: after.scheduledDate! };
  });
}
