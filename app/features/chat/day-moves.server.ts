/**
 * A visit moved once a day is chosen: "the day before instead", "push it back a week n a day", "the tuesday of the
 * week after", "still the 17th". Each is read against the chosen day, never against today.
 */
import { dayKey, dayOfWeek, shiftDay } from "~/lib/business-day";
import { shiftWorkingDays } from "./named-days.server";
import {
  countOf,
  dayString,
  findPreferredTime,
  HABIT_DAYS,
  MONTH,
  type TimeFinding,
  WEEKDAY,
  WEEKDAY_AFTER,
  weekdayBeside,
  weekdayIndex,
  weekdayInWeekOf,
  withoutDayLastedUntil,
  withoutRecurrence,
} from "./when.server";

const A_WEEKDAY = new RegExp(`\\b${WEEKDAY}\\b`, "i");

/**
 * "still the 17th", "can we do the 23rd instead": a day of the month named alone, once a day is chosen, is
 * that day in the chosen day's month (unless it has passed), or null when the text names more than that.
 */
export function dayOfChosenMonth(chosen: string, said: string, now: Date): string | null {
  // "the tree surgeons r blocking the lane that tuesday, can we say the 7th instead": the chosen day named again is no other day.
  const text = withoutDayLastedUntil(said).replace(new RegExp(`\\b(?:same|that) (?:day|date|${WEEKDAY})\\b`, "gi"), " ");
  const m = /\b(\d{1,2})(?:st|nd|rd|th)\b/i.exec(text);
  if (!m || new RegExp(`\\b${MONTH}\\b|\\b${WEEKDAY}\\b|\\b(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)\\b|\\d{1,2}[/.-]\\d{1,2}`, "i").test(text)) return null;
  const date = `${chosen.slice(0, 8)}${m[1].padStart(2, "0")}`;
  const real = new Date(`${date}T12:00:00Z`);
  return !Number.isNaN(real.getTime()) && real.toISOString().slice(0, 10) === date && date >= dayKey(now) ? date : null;
}

/** One part of a move by days or weeks: "a week", "3 days", "a fortnight", "48 hours" (whole days of them). */
const SHIFT_PART = /\b(an?|one|two|three|four|five|six|[1-9]|24|48|72|96)\s+((?:working |business )?days?|nights?|weeks?|fortnights?|hours?|hrs?)\b/gi;
const SHIFT_AMOUNT = String.raw`(?:an?|one|two|three|four|five|six|[1-9]|24|48|72|96)\s+(?:(?:working |business )?days?|nights?|weeks?|fortnights?|hours?|hrs?)(?:\s*(?:and|n|&|plus|,)\s*(?:an?|one|two|three|four|five|six|[1-9])\s+days?)?`;
/** A visit moved by days or weeks: "push it back a week n a day", "bring it forward 3 days", "2 days later". */
const SHIFT_ASKED = new RegExp(
  String.raw`\b(?:push|move|put|knock|shift|bring|pull)\s+(?:it\s+|that\s+|the\s+(?:visit|booking|appointment|day|date)\s+)?(?:back|on|later|forward)\s+(?:by\s+)?${SHIFT_AMOUNT}\b|\b${SHIFT_AMOUNT}\s+(?:later|earlier|sooner|before|after|on)\b(?!\s+(?:the|that|this|next|${WEEKDAY.slice(1, -1)})\b)`,
  "i",
);

/** The time already chosen, kept: "same time", "at the same time". */
const SAME_TIME = /\b(?:the )?same (?:time|slot)\b/i;

/** A day counted from the chosen one, with the part of the day the rest of the message names. */
function counted(date: string, rest: string, now: Date): TimeFinding {
  // "…never cleared down before 11. Could you do it 3 nights earlier instead, same time?": the time kept outranks an hour told.
  const window = SAME_TIME.test(rest) ? undefined : findPreferredTime(withoutRecurrence(rest), now)?.window;
  return { ...(window ? { window } : {}), date, ...(date < dayKey(now) ? { problem: "past" as const } : {}) };
}

/** Words that move a visit to another day: "make it", "instead", "can we do", "bring it forward", "same time". */
export const MOVES_A_VISIT =
  /\b(?:make it|instead|rather|change it to|(?:move|moving|change|changing|switch|swap) (?:it|the (?:day|date|visit|booking|appointment)|that)|bring (?:it )?forward|push (?:it )?back|can we do|could (?:you|u|we) do|can (?:you|u) do|how about|what about|go for|same time)\b/i;

/** "the day before instead", "a day later", "the following day": a day counted from `chosen`, or null when none is. */
export function dayCountedFrom(chosen: string, said: string, now: Date): TimeFinding | null {
  // "the 23rd's no good now, cud u do the tuesday after": the chosen day named again by its date is no other day.
  const text = said.replace(new RegExp(`\\b(?:the )?${Number(chosen.slice(8))}(?:st|nd|rd|th)(?:'s)?(?! (?:of )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))\\b`, "gi"), " ");
  // "push it to the following week, same day", "the week before instead": a week either side of the chosen day.
  // "that tuesday" (the chosen day's weekday, named as that one) names no other day.
  const chosenWeekday = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"][dayOfWeek(chosen)];
  const otherDays = text.replace(new RegExp(`\\b(?:that|the same|on the) ${chosenWeekday}\\b`, "gi"), " ");
  // "push it back a week n a day", "bring it forward 3 days", "a fortnight later": days and weeks either side of the
  // chosen day (a week alone not when another weekday is named: "the week after, on the wednesday").
  const shift = SHIFT_ASKED.exec(otherDays);
  const byWeeks = shift && /\bweeks?\b/i.test(shift[0]) && !/\b(?:2|two) weeks\b/i.test(shift[0]);
  if (shift && !(byWeeks && A_WEEKDAY.test(otherDays))) {
    const back = /\b(?:forward|earlier|sooner|before)\b/i.test(shift[0]);
    // "2 working days later": counted over working days only.
    const working = /\b(\w+)\s+(?:working|business) days?\b/i.exec(shift[0]);
    if (working) return counted(shiftWorkingDays(chosen, (back ? -1 : 1) * countOf(working[1])), text.replace(shift[0], " "), now);
    const amount = [...shift[0].matchAll(SHIFT_PART)].reduce((sum, p) => sum + countOf(p[1]) * (/^fortnight/i.test(p[2]) ? 14 : /^week/i.test(p[2]) ? 7 : /^h/i.test(p[2]) ? 1 / 24 : 1), 0);
    // "3 hours later" is the same day: no day moved.
    if (Number.isInteger(amount)) return counted(shiftDay(chosen, back ? -amount : amount), text.replace(shift[0], " "), now);
  }
  const week = A_WEEKDAY.test(otherDays) ? null : /\b(?:the )?(following|next|previous) week\b.{0,25}\bsame day\b|\bthe week (before|after)(?: instead)?\b(?!\s+next)/i.exec(text);
  if (week) {
    const back = /^(?:previous|before)$/i.test(week[1] ?? week[2] ?? "");
    return counted(shiftDay(chosen, back ? -7 : 7), text.replace(week[0], " "), now);
  }
  // "we're shut on the monday of that week, can u do that day": that weekday in the chosen day's week.
  const sameWeek = new RegExp(`\\bthe ${WEEKDAY}(?: (morning|afternoon|evening))? of (?:that|the same|this)(?: same)? week\\b`, "i").exec(text);
  if (sameWeek) {
    return counted(weekdayInWeekOf(new Date(`${chosen}T12:00:00Z`), sameWeek[1]), text.replace(sameWeek[0], ` ${sameWeek[2] ?? ""} `), now);
  }
  // "the next working day instead", "the working day before": the working day either side of the chosen one.
  const workday = /\bthe (?:(next|following) working day|(?:previous |last )?working day (before))\b/i.exec(text);
  if (workday) return counted(shiftWorkingDays(chosen, workday[1] ? 1 : -1), text.replace(workday[0], " "), now);
  // "a school trip that friday, cud u do the following tuesday instead", "the Tuesday following": the weekday after the chosen day.
  const following = new RegExp(`\\bthe following ${WEEKDAY}\\b|\\bthe ${WEEKDAY} following\\b`, "i").exec(text);
  if (following) return counted(dayString(weekdayBeside(new Date(`${chosen}T12:00:00Z`), weekdayIndex((following[1] ?? following[2])!), "after")), text.replace(following[0], " "), now);
  // "the Wednesday of the week after", "the monday of the week before": that weekday in the week either side of the chosen day's.
  // "the week after, on the tuesday": the same, said the other way round.
  const ofWeek = new RegExp(`\\bthe ${WEEKDAY} of the (?:week (after|before)|(following|next|previous) week)\\b`, "i").exec(text);
  const weekThen = ofWeek ? null : new RegExp(`\\b(?:the )?(?:week (after|before)|(following|next|previous) week),? (?:on |on the |the )${WEEKDAY}\\b`, "i").exec(text);
  const weekBeside = ofWeek ? { all: ofWeek[0], weekday: ofWeek[1], side: ofWeek[2] ?? ofWeek[3] } : weekThen ? { all: weekThen[0], weekday: weekThen[3], side: weekThen[1] ?? weekThen[2] } : null;
  if (weekBeside) {
    const back = /^(?:before|previous)$/i.test(weekBeside.side!);
    return counted(weekdayInWeekOf(new Date(`${shiftDay(chosen, back ? -7 : 7)}T12:00:00Z`), weekBeside.weekday!), text.replace(weekBeside.all, " "), now);
  }
  // "she's coming that tuesday, can we make it the wednesday": a weekday put as "the" one in a change is in the chosen
  // day's week, when no other day is named (the chosen day named again is none).
  const theWeekday = new RegExp(`\\bthe ${WEEKDAY}\\b(?!'?s?\\s*(?:after|before|of|week)\\b)`, "i").exec(text);
  if (theWeekday && MOVES_A_VISIT.test(text) && shiftDay(chosen, -7) > dayKey(now)) {
    // "the sellers cant do the thursday, cud we make it 2 days later": the weekday is the one left, the day is counted.
    const countedRest = dayCountedFrom(chosen, text.replace(theWeekday[0], " "), now);
    if (countedRest) return countedRest;
    const rest = withoutRecurrence(text.replace(theWeekday[0], " ").replace(HABIT_DAYS, " "));
    const other = findPreferredTime(rest, now)?.date;
    if (!other || dayOfWeek(other) === dayOfWeek(chosen)) {
      return counted(weekdayInWeekOf(new Date(`${chosen}T12:00:00Z`), theWeekday[1]), text.replace(theWeekday[0], " "), now);
    }
  }
  // "can u do the tuesday after instead": that weekday after the chosen day, when no other day is named
  // ("we close at 8 on sundays" names a habit, not a day).
  const weekdayAfter = WEEKDAY_AFTER.exec(text);
  // "scrap thursday, the friday straight after", "away that weekend, the thursday before", "booked from that friday for the
  // whole weekend, the thursday before": the chosen day, named again, is no other day, nor is its weekend.
  const otherDay = weekdayAfter ? findPreferredTime(withoutRecurrence(text.replace(weekdayAfter[0], " ").replace(HABIT_DAYS, " ").replace(/\b(?:that|the(?: whole)?|all(?: the)?) (?:weekend|week)\b/gi, " ")), now)?.date : undefined;
  const sameWeekday = otherDay && dayOfWeek(otherDay) === dayOfWeek(chosen);
  if (weekdayAfter && (!otherDay || sameWeekday)) {
    const date = dayString(weekdayBeside(new Date(`${chosen}T12:00:00Z`), weekdayIndex(weekdayAfter[1]), weekdayAfter[2]));
    return counted(date, text.replace(weekdayAfter[0], " ").replace(HABIT_DAYS, " "), now);
  }
  // "the same day after we've locked up": the chosen day itself, later on.
  const m = /(?<!\b(?:same|that)\s)\b(?:the )?day (before|after)\b(?!\s+(?:tomorrow|that|the|next|this|my|our|\w+day))|\b(?:a|one|1) day (later|earlier|sooner|before|after)\b|\bthe (next|following|previous) (?:day|night|evening|morning)\b|\b(?:the )?night (before|after)\b(?!\s+(?:tomorrow|that|the|next|this))/i.exec(text);
  if (!m) return null;
  // Not when another day is named beside it ("the day after" alone is not tomorrow here), unless that day is
  // the chosen one ("hes got a hospital appointment on the 28th, cud u do the day after instead").
  const rest = withoutRecurrence(text.replace(m[0], " "));
  const other = findPreferredTime(rest, now)?.date;
  const date = shiftDay(chosen, /^(?:before|earlier|sooner|previous)$/i.test(m[1] ?? m[2] ?? m[3] ?? m[4]) ? -1 : 1);
  // "the next night instead, the friday": the weekday named beside it only confirms the day counted.
  const confirms = other && dayOfWeek(other) === dayOfWeek(date);
  if (other && other !== chosen && !confirms && dayOfChosenMonth(chosen, rest, now) !== chosen) return null;
  return counted(date, text, now);
}
