import http, { type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cspNonce } from "./nonce";
import { createPageCache } from "./page-cache";

/** A page like the public ones: the nonce in the head and at the end, and enough text to compress. */
function page(nonce: string) {
  const rows = Array.from({ length: 400 }, (_, i) => `<li>Drain unblocking in Newbury, item ${i}</li>`).join("");
  return `<!DOCTYPE html><html><head><link nonce="${nonce}" rel="stylesheet" href="/a.css"/></head><body><ul>${rows}</ul><script type="module" src="/i.js" nonce="${nonce}"></script></body></html>`;
}

let base = "";
let renders = 0;
let server: Server;

/** An app that gives each response a nonce, as the server does; no ETag. */
function appWithNonce() {
  const app = express();
  app.set("etag", false);
  app.use((_req, res, next) => {
    res.locals.cspNonce = cspNonce();
    next();
  });
  return app;
}

/** `app` listening on a free local port: the server and its base URL. */
async function listen(app: express.Express) {
  const listening = app.listen(0, "127.0.0.1");
  await new Promise((r) => listening.once("listening", r));
  return { server: listening, base: `http://127.0.0.1:${(listening.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  const app = appWithNonce();
  app.use(compression());
  app.use(createPageCache().middleware);
  app.get("/", (_req, res) => {
    renders++;
    res.type("html").send(page(String(res.locals.cspNonce)));
  });
  ({ server, base } = await listen(app));
});

afterAll(() => new Promise((r) => server.close(r)));

/** A response as fetch gives it (decoded). */
async function get(encoding: string | null) {
  const res = await fetch(`${base}/`, { headers: encoding === null ? {} : { "accept-encoding": encoding } });
  return res;
}

describe("page cache", () => {
  it("serves a stored page with this response's nonce, gzip-compressed once and joined per response", async () => {
    const miss = await get("gzip");
    expect(miss.headers.get("x-page-cache")).toBe("miss");
    await miss.text();

    const seen = new Set<string>();
    for (let i = 0; i < 3; i++) {
      // Node's fetch decodes gzip itself; read the bytes through http to see what was sent.
      const res = await new Promise<IncomingMessage>((resolve) =>
        http.get(`${base}/`, { headers: { "accept-encoding": "gzip, br" } }, resolve),
      );
      const chunks: Buffer[] = [];
      for await (const c of res) chunks.push(c as Buffer);
      expect(res.headers["x-page-cache"]).toBe("hit");
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(res.headers.etag).toBeUndefined();
      const raw = Buffer.concat(chunks);
      expect(Number(res.headers["content-length"])).toBe(raw.length);
      const html = gunzipSync(raw).toString("utf8");
      const nonce = /nonce="([^"]+)"/.exec(html)![1];
      expect(html).toBe(page(nonce));
      seen.add(nonce);
      // Compressed, not merely wrapped: well under the page's size.
      expect(raw.length).toBeLessThan(html.length / 5);
    }
    expect(seen.size).toBe(3);
    expect(renders).toBe(1);
  });

  it("sends the page uncompressed to a client that does not accept gzip", async () => {
    const res = await get("identity");
    expect(res.headers.get("x-page-cache")).toBe("hit");
    expect(res.headers.get("content-encoding")).toBeNull();
    const html = await res.text();
    const nonce = /nonce="([^"]+)"/.exec(html)![1];
    expect(html).toBe(page(nonce));
    expect(renders).toBe(1);
  });
});

describe("page cache in front of the application", () => {
  let fastBase = "";
  let fastServer: Server;
  let chainRuns = 0;

  beforeAll(async () => {
    const app = appWithNonce();
    const cache = createPageCache();
    // As the server does: a plain handler answers stored pages, anything else goes to the app.
    const front = http.createServer((req, res) => {
      const stored = cache.lookup(req);
      if (stored) cache.send(req, res, stored, cspNonce());
      else app(req, res);
    });
    // What the security headers middleware does: a policy with the response's nonce, fixed headers.
    app.use((_req, res, next) => {
      chainRuns++;
      res.setHeader("Content-Security-Policy", `default-src 'self'; script-src 'self' 'nonce-${String(res.locals.cspNonce)}'`);
      res.setHeader("X-Frame-Options", "DENY");
      res.setHeader("Link", ["</a.css>; rel=preload; as=style", "</i.js>; rel=modulepreload"]);
      next();
    });
    app.use(compression());
    app.use(cache.middleware);
    app.get("/", (_req, res) => {
      res.setHeader("Cache-Control", "public, max-age=300");
      res.type("html").send(page(String(res.locals.cspNonce)));
    });
    front.listen(0, "127.0.0.1");
    await new Promise((r) => front.once("listening", r));
    fastServer = front;
    fastBase = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((r) => fastServer.close(r)));

  it("answers a stored page without the rest of the chain, with the headers it was made with and its own nonce", async () => {
    const miss = await fetch(`${fastBase}/`);
    expect(miss.headers.get("x-page-cache")).toBe("miss");
    await miss.text();
    const runs = chainRuns;
    const hit = await fetch(`${fastBase}/`);
    const html = await hit.text();
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(chainRuns, "the header middleware did not run for the stored page").toBe(runs);

    const nonce = /nonce="([^"]+)"/.exec(html)![1];
    const missNonce = /'nonce-([^']+)'/.exec(miss.headers.get("content-security-policy")!)![1];
    expect(nonce).not.toBe(missNonce);
    expect(hit.headers.get("content-security-policy")).toBe(`default-src 'self'; script-src 'self' 'nonce-${nonce}'`);
    // Every other header is as the page was made.
    for (const name of ["x-frame-options", "link", "cache-control", "content-type"]) {
      expect(hit.headers.get(name), name).toBe(miss.headers.get(name));
    }
    expect(hit.headers.get("link")).toBe("</a.css>; rel=preload; as=style, </i.js>; rel=modulepreload");
    expect(hit.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("never answers from the store a request with a query string, a session cookie or another method", async () => {
    await (await fetch(`${fastBase}/`)).text();
    const runs = chainRuns;
    const withQuery = await fetch(`${fastBase}/?utm=x`);
    expect(withQuery.headers.get("x-page-cache")).toBeNull();
    const signedIn = await fetch(`${fastBase}/`, { headers: { cookie: "theme=dark; __Secure-better-auth.session_token=abc.def" } });
    expect(signedIn.headers.get("x-page-cache")).toBeNull();
    const toast = await fetch(`${fastBase}/`, { headers: { cookie: "toast=saved" } });
    expect(toast.headers.get("x-page-cache")).toBeNull();
    const head = await fetch(`${fastBase}/`, { method: "HEAD" });
    expect(head.headers.get("x-page-cache")).toBeNull();
    expect(chainRuns).toBe(runs + 4);
    const other = await fetch(`${fastBase}/`, { headers: { cookie: "theme=dark" } });
    expect(other.headers.get("x-page-cache")).toBe("hit");
    // The known-device cookie outlives signing out and names no session: a signed-out browser that
    // carries it is served from the store like any other.
    const knownDevice = await fetch(`${fastBase}/`, { headers: { cookie: "better-auth.device=abc.def" } });
    expect(knownDevice.headers.get("x-page-cache")).toBe("hit");
    const deviceAndSession = await fetch(`${fastBase}/`, { headers: { cookie: "better-auth.device=abc.def; better-auth.session_token=x.y" } });
    expect(deviceAndSession.headers.get("x-page-cache")).toBeNull();
  });
});
