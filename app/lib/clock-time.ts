// Times of day as the business keeps them: minutes after midnight, London (visits, working hours).
// Plain arithmetic, safe in the browser.

/** Minutes after midnight as the clock reads: 570 → "09:30". */
export function minuteToTime(minute: number) {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

/** Minutes after midnight from "HH:MM": "09:30" → 570. */
export function timeToMinute(time: string) {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
}
