import { DomainError } from "~/lib/domain-error";
import { beforeAll, describe, expect, it } from "vitest";
import { listAuditEntries } from "~/features/audit/audit.server";
import {
  dayKey,
  dayStart,
  formatDayHeading,
  formatDayLong,
  formatDuration,
  formatStart,
  instantRange,
  isMonthKey,
  londonInstant,
  monthGrid,
  shiftMonth,
  timeKey,
  weekOf,
} from "~/lib/business-day";
import { rescheduleSchema } from "./calendar.schema";
import { firstScheduledJobsPerDay, rescheduleJob, scheduledJobsBetween } from "./calendar.server";
import { makeCustomer, makeJob, makeStaff } from "../../../tests/support/factories";
import { staffActor } from "../../../tests/support/test-data";

const actor = staffActor({ id: "calendar-test-admin", email: "calendar.admin@example.com" });
let customerId: string;

beforeAll(async () => {
  await makeStaff({ id: actor.id, email: actor.email });
  customerId = (await makeCustomer({ name: "Margaret Ellison", phone: "01632 960112", address: "14 Craven Road, Newbury" })).id;
});

function addJob(title: string, scheduledDate: Date | null, estimatedDuration: string | null = "2.0") {
  return makeJob({ customerId, title, serviceType: "drain_unblocking", status: "scheduled", scheduledDate, estimatedDuration, locationAddress: "14 Craven Road, Newbury RG14 5NG" });
}

async function thrown(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e,
  );
}

describe("calendar dates (Europe/London)", () => {
  it("lays a month out in Monday-first weeks that cover every day of it", () => {
    const weeks = monthGrid("2026-11");
    expect(weeks[0]).toHaveLength(7);
    expect(weeks[0][0]).toBe("2026-10-26"); // the Monday before 1 November (a Sunday)
    expect(weeks[0][6]).toBe("2026-11-01");
    expect(weeks.at(-1)![6]).toBe("2026-12-06");
    expect(weeks.flat()).toContain("2026-11-30");
    expect(weekOf("2026-11-21")).toEqual(["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22"]);
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
  });

  it("uses London days, not UTC days, including around the clock changes", () => {
    expect(dayKey(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01"); // BST
    expect(dayKey(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31"); // GMT
    const spring = instantRange("2026-03-29", "2026-03-29");
    expect(spring.to.getTime() - spring.from.getTime()).toBe(23 * 3_600_000);
    const autumn = instantRange("2026-10-25", "2026-10-25");
    expect(autumn.to.getTime() - autumn.from.getTime()).toBe(25 * 3_600_000);
    expect(londonInstant("2026-07-01", "09:00")!.toISOString()).toBe("2026-07-01T08:00:00.000Z");
    expect(londonInstant("2026-01-15", "09:00")!.toISOString()).toBe("2026-01-15T09:00:00.000Z");
    expect(londonInstant("2026-02-30", "09:00")).toBeNull();
    expect(londonInstant("2026-02-10", "25:00")).toBeNull();
    expect(dayStart("not-a-day")).toBeNull();
    expect(timeKey(new Date("2026-07-01T08:05:00Z"))).toBe("09:05");
  });

  it("accepts days and months from outside only from 1900 to 2199, and still works out the grid around those edges", () => {
    for (const key of ["9999-12-31", "2200-01-01", "1899-12-31", "0000-01-01", "0001-01-01"]) expect(dayStart(key), key).toBeNull();
    expect(dayStart("2199-12-31")).not.toBeNull();
    expect(dayStart("1900-01-01")).not.toBeNull();
    for (const key of ["9999-12", "2200-01", "1899-12", "0000-01"]) expect(isMonthKey(key), key).toBe(false);
    expect(isMonthKey("2199-12")).toBe(true);
    expect(rescheduleSchema.safeParse({ intent: "reschedule", id: "00000000-0000-4000-8000-000000000000", date: "9999-12-31", time: "09:00" }).success).toBe(false);
    expect(rescheduleSchema.safeParse({ intent: "reschedule", id: "00000000-0000-4000-8000-000000000000", date: "2199-12-31", time: "09:00" }).success).toBe(true);
    expect(londonInstant("9999-12-31", "09:00")).toBeNull();
    // The last month that can be asked for: its grid runs into 2200, and those days still format.
    const last = monthGrid("2199-12").flat();
    expect(last.at(-1)).toBe("2200-01-05");
    expect(weekOf("2199-12-31").at(-1)).toBe("2200-01-05");
    expect(formatDayLong("2200-01-05")).toBe("Sunday 5 January 2200");
    expect(shiftMonth("2199-12", 1)).toBe("2200-01");
    const range = instantRange(last[0], last.at(-1)!);
    expect(range.to.getTime()).toBeGreaterThan(range.from.getTime());
  });

  it("formats the heading, start and duration as the spec shows them", () => {
    expect(formatDayHeading("2026-11-21")).toBe("21 November 2026");
    expect(formatStart(new Date("2026-07-01T13:30:00Z"))).toBe("14:30");
    expect(formatStart(new Date("2026-11-21T08:00:00Z"))).toBe("08:00");
    expect(formatDuration(2)).toBe("(2 hours)");
    expect(formatDuration(1)).toBe("(1 hour)");
    expect(formatDuration(1.5)).toBe("(1.5 hours)");
    expect(formatDuration(null)).toBe("");
  });
});

describe("scheduledJobsBetween", () => {
  it("returns the jobs starting in the range, earliest first, with customer name and duration, never unscheduled ones", async () => {
    const late = await addJob("Late job", new Date("2030-07-01T16:00:00Z"), null);
    const early = await addJob("Early job", new Date("2030-07-01T07:30:00Z"), "1.5");
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    const justAfterMidnight = await addJob("Just after midnight", new Date("2030-06-30T23:30:00Z"));
    await addJob("Day before", new Date("2030-06-30T22:59:00Z"));
    await addJob("Day after", new Date("2030-07-01T23:00:00Z"));
    await addJob("Not booked", null);

    const { from, to } = instantRange("2030-07-01", "2030-07-01");
    const rows = await scheduledJobsBetween(from, to);
    expect(rows.map((r) => r.title)).toEqual(["Just after midnight", "Early job", "Late job"]);
    expect(rows.map((r) => r.id)).toEqual([justAfterMidnight.id, early.id, late.id]);
    expect(rows[1]).toMatchObject({
      customerName: "Margaret Ellison",
      locationAddress: "14 Craven Road, Newbury RG14 5NG",
      serviceType: "drain_unblocking",
      estimatedDuration: 1.5,
    });
    expect(rows[2].estimatedDuration).toBeNull();
    expect(rows[0].scheduledDate).toBeInstanceOf(Date);

    const week = await scheduledJobsBetween(instantRange("2030-06-24", "2030-07-07").from, instantRange("2030-06-24", "2030-07-07").to);
    expect(week.map((r) => r.title)).toEqual(["Day before", "Just after midnight", "Early job", "Late job", "Day after"]);
    expect(week.some((r) => r.title === "Not booked")).toBe(false);
  });
});

describe("firstScheduledJobsPerDay", () => {
  it("gives each day of the range its first jobs by time, with the customer's name, and no more than asked", async () => {
    await addJob("Week col 09:00", londonInstant("2032-03-08", "09:00"));
    await addJob("Week col 08:00", londonInstant("2032-03-08", "08:00"));
    await addJob("Week col 11:00", londonInstant("2032-03-08", "11:00"));
    await addJob("Week col Tue", londonInstant("2032-03-09", "14:30"));
    await addJob("Week col next week", londonInstant("2032-03-15", "10:00"));
    const range = instantRange("2032-03-08", "2032-03-14");
    const byDay = await firstScheduledJobsPerDay(range.from, range.to, 2);
    expect(Object.keys(byDay).sort()).toEqual(["2032-03-08", "2032-03-09"]);
    expect(byDay["2032-03-08"].map((j) => j.title)).toEqual(["Week col 08:00", "Week col 09:00"]);
    expect(byDay["2032-03-09"].map((j) => [j.title, j.customerName])).toEqual([["Week col Tue", "Margaret Ellison"]]);
  });
});

describe("rescheduleJob", () => {
  it("moves the job and records the old and new start", async () => {
    const job = await addJob("Survey to move", new Date("2031-03-02T10:00:00Z"));
    const target = londonInstant("2031-04-10", "14:30")!;
    const moved = await rescheduleJob({ actor, id: job.id, scheduledAt: target });
    expect(moved.scheduledDate.toISOString()).toBe("2031-04-10T13:30:00.000Z");
    const onNewDay = await scheduledJobsBetween(instantRange("2031-04-10", "2031-04-10").from, instantRange("2031-04-10", "2031-04-10").to);
    expect(onNewDay.map((r) => r.id)).toEqual([job.id]);
    const onOldDay = await scheduledJobsBetween(instantRange("2031-03-02", "2031-03-02").from, instantRange("2031-03-02", "2031-03-02").to);
    expect(onOldDay.map((r) => r.id)).not.toContain(job.id);

    const [entry] = await listAuditEntries("job", job.id);
    expect(entry.action).toBe("update");
    expect(entry.actorEmail).toBe("calendar.admin@example.com");
    expect(entry.changes).toEqual({
      scheduledDate: { from: "2031-03-02T10:00:00.000Z", to: "2031-04-10T13:30:00.000Z" },
    });
  });

  it("books an unscheduled job onto the calendar", async () => {
    const job = await addJob("Waiting for a date", null);
    const moved = await rescheduleJob({ actor, id: job.id, scheduledAt: new Date("2031-05-05T08:00:00Z") });
    expect(moved.scheduledDate.toISOString()).toBe("2031-05-05T08:00:00.000Z");
  });

  it("refuses an unknown job or an invalid date, and changes nothing", async () => {
    for (const id of ["nope", "00000000-0000-4000-8000-000000000000"]) {
      const err = await thrown(rescheduleJob({ actor, id, scheduledAt: new Date() }));
      expect(err).toBeInstanceOf(DomainError);
      expect((err as DomainError).code).toBe("not_found");
    }
    const job = await addJob("Stays put", new Date("2031-06-01T09:00:00Z"));
    const err = await thrown(rescheduleJob({ actor, id: job.id, scheduledAt: new Date("nonsense") }));
    expect((err as DomainError).code).toBe("invalid");
    expect(await listAuditEntries("job", job.id)).toHaveLength(0);
  });
});

describe("rescheduleSchema", () => {
  const base = { intent: "reschedule", id: "7a1e0f8e-5c8a-4c55-9f0a-3f4ad1d1b001", date: "2026-11-21", time: "09:30" };
  it("accepts a real date and time, and a time with seconds", () => {
    expect(rescheduleSchema.parse(base)).toMatchObject({ date: "2026-11-21", time: "09:30", view: "month" });
    expect(rescheduleSchema.parse({ ...base, time: "09:30:00", view: "week" })).toMatchObject({ time: "09:30", view: "week" });
  });
  it("refuses impossible dates and times with a message for the field", () => {
    const bad = rescheduleSchema.safeParse({ ...base, date: "2026-02-30", time: "24:10" });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["date", "time"]));
  });
});
