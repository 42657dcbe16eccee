import type { NextFunction, Request, Response } from "express";

/**
 * Public pages are the same for every visitor, so each is rendered at most once per TTL and then
 * served from memory (no React render per request). Only GET requests
 * without a query string and without session or toast cookies are served from or stored in the
 * cache, and only 200 responses that set no cookie are stored, with their Content-Type and
 * Cache-Control. The per-response CSP nonce in a stored page is replaced by the new response's nonce.
 */
type Entry = { body: string; contentType: string; cacheControl: string | undefined; nonce: string; storedAt: number };

const CACHEABLE = /^\/(?:|services\/[a-z0-9-]+|areas\/[a-z0-9-]+|about|faqs|testimonials|blog|blog\/[a-z0-9-]+|sitemap\.xml|robots\.txt)(?:\.data)?$/;
const PRIVATE_COOKIE = /(?:^|;\s*)(?:toast|better-auth\.[a-z_]+|__Secure-better-auth\.[a-z_]+)=/;

export type PageCache = {
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  clear: () => void;
  size: () => number;
};

export const PAGE_CACHE_KEY = Symbol.for("drainage.page-cache");

export function createPageCache({ ttlMs = 60_000, maxEntries = 500 } = {}): PageCache {
  const entries = new Map<string, Entry>();

  function cacheable(req: Request) {
    if (req.method !== "GET") return false;
    if (req.url.includes("?")) return false;
    if (!CACHEABLE.test(req.path)) return false;
    const cookie = req.headers.cookie;
    return !(cookie && PRIVATE_COOKIE.test(cookie));
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    if (!cacheable(req)) return next();
    const key = req.path;
    const nonce = String(res.locals.cspNonce ?? "");
    const hit = entries.get(key);
    if (hit && Date.now() - hit.storedAt < ttlMs) {
      res.setHeader("Content-Type", hit.contentType);
      if (hit.cacheControl) res.setHeader("Cache-Control", hit.cacheControl);
      res.setHeader("X-Page-Cache", "hit");
      res.status(200).send(hit.nonce ? hit.body.replaceAll(hit.nonce, nonce) : hit.body);
      return;
    }
    if (hit) entries.delete(key);

    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding));
    };
    res.setHeader("X-Page-Cache", "miss");
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      const contentType = String(res.getHeader("Content-Type") ?? "");
      if (res.statusCode === 200 && !res.getHeader("Set-Cookie") && contentType) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        const cacheControl = res.getHeader("Cache-Control");
        entries.set(key, {
          body: Buffer.concat(chunks).toString("utf8"),
          contentType,
          cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
          nonce,
          storedAt: Date.now(),
        });
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  }

  const cache: PageCache = { middleware, clear: () => entries.clear(), size: () => entries.size };
  // The application clears it when published content changes (app/lib/page-cache.server.ts).
  (globalThis as Record<symbol, unknown>)[PAGE_CACHE_KEY] = cache;
  return cache;
}
