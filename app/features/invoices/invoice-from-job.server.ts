import { and, asc, desc, eq, ne } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { jobs, visitLines, visits } from "~/db/schema";
import { itemsAsLines, requireStaff } from "~/features/documents/documents.server";
import type { Actor } from "~/lib/actor";
import { dayKey } from "~/lib/business-day";
import { DomainError } from "~/lib/domain-error";
import { insertInvoice } from "./invoices.server";
import type { Invoice } from "./invoices.server";

// The invoice that follows from the work: the materials and labour the engineers recorded on a job's
// visits become its lines, in one step from the job page.

/** The standard UK VAT rate in basis points. */
const STANDARD_VAT_RATE_BP = 2000;

/** What the job's visits recorded, to invoice: every line of every visit that was attended, in order. */
async function recordedLines(jobId: string) {
  return getDb()
    .select({ description: visitLines.description, quantity: visitLines.quantity, unitPricePence: visitLines.unitPricePence, vatRateBp: visitLines.vatRateBp })
    .from(visitLines)
    .innerJoin(visits, eq(visits.id, visitLines.visitId))
    .where(and(eq(visits.jobId, jobId), ne(visits.status, "could_not_attend")))
    .orderBy(asc(visits.day), asc(visits.startMinute), asc(visitLines.createdAt), asc(visitLines.kind), asc(visitLines.id));
}

/**
 * Staff make a draft invoice from a job: the customer and site of the job, the lines its engineers
 * recorded (materials and labour, with their VAT rates), the supply date the day the last visit
 * finished. Refused when nothing was recorded (the invoice is then made by hand); a second invoice
 * for the job must be confirmed, as from the form (`confirmSecondInvoice=yes`).
 */
export async function invoiceFromJob({ actor, jobId, input = {} }: { actor: Actor; jobId: string; input?: Record<string, unknown> }): Promise<Invoice> {
  requireStaff(actor);
  const [job] = await getDb().select().from(jobs).where(eq(jobs.id, jobId)).limit(1);
  if (!job) throw new DomainError("not_found", "There is no such job.");
  if (job.status === "cancelled") throw new DomainError("not_allowed", "The job was cancelled: it is not invoiced.");
  const lines = await recordedLines(jobId);
  if (lines.length === 0) {
    throw new DomainError("conflict", "No materials or labour were recorded on this job's visits: create the invoice by hand.", { reason: "nothing_recorded" });
  }
  const [last] = await getDb()
    .select({ finishedAt: visits.finishedAt })
    .from(visits)
    .where(and(eq(visits.jobId, jobId), eq(visits.status, "done")))
    .orderBy(desc(visits.finishedAt))
    .limit(1);
  const confirm = typeof input.confirmSecondInvoice === "string" ? input.confirmSecondInvoice : null;
  return getDb().transaction((tx) =>
    insertInvoice(tx, actor, {
      customerId: job.customerId,
      siteId: job.siteId,
      newSiteAddress: null,
      newSitePostcode: null,
      jobId: job.id,
      quoteId: null,
      lines: itemsAsLines(lines),
      // Each line keeps its own rate; the document's is the standard rate.
      vatRate: STANDARD_VAT_RATE_BP,
      notes: null,
      confirmSecondInvoice: confirm,
      supplyDate: last?.finishedAt ? dayKey(last.finishedAt) : null,
    }),
  );
}
