import { expect, test } from "./support/fixtures";
import { allowedActor, forgedForm, makeCast, pathFor, rowsWithMarker, snapshot, type Cast } from "./support/attack";
import { accessTable } from "./support/route-access";

/**
 * Cross-site request forgery, on every action of the route table and each intent it handles
 * (docs/decisions/0004): a post with the session of someone allowed to make it, but sent from
 * another site, from a same-site page of another origin (another port), from a page whose Referer
 * is foreign, or with the cookie and neither Origin nor Referer, is refused with a 403 and changes
 * nothing. The same post from our own origin is answered (the control that shows the refusal is the
 * origin's doing). A route added with an action is covered without a line here.
 */

const { routes, problems } = accessTable();
const actions = routes.filter((r) => r.hasAction && (r.intents?.length ?? 0) > 0);

let cast: Cast;
let base: URL;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  base = new URL(baseURL!);
  cast = await makeCast(browser, baseURL!, "Forgery");
});

test.afterAll(async () => {
  await cast?.close();
});

/** The forgeries: headers a cross-origin page's post would carry (besides the victim's cookie). */
function forgeries(): Array<{ name: string; headers: Record<string, string> }> {
  const otherPort = String(Number(base.port || 80) + 1);
  return [
    { name: "a foreign Origin", headers: { Origin: "https://evil.example" } },
    { name: "a same-site page of another origin", headers: { Origin: `${base.protocol}//${base.hostname}:${otherPort}` } },
    { name: "Origin null (a sandboxed frame)", headers: { Origin: "null" } },
    { name: "no Origin, a foreign Referer", headers: { Referer: "https://evil.example/page" } },
    { name: "neither Origin nor Referer", headers: {} },
  ];
}

/** The session that may use the route (by its access rule): a customer's for the portal, an engineer's for theirs, the admin's for the rest. */
function victim(pattern: string) {
  const access = routes.find((r) => r.pattern === pattern)?.access ?? "admin";
  return cast.actors[access === "anyone" ? (pattern.startsWith("/customer") ? "customerA" : "admin") : allowedActor(access)];
}

test("every action of the route table is listed with its intents", () => {
  expect(problems).toEqual([]);
  expect(actions.length).toBeGreaterThan(30);
});

for (const route of actions) {
  test(`POST ${route.pattern}: refused from any other origin, for each intent`, async () => {
    const before = await snapshot(cast);
    const url = pathFor(route.pattern, cast);
    for (const intent of route.intents!) {
      for (const forgery of forgeries()) {
        const res = await victim(route.pattern).post(url, { headers: forgery.headers, form: forgedForm(route.pattern, intent, cast), maxRedirects: 0 });
        expect(res.status(), `${url} intent=${intent}, ${forgery.name}`).toBe(403);
      }
    }
    expect(await snapshot(cast)).toBe(before);
  });
}

test("nothing of any forged form was saved, and the victims are still signed in", async () => {
  expect(await rowsWithMarker(cast.marker)).toEqual([]);
  expect((await cast.actors.admin.get("/admin", { maxRedirects: 0 })).status()).toBe(200);
  expect((await cast.actors.customerA.get("/customer/dashboard", { maxRedirects: 0 })).status()).toBe(200);
});

test("control: the same post from our own origin is answered", async () => {
  const res = await cast.actors.admin.post(pathFor("/admin/customers/:id", cast, { missing: true }), {
    headers: { Origin: base.origin },
    form: { intent: "delete", confirmed: "yes" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(404);
});

test("signing in from another site is refused, with or without a cookie (login forgery)", async ({ playwright }) => {
  const stranger = await playwright.request.newContext({ baseURL: base.origin });
  try {
    for (const [url, body] of [
      ["/customer/login", { form: { intent: "login", email: "e2e.staff@example.com", password: "e2e-staff-password-2026" } }],
      ["/auth", { form: { intent: "login", email: "e2e.staff@example.com", password: "e2e-staff-password-2026" } }],
      ["/api/auth/sign-in/email", { data: { email: "e2e.staff@example.com", password: "e2e-staff-password-2026" } }],
    ] as const) {
      const res = await stranger.post(url, { headers: { Origin: "https://evil.example" }, ...body, maxRedirects: 0 });
      expect(res.status(), url).toBe(403);
      expect(res.headers()["set-cookie"] ?? "", url).not.toMatch(/session_token/);
    }
  } finally {
    await stranger.dispose();
  }
});
