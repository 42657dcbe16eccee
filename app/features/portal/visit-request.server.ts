/**
 * A visit a signed-in customer requests in the portal: a job with status `enquiry` on their own
 * record (jobs module), its enquiry in the back-office inbox (enquiries module) and the e-mail to the
 * business, written in one transaction, as a chat booking writes its own. Unlike a chat booking no
 * customer record is made: the customer is who they signed in as.
 */
import { getDb } from "~/db/client.server";
import { renderEmail } from "~/emails/render.server";
import { todayKey } from "~/lib/business-day";
import { customerLocation } from "~/features/customers/customers.schema";
import { getCustomer, refuseCustomer } from "~/features/customers/customers.server";
import { recordPortalVisitRequest } from "~/features/enquiries/enquiries.server";
import { createJobRecord } from "~/features/jobs/jobs.server";
import type { CustomerActor } from "~/lib/actor";
import { getEnv } from "~/lib/env.server";
import { DomainError, parseInput } from "~/lib/domain-error";
import { SERVICE_TYPE_LABELS } from "~/lib/labels";
import { queueEmail } from "~/lib/mail.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { describePreferredTime, VISIT_MESSAGES, visitRequestSchema, type VisitRequestValues } from "./visit-request.schema";

/** At most this many requests from one customer record per window. */
export const VISIT_REQUEST_RATE_LIMIT = { max: 5, windowSeconds: 60 * 60 } as const;

export type VisitRequestResult = { ok: true; jobId: string; enquiryId: string };

function oneLine(value: string) {
  return value.replace(/\s+/g, " ").trim();
}

/**
 * Request a visit for the customer's own record. Bad input changes nothing (`invalid`, with the field
 * messages); well-formed requests are counted against a per-customer limit (`rate_limited`; a person
 * correcting mistakes is never held back); a record that is gone is `not_found`.
 */
export async function requestVisit({
  actor,
  input,
  now = new Date(),
}: {
  actor: CustomerActor;
  input: Record<string, unknown>;
  now?: Date;
}): Promise<VisitRequestResult> {
  const values = parseInput(visitRequestSchema(todayKey(now)), input);
  const customer = await getCustomer({ actor, id: actor.customerId });
  if (!customer) throw refuseCustomer("not_found");

  const limit = await hitRateLimit(`portal-visit:${actor.customerId}`, VISIT_REQUEST_RATE_LIMIT.max, VISIT_REQUEST_RATE_LIMIT.windowSeconds);
  if (!limit.allowed) throw new DomainError("rate_limited", VISIT_MESSAGES.rateLimited, { retryAfter: limit.retryAfterSeconds });

  const label = SERVICE_TYPE_LABELS[values.service];
  const emergency = values.service === "emergency_callout";
  const location = customerLocation({ address: values.address, postcode: values.postcode });
  const preferredTime = describePreferredTime(values);
  const description = jobDescription(values, { phone: customer.phone, email: customer.email });

  return getDb().transaction(async (tx) => {
    const job = await createJobRecord(tx, {
      actor,
      values: {
        customerId: actor.customerId,
        title: `${label} for ${customer.name}`,
        description,
        serviceType: values.service,
        priority: emergency ? "emergency" : "medium",
        locationAddress: location,
      },
      origin: { from: "portal" },
    });
    const enquiry = await recordPortalVisitRequest(tx, {
      actor,
      jobId: job.id,
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
      message: description,
      service: label,
    });
    const content = await renderEmail("portalVisitRequest", {
      emergency,
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
      address: location,
      service: label,
      preferredTime,
      problem: values.description,
      customerId: actor.customerId,
      jobId: job.id,
    });
    // Delivered after the transaction commits, with retries: a mail failure loses nothing.
    await queueEmail(tx, {
      to: getEnv().BUSINESS_EMAIL,
      replyTo: customer.email ?? undefined,
      subject: oneLine(`${emergency ? "EMERGENCY " : ""}Visit requested in the portal by ${customer.name}: ${label}`),
      ...content,
    });
    return { ok: true as const, jobId: job.id, enquiryId: enquiry.id };
  });
}

/** What the job (and its enquiry) say: the problem, when, how to reach the customer, and where it came from. */
export function jobDescription(values: VisitRequestValues, contact: { phone: string; email: string | null }) {
  return [
    values.description,
    "",
    `Preferred time: ${describePreferredTime(values)}.`,
    `Contact: ${contact.phone}${contact.email ? `, ${contact.email}` : ""}.`,
    "Requested by the customer in the portal.",
  ].join("\n");
}
