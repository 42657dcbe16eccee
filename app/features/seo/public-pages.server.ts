import { and, desc, eq, isNotNull, lte } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { todayKey } from "~/lib/business-day";
import { areas } from "~/content/areas";
import { articles } from "~/content/articles";
import { services } from "~/content/services";

export type PublicPage = { path: string; lastmod?: string; changefreq?: "daily" | "weekly" | "monthly"; priority?: number };

/** Every fixed public page of the site. */
export function staticPublicPages(): PublicPage[] {
  return [
    { path: "/", changefreq: "weekly", priority: 1 },
    ...services.map((s) => ({ path: `/services/${s.slug}`, changefreq: "monthly" as const, priority: 0.9 })),
    ...areas.map((a) => ({ path: `/areas/${a.slug}`, changefreq: "monthly" as const, priority: 0.8 })),
    { path: "/about", changefreq: "monthly", priority: 0.6 },
    { path: "/faqs", changefreq: "monthly", priority: 0.7 },
    { path: "/testimonials", changefreq: "monthly", priority: 0.6 },
    { path: "/blog", changefreq: "daily", priority: 0.7 },
    ...articles.map((a) => ({ path: `/blog/${a.slug}`, lastmod: a.date.slice(0, 10), changefreq: "monthly" as const, priority: 0.6 })),
  ];
}

/** Published database posts, newest first, with the date they last changed. */
export async function publishedPostPages(): Promise<PublicPage[]> {
  const rows = await getDb()
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt, publishedDate: blogPosts.publishedDate })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, "published"), isNotNull(blogPosts.publishedDate), lte(blogPosts.publishedDate, todayKey())))
    .orderBy(desc(blogPosts.publishedDate));
  return rows.map((r) => ({
    path: `/blog/${r.slug}`,
    lastmod: r.updatedAt.toISOString().slice(0, 10),
    changefreq: "monthly" as const,
    priority: 0.6,
  }));
}

export function escapeXml(value: string) {
  return value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

/** sitemaps.org XML for the given pages. */
export function sitemapXml(baseUrl: string, pages: PublicPage[]) {
  const urls = pages
    .map((p) => {
      const parts = [`<loc>${escapeXml(new URL(p.path, `${baseUrl}/`).toString())}</loc>`];
      if (p.lastmod) parts.push(`<lastmod>${p.lastmod}</lastmod>`);
      if (p.changefreq) parts.push(`<changefreq>${p.changefreq}</changefreq>`);
      if (p.priority !== undefined) parts.push(`<priority>${p.priority.toFixed(1)}</priority>`);
      return `  <url>${parts.join("")}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
