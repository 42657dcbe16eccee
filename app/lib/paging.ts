// Server-side search and pages for the back-office lists (`?q=&page=` in the URL).

export const PAGE_SIZE = 50;

/** Customers see their own jobs, quotes and invoices in shorter pages, which suit a phone. */
export const PORTAL_PAGE_SIZE = 20;

/** The page size for an actor's lists: the back-office's, or the portal's for a customer. */
export function pageSizeFor(actor: { kind: string }) {
  return actor.kind === "customer" ? PORTAL_PAGE_SIZE : PAGE_SIZE;
}

/** The search text and 1-based page number of a list URL; anything malformed falls back to page 1. */
export function listParams(url: URL | string) {
  const params = new URL(url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const raw = Number.parseInt(params.get("page") ?? "1", 10);
  const page = Number.isFinite(raw) && raw >= 1 ? Math.min(raw, 100_000) : 1;
  return { q, page };
}

/**
 * A page of a list. `total` is exact when `totalExact`; otherwise the list is longer than is worth
 * counting on every view, and `total` is an estimate or a lower bound (see totals.server.ts).
 */
export type Paged<T> = { rows: T[]; total: number; totalExact: boolean; page: number; pageCount: number };

/**
 * A list's total is counted exactly up to this many rows. Past it, counting every row of a large
 * table on each page view would cost more than the page itself, so the total is an estimate
 * (docs/decisions/0051).
 */
export const EXACT_TOTAL_LIMIT = 10_000;

const wholeNumber = new Intl.NumberFormat("en-GB");

/** A list's total as people read it: "1,234", or "about 250,000" / "10,000+" when not counted exactly. */
export function formatTotal(total: number, exact = true) {
  if (exact) return wholeNumber.format(total);
  return total > EXACT_TOTAL_LIMIT ? `about ${wholeNumber.format(total)}` : `${wholeNumber.format(total)}+`;
}

/** Number of pages for `total` rows (at least one, so that an empty list is page 1 of 1). */
export function pageCountOf(total: number, size = PAGE_SIZE) {
  return Math.max(1, Math.ceil(total / size));
}

/** A page number clamped to the pages that exist. */
export function clampPage(page: number, total: number, size = PAGE_SIZE) {
  return Math.min(Math.max(1, Math.trunc(page) || 1), pageCountOf(total, size));
}

/**
 * An ILIKE pattern matching `text` as a plain substring: the user's `%`, `_` and `\` match
 * themselves, not as wildcards.
 */
export function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The URL of another page of the same list, keeping the search. */
export function pageHref(pathname: string, q: string, page: number) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
