/**
 * A booking request: the checks every path that books shares (the built-in dialogue and the
 * model's tools), its wording (the questions, the read-back summary, the confirmation) and the
 * structured details the model's tool call gives. Pure: no dialogue, no database.
 */
import { todayKey } from "~/lib/business-day";
import { normaliseUkPhone } from "~/lib/uk-contact";
import { findEmail, findPostcode } from "./extract.server";
import { checkPostcode, joinList, type ChatBusiness } from "./knowledge.server";
import { CHAT_SERVICE_LABELS, CHAT_SERVICES, serviceFromWords, serviceLabel, type ChatService } from "./nlu.server";
import { describeDate, findPreferredTime, LATEST_BOOKING_DAYS, TIME_WINDOW_LABELS, type TimeWindow } from "./when.server";
import type { BookingDraft, BookingRequest, ChatState, Slot } from "./dialogue-state.server";
import { openingHours } from "~/content/areas-served";

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
  const today = todayKey(now);
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

export const QUESTIONS: Record<Slot, string> = {
  name: "What's your name?",
  phone: "What's the best phone number to reach you on?",
  addressLine: "What's the address where the work is needed, including the postcode?",
  postcode: "And what's the postcode there?",
  service: `Which service do you need: ${joinList(CHAT_SERVICES.filter((s) => s !== "emergency_callout").map(serviceLabel), "or")}?`,
  date: "Which day would suit you? For example 'tomorrow', 'next Tuesday' or a date like 14 March.",
  timeWindow: "Would morning, afternoon or evening suit you best (or any time)?",
  description: "Briefly, what's the problem?",
  email: "Would you like to add an e-mail address for updates? Type it, or say 'no'.",
};

export function question(slot: Slot, draft: BookingDraft) {
  if (slot === "addressLine" && draft.postcode) return `What's the house number and street at ${draft.postcode}?`;
  return QUESTIONS[slot];
}

export function firstName(name: string) {
  return name.split(/\s+/)[0];
}

export function describeWhen(draft: Pick<BookingDraft, "date" | "timeWindow">, now: Date) {
  if (draft.timeWindow === "asap") return "as soon as possible";
  const day = draft.date ? describeDate(draft.date, now) : "";
  const window = draft.timeWindow ? TIME_WINDOW_LABELS[draft.timeWindow] : "";
  return [day, window].filter(Boolean).join(", ");
}

/** The details read back: the service, the address, who to call and the problem (cut to 80 characters). */
function detailLines(draft: BookingDraft) {
  const problem = draft.description && draft.description.length > 80 ? `${draft.description.slice(0, 77).trimEnd()}…` : draft.description;
  return [
    `• Service: ${draft.service ? CHAT_SERVICE_LABELS[draft.service] : ""}${draft.emergency ? " (emergency)" : ""}`,
    `• Address: ${draft.addressLine}, ${draft.postcode}`,
    `• Name: ${draft.name}, Phone: ${draft.phone}${draft.email ? `, E-mail: ${draft.email}` : ""}`,
    `• Problem: ${problem}`,
  ];
}

export function summary(draft: BookingDraft, now: Date) {
  // Short, with the day and time first, so that a wrong one is seen before the yes (decision 0108).
  const lines = [`• When: ${describeWhen(draft, now)}`, ...detailLines(draft)];
  return `Here's your booking request:\n${lines.join("\n")}\nShall I send it? Reply yes to confirm, or tell me what to change.`;
}

/** The details read back before the free windows are offered (the window chosen is the When). */
export function detailsReadBack(draft: BookingDraft) {
  return `Here are your details:\n${detailLines(draft).join("\n")}`;
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

/**
 * The reply to a window booked in the chat: held until the office confirms it, or confirmed at once
 * (the booking setting); the same words whoever the visitor is.
 */
export function slotBookedReply({ name, service, when, tentative }: { name: string; service: ChatService; when: string; tentative: boolean }, reference: string, business: ChatBusiness) {
  const label = serviceLabel(service);
  const change = `To change or cancel it, call ${business.phone}.`;
  if (tentative) {
    return `Thank you, ${firstName(name)}! I've held ${when} for your ${label} (reference ${reference}); the engineer arrives within that window. Our office will confirm it shortly by e-mail, with the appointment for your calendar. ${change}`;
  }
  return `Thank you, ${firstName(name)}! Your ${label} is booked for ${when} (reference ${reference}); the engineer arrives within that window. The confirmation, with the appointment for your calendar, is on its way to your e-mail. ${change}`;
}

export const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/**
 * Why a day and window cannot be booked under the office hours, or null. A business's premises get
 * out-of-hours working, so an evening on a day the office shuts early is theirs to ask for.
 */
export function closedProblem(date: string, window?: TimeWindow, forBusiness = false): string | null {
  const day = DAY_NAMES[new Date(`${date}T12:00:00Z`).getUTCDay()];
  const hours = openingHours.find((h) => (h.days as string[]).includes(day));
  if (!hours) return `We're closed on ${day}s, so we can't book a visit then. Which other day would suit you?`;
  if (window === "evening" && hours.closes < "20:00" && !forBusiness) {
    return `On ${day}s we're open ${hours.display}, so an evening visit isn't possible then. Would morning or afternoon on ${day} suit, or another day?`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Building blocks for the model path (llm.server.ts): the same knowledge and the same checks
// ---------------------------------------------------------------------------------------------

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
    draft.date = todayKey(now);
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

/**
 * The thanks for what a message changed: the name taken, or the day, time, job, number or address put
 * right said back, so a correction is seen to have landed (and the reply never repeats the last one).
 */
export function acknowledgement(changed: Slot[], before: BookingDraft, draft: BookingDraft, asking: Slot | undefined, now: Date): string[] {
  // A name put right is said back in full, so the visitor sees the spelling kept.
  if (changed.includes("name") && draft.name && before.name && before.name !== draft.name && asking !== "name") return [`Thanks, I've changed the name to ${draft.name}.`];
  if (changed.includes("name") && draft.name) return [`Thanks, ${firstName(draft.name)}.`];
  if (changed.includes("date") && draft.date) return [`Thanks, I've put ${describeDate(draft.date, now)}.`];
  if (changed.includes("timeWindow") && before.timeWindow && asking !== "timeWindow" && draft.timeWindow) {
    return [`Thanks, I've changed the time to ${draft.timeWindow === "any" ? "any time" : `the ${TIME_WINDOW_LABELS[draft.timeWindow]}`}.`];
  }
  if (changed.includes("service") && before.service && asking !== "service" && draft.service) return [`Thanks, I've changed the job to ${serviceLabel(draft.service)}.`];
  if (changed.includes("phone") && asking !== "phone" && before.phone) return [`Thanks, I've changed the number to ${draft.phone}.`];
  if (changed.includes("addressLine") && before.addressLine && asking !== "addressLine" && draft.addressLine) return [`Thanks, I've changed the address to ${draft.addressLine}.`];
  if (changed.includes("postcode") && before.postcode && asking !== "postcode" && asking !== "addressLine" && draft.postcode) return [`Thanks, I've changed the postcode to ${draft.postcode}.`];
  return changed.length ? ["Thanks."] : [];
}
