import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { ContentIcon } from "~/components/public/content-icon";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { ContactForm } from "~/features/enquiries/components/contact-form";
import { areasServed, openingHours, serviceAreaDescription, serviceAreaSummary } from "~/content/areas-served";
import { averageRating, homeReviews } from "~/content/reviews";
import { homeServices } from "~/content/services";
import { stats, whyChooseUs, whyChooseUsHeading, whyChooseUsIntro } from "~/content/why-choose-us";
import { winterTips, winterTipsHeading, winterTipsIntro } from "~/content/winter-tips";
import { getBusiness } from "~/lib/business.server";
import { fillContent } from "~/lib/content.server";
import { businessFromMatches, seoMeta } from "~/lib/seo";
import { useBusiness } from "~/lib/business";
import { SpriteIcon } from "~/components/public/icon-sprite";

export const meta: Route.MetaFunction = ({ matches }) => {
  const business = businessFromMatches(matches);
  return seoMeta(business, {
    title: `${business.name} | Drain Unblocking & Drainage Services in Newbury, Reading & West Berkshire`,
    description:
      "Local drainage experts in Newbury, Reading and West Berkshire: drain unblocking, CCTV drain surveys, no-dig repairs and gutter services. 24/7 emergency callouts, same-day response.",
    keywords: [
      "drain unblocking Newbury",
      "blocked drain Reading",
      "drainage services West Berkshire",
      "CCTV drain survey",
      "emergency plumber drains",
    ],
    path: "/",
  });
};

export function loader() {
  const business = getBusiness();
  return fillContent(
    {
      services: homeServices.map((s) => ({ slug: s.slug, title: s.title, icon: s.icon, card: s.card! })),
      whyChooseUs: { heading: whyChooseUsHeading, intro: whyChooseUsIntro, cards: whyChooseUs, stats },
      reviews: homeReviews.map(({ name, location, text, service, date }) => ({ name, location, text, service, date })),
      averageRating,
      winter: { heading: winterTipsHeading, intro: winterTipsIntro, tips: winterTips },
      area: { summary: serviceAreaSummary, description: serviceAreaDescription, places: areasServed },
      hours: openingHours.map(({ label, display }) => ({ label, display })),
    },
    business,
  );
}

function SectionHeading({ id, title, intro }: { id?: string; title: string; intro?: string }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg text-muted-foreground">{intro}</p> : null}
    </div>
  );
}

function Stars() {
  return (
    <span className="flex gap-0.5 text-amber-500" aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <SpriteIcon key={i} name="star" className="size-4 fill-current" />
      ))}
    </span>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  const { services, whyChooseUs, reviews, winter, area, hours } = loaderData;
  return (
    <main id="main">
      {/* Hero */}
      <section className="bg-gradient-to-br from-blue-900 to-blue-700 text-white" aria-labelledby="hero-title">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 lg:grid-cols-2 lg:py-24">
          <div>
            <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
              {business.name}: Drainage Experts in Newbury &amp; Reading
            </h1>
            <p className="mt-5 text-lg text-blue-50 sm:text-xl">
              Professional drain unblocking, CCTV surveys and repairs across Newbury, Reading and West Berkshire, with a
              24/7 emergency service when you need it most.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg" className="bg-red-600 text-white hover:bg-red-700">
                <a href={business.phoneHref}>
                  <Phone className="size-5" aria-hidden="true" />
                  Call Now
                </a>
              </Button>
              <Button asChild size="lg" variant="outline" className="border-white bg-transparent text-white hover:bg-white hover:text-blue-900">
                <a href="#contact">Get Free Quote</a>
              </Button>
            </div>
            <ul className="mt-8 flex flex-wrap gap-3" aria-label="Why call us">
              {["24/7 Emergency Service", "Local Newbury Experts", "Same Day Response"].map((b) => (
                <li key={b} className="flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-medium">
                  <SpriteIcon name="circle-check" className="size-4" />
                  {b}
                </li>
              ))}
            </ul>
          </div>
          <img
            src="/images/hero-van.svg"
            alt="A drainage engineer's van beside an open manhole, ready to clear a blocked drain"
            width={560}
            height={420}
            className="mx-auto w-full max-w-lg"
          />
        </div>
      </section>

      {/* Services */}
      <section id="services" className="scroll-mt-24 py-16 sm:py-20" aria-labelledby="services-title">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading
            id="services-title"
            title="Our Drainage Services"
            intro="From a single blocked sink to a full CCTV survey and no-dig repair, one local team does it all."
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {services.map((s) => (
              <li key={s.slug}>
                <Card className="flex h-full flex-col overflow-hidden">
                  <img
                    src={`/images/services/${s.slug}.svg`}
                    alt={s.card.imageAlt}
                    width={400}
                    height={225}
                    loading="lazy"
                    className="aspect-video w-full bg-muted object-cover"
                  />
                  <CardHeader>
                    <div className="flex items-center gap-3">
                      <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                        <ContentIcon name={s.icon} className="size-5" />
                      </span>
                      <CardTitle>{s.card.title}</CardTitle>
                    </div>
                    <CardDescription className="text-base text-muted-foreground">{s.card.description}</CardDescription>
                  </CardHeader>
                  <CardContent className="flex flex-1 flex-col justify-between gap-4">
                    <ul className="space-y-2 text-sm">
                      {s.card.features.map((f) => (
                        <li key={f} className="flex gap-2">
                          <SpriteIcon name="circle-check" className="mt-0.5 size-4 shrink-0 text-green-700" />
                          {f}
                        </li>
                      ))}
                    </ul>
                    <Link to={`/services/${s.slug}`} className="font-semibold text-primary underline-offset-4 hover:underline">
                      Learn More About {s.card.title}
                    </Link>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          <div className="mt-10 text-center">
            <Button asChild size="lg">
              <a href="#contact">Get Your Free Quote Today</a>
            </Button>
          </div>
        </div>
      </section>

      {/* Why choose us */}
      <section className="bg-muted py-16 sm:py-20" aria-labelledby="why-title">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="why-title" title={whyChooseUs.heading} intro={whyChooseUs.intro} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {whyChooseUs.cards.map((c) => (
              <li key={c.title} className="rounded-xl border bg-card p-6">
                <ContentIcon name={c.icon} className="size-8 text-primary" />
                <h3 className="mt-4 text-lg font-semibold">{c.title}</h3>
                <p className="mt-2 text-muted-foreground">{c.text}</p>
              </li>
            ))}
          </ul>
          <dl className="mt-12 grid grid-cols-2 gap-6 rounded-xl bg-primary p-8 text-center text-primary-foreground lg:grid-cols-4">
            {whyChooseUs.stats.map((s) => (
              <div key={s.label} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm">{s.label}</dt>
                <dd className="text-3xl font-extrabold">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      {/* Reviews teaser */}
      <section className="py-16 sm:py-20" aria-labelledby="reviews-title">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="reviews-title" title="What Our Customers Say" />
          <div className="mt-4 flex flex-col items-center gap-1">
            <p className="text-2xl font-bold">{loaderData.averageRating.toFixed(1)} out of 5</p>
            <Stars />
            <p className="text-sm text-muted-foreground">Based on verified customer reviews</p>
          </div>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {reviews.map((r) => (
              <li key={r.name}>
                <figure className="flex h-full flex-col rounded-xl border bg-card p-6">
                  <Stars />
                  <blockquote className="mt-3 flex-1 text-foreground">“{r.text}”</blockquote>
                  <figcaption className="mt-4 text-sm">
                    <span className="font-semibold">{r.name}</span>, {r.location}
                    <span className="block text-muted-foreground">
                      {r.service} · {r.date}
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center">
            <Link to="/testimonials" className="font-semibold text-primary underline-offset-4 hover:underline">
              Read More Reviews
            </Link>
          </p>
        </div>
      </section>

      {/* Contact */}
      <section id="contact" className="scroll-mt-24 bg-muted py-16 sm:py-20" aria-labelledby="contact-title">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading
            id="contact-title"
            title="Get in Touch"
            intro="Call us any time for emergencies, or send a message for a free, no-obligation quote."
          />
          <div className="mt-12 grid gap-8 lg:grid-cols-2">
            <div className="space-y-6">
              <img
                src="/images/service-area-map.svg"
                alt={`Map of the area we cover: ${area.places.slice(0, 8).join(", ")} and more`}
                width={640}
                height={400}
                className="w-full rounded-xl border bg-card"
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <Card className="border-red-200">
                  <CardHeader>
                    <Phone className="size-6 text-red-700" aria-hidden="true" />
                    <CardTitle>Emergency Hotline</CardTitle>
                    <CardDescription>Available 24 hours a day, 7 days a week.</CardDescription>
                  </CardHeader>
                  <CardContent className="space-y-3">
                    <a href={business.phoneHref} className="block text-xl font-bold text-red-700 underline-offset-4 hover:underline">
                      {business.phone}
                    </a>
                    <Button asChild className="bg-red-700 text-white hover:bg-red-800">
                      <a href={business.phoneHref}>Call Now</a>
                    </Button>
                  </CardContent>
                </Card>
                <Card>
                  <CardHeader>
                    <Mail className="size-6 text-primary" aria-hidden="true" />
                    <CardTitle>Email Us</CardTitle>
                    <CardDescription>We reply within 30 minutes during business hours.</CardDescription>
                  </CardHeader>
                  <CardContent>
                    <a href={`mailto:${business.email}`} className="font-semibold text-primary underline-offset-4 hover:underline">
                      {business.email}
                    </a>
                  </CardContent>
                </Card>
                <Card>
                  <CardHeader>
                    <MapPin className="size-6 text-primary" aria-hidden="true" />
                    <CardTitle>Service Area</CardTitle>
                    <CardDescription>{area.summary}</CardDescription>
                  </CardHeader>
                  <CardContent className="text-sm text-muted-foreground">{area.description}</CardContent>
                </Card>
                <Card>
                  <CardHeader>
                    <Clock className="size-6 text-primary" aria-hidden="true" />
                    <CardTitle>Opening Hours</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <dl className="space-y-1 text-sm">
                      {hours.map((h) => (
                        <div key={h.label} className="flex justify-between gap-2">
                          <dt>{h.label}</dt>
                          <dd className="text-muted-foreground">{h.display}</dd>
                        </div>
                      ))}
                      <div className="flex justify-between gap-2 font-semibold">
                        <dt>Emergency service</dt>
                        <dd>24/7</dd>
                      </div>
                    </dl>
                  </CardContent>
                </Card>
              </div>
            </div>
            <ContactForm headingLevel="h3" />
          </div>
        </div>
      </section>

      {/* Winter tips */}
      <section className="py-16 sm:py-20" aria-labelledby="winter-title">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="winter-title" title={winter.heading} intro={winter.intro} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {winter.tips.map((t) => (
              <li key={t.title} className="rounded-xl border bg-card p-6">
                <ContentIcon name={t.icon} className="size-8 text-primary" />
                <h3 className="mt-4 font-semibold">{t.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{t.text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-center">
            <Badge variant="outline">Free advice</Badge>{" "}
            <Link to="/blog/prevent-blocked-drains-winter" className="font-semibold text-primary underline-offset-4 hover:underline">
              Read our full guide to preventing blocked drains in winter
            </Link>
          </p>
        </div>
      </section>
    </main>
  );
}
