import { publishedPostPages, sitemapXml, staticPublicPages } from "~/features/seo/public-pages.server";
import { getBusiness } from "~/lib/business.server";

export async function loader() {
  const pages = [...staticPublicPages(), ...(await publishedPostPages())];
  return new Response(sitemapXml(getBusiness().baseUrl, pages), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
