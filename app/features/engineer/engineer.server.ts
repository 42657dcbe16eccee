import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import {
  checklistTemplateItems,
  customerContacts,
  customers,
  customerSites,
  invoices,
  jobs,
  priceBookItems,
  surveyObservations,
  surveyRecommendations,
  surveyRuns,
  surveys,
  visitChecklistItems,
  visitEngineers,
  visitLines,
  visitPhotos,
  visits,
} from "~/db/schema";
import { UNPAID_INVOICE_STATUSES } from "~/features/invoices/invoice-status";
import { readMediaBytes } from "~/features/media/media.server";
import type { EngineerActor } from "~/lib/actor";
import { shiftDay, todayKey } from "~/lib/business-day";
import { DomainError } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import type { DayVisit, EngineerSurvey, MyVisit } from "./engineer-types";

// The engineer's own reads: their day and the week ahead, and one visit with everything needed on
// site. Every query is scoped by the engineer's assignment (visit_engineers): a visit they are not
// on is "not found", exactly like one that does not exist.

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Pick<Database, "select">;

const notFound = () => new DomainError("not_found", "This visit could not be found.");

/** Whether the engineer is on the visit (no lock). */
export async function isAssigned(reader: Reader, actor: EngineerActor, visitId: string): Promise<boolean> {
  if (!isUuid(visitId)) return false;
  const rows = await reader
    .select({ visitId: visitEngineers.visitId })
    .from(visitEngineers)
    .where(and(eq(visitEngineers.visitId, visitId), eq(visitEngineers.userId, actor.id)));
  return rows.length > 0;
}

/** Refuse (404) unless the engineer is on the visit. */
export async function requireAssigned(reader: Reader, actor: EngineerActor, visitId: string): Promise<void> {
  if (actor.kind !== "engineer" || !(await isAssigned(reader, actor, visitId))) throw notFound();
}

/**
 * The engineer's visits from `today` for 7 days, in order of day and start: today's first, then the
 * next six days'. Today's visits get their checklists copied, so that the day opened once has all it
 * needs offline.
 */
export async function myDay({ actor, now = new Date() }: { actor: EngineerActor; now?: Date }): Promise<{ today: string; visits: DayVisit[] }> {
  if (actor.kind !== "engineer") throw notFound();
  const today = todayKey(now);
  const last = shiftDay(today, 6);
  const rows = await getDb()
    .select({
      id: visits.id,
      day: visits.day,
      startMinute: visits.startMinute,
      durationMinutes: visits.durationMinutes,
      status: visits.status,
      tentative: visits.tentative,
      version: visits.version,
      jobTitle: jobs.title,
      serviceType: jobs.serviceType,
      customerName: customers.name,
      address: customerSites.address,
      postcode: customerSites.postcode,
    })
    .from(visitEngineers)
    .innerJoin(visits, eq(visits.id, visitEngineers.visitId))
    .innerJoin(jobs, eq(jobs.id, visits.jobId))
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .innerJoin(customerSites, eq(customerSites.id, jobs.siteId))
    .where(and(eq(visitEngineers.userId, actor.id), sql`${visits.day} between ${today} and ${last}`))
    .orderBy(asc(visits.day), asc(visits.startMinute), asc(visits.id));
  // Usually copied already: one read finds those still without, and only they are copied.
  const todays = rows.filter((r) => r.day === today).map((r) => r.id);
  const copied = todays.length
    ? await getDb().selectDistinct({ visitId: visitChecklistItems.visitId }).from(visitChecklistItems).where(inArray(visitChecklistItems.visitId, todays))
    : [];
  const done = new Set(copied.map((c) => c.visitId));
  for (const id of todays) if (!done.has(id)) await ensureChecklist(id);
  return { today, visits: rows };
}

/** Copy the service type's checklist template into the visit, the first time its sheet is opened (once, under the visit's lock). */
export async function ensureChecklist(visitId: string): Promise<void> {
  const db = getDb();
  const [existing] = await db.select({ id: visitChecklistItems.id }).from(visitChecklistItems).where(eq(visitChecklistItems.visitId, visitId)).limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    const [visit] = await tx
      .select({ id: visits.id, serviceType: jobs.serviceType })
      .from(visits)
      .innerJoin(jobs, eq(jobs.id, visits.jobId))
      .where(eq(visits.id, visitId))
      .for("update", { of: visits });
    if (!visit) return;
    const [again] = await tx.select({ id: visitChecklistItems.id }).from(visitChecklistItems).where(eq(visitChecklistItems.visitId, visitId)).limit(1);
    if (again) return;
    const template = await tx
      .select({ position: checklistTemplateItems.position, label: checklistTemplateItems.label })
      .from(checklistTemplateItems)
      .where(eq(checklistTemplateItems.serviceType, visit.serviceType))
      .orderBy(asc(checklistTemplateItems.position), asc(checklistTemplateItems.id));
    if (template.length > 0) await tx.insert(visitChecklistItems).values(template.map((t, i) => ({ visitId, position: i, label: t.label })));
  });
}

/** One of the engineer's visits, with everything they need on site (404 when it is not theirs). */
export async function myVisit({ actor, visitId }: { actor: EngineerActor; visitId: string }): Promise<MyVisit> {
  await requireAssigned(getDb(), actor, visitId);
  await ensureChecklist(visitId);
  return visitView(getDb(), visitId);
}

/** The engineer's view of a visit, read through `reader` (a transaction's, to answer with what it changed). Access is checked by the caller. */
export async function visitView(reader: Reader, visitId: string): Promise<MyVisit> {
  const [row] = await reader
    .select({
      visit: visits,
      job: { id: jobs.id, title: jobs.title, description: jobs.description, serviceType: jobs.serviceType, siteId: jobs.siteId, customerId: jobs.customerId },
      customer: { name: customers.name, phone: customers.phone, notes: customers.notes },
      site: { address: customerSites.address, postcode: customerSites.postcode, accessNotes: customerSites.accessNotes, contactId: customerSites.contactId },
    })
    .from(visits)
    .innerJoin(jobs, eq(jobs.id, visits.jobId))
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .innerJoin(customerSites, eq(customerSites.id, jobs.siteId))
    .where(eq(visits.id, visitId));
  if (!row) throw notFound();
  const { visit, job, customer, site } = row;
  const [contact] = site.contactId
    ? await reader.select({ name: customerContacts.name, phone: customerContacts.phone }).from(customerContacts).where(eq(customerContacts.id, site.contactId))
    : [];
  // One after another: inside a transaction they share its connection.
  const checklist = await reader
    .select({ id: visitChecklistItems.id, label: visitChecklistItems.label, done: visitChecklistItems.done })
    .from(visitChecklistItems)
    .where(eq(visitChecklistItems.visitId, visitId))
    .orderBy(asc(visitChecklistItems.position), asc(visitChecklistItems.id));
  const lines = await reader
    .select({
      id: visitLines.id,
      kind: visitLines.kind,
      description: visitLines.description,
      quantity: visitLines.quantity,
      unitPricePence: visitLines.unitPricePence,
      priceBookItemId: visitLines.priceBookItemId,
    })
    .from(visitLines)
    .where(eq(visitLines.visitId, visitId))
    .orderBy(asc(visitLines.createdAt), asc(visitLines.id));
  const photos = await reader
    .select({ id: visitPhotos.id, mediaId: visitPhotos.mediaId, phase: visitPhotos.phase, caption: visitPhotos.caption })
    .from(visitPhotos)
    .where(eq(visitPhotos.visitId, visitId))
    .orderBy(asc(visitPhotos.position), asc(visitPhotos.createdAt));
  const pastJobs = await reader
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      scheduledDate: jobs.scheduledDate,
      workDone: sql<
        string | null
      >`(select v.work_done from visits v where v.job_id = ${jobs.id} and v.work_done is not null order by v.day desc, v.start_minute desc limit 1)`,
    })
    .from(jobs)
    .where(and(eq(jobs.siteId, job.siteId), ne(jobs.id, job.id)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(5);
  const priceBook = await reader
    .select({ id: priceBookItems.id, name: priceBookItems.name, unitPricePence: priceBookItems.unitPricePence, serviceType: priceBookItems.serviceType })
    .from(priceBookItems)
    .where(eq(priceBookItems.active, true))
    .orderBy(asc(priceBookItems.position), asc(priceBookItems.name))
    .limit(200);
  const unpaid = await reader
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, balancePence: invoices.balancePence })
    .from(invoices)
    .where(and(eq(invoices.jobId, job.id), inArray(invoices.status, [...UNPAID_INVOICE_STATUSES]), sql`${invoices.balancePence} > 0`))
    .orderBy(asc(invoices.issueDate), asc(invoices.invoiceNumber));
  return {
    id: visit.id,
    version: visit.version,
    day: visit.day,
    startMinute: visit.startMinute,
    durationMinutes: visit.durationMinutes,
    status: visit.status,
    couldNotAttendReason: visit.couldNotAttendReason,
    instructions: visit.instructions,
    job: { id: job.id, title: job.title, description: job.description, serviceType: job.serviceType, notes: customer.notes },
    customer: { name: customer.name, phone: customer.phone },
    site: {
      address: site.address,
      postcode: site.postcode,
      accessNotes: site.accessNotes,
      contactName: contact?.name ?? null,
      contactPhone: contact?.phone ?? null,
    },
    sheet: {
      workDone: visit.workDone,
      followUp: visit.followUp,
      followUpReason: visit.followUpReason,
      signedName: visit.signedName,
      signed: visit.signatureMediaId !== null,
      satisfaction: visit.satisfaction,
      signedAt: visit.signedAt?.toISOString() ?? null,
    },
    times: {
      onTheWayAt: visit.onTheWayAt?.toISOString() ?? null,
      arrivedAt: visit.arrivedAt?.toISOString() ?? null,
      finishedAt: visit.finishedAt?.toISOString() ?? null,
    },
    checklist,
    lines,
    photos,
    pastJobs: pastJobs.map((p) => ({ ...p, scheduledDate: p.scheduledDate?.toISOString() ?? null })),
    priceBook,
    unpaidInvoices: unpaid,
    survey: await surveyOfJob(reader, job.id),
  };
}

/**
 * A photo or signature of one of the engineer's visits, or a photo of their job's survey, full size or its thumbnail (404 for any
 * other image).
 */
export async function myMedia({ actor, mediaId, variant }: { actor: EngineerActor; mediaId: string; variant: "full" | "thumb" }) {
  if (actor.kind !== "engineer" || !isUuid(mediaId)) throw notFound();
  const [row] = await getDb()
    .select({ visitId: visits.id })
    .from(visits)
    .innerJoin(visitEngineers, and(eq(visitEngineers.visitId, visits.id), eq(visitEngineers.userId, actor.id)))
    .where(
      sql`${visits.signatureMediaId} = ${mediaId} or exists (select 1 from ${visitPhotos} p where p.visit_id = ${visits.id} and p.media_id = ${mediaId})
        or exists (select 1 from ${surveys} s join ${surveyRuns} r on r.survey_id = s.id join ${surveyObservations} o on o.run_id = r.id where s.job_id = ${visits.jobId} and o.photo_media_id = ${mediaId})`,
    )
    .limit(1);
  if (!row) throw notFound();
  const image = await readMediaBytes(mediaId, variant);
  if (!image) throw notFound();
  return image;
}

/** The job's latest survey as the phone shows it: its runs, their observations and recommendations. */
async function surveyOfJob(reader: Reader, jobId: string): Promise<EngineerSurvey | null> {
  const [survey] = await reader
    .select({ id: surveys.id, status: surveys.status, purpose: surveys.purpose, surveyDate: surveys.surveyDate })
    .from(surveys)
    .where(eq(surveys.jobId, jobId))
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .limit(1);
  if (!survey) return null;
  const runs = await reader.select().from(surveyRuns).where(eq(surveyRuns.surveyId, survey.id)).orderBy(asc(surveyRuns.position), asc(surveyRuns.id));
  const runIds = runs.map((r) => r.id);
  const observations = runIds.length
    ? await reader.select().from(surveyObservations).where(inArray(surveyObservations.runId, runIds)).orderBy(asc(surveyObservations.distanceM), asc(surveyObservations.createdAt))
    : [];
  const recommendations = runIds.length
    ? await reader
        .select({ id: surveyRecommendations.id, runId: surveyRecommendations.runId, description: surveyRecommendations.description, positionM: surveyRecommendations.positionM, itemName: priceBookItems.name })
        .from(surveyRecommendations)
        .innerJoin(priceBookItems, eq(priceBookItems.id, surveyRecommendations.priceBookItemId))
        .where(inArray(surveyRecommendations.runId, runIds))
        .orderBy(asc(surveyRecommendations.createdAt), asc(surveyRecommendations.id))
    : [];
  return {
    ...survey,
    runs: runs.map((r) => ({
      id: r.id,
      fromPoint: r.fromPoint,
      toPoint: r.toPoint,
      direction: r.direction,
      use: r.use,
      diameterMm: r.diameterMm,
      material: r.material,
      lengthSurveyedM: Number(r.lengthSurveyedM),
      observations: observations
        .filter((o) => o.runId === r.id)
        .map((o) => ({
          id: o.id,
          distanceM: Number(o.distanceM),
          code: o.code,
          clockFrom: o.clockFrom,
          clockTo: o.clockTo,
          percentage: o.percentage,
          remark: o.remark,
          photoMediaId: o.photoMediaId,
        })),
      recommendations: recommendations
        .filter((x) => x.runId === r.id)
        .map((x) => ({ id: x.id, description: x.description, positionM: x.positionM === null ? null : Number(x.positionM), itemName: x.itemName })),
    })),
  };
}
