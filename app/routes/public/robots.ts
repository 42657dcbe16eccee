import { getBusiness } from "~/lib/business.server";

export function loader() {
  const { baseUrl } = getBusiness();
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /customer",
    "Disallow: /api",
    "Disallow: /auth",
    "",
    `Sitemap: ${baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
