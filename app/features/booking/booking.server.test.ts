import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, bookingSettings, customers, emailLog, engineerDaysOff, engineerHours, jobs, userRoles, visitEngineers, visits } from "~/db/schema";
import { cancelVisit, updateVisit } from "~/features/visits/visits.server";
import { systemActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { makeStaff, makeUser } from "../../../tests/support/factories";
import { thrown } from "../../../tests/support/test-data";
import { BOOKING_SETTINGS_ENTITY, saveBookingSettings, updateBookingSettings } from "./booking-settings.server";
import { bookingIcs, bookSlot, confirmBooking, SlotTakenError } from "./booking.server";
import { freeSlots } from "./free-slots.server";

const NOW = new Date("2030-03-04T08:00:00Z"); // Monday 4 March 2030, 08:00 London
const THURSDAY = "2030-03-07";
const public_ = systemActor("online booking");
let sam: string;
let leah: string;
let office: Awaited<ReturnType<typeof makeStaff>>;

async function engineer(name: string) {
  const u = await makeUser({ name });
  await getDb().insert(userRoles).values({ userId: u.id, role: "engineer" });
  await getDb()
    .insert(engineerHours)
    .values([1, 2, 3, 4, 5].map((weekday) => ({ userId: u.id, weekday, startMinute: 8 * 60, endMinute: 17 * 60 })));
  return u.id;
}

const details = (n: number | string = 1) => ({
  service: "cctv_survey",
  postcode: "RG14 5AB",
  name: `Visitor ${n}`,
  phone: "07700 900123",
  email: `visitor.${n}@example.com`,
  address: "1 Booking Lane, Newbury",
  description: "Survey before buying the house",
});

beforeAll(async () => {
  sam = await engineer("Sam Booking");
  leah = await engineer("Leah Booking");
  office = await makeStaff({ name: "Office Booking" });
});

afterEach(async () => {
  await getDb().delete(visits);
  await getDb().delete(engineerDaysOff);
  await getDb().delete(bookingSettings);
});

const offered = async (day: string) => (await freeSlots({ service: "cctv_survey", postcode: "RG14 5AB", now: NOW })).slots.filter((s) => s.day === day).map((s) => s.key.slice(11));

describe("bookSlot", () => {
  it("holds the slot as a tentative visit for a free engineer, on a new customer's new job, and tells the office and the visitor", async () => {
    const booked = await bookSlot({ actor: public_, input: { ...details("a"), slot: `${THURSDAY}T08:00` }, source: "web", now: NOW });
    expect(booked).toMatchObject({ day: THURSDAY, startMinute: 480, tentative: true, when: "Thursday 7 March 2030, 08:00–10:00" });
    const [visit] = await getDb().select().from(visits).where(eq(visits.id, booked.visitId));
    expect(visit).toMatchObject({ jobId: booked.jobId, day: THURSDAY, startMinute: 480, durationMinutes: 90, tentative: true, status: "scheduled" });
    const assigned = await getDb().select().from(visitEngineers).where(eq(visitEngineers.visitId, booked.visitId));
    expect(assigned).toHaveLength(1);
    expect([sam, leah]).toContain(assigned[0].userId);
    const [job] = await getDb().select().from(jobs).where(eq(jobs.id, booked.jobId));
    expect(job).toMatchObject({ customerId: booked.customerId, serviceType: "cctv_survey", status: "enquiry", title: "CCTV Survey for Visitor a" });
    const [customer] = await getDb().select().from(customers).where(eq(customers.id, booked.customerId));
    expect(customer).toMatchObject({ name: "Visitor a", email: "visitor.a@example.com", postcode: "RG14 5AB" });
    const mails = await getDb().select().from(emailLog).where(eq(emailLog.customerId, booked.customerId));
    expect(mails.map((m) => m.subject).sort()).toEqual(["Online booking from Visitor a: CCTV Survey, Thursday 7 March 2030, 08:00–10:00", "We have held Thursday 7 March 2030, 08:00–10:00 for your cctv survey"]);
    expect(mails.every((m) => m.attachments.length === 0)).toBe(true);
    const [entry] = await getDb().select().from(auditLog).where(and(eq(auditLog.entityId, booked.jobId), eq(auditLog.action, "book_slot")));
    expect(entry.actorLabel).toBe("online booking");
    // One engineer is still free at 08:00; with both booked, the slot is no longer offered.
    expect(await offered(THURSDAY)).toContain("08:00");
    await bookSlot({ actor: public_, input: { ...details("b"), slot: `${THURSDAY}T08:00` }, source: "web", now: NOW });
    expect(await offered(THURSDAY)).not.toContain("08:00");
  });

  it("gives one slot to exactly one of 100 concurrent bookings; the others get a conflict offering other slots", async () => {
    await getDb().insert(engineerDaysOff).values({ userId: leah, day: THURSDAY, reason: "Holiday" });
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => bookSlot({ actor: public_, input: { ...details(`c${i}`), slot: `${THURSDAY}T10:00` }, source: "web", now: NOW })),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(99);
    for (const r of lost) {
      expect(r.reason).toBeInstanceOf(SlotTakenError);
      const err = r.reason as SlotTakenError;
      expect(err.code).toBe("conflict");
      expect(err.slots.length).toBe(3);
      expect(err.slots.map((s) => s.key)).not.toContain(`${THURSDAY}T10:00`);
    }
    const held = await getDb().select().from(visits).where(and(eq(visits.day, THURSDAY), eq(visits.startMinute, 600)));
    expect(held).toHaveLength(1);
  });

  it("refuses a day in the past, a postcode outside the area and an emergency, with the reason, and changes nothing", async () => {
    const past = (await thrown(bookSlot({ actor: public_, input: { ...details(), slot: "2030-03-01T08:00" }, source: "web", now: NOW }))) as DomainError;
    expect(past).toBeInstanceOf(DomainError);
    expect(past.reason).toBe("past");
    expect(past.message).toContain("already gone");
    const outside = (await thrown(bookSlot({ actor: public_, input: { ...details(), postcode: "SW1A 1AA", slot: `${THURSDAY}T08:00` }, source: "web", now: NOW }))) as DomainError;
    expect(outside.reason).toBe("outside_area");
    expect(outside.message).toContain("outside the area we serve");
    const emergency = (await thrown(bookSlot({ actor: public_, input: { ...details(), service: "emergency_callout", slot: `${THURSDAY}T08:00` }, source: "web", now: NOW }))) as DomainError;
    expect(emergency.reason).toBe("emergency");
    expect(emergency.message).toMatch(/call us now on \d/);
    const bad = (await thrown(bookSlot({ actor: public_, input: { ...details(), email: "", slot: `${THURSDAY}T08:00` }, source: "web", now: NOW }))) as DomainError;
    expect(bad.fieldErrors.email).toBeTruthy();
    expect(await getDb().select().from(visits)).toHaveLength(0);
  });

  it("the office confirms with one click: the e-mail carries an .ics whose DTSTART is the window's start in Europe/London", async () => {
    const booked = await bookSlot({ actor: public_, input: { ...details("d"), slot: `${THURSDAY}T14:00` }, source: "web", now: NOW });
    const confirmed = await confirmBooking({ actor: office, visitId: booked.visitId });
    expect(confirmed.alreadyConfirmed).toBe(false);
    const [visit] = await getDb().select().from(visits).where(eq(visits.id, booked.visitId));
    expect(visit).toMatchObject({ tentative: false, version: 2 });
    expect((await getDb().select().from(jobs).where(eq(jobs.id, booked.jobId)))[0].status).toBe("scheduled");
    const mails = await getDb().select().from(emailLog).where(eq(emailLog.to, "visitor.d@example.com"));
    const confirmation = mails.find((m) => m.subject.includes("confirmed"))!;
    expect(confirmation.attachments).toEqual([{ kind: "booking-ics", id: booked.visitId, filename: "appointment.ics" }]);
    // A second click sends nothing more.
    expect((await confirmBooking({ actor: office, visitId: booked.visitId })).alreadyConfirmed).toBe(true);
    expect((await getDb().select().from(emailLog).where(eq(emailLog.to, "visitor.d@example.com"))).length).toBe(mails.length);

    const ics = (await bookingIcs(booked.visitId))!;
    expect(ics).toContain("DTSTART;TZID=Europe/London:20300307T140000");
    expect(ics).toContain("TZID:Europe/London");
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
    expect(event.startDate.toJSDate().toISOString()).toBe("2030-03-07T14:00:00.000Z");
  });

  it("a summer booking's DTSTART is on London's clock (BST)", async () => {
    const summerNow = new Date("2030-07-01T07:00:00Z");
    const booked = await bookSlot({ actor: public_, input: { ...details("s"), slot: "2030-07-04T08:00" }, source: "web", now: summerNow });
    const ics = (await bookingIcs(booked.visitId))!;
    expect(ics).toContain("DTSTART;TZID=Europe/London:20300704T080000");
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
    expect(event.startDate.toJSDate().toISOString()).toBe("2030-07-04T07:00:00.000Z");
  });

  it("confirms at once when the setting says so", async () => {
    await saveBookingSettings({ confirmAtOnce: true });
    const booked = await bookSlot({ actor: public_, input: { ...details("e"), slot: `${THURSDAY}T12:00` }, source: "web", now: NOW });
    expect(booked.tentative).toBe(false);
    expect((await getDb().select().from(visits).where(eq(visits.id, booked.visitId)))[0].tentative).toBe(false);
    const mails = await getDb().select().from(emailLog).where(eq(emailLog.to, "visitor.e@example.com"));
    expect(mails.map((m) => m.attachments.length)).toEqual([1]);
  });

  it("cancelling or moving the visit frees the slot", async () => {
    await getDb().insert(engineerDaysOff).values({ userId: leah, day: THURSDAY, reason: "Holiday" });
    const booked = await bookSlot({ actor: public_, input: { ...details("f"), slot: `${THURSDAY}T08:00` }, source: "web", now: NOW });
    expect(await offered(THURSDAY)).not.toContain("08:00");
    await updateVisit({ actor: office, id: booked.visitId, input: { day: "2030-03-08", start: "08:00" }, now: NOW });
    expect(await offered(THURSDAY)).toContain("08:00");
    const again = await bookSlot({ actor: public_, input: { ...details("g"), slot: `${THURSDAY}T08:00` }, source: "web", now: NOW });
    expect(await offered(THURSDAY)).not.toContain("08:00");
    await cancelVisit({ actor: office, id: again.visitId, input: { confirmed: "yes" } });
    expect(await offered(THURSDAY)).toContain("08:00");
  });
});

describe("the booking settings page's save", () => {
  const form = (over: Record<string, string> = {}) => ({
    travelBufferMinutes: "45",
    leadMinutes: "240",
    confirmAtOnce: "on",
    "durations.drain_unblocking": "60",
    "durations.cctv_survey": "120",
    "durations.drain_repairs": "180",
    "durations.drain_cleaning": "120",
    "durations.drainage_maintenance": "90",
    ...over,
  });

  it("an administrator's settings are saved, written in the history, and used by the next booking", async () => {
    const admin = await makeStaff({ name: "Admin Settings" });
    const saved = await updateBookingSettings({ actor: admin, input: form() });
    expect(saved).toMatchObject({ travelBufferMinutes: 45, leadMinutes: 240, confirmAtOnce: true });
    expect(saved.durations.cctv_survey).toBe(120);
    const [entry] = await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, "booking_settings"), eq(auditLog.entityId, BOOKING_SETTINGS_ENTITY)));
    expect(entry.changes).toMatchObject({ travelBufferMinutes: { from: 30, to: 45 }, confirmAtOnce: { from: false, to: true }, "durations.cctv_survey": { from: 90, to: 120 } });
    // Confirmed at once, and given the survey's new usual time.
    const booked = await bookSlot({ actor: public_, input: { ...details("settings"), slot: `${THURSDAY}T12:00` }, source: "web", now: NOW });
    expect(booked.tentative).toBe(false);
    const [visit] = await getDb().select().from(visits).where(eq(visits.id, booked.visitId));
    expect(visit).toMatchObject({ tentative: false, durationMinutes: 120 });
  });

  it("bad values are refused with a message by each field, and nothing is changed", async () => {
    const admin = await makeStaff({ name: "Admin Settings Two" });
    const err = await thrown(updateBookingSettings({ actor: admin, input: form({ travelBufferMinutes: "300", leadMinutes: "soon", "durations.drain_repairs": "5" }) }));
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).fieldErrors).toMatchObject({
      travelBufferMinutes: "The travel time kept free is at most 240 minutes",
      leadMinutes: "Enter the notice in minutes",
      "durations.drain_repairs": "The usual time of drain repairs is at least 15 minutes",
    });
    expect(await getDb().select().from(bookingSettings)).toEqual([]);
  });

  it("the office, not an administrator, is refused", async () => {
    const member = await makeStaff({ name: "Office Member" });
    await getDb().update(userRoles).set({ role: "office" }).where(eq(userRoles.userId, member.id));
    const err = await thrown(updateBookingSettings({ actor: { ...member, role: "office" }, input: form() }));
    expect(err).toMatchObject({ code: "not_allowed" });
    expect(await getDb().select().from(bookingSettings)).toEqual([]);
  });
});
