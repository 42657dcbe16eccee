import type { MetaDescriptor } from "react-router";
import type { Business } from "./business";

/** The default share image (1200×630), served from public/. */
export const DEFAULT_OG_IMAGE = "/og-default.png";

export type PageSeo = {
  title: string;
  description: string;
  keywords?: string | string[];
  /** Path of the canonical URL, e.g. "/services/drain-unblocking". */
  path: string;
  ogImage?: string;
  ogType?: "website" | "article";
  /** Extra JSON-LD blocks (the business block is always added). */
  structuredData?: Array<Record<string, unknown>>;
  noindex?: boolean;
};

type MatchLike = { id: string; data?: unknown } | undefined;

/** The business identity from the root loader, for use in `meta` functions. */
export function businessFromMatches(matches: readonly MatchLike[]): Business {
  const root = matches.find((m) => m?.id === "root")?.data as { business?: Business } | undefined;
  if (!root?.business) throw new Error("root loader data missing");
  return root.business;
}

export function absoluteUrl(business: Pick<Business, "baseUrl">, path: string) {
  return new URL(path, `${business.baseUrl}/`).toString();
}

/** schema.org data for the business: on every public page. */
export function businessJsonLd(business: Business, areasServed: string[], services: string[]) {
  return {
    "@context": "https://schema.org",
    "@type": "Plumber",
    "@id": `${business.baseUrl}/#business`,
    name: business.name,
    url: `${business.baseUrl}/`,
    telephone: business.phone,
    email: business.email,
    image: absoluteUrl(business, DEFAULT_OG_IMAGE),
    priceRange: "££",
    address: { "@type": "PostalAddress", streetAddress: business.address, addressCountry: "GB" },
    areaServed: areasServed.map((name) => ({ "@type": "Place", name })),
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "00:00",
        closes: "23:59",
      },
    ],
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Drainage services",
      itemListElement: services.map((name) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name } })),
    },
  };
}

export function breadcrumbJsonLd(business: Business, trail: Array<{ name: string; path: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(business, item.path),
    })),
  };
}

export function articleJsonLd(
  business: Business,
  article: { title: string; description: string; path: string; datePublished: string; dateModified?: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    mainEntityOfPage: absoluteUrl(business, article.path),
    image: absoluteUrl(business, DEFAULT_OG_IMAGE),
    author: { "@type": "Organization", name: business.name },
    publisher: { "@type": "Organization", name: business.name, url: `${business.baseUrl}/` },
  };
}

export function faqJsonLd(items: Array<{ question: string; answer: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}

// Fixed here (not read from content modules) so that meta functions stay small in the browser bundle.
const AREAS_SERVED = [
  "Newbury",
  "Reading",
  "Thatcham",
  "Wash Common",
  "Greenham",
  "Shaw",
  "Speen",
  "West Berkshire",
  "North Hampshire",
  "Within 10 miles of Reading town centre",
];
const CATALOGUE = ["Drain Unblocking", "CCTV Drain Surveys", "Drain Repairs & Patch Lining", "Emergency Callouts"];

/** Every tag a public page needs: title, description, keywords, canonical, Open Graph, Twitter, JSON-LD. */
export function seoMeta(business: Business, seo: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(business, seo.path);
  const image = absoluteUrl(business, seo.ogImage ?? DEFAULT_OG_IMAGE);
  const keywords = Array.isArray(seo.keywords) ? seo.keywords.join(", ") : seo.keywords;
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    ...(keywords ? [{ name: "keywords", content: keywords }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: seo.ogType ?? "website" },
    { property: "og:site_name", content: business.name },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
    { "script:ld+json": businessJsonLd(business, AREAS_SERVED, CATALOGUE) },
    ...(seo.structuredData ?? []).map((block) => ({ "script:ld+json": block })),
  ];
  if (seo.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
