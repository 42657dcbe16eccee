import { describe, expect, it } from "vitest";
import { areas } from "~/content/areas";
import { openingHours } from "~/content/areas-served";
import { establishedYear, faqPriceList, formatPenceAsPounds, guarantees } from "~/content/facts";
import { faqs } from "~/content/faqs";
import { services } from "~/content/services";
import { respond } from "./engine.server";
import { answerTopic, firstSentences } from "./knowledge.server";
import { CORPUS_BUSINESS, CORPUS_NOW, FALLBACK } from "./corpus/labels";

/**
 * Every fact the site states, asked three ways: as the site itself would put it, as a visitor types
 * on a phone (lower case, "u", "ur", no punctuation), and with a typing slip in its longest word. The
 * questions are generated from the content modules, so a fact added to the site is asked here too;
 * each answer must state the fact in its first sentences, never "I don't know".
 */

const CASUAL: Array<[RegExp, string]> = [
  [/\byou\b/g, "u"],
  [/\byour\b/g, "ur"],
  [/\bare\b/g, "r"],
  [/\bplease\b/g, "pls"],
  [/[?,.!]/g, ""],
];

function casual(text: string) {
  let t = text.toLowerCase();
  for (const [re, to] of CASUAL) t = t.replace(re, to);
  return t.trim();
}

/** One typing slip: the two middle letters of the longest word swapped. */
function misspelt(text: string) {
  const words = text.split(/(\s+)/);
  let longest = -1;
  words.forEach((w, i) => {
    if (/^[A-Za-z]{6,}$/.test(w) && (longest < 0 || w.length > words[longest].length)) longest = i;
  });
  if (longest < 0) return text;
  const w = words[longest];
  const mid = Math.floor(w.length / 2);
  words[longest] = w.slice(0, mid - 1) + w[mid] + w[mid - 1] + w.slice(mid + 1);
  return words.join("");
}

type Fact = { name: string; question: string; states: (reply: string) => boolean };

const lower = (s: string) => s.toLowerCase();
/** The reply's opening: the fact must be stated here, not after a paragraph of something else. */
const opening = (reply: string) => firstSentences(reply, 3);

const facts: Fact[] = [
  ...faqs.map((faq) => {
    const first = firstSentences(answerTopic(faq.topic, CORPUS_BUSINESS), 1);
    return { name: `FAQ: ${faq.question}`, question: faq.question, states: (reply: string) => reply.includes(first) };
  }),
  ...services.map((s) => ({
    name: `service: ${s.title}`,
    question: `Do you offer ${s.title.replace(/&.*/, "").trim().toLowerCase()}?`,
    states: (reply: string) => lower(opening(reply)).includes(lower(s.title.replace(/&.*/, "").replace(/s$/, "").trim())),
  })),
  ...areas.map((a) => ({
    name: `area: ${a.town}`,
    question: `Do you cover ${a.town.replace(/-on-Thames$/, "")}?`,
    states: (reply: string) => /^Yes\b/.test(reply),
  })),
  ...areas.flatMap((a) =>
    (a.subAreas ?? [])
      .filter((sub) => !areas.some((other) => other.town === sub))
      .map((sub) => ({ name: `area: ${sub} (${a.town})`, question: `Do you cover ${sub}?`, states: (reply: string) => /^Yes\b/.test(reply) })),
  ),
  ...openingHours.flatMap((h) =>
    h.days.map((day) => ({
      name: `hours: ${day}`,
      question: `What are your opening hours on ${day}?`,
      states: (reply: string) => opening(reply).includes(h.display),
    })),
  ),
  ...faqPriceList.map((p) => ({
    name: `price: ${p.label}`,
    question: `How much do you charge for ${p.label.toLowerCase().replace(/\s*\(.*\)/, "")}?`,
    states: (reply: string) => reply.includes(formatPenceAsPounds(p.fromPence)),
  })),
  { name: "about: founded", question: "How long has the company been established?", states: (reply) => reply.includes(String(establishedYear)) },
  { name: "about: who we are", question: "Tell me about your company", states: (reply) => /family|2000|local/i.test(opening(reply)) },
  { name: "guarantee: workmanship", question: "What guarantee do you give on your work?", states: (reply) => new RegExp(`${guarantees.workmanshipMonths}[- ]month`).test(reply) },
  { name: "guarantee: patch liners", question: "How long do patch liners last?", states: (reply) => reply.includes(`${guarantees.patchLiningYears}`) },
];

const ways = { formal: (q: string) => q, casual, misspelt: (q: string) => misspelt(casual(q)) } as const;

describe("every fact the site states, asked three ways", () => {
  for (const fact of facts) {
    for (const [way, phrase] of Object.entries(ways)) {
      const question = phrase(fact.question);
      it(`${fact.name} (${way}: "${question}")`, async () => {
        const out = await respond({ state: null, message: question, now: CORPUS_NOW, business: CORPUS_BUSINESS });
        expect(out.reply).not.toMatch(FALLBACK);
        expect(fact.states(out.reply), out.reply).toBe(true);
      });
    }
  }

  it("covers at least 60 facts", () => expect(facts.length).toBeGreaterThanOrEqual(60));
});

describe("coverage answers from the gazetteer: yes, no or 'tell me the postcode' first, then the distance", () => {
  const ask = (message: string) => respond({ state: null, message, now: CORPUS_NOW, business: CORPUS_BUSINESS }).then((o) => o.reply);
  it("a village of West Berkshire with no page of its own", async () => expect(await ask("do you cover Yattendon?")).toMatch(/^Yes, we cover Yattendon, about \d+ miles from our base in Newbury/));
  it("an area town, with a sentence of local detail", async () => expect(await ask("are you in Lambourn?")).toMatch(/^Yes, we cover Lambourn, about 1\d miles from our base in Newbury, so we can come out to you\. \S+/));
  it("a town beyond the area, with how far it is", async () => expect(await ask("do you go to Salisbury")).toMatch(/^Sorry, Salisbury is outside our area, about \d\d miles from our base in Newbury/));
  it("a town on the edge of the radius", async () => expect(await ask("do you cover Crowthorne")).toMatch(/^Crowthorne is right on the edge of our area.*postcode.*01632 960 000/));
  it("a place the gazetteer does not know", async () => expect(await ask("do you cover Chipping Norton")).toMatch(/^I can't tell from the name whether we cover Chipping Norton: tell me the postcode/));
});
