/**
 * A booking request made in the chat, written in the caller's transaction: always a new customer
 * record (never an existing one found by the phone number or e-mail: docs/decisions/0015), a job
 * with status `enquiry` linked to the conversation, and the enquiry for the back-office inbox, each
 * by the module that owns its table and with its audit entry (actor: the system, for the visitor).
 * The business is e-mailed after the transaction commits.
 */
import type { Database } from "~/db/client.server";
import { createCustomerRecord } from "~/features/customers/customers.server";
import { recordChatBooking } from "~/features/enquiries/enquiries.server";
import { createJobRecord } from "~/features/jobs/jobs.server";
import { systemActor } from "~/lib/actor";
import { getEnv } from "~/lib/env.server";
import type { ServiceType } from "~/lib/labels";
import { sendEmail } from "~/lib/mail.server";
import { describeWhen, type BookingRequest } from "./engine.server";
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
  return { jobId: job.id, customerId: customer.id, enquiryId: enquiry.id, customerCreated: true };
}

function escapeHtml(value: string) {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

function oneLine(value: string) {
  return value.replace(/\s+/g, " ").trim();
}

/** Tell the business about the booking request (recorded in the e-mail log; never throws for delivery). */
export async function notifyBusinessOfChatBooking({
  booking,
  result,
  conversationId,
  now,
}: {
  booking: BookingRequest;
  result: ChatBookingResult;
  conversationId: string;
  now: Date;
}) {
  const env = getEnv();
  const label = CHAT_SERVICE_LABELS[booking.service];
  const transcriptUrl = `${env.BASE_URL}/admin/chats/${conversationId}`;
  const fields: Array<[string, string]> = [
    ["Name", booking.name],
    ["Phone", booking.phone],
    ["Email", booking.email ?? "not given"],
    ["Address", booking.address],
    ["Service", label],
    ["Priority", booking.emergency ? "EMERGENCY" : "normal"],
    ["Preferred time", describeWhen(booking, now)],
    ["Customer", result.customerCreated ? "new customer" : "existing customer (matched by phone or e-mail)"],
  ];
  const text = [
    booking.emergency ? "An EMERGENCY booking request has arrived through the website chat. Call the customer now." : "A booking request has arrived through the website chat.",
    "",
    ...fields.map(([k, v]) => `${k}: ${v}`),
    "",
    "Problem:",
    booking.description,
    "",
    `The job is in the back-office with status Enquiry. Conversation: ${transcriptUrl}`,
    `Job reference: ${result.jobId}`,
  ].join("\n");
  const html = [
    `<p>${booking.emergency ? "<strong>An EMERGENCY booking request</strong> has arrived through the website chat. Call the customer now." : "A booking request has arrived through the website chat."}</p>`,
    `<table cellpadding="4">`,
    ...fields.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    `</table>`,
    `<p><strong>Problem:</strong></p>`,
    `<p style="white-space:pre-wrap">${escapeHtml(booking.description)}</p>`,
    `<p>The job is in the back-office with status Enquiry. <a href="${escapeHtml(transcriptUrl)}">Read the conversation</a>.</p>`,
    `<p>Job reference: ${escapeHtml(result.jobId)}</p>`,
  ].join("\n");
  return sendEmail({
    to: env.BUSINESS_EMAIL,
    replyTo: booking.email ?? undefined,
    subject: oneLine(`${booking.emergency ? "EMERGENCY " : ""}Chat booking request from ${booking.name}: ${label}`),
    text,
    html,
  });
}
