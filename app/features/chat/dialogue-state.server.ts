/**
 * The state of one chat conversation, stored between turns by the caller, and the shapes of a
 * booking: the draft being collected and the checked request that is submitted.
 */
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
