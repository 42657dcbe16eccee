// Display formats: UK English, pounds sterling, dates in Europe/London. Each formatter is made once:
// building an Intl formatter costs far more than using one.

const money = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

/** 123450 -> "£1,234.50" */
export function formatPence(pence: number) {
  return money.format(pence / 100);
}

const TZ = "Europe/London";

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

/** "in_progress" -> "in progress" (underscores shown as spaces). */
export function humanise(value: string) {
  return value.replaceAll("_", " ");
}
