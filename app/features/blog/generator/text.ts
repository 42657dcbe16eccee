/** Text helpers shared by the stages of the blog generator. */
import sanitizeHtml from "sanitize-html";
import { escapeRegExp } from "~/lib/regexp";

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

/**
 * The sentences of an article: the text of each block element (paragraph, heading, list item,
 * quotation) split at sentence ends. Headings and list items count as one sentence each.
 */
export function sentencesOf(html: string): string[] {
  const blocks = html.split(/<\/(?:p|h[1-6]|li|blockquote)>/i).map(htmlToText).filter(Boolean);
  return blocks.flatMap((b) => b.split(/(?<=[.!?])\s+(?=[A-Z"'£0-9])/)).map((s) => s.trim()).filter((s) => /[\p{L}]/u.test(s));
}

/** A sentence reduced for comparison: lower case, letters and digits only. */
export function normaliseSentence(s: string) {
  return s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

/** At most `max` characters, cut at a word boundary with an ellipsis when it had to be shortened. */
export function fitLength(text: string, max: number) {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

export function joinList(items: string[], conjunction = "and") {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

export function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** FNV-1a: a stable number from a string. */
export function hash(text: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small seeded generator (mulberry32): the same seed gives the same choices. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** One element of a non-empty list. */
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)];
    },
    /** The list in a random order. */
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}

export type Random = ReturnType<typeof seededRandom>;

/**
 * Terms that signal a topic. A term ending in `*` matches any word that starts with it; other terms
 * match whole words (with a plural s). Matching ignores case.
 */
export function termRegex(term: string) {
  const prefix = term.endsWith("*");
  const body = escapeRegExp((prefix ? term.slice(0, -1) : term).toLowerCase()).replace(/[\s-]+/g, "[\\s-]+");
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}${prefix ? "" : "(?:s|es)?(?![\\p{L}\\p{N}])"}`, "giu");
}

const regexCache = new Map<string, RegExp>();

/** How often, and how early, the terms occur in a text. */
export function matchTerms(text: string, terms: readonly string[]) {
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
