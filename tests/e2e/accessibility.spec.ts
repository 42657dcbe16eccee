import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/fixtures";

/**
 * Public pages checked with axe: none may have a serious or critical violation, nor headings out of order.
 * One row per page; add new public pages here.
 */
const publicPages: Array<{ name: string; path: string }> = [
  { name: "home (with the contact form)", path: "/" },
  { name: "blog list", path: "/blog" },
  { name: "database blog post", path: "/blog/tree-roots-in-drains-berkshire" },
  { name: "not-found page", path: "/no-such-page" },
  { name: "service page", path: "/services/drain-unblocking" },
  { name: "emergency service page", path: "/services/emergency-callouts" },
  { name: "gutter services page", path: "/services/gutter-services" },
  { name: "area page", path: "/areas/newbury" },
  { name: "area page without sub-areas", path: "/areas/lambourn" },
  { name: "about", path: "/about" },
  { name: "FAQs", path: "/faqs" },
  { name: "reviews", path: "/testimonials" },
  { name: "article with tip grid", path: "/blog/prevent-blocked-drains-winter" },
  { name: "article with warning signs", path: "/blog/signs-blocked-drain" },
  { name: "article with price guide", path: "/blog/drain-unblocking-cost" },
];

for (const { name, path } of publicPages) {
  test(`${name} (${path}) has no serious or critical accessibility violations`, async ({ page }) => {
    // axe checks every element of a long page (colour contrast above all): 10-20 s each on a
    // two-core machine running other tests, beyond the default budget.
    test.setTimeout(90_000);
    const response = await page.goto(path);
    expect(response?.status()).toBe(path === "/no-such-page" ? 404 : 200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);

    const results = await new AxeBuilder({ page }).analyze();
    // Headings that skip a level are only "moderate" to axe, but they break the outline a
    // screen reader user navigates by (and the page's Lighthouse accessibility score).
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical" || v.id === "heading-order")
      .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  });
}
