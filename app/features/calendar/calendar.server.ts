import { and, asc, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { customers, jobs } from "~/db/schema";
import { rescheduleJob as moveJob } from "~/features/jobs/jobs.server";
import type { Actor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";

export type { Actor };


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

export { DAY_PAGE_SIZE, WEEK_DAY_SHOWN } from "./calendar.schema";

const calendarColumns = {
  id: jobs.id,
  title: jobs.title,
  customerName: customers.name,
  locationAddress: jobs.locationAddress,
  serviceType: jobs.serviceType,
  status: jobs.status,
  priority: jobs.priority,
  scheduledDate: jobs.scheduledDate,
  estimatedDuration: jobs.estimatedDuration,
};

type CalendarRow = { [K in keyof typeof calendarColumns]: (typeof calendarColumns)[K]["_"]["data"] | null } & { id: string };

function toCalendarJob(r: Pick<CalendarRow, keyof typeof calendarColumns>): CalendarJob {
  return {
    id: r.id!,
    title: r.title!,
    customerName: r.customerName!,
    locationAddress: r.locationAddress!,
    serviceType: r.serviceType!,
    status: r.status!,
    priority: r.priority!,
    scheduledDate: new Date(r.scheduledDate!),
    estimatedDuration: r.estimatedDuration === null ? null : Number(r.estimatedDuration),
  };
}

const inRange = (from: Date, to: Date) => and(isNotNull(jobs.scheduledDate), gte(jobs.scheduledDate, from), lt(jobs.scheduledDate, to));

/**
 * Jobs whose scheduled start is in [from, to), earliest first, with their customer's name; with
 * `limit` and `offset`, one page of them. Jobs without a scheduled date are never included.
 */
export async function scheduledJobsBetween(from: Date, to: Date, { limit, offset = 0 }: { limit?: number; offset?: number } = {}): Promise<CalendarJob[]> {
  const query = getDb()
    .select(calendarColumns)
    .from(jobs)
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .where(inRange(from, to))
    .orderBy(asc(jobs.scheduledDate), asc(jobs.title), asc(jobs.id))
    .$dynamic();
  const rows = limit === undefined ? await query : await query.limit(limit).offset(offset);
  return rows.map(toCalendarJob);
}

/**
 * A job's London calendar day, as the day key "YYYY-MM-DD" (the database driver leaves dates as
 * text). Grouping by the date itself costs half as much as by its formatted text.
 */
const londonDay = sql<string>`(${jobs.scheduledDate} at time zone 'Europe/London')::date`;

/** How many jobs start on each London day of [from, to): { "2026-11-24": 12, ... } (days with none left out). */
export async function scheduledJobCountsBetween(from: Date, to: Date): Promise<Record<string, number>> {
  const day = londonDay;
  const rows = await getDb()
    .select({ day, n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(inRange(from, to))
    .groupBy(day);
  return Object.fromEntries(rows.map((r) => [r.day, Number(r.n)]));
}

/**
 * The first `perDay` jobs (earliest first) of each London day of [from, to), grouped by day key:
 * what a week's columns show.
 */
export async function firstScheduledJobsPerDay(from: Date, to: Date, perDay: number): Promise<Record<string, CalendarJob[]>> {
  const db = getDb();
  const day = londonDay;
  // The customer's name is looked up by primary key for each job (a join lets the planner read
  // every customer to build a hash table when it guesses the week holds many jobs). Every job has
  // its customer (a restricting foreign key).
  const ranked = db
    .select({
      ...calendarColumns,
      customerName: sql<string>`(select c.name from ${customers} c where c.id = ${jobs.customerId})`.as("customer_name"),
      day: day.as("day"),
      rank: sql<number>`row_number() over (partition by ${day} order by ${jobs.scheduledDate}, ${jobs.title}, ${jobs.id})`.as("rank"),
    })
    .from(jobs)
    .where(inRange(from, to))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perDay}`)
    .orderBy(asc(ranked.day), asc(ranked.rank));
  const byDay: Record<string, CalendarJob[]> = {};
  for (const row of rows) (byDay[row.day] ??= []).push(toCalendarJob(row));
  return byDay;
}

/**
 * Move a job to a new start (the jobs module changes it, scoped by the actor, and refuses a job that
 * is not there); the audit log records the old and new times and who moved it.
 */
export async function rescheduleJob({ actor, id, scheduledAt }: { actor: Actor; id: string; scheduledAt: Date }) {
  if (!(scheduledAt instanceof Date) || Number.isNaN(scheduledAt.getTime())) throw new DomainError("invalid", "Choose a valid date and time.");
  return moveJob({ actor, id, scheduledAt });
}
