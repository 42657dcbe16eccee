import { expect, test } from "./support/fixtures";

/**
 * Every back-office route, and a form post to it, refused for a visitor without a session
 * (to /auth) and for a signed-in account without the admin role (to /). Extend the list with
 * every new admin route.
 */
const adminRoutes = [
  "/admin",
  "/admin/customers",
  "/admin/jobs",
  "/admin/customers/new",
  "/admin/customers/export.csv",
  "/admin/jobs/new",
  "/admin/jobs/export.csv",
  "/admin/quotes",
  "/admin/invoices",
  "/admin/price-book",
  "/admin/price-book/new",
  "/admin/calendar",
  "/admin/blog",
  "/admin/chats",
  "/admin/enquiries",
  "/admin/staff",
  "/admin/account",
];

/** Record pages, with an id that matches no record: the guard answers before any lookup. */
const adminRecordRoutes = [
  "/admin/customers/00000000-0000-4000-8000-000000000000",
  "/admin/jobs/00000000-0000-4000-8000-000000000000",
  "/admin/quotes/00000000-0000-4000-8000-000000000000",
  "/admin/invoices/00000000-0000-4000-8000-000000000000",
  "/admin/price-book/00000000-0000-4000-8000-000000000000",
  "/admin/blog/00000000-0000-4000-8000-000000000000",
];

const cases = [
  { who: "signed out", cookie: undefined, location: "/auth" },
  { who: "signed in without the admin role", cookie: () => process.env.E2E_STAFF_COOKIE!, location: "/" },
] as const;

for (const c of cases) {
  test.describe(`admin routes, ${c.who}`, () => {
    for (const route of [...adminRoutes, ...adminRecordRoutes]) {
      test(`GET ${route} redirects to ${c.location}`, async ({ request }) => {
        const headers: Record<string, string> = c.cookie ? { Cookie: c.cookie() } : {};
        const res = await request.get(route, { headers, maxRedirects: 0 });
        expect(res.status()).toBe(302);
        expect(new URL(res.headers().location, "http://x").pathname).toBe(c.location);
      });
      test(`POST ${route} redirects to ${c.location}`, async ({ request, baseURL }) => {
        const headers: Record<string, string> = { Origin: new URL(baseURL!).origin };
        if (c.cookie) headers.Cookie = c.cookie();
        const res = await request.post(route, { headers, form: { intent: "delete", id: "x" }, maxRedirects: 0 });
        expect([302, 405]).toContain(res.status());
        if (res.status() === 302) expect(new URL(res.headers().location, "http://x").pathname).toBe(c.location);
      });
    }
  });
}

test("an admin reaches every admin route", async ({ request }) => {
  for (const route of adminRoutes) {
    const res = await request.get(route, { headers: { Cookie: process.env.E2E_ADMIN_COOKIE! }, maxRedirects: 0 });
    expect(res.status(), route).toBe(200);
  }
});

test("an admin gets 'not found' for a record that does not exist", async ({ request }) => {
  for (const route of adminRecordRoutes) {
    const res = await request.get(route, { headers: { Cookie: process.env.E2E_ADMIN_COOKIE! }, maxRedirects: 0 });
    expect(res.status(), route).toBe(404);
  }
});

test("/admin/auth and /admin/blog-admin redirect", async ({ request }) => {
  const a = await request.get("/admin/auth", { maxRedirects: 0 });
  expect(a.headers().location).toMatch(/\/auth$/);
  const b = await request.get("/admin/blog-admin", { maxRedirects: 0 });
  expect(b.headers().location).toMatch(/\/admin\/blog$/);
});
