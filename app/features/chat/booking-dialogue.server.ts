/**
 * The booking dialogue: the details read from each message into the draft (in any order, several at
 * a time, with corrections), the next question, then either the free arrival windows offered and
 * the visitor's choice that books one (docs/decisions/0112), or the read-back and the yes that sends
 * a request, with cancellation, goodbyes and side questions at every step. It decides; it stores
 * nothing.
 */
import { distance } from "fastest-levenshtein";
import { SLOT_DAYS, type Slot as FreeWindow } from "~/features/booking/booking.schema";
import { shiftDay, todayKey } from "~/lib/business-day";
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
  declinesEmail,
  isClearCorrection,
  namesTheName,
  readdressed,
  renumbered,
  rephoned,
  respelling,
  tellsWhenItHappens,
  alsoNamed,
} from "./extract.server";
import { checkPostcode, describeAreaCheck, joinList, type ChatBusiness } from "./knowledge.server";
import { CHAT_SERVICE_LABELS, serviceAskedFor, serviceFromWords, serviceLabel, servicesRuledOut, type ChatService, type Understanding } from "./nlu.server";
import { dayCountedFrom, dayOfChosenMonth } from "./day-moves.server";
import { describeDate, findPreferredTime, LATEST_BOOKING_DAYS, withoutRecurrence } from "./when.server";
import { endsWithGoodbye, forABusiness, isGoodbye, isHoldOn, isResolved, putsOff, willRingInstead } from "./acts.server";
import { ABUSE, answerAll, emergencyText, isEmergency, isQuestion, OFFER, siteOnlyWords } from "./answer.server";
import { WH_QUESTION } from "./asks.server";
import { acknowledgement, closedProblem, detailsReadBack, missingSlots, question, summary, validateBooking } from "./booking-request.server";
import type { BookingDraft, ChatState, EngineInput, EngineOutput, Slot } from "./dialogue-state.server";
import { bookableService, CALL_BACK, freeWindows, nearLead } from "./free-windows.server";
import { sideAnswer, sideQuestion } from "./side-question.server";
import { asksSomething } from "./asks.server";
import { escapeRegExp } from "~/lib/regexp";
import { choosePrompt, offeredSlots, readSlotChoice, slotList, slotsAfter, slotsNear } from "./slot-choice.server";

// ---------------------------------------------------------------------------------------------
// Facts from one message
// ---------------------------------------------------------------------------------------------

/** What makes a message clearly name a new detail (decision 0108). */
/** "please use his mobile", "ring her on", "in her name with her mobile": the number given is the one to ring. */
const USE_THIS_NUMBER = /\b(?:use|ring|call|try|contact|text)\s+(?:(?:his|her|their|my|this|that|the|our)\s+)?(?:\w+'?s\s+)?(?:mobile|number|phone|landline|mob)\b|\b(?:ring|call|contact|text)\s+(?:him|her|them)\s+(?:on|at)\b|\bwith (?:his|her|their) (?:own )?(?:mobile|number|phone)\b/i;

export type ClearSigns = { correction: boolean; asking?: Slot; fullAddress: boolean; bare: boolean; namesName?: boolean; jobUntold?: boolean };

export { isClearCorrection } from "./extract.server";

const ADDRESS_SLOTS: Slot[] = ["addressLine", "postcode"];
/** Words before an address that are no premises' name: "Yes, 7 Mill Lane", "Sure thing, …". */
const NOT_A_PREMISES = /^(?:yes|yeah|yep|sure|ok|okay|hi|hiya|hello|thanks|cheers|right|sorry|address|it'?s|its|that'?s|oh|er|um|so)\b/i;

const ADDRESS_WORD = /\b(?:road|rd|street|st|lane|ln|avenue|ave|close|drive|dr|way|crescent|court|ct|place|gardens|grove|hill|park|terrace|row|mews|green|walk|square|view|rise|end|common|farm|cottage|house|barn|lodge|manor|mill|yard|stables|livery|hall|flat|unit|apartment)\b/i;

/**
 * The safeguard against wrong bookings (decision 0108): within a booking, a detail already taken
 * (day, window, address, postcode, name, phone, service) changes only when the message clearly names
 * a new one: an explicit correction, an answer to the question just asked, a new full address (for
 * the address), or the day or time written on its own (for the day and window). Incidental words
 * ("now", "every month or so", "after a sunday roast", "I might nip out at 2") never overwrite it.
 * A detail not yet taken, and the problem's description and e-mail, are read as before.
 */
export function mayReplace(slot: Slot, taken: boolean, signs: ClearSigns): boolean {
  if (!taken) return true;
  if (slot === "description" || slot === "email") return true;
  if (signs.correction) return true;
  if (signs.asking === slot || (ADDRESS_SLOTS.includes(slot) && signs.asking && ADDRESS_SLOTS.includes(signs.asking))) return true;
  // Asked what the problem is, or before the job is told, the job named is the answer.
  if (slot === "service" && (signs.asking === "description" || signs.jobUntold)) return true;
  if (slot === "name") return Boolean(signs.namesName);
  if (ADDRESS_SLOTS.includes(slot)) return signs.fullAddress;
  if (slot === "date" || slot === "timeWindow") return signs.bare;
  if (slot === "phone") return signs.bare;
  return false;
}

function words(text: string) {
  return text.split(/[^\p{L}\p{N}']+/u).filter(Boolean).length;
}

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
  const clear: ClearSigns = { correction: isClearCorrection(text), asking, jobUntold: !draft.description, fullAddress: false, bare: false, namesName: namesTheName(text) };
  const set = <K extends keyof BookingDraft>(slot: Slot, key: K, value: BookingDraft[K]) => {
    if (draft[key] === value) return;
    // A detail already taken is kept unless this message clearly names a new one (decision 0108).
    if (!mayReplace(slot, draft[key] !== undefined && draft[key] !== null, clear)) return;
    draft[key] = value;
    changed.push(slot);
  };

  const email = findEmail(rest);
  if (email) {
    set("email", "email", email);
    draft.emailDeclined = false;
    rest = rest.replace(new RegExp(escapeRegExp(email), "i"), " ");
  } else if (asking === "email" && /@/.test(rest)) {
    errors.push("That e-mail address doesn't look right. Could you check it, or say 'no' to skip?");
  }

  const phone = findPhone(rest, asking === "phone");
  if (phone && "value" in phone) {
    // A number written on its own, or with a name, is the number to ring; so is one a digit or two away from
    // the number taken ("I have muddled the digits. It is 01632 960246"): nobody has a second number that close.
    const digits = (n: string) => n.replace(/\D/g, "");
    const nearTaken = Boolean(draft.phone) && digits(draft.phone!).length === digits(phone.value).length && distance(digits(draft.phone!), digits(phone.value)) <= 2;
    // "my nephew will let your man in, please use his mobile, 07700 900608": a number to use, said so, is the number to ring.
    clear.bare = words(strip(rest, phone.raw)) <= 3 || nearTaken || USE_THIS_NUMBER.test(rest);
    set("phone", "phone", phone.value);
  }
  else if (phone) errors.push(`${phone.raw} doesn't look like a valid UK phone number. Could you check it? For example 01635 123456 or 07700 900123.`);
  rest = strip(rest, phone?.raw);
  // "its 960873 not 960837": the phone's digits put right (before the words are read as an address).
  const rephone = draft.phone && !phone ? rephoned(draft.phone, rest) : null;
  if (rephone) {
    clear.correction = true;
    set("phone", "phone", rephone);
    rest = " ";
  }
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
      clear.fullAddress = Boolean(address?.replace(pc.raw, "").match(/\d|\b(?:road|street|lane|avenue|close|drive|way|farm|cottage|house)\b/i));
      set("postcode", "postcode", pc.postcode);
      let line = address?.replace(new RegExp(`,?\\s*${pc.postcode}$`), "").trim();
      // "Spice Garden, 201 Oxford Road, …" in answer to the address question: a name before the street that
      // is not the visitor's own is the premises' name, part of the address.
      // "its the vendors house - Lindens, 7 Waltham Road": the name may follow words set off by a dash or a colon.
      const street = line ? rest.indexOf(line.split(",")[0]) : -1;
      const lead = street > 0 ? /(?:^|[-–—:;.!]\s*)((?:[A-Z][\w'’&-]*\s+){0,4}[A-Z][\w'’&-]*),\s*$/.exec(rest.slice(0, street)) : null;
      if (line && lead && (asking === "addressLine" || asking === "postcode") && draft.name && !line.startsWith(lead[1]) && !NOT_A_PREMISES.test(lead[1]) && lead[1].toLowerCase() !== draft.name.toLowerCase()) line = `${lead[1]}, ${line}`;
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
    } else if (asking === "addressLine" && !outOfArea && !clear.namesName && !findPreferredTime(rest, now) && !/\?\s*$/.test(rest) && !WH_QUESTION.test(rest.trim()) && !(draft.name && respelling(draft.name, rest))) {
      const address = findAddress(rest, null, true);
      // An address has a street or a premises' name: "4 bed, 2 bathrooms" has numbers but is no address.
      // "will he cover his boots? new carpet in the hall": words beside a question, with no number, are no address; nor
      // is a question without its mark ("does ur man need to get inside the house or is it all done from the garden").
      if (address && ADDRESS_WORD.test(address) && !(/\?/.test(rest) && !/\d/.test(address))) {
        set("addressLine", "addressLine", address);
        rest = strip(rest, address);
      }
    } else if (asking === "postcode") {
      errors.push("That doesn't look like a UK postcode. Could you check it? For example RG14 5NG.");
    }
  }

  // "sorry its number 29 not 27", "It is Upper Green", "its the ground floor one, Flat 1": the address put right.
  const renumber = draft.addressLine && !pc ? (renumbered(draft.addressLine, rest) ?? readdressed(draft.addressLine, rest)) : null;
  if (renumber) {
    clear.correction = true;
    set("addressLine", "addressLine", renumber);
    rest = " ";
  }
  // "sorry typo, it's Katrina not Katrine", "Smyth with a y, not Smith": one part of the name put right.
  const respelt = draft.name ? respelling(draft.name, rest) : null;
  if (respelt) {
    clear.namesName = true;
    set("name", "name", respelt);
    rest = " ";
  }
  const name = findName(rest, asking === "name") ?? findNameNearContact(text);
  if (name) {
    // "put Rebecca on it, thats my proper name" after "Becky Hollins": a first name alone keeps the surname given.
    const surname = draft.name?.trim().split(/\s+/).slice(1).join(" ");
    set("name", "name", surname && !/\s/.test(name.trim()) && !draft.name?.split(/\s+/).includes(name) ? `${name} ${surname}` : name);
  }

  // How often the problem comes back ("worse every monday") is never a day: the service and the
  // description below still read those words.
  // "cud u do the day before instead": a day counted from the one already chosen names a new day as clearly as a date would.
  const counted = draft.date ? dayCountedFrom(draft.date, rest, now) : null;
  if (counted) clear.correction = true;
  const read = counted ?? findPreferredTime(withoutRecurrence(rest), now);
  const inMonth = draft.date && read?.date && !counted ? dayOfChosenMonth(draft.date, rest, now) : null;
  const when = inMonth && read ? { ...read, date: inMonth, problem: undefined } : read;
  // A day or time written on its own ("thursday then", "afternoon please") names a new one.
  clear.bare = words(rest) <= 4;
  // "could he come in the evening instead": a part of the day alone is checked against the day already chosen.
  const day = when && !when.problem ? (when.date ?? (when.window ? draft.date : undefined)) : undefined;
  if (!draft.forBusiness && forABusiness(rest, draft.description, draft.addressLine, draft.name)) draft.forBusiness = true;
  const closed = day ? closedProblem(day, when?.window ?? draft.timeWindow, Boolean(draft.forBusiness)) : null;
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
    // The words of an address ("Bath Road", "Drain Lane") name no service.
    // Two services named ("the survey in feb showed a crack, want it relining"): the one the words ask for.
    const wanted = serviceFromWords(rest);
    const ruledOut = servicesRuledOut(rest);
    const offered: ChatService[] = u.services.filter((s) => s !== "emergency_callout" && !ruledOut.includes(s));
    const askedFor = serviceAskedFor(rest);
    const named = askedFor ?? (clear.fullAddress && !wanted ? undefined : offered.length > 1 && wanted && offered.includes(wanted) ? (wanted as BookingDraft["service"]) : offered[0]);
    // "sorry i meant a proper jet clean not a camera": a service put right by name, with the one ruled out.
    const putRight = clear.correction && (ruledOut.length > 0 || /\b(?:i|we) meant\b/i.test(rest));
    const service = named ?? (asking === "service" || !draft.service || putRight ? serviceFromWords(rest) : undefined);
    if (service && (asking === "service" || !draft.service || u.services.length || putRight)) set("service", "service", service);
    // The service is asked again after this (the next question), so only the apology here.
    else if (asking === "service" && !service) errors.push("Sorry, I didn't catch which service.");
  }

  // "actually make it Sunday" answers no question: it changes what it names.
  const correction = CORRECTION_LEAD.test(text) || /\b(make it|change (?:it|that)|instead)\b/i.test(text);
  if (asking === "description" && !(correction && changed.length)) {
    // "sounds good", "ok" answer no question about the problem; "no", "not sure" leave it to the engineer.
    const bare = rest.replace(/[^\p{L}\p{N}' ]+/gu, " ").trim();
    if (isNo(bare) || /^(?:not sure|dunno|don'?t know|no idea|nothing (?:else|to add)|just (?:that|the job))\b/i.test(bare)) {
      set("description", "description", draft.service ? `${CHAT_SERVICE_LABELS[draft.service]}: no details given` : "No details given");
    } else if (!isExplicitYes(bare) && !isGoodbye(bare) && !declinesEmail(bare)) {
      // "dont use email, just text me" tells how to reach the visitor, not what is wrong.
      const description = findDescription(rest, true);
      if (description && /[A-Za-z]{2,}\s+\S+/.test(description)) set("description", "description", description);
    }
  } else if (!draft.description) {
    const description = findDescription(text);
    if (description && mentionsProblem(description)) set("description", "description", description);
  }

  if (!email && !draft.email && declinesEmail(text)) {
    draft.emailDeclined = true;
    changed.push("email");
  } else if (asking === "email" && !email && isNo(text)) {
    draft.emailDeclined = true;
    changed.push("email");
  }
  // Asked for the problem, the visitor gave a contact detail instead: the problem is left to the
  // engineer, as after "not sure", rather than asked again (the read-back still shows it).
  if (asking === "description" && !draft.description && draft.service && changed.some((s) => s === "email" || s === "phone" || s === "name" || s === "addressLine" || s === "postcode")) {
    set("description", "description", `${CHAT_SERVICE_LABELS[draft.service]}: no details given`);
  }
  if (!draft.service && draft.description) {
    const inferred = serviceFromWords(draft.description);
    if (inferred) set("service", "service", inferred);
  }
  return { changed, errors, outOfArea };
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

/**
 * The next step once a message is read: the next question; with every detail given, the free
 * windows nearest the visitor's day offered when the booking can go into one, otherwise the
 * read-back of the request (with the reason when a window could have been offered but was not).
 */
async function proceed(state: ChatState, input: EngineInput, prefix: string[]): Promise<EngineOutput> {
  const booking = state.booking!;
  const slot = nextQuestion(booking.draft);
  booking.offered = undefined;
  if (!slot) {
    booking.asking = undefined;
    const windows = await freeWindows(booking.draft, input);
    if (windows && "slots" in windows) {
      const near = slotsNear(windows.slots, { date: booking.draft.date, window: booking.draft.timeWindow });
      return offer(state, near, [...prefix, detailsReadBack(booking.draft)], nearLead(near, booking.draft, input.now));
    }
    return request(state, input.now, [...prefix, ...(windows ? [windows.reason] : [])]);
  }
  booking.stage = "collecting";
  booking.asking = slot;
  return { reply: [...prefix, question(slot, booking.draft)].join(" ").trim(), state };
}

/** The read-back of the request, for a yes that sends it to the office (who call to arrange a time). */
function request(state: ChatState, now: Date, prefix: string[]): EngineOutput {
  const booking = state.booking!;
  booking.stage = "confirming";
  booking.asking = undefined;
  booking.offered = undefined;
  return { reply: [...prefix, summary(booking.draft, now)].join(" ").trim(), state };
}

// ---------------------------------------------------------------------------------------------
// Free arrival windows (docs/decisions/0112)
// ---------------------------------------------------------------------------------------------

/** Offer `slots` (kept in the state as the windows offered) after `prefix` and `lead`. */
function offer(state: ChatState, slots: FreeWindow[], prefix: string[], lead: string): EngineOutput {
  const booking = state.booking!;
  booking.stage = "choosing";
  booking.asking = undefined;
  booking.offered = slots.map((s) => s.key);
  const head = prefix.join(" ").trim();
  return { reply: [head, lead, slotList(slots), choosePrompt(slots)].filter(Boolean).join("\n"), state };
}

/**
 * The windows offered again after a booking was refused (the window was taken meanwhile, or is no
 * longer offered): the nearest free ones to the window chosen, or the request read back when there is
 * none. Used by the caller that books (booking.server.ts).
 */
export function offerAgain(state: ChatState, slots: FreeWindow[], chosen: { day: string; part: "morning" | "afternoon" }, now: Date, why: string): EngineOutput {
  const near = slotsNear(slots, { date: chosen.day, window: chosen.part });
  if (!near.length) return request(state, now, [why, `There are no other free arrival windows in the next ${SLOT_DAYS} days, ${CALL_BACK}`]);
  return offer(state, near, [why], "The nearest free arrival windows are:");
}

/** The draft as a window's booking, or null when a detail is missing or wrong (then it is asked again). */
function slotBooking(draft: BookingDraft, slot: FreeWindow, now: Date): EngineOutput["book"] | null {
  const service = bookableService(draft);
  const checked = validateBooking(draft, now);
  if (!service || !checked.ok || !checked.booking.email) return null;
  const { booking } = checked;
  return { slot: slot.key, service, postcode: booking.postcode, name: booking.name, phone: booking.phone, email: booking.email!, address: draft.addressLine!.trim(), description: booking.description };
}

/** The visitor's answer to the windows offered, or null when it is not about them (a correction, a question). */
async function chooseSlot(state: ChatState, text: string, input: EngineInput): Promise<EngineOutput | null> {
  const booking = state.booking!;
  const { draft } = booking;
  const { now } = input;
  const offered = offeredSlots(booking.offered);
  const choice = readSlotChoice(text, offered, now);
  if (!choice) return null;
  if (choice.kind === "pick") {
    const book = slotBooking(draft, choice.slot, now);
    if (!book) return proceed(state, input, ["Before I book it I still need a detail or two."]);
    return { reply: "", state, book };
  }
  if (choice.kind === "call") return request(state, now, ["No problem: I'll send your details as a request and we'll call you to arrange a time."]);
  const again = `${slotList(offered)}\n${choosePrompt(offered)}`;
  const last = shiftDay(todayKey(now), SLOT_DAYS - 1);
  if (choice.kind === "day" && choice.problem) {
    const why =
      choice.problem === "past"
        ? "That day has already passed."
        : choice.problem === "too_far"
          ? `We book arrival windows online up to ${describeDate(last, now)}.`
          : "Our arrival windows run from 8am to 4pm: 08:00–10:00, 10:00–12:00, 12:00–14:00 and 14:00–16:00.";
    return { reply: `${why} The windows I offered:\n${again}`, state };
  }
  if (choice.kind === "day" && choice.date && choice.date > last) {
    return { reply: `We book arrival windows online up to ${describeDate(last, now)}. The windows I offered:\n${again}`, state };
  }
  const windows = await freeWindows(draft, input);
  if (!windows || !("slots" in windows)) return request(state, now, windows ? [windows.reason] : []);
  if (choice.kind === "more") {
    const next = slotsAfter(windows.slots, booking.offered?.at(-1));
    if (!next.length) return request(state, now, [`There are no later free arrival windows in the next ${SLOT_DAYS} days, ${CALL_BACK}`]);
    return offer(state, next, [], "The next free arrival windows are:");
  }
  // A day, a part of the day or a time not among those offered: that window when it is free and
  // named exactly (a date and a time: "the 11th at 2pm"), else the nearest free ones. The day
  // named is the visitor's new preference.
  if (choice.date && choice.dateNamed && choice.startMinute !== undefined) {
    const exact = windows.slots.find((s) => s.day === choice.date && s.startMinute === choice.startMinute);
    if (exact) {
      const book = slotBooking(draft, exact, now);
      if (book) return { reply: "", state, book };
    }
  }
  if (choice.date) draft.date = choice.date;
  if (choice.window) draft.timeWindow = choice.window;
  const pref = { date: choice.date ?? draft.date, timeWindow: choice.window ?? (choice.date ? undefined : draft.timeWindow) };
  const near = slotsNear(windows.slots, { date: pref.date, window: pref.timeWindow });
  return offer(state, near, [], nearLead(near, pref, now));
}

export async function startBooking(state: ChatState, text: string, u: Understanding, input: EngineInput, emergency: boolean, note: string[] = [], acceptsOffer = false): Promise<EngineOutput> {
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
      if (when.date && !closedProblem(when.date, when.window, forABusiness(pending, text))) draft.date = when.date;
      if (when.window && draft.date) draft.timeWindow = when.window;
    }
  }
  if (emergency) {
    draft.emergency = true;
    draft.service = "emergency_callout";
    draft.date = todayKey(input.now);
    draft.timeWindow = "asap";
    draft.description = findDescription(text) ?? text.slice(0, 500);
  }
  if (state.pendingDescription && !draft.description) draft.description = state.pendingDescription;
  // "ok can you book that in": the service the last answer was about.
  const lastService = state.lastService;
  state.lastService = undefined;
  // "yes please, friday morning" after the CCTV survey answer: the offer was to book that service.
  if (!emergency && !draft.service && lastService && (acceptsOffer || /\b(?:that|it|this|one|them|those)\b/i.test(text)) && !u.services.length && !serviceFromWords(text)) draft.service = lastService;
  state.booking = { draft, stage: "collecting" };
  state.offer = undefined;
  state.pendingDescription = undefined;
  const update = applyFacts(draft, text ? u.expanded : "", u, input.now, input.business);
  if (emergency) {
    draft.service = "emergency_callout";
    draft.timeWindow = "asap";
    draft.date = todayKey(input.now);
  }
  const prefix = emergency
    ? [emergencyText(input.business), "If you can't call, I can take an emergency booking request here and we'll ring you back."]
    : [draft.service ? `I can take a booking request for ${serviceLabel(draft.service)}${alsoNamed(text, draft.service)}.` : "I can take a booking request for you."];
  if (update.outOfArea) {
    state.booking = undefined;
    return { reply: [...update.errors].join(" "), state };
  }
  return proceed(state, input, [...note, ...prefix, ...update.errors]);
}

function cancelled(state: ChatState): EngineOutput {
  state.booking = undefined;
  state.offer = undefined;
  return { reply: "No problem, I've cancelled that. Nothing has been booked. Is there anything else I can help with?", state };
}

export async function continueBooking(state: ChatState, text: string, u: Understanding, input: EngineInput): Promise<EngineOutput> {
  const booking = state.booking!;
  const { draft } = booking;
  const { now, business } = input;
  const choosing = booking.stage === "choosing";
  const saysCancel = u.intent === "cancel" && u.score >= 0.9 && text.length < 40 && !declinesEmail(text);
  // "ok never mind, thanks anyway, bye": a goodbye after calling it off ends the chat, not only the booking.
  if (isGoodbye(text) || endsWithGoodbye(text)) return closed(state, `No problem, nothing has been booked. Thanks for chatting; if you need us, call ${business.phone} any time.`);
  if (isCancel(u.expanded) || (saysCancel && !choosing)) return cancelled(state);
  // "aye, thats us sorted, crack on" at the read-back is a yes, not a problem gone.
  if (isResolved(text) && !(booking.stage === "confirming" && isExplicitYes(u.expanded))) return closed(state, `Glad it's sorted! I've cancelled the booking request, so nothing has been booked. You're welcome to come back any time.`);
  if (isHoldOn(text)) return { reply: "No rush, I'll be here when you're ready.", state };
  if (willRingInstead(text)) return closed(state, `No problem, nothing has been booked. Call us on ${business.phone} and the team will take it from there.`);
  if (putsOff(text) && !findPhone(text)) return closed(state, `No problem, nothing has been booked. Call us on ${business.phone} or come back here whenever you're ready.`);
  // The windows offered: the choice is read first ("none of those" is no cancellation, "have you
  // got Friday?" no question about when we come).
  if (choosing) {
    const chosen = (await chooseSlot(state, text, input)) ?? (u.expanded !== text ? await chooseSlot(state, u.expanded, input) : null);
    if (chosen) return chosen;
    if (saysCancel) return cancelled(state);
  }
  const offered = offeredSlots(booking.offered);
  const offeredAgain = offered.length ? `${slotList(offered)}\n${choosePrompt(offered)}` : "";
  // A side question is answered as it would be outside a booking, then the booking goes on.
  const asks = asksSomething(text, u);
  const side = sideQuestion(text, u, draft, now, asks);
  // More work asked of the engineer on the same visit is noted with the description.
  if (side?.kind === "also") draft.description = draft.description ? `${draft.description}. ${text.trim()}`.slice(0, 500) : text.trim().slice(0, 500);
  if (side?.kind === "work" || side?.kind === "also") {
    const reprompt = booking.asking ? ` To carry on with your booking: ${question(booking.asking, draft)}` : booking.stage === "confirming" ? " Shall I send your booking request? Reply yes or no." : "";
    return { reply: `${sideAnswer(side, business)}${reprompt}`, state };
  }
  if (side) {
    const reprompt =
      booking.stage === "confirming"
        ? "Shall I send your booking request? Reply yes or no."
        : choosing
          ? `To carry on with your booking, the windows I offered:\n${offeredAgain}`
          : booking.asking
            ? `To carry on with your booking: ${question(booking.asking, draft)}`
            : "";
    return { reply: `${sideAnswer(side, business)} ${reprompt}`.trim(), state };
  }

  const prefix: string[] = [];
  // An urgency read from the words never overrides a day the visitor chose.
  const explicitDay = draft.date && draft.timeWindow && draft.timeWindow !== "asap";
  if (!draft.emergency && !explicitDay && draft.service !== "gutter_services" && isEmergency(u.normalised, u)) {
    draft.emergency = true;
    draft.service = "emergency_callout";
    draft.date = todayKey(now);
    draft.timeWindow = "asap";
    prefix.push(emergencyText(business));
  }

  if (choosing) {
    // Not a choice: a detail changed (the windows are looked up again), or a question, or unclear.
    const update = applyFacts(draft, u.expanded, u, now, business);
    if (update.outOfArea && !draft.postcode) {
      booking.stage = "collecting";
      booking.asking = "addressLine";
      booking.offered = undefined;
      return { reply: [...prefix, ...update.errors].join(" "), state };
    }
    if (update.changed.length) return proceed(state, input, [...prefix, "Thanks, I've updated that.", ...update.errors]);
    if (update.errors.length) return { reply: `${[...prefix, ...update.errors].join(" ")}\n${offeredAgain}`, state };
    if (isQuestion(u) || siteOnlyWords(u).length || /\?\s*$/.test(text) || WH_QUESTION.test(text.trim())) {
      const a = await answerAll(u.normalised, u, business, state.lastTopic);
      return { reply: `${a.reply.replace(OFFER, "")} To carry on with your booking, the windows I offered:\n${offeredAgain}`, state };
    }
    return { reply: `Sorry, I didn't catch which window you'd like. The windows I offered:\n${offeredAgain}\nOr say 'call me' and we'll arrange a time by phone.`, state };
  }

  if (booking.stage === "confirming") {
    if (isExplicitYes(u.expanded)) {
      const checked = validateBooking(draft, now);
      if (checked.ok) return { reply: "", state, submit: checked.booking };
      booking.stage = "collecting";
      return proceed(state, input, [`Before I send it I still need ${joinList(checked.problems.map((p) => p.message))}.`]);
    }
    const update = applyFacts(draft, u.expanded, u, now, business);
    if (update.changed.length || update.errors.length) {
      const lead = update.changed.length ? ["Thanks, I've updated that."] : [];
      return proceed(state, input, [...prefix, ...lead, ...update.errors]);
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
  const before = { ...draft };
  const update = applyFacts(draft, u.expanded, u, now, business, asking);
  if (update.outOfArea && !draft.postcode) {
    booking.asking = "addressLine";
    return { reply: [...prefix, ...update.errors].join(" "), state };
  }
  if (!update.changed.length && !update.errors.length) {
    // "it's been like it since about 8 last night": more about the problem, noted with the description.
    // "been playing up since the weekend, worse every monday": the problem told, asking nothing, is noted too.
    // So is anything else told for the engineer ("gate code is 1945", "4 bed, extension from 2005"): a
    // statement of a few words that asks nothing and is no yes, no or thanks.
    const told = !asks && words(text) >= 3 && !isExplicitYes(u.expanded) && !isNo(u.expanded) && !ABUSE.test(text);
    const toldMore = !/\?\s*$/.test(text) && !WH_QUESTION.test(text.trim()) && (tellsWhenItHappens(text) || mentionsProblem(text) || told);
    // Read from the words, not the classifier: a statement is not a question, whatever it scored.
    if (asking && asking !== "description" && toldMore) {
      draft.description = draft.description ? `${draft.description}. ${text.trim()}`.slice(0, 500) : text.trim().slice(0, 500);
      return { reply: [...prefix, `Thanks, I've noted that. ${question(asking, draft)}`].join(" "), state };
    }
    if (asks || isQuestion(u) || siteOnlyWords(u).length || (u.intent === "none" && asking !== "description")) {
      const a = await answerAll(u.normalised, u, business, state.lastTopic);
      const reprompt = asking ? question(asking, draft) : "";
      return { reply: [...prefix, a.reply.replace(OFFER, ""), `To carry on with your booking: ${reprompt}`].join(" ").trim(), state };
    }
    if (asking) return { reply: [...prefix, `Sorry, I didn't catch that. ${question(asking, draft)}`].join(" "), state };
  }
  const ack = acknowledgement(update.changed, before, draft, asking, now);
  return proceed(state, input, [...prefix, ...ack, ...update.errors]);
}

/** A reply that leaves nothing open: no booking, no offer, nothing pending. */
export function closed(state: ChatState, reply: string): EngineOutput {
  state.booking = undefined;
  state.offer = undefined;
  state.pendingDescription = undefined;
  state.pendingRequest = undefined;
  return { reply, state };
}
