import { CalendarDays, Clock } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/blog-index";
import { Badge } from "~/components/ui/badge";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { listPublishedPosts, type PublishedPostRow } from "~/features/blog/blog.server";
import { businessFromMatches, seoMeta } from "~/lib/seo";
import { log } from "~/lib/log.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const business = businessFromMatches(matches);
  return seoMeta(business, {
    title: `Drainage Advice & News | ${business.name}`,
    description: "Practical advice on blocked drains, surveys, repairs, gutters and seasonal maintenance from local drainage engineers in Newbury, Reading and West Berkshire.",
    path: "/blog",
  });
};

export async function loader() {
  try {
    return { posts: await listPublishedPosts() };
  } catch (err) {
    // The list is simply empty when it cannot be read.
    log.error({ err }, "blog list failed");
    return { posts: [] as PublishedPostRow[] };
  }
}

/** "21 Nov 2026" */
function shortDate(value: string) {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${value}T00:00:00Z`));
}

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Drainage Advice &amp; News</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
        Tips, guides and local news from our engineers in Newbury, Reading and West Berkshire.
      </p>
      {posts.length === 0 ? (
        <p className="mt-10 text-muted-foreground">No blog posts available yet. Check back soon!</p>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
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
                      {post.publishedDate ? (
                        <span className="inline-flex items-center gap-1">
                          <CalendarDays aria-hidden="true" className="size-4" />
                          <time dateTime={post.publishedDate}>{shortDate(post.publishedDate)}</time>
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
    </main>
  );
}
