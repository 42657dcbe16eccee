import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { bookingSettings, engineerDaysOff, engineerHours, userRoles, visitEngineers, visits } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { makeCustomer, makeJob, makeUser } from "../../../tests/support/factories";
import { thrown } from "../../../tests/support/test-data";
import { saveBookingSettings } from "./booking-settings.server";
import { freeSlots } from "./free-slots.server";

const NOW = new Date("2030-03-04T08:00:00Z"); // Monday 4 March 2030, 08:00 London
const TUESDAY = "2030-03-05";
const WEDNESDAY = "2030-03-06";
let sam: string;
let leah: string;
let jobId: string;

async function engineer(name: string) {
  const u = await makeUser({ name });
  await getDb().insert(userRoles).values({ userId: u.id, role: "engineer" });
  await getDb()
    .insert(engineerHours)
    .values([1, 2, 3, 4, 5].map((weekday) => ({ userId: u.id, weekday, startMinute: 8 * 60, endMinute: 17 * 60 })));
  return u.id;
}

async function visit(day: string, startMinute: number, durationMinutes: number, engineerIds: string[], extra: Partial<typeof visits.$inferInsert> = {}) {
  const [row] = await getDb().insert(visits).values({ jobId, day, startMinute, durationMinutes, ...extra }).returning({ id: visits.id });
  if (engineerIds.length) await getDb().insert(visitEngineers).values(engineerIds.map((userId) => ({ visitId: row.id, userId })));
  return row.id;
}

beforeAll(async () => {
  sam = await engineer("Sam Slots");
  leah = await engineer("Leah Slots");
  const customer = await makeCustomer({ name: "Slots Customer" });
  jobId = (await makeJob({ customerId: customer.id, title: "Busy job", serviceType: "drain_unblocking", status: "scheduled", scheduledDate: null })).id;
});

afterEach(async () => {
  await getDb().delete(visits);
  await getDb().delete(engineerDaysOff);
  await getDb().delete(bookingSettings);
});

const keysOn = (slots: { key: string; day: string }[], day: string) => slots.filter((s) => s.day === day).map((s) => s.key.slice(11));

describe("freeSlots", () => {
  it("offers two-hour windows over the next 14 days where an engineer works, after the notice needed", async () => {
    const { slots, durationMinutes, postcode } = await freeSlots({ service: "cctv_survey", postcode: "rg14 5ab", now: NOW });
    expect(postcode).toBe("RG14 5AB");
    expect(durationMinutes).toBe(90);
    // Monday from 10:00 (two hours' notice), then four windows on each of the nine weekdays up to Friday 15 March.
    expect(keysOn(slots, "2030-03-04")).toEqual(["10:00", "12:00", "14:00"]);
    expect(keysOn(slots, TUESDAY)).toEqual(["08:00", "10:00", "12:00", "14:00"]);
    expect(keysOn(slots, "2030-03-09")).toEqual([]); // Saturday: nobody works
    expect(slots).toHaveLength(3 + 9 * 4);
    expect(slots.at(-1)?.day).toBe("2030-03-15");
    expect(slots[0]).toMatchObject({ key: "2030-03-04T10:00", part: "morning", label: "Monday 4 March 2030, 10:00–12:00" });
  });

  it("keeps the travel buffer around booked visits, tentative ones included, for every engineer", async () => {
    await visit(TUESDAY, 9 * 60, 60, [sam]);
    await visit(TUESDAY, 9 * 60, 60, [leah], { tentative: true });
    // 08:00 + 90 minutes + 30 of travel reaches 09:00; 10:00 starts within 30 minutes of 10:00.
    expect(keysOn((await freeSlots({ service: "cctv_survey", postcode: "RG14 5AB", now: NOW })).slots, TUESDAY)).toEqual(["12:00", "14:00"]);
  });

  it("a slot stays free while one engineer is free; a day off, a finished or missed visit count as they should", async () => {
    await visit(WEDNESDAY, 8 * 60, 120, [sam]);
    expect(keysOn((await freeSlots({ service: "cctv_survey", postcode: "RG14 5AB", now: NOW })).slots, WEDNESDAY)).toEqual(["08:00", "10:00", "12:00", "14:00"]);
    await getDb().insert(engineerDaysOff).values({ userId: leah, day: WEDNESDAY, reason: "Training" });
    expect(keysOn((await freeSlots({ service: "cctv_survey", postcode: "RG14 5AB", now: NOW })).slots, WEDNESDAY)).toEqual(["12:00", "14:00"]);
    await getDb().delete(visits);
    await visit(WEDNESDAY, 8 * 60, 120, [sam], { status: "could_not_attend", couldNotAttendReason: "No access" });
    await visit(WEDNESDAY, 12 * 60, 120, [sam], { status: "done" });
    expect(keysOn((await freeSlots({ service: "cctv_survey", postcode: "RG14 5AB", now: NOW })).slots, WEDNESDAY)).toEqual(["08:00", "10:00", "12:00", "14:00"]);
  });

  it("fits the service's usual duration (from the settings) inside the working day", async () => {
    expect(keysOn((await freeSlots({ service: "drain_repairs", postcode: "RG14 5AB", now: NOW })).slots, TUESDAY)).toEqual(["08:00", "10:00", "12:00", "14:00"]);
    await saveBookingSettings({ durations: { drain_repairs: 420 }, travelBufferMinutes: 0 });
    expect(keysOn((await freeSlots({ service: "drain_repairs", postcode: "RG14 5AB", now: NOW })).slots, TUESDAY)).toEqual(["08:00", "10:00"]);
  });

  it("refuses an emergency with the phone number, a postcode outside the area and one that is not a postcode, with the reason", async () => {
    const emergency = (await thrown(freeSlots({ service: "emergency_callout", postcode: "RG14 5AB", now: NOW }))) as DomainError;
    expect(emergency).toBeInstanceOf(DomainError);
    expect(emergency.reason).toBe("emergency");
    expect(emergency.message).toMatch(/call us now on [\d ]+/);
    const outside = (await thrown(freeSlots({ service: "cctv_survey", postcode: "SW1A 1AA", now: NOW }))) as DomainError;
    expect(outside.reason).toBe("outside_area");
    expect(outside.message).toContain("SW1A 1AA is outside the area we serve");
    expect(((await thrown(freeSlots({ service: "cctv_survey", postcode: "RG14", now: NOW }))) as DomainError).reason).toBe("bad_postcode");
    expect(((await thrown(freeSlots({ service: "plumbing", postcode: "RG14 5AB", now: NOW }))) as DomainError).reason).toBe("unknown_service");
  });
});
