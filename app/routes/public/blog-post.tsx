import { ArrowLeft, CalendarDays, Clock } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/blog-post";
import { Badge } from "~/components/ui/badge";
import { getSessionUser } from "~/features/auth/guard.server";
import { findSlugRedirect, getPostForPreview } from "~/features/blog/blog.server";
import { htmlToText } from "~/features/blog/generator.server";
import { sanitizePostHtml } from "~/lib/sanitize.server";
import { articleJsonLd, businessFromMatches, faqJsonLd, seoMeta } from "~/lib/seo";
import { formatDateMedium, todayKey } from "~/lib/business-day";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const business = businessFromMatches(matches);
  if (!loaderData) return [{ title: `Page Not Found | ${business.name}` }];
  const { post } = loaderData;
  const path = `/blog/${post.slug}`;
  return seoMeta(business, {
    title: `${post.title} | ${business.name}`,
    description: post.description,
    keywords: post.keywords,
    path,
    ogType: "article",
    noindex: !post.isPublic,
    structuredData:
      post.isPublic && post.publishedDate
        ? [
            articleJsonLd(business, { title: post.title, description: post.description, path, datePublished: post.publishedDate }),
            ...(post.faqs.length ? [faqJsonLd(post.faqs)] : []),
          ]
        : [],
  });
};

export async function loader({ request, params }: Route.LoaderArgs) {
  // A draft is shown only to an admin (the Preview button); everyone else gets the not-found page.
  let actor: { id: string } | null = null;
  try {
    actor = await getSessionUser(request);
  } catch {
    actor = null;
  }
  const post = await getPostForPreview({ actor, slug: params.slug }).catch(() => null);
  if (!post) {
    // An address the post had before its slug was changed: send links and search engines on, for good.
    const moved = await findSlugRedirect({ actor, slug: params.slug }).catch(() => null);
    if (moved) throw redirect(`/blog/${moved}`, 301);
    throw new Response("Not Found", { status: 404 });
  }
  const isPublic = post.status === "published" && post.publishedDate !== null && post.publishedDate <= todayKey();
  const html = sanitizePostHtml(post.content);
  return data(
    {
      post: {
        slug: post.slug,
        title: post.title,
        description: post.description,
        keywords: post.keywords,
        category: post.category,
        readTime: post.readTime,
        status: post.status,
        publishedDate: post.publishedDate,
        html,
        isPublic,
        faqs: faqsOf(html),
      },
    },
    // A draft preview must never be kept by a shared cache.
    { headers: isPublic ? {} : { "Cache-Control": "private, no-store" } },
  );
}

/** The questions and answers of a post's FAQ block (marked by the generator, kept by the allowlist's class attribute). */
function faqsOf(html: string) {
  return [...html.matchAll(/<h3 class="faq-question">([\s\S]*?)<\/h3>\s*<p class="faq-answer">([\s\S]*?)<\/p>/g)].map((m) => ({
    question: htmlToText(m[1]),
    answer: htmlToText(m[2]),
  }));
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <main id="main">
      <article>
        <header className="bg-primary text-primary-foreground">
          <div className="mx-auto max-w-3xl px-4 py-12 md:py-16">
            <Link to="/blog" className="inline-flex items-center gap-1 rounded-sm text-sm font-medium underline-offset-4 hover:underline">
              <ArrowLeft aria-hidden="true" className="size-4" />
              All articles
            </Link>
            {!post.isPublic ? (
              <p role="note" className="mt-4 rounded-md bg-primary-foreground px-3 py-2 text-sm font-medium text-primary">
                {post.status === "published" ? "Scheduled post preview" : "Draft preview"}: only staff can see this post until it is published.
              </p>
            ) : null}
            <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <Badge variant="secondary">{post.category}</Badge>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4" />
                {post.readTime}
              </span>
              {post.publishedDate ? (
                <span className="inline-flex items-center gap-1">
                  <CalendarDays aria-hidden="true" className="size-4" />
                  <time dateTime={post.publishedDate}>{formatDateMedium(post.publishedDate)}</time>
                </span>
              ) : null}
            </div>
            <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-4xl">{post.title}</h1>
            <p className="mt-4 text-lg opacity-90">{post.description}</p>
          </div>
        </header>
        <div
          className="prose-post mx-auto max-w-3xl space-y-4 px-4 py-12 text-lg leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6"
          // Sanitised on save and again here with the blog allowlist.
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
      </article>
    </main>
  );
}
