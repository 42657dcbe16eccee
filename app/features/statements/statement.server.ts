import { and, asc, eq, gt, gte, inArray, isNull, ne } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { customers, invoices, payments } from "~/db/schema";
import { contactDocumentScope } from "~/features/customers/contact-scope.server";
import { PAYMENT_METHOD_LABELS } from "~/features/payments/payments.schema";
import type { Actor } from "~/lib/actor";
import { shiftDay, todayKey } from "~/lib/business-day";
import { isUuid } from "~/lib/ids";
import { renderStatementPdf } from "./statement-pdf.server";

// A customer's statement of account: their open invoices (issued, not paid in full nor cancelled)
// with what each still owes after payments, deposits and credit notes, the payments received in the
// last twelve months, and the balance, of which overdue. Staff see any customer's; a customer their
// own (a contact's account only the invoices it may see); an engineer none.

/** How far back the statement lists payments received. */
export const STATEMENT_PAYMENT_DAYS = 365;

export type Statement = {
  date: string;
  customer: { name: string; address: string; postcode: string | null };
  openInvoices: Array<{ invoiceNumber: string; issueDate: string; dueDate: string; totalPence: number; settledPence: number; balancePence: number; overdue: boolean }>;
  payments: Array<{ paidOn: string; invoiceNumber: string; method: string; reference: string | null; amountPence: number }>;
  balancePence: number;
  overduePence: number;
  receivedPence: number;
};

function scopeOf(actor: Actor, customerId: string) {
  if (actor.kind === "staff") return eq(invoices.customerId, customerId);
  if (actor.kind === "customer" && actor.customerId === customerId) return and(eq(invoices.customerId, customerId), contactDocumentScope(actor, invoices.siteId));
  return null;
}

/** The statement of `customerId` as the actor may see it, on `now`'s day (London); null when it is not theirs to see. */
export async function customerStatement({ actor, customerId, now = new Date() }: { actor: Actor; customerId: string; now?: Date }): Promise<Statement | null> {
  if (!isUuid(customerId)) return null;
  const scope = scopeOf(actor, customerId);
  if (!scope) return null;
  const db = getDb();
  const [customer] = await db.select({ name: customers.name, address: customers.address, postcode: customers.postcode }).from(customers).where(eq(customers.id, customerId));
  if (!customer) return null;
  const today = todayKey(now);
  const since = shiftDay(today, -STATEMENT_PAYMENT_DAYS);
  const [open, received] = await Promise.all([
    db
      .select({ invoiceNumber: invoices.invoiceNumber, issueDate: invoices.issueDate, dueDate: invoices.dueDate, totalPence: invoices.totalPence, balancePence: invoices.balancePence })
      .from(invoices)
      .where(and(scope, inArray(invoices.status, ["sent", "partly_paid", "overdue"]), gt(invoices.balancePence, 0)))
      .orderBy(asc(invoices.dueDate), asc(invoices.invoiceNumber)),
    db
      .select({ paidOn: payments.paidOn, invoiceNumber: invoices.invoiceNumber, method: payments.method, reference: payments.reference, amountPence: payments.amountPence })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(and(scope, ne(invoices.status, "draft"), isNull(payments.voidedAt), gte(payments.paidOn, since)))
      .orderBy(asc(payments.paidOn), asc(payments.createdAt)),
  ]);
  const openInvoices = open.map((i) => ({ ...i, settledPence: i.totalPence - i.balancePence, overdue: i.dueDate < today }));
  return {
    date: today,
    customer,
    openInvoices,
    payments: received.map((p) => ({ ...p, method: PAYMENT_METHOD_LABELS[p.method] })),
    balancePence: openInvoices.reduce((s, i) => s + i.balancePence, 0),
    overduePence: openInvoices.filter((i) => i.overdue).reduce((s, i) => s + i.balancePence, 0),
    receivedPence: received.reduce((s, p) => s + p.amountPence, 0),
  };
}

/** The statement as a PDF with its file name ("Statement-2026-11-26.pdf"), or null (see `customerStatement`). */
export async function statementPdf(args: { actor: Actor; customerId: string; now?: Date }) {
  const statement = await customerStatement(args);
  if (!statement) return null;
  return { filename: `Statement-${statement.date}.pdf`, content: await renderStatementPdf(statement) };
}
