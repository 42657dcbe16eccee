import { and, asc, gte, inArray, lte, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { customers, customerSites, jobs, visitEngineers, visits } from "~/db/schema";
import type { VisitStatus } from "~/db/enums";
import type { Actor } from "~/lib/actor";
import { conflictsFrom, type VisitConflict } from "./visit-conflicts.server";
import type { BoardCellSummary } from "./visits.schema";
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

/** The lane a visit nobody is given yet is shown in. */
export const UNASSIGNED_LANE = "";

/**
 * The dispatch board of London days `first`..`last`: the engineers (a lane each), the visits of
 * those days (of jobs not cancelled) with their engineers and clashes, and the jobs to schedule.
 * Clashes are worked out from every visit of the range. With `summary` (the week), no visit is
 * drawn: `cells` sums up each lane's day (visits, time booked, clashes, bookings to confirm), and the
 * visits' jobs, customers and sites are not read at all. `clashCount` counts every visit of the
 * range with a clash.
 */
export async function dispatchBoard({ actor, first, last, summary = false }: { actor: Actor; first: string; last: string; summary?: boolean }) {
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

  if (summary) {
    const cells: Record<string, Record<string, BoardCellSummary>> = {};
    rows.forEach((r, i) => {
      const end = r.startMinute + r.durationMinutes;
      for (const lane of r.engineerIds.length ? r.engineerIds : [UNASSIGNED_LANE]) {
        const cell = ((cells[lane] ??= {})[r.day] ??= { visits: 0, minutes: 0, firstStart: r.startMinute, lastEnd: end, clashes: 0, tentative: 0, done: 0 });
        cell.visits += 1;
        if (r.status !== "could_not_attend") cell.minutes += r.durationMinutes;
        cell.firstStart = Math.min(cell.firstStart, r.startMinute);
        cell.lastEnd = Math.max(cell.lastEnd, end);
        // A clash is counted in the lane of the engineer it is about (an unassigned visit has none).
        if (conflicts[i].some((c) => c.engineerId === lane)) cell.clashes += 1;
        if (r.tentative) cell.tentative += 1;
        if (r.status === "done") cell.done += 1;
      }
    });
    return { engineers, visits: [] as BoardVisit[], cells, clashCount, toSchedule, daysOff, hours };
  }

  // The job, customer and site of the visits, each looked up by primary key.
  const shown = rows.map((r, i) => ({ ...r, conflicts: conflicts[i] }));
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
  return { engineers, visits: boardVisits, cells: {} as Record<string, Record<string, BoardCellSummary>>, clashCount, toSchedule, daysOff, hours };
}
