import { describe, expect, it } from "vitest";
import { slotAt } from "~/features/booking/booking.schema";
import { readState } from "./dialogue-state.server";
import { choosePrompt, offeredSlots, readSlotChoice, slotsAfter, slotsNear, timeNamed } from "./slot-choice.server";

// Monday 4 March 2030, 08:00 in London.
const NOW = new Date("2030-03-04T08:00:00Z");
const day = (d: number) => `2030-03-${String(d).padStart(2, "0")}`;
/** Every window from Tuesday 5 to Friday 15 March, weekdays. */
const FREE = [5, 6, 7, 8, 11, 12, 13, 14, 15].flatMap((d) => [480, 600, 720, 840].map((m) => slotAt(day(d), m)));
const OFFERED = [slotAt(day(7), 480), slotAt(day(7), 600), slotAt(day(8), 480)];

describe("the windows offered", () => {
  it("are the three nearest the day and part asked for, earliest first", () => {
    expect(slotsNear(FREE, { date: day(7), window: "morning" }).map((s) => s.key)).toEqual(["2030-03-07T08:00", "2030-03-07T10:00", "2030-03-08T08:00"]);
    expect(slotsNear(FREE, { date: day(7), window: "afternoon" }).map((s) => s.key)).toEqual(["2030-03-07T12:00", "2030-03-07T14:00", "2030-03-08T12:00"]);
    expect(slotsNear(FREE, { date: day(7), window: "any" }).map((s) => s.key)).toEqual(["2030-03-07T08:00", "2030-03-07T10:00", "2030-03-07T12:00"]);
    // A Saturday has none: the next working days'.
    expect(slotsNear(FREE, { date: day(9), window: "morning" }).map((s) => s.key)).toEqual(["2030-03-11T08:00", "2030-03-11T10:00", "2030-03-12T08:00"]);
    // Beyond the last free day: the nearest before it.
    expect(slotsNear(FREE, { date: day(20), window: "afternoon" }).map((s) => s.key)).toEqual(["2030-03-14T14:00", "2030-03-15T12:00", "2030-03-15T14:00"]);
  });

  it("go on after the last one offered", () => {
    expect(slotsAfter(FREE, "2030-03-08T08:00").map((s) => s.key)).toEqual(["2030-03-08T10:00", "2030-03-08T12:00", "2030-03-08T14:00"]);
    expect(slotsAfter(FREE, "2030-03-15T12:00").map((s) => s.key)).toEqual(["2030-03-15T14:00"]);
  });

  it("are listed in words with the numbers and an example to answer with", () => {
    expect(choosePrompt(OFFERED)).toContain("Reply 1, 2 or 3, or a day and time such as 'Thursday morning'");
    expect(choosePrompt(OFFERED.slice(0, 1))).toContain("Reply 1, or");
  });
});

describe("the visitor's choice in words", () => {
  const pick = (text: string) => {
    const choice = readSlotChoice(text, OFFERED, NOW);
    return choice?.kind === "pick" ? choice.slot.key : choice;
  };

  it.each([
    ["Thursday morning", "2030-03-07T08:00"],
    ["thurs morning please", "2030-03-07T08:00"],
    ["the first one", "2030-03-07T08:00"],
    ["1", "2030-03-07T08:00"],
    ["the second", "2030-03-07T10:00"],
    ["2nd one please", "2030-03-07T10:00"],
    ["option 3", "2030-03-08T08:00"],
    ["No. 3", "2030-03-08T08:00"],
    ["yes the third one is fine", "2030-03-08T08:00"],
    ["the last one", "2030-03-08T08:00"],
    ["Thursday at 10", "2030-03-07T10:00"],
    ["the 10 o'clock one", "2030-03-07T10:00"],
    ["Friday morning", "2030-03-08T08:00"],
    ["friday", "2030-03-08T08:00"],
    ["the 7th at 10am", "2030-03-07T10:00"],
    ["whichever is soonest", "2030-03-07T08:00"],
    ["I don't mind", "2030-03-07T08:00"],
  ])("%s → %s", (text, key) => expect(pick(text)).toBe(key));

  it("a weekday said of a later week's list names that week's day", () => {
    const later = [slotAt(day(14), 600), slotAt(day(15), 480), slotAt(day(15), 600)];
    const choice = readSlotChoice("Friday morning", later, NOW);
    expect(choice).toEqual({ kind: "pick", slot: later[1] });
  });

  it("none of those, another day: the next ones", () => {
    for (const text of ["none of those", "another day please", "neither, anything later?", "no", "can't do any of those"]) expect(readSlotChoice(text, OFFERED, NOW), text).toEqual({ kind: "more" });
  });

  it("a day or time not offered is asked for; one that cannot be is refused with why", () => {
    expect(readSlotChoice("Thursday afternoon", OFFERED, NOW)).toMatchObject({ kind: "day", date: day(7), window: "afternoon" });
    expect(readSlotChoice("have you got anything on Tuesday?", OFFERED, NOW)).toMatchObject({ kind: "day", date: day(5), dateNamed: false });
    expect(readSlotChoice("the 11th at 2pm", OFFERED, NOW)).toMatchObject({ kind: "day", date: day(11), startMinute: 840, dateNamed: true });
    expect(readSlotChoice("the 3rd at 10", OFFERED, NOW)).toMatchObject({ kind: "day", date: "2030-04-03", startMinute: 600 });
    expect(readSlotChoice("Thursday at 6pm", OFFERED, NOW)).toMatchObject({ kind: "day", problem: "outside_hours" });
    expect(readSlotChoice("Thursday evening", OFFERED, NOW)).toMatchObject({ kind: "day", problem: "outside_hours" });
    expect(readSlotChoice("1 February 2030", OFFERED, NOW)).toMatchObject({ kind: "day", problem: "past" });
  });

  it("being rung instead, and words that are not about the windows", () => {
    expect(readSlotChoice("can you just ring me instead", OFFERED, NOW)).toEqual({ kind: "call" });
    for (const text of ["sorry my number is 07700 900777", "what do you charge?", "my email is sam@example.com", "3 Survey Close, Newbury RG14 5AB", "yes"]) {
      expect(readSlotChoice(text, OFFERED, NOW), text).toBeNull();
    }
    // With one window offered, a yes takes it.
    expect(readSlotChoice("yes please", OFFERED.slice(0, 1), NOW)).toEqual({ kind: "pick", slot: OFFERED[0] });
  });

  it("reads times of day as a trade visit's", () => {
    expect(timeNamed("at 10")).toBe(600);
    expect(timeNamed("2pm")).toBe(840);
    expect(timeNamed("at 2")).toBe(840);
    expect(timeNamed("14:00 please")).toBe(840);
    expect(timeNamed("the 8-10 one")).toBe(480);
    expect(timeNamed("the 3rd")).toBeUndefined();
    expect(timeNamed("07700 900123")).toBeUndefined();
  });
});

describe("the windows offered, kept in the state", () => {
  const draft = { name: "Sam", service: "cctv_survey" as const };

  it("are read back as keys of real windows, at most three, only while choosing", () => {
    const state = readState({ booking: { draft, stage: "choosing", offered: ["2030-03-07T08:00", "2030-03-07T09:00", "nonsense", 42, "2030-02-30T08:00", "2030-03-07T10:00", "2030-03-08T08:00", "2030-03-08T10:00"] } });
    expect(state.booking).toEqual({ draft, stage: "choosing", offered: ["2030-03-07T08:00", "2030-03-07T10:00", "2030-03-08T08:00"] });
    expect(offeredSlots(state.booking!.offered).map((s) => s.label)).toEqual(["Thursday 7 March 2030, 08:00–10:00", "Thursday 7 March 2030, 10:00–12:00", "Friday 8 March 2030, 08:00–10:00"]);
    expect(readState({ booking: { draft, stage: "confirming", offered: ["2030-03-07T08:00"] } }).booking).toEqual({ draft, stage: "confirming" });
  });

  it("a choosing booking with none left, or a stage that is not one, goes back to collecting; a booking without a draft is dropped", () => {
    expect(readState({ booking: { draft, stage: "choosing", offered: ["tomorrow"] } }).booking).toEqual({ draft, stage: "collecting" });
    expect(readState({ booking: { draft, stage: "booked" } }).booking).toEqual({ draft, stage: "collecting" });
    expect(readState({ booking: { stage: "choosing", offered: ["2030-03-07T08:00"] }, lastTopic: "prices" })).toEqual({ booking: undefined, lastTopic: "prices" });
    expect(readState(["not", "a", "state"])).toEqual({});
  });
});
