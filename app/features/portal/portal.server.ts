import { and, count, desc, eq, inArray, ne } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { invoices, quotes } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { linkAccountToCustomer } from "~/features/customers/customers.server";
import { countJobs } from "~/features/jobs/jobs.server";
import { getAuth } from "~/lib/auth.server";
import type { CustomerActor } from "~/lib/actor";
import { isUuid } from "~/lib/ids";
import { redirect } from "react-router";
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

/**
 * Who is visiting the portal: nobody signed in; a customer; a portal sign-up whose e-mail address is
 * not verified yet (it has no customer record until then); or an account that is no customer.
 */
export type PortalVisitor =
  | { status: "signed_out" }
  | { status: "customer"; customer: PortalCustomer }
  | { status: "awaiting_verification"; email: string; name: string }
  | { status: "not_a_customer" };

const visitors = new WeakMap<Request, Promise<PortalVisitor>>();

/**
 * The portal visitor of this request. The account is linked to its customer record here (on its
 * first visit after its e-mail address is verified), once per request however many loaders ask.
 */
export function getPortalVisitor(request: Request): Promise<PortalVisitor> {
  let visitor = visitors.get(request);
  if (!visitor) {
    visitor = findPortalVisitor(request);
    visitors.set(request, visitor);
  }
  return visitor;
}

async function findPortalVisitor(request: Request): Promise<PortalVisitor> {
  let session: Awaited<ReturnType<ReturnType<typeof getAuth>["api"]["getSession"]>>;
  try {
    session = await getAuth().api.getSession({ headers: request.headers });
  } catch (err) {
    log.error({ err }, "customer guard: session check failed");
    throw await redirectWithToast("/customer/login", { type: "error", title: "Authentication error" });
  }
  if (!session) return { status: "signed_out" };
  const { id, email, name, emailVerified } = session.user;
  let link: Awaited<ReturnType<typeof linkAccountToCustomer>>;
  try {
    link = await linkAccountToCustomer({ account: { id, email, name, emailVerified } });
  } catch (err) {
    log.error({ err }, "customer guard: customer lookup failed");
    throw await redirectWithToast("/customer/login", { type: "error", title: "Unable to verify customer access" });
  }
  if (link.status === "linked") return { status: "customer", customer: { kind: "customer", id, userId: id, email, name, customerId: link.customerId } };
  if (link.status === "awaiting_verification") return { status: "awaiting_verification", email, name };
  return { status: "not_a_customer" };
}

/**
 * The portal guard for pages that a sign-up still waiting for its e-mail verification may see (the
 * layout and the dashboard): a customer, or such a sign-up; anyone else goes to the login page.
 */
export async function requirePortalAccount(request: Request): Promise<Extract<PortalVisitor, { status: "customer" | "awaiting_verification" }>> {
  const visitor = await getPortalVisitor(request);
  if (visitor.status === "signed_out") {
    throw await redirectWithToast("/customer/login", { type: "error", title: "Please log in to access your account" });
  }
  if (visitor.status === "not_a_customer") {
    throw await redirectWithToast("/customer/login", { type: "error", title: "No customer account found" });
  }
  return visitor;
}

/**
 * The customer guard: every portal loader and action that reads or changes the customer's records
 * calls it. A sign-up still waiting for its e-mail verification is sent to the dashboard, which
 * asks for it.
 */
export async function requireCustomer(request: Request): Promise<PortalCustomer> {
  const visitor = await requirePortalAccount(request);
  if (visitor.status === "awaiting_verification") throw redirect("/customer");
  return visitor.customer;
}

export type PortalCounts = { activeJobs: number; pendingQuotes: number; unpaidInvoices: number; upcomingJobs: number };

/** The four dashboard counts for one customer (unpaid = sent or overdue; pending = sent). */
export async function getPortalCounts({ actor, now = new Date() }: { actor: CustomerActor; now?: Date }): Promise<PortalCounts> {
  const db = getDb();
  const { customerId } = actor;
  const one = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
  const [jobCounts, pending, unpaid] = await Promise.all([
    countJobs({ actor, now }),
    db
      .select({ n: count() })
      .from(quotes)
      .where(and(eq(quotes.customerId, customerId), eq(quotes.status, "sent"))),
    db
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.customerId, customerId), inArray(invoices.status, ["sent", "overdue"]))),
  ]);
  return { activeJobs: jobCounts.active, pendingQuotes: one(pending), unpaidInvoices: one(unpaid), upcomingJobs: jobCounts.upcoming };
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
