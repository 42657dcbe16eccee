/**
 * A message in the middle of a booking, read as a question to answer beside it — a fact of the site,
 * when we can come, a topic of the site, whether we do a kind of work, the prices — or as nothing of
 * the kind (null): a detail, a change or a choice for the booking itself. One reader decides, so that
 * "could you do the day after instead" is a change of day wherever the booking is, and a side question
 * gets the same answer as it would outside a booking.
 */
import { findPhone, findPostcode, withoutFullNames } from "./extract.server";
import { answerTopic, priceListText, type ChatBusiness } from "./knowledge.server";
import { serviceAskedFor, serviceFromWords, type ChatService, type Understanding } from "./nlu.server";
import { dayCountedFrom, MOVES_A_VISIT } from "./day-moves.server";
import { findPreferredTime, withoutRecurrence } from "./when.server";
import { topicFor, whenAnswer, whenQuestion, type WhenQuestion } from "./acts.server";
import { factAnswer, factFor, type FactTopic } from "./facts.server";
import { isQuestion, PRICE_QUESTION, serviceAnswer, splitQuestions, WORK_VERBS } from "./answer.server";
import { asksSomething, PART_ASKS } from "./asks.server";
import type { BookingDraft } from "./dialogue-state.server";

/** A topic of the site answered beside a booking (not who the assistant is). */
type SiteTopic = Exclude<NonNullable<ReturnType<typeof topicFor>>, "bot">;

export type SideQuestion =
  | { kind: "work"; service: ChatService }
  | { kind: "fact"; fact: FactTopic }
  | { kind: "when"; when: WhenQuestion }
  | { kind: "topic"; topic: SiteTopic }
  | { kind: "prices" }
  | { kind: "also"; thing: string };

/** "could your man look at the gully as well", "while he is here": more work asked of the engineer on the same visit. */
const ALSO_ASKED = new RegExp(`\\b(?:can|could|cud|will|would|wud) (you|u|ya|your (?:man|engineer|chap|lad|guy|bloke)|ur (?:man|engineer|chap|lad|guy|bloke)|the engineer|he|she|they) (?:also |just )?(?:${WORK_VERBS}|reseal|seal|mend|patch|check|have a look at|take a look at)\\b`, "i");
const ALSO = /\b(?:as well|too|also|while (?:he|she|they|you|u|your man|ur man|the engineer)(?:'s|'re| is| are)? (?:here|there|up there|at it|on site|round|about)|at the same time|on the same visit)\b/i;
/** The drains and gutters a visitor names: what more work is asked about. */
const THING = /\b(soakaway|joint|gull(?:y|ies)|gutter(?:s|ing)?|downpipe|manhole|inspection chamber|septic tank|cesspit|soil (?:pipe|stack)|interceptor|grease trap|sewer|drain|waste pipe|hopper|fascia|soffit)s?\b/gi;

/** The thing the engineer is asked to look at: named after the verb ("look at the gully"), or the last one named before it ("…a soakaway in the lawn. Could your man look at that as well?"). */
function thingAsked(text: string): string | null {
  const verb = ALSO_ASKED.exec(text);
  if (!verb) return null;
  const after = [...text.slice(verb.index).matchAll(THING)][0];
  const before = [...text.slice(0, verb.index).matchAll(THING)].pop();
  const thing = /^\S+\s+\S+\s+\S+\s+(?:at |after |with )?(?:it|that|them|those|this)\b/i.test(text.slice(verb.index)) ? (before ?? after) : (after ?? before);
  return thing ? thing[0].toLowerCase() : null;
}

/** "do u sort the downpipes too": whether we do a kind of work, asked mid-booking. */
const ASKS_FOR_WORK = new RegExp(`\\b(?:do|can|could|will|would) (?:you|u|ya)(?: lot| guys)? (?:also |as well )?${WORK_VERBS}\\b`, "i");

/** "could he come in the evening after we shut instead": an evening asked for in the booking is the choice. */
const ASKS_TO_COME = /^(?:(?:oh|ok|actually|sorry)[, ]+)?(?:could|cud|can|would|wud) (?:he|she|they|you|u|someone|some1|the engineer|it) (?:come|be|do it|make it)\b/i;


/** The question a message asks beside the booking, or null when it is about the booking itself; `asks` is asksSomething's reading. */
export function sideQuestion(text: string, u: Understanding, draft: BookingDraft, now: Date, asks = asksSomething(text, u)): SideQuestion | null {
  // Read in the order used outside a booking: when we can come, then the site's topics, then its facts
  // ("can u invoice the farm n we pay by bank transfer" is about paying, not about farms).
  // "cud they come in the afternoon, still the 17th": a day or a part of it chosen as a question is the choice.
  const asked = whenQuestion(text);
  const movesIt = asked === "out-of-hours" && (/\b(?:instead|rather)\b/i.test(text) || ASKS_TO_COME.test(text.trim()));
  const chosen = asked && (["day", "weekend", "soon", "today"].includes(asked) || movesIt) ? findPreferredTime(withoutRecurrence(text), now) : null;
  const when = chosen && !chosen.problem && (chosen.window || chosen.date) ? null : asked;
  // "r u insured for ladder work?": a question the site answers in words of its own, as outside a booking.
  // A fact of its own outranks a general answer ("paperwork for our insurer" beside an interceptor, "video of the relining afterwards").
  const general = !when && (asks || isQuestion(u)) ? topicFor(text) : null;
  const topic = (general === "commercial" || general === "patch-lining" || general === "services") && factFor(text) ? null : general;
  // "how long will the drain be out of action", "will the house be out of action all day", in a booking, is asked of
  // the booking's own work.
  const work = draft.service === "cctv_survey" ? "survey" : draft.service === "drain_repairs" ? "patch repair" : "job";
  const fact = asks && !topic ? (factFor(text) ?? (/\bhow long\b|\ball day\b|\bout of (?:action|use)\b|\bwithout (?:the |a |our )?(?:loo|toilet|water)\b/i.test(text) ? factFor(`${text} ${work}`) : null)) : null;
  const sideTopic = topic === "bot" ? null : topic;
  // "cud we set up something regular": visits on a schedule, asked for beside the booking, get the maintenance answer.
  const regular = asks && draft.service !== "drainage_maintenance" && serviceAskedFor(text) === "drainage_maintenance" ? "drainage_maintenance" : undefined;
  // "we have an inspection that thursday, could you do the wednesday before instead": a day asked for is no question about work.
  // Read only when a side answer is in question: the date reader is the slowest part of a turn.
  const movesDay = () => Boolean((draft.date && dayCountedFrom(draft.date, text, now)) || findPreferredTime(withoutRecurrence(text), now)?.date);
  // A phone number or a postcode in the message gives booking details: it is no side question. So does a name the
  // booking is put under ("can u put the booking in my husbands name, Rohan Mehta").
  const givesDetails = () => Boolean(findPhone(text) || findPostcode(text) || /\b(?:put|book|have)\b.{0,30}\b(?:in|under) (?:his|her|their|(?:my|our|the) [a-z]+'?s?) name\b/i.test(text));
  // "While he is here, could your man look at the gully at the foot of the downpipe?": noted for the same visit.
  // Asked of "you" about the work already booked ("can u clear the downpipes as well" with gutters), it is whether we do it.
  const also = draft.service && !fact && !when && asks && ALSO.test(text) ? thingAsked(text) : null;
  const ofTheBooking = also && /^(?:you|u|ya)$/i.test(ALSO_ASKED.exec(text)?.[1] ?? "") && serviceFromWords(also) === draft.service;
  if (also && !ofTheBooking && !givesDetails() && !movesDay()) return { kind: "also", thing: also };
  // "our annual fire alarm service is that thursday, could your man come on the friday instead": a day moved, not visits on a schedule.
  const service = !fact && !when && !sideTopic && asks && ASKS_FOR_WORK.test(text) && !movesDay() ? serviceFromWords(text) : regular && !movesDay() ? regular : undefined;
  if (service) return givesDetails() ? null : { kind: "work", service };
  // "before i give u my details wots it likely to cost": the prices, as outside a booking.
  // "under my husband's name, Gareth Price": a surname is no price asked.
  const prices = asks && !fact && !when && !sideTopic && PRICE_QUESTION.test(withoutFullNames(text));
  if (!(fact || when || sideTopic || prices) || givesDetails()) return null;
  // "she's not handing the keys back till wednesday, can we do the day after instead": a day moved is no side question.
  // "the scaffold is up that week, could you come on the tuesday of the week before": a day counted from the chosen one, asked to come on.
  if ((MOVES_A_VISIT.test(text) && movesDay()) || (draft.date && /\b(?:you|u|he|she|they|(?:your|ur|the) (?:man|engineer|lads?)|someone|somebody|some1)\b.{0,12}\bcome\b/i.test(text) && dayCountedFrom(draft.date, text, now))) return null;
  return fact ? { kind: "fact", fact } : when ? { kind: "when", when } : sideTopic ? { kind: "topic", topic: sideTopic } : { kind: "prices" };
}

/** The answer to a side question, the same words as outside a booking. */
export function sideAnswer(side: SideQuestion, business: ChatBusiness): string {
  switch (side.kind) {
    case "work":
      return `Yes. ${serviceAnswer(side.service, business)}`;
    case "also":
      return `Yes, we can look at the ${side.thing} too: I've added it to the notes for the engineer, and the office will tell you if it needs a visit of its own.`;
    case "fact":
      return factAnswer(side.fact, business);
    case "when":
      return whenAnswer(side.when, business);
    case "topic":
      return answerTopic(side.topic, business);
    case "prices":
      return priceListText();
  }
}

/** Topics whose answer adds nothing beside a booking just begun for the work itself. */
const NOT_BESIDE_A_REQUEST = new Set<SiteTopic>(["services", "commercial", "areas-covered", "contact", "about"]);

/**
 * "my mums 84, can u clean out her gutters n does she get the discount": the answers to questions asked in the
 * same message as a request for work, given before the booking's first question. Only a part that is itself a
 * question is read, and only for a fact or a topic the site answers in words of its own.
 */
export function questionsBesideARequest(text: string, u: Understanding, business: ChatBusiness, now: Date): string[] {
  const parts = splitQuestions(text);
  if (parts.length < 2) return [];
  const answers = parts
    .filter((part) => PART_ASKS.test(part.trim()))
    .map((part) => sideQuestion(part, u, {}, now, true))
    .filter((side): side is SideQuestion => Boolean(side) && (side?.kind === "fact" || (side?.kind === "topic" && !NOT_BESIDE_A_REQUEST.has(side.topic))))
    .map((side) => sideAnswer(side, business));
  return [...new Set(answers)];
}


