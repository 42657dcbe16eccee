/**
 * Blog post drafts from keywords.
 *
 * The built-in engine (no network) composes an article from the site's own content: the services,
 * the area pages, the articles, the winter tips, the FAQs, the price list and the reviews. It finds
 * the topics the keywords touch (services, towns and postcodes, seasons, prices, FAQ subjects),
 * ranks every block of content by how well it covers them, and writes a title, an introduction,
 * sections, local references, questions and answers and a call to action around the best blocks.
 * The same keywords always give the same article; different keywords give different articles.
 *
 * When `LLM_BASE_URL` is configured an OpenAI-compatible model may write the draft instead. Its
 * output is sanitised and must pass the same checks as the built-in one (length, allowlisted HTML,
 * every keyword present); on any failure the built-in engine writes the draft.
 */
import { format } from "date-fns";
import { tz } from "@date-fns/tz";
import sanitizeHtml from "sanitize-html";
import { areas, type Area } from "~/content/areas";
import { getArticle, type ArticleSlug } from "~/content/articles";
import { describePrice, faqPriceList, faqs, type FaqItem, type FaqTopic } from "~/content/faqs";
import { reviews } from "~/content/reviews";
import { services, type Service, type ServiceSection, type ServiceSlug } from "~/content/services";
import { winterTips, winterTipsIntro } from "~/content/winter-tips";
import { fillTokens, type Business } from "~/lib/business";
import { getEnv } from "~/lib/env.server";
import { sanitizePostHtml } from "~/lib/sanitize.server";
import { DESCRIPTION_MAX, KEYWORDS_MAX_PHRASES, parseKeywords } from "./blog.schema";
import { log } from "~/lib/log.server";

export { parseKeywords };

const TZ = "Europe/London";

export type DraftBusiness = Pick<Business, "name" | "phone" | "phoneHref">;

export type Draft = {
  title: string;
  description: string;
  category: string;
  /** Comma-separated, the requested phrases first. */
  keywords: string;
  /** "N min read" */
  readTime: string;
  /** Sanitised HTML. */
  content: string;
  source: "builtin" | "model";
};

// ---------------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------------

export function escapeHtml(text: string) {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
}

/** The words a reader sees in a piece of HTML, tags removed and entities decoded. */
export function htmlToText(html: string) {
  const stripped = sanitizeHtml(html.replaceAll("<", " <"), { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replaceAll("&nbsp;", " ")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ")
    .trim();
}

export function countWords(html: string) {
  return htmlToText(html)
    .split(" ")
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Reading time at 200 words a minute, rounded up: "N min read". */
export function readTimeFor(html: string) {
  return `${Math.max(1, Math.ceil(countWords(html) / 200))} min read`;
}

/** True when every phrase appears, word for word (ignoring case), in the text of the article. */
export function containsKeywords(draft: { content: string }, phrases: string[]) {
  const text = htmlToText(draft.content).toLowerCase();
  return phrases.every((p) => text.includes(p.toLowerCase().replace(/\s+/g, " ")));
}

/** At most `max` characters, cut at a word boundary with an ellipsis when it had to be shortened. */
export function fitLength(text: string, max: number) {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

function joinList(items: string[]) {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function titleCase(text: string) {
  const small = new Set(["a", "an", "and", "or", "the", "of", "in", "on", "for", "to", "with", "at", "by"]);
  return text
    .split(/\s+/)
    .map((w, i) => {
      if (/[A-Z]/.test(w.slice(1)) || /\d/.test(w)) return w; // CCTV, RG14, 24/7
      if (i > 0 && small.has(w.toLowerCase())) return w.toLowerCase();
      return w.charAt(0).toUpperCase() + w.slice(1);
    })
    .join(" ");
}

/** FNV-1a: a stable number from the keywords, used to vary choices between equally good options. */
function hash(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A price figure other than the FAQ's price list (articles quote older figures; the FAQ's are the ones we repeat). */
const PRICE_FIGURE = /£\d[\d,]*(?![\d,])(?!\s*million)/;

// ---------------------------------------------------------------------------------------------
// Topics
// ---------------------------------------------------------------------------------------------

export type Season = "winter" | "autumn" | "spring" | "summer" | "storms";

/**
 * Terms that signal a topic. A term ending in `*` matches any word that starts with it; other terms
 * match whole words (with a plural s). Matching ignores case.
 */
const SERVICE_TERMS: Record<ServiceSlug, string[]> = {
  "drain-unblocking": ["unblock*", "blocked", "blockage", "block", "clog*", "toilet", "sink", "slow drain", "slow-draining", "backing up", "gurgl*"],
  "cctv-surveys": ["cctv", "camera", "survey*", "homebuyer*", "home buyer", "inspection", "build over", "build-over"],
  "drain-repairs": ["repair*", "patch", "patch lining", "lining", "reline", "relining", "crack*", "collaps*", "root", "no-dig", "no dig", "broken pipe", "displaced"],
  "emergency-callouts": ["emergenc*", "urgent", "24/7", "24 hour", "out of hours", "out-of-hours", "sewage", "overflow*", "callout", "call-out", "call out"],
  "drain-cleaning": ["clean*", "jet", "jetting", "descal*", "grease", "fat", "smell*", "odour*"],
  "drainage-maintenance": ["maintenance", "maintain*", "contract", "planned", "service plan", "annual", "regular", "landlord", "managing agent"],
  "gutter-services": ["gutter*", "downpipe*", "down pipe", "fascia*", "rainwater", "hopper*", "soffit*"],
};

const SEASON_TERMS: Record<Season, string[]> = {
  winter: ["winter*", "frost*", "freez*", "frozen", "christmas", "cold snap", "cold weather", "snow*", "icy", "december", "january", "february"],
  autumn: ["autumn*", "fall", "leaves", "leaf", "september", "october", "november"],
  spring: ["spring", "springtime", "march", "april", "nesting", "moss"],
  summer: ["summer*", "heatwave", "heat", "drought", "dry spell", "barbecue*", "bbq", "june", "july", "august", "hosepipe"],
  storms: ["rain*", "storm*", "downpour*", "flood*", "wet weather", "heavy rain", "waterlogged"],
};

const PRICE_TERMS = ["price*", "cost*", "how much", "cheap*", "afford*", "fee", "charge*", "£", "quote", "budget", "tariff"];
const CHOOSING_TERMS = ["choos*", "company", "companies", "firm", "contractor*", "trust*", "rogue", "review*", "recommend*", "best"];
const COMMERCIAL_TERMS = ["commercial", "business*", "restaurant*", "pub", "office*", "school*", "care home*", "industrial", "shop*", "takeaway*", "equestrian", "stable*", "yard", "landlord*", "letting*"];

const FAQ_TERMS: Record<FaqTopic, string[]> = {
  "emergency-response": ["emergenc*", "how quickly", "how fast", "response time", "same day", "same-day"],
  "unblocking-cost": PRICE_TERMS,
  "blockage-causes": ["cause*", "why", "wipes", "wet wipe*", "fat", "fatberg*", "hair", "nappies", "sanitary"],
  "cctv-surveys": ["cctv", "camera", "survey*"],
  "patch-lining": ["patch", "lining", "no-dig", "no dig", "reline", "relining"],
  "insurance-qualifications": ["insur*", "qualif*", "accredit*", "certif*", "trade association", "registered"],
  commercial: COMMERCIAL_TERMS,
  "areas-covered": ["area*", "cover*", "near me", "local*"],
  prevention: ["prevent*", "avoid*", "stop*", "tip", "advice", "how to", "protect*"],
  "payment-methods": ["pay", "paying", "payment*", "card*", "cash", "bank transfer"],
  guarantees: ["guarantee*", "warrant*"],
  "chemical-cleaners": ["chemical*", "caustic", "unblocker*", "bleach", "drain cleaner*", "product*", "soda crystals", "diy"],
};

/** FAQs that suit a service when the keywords name no FAQ subject of their own. */
const SERVICE_FAQS: Record<ServiceSlug, FaqTopic[]> = {
  "drain-unblocking": ["blockage-causes", "chemical-cleaners", "unblocking-cost"],
  "cctv-surveys": ["cctv-surveys", "insurance-qualifications"],
  "drain-repairs": ["patch-lining", "guarantees"],
  "emergency-callouts": ["emergency-response", "payment-methods"],
  "drain-cleaning": ["prevention", "chemical-cleaners"],
  "drainage-maintenance": ["commercial", "prevention"],
  "gutter-services": ["prevention", "areas-covered"],
};

const SERVICE_NOUN: Record<ServiceSlug, string> = {
  "drain-unblocking": "drain unblocking",
  "cctv-surveys": "a CCTV drain survey",
  "drain-repairs": "a drain repair",
  "emergency-callouts": "an emergency callout",
  "drain-cleaning": "drain cleaning",
  "drainage-maintenance": "drainage maintenance",
  "gutter-services": "gutter cleaning",
};

function termRegex(term: string) {
  const prefix = term.endsWith("*");
  const body = (prefix ? term.slice(0, -1) : term).toLowerCase().replace(/[.*+?^${}()|[\]\\/]/g, "\\$&").replace(/[\s-]+/g, "[\\s-]+");
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${prefix ? "" : "(?:s|es)?(?![\\p{L}\\p{N}])"}`, "giu");
}

const regexCache = new Map<string, RegExp>();

/** How often, and how early, the terms occur in a text. */
function matchTerms(text: string, terms: string[]) {
  let hits = 0;
  let first = Number.POSITIVE_INFINITY;
  for (const term of terms) {
    let re = regexCache.get(term);
    if (!re) {
      re = termRegex(term);
      regexCache.set(term, re);
    }
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) {
      hits++;
      first = Math.min(first, m.index);
    }
  }
  return { hits, first };
}

export type Topics = {
  phrases: string[];
  services: Service[];
  areas: Area[];
  seasons: Season[];
  price: boolean;
  commercial: boolean;
  faqTopics: FaqTopic[];
  /** Topic name -> weight, used to rank content blocks. */
  weights: Map<string, number>;
  seed: number;
};

function areaTerms(area: Area) {
  return [...new Set([area.town, area.slug.replaceAll("-", " "), ...area.postcodes].map((t) => t.toLowerCase()))];
}

/** The topics a set of keyword phrases touches. */
export function detectTopics(phrases: string[]): Topics {
  const text = phrases.join(" . ").toLowerCase();
  const weights = new Map<string, number>();
  const ranked = <T>(items: T[], score: (item: T) => { hits: number; first: number }) =>
    items
      .map((item) => ({ item, ...score(item) }))
      .filter((x) => x.hits > 0)
      .sort((a, b) => b.hits - a.hits || a.first - b.first);

  const foundServices = ranked(services, (s) => {
    const m = matchTerms(text, [...SERVICE_TERMS[s.slug], s.title, s.shortTitle]);
    return m;
  });
  for (const s of foundServices) weights.set(`service:${s.item.slug}`, s.hits);

  // A town named directly beats one reached through a neighbourhood of a bigger town.
  const foundAreas = ranked(areas, (a) => {
    const direct = matchTerms(text, areaTerms(a));
    if (direct.hits > 0) return { hits: direct.hits * 2, first: direct.first };
    return matchTerms(text, a.subAreas ?? []);
  });
  for (const a of foundAreas) weights.set(`area:${a.item.slug}`, Math.max(1, Math.floor(a.hits / 2)));

  const foundSeasons = ranked(Object.keys(SEASON_TERMS) as Season[], (s) => matchTerms(text, SEASON_TERMS[s]));
  for (const s of foundSeasons) weights.set(`season:${s.item}`, s.hits);

  const price = matchTerms(text, PRICE_TERMS);
  if (price.hits) weights.set("price", price.hits);
  const commercial = matchTerms(text, COMMERCIAL_TERMS);
  if (commercial.hits) weights.set("commercial", commercial.hits);
  const choosing = matchTerms(text, CHOOSING_TERMS);
  if (choosing.hits) weights.set("choosing", choosing.hits);

  const foundFaqs = ranked(faqs, (f) => matchTerms(text, FAQ_TERMS[f.topic]));
  for (const f of foundFaqs) weights.set(`faq:${f.item.topic}`, f.hits);

  return {
    phrases,
    services: foundServices.map((s) => s.item),
    areas: foundAreas.map((a) => a.item),
    seasons: foundSeasons.map((s) => s.item),
    price: price.hits > 0,
    commercial: commercial.hits > 0,
    faqTopics: foundFaqs.map((f) => f.item.topic),
    weights,
    seed: hash(phrases.join("|").toLowerCase()),
  };
}

type Dominant =
  | { kind: "price" }
  | { kind: "season"; season: Season }
  | { kind: "service"; service: Service }
  | { kind: "commercial" }
  | { kind: "choosing" }
  | { kind: "area"; area: Area }
  | { kind: "faq"; faq: FaqItem }
  | { kind: "general" };

/** The topic an article is mostly about: the strongest signal, ties going to the more specific. */
function dominantTopic(t: Topics): Dominant {
  const candidates: Array<{ score: number; d: Dominant }> = [];
  if (t.price) candidates.push({ score: t.weights.get("price")! + 1.5, d: { kind: "price" } });
  const emergency = t.services.find((s) => s.slug === "emergency-callouts");
  if (emergency) candidates.push({ score: t.weights.get("service:emergency-callouts")! + 0.4, d: { kind: "service", service: emergency } });
  if (t.seasons[0]) candidates.push({ score: t.weights.get(`season:${t.seasons[0]}`)! + 0.3, d: { kind: "season", season: t.seasons[0] } });
  if (t.services[0]) candidates.push({ score: t.weights.get(`service:${t.services[0].slug}`)! + 0.2, d: { kind: "service", service: t.services[0] } });
  if (t.commercial) candidates.push({ score: t.weights.get("commercial")! + 0.1, d: { kind: "commercial" } });
  if (t.weights.has("choosing")) candidates.push({ score: t.weights.get("choosing")! + 0.05, d: { kind: "choosing" } });
  if (t.areas[0]) candidates.push({ score: t.weights.get(`area:${t.areas[0].slug}`)!, d: { kind: "area", area: t.areas[0] } });
  const faq = faqs.find((f) => f.topic === t.faqTopics[0]);
  if (faq) candidates.push({ score: t.weights.get(`faq:${faq.topic}`)! - 0.5, d: { kind: "faq", faq } });
  candidates.sort((a, b) => b.score - a.score);
  return candidates[0]?.d ?? { kind: "general" };
}

const SEASON_LABEL: Record<Season, string> = {
  winter: "Winter",
  autumn: "Autumn",
  spring: "Spring",
  summer: "Summer",
  storms: "Stormy Weather",
};

const CATEGORY_BY_SERVICE: Record<ServiceSlug, string> = {
  "drain-unblocking": "Drain Problems",
  "cctv-surveys": "Surveys & Inspections",
  "drain-repairs": "Drain Repairs",
  "emergency-callouts": "Emergency Advice",
  "drain-cleaning": "Maintenance Tips",
  "drainage-maintenance": "Maintenance Tips",
  "gutter-services": "Gutters",
};

function categoryFor(d: Dominant) {
  switch (d.kind) {
    case "price":
      return "Pricing";
    case "season":
      return "Seasonal Advice";
    case "service":
      return CATEGORY_BY_SERVICE[d.service.slug];
    case "commercial":
      return "Commercial Drainage";
    case "choosing":
    case "area":
      return "Local Services";
    case "faq":
      return d.faq.topic === "chemical-cleaners" ? "Product Guides" : "Drainage Advice";
    case "general":
      return "Drainage Advice";
  }
}

// ---------------------------------------------------------------------------------------------
// Content blocks
// ---------------------------------------------------------------------------------------------

type Block = {
  key: string;
  /** Blocks from one source are used at most twice. */
  source: string;
  heading: string;
  intro?: string;
  paragraphs: string[];
  items: Array<{ title: string; text: string; bullets?: string[] }>;
  ordered: boolean;
  bullets: string[];
  /** Topics this block is about by where it comes from. */
  tags: string[];
};

const SECTION_TAGS: Record<string, string[]> = {
  "drain-unblocking/common-blockages": ["faq:blockage-causes"],
  "drain-repairs/patch-lining": ["faq:patch-lining"],
  "drain-repairs/insurance": ["faq:insurance-qualifications"],
  "emergency-callouts/what-counts": ["faq:emergency-response", "season:storms"],
  "emergency-callouts/while-you-wait": ["faq:emergency-response"],
  "drain-cleaning/who-we-help": ["commercial"],
  "drainage-maintenance/who-its-for": ["commercial"],
  "drainage-maintenance/plan-options": ["commercial"],
  "gutter-services/local-problems": ["season:autumn", "season:spring", "season:winter"],
  "gutter-services/why-maintenance-matters": ["season:storms"],
};

const ARTICLE_TAGS: Record<ArticleSlug, string[]> = {
  "prevent-blocked-drains-winter": ["season:winter", "faq:prevention"],
  "signs-blocked-drain": ["service:drain-unblocking", "faq:blockage-causes"],
  "drain-unblocking-cost": ["price", "faq:unblocking-cost"],
  "best-drain-unblocker-products": ["faq:chemical-cleaners", "service:drain-unblocking"],
  "drain-unblocking-newbury": ["area:newbury", "service:drain-unblocking"],
  "drain-company-newbury": ["choosing", "area:newbury"],
};

/** Short seasonal advice for the seasons the site's own pages do not cover at length. */
const SEASON_NOTES: Record<Exclude<Season, "winter">, { heading: string; paragraphs: string[]; bullets: string[] }> = {
  autumn: {
    heading: "An autumn drainage checklist",
    paragraphs: [
      "Autumn is the season to get ahead of the winter. Once most of the leaves are down, an hour spent on the outside of the house now saves an overflowing gully in the first heavy rain of November.",
    ],
    bullets: [
      "Clear gutters, hoppers and the gullies at the foot of each downpipe once the trees are bare.",
      "Fit leaf guards over gullies under trees and mesh covers on hoppers.",
      "Lift each inspection chamber cover and check the water is running, not standing.",
      "Note how long puddles take to drain after rain: a slow soakaway is silting up.",
      "Book a pre-winter clean and camera check if a drain has blocked in the past year.",
    ],
  },
  spring: {
    heading: "Spring: check for winter damage",
    paragraphs: [
      "Frost, heavy rain and months of leaves take their toll, and spring is when the damage shows. It is also when tree roots start growing strongly again and birds begin nesting in gutters and hoppers, so a few checks now prevent a summer of smells and slow drains.",
    ],
    bullets: [
      "Look along the gutters for joints that split or brackets that pulled away in the frost.",
      "Clear moss that has washed off the roof into gutters and downpipes before it sets solid.",
      "Check nests are not blocking hoppers or downpipe outlets (wait until the birds have fledged to remove them).",
      "Run water through every outside gully and watch it clear.",
      "Planning an extension or landscaping? A CCTV survey shows where the drains run before the digging starts.",
    ],
  },
  summer: {
    heading: "Summer drainage problems and how to avoid them",
    paragraphs: [
      "Dry weather brings its own drainage problems. Much of the ground around Newbury and Reading is clay over chalk: as it dries out it shrinks and moves, and old clay pipes can crack or open at the joints. Thirsty trees send roots further in search of water, and a drain joint is an easy place to find it.",
      "Hot weather also dries out the water seals in traps and gullies that are not used often, letting drain smells into the house, and barbecue fat poured down the sink sets hard as soon as it cools.",
    ],
    bullets: [
      "Pour a jug of water into rarely used gullies, floor drains and spare-room basins every week or two.",
      "Let barbecue and roasting fat cool, then bin it rather than washing it away.",
      "Keep an eye on drains near big trees: slow flow in summer is often the first sign of roots.",
      "Dry ground is the best time for repairs and no-dig patch lining, before the autumn rain arrives.",
    ],
  },
  storms: {
    heading: "Heavy rain, storms and flooding",
    paragraphs: [
      "When a storm drops a month's rain in a day, every weakness in a property's drainage shows at once: gutters overflow, gullies back up, soakaways fill and, near the Kennet, the Lambourn and the Thames, high groundwater stops drains emptying at all. Most of the damage we see after a storm could have been prevented by clearing gutters and gullies beforehand.",
    ],
    bullets: [
      "Keep gutters, hoppers and gullies clear, especially before forecast storms.",
      "Make sure downpipes discharge into the drain, not against the wall.",
      "Know where your inspection chambers are and keep the covers clear.",
      "Ask about a non-return valve if the public sewer has ever backed up into your home.",
      "If sewage is coming into the house, call an emergency engineer straight away.",
    ],
  },
};

function serviceBlocks(service: Service): Block[] {
  return service.sections.map((section: ServiceSection) => ({
    key: `service/${service.slug}/${section.id}`,
    source: `service/${service.slug}`,
    heading: section.heading,
    intro: section.intro,
    paragraphs: section.paragraphs ?? [],
    items: (section.items ?? []).map((i) => ({ title: i.title, text: i.text, bullets: i.bullets })),
    ordered: section.layout === "steps",
    bullets: section.bullets ?? [],
    tags: [`service:${service.slug}`, ...(SECTION_TAGS[`${service.slug}/${section.id}`] ?? [])],
  }));
}

function articleBlocks(): Block[] {
  const out: Block[] = [];
  for (const slug of Object.keys(ARTICLE_TAGS) as ArticleSlug[]) {
    const article = getArticle(slug);
    if (!article) continue;
    article.body.forEach((section, i) => {
      out.push({
        key: `article/${slug}/${i}`,
        source: `article/${slug}`,
        heading: section.heading.replace(/^\d+\.\s*/, ""),
        paragraphs: section.paragraphs ?? [],
        items: [],
        ordered: false,
        bullets: section.bullets ?? [],
        tags: ARTICLE_TAGS[slug],
      });
    });
  }
  return out;
}

function seasonBlocks(): Block[] {
  const out: Block[] = [
    {
      key: "season/winter-tips",
      source: "season/winter",
      heading: "Four winter drainage tips",
      intro: winterTipsIntro,
      paragraphs: [],
      items: winterTips.map((t) => ({ title: t.title, text: t.text })),
      ordered: false,
      bullets: [],
      tags: ["season:winter", "faq:prevention"],
    },
  ];
  for (const [season, note] of Object.entries(SEASON_NOTES)) {
    out.push({
      key: `season/${season}`,
      source: `season/${season}`,
      heading: note.heading,
      paragraphs: note.paragraphs,
      items: [],
      ordered: false,
      bullets: note.bullets,
      tags: [`season:${season}`, "faq:prevention"],
    });
  }
  return out;
}

let allBlocks: Block[] | undefined;
function blocks() {
  allBlocks ??= [...services.flatMap(serviceBlocks), ...articleBlocks(), ...seasonBlocks()];
  return allBlocks;
}

function blockText(b: Block) {
  return [b.heading, b.intro ?? "", ...b.paragraphs, ...b.items.map((i) => `${i.title} ${i.text}`), ...b.bullets].join(" ").toLowerCase();
}

/** How well a block covers the topics: tags by origin count three times what its wording suggests. */
function scoreBlock(b: Block, t: Topics, dominant: string | null) {
  let score = 0;
  const text = blockText(b);
  for (const [topic, raw] of t.weights) {
    const weight = topic === dominant ? raw * 2 : raw;
    // The area has a section of its own, so an area tag counts for less than a subject tag.
    if (b.tags.includes(topic)) score += (topic.startsWith("area:") ? 1.5 : 3) * weight;
    const [kind, name] = topic.split(":");
    let terms: string[] | undefined;
    if (kind === "season") terms = SEASON_TERMS[name as Season];
    else if (kind === "service") terms = SERVICE_TERMS[name as ServiceSlug];
    else if (kind === "area") {
      const area = areas.find((a) => a.slug === name);
      terms = area ? [area.town] : undefined;
    } else if (kind === "faq") terms = FAQ_TERMS[name as FaqTopic];
    else if (topic === "price") terms = PRICE_TERMS;
    else if (topic === "commercial") terms = COMMERCIAL_TERMS;
    else if (topic === "choosing") terms = CHOOSING_TERMS;
    if (terms) score += Math.min(3, matchTerms(text, terms).hits) * 0.5 * weight;
  }
  // Price figures from the articles are not repeated, so a block made of them has little left.
  if (b.paragraphs.length && b.paragraphs.every((p) => PRICE_FIGURE.test(p)) && !b.bullets.length) score = 0;
  return score;
}

function dominantKey(d: Dominant): string | null {
  switch (d.kind) {
    case "price":
      return "price";
    case "season":
      return `season:${d.season}`;
    case "service":
      return `service:${d.service.slug}`;
    case "commercial":
      return "commercial";
    case "choosing":
      return "choosing";
    case "area":
      return `area:${d.area.slug}`;
    case "faq":
      return `faq:${d.faq.topic}`;
    case "general":
      return null;
  }
}

function pickBlocks(t: Topics, d: Dominant, wordBudget: number): Block[] {
  const dominant = dominantKey(d);
  const scored = blocks()
    .map((b) => ({ b, score: scoreBlock(b, t, dominant), tie: hash(`${t.seed}:${b.key}`) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.tie - b.tie);
  const picked: Block[] = [];
  const perSource = new Map<string, number>();
  let words = 0;
  for (const { b } of scored) {
    if ((perSource.get(b.source) ?? 0) >= 2) continue;
    picked.push(b);
    perSource.set(b.source, (perSource.get(b.source) ?? 0) + 1);
    words += blockText(b).split(/\s+/).length;
    if (words >= wordBudget || picked.length >= 5) break;
  }
  return picked;
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

type Writer = {
  /** Escaped text with the business tokens filled in. */
  t: (text: string) => string;
  business: DraftBusiness;
};

function renderBlock(b: Block, w: Writer, headingSuffix = "") {
  const html: string[] = [`<h2>${w.t(b.heading)}${headingSuffix}</h2>`];
  if (b.intro) html.push(`<p>${w.t(b.intro)}</p>`);
  for (const p of b.paragraphs) if (!PRICE_FIGURE.test(p)) html.push(`<p>${w.t(p)}</p>`);
  const items = b.items.slice(0, 6);
  if (items.some((i) => i.bullets?.length)) {
    for (const i of items) {
      html.push(`<h3>${w.t(i.title)}</h3>`, `<p>${w.t(i.text)}</p>`);
      if (i.bullets?.length) html.push(`<ul>${i.bullets.map((x) => `<li>${w.t(x)}</li>`).join("")}</ul>`);
    }
  } else if (items.length) {
    const tag = b.ordered ? "ol" : "ul";
    html.push(`<${tag}>${items.map((i) => `<li><strong>${w.t(i.title)}</strong>: ${w.t(i.text)}</li>`).join("")}</${tag}>`);
  }
  const bullets = b.bullets.filter((x) => !PRICE_FIGURE.test(x)).slice(0, 8);
  if (bullets.length) html.push(`<ul>${bullets.map((x) => `<li>${w.t(x)}</li>`).join("")}</ul>`);
  return html.join("\n");
}

function areaSection(area: Area, service: Service | undefined, t: Topics, w: Writer) {
  const html: string[] = [`<h2>Local knowledge: ${w.t(area.town)}</h2>`];
  const card = service ? area.serviceCards.find((c) => c.service === service.slug) : undefined;
  html.push(`<p>${w.t(card ? card.text : area.heroText)}</p>`);
  const challenges = [...area.localChallenges]
    .map((c) => ({ c, hits: matchTerms(`${c.title} ${c.text}`.toLowerCase(), [...t.seasons.flatMap((s) => SEASON_TERMS[s]), ...(service ? SERVICE_TERMS[service.slug] : [])]).hits, tie: hash(`${t.seed}:${c.title}`) }))
    .sort((a, b) => b.hits - a.hits || a.tie - b.tie)
    .slice(0, 3);
  html.push(`<ul>${challenges.map(({ c }) => `<li><strong>${w.t(c.title)}</strong>: ${w.t(c.text)}</li>`).join("")}</ul>`);
  const reach = [`We cover every ${w.t(area.town)} postcode (${w.t(joinList(area.postcodes))})`];
  if (area.subAreas?.length) reach.push(`including ${w.t(joinList(area.subAreas.slice(0, 6)))}`);
  html.push(
    `<p>${reach.join(", ")}, and in an emergency we aim to be with you within ${area.emergencyMinutes} minutes. ` +
      `See our <a href="/areas/${area.slug}">drainage services in ${w.t(area.town)}</a> for more about the area.</p>`,
  );
  const why = area.whyChooseUs[t.seed % area.whyChooseUs.length];
  html.push(`<p><strong>${w.t(why.title)}.</strong> ${w.t(why.text)}</p>`);
  return html.join("\n");
}

function priceSection(service: Service | undefined, w: Writer) {
  const html = [
    `<h2>What ${w.t(service ? SERVICE_NOUN[service.slug] : "drain unblocking")} costs</h2>`,
    "<p>These are our standard prices for clearing blockages. We always confirm the price before any work starts, so there are no hidden costs or surprise call-out fees.</p>",
    `<ul>${faqPriceList.map((p) => `<li><strong>${w.t(p.label)}</strong>: ${w.t(describePrice(p))}. ${w.t(p.note)}</li>`).join("")}</ul>`,
  ];
  if (service && !["drain-unblocking", "emergency-callouts", "drain-cleaning"].includes(service.slug)) {
    html.push(
      `<p>The price of ${w.t(SERVICE_NOUN[service.slug])} depends on the size of the system, access and what we find, so we quote it after a short conversation or a look on camera, and confirm it in writing before we start.</p>`,
    );
  }
  html.push("<p>What pushes the price up is mostly time and equipment: long or deep runs, roots and compacted debris that need jetting, difficult access, and work at night or at the weekend.</p>");
  return html.join("\n");
}

function faqSection(t: Topics, primary: Service | undefined, w: Writer) {
  const topics: FaqTopic[] = [...t.faqTopics];
  for (const s of t.services) for (const f of SERVICE_FAQS[s.slug]) if (!topics.includes(f)) topics.push(f);
  const fallback: FaqTopic[] = primary ? SERVICE_FAQS[primary.slug] : ["prevention", "areas-covered"];
  for (const f of fallback) if (!topics.includes(f)) topics.push(f);
  const chosen = topics
    .filter((topic) => !(topic === "unblocking-cost" && t.price)) // the price section has said it
    .slice(0, 3)
    .map((topic) => faqs.find((f) => f.topic === topic))
    .filter((f): f is FaqItem => Boolean(f));
  if (!chosen.length) return "";
  return [
    "<h2>Questions we are often asked</h2>",
    ...chosen.map((f) => `<h3>${w.t(f.question)}</h3>\n<p>${w.t(f.answer)}</p>`),
    '<p>More answers are on our <a href="/faqs">frequently asked questions</a> page.</p>',
  ].join("\n");
}

function reviewQuote(t: Topics, primary: Service | undefined, w: Writer) {
  const town = t.areas[0]?.town;
  const scored = reviews
    .map((r) => ({ r, score: (primary && r.serviceSlug === primary.slug ? 2 : 0) + (town && r.location === town ? 3 : 0), tie: hash(`${t.seed}:${r.name}`) }))
    .sort((a, b) => b.score - a.score || a.tie - b.tie);
  const best = scored[0];
  if (!best) return "";
  const r = best.r;
  return `<blockquote><p>${w.t(r.text)}</p><p>${w.t(r.name)}, ${w.t(r.location)} (${w.t(r.service)}, ${w.t(r.date)})</p></blockquote>`;
}

function callToAction(t: Topics, primary: Service | undefined, w: Writer) {
  const area = t.areas[0];
  const heading = primary
    ? `${w.t(primary.ctaHeading)}`
    : area
      ? `Need a drainage engineer in ${w.t(area.town)}?`
      : "Talk to a local drainage engineer";
  const text = primary
    ? w.t(primary.ctaText)
    : `Call ${w.t(w.business.phone)} or request a free quote and we will reply within 30 minutes during business hours.`;
  const links = [
    `<a href="${w.business.phoneHref}">Call ${w.t(w.business.phone)}</a>`,
    '<a href="/#contact">request a free quote</a>',
  ];
  const related = [primary, ...t.services.slice(1, 2)].filter((s): s is Service => Boolean(s));
  const serviceLinks = related.map((s) => `<a href="/services/${s.slug}">${w.t(s.title)}</a>`);
  const areaLinks = (area ? [area.slug, ...area.nearby] : (primary?.relatedAreas ?? ["newbury", "reading", "thatcham"]))
    .slice(0, 3)
    .map((slug) => areas.find((a) => a.slug === slug))
    .filter((a): a is Area => Boolean(a))
    .map((a) => `<a href="/areas/${a.slug}">${w.t(a.town)}</a>`);
  const html = [`<h2>${heading}</h2>`, `<p>${text}</p>`, `<p>${links[0]} (24/7 for emergencies) or ${links[1]}.</p>`];
  if (serviceLinks.length) html.push(`<p>Read more: ${joinList(serviceLinks)}. Areas we cover include ${joinList(areaLinks)}.</p>`);
  else html.push(`<p>Areas we cover include ${joinList(areaLinks)}, and every address within 10 miles of Reading town centre.</p>`);
  return html.join("\n");
}

function titleFor(d: Dominant, t: Topics, year: string) {
  const area = t.areas[0];
  const service = t.services[0];
  const where = area ? ` in ${area.town}` : "";
  switch (d.kind) {
    case "price":
      return `How Much Does ${service ? titleCase(SERVICE_NOUN[service.slug].replace(/^an? /, "")) : "Drain Unblocking"} Cost${where}? ${year} Prices Explained`;
    case "season": {
      const what = service ? service.shortTitle : "Drainage";
      return `${SEASON_LABEL[d.season]} ${what} Guide for ${area ? area.town : "West Berkshire"} Homes`;
    }
    case "service":
      if (d.service.slug === "emergency-callouts") return `Drainage Emergency${where}? What to Do and What Happens Next`;
      if (t.commercial) return `${d.service.title} for Businesses${where || " in West Berkshire"}`;
      return area ? `${d.service.title} in ${area.town}: A Local Guide` : `${d.service.title}: What West Berkshire Homeowners Should Know`;
    case "commercial":
      return `Commercial Drainage${where || " in West Berkshire"}: Keeping Your Business Running`;
    case "choosing":
      return `Choosing a Drainage Company${where || " in West Berkshire"}: What to Ask Before Work Starts`;
    case "area":
      return `Drainage in ${d.area.town}: Local Problems and How to Avoid Them`;
    case "faq":
      return `${d.faq.question.replace(/\?$/, "")}? A Local Engineer Explains`;
    case "general":
      return `${titleCase(t.phrases[0] ?? "Drainage")}: Advice from Local Drainage Engineers`;
  }
}

function descriptionFor(d: Dominant, t: Topics, business: DraftBusiness) {
  const area = t.areas[0];
  const service = t.services[0];
  const inWhere = area ? ` in ${area.town}` : " in West Berkshire";
  const subject = service ? SERVICE_NOUN[service.slug].replace(/^an? /, "") : "drainage";
  const candidates: string[] = [];
  switch (d.kind) {
    case "price":
      candidates.push(
        `What ${subject} costs${inWhere}, what affects the price and how to keep it down, with our standard prices from ${describePrice(faqPriceList[0]).replace(/^from /, "")}.`,
        `What ${subject} costs${inWhere} and what affects the price.`,
      );
      break;
    case "season":
      candidates.push(
        `${SEASON_LABEL[d.season]} advice${inWhere}: how to protect your drains and gutters, what to check, and when to call ${business.name}.`,
        `${SEASON_LABEL[d.season]} advice${inWhere}: how to protect your drains and gutters and what to check.`,
      );
      break;
    case "service": {
      const lead = d.service.card?.description ?? `${d.service.heroText.split(". ")[0]}.`;
      if (area) candidates.push(`${lead} Local advice for ${area.town}.`);
      candidates.push(lead, `${d.service.title}${inWhere}: what it involves and when you need it.`);
      break;
    }
    case "commercial":
      candidates.push(
        `How businesses${inWhere} keep drains flowing: planned maintenance, out-of-hours work and fast response from ${business.name}.`,
        `How businesses${inWhere} keep drains flowing: planned maintenance, out-of-hours work and fast response.`,
      );
      break;
    case "choosing":
      candidates.push(
        `How to choose a drainage company${inWhere}: insurance, qualifications, clear prices, camera evidence and guarantees to ask about.`,
        `How to choose a drainage company${inWhere}: the questions worth asking first.`,
      );
      break;
    case "area":
      candidates.push(
        `Drainage problems we see${inWhere}, from ${d.area.localChallenges[0]?.title.toLowerCase().replace(/^(victorian|edwardian|georgian)/, (m) => m.charAt(0).toUpperCase() + m.slice(1)) ?? "older pipes"} to tree roots, and how to avoid them.`,
        `Drainage problems we see${inWhere} and how to avoid them, from local engineers.`,
      );
      break;
    case "faq":
      candidates.push(`${d.faq.question} ${d.faq.answer.split(". ").slice(0, 2).join(". ").replace(/\.?$/, ".")}`, `${d.faq.question} ${d.faq.answer.split(". ")[0]}.`);
      break;
    case "general":
      candidates.push(
        `Practical advice on ${t.phrases.slice(0, 2).join(" and ")} from ${business.name}, drainage engineers for Newbury, Reading and West Berkshire.`,
        `Practical advice on ${t.phrases.slice(0, 2).join(" and ")} from local drainage engineers.`,
      );
  }
  const filled = candidates.map((c) => fillTokens(c, business).replace(/\s+/g, " ").trim());
  return filled.find((c) => c.length <= DESCRIPTION_MAX && c.length >= 50) ?? fitLength(filled[0], DESCRIPTION_MAX);
}

function introFor(d: Dominant, t: Topics, w: Writer, extras: string[]) {
  const area = t.areas[0];
  const service = t.services[0];
  const opener: Record<Dominant["kind"], string> = {
    price: `"How much will it cost?" is the first question almost everyone asks when they call us about ${service ? SERVICE_NOUN[service.slug] : "a blocked drain"}, and it deserves a straight answer.`,
    season: `Every season brings its own drainage problems, and ${d.kind === "season" ? SEASON_LABEL[d.season].toLowerCase() : "this one"} is no exception${area ? ` in ${area.town}` : " across West Berkshire"}.`,
    service: service ? `${service.heroText}` : "",
    choosing: `Most people only need a drainage engineer once every few years, often in a hurry, so it is hard to know who to trust${area ? ` in ${area.town}` : ""}.`,
    commercial: `A blocked drain at a business is never just a blocked drain: it can close a kitchen, a toilet block or a whole site until it is cleared.`,
    area: area ? area.intro : "",
    faq: d.kind === "faq" ? `${d.faq.question} It is one of the questions we are asked most often, so here is a full answer from our engineers.` : "",
    general: `Our engineers have been looking after drains across Newbury, Reading and West Berkshire for more than twenty years.`,
  };
  const phrases = t.phrases.map((p) => `<strong>${escapeHtml(p)}</strong>`);
  const html = [`<p>${w.t(opener[d.kind] || opener.general)}</p>`];
  html.push(
    `<p>This guide from ${w.t(w.business.name)} is about ${joinList(phrases)}: ${w.t(joinList(extras))}, with advice drawn from our work${area ? ` in ${w.t(area.town)} and the surrounding villages` : " across Newbury, Reading and Thatcham"}.</p>`,
  );
  if (d.kind !== "service" && service) html.push(`<p>${w.t(service.heroText)}</p>`);
  else if (d.kind === "service" && area) html.push(`<p>${w.t(area.intro)}</p>`);
  return html.join("\n");
}

/** The built-in engine: a complete draft from the site's content, deterministic for given keywords. */
export function composeArticle({
  keywords,
  business,
  now = new Date(),
}: {
  keywords: string;
  business: DraftBusiness;
  now?: Date;
}): Omit<Draft, "source"> {
  const phrases = parseKeywords(keywords);
  if (!phrases.length) throw new Error("No keywords");
  const topics = detectTopics(phrases);
  // With no recognised topic, the keywords still choose a service to write about.
  if (!topics.services.length && !topics.seasons.length && !topics.price && !topics.faqTopics.length && !topics.areas.length) {
    const service = services[topics.seed % services.length];
    topics.services.push(service);
    topics.weights.set(`service:${service.slug}`, 1);
  }
  const d = dominantTopic(topics);
  const primary = d.kind === "service" ? d.service : topics.services[0];
  const w: Writer = { t: (text) => escapeHtml(fillTokens(text, business)), business };
  const year = format(now, "yyyy", { in: tz(TZ) });

  const area = topics.areas[0];
  const chosen = pickBlocks(topics, d, area ? 450 : 650);
  const extras: string[] = [];
  if (d.kind === "season") extras.push(`what to check this ${SEASON_LABEL[d.season].toLowerCase()}`);
  else if (d.kind === "faq") extras.push("a straight answer from our engineers");
  else if (d.kind === "choosing") extras.push("the questions worth asking any drainage company");
  else if (primary) extras.push(`what ${SERVICE_NOUN[primary.slug].replace(/^an? /, "")} involves and when you need it`);
  else extras.push("what causes the problem and how to prevent it");
  if (area) extras.push(`what we see locally in ${area.town}`);
  if (topics.price) extras.push("what it costs");
  extras.push("the questions we are asked most");

  const parts = [introFor(d, topics, w, extras)];
  // Seasonal and price articles lead with their subject; the others with the service itself.
  if (d.kind === "price") parts.push(priceSection(primary, w));
  for (const b of chosen) parts.push(renderBlock(b, w));
  if (area) parts.push(areaSection(area, primary, topics, w));
  if (topics.price && d.kind !== "price") parts.push(priceSection(primary, w));
  parts.push(faqSection(topics, primary, w));
  parts.push(reviewQuote(topics, primary, w));
  parts.push(callToAction(topics, primary, w));

  const content = sanitizePostHtml(parts.filter(Boolean).join("\n"));
  const title = titleFor(d, topics, year);
  const keywordList = [...phrases];
  const seen = new Set(keywordList.map((k) => k.toLowerCase()));
  for (const extra of [primary?.shortTitle, area?.town]) {
    if (extra && !seen.has(extra.toLowerCase()) && keywordList.length < KEYWORDS_MAX_PHRASES) {
      keywordList.push(extra);
      seen.add(extra.toLowerCase());
    }
  }
  return {
    title,
    description: descriptionFor(d, topics, business),
    category: categoryFor(d),
    keywords: keywordList.join(", "),
    readTime: readTimeFor(content),
    content,
  };
}

// ---------------------------------------------------------------------------------------------
// Checks shared by both engines
// ---------------------------------------------------------------------------------------------

export const MIN_WORDS = 250;

export type DraftProblem = "title" | "description" | "category" | "content" | "keywords";

/** What is wrong with a draft (empty when it may be saved). `content` must already be sanitised. */
export function checkDraft(draft: Pick<Draft, "title" | "description" | "category" | "content">, phrases: string[]): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (draft.title.trim().length < 10 || draft.title.length > 150) problems.push("title");
  if (draft.description.trim().length < 20 || draft.description.length > DESCRIPTION_MAX) problems.push("description");
  if (!draft.category.trim() || draft.category.length > 60) problems.push("category");
  if (countWords(draft.content) < MIN_WORDS || draft.content !== sanitizePostHtml(draft.content)) problems.push("content");
  if (!containsKeywords(draft, phrases)) problems.push("keywords");
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Optional model
// ---------------------------------------------------------------------------------------------

export type ModelConfig = { baseUrl: string; apiKey?: string; model?: string; timeoutMs?: number };

function factsFor(topics: Topics, business: DraftBusiness) {
  const facts: string[] = [
    `${business.name} is a family-run drainage and gutter firm established in 2000, based in Newbury, covering Newbury, Reading, Thatcham and West Berkshire, with a 24/7 emergency line ${business.phone}.`,
    "Prices (the only prices you may quote): " + faqPriceList.map((p) => `${p.label}: ${describePrice(p)}`).join("; ") + ".",
  ];
  for (const s of topics.services.slice(0, 2)) facts.push(`${s.title}: ${fillTokens(s.heroText, business)} Page: /services/${s.slug}`);
  for (const a of topics.areas.slice(0, 1)) facts.push(`${a.town} (${a.postcodes.join(", ")}): ${fillTokens(a.intro, business)} Page: /areas/${a.slug}`);
  for (const topic of topics.faqTopics.slice(0, 3)) {
    const f = faqs.find((x) => x.topic === topic);
    if (f) facts.push(`Q: ${f.question} A: ${fillTokens(f.answer, business)}`);
  }
  if (topics.seasons.includes("winter")) facts.push(`Winter tips: ${winterTips.map((t) => t.title).join("; ")}.`);
  return facts;
}

function parseModelJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
  const body = fenced ? fenced[1] : text;
  const start = body.indexOf("{");
  const end = body.lastIndexOf("}");
  if (start < 0 || end <= start) throw new Error("no JSON object in the reply");
  return JSON.parse(body.slice(start, end + 1));
}

/** Ask the configured model for a draft. Throws on any failure, including a draft that fails the checks. */
export async function draftWithModel({
  keywords,
  business,
  config,
}: {
  keywords: string;
  business: DraftBusiness;
  config: ModelConfig;
}): Promise<Omit<Draft, "source" | "readTime" | "keywords">> {
  const phrases = parseKeywords(keywords);
  const topics = detectTopics(phrases);
  const system = [
    `You write blog posts for ${business.name}, a drainage and gutter contractor serving Newbury, Reading and West Berkshire in the UK.`,
    "Write in UK English for home owners and businesses: practical, accurate, friendly, no hype.",
    "Reply with one JSON object only, with the string fields title, description, category and content.",
    `description: at most ${DESCRIPTION_MAX} characters. category: two or three words. content: HTML of 500 to 1000 words using only the tags p, h2, h3, ul, ol, li, strong, em, a, blockquote and br; no images, scripts or styles.`,
    "Use every keyword phrase word for word at least once in the content. Only state facts from the facts given; never invent prices, guarantees or statistics.",
  ].join("\n");
  const user = `Keyword phrases: ${phrases.map((p) => `"${p}"`).join(", ")}\n\nFacts:\n${factsFor(topics, business).map((f) => `- ${f}`).join("\n")}`;
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const res = await fetch(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: config.model ?? "default",
      messages: [
        { role: "system", content: system },
        { role: "user", content: user },
      ],
      temperature: 0.7,
      response_format: { type: "json_object" },
    }),
    signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
  });
  if (!res.ok) throw new Error(`model endpoint answered ${res.status}`);
  const payload = (await res.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
  const text = payload.choices?.[0]?.message?.content;
  if (typeof text !== "string") throw new Error("model reply has no content");
  const raw = parseModelJson(text) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");
  const draft = {
    title: str(raw.title).replace(/\s+/g, " "),
    description: str(raw.description).replace(/\s+/g, " "),
    category: str(raw.category).replace(/\s+/g, " "),
    content: sanitizePostHtml(str(raw.content)),
  };
  const problems = checkDraft(draft, phrases);
  if (problems.length) throw new Error(`model draft rejected: ${problems.join(", ")}`);
  return draft;
}

function modelConfigFromEnv(): ModelConfig | null {
  const env = getEnv();
  if (!env.LLM_BASE_URL) return null;
  return { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL };
}

/**
 * A draft for the keywords: from the configured model when there is one and its draft passes the
 * checks, otherwise from the built-in engine. `model: null` forces the built-in engine.
 */
export async function generateDraft({
  keywords,
  business,
  now = new Date(),
  model,
}: {
  keywords: string;
  business: DraftBusiness;
  now?: Date;
  model?: ModelConfig | null;
}): Promise<Draft> {
  const phrases = parseKeywords(keywords);
  if (!phrases.length) throw new Error("No keywords");
  const config = model === undefined ? modelConfigFromEnv() : model;
  if (config) {
    try {
      const draft = await draftWithModel({ keywords, business, config });
      const builtinKeywords = composeKeywords(phrases);
      return { ...draft, keywords: builtinKeywords, readTime: readTimeFor(draft.content), source: "model" };
    } catch (err) {
      log.warn({ err }, "blog generation: model failed, using the built-in engine");
    }
  }
  return { ...composeArticle({ keywords, business, now }), source: "builtin" };
}

function composeKeywords(phrases: string[]) {
  return phrases.join(", ");
}
