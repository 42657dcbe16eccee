/**
 * Visits made for a booking or a contract rather than by the office's form: a visit held as tentative
 * for a booking into a free slot, the office's confirmation of it, and the plain insert a contract's
 * generation uses. Part of the visits module (the only writer of visits): each change bumps the
 * version, announces itself on "visit_changed" and keeps the job's date cache, in the caller's
 * transaction.
 */
import { minuteToTime } from "~/lib/clock-time";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { jobs, user, visitEngineers, visits } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { auditUserId, type StaffActor, type SystemActor, type CustomerActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { notifyVisitChanged } from "./visit-events.server";
import { syncJobSchedule } from "./visits.server";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Insert a visit of `jobId` for one engineer (or none), tentative or not, with the job's audit entry
 * (`action`), in the caller's transaction. A tentative visit leaves the job's status as it is.
 */
export async function insertPlannedVisit(
  tx: Tx,
  {
    actor,
    jobId,
    day,
    startMinute,
    durationMinutes,
    engineerId,
    tentative,
    instructions = null,
    action,
    note = {},
  }: {
    actor: StaffActor | SystemActor | CustomerActor;
    jobId: string;
    day: string;
    startMinute: number;
    durationMinutes: number;
    engineerId: string | null;
    tentative: boolean;
    instructions?: string | null;
    action: "book_slot" | "contract_visit";
    note?: Record<string, unknown>;
  },
): Promise<{ id: string }> {
  const [created] = await tx.insert(visits).values({ jobId, day, startMinute, durationMinutes, tentative, instructions }).returning({ id: visits.id });
  let engineerName: string | null = null;
  if (engineerId) {
    await tx.insert(visitEngineers).values({ visitId: created.id, userId: engineerId });
    engineerName = (await tx.select({ name: user.name }).from(user).where(eq(user.id, engineerId)))[0]?.name ?? null;
  }
  await recordAudit(tx, {
    actorUserId: auditUserId(actor),
    actorLabel: actor.kind === "system" ? actor.label : undefined,
    action,
    entityType: "job",
    entityId: jobId,
    changes: { visitId: created.id, day, start: minuteToTime(startMinute), durationMinutes, engineers: engineerName, tentative, ...note },
  });
  await syncJobSchedule(tx, { actor, jobId, moveStatus: !tentative });
  await notifyVisitChanged(tx, created.id);
  return created;
}

export type ConfirmedVisit = { id: string; jobId: string; day: string; startMinute: number; durationMinutes: number; alreadyConfirmed: boolean };

/**
 * Confirm a tentative visit (the office's click on the board, or the booking itself when the setting
 * says so): no longer tentative, version bumped, the job scheduled, with the job's audit entry. A visit
 * already confirmed is left as it is (`alreadyConfirmed`).
 */
export async function confirmTentativeVisit(tx: Tx, { actor, visitId, version }: { actor: StaffActor | SystemActor; visitId: string; version?: number | null }): Promise<ConfirmedVisit> {
  if (!isUuid(visitId)) throw new DomainError("not_found", "This visit no longer exists.");
  const [found] = await tx.select({ jobId: visits.jobId }).from(visits).where(eq(visits.id, visitId));
  if (!found) throw new DomainError("not_found", "This visit no longer exists.");
  await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, found.jobId)).for("update");
  const [visit] = await tx.select().from(visits).where(eq(visits.id, visitId)).for("update");
  if (!visit) throw new DomainError("not_found", "This visit no longer exists.");
  const result = { id: visit.id, jobId: visit.jobId, day: visit.day, startMinute: visit.startMinute, durationMinutes: visit.durationMinutes };
  if (!visit.tentative) return { ...result, alreadyConfirmed: true };
  if (version !== null && version !== undefined && version !== visit.version) {
    throw new DomainError("conflict", "This visit was changed by someone else since you opened it. Reload to see it as it is now.", { reason: "stale" });
  }
  await tx
    .update(visits)
    .set({ tentative: false, version: sql`${visits.version} + 1`, updatedAt: new Date() })
    .where(and(eq(visits.id, visitId), eq(visits.tentative, true)));
  await recordAudit(tx, {
    actorUserId: auditUserId(actor),
    actorLabel: actor.kind === "system" ? actor.label : undefined,
    action: "confirm_visit",
    entityType: "job",
    entityId: visit.jobId,
    changes: { visitId, day: visit.day, start: minuteToTime(visit.startMinute) },
  });
  await syncJobSchedule(tx, { actor, jobId: visit.jobId });
  await notifyVisitChanged(tx, visitId);
  return { ...result, alreadyConfirmed: false };
}

/**
 * Remove a planned visit that has not started (a contract's visit skipped, or the contract cancelled),
 * with the job's audit entry, in the caller's transaction. A visit started or done is kept (false).
 */
export async function removePlannedVisit(tx: Tx, { actor, visitId, action }: { actor: StaffActor | SystemActor; visitId: string; action: "skip_contract_visit" | "cancel_contract_visit" }): Promise<boolean> {
  const [visit] = await tx.select().from(visits).where(eq(visits.id, visitId)).for("update");
  if (!visit || visit.status !== "scheduled") return false;
  await notifyVisitChanged(tx, visitId);
  await tx.delete(visits).where(eq(visits.id, visitId));
  await recordAudit(tx, {
    actorUserId: auditUserId(actor),
    actorLabel: actor.kind === "system" ? actor.label : undefined,
    action,
    entityType: "job",
    entityId: visit.jobId,
    changes: { visitId, day: visit.day, start: minuteToTime(visit.startMinute) },
  });
  await syncJobSchedule(tx, { actor, jobId: visit.jobId, moveStatus: false });
  return true;
}
