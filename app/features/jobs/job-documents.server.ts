import { and, asc, count, eq, ne } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { invoices, jobs, quotes, visitLines, visits } from "~/db/schema";
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
  /** How many lines of materials and labour the job's visits recorded (what "invoice the work" would bill). */
  recordedLines: number;
  /** Done and waiting for its invoice: completed (or every visit done), work recorded, no invoice yet but deposits. */
  readyToInvoice: boolean;
};

/** The quotes and invoices of a job staff may see (a customer's actor gets nothing here), oldest first. */
export async function jobDocuments({ actor, jobId }: { actor: Actor; jobId: string }): Promise<JobDocuments | null> {
  if (actor.kind !== "staff" || !isUuid(jobId)) return null;
  const db = getDb();
  const [job] = await db.select({ id: jobs.id, status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) return null;
  const [quoteRows, invoiceRows, visitRows, [{ lines }]] = await Promise.all([
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
    db.select({ status: visits.status }).from(visits).where(eq(visits.jobId, jobId)),
    db
      .select({ lines: count() })
      .from(visitLines)
      .innerJoin(visits, eq(visits.id, visitLines.visitId))
      .where(and(eq(visits.jobId, jobId), ne(visits.status, "could_not_attend"))),
  ]);
  const attended = visitRows.filter((v) => v.status !== "could_not_attend");
  const workDone = job.status === "completed" || (attended.length > 0 && attended.every((v) => v.status === "done"));
  const issued = invoiceRows.filter((i) => i.status !== "draft" && i.status !== "cancelled");
  const existing = invoiceRows.find((i) => i.status !== "cancelled" && i.kind !== "deposit") ?? null;
  return {
    quotes: quoteRows,
    invoices: invoiceRows,
    paidPence: invoiceRows.filter((i) => i.status !== "cancelled").reduce((sum, i) => sum + i.paidPence, 0),
    balancePence: issued.reduce((sum, i) => sum + i.balancePence, 0),
    existingInvoice: existing && { id: existing.id, invoiceNumber: existing.invoiceNumber, status: existing.status },
    recordedLines: lines,
    readyToInvoice: job.status !== "cancelled" && workDone && lines > 0 && !existing,
  };
}
