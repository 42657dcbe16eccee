import { ArrowLeft, CalendarDays, Clock } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/article";
import { ContentIcon } from "~/components/public/content-icon";
import { AreaLinkList, ClosingCta, ServiceLinkCards } from "~/components/public/marketing";
import { Badge, type BadgeProps } from "~/components/ui/badge";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import type { WarningSeverity } from "~/content/articles";
import { getArticlePage } from "~/features/marketing/marketing.server";
import { articleJsonLd, businessFromMatches, seoMeta } from "~/lib/seo";
import { SpriteIcon } from "~/components/public/icon-sprite";

// One module serves the six static articles; each has its own explicit route in app/routes.ts.

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const business = businessFromMatches(matches);
  const { article } = loaderData;
  const path = `/blog/${article.slug}`;
  return seoMeta(business, {
    title: `${article.title} | ${business.name}`,
    description: article.metaDescription,
    keywords: article.keywords,
    path,
    ogType: "article",
    structuredData: [
      articleJsonLd(business, {
        title: article.title,
        description: article.metaDescription,
        path,
        datePublished: article.date,
      }),
    ],
  });
};

export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  const page = getArticlePage(slug);
  if (!page) throw new Response("Not Found", { status: 404 });
  return page;
}

const severityBadge: Record<WarningSeverity, NonNullable<BadgeProps["variant"]>> = {
  "Early Warning": "secondary",
  "Developing Issue": "outline",
  Urgent: "default",
  Emergency: "destructive",
};

function BackToBlog() {
  return (
    <Link
      to="/blog"
      className="inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to the blog
    </Link>
  );
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, displayDate, relatedServices, relatedAreas } = loaderData;
  return (
    <main id="main">
      <article>
        <header className="bg-primary text-primary-foreground">
          <div className="mx-auto max-w-3xl px-4 py-12 md:py-16">
            <Link
              to="/blog"
              className="inline-flex items-center gap-1 rounded-sm text-sm font-medium underline-offset-4 hover:underline focus-visible:outline-primary-foreground"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              All articles
            </Link>
            <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <Badge variant="secondary">{article.category}</Badge>
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden="true" className="size-4" />
                <time dateTime={article.date}>{displayDate}</time>
              </span>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="size-4" />
                {article.readTime}
              </span>
            </div>
            <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-4xl">{article.title}</h1>
          </div>
        </header>

        <div className="mx-auto max-w-3xl px-4 py-12">
          <p className="text-xl leading-relaxed">{article.intro}</p>

          {article.tipGrid && (
            <section aria-labelledby="tips-heading" className="mt-12">
              <h2 id="tips-heading" className="text-2xl font-bold">
                Quick winter tips
              </h2>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                {article.tipGrid.map((tip) => (
                  <li key={tip.title}>
                    <Card className="h-full gap-3">
                      <CardHeader>
                        <ContentIcon name={tip.icon} className="text-primary" />
                        <CardTitle>{tip.title}</CardTitle>
                        <CardDescription className="text-base">{tip.text}</CardDescription>
                      </CardHeader>
                    </Card>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {article.warningSigns && (
            <section aria-labelledby="signs-heading" className="mt-12">
              <h2 id="signs-heading" className="text-2xl font-bold">
                The warning signs, from early to emergency
              </h2>
              <ol className="mt-6 grid gap-4 sm:grid-cols-2">
                {article.warningSigns.map((sign) => (
                  <li key={sign.title}>
                    <Card className="h-full gap-3">
                      <CardHeader>
                        <Badge variant={severityBadge[sign.severity]}>{sign.severity}</Badge>
                        <CardTitle className="mt-2">{sign.title}</CardTitle>
                        <CardDescription className="text-base">{sign.text}</CardDescription>
                      </CardHeader>
                    </Card>
                  </li>
                ))}
              </ol>
            </section>
          )}

          {article.priceGuide && (
            <section aria-labelledby="prices-heading" className="mt-12">
              <h2 id="prices-heading" className="text-2xl font-bold">
                Price guide
              </h2>
              <div className="mt-6 overflow-x-auto rounded-xl border">
                <table className="w-full text-left">
                  <caption className="sr-only">Typical drain unblocking prices</caption>
                  <thead className="bg-muted">
                    <tr>
                      <th scope="col" className="px-4 py-3">
                        Job
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Price
                      </th>
                      <th scope="col" className="px-4 py-3">
                        What it covers
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {article.priceGuide.map((row) => (
                      <tr key={row.label} className="border-t">
                        <th scope="row" className="px-4 py-3 font-medium">
                          {row.label}
                        </th>
                        <td className="whitespace-nowrap px-4 py-3 font-semibold text-primary">{row.price}</td>
                        <td className="px-4 py-3 text-muted-foreground">{row.note}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )}

          {article.body.map((section) => (
            <section key={section.heading} className="mt-12">
              <h2 className="text-2xl font-bold">{section.heading}</h2>
              <div className="mt-4 space-y-4 text-lg leading-relaxed">
                {section.paragraphs?.map((p) => <p key={p}>{p}</p>)}
                {section.bullets && (
                  <ul className="space-y-3">
                    {section.bullets.map((b) => (
                      <li key={b} className="flex gap-3">
                        <SpriteIcon name="circle-check" className="mt-1 size-5 shrink-0 text-green-700" />
                        <span>{b}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </section>
          ))}

          <p className="mt-12">
            <BackToBlog />
          </p>
        </div>
      </article>

      <ClosingCta heading={article.closingCta.heading} text={article.closingCta.text} />

      <section aria-labelledby="related-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="related-heading" className="text-2xl font-bold">
          Related services
        </h2>
        <div className="mt-8">
          <ServiceLinkCards links={relatedServices} />
        </div>
        {relatedAreas.length > 0 && (
          <>
            <h2 className="mt-12 text-2xl font-bold">Areas we cover</h2>
            <div className="mt-6">
              <AreaLinkList links={relatedAreas} label="Areas we cover" />
            </div>
          </>
        )}
        <p className="mt-12">
          <BackToBlog />
        </p>
      </section>
    </main>
  );
}
