/**
 * Booking into a free slot (docs/decisions/0104): the public /book page, the portal's "request a
 * visit" and, later, the chat call `bookSlot`. The slot is held as a tentative visit for one of the
 * engineers free for it until the office confirms it (`confirmBooking`, one click on the dispatch
 * board), or at once when the setting says so; the confirmation e-mail carries an iCalendar file.
 * One slot is never given twice: the booking's transaction takes an advisory lock on the slot's day,
 * then works out the window's free engineers again and writes the visit before the lock is released.
 */
import { TZDate } from "@date-fns/tz";
import { and, asc, eq, gte, ne, sql } from "drizzle-orm";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical from "ical-generator";
import { getDb, type Database } from "~/db/client.server";
import { customers, customerSites, jobs, visits } from "~/db/schema";
import { createCustomerRecord } from "~/features/customers/customers.server";
import { createJobRecord } from "~/features/jobs/jobs.server";
import { confirmTentativeVisit, insertPlannedVisit } from "~/features/visits/held-visits.server";
import { type CustomerActor, type StaffActor, type SystemActor } from "~/lib/actor";
import { getBusiness } from "~/lib/business.server";
import { londonInstant, shiftDay, todayKey } from "~/lib/business-day";
import { clientAddressKey } from "~/lib/client-address";
import { minuteToTime } from "~/lib/clock-time";
import { DomainError, parseInput } from "~/lib/domain-error";
import { getEnv } from "~/lib/env.server";
import { SERVICE_TYPE_LABELS } from "~/lib/labels";
import { queueEmail } from "~/lib/mail.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { bookingDetailsSchema } from "./booking.schema";
import { readBookingSettings, serviceDuration } from "./booking-settings.server";
import { checkBookable, describeSlot, freeSlots, parseSlotKey, SLOT_DAYS, SLOT_WINDOW_MINUTES, slotsWithEngineers, type Slot } from "./free-slots.server";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The attachment kind of a booking's iCalendar file (drawn when its e-mail is sent). */
export const BOOKING_ICS_ATTACHMENT = "booking-ics";
/** The key space of the per-day booking locks (pg_advisory_xact_lock(key, hashtext(day))). */
const BOOKING_LOCK_SPACE = 104;
/** At most this many bookings from one address per hour (the public page). */
export const BOOKING_RATE_LIMIT = { max: 10, windowSeconds: 60 * 60 } as const;

/** The slot was given to someone else meanwhile: a conflict that offers the next free slots. */
export class SlotTakenError extends DomainError {
  readonly slots: Slot[];
  constructor(slots: Slot[]) {
    super("conflict", "Sorry, that slot has just been taken. Please choose another.", { reason: "slot_taken", fieldErrors: { slot: "That slot has just been taken" } });
    this.slots = slots;
  }
}

export type BookingResult = {
  jobId: string;
  visitId: string;
  customerId: string;
  day: string;
  startMinute: number;
  /** "Thursday 3 December 2026, 08:00–10:00". */
  when: string;
  /** True while the office has not confirmed it. */
  tentative: boolean;
};

export type BookingSource = "web" | "portal" | "chat";

/**
 * Book a service at a postcode into a free slot (`input.slot`, "2026-12-03T08:00"). The public and the
 * chat book as the system (a new customer record from the details: name, phone, e-mail, address); a
 * signed-in customer books for their own record. Refusals, each with its reason: an emergency (the
 * phone number), a postcode not served, a slot in the past or not offered, bad details, too many
 * bookings from one address; a slot taken meanwhile is a `SlotTakenError` with the next free slots.
 * The chat books inside the transaction that saves its turn (`db`), and the job is linked to its
 * conversation (`conversationId`).
 */
export async function bookSlot({
  actor,
  input,
  source,
  now = new Date(),
  ip,
  db,
  conversationId,
}: {
  actor: SystemActor | CustomerActor;
  input: Record<string, unknown>;
  source: BookingSource;
  now?: Date;
  ip?: string | null;
  db?: Tx;
  conversationId?: string;
}): Promise<BookingResult> {
  const checked = checkBookable({ service: input.service, postcode: input.postcode });
  const slot = parseSlotKey(input.slot);
  if (!slot) throw new DomainError("invalid", "Choose one of the slots offered.", { reason: "no_slot", fieldErrors: { slot: "Choose a slot" } });
  const settings = await readBookingSettings();
  const today = todayKey(now);
  const startAt = londonInstant(slot.day, minuteToTime(slot.startMinute))!;
  if (slot.day < today || startAt.getTime() < now.getTime()) {
    throw new DomainError("invalid", "That day and time have already gone: choose a slot from today on.", { reason: "past", fieldErrors: { slot: "That time has already gone" } });
  }
  if (startAt.getTime() < now.getTime() + settings.leadMinutes * 60_000 || slot.day > shiftDay(today, SLOT_DAYS - 1)) {
    throw new DomainError("invalid", "That slot is not offered: choose one of the slots shown.", { reason: "not_offered", fieldErrors: { slot: "Choose one of the slots shown" } });
  }
  const details = await bookingDetails(actor, input);
  if (ip !== undefined && actor.kind === "system") {
    const limit = await hitRateLimit(`booking:${clientAddressKey(ip)}`, BOOKING_RATE_LIMIT.max, BOOKING_RATE_LIMIT.windowSeconds);
    if (!limit.allowed) throw new DomainError("rate_limited", "You have made several bookings in a short time. Please call us, or try again later.", { retryAfter: limit.retryAfterSeconds });
  }
  const durationMinutes = serviceDuration(settings, checked.service);
  const label = SERVICE_TYPE_LABELS[checked.service];
  const when = describeSlot(slot.day, slot.startMinute);

  const origin = conversationId ? ({ from: "chat", conversationId } as const) : actor.kind === "customer" ? ({ from: "portal" } as const) : ({ from: "booking" } as const);
  const write = async (tx: Tx): Promise<BookingResult | null> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK_SPACE}::int, hashtext(${slot.day}))`);
    const [free] = await slotsWithEngineers(tx, { from: slot.day, to: slot.day, durationMinutes, settings, now, only: slot });
    if (!free) return null;
    const location = `${details.address}, ${checked.postcode}`;
    const customerId =
      actor.kind === "customer"
        ? actor.customerId
        : (
            await createCustomerRecord(tx, {
              actor,
              values: { name: details.name, phone: details.phone, email: details.email, postcode: checked.postcode, address: location, notes: `Created from an online booking (${source}).` },
              origin: origin.from === "chat" ? origin : { from: "booking" },
            })
          ).id;
    const description = [details.description, "", `Booked online (${source}) into the slot ${when}.`, `Contact: ${details.phone}, ${details.email}.`].join("\n").trim();
    const job = await createJobRecord(tx, {
      actor,
      values: { customerId, title: `${label} for ${details.name}`, description, serviceType: checked.service, priority: "medium", locationAddress: location, conversationId: conversationId ?? null },
      origin,
    });
    const visit = await insertPlannedVisit(tx, {
      actor,
      jobId: job.id,
      day: slot.day,
      startMinute: slot.startMinute,
      durationMinutes,
      engineerId: free.engineerIds[0],
      tentative: !settings.confirmAtOnce,
      action: "book_slot",
      note: { source, window: when },
    });
    const booked: BookingResult = { jobId: job.id, visitId: visit.id, customerId, day: slot.day, startMinute: slot.startMinute, when, tentative: !settings.confirmAtOnce };
    await queueEmail(tx, {
      to: getEnv().BUSINESS_EMAIL,
      replyTo: details.email,
      subject: `Online booking from ${details.name}: ${label}, ${when}`,
      text: [
        `${details.name} booked ${label} online (${source}) for ${when}.`,
        settings.confirmAtOnce ? "It was confirmed at once (the booking setting)." : "It is held as a tentative visit on the dispatch board: confirm it there.",
        "",
        `Phone: ${details.phone}`,
        `E-mail: ${details.email}`,
        `Address: ${location}`,
        details.description ? `\n${details.description}` : "",
        "",
        `${getBusiness().baseUrl}/admin/jobs/${job.id}`,
      ].join("\n"),
      about: `job:${job.id}`,
      customerId,
    });
    if (settings.confirmAtOnce) await queueConfirmation(tx, { visitId: visit.id, to: details.email, name: details.name, label, when, customerId });
    else await queueHeldNotice(tx, { to: details.email, name: details.name, label, when, customerId, jobId: job.id });
    return booked;
  };
  // Inside the caller's transaction, a savepoint: a refusal undoes the booking and leaves the rest.
  const result = db ? await db.transaction(write) : await getDb().transaction(write);
  if (!result) {
    const next = await freeSlots({ service: checked.service, postcode: checked.postcode, now, limit: 3 });
    throw new SlotTakenError(next.slots);
  }
  return result;
}

/** The booking's details: from the form for the public, from the record (address from the form) for a customer. */
async function bookingDetails(actor: SystemActor | CustomerActor, input: Record<string, unknown>) {
  if (actor.kind === "system") return parseInput(bookingDetailsSchema, input);
  const [customer] = await getDb().select({ name: customers.name, phone: customers.phone, email: customers.email }).from(customers).where(eq(customers.id, actor.customerId));
  if (!customer) throw new DomainError("not_found", "Your customer record was not found.");
  return parseInput(bookingDetailsSchema, { ...input, name: customer.name, phone: customer.phone, email: customer.email ?? actor.email });
}

async function queueHeldNotice(tx: Tx, { to, name, label, when, customerId, jobId }: { to: string; name: string; label: string; when: string; customerId: string; jobId: string }) {
  const business = getBusiness();
  await queueEmail(tx, {
    to,
    subject: `We have held ${when} for your ${label.toLowerCase()}`,
    text: [
      `Dear ${name},`,
      "",
      `Thank you for booking ${label.toLowerCase()} with ${business.name}. We have held ${when} for you (the engineer arrives within that window).`,
      "Our office will confirm it shortly, and you will receive an e-mail with the appointment for your calendar.",
      "",
      `To change or cancel it, call us on ${business.phone}.`,
    ].join("\n"),
    customerId,
    about: `job:${jobId}`,
  });
}

async function queueConfirmation(tx: Tx, { visitId, to, name, label, when, customerId }: { visitId: string; to: string; name: string; label: string; when: string; customerId: string }) {
  const business = getBusiness();
  await queueEmail(tx, {
    to,
    subject: `Your ${label.toLowerCase()} is confirmed: ${when}`,
    text: [
      `Dear ${name},`,
      "",
      `Your ${label.toLowerCase()} with ${business.name} is confirmed for ${when}: the engineer arrives within that window.`,
      "The appointment is attached for your calendar.",
      "",
      `To change or cancel it, call us on ${business.phone}.`,
    ].join("\n"),
    attachments: [{ kind: BOOKING_ICS_ATTACHMENT, id: visitId, filename: "appointment.ics" }],
    customerId,
    about: `visit:${visitId}`,
  });
}

/**
 * The office confirms a tentative visit (one click on the dispatch board): no longer tentative, and the
 * customer's confirmation e-mail with the appointment (.ics) queued in the same transaction. A visit
 * already confirmed is left as it is and nothing is sent again.
 */
export async function confirmBooking({ actor, visitId, version }: { actor: StaffActor; visitId: string; version?: number | null }) {
  if (actor.kind !== "staff") throw new DomainError("not_allowed", "Only the office can do that.");
  return getDb().transaction(async (tx) => {
    const visit = await confirmTentativeVisit(tx, { actor, visitId, version });
    if (visit.alreadyConfirmed) return visit;
    const [job] = await tx
      .select({ serviceType: jobs.serviceType, customerId: jobs.customerId, name: customers.name, email: customers.email })
      .from(jobs)
      .innerJoin(customers, eq(customers.id, jobs.customerId))
      .where(eq(jobs.id, visit.jobId));
    if (job?.email) {
      await queueConfirmation(tx, {
        visitId,
        to: job.email,
        name: job.name,
        label: SERVICE_TYPE_LABELS[job.serviceType],
        when: describeSlot(visit.day, visit.startMinute),
        customerId: job.customerId,
      });
    }
    return visit;
  });
}


/**
 * The iCalendar file of a booked visit: one event from the arrival window's start (DTSTART with
 * TZID=Europe/London) to the end of the window, at the site's address. Null when the visit is gone.
 */
export async function bookingIcs(visitId: string): Promise<string | null> {
  const [row] = await getDb()
    .select({
      id: visits.id,
      day: visits.day,
      startMinute: visits.startMinute,
      version: visits.version,
      serviceType: jobs.serviceType,
      address: customerSites.address,
      postcode: customerSites.postcode,
    })
    .from(visits)
    .innerJoin(jobs, eq(jobs.id, visits.jobId))
    .innerJoin(customerSites, eq(customerSites.id, jobs.siteId))
    .where(eq(visits.id, visitId));
  if (!row) return null;
  const business = getBusiness();
  const start = londonInstant(row.day, minuteToTime(row.startMinute))!;
  const calendar = ical({
    name: business.name,
    prodId: { company: business.name, product: "Bookings" },
    // The VTIMEZONE of London's rules, so that DTSTART carries TZID=Europe/London.
    timezone: { name: "Europe/London", generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: `booking-${row.id}@${new URL(business.baseUrl).hostname}`,
    sequence: row.version,
    start: new TZDate(start.getTime(), "Europe/London"),
    end: new TZDate(start.getTime() + SLOT_WINDOW_MINUTES * 60_000, "Europe/London"),
    timezone: "Europe/London",
    summary: `${SERVICE_TYPE_LABELS[row.serviceType]}: ${business.name} (arrival between ${minuteToTime(row.startMinute)} and ${minuteToTime(row.startMinute + SLOT_WINDOW_MINUTES)})`,
    location: [row.address, row.postcode].filter(Boolean).join(", "),
    description: `The engineer arrives between ${minuteToTime(row.startMinute)} and ${minuteToTime(row.startMinute + SLOT_WINDOW_MINUTES)}. To change or cancel, call ${business.phone}.`,
  });
  return calendar.toString();
}

/** A booking's iCalendar file, drawn when its e-mail is sent (the attachments' registry calls it). */
export async function bookingIcsAttachment(visitId: string) {
  const text = await bookingIcs(visitId);
  if (!text) throw new Error(`visit ${visitId} no longer exists`);
  return { content: Buffer.from(text, "utf8"), contentType: "text/calendar; charset=utf-8; method=PUBLISH" };
}

export type BookingToConfirm = { visitId: string; jobId: string; jobTitle: string; customerName: string; when: string; engineerName: string | null; version: number };

/** The tentative visits from today on, earliest first (at most 50), for the office to confirm. */
export async function bookingsToConfirm({ actor, now = new Date() }: { actor: StaffActor; now?: Date }): Promise<BookingToConfirm[]> {
  if (actor.kind !== "staff") throw new DomainError("not_allowed", "Only the office can do that.");
  const rows = await getDb()
    .select({
      visitId: visits.id,
      jobId: visits.jobId,
      day: visits.day,
      startMinute: visits.startMinute,
      version: visits.version,
      jobTitle: jobs.title,
      customerName: customers.name,
      engineerName: sql<string | null>`(select u.name from visit_engineers ve join "user" u on u.id = ve.user_id where ve.visit_id = ${visits.id} order by u.name limit 1)`,
    })
    .from(visits)
    .innerJoin(jobs, eq(jobs.id, visits.jobId))
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .where(and(eq(visits.tentative, true), eq(visits.status, "scheduled"), gte(visits.day, todayKey(now)), ne(jobs.status, "cancelled")))
    .orderBy(asc(visits.day), asc(visits.startMinute))
    .limit(50);
  return rows.map((r) => ({ visitId: r.visitId, jobId: r.jobId, jobTitle: r.jobTitle, customerName: r.customerName, when: describeSlot(r.day, r.startMinute), engineerName: r.engineerName, version: r.version }));
}
