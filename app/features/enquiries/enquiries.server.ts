import { asc, count, desc, eq, or, sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { customers, enquiries, jobs } from "~/db/schema";
import { renderEmail } from "~/emails/render.server";
import { diffFields, recordAudit } from "~/features/audit/audit.server";
import { getEnv } from "~/lib/env.server";
import { fieldErrors, type FieldErrors } from "~/lib/forms";
import type { ServiceType } from "~/lib/labels";
import { queueEmail } from "~/lib/mail.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import {
  CONTACT_MESSAGES,
  contactFormSchema,
  HONEYPOT_FIELD,
  type ContactFormInput,
  type EnquiryStatus,
} from "./enquiries.schema";
import { log } from "~/lib/log.server";

/** At most this many enquiries from one client address per window. */
export const CONTACT_RATE_LIMIT = { max: 5, windowSeconds: 10 * 60 } as const;
export const ENQUIRIES_PAGE_SIZE = 50;
/** The contact form asks for no address; a job made from an enquiry says so. */
export const ADDRESS_TO_BE_CONFIRMED = "Address to be confirmed";

export type Actor = { id: string };

export class EnquiryError extends Error {
  constructor(
    public code: "NOT_FOUND",
    message: string,
  ) {
    super(message);
  }
}

export type SubmitEnquiryResult =
  | { ok: true; id: string | null }
  | { ok: false; reason: "invalid"; fieldErrors: FieldErrors; values: Record<string, string> }
  | { ok: false; reason: "rate_limited"; message: string; retryAfterSeconds: number };

/**
 * A visitor's 'Request a Free Quote' form: validated, checked against bots (a honeypot field and a
 * per-address limit), stored, and e-mailed to the business (queued in the same transaction, so the
 * e-mail exists exactly when the enquiry does). Bad input stores nothing.
 */
export async function submitEnquiry({ input, ip }: { input: Record<string, unknown>; ip: string }): Promise<SubmitEnquiryResult> {
  const honeypot = input[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // Answered like a success so that the bot learns nothing; nothing is stored or sent.
    log.info({ ip }, "contact form: honeypot filled, ignored");
    return { ok: true, id: null };
  }

  const parsed = contactFormSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, reason: "invalid", fieldErrors: fieldErrors(parsed.error), values: stringValues(input) };
  }

  // Counted only for well-formed enquiries, so that a person correcting mistakes is not held back.
  const limit = await hitRateLimit(`contact:${ip || "unknown"}`, CONTACT_RATE_LIMIT.max, CONTACT_RATE_LIMIT.windowSeconds);
  if (!limit.allowed) {
    return { ok: false, reason: "rate_limited", message: CONTACT_MESSAGES.rateLimited, retryAfterSeconds: limit.retryAfterSeconds };
  }

  const enquiry = parsed.data;
  const id = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({ source: "contact_form", ...enquiry, ip: ip || null })
      .returning({ id: enquiries.id });
    await recordAudit(tx, {
      actorUserId: null,
      action: "create",
      entityType: "enquiry",
      entityId: row.id,
      changes: { source: "contact_form", service: enquiry.service },
    });
    // Delivery happens later, with retries: a mail failure loses nothing.
    await queueEmail(tx, await businessNotification(row.id, enquiry));
    return row.id;
  });
  return { ok: true, id };
}

function stringValues(input: Record<string, unknown>) {
  const out: Record<string, string> = {};
  for (const key of ["firstName", "lastName", "phone", "email", "service", "message"]) {
    const v = input[key];
    if (typeof v === "string") out[key] = v.slice(0, 2000);
  }
  return out;
}

/** One line, for a header. */
function oneLine(value: string) {
  return value.replace(/\s+/g, " ").trim();
}

async function businessNotification(id: string, e: ContactFormInput) {
  const env = getEnv();
  const name = oneLine(`${e.firstName} ${e.lastName}`);
  const content = await renderEmail("enquiryNotification", {
    reference: id,
    name,
    firstName: e.firstName,
    phone: e.phone,
    email: e.email,
    service: e.service,
    message: e.message,
  });
  return {
    to: env.BUSINESS_EMAIL,
    replyTo: e.email,
    subject: oneLine(`New enquiry from ${name}: ${e.service}`),
    ...content,
  };
}

/**
 * A booking request made in the chat (the assistant has already matched or created the customer
 * and the job): it joins the enquiries inbox.
 */
export async function recordChatBooking(
  input: {
    conversationId: string;
    customerId: string | null;
    jobId: string | null;
    name: string;
    phone: string;
    email?: string | null;
    message: string;
    service?: string;
  },
  executor: Pick<Database, "insert"> = getDb(),
) {
  const name = oneLine(input.name);
  const space = name.indexOf(" ");
  const [firstName, lastName] = space === -1 ? [name, ""] : [name.slice(0, space), name.slice(space + 1)];
  const [row] = await executor
    .insert(enquiries)
    .values({
      source: "chat",
      firstName,
      lastName,
      phone: input.phone.trim(),
      email: input.email?.trim() || null,
      service: input.service?.trim() || "Not specified",
      message: input.message,
      conversationId: input.conversationId,
      customerId: input.customerId,
      jobId: input.jobId,
    })
    .returning({ id: enquiries.id });
  return row;
}

export type EnquiryRow = typeof enquiries.$inferSelect;

/** The inbox, newest first, optionally of one status; pages of 50. */
export async function listEnquiries({ status, page = 1 }: { status?: EnquiryStatus; page?: number }) {
  const db = getDb();
  const where = status ? eq(enquiries.status, status) : undefined;
  const current = Math.max(1, Math.floor(page));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(ENQUIRIES_PAGE_SIZE)
      .offset((current - 1) * ENQUIRIES_PAGE_SIZE),
    db.select({ total: count() }).from(enquiries).where(where),
  ]);
  return { rows, total, page: current, pageSize: ENQUIRIES_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / ENQUIRIES_PAGE_SIZE)) };
}

export async function getEnquiry(id: string) {
  const [row] = await getDb().select().from(enquiries).where(eq(enquiries.id, id)).limit(1);
  return row;
}

export async function setEnquiryStatus({ actor, id, status }: { actor: Actor; id: string; status: EnquiryStatus }) {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update");
    if (!before) throw new EnquiryError("NOT_FOUND", "That enquiry no longer exists.");
    if (before.status === status) return before;
    const [after] = await tx.update(enquiries).set({ status }).where(eq(enquiries.id, id)).returning();
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "update",
      entityType: "enquiry",
      entityId: id,
      changes: diffFields({ status: before.status }, { status }),
    });
    return after;
  });
}

const SERVICE_TO_TYPE: Record<string, ServiceType> = {
  "drain unblocking": "drain_unblocking",
  "cctv drain survey": "cctv_survey",
  "cctv survey": "cctv_survey",
  "drain repairs": "drain_repairs",
  "emergency callout": "emergency_callout",
  "drain cleaning": "drain_cleaning",
  "maintenance contract": "drainage_maintenance",
  "drainage maintenance": "drainage_maintenance",
};

/** The job's service type for an enquiry's service (the form's options, or a chat's wording). */
export function serviceTypeFor(service: string): ServiceType {
  const key = service.trim().toLowerCase().replaceAll("_", " ");
  return SERVICE_TO_TYPE[key] ?? (key.includes("emergency") ? "emergency_callout" : key.includes("cctv") ? "cctv_survey" : "drain_unblocking");
}

function lastDigits(phone: string) {
  return phone.replace(/\D/g, "").slice(-10);
}

/**
 * Turn an enquiry into a customer (an existing one when the phone number or e-mail matches) and a
 * job with status `enquiry`, in one transaction; the enquiry is linked to both and marked
 * contacted. Converting twice returns what the first conversion made.
 */
export async function convertEnquiry({ actor, id }: { actor: Actor; id: string }) {
  return getDb().transaction(async (tx) => {
    const [enquiry] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update");
    if (!enquiry) throw new EnquiryError("NOT_FOUND", "That enquiry no longer exists.");
    if (enquiry.customerId && enquiry.jobId) {
      return { customerId: enquiry.customerId, jobId: enquiry.jobId, customerCreated: false, jobCreated: false };
    }

    const name = oneLine(`${enquiry.firstName} ${enquiry.lastName}`);
    let customerId = enquiry.customerId;
    let customerCreated = false;
    if (!customerId) {
      const digits = lastDigits(enquiry.phone);
      const matches = [];
      if (enquiry.email) matches.push(sql`lower(${customers.email}) = ${enquiry.email.toLowerCase()}`);
      if (digits.length >= 9) matches.push(sql`right(regexp_replace(${customers.phone}, '[^0-9]', '', 'g'), 10) = ${digits}`);
      const [existing] = matches.length
        ? await tx.select({ id: customers.id }).from(customers).where(or(...matches)).orderBy(asc(customers.createdAt)).limit(1)
        : [];
      if (existing) {
        customerId = existing.id;
      } else {
        const [created] = await tx
          .insert(customers)
          .values({
            name,
            phone: enquiry.phone,
            email: enquiry.email,
            address: ADDRESS_TO_BE_CONFIRMED,
            notes: `Created from a ${enquiry.source === "chat" ? "chat booking" : "contact-form enquiry"}.`,
          })
          .returning({ id: customers.id });
        customerId = created.id;
        customerCreated = true;
        await recordAudit(tx, {
          actorUserId: actor.id,
          action: "create",
          entityType: "customer",
          entityId: created.id,
          changes: { name, phone: enquiry.phone, email: enquiry.email, from: "enquiry", enquiryId: enquiry.id },
        });
      }
    }

    let jobId = enquiry.jobId;
    let jobCreated = false;
    if (!jobId) {
      const serviceType = serviceTypeFor(enquiry.service);
      const description = [
        enquiry.message,
        "",
        `${ADDRESS_TO_BE_CONFIRMED}: the enquiry did not include an address; confirm it with the customer.`,
        `Contact: ${enquiry.phone}${enquiry.email ? `, ${enquiry.email}` : ""}.`,
      ].join("\n");
      const [job] = await tx
        .insert(jobs)
        .values({
          customerId,
          title: `${enquiry.service} for ${name}`.slice(0, 200),
          description,
          serviceType,
          status: "enquiry",
          priority: serviceType === "emergency_callout" ? "emergency" : "medium",
          locationAddress: ADDRESS_TO_BE_CONFIRMED,
          conversationId: enquiry.conversationId,
        })
        .returning({ id: jobs.id });
      jobId = job.id;
      jobCreated = true;
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: "create",
        entityType: "job",
        entityId: job.id,
        changes: { customerId, serviceType, status: "enquiry", from: "enquiry", enquiryId: enquiry.id },
      });
    }

    const status: EnquiryStatus = enquiry.status === "new" ? "contacted" : enquiry.status;
    await tx.update(enquiries).set({ customerId, jobId, status }).where(eq(enquiries.id, id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "convert",
      entityType: "enquiry",
      entityId: id,
      changes: {
        ...diffFields({ customerId: enquiry.customerId, jobId: enquiry.jobId, status: enquiry.status }, { customerId, jobId, status }),
      },
    });
    return { customerId, jobId, customerCreated, jobCreated };
  });
}

