import { CalendarDays, Clock } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/blog-index";
import { Badge } from "~/components/ui/badge";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { listBlogEntries } from "~/features/blog/blog.server";
import { businessFromMatches, seoMeta } from "~/lib/seo";
import { log } from "~/lib/log.server";
import { formatDateMedium } from "~/lib/business-day";

export const meta: Route.MetaFunction = ({ matches }) => {
  const business = businessFromMatches(matches);
  return seoMeta(business, {
    title: `Drainage Advice & News | ${business.name}`,
    description: "Practical advice on blocked drains, surveys, repairs, gutters and seasonal maintenance from local drainage engineers in Newbury, Reading and West Berkshire.",
    path: "/blog",
  });
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get("category");
  const page = Number(url.searchParams.get("page") ?? "1");
  try {
    const list = await listBlogEntries({ category, page: Number.isFinite(page) ? page : 1 });
    return { ...list, all: undefined, failed: false };
  } catch (err) {
    // The fixed articles are still listed when the posts cannot be read.
    log.error({ err }, "blog list failed");
    return { entries: [], total: 0, category: null, categories: [], page: 1, pageCount: 1, all: undefined, failed: true };
  }
}

/** The list's address for a category and page, as a plain link (the public pages are not hydrated). */
function listHref(category: string | null, page: number) {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `/blog?${qs}` : "/blog";
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { entries, categories, category, page, pageCount } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Drainage Advice &amp; News</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Tips, guides and local news from our engineers in Newbury, Reading and West Berkshire.{" "}
        <a href="/blog/rss.xml" className="text-base underline">RSS feed</a>
      </p>
      {categories.length > 0 ? (
        <nav aria-label="Categories" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to={listHref(null, 1)} aria-current={category ? undefined : "page"} className={`inline-block rounded-full border px-3 py-1 text-sm ${category ? "" : "border-primary bg-primary text-primary-foreground"}`}>
                All articles
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.name}>
                <Link to={listHref(c.name, 1)} aria-current={category === c.name ? "page" : undefined} className={`inline-block rounded-full border px-3 py-1 text-sm ${category === c.name ? "border-primary bg-primary text-primary-foreground" : ""}`}>
                  {c.name} ({c.count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {entries.length === 0 ? (
        <p className="mt-10 text-muted-foreground">No blog posts available yet. Check back soon!</p>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="blog-entries">
          {entries.map((post) => (
            <li key={post.slug}>
              <Link to={`/blog/${post.slug}`} className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-primary">
                <Card className="h-full gap-3 transition-colors hover:border-primary">
                  <CardHeader>
                    <Badge variant="secondary">{post.category}</Badge>
                    <CardTitle asChild className="mt-2 text-xl">
                      <h2>{post.title}</h2>
                    </CardTitle>
                    <CardDescription className="line-clamp-2 text-base">{post.description}</CardDescription>
                    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                      {post.date ? (
                        <span className="inline-flex items-center gap-1">
                          <CalendarDays aria-hidden="true" className="size-4" />
                          <time dateTime={post.date}>{formatDateMedium(post.date)}</time>
                        </span>
                      ) : null}
                      <span className="inline-flex items-center gap-1">
                        <Clock aria-hidden="true" className="size-4" />
                        {post.readTime}
                      </span>
                    </p>
                  </CardHeader>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-10 flex items-center justify-between gap-4">
          {page > 1 ? <Link to={listHref(category, page - 1)} rel="prev" className="underline">Newer articles</Link> : <span />}
          <span className="text-sm text-muted-foreground">Page {page} of {pageCount}</span>
          {page < pageCount ? <Link to={listHref(category, page + 1)} rel="next" className="underline">Older articles</Link> : <span />}
        </nav>
      ) : null}
    </main>
  );
}
