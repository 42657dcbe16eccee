import { and, asc, gte, lte, sql } from "drizzle-orm";
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

/**
 * The dispatch board of London days `first`..`last`: the engineers (a lane each), every visit of
 * those days (of jobs not cancelled) with its engineers and clashes, and the jobs to schedule.
 * Clashes between the board's own visits are worked out from what was read.
 */
export async function dispatchBoard({ actor, first, last }: { actor: Actor; first: string; last: string }) {
  requireOffice(actor);
  const db = getDb();
  const [engineers, rows, toSchedule] = await Promise.all([
    listEngineers(),
    // Each visit's job, customer and site are looked up by primary key (OFFSET 0 keeps the lookup per
    // visit: a join lets the planner read every job to build a hash table).
    db
      .select({
        id: visits.id,
        jobId: visits.jobId,
        jobTitle: sql<string>`j.title`,
        customerName: sql<string>`j.customer_name`,
        postcode: sql<string | null>`j.postcode`,
        priority: sql<(typeof jobs.$inferSelect)["priority"]>`j.priority`,
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
      .innerJoin(
        sql`lateral (select jj.title, jj.priority, jj.status,
                            (select c.name from ${customers} c where c.id = jj.customer_id) customer_name,
                            (select s.postcode from ${customerSites} s where s.id = jj.site_id) postcode
                       from ${jobs} jj where jj.id = ${visits.jobId} offset 0) j`,
        sql`true`,
      )
      .where(and(gte(visits.day, first), lte(visits.day, last), sql`j.status <> 'cancelled'`))
      .orderBy(asc(visits.day), asc(visits.startMinute), asc(visits.id)),
    jobsToSchedule({ actor }),
  ]);
  // Every engineer's hours and days off of the range (a lane shows them, the clashes read them).
  const { hours, daysOff } = await rotaRows(db, { from: first, to: last });
  const nameOf = new Map(engineers.map((e) => [e.id, e.name]));
  const booked = rows.filter((r) => isOpen(r.status)).flatMap((r) => r.engineerIds.map((userId) => ({ ...r, userId })));
  const conflicts = conflictsFrom(rows, { hours, daysOff, booked, nameOf });
  const boardVisits: BoardVisit[] = rows.map((r, i) => ({ ...r, conflicts: conflicts[i] }));
  return { engineers, visits: boardVisits, toSchedule, daysOff, hours };
}

