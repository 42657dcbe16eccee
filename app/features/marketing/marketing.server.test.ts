import { describe, expect, it } from "vitest";
import { areaSlugs } from "~/content/areas";
import { serviceSlugs } from "~/content/services";
import { getBusiness } from "~/lib/business.server";
import { getAboutPage, getArticlePage, getAreaPage, getFaqPage, getReviewsPage, getServicePage } from "./marketing.server";

const tokens = /\{(phone|business)\}/;

describe("marketing pages", () => {
  it("gives every service page with its tokens filled and the titles of the pages it links to", () => {
    const business = getBusiness();
    for (const slug of serviceSlugs) {
      const page = getServicePage(slug)!;
      expect(page.service.slug).toBe(slug);
      expect(JSON.stringify(page)).not.toMatch(tokens);
      expect(page.image.src).toBe(`/images/services/${slug}.svg`);
      expect(page.relatedServices.length).toBeGreaterThan(0);
      for (const section of page.service.sections) {
        for (const item of section.items ?? []) {
          for (const a of item.areas ?? []) expect(page.areaNames[a]).toBeTruthy();
          for (const s of item.services ?? []) expect(page.serviceNames[s]).toBeTruthy();
        }
      }
    }
    expect(JSON.stringify(getServicePage("drain-unblocking"))).toContain(business.phone);
    expect(getServicePage("drain-repairs")!.relatedAreas.map((a) => a.slug)).toEqual(["newbury", "reading", "thatcham"]);
  });

  it("gives every area page with four service cards, three nearby areas and the standard service links", () => {
    for (const slug of areaSlugs) {
      const page = getAreaPage(slug)!;
      expect(page.area.slug).toBe(slug);
      expect(JSON.stringify(page)).not.toMatch(tokens);
      expect(page.serviceCards).toHaveLength(4);
      expect(page.nearby).toHaveLength(3);
      expect(page.relatedServices.map((s) => s.slug)).toEqual(["emergency-callouts", "drainage-maintenance", "drain-cleaning"]);
    }
    expect(getAreaPage("newbury")!.area.subAreas).toHaveLength(10);
    expect(getAreaPage("reading")!.area.subAreas).toHaveLength(10);
    expect(getAreaPage("thatcham")!.area.subAreas).toHaveLength(9);
  });

  it("answers null for unknown slugs", () => {
    expect(getServicePage("nope")).toBeNull();
    expect(getAreaPage("nope")).toBeNull();
    expect(getArticlePage("nope")).toBeNull();
    expect(getAreaPage("__proto__")).toBeNull();
  });

  it("fills the about, FAQ, reviews and article pages", () => {
    const business = getBusiness();
    expect(getAboutPage().about.heroTitle).toBe(`About ${business.name}`);
    const faq = getFaqPage();
    expect(faq.faqs).toHaveLength(12);
    expect(JSON.stringify(faq)).not.toMatch(tokens);
    expect(faq.services).toHaveLength(3);
    expect(faq.articles).toHaveLength(2);
    expect(faq.areas).toHaveLength(3);
    const reviews = getReviewsPage();
    expect(reviews.reviews).toHaveLength(9);
    expect(reviews.averageRating).toBe("5.0");
    const article = getArticlePage("signs-blocked-drain")!;
    expect(article.displayDate).toBe("16 September 2024");
    expect(article.article.warningSigns!.map((w) => w.severity)).toEqual(["Early Warning", "Developing Issue", "Urgent", "Emergency"]);
    expect(JSON.stringify(article)).not.toMatch(tokens);
  });
});
