import { expect, test } from "./support/fixtures";
import { makeCast, pathFor, type Cast } from "./support/attack";
import { accessTable } from "./support/route-access";

/**
 * Oversized and malformed input on every route of the route table (docs/decisions/0026), sent with
 * the session the route is for, so that it reaches the action: a huge field, a body over the limit,
 * deeply nested JSON, a wrong or missing content type, bytes that are not UTF-8, and unusual methods.
 * The answer is never a 5xx; the oversized body is a 413.
 */

const { routes, problems } = accessTable();

let cast: Cast;
let origin: string;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  origin = new URL(baseURL!).origin;
  cast = await makeCast(browser, baseURL!, "Oversized");
});

test.afterAll(async () => {
  await cast?.close();
});

/** The session a route is meant for; sign-out routes are posted to without one, to keep the sessions. */
function sessionFor(pattern: string) {
  if (pattern.endsWith("/sign-out")) return cast.actors.anonymous;
  if (pattern.startsWith("/customer")) return cast.actors.customerA;
  if (pattern.startsWith("/admin")) return cast.actors.admin;
  if (pattern.startsWith("/engineer")) return cast.actors.engineer;
  return cast.actors.anonymous;
}

const deepJson = `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
const invalidUtf8 = Buffer.concat([Buffer.from("intent=save&name="), Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xed, 0xa0, 0x80]), Buffer.from("&email=a%FF%FE@example.com")]);

test("the route table is complete", () => {
  expect(problems).toEqual([]);
});

for (const route of routes) {
  test(`${route.pattern}: oversized and malformed requests are never a 5xx`, async () => {
    const request = sessionFor(route.pattern);
    const url = pathFor(route.pattern, cast);
    const headers = { Origin: origin };
    const answers: Array<[string, number]> = [];
    const send = async (name: string, options: Parameters<typeof request.fetch>[1]) => {
      const res = await request.fetch(url, { maxRedirects: 0, ...options, headers: { ...headers, ...options?.headers } });
      answers.push([name, res.status()]);
      return res.status();
    };

    await send("GET with a 6000-character query", { method: "GET", params: { q: "q".repeat(6000), page: "9".repeat(400) } });
    for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"]) await send(method, { method, form: { intent: "delete", id: "x" } });

    if (route.hasAction) {
      const intent = route.intents?.find((i) => i !== null) ?? "";
      await send("a 900 kB field", { method: "POST", form: { intent, name: "n".repeat(900_000), email: "big@example.com" } });
      expect(await send("a 1.5 MB body", { method: "POST", form: { intent, name: "n".repeat(1_500_000) } })).toBe(413);
      await send("deeply nested JSON", { method: "POST", headers: { "Content-Type": "application/json" }, data: deepJson });
      await send("JSON that is not JSON", { method: "POST", headers: { "Content-Type": "application/json" }, data: "{\"intent\": " });
      await send("XML", { method: "POST", headers: { "Content-Type": "application/xml" }, data: "<intent>save</intent>" });
      await send("no content type", { method: "POST", headers: { "Content-Type": "" }, data: Buffer.from("intent=save") });
      await send("bytes that are not UTF-8", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, data: invalidUtf8 });
      await send("a multipart form with 3000 fields", {
        method: "POST",
        multipart: Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`f${i}`, "v"])),
      });
    }
    const failed = answers.filter(([, status]) => status >= 500);
    expect(failed, JSON.stringify(answers)).toEqual([]);
  });
}
