import type { APIRequestContext, APIResponse } from "@playwright/test";

/**
 * A public page as the page cache answers it once stored. Each worker process keeps its own store,
 * and a request may reach any worker, so the page is asked for until an answer comes from a store
 * (every worker's is filled by its first request); a page that is never stored fails the test.
 */
export async function storedPage(request: APIRequestContext, path: string, headers: Record<string, string> = {}, tries = 12): Promise<APIResponse> {
  for (let i = 0; i < tries; i++) {
    const res = await request.get(path, { headers });
    if (res.headers()["x-page-cache"] === "hit") return res;
    await res.dispose();
  }
  throw new Error(`${path} was not answered from the page cache in ${tries} requests`);
}
