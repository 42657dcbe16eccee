import type { AddressInfo } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_LINES } from "../app/features/documents/document.schema";
import { quoteSchema } from "../app/features/quotes/quotes.schema";
import { parseForm } from "../app/lib/forms";
import { BadRequest, checkBody, checkFieldNames, MAX_DEPTH, MAX_FIELDS, MAX_LIST_INDEX, readBody } from "./request-body";

/** The refusal `checkFieldNames` gives for these names, or null when it accepts them. */
function refusal(names: string[]) {
  try {
    checkFieldNames(names);
    return null;
  } catch (err) {
    if (err instanceof BadRequest) return `${err.status} ${err.message}`;
    throw err;
  }
}

/** The names the quote form posts for `count` lines, with its other fields. */
function quoteFormNames(count: number) {
  const lines = Array.from({ length: count }, (_, i) => [`lines[${i}].description`, `lines[${i}].quantity`, `lines[${i}].unitPrice`]).flat();
  return ["intent", "customerId", "jobId", "serviceType", "description", "vatRate", "validUntil", "notes", "terms", ...lines];
}

describe("the names of a form's fields", () => {
  it("accepts the largest real form, and one a few lines over its maximum, so that the form's own message answers it", () => {
    expect(refusal(quoteFormNames(MAX_LINES))).toBeNull();
    expect(refusal(quoteFormNames(MAX_LINES + 10))).toBeNull();
    expect(quoteFormNames(MAX_LIST_INDEX + 1).length).toBeLessThanOrEqual(MAX_FIELDS);
  });

  it("accepts plain names, nested names, `[]` lists and Conform's other spellings", () => {
    expect(refusal(["name", "address.line1", "tags[]", "tags[]", "a[0].b[0].c", "a[0].b[1].c", "a[1].b[0].c", "lines.[0]", "x[y]", "odd[", "[0]"])).toBeNull();
  });

  it("refuses an index beyond the bound, at any depth and however it is spelt", () => {
    expect(refusal(["lines[100000].description"])).toMatch(/^400 .*at most 150 items/);
    expect(refusal([`lines[${MAX_LIST_INDEX + 1}]`])).toMatch(/^400 /);
    expect(refusal(["a[0].b[99999999999999999999].c"])).toMatch(/^400 /);
    expect(refusal(["lines[000000200].x"])).toMatch(/^400 /);
  });

  it("refuses a list with gaps, and accepts the same list numbered without them", () => {
    expect(refusal(["lines[0].description", "lines[2].description"])).toMatch(/^400 .*without gaps/);
    expect(refusal(["lines[1].description"])).toMatch(/^400 /);
    expect(refusal(["a[0].b[0]", "a[1].b[1]"])).toMatch(/^400 /);
    expect(refusal(["lines[1].description", "lines[0].description"])).toBeNull();
  });

  it("refuses more fields than the bound, and names nested deeper than the bound", () => {
    expect(refusal(Array.from({ length: MAX_FIELDS }, (_, i) => `f${i}`))).toBeNull();
    expect(refusal(Array.from({ length: MAX_FIELDS + 1 }, (_, i) => `f${i}`))).toMatch(/^400 .*at most 500 fields/);
    expect(refusal([Array.from({ length: MAX_DEPTH }, () => "a").join(".")])).toBeNull();
    expect(refusal([Array.from({ length: MAX_DEPTH + 1 }, () => "a").join(".")])).toMatch(/^400 .*nested/);
    expect(refusal([`a${"[0]".repeat(1000)}`])).toMatch(/^400 /);
  });
});

/** Collect garbage now (exposed to this process only for the measurement). */
function collectGarbage(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

describe("a request's body, bounded before the application builds anything from it", () => {
  let server: ReturnType<express.Express["listen"]>;
  let base: string;
  let reached = 0;
  /** The server's time for the last request, from its arrival to its answer. */
  let lastMs = 0;
  beforeAll(async () => {
    // What the application does with a form: Conform builds its value, the schema checks it.
    const app = express();
    app.use((_req, res, next) => {
      const started = performance.now();
      res.once("finish", () => (lastMs = performance.now() - started));
      next();
    });
    app.post("/form", readBody, checkBody, (req, res) => {
      reached++;
      const form = new FormData();
      for (const [key, value] of new URLSearchParams((req.body as Buffer).toString("utf8"))) form.append(key, value);
      const submission = parseForm(form, quoteSchema);
      res.status(submission.status === "success" ? 200 : 422).end();
    });
    app.post("/api/thing", readBody, checkBody, (_req, res) => {
      reached++;
      res.status(200).json({ ok: true });
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const form = (body: string) => ({ method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
  const json = (body: string) => ({ method: "POST", headers: { "content-type": "application/json" }, body });
  const attacks: Array<[string, string, RequestInit]> = [
    ["an index of 100,000", "/form", form("lines%5B100000%5D.description=x")],
    ["10,000 fields", "/form", form(Array.from({ length: 10_000 }, (_, i) => `f${i}=v`).join("&"))],
    ["a name nested 1,000 deep", "/form", form(`a${"%5B0%5D".repeat(1000)}=x`)],
    ["JSON nested 1,000 deep", "/api/thing", json(`${"[".repeat(1000)}${"]".repeat(1000)}`)],
    ["JSON with 10,000 items", "/api/thing", json(JSON.stringify(Array.from({ length: 10_000 }, () => 0)))],
    ["JSON with 10,000 keys", "/api/thing", json(JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]))))],
  ];

  it("refuses each at once with a 400 and a short message, and the heap does not grow", async () => {
    const gc = collectGarbage();
    const send = async ([, path, init]: (typeof attacks)[number]) => {
      const res = await fetch(`${base}${path}`, init);
      const text = await res.text();
      return { status: res.status, ms: lastMs, text };
    };
    // Once each to warm up, then measured.
    for (const attack of attacks) await send(attack);
    gc();
    const before = process.memoryUsage().heapUsed;
    const times = new Map<string, number[]>();
    for (let round = 0; round < 5; round++) {
      for (const attack of attacks) {
        const answer = await send(attack);
        expect(answer.status, attack[0]).toBe(400);
        expect(answer.text.length, attack[0]).toBeLessThan(200);
        expect(answer.ms, attack[0]).toBeGreaterThan(0);
        times.set(attack[0], [...(times.get(attack[0]) ?? []), answer.ms]);
      }
    }
    // The server's work is a few milliseconds. The median of five, so that a machine busy with
    // other work (which can hold one request up for a while) does not decide.
    for (const [name, ms] of times) expect(ms.sort((a, b) => a - b)[2], name).toBeLessThan(100);
    gc();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(4 * 1024 * 1024);
    expect(reached).toBe(0);
  });

  it("passes a real form and real JSON on", async () => {
    const names = quoteFormNames(MAX_LINES);
    const res = await fetch(`${base}/form`, form(names.map((n) => `${encodeURIComponent(n)}=1`).join("&")));
    expect(res.status).toBe(422);
    const api = await fetch(`${base}/api/thing`, json(JSON.stringify({ response: { transports: ["usb", "nfc"], clientExtensionResults: { credProps: { rk: true } } } })));
    expect(api.status).toBe(200);
    expect(reached).toBe(2);
  });
});
