import { and, count, desc, eq, like, lte, or, sql } from "drizzle-orm";
import slugify from "slugify";
import { getDb } from "~/db/client.server";
import { blogPosts, blogSlugRedirects } from "~/db/schema";
import { articles } from "~/content/articles";
import { diffFields, recordAudit } from "~/features/audit/audit.server";
import { isOfficeStaff } from "~/features/auth/roles.server";
import { getBusiness } from "~/lib/business.server";
import { invalidatePublicPages } from "~/lib/page-cache.server";
import { CORRECT_THE_FIELDS, refusalsOf, type Refusal } from "~/lib/domain-error";
import { requireConfirmed } from "~/lib/confirmation";
import { fieldErrors } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { todayKey } from "~/lib/business-day";
import { sanitizePostHtml } from "~/lib/sanitize.server";
import { generatePostSchema, postUpdateSchema, publicationDateSchema } from "./blog.schema";
import { DraftRejected, generateDraft, parseKeywords, PlanError, readTimeFor, type ModelConfig } from "./generator.server";

export type Actor = { id: string };

const BLOG_REFUSALS = {
  invalid: { code: "invalid", message: CORRECT_THE_FIELDS },
  not_found: { code: "not_found", message: "This post no longer exists." },
  slug_unavailable: { code: "conflict", message: "No free web address could be found for this post. Try a different title." },
  slug_taken: { code: "conflict", message: "That web address is already used by another article." },
} satisfies Record<string, Refusal>;

const refuse = refusalsOf(BLOG_REFUSALS);

export type BlogPost = typeof blogPosts.$inferSelect;
export type AdminPostRow = Pick<
  BlogPost,
  "id" | "slug" | "title" | "description" | "keywords" | "category" | "readTime" | "status" | "publishedDate" | "createdAt"
>;
export type PublishedPostRow = Pick<BlogPost, "title" | "slug" | "description" | "category" | "readTime" | "publishedDate">;

/** Every post, newest created first (the blog administration list). */
export async function listPostsForAdmin(): Promise<AdminPostRow[]> {
  return getDb()
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      description: blogPosts.description,
      keywords: blogPosts.keywords,
      category: blogPosts.category,
      readTime: blogPosts.readTime,
      status: blogPosts.status,
      publishedDate: blogPosts.publishedDate,
      createdAt: blogPosts.createdAt,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
}

/**
 * A post is public once it is published and its publication date (a London day) has come: a date
 * in the future schedules it. Checked on every read, so it appears on the day without a task.
 */
function isPublic(now: Date) {
  return and(eq(blogPosts.status, "published"), lte(blogPosts.publishedDate, todayKey(now)));
}

/** Public posts for the blog list, newest published first. */
export async function listPublishedPosts(now = new Date()): Promise<PublishedPostRow[]> {
  return getDb()
    .select({
      title: blogPosts.title,
      slug: blogPosts.slug,
      description: blogPosts.description,
      category: blogPosts.category,
      readTime: blogPosts.readTime,
      publishedDate: blogPosts.publishedDate,
    })
    .from(blogPosts)
    .where(isPublic(now))
    .orderBy(desc(blogPosts.publishedDate), desc(blogPosts.createdAt));
}

/** A public post by its slug, or null (drafts and scheduled posts are not public). */
export async function getPublishedPostBySlug(slug: string, now = new Date()): Promise<BlogPost | null> {
  const [row] = await getDb()
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublic(now)));
  return row ?? null;
}

/** One entry of the public blog: a fixed article or a published post. */
export type BlogEntry = { slug: string; title: string; description: string; category: string; readTime: string; date: string };

export const BLOG_PAGE_SIZE = 9;

/**
 * The public blog: the fixed articles and the public posts together, newest first, optionally one
 * category only, a page at a time. `categories` lists every category with its number of entries.
 */
export async function listBlogEntries({ category, page = 1, now = new Date() }: { category?: string | null; page?: number; now?: Date } = {}) {
  const posts = await listPublishedPosts(now);
  const all: BlogEntry[] = [
    ...articles.map((a) => ({ slug: a.slug, title: a.title, description: a.metaDescription, category: a.category, readTime: a.readTime, date: a.date })),
    ...posts.map((p) => ({ slug: p.slug, title: p.title, description: p.description, category: p.category, readTime: p.readTime, date: p.publishedDate ?? "" })),
  ].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  const counts = new Map<string, number>();
  for (const e of all) counts.set(e.category, (counts.get(e.category) ?? 0) + 1);
  const categories = [...counts].map(([name, n]) => ({ name, count: n })).sort((a, b) => a.name.localeCompare(b.name));
  const chosen = category && counts.has(category) ? category : null;
  const filtered = chosen ? all.filter((e) => e.category === chosen) : all;
  const pageCount = Math.max(1, Math.ceil(filtered.length / BLOG_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return {
    entries: filtered.slice((current - 1) * BLOG_PAGE_SIZE, current * BLOG_PAGE_SIZE),
    all,
    total: filtered.length,
    category: chosen,
    categories,
    page: current,
    pageCount,
  };
}

/**
 * A post as `/blog/{slug}` may show it: public posts to anyone, drafts and scheduled posts only to
 * an admin (the Preview button). Null when the visitor may not see it.
 */
export async function getPostForPreview({ actor, slug, now = new Date() }: { actor?: Actor | null; slug: string; now?: Date }): Promise<BlogPost | null> {
  const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.slug, slug));
  if (!row) return null;
  if (row.status === "published" && row.publishedDate && row.publishedDate <= todayKey(now)) return row;
  if (actor && (await isOfficeStaff(actor.id))) return row;
  return null;
}

/** One post for editing in the back-office. */
export async function getPostForAdmin({ id }: { actor: Actor; id: string }): Promise<BlogPost> {
  if (!isUuid(id)) throw refuse("not_found");
  const [row] = await getDb().select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw refuse("not_found");
  return row;
}

// ---------------------------------------------------------------------------------------------
// Slugs
// ---------------------------------------------------------------------------------------------

/** Paths under /blog taken by the fixed articles. */
const RESERVED_SLUGS: ReadonlySet<string> = new Set(articles.map((a) => a.slug));

/** The web-address form of a title: lower case, ASCII, hyphens, at most 80 characters on a word boundary. */
export function slugBase(title: string) {
  const full = slugify(title, { lower: true, strict: true, locale: "en", trim: true });
  let base = full;
  if (base.length > 80) {
    base = base.slice(0, 80);
    const cut = base.lastIndexOf("-");
    if (cut > 40) base = base.slice(0, cut);
  }
  base = base.replace(/^-+|-+$/g, "");
  return base || "post";
}

type Tx = Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0];

/** `base`, or `base-2`, `base-3` … whichever is the first not in use. */
async function freeSlug(tx: Tx, base: string) {
  const rows = await tx
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)));
  const taken = new Set(rows.map((r) => r.slug));
  for (const reserved of RESERVED_SLUGS) taken.add(reserved);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function isSlugConflict(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const rec = e as { code?: string; constraint?: string; cause?: unknown };
    if (rec.code === "23505" && (!rec.constraint || rec.constraint === "blog_posts_slug_idx")) return true;
    e = rec.cause;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Changes
// ---------------------------------------------------------------------------------------------

/**
 * Write a draft post from keywords (built-in engine, or the configured model with the same checks)
 * and save it with a unique slug. Two posts saved at the same moment with the same title both get
 * their own slug: a clash with the unique index is retried with the next number.
 */
export async function generatePost({
  actor,
  keywords,
  now = new Date(),
  model,
}: {
  actor: Actor;
  keywords: unknown;
  now?: Date;
  model?: ModelConfig | null;
}): Promise<BlogPost> {
  const parsed = generatePostSchema.shape.keywords.safeParse(keywords);
  if (!parsed.success) throw refuse("invalid", { keywords: parsed.error.issues[0]?.message });
  // Each earlier draft for the same keywords moves this one to another angle.
  const typed = parseKeywords(parsed.data).join(", ");
  const [{ earlier }] = await getDb()
    .select({ earlier: count() })
    .from(blogPosts)
    .where(or(eq(blogPosts.keywords, typed), like(blogPosts.keywords, `${typed.replace(/[\\%_]/g, "\\$&")}, %`)));
  let draft;
  try {
    draft = await generateDraft({ keywords: parsed.data, business: getBusiness(), now, model, variant: earlier });
  } catch (err) {
    if (err instanceof DraftRejected || err instanceof PlanError) throw refuse("invalid", { keywords: err.message });
    throw err;
  }
  const base = slugBase(draft.title);
  for (let attempt = 0; attempt < 8; attempt++) {
    try {
      return await getDb().transaction(async (tx) => {
        const slug = await freeSlug(tx, base);
        const [created] = await tx
          .insert(blogPosts)
          .values({
            slug,
            title: draft.title,
            description: draft.description,
            keywords: draft.keywords,
            category: draft.category,
            readTime: draft.readTime,
            content: draft.content,
            status: "draft",
          })
          .returning();
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: "create",
          entityType: "blog_post",
          entityId: created.id,
          changes: { keywords: parsed.data, slug, title: draft.title, engine: draft.source },
        });
        return created;
      });
    } catch (err) {
      if (!isSlugConflict(err)) throw err;
    }
  }
  throw refuse("slug_unavailable");
}

/**
 * Publish a draft: status published, published date today in London. Publishing a published post
 * changes nothing. The cached public pages are dropped so the post shows on /blog at once.
 */
export async function publishPost({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }): Promise<BlogPost> {
  if (!isUuid(id)) throw refuse("not_found");
  const post = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!before) throw refuse("not_found");
    if (before.status === "published") return before;
    const publishedDate = todayKey(now);
    const [after] = await tx
      .update(blogPosts)
      .set({ status: "published", publishedDate })
      .where(eq(blogPosts.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "publish",
      entityType: "blog_post",
      entityId: id,
      changes: diffFields(before, { status: after.status, publishedDate: after.publishedDate }),
    });
    return after;
  });
  invalidatePublicPages();
  return post;
}

/**
 * Publish a post on a given London day: today or earlier shows it at once, a later day schedules it
 * (it stays out of the blog, the feed and the sitemap until that day; see `isPublic`). Works for
 * drafts and for published posts whose date is to change.
 */
export async function schedulePost({ actor, id, date }: { actor: Actor; id: string; date: unknown }): Promise<BlogPost> {
  const parsed = publicationDateSchema.safeParse(date);
  if (!parsed.success) throw refuse("invalid", { publishedDate: parsed.error.issues[0]?.message });
  if (!isUuid(id)) throw refuse("not_found");
  const post = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!before) throw refuse("not_found");
    const values = { status: "published" as const, publishedDate: parsed.data };
    const changes = diffFields(before, values);
    if (Object.keys(changes).length === 0) return before;
    const [after] = await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
    await recordAudit(tx, { actorUserId: actor.id, action: "schedule", entityType: "blog_post", entityId: id, changes });
    return after;
  });
  invalidatePublicPages();
  return post;
}

/** Take a post off the site: it becomes a draft again, with no publication date. */
export async function unpublishPost({ actor, id }: { actor: Actor; id: string }): Promise<BlogPost> {
  if (!isUuid(id)) throw refuse("not_found");
  const post = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!before) throw refuse("not_found");
    if (before.status === "draft") return before;
    const [after] = await tx.update(blogPosts).set({ status: "draft", publishedDate: null }).where(eq(blogPosts.id, id)).returning();
    await recordAudit(tx, { actorUserId: actor.id, action: "unpublish", entityType: "blog_post", entityId: id, changes: diffFields(before, { status: after.status, publishedDate: after.publishedDate }) });
    return after;
  });
  invalidatePublicPages();
  return post;
}

/**
 * Change a post's title, web address, description, category, keywords and content. The content is
 * sanitised before it is stored. A new web address keeps the old one working: `/blog/{old}` then
 * redirects to the post for good (see `findSlugRedirect`), unless a post later takes that address.
 */
export async function updatePost({ actor, id, input }: { actor: Actor; id: string; input: unknown }): Promise<BlogPost> {
  const parsed = postUpdateSchema.safeParse(input);
  if (!parsed.success) throw refuse("invalid", fieldErrors(parsed.error));
  const content = sanitizePostHtml(parsed.data.content).trim();
  if (!content) throw refuse("invalid", { content: "The content has no text left once unsafe markup is removed" });
  if (!isUuid(id)) throw refuse("not_found");
  const { slug, ...rest } = parsed.data;
  if (slug !== undefined && RESERVED_SLUGS.has(slug)) throw refuse("slug_taken", { slug: BLOG_REFUSALS.slug_taken.message });
  const values = { ...rest, ...(slug === undefined ? {} : { slug }), content, readTime: readTimeFor(content) };
  let post: BlogPost;
  try {
    post = await getDb().transaction(async (tx) => {
      const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
      if (!before) throw refuse("not_found");
      const changes = diffFields(before, values);
      if (Object.keys(changes).length === 0) return before;
      const [after] = await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
      if (after.slug !== before.slug) {
        // The new address is this post's now, whoever had it before; the old one points here.
        await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, after.slug));
        await tx
          .insert(blogSlugRedirects)
          .values({ oldSlug: before.slug, postId: id })
          .onConflictDoUpdate({ target: blogSlugRedirects.oldSlug, set: { postId: id, createdAt: sql`now()` } });
      }
      // The content itself can be long: the entry says that it changed, not what it was.
      if (changes.content) changes.content = { from: `${before.content.length} characters`, to: `${content.length} characters` };
      await recordAudit(tx, { actorUserId: actor.id, action: "update", entityType: "blog_post", entityId: id, changes });
      return after;
    });
  } catch (err) {
    if (isSlugConflict(err)) throw refuse("slug_taken", { slug: BLOG_REFUSALS.slug_taken.message });
    throw err;
  }
  if (post.status === "published") invalidatePublicPages();
  return post;
}

/**
 * Where an old web address of a post leads now: the post's current slug, when the post is one that
 * `viewer` may see at its new address (public, or any post for an admin previewing). Null otherwise,
 * so an unpublished post's old address says no more than "not found".
 */
export async function findSlugRedirect({ actor, slug, now = new Date() }: { actor?: Actor | null; slug: string; now?: Date }): Promise<string | null> {
  const [row] = await getDb()
    .select({ slug: blogPosts.slug })
    .from(blogSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
    .where(and(eq(blogSlugRedirects.oldSlug, slug), actor && (await isOfficeStaff(actor.id)) ? undefined : isPublic(now)));
  return row?.slug ?? null;
}

/** Remove a post for good, once confirmed (`confirmed=yes` in `input`). */
export async function deletePost({ actor, id, input }: { actor: Actor; id: string; input?: unknown }): Promise<BlogPost> {
  if (!isUuid(id)) throw refuse("not_found");
  requireConfirmed(input as Record<string, unknown>, "delete this post");
  const post = await getDb().transaction(async (tx) => {
    const [deleted] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!deleted) throw refuse("not_found");
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "delete",
      entityType: "blog_post",
      entityId: id,
      changes: { slug: deleted.slug, title: deleted.title, status: deleted.status },
    });
    return deleted;
  });
  if (post.status === "published") invalidatePublicPages();
  return post;
}
