import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import {
  customerSites,
  customers,
  jobs,
  media,
  priceBookItems,
  quotes,
  surveyObservations,
  surveyRecommendations,
  surveyRuns,
  surveys,
  user,
  userRoles,
  visitPhotos,
  visits,
} from "~/db/schema";
import type { DrainUse, SurveyDirection, SurveyPurpose, SurveyStatus } from "~/db/survey-enums";
import { siteLine } from "~/lib/addresses";
import { createQuote, newQuoteDefaults } from "~/features/quotes/quotes.server";
import type { Actor } from "~/lib/actor";
import { requireConfirmed } from "~/lib/confirmation";
import { DomainError, parseInput } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { containsPattern, PAGE_SIZE, type Paged } from "~/lib/paging";
import { listPage, searchMatches } from "~/lib/search.server";
import { customerNameMatches } from "~/features/customers/customer-queries.server";
import { observationGrade, plainSummary, type Serviceability } from "./grading";
import { mscc5Code } from "./mscc5-codes";
import { audit, jobInReach, lockSurvey, notFound, requireOffice, requireWriter, scopeOf, type Tx } from "./survey-scope.server";
import type { Within } from "./survey-runs.server";
import { surveyHeaderSchema } from "./surveys.schema";

export * from "./survey-runs.server";

// CCTV drain surveys (docs/decisions/0094): a survey of a job's drains, its runs, the coded
// observations along them, and the recommendations priced from the price book. Who reaches a survey
// is decided here, by the actor: the office every survey; an engineer the surveys of jobs they are on
// a visit of; a customer their own completed surveys, to read. Anybody else is told it is not there.
// Every change is recorded in the job's history (and so the customer's timeline). The runs,
// observations and recommendations are in survey-runs.server.ts.

export type SurveyListRow = {
  id: string;
  jobId: string;
  jobTitle: string;
  customerName: string;
  siteLine: string;
  surveyDate: string;
  purpose: SurveyPurpose;
  status: SurveyStatus;
  runs: number;
  worst: Serviceability | null;
};

export type SurveyObservation = {
  id: string;
  runId: string;
  distanceM: number;
  code: string;
  name: string;
  meaning: string;
  group: string;
  grade: number | null;
  clockFrom: number | null;
  clockTo: number | null;
  percentage: number | null;
  dimensionMm: number | null;
  continuousEndM: number | null;
  remark: string | null;
  photoMediaId: string | null;
};

export type SurveyRecommendation = {
  id: string;
  runId: string;
  description: string;
  positionM: number | null;
  priceBookItemId: string;
  itemName: string;
  quantity: string;
  unitPricePence: number;
  vatRateBp: number;
  /** Quantity × unit price, before VAT. */
  netPence: number;
};

export type SurveyRun = {
  id: string;
  position: number;
  fromPoint: string;
  toPoint: string;
  direction: SurveyDirection;
  material: string | null;
  shape: string | null;
  diameterMm: number | null;
  use: DrainUse;
  lengthSurveyedM: number;
  abandonedReason: string | null;
  structuralGrade: number;
  serviceGrade: number;
  serviceability: Serviceability;
  observations: SurveyObservation[];
  recommendations: SurveyRecommendation[];
};

export type SurveyDetail = {
  id: string;
  jobId: string;
  jobTitle: string;
  customerId: string;
  customerName: string;
  siteId: string;
  siteLine: string;
  surveyDate: string;
  purpose: SurveyPurpose;
  weather: string | null;
  equipment: string | null;
  surveyorUserId: string | null;
  surveyorName: string | null;
  status: SurveyStatus;
  videoUrl: string | null;
  quoteId: string | null;
  quoteNumber: string | null;
  quoteStatus: string | null;
  completedAt: Date | null;
  version: number;
  createdAt: Date;
  runs: SurveyRun[];
  /** The finding in plain words ("Two defects need repair; the rest is serviceable."). */
  summary: string;
};

// ---------------------------------------------------------------------------------------------
// Reading

/**
 * The office's list of surveys, newest first (as recorded), searched by customer, job title, site
 * address or full postcode. Each part of the search reads its own index (the names, titles and
 * addresses by trigrams, a postcode exactly) and reaches the surveys through their jobs; a page's
 * job, customer and site are looked up by key for its rows only.
 */
export async function listSurveys({ actor, q = "", page = 1 }: { actor: Actor; q?: string; page?: number }): Promise<Paged<SurveyListRow>> {
  requireOffice(actor);
  const db = getDb();
  const text = q.trim();
  const pattern = containsPattern(text);
  const ofJobs = (condition: SQL) => sql`${surveys.jobId} = any(array(select j.id from ${jobs} j where ${condition}))`;
  const search = text
    ? searchMatches(surveys, [
        ofJobs(sql`j.title ilike ${pattern}`),
        ofJobs(customerNameMatches(sql`j.customer_id`, pattern)),
        ofJobs(sql`j.site_id = any(array(select s.id from ${customerSites} s where s.address ilike ${pattern} or s.postcode = ${text.toUpperCase()}))`),
      ])
    : null;
  const { where, offset, limit, ...paging } = await listPage(db, { table: surveys, search, page, size: PAGE_SIZE });
  // The page's surveys are picked first, by the index alone, so that a late page does not look up
  // the job, customer, site and runs of every survey before it.
  const pageRows = search ? where : sql`${surveys.id} = any(array(select s.id from ${surveys} s order by s.created_at desc, s.id desc limit ${limit} offset ${offset}))`;
  const rows = await db
    .select({
      id: surveys.id,
      jobId: surveys.jobId,
      jobTitle: sql<string>`j.title`,
      customerName: sql<string>`j.customer_name`,
      siteLabel: sql<string | null>`j.site_label`,
      siteAddress: sql<string>`j.site_address`,
      sitePostcode: sql<string | null>`j.site_postcode`,
      surveyDate: surveys.surveyDate,
      purpose: surveys.purpose,
      status: surveys.status,
      runs: sql<number>`(select count(*)::int from ${surveyRuns} r where r.survey_id = ${surveys.id})`,
      worst: sql<Serviceability | null>`(select max(r.serviceability::text) from ${surveyRuns} r where r.survey_id = ${surveys.id})`,
    })
    .from(surveys)
    .innerJoin(
      sql`lateral (select jj.title,
                          (select c.name from ${customers} c where c.id = jj.customer_id) customer_name,
                          s.label site_label, s.address site_address, s.postcode site_postcode
                     from ${jobs} jj join ${customerSites} s on s.id = jj.site_id
                    where jj.id = ${surveys.jobId} offset 0) j`,
      sql`true`,
    )
    .where(pageRows)
    .orderBy(desc(surveys.createdAt), desc(surveys.id))
    .limit(limit);
  return {
    rows: rows.map(({ siteLabel, siteAddress, sitePostcode, ...row }) => ({ ...row, siteLine: siteLine({ label: siteLabel, address: siteAddress, postcode: sitePostcode }) })),
    ...paging,
  };
}

/** The surveys of a job the actor reaches (the job page, the portal's job list), newest first. */
export async function listJobSurveys({ actor, jobId }: { actor: Actor; jobId: string }) {
  if (!isUuid(jobId)) return [];
  const scope = scopeOf(actor);
  if (scope === null) return [];
  return getDb()
    .select({ id: surveys.id, surveyDate: surveys.surveyDate, purpose: surveys.purpose, status: surveys.status })
    .from(surveys)
    .innerJoin(jobs, eq(jobs.id, surveys.jobId))
    .where(and(eq(surveys.jobId, jobId), scope))
    .orderBy(desc(surveys.surveyDate), desc(surveys.createdAt));
}

/** A customer's completed surveys (the portal's home), newest first. */
export async function listCustomerSurveys({ actor }: { actor: Actor }) {
  if (actor.kind !== "customer") return [];
  const scope = scopeOf(actor);
  if (!scope) return [];
  return getDb()
    .select({ id: surveys.id, surveyDate: surveys.surveyDate, purpose: surveys.purpose, jobTitle: jobs.title, siteLabel: customerSites.label, siteAddress: customerSites.address, sitePostcode: customerSites.postcode })
    .from(surveys)
    .innerJoin(jobs, eq(jobs.id, surveys.jobId))
    .innerJoin(customerSites, eq(customerSites.id, jobs.siteId))
    .where(scope)
    .orderBy(desc(surveys.surveyDate), desc(surveys.createdAt))
    .limit(20);
}

/** The whole survey (runs, observations with their meanings and grades, priced recommendations), or null when the actor may not see it. */
export async function getSurvey({ actor, id }: { actor: Actor; id: string }): Promise<SurveyDetail | null> {
  if (!isUuid(id)) return null;
  const scope = scopeOf(actor);
  if (scope === null) return null;
  const db = getDb();
  const [row] = await db
    .select({
      survey: surveys,
      jobTitle: jobs.title,
      customerId: customers.id,
      customerName: customers.name,
      siteId: customerSites.id,
      siteLabel: customerSites.label,
      siteAddress: customerSites.address,
      sitePostcode: customerSites.postcode,
      surveyorName: user.name,
      quoteNumber: quotes.quoteNumber,
      quoteStatus: quotes.status,
    })
    .from(surveys)
    .innerJoin(jobs, eq(jobs.id, surveys.jobId))
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .innerJoin(customerSites, eq(customerSites.id, jobs.siteId))
    .leftJoin(user, eq(user.id, surveys.surveyorUserId))
    .leftJoin(quotes, eq(quotes.id, surveys.quoteId))
    .where(and(eq(surveys.id, id), scope))
    .limit(1);
  if (!row) return null;
  const runs = await db.select().from(surveyRuns).where(eq(surveyRuns.surveyId, id)).orderBy(asc(surveyRuns.position), asc(surveyRuns.createdAt));
  const runIds = runs.map((r) => r.id);
  const [observations, recommendations] = runIds.length
    ? await Promise.all([
        db.select().from(surveyObservations).where(inArray(surveyObservations.runId, runIds)).orderBy(asc(surveyObservations.distanceM), asc(surveyObservations.createdAt)),
        db
          .select({ rec: surveyRecommendations, itemName: priceBookItems.name, unitPricePence: priceBookItems.unitPricePence, vatRateBp: priceBookItems.vatRateBp })
          .from(surveyRecommendations)
          .innerJoin(priceBookItems, eq(priceBookItems.id, surveyRecommendations.priceBookItemId))
          .where(inArray(surveyRecommendations.runId, runIds))
          .orderBy(asc(surveyRecommendations.createdAt), asc(surveyRecommendations.id)),
      ])
    : [[], []];
  const s = row.survey;
  const detailRuns: SurveyRun[] = runs.map((r) => ({
    id: r.id,
    position: r.position,
    fromPoint: r.fromPoint,
    toPoint: r.toPoint,
    direction: r.direction,
    material: r.material,
    shape: r.shape,
    diameterMm: r.diameterMm,
    use: r.use,
    lengthSurveyedM: Number(r.lengthSurveyedM),
    abandonedReason: r.abandonedReason,
    structuralGrade: r.structuralGrade,
    serviceGrade: r.serviceGrade,
    serviceability: r.serviceability,
    observations: observations
      .filter((o) => o.runId === r.id)
      .map((o) => {
        const entry = mscc5Code(o.code);
        return {
          id: o.id,
          runId: o.runId,
          distanceM: Number(o.distanceM),
          code: o.code,
          name: entry?.name ?? o.code,
          meaning: entry?.meaning ?? "",
          group: entry?.group ?? "miscellaneous",
          grade: observationGrade(o),
          clockFrom: o.clockFrom,
          clockTo: o.clockTo,
          percentage: o.percentage,
          dimensionMm: o.dimensionMm,
          continuousEndM: o.continuousEndM === null ? null : Number(o.continuousEndM),
          remark: o.remark,
          photoMediaId: o.photoMediaId,
        };
      }),
    recommendations: recommendations
      .filter((x) => x.rec.runId === r.id)
      .map((x) => ({
        id: x.rec.id,
        runId: x.rec.runId,
        description: x.rec.description,
        positionM: x.rec.positionM === null ? null : Number(x.rec.positionM),
        priceBookItemId: x.rec.priceBookItemId,
        itemName: x.itemName,
        quantity: x.rec.quantity,
        unitPricePence: x.unitPricePence,
        vatRateBp: x.vatRateBp,
        netPence: Math.round(Number(x.rec.quantity) * x.unitPricePence),
      })),
  }));
  return {
    id: s.id,
    jobId: s.jobId,
    jobTitle: row.jobTitle,
    customerId: row.customerId,
    customerName: row.customerName,
    siteId: row.siteId,
    siteLine: siteLine({ label: row.siteLabel, address: row.siteAddress, postcode: row.sitePostcode }),
    surveyDate: s.surveyDate,
    purpose: s.purpose,
    weather: s.weather,
    equipment: s.equipment,
    surveyorUserId: s.surveyorUserId,
    surveyorName: row.surveyorName,
    status: s.status,
    videoUrl: s.videoUrl,
    quoteId: s.quoteId,
    quoteNumber: row.quoteNumber,
    quoteStatus: row.quoteStatus,
    completedAt: s.completedAt,
    version: s.version,
    createdAt: s.createdAt,
    runs: detailRuns,
    summary: plainSummary(
      detailRuns.flatMap((r) => r.observations),
      detailRuns.filter((r) => r.abandonedReason).length,
    ),
  };
}

/** A photo of a survey's observation, when the actor may see the survey; null otherwise. */
export async function surveyPhotoInReach({ actor, surveyId, mediaId }: { actor: Actor; surveyId: string; mediaId: string }): Promise<boolean> {
  if (!isUuid(surveyId) || !isUuid(mediaId)) return false;
  const scope = scopeOf(actor);
  if (scope === null) return false;
  const [row] = await getDb()
    .select({ id: surveyObservations.id })
    .from(surveyObservations)
    .innerJoin(surveyRuns, eq(surveyRuns.id, surveyObservations.runId))
    .innerJoin(surveys, eq(surveys.id, surveyRuns.surveyId))
    .innerJoin(jobs, eq(jobs.id, surveys.jobId))
    .where(and(eq(surveys.id, surveyId), eq(surveyObservations.photoMediaId, mediaId), scope))
    .limit(1);
  return Boolean(row);
}

/** The photos the observation form may choose from: the job's visit photos and the survey's own. */
export async function photoChoices({ actor, surveyId }: { actor: Actor; surveyId: string }) {
  const survey = await getSurvey({ actor, id: surveyId });
  if (!survey) return [];
  const db = getDb();
  const fromVisits = await db
    .select({ mediaId: visitPhotos.mediaId, caption: visitPhotos.caption })
    .from(visitPhotos)
    .innerJoin(visits, eq(visits.id, visitPhotos.visitId))
    .innerJoin(media, eq(media.id, visitPhotos.mediaId))
    .where(eq(visits.jobId, survey.jobId))
    .orderBy(asc(visitPhotos.position), asc(visitPhotos.createdAt));
  return fromVisits.map((p) => ({ value: p.mediaId, label: p.caption || "Job photo" }));
}

/** Staff and engineers who may be named as the surveyor. */
export async function surveyorOptions() {
  return getDb()
    .select({ value: user.id, label: user.name })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .orderBy(asc(user.name));
}

// ---------------------------------------------------------------------------------------------
// The header

async function checkSurveyor(reader: Pick<Database, "select">, userId: string | null) {
  if (userId === null) return;
  const [row] = isUuidOrText(userId) ? await reader.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.userId, userId)).limit(1) : [];
  if (!row) throw new DomainError("invalid", "Please correct the highlighted fields.", { fieldErrors: { surveyorUserId: "Choose a member of staff as the surveyor" } });
}

const isUuidOrText = (v: string) => v.length > 0 && v.length <= 100;

/** Start a survey of a job (the office, or an engineer on one of its visits). */
export async function createSurvey({ actor, jobId, input, db, id }: { actor: Actor; jobId: string; input: unknown } & Within): Promise<{ id: string }> {
  requireWriter(actor);
  const values = parseInput(surveyHeaderSchema, input);
  if (values.status === "complete") throw new DomainError("invalid", "Please correct the highlighted fields.", { fieldErrors: { status: "Record the runs before completing the survey" } });
  if (id !== undefined && !isUuid(id)) throw new DomainError("invalid", "Not a valid reference");
  const work = async (tx: Tx) => {
    const job = await jobInReach(tx, actor, jobId);
    if (!job) throw new DomainError("not_found", "Job not found");
    await checkSurveyor(tx, values.surveyorUserId);
    const [row] = await tx
      .insert(surveys)
      .values({
        ...(id ? { id } : {}),
        jobId,
        surveyDate: values.surveyDate,
        purpose: values.purpose,
        weather: values.weather,
        equipment: values.equipment,
        surveyorUserId: values.surveyorUserId ?? (actor.kind === "engineer" ? actor.id : null),
        status: "draft",
        videoUrl: values.videoUrl,
      })
      .returning({ id: surveys.id });
    await audit(tx, actor, jobId, "create_survey", { surveyId: row.id, surveyDate: values.surveyDate, purpose: values.purpose });
    return row;
  };
  return db ? db.transaction(work) : getDb().transaction(work);
}

/** Change the header (and mark the survey complete, once it has a run). `version`, when given, must be the one read. */
export async function updateSurvey({ actor, id, input }: { actor: Actor; id: string; input: unknown }): Promise<void> {
  const values = parseInput(surveyHeaderSchema, input);
  const expected = versionOf(input);
  await getDb().transaction(async (tx) => {
    const { survey } = await lockSurvey(tx, actor, id);
    if (expected !== null && expected !== survey.version) {
      throw new DomainError("conflict", "This survey was changed by someone else meanwhile: reload it and make your change again.", { reason: "stale" });
    }
    await checkSurveyor(tx, values.surveyorUserId);
    if (values.status === "complete" && survey.status !== "complete") {
      const [{ runs }] = await tx.select({ runs: count() }).from(surveyRuns).where(eq(surveyRuns.surveyId, id));
      if (runs === 0) throw new DomainError("invalid", "Please correct the highlighted fields.", { fieldErrors: { status: "Record the runs before completing the survey" } });
    }
    const changes: Record<string, unknown> = {};
    for (const key of ["surveyDate", "purpose", "weather", "equipment", "surveyorUserId", "status", "videoUrl"] as const) {
      if ((survey[key] ?? null) !== (values[key] ?? null)) changes[key] = { from: survey[key] ?? null, to: values[key] ?? null };
    }
    await tx
      .update(surveys)
      .set({
        surveyDate: values.surveyDate,
        purpose: values.purpose,
        weather: values.weather,
        equipment: values.equipment,
        surveyorUserId: values.surveyorUserId,
        status: values.status,
        videoUrl: values.videoUrl,
        completedAt: values.status === "complete" ? (survey.completedAt ?? new Date()) : null,
        version: sql`${surveys.version} + 1`,
      })
      .where(eq(surveys.id, id));
    if (Object.keys(changes).length > 0) {
      await audit(tx, actor, survey.jobId, values.status === "complete" && survey.status !== "complete" ? "complete_survey" : "update_survey", { surveyId: id, ...changes });
    }
  });
}

function versionOf(input: unknown): number | null {
  const raw = input instanceof FormData ? input.get("version") : input && typeof input === "object" ? (input as Record<string, unknown>).version : null;
  const n = typeof raw === "number" ? raw : typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : null;
  return n;
}

/** Delete a survey and everything in it, once confirmed (the office only). */
export async function deleteSurvey({ actor, id, input }: { actor: Actor; id: string; input: unknown }): Promise<{ jobId: string }> {
  requireOffice(actor);
  requireConfirmed(input as Record<string, unknown>, "delete this survey");
  return getDb().transaction(async (tx) => {
    const { survey } = await lockSurvey(tx, actor, id);
    await tx.delete(surveys).where(eq(surveys.id, id));
    await audit(tx, actor, survey.jobId, "delete_survey", { surveyId: id, surveyDate: survey.surveyDate });
    return { jobId: survey.jobId };
  });
}

// ---------------------------------------------------------------------------------------------
// The quote

/**
 * A draft quote for the job's customer and site with one line per recommendation (the price-book
 * item's price and VAT rate, the recommendation's words and quantity), linked to the survey. The
 * office only; refused while the survey already has its quote.
 */
export async function createQuoteFromRecommendations({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }): Promise<{ quoteId: string }> {
  requireOffice(actor);
  const survey = await getSurvey({ actor, id });
  if (!survey) throw notFound();
  if (survey.quoteId) throw new DomainError("conflict", `This survey's recommendations are already in quote ${survey.quoteNumber ?? ""}`.trim(), { reason: "has_quote" });
  const recs = survey.runs.flatMap((run) => run.recommendations.map((rec) => ({ run, rec })));
  if (recs.length === 0) throw new DomainError("invalid", "Add a recommendation before making its quote.", { reason: "no_recommendations" });
  const defaults = newQuoteDefaults(now);
  const quote = await createQuote({
    actor,
    input: {
      customerId: survey.customerId,
      siteId: survey.siteId,
      jobId: survey.jobId,
      serviceType: "drain_repairs",
      description: `Work recommended by the CCTV drain survey of ${survey.surveyDate}.`,
      lines: recs.map(({ run, rec }) => ({
        description: `${rec.description} (${run.fromPoint} → ${run.toPoint}${rec.positionM === null ? "" : ` at ${rec.positionM} m`})`,
        quantity: rec.quantity,
        unitPrice: (rec.unitPricePence / 100).toFixed(2),
        vatRate: String(rec.vatRateBp / 100),
      })),
      vatRate: defaults.vatRate,
      validUntil: defaults.validUntil,
      terms: defaults.terms,
      depositKind: "none",
    },
  });
  await getDb().transaction(async (tx) => {
    const { survey: locked } = await lockSurvey(tx, actor, id);
    if (locked.quoteId) throw new DomainError("conflict", "This survey's recommendations are already in a quote", { reason: "has_quote" });
    await tx
      .update(surveys)
      .set({ quoteId: quote.id, version: sql`${surveys.version} + 1` })
      .where(eq(surveys.id, id));
    await audit(tx, actor, survey.jobId, "survey_quote", { surveyId: id, quoteNumber: quote.quoteNumber, lines: recs.length });
  });
  return { quoteId: quote.id };
}
