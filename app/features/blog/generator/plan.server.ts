/**
 * Stage 1 of a draft: the plan. From the keyword phrases it settles what one article is about (a
 * service, at most one town, a season, a problem, whether prices are asked about) and how it is
 * laid out. `variant` is how many drafts were already written for the same keywords: each one takes
 * another angle (problem, season or structure), so asking twice never gives the same article.
 */
import { areas, type Area } from "~/content/areas";
import { services, type Service } from "~/content/services";
import { todayKey } from "~/lib/business-day";
import { hash, matchTerms, seededRandom } from "./text";
import {
  COMMERCIAL_TERMS,
  PRICE_TERMS,
  PROBLEMS,
  SEASON_TERMS,
  SERVICE_TERMS,
  STOP_WORDS,
  type Problem,
  type Season,
} from "./vocabulary";

export type Structure = "guide" | "checklist" | "questions" | "local";
export const STRUCTURES: Structure[] = ["guide", "checklist", "questions", "local"];

export type Plan = {
  phrases: string[];
  /** The subjects of the keywords in running text ("blocked drains", "emergency callouts"). */
  subjects: string[];
  service: Service;
  /** Another service the keywords name, linked to from the article. */
  secondService: Service | null;
  area: Area | null;
  season: Season | null;
  problem: Problem;
  price: boolean;
  commercial: boolean;
  structure: Structure;
  variant: number;
  seed: number;
  year: string;
};

export class PlanError extends Error {}

/** The towns named in a text, directly (name, page slug or postcode district). */
export function townsIn(text: string): Area[] {
  const lower = text.toLowerCase();
  const found = areas
    .map((a) => ({ a, m: matchTerms(lower, [a.town.toLowerCase(), a.slug.replaceAll("-", " ")]) }))
    .filter((x) => x.m.hits > 0);
  // A postcode district shared by several area pages means the first of them (the main town).
  for (const m of lower.matchAll(/\b([a-z]{1,2}\d{1,2}[a-z]?)\b/g)) {
    const district = m[1].toUpperCase();
    const owner = areas.find((a) => a.postcodes.includes(district));
    if (owner && !found.some((x) => x.a.slug === owner.slug)) found.push({ a: owner, m: { hits: 1, first: m.index } });
  }
  return found.sort((x, y) => x.m.first - y.m.first).map((x) => x.a);
}

/** Is this word of a keyword phrase a town, a postcode or a season/price word rather than a subject? */
function isPlaceWord(word: string) {
  if (matchTerms(word.toLowerCase(), Object.values(SEASON_TERMS).flat()).hits > 0) return true;
  return /^[a-z]{1,2}\d{1,2}[a-z]?$/i.test(word) || areas.some((a) => a.town.toLowerCase().split(/[\s-]+/).includes(word.toLowerCase()));
}

const UNCOUNTABLE = /(ing|ance|ence|age|work|s|ery|ness|advice|water|sewage|scale|moss)$/;

/** A keyword phrase as a subject in running text: no town or postcode, the last noun plural. */
export function subjectOf(phrase: string): string | null {
  const words = phrase
    .split(/\s+/)
    .filter((w) => !isPlaceWord(w))
    .filter((w, i, all) => !(STOP_WORDS.has(w.toLowerCase()) && (i === 0 || i === all.length - 1)));
  if (!words.length) return null;
  const lowered = words.map((w) => (/^(cctv|wc|uk)$/i.test(w) ? w.toUpperCase() : w.toLowerCase()));
  const content = lowered.filter((w) => !STOP_WORDS.has(w.toLowerCase()));
  if (!content.length) return null;
  // A phrase that is only a season or a price word is not a subject.
  if (content.every((w) => matchTerms(w.toLowerCase(), [...PRICE_TERMS, ...Object.values(SEASON_TERMS).flat()]).hits > 0)) return null;
  const last = lowered.length - 1;
  if (!UNCOUNTABLE.test(lowered[last].toLowerCase()) && /^[a-z]+$/.test(lowered[last])) lowered[last] = `${lowered[last]}s`;
  return lowered.join(" ");
}

/** A plan for one article from the keywords; throws a PlanError the office can act on. */
export function planArticle({ phrases, variant = 0, now = new Date() }: { phrases: string[]; variant?: number; now?: Date }): Plan {
  if (!phrases.length) throw new PlanError("Please enter keywords");
  const text = phrases.join(" . ").toLowerCase();
  const seed = hash(`${phrases.join("|").toLowerCase()}`);
  // Orders that must stay the same from one variant to the next come from the keywords alone.
  const rnd = seededRandom(seed);

  const towns = townsIn(text);
  if (towns.length > 1) {
    throw new PlanError(`An article is about one town, and these keywords name ${towns.length} (${towns.map((t) => t.town).join(", ")}). Write one for each.`);
  }
  const area = towns[0] ?? null;

  const rankedServices = services
    .map((s) => ({ s, m: matchTerms(text, [...SERVICE_TERMS[s.slug], s.title, s.shortTitle]) }))
    .filter((x) => x.m.hits > 0)
    .sort((a, b) => b.m.hits - a.m.hits || a.m.first - b.m.first)
    .map((x) => x.s);

  const seasons = (Object.keys(SEASON_TERMS) as Season[])
    .map((s) => ({ s, m: matchTerms(text, SEASON_TERMS[s]) }))
    .filter((x) => x.m.hits > 0)
    .sort((a, b) => b.m.hits - a.m.hits || a.m.first - b.m.first)
    .map((x) => x.s);

  // Problems the keywords name come first; then those that suit the service and season.
  const named = PROBLEMS.map((p) => ({ p, m: matchTerms(text, p.terms) }))
    .filter((x) => x.m.hits > 0)
    .sort((a, b) => b.m.hits - a.m.hits || a.m.first - b.m.first)
    .map((x) => x.p);
  const service = rankedServices[0] ?? (named[0] ? services.find((s) => s.slug === named[0].services[0])! : services[seed % services.length]);
  const season0 = seasons[0] ?? null;
  const commercial = matchTerms(text, COMMERCIAL_TERMS).hits > 0;
  // Problems that suit every service the keywords name come first, then those of the season.
  const fit = (p: Problem) => rankedServices.filter((s) => p.services.includes(s.slug)).length * 2 + Number(season0 !== null && p.seasons.includes(season0));
  const suitable = rnd
    .shuffle(PROBLEMS.filter((p) => !named.includes(p) && p.services.includes(service.slug) && (commercial || p.id !== "grease-trap")))
    .sort((a, b) => fit(b) - fit(a));
  const others = rnd.shuffle(PROBLEMS.filter((p) => !named.includes(p) && !suitable.includes(p) && (season0 === null || p.seasons.includes(season0))));
  const candidates = [...named, ...suitable, ...others];
  const problem = candidates[variant % candidates.length];

  // A later draft for the same keywords may bring in a season the problem belongs to.
  const season = season0 ?? (variant > 0 && problem.seasons.length ? problem.seasons[(variant - 1) % problem.seasons.length] : null);
  const structure = STRUCTURES[(seed + variant) % STRUCTURES.length];

  return {
    phrases,
    subjects: [...new Set(phrases.map(subjectOf).filter((s): s is string => Boolean(s)))],
    service,
    secondService: rankedServices.find((s) => s.slug !== service.slug) ?? null,
    area,
    season,
    problem,
    price: matchTerms(text, PRICE_TERMS).hits > 0,
    commercial,
    structure,
    variant,
    seed,
    year: todayKey(now).slice(0, 4),
  };
}
