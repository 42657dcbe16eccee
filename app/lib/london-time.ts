import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

export const LONDON = "Europe/London";

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
  const london = new TZDate(year, month - 1, day, hour, minute, second, LONDON);
  // Reject 30 February and the like (the constructor rolls them into the next month).
  if (london.getFullYear() !== year || london.getMonth() !== month - 1 || london.getDate() !== day) return null;
  return new Date(london.getTime());
}

/** The value for `<input type="datetime-local">` showing `date` on London's clock ("2026-07-01T09:30"). */
export function dateToLondonInput(date: Date | string): string {
  return format(new TZDate(new Date(date), LONDON), "yyyy-MM-dd'T'HH:mm");
}
