/**
 * Visits: the only module that makes, moves, reassigns, removes or (for the office) sets the status
 * of a visit, and the only one that writes a job's `scheduled_date`, which it keeps equal to the start
 * of the job's earliest open visit (a cache: the job lists, the calendar and the dashboard read it).
 * Every change is made in one transaction with the job locked first, bumps the visit's `version`,
 * announces itself on the "visit_changed" channel (notifyVisitChanged) and writes an audit entry on
 * the job. Clashes (an engineer double-booked, outside their hours, on a day off) are warnings worked
 * out when read, never refusals: the office knows things the rota does not.
 */
import { minuteToTime, timeToMinute } from "~/lib/clock-time";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { customers, customerSites, jobs, user, userRoles, visitEngineers, visits } from "~/db/schema";
import type { JobStatus, VisitStatus } from "~/db/enums";
import { recordAudit } from "~/features/audit/audit.server";
import type { Actor, StaffActor } from "~/lib/actor";
import { dayKey, formatDayShort, londonInstant, timeKey, todayKey } from "~/lib/business-day";
import { requireConfirmed } from "~/lib/confirmation";
import { CORRECT_THE_FIELDS, parseInput, refusalsOf, type Refusal } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { notifyVisitChanged } from "./visit-events.server";
import { slotConflicts, type VisitConflict } from "./visit-conflicts.server";
import { OPEN_VISIT_STATUSES, VISIT_STATUS_LABELS, visitChangeSchema, visitSchema, visitStatusSchema, type VisitChangeValues } from "./visits.schema";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Pick<Database, "select">;

const VISIT_REFUSALS = {
  invalid: { code: "invalid", message: CORRECT_THE_FIELDS },
  not_found: { code: "not_found", message: "This visit no longer exists." },
  job_not_found: { code: "not_found", message: "This job no longer exists." },
  staff_only: { code: "not_allowed", message: "Only the office can do that." },
  past_date: { code: "invalid", message: "That day and time have already gone: confirm it to save it." },
  stale: { code: "conflict", message: "This visit was changed by someone else since you opened it. Reload to see it as it is now." },
  job_cancelled: { code: "conflict", message: "This job is cancelled: it cannot be given a visit." },
  started: { code: "conflict", message: "The engineer has started this visit: set its status instead." },
  finished: { code: "conflict", message: "This visit is done: it is kept with its job sheet." },
  unknown_engineer: { code: "invalid", message: "Choose engineers from the list." },
} satisfies Record<string, Refusal>;

const refuse = refusalsOf(VISIT_REFUSALS);

/** The message of a day in the past not yet confirmed (the form's question). */
export const PAST_VISIT_MESSAGE = "This day and time have already gone. Tick the box to save it anyway.";

export function requireOffice(actor: Actor): StaffActor {
  if (actor.kind !== "staff") throw refuse("staff_only");
  return actor;
}

export const isOpen = (status: VisitStatus) => (OPEN_VISIT_STATUSES as readonly VisitStatus[]).includes(status);

/** The instant a visit starts. */
export function visitStart(v: { day: string; startMinute: number }): Date {
  return londonInstant(v.day, minuteToTime(v.startMinute))!;
}

// ---------------------------------------------------------------------------------------------
// Engineers and conflicts

export { visitConflicts, type VisitConflict } from "./visit-conflicts.server";

// ---------------------------------------------------------------------------------------------
// Reading

export type VisitRow = {
  id: string;
  jobId: string;
  day: string;
  startMinute: number;
  durationMinutes: number;
  status: VisitStatus;
  couldNotAttendReason: string | null;
  tentative: boolean;
  instructions: string | null;
  version: number;
  engineers: { id: string; name: string }[];
};

const visitColumns = {
  id: visits.id,
  jobId: visits.jobId,
  day: visits.day,
  startMinute: visits.startMinute,
  durationMinutes: visits.durationMinutes,
  status: visits.status,
  couldNotAttendReason: visits.couldNotAttendReason,
  tentative: visits.tentative,
  instructions: visits.instructions,
  version: visits.version,
};

async function engineersOf(db: Executor, visitIds: string[]) {
  const byVisit = new Map<string, { id: string; name: string }[]>();
  if (visitIds.length === 0) return byVisit;
  const rows = await db
    .select({ visitId: visitEngineers.visitId, id: user.id, name: user.name })
    .from(visitEngineers)
    .innerJoin(user, eq(user.id, visitEngineers.userId))
    .where(inArray(visitEngineers.visitId, visitIds))
    .orderBy(asc(user.name));
  for (const r of rows) byVisit.set(r.visitId, [...(byVisit.get(r.visitId) ?? []), { id: r.id, name: r.name }]);
  return byVisit;
}

/** A job's visits, earliest first, with their engineers and clashes (staff only). */
export async function listJobVisits({ actor, jobId }: { actor: Actor; jobId: string }): Promise<(VisitRow & { conflicts: VisitConflict[] })[]> {
  requireOffice(actor);
  if (!isUuid(jobId)) return [];
  const db = getDb();
  const rows = await db.select(visitColumns).from(visits).where(eq(visits.jobId, jobId)).orderBy(asc(visits.day), asc(visits.startMinute), asc(visits.id));
  const engineers = await engineersOf(db, rows.map((r) => r.id));
  const withEngineers = rows.map((r) => ({ ...r, engineers: engineers.get(r.id) ?? [] }));
  const conflicts = await slotConflicts(withEngineers.map((v) => ({ ...v, engineerIds: v.engineers.map((e) => e.id) })), db);
  return withEngineers.map((v, i) => ({ ...v, conflicts: conflicts[i] }));
}

/** One visit with its engineers (staff only), or null. */
export async function getVisit({ actor, id }: { actor: Actor; id: string }): Promise<(VisitRow & { jobTitle: string }) | null> {
  requireOffice(actor);
  if (!isUuid(id)) return null;
  const db = getDb();
  const [row] = await db.select({ ...visitColumns, jobTitle: jobs.title }).from(visits).innerJoin(jobs, eq(jobs.id, visits.jobId)).where(eq(visits.id, id));
  if (!row) return null;
  const engineers = await engineersOf(db, [id]);
  return { ...row, engineers: engineers.get(id) ?? [] };
}

export type JobToSchedule = {
  id: string;
  title: string;
  customerName: string;
  postcode: string | null;
  status: JobStatus;
  priority: (typeof jobs.$inferSelect)["priority"];
  estimatedDuration: number | null;
  createdAt: Date;
};

/**
 * Open jobs (not completed or cancelled) with no visit still to happen or done: no visit, or only
 * visits the engineer could not attend. Emergencies first, then oldest first.
 */
export async function jobsToSchedule({ actor, limit = 50 }: { actor: Actor; limit?: number }): Promise<JobToSchedule[]> {
  requireOffice(actor);
  // The customer's name and the site's postcode are looked up by primary key for the jobs listed
  // only; the visits of each open job through their job index (OFFSET 0 keeps each lookup per job,
  // where a join would read every visit).
  const rows = await getDb()
    .select({
      id: jobs.id,
      title: jobs.title,
      customerName: sql<string>`(select c.name from ${customers} c where c.id = ${jobs.customerId})`,
      postcode: sql<string | null>`(select s.postcode from ${customerSites} s where s.id = ${jobs.siteId})`,
      status: jobs.status,
      priority: jobs.priority,
      estimatedDuration: jobs.estimatedDuration,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .where(
      and(
        inArray(jobs.status, ["enquiry", "quoted", "scheduled", "in_progress"]),
        sql`not exists (select 1 from ${visits} v where v.job_id = ${jobs.id} and v.status not in ('done', 'could_not_attend') offset 0)`,
      ),
    )
    .orderBy(sql`(${jobs.priority} = 'emergency') desc`, asc(jobs.createdAt), asc(jobs.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, estimatedDuration: r.estimatedDuration === null ? null : Number(r.estimatedDuration) }));
}

// ---------------------------------------------------------------------------------------------
// Changing

/** Lock the job first (every visit change of a job queues behind the one before). */
async function lockJob(tx: Tx, jobId: string) {
  if (!isUuid(jobId)) throw refuse("job_not_found");
  const [job] = await tx.select({ id: jobs.id, status: jobs.status, scheduledDate: jobs.scheduledDate, title: jobs.title }).from(jobs).where(eq(jobs.id, jobId)).for("update");
  if (!job) throw refuse("job_not_found");
  return job;
}

async function lockVisit(tx: Tx, id: string) {
  if (!isUuid(id)) throw refuse("not_found");
  const [found] = await tx.select({ jobId: visits.jobId }).from(visits).where(eq(visits.id, id));
  if (!found) throw refuse("not_found");
  const job = await lockJob(tx, found.jobId);
  const [visit] = await tx.select().from(visits).where(eq(visits.id, id)).for("update");
  if (!visit) throw refuse("not_found");
  return { job, visit };
}

function checkVersion(current: number, given: number | null | undefined) {
  if (given !== null && given !== undefined && given !== current) throw refuse("stale");
}

/** A day and start already gone must be confirmed (`confirmPast=yes`); only a day or start that changes is checked. */
function checkPast(values: { day: string; startMinute: number; confirmPast?: string | null }, before: { day: string; startMinute: number } | null, now: Date) {
  if (before && before.day === values.day && before.startMinute === values.startMinute) return;
  if (visitStart(values).getTime() >= now.getTime()) return;
  if (values.confirmPast === "yes") return;
  throw refuse("past_date", { day: PAST_VISIT_MESSAGE });
}

/** Every id must be an engineer's; their names, in the order given. */
async function checkEngineers(tx: Tx, ids: string[]) {
  if (ids.length === 0) return [] as { id: string; name: string }[];
  const found = await tx
    .select({ id: user.id, name: user.name })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(and(eq(userRoles.role, "engineer"), inArray(userRoles.userId, ids)));
  if (found.length !== ids.length) throw refuse("unknown_engineer", { engineerIds: "Choose engineers from the list" });
  const byId = new Map(found.map((f) => [f.id, f]));
  return ids.map((id) => byId.get(id)!);
}

const namesText = (engineers: { name: string }[]) => engineers.map((e) => e.name).join(", ") || null;

/**
 * The job's date cache and status after a change to its visits: `scheduled_date` = the start of its
 * earliest open visit (else of its latest visit, so a finished job keeps the day it was done; none
 * without visits); an enquiry or quoted job with a visit becomes scheduled (with the job's audit entry).
 * Returns the job's date.
 */
export async function syncJobSchedule(tx: Tx, { actor, jobId, moveStatus = true }: { actor: Actor; jobId: string; moveStatus?: boolean }): Promise<Date | null> {
  const [job] = await tx.select({ status: jobs.status, scheduledDate: jobs.scheduledDate }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) return null;
  const rows = await tx.select({ day: visits.day, startMinute: visits.startMinute, status: visits.status }).from(visits).where(eq(visits.jobId, jobId)).orderBy(asc(visits.day), asc(visits.startMinute));
  const pick = rows.find((r) => isOpen(r.status)) ?? rows.at(-1) ?? null;
  const at = pick ? visitStart(pick) : null;
  const set: { scheduledDate?: Date | null; status?: JobStatus } = {};
  if ((at?.getTime() ?? null) !== (job.scheduledDate?.getTime() ?? null)) set.scheduledDate = at;
  if (moveStatus && rows.length > 0 && (job.status === "enquiry" || job.status === "quoted")) set.status = "scheduled";
  if (Object.keys(set).length > 0) await tx.update(jobs).set(set).where(eq(jobs.id, jobId));
  if (set.status) {
    await recordAudit(tx, { actorUserId: actor.kind === "staff" ? actor.id : null, action: "update", entityType: "job", entityId: jobId, changes: { status: { from: job.status, to: set.status } } });
  }
  return at;
}

async function audit(tx: Tx, actor: StaffActor, action: string, jobId: string, changes: Record<string, unknown>) {
  await recordAudit(tx, { actorUserId: actor.id, action, entityType: "job", entityId: jobId, changes });
}

export type SavedVisit = VisitRow & { conflicts: VisitConflict[] };

async function savedVisit(tx: Tx, id: string): Promise<SavedVisit> {
  const [row] = await tx.select(visitColumns).from(visits).where(eq(visits.id, id));
  const engineers = (await engineersOf(tx, [id])).get(id) ?? [];
  const [conflicts] = await slotConflicts([{ ...row, engineerIds: engineers.map((e) => e.id) }], tx);
  return { ...row, engineers, conflicts };
}

/**
 * The office adds a visit to a job: a day, a start, a duration (minutes, or hours; one hour when
 * neither), engineers (none = unassigned) and instructions. A day already gone needs `confirmPast`.
 * The job's first visit moves an enquiry or quoted job to scheduled. Clashes come back as warnings.
 */
export async function createVisit({ actor, jobId, input, now = new Date() }: { actor: Actor; jobId: string; input: unknown; now?: Date }): Promise<SavedVisit> {
  const staff = requireOffice(actor);
  const values = parseInput(visitSchema, input);
  const startMinute = timeToMinute(values.start);
  const durationMinutes = values.durationMinutes ?? values.hours ?? 60;
  checkPast({ day: values.day, startMinute, confirmPast: values.confirmPast }, null, now);
  return getDb().transaction(async (tx) => {
    const job = await lockJob(tx, jobId);
    if (job.status === "cancelled") throw refuse("job_cancelled");
    const engineers = await checkEngineers(tx, values.engineerIds);
    const [created] = await tx
      .insert(visits)
      .values({ jobId, day: values.day, startMinute, durationMinutes, instructions: values.instructions })
      .returning({ id: visits.id });
    if (engineers.length) await tx.insert(visitEngineers).values(engineers.map((e) => ({ visitId: created.id, userId: e.id })));
    await audit(tx, staff, "add_visit", jobId, { visitId: created.id, day: values.day, start: values.start, durationMinutes, engineers: namesText(engineers), instructions: values.instructions });
    await syncJobSchedule(tx, { actor, jobId });
    await notifyVisitChanged(tx, created.id);
    return savedVisit(tx, created.id);
  });
}

/**
 * The office moves or reassigns a visit, or changes its duration or instructions: only the fields
 * given change (`engineerIds` given replaces the engineers). With `version`, a visit changed since is
 * refused (`stale`, 409). A new day and start already gone needs `confirmPast`. A done visit is kept
 * as it is (`finished`).
 */
export async function updateVisit({ actor, id, input, now = new Date() }: { actor: Actor; id: string; input: unknown; now?: Date }): Promise<SavedVisit> {
  const staff = requireOffice(actor);
  const values: VisitChangeValues = parseInput(visitChangeSchema, input);
  const given = (field: string) => !!input && typeof input === "object" && field in input;
  return getDb().transaction(async (tx) => {
    const { visit } = await lockVisit(tx, id);
    checkVersion(visit.version, values.version);
    if (visit.status === "done") throw refuse("finished");
    const day = values.day ?? visit.day;
    const startMinute = values.start ? timeToMinute(values.start) : visit.startMinute;
    const durationMinutes = values.durationMinutes ?? values.hours ?? visit.durationMinutes;
    checkPast({ day, startMinute, confirmPast: values.confirmPast }, visit, now);
    const beforeEngineers = (await engineersOf(tx, [id])).get(id) ?? [];
    const engineers = given("engineerIds") ? await checkEngineers(tx, values.engineerIds) : beforeEngineers;
    const instructions = given("instructions") ? values.instructions : visit.instructions;
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    const note = (field: string, from: unknown, to: unknown) => {
      if (String(from ?? "") !== String(to ?? "")) changes[field] = { from: from ?? null, to: to ?? null };
    };
    note("day", visit.day, day);
    note("start", minuteToTime(visit.startMinute), minuteToTime(startMinute));
    note("durationMinutes", visit.durationMinutes, durationMinutes);
    note("engineers", namesText(beforeEngineers), namesText(engineers));
    note("instructions", visit.instructions, instructions);
    const engineersChanged = beforeEngineers.map((e) => e.id).sort().join() !== engineers.map((e) => e.id).sort().join();
    if (Object.keys(changes).length === 0 && !engineersChanged) return savedVisit(tx, id);
    await tx
      .update(visits)
      .set({ day, startMinute, durationMinutes, instructions, version: sql`${visits.version} + 1`, updatedAt: new Date() })
      .where(eq(visits.id, id));
    if (engineersChanged) {
      await tx.delete(visitEngineers).where(eq(visitEngineers.visitId, id));
      if (engineers.length) await tx.insert(visitEngineers).values(engineers.map((e) => ({ visitId: id, userId: e.id })));
    }
    await audit(tx, staff, "update_visit", visit.jobId, { visitId: id, when: `${visit.day} ${minuteToTime(visit.startMinute)}`, ...changes });
    await syncJobSchedule(tx, { actor, jobId: visit.jobId });
    await notifyVisitChanged(tx, id);
    return savedVisit(tx, id);
  });
}

/**
 * Take a visit off the plan, once confirmed (`confirmed=yes`): removed, with the audit entry on its
 * job. `cancelVisit` takes only a visit not yet started (the engineer on the way or on site is
 * `started`); `deleteVisit` any visit but a done one (a mistake, say), whatever its status.
 */
export async function cancelVisit({ actor, id, input }: { actor: Actor; id: string; input: FormData | Record<string, unknown> | null }) {
  return removeVisit({ actor, id, input, action: "cancel_visit" });
}

export async function deleteVisit({ actor, id, input }: { actor: Actor; id: string; input: FormData | Record<string, unknown> | null }) {
  return removeVisit({ actor, id, input, action: "delete_visit" });
}

async function removeVisit({ actor, id, input, action }: { actor: Actor; id: string; input: FormData | Record<string, unknown> | null; action: "cancel_visit" | "delete_visit" }) {
  const staff = requireOffice(actor);
  requireConfirmed(input, action === "cancel_visit" ? "cancel this visit" : "delete this visit");
  return getDb().transaction(async (tx) => {
    const { visit } = await lockVisit(tx, id);
    const version = input instanceof FormData ? input.get("version") : input?.version;
    if (version !== null && version !== undefined && version !== "") checkVersion(visit.version, Number(version));
    if (visit.status === "done") throw refuse("finished");
    if (action === "cancel_visit" && visit.status !== "scheduled" && visit.status !== "could_not_attend") throw refuse("started");
    const engineers = (await engineersOf(tx, [id])).get(id) ?? [];
    // Announced before the row goes (a listener reads only the id).
    await notifyVisitChanged(tx, id);
    await tx.delete(visits).where(eq(visits.id, id));
    await audit(tx, staff, action, visit.jobId, { visitId: id, day: visit.day, start: minuteToTime(visit.startMinute), engineers: namesText(engineers), status: visit.status });
    await syncJobSchedule(tx, { actor, jobId: visit.jobId, moveStatus: false });
    return { id, jobId: visit.jobId };
  });
}

/**
 * The office sets a visit's status (the engineer's app sets its own): `could_not_attend` needs a
 * reason; the times of on the way, arrived and finished are set when first reached.
 */
export async function setVisitStatus({ actor, id, input, now = new Date() }: { actor: Actor; id: string; input: unknown; now?: Date }): Promise<SavedVisit> {
  const staff = requireOffice(actor);
  const values = parseInput(visitStatusSchema, input);
  return getDb().transaction(async (tx) => {
    const { visit } = await lockVisit(tx, id);
    checkVersion(visit.version, values.version);
    if (visit.status === values.status && (values.status !== "could_not_attend" || visit.couldNotAttendReason === values.reason)) return savedVisit(tx, id);
    await tx
      .update(visits)
      .set({
        status: values.status,
        couldNotAttendReason: values.status === "could_not_attend" ? values.reason : null,
        onTheWayAt: values.status === "on_the_way" && !visit.onTheWayAt ? now : visit.onTheWayAt,
        arrivedAt: values.status === "on_site" && !visit.arrivedAt ? now : visit.arrivedAt,
        finishedAt: values.status === "done" && !visit.finishedAt ? now : visit.finishedAt,
        version: sql`${visits.version} + 1`,
        updatedAt: now,
      })
      .where(eq(visits.id, id));
    await audit(tx, staff, "visit_status", visit.jobId, {
      visitId: id,
      day: visit.day,
      start: minuteToTime(visit.startMinute),
      status: { from: visit.status, to: values.status },
      reason: values.status === "could_not_attend" ? values.reason : null,
    });
    await syncJobSchedule(tx, { actor, jobId: visit.jobId, moveStatus: false });
    await notifyVisitChanged(tx, id);
    return savedVisit(tx, id);
  });
}

/**
 * The job form's date, in the job's own transaction (its audit entry records the date): the job's
 * earliest open visit moves to `at` (made when there is none: unassigned, the job's hours or one
 * hour, done for a completed job; none for a cancelled job); an empty date removes that visit when
 * it has not started. Returns the job's date as the cache now holds it.
 */
export async function placeJobVisit(
  tx: Tx,
  { actor, jobId, at, hours, jobStatus }: { actor: Actor; jobId: string; at: Date | null; hours: number | null; jobStatus: JobStatus },
): Promise<Date | null> {
  const [first] = await tx
    .select()
    .from(visits)
    .where(and(eq(visits.jobId, jobId), inArray(visits.status, [...OPEN_VISIT_STATUSES])))
    .orderBy(asc(visits.day), asc(visits.startMinute))
    .limit(1)
    .for("update");
  if (at === null) {
    if (first && first.status === "scheduled") {
      await notifyVisitChanged(tx, first.id);
      await tx.delete(visits).where(eq(visits.id, first.id));
    }
  } else {
    const day = dayKey(at);
    const startMinute = timeToMinute(timeKey(at));
    if (first) {
      if (first.day !== day || first.startMinute !== startMinute) {
        await tx.update(visits).set({ day, startMinute, version: sql`${visits.version} + 1`, updatedAt: new Date() }).where(eq(visits.id, first.id));
        await notifyVisitChanged(tx, first.id);
      }
    } else if (jobStatus !== "cancelled") {
      const durationMinutes = Math.min(1440, Math.max(15, Math.round((hours ?? 1) * 60)));
      const [created] = await tx
        .insert(visits)
        .values({ jobId, day, startMinute, durationMinutes, status: jobStatus === "completed" ? "done" : "scheduled" })
        .returning({ id: visits.id });
      await notifyVisitChanged(tx, created.id);
    }
  }
  const cached = await syncJobSchedule(tx, { actor, jobId, moveStatus: false });
  return cached ?? at;
}

// ---------------------------------------------------------------------------------------------
// Words for the pages

/** "Mon 2 Dec, 09:00–10:30". */
export function visitWhen(v: { day: string; startMinute: number; durationMinutes: number }) {
  return `${formatDayShort(v.day)}, ${minuteToTime(v.startMinute)}–${minuteToTime(Math.min(1440, v.startMinute + v.durationMinutes))}`;
}

export { VISIT_STATUS_LABELS, todayKey };

/**
 * Who goes to each of these jobs on a London day: each job's visits of that day (earliest first) as
 * "09:00–10:30 Sam Hughes, Leah Carter" (or "Unassigned"), for the calendar's day panel.
 */
export async function visitLinesOnDay({ actor, jobIds, day }: { actor: Actor; jobIds: string[]; day: string }): Promise<Record<string, string[]>> {
  requireOffice(actor);
  const ids = jobIds.filter(isUuid);
  if (ids.length === 0) return {};
  const db = getDb();
  const rows = await db
    .select(visitColumns)
    .from(visits)
    .where(and(inArray(visits.jobId, ids), eq(visits.day, day)))
    .orderBy(asc(visits.startMinute), asc(visits.id));
  const engineers = await engineersOf(db, rows.map((r) => r.id));
  const lines: Record<string, string[]> = {};
  for (const r of rows) {
    const who = (engineers.get(r.id) ?? []).map((e) => e.name).join(", ") || "Unassigned";
    const status = r.status === "scheduled" ? "" : ` (${VISIT_STATUS_LABELS[r.status].toLowerCase()})`;
    (lines[r.jobId] ??= []).push(`${minuteToTime(r.startMinute)}–${minuteToTime(Math.min(1440, r.startMinute + r.durationMinutes))} ${who}${status}`);
  }
  return lines;
}
