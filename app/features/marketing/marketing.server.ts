/**
 * The public marketing pages' content, ready to render: the copy of app/content with the business
 * name and phone filled in, plus the titles of the pages it links to.
 *
 * Server-only, so that the copy reaches the browser as page data and never as JavaScript.
 */
import { about } from "~/content/about";
import { getArea, type AreaSlug } from "~/content/areas";
import { getArticle } from "~/content/articles";
import { faqs } from "~/content/faqs";
import { averageRating, reviews } from "~/content/reviews";
import { getService, type ServiceSlug } from "~/content/services";
import { getBusiness } from "~/lib/business.server";
import { fillContent } from "~/lib/content.server";
import { formatDateLong } from "~/lib/business-day";

/** A link to a service page, with enough to draw a card. */
export type ServiceLink = { slug: ServiceSlug; title: string; icon: string; summary: string };
/** A link to an area page. */
export type AreaLink = { slug: AreaSlug; town: string };

function fill<T>(value: T): T {
  return fillContent(value, getBusiness());
}

export function serviceLinks(slugs: readonly ServiceSlug[]): ServiceLink[] {
  return slugs.map((slug) => {
    const s = getService(slug);
    if (!s) throw new Error(`Unknown service ${slug}`);
    return fill({ slug, title: s.title, icon: s.icon, summary: s.card?.description ?? s.heroText });
  });
}

export function areaLinks(slugs: readonly AreaSlug[]): AreaLink[] {
  return slugs.map((slug) => {
    const a = getArea(slug);
    if (!a) throw new Error(`Unknown area ${slug}`);
    return { slug, town: a.town };
  });
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** Public path of a service's illustration (public/images/services). */
export function serviceImage(slug: ServiceSlug) {
  return `/images/services/${slug}.svg`;
}

/** A service page, or null for an unknown slug. */
export function getServicePage(slug: string) {
  const service = getService(slug);
  if (!service) return null;
  const { card, ...page } = service;
  const itemAreas = service.sections.flatMap((s) => (s.items ?? []).flatMap((i) => i.areas ?? []));
  const itemServices = service.sections.flatMap((s) => (s.items ?? []).flatMap((i) => i.services ?? []));
  return {
    service: fill(page),
    image: { src: serviceImage(service.slug), alt: card?.imageAlt ?? `Illustration: ${service.title}` },
    relatedServices: serviceLinks(service.relatedServices),
    relatedAreas: areaLinks(service.relatedAreas),
    /** Titles of every page linked from inside the sections. */
    serviceNames: Object.fromEntries(serviceLinks(unique(itemServices)).map((l) => [l.slug, l.title])),
    areaNames: Object.fromEntries(areaLinks(unique(itemAreas)).map((l) => [l.slug, l.town])),
  };
}

/** An area page, or null for an unknown slug. */
export function getAreaPage(slug: string) {
  const area = getArea(slug);
  if (!area) return null;
  return {
    area: fill(area),
    serviceCards: area.serviceCards.map((c) => ({
      ...serviceLinks([c.service])[0],
      text: fill(c.text),
      image: serviceImage(c.service),
    })),
    relatedServices: serviceLinks(area.relatedServices),
    nearby: areaLinks(area.nearby),
  };
}

export function getAboutPage() {
  return { about: fill(about) };
}

/** The FAQ page and its link lists. */
export function getFaqPage() {
  return {
    faqs: fill(faqs).map(({ question, answer }) => ({ question, answer })),
    services: serviceLinks(["drain-unblocking", "cctv-surveys", "emergency-callouts"]),
    articles: (["signs-blocked-drain", "drain-unblocking-cost"] as const).map((slug) => ({
      slug,
      title: getArticle(slug)!.title,
    })),
    areas: areaLinks(["newbury", "reading", "thatcham"]),
  };
}

export function getReviewsPage() {
  return {
    reviews: fill(reviews),
    averageRating: averageRating.toFixed(1),
    reviewCount: reviews.length,
  };
}

/** A static article, or null for an unknown slug. */
export function getArticlePage(slug: string) {
  const article = getArticle(slug);
  if (!article) return null;
  return {
    article: fill(article),
    displayDate: formatDateLong(article.date),
    relatedServices: serviceLinks(article.relatedServices),
    relatedAreas: areaLinks(article.relatedAreas ?? []),
  };
}

