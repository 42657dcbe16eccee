import { and, count, desc, eq, gte, inArray, isNull, ne, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { customers, invoices, jobs, quotes } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { getAuth } from "~/lib/auth.server";
import type { CustomerActor } from "~/lib/actor";
import { isUuid } from "~/lib/ids";
import { redirectWithToast } from "~/lib/toast.server";
import { log } from "~/lib/log.server";

/** The signed-in customer: the account and the customer record it is linked to. */
export type PortalCustomer = CustomerActor & { userId: string };

export type PortalErrorCode = "not_found" | "not_sent";

const PORTAL_ERROR_MESSAGES: Record<PortalErrorCode, string> = {
  not_found: "This quote could not be found.",
  not_sent: "Only a quote that has been sent to you can be accepted.",
};

export class PortalError extends Error {
  constructor(readonly code: PortalErrorCode) {
    super(PORTAL_ERROR_MESSAGES[code]);
    this.name = "PortalError";
  }
}

/** The id of the customer record linked to an account, or null. */
export async function findCustomerIdForUser(userId: string): Promise<string | null> {
  const rows = await getDb().select({ id: customers.id }).from(customers).where(eq(customers.userId, userId)).limit(1);
  return rows[0]?.id ?? null;
}

/**
 * Link an account to the existing customer record with the same e-mail address (any case) that has
 * no account yet — only once the address is verified, so that nobody can claim another person's
 * record by signing up with their address. Returns the linked customer's id, or null.
 */
export async function linkCustomerAccount({
  userId,
  email,
  emailVerified,
}: {
  userId: string;
  email: string;
  emailVerified: boolean;
}): Promise<string | null> {
  const existing = await findCustomerIdForUser(userId);
  if (existing) return existing;
  if (!emailVerified) return null;
  const address = email.trim().toLowerCase();
  if (!address) return null;
  return getDb().transaction(async (tx) => {
    const candidates = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(and(sql`lower(${customers.email}) = ${address}`, isNull(customers.userId)))
      .orderBy(customers.createdAt)
      .limit(1)
      .for("update");
    const target = candidates[0];
    if (!target) return null;
    const updated = await tx
      .update(customers)
      .set({ userId })
      .where(and(eq(customers.id, target.id), isNull(customers.userId)))
      .returning({ id: customers.id });
    if (!updated[0]) return null;
    await recordAudit(tx, {
      actorUserId: userId,
      action: "link_account",
      entityType: "customer",
      entityId: target.id,
      changes: { userId: { from: null, to: userId } },
    });
    return target.id;
  });
}

/** Whether a customer record (linked or not) already carries this e-mail address, any case. */
export async function customerEmailExists(email: string): Promise<boolean> {
  const rows = await getDb()
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

/** The customer record created with a portal sign-up (when no record has the e-mail address yet). */
export async function createPortalCustomer({
  userId,
  name,
  email,
  phone,
  address,
}: {
  userId: string;
  name: string;
  email: string;
  phone: string;
  address: string;
}): Promise<string> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({ userId, name, email, phone, address })
      .returning({ id: customers.id });
    await recordAudit(tx, {
      actorUserId: userId,
      action: "create",
      entityType: "customer",
      entityId: row.id,
      changes: { name, email, phone, address, source: "portal_sign_up" },
    });
    return row.id;
  });
}

/**
 * The customer guard: every portal loader and action calls it.
 * A verified account whose e-mail matches an unlinked customer record is linked here, on its first
 * portal visit after verification.
 */
export async function requireCustomer(request: Request): Promise<PortalCustomer> {
  let session: Awaited<ReturnType<ReturnType<typeof getAuth>["api"]["getSession"]>>;
  try {
    session = await getAuth().api.getSession({ headers: request.headers });
  } catch (err) {
    log.error({ err }, "customer guard: session check failed");
    throw await redirectWithToast("/customer/login", { type: "error", title: "Authentication error" });
  }
  if (!session) {
    throw await redirectWithToast("/customer/login", { type: "error", title: "Please log in to access your account" });
  }
  const { id, email, name, emailVerified } = session.user;
  let customerId: string | null;
  try {
    customerId = await linkCustomerAccount({ userId: id, email, emailVerified });
  } catch (err) {
    log.error({ err }, "customer guard: customer lookup failed");
    throw await redirectWithToast("/customer/login", { type: "error", title: "Unable to verify customer access" });
  }
  if (!customerId) {
    throw await redirectWithToast("/customer/login", { type: "error", title: "No customer account found" });
  }
  return { kind: "customer", id, userId: id, email, name, customerId };
}

export type PortalCounts = { activeJobs: number; pendingQuotes: number; unpaidInvoices: number; upcomingJobs: number };

/** The four dashboard counts for one customer (DECISIONS.md: unpaid = sent or overdue; pending = sent). */
export async function getPortalCounts({ customerId, now = new Date() }: { customerId: string; now?: Date }): Promise<PortalCounts> {
  const db = getDb();
  const one = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
  const [active, pending, unpaid, upcoming] = await Promise.all([
    db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.customerId, customerId), inArray(jobs.status, ["scheduled", "in_progress"]))),
    db
      .select({ n: count() })
      .from(quotes)
      .where(and(eq(quotes.customerId, customerId), eq(quotes.status, "sent"))),
    db
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.customerId, customerId), inArray(invoices.status, ["sent", "overdue"]))),
    db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.customerId, customerId), eq(jobs.status, "scheduled"), gte(jobs.scheduledDate, now))),
  ]);
  return { activeJobs: one(active), pendingQuotes: one(pending), unpaidInvoices: one(unpaid), upcomingJobs: one(upcoming) };
}

/** The customer's jobs, next scheduled first, then newest. */
export async function listMyJobs({ customerId }: { customerId: string }) {
  return getDb()
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      priority: jobs.priority,
      serviceType: jobs.serviceType,
      locationAddress: jobs.locationAddress,
      description: jobs.description,
      scheduledDate: jobs.scheduledDate,
    })
    .from(jobs)
    .where(eq(jobs.customerId, customerId))
    .orderBy(desc(jobs.scheduledDate), desc(jobs.createdAt));
}

/** The customer's quotes, newest first; drafts are never shown to a customer. */
export async function listMyQuotes({ customerId }: { customerId: string }) {
  return getDb()
    .select({
      id: quotes.id,
      quoteNumber: quotes.quoteNumber,
      status: quotes.status,
      serviceType: quotes.serviceType,
      description: quotes.description,
      subtotalPence: quotes.subtotalPence,
      vatAmountPence: quotes.vatAmountPence,
      totalPence: quotes.totalPence,
      validUntil: quotes.validUntil,
      notes: quotes.notes,
    })
    .from(quotes)
    .where(and(eq(quotes.customerId, customerId), ne(quotes.status, "draft")))
    .orderBy(desc(quotes.createdAt));
}

/** The customer's invoices, latest issue date first; drafts are never shown to a customer. */
export async function listMyInvoices({ customerId }: { customerId: string }) {
  return getDb()
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      status: invoices.status,
      subtotalPence: invoices.subtotalPence,
      vatAmountPence: invoices.vatAmountPence,
      totalPence: invoices.totalPence,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      paidDate: invoices.paidDate,
      paymentMethod: invoices.paymentMethod,
      notes: invoices.notes,
    })
    .from(invoices)
    .where(and(eq(invoices.customerId, customerId), ne(invoices.status, "draft")))
    .orderBy(desc(invoices.issueDate), desc(invoices.createdAt));
}

/**
 * A customer accepts one of their own quotes that has been sent (sent -> accepted). Any other
 * quote — another customer's, a missing one, or one in another state — is refused unchanged.
 */
export async function acceptQuote({
  actor,
  customerId,
  quoteId,
  now = new Date(),
}: {
  actor: { id: string };
  customerId: string;
  quoteId: string;
  now?: Date;
}) {
  if (!isUuid(quoteId)) throw new PortalError("not_found");
  return getDb().transaction(async (tx) => {
    const rows = await tx
      .select({ id: quotes.id, status: quotes.status })
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.customerId, customerId)))
      .limit(1)
      .for("update");
    const quote = rows[0];
    if (!quote || quote.status === "draft") throw new PortalError("not_found");
    if (quote.status !== "sent") throw new PortalError("not_sent");
    const [updated] = await tx
      .update(quotes)
      .set({ status: "accepted", respondedAt: now })
      .where(eq(quotes.id, quote.id))
      .returning({ id: quotes.id, status: quotes.status, respondedAt: quotes.respondedAt });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "accept",
      entityType: "quote",
      entityId: quote.id,
      changes: { status: { from: "sent", to: "accepted" } },
    });
    return updated;
  });
}
