/**
 * A booking request made in the chat, written in the caller's transaction: the customer (an
 * existing one when the phone number or e-mail matches, otherwise a new one), a job with status
 * `enquiry` linked to the conversation, the enquiry for the back-office inbox, and audit entries
 * (actor: nobody, the visitor), and the e-mail to the business, queued in the same transaction.
 */
import { asc, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { customers, jobs } from "~/db/schema";
import { renderEmail } from "~/emails/render.server";
import { recordAudit } from "~/features/audit/audit.server";
import { recordChatBooking } from "~/features/enquiries/enquiries.server";
import { getEnv } from "~/lib/env.server";
import type { ServiceType } from "~/lib/labels";
import { queueEmail } from "~/lib/mail.server";
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
  /** False when the visitor matched an existing customer. */
  customerCreated: boolean;
};

function lastDigits(phone: string) {
  return phone.replace(/\D/g, "").slice(-10);
}

/** The oldest customer with this phone number (compared by digits) or e-mail address (any case). */
async function findCustomer(tx: Tx, booking: Pick<BookingRequest, "phone" | "email">) {
  const digits = lastDigits(booking.phone);
  const conditions = [sql`right(regexp_replace(${customers.phone}, '[^0-9]', '', 'g'), 10) = ${digits}`];
  if (booking.email) conditions.push(sql`lower(${customers.email}) = ${booking.email.toLowerCase()}`);
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(or(...conditions))
    .orderBy(asc(customers.createdAt), asc(customers.id))
    .limit(1);
  return row ?? null;
}

export function jobDescription(booking: BookingRequest, now: Date) {
  return [
    booking.description,
    "",
    `Preferred time: ${describeWhen(booking, now)} (${booking.timeWindow === "asap" ? "emergency" : booking.date}).`,
    `Contact: ${booking.phone}${booking.email ? `, ${booking.email}` : ""}.`,
    "Booked through the website chat.",
  ].join("\n");
}

/** Create (or match) the customer, the job and the enquiry for a checked booking request. */
export async function createChatBooking(
  tx: Tx,
  { conversationId, booking, now }: { conversationId: string; booking: BookingRequest; now: Date },
): Promise<ChatBookingResult> {
  const existing = await findCustomer(tx, booking);
  let customerId: string;
  if (existing) {
    customerId = existing.id;
  } else {
    const values = {
      name: booking.name,
      phone: booking.phone,
      email: booking.email,
      postcode: booking.postcode,
      address: booking.address,
      notes: "Created from a chat booking.",
    };
    const [created] = await tx.insert(customers).values(values).returning({ id: customers.id });
    customerId = created.id;
    await recordAudit(tx, {
      actorUserId: null,
      action: "create",
      entityType: "customer",
      entityId: customerId,
      changes: { ...values, from: "chat", conversationId },
    });
  }

  const label = CHAT_SERVICE_LABELS[booking.service];
  const serviceType = jobServiceType(booking.service);
  const priority = booking.emergency ? "emergency" : "medium";
  const [job] = await tx
    .insert(jobs)
    .values({
      customerId,
      title: `${booking.emergency && booking.service !== "emergency_callout" ? "Emergency: " : ""}${label} for ${booking.name}`.slice(0, 200),
      description: jobDescription(booking, now),
      serviceType,
      status: "enquiry",
      priority,
      locationAddress: booking.address,
      conversationId,
    })
    .returning({ id: jobs.id });
  await recordAudit(tx, {
    actorUserId: null,
    action: "create",
    entityType: "job",
    entityId: job.id,
    changes: { customerId, serviceType, status: "enquiry", priority, from: "chat", conversationId },
  });

  const enquiry = await recordChatBooking(
    {
      conversationId,
      customerId,
      jobId: job.id,
      name: booking.name,
      phone: booking.phone,
      email: booking.email,
      message: jobDescription(booking, now),
      service: label,
    },
    tx,
  );
  await recordAudit(tx, {
    actorUserId: null,
    action: "create",
    entityType: "enquiry",
    entityId: enquiry.id,
    changes: { source: "chat", service: label, jobId: job.id, customerId },
  });
  const result = { jobId: job.id, customerId, enquiryId: enquiry.id, customerCreated: !existing };
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
