import { and, asc, gte, inArray, lte, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { customers, customerSites, jobs, visitEngineers, visits } from "~/db/schema";
import type { VisitStatus } from "~/db/enums";
import type { Actor } from "~/lib/actor";
import { conflictsFrom, type VisitConflict } from "./visit-conflicts.server";
import { isOpen, jobsToSchedule, requireOffice } from "./visits.server";
import { listEngineers, rotaRows } from "~/features/staff/engineer-hours.server";

// The office's dispatch board: a lane per engineer (and one for visits nobody is given yet), the
// visits of a day or a week with their clashes, and the jobs still to schedule.

export type BoardVisit = {
  id: string;
  jobId: string;
  jobTitle: string;
  customerName: string;
  postcode: string | null;
  priority: (typeof jobs.$inferSelect)["priority"];
  day: string;
  startMinute: number;
  durationMinutes: number;
  status: VisitStatus;
  couldNotAttendReason: string | null;
  tentative: boolean;
  version: number;
  engineerIds: string[];
  conflicts: VisitConflict[];
};

/** Visits the week view shows in a lane's day (the day view shows them all). */
export const WEEK_CELL_VISITS = 3;

/** The lane a visit nobody is given yet is shown in. */
export const UNASSIGNED_LANE = "";

/**
 * The dispatch board of London days `first`..`last`: the engineers (a lane each), the visits of
 * those days (of jobs not cancelled) with their engineers and clashes, and the jobs to schedule.
 * Clashes are worked out from every visit of the range. With `perCell`, a lane's day keeps only its
 * first `perCell` visits (by start) and `hidden` counts the rest: the job, customer and site of a
 * visit are read only for the visits shown, so a crowded week costs what the board shows.
 * `clashCount` counts every visit of the range with a clash, shown or not.
 */
export async function dispatchBoard({ actor, first, last, perCell }: { actor: Actor; first: string; last: string; perCell?: number }) {
  requireOffice(actor);
  const db = getDb();
  const [engineers, rows, toSchedule, rota] = await Promise.all([
    listEngineers(),
    // Each visit's job is looked up by primary key for its status alone (OFFSET 0 keeps the lookup
    // per visit: a join lets the planner read every job to build a hash table).
    db
      .select({
        id: visits.id,
        jobId: visits.jobId,
        day: visits.day,
        startMinute: visits.startMinute,
        durationMinutes: visits.durationMinutes,
        status: visits.status,
        couldNotAttendReason: visits.couldNotAttendReason,
        tentative: visits.tentative,
        version: visits.version,
        engineerIds: sql<string[]>`array(select ve.user_id from ${visitEngineers} ve where ve.visit_id = ${visits.id} order by ve.user_id)`,
      })
      .from(visits)
      .where(
        and(
          gte(visits.day, first),
          lte(visits.day, last),
          sql`(select jj.status from ${jobs} jj where jj.id = ${visits.jobId} offset 0) <> 'cancelled'`,
        ),
      )
      .orderBy(asc(visits.day), asc(visits.startMinute), asc(visits.id)),
    jobsToSchedule({ actor }),
    // Every engineer's hours and days off of the range (a lane shows them, the clashes read them).
    rotaRows(db, { from: first, to: last }),
  ]);
  const { hours, daysOff } = rota;
  const nameOf = new Map(engineers.map((e) => [e.id, e.name]));
  const booked = rows.filter((r) => isOpen(r.status)).flatMap((r) => r.engineerIds.map((userId) => ({ id: r.id, userId, day: r.day, startMinute: r.startMinute, durationMinutes: r.durationMinutes })));
  const conflicts = conflictsFrom(rows, { hours, daysOff, booked, nameOf });
  const clashCount = conflicts.filter((c) => c.length > 0).length;

  // The visits shown: every one, or the first few of each lane's day (a visit of two engineers is
  // shown when it is among the first few of either lane).
  const hidden: Record<string, Record<string, number>> = {};
  let shown = rows.map((r, i) => ({ ...r, conflicts: conflicts[i] }));
  if (perCell !== undefined) {
    const taken = new Map<string, number>();
    shown = shown.filter((r) => {
      let keep = false;
      for (const lane of r.engineerIds.length ? r.engineerIds : [UNASSIGNED_LANE]) {
        const key = `${lane}|${r.day}`;
        const count = taken.get(key) ?? 0;
        taken.set(key, count + 1);
        if (count < perCell) keep = true;
        else (hidden[lane] ??= {})[r.day] = (hidden[lane]?.[r.day] ?? 0) + 1;
      }
      return keep;
    });
  }

  // The job, customer and site of the visits shown, each looked up by primary key.
  const jobIds = [...new Set(shown.map((r) => r.jobId))];
  const details = jobIds.length
    ? await db
        .select({
          id: jobs.id,
          title: jobs.title,
          priority: jobs.priority,
          customerName: sql<string>`(select c.name from ${customers} c where c.id = ${jobs.customerId})`,
          postcode: sql<string | null>`(select s.postcode from ${customerSites} s where s.id = ${jobs.siteId})`,
        })
        .from(jobs)
        .where(inArray(jobs.id, jobIds))
    : [];
  const jobOf = new Map(details.map((d) => [d.id, d]));
  const boardVisits: BoardVisit[] = shown.map((r) => {
    const job = jobOf.get(r.jobId)!;
    return { ...r, jobTitle: job.title, customerName: job.customerName, postcode: job.postcode, priority: job.priority };
  });
  return { engineers, visits: boardVisits, hidden, clashCount, toSchedule, daysOff, hours };
}
