import { DomainError } from "~/lib/domain-error";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { articles } from "~/content/articles";
import type { blogPosts } from "~/db/schema";
import { publishedPostPages } from "~/features/seo/public-pages.server";
import { makePost, makeStaff } from "../../../tests/support/factories";
import { thrown } from "../../../tests/support/test-data";
import { BLOG_PAGE_SIZE, getPostForPreview, listBlogEntries, schedulePost, unpublishPost } from "./blog.server";
import { blogRssXml } from "./rss.server";

const actor = { id: "public-blog-admin" };

beforeAll(async () => {
  await makeStaff({ id: actor.id, email: "public.blog.admin@example.com" });
});

let serial = 0;
/** A draft whose title and description need escaping in the feed and the pages. */
function draft(overrides: Partial<typeof blogPosts.$inferInsert> = {}) {
  serial += 1;
  return makePost({ title: `Gutters & <downpipes> "${serial}"`, description: "Looking after gutters & downpipes.", category: "Gutters", ...overrides });
}

describe("the public blog list", () => {
  it("lists the six fixed articles and the published posts together, newest first", async () => {
    const post = await draft();
    await schedulePost({ actor, id: post.id, date: "2030-01-10" });
    const { all } = await listBlogEntries({ now: new Date("2030-01-10T09:00:00Z") });
    for (const a of articles) expect(all.some((e) => e.slug === a.slug)).toBe(true);
    expect(articles).toHaveLength(6);
    expect(all[0].slug).toBe(post.slug);
    const dates = all.map((e) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("keeps a scheduled post out of the list, the page, the feed and the sitemap until its London day", async () => {
    const post = await draft();
    await schedulePost({ actor, id: post.id, date: "2031-03-30" });
    // 23:30 UTC on the 29th is still the 29th in London (GMT); 23:30 UTC on the 30th is the 31st (BST).
    const eve = new Date("2031-03-29T23:30:00Z");
    const day = new Date("2031-03-30T00:00:00Z");
    expect((await listBlogEntries({ now: eve })).all.some((e) => e.slug === post.slug)).toBe(false);
    expect(await getPostForPreview({ actor: null, slug: post.slug, now: eve })).toBeNull();
    expect((await getPostForPreview({ actor, slug: post.slug, now: eve }))?.id).toBe(post.id); // the office can preview it
    expect((await listBlogEntries({ now: day })).all.some((e) => e.slug === post.slug)).toBe(true);
    expect((await getPostForPreview({ actor: null, slug: post.slug, now: day }))?.id).toBe(post.id);
    // The sitemap reads today's date: a post scheduled in 2031 is not in it now.
    expect((await publishedPostPages()).some((p) => p.path === `/blog/${post.slug}`)).toBe(false);
  });

  it("unpublishes a post: it leaves the list and becomes a draft again", async () => {
    const post = await draft();
    await schedulePost({ actor, id: post.id, date: "2020-05-01" });
    expect((await listBlogEntries()).all.some((e) => e.slug === post.slug)).toBe(true);
    expect((await publishedPostPages()).some((p) => p.path === `/blog/${post.slug}`)).toBe(true);
    const after = await unpublishPost({ actor, id: post.id });
    expect(after.status).toBe("draft");
    expect(after.publishedDate).toBeNull();
    expect((await listBlogEntries()).all.some((e) => e.slug === post.slug)).toBe(false);
  });

  it("refuses a bad date and changes nothing", async () => {
    const post = await draft();
    for (const date of ["", "tomorrow", "2030-02-30", "1999-12-31", undefined]) {
      const err = await thrown(schedulePost({ actor, id: post.id, date }));
      expect(err).toBeInstanceOf(DomainError);
      expect((err as DomainError).fieldErrors.publishedDate).toBeTruthy();
    }
    expect((await getPostForPreview({ actor, slug: post.slug }))?.status).toBe("draft");
  });

  it("filters by category and pages through the entries", async () => {
    const first = await listBlogEntries({ page: 1 });
    expect(first.total).toBeGreaterThanOrEqual(6);
    expect(first.entries.length).toBe(Math.min(BLOG_PAGE_SIZE, first.total));
    expect(first.categories.reduce((n, c) => n + c.count, 0)).toBe(first.total);
    const category = articles[0].category;
    const only = await listBlogEntries({ category });
    expect(only.category).toBe(category);
    expect(only.entries.length).toBeGreaterThan(0);
    for (const e of only.entries) expect(e.category).toBe(category);
    expect((await listBlogEntries({ category: "No such category" })).category).toBeNull();
    const last = await listBlogEntries({ page: 999 });
    expect(last.page).toBe(last.pageCount);
  });
});

describe("the RSS feed", () => {
  it("is well-formed XML with an item for each fixed article and published post, text escaped", async () => {
    const post = await draft();
    await schedulePost({ actor, id: post.id, date: "2020-06-01" });
    const { all } = await listBlogEntries();
    const xml = blogRssXml({ baseUrl: "https://drains.example", siteName: "Kennet & Co <Drains>", entries: all });
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml);
    const items = [feed.rss.channel.item].flat() as Array<{ title: string; link: string; pubDate: string }>;
    expect(items).toHaveLength(all.length);
    for (const a of articles) expect(items.some((i) => i.link === `https://drains.example/blog/${a.slug}`)).toBe(true);
    const mine = items.find((i) => i.link === `https://drains.example/blog/${post.slug}`)!;
    expect(mine.title).toBe(post.title); // escaped in the XML, read back as typed
    expect(xml).toContain("Gutters &amp; &lt;downpipes&gt;");
    expect(new Date(mine.pubDate).toISOString().slice(0, 10)).toBe("2020-06-01");
    expect(feed.rss.channel.title).toContain("Kennet & Co <Drains>");
  });
});
