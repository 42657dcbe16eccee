import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { auditLog, customerSites, customers, jobs, user, visitChecklistItems, visitEngineers, visitLines, visitPhotos, visits } from "~/db/schema";
import { visitReportSubject } from "~/emails/visit-report";
import { renderEmail } from "~/emails/render.server";
import { recordAudit } from "~/features/audit/audit.server";
import { contactJobScope } from "~/features/customers/contact-scope.server";
import { documentRecipients } from "~/features/customers/sites.server";
import { reportPhotoCondition } from "~/features/media/media-access.server";
import { readMediaBytes } from "~/features/media/media.server";
import type { Actor } from "~/lib/actor";
import { getBusiness } from "~/lib/business.server";
import { isUuid } from "~/lib/ids";
import { SERVICE_TYPE_LABELS } from "~/lib/labels";
import { queueEmail } from "~/lib/mail.server";
import { renderVisitReportPdf, type VisitReport } from "./visit-report-pdf.server";

// A finished visit's job report (docs/decisions/0092): the PDF of the work (notes, times, engineers,
// checklist, materials and labour, photos, follow-up, signature), e-mailed once to the customer when
// there is an address, recorded in the job's history (and so the customer's timeline), and offered
// to the office and, in the portal, to the customer.

/** The e-mail attachment kind of a visit's report (app/runtime/attachments.server.ts). */
export const VISIT_REPORT_ATTACHMENT = "visit-report-pdf";
/** The audit action that records a visit's report, once per visit: its key against a second sending. */
export const REPORT_AUDIT_ACTION = "send_visit_report";

/** Which finished visits the actor may have the report of: staff all, an engineer their own, a customer their jobs' (a contact's at their sites). */
function reportScope(actor: Actor): SQL | undefined | null {
  if (actor.kind === "staff" || actor.kind === "system") return undefined;
  if (actor.kind === "engineer") {
    return sql`exists (select 1 from ${visitEngineers} ve where ve.visit_id = ${visits.id} and ve.user_id = ${actor.id})`;
  }
  if (actor.kind === "customer") return and(eq(jobs.customerId, actor.customerId), contactJobScope(actor, jobs.siteId));
  return null;
}

/** Everything the report shows, for a finished visit the actor reaches; null otherwise. */
export async function loadVisitReport({ actor, visitId }: { actor: Actor; visitId: string }): Promise<(VisitReport & { jobId: string; customerId: string }) | null> {
  if (!isUuid(visitId)) return null;
  const scope = reportScope(actor);
  if (scope === null) return null;
  const db = getDb();
  const [row] = await db
    .select({
      visit: visits,
      jobId: jobs.id,
      jobTitle: jobs.title,
      serviceType: jobs.serviceType,
      customerId: customers.id,
      customerName: customers.name,
      customerAddress: customers.address,
      customerPostcode: customers.postcode,
      siteLabel: customerSites.label,
      siteAddress: customerSites.address,
      sitePostcode: customerSites.postcode,
    })
    .from(visits)
    .innerJoin(jobs, eq(jobs.id, visits.jobId))
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .innerJoin(customerSites, eq(customerSites.id, jobs.siteId))
    .where(and(eq(visits.id, visitId), eq(visits.status, "done"), scope))
    .limit(1);
  if (!row) return null;
  const v = row.visit;
  const [engineers, checklist, lines, photos] = await Promise.all([
    db.select({ name: user.name }).from(visitEngineers).innerJoin(user, eq(user.id, visitEngineers.userId)).where(eq(visitEngineers.visitId, visitId)).orderBy(asc(user.name)),
    db.select({ label: visitChecklistItems.label, done: visitChecklistItems.done }).from(visitChecklistItems).where(eq(visitChecklistItems.visitId, visitId)).orderBy(asc(visitChecklistItems.position)),
    db
      .select({ kind: visitLines.kind, description: visitLines.description, quantity: visitLines.quantity })
      .from(visitLines)
      .where(eq(visitLines.visitId, visitId))
      .orderBy(asc(visitLines.createdAt), asc(visitLines.id)),
    db
      .select({ mediaId: visitPhotos.mediaId, phase: visitPhotos.phase, caption: visitPhotos.caption })
      .from(visitPhotos)
      .where(and(eq(visitPhotos.visitId, visitId), reportPhotoCondition()))
      .orderBy(asc(visitPhotos.position), asc(visitPhotos.createdAt)),
  ]);
  const images = await Promise.all(photos.map((p) => readMediaBytes(p.mediaId, "full")));
  const signature = v.signatureMediaId ? await readMediaBytes(v.signatureMediaId, "full") : null;
  return {
    visitId,
    jobId: row.jobId,
    customerId: row.customerId,
    job: { title: row.jobTitle, service: SERVICE_TYPE_LABELS[row.serviceType] },
    customer: { name: row.customerName, address: row.customerAddress, postcode: row.customerPostcode },
    site: { label: row.siteLabel, address: row.siteAddress, postcode: row.sitePostcode },
    day: v.day,
    onTheWayAt: v.onTheWayAt,
    arrivedAt: v.arrivedAt,
    finishedAt: v.finishedAt,
    engineers: engineers.map((e) => e.name),
    workDone: v.workDone,
    checklist,
    lines,
    photos: photos.flatMap((p, i) => (images[i] ? [{ bytes: images[i].bytes, phase: p.phase, caption: p.caption }] : [])),
    followUp: v.followUp,
    followUpReason: v.followUpReason,
    signedName: v.signedName,
    signedAt: v.signedAt,
    satisfaction: v.satisfaction,
    signature: signature?.bytes ?? null,
  };
}

export function reportFilename(day: string) {
  return `job-report-${day}.pdf`;
}

/** A finished visit's report as a PDF with its file name, for the actor; null when they may not have it (or it is not finished). */
export async function visitReportPdf({ actor, visitId }: { actor: Actor; visitId: string }): Promise<{ filename: string; content: Buffer } | null> {
  const report = await loadVisitReport({ actor, visitId });
  if (!report) return null;
  return { filename: reportFilename(report.day), content: await renderVisitReportPdf(report) };
}

export type VisitReportSent = { status: "sent"; to: string } | { status: "no_email" } | { status: "already_sent" } | { status: "not_finished" };

/**
 * Called once a visit is finished with the customer's signature, after its transaction commits:
 * e-mails the report to the customer's document recipients (the PDF is drawn when the message is
 * sent, through the outbox) and records it in the job's history. Sent once per visit: the history
 * entry is the key, written under a lock on the visit's key, so a retry or a second call sends
 * nothing more. A visit not finished is left alone.
 */
export async function sendVisitReport(visitId: string): Promise<VisitReportSent> {
  if (!isUuid(visitId)) return { status: "not_finished" };
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`visit-report:${visitId}`}, 0))`);
    const [visit] = await tx
      .select({ jobId: jobs.id, customerId: jobs.customerId, customerName: customers.name, jobTitle: jobs.title, day: visits.day, status: visits.status, followUp: visits.followUp, siteAddress: customerSites.address })
      .from(visits)
      .innerJoin(jobs, eq(jobs.id, visits.jobId))
      .innerJoin(customers, eq(customers.id, jobs.customerId))
      .innerJoin(customerSites, eq(customerSites.id, jobs.siteId))
      .where(eq(visits.id, visitId));
    if (!visit || visit.status !== "done") return { status: "not_finished" } as const;
    const [already] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "job"), eq(auditLog.entityId, visit.jobId), eq(auditLog.action, REPORT_AUDIT_ACTION), sql`${auditLog.changes}->>'visitId' = ${visitId}`))
      .limit(1);
    if (already) return { status: "already_sent" } as const;

    const recipients = await documentRecipients(tx, visit.customerId);
    const to = recipients.map((r) => r.email).join(", ");
    if (recipients.length > 0) {
      const names = await tx.select({ name: user.name }).from(visitEngineers).innerJoin(user, eq(user.id, visitEngineers.userId)).where(eq(visitEngineers.visitId, visitId));
      const { html, text } = await renderEmail("visitReport", {
        customerName: visit.customerName,
        jobTitle: visit.jobTitle,
        siteAddress: visit.siteAddress,
        day: visit.day,
        engineers: names.map((n) => n.name).join(", ") || "Our engineer",
        followUp: visit.followUp,
      });
      await queueEmail(tx, {
        to,
        replyTo: getBusiness().email,
        subject: visitReportSubject({ jobTitle: visit.jobTitle, day: visit.day, businessName: getBusiness().name }),
        html,
        text,
        attachments: [{ kind: VISIT_REPORT_ATTACHMENT, id: visitId, filename: reportFilename(visit.day) }],
        customerId: visit.customerId,
        about: `job:${visit.jobId}`,
      });
    }
    await recordAudit(tx, {
      actorUserId: null,
      action: REPORT_AUDIT_ACTION,
      entityType: "job",
      entityId: visit.jobId,
      changes: { visitId, day: visit.day, to: to || null },
    });
    return recipients.length > 0 ? ({ status: "sent", to } as const) : ({ status: "no_email" } as const);
  });
}

/** The finished visits with a report among the given jobs that the actor reaches, newest first. */
export async function listVisitReports({ actor, jobIds }: { actor: Actor; jobIds: string[] }): Promise<{ visitId: string; jobId: string; day: string; finishedAt: Date | null }[]> {
  const ids = jobIds.filter(isUuid);
  const scope = reportScope(actor);
  if (ids.length === 0 || scope === null) return [];
  return getDb()
    .select({ visitId: visits.id, jobId: visits.jobId, day: visits.day, finishedAt: visits.finishedAt })
    .from(visits)
    .innerJoin(jobs, eq(jobs.id, visits.jobId))
    .where(and(inArray(visits.jobId, ids), eq(visits.status, "done"), scope))
    .orderBy(desc(visits.day), desc(visits.startMinute));
}
