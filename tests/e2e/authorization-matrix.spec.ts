import type { APIResponse } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { ACTORS, allowedActor, forgedForm, invalidForm, makeCast, pathFor, rowsWithMarker, snapshot, type ActorName, type Cast } from "./support/attack";
import { accessTable, type Access } from "./support/route-access";

/**
 * Every back-office, engineer's and portal route of the route table, read and posted to (each intent
 * its action handles) by seven visitors: nobody, an account without a role, customer A, customer B,
 * and one member of staff of each role (admin, office, engineer). The expected answer of each cell
 * follows from the route's access rule in support/route-access.ts, read by role (`ADMITTED`,
 * `refusedTo`), so a new route is covered by its line there:
 *
 * - admin (the back office): the admin and office roles are answered; nobody is sent to /auth, an
 *   engineer to /engineer (no data), any other account to /.
 * - admin-role (staff management): only the admin; the office is sent back to /admin.
 * - engineer (the engineer's app): only an engineer; the office's staff go to /admin, nobody to /auth.
 * - portal pages: customers are answered; nobody, and accounts that are no customer (every staff
 *   role, the account without a role) go to the portal's login page.
 * - a portal record (`:id`, customer A's): A is answered, B gets 404.
 * - a route for posts only (`visitGoesTo`): a visit from someone allowed in is sent on to that page.
 *
 * A refused post carries a complete, valid form with real records (deleting A's customer, granting
 * the role-less account admin, accepting A's quote...): nothing of it may be saved. Allowed visitors
 * post a form that names no record, so that the matrix proves the action is reached (never a 405
 * from a route without an action) without changing anything.
 */

const { routes, problems } = accessTable();
const guarded = routes.filter((r): r is typeof r & { access: Exclude<Access, "anyone"> } => r.access !== "anyone");

let cast: Cast;
let origin: Record<string, string>;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  origin = { Origin: new URL(baseURL!).origin };
  cast = await makeCast(browser, baseURL!, "Matrix");
});

test.afterAll(async () => {
  await cast?.close();
});

type Expected = { status: number; to?: string } | "reached";

const LOGIN = "/customer/login";

const CUSTOMERS: ActorName[] = ["customerA", "customerB"];

/** Who each access rule lets in (customer B meets a 404 on customer A's record: see `expected`). */
const ADMITTED: Record<Exclude<Access, "anyone">, ActorName[]> = {
  admin: ["admin", "office"],
  "admin-role": ["admin"],
  engineer: ["engineer"],
  "portal-account": CUSTOMERS,
  customer: CUSTOMERS,
  owner: CUSTOMERS,
};

/** Where a visitor an access rule does not let in is sent. */
function refusedTo(access: Exclude<Access, "anyone">, actor: ActorName): string {
  if (access === "admin" || access === "admin-role") {
    if (actor === "anonymous") return "/auth";
    if (actor === "engineer") return "/engineer";
    if (actor === "office") return "/admin";
    return "/";
  }
  if (access === "engineer") {
    if (actor === "anonymous") return "/auth";
    return actor === "admin" || actor === "office" ? "/admin" : "/";
  }
  // The portal: accounts that are no customer, and nobody, go to its login page.
  return LOGIN;
}

/** The rule: what `actor` gets from a route with this access, reading (GET) or posting. */
function expected(access: Exclude<Access, "anyone">, actor: ActorName, method: "GET" | "POST", pattern: string, visitGoesTo?: string): Expected {
  const answered: Expected = method === "GET" ? (visitGoesTo ? { status: 302, to: visitGoesTo } : { status: 200 }) : "reached";
  if (!ADMITTED[access].includes(actor)) return { status: 302, to: refusedTo(access, actor) };
  if (access === "owner" && pattern.includes(":id") && actor === "customerB") return { status: 404 };
  return answered;
}

function checkCell(res: APIResponse, want: Expected, label: string) {
  const location = res.headers().location;
  const to = location ? new URL(location, "http://x").pathname : undefined;
  if (want === "reached") {
    expect(res.status(), `${label}: reaches the action`).toBeLessThan(500);
    expect([403, 405], `${label}: reaches the action`).not.toContain(res.status());
    if (to) expect(["/auth", "/", "/engineer", LOGIN], `${label}: not sent away by a guard`).not.toContain(to);
    return;
  }
  expect(res.status(), label).toBe(want.status);
  if (want.to) expect(to, label).toBe(want.to);
}

test("every route of the route table has an access rule, and each action's intents are listed", () => {
  expect(problems).toEqual([]);
  expect(guarded.filter((r) => r.access === "admin").length).toBeGreaterThan(25);
  expect(guarded.filter((r) => r.access === "admin-role").map((r) => r.pattern)).toContain("/admin/staff");
  expect(guarded.filter((r) => r.access === "owner").length).toBeGreaterThanOrEqual(4);
});

for (const route of guarded) {
  test(`${route.pattern}: ${route.access} — each visitor's answer`, async () => {
    const before = await snapshot(cast);
    for (const actor of ACTORS) {
      const request = cast.actors[actor];
      if (route.hasLoader) {
        const url = pathFor(route.pattern, cast);
        const res = await request.get(url, { maxRedirects: 0 });
        checkCell(res, expected(route.access, actor, "GET", route.pattern, route.visitGoesTo), `${actor} GET ${url}`);
      }
      for (const intent of route.intents ?? []) {
        const want = expected(route.access, actor, "POST", route.pattern);
        // Allowed: an id that matches nothing and no fields, so the action answers without a change.
        const allowed = want === "reached";
        const url = pathFor(route.pattern, cast, { missing: allowed && (route.access === "admin" || route.access === "admin-role" || route.access === "engineer") });
        const form = allowed ? invalidForm(intent) : forgedForm(route.pattern, intent, cast);
        const res = await request.post(url, { headers: origin, form, maxRedirects: 0 });
        checkCell(res, want, `${actor} POST ${url} intent=${intent}`);
      }
    }
    expect(await snapshot(cast), "nothing of the records changed").toBe(before);
  });
}

test("nothing of any forged form was saved, in any table", async () => {
  expect(await rowsWithMarker(cast.marker)).toEqual([]);
});

test("a route whose action refuses everything answers 405 to who may use it, and the guard first to others", async () => {
  const refusing = guarded.filter((r) => r.hasAction && r.intents?.length === 0);
  expect(refusing.length).toBeGreaterThan(0);
  for (const route of refusing) {
    const url = pathFor(route.pattern, cast);
    expect((await cast.actors[allowedActor(route.access)].post(url, { headers: origin, form: { intent: "delete" }, maxRedirects: 0 })).status(), url).toBe(405);
    expect((await cast.actors.noRole.post(url, { headers: origin, form: { intent: "delete" }, maxRedirects: 0 })).status(), url).toBe(302);
  }
});
