import { describe, expect, it } from "vitest";
import { findPreferredTime, type TimeWindow } from "./when.server";

/**
 * The expressions the date reader is held to, each against a fixed clock, with the day and time
 * window a visitor means (UK usage: "next Friday" on a Tuesday is the Friday of next week; "a week
 * on Friday" and "Friday week" the Friday after this one). `null` is no day read.
 */
type Row = [text: string, date: string | null, window?: TimeWindow, problem?: "past" | "too_far"];

const TUESDAY_10_MARCH = new Date("2026-03-10T10:00:00Z");
const MONDAY_30_MARCH = new Date("2026-03-30T08:00:00Z"); // 9am BST, the week of Easter
const FRIDAY_18_DECEMBER = new Date("2026-12-18T10:00:00Z");

const tuesday: Row[] = [
  ["today", "2026-03-10"],
  ["tomorrow", "2026-03-11"],
  ["tmrw", "2026-03-11"],
  ["tomoz", "2026-03-11"],
  ["the day after tomorrow", "2026-03-12"],
  ["day after tmrw", "2026-03-12"],
  ["in two days", "2026-03-12"],
  ["in 3 days", "2026-03-13"],
  ["this friday", "2026-03-13"],
  ["friday", "2026-03-13"],
  ["on friday", "2026-03-13"],
  ["fri", "2026-03-13"],
  ["next friday", "2026-03-20"],
  ["friday next week", "2026-03-20"],
  ["next week friday", "2026-03-20"],
  ["sometime next week, friday is best", "2026-03-20"],
  ["a week on friday", "2026-03-20"],
  ["friday week", "2026-03-20"],
  ["the friday after next", "2026-03-20"],
  ["week after next on the wednesday", "2026-03-25"],
  ["the week after next, wednesday is best", "2026-03-25"],
  ["weds the week after next", "2026-03-25"],
  ["in two weeks", "2026-03-24"],
  ["in 2 weeks time", "2026-03-24"],
  ["friday fortnight", "2026-03-27"],
  ["next week but not monday, tuesday morning is best", "2026-03-17", "morning"],
  ["fri aft", "2026-03-13", "afternoon"],
  ["tomorrow afto", "2026-03-11", "afternoon"],
  // "tomorrow" in any spelling of its shape
  ["tomorow morning", "2026-03-11", "morning"],
  ["2morow pm", "2026-03-11", "afternoon"],
  ["tommoro", "2026-03-11"],
  ["wed 1st thing", "2026-03-11", "morning"],
  ["1st thing on the 20th", "2026-03-20", "morning"],
  ["except mon, thursday is good", "2026-03-12"],
  // Any day of next week will do: the first working day of it that is not ruled out; a day ruled out is never the day.
  ["any day next week but wed", "2026-03-16", "any"],
  ["any day next week but monday", "2026-03-17", "any"],
  ["any afternoon next week apart from wed", "2026-03-16", "afternoon"],
  ["any afternoon next week but Wednesday", "2026-03-16", "afternoon"],
  ["next week any morning except monday", "2026-03-17", "morning"],
  ["whenever next week", "2026-03-16", "any"],
  ["cant do monday but tuesday is fine", "2026-03-17"],
  ["monday's no good, wednesday?", "2026-03-11"],
  ["busy thursday so friday pls", "2026-03-13"],
  ["friday is out, thursday then", "2026-03-12"],
  ["im working monday, tuesday morning?", "2026-03-17", "morning"],
  // "a fortnight today" is two weeks on, never today; before noon; from an hour onwards; "2" kept as an hour.
  ["a fortnight today", "2026-03-24"],
  ["two weeks today in the morning", "2026-03-24", "morning"],
  ["tomorrow b4 11", "2026-03-11", "morning"],
  ["thursday from 1 onwards", "2026-03-12", "afternoon"],
  // A part of the day given as a reason, or ruled out, is not the window.
  ["friday, afternoons best as we have the school run in the mornings", "2026-03-13", "afternoon"],
  ["monday please, mornings are no good", "2026-03-16"],
  ["could you come out monday afternoon", "2026-03-16", "afternoon"],
  ["this thursday", "2026-03-12"],
  ["next thursday", "2026-03-19"],
  ["next week thursday", "2026-03-19"],
  ["thursday next week", "2026-03-19"],
  ["wednesday", "2026-03-11"],
  ["tuesday", "2026-03-17"],
  ["next tuesday", "2026-03-17"],
  ["monday", "2026-03-16"],
  ["this monday", "2026-03-16"],
  ["next monday", "2026-03-16"],
  ["monday week", "2026-03-23"],
  ["a week on monday", "2026-03-23"],
  ["sunday", "2026-03-15"],
  ["saturday", "2026-03-14"],
  ["this weekend", "2026-03-14"],
  ["at the weekend", "2026-03-14"],
  ["next weekend", "2026-03-21"],
  ["saturday morning", "2026-03-14", "morning"],
  ["sat morn", "2026-03-14", "morning"],
  ["sun pm", "2026-03-15", "afternoon"],
  ["weds pm", "2026-03-11", "afternoon"],
  ["wed am", "2026-03-11", "morning"],
  ["thurs am", "2026-03-12", "morning"],
  ["thur afternoon", "2026-03-12", "afternoon"],
  ["tues evening", "2026-03-17", "evening"],
  ["mon morning", "2026-03-16", "morning"],
  ["the 18th", "2026-03-18"],
  ["on the 18th", "2026-03-18"],
  ["18th march", "2026-03-18"],
  ["march 18", "2026-03-18"],
  ["18 march", "2026-03-18"],
  ["18/03", "2026-03-18"],
  ["18/3", "2026-03-18"],
  ["3rd april", "2026-04-03"],
  ["april 3rd", "2026-04-03"],
  ["1st of april", "2026-04-01"],
  ["the 2nd", "2026-04-02"],
  ["a week today", "2026-03-17"],
  ["this time next week", "2026-03-17"],
  ["in a week", "2026-03-17"],
  ["a week tomorrow", "2026-03-18"],
  ["tomorrow week", "2026-03-18"],
  ["in a fortnight", "2026-03-24"],
  ["end of the week", "2026-03-13"],
  ["start of next week", "2026-03-16"],
  ["early next week", "2026-03-16"],
  ["tonight", "2026-03-10", "evening"],
  ["this evening", "2026-03-10", "evening"],
  ["this afternoon", "2026-03-10", "afternoon"],
  ["this morning", "2026-03-10", "morning"],
  ["later today", "2026-03-10"],
  ["first thing tomorrow", "2026-03-11", "morning"],
  ["tomorrow first thing", "2026-03-11", "morning"],
  ["tomorrow lunchtime", "2026-03-11", "afternoon"],
  ["tomorrow teatime", "2026-03-11", "evening"],
  ["tomorrow after 6", "2026-03-11", "evening"],
  ["tomorrow at 4", "2026-03-11", "afternoon"],
  ["tomorrow at 10", "2026-03-11", "morning"],
  ["tomorrow 2pm", "2026-03-11", "afternoon"],
  ["wednesday at 9am", "2026-03-11", "morning"],
  ["thursday 3pm", "2026-03-12", "afternoon"],
  ["friday around 11", "2026-03-13", "morning"],
  ["monday after school", "2026-03-16", "afternoon"],
  ["monday after work", "2026-03-16", "evening"],
  ["friday before lunch", "2026-03-13", "morning"],
  ["friday after lunch", "2026-03-13", "afternoon"],
  ["wednesday first thing", "2026-03-11", "morning"],
  ["thursday early", "2026-03-12", "morning"],
  ["saturday any time", "2026-03-14", "any"],
  ["whenever suits", null, "any"],
  ["asap", "2026-03-10", "asap"],
  ["as soon as possible", "2026-03-10", "asap"],
  ["as soon as poss", "2026-03-10", "asap"],
  ["good friday", "2026-04-03"],
  ["easter monday", "2026-04-06"],
  ["easter sunday", "2026-04-05"],
  ["the may bank holiday", "2026-05-04"],
  ["early may bank holiday", "2026-05-04"],
  ["spring bank holiday", "2026-05-25"],
  ["august bank holiday", "2026-08-31", undefined, "too_far"],
  ["boxing day", "2026-12-26", undefined, "too_far"],
  ["christmas eve", "2026-12-24", undefined, "too_far"],
  ["yesterday", "2026-03-09", undefined, "past"],
  ["last friday", "2026-03-06", undefined, "past"],
  ["every monday", null],
  ["every other week", null],
  ["once a month", null],
  ["every few days", null],
  ["each winter", null],
  ["it keeps happening", null],
  ["every time it rains", null],
  ["it blocks every month or so", null],
  ["I've had the problem since 2019", null],
  ["3 bedroom house", null],
  // An hour after noon with no am or pm: the afternoon.
  ["monday after 2", "2026-03-16", "afternoon"],
  ["thursday from 1 o'clock", "2026-03-12", "afternoon"],
  ["friday after midday", "2026-03-13", "afternoon"],
  ["wednesday, after 12", "2026-03-11", "afternoon"],
  ["tomorrow past 3 o'clock", "2026-03-11", "afternoon"],
  // How often, in other words: never a day.
  ["every other friday", null],
  ["every sunday after the roast", null],
  ["most weekends", null],
  ["most mornings", null],
  ["whenever the washing machine empties", null],
  // A weekday with its day of the month; "as soon as possible" never overrides a day named with it.
  ["wed 18th, morning", "2026-03-18", "morning"],
  ["friday the 20th pm", "2026-03-20", "afternoon"],
  ["asap but i cant do till wed 18th, morning", "2026-03-18", "morning"],
  ["a week today if poss, in the morning", "2026-03-17", "morning"],
  ["asap please", "2026-03-10", "asap"],
  ["monday week, mornings best", "2026-03-23", "morning"],
  // "On the day" is the visit's day, not one named.
  ["do i pay on the day or do u invoice the business?", null],
  ["flat 5, 12 Mill Lane", null],
  ["we have 2 toilets", null],
  ["in may", null],
  ["it's been 2 weeks", null],
  // When the problem began is told, never a day or a time to book.
  ["its been like it since about 8 last night", null],
  ["ever since sunday evening, can you come friday", "2026-03-13"],
  ["it started yesterday afternoon", null],
  // "now" about where the visitor is names no day and no time; a visit wanted now is as soon as possible.
  ["that's where we rent now", null],
  ["we've moved now, the job's in thatcham, thurs after 3", "2026-03-12", "afternoon"],
  ["could someone come out now", "2026-03-10", "asap"],
  // Notes with a day, written as visitors write them.
  ["the 26th, any time ideally", "2026-03-26", "any"],
  ["next week, weds is best, after 1", "2026-03-18", "afternoon"],
];

const easterWeek: Row[] = [
  ["today", "2026-03-30"],
  ["tonight", "2026-03-30", "evening"],
  ["tomorrow", "2026-03-31"],
  ["the day after tomorrow", "2026-04-01"],
  ["wednesday", "2026-04-01"],
  ["tuesday afternoon", "2026-03-31", "afternoon"],
  ["friday", "2026-04-03"],
  ["this friday", "2026-04-03"],
  ["thursday next week", "2026-04-09"],
  ["next week thursday", "2026-04-09"],
  ["the 2nd", "2026-04-02"],
  ["the 31st", "2026-03-31"],
  ["the 1st", "2026-04-01"],
  ["monday", "2026-04-06"],
  ["next monday", "2026-04-06"],
  ["easter monday", "2026-04-06"],
  ["good friday", "2026-04-03"],
  ["sunday", "2026-04-05"],
  ["this weekend", "2026-04-04"],
  ["a week today", "2026-04-06"],
  ["next week", null],
];

const christmas: Row[] = [
  ["christmas eve", "2026-12-24"],
  ["xmas eve", "2026-12-24"],
  ["christmas day", "2026-12-25"],
  ["boxing day", "2026-12-26"],
  ["new year's eve", "2026-12-31"],
  ["new years day", "2027-01-01"],
  ["monday", "2026-12-21"],
  ["next week wednesday", "2026-12-23"],
  ["the 29th", "2026-12-29"],
  ["2nd jan", "2027-01-02"],
  ["jan 4th", "2027-01-04"],
  ["next friday", "2026-12-25"],
  ["this time next week", "2026-12-25"],
  ["tomorrow", "2026-12-19"],
  ["the day after tomorrow", "2026-12-20"],
  ["in a fortnight", "2027-01-01"],
];

function check(now: Date, rows: Row[]) {
  for (const [text, date, window, problem] of rows) {
    it(`"${text}" → ${date ?? "no day"}${window ? ` ${window}` : ""}${problem ? ` (${problem})` : ""}`, () => {
      const found = findPreferredTime(text, now);
      expect(found?.date ?? null).toBe(date);
      if (window) expect(found?.window).toBe(window);
      expect(found?.problem).toBe(problem);
    });
  }
}

describe("days and times against a Tuesday in March", () => check(TUESDAY_10_MARCH, tuesday));
describe("days and times in the week of Easter, across the end of a month", () => check(MONDAY_30_MARCH, easterWeek));
describe("days and times before Christmas, across the end of a year", () => check(FRIDAY_18_DECEMBER, christmas));

it("the table holds at least 150 expressions", () => {
  expect(tuesday.length + easterWeek.length + christmas.length).toBeGreaterThanOrEqual(150);
});
