import { BookOpen, ChevronDown, MapPin, MessageCircleQuestion, Wrench } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/faqs";
import { CallNowButton, FreeQuoteButton } from "~/components/public/marketing";
import { getFaqPage } from "~/features/marketing/marketing.server";
import { businessFromMatches, faqJsonLd, seoMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const business = businessFromMatches(matches);
  return seoMeta(business, {
    title: `Drainage FAQs: Costs, Emergencies & Repairs | ${business.name}`,
    description:
      "Answers to common questions about drain unblocking costs, emergency response times, CCTV surveys, patch lining, guarantees and the areas we cover around Newbury and Reading.",
    keywords: [
      "drainage FAQs",
      "drain unblocking cost Newbury",
      "blocked drain questions",
      "CCTV drain survey questions",
      "patch lining FAQ",
    ],
    path: "/faqs",
    structuredData: [faqJsonLd(loaderData.faqs)],
  });
};

export function loader() {
  return getFaqPage();
}

function LinkGroup({
  title,
  icon,
  links,
}: {
  title: string;
  icon: React.ReactNode;
  links: Array<{ to: string; label: string }>;
}) {
  return (
    <nav aria-label={title} className="rounded-xl border bg-card p-6">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h3>
      <ul className="mt-4 space-y-2">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="rounded-sm text-primary underline underline-offset-4">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function FaqsPage({ loaderData }: Route.ComponentProps) {
  const { faqs, services, articles, areas } = loaderData;
  return (
    <main id="main">
      <section aria-labelledby="page-title" className="bg-primary text-primary-foreground">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center md:py-20">
          <MessageCircleQuestion aria-hidden="true" className="mx-auto size-12" />
          <h1 id="page-title" className="mt-4 text-3xl font-bold tracking-tight md:text-5xl">
            Frequently Asked Questions
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg">
            Straight answers about prices, response times, surveys and repairs from our local drainage engineers.
          </p>
        </div>
      </section>

      <section aria-labelledby="questions-heading" className="mx-auto max-w-3xl px-4 py-14">
        <h2 id="questions-heading" className="sr-only">
          Questions and answers
        </h2>
        {/* An exclusive group of native disclosures: one answer open at a time, closable, keyboard
            usable and working without JavaScript (public pages are not hydrated). */}
        <div className="divide-y rounded-xl border bg-card">
          {faqs.map((f) => (
            <details key={f.question} name="faq" className="group px-6">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-md py-4 text-left text-base font-medium hover:underline [&::-webkit-details-marker]:hidden">
                {f.question}
                <ChevronDown
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="pb-5 text-base leading-relaxed text-muted-foreground">{f.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section aria-labelledby="still-questions" className="bg-muted">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center">
          <h2 id="still-questions" className="text-2xl font-bold md:text-3xl">
            Still Have Questions?
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
            Our team is happy to help. Call us any time, or send us a message and we will reply within 30 minutes during
            business hours.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <CallNowButton />
            <FreeQuoteButton label="Contact Us" />
          </div>
        </div>
      </section>

      <section aria-labelledby="helpful-links" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="helpful-links" className="text-2xl font-bold">
          Helpful links
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          <LinkGroup
            title="Our services"
            icon={<Wrench aria-hidden="true" className="size-5 text-primary" />}
            links={services.map((s) => ({ to: `/services/${s.slug}`, label: s.title }))}
          />
          <LinkGroup
            title="Advice and guides"
            icon={<BookOpen aria-hidden="true" className="size-5 text-primary" />}
            links={[
              { to: "/blog", label: "Drainage advice blog" },
              ...articles.map((a) => ({ to: `/blog/${a.slug}`, label: a.title })),
            ]}
          />
          <LinkGroup
            title="Areas we cover"
            icon={<MapPin aria-hidden="true" className="size-5 text-primary" />}
            links={areas.map((a) => ({ to: `/areas/${a.slug}`, label: `Drainage services in ${a.town}` }))}
          />
        </div>
      </section>
    </main>
  );
}
