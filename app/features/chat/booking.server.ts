/**
 * A booking made in the chat, written in the caller's transaction (the turn's). A free window the
 * visitor chose is booked by the booking module (`bookChatSlot`, docs/decisions/0112). A request is
 * written here: always a new customer record (never an existing one found by the phone number or
 * e-mail), a job with status `enquiry` linked to the conversation, and the enquiry for the
 * back-office inbox, each by the module that owns its table and with its audit entry (actor: the
 * system, for the visitor), and the e-mail to the business, queued in the same transaction.
 */
import type { Database } from "~/db/client.server";
import { renderEmail } from "~/emails/render.server";
import { bookSlot, SlotTakenError } from "~/features/booking/booking.server";
import { describeSlot, freeSlots, parseSlotKey } from "~/features/booking/free-slots.server";
import { createCustomerRecord } from "~/features/customers/customers.server";
import { recordChatBooking } from "~/features/enquiries/enquiries.server";
import { createJobRecord } from "~/features/jobs/jobs.server";
import { systemActor } from "~/lib/actor";
import { isDomainError } from "~/lib/domain-error";
import { getEnv } from "~/lib/env.server";
import type { ServiceType } from "~/lib/labels";
import { queueEmail } from "~/lib/mail.server";
import { offerAgain } from "./booking-dialogue.server";
import { describeWhen, slotBookedReply, summary } from "./booking-request.server";
import type { BookingRequest, ChatState, SlotBooking } from "./dialogue-state.server";
import type { ChatBusiness } from "./knowledge.server";
import { CHAT_SERVICE_LABELS, type ChatService } from "./nlu.server";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Gutter work has no job type of its own: it is booked as drainage maintenance, titled as gutter work. */
export function jobServiceType(service: ChatService): ServiceType {
  return service === "gutter_services" ? "drainage_maintenance" : service;
}

export type ChatBookingResult = {
  jobId: string;
  customerId: string;
  enquiryId: string;
  /** Always true: a booking never joins an existing customer record; the inbox shows staff the likely ones. */
  customerCreated: true;
};

export function jobDescription(booking: BookingRequest, now: Date) {
  return [
    booking.description,
    "",
    `Preferred time: ${describeWhen(booking, now)} (${booking.timeWindow === "asap" ? "emergency" : booking.date}).`,
    `Contact: ${booking.phone}${booking.email ? `, ${booking.email}` : ""}.`,
    "Booked through the website chat.",
  ].join("\n");
}

/** Create the customer, the job and the enquiry for a checked booking request. */
export async function createChatBooking(
  tx: Tx,
  { conversationId, booking, now }: { conversationId: string; booking: BookingRequest; now: Date },
): Promise<ChatBookingResult> {
  const actor = systemActor("chat booking");
  const origin = { from: "chat", conversationId } as const;
  const customer = await createCustomerRecord(tx, {
    actor,
    values: {
      name: booking.name,
      phone: booking.phone,
      email: booking.email,
      postcode: booking.postcode,
      address: booking.address,
      notes: "Created from a chat booking.",
    },
    origin,
  });

  const label = CHAT_SERVICE_LABELS[booking.service];
  const job = await createJobRecord(tx, {
    actor,
    values: {
      customerId: customer.id,
      title: `${booking.emergency && booking.service !== "emergency_callout" ? "Emergency: " : ""}${label} for ${booking.name}`,
      description: jobDescription(booking, now),
      serviceType: jobServiceType(booking.service),
      priority: booking.emergency ? "emergency" : "medium",
      locationAddress: booking.address,
      conversationId,
    },
    origin,
  });

  const enquiry = await recordChatBooking(tx, {
    actor,
    conversationId,
    customerId: customer.id,
    jobId: job.id,
    name: booking.name,
    phone: booking.phone,
    email: booking.email,
    message: jobDescription(booking, now),
    service: label,
  });
  const result: ChatBookingResult = { jobId: job.id, customerId: customer.id, enquiryId: enquiry.id, customerCreated: true };
  await notifyBusinessOfChatBooking(tx, { booking, result, conversationId, now });
  return result;
}

function oneLine(value: string) {
  return value.replace(/\s+/g, " ").trim();
}

/** Tell the business about the booking request: queued in `tx`, delivered after it commits. */
export async function notifyBusinessOfChatBooking(
  tx: Tx,
  {
    booking,
    result,
    conversationId,
    now,
  }: {
    booking: BookingRequest;
    result: ChatBookingResult;
    conversationId: string;
    now: Date;
  },
) {
  const env = getEnv();
  const label = CHAT_SERVICE_LABELS[booking.service];
  const content = await renderEmail("chatBookingNotification", {
    emergency: booking.emergency,
    name: booking.name,
    phone: booking.phone,
    email: booking.email ?? null,
    address: booking.address,
    service: label,
    preferredTime: describeWhen(booking, now),
    customerCreated: result.customerCreated,
    problem: booking.description,
    conversationId,
    jobId: result.jobId,
  });
  return queueEmail(tx, {
    to: env.BUSINESS_EMAIL,
    replyTo: booking.email ?? undefined,
    subject: oneLine(`${booking.emergency ? "EMERGENCY " : ""}Chat booking request from ${booking.name}: ${label}`),
    ...content,
  });
}

export type ChatSlotResult = { reply: string; state: ChatState; jobId?: string };

/**
 * Book the window the visitor chose, in the transaction that saves the turn (`bookSlot`, source
 * "chat": a tentative visit until the office confirms it, and the booking's e-mails with it). A
 * window taken meanwhile, or no longer offered, is said so and the nearest free ones are offered; any
 * other refusal is said with its reason and the details are read back as a request the office calls
 * back about. `state` is the turn's new state; the result's state replaces it.
 */
export async function bookChatSlot(
  tx: Tx,
  { conversationId, state, book, now, ip, business }: { conversationId: string; state: ChatState; book: SlotBooking; now: Date; ip: string; business: ChatBusiness },
): Promise<ChatSlotResult> {
  const chosen = parseSlotKey(book.slot);
  try {
    const booked = await bookSlot({
      actor: systemActor("chat booking"),
      input: { service: book.service, postcode: book.postcode, slot: book.slot, name: book.name, phone: book.phone, email: book.email, address: book.address, description: book.description },
      source: "chat",
      now,
      ip,
      db: tx,
      conversationId,
    });
    const reply = slotBookedReply({ name: book.name, service: book.service, when: booked.when, tentative: booked.tentative }, bookingReference(booked.jobId), business);
    return { reply, state: { ...state, booking: undefined, offer: undefined, pendingDescription: undefined, lastBookingId: booked.jobId }, jobId: booked.jobId };
  } catch (err) {
    if (!isDomainError(err)) throw err;
    const next: ChatState = structuredClone(state);
    const part = chosen && chosen.startMinute < 720 ? "morning" : "afternoon";
    if ((err instanceof SlotTakenError || err.reason === "past" || err.reason === "not_offered" || err.reason === "no_slot") && next.booking && chosen) {
      const why = err instanceof SlotTakenError ? `Sorry, ${describeSlot(chosen.day, chosen.startMinute)} has just been taken.` : err.message;
      const slots = (await freeSlots({ service: book.service, postcode: book.postcode, now })).slots;
      const out = offerAgain(next, slots, { day: chosen.day, part }, now, why);
      return { reply: out.reply, state: out.state };
    }
    if (!next.booking) return { reply: `${err.message} Please call us on ${business.phone}.`, state: next };
    next.booking.stage = "confirming";
    next.booking.offered = undefined;
    return { reply: `${err.message} I can send your details as a request instead, and we'll call you to arrange a time. ${summary(next.booking.draft, now)}`, state: next };
  }
}

/** The short reference read to the visitor: the first eight characters of the job's id. */
export function bookingReference(jobId: string) {
  return jobId.slice(0, 8).toUpperCase();
}
