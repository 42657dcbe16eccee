/**
 * The state of one chat conversation, stored between turns by the caller, and the shapes of a
 * booking: the draft being collected and the checked request that is submitted.
 */
import { parseSlotKey, type BOOKABLE_SERVICES, type Slot as FreeWindow } from "~/features/booking/booking.schema";
import type { ChatBusiness } from "./knowledge.server";
import type { ChatService } from "./nlu.server";
import type { TimeWindow } from "./when.server";

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
  /** Told to be for a business ("i run the spice lounge", "after we shut"): kept for the rest of the booking. */
  forBusiness?: boolean;
};

export type Slot = "name" | "phone" | "addressLine" | "postcode" | "service" | "date" | "timeWindow" | "description" | "email";

/**
 * collecting: details are asked for; confirming: the request is read back for a yes (sent to the
 * office, who call back); choosing: free arrival windows are offered (`offered`, their keys in the
 * order offered) and the visitor's choice books one (docs/decisions/0112).
 */
export type BookingStage = "collecting" | "confirming" | "choosing";
const STAGES: readonly BookingStage[] = ["collecting", "confirming", "choosing"];
/** At most this many windows are kept as offered. */
const MAX_OFFERED = 3;

export type ChatState = {
  booking?: { draft: BookingDraft; stage: BookingStage; asking?: Slot; offered?: string[] };
  /** The last reply offered a booking: a yes starts one. */
  offer?: "booking";
  /** A problem the visitor described before a booking began. */
  pendingDescription?: string;
  /** A question about when we can come that ended with an offer: its day and time are read when the offer is taken. */
  pendingRequest?: string;
  lastBookingId?: string;
  /** The service the last answer was about ("how much for jetting?"), so that "book that in" books it. */
  lastService?: ChatService;
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

export type BookableService = (typeof BOOKABLE_SERVICES)[number];

/** A window chosen in the chat with the details to book it; the caller books it (booking.server.ts). */
export type SlotBooking = {
  /** "2026-03-12T08:00". */
  slot: string;
  service: BookableService;
  postcode: string;
  name: string;
  phone: string;
  email: string;
  /** House and street (and town), without the postcode. */
  address: string;
  description: string;
};

/** The free arrival windows for a service at a postcode, earliest first (the booking module's `freeSlots`). */
export type SlotFinder = (args: { service: BookableService; postcode: string; now: Date }) => Promise<FreeWindow[]>;

/**
 * `slots`: where the free windows come from; without it (the corpus, the benchmarks) no window is
 * offered and every booking is a request the office calls back about.
 */
export type EngineInput = { state: ChatState | null | undefined; message: string; now: Date; business: ChatBusiness; slots?: SlotFinder };
/** `submit`: a request to send; `book`: a window to book. The caller does either in the turn's transaction. */
export type EngineOutput = { reply: string; state: ChatState; submit?: BookingRequest; book?: SlotBooking };

export function emptyState(): ChatState {
  return {};
}

/**
 * A state read back from the database: anything unexpected is dropped. A booking's stage is one of
 * the three; its offered windows are kept only as keys of real windows, at most three, and only while
 * it is choosing; a choosing booking with none left goes back to collecting, so that the next turn
 * offers windows afresh.
 */
export function readState(value: unknown): ChatState {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  const state = value as ChatState;
  const booking = state.booking as Partial<NonNullable<ChatState["booking"]>> | undefined;
  if (booking === undefined) return state;
  if (!booking || typeof booking !== "object" || !booking.draft || typeof booking.draft !== "object") return { ...state, booking: undefined };
  const offered = Array.isArray(booking.offered) ? booking.offered.filter((key): key is string => parseSlotKey(key) !== null).slice(0, MAX_OFFERED) : [];
  let stage: BookingStage = STAGES.includes(booking.stage as BookingStage) ? (booking.stage as BookingStage) : "collecting";
  if (stage === "choosing" && !offered.length) stage = "collecting";
  const { offered: _offered, ...rest } = booking;
  return { ...state, booking: { ...(rest as NonNullable<ChatState["booking"]>), stage, ...(stage === "choosing" ? { offered } : {}) } };
}
