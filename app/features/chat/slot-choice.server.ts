/**
 * Choosing a free arrival window in the chat (docs/decisions/0112): which windows to offer (the three
 * nearest the visitor's day and part of the day), how they are worded, and the visitor's choice read
 * from their words: "the first one", "2", "Tuesday morning", "Thursday afternoon", "the 3rd at 10",
 * "none of those", "another day", "have you got Friday?", "just ring me". Pure: the free windows come
 * from the caller.
 */
import { parseSlotKey, SLOT_WINDOW_MINUTES, SLOT_WINDOW_STARTS, slotAt, type Slot } from "~/features/booking/booking.schema";
import { dayOfWeek } from "~/lib/business-day";
import { describeDate, findPreferredTime, type TimeWindow } from "./when.server";

/** How many windows are offered at a time. */
export const SLOTS_OFFERED = 3;

export type SlotChoice =
  /** One of the windows offered. */
  | { kind: "pick"; slot: Slot }
  /**
   * A day, a part of the day or a time not among those offered, or one that cannot be: why.
   * `dateNamed`: the day was named as a date ("the 11th", "next Friday"), not a weekday alone.
   */
  | { kind: "day"; date?: string; window?: "morning" | "afternoon"; startMinute?: number; problem?: "past" | "too_far" | "outside_hours"; dateNamed?: boolean }
  /** None of those: the next ones. */
  | { kind: "more" }
  /** No window: the visitor would rather be called. */
  | { kind: "call" };

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The offered keys back into windows, in the order offered (a key that is not a window is left out). */
export function offeredSlots(keys: readonly string[] | undefined): Slot[] {
  return (keys ?? []).flatMap((key) => {
    const parsed = parseSlotKey(key);
    return parsed ? [slotAt(parsed.day, parsed.startMinute)] : [];
  });
}

function matchesPart(slot: Slot, window: TimeWindow | undefined) {
  return window === "morning" || window === "afternoon" ? slot.part === window : true;
}

/**
 * The `count` free windows nearest a preferred day and part of the day, earliest first: that day's
 * windows in that part, then the later days' in that part, then the other part, then the days before
 * (nearest first). With no day, the earliest windows in that part, then the others.
 */
export function slotsNear(slots: readonly Slot[], { date, window }: { date?: string; window?: TimeWindow }, count = SLOTS_OFFERED): Slot[] {
  const from = slots.filter((s) => !date || s.day >= date);
  const before = slots.filter((s) => date && s.day < date).reverse();
  const ranked = [...from.filter((s) => matchesPart(s, window)), ...from.filter((s) => !matchesPart(s, window)), ...before.filter((s) => matchesPart(s, window)), ...before.filter((s) => !matchesPart(s, window))];
  return ranked.slice(0, count).sort((a, b) => a.key.localeCompare(b.key));
}

/** The `count` free windows after `lastKey`, earliest first. */
export function slotsAfter(slots: readonly Slot[], lastKey: string | undefined, count = SLOTS_OFFERED): Slot[] {
  return slots.filter((s) => !lastKey || s.key > lastKey).slice(0, count);
}

/** "Thursday morning": how a visitor would name the window. */
export function spokenSlot(slot: Slot) {
  return `${WEEKDAYS[dayOfWeek(slot.day)]} ${slot.part}`;
}

/** The windows as a numbered list, one a line. */
export function slotList(slots: readonly Slot[]) {
  return slots.map((s, i) => `${i + 1}. ${s.label}`).join("\n");
}

/** The question after a list of windows, with the numbers it holds and its first window as the example. */
export function choosePrompt(slots: readonly Slot[]) {
  const numbers = slots.length === 1 ? "Reply 1" : `Reply ${slots.map((_, i) => i + 1).slice(0, -1).join(", ")} or ${slots.length}`;
  return `The engineer arrives within the window. Which would you like? ${numbers}, or a day and time such as '${spokenSlot(slots[0])}'; say 'another day' for others.`;
}

/** "Thursday 12 March in the morning", "tomorrow", "the afternoon": a day and part named, for the lead of a list. */
export function describePreference({ date, window }: { date?: string; window?: TimeWindow }, now: Date) {
  const part = window === "morning" || window === "afternoon" || window === "evening" ? `the ${window}` : "";
  if (!date) return part;
  return [describeDate(date, now), part].filter(Boolean).join(" in ");
}

const FILLER = new Set(
  (
    "yes yeah yep yup ya ok okay k right great perfect lovely brilliant cool fine please pls plz thanks thank you cheers ta i ill i'll id i'd im i'm we we'll well we'd " +
    "lets let's let us like love want wanna would could can go for with take have book me in put down do opt the option number num slot window time that sounds " +
    "sound good works work suits suit is be will then choose pick happy best looks look a an it mate just"
  ).split(" "),
);
const POSITIONS: Record<string, number> = { "1": 1, one: 1, first: 1, "1st": 1, top: 1, "2": 2, two: 2, second: 2, "2nd": 2, "3": 3, three: 3, third: 3, "3rd": 3 };

/** "the first one", "2", "option 3", "the last one", "yes the 2nd please": a place in the list, or null. */
function position(text: string, offered: number): number | null {
  const words = text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/\bno\.?\s*(\d)\b/g, "number $1")
    .replace(/#\s*(\d)\b/g, "number $1")
    .split(/[^a-z0-9']+/)
    .filter((w) => w && !FILLER.has(w));
  if (words.length === 2 && (words[1] === "one" || words[1] === "ones")) words.pop();
  if (words.length !== 1) return null;
  const word = words[0];
  const at = word === "last" || word === "latest" ? offered : word === "middle" && offered === 3 ? 2 : POSITIONS[word];
  return at && at <= offered ? at : null;
}

/**
 * A time of day the visitor names, in minutes after midnight: "at 10", "10am", "2pm", "14:00",
 * "10 o'clock", "8-10". An hour from 1 to 7 without am or pm is the afternoon: no visit is at night.
 */
export function timeNamed(text: string): number | undefined {
  const t = text.toLowerCase();
  const m =
    /\b(\d{1,2})(?:[:.](\d{2}))?\s*(?:-|–|to|till|until)\s*\d{1,2}(?:[:.]\d{2})?\s*(am|pm)?\b/.exec(t) ??
    /\b(?:at|from|around|say|arrive at|arriving at)\s+(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|o'?clock)?(?![\w:.])/.exec(t) ??
    /\b(\d{1,2})[:.](\d{2})\s*(am|pm)?\b/.exec(t) ??
    /\b(\d{1,2})()\s*(am|pm|o'?clock)\b/.exec(t);
  if (!m) return undefined;
  let hour = Number(m[1]);
  const minute = m[2] ? Number(m[2]) : 0;
  if (hour > 23 || minute > 59) return undefined;
  if (m[3] === "pm" && hour < 12) hour += 12;
  else if (m[3] !== "am" && hour >= 1 && hour <= 7) hour += 12;
  return hour * 60 + minute;
}

/** The window holding a time of day, or undefined when no window does (before 8am, from 4pm). */
export function windowStartOf(minute: number): number | undefined {
  return SLOT_WINDOW_STARTS.find((start) => minute >= start && minute < start + SLOT_WINDOW_MINUTES);
}

/** Words that name a date rather than a weekday alone: "the 14th", "14/3", "next", "this", a month. */
const DATE_MARKER = /\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}\/\d{1,2}\b|\b(?:next|this|coming|week|fortnight|tomorrow|today|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i;
const WEEKDAY_WORDS: Array<[RegExp, number]> = [
  [/\bsun(?:day)?\b/i, 0],
  [/\bmon(?:day)?\b/i, 1],
  [/\btue(?:s|sday)?\b/i, 2],
  [/\bwed(?:s|nesday)?\b/i, 3],
  [/\bthu(?:r|rs|rsday)?\b/i, 4],
  [/\bfri(?:day)?\b/i, 5],
  [/\bsat(?:urday)?\b/i, 6],
];

/** The one weekday a message names (0 for Sunday), or undefined for none or several. */
function weekdayNamed(text: string): number | undefined {
  const named = WEEKDAY_WORDS.filter(([re]) => re.test(text)).map(([, day]) => day);
  return named.length === 1 ? named[0] : undefined;
}

const CALL = /\b(?:(?:just |can you |could you |please )?(?:call|ring|phone) (?:me|us)(?: back| instead| to arrange)?|give me a (?:call|ring|bell)|(?:rather|prefer) (?:a call|you (?:call|ring|phoned?|rang))|speak to someone)\b/i;
const WHICHEVER = /\b(?:whichever|either (?:one|is fine|will do)|any (?:of (?:them|those|these)|one)(?: is fine| will do)?|don'?t mind(?: which)?|not fussy|the earliest|earliest (?:one|please|is fine)|soonest|first available|as soon as possible|asap|any ?time(?: is fine| will do| suits| works| is good)?$)\b/i;
/** "can't do any of those", "not either": a refusal, never "any will do". */
const NEGATION = /\b(?:can'?t|cannot|can not|not|no|none|neither|nor|don'?t(?! mind)|won'?t|doesn'?t)\b/i;
const MORE =
  /\b(?:none|neither|nothing|no good|not (?:those|them|these|any of (?:those|them|these)|good)|another (?:day|time|date|week|slot|window|one|option)|other (?:days?|times?|dates?|slots?|windows?|options?)|different (?:day|time|date|slot|window)|anything (?:else|later|other)|something (?:else|later)|any (?:others?|other (?:days?|times?|slots?))|more (?:options|slots|times|windows|days)|next (?:ones?|three|few)|later (?:ones?|days?|in the week)|can'?t do (?:those|them|any of|either|that)|doesn'?t suit|don'?t suit|won'?t work|not suit)\b/i;

/**
 * The visitor's choice among the windows offered, from their words, or null when the message is not
 * about the windows (a correction, a question). A day or time that names an offered window picks it
 * (the earliest when it names several: "Thursday morning" for 08:00 and 10:00 picks 08:00).
 */
export function readSlotChoice(text: string, offered: readonly Slot[], now: Date): SlotChoice | null {
  const t = text.trim();
  if (!t || !offered.length) return null;
  if (CALL.test(t)) return { kind: "call" };
  const at = position(t, offered.length);
  if (at) return { kind: "pick", slot: offered[at - 1] };
  if (WHICHEVER.test(t) && !NEGATION.test(t)) return { kind: "pick", slot: offered[0] };

  const when = findPreferredTime(t, now);
  const time = timeNamed(t);
  const window = when?.window === "morning" || when?.window === "afternoon" ? when.window : undefined;
  if (when?.problem) return { kind: "day", problem: when.problem };
  if (when?.window === "evening") return { kind: "day", date: when.date, problem: "outside_hours" };
  if (when?.date || time !== undefined || window) {
    const start = time === undefined ? undefined : windowStartOf(time);
    if (time !== undefined && start === undefined) return { kind: "day", date: when?.date, problem: "outside_hours" };
    // "Friday morning" said of a list holding Friday 15 March names that Friday, not the coming one.
    const weekday = when?.date && !DATE_MARKER.test(t) ? weekdayNamed(t) : undefined;
    const onDay = (s: Slot) => (weekday !== undefined ? dayOfWeek(s.day) === weekday : !when?.date || s.day === when.date);
    const match = offered.filter((s) => onDay(s) && (start === undefined ? matchesPart(s, window) : s.startMinute === start)).sort((a, b) => a.key.localeCompare(b.key))[0];
    if (match) return { kind: "pick", slot: match };
    return { kind: "day", date: when?.date, window: start === undefined ? window : start < 720 ? "morning" : "afternoon", startMinute: start, dateNamed: Boolean(when?.date) && weekday === undefined };
  }
  if (MORE.test(t) || /^(?:no|nope|nah|no thanks|no thank you)[\s.!]*$/i.test(t)) return { kind: "more" };
  if (offered.length === 1 && /^(?:yes|yeah|yep|yup|ok|okay|sure|please|that'?s fine|fine|great|perfect|lovely|book it)\b[\s\w!.,']*$/i.test(t) && !/\b(?:but|not|no)\b/i.test(t)) {
    return { kind: "pick", slot: offered[0] };
  }
  return null;
}
