/**
 * Stage 3 of a draft: the checks every draft passes before it is saved, however it was written
 * (built in or by a model). Each problem comes with a message the office can read.
 */
import { areas, type Area } from "~/content/areas";
import {
  emergencyAttendanceHours,
  faqPriceList,
  guarantees,
  insuranceCover,
  formatPenceAsPounds,
  typicalEmergencyAttendanceMinutes,
} from "~/content/facts";
import { sanitizePostHtml } from "~/lib/sanitize.server";
import { DESCRIPTION_MAX } from "../blog.schema";
import { countWords, htmlToText, normaliseSentence, readTimeFor, sentencesOf } from "./text";
import { STOP_WORDS } from "./vocabulary";

export const MIN_WORDS = 250;

export type DraftProblemCode = "title" | "description" | "category" | "length" | "html" | "repeated" | "facts" | "towns" | "keywords" | "stuffing" | "read_time";
export type DraftProblem = { code: DraftProblemCode; message: string };

export type CheckedDraft = { title: string; description: string; category: string; content: string; readTime?: string };

const PREPOSITIONS = new Set(["in", "near", "around", "across", "at", "for", "from", "to", "of", "and", "or"]);

/** Every £ figure the firm states. */
function knownAmounts() {
  const set = new Set<string>();
  for (const p of faqPriceList) {
    set.add(formatPenceAsPounds(p.fromPence));
    if (p.toPence !== undefined) set.add(formatPenceAsPounds(p.toPence));
  }
  set.add(`${formatPenceAsPounds(insuranceCover.publicLiabilityPence / 1_000_000)} million`);
  set.add(`${formatPenceAsPounds(insuranceCover.professionalIndemnityPence / 1_000_000)} million`);
  return set;
}

/** Statements in the text that disagree with the firm's facts. */
export function contradictions(text: string): string[] {
  const found: string[] = [];
  const amounts = knownAmounts();
  for (const m of text.matchAll(/£\d{1,3}(?:,\d{3})*(?:\.\d\d)?(?:\s*million)?/g)) {
    const figure = m[0].replace(/\s+/g, " ");
    if (!amounts.has(figure)) found.push(`${figure} is not one of our prices`);
  }
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    if (!/emergenc|attend|with you|arriv|reach/i.test(sentence)) continue;
    for (const m of sentence.matchAll(/(\d+)\s*(?:to|-|–)\s*(\d+)\s*hours?/gi)) {
      if (Number(m[1]) !== emergencyAttendanceHours.from || Number(m[2]) !== emergencyAttendanceHours.to)
        found.push(`"${m[0]}" differs from the attendance promise of ${emergencyAttendanceHours.from} to ${emergencyAttendanceHours.to} hours`);
    }
    for (const m of sentence.matchAll(/(\d+)\s*minutes?/gi)) {
      if (Number(m[1]) !== typicalEmergencyAttendanceMinutes && !/reply|answer|quote|office/i.test(sentence))
        found.push(`"${m[0]}" differs from the typical attendance of ${typicalEmergencyAttendanceMinutes} minutes`);
    }
    for (const m of sentence.matchAll(/within (?:an|one|(\d+)) hours?(?! to)/gi)) {
      if (!m[1] || Number(m[1]) < emergencyAttendanceHours.to) found.push(`"${m[0]}" promises more than our attendance times`);
    }
  }
  for (const m of text.matchAll(/(\d+)[\s-]*month(?:s)?(?:'s)?\s+(?:workmanship\s+)?guarantee/gi)) {
    if (Number(m[1]) !== guarantees.workmanshipMonths) found.push(`"${m[0]}" differs from our ${guarantees.workmanshipMonths}-month guarantee`);
  }
  for (const m of text.matchAll(/(\d+)\+?[\s-]*years?(?:'s)?\s+guarantee|guaranteed for (\d+)\+? years/gi)) {
    const years = Number(m[1] ?? m[2]);
    if (years !== guarantees.patchLiningYears) found.push(`"${m[0]}" differs from our ${guarantees.patchLiningYears}+ year guarantee on patch liners`);
  }
  return found;
}

function townRegex(town: string) {
  return new RegExp(`(?<![\\p{L}-])${town.replace(/[-\s]+/g, "[-\\s]+")}(?![\\p{L}-])`, "u");
}

/** Towns with pages of their own that a text names, other than `area`. */
export function otherTownsIn(text: string, area: Area | null): string[] {
  return areas.filter((a) => a.slug !== area?.slug && townRegex(a.town).test(text)).map((a) => a.town);
}

function wordsOf(text: string) {
  return text.toLowerCase().split(/[^\p{L}\p{N}£]+/u).filter(Boolean);
}

/** Is every word of the phrase that carries meaning in `text` (a town's postcode counts as the town)? */
function phraseCovered(phrase: string, words: string[]) {
  return wordsOf(phrase)
    .filter((w) => !STOP_WORDS.has(w))
    .every((w) => {
      const postcodeTown = /^[a-z]{1,2}\d{1,2}[a-z]?$/.test(w) ? areas.find((a) => a.postcodes.some((p) => p.toLowerCase() === w)) : undefined;
      if (postcodeTown) return words.includes(postcodeTown.town.toLowerCase().split(/[\s-]/)[0]);
      const stem = w.replace(/(es|s)$/, "");
      return words.some((x) => x === w || (stem.length >= 3 && x.startsWith(stem)) || (x.length >= 4 && w.startsWith(x) && w.length - x.length <= 2));
    });
}

/** A phrase with a town or postcode stuck on without a preposition ("blocked drain Thatcham"). */
function isTownStuffed(phrase: string) {
  const words = phrase.toLowerCase().split(/\s+/);
  return words.some((w, i) => {
    const isPlace = /^[a-z]{1,2}\d{1,2}[a-z]?$/.test(w) || areas.some((a) => a.town.toLowerCase().split(/[\s-]+/)[0] === w);
    return isPlace && words.length > 1 && (i === 0 || !PREPOSITIONS.has(words[i - 1]));
  });
}

/**
 * What is wrong with a draft (empty when it may be saved). `area` is the one town the article is
 * about (null for none); `phrases` the keyword phrases it was written for.
 */
export function checkDraft(draft: CheckedDraft, { phrases, area }: { phrases: string[]; area: Area | null }): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const title = draft.title.trim();
  if (title.length < 10 || title.length > 150) problems.push({ code: "title", message: "The title must be 10 to 150 characters long." });
  if (draft.description.trim().length < 20 || draft.description.length > DESCRIPTION_MAX)
    problems.push({ code: "description", message: `The description must be 20 to ${DESCRIPTION_MAX} characters long.` });
  if (!draft.category.trim() || draft.category.length > 60) problems.push({ code: "category", message: "The post needs a category of up to 60 characters." });
  if (draft.content !== sanitizePostHtml(draft.content)) problems.push({ code: "html", message: "The content uses markup outside the allowed list." });
  const words = countWords(draft.content);
  if (words < MIN_WORDS) problems.push({ code: "length", message: `The article has ${words} words; it needs at least ${MIN_WORDS}.` });

  const seen = new Map<string, string>();
  for (const s of sentencesOf(draft.content)) {
    const key = normaliseSentence(s);
    if (key.split(" ").length < 4) continue;
    if (seen.has(key)) {
      problems.push({ code: "repeated", message: `A sentence is repeated: "${s}"` });
      break;
    }
    seen.set(key, s);
  }

  const text = htmlToText(draft.content);
  const all = `${title}. ${draft.description}. ${text}`;
  for (const c of contradictions(all)) problems.push({ code: "facts", message: `The draft contradicts our facts: ${c}.` });
  const others = otherTownsIn(all, area);
  if (others.length) problems.push({ code: "towns", message: `The article is about ${area?.town ?? "no single town"} but also names ${others.join(", ")}.` });

  const firstParagraph = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(draft.content)?.[1] ?? "";
  const lead = wordsOf(`${title} ${htmlToText(firstParagraph)}`);
  const missing = phrases.filter((p) => !phraseCovered(p, lead));
  if (missing.length) problems.push({ code: "keywords", message: `The title and first paragraph do not mention: ${missing.join(", ")}.` });
  const lower = all.toLowerCase();
  const stuffed = phrases.filter((p) => isTownStuffed(p) && lower.includes(p.toLowerCase()));
  if (stuffed.length) problems.push({ code: "stuffing", message: `Keywords pasted in as typed rather than written into a sentence: ${stuffed.join(", ")}.` });
  if (draft.readTime && draft.readTime !== readTimeFor(draft.content))
    problems.push({ code: "read_time", message: `The reading time should be ${readTimeFor(draft.content)}.` });
  return problems;
}
