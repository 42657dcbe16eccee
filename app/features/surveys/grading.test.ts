import { describe, expect, it } from "vitest";
import { gradeRun, observationGrade, plainSummary, serviceabilityOf } from "./grading";
import { MSCC5_CODES, mscc5Code } from "./mscc5-codes";

describe("the code table", () => {
  it("has each code once, graded only in the structural and service groups", () => {
    const codes = MSCC5_CODES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of MSCC5_CODES) {
      if (c.group === "structural" || c.group === "service") expect(c.grade, c.code).toBeGreaterThanOrEqual(1);
      else expect(c.grade, c.code).toBeNull();
      expect(c.meaning.length, c.code).toBeGreaterThan(20);
    }
  });

  it("knows the domestic codes and their attributes", () => {
    for (const code of ["FC", "FL", "CC", "CL", "CM", "B", "D", "JDM", "JDL", "JN", "OJM", "RF", "RM", "RT", "DEG", "DER", "DES", "ENC", "ENF", "WL", "SA", "MH", "LD", "LU", "CN", "CU", "GO", "GP", "SC"]) {
      expect(mscc5Code(code), code).toBeDefined();
    }
    expect(mscc5Code("fc")?.clock).toBe("two");
    expect(mscc5Code("D")?.percentage).toBe(true);
    expect(mscc5Code("OJM")?.dimensionMm).toBe(true);
    expect(mscc5Code("RM")?.continuous).toBe(true);
    expect(mscc5Code("ZZ")).toBeUndefined();
  });
});

describe("grading", () => {
  it("grades an observation by its code, raised by its percentage", () => {
    expect(observationGrade({ code: "CC" })).toBe(1);
    expect(observationGrade({ code: "RF", percentage: 5 })).toBe(2);
    expect(observationGrade({ code: "RF", percentage: 25 })).toBe(4);
    expect(observationGrade({ code: "DES", percentage: 60 })).toBe(5);
    expect(observationGrade({ code: "D", percentage: 4 })).toBe(3);
    expect(observationGrade({ code: "JN" })).toBeNull();
    expect(observationGrade({ code: "NOPE" })).toBeNull();
  });

  it("takes the run's peak in each group and the serviceability from the worst", () => {
    expect(gradeRun([])).toEqual({ structural: 1, service: 1, serviceability: "A" });
    expect(gradeRun([{ code: "JN" }, { code: "CC" }, { code: "DES", percentage: 5 }])).toEqual({ structural: 1, service: 2, serviceability: "A" });
    expect(gradeRun([{ code: "FC" }, { code: "RF", percentage: 5 }])).toEqual({ structural: 3, service: 2, serviceability: "B" });
    expect(gradeRun([{ code: "JDL" }, { code: "RM", percentage: 30 }])).toEqual({ structural: 4, service: 4, serviceability: "C" });
    expect(serviceabilityOf(2)).toBe("A");
    expect(serviceabilityOf(5)).toBe("C");
  });

  it("says the finding in plain words", () => {
    expect(plainSummary([{ code: "JDL" }, { code: "RM", percentage: 30 }, { code: "CC" }])).toBe("Two defects need repair; the rest is serviceable.");
    expect(plainSummary([{ code: "FC" }])).toBe("One defect is worth watching; the rest is serviceable.");
    expect(plainSummary([{ code: "JN" }])).toBe("No defect needs repair; the drains surveyed are serviceable.");
    expect(plainSummary([{ code: "B" }, { code: "FC" }], 1)).toBe("One defect needs repair and one defect is worth watching; the rest is serviceable. One run could not be surveyed to the end.");
  });
});
