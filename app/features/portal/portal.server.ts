import { linkAccountToCustomer } from "~/features/customers/customers.server";
import { oncePerRequest } from "~/lib/per-request.server";
import { unpaidInvoices } from "~/features/invoices/invoices.server";
import { countJobs } from "~/features/jobs/jobs.server";
import { countQuotesAwaitingAnswer } from "~/features/quotes/quotes.server";
import { getAuth } from "~/features/auth/auth.server";
import type { CustomerActor } from "~/lib/actor";
import { redirect } from "react-router";
import { redirectWithToast } from "~/lib/toast.server";
import { log } from "~/lib/log.server";

/** The signed-in customer: the account and the customer record it is linked to (with the contact, for a contact's account). */
export type PortalCustomer = CustomerActor & { userId: string };

/**
 * Who is visiting the portal: nobody signed in; a customer; a portal sign-up whose e-mail address is
 * not verified yet (it has no customer record until then); or an account that is no customer.
 */
export type PortalVisitor =
  | { status: "signed_out" }
  | { status: "customer"; customer: PortalCustomer }
  | { status: "awaiting_verification"; email: string; name: string }
  | { status: "not_a_customer" };

/**
 * The portal visitor of this request. The account is linked to its customer record here (on its
 * first visit after its e-mail address is verified), once per request however many loaders ask.
 */
export const getPortalVisitor: (request: Request) => Promise<PortalVisitor> = oncePerRequest(findPortalVisitor);

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
  if (link.status === "linked") {
    const contact = link.contactId ? { contactId: link.contactId } : {};
    return { status: "customer", customer: { kind: "customer", id, userId: id, email, name, customerId: link.customerId, ...contact } };
  }
  if (link.status === "awaiting_verification") return { status: "awaiting_verification", email, name };
  return { status: "not_a_customer" };
}

/**
 * A portal page to go back to after logging in (or after verifying an e-mail address): only a path
 * of this site's customer pages, so that the parameter cannot send anyone elsewhere. Anything else
 * is null.
 */
export function portalReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 200) return null;
  if (!/^\/customer(\/[A-Za-z0-9_-]+)*\/?$/.test(value)) return null;
  if (/^\/customer\/(login|sign-out)\b/.test(value)) return null;
  return value;
}

/** The login page, asked to come back to the page requested (a page read, not a form sent). */
function loginUrl(request: Request) {
  const back = request.method === "GET" ? portalReturnPath(new URL(request.url).pathname) : null;
  return back && back !== "/customer" && back !== "/customer/dashboard" ? `/customer/login?redirectTo=${encodeURIComponent(back)}` : "/customer/login";
}

/**
 * The portal guard for pages that a sign-up still waiting for its e-mail verification may see (the
 * layout and the dashboard): a customer, or such a sign-up; anyone else goes to the login page.
 */
export async function requirePortalAccount(request: Request): Promise<Extract<PortalVisitor, { status: "customer" | "awaiting_verification" }>> {
  const visitor = await getPortalVisitor(request);
  if (visitor.status === "signed_out") {
    throw await redirectWithToast(loginUrl(request), { type: "error", title: "Please log in to access your account" });
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

/**
 * The dashboard for one customer: the four counts (unpaid = sent or overdue; pending = sent), and
 * the unpaid invoice due first, which "Pay Invoices" opens. Each module counts its own rows.
 */
export async function getPortalSummary({ actor, now = new Date() }: { actor: CustomerActor; now?: Date }) {
  const [jobCounts, pendingQuotes, unpaid] = await Promise.all([
    countJobs({ actor, now }),
    countQuotesAwaitingAnswer({ actor }),
    unpaidInvoices({ actor }),
  ]);
  const counts: PortalCounts = { activeJobs: jobCounts.active, pendingQuotes, unpaidInvoices: unpaid.count, upcomingJobs: jobCounts.upcoming };
  return { counts, balanceDuePence: unpaid.balancePence, payInvoiceId: unpaid.dueFirstId };
}
