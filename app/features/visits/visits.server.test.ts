import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, engineerDaysOff, engineerHours, jobs, userRoles, visitEngineers, visits } from "~/db/schema";
import { listAuditEntries } from "~/features/audit/audit.server";
import { createJob, updateJob } from "~/features/jobs/jobs.server";
import type { EngineerActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { makeCustomer, makeJob, makeStaff, makeUser } from "../../../tests/support/factories";
import { staffActor } from "../../../tests/support/test-data";
import { dispatchBoard } from "./dispatch.server";
import { VISIT_CHANNEL } from "./visit-events.server";
import { subscribeVisitChanges, visitListenerReady, type VisitEvent } from "./visit-listener.server";
import { cancelVisit, createVisit, deleteVisit, jobsToSchedule, listJobVisits, setVisitStatus, updateVisit, visitConflicts } from "./visits.server";

const actor = staffActor({ id: "visits-test-admin", email: "visits.admin@example.com" });
const NOW = new Date("2030-03-04T08:00:00Z"); // Monday 4 March 2030, 08:00 London
const MONDAY = "2030-03-04";
let customerId: string;
let sam: string;
let leah: string;

async function engineer(name: string) {
  const u = await makeUser({ name });
  await getDb().insert(userRoles).values({ userId: u.id, role: "engineer" });
  await getDb()
    .insert(engineerHours)
    .values([1, 2, 3, 4, 5].map((weekday) => ({ userId: u.id, weekday, startMinute: 8 * 60, endMinute: 17 * 60 })));
  return u.id;
}

beforeAll(async () => {
  await makeStaff({ id: actor.id, email: actor.email });
  customerId = (await makeCustomer({ name: "Visits Customer", phone: "01632 960200", address: "1 Visit Road, Newbury" })).id;
  sam = await engineer("Sam Visits");
  leah = await engineer("Leah Visits");
});

const newJob = (title: string, status: "enquiry" | "quoted" | "scheduled" | "completed" | "cancelled" = "enquiry") =>
  makeJob({ customerId, title, serviceType: "drain_unblocking", status, scheduledDate: null, locationAddress: "1 Visit Road" });

async function refusal(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

const jobRow = async (id: string) => (await getDb().select().from(jobs).where(eq(jobs.id, id)))[0];
const visitRow = async (id: string) => (await getDb().select().from(visits).where(eq(visits.id, id)))[0];

describe("createVisit", () => {
  it("adds a visit with its engineers, schedules the job, keeps its date as the visit's start and records it", async () => {
    const job = await newJob("Blocked drain to book");
    const visit = await createVisit({ actor, jobId: job.id, input: { day: MONDAY, start: "09:30", hours: "1.5", engineerIds: [sam], instructions: "Key under the mat" }, now: NOW });
    expect(visit).toMatchObject({ day: MONDAY, startMinute: 570, durationMinutes: 90, status: "scheduled", version: 1, instructions: "Key under the mat" });
    expect(visit.engineers.map((e) => e.name)).toEqual(["Sam Visits"]);
    expect(visit.conflicts).toEqual([]);
    const after = await jobRow(job.id);
    expect(after.status).toBe("scheduled");
    expect(after.scheduledDate!.toISOString()).toBe("2030-03-04T09:30:00.000Z");
    const history = await listAuditEntries("job", job.id);
    expect(history.map((h) => h.action).sort()).toEqual(["add_visit", "update"]);
    expect(history.find((h) => h.action === "add_visit")!.changes).toMatchObject({ day: MONDAY, start: "09:30", engineers: "Sam Visits" });
  });

  it("refuses bad input with 4xx and changes nothing", async () => {
    const job = await newJob("Refused visit job");
    const cases: [unknown, string][] = [
      [{ day: "2030-02-30", start: "09:00" }, "day"],
      [{ day: MONDAY, start: "25:00" }, "start"],
      [{ day: MONDAY, start: "09:00", hours: "0.1" }, "hours"],
      [{ day: MONDAY, start: "09:00", durationMinutes: "5000" }, "durationMinutes"],
      [{ day: MONDAY, start: "09:00", engineerIds: ["not-an-engineer"] }, "engineerIds"],
      [{ day: MONDAY, start: "09:00", engineerIds: [actor.id] }, "engineerIds"],
    ];
    for (const [input, field] of cases) {
      const err = await refusal(createVisit({ actor, jobId: job.id, input, now: NOW }));
      expect(err.status).toBe(400);
      expect(err.fieldErrors[field], JSON.stringify(input)).toBeTruthy();
    }
    expect((await refusal(createVisit({ actor, jobId: "00000000-0000-4000-8000-000000000000", input: { day: MONDAY, start: "09:00" }, now: NOW }))).status).toBe(404);
    const cancelled = await newJob("Cancelled job", "cancelled");
    expect((await refusal(createVisit({ actor, jobId: cancelled.id, input: { day: MONDAY, start: "09:00" }, now: NOW }))).status).toBe(409);
    expect(await getDb().select().from(visits).where(eq(visits.jobId, job.id))).toEqual([]);
    expect((await jobRow(job.id)).status).toBe("enquiry");
    expect(await getDb().select().from(auditLog).where(eq(auditLog.entityId, job.id))).toEqual([]);
  });

  it("asks to confirm a day already gone, then saves it", async () => {
    const job = await newJob("Past visit job");
    const err = await refusal(createVisit({ actor, jobId: job.id, input: { day: "2030-03-01", start: "09:00" }, now: NOW }));
    expect(err).toMatchObject({ code: "invalid", reason: "past_date" });
    expect(err.fieldErrors.day).toMatch(/already gone/);
    expect(await getDb().select().from(visits).where(eq(visits.jobId, job.id))).toEqual([]);
    const saved = await createVisit({ actor, jobId: job.id, input: { day: "2030-03-01", start: "09:00", confirmPast: "yes" }, now: NOW });
    expect(saved.day).toBe("2030-03-01");
  });

  it("is for the office only: an engineer is refused", async () => {
    const job = await newJob("Engineer refused");
    const eng: EngineerActor = { kind: "engineer", id: sam, email: "sam@example.com", name: "Sam Visits" };
    expect((await refusal(createVisit({ actor: eng, jobId: job.id, input: { day: MONDAY, start: "09:00" }, now: NOW }))).status).toBe(403);
    expect((await refusal(jobsToSchedule({ actor: eng }))).status).toBe(403);
  });
});

describe("updateVisit", () => {
  it("moves and reassigns a visit, bumps its version, refuses a stale version, and keeps the job's date", async () => {
    const job = await newJob("Visit to move");
    const first = await createVisit({ actor, jobId: job.id, input: { day: MONDAY, start: "10:00", engineerIds: [sam] }, now: NOW });
    const second = await createVisit({ actor, jobId: job.id, input: { day: "2030-03-06", start: "10:00" }, now: NOW });
    const moved = await updateVisit({ actor, id: first.id, input: { day: "2030-03-07", start: "14:00", engineerIds: [leah], version: 1 }, now: NOW });
    expect(moved).toMatchObject({ day: "2030-03-07", startMinute: 840, version: 2 });
    expect(moved.engineers.map((e) => e.name)).toEqual(["Leah Visits"]);
    // The job's date is now its earliest open visit: the second one.
    expect((await jobRow(job.id)).scheduledDate!.toISOString()).toBe("2030-03-06T10:00:00.000Z");
    const stale = await refusal(updateVisit({ actor, id: first.id, input: { start: "15:00", version: 1 }, now: NOW }));
    expect(stale).toMatchObject({ code: "conflict", reason: "stale" });
    expect(stale.status).toBe(409);
    expect((await visitRow(first.id)).startMinute).toBe(840);
    // Only the fields given change: the engineers stay.
    const later = await updateVisit({ actor, id: first.id, input: { start: "15:00" }, now: NOW });
    expect(later).toMatchObject({ startMinute: 900, version: 3 });
    expect(later.engineers.map((e) => e.id)).toEqual([leah]);
    const past = await refusal(updateVisit({ actor, id: second.id, input: { day: "2030-03-01" }, now: NOW }));
    expect(past.reason).toBe("past_date");
    const history = await listAuditEntries("job", job.id);
    expect(history.filter((h) => h.action === "update_visit")).toHaveLength(2);
  });

  it("sets a status: could not attend needs a reason; the job goes back to schedule", async () => {
    const job = await newJob("No access job");
    const visit = await createVisit({ actor, jobId: job.id, input: { day: MONDAY, start: "11:00", engineerIds: [sam] }, now: NOW });
    const noReason = await refusal(setVisitStatus({ actor, id: visit.id, input: { status: "could_not_attend" } }));
    expect(noReason.fieldErrors.reason).toBeTruthy();
    expect((await visitRow(visit.id)).status).toBe("scheduled");
    expect((await jobsToSchedule({ actor, limit: 500 })).map((j) => j.id)).not.toContain(job.id);
    const marked = await setVisitStatus({ actor, id: visit.id, input: { status: "could_not_attend", reason: "No one home" } });
    expect(marked).toMatchObject({ status: "could_not_attend", couldNotAttendReason: "No one home", version: 2 });
    expect((await jobsToSchedule({ actor, limit: 500 })).map((j) => j.id)).toContain(job.id);
  });
});

describe("cancelVisit and deleteVisit", () => {
  it("refuse without confirmation, then remove the visit and clear the job's date", async () => {
    const job = await newJob("Visit to cancel");
    const visit = await createVisit({ actor, jobId: job.id, input: { day: MONDAY, start: "12:00", engineerIds: [sam] }, now: NOW });
    const unconfirmed = await refusal(cancelVisit({ actor, id: visit.id, input: {} }));
    expect(unconfirmed).toMatchObject({ code: "invalid", reason: "unconfirmed" });
    expect(await visitRow(visit.id)).toBeTruthy();
    await cancelVisit({ actor, id: visit.id, input: { confirmed: "yes" } });
    expect(await visitRow(visit.id)).toBeUndefined();
    expect((await jobRow(job.id)).scheduledDate).toBeNull();
    expect((await listAuditEntries("job", job.id)).map((h) => h.action)).toContain("cancel_visit");

    const started = await createVisit({ actor, jobId: job.id, input: { day: MONDAY, start: "12:00" }, now: NOW });
    await setVisitStatus({ actor, id: started.id, input: { status: "on_the_way" } });
    expect((await refusal(cancelVisit({ actor, id: started.id, input: { confirmed: "yes" } }))).reason).toBe("started");
    expect((await refusal(deleteVisit({ actor, id: started.id, input: null }))).reason).toBe("unconfirmed");
    await deleteVisit({ actor, id: started.id, input: { confirmed: "yes" } });
    expect(await visitRow(started.id)).toBeUndefined();
  });
});

describe("conflicts", () => {
  it("flags a double booking, a visit outside the engineer's hours and one on a day off, as warnings", async () => {
    const a = await newJob("Clash A");
    const b = await newJob("Clash B");
    const day = "2030-03-05"; // Tuesday
    const first = await createVisit({ actor, jobId: a.id, input: { day, start: "09:00", hours: "2", engineerIds: [sam] }, now: NOW });
    const second = await createVisit({ actor, jobId: b.id, input: { day, start: "10:00", hours: "1", engineerIds: [sam] }, now: NOW });
    expect(second.conflicts.map((c) => c.kind)).toEqual(["double_booked"]);
    expect(second.conflicts[0].message).toBe("Sam Visits is already booked 09:00–11:00");
    const late = await visitConflicts({ day, startMinute: 16 * 60 + 30, durationMinutes: 60, engineerIds: [leah] });
    expect(late.map((c) => c.kind)).toEqual(["outside_hours"]);
    const saturday = await visitConflicts({ day: "2030-03-09", startMinute: 9 * 60, durationMinutes: 60, engineerIds: [leah] });
    expect(saturday[0].message).toBe("Leah Visits does not work on Saturdays");
    await getDb().insert(engineerDaysOff).values({ userId: leah, day: "2030-03-08", reason: "Holiday" });
    const off = await visitConflicts({ day: "2030-03-08", startMinute: 9 * 60, durationMinutes: 60, engineerIds: [leah] });
    expect(off.map((c) => c.kind)).toEqual(["day_off"]);

    const board = await dispatchBoard({ actor, first: "2030-03-04", last: "2030-03-10" });
    const onBoard = board.visits.find((v) => v.id === first.id)!;
    expect(onBoard.conflicts.map((c) => c.otherVisitId)).toEqual([second.id]);
    expect(board.engineers.map((e) => e.id)).toEqual(expect.arrayContaining([sam, leah]));
    expect((await listJobVisits({ actor, jobId: a.id }))[0].conflicts).toHaveLength(1);
    // A visit done clashes with nothing.
    await setVisitStatus({ actor, id: second.id, input: { status: "done" } });
    expect((await visitConflicts({ visitId: first.id, day, startMinute: 9 * 60, durationMinutes: 120, engineerIds: [sam] })).map((c) => c.kind)).toEqual([]);
  });
});

describe("the dispatch board's week", () => {
  it("sums up each lane's day: its visits, the time booked, its clashes and bookings to confirm, and counts every clash of the range", async () => {
    const day = "2030-06-04"; // Tuesday
    const made: string[] = [];
    // Eight visits for Leah that day, each overlapping the next (every one of them clashes), and one
    // for Sam and Leah together after them (after hours: a clash for both).
    for (let i = 0; i < 8; i++) {
      const job = await newJob(`Crowded day ${i}`);
      made.push((await createVisit({ actor, jobId: job.id, input: { day, start: `${String(8 + i).padStart(2, "0")}:00`, hours: "1.5", engineerIds: [leah] }, now: NOW })).id);
    }
    const shared = await createVisit({ actor, jobId: (await newJob("Both engineers")).id, input: { day, start: "17:00", hours: "1", engineerIds: [leah, sam] }, now: NOW });
    // One nobody is given yet, the next day.
    await createVisit({ actor, jobId: (await newJob("Nobody yet")).id, input: { day: "2030-06-05", start: "10:30", hours: "2" }, now: NOW });
    const all = await dispatchBoard({ actor, first: "2030-06-03", last: "2030-06-09" });
    expect(all.visits.map((v) => v.id)).toEqual([...made, shared.id, expect.any(String)]);
    expect(all.visits[0]).toMatchObject({ jobTitle: "Crowded day 0", customerName: "Visits Customer" });

    const week = await dispatchBoard({ actor, first: "2030-06-03", last: "2030-06-09", summary: true });
    // The week reads no visit's job: it draws none.
    expect(week.visits).toEqual([]);
    expect(week.cells[leah]).toEqual({ [day]: { visits: 9, minutes: 8 * 90 + 60, firstStart: 8 * 60, lastEnd: 18 * 60, clashes: 9, tentative: 0, done: 0 } });
    expect(week.cells[sam]).toEqual({ [day]: { visits: 1, minutes: 60, firstStart: 17 * 60, lastEnd: 18 * 60, clashes: 1, tentative: 0, done: 0 } });
    expect(week.cells[""]).toEqual({ "2030-06-05": { visits: 1, minutes: 120, firstStart: 630, lastEnd: 750, clashes: 0, tentative: 0, done: 0 } });
    // The clashes are of every visit: the eight overlap, and the shared one is after hours.
    expect(all.clashCount).toBe(9);
    expect(week.clashCount).toBe(9);

    // A visit done counts as done and its time as booked; one that could not be attended frees its time.
    await setVisitStatus({ actor, id: made[0], input: { status: "done" } });
    await setVisitStatus({ actor, id: made[1], input: { status: "could_not_attend", reason: "No access" } });
    const after = (await dispatchBoard({ actor, first: "2030-06-03", last: "2030-06-09", summary: true })).cells[leah][day];
    expect(after).toMatchObject({ visits: 9, minutes: 7 * 90 + 60, done: 1 });
  });
});

describe("jobsToSchedule", () => {
  it("lists open jobs without a visit to come, and not completed, cancelled or booked ones", async () => {
    const waiting = await newJob("Waiting for a visit", "quoted");
    const booked = await newJob("Already booked");
    await createVisit({ actor, jobId: booked.id, input: { day: MONDAY, start: "13:00" }, now: NOW });
    const done = await newJob("Completed job", "completed");
    const cancelled = await newJob("Cancelled one", "cancelled");
    const ids = (await jobsToSchedule({ actor, limit: 500 })).map((j) => j.id);
    expect(ids).toContain(waiting.id);
    expect(ids).not.toContain(booked.id);
    expect(ids).not.toContain(done.id);
    expect(ids).not.toContain(cancelled.id);
  });
});

describe("the job form's date", () => {
  it("makes the job's first visit, and moves it when the date changes", async () => {
    const job = await createJob({ actor, input: { title: "Form dated job", customerId, serviceType: "drain_cleaning", scheduledDate: "2030-04-02T09:00", estimatedDuration: "2" } });
    const [visit] = await getDb().select().from(visits).where(eq(visits.jobId, job.id));
    expect(visit).toMatchObject({ day: "2030-04-02", startMinute: 540, durationMinutes: 120, status: "scheduled" });
    await updateJob({ actor, id: job.id, input: { title: "Form dated job", customerId, serviceType: "drain_cleaning", scheduledDate: "2030-04-03T13:30", estimatedDuration: "2" } });
    const after = await getDb().select().from(visits).where(eq(visits.jobId, job.id));
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ day: "2030-04-03", startMinute: 810, version: 2 });
    expect(await getDb().select().from(visitEngineers).where(eq(visitEngineers.visitId, after[0].id))).toEqual([]);
  });
});

describe("live changes", () => {
  let client: pg.Client;
  afterAll(async () => {
    await client?.end();
  });

  it("announces every change on the visit_changed channel once committed, heard by a LISTEN client and by the board's listener", async () => {
    client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`LISTEN ${VISIT_CHANNEL}`);
    const heard: string[] = [];
    client.on("notification", (m) => heard.push(m.payload ?? ""));
    const fanned: VisitEvent[] = [];
    const unsubscribe = subscribeVisitChanges((e) => fanned.push(e));
    await visitListenerReady();
    const job = await newJob("Live job");
    const visit = await createVisit({ actor, jobId: job.id, input: { day: MONDAY, start: "15:00" }, now: NOW });
    await updateVisit({ actor, id: visit.id, input: { start: "15:30" }, now: NOW });
    const deadline = Date.now() + 5000;
    while ((heard.length < 2 || fanned.length < 2) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    unsubscribe();
    expect(heard).toEqual([visit.id, visit.id]);
    expect(fanned).toEqual([
      { type: "changed", visitId: visit.id },
      { type: "changed", visitId: visit.id },
    ]);
    // A refused change announces nothing.
    await refusal(updateVisit({ actor, id: visit.id, input: { start: "15:45", version: 1 }, now: NOW }));
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toHaveLength(2);
  });
});
