import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { calendarFeeds, userRoles } from "~/db/schema";
import type { EngineerActor, StaffActor } from "~/lib/actor";
import { makeCustomer, makeJob, makeSite, makeStaff } from "../../../tests/support/factories";
import { makeEngineer, makeVisitWithMedia } from "../../../tests/support/visit-media";
import { calendarFeedFor, calendarFeedIcs, regenerateCalendarFeed, revokeCalendarFeed } from "./calendar-feeds.server";

const NOW = new Date("2026-11-20T10:00:00Z");
let admin: StaffActor;
let sam: EngineerActor;
let leah: EngineerActor;

function tokenOf(url: string) {
  return /\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(url)![1];
}

function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  return calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
}

beforeAll(async () => {
  admin = await makeStaff();
  sam = await makeEngineer("Sam Hughes");
  leah = await makeEngineer("Leah Carter");
  const customer = await makeCustomer({ name: "Feed Customer" });
  const site = await makeSite({ customerId: customer.id, address: "7 Canal Side, Thatcham", postcode: "RG19 3AA" });
  const job = await makeJob({ customerId: customer.id, siteId: site.id, title: "Gully clearance", serviceType: "drain_cleaning" });
  await makeVisitWithMedia({ jobId: job.id, engineerIds: [sam.id], status: "scheduled", day: "2026-11-24", startMinute: 570, signature: false });
  await makeVisitWithMedia({ jobId: job.id, engineerIds: [sam.id], status: "scheduled", day: "2026-06-10", startMinute: 480, signature: false });
  await makeVisitWithMedia({ jobId: job.id, engineerIds: [leah.id], status: "scheduled", day: "2026-11-25", startMinute: 600, signature: false });
});

describe("an engineer's calendar feed", () => {
  it("has a private address whose feed parses as iCalendar with the engineer's visits only", async () => {
    expect(await calendarFeedFor(sam)).toBeNull();
    const { url } = await regenerateCalendarFeed(sam);
    expect(url).toMatch(/^http:\/\/localhost:3999\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await calendarFeedFor(sam))?.url).toBe(url);
    // Only the token's hash is stored.
    const [row] = await getDb().select().from(calendarFeeds).where(eq(calendarFeeds.userId, sam.id));
    expect(row.tokenHash).not.toContain(tokenOf(url));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const ics = await calendarFeedIcs(tokenOf(url), NOW);
    expect(ics).toContain("BEGIN:VCALENDAR");
    const list = events(ics!);
    // The visit in June is more than 30 days back; Leah's is not Sam's.
    expect(list).toHaveLength(1);
    const [visit] = list;
    expect(visit.summary).toBe("Drain Cleaning: Gully clearance");
    expect(visit.location).toBe("7 Canal Side, Thatcham, RG19 3AA");
    // 09:30 London on 24 November is 09:30 UTC; 90 minutes long.
    expect(visit.startDate.toJSDate().toISOString()).toBe("2026-11-24T09:30:00.000Z");
    expect(visit.endDate.toJSDate().toISOString()).toBe("2026-11-24T11:00:00.000Z");
    expect(visit.uid).toMatch(/^visit-[0-9a-f-]{36}@localhost$/);
  });

  it("ends the old address when a new one is made, or when revoked", async () => {
    const first = tokenOf((await calendarFeedFor(sam))!.url);
    const { url } = await regenerateCalendarFeed(sam);
    const second = tokenOf(url);
    expect(second).not.toBe(first);
    expect(await calendarFeedIcs(first, NOW)).toBeNull();
    expect(await calendarFeedIcs(second, NOW)).not.toBeNull();

    const result = await revokeCalendarFeed(sam, sam.id);
    expect(result).toEqual({ revoked: 1 });
    expect(await calendarFeedIcs(second, NOW)).toBeNull();
    expect(await calendarFeedFor(sam)).toBeNull();
  });

  it("an admin revokes a staff member's feed; an office member or another engineer may not", async () => {
    const { url } = await regenerateCalendarFeed(leah);
    const office: StaffActor = { ...admin, role: "office" };
    await expect(revokeCalendarFeed(office, leah.id)).rejects.toMatchObject({ code: "not_allowed" });
    await expect(revokeCalendarFeed(sam, leah.id)).rejects.toMatchObject({ code: "not_allowed" });
    expect(await calendarFeedIcs(tokenOf(url), NOW)).not.toBeNull();
    expect(await revokeCalendarFeed(admin, leah.id)).toEqual({ revoked: 1 });
    expect(await calendarFeedIcs(tokenOf(url), NOW)).toBeNull();
    expect(await revokeCalendarFeed(admin, leah.id)).toEqual({ revoked: 0 });
  });

  it("stops when its owner is no longer an engineer, and refuses malformed tokens", async () => {
    const { url } = await regenerateCalendarFeed(leah);
    expect(await calendarFeedIcs(tokenOf(url), NOW)).not.toBeNull();
    await getDb().update(userRoles).set({ role: "office" }).where(eq(userRoles.userId, leah.id));
    expect(await calendarFeedIcs(tokenOf(url), NOW)).toBeNull();
    expect(await calendarFeedIcs("../../etc/passwd", NOW)).toBeNull();
    expect(await calendarFeedIcs("A".repeat(43), NOW)).toBeNull();
  });
});
