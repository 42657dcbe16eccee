import type { Route } from "./+types/about";
import { ContentIcon } from "~/components/public/content-icon";
import { ClosingCta, PageHero, PageSection } from "~/components/public/marketing";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import type { AboutSection } from "~/content/about";
import { getAboutPage } from "~/features/marketing/marketing.server";
import { businessFromMatches, seoMeta } from "~/lib/seo";
import { SpriteIcon } from "~/components/public/icon-sprite";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const business = businessFromMatches(matches);
  const { about } = loaderData;
  return seoMeta(business, {
    title: `${about.metaTitle} | ${business.name}`,
    description: about.metaDescription,
    keywords: about.keywords,
    path: "/about",
  });
};

export function loader() {
  return getAboutPage();
}

function SectionContent({ section }: { section: AboutSection }) {
  const items = section.items ?? [];
  return (
    <>
      {section.paragraphs && (
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed">
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      )}
      {items.length > 0 && (
        <ul className={`grid gap-6 sm:grid-cols-2 ${items.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}>
          {items.map((item) => (
            <li key={item.title}>
              <Card className="h-full">
                <CardHeader>
                  <ContentIcon name={item.icon} className="text-primary" />
                  <CardTitle>{item.title}</CardTitle>
                  <CardDescription className="text-base">{item.text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {section.bullets && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {section.bullets.map((b) => (
            <li key={b} className="flex gap-3 rounded-lg border bg-card p-4">
              <SpriteIcon name="circle-check" className="mt-0.5 size-5 shrink-0 text-green-700" />
              <span>{b}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { about } = loaderData;
  return (
    <main id="main">
      <PageHero
        title={about.heroTitle}
        text={about.heroText}
        eyebrow="Family-run since 2000"
        image={{ src: "/images/services/emergency-callouts.svg", alt: "Illustration of one of our drainage vans on call" }}
      />
      {about.sections.map((section, i) => (
        <PageSection key={section.id} id={section.id} heading={section.heading} intro={section.intro} muted={i % 2 === 1}>
          <SectionContent section={section} />
        </PageSection>
      ))}
      <ClosingCta heading={about.ctaHeading} text={about.ctaText} />
    </main>
  );
}
