import type { IncomingMessage, ServerResponse } from "node:http";
import { constants, crc32, deflateRawSync } from "node:zlib";
import accepts from "accepts";
import type { NextFunction, Request, Response } from "express";

/**
 * Public pages are the same for every visitor, so each is rendered at most once per TTL and then
 * served from memory (no React render per request). Only GET requests
 * without a query string and without session or toast cookies are served from or stored in the
 * cache, and only 200 responses that set no cookie are stored, with the headers they were made
 * with (the nonce in the policy replaced for each response, like the nonce in the page).
 *
 * A stored page is kept as the text between its CSP nonces, each piece also compressed once
 * (docs/decisions/0055-public-pages-served-at-the-limit.md): a response joins the pieces around
 * its own nonce, and for a browser that accepts gzip it joins the compressed pieces instead, so
 * no page is compressed per response. No ETag is sent: the nonce makes every response different,
 * so one could never match.
 *
 * The parts of a response are written one after another in one system call, never copied into one
 * buffer: a new 60 KB buffer for each response cost more than everything else the response does.
 */
type Entry = {
  /** The page split at its nonce: the nonce goes between consecutive pieces. */
  pieces: Buffer[];
  /** Each piece as raw deflate data, flushed to a byte boundary and not final, so they can be joined. */
  deflated: Buffer[];
  /** The response's headers as the page was made (the policy's among them), each value split at the nonce. */
  headers: StoredHeader[];
  storedAt: number;
};

type StoredHeader = { name: string; values: string[][]; list: boolean };

/** Headers that belong to one response, not to the page: never stored, set anew for each. */
const PER_RESPONSE_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "vary",
  "date",
  "connection",
  "keep-alive",
  "set-cookie",
  "x-request-id",
  "x-page-cache",
]);

function storedHeaders(res: Response, nonce: string): StoredHeader[] {
  const out: StoredHeader[] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue;
    const list = Array.isArray(value);
    const values = (list ? value : [String(value)]).map((v) => (nonce ? v.split(nonce) : [v]));
    out.push({ name, values, list });
  }
  return out;
}

const CACHEABLE = /^\/(?:|services\/[a-z0-9-]+|areas\/[a-z0-9-]+|about|faqs|testimonials|blog|blog\/[a-z0-9-]+|sitemap\.xml|robots\.txt)(?:\.data)?$/;
/**
 * better-auth's cookies (session, session cache, two-factor challenge), with or without the secure
 * prefix; not the known-device cookie, which a browser keeps after signing out and which says
 * nothing about who is signed in.
 */
export const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.(?!device=)[\w.-]+=/;
/** The flash message of the page before. */
const TOAST_COOKIE = /(?:^|;\s*)toast=/;

/** gzip member header: deflate, no name or time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty final stored block: ends the deflate data. */
const DEFLATE_END = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

export type StoredPage = Entry;

export type PageCache = {
  /** Serves fresh stored pages and stores the pages the rest of the chain makes. */
  middleware: (req: Request, res: Response, next: NextFunction) => void;
  /**
   * The fresh stored page that answers this request, if there is one: a plain Node handler in
   * front of the application asks this first, so that a stored page costs none of the
   * middleware's work.
   */
  lookup: (req: IncomingMessage) => StoredPage | undefined;
  /** Sends a stored page, with every header it was made with, `nonce` in the page and its policy. */
  send: (req: IncomingMessage, res: ServerResponse, page: StoredPage, nonce: string) => void;
  clear: () => void;
  size: () => number;
};

export const PAGE_CACHE_KEY = Symbol.for("drainage.page-cache");

function split(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  const needle = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    pieces.push(body.subarray(from, at));
    from = at + needle.length;
  }
  pieces.push(body.subarray(from));
  return pieces;
}

/** A non-final stored (uncompressed) deflate block holding `bytes` (at most 65,535). */
function storedBlock(bytes: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head[0] = 0x00;
  head.writeUInt16LE(bytes.length, 1);
  head.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([head, bytes]);
}

/** The page with `nonce` between its pieces, uncompressed: the parts to send in order. */
export function plainParts(pieces: Buffer[], nonce: string): Buffer[] {
  if (pieces.length === 1) return pieces;
  const n = Buffer.from(nonce);
  const parts: Buffer[] = [];
  pieces.forEach((p, i) => {
    if (i > 0) parts.push(n);
    parts.push(p);
  });
  return parts;
}

/**
 * The same page as one gzip member, from the pieces compressed once and the nonce as a stored
 * block: the parts to send in order. The CRC-32 and length in the trailer are of the page as sent.
 */
export function gzipParts(pieces: Buffer[], deflated: Buffer[], nonce: string): Buffer[] {
  const n = Buffer.from(nonce);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  pieces.forEach((p, i) => {
    if (i > 0) {
      parts.push(storedBlock(n));
      crc = crc32(n, crc);
      length += n.length;
    }
    parts.push(deflated[i]);
    crc = crc32(p, crc);
    length += p.length;
  });
  parts.push(DEFLATE_END);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(trailer);
  return parts;
}

/** Compresses each piece independently (no back-references across pieces), ending byte-aligned and not final. */
export function deflatePieces(pieces: Buffer[]): Buffer[] {
  return pieces.map((p) => deflateRawSync(p, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_FULL_FLUSH }));
}

export function createPageCache({ ttlMs = 60_000, maxEntries = 500 } = {}): PageCache {
  const entries = new Map<string, Entry>();

  /** The page's key when this request may be answered from (and stored in) the cache. */
  function cacheKey(req: IncomingMessage): string | undefined {
    const url = req.url ?? "";
    // No query string; a request in absolute form is simply not cached.
    if (req.method !== "GET" || url.includes("?") || !CACHEABLE.test(url)) return undefined;
    const cookie = req.headers.cookie;
    return cookie && (SESSION_COOKIE.test(cookie) || TOAST_COOKIE.test(cookie)) ? undefined : url;
  }

  /** The fresh stored page at `path`, if there is one (a stale one is dropped). */
  function freshEntry(path: string): Entry | undefined {
    const hit = entries.get(path);
    if (!hit) return undefined;
    if (Date.now() - hit.storedAt < ttlMs) return hit;
    entries.delete(path);
    return undefined;
  }

  function lookup(req: IncomingMessage) {
    const key = cacheKey(req);
    return key === undefined ? undefined : freshEntry(key);
  }

  function send(req: IncomingMessage, res: ServerResponse, page: Entry, nonce: string) {
    const gzip = accepts(req).encoding("gzip", "identity") === "gzip";
    const parts = gzip ? gzipParts(page.pieces, page.deflated, nonce) : plainParts(page.pieces, nonce);
    let length = 0;
    for (const part of parts) length += part.length;
    for (const { name, values, list } of page.headers) {
      const joined = values.map((v) => v.join(nonce));
      res.setHeader(name, list ? joined : joined[0]);
    }
    res.setHeader("X-Page-Cache", "hit");
    res.setHeader("Vary", "Accept-Encoding");
    // Set before the compression middleware looks: it leaves an encoded body alone.
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", length);
    res.statusCode = 200;
    // Writes made in one tick go out together when the response ends.
    for (const part of parts) res.write(part);
    res.end();
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    const key = cacheKey(req);
    if (key === undefined) return next();
    const nonce = String(res.locals.cspNonce ?? "");
    const hit = freshEntry(key);
    if (hit) return send(req, res, hit, nonce);

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
        const pieces = split(Buffer.concat(chunks), nonce);
        // A nonce is 24 characters, far below a stored block's limit.
        if (nonce.length <= 0xffff) {
          entries.set(key, { pieces, deflated: deflatePieces(pieces), headers: storedHeaders(res, nonce), storedAt: Date.now() });
        }
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  }

  const cache: PageCache = { middleware, lookup, send, clear: () => entries.clear(), size: () => entries.size };
  // The application clears it when published content changes (app/lib/page-cache.server.ts).
  (globalThis as Record<symbol, unknown>)[PAGE_CACHE_KEY] = cache;
  return cache;
}
