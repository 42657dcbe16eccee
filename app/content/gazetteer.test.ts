import { describe, expect, it } from "vitest";
import { areas } from "./areas";
import { AREA_POSITIONS, AREA_VILLAGES, AROUND_READING, BASE, milesBetween, OTHER_SERVED, OUTSIDE, READING_CENTRE, READING_RADIUS_MILES } from "./gazetteer";

describe("the gazetteer", () => {
  it("places every area page's town", () => {
    for (const area of areas) expect(AREA_POSITIONS[area.slug], area.slug).toBeDefined();
  });

  it("tells distances as the crow flies (Newbury to Reading town centre about 15 miles, to Swindon about 22)", () => {
    expect(milesBetween(BASE, READING_CENTRE)).toBeGreaterThan(14);
    expect(milesBetween(BASE, READING_CENTRE)).toBeLessThan(17);
    const swindon = OUTSIDE.find((p) => p.name === "Swindon")!.position!;
    expect(milesBetween(BASE, swindon)).toBeGreaterThan(20);
    expect(milesBetween(BASE, swindon)).toBeLessThan(25);
  });

  it("every area town lies within 25 miles of the base, and no town listed as beyond the area is well inside 10 miles of Reading town centre", () => {
    for (const [slug, position] of Object.entries(AREA_POSITIONS)) expect(milesBetween(BASE, position), slug).toBeLessThan(25);
    for (const place of OUTSIDE) if (place.position) expect(milesBetween(READING_CENTRE, place.position), place.name).toBeGreaterThan(READING_RADIUS_MILES - 0.5);
  });

  it("holds the West Berkshire villages visitors ask about (Brightwalton, Chaddleworth) as served places", () => {
    for (const name of ["Brightwalton", "Chaddleworth"]) expect(OTHER_SERVED.find((p) => p.name === name), name).toBeDefined();
  });

  it("lists around Reading only villages whose distance decides: each within 11 miles of Reading town centre and beyond West Berkshire's own lists", () => {
    for (const place of AROUND_READING) {
      expect(milesBetween(READING_CENTRE, place.position!), place.name).toBeLessThan(READING_RADIUS_MILES + 1);
      expect(OTHER_SERVED.some((p) => p.name === place.name), place.name).toBe(false);
    }
  });

  it("takes each area page's villages from the page itself: every one is named in that page's text", () => {
    for (const [slug, villages] of Object.entries(AREA_VILLAGES)) {
      const area = areas.find((a) => a.slug === slug)!;
      const text = JSON.stringify(area);
      for (const village of villages ?? []) expect(text, `${village} on the ${slug} page`).toContain(village);
    }
  });

  it("names each place once", () => {
    const names = [...areas.map((a) => a.town), ...Object.values(AREA_VILLAGES).flat(), ...OTHER_SERVED.map((p) => p.name), ...AROUND_READING.map((p) => p.name), ...OUTSIDE.map((p) => p.name)];
    expect(new Set(names).size).toBe(names.length);
  });
});
