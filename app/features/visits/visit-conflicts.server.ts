import { minuteToTime } from "~/lib/clock-time";
import { and, eq, inArray } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import {
  user,
  visitEngineers,
  visits,
} from "~/db/schema";
import type { VisitStatus } from "~/db/enums";
import { dayOfWeek } from "~/lib/business-day";
import { OPEN_VISIT_STATUSES } from "./visits.schema";
import { rotaRows } from "~/features/staff/engineer-hours.server";

type Rota = Awaited<ReturnType<typeof rotaRows>>;

// An engineer's clashes are warnings, never refusals: double-booked (two open visits overlapping),
// outside their working hours for the weekday (engineer_hours; no row for the weekday = not working)
// or on a day off (engineer_days_off). Worked out when read, from the visits, hours and days off.

type Executor = Pick<Database, "select">;

const isOpen = (status: VisitStatus) =>
  (OPEN_VISIT_STATUSES as readonly VisitStatus[]).includes(status);

export type ConflictKind = "double_booked" | "outside_hours" | "day_off";

export type VisitConflict = {
  kind: ConflictKind;
  engineerId: string;
  engineerName: string;
  message: string;
  otherVisitId?: string;
};

/** A visit's place in the day, as the conflict check reads it. */
export type Slot = {
  id?: string;
  day: string;
  startMinute: number;
  durationMinutes: number;
  engineerIds: string[];
  status?: VisitStatus;
};

const WEEKDAY_NAMES = [
  "Sundays",
  "Mondays",
  "Tuesdays",
  "Wednesdays",
  "Thursdays",
  "Fridays",
  "Saturdays",
];

/** 1 = Monday … 7 = Sunday, as engineer_hours stores it. */
export function isoWeekday(day: string) {
  const d = dayOfWeek(day);
  return d === 0 ? 7 : d;
}

/**
 * The clashes of each slot (by its index): an engineer with another open visit overlapping it on
 * the same day, outside their working hours for that weekday (no hours that day = not working), or
 * on a day off. Done and could-not-attend visits clash with nothing. Read in one go for all the
 * slots: the other visits, hours and days off of the engineers and days involved.
 */
export async function slotConflicts(
  slots: Slot[],
  db: Executor = getDb(),
): Promise<VisitConflict[][]> {
  const engineerIds = [...new Set(slots.flatMap((s) => s.engineerIds))];
  const days = [...new Set(slots.map((s) => s.day))];
  if (engineerIds.length === 0 || days.length === 0) return slots.map(() => []);
  // One after another: inside a transaction they share one connection.
  const names = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(inArray(user.id, engineerIds));
  const sorted = [...days].sort();
  const { hours, daysOff } = await rotaRows(db, { userIds: engineerIds, from: sorted[0], to: sorted[sorted.length - 1] });
  const booked = await db
    .select({
      id: visits.id,
      userId: visitEngineers.userId,
      day: visits.day,
      startMinute: visits.startMinute,
      durationMinutes: visits.durationMinutes,
    })
    .from(visitEngineers)
    .innerJoin(visits, eq(visits.id, visitEngineers.visitId))
    .where(
      and(
        inArray(visitEngineers.userId, engineerIds),
        inArray(visits.day, days),
        inArray(visits.status, [...OPEN_VISIT_STATUSES]),
      ),
    );
  return conflictsFrom(slots, {
    hours,
    daysOff,
    booked,
    nameOf: new Map(names.map((n) => [n.id, n.name])),
  });
}

type Booked = {
  id: string;
  userId: string;
  day: string;
  startMinute: number;
  durationMinutes: number;
};

/** The clashes of each slot from what was read: the engineers' hours, days off and open visits (`booked`, one row per engineer). */
export function conflictsFrom(
  slots: Slot[],
  ctx: {
    hours: Rota["hours"];
    daysOff: Rota["daysOff"];
    booked: Booked[];
    nameOf: Map<string, string>;
  },
): VisitConflict[][] {
  const hoursOf = new Map(
    ctx.hours.map((h) => [`${h.userId}|${h.weekday}`, h]),
  );
  const offOf = new Map(ctx.daysOff.map((d) => [`${d.userId}|${d.day}`, d]));
  const bookedOf = new Map<string, Booked[]>();
  for (const b of ctx.booked) {
    const key = `${b.userId}|${b.day}`;
    const list = bookedOf.get(key);
    if (list) list.push(b);
    else bookedOf.set(key, [b]);
  }
  // A week's board has thousands of slots over seven days: each day's weekday is worked out once.
  const weekdays = new Map<string, number>();
  const weekdayOf = (day: string) => {
    let weekday = weekdays.get(day);
    if (weekday === undefined) weekdays.set(day, (weekday = isoWeekday(day)));
    return weekday;
  };
  return slots.map((slot) => {
    const out: VisitConflict[] = [];
    if (slot.status && !isOpen(slot.status)) return out;
    const end = slot.startMinute + slot.durationMinutes;
    for (const engineerId of slot.engineerIds) {
      const engineerName = ctx.nameOf.get(engineerId) ?? "An engineer";
      const off = offOf.get(`${engineerId}|${slot.day}`);
      if (off)
        out.push({
          kind: "day_off",
          engineerId,
          engineerName,
          message: `${engineerName} is off that day${off.reason ? ` (${off.reason})` : ""}`,
        });
      const h = hoursOf.get(`${engineerId}|${weekdayOf(slot.day)}`);
      if (!h) {
        out.push({
          kind: "outside_hours",
          engineerId,
          engineerName,
          message: `${engineerName} does not work on ${WEEKDAY_NAMES[weekdayOf(slot.day) % 7]}`,
        });
      } else if (slot.startMinute < h.startMinute || end > h.endMinute) {
        out.push({
          kind: "outside_hours",
          engineerId,
          engineerName,
          message: `Outside ${engineerName}'s hours (${minuteToTime(h.startMinute)}–${minuteToTime(h.endMinute)})`,
        });
      }
      for (const other of bookedOf.get(`${engineerId}|${slot.day}`) ?? []) {
        if (other.id === slot.id) continue;
        if (
          other.startMinute < end &&
          slot.startMinute < other.startMinute + other.durationMinutes
        ) {
          out.push({
            kind: "double_booked",
            engineerId,
            engineerName,
            otherVisitId: other.id,
            message: `${engineerName} is already booked ${minuteToTime(other.startMinute)}–${minuteToTime(other.startMinute + other.durationMinutes)}`,
          });
        }
      }
    }
    return out;
  });
}

/** The clashes of one visit as it is (or of a day, start, duration and engineers not yet saved, for the form). */
export async function visitConflicts(input: {
  visitId?: string;
  day: string;
  startMinute: number;
  durationMinutes: number;
  engineerIds: string[];
}): Promise<VisitConflict[]> {
  const [conflicts] = await slotConflicts([
    {
      id: input.visitId,
      day: input.day,
      startMinute: input.startMinute,
      durationMinutes: input.durationMinutes,
      engineerIds: input.engineerIds,
    },
  ]);
  return conflicts;
}
