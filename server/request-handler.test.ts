import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REQUEST_KEY_HEADER } from "../app/lib/per-request.server";
import { toFetchRequest } from "./request-handler";

describe("toFetchRequest", () => {
  let server: ReturnType<express.Express["listen"]>;
  let base: string;
  beforeAll(async () => {
    const app = express();
    app.get("/{*splat}", (req, res) => {
      const request = toFetchRequest(req, res);
      res.json({ key: request.headers.get(REQUEST_KEY_HEADER), agent: request.headers.get("user-agent") });
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it("marks each request with a fresh key of the server's own, replacing a client's", async () => {
    const ask = async () =>
      (await (await fetch(`${base}/admin`, { headers: { [REQUEST_KEY_HEADER]: "chosen-by-client", "user-agent": "tester" } })).json()) as {
        key: string;
        agent: string;
      };
    const [first, second] = [await ask(), await ask()];
    expect(first.agent).toBe("tester");
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.key).not.toBe("chosen-by-client");
    expect(second.key).not.toBe(first.key);
  });
});
