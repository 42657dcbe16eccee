import { escapeXml } from "~/features/seo/public-pages.server";
import type { BlogEntry } from "./blog.server";

/** RFC 822 date of a London publication day, as RSS readers expect (noon UTC keeps the day). */
function rssDate(day: string) {
  return new Date(`${day}T12:00:00Z`).toUTCString();
}

/**
 * RSS 2.0 for the blog: every entry (fixed articles and public posts), newest first. Every piece of
 * text goes through `escapeXml`; the test reads the result back with an XML parser.
 */
export function blogRssXml({ baseUrl, siteName, entries }: { baseUrl: string; siteName: string; entries: BlogEntry[] }) {
  const link = (path: string) => escapeXml(new URL(path, `${baseUrl}/`).toString());
  const items = entries
    .map((e) =>
      [
        "    <item>",
        `      <title>${escapeXml(e.title)}</title>`,
        `      <link>${link(`/blog/${e.slug}`)}</link>`,
        `      <guid isPermaLink="true">${link(`/blog/${e.slug}`)}</guid>`,
        `      <description>${escapeXml(e.description)}</description>`,
        `      <category>${escapeXml(e.category)}</category>`,
        e.date ? `      <pubDate>${rssDate(e.date)}</pubDate>` : "",
        "    </item>",
      ]
        .filter(Boolean)
        .join("\n"),
    )
    .join("\n");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(`${siteName}: Drainage Advice & News`)}</title>`,
    `    <link>${link("/blog")}</link>`,
    `    <atom:link href="${link("/blog/rss.xml")}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml("Tips, guides and local news from our drainage engineers.")}</description>`,
    "    <language>en-gb</language>",
    items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
