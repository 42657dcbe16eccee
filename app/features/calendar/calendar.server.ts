import { and, asc, eq, gte, isNotNull, lt } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { customers, jobs } from "~/db/schema";
import { JobError, rescheduleJob as moveJob } from "~/features/jobs/jobs.server";
import type { Actor } from "~/lib/actor";

export type { Actor };

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

/**
 * Move a job to a new start (the jobs module changes it, scoped by the actor); the audit log records
 * the old and new times and who moved it.
 */
export async function rescheduleJob({ actor, id, scheduledAt }: { actor: Actor; id: string; scheduledAt: Date }) {
  if (!(scheduledAt instanceof Date) || Number.isNaN(scheduledAt.getTime())) throw new CalendarError("invalid");
  try {
    return await moveJob({ actor, id, scheduledAt });
  } catch (err) {
    if (err instanceof JobError && err.code === "not_found") throw new CalendarError("not_found");
    throw err;
  }
}
