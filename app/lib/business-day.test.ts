import { afterEach, describe, expect, it } from "vitest";
import {
  dateToLondonInput,
  dayKey,
  dayOfWeek,
  dayStart,
  formatDateLong,
  formatDateLongWithTime,
  formatDateMedium,
  formatDateTime,
  formatDayHeading,
  formatDayLong,
  formatDayShort,
  formatMonth,
  formatStart,
  formatTime,
  instantRange,
  isWeekend,
  londonInputToDate,
  londonInstant,
  monthGrid,
  shiftDay,
  shiftMonth,
  shiftWeek,
  timeKey,
  todayKey,
  weekOf,
  workingDay,
} from "./business-day";

const serverZone = process.env.TZ;
afterEach(() => {
  if (serverZone === undefined) delete process.env.TZ;
  else process.env.TZ = serverZone;
});

describe("London instants", () => {
  it("gives the London day, time and start of an instant, in winter and in summer time", () => {
    expect(dayKey(new Date("2026-01-15T23:30:00Z"))).toBe("2026-01-15");
    expect(dayKey(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    expect(timeKey("2026-06-30T23:30:00Z")).toBe("00:30");
    expect(timeKey(new Date("2026-01-15T09:05:00Z"))).toBe("09:05");
    expect(formatStart("2026-06-30T23:30:00Z")).toBe("00:30");
    expect(formatStart("2026-01-15T12:00:00Z")).toBe("12:00");
    expect(formatStart("2026-01-15T13:05:00Z")).toBe("13:05");
    expect(formatStart("2026-07-15T08:45:00Z")).toBe("09:45");
  });

  it("gives a day's instants, 23 and 25 hours long on the days the clocks change", () => {
    const spring = instantRange("2026-03-29", "2026-03-29");
    expect(spring.from.toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(spring.to.toISOString()).toBe("2026-03-29T23:00:00.000Z");
    const autumn = instantRange("2026-10-25", "2026-10-25");
    expect(autumn.from.toISOString()).toBe("2026-10-24T23:00:00.000Z");
    expect(autumn.to.toISOString()).toBe("2026-10-26T00:00:00.000Z");
    expect(londonInstant("2026-07-01", "09:30")?.toISOString()).toBe("2026-07-01T08:30:00.000Z");
    expect(londonInstant("2026-02-30", "09:30")).toBeNull();
    expect(londonInstant("2026-07-01", "24:00")).toBeNull();
  });

  it("accepts only real day keys from 1900 to 2199", () => {
    expect(dayStart("2026-02-28")).not.toBeNull();
    expect(dayStart("2028-02-29")).not.toBeNull();
    expect(dayStart("2026-02-29")).toBeNull();
    expect(dayStart("2026-13-01")).toBeNull();
    expect(dayStart("1899-12-31")).toBeNull();
    expect(dayStart("2200-01-01")).toBeNull();
    expect(dayStart("2026-1-01")).toBeNull();
  });
});

describe("calendar days, whatever the server's own time zone", () => {
  for (const zone of ["UTC", "Europe/London", "America/Sao_Paulo", "Pacific/Auckland", "America/Los_Angeles"]) {
    it(`steps through days, weeks and months and names them (server in ${zone})`, () => {
      process.env.TZ = zone;
      const november = monthGrid("2026-11");
      expect(november).toHaveLength(6);
      expect(november[0][0]).toBe("2026-10-26");
      expect(november[5][6]).toBe("2026-12-06");
      const march = monthGrid("2026-03").flat();
      expect(new Set(march).size).toBe(march.length);
      expect(march.filter((d) => d === "2026-03-29")).toHaveLength(1);
      expect(weekOf("2026-10-25")).toEqual(["2026-10-19", "2026-10-20", "2026-10-21", "2026-10-22", "2026-10-23", "2026-10-24", "2026-10-25"]);
      expect(shiftDay("2026-03-28", 1)).toBe("2026-03-29");
      expect(shiftDay("2026-10-25", 1)).toBe("2026-10-26");
      expect(shiftDay("2026-01-01", -1)).toBe("2025-12-31");
      expect(shiftWeek("2026-03-25", 1)).toBe("2026-04-01");
      expect(shiftMonth("2026-12", 1)).toBe("2027-01");
      expect(shiftMonth("2026-01", -1)).toBe("2025-12");
      expect(formatDayLong("2026-11-21")).toBe("Saturday 21 November 2026");
      expect(formatDayShort("2026-11-21")).toBe("Sat 21 Nov");
      expect(formatDayHeading("2026-03-29")).toBe("29 March 2026");
      expect(formatMonth("2026-11")).toBe("November 2026");
    });
  }
});

describe("today and day keys on London clocks, whatever the server's own time zone", () => {
  for (const zone of ["UTC", "Europe/London", "Pacific/Auckland", "America/Los_Angeles"]) {
    it(`puts late evening UTC on the right London day (server in ${zone})`, () => {
      process.env.TZ = zone;
      // 23:30 UTC on 30 June is already 1 July in London (BST); in January it is still the same day.
      expect(todayKey(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
      expect(todayKey(new Date("2026-01-15T23:30:00Z"))).toBe("2026-01-15");
      // The last minutes before the clocks change, and the hour after they go back.
      expect(dayKey("2026-03-29T00:59:00Z")).toBe("2026-03-29");
      expect(dayKey("2026-03-28T23:59:00Z")).toBe("2026-03-28");
      expect(dayKey("2026-10-24T23:30:00Z")).toBe("2026-10-25");
      expect(dayKey("2026-10-25T23:30:00Z")).toBe("2026-10-25");
      expect(timeKey("2026-10-25T00:30:00Z")).toBe("01:30");
      expect(timeKey("2026-10-25T01:30:00Z")).toBe("01:30");
    });

    it(`finds the London instant of a day and time on the days the clocks change (server in ${zone})`, () => {
      process.env.TZ = zone;
      // Spring: 01:00 to 02:00 does not exist; a time in it is taken an hour later, as a person would.
      expect(londonInstant("2026-03-29", "00:30")?.toISOString()).toBe("2026-03-29T00:30:00.000Z");
      expect(londonInstant("2026-03-29", "01:30")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
      expect(londonInstant("2026-03-29", "03:00")?.toISOString()).toBe("2026-03-29T02:00:00.000Z");
      // Autumn: 01:00 to 02:00 happens twice; either is that time on London clocks.
      expect(timeKey(londonInstant("2026-10-25", "01:30")!)).toBe("01:30");
      expect(londonInstant("2026-10-25", "02:00")?.toISOString()).toBe("2026-10-25T02:00:00.000Z");
      expect(londonInstant("2026-10-25", "00:30")?.toISOString()).toBe("2026-10-24T23:30:00.000Z");
    });

    it(`names weekdays and moves weekend work to a working day (server in ${zone})`, () => {
      process.env.TZ = zone;
      expect(dayOfWeek("2026-11-21")).toBe(6);
      expect(dayOfWeek("2026-11-22")).toBe(0);
      expect(dayOfWeek("2026-03-29")).toBe(0);
      expect(isWeekend("2026-11-21")).toBe(true);
      expect(isWeekend("2026-11-22")).toBe(true);
      expect(isWeekend("2026-11-23")).toBe(false);
      expect(workingDay("2026-11-21", 1)).toBe("2026-11-23");
      expect(workingDay("2026-11-22", 1)).toBe("2026-11-23");
      expect(workingDay("2026-11-21", -1)).toBe("2026-11-20");
      expect(workingDay("2026-11-22", -1)).toBe("2026-11-20");
      expect(workingDay("2026-11-25", 1)).toBe("2026-11-25");
      expect(workingDay("2026-11-25", -1)).toBe("2026-11-25");
      expect(workingDay("2026-12-31", 1)).toBe("2026-12-31");
      expect(workingDay("2027-01-02", -1)).toBe("2027-01-01");
    });

    it(`reads and writes datetime-local values on London clocks (server in ${zone})`, () => {
      process.env.TZ = zone;
      expect(londonInputToDate("2026-07-01T09:30")?.toISOString()).toBe("2026-07-01T08:30:00.000Z");
      expect(londonInputToDate("2026-01-15T09:30")?.toISOString()).toBe("2026-01-15T09:30:00.000Z");
      expect(londonInputToDate(" 2026-07-01T09:30:15 ")?.toISOString()).toBe("2026-07-01T08:30:15.000Z");
      expect(londonInputToDate("2026-03-29T01:30")?.toISOString()).toBe("2026-03-29T01:30:00.000Z");
      expect(londonInputToDate("2026-02-30T09:30")).toBeNull();
      expect(londonInputToDate("2026-07-01T24:00")).toBeNull();
      expect(londonInputToDate("1899-12-31T09:30")).toBeNull();
      expect(londonInputToDate("2026-07-01")).toBeNull();
      expect(dateToLondonInput("2026-06-30T23:30:00Z")).toBe("2026-07-01T00:30");
      expect(dateToLondonInput(new Date("2026-01-15T09:05:00Z"))).toBe("2026-01-15T09:05");
    });

    it(`formats dates people read in London (server in ${zone})`, () => {
      process.env.TZ = zone;
      expect(formatDateMedium("2026-11-21")).toBe("21 Nov 2026");
      expect(formatDateMedium(new Date("2026-06-30T23:30:00Z"))).toBe("1 Jul 2026");
      expect(formatDateLong("2026-11-21")).toBe("21 November 2026");
      expect(formatDateLong(new Date("2026-06-30T23:30:00Z"))).toBe("1 July 2026");
      expect(formatDateTime("2026-06-30T23:30:00Z")).toBe("1 Jul 2026, 00:30");
      expect(formatDateTime("2026-01-15T09:05:00Z")).toBe("15 Jan 2026, 09:05");
      expect(formatTime("2026-03-29T01:00:00Z")).toBe("02:00");
      expect(formatDateLongWithTime("2026-01-15T00:00:00Z")).toBe("15 January 2026");
      expect(formatDateLongWithTime("2026-06-30T23:00:00Z")).toBe("1 July 2026");
      expect(formatDateLongWithTime("2026-07-15T00:00:00Z")).toBe("15 July 2026 at 01:00");
    });
  }
});
