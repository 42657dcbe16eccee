/**
 * Visitors' spelling: text-speak written out ("wen r u open" → "when are you open") and misspelt
 * words put right against the assistant's own vocabulary ("drians" → "drains", "Thatchem" →
 * "Thatcham") by edit distance (fastest-levenshtein).
 *
 * Two forms come out: `expanded` (text-speak only, capitals kept: safe for reading names,
 * addresses and days) and `normalised` (also corrected: for the intent, the places,
 * the services and the search index).
 */
import { readFileSync } from "node:fs";
import { distance } from "fastest-levenshtein";
import wordListPath from "word-list";

/** Text-speak and shorthand, written out. Keys are lower case whole words. */
const SHORTHAND: Record<string, string> = {
  u: "you",
  helo: "hello",
  hullo: "hello",
  brill: "brilliant",
  ya: "you",
  ur: "your",
  r: "are",
  y: "why",
  wat: "what",
  wot: "what",
  wats: "what's",
  wots: "what's",
  whos: "who's",
  whats: "what's",
  wen: "when",
  hw: "how",
  pls: "please",
  plz: "please",
  plse: "please",
  thx: "thanks",
  thnx: "thanks",
  thanx: "thanks",
  ty: "thank you",
  tq: "thank you",
  ta: "thanks",
  cya: "bye",
  sum1: "someone",
  some1: "someone",
  any1: "anyone",
  cn: "can",
  cud: "could",
  shud: "should",
  shld: "should",
  wud: "would",
  nxt: "next",
  wk: "week",
  tmrw: "tomorrow",
  tmw: "tomorrow",
  tmoro: "tomorrow",
  tomoz: "tomorrow",
  tmoz: "tomorrow",
  "2mrw": "tomorrow",
  "2mro": "tomorrow",
  "2moz": "tomorrow",
  "2moro": "tomorrow",
  "2morrow": "tomorrow",
  "2day": "today",
  "2nite": "tonight",
  tonite: "tonight",
  thru: "through",
  wanna: "want to",
  gonna: "going to",
  coz: "because",
  cos: "because",
  b4: "before",
  gr8: "great",
  poss: "possible",
  asap: "as soon as possible",
  yeh: "yeah",
  yh: "yeah",
  ye: "yes",
  mornin: "morning",
  evenin: "evening",
  wont: "won't",
  dont: "don't",
  cant: "can't",
  isnt: "isn't",
  doesnt: "doesn't",
  shouldnt: "shouldn't",
  thats: "that's",
  hows: "how's",
  mon: "monday",
  tue: "tuesday",
  tues: "tuesday",
  wed: "wednesday",
  weds: "wednesday",
  thu: "thursday",
  thur: "thursday",
  thurs: "thursday",
  fri: "friday",
  sat: "saturday",
  sun: "sunday",
  loo: "toilet",
  arvo: "afternoon",
  avo: "afternoon",
  afto: "afternoon",
  bout: "about",
  abt: "about",
  nite: "night",
  tho: "though",
  summat: "something",
  wknd: "weekend",
  hol: "holiday",
  hols: "holidays",
  ppl: "people",
  n: "and",
  // "it bungs up", "bunged again": blocked, in the word people use.
  bung: "block",
  bungs: "blocks",
  bunged: "blocked",
  bunging: "blocking",
  "2": "to",
  "4": "for",
  "+": "and",
  "&": "and",
};

/** Words that carry nothing: laughter, swearing used as emphasis. */
const NOISE = new Set(["lol", "lmao", "haha", "ffs", "omg", "pmsl", "xx", "x"]);

/** Days' short forms that are also ordinary words: written out only when they stand alone as a day. */
const DAY_SHORT = new Set(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]);

function caseLike(original: string, word: string) {
  return /^[A-Z]/.test(original) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/**
 * Text-speak written out. "2" and "4" only between words ("come out 2 unblock"), never in a
 * number, an address or a time; day abbreviations only where a day fits ("open sat?", "thurs pm").
 */
export function expandShorthand(text: string): string {
  return text.replace(/(^|[^\w@.'’-])([\w+&]+|[+&])(?=$|[^\w@'’-]|\.(?:\s|$))/g, (whole, lead: string, word: string, offset: number) => {
    const lower = word.toLowerCase();
    if (NOISE.has(lower)) return lead;
    const full = SHORTHAND[lower];
    if (!full) return whole;
    if (lower === "2" || lower === "4") {
      const before = text.slice(0, offset + lead.length);
      const after = text.slice(offset + whole.length);
      if (!/[a-z]\s*$/i.test(before) || !/^\s*[a-z]/i.test(after) || /\b(flat|unit|no|number|at|from|after|before|till|til|until|by|about|around|past|half|or|and|the|my|our|his|her|their|these|those|all|only|just)\s*$/i.test(before)) return whole;
      if (/^\s*(?:onwards|ish|o'?clock|or|and|till|til|until|am|pm|the|(?:[a-z]+\s+){1,3}(?:road|rd|street|st|lane|close|way|avenue|drive|cottages?|crescent|gardens|terrace|court|mews|place|row|villas|farm|house))\b/i.test(after)) return whole;
      // "the address is 2 Lower Lock Cottages": a number before a capitalised name is a house number.
      if (/^\s*[A-Z][a-z'’-]+\s+[A-Z]/.test(after)) return whole;
      // "in 2 days time", "2 houses", "2 of them": a number counting things, not "to" or "for".
      if (/^\s*(?:(?!(?:us|is|was|this|has|does|yours|ours|theirs|his|hers|its|as|less|unless|pass|access|across|address|ask)\b)[a-z]+s\b|of\b|hrs?\b|mins?\b|wks?\b|yrs?\b|day\b|week\b|hour\b|month\b)/i.test(after)) return whole;
    }
    // "slow for a week n now it pongs": "n" is "and" only as a lower-case word between words.
    // "n say it was after 6, wots the callout": opening a message of several words, it is "and" too.
    const opensMessage = !text.slice(0, offset + lead.length).trim() && /^\s+[a-z]+[?,.!]?\s+[a-z]+/i.test(text.slice(offset + whole.length));
    if (lower === "n" && (word !== "n" || (!opensMessage && (!/[a-z][,?!.]?\s+$/i.test(text.slice(0, offset + lead.length)) || !/^\s+[a-z]/i.test(text.slice(offset + whole.length)))))) return whole;
    if (DAY_SHORT.has(lower) && lower === "sun" && !/\?|\b(open|on|this|next|am|pm|morning|afternoon|evening)\b/i.test(text)) return whole;
    if (lower === "wed" && !/\b(am|pm|morning|afternoon|evening|open|on|next|this)\b|^\s*wed\s*$/i.test(text)) return whole;
    // "Crumb & Co", "Smith & Sons": "&" inside a name is the name's.
    if (word === "&" && /[A-Z][\w'’]*\s*$/.test(text.slice(0, offset + lead.length)) && /^\s*[A-Z]/.test(text.slice(offset + whole.length))) return whole;
    return lead + caseLike(word, full);
  });
}

/** Words the assistant knows; built once from its training sentences and the site's text. */
let vocabulary: { words: Set<string>; byLength: Map<number, string[]>; frequency: Map<string, number> } | undefined;
let places: string[] = [];

/**
 * English words (about 275,000, British spellings included, from the word-list package): a word
 * that is one is never "corrected" to a word of the assistant's own ("forecast" is not "forest",
 * "money wise" not "money wipe"); only what is no word at all is put right.
 */
let english: Set<string> | undefined;

function englishWords() {
  english ??= new Set(readFileSync(wordListPath, "utf8").split("\n"));
  return english;
}

export function isEnglishWord(word: string) {
  return englishWords().has(word);
}

/** Give the speller its words: every word the assistant knows, and the place names it serves or refuses. */
export function setVocabulary(texts: Iterable<string>, placeNames: string[]) {
  // Read with the rest of the vocabulary, when the model is trained, not on a visitor's message.
  englishWords();
  const frequency = new Map<string, number>();
  for (const text of texts) {
    for (const w of text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? []) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  }
  const byLength = new Map<number, string[]>();
  for (const w of frequency.keys()) {
    if (w.length < 4) continue;
    const list = byLength.get(w.length) ?? [];
    list.push(w);
    byLength.set(w.length, list);
  }
  vocabulary = { words: new Set(frequency.keys()), byLength, frequency };
  places = placeNames.filter((p) => !/\s/.test(p) && p.length >= 5);
}

function allowedDistance(length: number) {
  if (length >= 8) return 2;
  if (length >= 5) return 2;
  return 1;
}

/** Two letters side by side typed the wrong way round ("whtiley" for "whitley"). */
function isTransposition(a: string, b: string) {
  if (a.length !== b.length) return false;
  const diff: number[] = [];
  for (let i = 0; i < a.length && diff.length <= 2; i++) if (a[i] !== b[i]) diff.push(i);
  return diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]];
}

/** Edit distance counting a swap of two neighbouring letters as one slip, as typing makes it. */
function typingDistance(a: string, b: string) {
  return isTransposition(a, b) ? 1 : distance(a, b);
}

/** The known word nearest to `word`, if it is near enough; otherwise the word itself. */
export function correctWord(word: string): string {
  if (!vocabulary) return word;
  const lower = word.toLowerCase();
  if (vocabulary.words.has(lower) || (!/^[A-Z]/.test(word) && isEnglishWord(lower))) return word;
  if (lower.length === 3 && /^[a-z]+$/.test(word)) return correctShortWord(lower);
  if (lower.length < 4 || /\d/.test(lower)) return word;
  const capital = /^[A-Z]/.test(word);
  // A capitalised word is a name or a place: only a place name may replace it.
  if (capital) {
    let best: string | undefined;
    let bestDistance = Infinity;
    for (const p of places) {
      if (Math.abs(p.length - lower.length) > 2) continue;
      const d = typingDistance(lower, p.toLowerCase());
      if (d < bestDistance) {
        best = p;
        bestDistance = d;
      }
    }
    const limit = lower.length >= 7 ? 2 : lower.length >= 5 ? 1 : 0;
    return best && bestDistance <= limit ? best : word;
  }
  const limit = allowedDistance(lower.length);
  let best: string | undefined;
  let bestDistance = Infinity;
  let bestFrequency = 0;
  for (let len = lower.length - limit; len <= lower.length + limit; len++) {
    for (const candidate of vocabulary.byLength.get(len) ?? []) {
      // Typing errors rarely change the first letter.
      if (candidate[0] !== lower[0] && lower.length < 7) continue;
      const d = typingDistance(lower, candidate);
      const f = vocabulary.frequency.get(candidate) ?? 0;
      if (d < bestDistance || (d === bestDistance && f > bestFrequency)) {
        best = candidate;
        bestDistance = d;
        bestFrequency = f;
      }
    }
  }
  // Five- and six-letter words: one edit, or two when the letters are the same ("drians").
  if (best && bestDistance === 2 && lower.length < 7 && [...lower].sort().join("") !== [...best].sort().join("")) return word;
  return best && bestDistance <= limit ? best : word;
}

/**
 * A three-letter word the assistant does not know ("tme"): only a letter left out ("time") or two
 * letters swapped ("teh") is put right, to the commonest such word; any other edit of so short a
 * word is as likely to make a different word as the one meant.
 */
function correctShortWord(word: string): string {
  const { frequency } = vocabulary!;
  let best = word;
  let bestFrequency = 0;
  const consider = (candidate: string) => {
    const f = frequency.get(candidate) ?? 0;
    if (f > bestFrequency) [best, bestFrequency] = [candidate, f];
  };
  for (const candidate of vocabulary!.byLength.get(4) ?? []) {
    for (let i = 0; i < 4; i++) {
      if (candidate.slice(0, i) + candidate.slice(i + 1) === word) {
        consider(candidate);
        break;
      }
    }
  }
  for (let i = 0; i < 2; i++) consider(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  return best;
}

export type Normalised = { original: string; expanded: string; normalised: string };

export function normalise(text: string): Normalised {
  const expanded = expandShorthand(text).replace(/\s+/g, " ").trim();
  const corrected = expanded.replace(/[A-Za-z][A-Za-z'’]*/g, (w) => {
    if (/['’]/.test(w)) return w;
    return correctWord(w);
  });
  return { original: text, expanded, normalised: corrected };
}

/** A message lower-cased, with its punctuation taken out, for the pattern readers. */
export const CLEAN = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^a-z0-9' ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Text-speak spelt out for the readers below: "r u" → "are you", "ur" → "your", "wot" → "what". */
export const SPOKEN = (t: string) =>
  expandShorthand(t)
    .toLowerCase()
    .replace(/\br\b/g, "are")
    .replace(/\b(?:u|ya)\b/g, "you")
    .replace(/\bur\b/g, "your")
    .replace(/\b(?:wot|wat)\b/g, "what")
    .replace(/\bwots\b/g, "whats")
    .replace(/\bwen\b/g, "when")
    .replace(/\bwud\b/g, "would")
    .replace(/\bcud\b/g, "could")
    .replace(/\bshud\b/g, "should")
    .replace(/\bhw\b/g, "how")
    .replace(/\b(some|any|no)1\b/g, "$1one")
    .replace(/\b2day\b/g, "today")
    .replace(/\b2nite\b/g, "tonight")
    .replace(/\b2mor+o+w?\b|\b2morrow\b|\b2moz\b/g, "tomorrow")
    .replace(/\bsum(?:1|one|body)\b/g, "someone")
    .replace(/\bb4\b/g, "before")
    .replace(/\bhols\b/g, "holidays")
    .replace(/\bbank hol\b/g, "bank holiday")
    .replace(/\bthru\b/g, "through")
    .replace(/\bppl\b/g, "people")
    .replace(/\b(?:pls|plz)\b/g, "please")
    .replace(/\bwhere abouts\b/g, "whereabouts");
