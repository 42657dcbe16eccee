import { randomBytes } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test, withDb } from "./support/fixtures";
import { routeTable, type TableRoute } from "./support/route-table";

/**
 * Malformed input and caching, over every route of the route table (a new route is covered
 * without being listed here): a NUL character in an address, a form or JSON, a cut-off
 * multipart body and impossible calendar dates are answered with a 4xx or a normal page, never a
 * 5xx; signed-in pages and anything asked for with a session cookie are never stored by the browser.
 */
const table = routeTable();
const baseUrl = () => process.env.E2E_BASE_URL!;
const origin = () => new URL(baseUrl()).origin;

let customerCookie = "";

/** A portal customer of this test file: signed up, e-mail verified, signed in, through the API. */
test.beforeAll(async () => {
  const email = `safety.${randomBytes(4).toString("hex")}@example.com`;
  const password = "safety-first-password-2026";
  const headers = { "content-type": "application/json", origin: origin(), "x-forwarded-for": `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::5a` };
  const up = await fetch(`${baseUrl()}/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify({ email, password, name: "Safety Customer" }) });
  expect(up.status).toBe(200);
  await withDb((db) => db.query(`update "user" set email_verified = true where email = $1`, [email]));
  const signIn = await fetch(`${baseUrl()}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify({ email, password }) });
  expect(signIn.status).toBe(200);
  customerCookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  expect(customerCookie).toMatch(/session_token=/);
});

/** The session a route is meant for: the admin for the back-office, the customer for the portal, none otherwise. */
function cookieFor(route: TableRoute): string | undefined {
  if (route.area === "admin") return process.env.E2E_ADMIN_COOKIE!;
  if (route.area === "portal") return customerCookie;
  return undefined;
}

function headersFor(route: TableRoute, extra: Record<string, string> = {}) {
  const cookie = cookieFor(route);
  return { ...(cookie ? { Cookie: cookie } : {}), ...extra };
}

/** Signing out would end the shared sessions: those routes are posted to without a cookie. */
const signsOut = (route: TableRoute) => route.pattern.endsWith("/sign-out");

const withQuery = (p: string, query: string) => `${p}${p.includes("?") ? "&" : "?"}${query}`;
const dataUrl = (p: string) => `${p === "/" ? "/_" : p}.data`;

async function status(request: APIRequestContext, method: "GET" | "POST", url: string, options: Parameters<APIRequestContext["fetch"]>[1] = {}) {
  const res = await request.fetch(url, { method, maxRedirects: 0, ...options });
  return { status: res.status(), cacheControl: res.headers()["cache-control"] ?? "", body: res };
}

test.describe("a NUL character or a malformed body is a 4xx, never a 5xx", () => {
  for (const route of table) {
    test(`GET ${route.pattern} with ?q=%00`, async ({ request }) => {
      const urls = [withQuery(route.path, "q=%00"), withQuery(route.path, "q=a%00b&page=%00")];
      if (!route.resource) urls.push(withQuery(dataUrl(route.path), "q=%00"));
      for (const url of urls) {
        const res = await status(request, "GET", url, { headers: headersFor(route) });
        expect(res.status, url).toBeLessThan(500);
      }
    });

    if (!route.hasAction) continue;
    const post = (request: APIRequestContext, options: Parameters<APIRequestContext["fetch"]>[1]) =>
      status(request, "POST", route.path, { ...options, headers: { ...(signsOut(route) ? {} : headersFor(route)), Origin: origin(), ...options?.headers } });

    test(`POST ${route.pattern}: a form with NUL characters`, async ({ request }) => {
      const nul = "nul\u0000value";
      const res = await post(request, {
        form: { intent: nul, name: nul, email: `a\u0000@example.com`, phone: nul, address: nul, title: nul, description: nul, message: nul, password: nul, q: nul },
      });
      expect(res.status).toBeLessThan(500);
    });

    test(`POST ${route.pattern}: a cut-off multipart body`, async ({ request }) => {
      const boundary = "----cut-off-boundary";
      const body = `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncreate\r\n--${boundary}\r\nContent-Disposition: form-data; name="na`;
      const res = await post(request, { headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` }, data: Buffer.from(body) });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    });

    test(`POST ${route.pattern}: JSON with a NUL character`, async ({ request }) => {
      const res = await post(request, { data: { intent: "x\u0000", email: "json\u0000@example.com", password: "x\u0000", name: "\u0000", message: "hi\u0000" } });
      expect(res.status).toBeLessThan(500);
    });
  }

  test("a NUL character in a path is a 400", async ({ request }) => {
    for (const url of ["/blog/%00", "/services/%00", "/admin/customers/%00", "/customer/quotes/%00", "/%00"]) {
      const cookie = url.startsWith("/admin") ? process.env.E2E_ADMIN_COOKIE! : url.startsWith("/customer") ? customerCookie : undefined;
      const res = await status(request, "GET", url, { headers: cookie ? { Cookie: cookie } : {} });
      expect(res.status, url).toBe(400);
    }
  });

  test("a real form with a NUL character in one field is refused and saves nothing", async ({ request }) => {
    const name = `Nul Tester ${randomBytes(3).toString("hex")}`;
    const res = await request.post("/admin/customers/new", {
      headers: { Cookie: process.env.E2E_ADMIN_COOKIE!, Origin: origin() },
      form: { name: `${name}\u0000`, email: "", phone: "01635 123456", address: "1 Test Street, Newbury", notes: "" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(400);
    expect(await res.text()).toMatch(/NUL/);
    const saved = await withDb(async (db) => (await db.query("select count(*)::int n from customers where name like $1", [`${name}%`])).rows[0].n);
    expect(saved).toBe(0);
  });

  test("JSON with a NUL character to the public APIs is a 400", async ({ request }) => {
    const headers = { "X-Forwarded-For": `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::5b` };
    const created = await request.post("/api/chat/conversations", { headers });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const message = await request.post("/api/chat/messages", { headers, data: { conversationId: id, message: "my drain\u0000 is blocked" } });
    expect(message.status()).toBe(400);
    const signIn = await request.post("/api/auth/sign-in/email", { headers: { ...headers, Origin: origin() }, data: { email: "someone\u0000@example.com", password: "whatever-password" } });
    expect(signIn.status()).toBe(400);
    const signUp = await request.post("/api/auth/sign-up/email", {
      headers: { ...headers, Origin: origin() },
      data: { email: `nul.${randomBytes(3).toString("hex")}@example.com`, password: "a-long-enough-password", name: "Nul\u0000Name" },
    });
    expect(signUp.status()).toBe(400);
  });

  test("a body that is not a form, JSON or multipart is a 415", async ({ request }) => {
    const res = await request.post("/contact", { headers: { "Content-Type": "text/plain" }, data: "name=Someone" });
    expect(res.status()).toBe(415);
  });
});

test.describe("calendar dates out of range show a normal calendar", () => {
  const queries = ["day=9999-12-31", "month=9999-12", "day=0000-01-01", "day=1899-12-31&view=week", "day=2199-12-31&view=week", "month=2199-12", "day=2026-02-30", "month=2026-13"];
  for (const query of queries) {
    test(`/admin/calendar?${query}`, async ({ request }) => {
      for (const url of [`/admin/calendar?${query}`, `/admin/calendar.data?${query}`]) {
        const res = await request.get(url, { headers: { Cookie: process.env.E2E_ADMIN_COOKIE! }, maxRedirects: 0 });
        expect(res.status(), url).toBe(200);
      }
    });
  }
});

test.describe("Cache-Control", () => {
  for (const route of table.filter((r) => r.area !== "public")) {
    test(`${route.pattern} is never stored, signed in or not`, async ({ request }) => {
      const urls = route.resource ? [route.path] : [route.path, dataUrl(route.path)];
      for (const url of urls) {
        for (const headers of [headersFor(route), {}]) {
          const res = await status(request, "GET", url, { headers });
          expect(res.status, url).toBeLessThan(500);
          expect(res.cacheControl, `${url} ${headers.Cookie ? "signed in" : "signed out"}`).toContain("no-store");
        }
      }
    });
  }

  test("a signed-in back-office page with a real record, its data request, a PDF and a CSV export are never stored", async ({ request }) => {
    const ids = await withDb(async (db) => ({
      customer: (await db.query("select id from customers order by created_at limit 1")).rows[0].id as string,
      invoice: (await db.query("select id from invoices order by created_at limit 1")).rows[0]?.id as string | undefined,
    }));
    const urls = [`/admin/customers/${ids.customer}`, `/admin/customers/${ids.customer}.data`, "/admin/customers/export.csv", "/admin/jobs/export.csv"];
    if (ids.invoice) urls.push(`/admin/invoices/${ids.invoice}/pdf`);
    for (const url of urls) {
      const res = await status(request, "GET", url, { headers: { Cookie: process.env.E2E_ADMIN_COOKIE! } });
      expect(res.status, url).toBe(200);
      expect(res.cacheControl, url).toBe("no-store");
    }
  });

  // Stored images (a visit's or a survey's) and calendar feeds answer each visitor for themselves (an
  // image only to who may see it, a feed only to its token): they are private answers, never kept by
  // a shared cache.
  for (const route of table.filter((r) => r.area === "public" && !/^\/(media|calendar|surveys)\//.test(r.pattern))) {
    test(`${route.pattern} keeps its caching for visitors, and is not stored when asked for with a session cookie`, async ({ request }) => {
      const plain = await status(request, "GET", route.path);
      expect(plain.status).toBeLessThan(500);
      expect(plain.cacheControl).not.toContain("no-store");
      const signedIn = await status(request, "GET", route.path, { headers: { Cookie: process.env.E2E_ADMIN_COOKIE! } });
      expect(signedIn.cacheControl).toContain("no-store");
    });
  }

  test("robots.txt and the sitemap keep their own caching", async ({ request }) => {
    expect((await request.get("/robots.txt")).headers()["cache-control"]).toBe("public, max-age=3600");
    expect((await request.get("/sitemap.xml")).headers()["cache-control"]).toBe("public, max-age=300");
  });
});
