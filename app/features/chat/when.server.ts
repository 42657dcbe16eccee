/**
 * Days and times as visitors write them, in Europe/London: "tomorrow morning", "next week Thursday",
 * "the day after tomorrow", "first thing Wednesday", "Easter Monday", "as soon as possible". The
 * table in when.server.test.ts holds the expressions this module is held to, against fixed clocks.
 */
import { TZDate } from "@date-fns/tz";
import { addDays, addMonths, addWeeks, differenceInCalendarDays, format, startOfWeek } from "date-fns";
import { dayKey, shiftDay, TZ } from "~/lib/business-day";
import * as chrono from "chrono-node";
import { PHONE_CANDIDATE } from "./extract.server";
import { holidayDate, isWorkingDay, shiftWorkingDays } from "./named-days.server";

export type TimeWindow = "morning" | "afternoon" | "evening" | "any" | "asap";

export const TIME_WINDOW_LABELS: Record<TimeWindow, string> = {
  morning: "morning (8am to 12pm)",
  afternoon: "afternoon (12pm to 5pm)",
  evening: "evening (5pm to 8pm)",
  any: "any time",
  asap: "as soon as possible",
};

export type TimeFinding = {
  /** YYYY-MM-DD in Europe/London. */
  date?: string;
  window?: TimeWindow;
  /** A day that has passed or is too far ahead. */
  problem?: "past" | "too_far";
};

export const LATEST_BOOKING_DAYS = 120;

const ASAP = /\b(asap|a\.s\.a\.p|as soon as (?:possible|poss|you can)|right away|straight away|immediately|urgently|right now|now please|today if possible|earliest|(?:come|come out|come round|come over|get here|be here|someone|somebody|anyone|an engineer) now)\b/i;
const ANY_TIME = /\b(any ?time|whenever|don'?t mind|not fussy|flexible|all day|any day|whatever (?:time )?suits|what ?ever time|any part of the day|no preference|easy either way|either is fine)\b/i;

/** "every month or so", "once a fortnight", "keeps happening": how often a problem comes back, never a day to book. */
const RECURRING =
  /\b(?:every|each|once a|twice a|once every|couple of times a|few times a)\s+(?:(?:other|couple of|few|single)\s+)?(?:\d+\s+)?(?:day|days|week|weeks|fortnight|month|months|year|years|time|winter|summer|morning|night|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?(?:\s+or so)?(?:\s+it rains)?\b|\b(?:keep|keeps|kept) (?:happening|blocking|coming back|backing up|overflowing|flooding)\b|\b(?:on and off|again and again|all the time|every so often)\b|\b(?:every|each|with every|after every|in every|after any|in any)\s+(?:(?:big|heavy|proper|bad|decent)\s+)?(?:storm|downpour|shower|rainstorm|cloudburst|deluge|heavy rain|spell of rain|wet spell)s?\b|\bwhenever (?:it|the|we|there'?s|there is|i (?:run|use|flush|turn|put))\b(?! (?:engineer|suits|works|is (?:free|convenient)))|\bmost (?:days|nights|weeks|weekends|mornings|evenings|months|times|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)\b/i;

export function mentionsRecurrence(text: string) {
  return RECURRING.test(text);
}

/** The text with every "how often" phrase removed, so that no day is read from it. */
export function withoutRecurrence(text: string) {
  return text.replace(new RegExp(RECURRING.source, "gi"), " ");
}

/** The evening named with an hour ("after work 7ish", "after tea, like half 8"): the hour is the evening's. */
const EVENING_NAMED = /\b(?:after (?:tea|work|dinner|supper)|evenings?|tonight|pm|when (?:i'?m|im|we'?re) (?:home|back)|(?:once|after|when) (?:we|they)(?:'ve| have)? (?:shut|close[sd]?|lock(?:ed)? up))\b/i;

function windowFrom(text: string): TimeWindow | undefined {
  // "from 10 at night", "about 6 in the evening", "8 in the morning": the hour with its part of the day.
  const said = /\b(?:\d{1,2}|six|seven|eight|nine|ten|eleven)(?:[:.]\d{2})?(?: ?ish)? (?:o'?clock )?(at night|in the evening|in the morning)\b/i.exec(text);
  if (said) return /morning/i.test(said[1]) ? "morning" : "evening";
  // "about half 3 when im back from work": an hour of the afternoon said with it outranks "back from work".
  const afternoonHour = /\b(?:half|quarter (?:past|to)) (?:12|1|2|3|4|one|two|three|four)\b(?! ?am)|\b(?:12|1|2|3|4)(?:[:.][0-5]\d)? ?(?:pm|p\.m\.|o'?clock)\b/i.test(text);
  if (/\bafter half (?:5|6|7)\b/i.test(text) || (!afternoonHour && /\b(?:when|once) (?:i'?m|im|i am|i get|we'?re|we get) (?:back|home)(?: from work)?\b/i.test(text))) return "evening";
  // "half 8", "9 sharp", "quarter past 10" are the morning, unless the evening is named with them.
  if (/\bhalf (?:8|9|10|11|eight|nine|ten|eleven)\b(?! ?pm)|\b(?:8|9|10|11) (?:sharp|on the dot|prompt)\b|\bquarter (?:past|to) (?:8|9|10|11|eight|nine|ten|eleven)\b(?! ?pm)/i.test(text) && !EVENING_NAMED.test(text)) return "morning";
  // "quarter past 1", "2 sharp", "after 2.30": an hour after noon and before five.
  if (/\bquarter (?:past|to) (?:12|1|2|3|4|twelve|one|two|three|four)\b(?! ?am)|\b(?:12|1|2|3|4) (?:sharp|on the dot|prompt)\b|\b(?:after|from|about|around|at) (?:12|1|2|3|4)[:.][0-5]\d\b(?! ?am)/i.test(text)) return "afternoon";
  if (/\b(?:7|8|9|10|11|seven|eight|nine|ten|eleven) ?ish\b/i.test(text) && !EVENING_NAMED.test(text)) return "morning";
  // "1 o'clock-ish", "about 10 o'clock": an hour on the clock is its part of the working day.
  if (/\b(?:8|9|10|11|eight|nine|ten|eleven) ?o'?clock\b(?! ?pm)/i.test(text) && !EVENING_NAMED.test(text)) return "morning";
  if (/\b(?:12|1|2|3|4|twelve|one|two|three|four) ?o'?clock\b(?! ?am)/i.test(text)) return "afternoon";
  // "10 is still fine", "2 works": an hour said to suit.
  if (/\b(?:8|9|10|11)(?: ?am)? (?:is|would be|'?d be|works?|suits?) (?:still |also |just )?(?:fine|ok|okay|good|great|perfect|best|better|ideal)\b/i.test(text)) return "morning";
  if (/\b(?:12|1|2|3|4)(?: ?pm)? (?:is|would be|'?d be|works?|suits?) (?:still |also |just )?(?:fine|ok|okay|good|great|perfect|best|better|ideal)\b/i.test(text)) return "afternoon";
  // "ideally by 10", "by 9am": a visit done by an hour of the morning is the morning.
  if (/\bby (?:8|9|10|11|eight|nine|ten|eleven)(?: ?am| ?o'?clock)?\b(?! ?pm)/i.test(text)) return "morning";
  // "anything up to midday", "by lunchtime", "till noon": the morning.
  if (/\b(?:up to|up till|up until|till|until|by|no later than)\s+(?:midday|noon|lunch ?time|lunch|12(?: ?pm| o'?clock)?)\b/i.test(text)) return "morning";
  if (/\bbetween (?:7|8|9|10|11|seven|eight|nine|ten|eleven)(?: ?am)? (?:and|n|&|to|-) (?:9|10|11|12|nine|ten|eleven|twelve|noon|midday|lunch(?:time)?)\b|\b(morning|mornings|(?<!\bi )am(?! i\b)|a\.m\.|before (?:noon|lunch|midday|12|1|11|10|9|8|twelve|one|eleven|ten|nine|eight)|first thing|early doors|crack of dawn|early start)\b|\bearly\b(?! (?:afternoon|evening|next|in the|part|may|(?:jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)\w*|spring|summer|autumn|winter|bank|days|stages?|\d))/i.test(text)) return "morning";
  // "after half 12", "half 2 if poss": half past an hour after noon is the afternoon, half past five to seven the evening.
  if (/\b(?:after |from |about |around |at )?half (?:12|1|2|3|4|twelve|one|two|three|four)\b(?! ?(?:am|an hour|a day|the|of))/i.test(text)) return "afternoon";
  if (/\bhalf (?:5|6|7|five|six|seven)\b(?! ?(?:am|an hour|the|of))/i.test(text)) return EARLY.test(text) ? "morning" : "evening";
  // "from 7 before breakfast is served": an early hour before the day starts is the morning.
  if (/\b(?:after|from) (?:5|6|7|five|six|seven)(?: ?pm| ?o'?clock)?\b|\bafter tea\b/i.test(text)) return EARLY.test(text) && !/\b(?:pm|p\.m\.|evening|tonight|at night)\b/i.test(text) ? "morning" : "evening";
  // "after we shut at 11pm", "once they close at 10": the hour a business closes, and after it, is the evening.
  if (new RegExp(String.raw`${CLOSING}.{0,10}\b(?:at |about |around )?(?:half |quarter (?:past|to) )?(?:5|6|7|8|9|10|11|12|five|six|seven|eight|nine|ten|eleven)(?:[:.][0-5]\d)?(?: ?pm| ?p\.m\.)?\b(?! ?am)`, "i").test(text)) return "evening";
  // "we close at 8 so any time after 8": an hour after closing is the evening.
  if (/\b(?:after|from) (?:8|9|10|11|eight|nine|ten|eleven)\b/i.test(text) && /\b(?:close|closes|closed|closing|shut|shuts|shutting|last orders|finish(?:ed)? (?:work|service))\b/i.test(text) && !/\b(?:am|a\.m\.|morning|mornings)\b/i.test(text)) return "evening";
  // "after the school run (so about 9.30)": the drop-off, the morning, unless an hour or words of the afternoon say pick-up.
  if (/\b(?:after|once|when) (?:i'?ve done |i do |we'?ve done )?the school run\b/i.test(text) && !/\b(?:pick ?ups?|collect\w*|afternoon|(?:2|3|4|two|three|four)(?:[:.][0-5]\d)?)\b/i.test(text)) return "morning";
  if (/\b(afternoon|afternoons|pm|p\.m\.|lunchtime|after (?:her|his|my|our|their|your) lunch|after lunch|after school|school run)\b|\bbetween (?:12|1|2|3|one|two|three)(?: ?pm)? (?:and|n|&|to|-) (?:2|3|4|5|two|three|four|five)\b|\b(?:12|1|2|3|4) ?ish\b/i.test(text)) return "afternoon";
  // "after 2", "from 1 o'clock", "after midday": an hour after noon and before five.
  // "From" and "past" only with o'clock or pm: "from 4 Mill Lane" is an address.
  if (/\bafter (?:12|1|2|3|4|one|two|three|four)(?: ?o'?clock)?\b(?! ?(?:am|a\.m|weeks?|days?|months?|years?|hours?|hrs?|mins?|minutes?|times?|goes|flushes|[:.]\d|[A-Z]))|\b(?:after|from|past) (?:noon|midday)\b|\b(?:from|past) (?:12|1|2|3|4|one|two|three|four) ?(?:o'?clock|pm)\b|\bfrom (?:12|1|2|3|4|one|two|three|four)(?: ?(?:o'?clock|pm))? (?:onwards|on|or later|instead)\b|\b(?:after|from|past) (?:12|1|2|3|4)(?:[:.][0-5]\d)? ?(?:pm|p\.m\.)/.test(text)) return "afternoon";
  if (/\b(evening|evenings|tonight|after work|teatime)\b/i.test(text)) return "evening";
  if (ANY_TIME.test(text)) return "any";
  return undefined;
}

/**
 * Text in which chrono could find a day: a digit, a weekday or month (or its short form), or a
 * relative word. Anything else has no day for chrono to find.
 */
const MAY_NAME_A_DAY =
  /\d|\b(?:today|tod|tomorrow|tmrw|tonight|yesterday|now|noon|midnight|next|this|last|coming|week|weekend|fortnight|month|year|day|days|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|twenty|thirty|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)/i;

const DAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
/** 0 for Sunday to 6 for Saturday, from a weekday's name. */
export const weekdayIndex = (name: string) => DAY_NAMES.indexOf(name.toLowerCase() as (typeof DAY_NAMES)[number]);
/** "2", "two", "a": how many, as a number. */
/** "after we shut", "once the pub closes", "when they've locked up": a business closing for the day. */
const CLOSING = String.raw`\b(?:after|once|when) (?:we|they|i|the (?:pub|bar|restaurant|shop|cafe|kitchen|salon|gym|surgery|clinic|studio|club|office))(?:'ve| have| has| are|'re)? (?:shut|shuts|close[sd]?|finish(?:ed)?|lock(?:ed)? up)\b`;
/** A count of weeks as said: "3", "two", up to "sixteen"; read by countOf. */
const WEEK_COUNT = String.raw`\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen`;
export const countOf = (said: string) => (/^\d+$/.test(said) ? Number(said) : /^an?$/i.test(said) ? 1 : ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen"].indexOf(said.toLowerCase()) + 1);
export const WEEKDAY = "(sunday|monday|tuesday|wednesday|thursday|friday|saturday)";
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
export const MONTH = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";

/** The short and misspelt forms visitors type, written out, so that every rule below reads one spelling. */
const SPELLINGS: Array<[RegExp, string]> = [
  [/\b(?:tmrw|tmw|tomoz|tomo|2mrw|2mro|2moz|tmoz|(?:to|2)m+o+r+o*w*)\b/gi, "tomorrow"],
  [/\b(?:tonite|2nite)\b/gi, "tonight"],
  [/\bmon\b/gi, "monday"],
  [/\b(?:tue|tues|tuesd)\b/gi, "tuesday"],
  [/\b(?:wed|weds|wednes|wensday|wednesay)\b/gi, "wednesday"],
  [/\b(?:thu|thur|thurs|thursd)\b/gi, "thursday"],
  [/\bfri\b/gi, "friday"],
  [/\b(?:sat|satur)\b(?=\s*(?:\d|the \d|morn\w*|am|pm|afternoon|evening|\?|$|,|\.|or|and|ok|is|would|if|next|this|week))/gi, "saturday"],
  [/\bsun\b(?=\s*(?:\d|the \d|morn\w*|am|pm|afternoon|evening|\?|$|,|\.|or|and|ok|is|would|if|next|this|week))/gi, "sunday"],
  [/\bmorn\b/gi, "morning"],
  [/\barvo\b/gi, "afternoon"],
  // "thurs aft", "this afto", "1st thing": the afternoon and first thing, short.
  [/\b(?:aft|afto|avo|aftn|aftnoon|afternon)\b(?!er)/gi, "afternoon"],
  [/\b1st thing\b/gi, "first thing"],
  [/\bb4\b/gi, "before"],
  [/\b(?:as soon as poss|asap pls|a\.s\.a\.p)\b/gi, "as soon as possible"],
  [/\bxmas\b/gi, "christmas"],
  [/\bnew years\b/gi, "new year's"],
];

const HOUR_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** Days of the month in words: "the twentieth", "twenty-first". */
const ORDINAL_NUMBERS: Record<string, number> = Object.fromEntries(
  ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth"]
    .map((w, i) => [w, i + 1] as [string, number])
    .concat(["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"].map((w, i) => [`twenty ${w}`, 21 + i] as [string, number]))
    .concat([["thirtieth", 30], ["thirty first", 31]]),
);
/** Only after "the" or a weekday, or before "of <month>": "first thing" and "the second one" are no dates. */
/** "May the nineteenth": a day of the month in words after its month. */
const MONTH_THE_ORDINAL = new RegExp(`(?<=\\b${MONTH}\\s+the\\s+)(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)\\b`, "gi");
const ORDINAL_WORDS = new RegExp(`(?<=\\b(?:the|${"sunday|monday|tuesday|wednesday|thursday|friday|saturday"})\\s+)(?:twenty[\\s-](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|thirty[\\s-]first|thirtieth|twentieth|(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth)(?=\\s+(?:of\\s+)?${MONTH}\\b))(?!\\s+(?:thing|one|time|week))`, "gi");

/** A length, depth or size: "6m", "4.2 metres", "100mm", "10ft", "3,000 psi". */
const MEASURE = /\b\d+(?:[.,]\d+)?\s?(?:m|mm|cm|km|metres?|meters?|ft|feet|foot|inch(?:es)?|miles?|yards?|yds?|psi|litres?|kg|tonnes?)\b/gi;

/** Phrases of how long something has lasted ("it's been 2 weeks", "for three days", "a week ago"): never a day to book. */
const DURATION = /\b(?:been|for|over|nearly|almost|about|since)\s+(?:a|an|\d+|one|two|three|four|five|six|a few|a couple of|several)\s+(?:day|week|month|year)s?\b|\b(?:a|an|\d+|one|two|three|a few|a couple of)\s+(?:day|week|month|year)s?\s+ago\b/gi;

/** When the problem began ("since about 8 last night", "ever since Sunday", "started yesterday evening"): told, never a day or a time to book. */
const SINCE = /\b(?:ever\s+)?since\b[^,.;!?]*|\b(?:started|began|begun|starting|happened|went|packed up|stopped (?:working|draining))\s+(?:about\s+|around\s+|at\s+|on\s+)?(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|ish|o'?clock)?\s+)?(?:last night|yesterday(?:\s+(?:morning|afternoon|evening|night))?|last\s+\w+|(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+(?:morning|afternoon|evening|night))?)\b/gi;

export function dayString(d: Date) {
  return format(d, "yyyy-MM-dd");
}

/** The day named `weekday` in the week (Monday to Sunday) that holds `day`. */
export function weekdayInWeekOf(day: Date, weekday: string) {
  return dayString(addDays(startOfWeek(day, { weekStartsOn: 1 }), (weekdayIndex(weekday) + 6) % 7));
}

/** The nearest `weekday` before or after `day` (never `day` itself). */
export function weekdayBeside(day: Date, weekday: number, side: string) {
  return side.toLowerCase() === "before" ? addDays(day, -(((day.getUTCDay() - weekday + 7) % 7) || 7)) : addDays(day, ((weekday - day.getUTCDay() + 7) % 7) || 7);
}

const ORDINALS: Record<string, number> = { first: 0, "1st": 0, second: 1, "2nd": 1, third: 2, "3rd": 2, fourth: 3, "4th": 3, last: -1 };
/** "the last but one", "the second to last", "the penultimate": the one before the last. */
const LAST_BUT_ONE = /^(?:last but one|(?:second|2nd|next) (?:to |from )?last|penultimate)$/i;
/**
 * "the first wednesday in april", "the last saturday in march", "the last but one friday in june", "2nd tuesday of
 * next month": that weekday's place in the month, this year's or, once passed, the next.
 */
function weekdayOfMonth(text: string, local: Date): string | undefined {
  const m = new RegExp(`\\b(last but one|(?:second|2nd|next) (?:to |from )?last|penultimate|first|1st|second|2nd|third|3rd|fourth|4th|last) ${WEEKDAY} (?:in|of) (?:${MONTH}|(next|this|the) month)\\b`, "i").exec(text);
  if (!m) return undefined;
  const nth = LAST_BUT_ONE.test(m[1]) ? -2 : ORDINALS[m[1].toLowerCase()];
  const weekday = weekdayIndex(m[2]);
  const today = dayString(local);
  const months = m[3] ? [0, 1].map((y) => ({ year: local.getFullYear() + y, month: MONTHS.indexOf(m[3].slice(0, 3).toLowerCase()) })) : [0, 1].map((k) => ({ year: local.getFullYear(), month: local.getMonth() + (m[4].toLowerCase() === "next" ? 1 : 0) + k }));
  for (const { year, month } of months) {
    let day: Date;
    if (nth < 0) {
      const end = new Date(year, month + 1, 0);
      day = addDays(end, -((end.getDay() - weekday + 7) % 7) - (nth === -2 ? 7 : 0));
    } else {
      const first = new Date(year, month, 1);
      day = addDays(first, ((weekday - first.getDay() + 7) % 7) + nth * 7);
    }
    if (dayString(day) >= today) return dayString(day);
  }
  return undefined;
}

/**
 * Days chrono reads wrongly or not at all, in British usage: "Friday week" and "a week on Friday"
 * (the Friday after this one), "the Friday after next", "a week tomorrow", "in a fortnight", "the
 * 18th", "March 18", "last Friday", "end of the week", "early next week", and a weekday named on that
 * same weekday ("Tuesday" said on a Tuesday is next Tuesday).
 */
function britishDay(text: string, local: Date): string | undefined {
  const today = dayString(local);
  /** The next `weekday` after today (never today). */
  const coming = (weekday: number) => addDays(local, ((weekday - local.getDay() + 7) % 7) || 7);
  let m: RegExpMatchArray | null;

  // "the weekend after easter, sunday's best": the Saturday after Easter Sunday, or its Sunday when named.
  const weekendAfter = /\b(?:the )?weekend after easter\b/i.test(text) ? holidayDate("easter sunday", today) : undefined;
  if (weekendAfter) return dayString(addDays(new Date(`${weekendAfter}T12:00:00Z`), /\bsunday(?:'?s)?\b/i.test(text) ? 7 : 6));
  // "the sunday of the may bank holiday weekend", "the saturday of the easter weekend": that weekday of the long weekend.
  const ofWeekend = new RegExp(`\\b(?:the )?${WEEKDAY} of (?:the )?(.{3,40}?) weekend\\b`, "i").exec(text);
  const weekendHoliday = ofWeekend ? (/^easter$/i.test(ofWeekend[2].trim()) ? holidayDate("easter sunday", today) : holidayDate(ofWeekend[2], today)) : undefined;
  if (ofWeekend && weekendHoliday) {
    const wanted = weekdayIndex(ofWeekend[1]);
    const day = [-3, -2, -1, 0, 1, 2, 3].map((n) => shiftDay(weekendHoliday, n)).find((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === wanted);
    if (day && day >= today) return day;
  }
  // "the wednesday after easter", "the thursday before easter": counted from Easter Sunday.
  const easter = new RegExp(`\\b${WEEKDAY} (before|after) easter\\b(?! (?:sunday|monday|bank holiday))`, "i").exec(text);
  if (easter) {
    const sunday = holidayDate("easter sunday", today);
    if (sunday) return dayString(weekdayBeside(new Date(`${sunday}T12:00:00Z`), weekdayIndex(easter[1]), easter[2]));
  }
  const holiday = holidayDate(text, today);
  // "the tuesday after easter monday", "the thursday before good friday": that weekday beside the holiday, not the holiday itself.
  const beside0 = holiday ? new RegExp(`\\b${WEEKDAY} (before|after) (?:the )?(.{4,40})`, "i").exec(text) : null;
  if (holiday && beside0 && holidayDate(beside0[3], today) === holiday) {
    return dayString(weekdayBeside(new Date(`${holiday}T12:00:00Z`), weekdayIndex(beside0[1]), beside0[2]));
  }
  // "the day after the longest day", "the day before boxing day": a day either side of the holiday.
  const dayBeside = holiday ? /\bthe (?:day|night) (before|after) (?:the )?(.{4,40})/i.exec(text) : null;
  if (holiday && dayBeside && holidayDate(dayBeside[2], today) === holiday) return shiftDay(holiday, dayBeside[1].toLowerCase() === "before" ? -1 : 1);
  // "a week after easter monday", "two weeks before christmas", "a fortnight after the late may bank holiday": whole
  // weeks either side of the holiday.
  const weeksBeside = holiday ? /\b(a|one|1|two|2|three|3) (weeks?|fortnight) (before|after|from|on from) (?:the )?(.{4,40})/i.exec(text) : null;
  if (holiday && weeksBeside && holidayDate(weeksBeside[4], today) === holiday) {
    const n = countOf(weeksBeside[1]) * (/fortnight/i.test(weeksBeside[2]) ? 2 : 1);
    return dayString(addDays(new Date(`${holiday}T12:00:00Z`), (weeksBeside[3].toLowerCase() === "before" ? -7 : 7) * n));
  }
  // "the day after good friday", "day before christmas eve": one day either side of the holiday.
  const beside = holiday ? /\b(?:the )?day (before|after) (?:the )?(.{4,40})/i.exec(text) : null;
  if (holiday && beside && holidayDate(beside[2], today) === holiday) return dayString(addDays(new Date(`${holiday}T12:00:00Z`), beside[1].toLowerCase() === "before" ? -1 : 1));
  // "easter monday week", "st georges day week": a week on from the named day, as "monday week" is from Monday.
  const weekOn = holiday ? /\b((?:[a-z'’.]+ ){0,3}(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|day)) week\b/i.exec(text) : null;
  if (holiday && weekOn && holidayDate(weekOn[1], today) === holiday) return dayString(addDays(new Date(`${holiday}T12:00:00Z`), 7));
  if (holiday) return holiday;
  if (/\b(?:the )?day after tomorrow\b/i.test(text)) return dayString(addDays(local, 2));
  if (/\b(?:this time next week|a week today|(?:in )?a week'?s time|in (?:a|one) week)\b/i.test(text)) return dayString(addDays(local, 7));
  // "a month today", "two months tomorrow", "this day next month": the same day that many months on.
  if ((m = text.match(/\b(?:(an?|one|two|three|four|1|2|3|4) months? (today|tomorrow|from today|from tomorrow)|(?:this|the same|same) (?:day|date) next month)\b/i))) {
    return dayString(addDays(addMonths(local, m[1] ? countOf(m[1]) : 1), /tomorrow/i.test(m[2] ?? "") ? 1 : 0));
  }
  // "in 10 working days' time", "5 working days from today": that many working days on.
  if ((m = text.match(new RegExp(`\\b(?:in )?(${WEEK_COUNT}|[1-9]\\d) (?:working|business) days?(?:'? ?time| from (?:today|now))\\b|\\bin (${WEEK_COUNT}|[1-9]\\d) (?:working|business) days\\b`, "i")))) {
    return shiftWorkingDays(today, countOf(m[1] ?? m[2]));
  }
  // "10 days from today", "in 10 days' time", "9 days from tomorrow": that many days on.
  if ((m = text.match(new RegExp(`\\b(?:in )?(${WEEK_COUNT}|[1-9]\\d\\d?) days?(?: from (today|tomorrow|now)|'? ?time)\\b|\\bin (${WEEK_COUNT}|[1-9]\\d\\d?) days\\b(?! (?:of|a|per|each))`, "i")))) {
    return dayString(addDays(local, countOf(m[1] ?? m[3]) + (/tomorrow/i.test(m[2] ?? "") ? 1 : 0)));
  }
  // "a fortnight today", "two weeks today": before "today" below, which would read today itself.
  if (/\b(?:(?:in )?a fortnight(?: today|'?s time)|fortnight today|(?:2|two) weeks (?:today|from today|'? ?time))\b/i.test(text)) return dayString(addDays(local, 14));
  // "two weeks on monday", "3 weeks on friday": N weeks after the coming weekday ("a week on friday" is one).
  if ((m = text.match(new RegExp(`\\b(${WEEK_COUNT}) weeks? (?:on|from) ${WEEKDAY}\\b`, "i")))) {
    return dayString(addDays(coming(weekdayIndex(m[2])), countOf(m[1]) * 7));
  }
  if (/\b(?:a fortnight tomorrow|tomorrow fortnight)\b/i.test(text)) return dayString(addDays(local, 15));
  // "2 weeks tomorrow", "three weeks on tuesday" from tomorrow: N weeks after tomorrow.
  if ((m = text.match(new RegExp(`\\b(${WEEK_COUNT}) weeks? (?:from )?tomorrow\\b`, "i")))) {
    return dayString(addDays(local, 1 + countOf(m[1]) * 7));
  }
  // "seven weeks today", "in three weeks' time", "four weeks from today": that many weeks on; before "today" below.
  if ((m = text.match(new RegExp(`\\b(?:in )?(${WEEK_COUNT}) weeks?(?: today|'? ?time| from today)\\b|\\bin (${WEEK_COUNT}) weeks\\b`, "i")))) {
    return dayString(addDays(local, countOf(m[1] ?? m[2]) * 7));
  }
  // chrono reads a day from the clock's time of day: "this morning" at 10am would be tomorrow's.
  if (/\b(?:today|later today|tonight|this (?:morning|afternoon|evening))\b/i.test(text)) return today;
  // "the week after next, Wednesday", "Wednesday the week after next": that weekday in the week two
  // Mondays on. Before the rules below, which would read the weekday alone as this week's.
  if (/\bweek after next\b/i.test(text) && (m = text.match(new RegExp(`\\b${WEEKDAY}s?\\b`, "i")))) {
    return weekdayInWeekOf(addWeeks(local, 2), m[1]);
  }
  if ((m = text.match(new RegExp(`\\b(?:${WEEKDAY} fortnight|a fortnight (?:on|from) ${WEEKDAY})\\b`, "i")))) {
    return dayString(addDays(coming(weekdayIndex(m[1] ?? m[2])), 14));
  }
  if (/\bin (?:2|two) weeks'?(?: time)?\b/i.test(text)) return dayString(addDays(local, 14));
  if ((m = text.match(new RegExp(`\\b(?:${WEEKDAY} week|a week (?:on|from|this|this coming) ${WEEKDAY}|(?:the )?${WEEKDAY} after next)\\b`, "i")))) {
    return dayString(addDays(coming(weekdayIndex(m[1] ?? m[2] ?? m[3])), 7));
  }
  // "the friday after this one", "not this friday, the next one": the one a week after the coming one.
  if ((m = text.match(new RegExp(`\\b(?:the )?${WEEKDAY} after this(?: one| coming one|coming)?\\b`, "i")))) {
    return dayString(addDays(coming(weekdayIndex(m[1])), 7));
  }
  if (/\b(?:a week tomorrow|tomorrow week)\b/i.test(text)) return dayString(addDays(local, 8));
  if (/\b(?:in a fortnight|a fortnight today|fortnight today)\b/i.test(text)) return dayString(addDays(local, 14));
  // "the first weekday in may", "the last working day of march": the first or last working day of the month.
  if ((m = text.match(new RegExp(`\\b(first|last) (?:working day|work day|weekday|business day) (?:in|of) (?:${MONTH}|(next|this|the) month)\\b`, "i")))) {
    const month = m[2] ? MONTHS.indexOf(m[2].slice(0, 3).toLowerCase()) : local.getMonth() + (m[3].toLowerCase() === "next" ? 1 : 0);
    for (const year of [local.getFullYear(), local.getFullYear() + 1]) {
      const first = dayString(new Date(Date.UTC(year, month, 1, 12)));
      const last = dayString(new Date(Date.UTC(year, month + 1, 0, 12)));
      const end = m[1].toLowerCase() === "first" ? first : last;
      const day = isWorkingDay(end) ? end : shiftWorkingDays(end, end === first ? 1 : -1);
      if (day >= today) return day;
    }
  }
  // "the last friday of the month", "the first wednesday in april": a weekday's place in its month.
  const placed = weekdayOfMonth(text, local);
  if (placed) return placed;
  if ((m = text.match(new RegExp(`\\blast ${WEEKDAY}\\b`, "i")))) {
    const back = ((local.getDay() - weekdayIndex(m[1]) + 7) % 7) || 7;
    return dayString(addDays(local, -back));
  }
  if (/\b(?:end of (?:the|this) week|later this week)\b/i.test(text)) {
    return dayString(local.getDay() >= 5 || local.getDay() === 0 ? coming(5) : addDays(local, 5 - local.getDay()));
  }
  if (/\b(?:start|beginning|early part) of next week\b|\bearly next week\b/i.test(text)) {
    return dayString(startOfWeek(addWeeks(local, 1), { weekStartsOn: 1 }));
  }
  // "next week Thursday", "Friday next week", "sometime next week, Friday is best".
  if (/\bnext week\b/i.test(text) && (m = text.match(new RegExp(`\\b${WEEKDAY}s?\\b`, "i")))) {
    return weekdayInWeekOf(addWeeks(local, 1), m[1]);
  }
  // "w/c 20th april, the weds", "week commencing the 4th of may - thursday": that weekday in the week the date begins.
  if ((m = text.match(new RegExp(`\\b(?:w/c|w/b|week (?:commencing|beginning|starting)|the week of)\\s+(?:monday\\s+)?(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+(?:of\\s+)?${MONTH})?\\b`, "i")))) {
    const start = m[2] ? nextDayOfMonth(local, Number(m[1]), MONTHS.indexOf(m[2].slice(0, 3).toLowerCase())) : nextDayOfMonth(local, Number(m[1]));
    const weekday = new RegExp(`\\b${WEEKDAY}\\b`, "i").exec(text.replace(m[0], " "));
    if (start) return weekday ? weekdayInWeekOf(new Date(`${start}T12:00:00Z`), weekday[1]) : start;
  }
  // "tues 12.5", "fri 5/6": a weekday with the day and month written British way round, when the two agree.
  if ((m = text.match(new RegExp(`\\b${WEEKDAY}\\s+(\\d{1,2})[./](\\d{1,2})\\b(?![./:]\\d|\\s*(?:am|pm|ish)\\b)`, "i")))) {
    const date = nextDayOfMonth(local, Number(m[2]), Number(m[3]) - 1);
    if (date && new Date(`${date}T12:00:00Z`).getUTCDay() === weekdayIndex(m[1])) return date;
  }
  // "saturday the 18th of april", "18 april": the date named in full (chrono would read the weekday alone first).
  if ((m = text.match(new RegExp(`\\b(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b(?!\\s*(?::|\\d))`, "i")))) {
    const date = nextDayOfMonth(local, Number(m[1]), MONTHS.indexOf(m[2].slice(0, 3).toLowerCase()));
    if (date) return date;
  }
  // "March 18", "April 3rd", "june the 3rd": chrono reads the British order only.
  if ((m = text.match(new RegExp(`\\b${MONTH}\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\s*(?::|am|pm|\\d))`, "i")))) {
    const month = MONTHS.indexOf(m[1].slice(0, 3).toLowerCase());
    return nextDayOfMonth(local, Number(m[2]), month);
  }
  // "Wed 18th", "Friday the 20th": the day of the month (chrono reads the weekday alone).
  // The weekday and the date must agree: "thurs 23rd" said in March is 23 April, the next 23rd on a Thursday.
  if ((m = text.match(new RegExp(`\\b${WEEKDAY}\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)\\b(?!\\s*(?:of\\s+)?${MONTH})`, "i")))) {
    return nextDayOfMonthOn(local, Number(m[2]), weekdayIndex(m[1])) ?? nextDayOfMonth(local, Number(m[2]));
  }
  // "27th works better": an ordinal opening a clause is that day of the month.
  if ((m = text.match(new RegExp(`(?:^|[,;:]\\s*|\\b(?:hang on|actually|no|sorry|ok)\\s*,?\\s*)(\\d{1,2})(?:st|nd|rd|th)\\b(?!\\s*(?:of\\s+)?${MONTH})`, "i")))) {
    return nextDayOfMonth(local, Number(m[1]));
  }
  // "the 18th", "on the 2nd": that day of this month, or of the next if it has passed.
  if ((m = text.match(new RegExp(`\\b(?:the|on)\\s+(\\d{1,2})(?:st|nd|rd|th)\\b(?!\\s*(?:of\\s+)?${MONTH})`, "i")))) {
    return nextDayOfMonth(local, Number(m[1]));
  }
  // A weekday alone, named on that same weekday: next week's, not today.
  // Not when a date comes with it ("tues 7th april": chrono reads the date).
  const dated = new RegExp(`\\b${WEEKDAY}\\s+(?:the\\s+)?\\d|\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\b|\\b${MONTH}\\s+\\d`, "i").test(text);
  if (!dated && (m = text.match(new RegExp(`(?<!\\b(?:this|last|next|past)\\s+)\\b${WEEKDAY}\\b`, "i"))) && weekdayIndex(m[1]) === local.getDay() && !/\b(?:today|this|tonight)\b/i.test(text)) {
    return dayString(addDays(local, 7));
  }
  return undefined;
}

/** The next date on or after today that is day `day` of its month and falls on `weekday`, within a year. */
function nextDayOfMonthOn(local: Date, day: number, weekday: number): string | undefined {
  for (let i = 0; i < 12; i++) {
    const candidate = new Date(Date.UTC(local.getFullYear(), local.getMonth() + i, day, 12));
    if (candidate.getUTCDate() !== day) continue;
    const date = candidate.toISOString().slice(0, 10);
    if (date >= dayString(local) && candidate.getUTCDay() === weekday) return date;
  }
  return undefined;
}

/** Day `day` of `month` (this month when absent), this year or the next, on or after today; undefined when no such day. */
function nextDayOfMonth(local: Date, day: number, month?: number): string | undefined {
  if (day < 1 || day > 31) return undefined;
  for (let i = 0; i < 13; i++) {
    const y = local.getFullYear() + Math.floor((local.getMonth() + i) / 12);
    const mo = month ?? (local.getMonth() + i) % 12;
    const year = month === undefined ? y : local.getFullYear() + (i > 0 ? 1 : 0);
    const candidate = new Date(Date.UTC(year, mo, day, 12));
    if (candidate.getUTCMonth() !== mo) {
      if (month !== undefined) return undefined;
      continue;
    }
    const date = candidate.toISOString().slice(0, 10);
    if (date >= dayString(local)) return date;
    if (month !== undefined && i > 0) return undefined;
  }
  return undefined;
}

/**
 * The window of an hour a visitor gives without am or pm: 1 to 7 is the afternoon or evening, as a trade visit is
 * never at night, unless the words make it early ("half 7, before the lads start at 8", "6 before we open").
 */
function windowOfHour(hour: number, meridiemGiven: boolean, early = false): TimeWindow {
  const h = !meridiemGiven && hour >= 1 && hour <= 7 && !(early && hour >= 5) ? hour + 12 : hour;
  return h < 12 ? "morning" : h < 17 ? "afternoon" : "evening";
}

/**
 * "they're away till the 25th, cud we do the 26th instead": a day something lasts until, beside another day named,
 * is no day for the visit; alone ("can't do till Wed 18th") it is.
 */
export function withoutDayLastedUntil(text: string) {
  const until = new RegExp(`\\b(?:till|until|til|untill|up till|up until) (?:the )?(?:${WEEKDAY}\\s+(?:the\\s+)?)?(?:\\d{1,2}(?:st|nd|rd|th)|${WEEKDAY})\\b`, "gi");
  const rest = text.replace(until, " ");
  return rest !== text && new RegExp(`\\b${WEEKDAY}\\b|\\b\\d{1,2}(?:st|nd|rd|th)\\b|\\btomorrow\\b`, "i").test(rest) ? rest : text;
}

/** Words that put an hour without am or pm early in the day: "before the lads start", "before we open", "first thing". */
const EARLY = /\bbefore (?:the (?:lads|staff|team|workers|men|kids|school run|shop|office|customers?)|(?:we|they|i|he|she) (?:open|start|go to work|leave|head off)|(?:the )?(?:work|school|opening|opening time|breakfast(?: service)?|day starts?)\b)|\bfirst thing\b|\bearly (?:doors|start|morning)\b|\b(?:before|till|until|til) (?:the |our |my )?[a-z' ]{1,30}? (?:arrives?|starts?|opens?|comes? in|gets? in|turns? up) at (?:8|9|10|eight|nine|ten)\b(?! ?pm)/i;

const NOT_THIS_ONE = new RegExp(`\\bnot this(?: coming)? ${WEEKDAY},? (?:but )?the (?:next|following) one\\b|\\bnot this(?: coming)? ${WEEKDAY},? (?:but )?the one after(?: that)?\\b`, "gi");
const STILL_THE_DAY = new RegExp(`\\b(?:still|keep|keeping)(?: it)?(?: on)? (?:the )?${WEEKDAY}\\b`, "gi");

/** "the tuesday after", said of a day already named or chosen ("the 23rd's no good, the tuesday after instead"). */
export const WEEKDAY_AFTER = new RegExp(`\\bthe ${WEEKDAY}(?:'?s)? (?:straight |right |immediately |just )?(after|before)(?=\\s*(?:$|[,.;!?]|instead|then|that|it|if|pls|please|would|wud|works?|is|'s|cud|could|or|and|but|better|best)\\b|\\s*$|\\s*[,.;!?]|'s)`, "i");

/** "on sundays", "saturday mornings": a weekday named as a habit, not a day. */
export const HABIT_DAYS = new RegExp(`\\b(?:on |most |all )?(?:sun|mon|tues|wednes|thurs|fri|satur)days\\b(?:\\s+(?:mornings?|afternoons?|evenings?|nights?))?|\\b(?:on )?${WEEKDAY} (?:mornings|afternoons|evenings|nights)\\b`, "gi");

/**
 * A preferred day and time window: "tomorrow morning", "next Tuesday afternoon", "14/03",
 * "Friday at 2pm", "Easter Monday", "as soon as possible". A day ruled out is ignored
 * ("Thursday, not Tuesday", "any day but Wed"); how often a problem comes back and how long it has lasted are never a day.
 */
export function findPreferredTime(text: string, now: Date): TimeFinding | null {
  // "put in back in the 80s", "built in the 1930s": a decade is when something was built, never a day.
  // "the second to last friday": one word for the one before the last (chrono reads "a second" as a time).
  let cleaned = withoutRecurrence(text).replace(/\b(?:second|2nd|next) (?:to|from) last\b/gi, "last but one").replace(DURATION, " ").replace(SINCE, " ").replace(PHONE_CANDIDATE, " ").replace(/\b(?:the )?(?:early |mid |late )?(?:19|20)?\d0'?s\b/gi, " ");
  // "about 6m from the manhole", "a 100mm pipe", "10ft up": a measurement is no hour and no day.
  // "nobody answers it on a sunday": what never happens on a weekday is a habit, no day.
  // "if the loo blocks again a week later do u come back": a time after a what-if is no day to come.
  cleaned = cleaned.replace(/\bif\b[^,.;!?]{0,50}?\b(?:a|one|two|three|\d+) (?:days?|weeks?|months?|fortnight) (?:later|after(?:wards)?)\b/gi, " ");
  // "takes 20 mins to empty", "for about 10 minutes", "half an hour later": how long something lasts is no time to come.
  cleaned = cleaned.replace(/\b(?<!\b(?:in|within|inside) )(?:(?:a good|about|around|over|nearly|almost|roughly|at least|a|an|half an?|\d+(?:[.,]\d+)?|one|two|three|four|five|ten|twenty|thirty|forty|a few|a couple of)\s+)+(?:secs?|seconds?|mins?|minutes?|hrs?|hours?)\b(?!\s+(?:from now|time|later)\b)/gi, " ");
  // "we're open 7 days a week", "three days a week": how often something happens is no day.
  cleaned = cleaned.replace(/\b(?:open )?(?:\d|one|two|three|four|five|six|seven) days(?: a| per| every) week\b|\bopen (?:7|seven|6|six|5|five) days\b/gi, " ");
  // "a 2 week old baby", "our six-month-old puppy": an age is no day.
  cleaned = cleaned.replace(/\b(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ](?:days?|weeks?|months?|years?)[- ]old\b/gi, " ");
  cleaned = cleaned.replace(MEASURE, " ").replace(/\b(?:nobody|no ?one|no-one|never)\b[^,.;!?]{0,25}\bon an? (?:sun|mon|tues|wednes|thurs|fri|satur)day\b/gi, " ");
  for (const [re, word] of SPELLINGS) cleaned = cleaned.replace(re, word);
  // "at about eleven", "from two": an hour in words.
  cleaned = cleaned.replace(/\b((?:at|about|around|from|after|before|by|say|for)\s+(?:about\s+|around\s+)?)(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?!\s+(?:of|days?|weeks?|months?|hours?|houses?|flats?|people|times?|more|others?|lots?))/gi, (_all, lead: string, word: string) => `${lead}${HOUR_WORDS.indexOf(word.toLowerCase()) + 1}`);
  // "friday the twentieth of march": a day of the month in words.
  cleaned = cleaned.replace(ORDINAL_WORDS, (w) => `${ORDINAL_NUMBERS[w.toLowerCase().replace(/[\s-]+/g, " ")]}th`).replace(MONTH_THE_ORDINAL, (w) => `${ORDINAL_NUMBERS[w.toLowerCase()]}th`);
  // "they want it before the weekend now - can u do this friday": a deadline beside a day named is no day;
  // alone, it is the end of this week.
  const deadline = /\b(?:before|by) (?:the )?(?:weekend|end of (?:the|this) week)\b/i;
  if (deadline.test(cleaned)) cleaned = cleaned.replace(deadline, new RegExp(`\\b${WEEKDAY}\\b|\\b\\d{1,2}(?:st|nd|rd|th)\\b|\\btomorrow\\b`, "i").test(cleaned.replace(deadline, " ")) ? " " : " end of the week ");
  cleaned = withoutDayLastedUntil(cleaned);
  // "the wednesday of the week commencing 23rd march": that weekday in the week the date opens.
  const weekOf = new RegExp(`\\b(?:the )?${WEEKDAY} (?:of|in) (?:the )?week (?:commencing|beginning|starting|of)\\b`, "i").exec(cleaned);
  const start = weekOf ? findPreferredTime(cleaned.slice(weekOf.index + weekOf[0].length), now) : null;
  if (weekOf && start?.date) {
    const date = weekdayInWeekOf(new Date(`${start.date}T12:00:00Z`), weekOf[1]);
    const window = findPreferredTime(cleaned.slice(0, weekOf.index), now)?.window ?? start.window;
    return { ...(window && window !== "asap" ? { window } : {}), date, ...(date < dayKey(now) ? { problem: "past" as const } : {}) };
  }
  // "the 23rd's my hospital appt, can u do the tuesday after instead": that weekday after the other day named.
  const weekdayAfter = WEEKDAY_AFTER.exec(cleaned);
  if (weekdayAfter) {
    const rest = findPreferredTime(cleaned.replace(weekdayAfter[0], " "), now);
    if (rest?.date) {
      const date = dayString(weekdayBeside(new Date(`${rest.date}T12:00:00Z`), weekdayIndex(weekdayAfter[1]), weekdayAfter[2]));
      return { ...(rest.window && rest.window !== "asap" ? { window: rest.window } : {}), date, ...(date < dayKey(now) ? { problem: "past" as const } : {}) };
    }
  }
  // "not this friday, the next one", "not this coming monday but the one after": that weekday a week on,
  // before "not" rules the day out below.
  cleaned = cleaned.replace(NOT_THIS_ONE, (_all, a?: string, b?: string) => `${a ?? b} week`);
  // "still the monday", "keep the tuesday": the day already chosen, named again, is no new day.
  cleaned = cleaned.replace(STILL_THE_DAY, " ");
  // "same friday", "that day": the day already chosen, named again, is no new day ("same date next month" is one).
  // "my appointment is that tuesday morning, could he come on the wednesday in the afternoon": its part of the day too,
  // when another is asked for.
  cleaned = cleaned.replace(new RegExp(`\\b(?:same|that) (?:day|date|${WEEKDAY})(?:'s)?( (?:morning|afternoon|evening))?\\b(?! next month)`, "gi"), (all, _day: string | undefined, part: string | undefined) =>
    part && new RegExp(`\\b(?!${part.trim()})(?:morning|afternoon|evening)\\b`, "i").test(cleaned.replace(all, " ")) ? " " : part ?? " ",
  );
  // The weekdays ruled out ("apart from wed", "any afternoon next week but Wednesday"): never the day.
  const excluded = new Set<number>();
  for (const m of cleaned.matchAll(new RegExp(`\\b(?:not|instead of|rather than|except|apart from|other than|anything but|scrap|forget|ditch|cancel|drop)\\s+(?:on\\s+|the\\s+|a\\s+)?${WEEKDAY}s?\\b`, "gi"))) excluded.add(weekdayIndex(m[1]));
  // "can't do monday", "monday's no good", "busy wednesday": a day the visitor cannot do.
  cleaned = cleaned.replace(new RegExp(`\\b(?:can'?t|cannot|can not|couldn'?t|won'?t be able to) (?:do|make|manage|be (?:in|home|there))(?: it)?(?: on)?\\s+(?:the\\s+)?${WEEKDAY}s?\\b|\\b(?:(?:i'?m|i am|we'?re|we are|i'?ll be|we'?ll be|i will be|we will be) (?:busy|out|away|working|not (?:in|home|about|around))|busy)(?: all day)? (?:on\\s+)?${WEEKDAY}s?\\b|\\b${WEEKDAY}(?:'?s| is)? (?:no good|not good|out|a no|bad|busy|difficult|tricky|not possible|impossible)\\b|\\b${WEEKDAY}(?:'?s| is)? (?:doesn'?t|does not|won'?t|will not) (?:work|suit)\\b`, "gi"), (_all, a?: string, b?: string, c?: string, d?: string) => {
    excluded.add(weekdayIndex((a ?? b ?? c ?? d)!));
    return " ";
  });
  // "any afternoon next week but Wednesday": after "any …", the day after "but" is the one ruled out
  // ("can't do monday but tuesday is fine" names Tuesday: no "any" before it).
  cleaned = cleaned.replace(new RegExp(`\\b(any\\b[^.?!]*?)\\bbut\\s+(?:not\\s+)?(?:on\\s+)?${WEEKDAY}s?\\b`, "gi"), (_all, lead: string, day: string) => {
    excluded.add(weekdayIndex(day));
    return lead;
  });
  // "the next guests arrive sunday, could someone come saturday": with two days named, a day something
  // else happens on (guests arriving, moving in, completing) is not the day asked for.
  const DAYISH = `(?:${WEEKDAY}s?|today|tomorrow|\\d{1,2}(?:st|nd|rd|th))`;
  if ((cleaned.match(new RegExp(`\\b${DAYISH}\\b`, "gi")) ?? []).length >= 2) {
    cleaned = cleaned.replace(new RegExp(`\\b(?:arriv\\w*|due|leav\\w*|check(?:ing)? (?:in|out)|moving (?:in|out)|move (?:in|out)|back|home|away|here|complet\\w*|exchang\\w*|party|wedding|funeral|open(?:s|ing)?|clos(?:es|ing)|starts?|finish(?:es)?)\\s+(?:on\\s+)?(?:this\\s+|next\\s+|the\\s+)?${DAYISH}\\b`, "gi"), " ");
  }
  // A day ruled out is not the day: "not Monday", "any day but Wed", "except Friday morning".
  cleaned = cleaned.replace(
    /\b(?:not|instead of|rather than|except|apart from|other than|any day but|anything but)\s+(?:on\s+|the\s+|a\s+)?[\w/.-]+(?:\s+(?:morning|afternoon|evening))?|\b(?:scrap|forget|ditch|drop)\s+(?:the\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow)\b/gi,
    " ",
  );
  // "we're open 6 in the morning till 10 at night, so could you come after we close at 10": hours a business keeps are no
  // window; after it closes, when it closes at night, is the evening.
  const hoursKept = /\b(?:open|opening|trading|we'?re in)\s+(?:from\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?(?: in the morning)?\s*(?:till|until|til|to|-)\s*\d{1,2}(?:[:.]\d{2})?\s*(am|pm)?\s*(in the evening|at night)?/i.exec(cleaned);
  if (hoursKept) {
    cleaned = cleaned.replace(hoursKept[0], " ");
    if (/pm|evening|night/i.test(`${hoursKept[1] ?? ""}${hoursKept[2] ?? ""}`)) cleaned = cleaned.replace(new RegExp(String.raw`${CLOSING}(?: up)?(?: at \d{1,2}(?:[:.]\d{2})?\s*(?:pm)?)?`, "gi"), " in the evening ");
  }
  // "than wait for it to block on a saturday night": a problem on any such day is no day asked for.
  cleaned = cleaned.replace(/\b(?:block\w*|flood\w*|overflow\w*|back\w* up|happen\w*|go(?:es)? wrong|pack\w* up|play\w* up)\b[^,.;!?]{0,15}?\bon an? (?:mon|tues|wednes|thurs|fri|satur|sun)day(?: (?:night|evening|morning|afternoon))?\b/gi, " ");
  // "nobody answers the phone during the week", "we're in all week": the week days in general, no day.
  cleaned = cleaned.replace(/\b(?:during|in|through|thru|over|for|all|most of) the week\b|\ball week\b|\bmid-?week\b|\bin the week\b/gi, " ");
  // "any day next week but Wed": the day after "but" is the one ruled out.
  cleaned = cleaned.replace(/\b(any\s+(?:day|time)\b[^.?!]*?)\bbut\s+(?:not\s+)?[\w/.-]+/gi, "$1");
  const found: TimeFinding = {};
  // "as soon as possible" is today, unless a day is named too: "asap but I can't do till Wed 18th,
  // morning" keeps the visitor's day and window (read below).
  const asap = ASAP.test(cleaned);
  // "now" beyond "come now" ("they want it sooner now") names neither a day nor a time.
  // Nor does "a last-minute booking" or "give me a minute".
  cleaned = cleaned.replace(/\b(?:right |just )?now\b|\blast[- ]minute\b|\b(?:in|give me|just|wait|hang on|hold on)(?: a| one)? (?:minute|min|sec|second|mo|moment)\b/gi, " ");
  // "ive got the physio in the morning that day, so it'll have to be the afternoon", "could your engineer come that
  // morning instead": the part of the day it must be, or is moved to, outranks one told as an engagement or a rule.
  const mustBe = /\b(?:have to|has to|need to|needs to|must|better) be (?:the |in the |an? )?(?:morning|afternoon|evening)\b|\b(?:come|be there|do it|make it|could it be|can it be) (?:on )?(?:that|the same|the) (?:morning|afternoon|evening) instead\b/i.exec(cleaned);
  // "the carpet fitters r in all day monday": a weekday taken up all day is no day and no time.
  cleaned = cleaned.replace(new RegExp(`\\b(?:in|out|away|busy|working|at work|here|there|booked)\\s+all day\\s+(?:on\\s+)?${WEEKDAY}\\b`, "gi"), " ");
  // "the kids have an inset day on thursday …, can we do friday instead": the weekday a visit is moved to outranks
  // another weekday, today, tomorrow or a weekend told beside it.
  const movedTo = new RegExp(String.raw`\b(?:can we do|could (?:you|u|we) do|can (?:you|u) do|make it|move (?:it|that) to|change (?:it|that) to|switch (?:it )?to|swap (?:it )?to|how about|what about)\s+(?:the\s+|on\s+)?${WEEKDAY}\b|\b${WEEKDAY}\s+instead\b(?! of)`, "i").exec(cleaned);
  const movedDay = movedTo ? weekdayIndex((movedTo[1] ?? movedTo[2])!) : undefined;
  if (movedTo) {
    cleaned = cleaned.replace(new RegExp(String.raw`\b(?:on\s+)?${WEEKDAY}s?\b`, "gi"), (all, d: string) => (weekdayIndex(d) === movedDay ? all : " ")).replace(/\b(?:today|tomorrow|tmrw|tomoz)(?:'s)?\b|\bweekend\b/gi, " ");
  }
  // "afternoon would be ideal as we have toddler group in the mornings", "mornings are no good": a part of
  // the day given as a reason or ruled out is not the window.
  cleaned = cleaned
    .replace(/\b(?:as|because|since|cos|coz|cause)\b[^,.;!?]{0,50}?\b(?:in the|on|during the|every|most|all)\s+(?:mornings?|afternoons?|evenings?)\b/gi, " ")
    // "thursday's parents evening", "an open morning", "my evening class": an event named by its part of the day is no window.
    .replace(/\b(?:after[- ]school|breakfast|homework|holiday) clubs?\b|\b(?:parents'?|open|quiz|curry|games|film|awards?|prize|presentation|coffee|social|charity|race|gala|pamper|spa)\s+(?:evening|night|morning|afternoon)s?\b|\b(?:evening|morning|afternoon)\s+(?:class(?:es)?|shift|service|surgery|clinic|session|event|do|meeting|match|surgery)\b/gi, " ")
    // "afternoon pls, i work mornings", "i do mornings at the pharmacy", "she's on shift evenings": a part of the day the
    // visitor is busy every week.
    .replace(/\b(?:i|we|he|she|they|hubby|husband|wife|partner)(?:\s+(?:work|works|do|does|teach|teaches|volunteer|volunteers)|(?:\s+am|'m|m|\s+is|'s|\s+are|'re|re)\s+(?:at work|working|out|away|on shift|at college|at school))\s+(?:(?:in|on|during)\s+(?:the\s+)?)?(?:mornings|afternoons|evenings|nights)\b/gi, " ")
    // "theyve swapped me onto an early, after 3", "im on lates": a shift told by its name is no part of the day asked for.
    .replace(/\b(?:on|onto|doing|got|have|working|an?|the)\s+(?:an?\s+|the\s+)?(?:early|late)s?\b(?!\s+(?:shift|start|finish|morning|afternoon|evening|night|next|in|on|as|may|spring|summer|autumn|winter|bank|days|part|\d))(?=\s*(?:[,.;!?]|$|that|this|on|at|from|so|and|n|but|till|until)\b|\s*[,.;!?]|\s*$)/gi, " ")
    // "any time before 1, i do the afternoon shift": a shift the visitor works is when no one is in.
    .replace(/\b(?:i|we|he|she|they)(?:\s+(?:do|does|work|works)|(?:\s+am|'m|m|\s+is|'s|\s+are|'re|re)\s+on)\s+(?:the\s+|an?\s+)?(?:morning|afternoon|evening|night|early|late|day)\s+shifts?\b/gi, " ")
    // "the vendors r away n back by lunchtime": someone back or home by midday is a visit after it.
    .replace(/\b(?:back|home|in|here|around|about)\s+(?:by|for|before)\s+(lunch ?time|lunch|noon|midday)\b/gi, "after $1")
    // "after 1 ideally, we're milking till 12", "im at work until 5": busy until an hour is a visit after it.
    // "my partner cant get away till lunchtime", "won't be back until 2": someone free only from an hour is a visit after it.
    .replace(/\b(?:can'?t|cannot|cant|won'?t|wont|not)\s+(?:get away|get there|get back|get home|get off|be there|be home|be back|be in|make it|leave)\b[^,.;!?]{0,20}?\b(?:till|until|til|before)\s+(noon|midday|lunch ?time|lunch|\d{1,2})(?![:.]?\d|st|nd|rd|th)\b/gi, "after $1")
    // "the vendors r both at work till lunchtime": anyone's busy time told the same way.
    .replace(/\b(?:i'?m|im|i am|we'?re|we are|he'?s|she'?s|they'?re|i'?ll be|we'?ll be|(?:r|are|is|will be)(?:\s+(?:both|all))?)\s+(?:\w+ing|at|on|in|out|busy|away)\b[^,.;!?]{0,40}?\b(?:till|until|til|up till|up until)\s+(noon|midday|lunch ?time|lunch|\d{1,2})(?![:.]?\d|st|nd|rd|th)\b/gi, "after $1")
    .replace(/\b(?:mornings?|afternoons?|evenings?)\s+(?:are|is|'?s)\s+(?:no good|not good|busy|bad|difficult|tricky|out|a no)\b|\b(?:not|can'?t do|cannot do|no)\s+(?:in the\s+)?(?:mornings?|afternoons?|evenings?)\b/gi, " ");
  // "morning, im at the estate agents …": a greeting is no window; nor is "shut all day" or "the chiropodist that
  // morning" beside another part of the day ("can he come in the afternoon instead").
  cleaned = cleaned.replace(/^\s*(?:good (?:morning|afternoon|evening)\b[,!.]*|(?:morning|afternoon|evening)[,!.]+)(?=\s+\S+\s+\S+\s+\S+)/i, " ").replace(/\b(?:shut|closed|out|away|busy|at work|working|in meetings|not (?:in|about|around|home)) (?:all|the whole) day\b/gi, " ");
  if (/\b(?:morning|afternoon|evening)s?\b.*\b(?:morning|afternoon|evening)s?\b|\bthat (?:morning|afternoon|evening)\b.*\b(?:at|about|around|after|from) \d/i.test(cleaned)) cleaned = cleaned.replace(/\b(?:that|the same|all|the whole) (?:morning|afternoon|evening)\b/gi, " ");
  // "40 juniors in on saturday mornings … so after 12", "we're drilling in the mornings": a part of the day
  // told as a habit, beside an hour given for the visit, is not the window.
  // The parts of the day named, counted before any of them is passed over below.
  const parts = new Set((cleaned.match(/\b(?:morning|afternoon|evening)s?\b/gi) ?? []).map((p) => p.toLowerCase().replace(/s$/, "")));
  // "can he come after 12? the vet's out first thing": an hour asked after or from outranks "first thing" told beside it.
  if (/\b(?:after|from) \d{1,2}\b/i.test(cleaned)) cleaned = cleaned.replace(/\bfirst thing\b/gi, " ");
  // "could it be after lunch? The florist is coming that morning", "after 1 instead? … booked in for that morning": the
  // part of the day or the hour asked for outranks "that morning".
  if (/\b(?:after|before) (?:lunch|tea|dinner|school|work)\b|\b(?:after|from) \d{1,2}\b/i.test(cleaned)) cleaned = cleaned.replace(/\b(?:that|the same|all|the whole) (?:morning|afternoon|evening)\b/gi, " ");
  // "in the afternoon? I play bridge in the mornings", "after 12 pls, the baby naps in the morning", "after 1, im at the
  // dentist in the morning": a habit, someone's sleep or an engagement, told beside another part of the day or an hour
  // asked for, is not the window.
  if (parts.size > 1 || /\b(?:after|from|before) (?:about |around |roughly )?\d{1,2}\b/i.test(cleaned)) cleaned = cleaned.replace(/\b(?:in|during) the (?:mornings|afternoons|evenings)\b|\b(?:naps?|sleeps?|is asleep|'s asleep|rests?|has (?:a|his|her) (?:nap|sleep|rest))\s+in the (?:morning|afternoon|evening)\b|\b(?:i'?m|im|i am|we'?re|we are|he'?s|she'?s|they'?re|(?:i|we|they)(?:'?ve| have)|(?:he|she) has)\b[^,.;!?]{0,50}?\bin the (?:morning|afternoon|evening)\b|\b(?:r|are|is|will be|'ll be)\s+(?:at|in|out|away|busy|off|having|doing|seeing|visiting|going)\b[^,.;!?]{0,30}?\bin the (?:morning|afternoon|evening)\b|\b(?:there'?s|theres|there is|there'?ll be|there will be)\b[^,.;!?]{0,30}?\bin the (?:morning|afternoon|evening)\b/gi, " ");
  if (/\b(?:after|from|about|around|at) \d{1,2}\b|\b\d{1,2} ?(?:ish|am|pm|o'?clock)\b/i.test(cleaned)) cleaned = cleaned.replace(HABIT_DAYS, " ").replace(/\b(?:in|during) the (?:mornings|afternoons|evenings)\b|\b(?:all|the whole) (?:morning|afternoon|evening)\b/gi, " ");
  // "football saturday morning n we'll be out, cud it be after 2 instead": an hour asked for instead outranks the part of the day told.
  if (/\binstead\b/i.test(cleaned) && /\b(?:after|from|about|around|at) \d{1,2}\b/i.test(cleaned)) cleaned = cleaned.replace(new RegExp(`\\b(${WEEKDAY}) (?:morning|afternoon|evening)\\b`, "gi"), "$1");
  // "cud u do the tuesday of that week instead, any time still": any time, asked again with a move, outranks a part of
  // the day told about the day moved from.
  const anyStill = /\b(?:any ?time|whenever)\s+(?:still|instead|is (?:still )?(?:fine|ok|okay)|(?:that|on the|the same) day)\b|\bstill any ?time\b/i.test(cleaned);
  const window = (anyStill ? "any" : undefined) ?? (mustBe ? windowFrom(mustBe[0]) : undefined) ?? windowFrom(cleaned) ?? (/\b(?:this|same) time (?:tomorrow|next week)\b/i.test(cleaned) ? windowOfHour(new TZDate(now.getTime(), TZ).getHours(), true) : undefined);
  if (window) found.window = window;

  // "Friday around 11", "tomorrow at 4": an hour chrono does not read as one.
  const hour = /\b(?:around|about|at|for|from|say|approx|roughly|after)\s+(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?(?=\s*(?:am\b|pm\b|ish\b|o'?clock\b|$|[,.;!?]|or\b|and\b|if\b|would\b|please\b|pls\b|as\b|because\b|cos\b|since\b|when\b|till\b|until\b|so\b|then\b|before\b|once\b|after\b|ideally\b|preferably\b|latest\b|at the latest\b|the\b|we\b|they\b|i\b|he\b|she\b|my\b|our\b))/i.exec(cleaned.replace(/\b(?:we|they|i|she|he|it|the (?:shop|pub|office|school|cafe))\s+(?:open|opens|close|closes|shut|shuts|start|starts|finish|finishes)\s+(?:at\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?/gi, " "));
  if (hour && !found.window && Number(hour[1]) >= 1 && Number(hour[1]) <= 12) {
    const h = Number(hour[1]) + (hour[3]?.toLowerCase() === "pm" && Number(hour[1]) < 12 ? 12 : 0);
    found.window = windowOfHour(h, Boolean(hour[3]), EARLY.test(cleaned));
  }
  const local = new TZDate(now.getTime(), TZ);
  let special = britishDay(cleaned.trim(), local);
  // "booked into a hotel for mothers day …, can u do the tuesday instead": the weekday a visit is moved to outranks a
  // named day of another weekday told beside it.
  if (special && movedTo && new Date(`${special}T12:00:00Z`).getUTCDay() !== movedDay) special = britishDay(movedTo[0], local);
  if (special) found.date = special;

  // chrono takes the zone as minutes east of UTC: 0 in winter, 60 in summer. It is the slowest part
  // of reading a message, so it runs only on text that could name a day.
  const offset = -local.getTimezoneOffset();
  const results = MAY_NAME_A_DAY.test(cleaned) ? chrono.en.GB.parse(cleaned, { instant: now, timezone: offset }, { forwardDate: true }) : [];
  for (const r of results) {
    const s = r.start;
    const dayGiven = s.isCertain("day") || s.isCertain("weekday") || /\b(today|tomorrow|tonight|this (?:morning|afternoon|evening))\b/i.test(r.text);
    // "now" ("where I live now", "it's working now") names neither a day nor a time: being urgent is
    // read as "as soon as possible", never from "now" alone.
    if (/^(?:right |just )?now$/i.test(r.text.trim())) continue;
    if (s.isCertain("hour") && !found.window) found.window = windowOfHour(s.get("hour") ?? 12, s.isCertain("meridiem"), EARLY.test(cleaned));
    // "next week" alone names no day, nor does "the day" ("do I pay on the day?").
    if (!dayGiven || /^(?:next week|(?:the|a|that|this) day)$/i.test(r.text.trim())) continue;
    found.date ??= `${s.get("year")}-${String(s.get("month")).padStart(2, "0")}-${String(s.get("day")).padStart(2, "0")}`;
    break;
  }
  if (!found.date && /\b(?:today|later today|tonight|this (?:morning|afternoon|evening))\b/i.test(cleaned)) found.date = dayKey(now);
  // "any afternoon next week", "whenever next week suits": any day of that week will do, so the first
  // working day of it that is not ruled out.
  if (!found.date && /\b(?:any|whenever|anytime)\b/i.test(cleaned) && /\bnext week\b/i.test(cleaned)) {
    const monday = startOfWeek(addWeeks(local, 1), { weekStartsOn: 1 });
    const first = [0, 1, 2, 3, 4].map((i) => addDays(monday, i)).find((d) => !excluded.has(d.getDay()));
    if (first) found.date = dayString(first);
  }
  // A day ruled out is never the day read.
  if (found.date && excluded.has(new Date(`${found.date}T12:00:00Z`).getUTCDay())) delete found.date;
  if (asap && (!found.date || found.date === dayKey(now))) {
    found.window = "asap";
    found.date = dayKey(now);
  }
  if (!found.date && !found.window) return null;
  if (found.date) {
    const today = dayKey(now);
    const days = differenceInCalendarDays(new Date(`${found.date}T12:00:00Z`), new Date(`${today}T12:00:00Z`));
    if (days < 0) found.problem = "past";
    else if (days > LATEST_BOOKING_DAYS) found.problem = "too_far";
  }
  return found;
}

/** "Tuesday 17 March" (or "today", "tomorrow") for a YYYY-MM-DD date. */
export function describeDate(date: string, now: Date) {
  const today = dayKey(now);
  if (date === today) return "today";
  if (date === shiftDay(today, 1)) return "tomorrow";
  return format(new Date(`${date}T12:00:00Z`), "EEEE d MMMM");
}
