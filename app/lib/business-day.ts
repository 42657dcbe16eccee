/**
 * The business day: the business works on London's clock, so every "today", every date typed or
 * shown and every day a job falls on is a day in Europe/London, whatever the server's own zone.
 * One module for all of it: the time zone, today, day keys "YYYY-MM-DD" and month keys "YYYY-MM",
 * stepping days, weeks and months, weekdays, the London instant of a day and time, and the formats
 * people read. Instants are plain `Date`s. Time-zone rules come from @date-fns/tz and Intl, never
 * from offsets worked out by hand.
 */
import { TZDate } from "@date-fns/tz";
import {
  addDays,
  addMonths,
  addWeeks,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  getDay,
  isWeekend as isSaturdayOrSunday,
  nextMonday,
  previousFriday,
  startOfMonth,
  startOfWeek,
} from "date-fns";

/** The business's time zone: scheduled tasks, database defaults and every date shown use it. */
export const TZ = "Europe/London";
const WEEK = { weekStartsOn: 1 } as const;

/**
 * The years a date typed or put in an address may fall in. Wide enough for any real job or
 * document, and far enough inside four-digit years that a calendar's grid and its "next" links
 * around the edges still have real days to show.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2199;

const KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Noon of a real day key with a four-digit year, in the server's own time zone, for arithmetic on
 * calendar days (add a month, the weeks of a month, a day's name). No time zone matters for those,
 * and noon is never skipped or repeated by a clock change; working on London instants instead would
 * look London's offset up for every step.
 */
function calendarDay(key: string): Date | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const [y, m, d] = match.slice(1).map(Number);
  const date = new Date(y, m - 1, d, 12);
  date.setFullYear(y); // years before 100 are not shifted to the 1900s
  return format(date, "yyyy-MM-dd") === key ? date : null;
}

/** London midnight at the start of a real day key: the instant a London day begins. */
function keyStart(key: string): TZDate | null {
  const day = calendarDay(key);
  return day ? new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), TZ) : null;
}

/**
 * London midnight at the start of a day key, or null when the key is not a real date from
 * FIRST_YEAR to LAST_YEAR. This is the check for every date that comes from outside.
 */
export function dayStart(key: string): TZDate | null {
  const year = Number(key.slice(0, 4));
  if (!(year >= FIRST_YEAR && year <= LAST_YEAR)) return null;
  return keyStart(key);
}

// One formatter for every instant shown in London time: its parts give the day key, the time and
// the 12-hour start, from one lookup of the time zone's rules.
const londonClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: TZ,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Year, month, day, hour and minute of an instant on London clocks, as the digits shown. */
function londonParts(instant: Date | string | number) {
  const parts: Record<string, string> = {};
  for (const part of londonClock.formatToParts(new Date(instant))) parts[part.type] = part.value;
  return { year: parts.year.padStart(4, "0"), month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

/** The London day of an instant: "2026-11-21". */
export function dayKey(instant: Date | string | number) {
  const { year, month, day } = londonParts(instant);
  return `${year}-${month}-${day}`;
}

/** Today in London: "2026-07-01" from 23:30 UTC on 30 June in summer time. */
export function todayKey(now: Date = new Date()) {
  return dayKey(now);
}

/** The weekday of a day key: 0 for Sunday to 6 for Saturday. */
export function dayOfWeek(day: string) {
  return getDay(calendarDay(day)!);
}

/** Saturday or Sunday. */
export function isWeekend(day: string) {
  return isSaturdayOrSunday(calendarDay(day)!);
}

/**
 * Planned work happens Monday to Friday: a weekday is itself, a weekend day moves to the Monday
 * after (`direction` 1) or the Friday before (-1).
 */
export function workingDay(day: string, direction: 1 | -1) {
  const date = calendarDay(day)!;
  if (!isSaturdayOrSunday(date)) return day;
  return format(direction === 1 ? nextMonday(date) : previousFriday(date), "yyyy-MM-dd");
}

/** A month key "YYYY-MM" from FIRST_YEAR to LAST_YEAR. */
export function isMonthKey(key: string) {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(key)) return false;
  const year = Number(key.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

export function monthOf(day: string) {
  return day.slice(0, 7);
}

export function shiftMonth(month: string, by: number) {
  return format(addMonths(calendarDay(`${month}-01`)!, by), "yyyy-MM");
}

export function shiftDay(day: string, by: number) {
  return format(addDays(calendarDay(day)!, by), "yyyy-MM-dd");
}

export function shiftWeek(day: string, by: number) {
  return format(addWeeks(calendarDay(day)!, by), "yyyy-MM-dd");
}

/** The weeks (Monday first) that show a month, as rows of seven day keys. */
export function monthGrid(month: string): string[][] {
  const first = calendarDay(`${month}-01`)!;
  const days = eachDayOfInterval({ start: startOfWeek(startOfMonth(first), WEEK), end: endOfWeek(endOfMonth(first), WEEK) }).map((d) =>
    format(d, "yyyy-MM-dd"),
  );
  const weeks: string[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** Monday to Sunday of the week that contains `day`. */
export function weekOf(day: string): string[] {
  const monday = startOfWeek(calendarDay(day)!, WEEK);
  return Array.from({ length: 7 }, (_, i) => format(addDays(monday, i), "yyyy-MM-dd"));
}

/** The instants from the start of `first` to the start of the day after `last` (London days, so 23 or 25 hours around clock changes). */
export function instantRange(first: string, last: string) {
  return { from: new Date(keyStart(first)!.getTime()), to: new Date(addDays(keyStart(last)!, 1).getTime()) };
}

/** The instant London clocks show `time` ("HH:MM") on `day`, or null for a bad date or time. */
export function londonInstant(day: string, time: string): Date | null {
  const start = dayStart(day);
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!start || !match) return null;
  const [y, m, d] = day.split("-").map(Number);
  return new Date(new TZDate(y, m - 1, d, Number(match[1]), Number(match[2]), TZ).getTime());
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/**
 * The instant of a London wall-clock date-time as typed in `<input type="datetime-local">`
 * ("2026-07-01T09:30"), or null when the text is not a real date-time. A time that the clocks
 * skip in spring is taken one hour later, as a person would.
 */
export function londonInputToDate(value: string): Date | null {
  const m = LOCAL_DATE_TIME.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0));
  if (year < 1900 || year > 2200 || hour > 23 || minute > 59 || second > 59) return null;
  const london = new TZDate(year, month - 1, day, hour, minute, second, TZ);
  // Reject 30 February and the like (the constructor rolls them into the next month).
  if (london.getFullYear() !== year || london.getMonth() !== month - 1 || london.getDate() !== day) return null;
  return new Date(london.getTime());
}

/** The value for `<input type="datetime-local">` showing `date` on London's clock ("2026-07-01T09:30"). */
export function dateToLondonInput(date: Date | string): string {
  return format(new TZDate(new Date(date), TZ), "yyyy-MM-dd'T'HH:mm");
}

/** "HH:MM" in London of an instant (for a time input). */
export function timeKey(instant: Date | string) {
  const { hour, minute } = londonParts(instant);
  return `${hour}:${minute}`;
}

/** The side panel's heading: "21 November 2026". */
export function formatDayHeading(day: string) {
  return format(calendarDay(day)!, "d MMMM yyyy");
}

/** A job's start on the 24-hour clock (London): "09:30". */
export function formatStart(instant: Date | string) {
  const { hour, minute } = londonParts(instant);
  return `${hour}:${minute}`;
}

/** "November 2026" */
export function formatMonth(month: string) {
  return format(calendarDay(`${month}-01`)!, "MMMM yyyy");
}

/** "Saturday 21 November 2026" (for screen readers). */
export function formatDayLong(day: string) {
  return format(calendarDay(day)!, "EEEE d MMMM yyyy");
}

/** "Sat 21 Nov" (week view column heading). */
export function formatDayShort(day: string) {
  return format(calendarDay(day)!, "EEE d MMM");
}

/** "(2 hours)", "(1 hour)", "(1.5 hours)"; empty when unknown. */
export function formatDuration(hours: number | null) {
  if (hours === null || !Number.isFinite(hours)) return "";
  return `(${hours} ${hours === 1 ? "hour" : "hours"})`;
}

// Dates as the admin screens, the portal, e-mails and documents show them (UK English, London).
// Each formatter is made once: building an Intl formatter costs far more than using one.
const mediumDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: TZ });
const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: TZ });
const dateTime = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: TZ });
const timeOfDay = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: TZ });

/** "21 Nov 2026" (admin's medium date). Accepts a Date or "YYYY-MM-DD". */
export function formatDateMedium(value: Date | string) {
  return mediumDate.format(toDate(value));
}

/** "21 November 2026" (portal's long date). */
export function formatDateLong(value: Date | string) {
  return longDate.format(toDate(value));
}

/** "21 Nov 2026, 09:30" */
export function formatDateTime(value: Date | string) {
  return dateTime.format(toDate(value));
}

/** "09:30" (London). */
export function formatTime(value: Date | string) {
  return timeOfDay.format(toDate(value));
}

/** "21 November 2026", or "21 November 2026 at 09:30" when the time is not midnight (London). */
export function formatDateLongWithTime(value: Date | string) {
  const time = formatTime(value);
  return time === "00:00" ? formatDateLong(value) : `${formatDateLong(value)} at ${time}`;
}

function toDate(value: Date | string) {
  if (value instanceof Date) return value;
  // A bare calendar date is that day in London: noon UTC is the same date in every season.
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
}
