const PAGE_CACHE_KEY = Symbol.for("drainage.page-cache");

/**
 * Forget this instance's cached public pages (server/page-cache.ts), after published content
 * changes: a blog post published, edited or deleted. Other instances catch up within the
 * cache's time-to-live (60 s).
 */
export function invalidatePublicPages() {
  const cache = (globalThis as Record<symbol, { clear: () => void } | undefined>)[PAGE_CACHE_KEY];
  cache?.clear();
}
