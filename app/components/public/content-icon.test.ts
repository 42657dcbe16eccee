import { describe, expect, it } from "vitest";
import { about } from "~/content/about";
import { articles } from "~/content/articles";
import { services } from "~/content/services";
import { whyChooseUs } from "~/content/why-choose-us";
import { winterTips } from "~/content/winter-tips";
import { hasContentIcon } from "./content-icon";

describe("content icons", () => {
  it("has an icon for every name the marketing copy uses", () => {
    const names = new Set<string>([
      ...services.flatMap((s) => [s.icon, ...s.sections.flatMap((sec) => (sec.items ?? []).map((i) => i.icon))]),
      ...about.sections.flatMap((s) => (s.items ?? []).map((i) => i.icon)),
      ...articles.flatMap((a) => (a.tipGrid ?? []).map((t) => t.icon)),
      ...winterTips.map((t) => t.icon),
      ...whyChooseUs.map((c) => c.icon),
    ].filter((n): n is string => Boolean(n)));
    expect(names.size).toBeGreaterThan(40);
    expect([...names].filter((n) => !hasContentIcon(n))).toEqual([]);
    expect(hasContentIcon("NotAnIcon")).toBe(false);
  });
});
