/**
 * Enquiries: the only module that inserts or changes a row of `enquiries` (contact-form enquiries,
 * chat booking requests and visits requested in the portal: the back-office inbox). The public acts
 * through the system actor, a signed-in customer as itself; the inbox is for staff. An enquiry is never attached to an existing customer because its phone number
 * or e-mail matches: the inbox shows staff the likely existing records instead (docs/decisions/0019).
 */
import { desc, eq, sql } from "drizzle-orm";
import { EXACT_TOTAL_LIMIT } from "~/lib/paging";
import { listTotal } from "~/lib/totals.server";
import { getDb, type Database } from "~/db/client.server";
import { customers, enquiries } from "~/db/schema";
import { renderEmail } from "~/emails/render.server";
import { diffFields, recordAudit } from "~/features/audit/audit.server";
import { createCustomerRecord, likelyExistingCustomers, type LikelyContact, type LikelyCustomer } from "~/features/customers/customers.server";
import { siteAddress, siteForRecord } from "~/features/customers/sites.server";
import { createJobRecord } from "~/features/jobs/jobs.server";
import { auditUserId, type CustomerActor, type StaffActor, type SystemActor } from "~/lib/actor";
import { getEnv } from "~/lib/env.server";
import { isUuid } from "~/lib/ids";
import { DomainError, invalidInput } from "~/lib/domain-error";
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
import { clientAddressKey } from "~/lib/client-address";
import { postcodeIn } from "~/lib/uk-contact";

/** At most this many enquiries from one client address per window. */
export const CONTACT_RATE_LIMIT = { max: 5, windowSeconds: 10 * 60 } as const;
export const ENQUIRIES_PAGE_SIZE = 25;
/** The contact form asks for no address; a job made from an enquiry says so. */
export const ADDRESS_TO_BE_CONFIRMED = "Address to be confirmed";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What a submitted enquiry gives back: its id, or null for a bot's (answered like a success). */
export type SubmitEnquiryResult = { ok: true; id: string | null };

const ENQUIRY_GONE = "That enquiry no longer exists.";
const CUSTOMER_GONE = "That customer record no longer exists; choose another, or create a new customer.";
const ENQUIRY_HAS_CUSTOMER = "This enquiry already has its own customer record.";

/**
 * A visitor's 'Request a Free Quote' form: validated, checked against bots (a honeypot field and a
 * per-address limit), stored, and e-mailed to the business (queued in the same transaction, so the
 * e-mail exists exactly when the enquiry does). Bad input stores nothing: it is refused `invalid`
 * with the field messages; more enquiries from one address than the limit allows are `rate_limited`.
 */
export async function submitEnquiry({
  actor,
  input,
  ip,
}: {
  actor: SystemActor;
  input: Record<string, unknown>;
  ip: string;
}): Promise<SubmitEnquiryResult> {
  const honeypot = input[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // Answered like a success so that the bot learns nothing; nothing is stored or sent.
    log.info({ ip }, "contact form: honeypot filled, ignored");
    return { ok: true, id: null };
  }

  const parsed = contactFormSchema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error);

  // Counted only for well-formed enquiries, so that a person correcting mistakes is not held back.
  const limit = await hitRateLimit(`contact:${clientAddressKey(ip)}`, CONTACT_RATE_LIMIT.max, CONTACT_RATE_LIMIT.windowSeconds);
  if (!limit.allowed) throw new DomainError("rate_limited", CONTACT_MESSAGES.rateLimited, { retryAfter: limit.retryAfterSeconds });

  const enquiry = parsed.data;
  const id = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values({ source: "contact_form", ...enquiry, ip: ip || null })
      .returning({ id: enquiries.id });
    await recordAudit(tx, {
      actorUserId: auditUserId(actor),
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

/** What a visitor typed into the contact form's fields, to show the form again with it. */
export function enquiryValues(input: Record<string, unknown>) {
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

/** The visitor's own words and contact details of an enquiry linked to a job. */
type LinkedEnquiry = { jobId: string; name: string; phone: string; email?: string | null; message: string };

/**
 * An enquiry that arrives already linked to its customer and job (a chat booking, a portal visit
 * request), inserted in the caller's transaction with its audit entry by the actor who made it.
 */
async function insertLinkedEnquiry(
  tx: Tx,
  input: LinkedEnquiry & { actor: SystemActor | CustomerActor; source: "chat" | "portal"; conversationId?: string; customerId: string; service: string },
): Promise<{ id: string }> {
  const name = oneLine(input.name);
  const space = name.indexOf(" ");
  const [firstName, lastName] = space === -1 ? [name, ""] : [name.slice(0, space), name.slice(space + 1)];
  const [row] = await tx
    .insert(enquiries)
    .values({
      source: input.source,
      firstName,
      lastName,
      phone: input.phone.trim(),
      email: input.email?.trim() || null,
      service: input.service,
      message: input.message,
      conversationId: input.conversationId ?? null,
      customerId: input.customerId,
      jobId: input.jobId,
    })
    .returning({ id: enquiries.id });
  await recordAudit(tx, {
    actorUserId: auditUserId(input.actor),
    action: "create",
    entityType: "enquiry",
    entityId: row.id,
    changes: { source: input.source, service: input.service, jobId: input.jobId, customerId: input.customerId },
  });
  return row;
}

/**
 * A booking request made in the chat joins the inbox, in the chat's transaction (which has just
 * created its customer and job), with its audit entry.
 */
export async function recordChatBooking(
  tx: Tx,
  input: LinkedEnquiry & { actor: SystemActor; conversationId: string; customerId: string; service?: string },
): Promise<{ id: string }> {
  return insertLinkedEnquiry(tx, { ...input, source: "chat", service: input.service?.trim() || "Not specified" });
}

/**
 * A visit a signed-in customer requested in the portal joins the inbox, in the transaction that has
 * just added its job to the customer's own record, with its audit entry. The enquiry is linked to
 * that record and job (the customer is who they signed in as, not someone matched by phone number).
 */
export async function recordPortalVisitRequest(
  tx: Tx,
  input: LinkedEnquiry & { actor: CustomerActor; email: string | null; service: string },
): Promise<{ id: string }> {
  return insertLinkedEnquiry(tx, { ...input, source: "portal", customerId: input.actor.customerId });
}

export type EnquiryRow = typeof enquiries.$inferSelect;

/** An enquiry in the inbox, with the customer records that are likely the same person (never linked by this). */
export type InboxEnquiry = EnquiryRow & { possibleCustomers: LikelyCustomer[] };

/**
 * Who an enquiry is from, as the likely-duplicates matching takes it: the visitor's name, phone and
 * e-mail, and the postcode written in the message, if any (the form has no address field); the
 * record the enquiry is linked to is never suggested.
 */
export function enquiryContact(row: Pick<EnquiryRow, "firstName" | "lastName" | "phone" | "email" | "message" | "customerId">): LikelyContact {
  return {
    name: oneLine(`${row.firstName} ${row.lastName}`),
    phone: row.phone,
    email: row.email,
    postcode: postcodeIn(row.message),
    excludeId: row.customerId,
  };
}

/**
 * The inbox, newest first, optionally of one status; pages of 50. Each enquiry comes with the
 * existing customer records that are likely the same person (the same phone digits or e-mail
 * address, or a similar name at the postcode in its message), with the reason, other than the one
 * it is linked to, for staff to open (docs/decisions/0080).
 */
export async function listEnquiries({
  actor,
  status,
  page = 1,
}: {
  actor: StaffActor;
  status?: EnquiryStatus;
  page?: number;
}): Promise<{ rows: InboxEnquiry[]; total: number; totalExact: boolean; page: number; pageSize: number; pageCount: number }> {
  const db = getDb();
  const where = status ? eq(enquiries.status, status) : undefined;
  const current = Math.max(1, Math.floor(page));
  const counted = db.select({ one: sql`1` }).from(enquiries).where(where).limit(EXACT_TOTAL_LIMIT + 1).as("counted");
  const [rows, { total, totalExact }] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(ENQUIRIES_PAGE_SIZE)
      .offset((current - 1) * ENQUIRIES_PAGE_SIZE),
    listTotal(db, counted, { wholeTable: where ? undefined : enquiries }),
  ]);
  const likely = await likelyExistingCustomers({ actor, contacts: rows.map(enquiryContact) });
  const withMatches = rows.map((row, i) => ({ ...row, possibleCustomers: likely[i] }));
  return { rows: withMatches, total, totalExact, page: current, pageSize: ENQUIRIES_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / ENQUIRIES_PAGE_SIZE)) };
}

export async function setEnquiryStatus({ actor, id, status }: { actor: StaffActor; id: string; status: EnquiryStatus }) {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update");
    if (!before) throw new DomainError("not_found", ENQUIRY_GONE);
    if (before.status === status) return before;
    const [after] = await tx.update(enquiries).set({ status }).where(eq(enquiries.id, id)).returning();
    await recordAudit(tx, {
      actorUserId: auditUserId(actor),
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

/**
 * Turn an enquiry into a customer record and a job with status `enquiry`, in one transaction; the
 * enquiry is linked to both and marked contacted. The customer is a new record, even when the phone
 * number or e-mail matches an existing one (the inbox shows those to staff), unless a member of
 * staff chooses an existing record (`existingCustomerId`, any record that exists, else
 * `not_found`): then the job is made for that record at its first site, and the audit entry says
 * so. Nothing is ever attached to an existing record without that choice. A chat booking already
 * has both. Converting twice returns what the first conversion made.
 */
export async function convertEnquiry({ actor, id, existingCustomerId = null }: { actor: StaffActor; id: string; existingCustomerId?: string | null }) {
  if (actor.kind !== "staff") throw new DomainError("not_allowed", "Only the office can convert an enquiry.");
  return getDb().transaction(async (tx) => {
    const [enquiry] = await tx.select().from(enquiries).where(eq(enquiries.id, id)).for("update");
    if (!enquiry) throw new DomainError("not_found", ENQUIRY_GONE);
    if (enquiry.customerId && enquiry.jobId) {
      return { customerId: enquiry.customerId, jobId: enquiry.jobId, customerCreated: false, jobCreated: false, usedExisting: false };
    }

    const name = oneLine(`${enquiry.firstName} ${enquiry.lastName}`);
    const origin = { from: "enquiry", enquiryId: enquiry.id } as const;
    let customerId = enquiry.customerId;
    let customerCreated = false;
    let site: { id: string; address: string } | null = null;
    if (existingCustomerId) {
      if (customerId && customerId !== existingCustomerId) throw new DomainError("conflict", ENQUIRY_HAS_CUSTOMER);
      // The chosen record must exist; it is locked against deletion until the job is in.
      const [existing] = isUuid(existingCustomerId)
        ? await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, existingCustomerId)).for("key share")
        : [];
      if (!existing) throw new DomainError("not_found", CUSTOMER_GONE);
      customerId = existing.id;
      const first = await siteForRecord(tx, { customerId });
      site = { id: first.id, address: siteAddress(first) };
    } else if (!customerId) {
      const created = await createCustomerRecord(tx, {
        actor,
        values: {
          name,
          phone: enquiry.phone,
          email: enquiry.email,
          address: ADDRESS_TO_BE_CONFIRMED,
          notes: `Created from a ${enquiry.source === "chat" ? "chat booking" : "contact-form enquiry"}.`,
        },
        origin,
      });
      customerId = created.id;
      customerCreated = true;
    }

    let jobId = enquiry.jobId;
    let jobCreated = false;
    if (!jobId) {
      const serviceType = serviceTypeFor(enquiry.service);
      const description = [
        enquiry.message,
        "",
        site
          ? `At the existing customer's first site, chosen by the office: confirm the address with the customer.`
          : `${ADDRESS_TO_BE_CONFIRMED}: the enquiry did not include an address; confirm it with the customer.`,
        `Contact: ${enquiry.phone}${enquiry.email ? `, ${enquiry.email}` : ""}.`,
      ].join("\n");
      const job = await createJobRecord(tx, {
        actor,
        values: {
          customerId,
          title: `${enquiry.service} for ${name}`,
          description,
          serviceType,
          priority: serviceType === "emergency_callout" ? "emergency" : "medium",
          siteId: site?.id ?? null,
          locationAddress: site?.address ?? ADDRESS_TO_BE_CONFIRMED,
          conversationId: enquiry.conversationId,
        },
        origin,
      });
      jobId = job.id;
      jobCreated = true;
    }

    const status: EnquiryStatus = enquiry.status === "new" ? "contacted" : enquiry.status;
    await tx.update(enquiries).set({ customerId, jobId, status }).where(eq(enquiries.id, id));
    await recordAudit(tx, {
      actorUserId: auditUserId(actor),
      action: "convert",
      entityType: "enquiry",
      entityId: id,
      changes: {
        ...diffFields({ customerId: enquiry.customerId, jobId: enquiry.jobId, status: enquiry.status }, { customerId, jobId, status }),
        ...(existingCustomerId ? { existingCustomer: "chosen by the office" } : {}),
      },
    });
    return { customerId, jobId, customerCreated, jobCreated, usedExisting: !!existingCustomerId };
  });
}
