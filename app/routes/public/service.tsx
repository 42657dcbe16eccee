import { Link } from "react-router";
import type { Route } from "./+types/service";
import { ContentIcon } from "~/components/public/content-icon";
import {
  AreaLinkList,
  Breadcrumbs,
  ClosingCta,
  PageHero,
  PageSection,
  ServiceLinkCards,
} from "~/components/public/marketing";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import type { ServiceSection, ServiceSectionItem } from "~/content/services";
import { getServicePage } from "~/features/marketing/marketing.server";
import { breadcrumbJsonLd, businessFromMatches, seoMeta } from "~/lib/seo";
import { SpriteIcon } from "~/components/public/icon-sprite";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ name: "robots", content: "noindex" }];
  const business = businessFromMatches(matches);
  const { service } = loaderData;
  const path = `/services/${service.slug}`;
  return seoMeta(business, {
    title: `${service.metaTitle} | ${business.name}`,
    description: service.metaDescription,
    keywords: service.keywords,
    path,
    structuredData: [
      breadcrumbJsonLd(business, [
        { name: "Home", path: "/" },
        { name: service.title, path },
      ]),
    ],
  });
};

export function loader({ params }: Route.LoaderArgs) {
  const page = getServicePage(params.slug);
  if (!page) throw new Response("Not Found", { status: 404 });
  return page;
}

type Names = { serviceNames: Record<string, string>; areaNames: Record<string, string> };

function ItemLinks({ item, names }: { item: ServiceSectionItem; names: Names }) {
  const links = [
    ...(item.areas ?? []).map((slug) => ({ to: `/areas/${slug}`, label: `Drainage in ${names.areaNames[slug]}` })),
    ...(item.services ?? []).map((slug) => ({ to: `/services/${slug}`, label: names.serviceNames[slug] })),
  ];
  if (links.length === 0) return null;
  return (
    <ul aria-label={`Related to ${item.title}`} className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {links.map((l) => (
        <li key={l.to}>
          <Link to={l.to} className="rounded-sm font-medium text-primary underline underline-offset-4">
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Checklist({ entries }: { entries: string[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {entries.map((text) => (
        <li key={text} className="flex gap-3 rounded-lg border bg-card p-4">
          <SpriteIcon name="circle-check" className="mt-0.5 size-5 shrink-0 text-green-700" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

function SectionBody({ section, names }: { section: ServiceSection; names: Names }) {
  const items = section.items ?? [];
  switch (section.layout) {
    case "prose":
      return (
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
          {section.paragraphs?.map((p) => <p key={p}>{p}</p>)}
          {section.bullets && <Checklist entries={section.bullets} />}
        </div>
      );
    case "checklist":
      return (
        <>
          {section.paragraphs?.map((p) => (
            <p key={p} className="mb-4 max-w-3xl text-lg">
              {p}
            </p>
          ))}
          <Checklist entries={[...(section.bullets ?? []), ...items.map((i) => `${i.title}: ${i.text}`)]} />
        </>
      );
    case "steps":
      return (
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {items.map((item, i) => (
            <li key={item.title} className="rounded-xl border bg-card p-6">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-muted-foreground">{item.text}</p>
            </li>
          ))}
        </ol>
      );
    case "groups":
      return (
        <ul className="grid gap-6 md:grid-cols-2">
          {items.map((item) => (
            <li key={item.title}>
              <Card className="h-full">
                <CardHeader>
                  <ContentIcon name={item.icon} className="text-primary" />
                  <CardTitle>{item.title}</CardTitle>
                  <CardDescription className="text-base">{item.text}</CardDescription>
                  {item.bullets && (
                    <ul className="mt-3 space-y-2">
                      {item.bullets.map((b) => (
                        <li key={b} className="flex gap-2">
                          <SpriteIcon name="circle-check" className="mt-0.5 size-4 shrink-0 text-green-700" />
                          <span>{b}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                  <ItemLinks item={item} names={names} />
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      );
    case "cards":
      return (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.title}>
              <Card className="h-full">
                <CardHeader>
                  <ContentIcon name={item.icon} className="text-primary" />
                  <CardTitle>{item.title}</CardTitle>
                  <CardDescription className="text-base">{item.text}</CardDescription>
                  <ItemLinks item={item} names={names} />
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      );
  }
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, image, relatedServices, relatedAreas, serviceNames, areaNames } = loaderData;
  const names = { serviceNames, areaNames };
  const emergency = service.slug === "emergency-callouts";
  return (
    <main id="main">
      <Breadcrumbs
        trail={[
          { name: "Home", path: "/" },
          { name: service.title, path: `/services/${service.slug}` },
        ]}
      />
      <PageHero
        title={service.heroTitle}
        text={service.heroText}
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <ContentIcon name={service.icon} className="size-5" />
            {service.title}
          </span>
        }
        image={image}
        pulse={emergency}
      >
        {emergency && <p className="mt-4 font-medium">Lines open 24 hours a day, 7 days a week, including bank holidays.</p>}
      </PageHero>

      {service.sections.map((section, i) => (
        <PageSection key={section.id} id={section.id} heading={section.heading} intro={section.intro} muted={i % 2 === 1}>
          <SectionBody section={section} names={names} />
        </PageSection>
      ))}

      <PageSection id="related-services" heading="Related services" muted={service.sections.length % 2 === 1}>
        <ServiceLinkCards links={relatedServices} />
      </PageSection>

      <PageSection
        id="areas"
        heading={`${service.title} near you`}
        intro="We cover Newbury, Reading, Thatcham and the towns and villages of West Berkshire and North Hampshire."
      >
        <AreaLinkList links={relatedAreas} label={`Areas for ${service.title}`} />
      </PageSection>

      <ClosingCta heading={service.ctaHeading} text={service.ctaText} />
    </main>
  );
}
