import { and, asc, eq, ne } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { invoices } from "~/db/schema";

// The deposits a quote's final invoice deducts: the quote's deposit invoices (not cancelled) and
// what was paid on each (docs/decisions/0083-deposits.md).

/** A quote's deposit invoices that are not cancelled, oldest first. */
export async function depositInvoicesOf(executor: Pick<Database, "select">, quoteId: string) {
  return executor
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, status: invoices.status, totalPence: invoices.totalPence, paidPence: invoices.paidPence })
    .from(invoices)
    .where(and(eq(invoices.quoteId, quoteId), eq(invoices.kind, "deposit"), ne(invoices.status, "cancelled")))
    .orderBy(asc(invoices.createdAt), asc(invoices.id));
}

export type DepositInvoice = Awaited<ReturnType<typeof depositInvoicesOf>>[number];

export type DepositDeduction = { invoiceId: string; invoiceNumber: string; pence: number; label: string };

/**
 * The rows "Less deposit paid (INV-00031)" of a final invoice: its deducted sum shared over its
 * quote's deposit invoices in order, each at most what was paid on it. Also whether a deposit was
 * not (fully) paid when the invoice was made, so less was deducted than the deposit.
 */
export async function depositDeductions(invoice: { kind: string; quoteId: string | null; depositsDeductedPence: number }) {
  if (invoice.kind !== "standard" || !invoice.quoteId) return { rows: [] as DepositDeduction[], deposits: [] as DepositInvoice[], unpaidPence: 0 };
  const deposits = await depositInvoicesOf(getDb(), invoice.quoteId);
  let left = invoice.depositsDeductedPence;
  const rows: DepositDeduction[] = [];
  for (const d of deposits) {
    const pence = Math.min(d.paidPence, left);
    if (pence <= 0) continue;
    rows.push({ invoiceId: d.id, invoiceNumber: d.invoiceNumber, pence, label: `Less deposit paid (${d.invoiceNumber})` });
    left -= pence;
  }
  const depositTotal = deposits.reduce((sum, d) => sum + d.totalPence, 0);
  return { rows, deposits, unpaidPence: Math.max(0, depositTotal - invoice.depositsDeductedPence) };
}

/** A final invoice's PDF rows: its deposits paid, and the balance it asks for after them. */
export async function depositPdfRows(invoice: { kind: string; quoteId: string | null; depositsDeductedPence: number; totalPence: number }) {
  if (invoice.depositsDeductedPence <= 0) return {};
  const { rows } = await depositDeductions(invoice);
  return { deductions: rows.map((r) => ({ label: r.label, pence: r.pence })), askedPence: invoice.totalPence - invoice.depositsDeductedPence };
}
