import { expect, test } from "./support/fixtures";
import { storedPage } from "./support/page-cache";

/**
 * What keeps the public pages fast and clean, checked deterministically (the scores and the
 * throughput themselves are measured by bench/public-pages.ts): fingerprinted files are cached
 * for good, and no page breaks its own Content-Security-Policy.
 */
const IMMUTABLE = "public, max-age=31536000, immutable";

test.describe("caching of the build's files", () => {
  test("the stylesheet, the public script and its chunks are cached for a year as immutable", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const stylesheet = /<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"#]+\.css)/.exec(html)?.[1];
    const island = /<script type="module" src="(\/islands\/[^"]+\.js)"/.exec(html)?.[1];
    expect(stylesheet).toBeTruthy();
    expect(island).toBeTruthy();

    const script = await request.get(island!);
    expect(script.status()).toBe(200);
    expect(script.headers()["cache-control"]).toBe(IMMUTABLE);
    expect((await request.get(stylesheet!)).headers()["cache-control"]).toBe(IMMUTABLE);

    // The chunks it imports (the chat panel, loaded when opened) are named by their content too.
    const chunks = [...(await script.text()).matchAll(/["'](\.\/chunks\/[^"']+\.js)["']/g)].map((m) => new URL(m[1], `http://x${island}`).pathname);
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      const res = await request.get(chunk);
      expect(res.status(), chunk).toBe(200);
      expect(res.headers()["cache-control"], chunk).toBe(IMMUTABLE);
    }
  });

  test("files without a content hash are not cached as immutable", async ({ request }) => {
    const logo = await request.get("/logo.svg");
    expect(logo.status()).toBe(200);
    expect(logo.headers()["cache-control"]).toBe("public, max-age=86400");
    const manifest = await request.get("/islands/manifest.json");
    expect(manifest.headers()["cache-control"]).toBe("no-cache");
  });

  test("a cached page has no ETag (its nonce changes every time) and is sent gzip-compressed", async ({ request }) => {
    const res = await storedPage(request, "/services/drain-unblocking", { "accept-encoding": "gzip" });
    expect(res.headers()["x-page-cache"]).toBe("hit");
    expect(res.headers()["etag"]).toBeUndefined();
    expect(res.headers()["content-encoding"]).toBe("gzip");
    expect(await res.text()).toContain("</html>");
  });

  test("a stored page is answered with its own request id and nonce and every header it was made with", async ({ request }) => {
    const path = "/areas/reading";
    const given = await storedPage(request, path, { "x-request-id": "proxy-req-42" });
    const own = await storedPage(request, path);
    expect(given.headers()["x-page-cache"]).toBe("hit");
    expect(own.headers()["x-page-cache"]).toBe("hit");
    expect(given.headers()["x-request-id"]).toBe("proxy-req-42");
    expect(own.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

    const nonces = [];
    for (const res of [given, own]) {
      const html = await res.text();
      const policy = res.headers()["content-security-policy"];
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      // Every nonce in the page is this response's, and the policy's script and style sources both name it.
      const inPage = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
      expect([...inPage]).toEqual([nonce]);
      expect(policy).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const name of ["x-frame-options", "x-content-type-options", "referrer-policy", "cross-origin-resource-policy", "x-dns-prefetch-control", "content-type"]) {
      expect(own.headers()[name], name).toBeTruthy();
      expect(own.headers()[name], name).toBe(given.headers()[name]);
    }
  });
});

const pages = [
  { name: "home", path: "/" },
  { name: "service page", path: "/services/drain-unblocking" },
  { name: "area page", path: "/areas/newbury" },
  { name: "article", path: "/blog/signs-blocked-drain" },
  { name: "sign-in (hydrated app)", path: "/auth" },
];

for (const { name, path } of pages) {
  test(`${name} (${path}) causes no Content-Security-Policy violation`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (e) => {
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
      });
    });
    const console: string[] = [];
    page.on("console", (m) => {
      if (/Content.Security.Policy/i.test(m.text())) console.push(m.text());
    });
    const response = await page.goto(path, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);

    if (path !== "/auth") {
      // The public script has run: on a phone the header's menu button opens the menu.
      await page.setViewportSize({ width: 390, height: 844 });
      const toggle = page.locator("[data-menu-toggle]");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
    }

    const contact = page.locator('form[action="/contact"]');
    if ((await contact.count()) > 0) {
      // The form's checks load when a visitor moves into it; sending it empty runs them.
      await page.setViewportSize({ width: 1280, height: 900 });
      await contact.getByLabel("First Name").focus();
      await expect(contact).toHaveAttribute("data-enhanced", "");
      await contact.getByRole("button", { name: "Send Message & Get Free Quote" }).click();
      await expect(contact.getByLabel("First Name")).toHaveAttribute("aria-invalid", "true");
    }

    // Violations are reported in a task of their own: give them one round-trip to arrive.
    await page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations).toEqual([]);
    expect(console).toEqual([]);
  });
}

test.describe("Cross-Origin-Opener-Policy", () => {
  test("the back office, the portal, sign-in and the APIs are cut off from their opener; public pages are not", async ({ request }) => {
    for (const path of ["/auth", "/customer/login", "/admin", "/api/enquiries"]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.headers()["cross-origin-opener-policy"], path).toBe("same-origin");
    }
    for (const path of ["/", "/services/drain-unblocking", "/areas/newbury", "/blog/signs-blocked-drain", "/contact", "/book"]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()["cross-origin-opener-policy"], path).toBeUndefined();
      // The other protections stay.
      expect(res.headers()["x-frame-options"], path).toBe("SAMEORIGIN");
      expect(res.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
    }
  });
});
