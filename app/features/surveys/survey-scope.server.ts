import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { jobs, surveyObservations, surveyRuns, surveys, visitEngineers, visits } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { contactJobScope } from "~/features/customers/contact-scope.server";
import type { Actor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { gradeRun } from "./grading";

// Who reaches a survey, and the locks and bookkeeping every change of one shares (docs/decisions/0094):
// the office every survey; an engineer the surveys of jobs they are on a visit of; a customer their
// own completed surveys, to read. Anybody else is told it is not there.

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The message above a form whose fields are wrong. */
export const INVALID = "Please correct the highlighted fields.";

export const notFound = () => new DomainError("not_found", "Survey not found");

/** Which surveys the actor reaches (by their job), or null for none. */
export function scopeOf(actor: Actor): SQL | undefined | null {
  if (actor.kind === "staff" || actor.kind === "system") return undefined;
  if (actor.kind === "engineer") {
    return sql`exists (select 1 from ${visits} v join ${visitEngineers} ve on ve.visit_id = v.id where v.job_id = ${jobs.id} and ve.user_id = ${actor.id})`;
  }
  if (actor.kind === "customer") return and(eq(jobs.customerId, actor.customerId), eq(surveys.status, "complete"), contactJobScope(actor, jobs.siteId));
  return null;
}

/** Who may change surveys: the office, and an engineer on the job (checked by the scope). A customer only reads. */
export function requireWriter(actor: Actor) {
  if (actor.kind === "customer") throw notFound();
}

export function requireOffice(actor: Actor) {
  if (actor.kind !== "staff") throw new DomainError("not_allowed", "Only the office can do this.", { reason: "office_only" });
}

/** May the actor reach this job (to start a survey of it)? */
export async function jobInReach(reader: Pick<Database, "select">, actor: Actor, jobId: string) {
  if (!isUuid(jobId)) return null;
  const scope = actor.kind === "customer" ? null : scopeOfJob(actor);
  if (scope === null) return null;
  const [row] = await reader.select({ id: jobs.id, customerId: jobs.customerId, siteId: jobs.siteId }).from(jobs).where(and(eq(jobs.id, jobId), scope)).limit(1);
  return row ?? null;
}

function scopeOfJob(actor: Actor): SQL | undefined | null {
  if (actor.kind === "staff" || actor.kind === "system") return undefined;
  if (actor.kind === "engineer") {
    return sql`exists (select 1 from ${visits} v join ${visitEngineers} ve on ve.visit_id = v.id where v.job_id = ${jobs.id} and ve.user_id = ${actor.id})`;
  }
  return null;
}

/** The survey's row locked for a change, with its job, when the actor may change it; not found otherwise. */
export async function lockSurvey(tx: Tx, actor: Actor, surveyId: string) {
  requireWriter(actor);
  if (!isUuid(surveyId)) throw notFound();
  const scope = scopeOf(actor);
  if (scope === null) throw notFound();
  const [row] = await tx
    .select({ survey: surveys, customerId: jobs.customerId, siteId: jobs.siteId })
    .from(surveys)
    .innerJoin(jobs, eq(jobs.id, surveys.jobId))
    .where(and(eq(surveys.id, surveyId), scope))
    .for("update", { of: surveys })
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The run and its survey, locked, when the actor may change the survey. */
export async function lockRun(tx: Tx, actor: Actor, runId: string) {
  if (!isUuid(runId)) throw new DomainError("not_found", "Run not found");
  const [run] = await tx.select().from(surveyRuns).where(eq(surveyRuns.id, runId)).limit(1);
  if (!run) throw new DomainError("not_found", "Run not found");
  const locked = await lockSurvey(tx, actor, run.surveyId);
  return { run, ...locked };
}

export async function bumpVersion(tx: Tx, surveyId: string) {
  await tx
    .update(surveys)
    .set({ version: sql`${surveys.version} + 1` })
    .where(eq(surveys.id, surveyId));
}

export async function audit(tx: Tx, actor: Actor, jobId: string, action: string, changes: Record<string, unknown>) {
  await recordAudit(tx, { actorUserId: actor.id, action, entityType: "job", entityId: jobId, changes });
}

/** The run's grades computed again from its observations, and stored on it. */
export async function regradeRun(tx: Tx, runId: string) {
  const rows = await tx.select({ code: surveyObservations.code, percentage: surveyObservations.percentage }).from(surveyObservations).where(eq(surveyObservations.runId, runId));
  const grades = gradeRun(rows);
  await tx.update(surveyRuns).set({ structuralGrade: grades.structural, serviceGrade: grades.service, serviceability: grades.serviceability }).where(eq(surveyRuns.id, runId));
  return grades;
}

export const runLabel = (run: { fromPoint: string; toPoint: string }) => `${run.fromPoint} → ${run.toPoint}`;
