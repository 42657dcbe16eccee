/**
 * The built-in assistant: no network, no model. One turn at a time it reads the visitor's message
 * (intent and entities from nlu.server.ts, facts from extract.server.ts, dialogue acts from
 * acts.server.ts), decides what the turn is (a refusal, a goodbye, a question to answer, a booking
 * to start or to carry on) and keeps the dialogue state (dialogue-state.server.ts).
 *
 * The parts: answer.server.ts answers questions from the site's content; booking-dialogue.server.ts
 * collects a booking request slot by slot, in any order and several at a time, with corrections and
 * cancellation, reads it back and submits it only after an explicit yes; booking-request.server.ts
 * holds the checks (`validateBooking`: valid UK phone, postcode inside the area) and the wording;
 * slot-choice.server.ts reads the visitor's choice among the free arrival windows offered.
 * This module decides; it touches no database: the free windows come from the caller's finder
 * (`input.slots`), and the caller stores the state and, when the result carries `submit` or `book`,
 * makes the booking (booking.server.ts).
 */
import { dayOfWeek, todayKey } from "~/lib/business-day";
import { findDescription, findPhone, findPostcode, isCancel, isExplicitYes, isNo, mentionsProblem } from "./extract.server";
import { answerTopic, describeAreaCheck, priceListText, servedDistricts } from "./knowledge.server";
import { serviceAskedFor, serviceFromWords, understand } from "./nlu.server";
import { findPreferredTime, mentionsRecurrence, withoutRecurrence } from "./when.server";
import { asksForPaperwork, asksForPerson, asksHours, endsWithGoodbye, goodbyeReply, topicFor, isGoodbye, isHoldOn, isOverrideAttempt, isResolved, putsOff, refusalReply, whenAnswer, whenQuestion } from "./acts.server";
import { factAnswer, factFor, factOffers } from "./facts.server";
import { answerAll, areaQuestion, bookingFactCount, coveredLead, CAPABILITY_QUESTION, dontKnowReply, EMERGENCY_WORDS, emergencyText, FOLLOW_UP, GUTTERS_ONLY, hoursAnswer, isEmergency, isWorkRequest, OFFER, personReply, PRICE_QUESTION, REQUEST, SERIOUS, SEWAGE_INDOORS, splitQuestions, WORK_VERBS } from "./answer.server";
import { asksInAClause, WH_QUESTION } from "./asks.server";
import { DAY_NAMES, question } from "./booking-request.server";
import { closed, continueBooking, startBooking } from "./booking-dialogue.server";
import { questionsBesideARequest } from "./side-question.server";
import { readState, type ChatState, type EngineInput, type EngineOutput } from "./dialogue-state.server";

/** "can you arrange it with the tenant directly", "liaise with them": how we work with tenants. */
/** "can the letting agent book it in for the tenant", "on behalf of my tenant": who may arrange the work, asked. */
const ON_BEHALF = /^(?:can|could|will|would|do|does|is it ok (?:if|for))\s+(?:the|my|our|a|an)\s+(?:letting agents?|agents?|managing agents?|landlords?|tenants?|property managers?)\b|\bon behalf of\b|\b(?:bill|invoice|charge) (?:me|us)\b|\bsend (?:the|your) (?:bill|invoice) (?:to|on to) (?:me|us)\b/i;
const ARRANGE_WITH_TENANT = /\bwithout (?:me|us|the landlord|the owner|anyone|somebody|someone)(?: being)? (?:there|present|in|home|around|about)\b|\b(?:arrange|liaise|deal|sort (?:it|access)|speak|talk|organi[sz]e)\b.{0,25}\b(?:with|to)\s+(?:the |my |our )?(?:tenants?|her|him|them|occupiers?)\b.{0,12}\b(?:direct(?:ly)?)?/i;

/** "is that something you do", "do you deal with them", "is that your thing": whether we do the work, asked after telling it. */
const DO_WE_DO = /\b(?:is (?:that|this|it) something (?:you|u)(?: lot| guys)? (?:do|deal with|can do|cover|handle|take on)|is (?:that|this|it) (?:your|ur) (?:thing|sort of thing|kind of thing|line(?: of work)?|area|field|department|bag|job)|(?:is (?:that|this|it) )?(?:up|down) (?:your|ur) (?:street|alley)|is (?:that|this|it) (?:the )?(?:sort|kind) of (?:thing|job|work) (?:you|u)(?: lot| guys)?(?:'d| would| can| will)? (?:do|deal with|take on|handle|cover)|do (?:you|u)(?: lot| guys)? (?:do|deal with|sort|handle) (?:that|them|those|this|these)(?: sort of thing| kind of thing)?)\b(?!.*\b(?:tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)/i;
/** "can you fix my washing machine": a repair asked for on an appliance, not a drain. */
const APPLIANCE = /\b(?:fix|repair|mend|service|fit|install|replace|look at|put up|erect|build|lay|paint|decorate)\b.{0,25}\b(?:washing machines?|dishwashers?|boilers?|fridges?|freezers?|ovens?|cookers?|tumble dryers?|cars?|tvs?|televisions?|computers?|laptops?|radiators?|central heating|(?:new |whole |full )?(?:bathrooms?|kitchens?|en ?suites?|wet rooms?|showers? enclosures?|windows?|doors?|conservator(?:y|ies)|extensions?|roofs?|flooring|floors?|tiles?|tiling|carpets?|fences?|fencing|solar panels?|heat pumps?))\b/i;
const DRAIN_PART = /\b(?:drains?|pipes?|waste|hoses?|outlets?|traps?|sinks?|gull(?:y|ies)|plumbing|blocked|blockage|gutters?|guttering|downpipes?|soakaways?|manholes?|toilets?|loos?|leaks?|leaking)\b/i;
/** "alright mate", "ey up", "now then": a greeting in the words people use around here. */
const EVERYDAY_GREETING = /^(?:(?:alright|awright|ay up|ey up|eyup|hey up|how do|now then|hiya|hey+|heya|hi+|hello+|morning|mornin|afternoon|evening|yo+|sup|wassup|wotcha|watcha)(?: (?:mate|love|there|pal|bud|duck|chief|folks|all))?|(?:(?:hello|hi|hey|hiya|alright|awright)(?: (?:mate|love|there|pal))?[?!.,]*\s+)?(?:(?:is )?(?:any ?(?:one|1|body)|some ?(?:one|1|body)) (?:there|about|around|home|in)|(?:you|u) there|(?:are|r) (?:you|u) there))[?!. ]*$/i;

/** A clear go-ahead, alone: "go on then", "yes please", "let's do it", "go for it", "book it". */
const GO_AHEAD = /^(?:(?:ok|okay|right|yes|yeah|yep|great|lovely|cool)[,!. ]+)?(?:go on(?: then)?|yes please|yeah please|yes pls|go for it|let'?s (?:do it|do that|go for it|book it)|book (?:it|me|that|us)(?: in)?|sign me up|sounds good(?:,? book it)?|i'?ll (?:have|take|book) (?:it|that|one)|please do|do it)[!. ]*(?:then|please|pls|mate|thanks|ta)?[!. ]*$/i;
/** Topics after which a go-ahead has no work to take up. */
const NOT_WORK_TOPICS = new Set(["unknown", "greeting", "thanks", "goodbye", "bot", "refusal", "abuse", "hours", "contact", "about"]);

/** Thanks first, then praise or nothing: "cheers pal, you've been a star", "thank you, very helpful". */
/** "hello, is this the drains company", "hello?? is this thing on": a greeting that checks who or whether anyone answers. */
const IS_THIS_US = /^(?:(?:hello|hi|hiya|hey|morning|afternoon|evening)\b[?!., ]*)?(?:is (?:this|that|it) (?:the )?(?:drains?|drainage|drain (?:cleaning|clearing|unblocking)|gutter)(?: and gutter)? (?:company|firm|people|lot|place|service|business)|is (?:this|it)(?: thing)? (?:on|working)|(?:am i|have i) (?:through|got through) to (?:the )?(?:drains?|drainage) (?:company|firm|people))[?!. ]*$/i;
/** "thanks a million, thats exactly wot i needed to know": thanks, then that the answer was enough. */
const THANKS_ENOUGH = /^(?:thanks|thank (?:you|u)|cheers|ta|many thanks|brilliant|great|lovely|perfect|spot on)(?: a million| a lot| very much| so much| loads| mate)?[,.! ]+(?:that'?s|thats|that is|that was|it'?s|its) (?:exactly |just )?(?:what|wot) i (?:needed|wanted)(?: to know| to hear)?[.! ]*$/i;
const THANKS_FIRST = /^(?:(?:aw+|ah|oh)[,! ]+)?(?:thanks|thank you|thank u|cheers|ta|many thanks|nice one|much appreciated)\b(?!.*\b(?:but|can|could|how|what|when|do you|does)\b)/i;
/** "perfect, thats exactly wot i needed to know, ta muchly": thanks at the end of words that ask nothing. */
const THANKS_LAST = /(?:^|[\s,.!-])(?:(?:thanks|thank (?:you|u)) for (?:explaining|the help|your help|that|all that|all the (?:help|info)|the info(?:rmation)?|letting me know|your time|clearing that up)(?: it| that)?(?: all| up)?|many thanks|thanks(?: a lot| very much| so much| loads| a million| muchly| mate)?|thank (?:you|u)(?: (?:so|very) much| kindly)?|cheers(?: mate| pal)?|ta(?: very much| muchly| mate| loads)?|much appreciated|appreciate it|(?:much |most |very )?obliged)[\s.!]*$/i;
const ASKS_OR_WANTS = /\b(?:but|can|cud|could|would|wud|will|do (?:you|u)|does|is (?:it|there|that)|are (?:you|u)|book|come|need (?:a|an|someone|somebody)|want (?:a|an|someone|somebody))\b|(?:^|[,.!?]\s*)(?:what|whats|when|how|where|which|why|is|are|do)\b/i;
/** Cleaning of things that are not drains or gutters. */
const NOT_OURS_CLEANING = /\b(?:clean\w*|wash\w*|jet ?wash\w*|valet\w*|shampoo\w*)\b.{0,25}\b(?:carpets?|windows?|ovens?|cars?|vans?|upholstery|sofas?|rugs?|curtains?|chimneys?|solar panels?|patios?|driveways?|decking|roof tiles|cladding)\b|\b(?:carpets?|windows?|ovens?|upholstery|chimneys?|solar panels?)\b.{0,15}\b(?:clean\w*|wash\w*)\b/i;


/** Words that make a message about the visitor's own property or visit: "my drain", "we're", "can you come to us". */
const OWN_WORDS = /\b(?:my|our|me|us|i|we|i'm|im|we're|were|ive|i've)\b/i;

/** Whether we can do a kind of work, asked: "can you unblock a shower waste", "cud u jet a soil stack" (not "can you fix the downpipe"). */
const CAN_WE_DO = new RegExp(`^(?:can|cn|could|cud|would|wud|will) (?:you|u|ya)(?: lot| guys)? (?:also )?${WORK_VERBS}\\b(?!\\s+(?:the|this|that|these|those|it|them|his|her|their)\\b)`, "i");

/** A question about a place: "are you…", "wud u come…", "is that one of your areas". */
const PLACE_ASKED = /^(?:r|are|can|cn|could|cud|would|wud|will|do|does|is|any)\b/i;

/** Whose a drain is, or who pays or is called for it, asked: "who's actually responsible for that pipe", "whose pipe is it". */
const WHOSE_ASKED = /\b(?:whose|who(?:'s| is| are)? (?:actually |really |legally )?(?:responsible|meant|supposed|liable|paying|owns)|who (?:am i|are we) (?:meant|supposed) to|who (?:actually |really )?pays|who should pay|responsib\w*|which of us|\b(?:ours|mine|us) to (?:sort|fix|pay for)\b.{0,20}\bor\b|\bor (?:the water company|thames water|the council|ours|theirs|next door)(?:'?s)?\b|(?:do )?(?:i|we) (?:pay|have to pay)\b.{0,20}\bor (?:do )?(?:they|them|next door)|who (?:do|should|shud|can|cud) (?:we|i) (?:actually )?(?:be )?(?:call|ring|phon)\w*)\b/i;

/** Something our engineer did or failed to do, told: "ur engineer left the cover off", "the lad u sent walked mud in". */
const ABOUT_OUR_VISIT = /\b(?:(?:your|the) (?:engineer|lad|man|bloke|guy|van|driver)|the (?:engineer|lad|man|bloke|guy) (?:you|u) sent)\b.{0,40}\b(?:promised|left|reversed|damaged|broke|walked|didn'?t|did not|never|drove|smashed|scratched|forgot|ruined|dropped|spilt|spilled|was rude|swore)\b/i;

/** Whether the question that ended with the offer told of an emergency for today. */
function pendingIsEmergency(state: ChatState, input: EngineInput) {
  const pending = state.pendingRequest;
  if (!pending || !EMERGENCY_WORDS.test(pending) || (GUTTERS_ONLY.test(pending) && !SERIOUS.test(pending))) return false;
  const when = findPreferredTime(withoutRecurrence(pending), input.now);
  return !when?.date || when.date === todayKey(input.now);
}

/** One turn of the built-in assistant: never an empty reply, never the same reply twice in a row. */
export async function respond(input: EngineInput): Promise<EngineOutput> {
  const previous = readState(input.state).lastReply;
  const out = await turn(input);
  // A request to send or a window to book: the caller words the reply once it is done.
  const done = Boolean(out.submit || out.book);
  let reply = out.reply.trim();
  if (!reply && !done) reply = dontKnowReply(input.business);
  if (!done && reply === previous) {
    reply = out.state.booking ? `Sorry, I still need that to carry on. ${reply}` : reply.startsWith("I don't know") ? `Sorry, I can't help with that one either. Please call ${input.business.phone}, or ask me about our services, prices, areas, opening hours or a booking.` : `As I said: ${reply}`;
  }
  out.state.lastReply = done ? undefined : reply;
  return { ...out, reply };
}

async function turn(input: EngineInput): Promise<EngineOutput> {
  const state: ChatState = structuredClone(readState(input.state));
  const text = input.message.trim();
  let u = await understand(text);
  // The day the message names, read once when first needed: the date reader is the slowest part of a turn.
  let namedDay: ReturnType<typeof findPreferredTime> | undefined;
  const dayNamed = () => (namedDay === undefined ? (namedDay = findPreferredTime(withoutRecurrence(u.normalised), input.now)) : namedDay);

  // An attempt to change the rules gets one fixed refusal, whatever else is going on; a booking in
  // progress is kept and its question asked again.
  if (isOverrideAttempt(text) || isOverrideAttempt(u.normalised)) {
    const reprompt = state.booking?.asking ? ` To carry on with your booking: ${question(state.booking.asking, state.booking.draft)}` : "";
    return { reply: refusalReply(input.business) + reprompt, state };
  }

  if (state.booking) return continueBooking(state, text, u, input);

  // "cheers, that's all I needed": thanked as well as said goodbye to.
  if (isGoodbye(text) || endsWithGoodbye(text)) return closed(state, goodbyeReply(text, input.business));
  // "cheers pal uve been a star": thanks, with praise and nothing asked.
  if ((THANKS_FIRST.test(u.normalised.trim()) || THANKS_ENOUGH.test(u.normalised.trim()) || (THANKS_LAST.test(u.normalised.trim()) && !ASKS_OR_WANTS.test(u.normalised.replace(THANKS_LAST, " "))) || /^(?:(?:ah|oh|ok|okay|great|lovely|brilliant|perfect|that'?s (?:perfect|great|lovely|brilliant|helpful|all)|thats (?:perfect|great|lovely|brilliant|helpful|all))[,.!]?\s*)+(?:many thanks|thanks(?: a lot| very much)?|thank (?:you|u)|cheers|ta)[.!]*$/i.test(u.normalised.trim())) && !/\?/.test(text) && !mentionsProblem(text) && bookingFactCount(u.expanded) === 0 && text.split(/\s+/).length <= 10) return { reply: "You're welcome! Is there anything else I can help with?", state: { ...state, offer: undefined } };
  // "do u clean carpets": a cleaning job on something that is no drain or gutter.
  if (NOT_OURS_CLEANING.test(text) && !DRAIN_PART.test(text) && !/\bgutter/i.test(text)) return { reply: dontKnowReply(input.business), state };
  if (isResolved(text)) return closed(state, `Glad it's sorted! You're welcome to come back any time, or call ${input.business.phone} if it happens again.`);
  if (isHoldOn(text)) return { reply: "No rush, I'll be here when you're ready.", state };
  if (putsOff(text) && !mentionsProblem(text.replace(/\b(?:drains?|gull(?:y|ies)|loo|toilet|sink)\b/gi, ""))) return closed(state, `No problem. Call us on ${input.business.phone} or come back here whenever you're ready.`);
  if (!state.offer && (EVERYDAY_GREETING.test(text) || IS_THIS_US.test(text.trim()))) return { reply: "Hello! How can I help today? I can answer questions about our services, prices, areas and opening hours, or take a booking request.", state };
  if (APPLIANCE.test(text) && !DRAIN_PART.test(text)) return { reply: dontKnowReply(input.business), state };
  // "can some1 resend my invoice, it never came thru": the office sends our paperwork; the portal holds it too.
  if (asksForPaperwork(text)) return { reply: `The office sends invoices and receipts: call ${input.business.phone} or e-mail ${input.business.email} and they'll send it again. If you have an account with us, your invoices are also in the customer portal (/customer/login), where you can pay by card.`, state };
  // "cud some1 just ring me back, typing one handed": a person asked for, in any words, gets the team's number and the call-back offer.
  // "ur engineer left the manhole cover off … i want to speak to a manager": a complaint about our visit is no problem to book.
  if (asksForPerson(text) && bookingFactCount(u.expanded) === 0 && (!mentionsProblem(text.replace(/\bunblock\w*/gi, " ")) || ABOUT_OUR_VISIT.test(u.normalised))) {
    return { reply: personReply(input.business), state: { ...state, offer: "booking" } };
  }

  // "how late are you open on weekdays?": the office hours, whatever the classifier made of it.
  // "do you cover Pangbourne and are you open Sundays": a place and another question are answered together.
  // "r u insured n can i pay on card": split on the words as written out, too.
  // A part counts as a question when it is worded as one or asks something the site answers ("you insured").
  const asked = (p: string) => WH_QUESTION.test(p) || Boolean(topicFor(p)) || Boolean(factFor(p)) || PRICE_QUESTION.test(p);
  const oneQuestion = Math.max(splitQuestions(text).filter(asked).length, splitQuestions(u.normalised).filter(asked).length) < 2 && !(splitQuestions(u.normalised).length >= 2 && areaQuestion(u.normalised, u));
  const hours = oneQuestion ? asksHours(text) : null;
  if (hours && !areaQuestion(u.normalised, u)) {
    state.lastTopic = "hours";
    const day = hours === "today" ? DAY_NAMES[dayOfWeek(todayKey(input.now))] : hours === true ? "" : hours;
    return { reply: hoursAnswer(day, input.business) ?? answerTopic("opening-hours", input.business), state };
  }

  // "could someone come today?", "do you work bank holidays?", "can you come after we shut?": a
  // question about when we can come is answered with the facts, then a booking is offered; the
  // day and time it names are kept for the booking if the visitor takes the offer.
  // "at 2am would i get a person on the emergency line": the line asked about, not a visit at that hour.
  const when = bookingFactCount(u.expanded) < 2 && oneQuestion && factFor(text) !== "emergency-line" ? whenQuestion(text) : null;
  if (when) {
    const urgent = isEmergency(u.normalised, u);
    // "how long to reach lambourn in an emergency": a place named is answered too, first.
    const place = areaQuestion(u.normalised, u);
    if (place && ((place.kind === "postcode" && !place.served) || (place.kind === "place" && !place.place.served))) {
      return { reply: describeAreaCheck(place, input.business), state };
    }
    const covered = coveredLead(place);
    // "cud some1 get to him today, n does he get ur pensioner rate": another question asked beside it is answered too.
    const besides = questionsBesideARequest(u.normalised, u, input.business, input.now).map((a) => ` ${a}`).join("");
    const reply = covered + (urgent ? `${emergencyText(input.business)}${besides} If you can't call, I can take an emergency booking request here and we'll ring you back. Would you like me to do that?` : `${whenAnswer(when, input.business)}${besides}${OFFER}`);
    state.offer = "booking";
    state.pendingRequest = text.slice(0, 500);
    state.lastTopic = when === "weekend" || when === "day" ? "hours" : "when";
    if (mentionsProblem(text)) state.pendingDescription = findDescription(text) ?? text.slice(0, 500);
    return { reply, state };
  }
  // A fact the site states, asked in the visitor's own words (read before spelling is corrected).
  const topic = oneQuestion && !areaQuestion(u.normalised, u) ? topicFor(text) : null;
  // A business's drain overflowing now is an emergency first, whoever's premises it is.
  // Asked whether we do that kind of work, it is answered, unless it is happening now.
  // "…, pls tell me u dont have to dig it all up": asked, in any clause.
  const known = topic === "commercial" && isEmergency(u.normalised, u) && (!DO_WE_DO.test(u.normalised) || /\b(?:right now|now|as we speak|at the moment|currently)\b/i.test(u.normalised)) ? null : topic;
  // "the housing association needs ur public liability certificate": a document of ours asked for is the topic's answer.
  const wantsOurPapers = known === "insurance-qualifications" && /\b(?:certificates?|certs?|proof|cop(?:y|ies)|documents?|paperwork)\b/i.test(u.normalised);
  if (known && (DO_WE_DO.test(u.normalised) || asksInAClause(text) || wantsOurPapers || !isWorkRequest(u.normalised, u, input.now))) {
    state.lastTopic = known;
    // "how much for a blocked drain and do you take card": the prices asked with the ways to pay.
    if (known === "payment-methods" && /\b(?:how(?:'?s)? much|price|prices|cost|costs|charge|fee|callout)\b/i.test(u.normalised)) return { reply: `${priceListText()} ${answerTopic(known, input.business)}`, state };
    // "we've got a pub and the kitchen gully stinks of old fat": a business's problem told gets the commercial answer, then the offer.
    if (known === "commercial" && mentionsProblem(text) && !/\?\s*$/.test(text.trim())) {
      state.offer = "booking";
      state.pendingRequest = text.slice(0, 500);
      state.pendingDescription = findDescription(text) ?? text.slice(0, 500);
      return { reply: answerTopic(known, input.business) + OFFER, state };
    }
    if (known === "bot") return { reply: `I'm ${input.business.name}'s virtual assistant. I can answer questions and take booking requests; to speak to a person, call ${input.business.phone}.`, state };
    return { reply: answerTopic(known, input.business), state };
  }
  // "…it overflowed on boxing day n again in feb … who's actually responsible for that pipe n who do we call": a long story
  // of a shared drain is the question of whose it is, whatever else it asks or tells, unless it is overflowing now.
  const sharedStory = u.normalised.split(/\s+/).length > 40 && (factFor(text) === "shared-drains" || factFor(u.normalised) === "shared-drains") && (WHOSE_ASKED.test(text) || WHOSE_ASKED.test(u.normalised)) && !/\b(?:right now|at the moment|as we speak|currently)\b|\b(?:is|are|it'?s|its) (?:overflowing|flooding|backing up|coming up)\b/i.test(u.normalised);
  const fact = sharedStory ? "shared-drains" : oneQuestion ? factFor(text) : null;
  // "tenant says the loo is blocked, can you arrange it with her direct": how we work with tenants,
  // asked with the problem, is answered first; the problem is kept for the booking.
  const asksHowWeWork = fact === "landlords" && (ARRANGE_WITH_TENANT.test(u.normalised) || ON_BEHALF.test(u.normalised));
  // "want the drains filmed before we exchange - how soon is the report": a question in any clause is answered first.
  // A message with a phone number or a full postcode gives booking details: it is not a question about a fact.
  const givesDetails = Boolean(findPhone(text)) || Boolean(findPostcode(text)?.full);
  if (fact && !givesDetails && (sharedStory || ((asksHowWeWork || asksInAClause(text) || !isWorkRequest(u.normalised, u, input.now)) && !isEmergency(u.normalised, u)))) {
    state.lastTopic = `fact:${fact}`;
    state.offer = factOffers(fact) ? "booking" : undefined;
    // The question's own service, day and problem are the booking's if the visitor takes the offer.
    if (factOffers(fact)) {
      state.pendingRequest = text.slice(0, 500);
      if (mentionsProblem(text)) state.pendingDescription = findDescription(text) ?? text.slice(0, 500);
    }
    // "how much is a callout, is that plus vat": the price asked with the VAT is answered too.
    const price = fact === "vat" && /\b(?:how much|hw much|price|cost|charge|fee|callout)s?\b/i.test(u.normalised) ? `${priceListText()} ` : "";
    return { reply: price + factAnswer(fact, input.business) + (factOffers(fact) ? OFFER : ""), state };
  }
  // "it blocks every month or so": how often a problem comes back is a problem told, not a day.
  // An early warning sign told with nothing else the classifier knew ("the sink gurgles most mornings") is
  // left to the readers of symptoms, which answer it from the page about warning signs.
  const symptomOnly = u.intent === "none" && /\b(?:gurgl\w*|slow\w*|smell\w*|bubbl\w*)\b/i.test(text) && !/\b(?:block\w*|overflow\w*|flood\w*|back(?:s|ing|ed)? up|sewage)\b/i.test(text);
  if (mentionsRecurrence(text) && !symptomOnly && !WH_QUESTION.test(text.trim()) && (mentionsProblem(text) || ["affirm", "deny", "none", "greeting", "booking"].includes(u.intent)) && !isWorkRequest(withoutRecurrence(u.normalised), u, input.now)) {
    u = { ...u, intent: "problem" };
  }

  if (state.offer === "booking") {
    if (isExplicitYes(u.expanded)) return startBooking(state, text, u, input, pendingIsEmergency(state, input), [], true);
    // "next week but not monday, tuesday morning is best": a day given in reply to the offer takes it.
    const day = !/\?\s*$/.test(text) && !WH_QUESTION.test(text.trim()) && !isNo(u.expanded) && !isCancel(u.expanded) ? dayNamed() : null;
    if (day?.date) return startBooking(state, text, u, input, pendingIsEmergency(state, input), [], true);
    if (isNo(u.expanded) || isCancel(u.expanded)) return closed(state, "No problem. Is there anything else I can help with?");
  }

  // "it floods the patio every time we get heavy rain": a problem that comes back is told, not happening now.
  // Water through a ceiling or onto the carpets, or sewage indoors, is happening whenever it is told as recurring ("every
  // time any1 flushes").
  const recurringOnly = (mentionsRecurrence(text) || mentionsRecurrence(u.normalised)) && !/\b(?:now|right now|at the moment|currently|today|tonight|this (?:morning|afternoon|evening))\b/i.test(text) && !/\b(?:ceilings?|carpets?|into the house|indoors)\b/i.test(text) && !SEWAGE_INDOORS.test(u.normalised);
  if (isEmergency(u.normalised, u) && !recurringOnly) {
    // An explicit day or time is never overridden by an urgency read from the words: the booking
    // keeps the visitor's day, and the emergency line is mentioned in case it is one.
    const explicit = dayNamed();
    if (explicit?.date && explicit.window !== "asap" && explicit.date !== todayKey(input.now)) {
      return startBooking(state, text, u, input, false, [`If it's an emergency, please call us now on ${input.business.phone} (answered 24/7).`]);
    }
    return startBooking(state, text, u, input, true);
  }
  const area = areaQuestion(u.normalised, u);
  const outside = area && ((area.kind === "postcode" && !area.served) || (area.kind === "place" && !area.place.served));
  const asksQuestion =
    (/\?\s*$/.test(text) && /^(?:do|does|what|how|why|which|are|is|where|when)\b/i.test(text.trim())) ||
    // "Mortimer Common - do you come out that way?": a place asked about, not a visit asked for.
    // "kintbury - wud u come out that far west": the place first, set off by a dash or a comma, then the question.
    // "RG20, nr highclere castle, do u come out": the question may be any clause of the message.
    (Boolean(area) && (/\?/.test(text) || PLACE_ASKED.test(text.trim()) || text.split(/[,;]|\s[-–—]\s/).some((c) => PLACE_ASKED.test(c.trim()))) && bookingFactCount(u.expanded) === 0 && (!u.services.length || !OWN_WORDS.test(text)) && !(mentionsProblem(text) && dayNamed()?.date)) ||
    (Boolean(state.lastTopic) && FOLLOW_UP.test(text.trim()) && text.split(/\s+/).length <= 6 && !/\bbook/i.test(text)) ||
    // "do you empty septic tanks out near X": whether we do a kind of work, asked with nothing of the visitor's and no day.
    // "pest control says the pipe needs fixing, is that a job u do": whether it is our kind of work, asked with no day.
    (CAPABILITY_QUESTION.test(text) && bookingFactCount(u.expanded) === 0 && !dayNamed()?.date) ||
    // "we need the car park gullies kept clear, do you have contracts where you come back": visits on a schedule asked in a later clause.
    (asksInAClause(text) && serviceAskedFor(text) === "drainage_maintenance" && bookingFactCount(u.expanded) === 0 && !dayNamed()?.date) ||
    // "can you unblock a shower waste": the same, asked as whether we can do it.
    ((/^(?:do|does) (?:you|u|ya)(?: lot| guys)?\b/i.test(text.trim()) || CAN_WE_DO.test(text.trim())) && !/\b(?:my|our|me|us|i|we|i'm|im|we're|book|booking)\b/i.test(text) && bookingFactCount(u.expanded) === 0 && !dayNamed()?.date);
  const asksToBook = /\b(book (?:me|a|an|in|it)|(?:get|put|pop|pencil) (?:a date|a day|a visit|something|it|us|me) in (?:the|your|ur) (?:diary|calendar|book)|(?:get|have) (?:a |an |the )?(?:visit|engineer|appointment|job|survey|clean|someone)\b.{0,12}\bbooked|let'?s (?:get )?(?:it |this |that )?booked|booking request|make an appointment|put (?:me|us) down|pencil (?:me|us) in|sign (?:me|us) up|get (?:me|us) (?:booked|in)|count (?:me|us) in)\b/i.test(u.normalised) || (Boolean(state.offer || state.pendingDescription) && REQUEST.test(u.normalised));
  // "ball park figure for a blocked loo": a price asked with no day is answered, not booked.
  const priceOnly = PRICE_QUESTION.test(u.normalised) && !dayNamed()?.date && bookingFactCount(u.expanded) === 0;
  if (!outside && !asksQuestion && !priceOnly && (u.intent === "booking" || asksToBook || bookingFactCount(u.expanded) >= 2 || isWorkRequest(u.normalised, u, input.now))) {
    // A question asked beside the request is answered before the booking's first question.
    return startBooking(state, text, u, input, false, questionsBesideARequest(u.normalised, u, input.business, input.now));
  }
  // "go on then" after the prices, with no offer made: the visitor takes up what was just answered.
  // Only a clear go-ahead: "ok" or "right" after an answer only acknowledges it.
  if (!state.offer && state.lastTopic && GO_AHEAD.test(u.normalised.trim()) && !NOT_WORK_TOPICS.has(state.lastTopic)) return startBooking(state, "", u, input, false, [], true);
  if (state.offer === "booking" && (u.intent === "affirm" || /^(?:yeah|yeh|yes|yep|ok|okay|sure|please|go on|go ahead|why not)\b/i.test(u.normalised))) return startBooking(state, "", u, input, pendingIsEmergency(state, input), [], true);

  const a = await answerAll(u.normalised, u, input.business, state.lastTopic);
  state.lastTopic = a.topic;
  state.lastService = u.services.find((s) => s !== "emergency_callout") ?? serviceFromWords(u.normalised);
  state.offer = a.offer ? "booking" : undefined;
  // The message that ended with the offer keeps its day and time for the booking if the visitor takes it.
  state.pendingRequest = a.offer && dayNamed() ? text.slice(0, 500) : undefined;
  if (a.description) state.pendingDescription = a.description;
  else if (!a.offer) state.pendingDescription = undefined;
  return { reply: a.reply, state };
}

/** The served postcode districts, for documentation and the model's instructions. */
export function servedDistrictsList() {
  return [...servedDistricts];
}
