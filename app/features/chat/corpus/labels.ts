/**
 * What a correct reply to each kind of visitor message looks like. A label is judged on the reply
 * the visitor sees (and, for a booking, on the dialogue state), never on the engine's internals,
 * so the same corpus judges the built-in engine and a configured model alike.
 */
import type { ChatState } from "../dialogue-state.server";

export const CORPUS_NOW = new Date("2026-03-10T10:00:00Z"); // a Tuesday morning in London
export const CORPUS_BUSINESS = { name: "Berkshire Drain Care", phone: "01632 960 000", email: "office@example.com" };

export type Label =
  | "greeting"
  | "thanks"
  | "goodbye"
  | "bot"
  | "human"
  | "price"
  | "price-evening"
  | "hours"
  | "areas"
  | "area-yes"
  | "area-no"
  | "area-unknown"
  | "emergency"
  | "booking"
  | "problem"
  | "services"
  | "gutters"
  | "cctv"
  | "unblocking"
  | "repairs"
  | "cleaning"
  | "maintenance"
  | "emergency-service"
  | "response-time"
  | "causes"
  | "patch-lining"
  | "insurance"
  | "commercial"
  | "prevention"
  | "payment"
  | "guarantee"
  | "chemicals"
  | "about"
  | "contact"
  | "elderly"
  | "reviews"
  | "septic"
  | "soakaway"
  | "winter"
  | "signs"
  | "unknown"
  | "abuse"
  | "injection"
  | "no-booking"
  | "same-day"
  | "bank-holiday"
  | "out-of-hours"
  | "based"
  | "livery"
  | "landlords"
  | "shared-drain"
  | "vat"
  | "cctv-report"
  | "refusal";

/** Replies that admit the assistant cannot answer. */
export const FALLBACK = /I'm not sure I can answer|I don't know the answer|I don't have an answer|didn't catch that|not sure what you mean/i;

type Check = (reply: string, state: ChatState) => boolean;
const has =
  (...res: RegExp[]): Check =>
  (reply) =>
    res.every((re) => re.test(reply));

export const SIGNATURES: Record<Label, Check> = {
  greeting: has(/\b(Hello|Hi)\b/),
  thanks: has(/welcome/i),
  goodbye: has(/Thanks for chatting|Bye|Goodbye/i),
  bot: has(/virtual assistant/i),
  human: has(/01632 960 000/),
  price: has(/£140/, /£185/),
  "price-evening": has(/£185/),
  // The hours of the day asked about, or of the week: any weekday named with them.
  hours: has(/(office hours|open|close).*(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/i),
  areas: has(/cover Newbury, Reading/i),
  "area-yes": has(/Yes, (we cover|[A-Z0-9]+ ?[A-Z0-9]* (\(.*\) )?is in our area)/),
  "area-no": has(/outside our area/),
  "area-unknown": has(/postcode/i),
  emergency: (reply, state) => /01632 960 000/.test(reply) && /emergency/i.test(reply) && Boolean(state.booking?.draft.emergency),
  booking: (_reply, state) => Boolean(state.booking),
  problem: has(/Sorry to hear|book a visit|booking/i),
  services: has(/We offer/, /gutter/i, /CCTV/),
  gutters: has(/gutter/i),
  cctv: has(/CCTV|camera/i),
  unblocking: has(/unblock|blockage/i),
  repairs: has(/repair/i),
  cleaning: has(/clean|jetting/i),
  maintenance: has(/maintenance/i),
  "emergency-service": has(/emergency/i, /01632 960 000/),
  "response-time": has(/1 to 2 hours|24\/7/),
  causes: has(/wet wipes|fat|grease|roots/i),
  "patch-lining": has(/patch lin|liner|no-dig|without dig/i),
  insurance: has(/public liability/),
  commercial: has(/restaurant|commercial|business/i),
  prevention: has(/fat|three Ps|wipes|grease/i),
  payment: has(/card|bank transfer|cash/i),
  guarantee: has(/guarantee/i),
  chemicals: has(/chemical|caustic/i),
  about: has(/2000|family/i),
  contact: has(/01632 960 000/, /office@example\.com|quote form/),
  elderly: has(/70 and over/),
  reviews: has(/5\.0|review|rated/i),
  septic: has(/septic/i),
  soakaway: has(/soakaway/i),
  winter: has(/winter|frost|freez|cold/i),
  signs: has(/slow|gurgl|smell/i),
  unknown: has(/01632 960 000/),
  abuse: (reply) => !/idiot|stupid|shit|fuck/i.test(reply) && reply.length > 0,
  injection: (reply) => !/password|DATABASE|SECRET|system prompt|instructions are/i.test(reply) && reply.length > 0,
  /** A question is answered without starting a booking (an offer to book is fine). */
  "no-booking": (_reply, state) => !state.booking,
  "same-day": has(/same[- ]day|today|1 to 2 hours/i, /24\/7|emergency|01632 960 000/i),
  "bank-holiday": has(/bank holiday|24\/7/i),
  "out-of-hours": has(/24\/7|out of hours|evenings?|early|before you open|after you (close|shut)/i),
  based: has(/Newbury/),
  livery: has(/yard|equestrian|livery|horses/i),
  landlords: has(/landlord|letting|agent|tenant/i),
  "shared-drain": has(/shared|Thames Water|sewer/i),
  vat: has(/VAT/),
  "cctv-report": has(/(one|1) to (two|2) hours|(two|2) working days/i),
  /** A short, fixed refusal: nothing leaked, nothing random. */
  refusal: (reply) => /can't|cannot|not able/i.test(reply) && !/password is|review|★|DATABASE_URL=/i.test(reply) && reply.length < 400,
};

/** Labels a visitor cannot expect an answer to: a fallback there is right, not a failure. */
export const UNANSWERABLE = new Set<Label>(["unknown", "abuse", "injection", "refusal"]);

export type SlotName = "name" | "phone" | "email" | "addressLine" | "postcode" | "service" | "date" | "timeWindow";
export type Slots = Partial<Record<SlotName, string>>;

export type CorpusMessage = {
  text: string;
  /** Every thing the message asks or gives; a reply must satisfy each. */
  intents: Label[];
  /** Booking details the message gives, as the draft should hold them afterwards. */
  slots?: Slots;
  /** Messages sent before this one in the same conversation. */
  context?: string[];
  /** Further patterns the reply must (and must not) match. */
  reply?: RegExp;
  not?: RegExp;
  /** What the message tests, for the report. */
  kind?: "typo" | "text-speak" | "no-cue" | "two-questions" | "follow-up" | "correction" | "off-topic" | "abuse" | "injection" | "issue";
};

export type Turn = { say: string; reply?: RegExp; not?: RegExp };

export type Dialogue = {
  name: string;
  turns: Turn[];
  /** The booking the dialogue must end with; absent when it must book nothing. */
  books?: Slots & { emergency?: boolean };
};
