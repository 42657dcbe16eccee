import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../app/lib/log.server";
import { trackRequest } from "./request-log";

const lines: Array<Record<string, unknown>> = [];
const logger = createLogger(
  { write: (line: string) => void lines.push(JSON.parse(line)) },
  "info",
);
let base = "";
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    trackRequest(req, res, () => "203.0.113.9", logger);
    res.statusCode = req.url?.startsWith("/broken") ? 503 : 200;
    res.end("ok");
  });
  server.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((r) => server.close(r)));

/** Waits for the line of the response just read (written when the response has been sent). */
async function lineFor(id: string) {
  for (let i = 0; i < 50 && !lines.some((l) => l.requestId === id); i++)
    await new Promise((r) => setTimeout(r, 10));
  return lines.find((l) => l.requestId === id);
}

describe("trackRequest", () => {
  it("keeps a proxy's request id (cut to 100 characters), returns it, and logs one line with the client's address", async () => {
    const res = await fetch(`${base}/services/drain-unblocking?x=1`, {
      headers: { "x-request-id": "r".repeat(150) },
    });
    await res.text();
    const id = "r".repeat(100);
    expect(res.headers.get("x-request-id")).toBe(id);
    expect(await lineFor(id)).toMatchObject({
      level: "info",
      msg: "request",
      method: "GET",
      path: "/services/drain-unblocking?x=1",
      status: 200,
      ip: "203.0.113.9",
    });
  });

  it("gives a request without one a new id of its own, and logs a server error at error level", async () => {
    const first = await fetch(`${base}/broken`);
    const second = await fetch(`${base}/broken`);
    const [a, b] = [
      first.headers.get("x-request-id")!,
      second.headers.get("x-request-id")!,
    ];
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
    expect(await lineFor(a)).toMatchObject({ level: "error", status: 503 });
  });

  it("writes no line for the health check", async () => {
    const res = await fetch(`${base}/healthz`, {
      headers: { "x-request-id": "health-1" },
    });
    await res.text();
    await fetch(`${base}/after-health`, {
      headers: { "x-request-id": "after-1" },
    });
    expect(await lineFor("after-1")).toBeDefined();
    expect(lines.some((l) => l.requestId === "health-1")).toBe(false);
  });
});
