/**
 * Answers outside a booking: a message's questions answered from the site's content
 * (knowledge.server.ts, acts.server.ts), areas and postcodes, prices and hours in detail, several
 * questions in one message, follow-ups in the light of the last topic; and the reading of a
 * message as an emergency or as a request for work, which decides whether a booking starts.
 */
import { READING_RADIUS_MILES } from "~/content/gazetteer";
import { findDescription, findEmail, findName, findNameNearContact, findPhone, findPostcode, isCancel, mentionsProblem } from "./extract.server";
import {
  answerTopic,
  checkPlace,
  checkPostcode,
  describeAreaCheck,
  emergencyAttendanceText,
  searchTopic,
  searchSite,
  coveringPassage,
  subjectPassage,
  passageAnswer,
  priceListText,
  siteHasWord,
  type AreaCheck,
  type ChatBusiness,
  type Topic,
} from "./knowledge.server";
import { serviceAskedFor, serviceFromWords, serviceLabel, understand, type ChatService, type PlaceMention, type Understanding } from "./nlu.server";
import { findPreferredTime, withoutRecurrence } from "./when.server";
import { asksHours, asksWholeArea, goodbyeReply, topicFor, isOverrideAttempt, refusalReply, whenAnswer, whenQuestion } from "./acts.server";
import { factAnswer, factFor, factOffers } from "./facts.server";
import { DAY_NAMES } from "./booking-request.server";
import { ASKS_ANY, ASKS_ANYWHERE, WH_QUESTION } from "./asks.server";
import { openingHours } from "~/content/areas-served";
import { describePrice, faqPriceList } from "~/content/facts";

export function fallbackReply(business: ChatBusiness) {
  return `I'm not sure I can answer that here. Please call us on ${business.phone} (24/7 for emergencies) or use the free quote form on our home page, and we'll get back to you. I can also help with our services, prices, areas and opening hours, or take a booking request.`;
}

export const OFFER = " Would you like me to book a visit?";

// ---------------------------------------------------------------------------------------------
// Emergencies
// ---------------------------------------------------------------------------------------------

export const EMERGENCY_WORDS = /\b(bubbling up|comes? up (?:out of|through|thru|from)|(?:dripping|leaking|pouring|coming) (?:thru|through) (?:the |our |my )?(?:\w+ )?ceiling|(?:onto|over|across|all over) the (?:carpets?|floors?|bathroom floor|kitchen floor|lino)|brown water|(?:manhole|inspection chamber|drain cover)s?\b.{0,30}\b(?:lifted|lifting|popped|blown)|(?:loo roll|toilet (?:roll|paper|tissue)|poo|faeces|raw sewage|sewage)\b.{0,40}\b(?:all over|everywhere|coming up|on the (?:drive|garden|lawn|patio|paving|floor))|flood\w*|sewage|sewer water|overflow\w*|backing up|backed up|burst|coming up (?:through|the|out of|from)|water everywhere|waste water coming|(?:pouring|gushing|spewing|spilling|pumping) (?:out|into|through|from|up|over)|(?:gushing|spewing)|(?:going|coming|spilling|pouring|running|flowing|spewing|slopping|sloshing) over (?:the )?(?:rim|top|edge|side|brim)|(?:water|sewage|level|waste)(?:'s| is| keeps| has been)? (?:rising|coming up))\b/i;
const GENERAL_QUESTION = /\b(how much|cost|price|charge|how (?:quickly|fast|soon|long)|do you (?:deal|handle|cover|do|help)|can you (?:deal|handle|help with)|what (?:is|are|do)|what's)\b/i;
const FIRST_PERSON = /\b(my|our|i|we|i'm|we're|i've|we've|me|us|help|there's|it's)\b/i;

/** Overflowing gutters are a nuisance, not a drainage emergency. */
export const GUTTERS_ONLY = /\b(gutter\w*|downpipe\w*|guttering)\b/i;
/** Sewage told inside the house: "overflows with sewage, its all over the cloakroom floor". */
export const SEWAGE_INDOORS = /\bsewage\b.{0,80}\b(?:floors?|hall|landing|carpets?|cloakroom|kitchen|bathroom|living room|lounge|into the (?:house|home|flat)|indoors|inside)\b/i;
export const SERIOUS = /\b(sewage|sewer|flood\w*|backing up|backed up|burst|into the house|coming up through|toilet)\b/i;

/** "is that something you'd do", "do you deal with that sort of thing": whether we do a kind of work, asked. */
export const CAPABILITY_QUESTION = /\b(?:is (?:that|this|it) (?:something|the sort of thing|the kind of thing|a job) (?:you|u)(?:'d| would| could| can| will)? (?:do|deal with|help with|handle|take on)|(?:do|would|can|could) (?:you|u) (?:deal with|handle|help with|take on|do) (?:that|this|those|these|them) (?:sort|kind) of (?:thing|work|job)s?|(?:can|could) (?:it|this|that|they|these) (?:be|get) (?:sorted|fixed|cured|solved|repaired|cleared|put right)|is (?:it|that|this) (?:fixable|sortable|curable))\b/i;
/** Happening now, or still going on: "right now", "won't stop", "keeps coming". */
const HAPPENING_NOW = /\b(?:now|right now|today|tonight|at the moment|currently|(?:right )?this (?:minute|second|moment)|as we speak|at this moment|this (?:morning|afternoon|evening)|won'?t stop|wont stop|not stopping|keeps? (?:coming|rising|pouring|going)|still (?:coming|rising|pouring|going))\b/i;

/** "is that an emergency or not?": the visitor asks whether what they have told is one. */
const IS_IT_AN_EMERGENCY = /\b(?:is|would|does|will) (?:this|that|it) (?:be |count as |class as )?(?:\w+ as )?(?:an emergency|urgent)(?: or not)?\s*\??\s*$/i;

export function isEmergency(text: string, u: Understanding) {
  if (GUTTERS_ONLY.test(text) && !SERIOUS.test(text)) return false;
  // "the arena floods", "the drain at the bottom of the garden's backing up a bit": outside, with nothing coming
  // into the house, is a job to book, not an emergency.
  if (/\b(?:arena|paddock|field|menage|manege|outdoor school|lawn|bottom of the garden|driveway|car park|yard)\b/i.test(text) && !/\b(?:sewage|house|indoors|inside|kitchen|bathroom|toilets?|loos?|ceiling|carpets?|right now|everywhere)\b/i.test(text)) return false;
  if (/\b(?:a bit|slightly|a little|a touch)\b/i.test(text) && !/\b(?:sewage|indoors|inside|ceiling|carpets?|everywhere)\b/i.test(text)) return false;
  // "if the loo overflows wot wud the callout set me back", "if the drains backed up how quick cud some1 get to us":
  // what would happen, asked, is no emergency now.
  if (/\b(?:if|say|suppose|supposing|hypothetical(?:ly)?|in case|what happens if|should)\b[^.?!]{0,40}\b(?:overflow\w*|flood\w*|back(?:s|ed)? up|block\w*|came up|comes up|burst\w*|sewage)\b/i.test(text) && (PRICE_QUESTION.test(text) || MONEY_WORDS.test(text) || /\bhow (?:quick(?:ly)?|soon|fast|long)\b/i.test(text)) && !HAPPENING_NOW.test(text)) return false;
  // "a sewage smell round the manhole on warm days but everything drains fine": a smell with everything draining is no emergency.
  if (/\b(?:sewage|sewer|drain) (?:smell|stink|whiff|odou?r)|\b(?:smell|stink|whiff|odou?r)\w* (?:of|like) (?:sewage|sewer|drains)\b/i.test(text) && /\b(?:drains? (?:fine|ok|okay|normally|away)|everything (?:drains|flows|goes down|works)|no (?:blockage|overflow\w*|flooding))\b/i.test(text)) return false;
  // A soakaway that has stopped draining ("just a puddle now") is outside work, not an emergency, unless sewage or the house is named.
  if (/\bsoakaways?\b/i.test(text) && !/\b(?:sewage|house|indoors|inside|kitchen|bathroom|toilets?|loos?|ceiling|carpets?)\b/i.test(text)) return false;
  // A question about whose or which it is ("which of us is meant to fix it") tells of no emergency unless its words do.
  if (!EMERGENCY_WORDS.test(text) && !HAPPENING_NOW.test(text) && /\b(?:which|who|whose)\b/i.test(text)) return false;
  // "is that thames water's headache or ours": whose the pipe is, asked, is a question of responsibility.
  if (!HAPPENING_NOW.test(text) && /\b(?:thames water|water (?:company|board)|the council)\b|\bor (?:ours|mine|us|me|theirs|them|next door(?:'s)?)\b|\bresponsib/i.test(text) && /\?\s*$|\b(?:is (?:that|it|this)|are (?:they|we)|who|whose|which)\b/i.test(text)) return false;
  // What is told is judged, not the question about it: water coming up that won't stop is an emergency, asked or not.
  if (IS_IT_AN_EMERGENCY.test(text) && EMERGENCY_WORDS.test(text) && HAPPENING_NOW.test(text)) return true;
  if (CAPABILITY_QUESTION.test(text) && !HAPPENING_NOW.test(text)) return false;
  const personal = FIRST_PERSON.test(text);
  // "the downstairs loo overflows with sewage, its all over the cloakroom floor": sewage indoors, told, is an emergency
  // in any words.
  if (SEWAGE_INDOORS.test(text) && !GENERAL_QUESTION.test(text) && !/\?\s*$/.test(text)) return true;
  if (GENERAL_QUESTION.test(text) && !personal) return false;
  if (EMERGENCY_WORDS.test(text) && personal) return true;
  // "loo won't stop overflowing, it's coming through the ceiling now": happening now is a report, whoever's it is.
  if (EMERGENCY_WORDS.test(text) && HAPPENING_NOW.test(text) && !GENERAL_QUESTION.test(text) && !/\?\s*$/.test(text)) return true;
  // The classifier alone ("the washing up water just sits on top") makes no emergency: its words must say so.
  const told = EMERGENCY_WORDS.test(text) || HAPPENING_NOW.test(text) || /\b(?:emergenc\w*|urgent\w*|asap|help|quick(?:ly)?|now|tonight|today)\b/i.test(text);
  return u.intent === "emergency" && u.score >= 0.7 && told && (personal || !GENERAL_QUESTION.test(text));
}

export function emergencyText(business: ChatBusiness) {
  return `That sounds like an emergency. Please call us now on ${business.phone}: the line is answered 24/7 and ${emergencyAttendanceText()}.`;
}

/** Facts that say the visitor is giving booking details (used to start a booking unasked). */
export function bookingFactCount(text: string) {
  let n = 0;
  if (findPhone(text) && "value" in (findPhone(text) ?? {})) n++;
  if (findEmail(text)) n++;
  if (findPostcode(text)?.full) n++;
  if (findName(text) || findNameNearContact(text)) n++;
  return n;
}

// ---------------------------------------------------------------------------------------------
// Answers outside a booking
// ---------------------------------------------------------------------------------------------

const TOPIC_OFFERS = new Set<Topic>(["unblocking-cost", "cctv-surveys", "patch-lining", "commercial", "service:drain-unblocking", "service:cctv-surveys", "service:drain-repairs", "service:drain-cleaning", "service:drainage-maintenance", "service:gutter-services"]);

/** A service's own answer, as its page puts it ("Gutter Services: …"). */
export function serviceAnswer(service: ChatService, business: ChatBusiness) {
  const topic = serviceTopic(service);
  return topic ? answerTopic(topic, business) : answerTopic("services", business);
}

function serviceTopic(service: ChatService | undefined): Topic | undefined {
  switch (service) {
    case "drain_unblocking":
      return "service:drain-unblocking";
    case "cctv_survey":
      return "service:cctv-surveys";
    case "drain_repairs":
      return "service:drain-repairs";
    case "drain_cleaning":
      return "service:drain-cleaning";
    case "drainage_maintenance":
      return "service:drainage-maintenance";
    case "gutter_services":
      return "service:gutter-services";
    case "emergency_callout":
      return "service:emergency-callouts";
    default:
      return undefined;
  }
}

const PLACE_VERB = /\b(?:do|does|go|goes|get|come|comes|work|working|reach|visit|travel|cover)(?:\s+(?:out|over|down|up|as far as|to|in|into|round))*\s+$/i;

/** "Yes, we cover Thatcham. ": the first words of an answer that also says when we come, for a place or district we serve. */
export function coveredLead(place: AreaCheck | null): string {
  if (place?.kind === "place" && place.place.served) return `Yes, we cover ${place.place.name}. `;
  if (place?.kind === "postcode" && place.served) return `Yes, we cover ${place.district}. `;
  return "";
}

/** "just outside Hungerford", "nr Theale", "a few miles out of Wantage": somewhere near the place, not in it. */
const NEAR_PLACE = /\b(?:just outside|outside(?: of)?|near|nr|nearby|close to|(?:just )?(?:past|beyond)|(?:a )?(?:few|couple of|couple|\d+) miles? (?:from|out of|outside|past)|(?:out|down|up) the road from)\s+(?:the\s+)?$/i;

function placeAsked(text: string, mention: PlaceMention): AreaCheck {
  // "bracknell, near the town centre": a town on the edge of the radius, asked about at its centre, is measured from there.
  const { place } = mention;
  if (place.edge && place.readingMiles !== undefined && /\b(?:(?:town|city) centre|centre of (?:town|it)|middle of (?:town|it)|high street)\b/i.test(text)) {
    return { kind: "place", place: { ...place, edge: false, served: place.readingMiles < READING_RADIUS_MILES } };
  }
  return { kind: "place", place, near: NEAR_PLACE.test(text.slice(0, mention.index)) };
}

export function areaQuestion(text: string, u: Understanding): AreaCheck | null {
  const pc = findPostcode(text);
  if (pc) return checkPostcode(pc.postcode);
  // "how far out from newbury do u go": the area as a whole, not the town named in it.
  if (asksWholeArea(text)) return null;
  // "new to the area, wot do u lot do": where the visitor has moved is no coverage question.
  text = text.replace(/\b(?:new to|moved (?:in)?to|just moved to|recently moved to|not from) (?:the|this) area\b/gi, " ");
  const asked =
    u.intent === "faq.areas-covered" ||
    /\b(cover|covered|covering|serve|areas?|come to|come out to|come out|coming (?:out|over|round)|travel|reach|far as|get to|go to|get over|come over|pop over|over to (?:us|you)|work in|work round|work around|are (?:you|u) in|you in|(?:in|on) (?:your|ur) (?:patch|list|map|radar|books)|(?:one|1) of (?:yours|urs|your(?:s)? (?:areas|places|villages|towns))|go out (?:that way|there))\b/i.test(text) ||
    // "r u ok for X", "any chance of X", "near X, any use?", "im in X can u come"
    /\b(?:(?:ok|okay|alright|all right|any good|any use) (?:for|to)|any chance of|any use|any (?:good|chance|joy|luck)\s*\??$|(?:can|could|would|will|do) (?:you|u|ya|your (?:vans?|lads|engineers?|men)|ur (?:vans?|lads|engineers?|men))(?: lot| guys)?(?: ever| still| actually| normally| usually| really)? (?:come|travel|get out|go out|get that far|get (?:out )?there)|too far|get there|go there|make it (?:out )?there|get out (?:there|to us)|(?:get|come|go) (?:up |down |out |over |round )?that way)\b/i.test(text) ||
    // "im in Emmer Green, is that ok": where the visitor is, then whether that will do.
    /\b(?:is (?:that|it|this|there)|that|would (?:that|it) be|will (?:that|it) be)\s+(?:ok|okay|alright|all right|fine|covered|too far|in your area|in range)\b/i.test(text);
  const mention = u.places[0];
  // "n woodcote? my mum lives there": a place with its own question mark is asked about.
  // "ok n stratfield saye" (its question mark split off with the clause): "and" with a place that ends the clause asks about it.
  // "ok wot about wokingham then, my mums there": a place put after "what about" is asked about.
  const markedAsked = mention && (/^\s*\?/.test(text.slice(mention.index + mention.text.length)) || /\b(?:what|how|wot|wat) about\s+$/i.test(text.slice(0, mention.index)) || (/^(?:(?:ok(?:ay)?|right|cheers|thanks)[,!.]?\s+)?(?:and|n|&|what about|how about|wot about|what abt)\s+/i.test(text.trim()) && !text.slice(mention.index + mention.text.length).trim()));
  if (mention && (asked || markedAsked || text.trim().split(/\s+/).length <= 3)) return placeAsked(text, mention);
  // "we're on colthrop, by the industrial estate": where the visitor is, told with nothing else, is the question.
  if (mention && /\b(?:we'?re|i'?m|im|we are|i am|i live|we live|living|based)\b[\w ]{0,12}$/i.test(text.slice(0, mention.index)) && !u.services.length && !serviceFromWords(text) && bookingFactCount(text) === 0 && !/\?/.test(text) && text.trim().split(/\s+/).length <= 10) return placeAsked(text, mention);
  // "can you do Windsor?", "do you go out to Slough": a place as the object of a verb of coming or working, with no service named.
  if (mention && u.intent === "none" && !u.services.length && PLACE_VERB.test(text.slice(0, mention.index))) return placeAsked(text, mention);
  if (asked && u.unknownPlace) return checkPlace(u.unknownPlace);
  // "Mortimer Common - do you come out that way?", "any good for Fleet?", "are you able to get out to
  // Cold Ash": a place named in a question that names no service and gives no booking detail.
  // "oxford - yes or no", "hungerford, still do it?": whether we will, asked in a word or two.
  const question = /\?\s*$/.test(text) || /\b(?:yes or no|or not|still (?:do|come|cover|go)|do (?:it|there)|that far|a trek|a (?:long )?way (?:out|off)|off the beaten track|out of the way|in the sticks|middle of nowhere|(?:a bit|bit) (?:out|remote|rural)|remote)\b/i.test(text) || /^(?:are|r|do|does|can|could|would|will|is|any)\b/i.test(text.trim()) || /\b(?:that way|out there|round there|over there|out to|able to get|any good for|(?:go|get|come|travel|drive)(?: out| over| down| up| round)? (?:there|that far))\b/i.test(text);
  // "do you empty septic tanks out near X": a subject the site writes about, asked about near a place, is that subject's question.
  if (mention && question && !u.services.length && !serviceFromWords(text) && !NAMED_SUBJECT.test(text) && !findPhone(text) && bookingFactCount(text) === 0) return placeAsked(text, mention);
  return null;
}

/** The reply to a person asked for: the team's number, and the call-back a booking request brings. */
export function personReply(business: ChatBusiness) {
  return `Our team is on ${business.phone} (24/7 for emergencies). Or I can take a booking request here and we'll call you back.`;
}


/** The answer for an intent or topic outside a booking; `offer` when it ends with an offer to book. */
function answer(text: string, u: Understanding, business: ChatBusiness): { reply: string; offer?: boolean; description?: string } {
  const area = areaQuestion(text, u);
  if (area) {
    const served = (area.kind === "postcode" && area.served) || (area.kind === "place" && area.place.served);
    // "near west ilsley, the septic tank's overflowing, can u come n empty it": the tank is answered too.
    const named = served ? NAMED_SUBJECT.exec(text)?.[0].toLowerCase() : undefined;
    const subject = named ? subjectOf(named) : undefined;
    const passage = subject ? subjectPassage(text, subject) : null;
    const about = passage ? ` ${passageAnswer(passage, business, [subject!])}` : "";
    // "do u come out to twyford n roughly wot does it cost": the price asked beside the place is answered too.
    const price = served && !about && PRICE_QUESTION.test(text) ? ` ${priceAnswer(text, u, business)}` : "";
    return { reply: describeAreaCheck(area, business) + about + price + (served ? OFFER : ""), offer: served };
  }
  const topic = (t: Topic) => {
    const reply = answerTopic(t, business);
    return TOPIC_OFFERS.has(t) ? { reply: reply + OFFER, offer: true } : { reply };
  };
  // "bath's taking half an hour to empty n theres gunk coming back up": a problem told, asking nothing, is a problem
  // whatever question the classifier took it for.
  const told = u.intent.startsWith("faq.") && mentionsProblem(text) && !/\?/.test(text) && !ASKS_ANY.test(text);
  switch (told ? "problem" : u.intent) {
    case "greeting":
      return { reply: "Hello! How can I help today? I can answer questions about our services, prices, areas and opening hours, or take a booking request." };
    case "thanks":
      return { reply: "You're welcome! Is there anything else I can help with?" };
    case "goodbye":
      return { reply: goodbyeReply(text, business) };
    case "bot":
      return { reply: `I'm ${business.name}'s virtual assistant. I can answer questions and take booking requests; to speak to a person, call ${business.phone}.` };
    case "human":
      return { reply: personReply(business), offer: true };
    case "affirm":
      return { reply: "Great! What can I help you with?" };
    case "deny":
      return { reply: "No problem. Is there anything else I can help with?" };
    case "cancel":
      return { reply: "There's no booking in progress, so nothing to cancel. Is there anything else I can help with?" };
    case "services":
      return topic("services");
    case "service-info":
      return topic(serviceTopic(u.services[0] ?? serviceFromWords(text)) ?? "services");
    case "opening-hours":
      return topic("opening-hours");
    case "about":
      return topic("about");
    case "contact":
      return topic("contact");
    case "elderly-discount":
      return topic("elderly-discount");
    case "problem":
    case "emergency": {
      const service = u.services[0] ?? serviceFromWords(text);
      // "run a little cafe, the sink keeps blocking with fat": a business's problem gets the commercial answer.
      const t = BUSINESS_PREMISES.test(text) ? "commercial" : serviceTopic(service);
      const detail = t ? ` ${answerTopic(t, business).replace(/^Yes[.,!]\s*/, "")}` : "";
      return { reply: `Sorry to hear that.${detail}${OFFER}`, offer: true, description: findDescription(text) ?? text.slice(0, 500) };
    }
    case "none": {
      const found = searchTopic(text);
      if (found && found.share >= 0.5 && found.score >= 6) return topic(found.topic);
      return { reply: fallbackReply(business) };
    }
    case "booking":
      return { reply: "" };
    default:
      return topic(u.intent.slice("faq.".length) as Topic);
  }
}

// ---------------------------------------------------------------------------------------------
// Several questions, follow-ups, prices and hours in detail, the site's pages
// ---------------------------------------------------------------------------------------------

/** A question about money in the visitor's own words: "wat do u charge", "ballpark figure?", "callout fee?", "what's the callout after 6pm". */
export const PRICE_QUESTION = /\b(what(?:'s| is| does| would| will) (?:it|that|the bill|a job like that) (?:normally |usually |typically |roughly )?(?:run|come) to|(?:is|will|would|does) (?:it|that|the (?:price|cost|bill)) (?:still |just |only |then )?(?:be |stay |cost )?(?:the )?£\d+|(?<=£)\d+ or (?:more|less|over)|how'?s much|money ?wise|price ?wise|cost ?wise|what (?:am i|are we|would i be|will i be) looking at|set (?:me|us) back|(?:what'?s|whats|what is|what are) (?:your|ur|the) (?:\w+ )?rates?|rates|(?:higher|extra|different|special|premium|evening|night|weekend|late|out of hours|emergency|normal|standard|usual|daytime|day) (?:rate|money|price|charge)|surcharges?|how much|(?:what|wat|wot) (?:sort|kind) of (?:money|figure|price)|how much (?:money|we talking)|costs?|costing|price[sd]?|pricing|(?<!take )charges?|charging|fees?|rates|ball ?park|rough figure|estimate|dearer|cheaper|more expensive|pricier|what'?s the damage|whats the damage|(?:what'?s|whats|what is|what are) (?:the|your|a|an) (?:emergency |evening |night |weekend |out of hours )?call ?-?outs?\b)\b/i;
/** Money in any words: what a price question needs besides the classifier's guess. */
const MONEY_WORDS = /£|\b(?:pay|paying|spend|afford\w*|expensive|cheap\w*|dear|quote|quotes|quoted|bill|money|call ?-?outs?|per hour|an hour|hourly|vat)\b/i;
/** "is it dearer at night than in the day": two prices compared, so the whole list. */
const COMPARED = /\b(?:dearer|cheaper|more expensive|pricier|less|more)\b.{0,40}\bthan\b|\bdifference\b/i;
const EVENING_PRICE = /\b(after (?:6|six)|(?:6|7|8|9|10|11|six|seven|eight|nine|ten) ?pm|(?:gone|past|after) (?:6|7|8|9|10|11)|evening|night|nights|out of hours|late|overnight)\b/i;
const UNPRICED: Partial<Record<ChatService, true>> = { cctv_survey: true, gutter_services: true, drain_repairs: true, drainage_maintenance: true };

/** The price answer for what is asked: the whole list, the evening rate, or the honest "we quote" for work the list does not price. */
function priceAnswer(text: string, u: Understanding, business: ChatBusiness): string {
  const evening = faqPriceList.find((p) => p.id === "emergency-after-6pm");
  if (EVENING_PRICE.test(text) && evening && !COMPARED.test(text)) return `Emergency callouts after 6pm are ${describePrice(evening)}. We always confirm the price before we start, so there are no hidden costs.`;
  const service = u.services.find((s) => UNPRICED[s]) ?? (UNPRICED[serviceFromWords(text) ?? "drain_unblocking"] ? serviceFromWords(text) : undefined);
  if (service) {
    return `We don't publish a fixed price for ${serviceLabel(service)}: it depends on the job, and we confirm the price before we start, with no hidden costs. Call ${business.phone} for a quote. ${priceListText().replace("Our prices:", "For unblocking, our prices are:")}`;
  }
  return priceListText();
}

/** Office hours, or the hours of the day asked about. */
export function hoursAnswer(text: string, business: ChatBusiness): string | null {
  const day = DAY_NAMES.find((d) => new RegExp(`\\b${d}s?\\b`, "i").test(text));
  const weekend = /\bweekends?\b/i.test(text);
  if (weekend) {
    const sat = openingHours.find((h) => h.days.includes("Saturday"));
    const sun = openingHours.find((h) => h.days.includes("Sunday"));
    return `Yes, we're open at weekends: open on Saturday ${sat?.display ?? ""} and on Sunday ${sun?.display ?? ""}. The emergency line on ${business.phone} is open 24/7.`;
  }
  if (!day) return null;
  const hours = openingHours.find((h) => (h.days as string[]).includes(day));
  if (!hours) return `Our office is closed on ${day}s, but the emergency line on ${business.phone} is open 24/7.`;
  return `Our office is open on ${day}s from ${hours.display}. The emergency line on ${business.phone} is open 24/7.`;
}

/** A question by its first word: "what are the signs…", "how do I…", "can you…". */
/** What the firm works on: a question about anything else is not about our services. */
const OUR_THINGS = /\b(drains?|drainage|gutters?|guttering|downpipes?|pipes?|pipework|sewers?|sewage|toilets?|loos?|wc|sinks?|basins?|baths?|showers?|manholes?|soakaways?|septic|cesspits?|gull(?:y|ies)|interceptors?|grease traps?|blockages?|blocked|waste|survey|cctv|camera|jetting|lining|liners?)\b/i;

/** A symptom of a drain, pipe or gutter, named without the thing: "it blocks up", "keeps overflowing". */
const OUR_THINGS_OR_SYMPTOM = new RegExp(`${OUR_THINGS.source}|\\b(?:block(?:s|ed|ing)?(?: up)?|clog\\w*|slow\\w*|sluggish|overflow\\w*|back(?:s|ing|ed)? up|gurgl\\w*|won'?t (?:drain|flush|go down))\\b`, "i");

/** Premises of a business: "commercial kitchens", "our restaurant", "the pub", "a school". */
const BUSINESS_PREMISES = /\b(commercial|restaurants?|caf[eé]s?|pubs?|hotels?|takeaways?|chippy|chippies|chip shops?|fish and chip shops?|kebab shops?|bakery|bakeries|butchers?|canteens?|fryers?|schools?|nurser(?:y|ies)|care homes?|shops?|factor(?:y|ies)|business(?:es)?|premises)\b/i;

export const ABUSE = /\b(useless|stupid|idiot\w*|shit\w*|crap|rubbish|f+\s?off|fuck\w*|bollocks|twat|moron|dumb)\b/i;
export const FOLLOW_UP = /^(?:and|what about|how about|also|and what about|what if|and if|ok and|so)\b/i;

export function dontKnowReply(business: ChatBusiness) {
  return `I don't know the answer to that from what's on our website, and I'd rather not guess. Please call us on ${business.phone} or use the free quote form on our home page, and the team will help. I can answer questions about our services, prices, areas and opening hours, or take a booking request.`;
}

type Answer = { reply: string; offer?: boolean; description?: string; topic?: string };

/** Words of the message the classifier never saw that the site does publish (e.g. "septic", "soakaway"). */
export function siteOnlyWords(u: Understanding) {
  return u.unseen.filter((w) => siteHasWord(w));
}

/** One question (or one part of a message) answered, in the light of the last topic. */
function answerPart(text: string, u: Understanding, business: ChatBusiness, lastTopic: string | undefined): Answer {
  const followUp = FOLLOW_UP.test(text.trim()) || text.trim().split(/\s+/).length <= 3;
  if (isOverrideAttempt(text)) return { reply: refusalReply(business), topic: "refusal" };
  // "do you sell bathroom fittings", "can I buy drain rods off you": we do work, we sell no goods.
  if (/\b(?:do|does|can|could) (?:you|u|ya|you lot|you guys) (?:sell|stock)\b|\bcan (?:i|we) buy\b|\bbuy (?:some|a|an)\b.{0,30}\b(?:off|from) (?:you|u)\b/i.test(text)) return { reply: fallbackReply(business) };
  // "the survey says its on a septic tank, … do u look after them": the subject named, then asked about as "them".
  const subject = NAMED_SUBJECT.exec(text)?.[0];
  const pronounAsked = subject ? text.split(/[,.;!?]|\s[-–—]\s/).map((c) => c.trim()).find((c) => OFFERED_BY_NAME.test(c) && /\b(?:them|it|those|these|one)\b/i.test(c) && !NAMED_SUBJECT.test(c)) : undefined;
  if (subject && pronounAsked) return answerPart(pronounAsked.replace(/\b(?:them|it|those|these|one)\b/i, subject), { ...u, services: [], intent: "none" }, business, lastTopic);
  const fact = factFor(text);
  // "do you offer CCTV surveys?": one of our services asked about by name is that service's answer.
  // "…, do u repair those or only plastic": asked in a later clause too.
  const offered = (/^(?:do|can|cn|could|cud|will) (?:you|u|ya) /i.test(text.trim()) || !NAMED_SUBJECT.test(text)) && text.split(/[,.;!?]|\s[-–—]\s/).some((c) => (NAMED_SUBJECT.test(text) ? OFFERED_BY_NAME : OFFERED).test(c.trim())) && !u.places.length ? serviceFromWords(text) : undefined;
  const offeredTopic = offered && BUSINESS_PREMISES.test(text) ? "commercial" : serviceTopic(offered);
  if (offeredTopic) return { reply: answerTopic(offeredTopic, business) + OFFER, offer: true, topic: offeredTopic };
  // "is there some sort of plan where u come back every 6 months": visits on a schedule, asked about.
  const scheduled = serviceAskedFor(text) === "drainage_maintenance" && (WH_QUESTION.test(text.trim()) || /\?\s*$/.test(text) || text.split(/[,.;!?]/).some((c) => /^(?:is there|are there|do (?:you|u)|have (?:you|u)|can (?:you|u)|could (?:you|u)|any)\b/i.test(c.trim())));
  if (scheduled) return { reply: `${serviceAnswer("drainage_maintenance", business)}${OFFER}`, offer: true, topic: "service:drainage_maintenance" };
  // "wud u come out just for a blocked kitchen sink or is that too small a job": a small job is still ours.
  const small = /\b(?:too (?:small|little|minor|trivial)|worth (?:your|ur|the) (?:while|trip|time)|bother (?:coming|with) (?:out )?(?:for )?(?:a|something))\b/i.test(text) ? serviceFromWords(text) : undefined;
  if (small) return { reply: `Yes, we'll come out for that. ${serviceAnswer(small, business)}${OFFER}`, offer: true, topic: `service:${small}` };
  // "we've a chippy, fryer fat going down the drain, can you help keep it clear": a business's drains are the commercial work.
  if (u.intent === "service-info" && BUSINESS_PREMISES.test(text) && (u.services.length || serviceFromWords(text))) return { reply: answerTopic("commercial", business) + OFFER, offer: true, topic: "commercial" };
  if (fact) return factOffers(fact) ? { reply: factAnswer(fact, business) + OFFER, offer: true, topic: `fact:${fact}` } : { reply: factAnswer(fact, business), topic: `fact:${fact}` };
  // "… and are you even open": the office hours asked as one part of a message, whatever the classifier made of it.
  const hoursAsked = asksHours(text);
  if (hoursAsked && !u.places.length) {
    const h = hoursAnswer(typeof hoursAsked === "string" && hoursAsked !== "today" ? hoursAsked : "", business) ?? answerTopic("opening-hours", business);
    return { reply: h, topic: "hours" };
  }
  if (ABUSE.test(text)) {
    return { reply: `Sorry if I haven't been much help. I can answer questions about our services, prices, areas and opening hours, or take a booking request; or call ${business.phone} to talk to the team.` };
  }
  // A place or postcode in a follow-up ("what about Hungerford then?") is an area question.
  if (followUp && (u.places.length || findPostcode(text)) && !u.services.length) {
    const pc = findPostcode(text);
    const area = pc ? checkPostcode(pc.postcode) : u.places[0] ? ({ kind: "place", place: u.places[0].place } as AreaCheck) : null;
    if (area) {
      const served = (area.kind === "postcode" && area.served) || (area.kind === "place" && area.place.served);
      return { reply: describeAreaCheck(area, business) + (served ? OFFER : ""), offer: served, topic: "area" };
    }
  }
  if (areaQuestion(text, u)) return { ...answer(text, u, business), topic: "area" };
  if (followUp && lastTopic === "price" && (EVENING_PRICE.test(text) || u.services.length)) {
    return { reply: priceAnswer(text, u, business), topic: "price" };
  }
  if (followUp && lastTopic === "hours") {
    const h = hoursAnswer(text, business);
    if (h) return { reply: h, topic: "hours" };
  }
  if (followUp && u.services.length && lastTopic?.startsWith("service")) {
    const t = serviceTopic(u.services[0]);
    if (t) return { reply: answerTopic(t, business) + OFFER, offer: true, topic: t };
  }
  // The price list needs money asked about: "kitchen sink's been slow for a week and now it pongs" is a
  // problem told, whatever the classifier made of it.
  if (u.intent === "faq.unblocking-cost" && !PRICE_QUESTION.test(text) && !MONEY_WORDS.test(text) && mentionsProblem(text) && !/\?\s*$/.test(text)) u = { ...u, intent: "problem" };
  if ((u.intent === "faq.unblocking-cost" && (PRICE_QUESTION.test(text) || MONEY_WORDS.test(text) || !mentionsProblem(text))) || PRICE_QUESTION.test(text)) {
    // "we're in purley on thames, wot wud u charge": where the visitor is, told with the price asked, is answered first.
    const place = u.places[0]?.place;
    const where = place ? `${describeAreaCheck({ kind: "place", place }, business)} ` : "";
    return { reply: where + priceAnswer(text, u, business), topic: "price" };
  }
  // The classifier's "opening hours" needs words of time: "water pools … every time the dishwasher empties" is a problem told.
  if (u.intent === "opening-hours" && !/\b(?:open|opening|close|closing|closed|shut|hours?|times?|when|till|until|late|early|weekends?|sundays?|saturdays?|bank holidays?|evenings?|nights?|o'?clock|\d)\b/i.test(text.replace(/\bevery time\b/gi, " "))) u = { ...u, intent: mentionsProblem(text) || OUR_THINGS.test(text) ? "problem" : "none" };
  if (u.intent === "opening-hours") {
    const h = hoursAnswer(text, business);
    if (h) return { reply: h, topic: "hours" };
  }
  // A word the site publishes but the classifier never learnt ("septic", "soakaway"): the page that says it.
  // So too when the classifier's guess rests on half the message, when a question ("what are the
  // signs…") was taken for a report of a problem, or when a service is asked about that is none of ours.
  const rare = siteOnlyWords(u);
  const otherThing = u.intent === "service-info" && !u.services.length && !serviceFromWords(text);
  const asks = WH_QUESTION.test(text.trim()) || /\b(?:can|could) (?:you|u|someone|anyone) help\b/i.test(text);
  // "the soakaway never empties now": a problem told, whatever "never" made the classifier think.
  if ((u.intent === "cancel" || u.intent === "deny") && mentionsProblem(text) && !isCancel(text) && !/^(?:no|nope|nah)\b/i.test(text.trim())) u = { ...u, intent: "problem" };
  // A problem told about a thing the site writes about by name ("soakaway … full of water") is answered from that page.
  // An "emergency" that reached here was not read as one (a question, a problem that comes back): it is a problem told.
  // So is one asked whether we do it ("septic tank alarm going off, do you deal with them").
  // A soakaway or septic tank with something wrong is that subject's question, whatever else is named ("by the downpipe").
  const subjectTrouble = NAMED_SUBJECT.test(text) && /\b(?:caved|cave in|collaps\w*|sunk|sinking|dip|hole|packed up|full|soggy|boggy|waterlogged|pong\w*|whiff\w*|smell\w*|overflow\w*|not draining|won'?t drain|fixable|fix|silt\w*|pond|puddl\w*|empt\w*|overdue|servic\w*|something (?:you|u)(?: lot)? (?:do|deal with)|(?:do|can) (?:you|u)(?: lot)? (?:do|deal with|look at|sort))\b/i.test(text);
  const namedSubject = subjectTrouble || ((u.intent === "problem" || u.intent === "emergency" || (u.intent === "none" && mentionsProblem(text)) || WH_QUESTION.test(text.trim()) || /\b(?:do|does|can|could|cud|will|would|wud) (?:you|u|ya)(?: lot| guys)? (?:do|deal|look|empty|pump|sort|handle|work|service|clear)\b/i.test(text)) && NAMED_SUBJECT.test(text) && !u.services.length);
  // "anything to do to the drains before the frost": the weather named is the subject, whatever the classifier made of the rest.
  const season = WH_QUESTION.test(text.trim()) || ASKS_ANYWHERE.test(text) || /\b(?:anything|any tips?|advice|should (?:i|we)|what (?:do|can|should) (?:i|we))\b/i.test(text) ? SEASON.exec(text) : null;
  const seasonal = season ? (coveringPassage(`${text} winter`, ["winter"]) ?? coveringPassage(text, [season[0]]) ?? subjectPassage(`${text} winter`, "winter")) : null;
  if (seasonal) return { reply: passageAnswer(seasonal, business, ["winter", "frozen", "cold", season![0]]), topic: "site" };
  // A problem told in our words, asking nothing ("it backs up every time it rains heavy", "gutters full of
  // moss, pouring down the wall"), is answered as that problem, not with a page picked by its other words.
  const symptomOnly = /\b(?:gurgl\w*|slow\w*|smell\w*|bubbl\w*)\b/i.test(text) && !/\b(?:block\w*|overflow\w*|flood\w*|backs? up|back(?:ing|ed) up|pour\w*|sewage)\b/i.test(text);
  const toldPlainly = !asks && !symptomOnly && !PRICE_QUESTION.test(text) && !MONEY_WORDS.test(text) && !/\?\s*$/.test(text) && !ASKS_ANYWHERE.test(text) && !namedSubject && mentionsProblem(text) && (u.intent === "problem" || ((u.intent === "none" || u.intent.startsWith("faq.") || (["goodbye", "affirm", "deny", "thanks"].includes(u.intent) && text.trim().split(/\s+/).length > 6)) && Boolean(serviceFromWords(text))));
  if (toldPlainly && ["goodbye", "affirm", "deny", "thanks"].includes(u.intent)) u = { ...u, intent: "problem" };
  if (toldPlainly && u.intent.startsWith("faq.")) u = { ...u, intent: "problem" };
  if (toldPlainly && u.intent === "none") u = { ...u, intent: "problem" };
  if (!toldPlainly && (rare.length || namedSubject) && (u.intent === "none" || (u.score < 0.75 && u.intent !== "problem") || otherThing || (rare.length >= 2 && u.known < 0.6) || (asks && u.intent === "problem") || namedSubject)) {
    const named = namedSubject ? NAMED_SUBJECT.exec(text)![0].toLowerCase() : "";
    const subject = namedSubject ? [subjectOf(named)] : rare;
    const passage = coveringPassage(text, subject, u.places[0]?.place.name) ?? (namedSubject ? subjectPassage(text, subject[0]) : null);
    if (passage) return toldProblem(text, { reply: passageAnswer(passage, business, subject), topic: "site" });
    if (otherThing) return { reply: dontKnowReply(business), topic: "unknown" };
  }
  // "can you fix my car": a job asked for on something that is not a drain, gutter or pipe.
  if (u.intent === "service-info" && !u.services.length && !serviceFromWords(text) && !OUR_THINGS.test(text)) return { reply: dontKnowReply(business), topic: "unknown" };
  // A word no page publishes ("boiler", "football"): not a question about our work, however the classifier scores it.
  // A message that names our work ("mortgage lender wants a drain survey") is ours, whatever else it says.
  const namesOurs = u.services.some((s) => s !== "emergency_callout") || Boolean(serviceFromWords(text)) || OUR_THINGS_OR_SYMPTOM.test(text) || NAMED_SUBJECT.test(text);
  const foreign = namesOurs ? [] : u.unseen.filter((w) => !siteHasWord(w));
  // A problem told in drain words ("it blocks up every other friday without fail") is ours, whatever other words it uses.
  const toldOurs = u.intent === "problem" && mentionsProblem(text) && OUR_THINGS_OR_SYMPTOM.test(text);
  // Small talk is exempt only when it is short or mostly known words ("cheers mate", not "recommend a good pizza place").
  const smallTalk = ["greeting", "thanks", "goodbye", "affirm", "deny", "cancel", "human", "bot"].includes(u.intent) && (text.trim().split(/\s+/).length <= 4 || u.known >= 0.5);
  // One word of everyday English the site never uses ("till what time can i ring") does not make a message foreign.
  const mostlyForeign = foreign.length >= 2 || u.known < 0.7;
  if (foreign.length && mostlyForeign && !toldOurs && !u.places.length && !smallTalk && (u.score < 0.95 || foreign.length >= u.unseen.length)) {
    return { reply: dontKnowReply(business), topic: "unknown" };
  }
  // "toilet won't flush": a symptom told, not asked, is a problem to book, whatever the classifier scored.
  if (u.intent === "none" && !asks && !/\?\s*$/.test(text) && mentionsProblem(text) && serviceFromWords(text)) u = { ...u, intent: "problem" };
  const a = answer(text, u, business);
  if (areaQuestion(text, u)) return { ...a, topic: "area" };
  const topic =
    u.intent === "opening-hours"
      ? "hours"
      : u.intent === "service-info"
        ? `service:${u.services[0] ?? ""}`
        : areaQuestion(text, u)
          ? "area"
          : u.intent;
  if (u.intent === "none") {
    const found = searchSite(text);
    if (found && found.share >= 0.6 && found.matched >= 1 && found.score >= 5) {
      if (found.passage.topic) return { ...answerTopicOffer(found.passage.topic, business), topic: found.passage.topic };
      return toldProblem(text, { reply: passageAnswer(found.passage, business, siteOnlyWords(u)), topic: "site" });
    }
    // "ur lot able to dig that bit out n put new in": the work a verb asks for is one of our services.
    // "the pitch fibre drain has gone oval, can it be sorted": whether it can be put right, of work the words name.
    const askedFor = serviceAskedFor(text) ?? (CAPABILITY_QUESTION.test(text) ? serviceFromWords(text) : undefined);
    if (askedFor) return { reply: `Yes. ${serviceAnswer(askedFor, business)}${OFFER}`, offer: true, description: mentionsProblem(text) ? (findDescription(text) ?? text.slice(0, 500)) : undefined, topic: `service:${askedFor}` };
    return { reply: dontKnowReply(business), topic: "unknown" };
  }
  return { ...a, topic };
}

/** Cold weather named: the site's winter advice answers it. */
const SEASON = /\b(?:frosts?|frosty|freez\w*|frozen|icy|ice over|ices over|iced up|ice up|cold snap|winter|minus (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)|below (?:zero|freezing)|sub[- ]?zero|snow\w*)\b/i;

/** The word the site writes a named subject under: off the mains is a septic tank, a cesspit a cesspool, crates a soakaway. */
function subjectOf(named: string) {
  return /mains/.test(named) ? "septic" : /crate/.test(named) ? "soakaway" : /cesspit/.test(named) ? "cesspool" : named.split(" ")[0].replace(/s$/, "");
}

/** Things the site writes about by name that no service is called after. */
const NAMED_SUBJECT = /\b(?:soakaway crates?|rainwater crates?|crates buried|soakaways?|septic tanks?|cesspits?|cesspools?|treatment plants?|not on (?:the )?mains(?: drainage)?|off[- ]mains|off the mains)\b/i;

/** A problem told, not asked ("it backs up whenever the washing machine empties"), answered from a page: the page, then the offer. */
function toldProblem(text: string, a: Answer): Answer {
  if (a.offer || /\?\s*$/.test(text) || WH_QUESTION.test(text.trim()) || !mentionsProblem(text)) return a;
  return { ...a, reply: a.reply + OFFER, offer: true, description: findDescription(text) ?? text.slice(0, 500) };
}

function answerTopicOffer(t: Topic, business: ChatBusiness): Answer {
  const reply = answerTopic(t, business);
  return TOPIC_OFFERS.has(t) ? { reply: reply + OFFER, offer: true } : { reply };
}

/** The parts of a message that ask separate things: "do you cover Thatcham and how much is a survey?". */
export function splitQuestions(text: string): string[] {
  const parts = text
    .split(/\?+|\.\s+|!\s+|\s+\+\s+|\s+(?:and|n)\s+(?=(?:what|what's|whats|how|are|do|is|can|when|where|which|does|have you|has|will|would|could|r u|r you|u|if)\b)|\s+also\s+|,\s*also\s+|\balso\b,?\s+(?=(?:what|how|are|do|is|can)\b)/i)
    .map((p) => p.trim().replace(/^(?:and|n|also)\s+/i, ""))
    .filter((p) => /[a-z]{2}/i.test(p));
  return parts.length ? parts : [text];
}

const SMALL_TALK = new Set(["greeting", "thanks", "affirm"]);

/** The work a visitor asks whether we do: "do u sort the downpipes", "can you fit leaf guards". */
export const WORK_VERBS = "(?:do|sort|clear|fix|fit|install|supply|put in|clean|unblock|look at|look after|deal with|handle|jet|repair|replace|empty|film|inspect|service|maintain)";
/** "do ur lads do gutters too": whether we do a kind of work, asked as one part of a message. */
const WE_DO_PART = new RegExp(`^(?:do|does|can|could|will|would) (?:you|u|ya|your (?:lads|men|engineers|guys|team)|ur (?:lads|men|engineers|guys|team))(?: lot| guys)? (?:also |as well )?${WORK_VERBS}\\b`, "i");
/** "do you offer CCTV surveys", "…, can u unblock those": whether we do a kind of work, asked in a clause. */
const OFFERED = new RegExp(`^(?:(?:and|n|but|so)\\s+)?(?:do|can|cn|could|cud|will) (?:you|u|ya) (?:offer|provide|carry out|undertake|mend|${WORK_VERBS})\\b`, "i");
/** The same, of a subject with pages of its own (a septic tank, a soakaway): only the verbs that name a service we offer. */
const OFFERED_BY_NAME = /^(?:(?:and|n|but|so)\s+)?(?:do|can|cn|could|cud|will) (?:you|u|ya) (?:offer|do|provide|carry out|undertake|supply|handle|fit|install|put in|repair|fix|mend|replace|clear|clean|look after|service|maintain|empty)\b/i;

/**
 * Answers joined without saying a thing twice: a sentence given again, or one another sentence of the
 * reply opens with ("We confirm the price first." beside "We confirm the price first, and …"), is left out.
 */
function withoutRepeats(reply: string) {
  const sentences = reply.split(/(?<=[.!?])\s+(?=[A-Z£0-9])/);
  const stem = (s: string) => s.replace(/[.!?]+$/, "").trim();
  return sentences
    .filter((s, i) => sentences.findIndex((o) => stem(o) === stem(s)) === i)
    .filter((s) => !sentences.some((o) => o !== s && o.length > s.length && o.startsWith(`${stem(s)},`)))
    .join(" ");
}

/**
 * Coming to a place named elsewhere in the message: "would you go out there", "travel that far", "go out to him",
 * "would your engineers be able to come out to us?", "would you be able to help her?".
 */
const THERE_ASKED = /\b(?:go|goes|come|comes|travel|get|reach|send|cover|venture|drive|pop)\w*\b.{0,20}\b(?:there|that far|that way|to (?:him|her|them|us)|(?:her|his|their) way)\b|\b(?:help|look after|see to)\s+(?:her|him|them)\b|\b(?:help|look after|see to|sort|do|clear|check)\s+(?:her|his|their)\s+(?:drains?|gutters?|loo|toilet|pipes?)\b|\bfor (?:him|her|them)\s*\??\s*$|\b(?:look after|see to|sort out|take care of|help with|do|check)\b.{0,25}\bthere\b|\bsend (?:someone|somebody|some1|anyone|an engineer|a man|your (?:man|engineer))\b.{0,10}\bto (?:him|her|them)\b/i;

/** Every question of a message answered, one after another, with one offer to book at the end. */
export async function answerAll(text: string, u: Understanding, business: ChatBusiness, lastTopic: string | undefined): Promise<Answer> {
  const parts = splitQuestions(text);
  if (parts.length < 2) return answerPart(text, u, business, lastTopic);
  // "My daughter has just moved to Fleet. Would your engineers travel that far?": a place told in one sentence and
  // asked about as "there" in the next is one question about the place.
  const place = u.places[0]?.text.toLowerCase();
  // ("charvil - do u cover it, n how quick cud some1 get to us" asks of the place where it is named: two questions.)
  const told = parts.filter((p) => !THERE_ASKED.test(p));
  if (place && parts.some((p) => THERE_ASKED.test(p) && !p.toLowerCase().includes(place)) && told.every((p) => !ASKS_ANYWHERE.test(p) && !/\?/.test(p)) && areaQuestion(text, u)) return answerPart(text, u, business, lastTopic);
  const answers: Answer[] = [];
  let topic = lastTopic;
  for (const part of parts) {
    const pu = await understand(part);
    // Small talk is passed over; "what's the evening rate" asks, whatever the classifier made of "evening".
    if (SMALL_TALK.has(pu.intent) && parts.length > 1 && !asksHours(part) && !WH_QUESTION.test(part.trim()) && !PRICE_QUESTION.test(part) && !topicFor(part) && !factFor(part) && !areaQuestion(part, pu)) continue;
    // "r u in tadley and can u come out at weekends": a question about when we come, asked as one part, gets its own answer.
    const when = whenQuestion(part);
    // A part the site answers in words of its own ("r u insured", "can i pay on card"), as a message alone would be.
    const own = when ? null : topicFor(part);
    // "do ur lads do gutters too": whether we do a kind of work, asked as one part, gets that service's answer.
    const fact = when || own ? null : factFor(part);
    // "do u repair old cast iron gutters or just plastic": a fact of its own outranks the service's general answer.
    const doWeDo = !when && !own && !fact && WE_DO_PART.test(part.trim()) ? serviceFromWords(part) : undefined;
    // "how long do ur emergency lads take to get out to lambourn": a place we cover, asked with when, gets both.
    const place = when ? areaQuestion(pu.normalised, pu) : null;
    const covered = place?.kind === "place" ? coveredLead(place) : "";
    const a =
      when && (!place || covered)
        ? { reply: covered + whenAnswer(when, business) + OFFER, offer: true, topic: when === "weekend" || when === "day" ? "hours" : "when" }
        : doWeDo
          ? { reply: `Yes. ${serviceAnswer(doWeDo, business)}`, topic: `service:${doWeDo}` }
          : own && own !== "bot"
          ? { reply: answerTopic(own, business), topic: own }
          : fact
            ? { reply: factAnswer(fact, business) + (factOffers(fact) ? OFFER : ""), offer: factOffers(fact), topic: `fact:${fact}` }
            : answerPart(part, pu, business, topic);
    if (a.topic === "unknown" && answers.length) continue;
    // "…to lambourn? we're a fair way out": a part that only tells, after one that asked, gets no answer of its own.
    if (answers.length && !when && !own && !fact && !doWeDo && !/\?/.test(part) && !WH_QUESTION.test(part.trim()) && !PRICE_QUESTION.test(part) && !areaQuestion(pu.normalised, pu) && !ASKS_ANYWHERE.test(part) && !mentionsProblem(part)) continue;
    // "…? That's really what the landscaper is after": a part that tells, after one that asked, is no question about the assistant.
    if (answers.length && a.topic === "bot" && !WH_QUESTION.test(part.trim())) continue;
    answers.push(a);
    topic = a.topic ?? topic;
  }
  if (!answers.length) return answerPart(text, u, business, lastTopic);
  const unknown = answers.filter((a) => a.topic === "unknown");
  const known = answers.filter((a) => a.topic !== "unknown");
  const used = known.length ? known : unknown.slice(0, 1);
  const replies = [...new Set(used.map((a) => a.reply.replace(OFFER, "").trim()))];
  const offer = used.some((a) => a.offer);
  return { reply: withoutRepeats(replies.join(" ")) + (offer ? OFFER : ""), offer, description: used.find((a) => a.description)?.description, topic: used[used.length - 1].topic };
}

/** A request for work: "I need my gutters cleared", "can someone come Friday", "book a survey". */
export const REQUEST =
  /\b(book|booking|need|needs|want|wanna|would like|'d like|get (?:someone|somebody|an engineer)|send (?:someone|somebody|an engineer)|come (?:out|round|over|and)|fit me in|arrange|(?:can|could|might|may) (?:someone|somebody|you|your (?:man|engineer)|an engineer) (?:come|clear|unblock|fix|clean|look|jet|sort|see to|deal with|put (?:a new|in a new|new)|fit (?:a )?new|give (?:it|them|(?:all )?(?:the|my|our) \w+) a|(?:get|fish|pull|hook) (?:it|them|that|this) out)|(?:can|could) (?:we|i) (?:do|have|get|book|arrange|sort)|please|pls|plz)\b/i;

export function isWorkRequest(text: string, u: Understanding, now: Date) {
  // "toilet needs 3 flushes to go down", "needs plunging every week": what the fitting needs is a symptom told.
  text = text.replace(/\b(?:needs?|takes?)\s+(?:\d+|two|three|four|five|several|a few|multiple|lots of|loads of)\s+(?:flush\w*|goes|attempts|tries|plunges?)\b|\bneeds?\s+(?:plunging|flushing (?:twice|again|more than once))\b/gi, " ");
  // "sat morn ok for gutter clearing?": a day and a service offered as a question is a request.
  if (/\b(?:ok|okay|alright|possible|free|available|any good|suit|work)\b/i.test(text) && (u.services.some((s) => s !== "emergency_callout") || serviceFromWords(text))) {
    const day = findPreferredTime(text, now);
    if (day?.date && !day.problem) return true;
  }
  // "can you do a drain jet the day after tomorrow": a service of ours asked for on a day is a request.
  if (/^(?:(?:hi|hello|hiya|ok|right)[,!. ]+)*(?:can|could|would) (?:you|u|someone|somebody) do (?:a|an|the|my|our|us a|me a)\b/i.test(text.trim()) && (u.services.some((s) => s !== "emergency_callout") || serviceFromWords(text))) {
    const day = findPreferredTime(text, now);
    if (day?.date && !day.problem) return true;
  }
  const named = u.services.some((s) => s !== "emergency_callout") || Boolean(serviceFromWords(text));
  if (named && !/^(?:do|does|what|how|why|which|are|is|when|where|who)\b/i.test(text.trim()) && !PRICE_QUESTION.test(text)) {
    const day = findPreferredTime(withoutRecurrence(text), now);
    if (day?.date && !day.problem) {
      // "gutters overflowing, can you sort them friday week": a service of ours asked to be done on a day.
      if (/\b(?:can|could|would|will) (?:you|u|someone|somebody|anyone|one of you|an engineer|(?:your|ur|you) (?:lot|lads|men|engineers|guys|team))\b.{0,20}\b(?:do|sort|clear|clean|fix|unblock|jet|empty|look at|come|pop|get)\b/i.test(text)) return true;
      // "cctv survey next week, thursday's best, any time": the job, a day and a time written as notes, asking nothing.
      if (!/\?\s*$/.test(text) && (day.window || /\b(?:best|ideally|suits?|prefer(?:ably|red)?|if (?:poss|possible))\b/i.test(text))) return true;
      // "monday first thing for a camera survey?": a day and the job, in a few words with a question mark
      // and no question word, is the visit asked for.
      if (text.trim().split(/\s+/).length <= 10 && !/\b(?:how|what|whats|what's|when|why|which|who|where|whereabouts)\b/i.test(text)) return true;
    }
  }
  if (!REQUEST.test(text) || /^(?:do|does|what|how|why|which|are|is|when|where|who)\b/i.test(text.trim())) return false;
  // "can you fix a cracked pipe without digging": a question about how the work is done, asked of no
  // property of the visitor's and for no day, is answered, not booked.
  if (/^(?:can|could|would|will) (?:you|someone)\b/i.test(text.trim()) && u.intent.startsWith("faq.") && u.score >= 0.8 && !/\b(my|our|me|us|i|we|i'm|we're)\b/i.test(text) && !findPreferredTime(text, now)) return false;
  // "can you look at a soakaway that's not draining": a thing no service is named after, asked about
  // with nothing of the visitor's and no day, is answered from its page before any booking.
  if (/^(?:can|could|would|will|do) (?:you|u|someone)\b/i.test(text.trim()) && NAMED_SUBJECT.test(text) && !/\b(my|our|me|us|i|we|i'm|we're)\b/i.test(text) && !findPreferredTime(text, now)) return false;
  // "ours backs up into the downpipe every time it pours, can u sort it" of a soakaway: a subject with a page of its own
  // in trouble, asked to be sorted with no day and no kind of work named, is answered from its page, then offered.
  if (NAMED_SUBJECT.test(text) && !serviceAskedFor(text) && !/\bgutter/i.test(text) && !findPreferredTime(withoutRecurrence(text), now)?.date) return false;
  const service = u.services.find((s) => s !== "emergency_callout") ?? serviceFromWords(text);
  return Boolean(service || findPreferredTime(text, now)) && !/\b(price|cost|how much|quote for)\b/i.test(text);
}

export function isQuestion(u: Understanding) {
  return u.intent !== "none" && !["affirm", "deny", "cancel", "booking", "problem", "greeting"].includes(u.intent) && u.score >= 0.8;
}

/** The built-in answer to a question, without any dialogue state. */
export async function answerQuestion(text: string, business: ChatBusiness): Promise<string> {
  const u = await understand(text);
  if (isEmergency(text, u)) return emergencyText(business);
  const a = answer(text, u, business);
  return a.reply.replace(OFFER, "").trim() || "I can take a booking request: I'll need a name, phone number, address with postcode, the service, a preferred day and time, and a short description.";
}
