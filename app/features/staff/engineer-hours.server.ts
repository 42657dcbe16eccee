import { and, asc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { engineerDaysOff, engineerHours, user, userRoles } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { requireOfficeActor } from "~/features/auth/roles.server";
import type { Actor } from "~/lib/actor";
import { dayOfWeek, dayStart, shiftDay, todayKey } from "~/lib/business-day";
import { requireConfirmed } from "~/lib/confirmation";
import { DomainError } from "~/lib/domain-error";
import type { WeeklyHours } from "./staff.schema";

// Engineers' working hours and days off (the owner of `engineer_hours` and `engineer_days_off`).
// The office (admin or office role) reads and edits them on a person's page; the dispatch board and
// the free slots read them through `engineerWeek` and `listEngineers`, which take no actor: they
// are reads for other modules, whose own functions check who is asking.

/** An engineer: id, name and e-mail address. */
export type Engineer = { id: string; name: string; email: string };

/** Every account with the engineer role, by name. */
export async function listEngineers(): Promise<Engineer[]> {
  return getDb()
    .select({ id: user.id, name: user.name, email: user.email })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .where(eq(userRoles.role, "engineer"))
    .orderBy(asc(sql`lower(${user.name})`), asc(user.email));
}

/** One day of an engineer: their hours (minutes after midnight, London), or null when they do not work it. */
export type EngineerDay = {
  day: string;
  /** The usual hours of that weekday; null when they do not work that weekday, or have the day off. */
  hours: { startMinute: number; endMinute: number } | null;
  /** The day off's reason ("Day off" when none was given), or null when it is not a day off. */
  dayOff: string | null;
};

/**
 * The rows of the rota between two days: the weekly hours and the days off of `userIds` (of every
 * engineer when none are given), read through `db` (a caller's transaction, say). The dispatch board,
 * the clash checks and `engineerWeek` all read them here.
 */
export async function rotaRows(db: Pick<Database, "select">, { userIds, from, to }: { userIds?: string[]; from: string; to: string }) {
  // One after another: inside a transaction they share one connection.
  const hours = await db
    .select({ userId: engineerHours.userId, weekday: engineerHours.weekday, startMinute: engineerHours.startMinute, endMinute: engineerHours.endMinute })
    .from(engineerHours)
    .innerJoin(userRoles, and(eq(userRoles.userId, engineerHours.userId), eq(userRoles.role, "engineer")))
    .where(userIds ? inArray(engineerHours.userId, userIds) : undefined);
  const daysOff = await db
    .select({ userId: engineerDaysOff.userId, day: engineerDaysOff.day, reason: engineerDaysOff.reason })
    .from(engineerDaysOff)
    .where(and(userIds ? inArray(engineerDaysOff.userId, userIds) : undefined, gte(engineerDaysOff.day, from), lte(engineerDaysOff.day, to)));
  return { hours, daysOff };
}

/** The longest stretch `engineerWeek` answers for. */
export const ENGINEER_WEEK_MAX_DAYS = 62;

/** The weekday of a day key as the hours grid numbers it: 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string) {
  return dayOfWeek(day) === 0 ? 7 : dayOfWeek(day);
}

function checkDay(day: string, field: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !dayStart(day)) throw new DomainError("invalid", "Enter a real date.", { fieldErrors: { [field]: "Enter a real date" } });
}

/**
 * For each engineer of `userIds` (in that order) and each day from `fromDay` to `toDay` (London day
 * keys, both included, at most 62 days): their hours that day, and whether it is a day off. An id
 * that is not an engineer's gets days without hours.
 */
export async function engineerWeek(userIds: string[], fromDay: string, toDay: string): Promise<Array<{ userId: string; days: EngineerDay[] }>> {
  checkDay(fromDay, "from");
  checkDay(toDay, "to");
  if (toDay < fromDay) throw new DomainError("invalid", "The last day must not be before the first.");
  const days: string[] = [];
  for (let d = fromDay; d <= toDay; d = shiftDay(d, 1)) {
    days.push(d);
    if (days.length > ENGINEER_WEEK_MAX_DAYS) throw new DomainError("invalid", `Ask for at most ${ENGINEER_WEEK_MAX_DAYS} days at a time.`);
  }
  if (userIds.length === 0) return [];
  const { hours, daysOff: off } = await rotaRows(getDb(), { userIds, from: fromDay, to: toDay });
  const hoursOf = new Map(hours.map((h) => [`${h.userId} ${h.weekday}`, { startMinute: h.startMinute, endMinute: h.endMinute }]));
  const offOf = new Map(off.map((o) => [`${o.userId} ${o.day}`, o.reason?.trim() || "Day off"]));
  return userIds.map((userId) => ({
    userId,
    days: days.map((day) => {
      const dayOff = offOf.get(`${userId} ${day}`) ?? null;
      return { day, hours: dayOff ? null : (hoursOf.get(`${userId} ${isoWeekday(day)}`) ?? null), dayOff };
    }),
  }));
}

async function requireEngineerAccount(userId: string) {
  const [row] = await getDb().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).limit(1);
  if (!row) throw new DomainError("not_found", "That member of staff was not found.");
  if (row.role !== "engineer") throw new DomainError("conflict", "Working hours and days off are kept for engineers only.", { reason: "not_engineer" });
}

/** An engineer's week: `[Monday … Sunday]`, each their hours or null (not working). For the office. */
export async function weeklyHours({ actor, userId }: { actor: Actor; userId: string }): Promise<WeeklyHours> {
  requireOfficeActor(actor);
  const rows = await getDb().select().from(engineerHours).where(eq(engineerHours.userId, userId));
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const row = rows.find((r) => r.weekday === weekday);
    return row ? { startMinute: row.startMinute, endMinute: row.endMinute } : null;
  });
}

/**
 * The office (admin or office role) sets an engineer's usual week: seven days, each null (not
 * working) or a start before an end on the quarter hour (the form's schema checks that; here again).
 */
export async function saveWeeklyHours({ actor, userId, days }: { actor: Actor; userId: string; days: WeeklyHours }) {
  requireOfficeActor(actor);
  if (days.length !== 7) throw new DomainError("invalid", "Give all seven days.");
  days.forEach((d, i) => {
    if (d && !(d.startMinute >= 0 && d.startMinute < d.endMinute && d.endMinute <= 1440 && d.startMinute % 15 === 0 && d.endMinute % 15 === 0)) {
      throw new DomainError("invalid", "Each day's end must be after its start, on the quarter hour.", { fieldErrors: { [`days[${i}].end`]: "The end must be after the start" } });
    }
  });
  await requireEngineerAccount(userId);
  const before = await weeklyHours({ actor, userId });
  await getDb().transaction(async (tx) => {
    await tx.delete(engineerHours).where(eq(engineerHours.userId, userId));
    const rows = days.flatMap((d, i) => (d ? [{ userId, weekday: i + 1, startMinute: d.startMinute, endMinute: d.endMinute }] : []));
    if (rows.length) await tx.insert(engineerHours).values(rows);
    await recordAudit(tx, { actorUserId: actor.id, action: "update_hours", entityType: "user", entityId: userId, changes: { hours: { from: before, to: days } } });
  });
}

export type DayOff = { id: string; day: string; reason: string | null };

/** An engineer's days off from `fromDay` (today, London, unless given) on, by day. For the office. */
export async function listDaysOff({ actor, userId, fromDay = todayKey() }: { actor: Actor; userId: string; fromDay?: string }): Promise<DayOff[]> {
  requireOfficeActor(actor);
  return getDb()
    .select({ id: engineerDaysOff.id, day: engineerDaysOff.day, reason: engineerDaysOff.reason })
    .from(engineerDaysOff)
    .where(and(eq(engineerDaysOff.userId, userId), gte(engineerDaysOff.day, fromDay)))
    .orderBy(asc(engineerDaysOff.day))
    .limit(400);
}

/** The longest range of days off added at once. */
export const DAYS_OFF_MAX = 366;

/**
 * The office adds a day off, or every day of a range (`to`), with a reason: not in the past
 * (London), at most a year at once; days already off are left as they are. Returns how many were added.
 */
export async function addDaysOff({
  actor,
  userId,
  input,
  today = todayKey(),
}: {
  actor: Actor;
  userId: string;
  input: { from: string; to?: string; reason?: string };
  today?: string;
}): Promise<number> {
  requireOfficeActor(actor);
  checkDay(input.from, "from");
  const to = input.to || input.from;
  checkDay(to, "to");
  if (to < input.from) throw new DomainError("invalid", "The last day must not be before the first.", { fieldErrors: { to: "The last day must not be before the first" } });
  if (input.from < today) throw new DomainError("invalid", "A day off cannot be in the past.", { fieldErrors: { from: "Choose today or a later day" } });
  const days: string[] = [];
  for (let d = input.from; d <= to; d = shiftDay(d, 1)) {
    days.push(d);
    if (days.length > DAYS_OFF_MAX) throw new DomainError("invalid", "Add at most a year of days off at once.", { fieldErrors: { to: "At most a year at once" } });
  }
  await requireEngineerAccount(userId);
  const reason = input.reason?.trim() || null;
  return getDb().transaction(async (tx) => {
    const added = await tx
      .insert(engineerDaysOff)
      .values(days.map((day) => ({ userId, day, reason })))
      .onConflictDoNothing()
      .returning({ id: engineerDaysOff.id });
    if (added.length) {
      await recordAudit(tx, { actorUserId: actor.id, action: "add_days_off", entityType: "user", entityId: userId, changes: { from: input.from, to, reason, count: added.length } });
    }
    return added.length;
  });
}

/** The office deletes a day off, once confirmed; one in the past stays (it is what happened). */
export async function deleteDayOff({ actor, userId, dayOffId, input, today = todayKey() }: { actor: Actor; userId: string; dayOffId: string; input?: unknown; today?: string }) {
  requireOfficeActor(actor);
  requireConfirmed(input as Record<string, unknown>, "delete this day off");
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(engineerDaysOff)
      .where(and(eq(engineerDaysOff.id, dayOffId), eq(engineerDaysOff.userId, userId)))
      .for("update");
    if (!row) throw new DomainError("not_found", "That day off was not found.");
    if (row.day < today) throw new DomainError("conflict", "A day off in the past cannot be deleted.", { reason: "past" });
    await tx.delete(engineerDaysOff).where(eq(engineerDaysOff.id, row.id));
    await recordAudit(tx, { actorUserId: actor.id, action: "delete_day_off", entityType: "user", entityId: userId, changes: { day: row.day, reason: row.reason } });
    return row;
  });
}
