import { listBlogEntries } from "~/features/blog/blog.server";
import { blogRssXml } from "~/features/blog/rss.server";
import { getBusiness } from "~/lib/business.server";

export async function loader() {
  const { all } = await listBlogEntries();
  const business = getBusiness();
  return new Response(blogRssXml({ baseUrl: business.baseUrl, siteName: business.name, entries: all.slice(0, 50) }), {
    // Short-lived, like the public pages, so a scheduled post appears within a minute of its day.
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });
}
