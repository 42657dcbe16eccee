import cluster from "node:cluster";

const PAGE_CACHE_KEY = Symbol.for("drainage.page-cache");

/** The message a worker sends its primary, and the primary passes to the other workers, when public pages change. */
export const PUBLIC_PAGES_CHANGED = "drainage:public-pages-changed";

/** Forget the cached public pages of this process only. */
export function forgetPublicPages() {
  const cache = (globalThis as Record<symbol, { clear: () => void } | undefined>)[PAGE_CACHE_KEY];
  cache?.clear();
}

/**
 * Forget the cached public pages (server/page-cache.ts), after published content changes: a blog
 * post published, edited or deleted. Each worker process keeps its own cache, so a worker also
 * tells its primary, which tells the other workers (server/index.ts). Other instances (other
 * machines) catch up within the cache's time-to-live (60 s).
 */
export function invalidatePublicPages() {
  forgetPublicPages();
  if (cluster.isWorker && process.send) process.send({ type: PUBLIC_PAGES_CHANGED });
}
