import fs from "node:fs";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import proxyAddr from "proxy-addr";
import type { ServerBuild } from "react-router";
import { log, withRequestId } from "../app/lib/log.server";
import { cspNonce } from "./nonce";
import { createPageCache, type PageCache, SESSION_COOKIE } from "./page-cache";
import { bodyReadError, checkBody, readBody, rejectNulInAddress, sendBadRequest } from "./request-body";
import { createAppRequestHandler } from "./request-handler";
import { trackRequest } from "./request-log";
import { insertedStyleHashes, styleAttributeHashes } from "./style-hashes";
import type { TrustProxy } from "../app/lib/env.server";

type AppEntry = {
  pingDatabase: (timeoutMs?: number) => Promise<boolean>;
};

export type AppOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  entry: () => Promise<AppEntry>;
  baseUrl: string;
  /** Which proxies' X-Forwarded-For to believe: none (false), a hop count, or their addresses. */
  trustProxy: TrustProxy;
  clientDir?: string;
  /** Vite's dev middleware; development only. */
  devMiddleware?: express.RequestHandler;
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** A stored image's address (app/routes/media.ts). */
const STORED_IMAGE = /^\/media\/[0-9a-f-]{36}(?:\/thumb)?$/;

/** The back-office, the portal, sign-in and the APIs: pages and data about someone. */
const PRIVATE_PATH = /^\/(?:admin|customer|auth|api|engineer)(?:[/.]|$)/;

/**
 * Nothing personal stays in a browser's or a shared cache: every response to a private path, or
 * to a request carrying a session cookie, is `Cache-Control: no-store`, whatever the route set.
 * The build's fingerprinted files under /assets/ and /islands/ are the same for everyone and keep their caching,
 * and so do public pages asked for without a session.
 */
function noStoreForPrivate(req: Request, res: Response, next: NextFunction) {
  if (req.path.startsWith("/assets/") || req.path.startsWith("/islands/")) return next();
  // A stored image never changes under its id: its route answers `private, immutable` (the
  // viewer's browser keeps it, no shared cache does; docs/decisions/0091).
  if (STORED_IMAGE.test(req.path)) return next();
  if (!PRIVATE_PATH.test(req.path) && !SESSION_COOKIE.test(req.headers.cookie ?? "")) return next();
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    this.setHeader("Cache-Control", "no-store");
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  next();
}

/**
 * The server's request handler. A public page already made (see ./page-cache) is answered here,
 * before Express: with its request id and log line, a fresh nonce, and the headers the page was
 * made with (the security policy among them, with this response's nonce). Every other request,
 * and every page not stored yet, goes through the whole application, where the page is stored.
 */
export function createRequestHandler(options: AppOptions): RequestListener {
  const { app, pageCache } = createApp(options);
  if (!pageCache) return app;
  const trust = app.get("trust proxy fn") as Parameters<typeof proxyAddr>[1];
  return (req: IncomingMessage, res: ServerResponse) => {
    const page = pageCache.lookup(req);
    if (!page) return app(req, res);
    trackRequest(req, res, () => proxyAddr(req, trust));
    pageCache.send(req, res, page, cspNonce());
  };
}

export function createApp(options: AppOptions): { app: express.Express; pageCache: PageCache | null } {
  const app = express();
  const dev = Boolean(options.devMiddleware);
  const allowedOrigin = new URL(options.baseUrl).origin;
  const styleHashes = [...insertedStyleHashes(), ...styleAttributeHashes()];

  app.disable("x-powered-by");
  // Pages carry a fresh CSP nonce, so an ETag computed over one could never match the next.
  app.set("etag", false);
  app.set("trust proxy", options.trustProxy);

  // Request id, the client address for the app, and one log line per response.
  app.use((req, res, next) => {
    const id = trackRequest(req, res, () => req.ip);
    res.locals.requestId = id;
    // Whatever a client sent is replaced: only the trust-proxy-aware address is passed on.
    req.headers["x-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    // Everything done for this request (loaders, actions, the app's own logs) carries its id.
    withRequestId(id, next);
  });

  app.use(noStoreForPrivate);
  app.use(rejectNulInAddress);

  app.use((_req, res, next) => {
    res.locals.cspNonce = cspNonce();
    next();
  });

  // Public pages are made once and kept (answered by `createRequestHandler` while fresh).
  const pageCache = dev ? null : createPageCache();

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "script-src": dev
            ? ["'self'", "'unsafe-inline'"]
            : ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
          // No 'unsafe-inline': styles come from our stylesheet, from <style> elements with the
          // request's nonce (the dialogs' scroll lock), sonner's fixed stylesheet (its hash), or
          // are one of the few fixed style attributes the UI kit renders (their hashes).
          // Changes scripts make through the CSSOM are not covered by the policy (docs/decisions/0040).
          "style-src": dev
            ? ["'self'", "'unsafe-inline'"]
            : ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`, ...styleHashes],
          "img-src": ["'self'", "data:"],
          "font-src": ["'self'"],
          "connect-src": dev ? ["'self'", "ws:"] : ["'self'"],
          "frame-src": ["'none'"],
          "frame-ancestors": ["'none'"],
          "form-action": ["'self'"],
          "base-uri": ["'self'"],
          "object-src": ["'none'"],
          ...(options.baseUrl.startsWith("https://") ? { "upgrade-insecure-requests": [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      // Set below, on private paths only.
      crossOriginOpenerPolicy: false,
      strictTransportSecurity: options.baseUrl.startsWith("https://"),
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
  // Cross-Origin-Opener-Policy cuts a page off from the window that opened it (and from windows it
  // opens to other sites), so that another site cannot keep a handle on a page that holds someone's
  // data. The back office, the portal, sign-in and the APIs carry it. Public pages are the same for
  // every visitor and hold nothing of anyone's, and without it a visitor's browser can show them in
  // the process it already has: with it, a phone starts a new one, which cost the home page about a
  // fifth of a second of blocked main thread in Lighthouse's mobile audit (docs/decisions/0067).
  app.use((req, res, next) => {
    if (PRIVATE_PATH.test(req.path)) res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    next();
  });
  // A page up to 1 MB is taken into the gzip stream whole: with the default 16 KB limit, each wait
  // for room left a `drain` listener on that stream (the middleware moves `drain` listeners to it but
  // not their removal), over ten on a large list page.
  app.use(compression({ highWaterMark: 1 << 20 }));

  app.get("/healthz", async (_req, res) => {
    const entry = await options.entry();
    const ok = await entry.pingDatabase(2000);
    res.setHeader("Cache-Control", "no-store");
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "unavailable", database: ok });
  });

  // A request that changes something and says where it comes from (a browser always sends Origin
  // with a cross-origin post) must come from our own pages; one that carries cookies must say so
  // (Origin, or Referer when a browser leaves Origin out). Signing in from another site is refused too.
  app.use((req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const declared = req.get("origin");
    if (declared === undefined && !req.headers.cookie) return next();
    const origin = declared ?? refererOrigin(req.get("referer"));
    if (origin === allowedOrigin) return next();
    log.warn({ origin, path: req.path }, "cross-origin request refused");
    res.status(403).type("text/plain").send("Forbidden: cross-origin request");
  });

  // Public pages are stored as they are made, before anything looks at the disk.
  if (pageCache) app.use(pageCache.middleware);

  if (options.devMiddleware) {
    app.use(options.devMiddleware);
  } else if (options.clientDir) {
    // Files whose name carries a hash of their content never change: a browser keeps them a year
    // without asking again. The rest (favicon, logo, images) may change with a release.
    app.use(
      "/assets",
      express.static(path.join(options.clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    app.use(
      "/islands",
      express.static(path.join(options.clientDir, "islands"), { index: false, setHeaders: setIslandCaching }),
    );
    // The other files sit at the top of the directory; only requests for those look at the disk.
    const clientDir = options.clientDir;
    const topLevel = new Set(fs.readdirSync(clientDir).filter((name) => name !== "assets" && name !== "islands"));
    const otherFiles = express.static(clientDir, { maxAge: "1d", index: false });
    app.use((req, res, next) => (topLevel.has(req.path.split("/")[1] ?? "") ? otherFiles(req, res, next) : next()));
  }

  app.all(
    "/{*splat}",
    readBody,
    checkBody,
    createAppRequestHandler({
      build: options.build,
      mode: dev ? "development" : "production",
      getLoadContext: (req, res) => ({
        cspNonce: String(res.locals.cspNonce ?? ""),
        clientIp: String(req.headers["x-client-ip"] ?? ""),
        requestId: String(res.locals.requestId ?? ""),
      }),
    }),
  );

  app.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    const bad = bodyReadError(err);
    if (bad) {
      if (res.headersSent) return next(err);
      return sendBadRequest(req, res, bad.status, bad.message);
    }
    log.error({ requestId: res.locals.requestId, err }, "unhandled error");
    if (!res.headersSent) res.status(500).type("text/plain").send("Internal Server Error");
  });

  return { app, pageCache };
}

/** Islands' scripts and chunks are named `<name>-<hash>.js`; their manifests are not. */
const HASHED_FILE = /-[\w-]{8,}\.js$/;
const IMMUTABLE = "public, max-age=31536000, immutable";

function setIslandCaching(res: Response, file: string) {
  res.setHeader("Cache-Control", HASHED_FILE.test(file) ? IMMUTABLE : "no-cache");
}

function refererOrigin(referer: string | undefined) {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
