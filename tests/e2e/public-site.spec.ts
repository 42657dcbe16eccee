import { expect, test, withDb } from "./support/fixtures";
import { storedPage } from "./support/page-cache";

test.describe("header", () => {
  test("six links, the current one marked, and an emergency call button", async ({ page }) => {
    await page.goto("/faqs");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "About", "Services", "Blog", "FAQs", "Reviews"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "FAQs" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    const call = page.getByRole("banner").getByRole("link", { name: /01632 960 000/ });
    await expect(call).toHaveAttribute("href", "tel:+441632960000");
    const header = await page.getByRole("banner").boundingBox();
    expect(header?.height).toBe(80);
    await nav.getByRole("link", { name: "Reviews" }).click();
    await expect(page).toHaveURL(/\/testimonials$/);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reviews" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("'Services' from another page goes home and scrolls to the services", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(page.getByRole("heading", { name: "Our Drainage Services" })).toBeInViewport();
  });

  test("'Services' on the home page scrolls without leaving it", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Our Drainage Services" })).not.toBeInViewport();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click();
    await expect(page.getByRole("heading", { name: "Our Drainage Services" })).toBeInViewport();
  });

  test("the mobile menu opens, closes, and closes on 'Services'", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    // By keyboard, then 'Services' closes it and scrolls.
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Services" }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { name: "Our Drainage Services" })).toBeInViewport();
    await context.close();
  });
});

test.describe("home page", () => {
  test("hero, six service cards, reviews teaser, contact section and winter tips", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Berkshire Drain Care");
    await expect(page.getByRole("link", { name: "Call Now" }).first()).toHaveAttribute("href", /^tel:/);
    await expect(page.getByRole("link", { name: "Get Free Quote" }).first()).toHaveAttribute("href", /#contact$/);
    for (const badge of ["24/7 Emergency Service", "Local Newbury Experts", "Same Day Response"]) {
      await expect(page.getByRole("list", { name: "Why call us" }).getByText(badge)).toBeVisible();
    }
    const learnMore = page.getByRole("link", { name: /^Learn More About / });
    await expect(learnMore).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Get Your Free Quote Today" })).toBeVisible();
    await expect(page.getByText("5.0 out of 5", { exact: true })).toBeVisible();
    await expect(page.getByText("Based on verified customer reviews")).toBeVisible();
    // The footer's year is this year in London, not the year the site was made.
    const year = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", year: "numeric" }).format(new Date());
    await expect(page.getByRole("contentinfo").getByText(`© ${year} `, { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Read More Reviews" })).toHaveAttribute("href", "/testimonials");
    await expect(page.locator("#contact").getByRole("heading", { name: "Request a Free Quote" })).toBeVisible();
    await expect(page.locator("#contact").getByRole("heading", { name: "Emergency Hotline" })).toBeVisible();
    await expect(page.locator("#contact").getByRole("heading", { name: "Opening Hours" })).toBeVisible();
    await expect(page.getByRole("img", { name: /Map of the area we cover/ })).toBeVisible();
    await learnMore.first().click();
    await expect(page).toHaveURL(/\/services\/drain-unblocking$/);
  });

  test("ships no React runtime: one small script, the chat loaded only when opened", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((s) => s.startsWith("/islands/"))).toBe(true);
  });

  test("a toast set by a redirect shows on a public page", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText("Please log in to access the admin panel")).toBeVisible();
  });
});

test.describe("search engines", () => {
  test("sitemap.xml is valid XML listing every public page and published post, with lastmod", async ({ page, request }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/xml");
    const xml = await res.text();
    await page.setContent("<p>parsing</p>");
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const error = doc.querySelector("parsererror")?.textContent ?? null;
      const urls = [...doc.getElementsByTagName("url")].map((u) => ({
        loc: u.getElementsByTagName("loc")[0]?.textContent ?? "",
        lastmod: u.getElementsByTagName("lastmod")[0]?.textContent ?? null,
      }));
      return { error, root: doc.documentElement.nodeName, urls };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe("urlset");
    const paths = parsed.urls.map((u) => new URL(u.loc).pathname);
    const expected = [
      "/",
      "/about",
      "/faqs",
      "/testimonials",
      "/blog",
      "/services/drain-unblocking",
      "/services/cctv-surveys",
      "/services/drain-repairs",
      "/services/emergency-callouts",
      "/services/drain-cleaning",
      "/services/drainage-maintenance",
      "/services/gutter-services",
      "/areas/newbury",
      "/areas/woodley",
      "/areas/lambourn",
      "/blog/prevent-blocked-drains-winter",
      "/blog/signs-blocked-drain",
      "/blog/drain-unblocking-cost",
      "/blog/drain-unblocking-newbury",
      "/blog/drain-company-newbury",
    ];
    for (const p of expected) expect(paths, p).toContain(p);
    expect(paths.filter((p) => p.startsWith("/areas/"))).toHaveLength(24);
    const published = await withDb(async (db) =>
      (await db.query<{ slug: string }>("select slug from blog_posts where status = 'published'")).rows.map((r) => r.slug),
    );
    expect(published.length).toBeGreaterThan(0);
    for (const slug of published) {
      const entry = parsed.urls.find((u) => new URL(u.loc).pathname === `/blog/${slug}`);
      expect(entry, slug).toBeDefined();
      expect(entry!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const drafts = await withDb(async (db) =>
      (await db.query<{ slug: string }>("select slug from blog_posts where status = 'draft'")).rows.map((r) => r.slug),
    );
    for (const slug of drafts) expect(paths).not.toContain(`/blog/${slug}`);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test("robots.txt keeps crawlers out of the private areas", async ({ request }) => {
    const body = await (await request.get("/robots.txt")).text();
    for (const path of ["/admin", "/customer", "/api", "/auth"]) expect(body).toContain(`Disallow: ${path}\n`);
    expect(body).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });
});

test.describe("page cache", () => {
  test("a public page is rendered once and then served from memory, each time with a fresh nonce", async ({ request }) => {
    const a = await storedPage(request, "/testimonials");
    const b = await storedPage(request, "/testimonials");
    expect(a.headers()["x-page-cache"]).toBe("hit");
    expect(b.headers()["x-page-cache"]).toBe("hit");
    const nonce = (res: typeof a) => /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"])![1];
    const [na, nb] = [nonce(a), nonce(b)];
    expect(na).not.toBe(nb);
    expect(await a.text()).toContain(`nonce="${na}"`);
    expect(await b.text()).toContain(`nonce="${nb}"`);
    expect(await b.text()).not.toContain(na);
  });

  test("a visitor with a session is never served the shared copy", async ({ request }) => {
    const res = await request.get("/testimonials", { headers: { Cookie: process.env.E2E_ADMIN_COOKIE! } });
    expect(res.headers()["x-page-cache"]).toBeUndefined();
  });
});
