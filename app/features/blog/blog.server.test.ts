import { DomainError } from "~/lib/domain-error";
import { todayKey } from "~/lib/business-day";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { listAuditEntries } from "~/features/audit/audit.server";
import { POST_ALLOWED_TAGS } from "~/lib/sanitize.server";
import { makePost, makeStaff, makeUser } from "../../../tests/support/factories";
import { thrown } from "../../../tests/support/test-data";
import {
  deletePost,
  findSlugRedirect,
  generatePost,
  getPostForAdmin,
  getPostForPreview,
  getPublishedPostBySlug,
  listPostsForAdmin,
  listPublishedPosts,
  publishPost,
  slugBase,
  updatePost,
} from "./blog.server";

const actor = { id: "blog-test-admin" };
const visitor = { id: "blog-test-visitor" };

beforeAll(async () => {
  await makeStaff({ id: actor.id, email: "blog.admin@example.com" });
  await makeUser({ id: visitor.id, name: "Visitor", email: "blog.visitor@example.com" });
});

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("drainage.page-cache")];
});

const ALLOWED = new Set<string>(POST_ALLOWED_TAGS);

describe("generatePost", () => {
  it("saves a draft written from the keywords, with an audit entry", async () => {
    const post = await generatePost({ actor, keywords: "blocked drains, Thatcham", model: null });
    expect(post.status).toBe("draft");
    expect(post.publishedDate).toBeNull();
    expect(post.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(post.title.length).toBeGreaterThan(10);
    expect(post.description.length).toBeLessThanOrEqual(160);
    expect(post.keywords).toContain("blocked drains");
    expect(post.keywords).toContain("Thatcham");
    expect(post.readTime).toMatch(/^\d+ min read$/);
    expect(post.content.toLowerCase()).toContain("blocked drains");
    expect(post.content).toContain("Thatcham");
    const tags = [...post.content.matchAll(/<([a-z0-9]+)[\s>/]/g)].map((m) => m[1]);
    expect(tags.length).toBeGreaterThan(10);
    for (const tag of tags) expect(ALLOWED.has(tag), tag).toBe(true);

    const entries = await listAuditEntries("blog_post", post.id);
    expect(entries).toHaveLength(1);
    expect(entries[0].action).toBe("create");
    expect(entries[0].actorEmail).toBe("blog.admin@example.com");
    expect(entries[0].changes).toMatchObject({ keywords: "blocked drains, Thatcham", slug: post.slug });
  });

  it("gives the same keywords another angle each time, never a copy", async () => {
    const a = await generatePost({ actor, keywords: "patch lining, Woodley", model: null });
    const b = await generatePost({ actor, keywords: "patch lining, Woodley", model: null });
    const c = await generatePost({ actor, keywords: "patch lining, Woodley", model: null });
    expect(new Set([a.title, b.title, c.title]).size).toBe(3);
    expect(new Set([a.content, b.content, c.content]).size).toBe(3);
    expect(new Set([a.slug, b.slug, c.slug]).size).toBe(3);
  });

  it("keeps slugs unique when the same keywords are generated at the same moment", async () => {
    const posts = await Promise.all(
      Array.from({ length: 4 }, () => generatePost({ actor, keywords: "CCTV survey, Hungerford", model: null })),
    );
    const slugs = posts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(4);
    for (const p of posts) expect(p.slug.startsWith(slugBase(p.title))).toBe(true);
  });

  it("saves nothing when the draft cannot pass its checks, and says why", async () => {
    const before = (await listPostsForAdmin()).length;
    const err = await thrown(generatePost({ actor, keywords: "blocked drains Newbury, Reading", model: null }));
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).fieldErrors.keywords).toMatch(/one town/);
    expect((await listPostsForAdmin()).length).toBe(before);
  });

  it("never takes the address of a fixed article", async () => {
    // The cost article lives at /blog/drain-unblocking-cost; a post with that slug could never be reached.
    expect(slugBase("Drain Unblocking Cost")).toBe("drain-unblocking-cost");
    const row = await makePost({ slug: "some-other" });
    expect(row.slug).toBe("some-other");
    const post = await generatePost({ actor, keywords: "drain unblocking cost", model: null });
    expect(post.slug).not.toBe("drain-unblocking-cost");
  });

  it("refuses empty keywords with the catalogue's message and saves nothing", async () => {
    const before = (await listPostsForAdmin()).length;
    for (const keywords of ["", "   ", " , ; ", undefined]) {
      const err = await thrown(generatePost({ actor, keywords, model: null }));
      expect(err).toBeInstanceOf(DomainError);
      expect((err as DomainError).code).toBe("invalid");
      expect((err as DomainError).fieldErrors.keywords).toBe("Please enter keywords");
    }
    expect((await listPostsForAdmin()).length).toBe(before);
  });
});

describe("listing", () => {
  it("lists every post for the admin, newest created first", async () => {
    const old = await makePost({ createdAt: new Date("2024-01-01T10:00:00Z") });
    const newer = await makePost({ createdAt: new Date("2030-01-01T10:00:00Z"), status: "published", publishedDate: "2029-12-31" });
    const rows = await listPostsForAdmin();
    expect(rows[0].id).toBe(newer.id);
    expect(rows[rows.length - 1].id).toBe(old.id);
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1].createdAt.getTime()).toBeGreaterThanOrEqual(rows[i].createdAt.getTime());
    expect(rows.some((r) => r.status === "draft")).toBe(true);
  });

  it("lists only published posts publicly, newest published first, with the public fields", async () => {
    const a = await makePost({ status: "published", publishedDate: "2025-03-01" });
    const b = await makePost({ status: "published", publishedDate: "2025-06-01" });
    const draft = await makePost({ status: "draft" });
    const rows = await listPublishedPosts();
    const slugs = rows.map((r) => r.slug);
    expect(slugs).not.toContain(draft.slug);
    expect(slugs.indexOf(b.slug)).toBeLessThan(slugs.indexOf(a.slug));
    expect(Object.keys(rows[0]).sort()).toEqual(["category", "description", "publishedDate", "readTime", "slug", "title"]);
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1].publishedDate! >= rows[i].publishedDate!).toBe(true);
  });

  it("finds a published post by slug, never a draft", async () => {
    const pub = await makePost({ status: "published", publishedDate: "2025-01-01" });
    const draft = await makePost();
    expect((await getPublishedPostBySlug(pub.slug))?.id).toBe(pub.id);
    expect(await getPublishedPostBySlug(draft.slug)).toBeNull();
    expect(await getPublishedPostBySlug("no-such-post")).toBeNull();
  });

  it("previews a draft for an admin only; published posts for everyone", async () => {
    const pub = await makePost({ status: "published", publishedDate: "2025-01-01" });
    const draft = await makePost();
    expect((await getPostForPreview({ actor, slug: draft.slug }))?.id).toBe(draft.id);
    expect(await getPostForPreview({ actor: visitor, slug: draft.slug })).toBeNull();
    expect(await getPostForPreview({ actor: null, slug: draft.slug })).toBeNull();
    expect(await getPostForPreview({ slug: draft.slug })).toBeNull();
    expect((await getPostForPreview({ actor: null, slug: pub.slug }))?.id).toBe(pub.id);
    expect(await getPostForPreview({ actor, slug: "no-such-post" })).toBeNull();
  });

  it("reads one post for editing, or not found", async () => {
    const post = await makePost();
    expect((await getPostForAdmin({ actor, id: post.id })).title).toBe(post.title);
    for (const id of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const err = await thrown(getPostForAdmin({ actor, id }));
      expect((err as DomainError).code).toBe("not_found");
    }
  });
});

describe("publishPost", () => {
  it("publishes a draft with today's London date and records it", async () => {
    const post = await makePost();
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    const now = new Date("2026-06-30T23:30:00Z");
    expect(todayKey(now)).toBe("2026-07-01");
    const published = await publishPost({ actor, id: post.id, now });
    expect(published.status).toBe("published");
    expect(published.publishedDate).toBe("2026-07-01");
    expect((await getPublishedPostBySlug(post.slug))?.id).toBe(post.id);
    const [entry] = await listAuditEntries("blog_post", post.id);
    expect(entry.action).toBe("publish");
    expect(entry.changes).toEqual({
      status: { from: "draft", to: "published" },
      publishedDate: { from: null, to: "2026-07-01" },
    });
  });

  it("drops the cached public pages when published content changes, not for drafts", async () => {
    let cleared = 0;
    const key = Symbol.for("drainage.page-cache");
    (globalThis as Record<symbol, unknown>)[key] = { clear: () => cleared++ };
    const post = await makePost();
    await updatePost({ actor, id: post.id, input: { title: "Draft edit", description: "A draft being edited.", category: "Gutters", keywords: "", content: "<p>x</p>" } });
    expect(cleared).toBe(0);
    await publishPost({ actor, id: post.id });
    expect(cleared).toBe(1);
    await updatePost({ actor, id: post.id, input: { title: "Live edit", description: "A live post being edited.", category: "Gutters", keywords: "", content: "<p>y</p>" } });
    expect(cleared).toBe(2);
    await deletePost({ actor, id: post.id, input: { confirmed: "yes" } });
    expect(cleared).toBe(3);
  });

  it("leaves an already published post as it was", async () => {
    const post = await makePost({ status: "published", publishedDate: "2025-02-02" });
    const again = await publishPost({ actor, id: post.id, now: new Date("2026-01-10T12:00:00Z") });
    expect(again.publishedDate).toBe("2025-02-02");
    expect(await listAuditEntries("blog_post", post.id)).toHaveLength(0);
  });

  it("refuses an unknown post", async () => {
    const err = await thrown(publishPost({ actor, id: "00000000-0000-4000-8000-000000000000" }));
    expect((err as DomainError).code).toBe("not_found");
  });
});

describe("updatePost", () => {
  const input = {
    title: "Gutter care for Victorian terraces",
    description: "How to look after cast-iron gutters on older homes.",
    category: "Gutters",
    keywords: "gutters, cast iron,  Victorian , gutters",
    content: '<h2>Cast iron</h2><p onclick="x()">Paint them <script>alert(1)</script>every few years.</p><iframe src="https://x"></iframe>',
  };

  it("saves the fields, sanitises the content, recomputes the read time and records what changed", async () => {
    const post = await makePost();
    const after = await updatePost({ actor, id: post.id, input });
    expect(after.title).toBe(input.title);
    expect(after.category).toBe("Gutters");
    expect(after.keywords).toBe("gutters, cast iron, Victorian");
    expect(after.content).toBe("<h2>Cast iron</h2><p>Paint them every few years.</p>");
    expect(after.readTime).toBe("1 min read");
    const [entry] = await listAuditEntries("blog_post", post.id);
    expect(entry.action).toBe("update");
    expect(entry.changes).toMatchObject({ title: { from: post.title, to: input.title } });
    expect(Object.keys(entry.changes as object)).toContain("content");
  });

  it("refuses bad input with field messages and changes nothing", async () => {
    const post = await makePost();
    const err = await thrown(updatePost({ actor, id: post.id, input: { ...input, title: " ", description: "x".repeat(161) } }));
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).fieldErrors).toMatchObject({ title: "Title is required", description: expect.stringContaining("160") });
    const scriptOnly = await thrown(updatePost({ actor, id: post.id, input: { ...input, content: "<script>alert(1)</script>" } }));
    expect((scriptOnly as DomainError).fieldErrors.content).toBeDefined();
    expect((await getPostForAdmin({ actor, id: post.id })).title).toBe(post.title);
    expect(await listAuditEntries("blog_post", post.id)).toHaveLength(0);
  });

  it("refuses an unknown post", async () => {
    const err = await thrown(updatePost({ actor, id: "00000000-0000-4000-8000-000000000000", input }));
    expect((err as DomainError).code).toBe("not_found");
  });
});

describe("changing a post's web address", () => {
  const fields = { title: "Moved post", description: "A post whose address changes.", category: "Gutters", keywords: "", content: "<p>Moved</p>" };

  it("saves the new slug, records it, and the old address leads to the new one", async () => {
    const post = await makePost({ status: "published", publishedDate: "2025-01-01" });
    const after = await updatePost({ actor, id: post.id, input: { ...fields, slug: "  Gutter-Care-In-Thatcham " } });
    expect(after.slug).toBe("gutter-care-in-thatcham");
    expect(await findSlugRedirect({ actor: null, slug: post.slug })).toBe("gutter-care-in-thatcham");
    expect(await getPublishedPostBySlug(post.slug)).toBeNull();
    const [entry] = await listAuditEntries("blog_post", post.id);
    expect(entry.changes).toMatchObject({ slug: { from: post.slug, to: "gutter-care-in-thatcham" } });
  });

  it("follows a second change from both earlier addresses, and changing back drops the loop", async () => {
    const post = await makePost({ status: "published", publishedDate: "2025-01-01" });
    const first = post.slug;
    await updatePost({ actor, id: post.id, input: { ...fields, slug: `${first}-b` } });
    await updatePost({ actor, id: post.id, input: { ...fields, slug: `${first}-c` } });
    expect(await findSlugRedirect({ actor: null, slug: first })).toBe(`${first}-c`);
    expect(await findSlugRedirect({ actor: null, slug: `${first}-b` })).toBe(`${first}-c`);
    await updatePost({ actor, id: post.id, input: { ...fields, slug: first } });
    expect(await findSlugRedirect({ actor: null, slug: first })).toBeNull();
    expect(await findSlugRedirect({ actor: null, slug: `${first}-c` })).toBe(first);
  });

  it("a post that takes a former address owns it: the redirect gives way", async () => {
    const moved = await makePost({ status: "published", publishedDate: "2025-01-01" });
    const old = moved.slug;
    await updatePost({ actor, id: moved.id, input: { ...fields, slug: `${old}-new` } });
    const other = await makePost({ status: "published", publishedDate: "2025-01-01" });
    await updatePost({ actor, id: other.id, input: { ...fields, slug: old } });
    expect(await findSlugRedirect({ actor: null, slug: old })).toBeNull();
    expect((await getPublishedPostBySlug(old))?.id).toBe(other.id);
  });

  it("refuses an address in use, a fixed article's address and a malformed one, changing nothing", async () => {
    const taken = await makePost();
    const post = await makePost();
    for (const [slug, code] of [
      [taken.slug, "slug_taken"],
      ["signs-blocked-drain", "slug_taken"],
      ["rss.xml", "invalid"],
      ["two--hyphens", "invalid"],
      ["spaces in it", "invalid"],
      ["x".repeat(81), "invalid"],
      ["", "invalid"],
    ] as const) {
      const err = await thrown(updatePost({ actor, id: post.id, input: { ...fields, slug } }));
      expect((err as DomainError).reason ?? (err as DomainError).code, slug).toBe(code);
      expect((err as DomainError).fieldErrors.slug, slug).toBeTruthy();
    }
    expect((await getPostForAdmin({ actor, id: post.id })).slug).toBe(post.slug);
    expect(await findSlugRedirect({ actor, slug: post.slug })).toBeNull();
    expect(await listAuditEntries("blog_post", post.id)).toHaveLength(0);
  });

  it("an unpublished post's old address leads nowhere for the public, and to the draft for the office", async () => {
    const post = await makePost();
    await updatePost({ actor, id: post.id, input: { ...fields, slug: `${post.slug}-draft` } });
    expect(await findSlugRedirect({ actor: null, slug: post.slug })).toBeNull();
    expect(await findSlugRedirect({ actor: visitor, slug: post.slug })).toBeNull();
    expect(await findSlugRedirect({ actor, slug: post.slug })).toBe(`${post.slug}-draft`);
  });

  it("deleting the post removes its old addresses", async () => {
    const post = await makePost({ status: "published", publishedDate: "2025-01-01" });
    await updatePost({ actor, id: post.id, input: { ...fields, slug: `${post.slug}-gone` } });
    await deletePost({ actor, id: post.id, input: { confirmed: "yes" } });
    expect(await findSlugRedirect({ actor, slug: post.slug })).toBeNull();
  });
});

describe("deletePost", () => {
  it("removes the post and records who removed it", async () => {
    const post = await makePost({ status: "published", publishedDate: "2025-01-01" });
    await deletePost({ actor, id: post.id, input: { confirmed: "yes" } });
    expect(await getPublishedPostBySlug(post.slug)).toBeNull();
    const entries = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "blog_post"), eq(auditLog.entityId, post.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "delete", actorUserId: actor.id, changes: { slug: post.slug, title: post.title } });
  });

  it("refuses an unknown post", async () => {
    for (const id of ["x", "00000000-0000-4000-8000-000000000000"]) {
      const err = await thrown(deletePost({ actor, id, input: { confirmed: "yes" } }));
      expect((err as DomainError).code).toBe("not_found");
    }
  });
});
