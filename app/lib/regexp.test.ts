import { describe, expect, it } from "vitest";
import { escapeRegExp } from "./regexp";

describe("escapeRegExp", () => {
  it("matches the text itself, not what its characters mean in a pattern", () => {
    const text = "a.b*c+(d)?[e]{2}|f^g$h\\i/j";
    const re = new RegExp(`^${escapeRegExp(text)}$`);
    expect(re.test(text)).toBe(true);
    expect(re.test("aXb*c+(d)?[e]{2}|f^g$h\\i/j")).toBe(false);
  });
});
