import type { APIRequestContext, Page } from "@playwright/test";
import { areas } from "../../app/content/areas";
import { articles } from "../../app/content/articles";
import { faqs } from "../../app/content/faqs";
import { services } from "../../app/content/services";
import { expect, test } from "./support/fixtures";

/** The public marketing pages and the H1 each one carries. */
const pages: Array<{ path: string; h1: string | RegExp; kind: "service" | "area" | "article" | "other" }> = [
  ...services.map((s) => ({ path: `/services/${s.slug}`, h1: s.heroTitle, kind: "service" as const })),
  ...areas.map((a) => ({ path: `/areas/${a.slug}`, h1: `Drainage Services in ${a.town}`, kind: "area" as const })),
  ...articles.map((a) => ({ path: `/blog/${a.slug}`, h1: a.title, kind: "article" as const })),
  { path: "/about", h1: /^About \S/, kind: "other" },
  { path: "/faqs", h1: "Frequently Asked Questions", kind: "other" },
  { path: "/testimonials", h1: "Customer Reviews", kind: "other" },
];

function decode(html: string) {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

type Json = Record<string, unknown> & { "@type"?: string };

/** What the server sent for one page, read from its HTML. */
async function fetchPage(request: APIRequestContext, path: string) {
  const res = await request.get(path);
  const html = await res.text();
  const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode(m[1]));
  const titles = [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => decode(m[1]));
  const canonicals = [...html.matchAll(/<link\b[^>]*rel="canonical"[^>]*>/g)].map((m) => /href="([^"]*)"/.exec(m[0])?.[1]);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Json,
  );
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  return { status: res.status(), html, h1s, titles, canonicals, jsonLd, mainText: decode(main) };
}

function sentences(text: string) {
  return new Set(
    text
      .split(/(?<=[.!?])\s+/)
      .map((s) => s.trim().toLowerCase())
      .filter((s) => s.length > 20),
  );
}

test.describe("public marketing pages (server HTML)", () => {
  test("every page answers 200 with its one H1, a unique title and canonical, and valid structured data", async ({
    request,
  }) => {
    const titles = new Map<string, string>();
    const canonicals = new Map<string, string>();
    for (const page of pages) {
      const p = await fetchPage(request, page.path);
      expect(p.status, page.path).toBe(200);
      expect(p.h1s, `${page.path} has exactly one H1`).toHaveLength(1);
      if (typeof page.h1 === "string") expect(p.h1s[0], page.path).toBe(page.h1);
      else expect(p.h1s[0], page.path).toMatch(page.h1);
      expect(p.html, `${page.path} has the skip link target`).toContain('<main id="main"');

      expect(p.titles, `${page.path} has one title`).toHaveLength(1);
      const title = p.titles[0];
      expect(titles.get(title), `title "${title}" of ${page.path} is also used by`).toBeUndefined();
      titles.set(title, page.path);

      expect(p.canonicals, `${page.path} has one canonical`).toHaveLength(1);
      const canonical = p.canonicals[0]!;
      expect(new URL(canonical).pathname, page.path).toBe(page.path);
      expect(canonicals.get(canonical)).toBeUndefined();
      canonicals.set(canonical, page.path);

      // The business block is on every page.
      const business = p.jsonLd.find((b) => b["@type"] === "Plumber");
      expect(business, `${page.path} business JSON-LD`).toBeDefined();
      expect(business).toMatchObject({ "@context": "https://schema.org", priceRange: "££" });
      expect(typeof business!.name === "string" && business!.name.length > 0).toBe(true);
      expect(business!.telephone).toMatch(/\d{4}/);
      expect(Array.isArray(business!.areaServed) && (business!.areaServed as unknown[]).length > 0).toBe(true);
      const hours = business!.openingHoursSpecification as Array<{ dayOfWeek: string[]; opens: string; closes: string }>;
      expect(hours[0]).toMatchObject({ opens: "00:00", closes: "23:59" });
      expect(hours[0].dayOfWeek).toHaveLength(7);
      const catalogue = business!.hasOfferCatalog as { itemListElement: unknown[] };
      expect(catalogue.itemListElement).toHaveLength(4);

      const types = p.jsonLd.map((b) => b["@type"]);
      if (page.kind === "service" || page.kind === "area") {
        const crumbs = p.jsonLd.find((b) => b["@type"] === "BreadcrumbList") as
          | { itemListElement: Array<{ position: number; name: string; item: string }> }
          | undefined;
        expect(crumbs, `${page.path} breadcrumbs`).toBeDefined();
        const last = crumbs!.itemListElement.at(-1)!;
        expect(new URL(last.item).pathname).toBe(page.path);
        expect(crumbs!.itemListElement[0].position).toBe(1);
      } else {
        expect(types, page.path).not.toContain("BreadcrumbList");
      }
      if (page.kind === "article") {
        const article = p.jsonLd.find((b) => b["@type"] === "Article");
        expect(article, `${page.path} article JSON-LD`).toBeDefined();
        expect(article!.headline).toBe(page.h1);
        expect(article!.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new URL(article!.mainEntityOfPage as string).pathname).toBe(page.path);
        expect((article!.author as { name: string }).name).toBe(business!.name);
      }
      // No copy token is left unfilled.
      expect(p.mainText, page.path).not.toMatch(/\{(phone|business)\}/);
    }
    expect(titles.size).toBe(pages.length);
  });

  test("/faqs carries FAQPage data with all twelve questions", async ({ request }) => {
    const p = await fetchPage(request, "/faqs");
    const faq = p.jsonLd.find((b) => b["@type"] === "FAQPage") as
      | { mainEntity: Array<{ "@type": string; name: string; acceptedAnswer: { text: string } }> }
      | undefined;
    expect(faq).toBeDefined();
    expect(faq!.mainEntity).toHaveLength(12);
    expect(faq!.mainEntity.map((q) => q.name)).toEqual(faqs.map((f) => f.question));
    for (const q of faq!.mainEntity) {
      expect(q["@type"]).toBe("Question");
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(40);
      expect(q.acceptedAnswer.text).not.toMatch(/\{(phone|business)\}/);
    }
    // Every question and its answer are in the page itself (they work without JavaScript).
    for (const f of faqs) {
      expect(p.mainText).toContain(f.question);
      expect(p.html).toMatch(/<details[^>]*name="faq"/);
    }
    expect(p.html.match(/<details[^>]*name="faq"/g)).toHaveLength(12);
  });

  test("unknown service and area slugs answer 404 with the not-found page", async ({ request }) => {
    for (const path of ["/services/nope", "/areas/nope"]) {
      const p = await fetchPage(request, path);
      expect(p.status, path).toBe(404);
      expect(p.h1s).toEqual(["Page Not Found"]);
    }
  });

  test("area pages are written for their own town, not from one template", async ({ request }) => {
    const texts = new Map<string, Set<string>>();
    for (const a of areas) texts.set(a.slug, sentences((await fetchPage(request, `/areas/${a.slug}`)).mainText));
    const slugs = [...texts.keys()];
    for (const x of slugs) {
      for (const y of slugs) {
        if (x === y) continue;
        const a = texts.get(x)!;
        const b = texts.get(y)!;
        const shared = [...a].filter((s) => b.has(s)).length;
        expect(shared / a.size, `${x} shares ${shared} of ${a.size} sentences with ${y}`).toBeLessThan(0.5);
      }
    }
  });

  test("pages carry the links and facts the specification lists", async ({ request }) => {
    const links = (html: string) => new Set([...html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => m[1]));
    const mainOf = (html: string) => /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";

    const expectLinks = async (path: string, hrefs: string[]) => {
      const p = await fetchPage(request, path);
      const found = links(mainOf(p.html));
      for (const href of hrefs) expect(found.has(href), `${path} links to ${href}`).toBe(true);
      return p;
    };

    const unblocking = await expectLinks("/services/drain-unblocking", [
      "/services/cctv-surveys",
      "/services/drain-cleaning",
      "/services/emergency-callouts",
      "/#contact",
    ]);
    expect([...links(mainOf(unblocking.html))].some((h) => h.startsWith("tel:"))).toBe(true);
    await expectLinks("/services/cctv-surveys", [
      "/services/drain-repairs",
      "/services/drain-unblocking",
      "/services/drainage-maintenance",
    ]);
    const repairs = await expectLinks("/services/drain-repairs", [
      "/services/cctv-surveys",
      "/services/emergency-callouts",
      "/areas/newbury",
      "/areas/reading",
      "/areas/thatcham",
    ]);
    expect(repairs.mainText).toContain("What is patch lining?");
    await expectLinks("/services/gutter-services", [
      "/areas/shaw",
      "/areas/newbury",
      "/areas/speen",
      "/areas/greenham",
      "/areas/donnington",
      "/areas/thatcham",
      "/services/drain-unblocking",
      "/services/drainage-maintenance",
      "/services/cctv-surveys",
      "/services/emergency-callouts",
      "/#contact",
    ]);
    const emergency = await fetchPage(request, "/services/emergency-callouts");
    expect(emergency.html).toContain("motion-safe:animate-ping");

    for (const slug of ["newbury", "reading", "thatcham", "lambourn"]) {
      const p = await expectLinks(`/areas/${slug}`, [
        "/services/emergency-callouts",
        "/services/drainage-maintenance",
        "/services/drain-cleaning",
        "/#contact",
      ]);
      const town = areas.find((a) => a.slug === slug)!.town;
      expect(p.mainText).toContain(`Why ${town} Chooses Us`);
    }
    const newbury = await fetchPage(request, "/areas/newbury");
    for (const pc of ["RG14", "RG18", "RG19", "RG20"]) expect(newbury.mainText).toContain(pc);
    for (const sub of areas.find((a) => a.slug === "newbury")!.subAreas!) expect(newbury.mainText).toContain(sub);

    await expectLinks("/faqs", [
      "/#contact",
      "/blog",
      "/blog/signs-blocked-drain",
      "/blog/drain-unblocking-cost",
      "/services/drain-unblocking",
      "/services/cctv-surveys",
      "/services/emergency-callouts",
      "/areas/newbury",
      "/areas/reading",
      "/areas/thatcham",
    ]);

    const reviews = await expectLinks("/testimonials", ["/#contact"]);
    expect(reviews.mainText).toContain("5.0 out of 5");
    expect(reviews.mainText).toContain("Request a Quote");
    expect(reviews.html.match(/aria-label="5 out of 5 stars"/g)?.length).toBe(10); // the average and nine reviews
    expect(reviews.mainText).toContain("Sarah Mitchell");
    expect(reviews.mainText).toContain("December 2024");

    const about = await fetchPage(request, "/about");
    for (const heading of [
      "Our Story",
      "Our Values",
      "Fully Qualified and Insured",
      "Our Team",
      "Supporting Our Local Community",
      "Our Service Guarantees",
    ]) {
      expect(about.html).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    }

    const signs = await expectLinks("/blog/signs-blocked-drain", ["/blog"]);
    for (const severity of ["Early Warning", "Developing Issue", "Urgent", "Emergency"]) {
      expect(signs.mainText).toContain(severity);
    }
    expect(signs.html).toMatch(/<time datetime="2024-09-16">16 September 2024<\/time>/i);
    const winter = await expectLinks("/blog/prevent-blocked-drains-winter", ["/blog"]);
    for (const tip of articles.find((a) => a.slug === "prevent-blocked-drains-winter")!.tipGrid!) {
      expect(winter.mainText).toContain(tip.title);
    }
  });
});

test.describe("FAQ accordion (in the browser)", () => {
  // Each answer is a native disclosure (role group, `open` while expanded).
  const item = (page: Page, n: number) => page.getByRole("group").filter({ hasText: faqs[n].question });
  const question = (page: Page, n: number) => page.getByText(faqs[n].question, { exact: true });
  const answer = (page: Page, n: number) => page.getByText(faqs[n].answer.slice(0, 40));
  /** Asserts that exactly the item `n` is open (none when n is null). */
  async function expectOpen(page: Page, n: number | null) {
    for (let i = 0; i < faqs.length; i++) await expect(item(page, i)).toHaveJSProperty("open", i === n);
    for (let i = 0; i < faqs.length; i++) {
      if (i === n) await expect(answer(page, i)).toBeVisible();
      else await expect(answer(page, i)).toBeHidden();
    }
  }

  test("opens one answer at a time and closes it again, by mouse", async ({ page }) => {
    await page.goto("/faqs");
    await expectOpen(page, null);

    await question(page, 0).click();
    await expectOpen(page, 0);

    await question(page, 1).click();
    await expectOpen(page, 1);

    await question(page, 1).click();
    await expectOpen(page, null);
  });

  test("works from the keyboard", async ({ page }) => {
    await page.goto("/faqs");
    await question(page, 0).focus();
    await expect(question(page, 0)).toBeFocused();
    await page.keyboard.press("Enter");
    await expectOpen(page, 0);

    await page.keyboard.press("Tab");
    await expect(question(page, 1)).toBeFocused();
    await page.keyboard.press("Space");
    await expectOpen(page, 1);

    await page.keyboard.press("Enter");
    await expectOpen(page, null);
  });
});
