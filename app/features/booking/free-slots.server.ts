/**
 * Free slots: when the firm can come, as two-hour arrival windows (08:00–10:00 …) over the next 14
 * days, London. A window is free for a service when at least one engineer who covers the postcode
 * (every engineer covers the whole area served: docs/decisions/0104) works that day (not a day off)
 * from the window's start to the end of the service's usual duration, and none of their open visits
 * (tentative ones included) comes within the travel buffer of that time. Read from the rota and the
 * visits in three queries; nothing is written here.
 */
import { and, gte, inArray, lte, sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { visitEngineers, visits } from "~/db/schema";
import type { ServiceType } from "~/db/enums";
import { BOOKABLE_SERVICES, describeSlot, parseSlotKey, SLOT_DAYS, SLOT_WINDOW_MINUTES, SLOT_WINDOW_STARTS, slotAt, slotKey, type Slot } from "./booking.schema";
import { checkPostcode } from "~/features/chat/knowledge.server";
import { rotaRows, isoWeekday } from "~/features/staff/engineer-hours.server";
import { OPEN_VISIT_STATUSES } from "~/features/visits/visits.schema";
import { getBusiness } from "~/lib/business.server";
import { londonInstant, shiftDay, todayKey } from "~/lib/business-day";
import { minuteToTime } from "~/lib/clock-time";
import { DomainError } from "~/lib/domain-error";
import { readBookingSettings, serviceDuration, type BookingSettings } from "./booking-settings.server";

export { BOOKABLE_SERVICES, describeSlot, parseSlotKey, SLOT_DAYS, SLOT_WINDOW_MINUTES, SLOT_WINDOW_STARTS, slotAt, slotKey, type Slot };

/** A slot with the engineers free for it (for the booking; never shown to the public). */
export type SlotWithEngineers = Slot & { engineerIds: string[] };

type Reader = Pick<Database, "select">;

export const EMERGENCY_MESSAGE = (phone: string) =>
  `An emergency is never booked into a slot: call us now on ${phone} and an engineer is called out to you.`;

/**
 * Whether a service at a postcode can be booked: the postcode in its usual form and its district, or
 * a refusal with the reason (an emergency: the phone number; not a postcode; outside the area served).
 */
export function checkBookable({ service, postcode }: { service: unknown; postcode: unknown }): { service: Exclude<ServiceType, "emergency_callout">; postcode: string; district: string } {
  if (service === "emergency_callout") {
    throw new DomainError("invalid", EMERGENCY_MESSAGE(getBusiness().phone), { reason: "emergency", fieldErrors: { service: "Emergencies are not booked online: call us" } });
  }
  if (typeof service !== "string" || !(BOOKABLE_SERVICES as string[]).includes(service)) {
    throw new DomainError("invalid", "Choose a service.", { reason: "unknown_service", fieldErrors: { service: "Choose a service" } });
  }
  const check = typeof postcode === "string" ? checkPostcode(postcode) : null;
  if (!check || check.kind !== "postcode" || !check.full) {
    throw new DomainError("invalid", "Enter the full postcode of the address, such as RG14 5AB.", { reason: "bad_postcode", fieldErrors: { postcode: "Enter a full UK postcode" } });
  }
  if (!check.served) {
    throw new DomainError("invalid", `Sorry, ${check.postcode} is outside the area we serve, so we cannot book a visit there.`, {
      reason: "outside_area",
      fieldErrors: { postcode: "Outside the area we serve" },
    });
  }
  return { service: service as Exclude<ServiceType, "emergency_callout">, postcode: check.postcode, district: check.district };
}

/**
 * Every window from `from` to `to` (London days) with the engineers free for a visit of
 * `durationMinutes`, read through `db` (the booking's transaction, say). Windows starting before
 * `now` plus the notice needed are left out; `only` reads one window.
 */
export async function slotsWithEngineers(
  db: Reader,
  { from, to, durationMinutes, settings, now, only }: { from: string; to: string; durationMinutes: number; settings: BookingSettings; now: Date; only?: { day: string; startMinute: number } },
): Promise<SlotWithEngineers[]> {
  const first = only?.day ?? from;
  const last = only?.day ?? to;
  // One after another: inside a transaction they share one connection.
  const { hours, daysOff } = await rotaRows(db, { from: first, to: last });
  const busy = await db
    .select({ userId: visitEngineers.userId, day: visits.day, startMinute: visits.startMinute, durationMinutes: visits.durationMinutes })
    .from(visits)
    .innerJoin(visitEngineers, sql`${visitEngineers.visitId} = ${visits.id}`)
    .where(and(gte(visits.day, first), lte(visits.day, last), inArray(visits.status, [...OPEN_VISIT_STATUSES])));

  const engineerIds = [...new Set(hours.map((h) => h.userId))].sort();
  const hoursOf = new Map(hours.map((h) => [`${h.userId} ${h.weekday}`, h]));
  const off = new Set(daysOff.map((d) => `${d.userId} ${d.day}`));
  const busyOf = new Map<string, { start: number; end: number }[]>();
  for (const b of busy) {
    const k = `${b.userId} ${b.day}`;
    const list = busyOf.get(k) ?? [];
    list.push({ start: b.startMinute, end: b.startMinute + b.durationMinutes });
    busyOf.set(k, list);
  }
  const earliest = now.getTime() + settings.leadMinutes * 60_000;
  const buffer = settings.travelBufferMinutes;
  const out: SlotWithEngineers[] = [];
  for (let day = first; day <= last; day = shiftDay(day, 1)) {
    const weekday = isoWeekday(day);
    for (const startMinute of only ? [only.startMinute] : SLOT_WINDOW_STARTS) {
      const at = londonInstant(day, minuteToTime(startMinute));
      if (!at || at.getTime() < earliest) continue;
      const end = startMinute + durationMinutes;
      const free = engineerIds.filter((id) => {
        const h = hoursOf.get(`${id} ${weekday}`);
        if (!h || off.has(`${id} ${day}`)) return false;
        if (startMinute < h.startMinute || end > h.endMinute) return false;
        return !(busyOf.get(`${id} ${day}`) ?? []).some((b) => startMinute < b.end + buffer && b.start < end + buffer);
      });
      if (free.length) out.push({ ...slotAt(day, startMinute), engineerIds: free });
    }
  }
  return out;
}

export type FreeSlots = { service: ServiceType; postcode: string; durationMinutes: number; slots: Slot[] };

/**
 * The next free slots for a service at a postcode, over the next 14 days (today included), earliest
 * first, at most `limit`. Refuses an emergency (with the phone number), a postcode that is not one,
 * and one outside the area served, with the reason.
 */
export async function freeSlots({ service, postcode, now = new Date(), limit = 56 }: { service: unknown; postcode: unknown; now?: Date; limit?: number }): Promise<FreeSlots> {
  const checked = checkBookable({ service, postcode });
  const db = getDb();
  const settings = await readBookingSettings(db);
  const durationMinutes = serviceDuration(settings, checked.service);
  const today = todayKey(now);
  const slots = await slotsWithEngineers(db, { from: today, to: shiftDay(today, SLOT_DAYS - 1), durationMinutes, settings, now });
  return {
    service: checked.service,
    postcode: checked.postcode,
    durationMinutes,
    slots: slots.slice(0, limit).map(({ engineerIds: _engineers, ...slot }) => slot),
  };
}
