/**
 * What the assistant knows, drawn from the site's own content (app/content): short answers for
 * each topic, the places and postcode districts served, and a text index for questions the
 * intent classifier does not place.
 *
 * Prices come from one list only: the FAQ's `faqPriceList`.
 */
import MiniSearch from "minisearch";
import { about } from "~/content/about";
import { describePrice, emergencyAttendanceText, faqPriceList, insuranceCover } from "~/content/facts";
import { AREA_POSITIONS, AREA_VILLAGES, AROUND_READING, BASE, milesBetween, OTHER_SERVED, OUTSIDE, READING_CENTRE, READING_RADIUS_MILES, type Position } from "~/content/gazetteer";
import { areas, type AreaSlug } from "~/content/areas";
import { openingHours, replyPromise, serviceAreaDescription } from "~/content/areas-served";
import { faqs, type FaqTopic } from "~/content/faqs";
import { services, type ServiceSlug } from "~/content/services";
import { articles } from "~/content/articles";
import { reviews } from "~/content/reviews";
import { fillTokens, type Business } from "~/lib/business";
import { normaliseUkPostcode } from "~/lib/uk-contact";
import { toOutcode, validOutcode } from "postcode";

export type ChatBusiness = Pick<Business, "name" | "phone" | "email">;

/** Everything the assistant can answer as a topic. */
export type Topic =
  | FaqTopic
  | "opening-hours"
  | "services"
  | "about"
  | "contact"
  | "elderly-discount"
  | `service:${ServiceSlug}`;

// ---------------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------------

/** The first `n` sentences of a paragraph. */
export function firstSentences(text: string, n: number) {
  const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z£0-9])/);
  return sentences.slice(0, n).join(" ");
}

export function joinList(items: string[], conjunction = "and") {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

function faqAnswer(topic: FaqTopic) {
  const item = faqs.find((f) => f.topic === topic);
  if (!item) throw new Error(`no FAQ for ${topic}`);
  return item.answer;
}

function pounds(pence: number) {
  const millions = pence / 100 / 1_000_000;
  return Number.isInteger(millions) ? `£${millions} million` : `£${(pence / 100).toLocaleString("en-GB")}`;
}

// ---------------------------------------------------------------------------------------------
// Places and postcodes
// ---------------------------------------------------------------------------------------------

export type Place = {
  name: string;
  /** Postcode districts, e.g. ["RG14"]. Empty when not known. */
  districts: string[];
  served: boolean;
  /** The area page, when the place has one. */
  areaSlug?: AreaSlug;
  /** For a place inside a town's area: that town. */
  partOf?: string;
  /** Miles from the firm's base in Newbury, as the crow flies, when the place's position is known. */
  miles?: number;
  /** Miles from Reading town centre, when the place's position is known. */
  readingMiles?: number;
  /** Covered or not by its distance from Reading town centre alone (the site does not name it). */
  byDistance?: boolean;
  /** On the edge of the 10 miles around Reading town centre: the postcode, or a call, decides. */
  edge?: boolean;
};

/**
 * The gazetteer (app/content/gazetteer.ts) as the assistant reads it: the area pages' towns and
 * their villages and estates, the other places the site promises, and the towns beyond the area.
 * A place within 10 miles of Reading town centre is covered whatever list it is on.
 */
function buildPlaces(): Place[] {
  const list: Place[] = [];
  const fromBase = (position: Position | undefined) => (position ? Math.round(milesBetween(BASE, position)) : undefined);
  const fromReading = (position: Position | undefined) => (position ? milesBetween(READING_CENTRE, position) : undefined);
  for (const area of areas) {
    const position = AREA_POSITIONS[area.slug];
    list.push({ name: area.town, districts: area.postcodes, served: true, areaSlug: area.slug, miles: fromBase(position), readingMiles: fromReading(position) });
    for (const sub of [...(area.subAreas ?? []), ...(AREA_VILLAGES[area.slug] ?? [])]) {
      if (areas.some((a) => a.town === sub)) continue;
      list.push({ name: sub, districts: area.postcodes, served: true, partOf: area.town, miles: fromBase(position), readingMiles: fromReading(position) });
    }
  }
  for (const p of OTHER_SERVED) list.push({ name: p.name, districts: p.districts, served: true, miles: fromBase(p.position), readingMiles: fromReading(p.position) });
  for (const p of [...AROUND_READING, ...OUTSIDE]) {
    // Town centres are not addresses: within half a mile of the radius either way, the town is on the edge.
    const readingMiles = fromReading(p.position) ?? Infinity;
    const edge = Math.abs(readingMiles - READING_RADIUS_MILES) <= 0.5;
    list.push({ name: p.name, districts: p.districts, served: !edge && readingMiles < READING_RADIUS_MILES, edge, miles: fromBase(p.position), readingMiles, byDistance: true });
  }
  return list;
}

export const places: Place[] = buildPlaces();

/**
 * Postcode districts served: those of every place the site names as served. A village covered only
 * by its distance from Reading does not make its whole district served (RG27 holds Eversley and Hook).
 */
export const servedDistricts: ReadonlySet<string> = new Set(places.filter((p) => p.served && !p.byDistance).flatMap((p) => p.districts));

function placeKey(name: string) {
  return name
    .toLowerCase()
    .replace(/-on-|-upon-/g, " on ")
    .replace(/[^a-z ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const placeIndex = new Map<string, Place>();
for (const p of places) {
  placeIndex.set(placeKey(p.name), p);
  // "Whitchurch-on-Thames" also answers to "Whitchurch"; "Purley on Thames" to "Purley".
  const short = placeKey(p.name).replace(/ on thames$/, "");
  if (!placeIndex.has(short)) placeIndex.set(short, p);
}

export function findPlace(name: string): Place | undefined {
  return placeIndex.get(placeKey(name));
}

export type AreaCheck =
  | { kind: "postcode"; postcode: string; district: string; full: boolean; served: boolean; town?: string }
  /** `near`: the visitor is near the place rather than in it ("just outside Hungerford"). */
  | { kind: "place"; place: Place; near?: boolean }
  | { kind: "unknown"; name: string };

/** The district ("RG14") of a full postcode or an outward code, or null. */
export function districtOf(text: string): { district: string; full: string | null } | null {
  const full = normaliseUkPostcode(text);
  if (full) return { district: toOutcode(full) ?? full.split(" ")[0], full };
  const compact = text.replace(/\s+/g, "").toUpperCase();
  if (validOutcode(compact)) return { district: compact, full: null };
  return null;
}

function townForDistrict(district: string) {
  return areas.find((a) => a.postcodes.includes(district))?.town;
}

export function checkPostcode(text: string): AreaCheck | null {
  const d = districtOf(text);
  if (!d) return null;
  return {
    kind: "postcode",
    postcode: d.full ?? d.district,
    district: d.district,
    full: d.full !== null,
    served: servedDistricts.has(d.district),
    town: townForDistrict(d.district),
  };
}

export function checkPlace(name: string): AreaCheck {
  const place = findPlace(name);
  return place ? { kind: "place", place } : { kind: "unknown", name: name.trim() };
}

/** A served district list for messages: "RG1, RG2, …". */
export function servedDistrictList() {
  return [...servedDistricts].sort((a, b) => {
    const [, an] = /(\d+)/.exec(a) ?? [];
    const [, bn] = /(\d+)/.exec(b) ?? [];
    return a.replace(/\d+.*/, "").localeCompare(b.replace(/\d+.*/, "")) || Number(an) - Number(bn);
  });
}

/** "about 12 miles from our base in Newbury", or "" when the place is the base or its position is not known. */
function distanceText(place: Place) {
  if (place.miles === undefined || place.miles < 2) return "";
  return `, about ${place.miles} miles from our base in ${BASE.name}`;
}

/** One sentence of local detail from the place's area page, after the yes. */
function localDetail(place: Place, business: ChatBusiness) {
  const slug = place.areaSlug ?? areas.find((a) => a.town === place.partOf)?.slug;
  const area = slug ? areas.find((a) => a.slug === slug) : undefined;
  if (!area?.heroText) return "";
  return ` ${fillTokens(firstSentences(area.heroText, 1), business)}`;
}

/**
 * The reply to "do you cover X?": yes, no, or "tell me the postcode or call us" in its first
 * words, then the distance and any local detail.
 */
export function describeAreaCheck(check: AreaCheck, business: ChatBusiness): string {
  switch (check.kind) {
    case "postcode":
      if (check.served) {
        const where = check.town ? ` (${check.town} area)` : "";
        return `Yes, ${check.postcode}${where} is in our area, so we can come out to you.`;
      }
      return `Sorry, ${check.postcode} is outside our area. We cover Newbury, Reading, Thatcham and West Berkshire (postcodes ${joinList(servedDistrictList())}), so we can't send an engineer there.`;
    case "place": {
      const { place } = check;
      // A town whose centre lies just beyond the radius is a no first, with the postcode to check its nearer edge.
      if (place.edge && (place.readingMiles ?? 0) > READING_RADIUS_MILES) {
        return `No, ${place.name} is just outside our area: its centre is just over ${READING_RADIUS_MILES} miles from Reading town centre, the edge of our area. If you're on the Reading side of it, tell me the postcode and I'll check for certain, or call ${business.phone}.`;
      }
      if (place.edge) {
        return `${place.name} is right on the edge of our area, about ${READING_RADIUS_MILES} miles from Reading town centre: tell me the postcode and I'll check for certain, or call ${business.phone}.`;
      }
      // Near a place but not in it: the place's answer, and the postcode to be certain.
      // Everywhere within a few miles of the base or of Reading town centre is covered.
      if (check.near && place.served && ((place.miles ?? Infinity) <= 6 || (place.readingMiles ?? Infinity) <= READING_RADIUS_MILES - 4)) {
        return `Yes, we cover ${place.name} and everywhere around it${distanceText(place)}, so we can come out to you.`;
      }
      if (check.near && place.served) {
        return `Yes, we cover ${place.name} and most of the villages around it${distanceText(place)}. Tell me your postcode and I'll check yours for certain, or call ${business.phone}.`;
      }
      if (check.near) {
        return `Sorry, ${place.name} itself is outside our area${distanceText(place)}. If you're on our side of it, tell me your postcode and I'll check for certain, or call ${business.phone}.`;
      }
      // A village the site does not name, covered by the 10 miles around Reading: the rule, and the postcode to confirm it.
      if (place.served && place.byDistance) {
        return `Yes, we cover ${place.name}: it's about ${Math.round(place.readingMiles ?? 0)} miles from Reading town centre, and we cover everywhere within ${READING_RADIUS_MILES} miles of it. Tell me your postcode and I'll confirm it for your address.`;
      }
      if (place.served) {
        const within = place.partOf ? ` (we cover it from ${place.partOf})` : "";
        return `Yes, we cover ${place.name}${within}${distanceText(place)}, so we can come out to you.${localDetail(place, business)}`;
      }
      return `Sorry, ${place.name} is outside our area${distanceText(place)}. We cover Newbury, Reading, Thatcham and West Berkshire, some of north Hampshire, and everywhere within 10 miles of Reading town centre.`;
    }
    case "unknown":
      return `I can't tell from the name whether we cover ${check.name}: tell me the postcode and I'll check for certain, or call ${business.phone}.`;
  }
}

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export function priceListText() {
  const lines = faqPriceList.map((item) => `${item.label.toLowerCase()} ${describePrice(item)}`);
  return `Our prices: ${joinList(lines)}. We always confirm the price before we start, so there are no hidden costs.`;
}

export function openingHoursText() {
  const office = openingHours.map((h) => `${h.label} ${h.display}`);
  return `Our office hours are ${joinList(office)}. The emergency line is open 24/7.`;
}

export { emergencyAttendanceText };

const SERVICE_SUMMARY: Record<ServiceSlug, string> = Object.fromEntries(
  services.map((s) => [s.slug, s.card?.description ?? firstSentences(s.metaDescription, 1)]),
) as Record<ServiceSlug, string>;

export function serviceTitle(slug: ServiceSlug) {
  return services.find((s) => s.slug === slug)?.title ?? slug;
}

export function answerTopic(topic: Topic, business: ChatBusiness): string {
  const fill = (text: string) => fillTokens(text, business);
  switch (topic) {
    case "emergency-response":
      return `Our emergency line is answered 24/7 on ${business.phone}. For a genuine emergency ${emergencyAttendanceText()}.`;
    case "unblocking-cost":
      return priceListText();
    case "blockage-causes":
      return firstSentences(faqAnswer("blockage-causes"), 3);
    case "cctv-surveys":
      return `${firstSentences(faqAnswer("cctv-surveys"), 3)} You get the footage and a written report.`;
    case "patch-lining":
      return `${firstSentences(faqAnswer("patch-lining"), 1)} A resin-soaked liner is pressed against the inside of the damaged pipe and cures into a watertight sleeve, so there's no digging up your garden or drive. Our patch liners carry a 50+ year guarantee.`;
    case "insurance-qualifications":
      return `Yes. We hold ${pounds(insuranceCover.publicLiabilityPence)} public liability and ${pounds(insuranceCover.professionalIndemnityPence)} professional indemnity insurance. Our technicians are City & Guilds qualified and certified in CCTV surveying and water jetting, and we're registered with the Environment Agency as a waste carrier.`;
    case "commercial":
      return firstSentences(faqAnswer("commercial"), 3);
    case "areas-covered":
      return `${serviceAreaDescription} Tell me your town or postcode and I'll check for you.`;
    case "prevention":
      return firstSentences(faqAnswer("prevention"), 4);
    case "payment-methods":
      return firstSentences(faqAnswer("payment-methods"), 3);
    case "guarantees":
      // Asked in any words ("do I pay again if it comes back?"), so the FAQ's opening "Yes." is left off.
      return firstSentences(faqAnswer("guarantees"), 4).replace(/^Yes[.,!]\s*/, "");
    case "chemical-cleaners":
      return `${firstSentences(faqAnswer("chemical-cleaners"), 2)} For a slow drain, hot water and a plunger are safer; if that doesn't work, give us a call.`;
    case "opening-hours":
      return `${openingHoursText()} Call ${business.phone} any time for an emergency.`;
    case "services":
      return `We offer ${joinList(services.map((s) => s.title.toLowerCase().replace("cctv", "CCTV")))}. Which can I help you with?`;
    case "about":
      return `${fill(about.heroText)} We've been going since 2000, with 500+ jobs completed and a 5.0 out of 5 rating from our customers.`;
    case "contact":
      return `You can call us on ${business.phone} (24/7 for emergencies), e-mail ${business.email}, or use the free quote form on our home page. ${replyPromise}`;
    case "elderly-discount":
      return "Yes, we offer discounted services for elderly residents aged 70 and over. Just mention it when you book.";
    default: {
      const slug = topic.slice("service:".length) as ServiceSlug;
      const extra =
        slug === "emergency-callouts"
          ? ` Call ${business.phone} any time: ${emergencyAttendanceText()}.`
          : slug === "drain-unblocking"
            ? ` Standard blockages start from ${describePrice(faqPriceList[0]).replace(/^from /, "")}.`
            : "";
      return `${serviceTitle(slug)}: ${fill(SERVICE_SUMMARY[slug])}${extra} More at /services/${slug}.`;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Retrieval: one index over everything the site publishes, passage by passage, with its page
// ---------------------------------------------------------------------------------------------

/** One passage of a published page: a FAQ answer, a section of a service page, a card of an area page… */
export type Passage = { id: string; url: string; page: string; title: string; text: string; topic?: Topic };

function sectionPassages(prefix: string, url: string, page: string, sections: Array<{ heading: string; intro?: string; paragraphs?: string[]; items?: Array<{ title: string; text: string }>; bullets?: string[] }>) {
  const out: Passage[] = [];
  sections.forEach((sec, i) => {
    const lead = [sec.intro, ...(sec.paragraphs ?? [])].filter(Boolean).join(" ");
    if (lead) out.push({ id: `${prefix}:${i}`, url, page, title: sec.heading, text: lead });
    (sec.items ?? []).forEach((item, j) => out.push({ id: `${prefix}:${i}:${j}`, url, page, title: `${sec.heading} ${item.title}`, text: item.text }));
    if (sec.bullets?.length) out.push({ id: `${prefix}:${i}:b`, url, page, title: sec.heading, text: sec.bullets.map((b) => (/[.!?]$/.test(b.trim()) ? b.trim() : `${b.trim()}.`)).join(" ") });
  });
  return out;
}

/**
 * Every published text, as passages: the FAQ, the seven service pages, the area pages, the about
 * page, the reviews and the articles. Prices are quoted only from the FAQ's price list, so article
 * passages that carry a price are left out.
 */
export function sitePassages(): Passage[] {
  const list: Passage[] = faqs.map((f) => ({ id: `faq:${f.topic}`, url: "/faqs", page: "FAQs", title: f.question, text: f.answer, topic: f.topic }));
  for (const s of services) {
    const url = `/services/${s.slug}`;
    list.push({ id: `service:${s.slug}`, url, page: s.title, title: `${s.title} ${s.keywords.join(" ")}`, text: `${s.card?.description ?? s.metaDescription}`, topic: `service:${s.slug}` });
    list.push(...sectionPassages(`service:${s.slug}`, url, s.title, s.sections));
  }
  for (const a of areas) {
    const url = `/areas/${a.slug}`;
    const page = `Drainage in ${a.town}`;
    list.push({ id: `area:${a.slug}`, url, page, title: `${a.town} ${a.keywords.join(" ")}`, text: a.intro });
    const cards = [...a.highlights, ...a.serviceCards.map((c) => ({ title: c.service.replace(/-/g, " "), text: c.text })), ...a.localChallenges, ...a.whyChooseUs];
    cards.forEach((c, i) => list.push({ id: `area:${a.slug}:${i}`, url, page, title: `${a.town} ${c.title}`, text: c.text }));
  }
  list.push({ id: "about", url: "/about", page: "About us", title: "About us company family run", text: about.heroText, topic: "about" });
  list.push(...sectionPassages("about", "/about", "About us", about.sections));
  reviews.forEach((r, i) =>
    list.push({ id: `review:${i}`, url: "/testimonials", page: "Customer reviews", title: `review customers say ${r.service} ${r.location}`, text: `${r.name} from ${r.location} (${r.service}): "${r.text}"` }),
  );
  for (const art of articles) {
    const url = `/blog/${art.slug}`;
    const parts: Passage[] = [
      { id: `article:${art.slug}`, url, page: art.title, title: `${art.title} ${art.keywords.join(" ")}`, text: art.intro },
      ...sectionPassages(`article:${art.slug}`, url, art.title, art.body),
      ...(art.tipGrid ?? []).map((tip, i) => ({ id: `article:${art.slug}:tip:${i}`, url, page: art.title, title: `${art.title} ${tip.title}`, text: tip.text })),
      ...(art.warningSigns ?? []).map((w, i) => ({ id: `article:${art.slug}:sign:${i}`, url, page: art.title, title: `${art.title} ${w.title}`, text: w.text })),
    ];
    list.push(...parts.filter((p) => !/£/.test(p.text)));
  }
  return list;
}

let sentences: string[] | undefined;

/** The first sentence the site publishes that matches `re`, with its tokens filled: a fact quoted, not retold. */
export function siteSentence(re: RegExp, business: ChatBusiness): string {
  sentences ??= [
    ...sitePassages().map((p) => p.text),
    ...services.flatMap((s) => [s.heroText, s.ctaText, ...s.sections.flatMap((sec) => (sec.items ?? []).flatMap((item) => item.bullets ?? []))]),
    ...faqPriceList.map((i) => i.note ?? ""),
    // Article paragraphs that carry a price are left out of the passages, not out of what can be quoted.
    ...articles.flatMap((a) => a.body.flatMap((sec) => sec.paragraphs ?? [])),
  ].flatMap((text) => text.split(/(?<=[.!?])\s+(?=[A-Z£0-9])/));
  const found = sentences.find((s) => re.test(s));
  if (!found) throw new Error(`No published sentence matches ${re}`);
  return fillTokens(found.trim(), business);
}

let siteVocabulary: Set<string> | undefined;

/** Whether any published page uses the word (or a word of the same stem). */
export function siteHasWord(word: string) {
  if (!siteVocabulary) {
    siteVocabulary = new Set();
    for (const p of sitePassages()) for (const w of `${p.title} ${p.text}`.toLowerCase().match(/[a-z]+/g) ?? []) siteVocabulary.add(w);
  }
  const w = word.toLowerCase();
  if (siteVocabulary.has(w)) return true;
  const stem = w.replace(/(?:ing|ed|es|s)$/, "");
  return stem.length >= 4 && ["", "s", "e", "es", "ed", "ing"].some((ending) => siteVocabulary!.has(`${stem}${ending}`));
}

/** Every word the site publishes, for the speller's vocabulary. */
export function siteWords(): string[] {
  return sitePassages().map((p) => `${p.title} ${p.text}`);
}

let index: { search: MiniSearch<Passage>; passages: Map<string, Passage> } | undefined;

/** Words too common to tell one passage from another, or that every page of a drainage firm holds. */
const STOP_WORDS = new Set(
  "isn't aren't won't can't wont near the and for you your are can what how does did with have has this that from our out get not but who why when where which will would could should there their they them about any all also into just like more some such than then too very was were been being its it's i'm i've we're don't doesn't drain drains drainage good best great nice place places recommend problem problems issue issues trouble advice question thing things someone anyone people want need know like please thanks help tell give make get got deal dealing offer offers look work works come send sort kind much many does done doing well yes".split(
    " ",
  ),
);

function processTerm(term: string) {
  const t = term.toLowerCase();
  return STOP_WORDS.has(t) || t.length < 3 ? null : t;
}

function getIndex() {
  if (!index) {
    const passages = sitePassages();
    const search = new MiniSearch<Passage>({
      fields: ["title", "text"],
      storeFields: ["id"],
      searchOptions: { boost: { title: 2 }, fuzzy: (term) => (term.length >= 6 ? 0.2 : false), prefix: (term) => term.length >= 5, combineWith: "OR" },
      processTerm,
    });
    search.addAll(passages);
    index = { search, passages: new Map(passages.map((p) => [p.id, p])) };
  }
  return index;
}

/** Build the index now (at start), not at the first question. */
export function warmUpKnowledge() {
  getIndex();
}

export type Found = { passage: Passage; score: number; matched: number; asked: number; share: number };

/** The passage that best answers free text, with how much of the question it covers. */
export function searchSite(text: string): Found | null {
  const { search, passages } = getIndex();
  const asked = new Set((text.toLowerCase().match(/[a-z0-9']+/g) ?? []).map(processTerm).filter((t): t is string => Boolean(t)));
  if (!asked.size) return null;
  const best = search.search(text)[0];
  if (!best) return null;
  const matchedTerms = new Set(Object.values(best.match).length ? best.queryTerms : []);
  const matched = [...asked].filter((t) => [...matchedTerms].some((m) => m === t || m.startsWith(t.slice(0, 5)) || t.startsWith(m.slice(0, 5)))).length;
  return { passage: passages.get(best.id as string)!, score: best.score, matched, asked: asked.size, share: matched / asked.size };
}

/** The start of a word that its other forms share: "freezing" and "freezes" → "freez", "septic" → "septic". */
function stemOf(word: string) {
  const w = word.toLowerCase().replace(/'s$/, "");
  const stripped = w.replace(/(?:ing|ed|es|s)$/, "");
  const base = stripped.length >= 4 ? stripped : w;
  return base.slice(0, Math.max(4, Math.min(6, base.length)));
}

/**
 * A passage that speaks of every `required` word (words the site publishes that the classifier
 * never learnt, e.g. "septic") and of most of the question's other words: an answer, not a near miss.
 */
export function coveringPassage(text: string, required: string[], place?: string): Passage | null {
  const { search, passages } = getIndex();
  const asked = [...new Set((text.toLowerCase().match(/[a-z0-9']+/g) ?? []).map(processTerm).filter((t): t is string => Boolean(t)))];
  if (!asked.length) return null;
  // Words that name no subject of their own ("problems", "near") are not required.
  const must = required.filter((w) => processTerm(w));
  const hits = search.search(text).map((hit) => passages.get(hit.id as string)!);
  // A question about a place ("septic tanks near Lambourn") is answered from that place's page first.
  const own = place ? hits.filter((p) => p.page.toLowerCase().includes(place.toLowerCase())).slice(0, 8) : [];
  for (const p of [...own, ...hits.slice(0, 8)]) {
    const body = `${p.page} ${p.text}`.toLowerCase();
    const all = `${p.title} ${p.text}`.toLowerCase();
    if (!must.every((w) => body.includes(stemOf(w)))) continue;
    const covered = asked.filter((w) => all.includes(stemOf(w))).length;
    if (covered / asked.length >= 0.6) return p;
  }
  return null;
}

/** The passage that best matches the message among those that speak of `subject` ("soakaway"), or null. */
export function subjectPassage(text: string, subject: string): Passage | null {
  const { search, passages } = getIndex();
  const stem = stemOf(subject);
  // A passage speaks of the subject in its own text: an area page's title lists search keywords
  // ("septic tank Whitchurch") above a passage about the village's history.
  const speaks = (p: Passage) => p.text.toLowerCase().includes(stem);
  const titled = (p: Passage) => `${p.title} ${p.text}`.toLowerCase().includes(stem);
  const hits = search.search(text).map((hit) => passages.get(hit.id as string)!);
  const bySubject = search.search(subject).map((hit) => passages.get(hit.id as string)!);
  return hits.find(speaks) ?? bySubject.find(speaks) ?? hits.find(titled) ?? bySubject.find(titled) ?? null;
}

/** The best topic for free text by word overlap with the site's content, or null. */
export function searchTopic(text: string): { topic: Topic; score: number; matched: number; share: number } | null {
  const found = searchSite(text);
  if (!found?.passage.topic) return null;
  return { topic: found.passage.topic, score: found.score, matched: found.matched, share: found.share };
}

/**
 * A short answer from a passage, with the page it comes from: two sentences, from the one that
 * speaks of most of the `focus` words (the words the question turned on), else from the start.
 */
export function passageAnswer(p: Passage, business: ChatBusiness, focus: string[] = []) {
  const sentences = fillTokens(p.text, business).split(/(?<=[.!?])\s+(?=[A-Z£0-9])/);
  const stems = focus.map(stemOf);
  let from = 0;
  let most = 0;
  sentences.forEach((sentence, i) => {
    const lower = sentence.toLowerCase();
    const hits = stems.filter((st) => lower.includes(st)).length;
    if (hits > most) [from, most] = [i, hits];
  });
  const text = sentences.slice(from, from + 2).join(" ");
  const short = text.length > 360 ? `${text.slice(0, 357).replace(/\s+\S*$/, "")}…` : text;
  return `${short} More on our ${p.page} page: ${p.url}`;
}
