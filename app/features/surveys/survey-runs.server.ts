import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { priceBookItems, surveyObservations, surveyRecommendations, surveyRuns, visitPhotos, visits } from "~/db/schema";
import { storeImage } from "~/features/media/media.server";
import type { Actor } from "~/lib/actor";
import { requireConfirmed } from "~/lib/confirmation";
import { DomainError, parseInput } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { mscc5Code } from "./mscc5-codes";
import { observationProblems } from "./observation-checks";
import { audit, bumpVersion, INVALID, lockRun, lockSurvey, regradeRun, requireWriter, runLabel, type Tx } from "./survey-scope.server";

/** Where a change runs: its own transaction, or a savepoint of the caller's (an engineer's action on a visit). */
export type Within = { db?: Tx; id?: string };

const transact = <T>(db: Tx | undefined, work: (tx: Tx) => Promise<T>) => (db ? db.transaction(work) : getDb().transaction(work));

/** A row id chosen by the caller (a phone offline), or the database's. */
function chosenId(id: string | undefined) {
  if (id === undefined) return {};
  if (!isUuid(id)) throw new DomainError("invalid", "Not a valid reference");
  return { id };
}
import { observationSchema, recommendationSchema, runSchema, type ObservationValues } from "./surveys.schema";

// A survey's runs, the coded observations along them (checked against the code table and the run)
// and the recommendations priced from the price book (docs/decisions/0094). Each change regrades
// its run where it can change the grades, bumps the survey's version and is written in the job's
// history.

// ---------------------------------------------------------------------------------------------
// Runs

export async function addRun({ actor, surveyId, input, db, id }: { actor: Actor; surveyId: string; input: unknown } & Within): Promise<{ id: string }> {
  const values = parseInput(runSchema, input);
  return transact(db, async (tx) => {
    const { survey } = await lockSurvey(tx, actor, surveyId);
    const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${surveyRuns.position}), 0)::int + 1` }).from(surveyRuns).where(eq(surveyRuns.surveyId, surveyId));
    const [row] = await tx
      .insert(surveyRuns)
      .values({ ...chosenId(id), surveyId, position: next, ...values, lengthSurveyedM: values.lengthSurveyedM.toFixed(2) })
      .returning({ id: surveyRuns.id });
    await bumpVersion(tx, surveyId);
    await audit(tx, actor, survey.jobId, "add_survey_run", { surveyId, run: runLabel(values), lengthSurveyedM: values.lengthSurveyedM });
    return row;
  });
}

export async function updateRun({ actor, runId, input }: { actor: Actor; runId: string; input: unknown }): Promise<void> {
  const values = parseInput(runSchema, input);
  await getDb().transaction(async (tx) => {
    const { run, survey } = await lockRun(tx, actor, runId);
    const [{ furthest }] = await tx
      .select({ furthest: sql<string | null>`max(greatest(${surveyObservations.distanceM}, coalesce(${surveyObservations.continuousEndM}, 0)))` })
      .from(surveyObservations)
      .where(eq(surveyObservations.runId, runId));
    if (furthest !== null && Number(furthest) > values.lengthSurveyedM) {
      throw new DomainError("invalid", "Please correct the highlighted fields.", {
        fieldErrors: { lengthSurveyedM: `An observation is recorded at ${Number(furthest)} m: the length surveyed cannot be shorter` },
      });
    }
    await tx
      .update(surveyRuns)
      .set({ ...values, lengthSurveyedM: values.lengthSurveyedM.toFixed(2) })
      .where(eq(surveyRuns.id, runId));
    await bumpVersion(tx, survey.id);
    await audit(tx, actor, survey.jobId, "update_survey_run", { surveyId: survey.id, run: runLabel(values), was: runLabel(run) });
  });
}

export async function removeRun({ actor, runId, input }: { actor: Actor; runId: string; input: unknown }): Promise<void> {
  requireConfirmed(input as Record<string, unknown>, "remove this run and its observations");
  await getDb().transaction(async (tx) => {
    const { run, survey } = await lockRun(tx, actor, runId);
    await tx.delete(surveyRuns).where(eq(surveyRuns.id, runId));
    await bumpVersion(tx, survey.id);
    await audit(tx, actor, survey.jobId, "remove_survey_run", { surveyId: survey.id, run: runLabel(run) });
  });
}

// ---------------------------------------------------------------------------------------------
// Observations

/** Is this photo one of the job's (a visit's photo) or already on this survey? */
async function photoOfJob(tx: Tx, mediaId: string, jobId: string, surveyId: string): Promise<boolean> {
  if (!isUuid(mediaId)) return false;
  const [row] = await tx.execute<{ ok: boolean }>(sql`
    select (
      exists (select 1 from ${visitPhotos} vp join ${visits} v on v.id = vp.visit_id where vp.media_id = ${mediaId} and v.job_id = ${jobId})
      or exists (select 1 from ${surveyObservations} o join ${surveyRuns} r on r.id = o.run_id where o.photo_media_id = ${mediaId} and r.survey_id = ${surveyId})
    ) as ok`).then((r) => r.rows);
  return Boolean(row?.ok);
}

async function checkObservation(tx: Tx, values: ObservationValues, run: { lengthSurveyedM: string }, jobId: string, surveyId: string, currentPhoto: string | null = null) {
  const problems = observationProblems(values, Number(run.lengthSurveyedM));
  if (values.photoMediaId !== null && values.photoMediaId !== currentPhoto && !(await photoOfJob(tx, values.photoMediaId, jobId, surveyId))) {
    problems.photoMediaId = "Choose a photo of this job";
  }
  if (Object.keys(problems).length > 0) throw new DomainError("invalid", INVALID, { fieldErrors: problems });
}

function observationColumns(values: ObservationValues) {
  const entry = mscc5Code(values.code);
  return {
    distanceM: values.distanceM.toFixed(2),
    code: entry?.code ?? values.code,
    clockFrom: entry?.clock === "none" ? null : values.clockFrom,
    clockTo: entry?.clock === "two" ? values.clockTo : null,
    percentage: values.percentage,
    dimensionMm: values.dimensionMm,
    continuousEndM: values.continuousEndM === null ? null : values.continuousEndM.toFixed(2),
    remark: values.remark,
    photoMediaId: values.photoMediaId,
  };
}

export async function addObservation({ actor, runId, input, db, id }: { actor: Actor; runId: string; input: unknown } & Within): Promise<{ id: string }> {
  const values = parseInput(observationSchema, input);
  return transact(db, async (tx) => {
    const { run, survey } = await lockRun(tx, actor, runId);
    await checkObservation(tx, values, run, survey.jobId, survey.id);
    const [row] = await tx
      .insert(surveyObservations)
      .values({ ...chosenId(id), runId, ...observationColumns(values) })
      .returning({ id: surveyObservations.id });
    await regradeRun(tx, runId);
    await bumpVersion(tx, survey.id);
    await audit(tx, actor, survey.jobId, "add_survey_observation", { surveyId: survey.id, run: runLabel(run), code: values.code, distanceM: values.distanceM });
    return row;
  });
}

async function lockObservation(tx: Tx, actor: Actor, observationId: string) {
  if (!isUuid(observationId)) throw new DomainError("not_found", "Observation not found");
  const [obs] = await tx.select().from(surveyObservations).where(eq(surveyObservations.id, observationId)).limit(1);
  if (!obs) throw new DomainError("not_found", "Observation not found");
  const locked = await lockRun(tx, actor, obs.runId);
  return { obs, ...locked };
}

export async function updateObservation({ actor, observationId, input }: { actor: Actor; observationId: string; input: unknown }): Promise<void> {
  const values = parseInput(observationSchema, input);
  await getDb().transaction(async (tx) => {
    const { obs, run, survey } = await lockObservation(tx, actor, observationId);
    await checkObservation(tx, values, run, survey.jobId, survey.id, obs.photoMediaId);
    await tx.update(surveyObservations).set(observationColumns(values)).where(eq(surveyObservations.id, observationId));
    await regradeRun(tx, run.id);
    await bumpVersion(tx, survey.id);
    await audit(tx, actor, survey.jobId, "update_survey_observation", { surveyId: survey.id, run: runLabel(run), code: values.code, distanceM: values.distanceM, was: `${obs.code} at ${Number(obs.distanceM)} m` });
  });
}

export async function removeObservation({ actor, observationId, input }: { actor: Actor; observationId: string; input: unknown }): Promise<void> {
  requireConfirmed(input as Record<string, unknown>, "remove this observation");
  await getDb().transaction(async (tx) => {
    const { obs, run, survey } = await lockObservation(tx, actor, observationId);
    await tx.delete(surveyObservations).where(eq(surveyObservations.id, observationId));
    await regradeRun(tx, run.id);
    await bumpVersion(tx, survey.id);
    await audit(tx, actor, survey.jobId, "remove_survey_observation", { surveyId: survey.id, run: runLabel(run), code: obs.code, distanceM: Number(obs.distanceM) });
  });
}

/** Store an uploaded photo and put it on an observation (replacing any photo it had). */
export async function setObservationPhoto({ actor, observationId, bytes }: { actor: Actor; observationId: string; bytes: Buffer }): Promise<{ mediaId: string }> {
  requireWriter(actor);
  // Checked before the image is decoded and stored, so that nobody out of reach stores anything.
  await getDb().transaction((tx) => lockObservation(tx, actor, observationId));
  const stored = await storeImage({ bytes, kind: "photo", userId: actor.kind === "system" ? null : actor.id });
  await getDb().transaction(async (tx) => {
    const { run, survey } = await lockObservation(tx, actor, observationId);
    await tx.update(surveyObservations).set({ photoMediaId: stored.id }).where(eq(surveyObservations.id, observationId));
    await bumpVersion(tx, survey.id);
    await audit(tx, actor, survey.jobId, "survey_photo", { surveyId: survey.id, run: runLabel(run) });
  });
  return { mediaId: stored.id };
}

// ---------------------------------------------------------------------------------------------
// Recommendations

async function checkItem(tx: Tx, itemId: string) {
  const [item] = isUuid(itemId) ? await tx.select({ id: priceBookItems.id, active: priceBookItems.active }).from(priceBookItems).where(eq(priceBookItems.id, itemId)).limit(1) : [];
  if (!item || !item.active) throw new DomainError("invalid", INVALID, { fieldErrors: { priceBookItemId: "Choose an item of the price book" } });
}

function checkPosition(positionM: number | null, run: { lengthSurveyedM: string }) {
  if (positionM !== null && positionM > Number(run.lengthSurveyedM)) {
    throw new DomainError("invalid", INVALID, { fieldErrors: { positionM: `The position is beyond the ${Number(run.lengthSurveyedM)} m surveyed on this run` } });
  }
}

export async function addRecommendation({ actor, runId, input, db, id }: { actor: Actor; runId: string; input: unknown } & Within): Promise<{ id: string }> {
  const values = parseInput(recommendationSchema, input);
  return transact(db, async (tx) => {
    const { run, survey } = await lockRun(tx, actor, runId);
    checkPosition(values.positionM, run);
    await checkItem(tx, values.priceBookItemId);
    const [row] = await tx
      .insert(surveyRecommendations)
      .values({ ...chosenId(id), runId, description: values.description, positionM: values.positionM === null ? null : values.positionM.toFixed(2), priceBookItemId: values.priceBookItemId, quantity: values.quantity })
      .returning({ id: surveyRecommendations.id });
    await bumpVersion(tx, survey.id);
    await audit(tx, actor, survey.jobId, "add_survey_recommendation", { surveyId: survey.id, run: runLabel(run), description: values.description });
    return row;
  });
}

async function lockRecommendation(tx: Tx, actor: Actor, id: string) {
  if (!isUuid(id)) throw new DomainError("not_found", "Recommendation not found");
  const [rec] = await tx.select().from(surveyRecommendations).where(eq(surveyRecommendations.id, id)).limit(1);
  if (!rec) throw new DomainError("not_found", "Recommendation not found");
  return { rec, ...(await lockRun(tx, actor, rec.runId)) };
}

export async function updateRecommendation({ actor, recommendationId, input }: { actor: Actor; recommendationId: string; input: unknown }): Promise<void> {
  const values = parseInput(recommendationSchema, input);
  await getDb().transaction(async (tx) => {
    const { run, survey } = await lockRecommendation(tx, actor, recommendationId);
    checkPosition(values.positionM, run);
    await checkItem(tx, values.priceBookItemId);
    await tx
      .update(surveyRecommendations)
      .set({ description: values.description, positionM: values.positionM === null ? null : values.positionM.toFixed(2), priceBookItemId: values.priceBookItemId, quantity: values.quantity })
      .where(eq(surveyRecommendations.id, recommendationId));
    await bumpVersion(tx, survey.id);
    await audit(tx, actor, survey.jobId, "update_survey_recommendation", { surveyId: survey.id, run: runLabel(run), description: values.description });
  });
}

export async function removeRecommendation({ actor, recommendationId, input }: { actor: Actor; recommendationId: string; input: unknown }): Promise<void> {
  requireConfirmed(input as Record<string, unknown>, "remove this recommendation");
  await getDb().transaction(async (tx) => {
    const { rec, run, survey } = await lockRecommendation(tx, actor, recommendationId);
    await tx.delete(surveyRecommendations).where(eq(surveyRecommendations.id, recommendationId));
    await bumpVersion(tx, survey.id);
    await audit(tx, actor, survey.jobId, "remove_survey_recommendation", { surveyId: survey.id, run: runLabel(run), description: rec.description });
  });
}

/** The price book's active items, for the recommendation form. */
export async function priceBookChoices() {
  return getDb()
    .select({ value: priceBookItems.id, label: priceBookItems.name, unitPricePence: priceBookItems.unitPricePence })
    .from(priceBookItems)
    .where(eq(priceBookItems.active, true))
    .orderBy(asc(priceBookItems.position), asc(priceBookItems.name));
}
