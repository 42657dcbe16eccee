import { asc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { invoices, jobs, quotes } from "~/db/schema";
import type { Actor } from "~/lib/actor";
import { isUuid } from "~/lib/ids";

// A job's quotes and invoices, for its page: each with its status and total (an invoice with its
// balance), what has been paid and what is still owed on the job. Read only; the documents' own
// modules change them.

export type JobQuote = { id: string; quoteNumber: string; status: string; totalPence: number; createdAt: Date };
export type JobInvoice = { id: string; invoiceNumber: string; kind: string; status: string; totalPence: number; paidPence: number; balancePence: number; issueDate: string };

export type JobDocuments = {
  quotes: JobQuote[];
  invoices: JobInvoice[];
  /** What the job's invoices have been paid (payments not voided), in pence. */
  paidPence: number;
  /** What is still owed on the job: the balances of its issued invoices (not drafts, not cancelled). */
  balancePence: number;
  /**
   * The invoice a new one would be a second of (not a deposit, not cancelled), whose number the
   * page's warning names; null when a new invoice would be the job's first.
   */
  existingInvoice: { id: string; invoiceNumber: string; status: string } | null;
};

/** The quotes and invoices of a job staff may see (a customer's actor gets nothing here), oldest first. */
export async function jobDocuments({ actor, jobId }: { actor: Actor; jobId: string }): Promise<JobDocuments | null> {
  if (actor.kind !== "staff" || !isUuid(jobId)) return null;
  const db = getDb();
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) return null;
  const [quoteRows, invoiceRows] = await Promise.all([
    db
      .select({ id: quotes.id, quoteNumber: quotes.quoteNumber, status: quotes.status, totalPence: quotes.totalPence, createdAt: quotes.createdAt })
      .from(quotes)
      .where(eq(quotes.jobId, jobId))
      .orderBy(asc(quotes.createdAt), asc(quotes.id)),
    db
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        kind: invoices.kind,
        status: invoices.status,
        totalPence: invoices.totalPence,
        paidPence: invoices.paidPence,
        balancePence: invoices.balancePence,
        issueDate: invoices.issueDate,
      })
      .from(invoices)
      .where(eq(invoices.jobId, jobId))
      .orderBy(asc(invoices.createdAt), asc(invoices.id)),
  ]);
  const issued = invoiceRows.filter((i) => i.status !== "draft" && i.status !== "cancelled");
  const existing = invoiceRows.find((i) => i.status !== "cancelled" && i.kind !== "deposit") ?? null;
  return {
    quotes: quoteRows,
    invoices: invoiceRows,
    paidPence: invoiceRows.filter((i) => i.status !== "cancelled").reduce((sum, i) => sum + i.paidPence, 0),
    balancePence: issued.reduce((sum, i) => sum + i.balancePence, 0),
    existingInvoice: existing && { id: existing.id, invoiceNumber: existing.invoiceNumber, status: existing.status },
  };
}
