import { ArrowRight, Clock, MapPin } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/area";
import { AreaLinkList, Breadcrumbs, ClosingCta, PageHero, PageSection, ServiceLinkCards } from "~/components/public/marketing";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { getAreaPage } from "~/features/marketing/marketing.server";
import { breadcrumbJsonLd, businessFromMatches, seoMeta } from "~/lib/seo";
import { SpriteIcon } from "~/components/public/icon-sprite";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ name: "robots", content: "noindex" }];
  const business = businessFromMatches(matches);
  const { area } = loaderData;
  const path = `/areas/${area.slug}`;
  return seoMeta(business, {
    title: `${area.metaTitle} | ${business.name}`,
    description: area.metaDescription,
    keywords: area.keywords,
    path,
    structuredData: [
      breadcrumbJsonLd(business, [
        { name: "Home", path: "/" },
        { name: `Drainage Services in ${area.town}`, path },
      ]),
    ],
  });
};

export function loader({ params }: Route.LoaderArgs) {
  const page = getAreaPage(params.slug);
  if (!page) throw new Response("Not Found", { status: 404 });
  return page;
}

function CardGrid({ cards, columns }: { cards: Array<{ title: string; text: string }>; columns: 2 | 3 | 4 }) {
  const grid = { 2: "md:grid-cols-2", 3: "md:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {cards.map((c) => (
        <li key={c.title}>
          <Card className="h-full">
            <CardHeader>
              <CardTitle>{c.title}</CardTitle>
              <CardDescription className="text-base">{c.text}</CardDescription>
            </CardHeader>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export default function AreaPage({ loaderData }: Route.ComponentProps) {
  const { area, serviceCards, relatedServices, nearby } = loaderData;
  const town = area.town;
  return (
    <main id="main">
      <Breadcrumbs
        trail={[
          { name: "Home", path: "/" },
          { name: town, path: `/areas/${area.slug}` },
        ]}
      />
      <PageHero
        title={`Drainage Services in ${town}`}
        text={area.heroText}
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <MapPin aria-hidden="true" className="size-5" />
            {town}, {area.county}
          </span>
        }
      >
        <p className="mt-6 inline-flex items-center gap-2 font-medium">
          <Clock aria-hidden="true" className="size-5" />
          Emergency engineers typically with you within {area.emergencyMinutes} minutes, 24/7.
        </p>
      </PageHero>

      <section aria-labelledby="about-work">
        <div className="mx-auto max-w-6xl px-4 py-14">
          {/* The highlight cards' titles are h3s: this h2 keeps the outline in order after the h1. */}
          <h2 id="about-work" className="sr-only">
            About our work in {town}
          </h2>
          <p className="max-w-4xl text-lg leading-relaxed">{area.intro}</p>
          <div className="mt-10">
            <CardGrid cards={area.highlights} columns={3} />
          </div>
        </div>
      </section>

      <PageSection id="services" heading={`Our services in ${town}`} muted>
        <ul className="grid gap-6 md:grid-cols-2">
          {serviceCards.map((s) => (
            <li key={s.slug}>
              <Card className="h-full overflow-hidden pt-0">
                <img
                  src={s.image}
                  alt=""
                  width={480}
                  height={320}
                  loading="lazy"
                  className="h-44 w-full bg-secondary object-contain"
                />
                <CardHeader>
                  <CardTitle>{s.title}</CardTitle>
                  <CardDescription className="text-base">{s.text}</CardDescription>
                </CardHeader>
                <CardContent className="mt-auto">
                  <Link
                    to={`/services/${s.slug}`}
                    className="inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {s.title} in {town}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="local-challenges" heading={`Local drainage challenges in ${town}`}>
        <CardGrid cards={area.localChallenges} columns={2} />
      </PageSection>

      <PageSection id="why-choose-us" heading={`Why ${town} Chooses Us`} muted>
        <CardGrid cards={area.whyChooseUs} columns={4} />
      </PageSection>

      <PageSection id="coverage" heading={`Where we work around ${town}`}>
        <div className="grid gap-8 md:grid-cols-2">
          {area.subAreas && area.subAreas.length > 0 && (
            <div>
              <h3 className="text-lg font-semibold">Neighbourhoods and villages we cover</h3>
              <ul className="mt-4 grid grid-cols-2 gap-2">
                {area.subAreas.map((name) => (
                  <li key={name} className="flex items-center gap-2">
                    <SpriteIcon name="circle-check" className="size-4 shrink-0 text-green-700" />
                    {name}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <h3 className="text-lg font-semibold">Postcodes</h3>
            <ul aria-label={`Postcodes covered in ${town}`} className="mt-4 flex flex-wrap gap-2">
              {area.postcodes.map((pc) => (
                <li key={pc} className="rounded-md bg-secondary px-3 py-1 font-mono font-semibold text-secondary-foreground">
                  {pc}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-muted-foreground">
              {area.district}, {area.county}.
            </p>
          </div>
        </div>
      </PageSection>

      <PageSection id="more-services" heading={`More drainage services in ${town}`} muted>
        <ServiceLinkCards links={relatedServices} />
      </PageSection>

      <PageSection id="nearby" heading="Nearby areas we cover">
        <AreaLinkList links={nearby} label={`Areas near ${town}`} />
      </PageSection>

      <ClosingCta
        heading={`Need a drain engineer in ${town}?`}
        text="Call us any time, day or night, or request a free quote and we will reply within 30 minutes during business hours."
      />
    </main>
  );
}
