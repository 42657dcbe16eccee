/**
 * The built-in assistant: no network, no model. One turn at a time it reads the visitor's message
 * (intent and entities from nlu.server.ts, facts from extract.server.ts), updates the dialogue
 * state and writes a short reply from the site's content (knowledge.server.ts).
 *
 * A booking request is collected slot by slot, in any order and several at a time, with
 * corrections and cancellation; it is read back as a summary and submitted only after an
 * explicit yes, and only when `validateBooking` passes (valid UK phone, postcode inside the
 * area). This module decides; it touches no database: the caller stores the state and, when the
 * result carries `submit`, makes the booking (booking.server.ts).
 */
import { TZDate } from "@date-fns/tz";
import { normaliseUkPhone } from "~/lib/uk-contact";
import {
  findAddress,
  findDescription,
  findEmail,
  findName,
  findNameNearContact,
  CORRECTION_LEAD,
  findPhone,
  findPostcode,
  isCancel,
  isExplicitYes,
  isNo,
  mentionsProblem,
} from "./extract.server";
import {
  answerTopic,
  checkPlace,
  checkPostcode,
  describeAreaCheck,
  emergencyAttendanceText,
  joinList,
  searchTopic,
  searchSite,
  coveringPassage,
  passageAnswer,
  priceListText,
  siteHasWord,
  servedDistricts,
  type AreaCheck,
  type ChatBusiness,
  type Topic,
} from "./knowledge.server";
import { CHAT_SERVICE_LABELS, CHAT_SERVICES, serviceFromWords, understand, type ChatService, type Understanding } from "./nlu.server";
import { describeDate, findPreferredTime, LATEST_BOOKING_DAYS, londonDate, mentionsRecurrence, TIME_WINDOW_LABELS, withoutRecurrence, type TimeWindow } from "./when.server";
import { asksHours, topicFor, factAnswer, factFor, factOffers, isGoodbye, isHoldOn, isOverrideAttempt, isResolved, refusalReply, whenAnswer, whenQuestion } from "./acts.server";
import { openingHours } from "~/content/areas-served";
import { describePrice, faqPriceList } from "~/content/facts";

// ---------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------

export type BookingDraft = {
  name?: string;
  phone?: string;
  email?: string;
  emailDeclined?: boolean;
  /** House and street (and town), without the postcode. */
  addressLine?: string;
  /** A full postcode inside the area. */
  postcode?: string;
  service?: ChatService;
  /** YYYY-MM-DD, Europe/London. */
  date?: string;
  timeWindow?: TimeWindow;
  description?: string;
  emergency?: boolean;
};

export type Slot = "name" | "phone" | "addressLine" | "postcode" | "service" | "date" | "timeWindow" | "description" | "email";

export type ChatState = {
  booking?: { draft: BookingDraft; stage: "collecting" | "confirming"; asking?: Slot };
  /** The last reply offered a booking: a yes starts one. */
  offer?: "booking";
  /** A problem the visitor described before a booking began. */
  pendingDescription?: string;
  /** A question about when we can come that ended with an offer: its day and time are read when the offer is taken. */
  pendingRequest?: string;
  lastBookingId?: string;
  /** What the last answer was about, so that "and after 6pm?" or "what about Hungerford?" is read in its light. */
  lastTopic?: string;
  /** The last reply, so that the next one is never the same words again. */
  lastReply?: string;
  /** Turns taken so far; a turn is saved only if no other turn came first. */
  turn?: number;
};

/** Everything a booking needs, checked. */
export type BookingRequest = {
  name: string;
  phone: string;
  email: string | null;
  address: string;
  postcode: string;
  service: ChatService;
  date: string;
  timeWindow: TimeWindow;
  description: string;
  emergency: boolean;
};

export type EngineInput = { state: ChatState | null | undefined; message: string; now: Date; business: ChatBusiness };
export type EngineOutput = { reply: string; state: ChatState; submit?: BookingRequest };

export function emptyState(): ChatState {
  return {};
}

/** A state read back from the database: anything unexpected is dropped. */
export function readState(value: unknown): ChatState {
  if (!value || typeof value !== "object") return {};
  return value as ChatState;
}

// ---------------------------------------------------------------------------------------------
// Checks shared by every path that books (the built-in dialogue and the model's tools)
// ---------------------------------------------------------------------------------------------

export type BookingProblem = { slot: Slot; message: string };

export function missingSlots(draft: BookingDraft): Slot[] {
  const missing: Slot[] = [];
  if (!draft.name) missing.push("name");
  if (!draft.phone) missing.push("phone");
  if (!draft.addressLine) missing.push("addressLine");
  if (!draft.postcode) missing.push("postcode");
  if (!draft.service) missing.push("service");
  if (!draft.date) missing.push("date");
  if (!draft.timeWindow) missing.push("timeWindow");
  if (!draft.description) missing.push("description");
  if (!draft.email && !draft.emailDeclined) missing.push("email");
  return missing;
}

/** The booking, when every detail is present and valid; otherwise what is wrong or missing. */
export function validateBooking(draft: BookingDraft, now: Date): { ok: true; booking: BookingRequest } | { ok: false; problems: BookingProblem[] } {
  const problems: BookingProblem[] = [];
  const phone = draft.phone ? normaliseUkPhone(draft.phone) : null;
  if (!phone) problems.push({ slot: "phone", message: "a valid UK phone number" });
  const pc = draft.postcode ? checkPostcode(draft.postcode) : null;
  if (!pc || pc.kind !== "postcode" || !pc.full) problems.push({ slot: "postcode", message: "a full postcode" });
  else if (!pc.served) problems.push({ slot: "postcode", message: "an address inside our area" });
  if (!draft.name?.trim()) problems.push({ slot: "name", message: "your name" });
  if (!draft.addressLine?.trim()) problems.push({ slot: "addressLine", message: "the house number and street" });
  if (!draft.service || !CHAT_SERVICES.includes(draft.service)) problems.push({ slot: "service", message: "the service" });
  const today = londonDate(now);
  if (!draft.date || !/^\d{4}-\d{2}-\d{2}$/.test(draft.date) || draft.date < today) problems.push({ slot: "date", message: "a day from today on" });
  if (!draft.timeWindow || !(draft.timeWindow in TIME_WINDOW_LABELS)) problems.push({ slot: "timeWindow", message: "a time of day" });
  if (!draft.description?.trim()) problems.push({ slot: "description", message: "a short description" });
  if (!draft.email && !draft.emailDeclined) problems.push({ slot: "email", message: "an e-mail address, or a no" });
  if (problems.length || !phone || !pc || pc.kind !== "postcode") return { ok: false, problems };
  return {
    ok: true,
    booking: {
      name: draft.name!.trim(),
      phone,
      email: draft.email ?? null,
      address: `${draft.addressLine!.trim()}, ${pc.postcode}`,
      postcode: pc.postcode,
      service: draft.service!,
      date: draft.date!,
      timeWindow: draft.timeWindow!,
      description: draft.description!.trim(),
      emergency: Boolean(draft.emergency),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Wording
// ---------------------------------------------------------------------------------------------

const QUESTIONS: Record<Slot, string> = {
  name: "What's your name?",
  phone: "What's the best phone number to reach you on?",
  addressLine: "What's the address where the work is needed, including the postcode?",
  postcode: "And what's the postcode there?",
  service: `Which service do you need: ${joinList(CHAT_SERVICES.filter((s) => s !== "emergency_callout").map((s) => CHAT_SERVICE_LABELS[s].toLowerCase().replace("cctv", "CCTV")), "or")}?`,
  date: "Which day would suit you? For example 'tomorrow', 'next Tuesday' or a date like 14 March.",
  timeWindow: "Would morning, afternoon or evening suit you best (or any time)?",
  description: "Briefly, what's the problem?",
  email: "Would you like to add an e-mail address for updates? Type it, or say 'no'.",
};

function question(slot: Slot, draft: BookingDraft) {
  if (slot === "addressLine" && draft.postcode) return `What's the house number and street at ${draft.postcode}?`;
  return QUESTIONS[slot];
}

function firstName(name: string) {
  return name.split(/\s+/)[0];
}

export function describeWhen(draft: Pick<BookingDraft, "date" | "timeWindow">, now: Date) {
  if (draft.timeWindow === "asap") return "as soon as possible";
  const day = draft.date ? describeDate(draft.date, now) : "";
  const window = draft.timeWindow ? TIME_WINDOW_LABELS[draft.timeWindow] : "";
  return [day, window].filter(Boolean).join(", ");
}

function summary(draft: BookingDraft, now: Date) {
  const lines = [
    `• Name: ${draft.name}`,
    `• Phone: ${draft.phone}`,
    `• Address: ${draft.addressLine}, ${draft.postcode}`,
    `• Service: ${draft.service ? CHAT_SERVICE_LABELS[draft.service] : ""}${draft.emergency ? " (emergency)" : ""}`,
    `• When: ${describeWhen(draft, now)}`,
    `• Problem: ${draft.description}`,
    `• E-mail: ${draft.email ?? "none"}`,
  ];
  return `Here's your booking request:\n${lines.join("\n")}\nShall I send it? Reply yes to confirm, or tell me what to change.`;
}

/**
 * The reply to a booking: the same words whoever the visitor is, so that the chat never tells
 * whether a phone number or e-mail address belongs to a customer.
 */
export function bookingConfirmedReply(booking: BookingRequest, reference: string, business: ChatBusiness) {
  if (booking.emergency) {
    return `Thank you, ${firstName(booking.name)}. Your emergency request is in (reference ${reference}) and we'll call you on ${booking.phone} straight away. If it gets worse, call ${business.phone} now.`;
  }
  return `Thank you, ${firstName(booking.name)}! Your booking request has been sent (reference ${reference}). We'll call you on ${booking.phone} to confirm the appointment.`;
}

export function fallbackReply(business: ChatBusiness) {
  return `I'm not sure I can answer that here. Please call us on ${business.phone} (24/7 for emergencies) or use the free quote form on our home page, and we'll get back to you. I can also help with our services, prices, areas and opening hours, or take a booking request.`;
}

const OFFER = " Would you like me to book a visit?";

// ---------------------------------------------------------------------------------------------
// Emergencies
// ---------------------------------------------------------------------------------------------

const EMERGENCY_WORDS = /\b(flood\w*|sewage|sewer water|overflow\w*|backing up|backed up|burst|coming up through|water everywhere|waste water coming)\b/i;
const GENERAL_QUESTION = /\b(how much|cost|price|charge|how (?:quickly|fast|soon|long)|do you (?:deal|handle|cover|do|help)|can you (?:deal|handle|help with)|what (?:is|are|do)|what's)\b/i;
const FIRST_PERSON = /\b(my|our|i|we|i'm|we're|i've|we've|me|us|help|there's|it's)\b/i;

/** Overflowing gutters are a nuisance, not a drainage emergency. */
const GUTTERS_ONLY = /\b(gutter\w*|downpipe\w*|guttering)\b/i;
const SERIOUS = /\b(sewage|sewer|flood\w*|backing up|backed up|burst|into the house|coming up through|toilet)\b/i;

export function isEmergency(text: string, u: Understanding) {
  if (GUTTERS_ONLY.test(text) && !SERIOUS.test(text)) return false;
  const personal = FIRST_PERSON.test(text);
  if (GENERAL_QUESTION.test(text) && !personal) return false;
  if (EMERGENCY_WORDS.test(text) && personal) return true;
  return u.intent === "emergency" && u.score >= 0.7 && (personal || !GENERAL_QUESTION.test(text));
}

function emergencyText(business: ChatBusiness) {
  return `That sounds like an emergency. Please call us now on ${business.phone}: the line is answered 24/7 and ${emergencyAttendanceText()}.`;
}

// ---------------------------------------------------------------------------------------------
// Facts from one message
// ---------------------------------------------------------------------------------------------

type Update = { changed: Slot[]; errors: string[]; outOfArea: boolean };

function strip(text: string, part: string | undefined) {
  return part ? text.replace(part, " ") : text;
}

/**
 * Read every booking detail in `text` into the draft. `asking` is the detail the assistant has
 * just asked for: a bare reply ("Jo Bloggs", "no", "kitchen sink blocked") counts as that detail.
 */
function applyFacts(draft: BookingDraft, text: string, u: Understanding, now: Date, business: ChatBusiness, asking?: Slot): Update {
  // A question is not a bare answer: "what are your prices" is not a name.
  if ((asking === "name" || asking === "description") && (/\?\s*$/.test(text) || isQuestion(u))) asking = undefined;
  const changed: Slot[] = [];
  const errors: string[] = [];
  let outOfArea = false;
  let rest = text;
  const set = <K extends keyof BookingDraft>(slot: Slot, key: K, value: BookingDraft[K]) => {
    if (draft[key] !== value) {
      draft[key] = value;
      changed.push(slot);
    }
  };

  const email = findEmail(rest);
  if (email) {
    set("email", "email", email);
    draft.emailDeclined = false;
    rest = rest.replace(new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i"), " ");
  } else if (asking === "email" && /@/.test(rest)) {
    errors.push("That e-mail address doesn't look right. Could you check it, or say 'no' to skip?");
  }

  const phone = findPhone(rest, asking === "phone");
  if (phone && "value" in phone) set("phone", "phone", phone.value);
  else if (phone) errors.push(`${phone.raw} doesn't look like a valid UK phone number. Could you check it? For example 01635 123456 or 07700 900123.`);
  rest = strip(rest, phone?.raw);
  // A bare run of digits among the details ("Bea Lowe, 12345, 5 Green Lane") is a phone number that is not one.
  const bare = !phone && !draft.phone ? /(?:^|,\s*)(\+?\d[\d ]{3,9}\d)\s*(?:,|$)/.exec(rest) : null;
  if (bare) {
    errors.push(`${bare[1]} doesn't look like a valid UK phone number. Could you check it? For example 01635 123456 or 07700 900123.`);
    rest = strip(rest, bare[1]);
  }

  const pc = findPostcode(rest);
  if (pc) {
    const check = checkPostcode(pc.postcode);
    if (check && check.kind === "postcode" && !check.served) {
      outOfArea = true;
      errors.push(`${describeAreaCheck(check, business)} If the work is at an address inside our area, tell me that address; otherwise please call ${business.phone} for advice.`);
      if (draft.postcode) {
        draft.postcode = undefined;
        draft.addressLine = undefined;
      }
    } else if (pc.full) {
      const address = findAddress(rest, pc, asking === "addressLine" || asking === "postcode");
      set("postcode", "postcode", pc.postcode);
      const line = address?.replace(new RegExp(`,?\\s*${pc.postcode}$`), "").trim();
      if (line) set("addressLine", "addressLine", line);
      rest = strip(strip(rest, address ?? undefined), pc.raw);
    } else if (asking === "addressLine" || asking === "postcode") {
      errors.push(`Thanks. I need the full postcode, like ${pc.postcode} 5NG, to book the visit.`);
    }
  } else {
    const outside = u.places.find((m) => !m.place.served);
    if (outside && (asking === "addressLine" || asking === "postcode" || /\b(live|address|property|house|at|in)\b/i.test(text))) {
      outOfArea = true;
      errors.push(`${describeAreaCheck({ kind: "place", place: outside.place }, business)} I can't book a visit there. If the work is somewhere in our area, tell me the address; otherwise please call ${business.phone}.`);
    } else if (asking === "addressLine" && !outOfArea && !findPreferredTime(rest, now)) {
      const address = findAddress(rest, null, true);
      if (address && /\d|\b(road|street|lane|avenue|close|drive|way|farm|cottage|house)\b/i.test(address)) {
        set("addressLine", "addressLine", address);
        rest = strip(rest, address);
      }
    } else if (asking === "postcode") {
      errors.push("That doesn't look like a UK postcode. Could you check it? For example RG14 5NG.");
    }
  }

  const name = findName(rest, asking === "name") ?? findNameNearContact(text);
  if (name) {
    set("name", "name", name);
  }

  const when = findPreferredTime(rest, now);
  const closed = when?.date && !when.problem ? closedProblem(when.date, when.window ?? draft.timeWindow) : null;
  if (closed) {
    errors.push(closed);
    if (when?.date) set("date", "date", when.date);
    if (draft.timeWindow === "evening") {
      draft.timeWindow = undefined;
    }
  } else if (when?.problem === "past") errors.push("That day has already passed. Which day from today on would suit you?");
  else if (when?.problem === "too_far") errors.push(`We take booking requests up to ${LATEST_BOOKING_DAYS} days ahead. Could you choose an earlier day?`);
  else if (when) {
    if (when.date) set("date", "date", when.date);
    if (when.window) set("timeWindow", "timeWindow", when.window);
  }

  if (!draft.emergency || asking === "service") {
    const service = u.services.find((s) => s !== "emergency_callout") ?? (asking === "service" || !draft.service ? serviceFromWords(text) : undefined);
    if (service && (asking === "service" || !draft.service || u.services.length)) set("service", "service", service);
    else if (asking === "service" && !service) errors.push(`Sorry, I didn't catch which service. ${QUESTIONS.service}`);
  }

  // "actually make it Sunday" answers no question: it changes what it names.
  const correction = CORRECTION_LEAD.test(text) || /\b(make it|change (?:it|that)|instead)\b/i.test(text);
  if (asking === "description" && !(correction && changed.length)) {
    // "sounds good", "ok" answer no question about the problem; "no", "not sure" leave it to the engineer.
    const bare = rest.replace(/[^\p{L}\p{N}' ]+/gu, " ").trim();
    if (isNo(bare) || /^(?:not sure|dunno|don'?t know|no idea|nothing (?:else|to add)|just (?:that|the job))\b/i.test(bare)) {
      set("description", "description", draft.service ? `${CHAT_SERVICE_LABELS[draft.service]}: no details given` : "No details given");
    } else if (!isExplicitYes(bare) && !isGoodbye(bare)) {
      const description = findDescription(rest, true);
      if (description && /[A-Za-z]{2,}\s+\S+/.test(description)) set("description", "description", description);
    }
  } else if (!draft.description) {
    const description = findDescription(text);
    if (description && mentionsProblem(description)) set("description", "description", description);
  }

  if (!email && !draft.email && /\b(?:no|without|don'?t have an?|skip the|not giving an?)\s+e-?mail\b/i.test(text)) {
    draft.emailDeclined = true;
    changed.push("email");
  } else if (asking === "email" && !email && isNo(text)) {
    draft.emailDeclined = true;
    changed.push("email");
  }
  if (!draft.service && draft.description) {
    const inferred = serviceFromWords(draft.description);
    if (inferred) set("service", "service", inferred);
  }
  return { changed, errors, outOfArea };
}

/** Facts that say the visitor is giving booking details (used to start a booking unasked). */
function bookingFactCount(text: string) {
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

function areaQuestion(text: string, u: Understanding): AreaCheck | null {
  const pc = findPostcode(text);
  if (pc) return checkPostcode(pc.postcode);
  const asked =
    u.intent === "faq.areas-covered" ||
    /\b(cover|covered|covering|serve|area|come to|come out to|come out|travel|reach|far as|get to|go to|work in|work round|work around|are (?:you|u) in|you in|in your patch)\b/i.test(text);
  const mention = u.places[0];
  if (mention && (asked || text.trim().split(/\s+/).length <= 3)) return { kind: "place", place: mention.place };
  // "can you do Windsor?", "do you go out to Slough": a place as the object of a verb of coming or working, with no service named.
  if (mention && u.intent === "none" && !u.services.length && PLACE_VERB.test(text.slice(0, mention.index))) return { kind: "place", place: mention.place };
  if (asked && u.unknownPlace) return checkPlace(u.unknownPlace);
  // "Mortimer Common - do you come out that way?", "any good for Fleet?", "are you able to get out to
  // Cold Ash": a place named in a question that names no service and gives no booking detail.
  const question = /\?\s*$/.test(text) || /^(?:are|r|do|does|can|could|would|will|is|any)\b/i.test(text.trim()) || /\b(?:that way|out there|round there|over there|out to|able to get|any good for)\b/i.test(text);
  if (mention && question && !u.services.length && !serviceFromWords(text) && !findPhone(text) && bookingFactCount(text) === 0) return { kind: "place", place: mention.place };
  return null;
}

/** The answer for an intent or topic outside a booking; `offer` when it ends with an offer to book. */
function answer(text: string, u: Understanding, business: ChatBusiness): { reply: string; offer?: boolean; description?: string } {
  const area = areaQuestion(text, u);
  if (area) {
    const served = (area.kind === "postcode" && area.served) || (area.kind === "place" && area.place.served);
    return { reply: describeAreaCheck(area, business) + (served ? OFFER : ""), offer: served };
  }
  const topic = (t: Topic) => {
    const reply = answerTopic(t, business);
    return TOPIC_OFFERS.has(t) ? { reply: reply + OFFER, offer: true } : { reply };
  };
  switch (u.intent) {
    case "greeting":
      return { reply: "Hello! How can I help today? I can answer questions about our services, prices, areas and opening hours, or take a booking request." };
    case "thanks":
      return { reply: "You're welcome! Is there anything else I can help with?" };
    case "goodbye":
      return { reply: `Thanks for chatting. If you need us, call ${business.phone} any time.` };
    case "bot":
      return { reply: `I'm ${business.name}'s virtual assistant. I can answer questions and take booking requests; to speak to a person, call ${business.phone}.` };
    case "human":
      return { reply: `Our team is on ${business.phone} (24/7 for emergencies). Or I can take a booking request here and we'll call you back.`, offer: true };
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
      const t = serviceTopic(service);
      const detail = t ? ` ${answerTopic(t, business)}` : "";
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

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Why a day and window cannot be booked under the office hours, or null. */
function closedProblem(date: string, window?: TimeWindow): string | null {
  const day = DAY_NAMES[new Date(`${date}T12:00:00Z`).getUTCDay()];
  const hours = openingHours.find((h) => (h.days as string[]).includes(day));
  if (!hours) return `We're closed on ${day}s, so we can't book a visit then. Which other day would suit you?`;
  if (window === "evening" && hours.closes < "20:00") {
    return `On ${day}s we're open ${hours.display}, so an evening visit isn't possible then. Would morning or afternoon on ${day} suit, or another day?`;
  }
  return null;
}

/** A question about money in the visitor's own words: "wat do u charge", "ballpark figure?", "callout fee?". */
const PRICE_QUESTION = /\b(how much|costs?|costing|price[sd]?|pricing|charges?|charging|fees?|rates|ballpark|rough figure|estimate)\b/i;
const EVENING_PRICE = /\b(after (?:6|six)|6 ?pm|six ?pm|evening|night|nights|out of hours|late|overnight)\b/i;
const UNPRICED: Partial<Record<ChatService, true>> = { cctv_survey: true, gutter_services: true, drain_repairs: true, drainage_maintenance: true };

/** The price answer for what is asked: the whole list, the evening rate, or the honest "we quote" for work the list does not price. */
function priceAnswer(text: string, u: Understanding, business: ChatBusiness): string {
  const evening = faqPriceList.find((p) => p.id === "emergency-after-6pm");
  if (EVENING_PRICE.test(text) && evening) return `Emergency callouts after 6pm are ${describePrice(evening)}. We always confirm the price before we start, so there are no hidden costs.`;
  const service = u.services.find((s) => UNPRICED[s]) ?? (UNPRICED[serviceFromWords(text) ?? "drain_unblocking"] ? serviceFromWords(text) : undefined);
  if (service) {
    return `We don't publish a fixed price for ${CHAT_SERVICE_LABELS[service].toLowerCase().replace("cctv", "CCTV")}: it depends on the job, and we confirm the price before we start, with no hidden costs. Call ${business.phone} for a quote. ${priceListText().replace("Our prices:", "For unblocking, our prices are:")}`;
  }
  return priceListText();
}

/** Office hours, or the hours of the day asked about. */
function hoursAnswer(text: string, business: ChatBusiness): string | null {
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
const OUR_THINGS = /\b(drains?|drainage|gutters?|guttering|downpipes?|pipes?|pipework|sewers?|sewage|toilets?|loos?|wc|sinks?|baths?|showers?|manholes?|soakaways?|septic|cesspits?|gull(?:y|ies)|interceptors?|grease traps?|blockages?|blocked|waste|survey|cctv|camera|jetting|lining|liners?)\b/i;

const WH_QUESTION = /^(?:what|what's|how|why|which|when|where|who|is|are|do|does|can|could|should|will|would)\b/i;
const ABUSE = /\b(useless|stupid|idiot\w*|shit\w*|crap|rubbish|f+\s?off|fuck\w*|bollocks|twat|moron|dumb)\b/i;
const FOLLOW_UP = /^(?:and|what about|how about|also|and what about|what if|and if|ok and|so)\b/i;

export function dontKnowReply(business: ChatBusiness) {
  return `I don't know the answer to that from what's on our website, and I'd rather not guess. Please call us on ${business.phone} or use the free quote form on our home page, and the team will help. I can answer questions about our services, prices, areas and opening hours, or take a booking request.`;
}

type Answer = { reply: string; offer?: boolean; description?: string; topic?: string };

/** Words of the message the classifier never saw that the site does publish (e.g. "septic", "soakaway"). */
function siteOnlyWords(u: Understanding) {
  return u.unseen.filter((w) => siteHasWord(w));
}

/** One question (or one part of a message) answered, in the light of the last topic. */
function answerPart(text: string, u: Understanding, business: ChatBusiness, lastTopic: string | undefined): Answer {
  const followUp = FOLLOW_UP.test(text.trim()) || text.trim().split(/\s+/).length <= 3;
  if (isOverrideAttempt(text)) return { reply: refusalReply(business), topic: "refusal" };
  const fact = factFor(text);
  // "do you offer CCTV surveys?": one of our services asked about by name is that service's answer.
  const offered = /^(?:do|can|could|will) (?:you|u|ya) (?:offer|do|provide|carry out|undertake|supply|handle)\b/i.test(text.trim()) && !u.places.length ? serviceFromWords(text) : undefined;
  const offeredTopic = serviceTopic(offered);
  if (offeredTopic) return { reply: answerTopic(offeredTopic, business) + OFFER, offer: true, topic: offeredTopic };
  if (fact) return factOffers(fact) ? { reply: factAnswer(fact, business) + OFFER, offer: true, topic: `fact:${fact}` } : { reply: factAnswer(fact, business), topic: `fact:${fact}` };
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
  if (u.intent === "faq.unblocking-cost" || PRICE_QUESTION.test(text)) {
    return { reply: priceAnswer(text, u, business), topic: "price" };
  }
  if (u.intent === "opening-hours") {
    const h = hoursAnswer(text, business);
    if (h) return { reply: h, topic: "hours" };
  }
  // A word the site publishes but the classifier never learnt ("septic", "soakaway"): the page that says it.
  // So too when the classifier's guess rests on half the message, when a question ("what are the
  // signs…") was taken for a report of a problem, or when a service is asked about that is none of ours.
  const rare = siteOnlyWords(u);
  const otherThing = u.intent === "service-info" && !u.services.length && !serviceFromWords(text);
  const asks = WH_QUESTION.test(text.trim());
  if (rare.length && (u.intent === "none" || (u.score < 0.75 && u.intent !== "problem") || otherThing || (rare.length >= 2 && u.known < 0.6) || (asks && u.intent === "problem"))) {
    const passage = coveringPassage(text, rare, u.places[0]?.place.name);
    if (passage) return { reply: passageAnswer(passage, business, rare), topic: "site" };
    if (otherThing) return { reply: dontKnowReply(business), topic: "unknown" };
  }
  // "can you fix my car": a job asked for on something that is not a drain, gutter or pipe.
  if (u.intent === "service-info" && !u.services.length && !serviceFromWords(text) && !OUR_THINGS.test(text)) return { reply: dontKnowReply(business), topic: "unknown" };
  // A word no page publishes ("boiler", "football"): not a question about our work, however the classifier scores it.
  const foreign = u.unseen.filter((w) => !siteHasWord(w));
  if (foreign.length && !u.places.length && !["greeting", "thanks", "goodbye", "affirm", "deny", "cancel", "human", "bot"].includes(u.intent) && (u.score < 0.95 || foreign.length >= u.unseen.length)) {
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
      return { reply: passageAnswer(found.passage, business, siteOnlyWords(u)), topic: "site" };
    }
    return { reply: dontKnowReply(business), topic: "unknown" };
  }
  return { ...a, topic };
}

function answerTopicOffer(t: Topic, business: ChatBusiness): Answer {
  const reply = answerTopic(t, business);
  return TOPIC_OFFERS.has(t) ? { reply: reply + OFFER, offer: true } : { reply };
}

/** The parts of a message that ask separate things: "do you cover Thatcham and how much is a survey?". */
function splitQuestions(text: string): string[] {
  const parts = text
    .split(/\?+|\.\s+|!\s+|\s+\+\s+|\s+and\s+(?=(?:what|what's|whats|how|are|do|is|can|when|where|which|does)\b)|\s+also\s+|,\s*also\s+|\balso\b,?\s+(?=(?:what|how|are|do|is|can)\b)/i)
    .map((p) => p.trim().replace(/^(?:and|also)\s+/i, ""))
    .filter((p) => /[a-z]{2}/i.test(p));
  return parts.length ? parts : [text];
}

const SMALL_TALK = new Set(["greeting", "thanks", "affirm"]);

/** Every question of a message answered, one after another, with one offer to book at the end. */
async function answerAll(text: string, u: Understanding, business: ChatBusiness, lastTopic: string | undefined): Promise<Answer> {
  const parts = splitQuestions(text);
  if (parts.length < 2) return answerPart(text, u, business, lastTopic);
  const answers: Answer[] = [];
  let topic = lastTopic;
  for (const part of parts) {
    const pu = await understand(part);
    if (SMALL_TALK.has(pu.intent) && parts.length > 1) continue;
    const a = answerPart(part, pu, business, topic);
    if (a.topic === "unknown" && answers.length) continue;
    answers.push(a);
    topic = a.topic ?? topic;
  }
  if (!answers.length) return answerPart(text, u, business, lastTopic);
  const unknown = answers.filter((a) => a.topic === "unknown");
  const known = answers.filter((a) => a.topic !== "unknown");
  const used = known.length ? known : unknown.slice(0, 1);
  const replies = [...new Set(used.map((a) => a.reply.replace(OFFER, "").trim()))];
  const offer = used.some((a) => a.offer);
  return { reply: replies.join(" ") + (offer ? OFFER : ""), offer, description: used.find((a) => a.description)?.description, topic: used[used.length - 1].topic };
}

/** A request for work: "I need my gutters cleared", "can someone come Friday", "book a survey". */
const REQUEST =
  /\b(book|booking|need|needs|want|wanna|would like|'d like|get (?:someone|somebody|an engineer)|send (?:someone|somebody|an engineer)|come (?:out|round|over|and)|fit me in|arrange|(?:can|could) (?:someone|somebody|you) (?:come|clear|unblock|fix|clean|look|jet)|(?:can|could) (?:we|i) (?:do|have|get|book|arrange|sort))\b/i;

function isWorkRequest(text: string, u: Understanding, now: Date) {
  // "sat morn ok for gutter clearing?": a day and a service offered as a question is a request.
  if (/\b(?:ok|okay|alright|possible|free|available|any good|suit|work)\b/i.test(text) && (u.services.some((s) => s !== "emergency_callout") || serviceFromWords(text))) {
    const day = findPreferredTime(text, now);
    if (day?.date && !day.problem) return true;
  }
  if (!REQUEST.test(text) || /^(?:do|does|what|how|why|which|are|is)\b/i.test(text.trim())) return false;
  // "can you fix a cracked pipe without digging": a question about how the work is done, asked of no
  // property of the visitor's and for no day, is answered, not booked.
  if (/^(?:can|could|would|will) (?:you|someone)\b/i.test(text.trim()) && u.intent.startsWith("faq.") && u.score >= 0.8 && !/\b(my|our|me|us|i|we|i'm|we're)\b/i.test(text) && !findPreferredTime(text, now)) return false;
  const service = u.services.find((s) => s !== "emergency_callout") ?? serviceFromWords(text);
  return Boolean(service || findPreferredTime(text, now)) && !/\b(price|cost|how much|quote for)\b/i.test(text);
}

// ---------------------------------------------------------------------------------------------
// The turn
// ---------------------------------------------------------------------------------------------

function nextQuestion(draft: BookingDraft): Slot | undefined {
  const missing = missingSlots(draft);
  // Address first as one question; the postcode alone only when the street is known.
  if (missing.includes("addressLine") && missing.includes("postcode")) return missing.find((s) => s !== "postcode");
  return missing[0];
}

function proceed(state: ChatState, now: Date, prefix: string[]): EngineOutput {
  const booking = state.booking!;
  const slot = nextQuestion(booking.draft);
  if (!slot) {
    booking.stage = "confirming";
    booking.asking = undefined;
    return { reply: [...prefix, summary(booking.draft, now)].join(" ").trim(), state };
  }
  booking.stage = "collecting";
  booking.asking = slot;
  return { reply: [...prefix, question(slot, booking.draft)].join(" ").trim(), state };
}

function startBooking(state: ChatState, text: string, u: Understanding, input: EngineInput, emergency: boolean, note: string[] = []): EngineOutput {
  const draft: BookingDraft = {};
  // The question that ended with the offer ("could someone come Friday to clear the gutters?"):
  // its service, day and time are the booking's, unless this message says otherwise.
  const pending = state.pendingRequest;
  state.pendingRequest = undefined;
  if (pending && !emergency) {
    const service = serviceFromWords(pending);
    if (service && service !== "emergency_callout") draft.service = service;
    const when = findPreferredTime(withoutRecurrence(pending), input.now);
    if (when && !when.problem && when.window !== "asap") {
      if (when.date && !closedProblem(when.date, when.window)) draft.date = when.date;
      if (when.window && draft.date) draft.timeWindow = when.window;
    }
  }
  if (emergency) {
    draft.emergency = true;
    draft.service = "emergency_callout";
    draft.date = londonDate(input.now);
    draft.timeWindow = "asap";
    draft.description = findDescription(text) ?? text.slice(0, 500);
  }
  if (state.pendingDescription && !draft.description) draft.description = state.pendingDescription;
  state.booking = { draft, stage: "collecting" };
  state.offer = undefined;
  state.pendingDescription = undefined;
  const update = applyFacts(draft, text ? withoutRecurrence(u.expanded) : "", u, input.now, input.business);
  if (emergency) {
    draft.service = "emergency_callout";
    draft.timeWindow = "asap";
    draft.date = londonDate(input.now);
  }
  const prefix = emergency
    ? [emergencyText(input.business), "If you can't call, I can take an emergency booking request here and we'll ring you back."]
    : [draft.service ? `I can take a booking request for ${CHAT_SERVICE_LABELS[draft.service].toLowerCase().replace("cctv", "CCTV")}.` : "I can take a booking request for you."];
  if (update.outOfArea) {
    state.booking = undefined;
    return { reply: [...update.errors].join(" "), state };
  }
  return proceed(state, input.now, [...note, ...prefix, ...update.errors]);
}

function cancelled(state: ChatState): EngineOutput {
  state.booking = undefined;
  state.offer = undefined;
  return { reply: "No problem, I've cancelled that. Nothing has been booked. Is there anything else I can help with?", state };
}

function isQuestion(u: Understanding) {
  return u.intent !== "none" && !["affirm", "deny", "cancel", "booking", "problem", "greeting"].includes(u.intent) && u.score >= 0.8;
}

async function continueBooking(state: ChatState, text: string, u: Understanding, input: EngineInput): Promise<EngineOutput> {
  const booking = state.booking!;
  const { draft } = booking;
  const { now, business } = input;
  if (isCancel(u.expanded) || (u.intent === "cancel" && u.score >= 0.9 && text.length < 40)) return cancelled(state);
  if (isGoodbye(text)) return closed(state, `No problem, nothing has been booked. Thanks for chatting; if you need us, call ${business.phone} any time.`);
  if (isResolved(text)) return closed(state, `Glad it's sorted! I've cancelled the booking request, so nothing has been booked. You're welcome to come back any time.`);
  if (isHoldOn(text)) return { reply: "No rush, I'll be here when you're ready.", state };
  // A side question is answered as it would be outside a booking, then the booking goes on.
  const fact = factFor(text);
  const when = whenQuestion(text);
  if ((fact || when) && !findPhone(text) && !findPostcode(text)) {
    const reprompt = booking.stage === "confirming" ? "Shall I send your booking request? Reply yes or no." : booking.asking ? `To carry on with your booking: ${question(booking.asking, draft)}` : "";
    return { reply: `${fact ? factAnswer(fact, business) : whenAnswer(when!, business)} ${reprompt}`.trim(), state };
  }

  const prefix: string[] = [];
  // An urgency read from the words never overrides a day the visitor chose.
  const explicitDay = draft.date && draft.timeWindow && draft.timeWindow !== "asap";
  if (!draft.emergency && !explicitDay && draft.service !== "gutter_services" && isEmergency(u.normalised, u)) {
    draft.emergency = true;
    draft.service = "emergency_callout";
    draft.date = londonDate(now);
    draft.timeWindow = "asap";
    prefix.push(emergencyText(business));
  }

  if (booking.stage === "confirming") {
    if (isExplicitYes(u.expanded)) {
      const checked = validateBooking(draft, now);
      if (checked.ok) return { reply: "", state, submit: checked.booking };
      booking.stage = "collecting";
      return proceed(state, now, [`Before I send it I still need ${joinList(checked.problems.map((p) => p.message))}.`]);
    }
    const update = applyFacts(draft, u.expanded, u, now, business);
    if (update.changed.length || update.errors.length) {
      const lead = update.changed.length ? ["Thanks, I've updated that."] : [];
      return proceed(state, now, [...prefix, ...lead, ...update.errors]);
    }
    if (isNo(u.expanded) || u.intent === "deny") {
      return { reply: "No problem. What would you like to change? For example 'my number is …' or 'make it Thursday afternoon'.", state };
    }
    if (isQuestion(u) || siteOnlyWords(u).length) {
      const a = await answerAll(u.normalised, u, business, state.lastTopic);
      return { reply: `${a.reply.replace(OFFER, "")} Shall I send your booking request? Reply yes or no.`, state };
    }
    return { reply: "Sorry, I didn't catch that. Reply yes to send the booking request, tell me what to change, or say 'cancel'.", state };
  }

  const asking = booking.asking;
  const update = applyFacts(draft, u.expanded, u, now, business, asking);
  if (update.outOfArea && !draft.postcode) {
    booking.asking = "addressLine";
    return { reply: [...prefix, ...update.errors].join(" "), state };
  }
  if (!update.changed.length && !update.errors.length) {
    if (isQuestion(u) || siteOnlyWords(u).length || (u.intent === "none" && asking !== "description")) {
      const a = await answerAll(u.normalised, u, business, state.lastTopic);
      const reprompt = asking ? question(asking, draft) : "";
      return { reply: [...prefix, a.reply.replace(OFFER, ""), `To carry on with your booking: ${reprompt}`].join(" ").trim(), state };
    }
    if (asking) return { reply: [...prefix, `Sorry, I didn't catch that. ${question(asking, draft)}`].join(" "), state };
  }
  const ack =
    update.changed.includes("name") && draft.name
      ? [`Thanks, ${firstName(draft.name)}.`]
      : update.changed.includes("date") && draft.date
        ? [`Thanks, I've put ${describeDate(draft.date, now)}.`]
        : update.changed.includes("phone") && asking !== "phone"
          ? [`Thanks, I've changed the number to ${draft.phone}.`]
          : update.changed.length
            ? ["Thanks."]
            : [];
  return proceed(state, now, [...prefix, ...ack, ...update.errors]);
}

/** A reply that leaves nothing open: no booking, no offer, nothing pending. */
function closed(state: ChatState, reply: string): EngineOutput {
  state.booking = undefined;
  state.offer = undefined;
  state.pendingDescription = undefined;
  state.pendingRequest = undefined;
  return { reply, state };
}

/** Whether the question that ended with the offer told of an emergency for today. */
function pendingIsEmergency(state: ChatState, input: EngineInput) {
  const pending = state.pendingRequest;
  if (!pending || !EMERGENCY_WORDS.test(pending) || (GUTTERS_ONLY.test(pending) && !SERIOUS.test(pending))) return false;
  const when = findPreferredTime(withoutRecurrence(pending), input.now);
  return !when?.date || when.date === londonDate(input.now);
}

/** One turn of the built-in assistant: never an empty reply, never the same reply twice in a row. */
export async function respond(input: EngineInput): Promise<EngineOutput> {
  const previous = readState(input.state).lastReply;
  const out = await turn(input);
  let reply = out.reply.trim();
  if (!reply && !out.submit) reply = dontKnowReply(input.business);
  if (!out.submit && reply === previous) {
    reply = out.state.booking ? `Sorry, I still need that to carry on. ${reply}` : reply.startsWith("I don't know") ? `Sorry, I can't help with that one either. Please call ${input.business.phone}, or ask me about our services, prices, areas, opening hours or a booking.` : `As I said: ${reply}`;
  }
  out.state.lastReply = out.submit ? undefined : reply;
  return { ...out, reply };
}

async function turn(input: EngineInput): Promise<EngineOutput> {
  const state: ChatState = structuredClone(readState(input.state));
  const text = input.message.trim();
  let u = await understand(text);

  // An attempt to change the rules gets one fixed refusal, whatever else is going on; a booking in
  // progress is kept and its question asked again.
  if (isOverrideAttempt(text) || isOverrideAttempt(u.normalised)) {
    const reprompt = state.booking?.asking ? ` To carry on with your booking: ${question(state.booking.asking, state.booking.draft)}` : "";
    return { reply: refusalReply(input.business) + reprompt, state };
  }

  if (state.booking) return continueBooking(state, text, u, input);

  if (isGoodbye(text)) return closed(state, `Thanks for chatting. If you need us, call ${input.business.phone} any time.`);
  if (isResolved(text)) return closed(state, `Glad it's sorted! You're welcome to come back any time, or call ${input.business.phone} if it happens again.`);
  if (isHoldOn(text)) return { reply: "No rush, I'll be here when you're ready.", state };

  // "how late are you open on weekdays?": the office hours, whatever the classifier made of it.
  const oneQuestion = splitQuestions(text).filter((p) => WH_QUESTION.test(p)).length < 2;
  const hours = oneQuestion ? asksHours(text) : null;
  if (hours && !areaQuestion(u.normalised, u)) {
    state.lastTopic = "hours";
    const day = hours === "today" ? DAY_NAMES[new TZDate(input.now, "Europe/London").getDay()] : hours === true ? "" : hours;
    return { reply: hoursAnswer(day, input.business) ?? answerTopic("opening-hours", input.business), state };
  }

  // "could someone come today?", "do you work bank holidays?", "can you come after we shut?": a
  // question about when we can come is answered with the facts, then a booking is offered; the
  // day and time it names are kept for the booking if the visitor takes the offer.
  const when = bookingFactCount(u.expanded) < 2 && oneQuestion ? whenQuestion(text) : null;
  if (when) {
    const urgent = isEmergency(u.normalised, u);
    const reply = urgent ? `${emergencyText(input.business)} If you can't call, I can take an emergency booking request here and we'll ring you back. Would you like me to do that?` : `${whenAnswer(when, input.business)}${OFFER}`;
    state.offer = "booking";
    state.pendingRequest = text.slice(0, 500);
    state.lastTopic = when === "weekend" || when === "day" ? "hours" : "when";
    if (mentionsProblem(text)) state.pendingDescription = findDescription(text) ?? text.slice(0, 500);
    return { reply, state };
  }
  // A fact the site states, asked in the visitor's own words (read before spelling is corrected).
  const known = oneQuestion ? topicFor(text) : null;
  if (known && !isWorkRequest(u.normalised, u, input.now)) {
    state.lastTopic = known;
    if (known === "bot") return { reply: `I'm ${input.business.name}'s virtual assistant. I can answer questions and take booking requests; to speak to a person, call ${input.business.phone}.`, state };
    return { reply: answerTopic(known, input.business), state };
  }
  const fact = oneQuestion ? factFor(text) : null;
  if (fact && !isWorkRequest(u.normalised, u, input.now) && !isEmergency(u.normalised, u)) {
    state.lastTopic = `fact:${fact}`;
    state.offer = factOffers(fact) ? "booking" : undefined;
    return { reply: factAnswer(fact, input.business) + (factOffers(fact) ? OFFER : ""), state };
  }
  // "it blocks every month or so": how often a problem comes back is a problem told, not a day.
  if (mentionsRecurrence(text) && !WH_QUESTION.test(text.trim()) && (mentionsProblem(text) || ["affirm", "deny", "none", "greeting", "booking"].includes(u.intent)) && !isWorkRequest(withoutRecurrence(u.normalised), u, input.now)) {
    u = { ...u, intent: "problem" };
  }

  if (state.offer === "booking") {
    if (isExplicitYes(u.expanded)) return startBooking(state, text, u, input, pendingIsEmergency(state, input));
    if (isNo(u.expanded) || isCancel(u.expanded)) return closed(state, "No problem. Is there anything else I can help with?");
  }

  // "it floods the patio every time we get heavy rain": a problem that comes back is told, not happening now.
  const recurringOnly = mentionsRecurrence(text) && !/\b(?:now|right now|at the moment|currently|today|tonight|this (?:morning|afternoon|evening))\b/i.test(text);
  if (isEmergency(u.normalised, u) && !recurringOnly) {
    // An explicit day or time is never overridden by an urgency read from the words: the booking
    // keeps the visitor's day, and the emergency line is mentioned in case it is one.
    const explicit = findPreferredTime(withoutRecurrence(u.normalised), input.now);
    if (explicit?.date && explicit.window !== "asap" && explicit.date !== londonDate(input.now)) {
      return startBooking(state, text, u, input, false, [`If it's an emergency, please call us now on ${input.business.phone} (answered 24/7).`]);
    }
    return startBooking(state, text, u, input, true);
  }
  const area = areaQuestion(u.normalised, u);
  const outside = area && ((area.kind === "postcode" && !area.served) || (area.kind === "place" && !area.place.served));
  const asksQuestion =
    (/\?\s*$/.test(text) && /^(?:do|does|what|how|why|which|are|is|where|when)\b/i.test(text.trim())) ||
    // "Mortimer Common - do you come out that way?": a place asked about, not a visit asked for.
    (Boolean(area) && (/\?\s*$/.test(text) || /^(?:r|are|can|could|would|will|do|does|is|any)\b/i.test(text.trim())) && bookingFactCount(u.expanded) === 0 && !u.services.length) ||
    (Boolean(state.lastTopic) && FOLLOW_UP.test(text.trim()) && text.split(/\s+/).length <= 6 && !/\bbook/i.test(text));
  const asksToBook = /\b(book (?:me|a|an|in|it)|booking request|make an appointment)\b/i.test(u.normalised) || (Boolean(state.offer || state.pendingDescription) && REQUEST.test(u.normalised));
  if (!outside && !asksQuestion && (u.intent === "booking" || asksToBook || bookingFactCount(u.expanded) >= 2 || isWorkRequest(u.normalised, u, input.now))) {
    return startBooking(state, text, u, input, false);
  }
  if (state.offer === "booking" && (u.intent === "affirm" || /^(?:yeah|yeh|yes|yep|ok|okay|sure|please|go on|go ahead|why not)\b/i.test(u.normalised))) return startBooking(state, "", u, input, pendingIsEmergency(state, input));

  const a = await answerAll(u.normalised, u, input.business, state.lastTopic);
  state.lastTopic = a.topic;
  state.offer = a.offer ? "booking" : undefined;
  if (a.description) state.pendingDescription = a.description;
  else if (!a.offer) state.pendingDescription = undefined;
  return { reply: a.reply, state };
}

/** The served postcode districts, for documentation and the model's instructions. */
export function servedDistrictsList() {
  return [...servedDistricts];
}

// ---------------------------------------------------------------------------------------------
// Building blocks for the model path (llm.server.ts): the same knowledge and the same checks
// ---------------------------------------------------------------------------------------------

/** The built-in answer to a question, without any dialogue state. */
export async function answerQuestion(text: string, business: ChatBusiness): Promise<string> {
  const u = await understand(text);
  if (isEmergency(text, u)) return emergencyText(business);
  const a = answer(text, u, business);
  return a.reply.replace(OFFER, "").trim() || "I can take a booking request: I'll need a name, phone number, address with postcode, the service, a preferred day and time, and a short description.";
}

export type BookingFields = {
  name?: string;
  phone?: string;
  email?: string;
  noEmail?: boolean;
  address?: string;
  postcode?: string;
  service?: string;
  preferredTime?: string;
  description?: string;
  emergency?: boolean;
};

/**
 * Apply structured booking details (from the model's tool call) with the same checks as the
 * dialogue: a valid UK phone, a full postcode inside the area, a known service, a day from today.
 */
export function applyBookingFields(state: ChatState, fields: BookingFields, now: Date, business: ChatBusiness) {
  state.booking ??= { draft: {}, stage: "collecting" };
  const { draft } = state.booking;
  const errors: string[] = [];
  if (fields.name?.trim()) draft.name = fields.name.trim().slice(0, 80);
  if (fields.phone) {
    const phone = normaliseUkPhone(fields.phone);
    if (phone) draft.phone = phone;
    else errors.push(`${fields.phone} is not a valid UK phone number`);
  }
  if (fields.email) {
    const email = findEmail(fields.email);
    if (email) {
      draft.email = email;
      draft.emailDeclined = false;
    } else errors.push(`${fields.email} is not a valid e-mail address`);
  }
  if (fields.noEmail) draft.emailDeclined = true;
  const postcodeText = fields.postcode ?? (fields.address ? findPostcode(fields.address)?.raw : undefined);
  if (postcodeText) {
    const check = checkPostcode(postcodeText);
    if (!check || check.kind !== "postcode" || !check.full) errors.push(`${postcodeText} is not a full UK postcode`);
    else if (!check.served) {
      errors.push(`${check.postcode} is outside the service area: do not book; tell the visitor plainly`);
      draft.postcode = undefined;
      draft.addressLine = undefined;
    } else {
      draft.postcode = check.postcode;
      if (fields.address) {
        const line = fields.address.replace(postcodeText, "").replace(/[\s,]+$/, "").trim();
        if (line) draft.addressLine = line.slice(0, 300);
      }
    }
  } else if (fields.address?.trim()) {
    draft.addressLine = fields.address.trim().slice(0, 300);
  }
  if (fields.service) {
    const key = fields.service.trim().toLowerCase().replace(/[\s-]+/g, "_");
    const service = CHAT_SERVICES.find((s) => s === key) ?? serviceFromWords(fields.service);
    if (service) draft.service = service;
    else errors.push(`${fields.service} is not one of the services (${CHAT_SERVICES.join(", ")})`);
  }
  if (fields.emergency) {
    draft.emergency = true;
    draft.service = "emergency_callout";
    draft.date = londonDate(now);
    draft.timeWindow = "asap";
  }
  if (fields.preferredTime && !draft.emergency) {
    const when = findPreferredTime(fields.preferredTime, now);
    if (!when) errors.push(`could not understand the preferred time "${fields.preferredTime}"`);
    else if (when.problem) errors.push(when.problem === "past" ? "that day has passed" : `bookings are taken up to ${LATEST_BOOKING_DAYS} days ahead`);
    else {
      if (when.date) draft.date = when.date;
      if (when.window) draft.timeWindow = when.window;
    }
  }
  if (fields.description?.trim()) draft.description = fields.description.trim().slice(0, 500);
  if (!draft.service && draft.description) draft.service = serviceFromWords(draft.description);

  const missing = missingSlots(draft);
  if (missing.length) {
    state.booking.stage = "collecting";
    state.booking.asking = missing[0];
    return { errors, missing, summary: null as string | null, business: business.name };
  }
  state.booking.stage = "confirming";
  state.booking.asking = undefined;
  return { errors, missing, summary: summary(draft, now), business: business.name };
}
