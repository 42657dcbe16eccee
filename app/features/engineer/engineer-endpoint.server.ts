import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { offlineActions } from "~/db/schema";
import { sendVisitReport } from "~/features/visits/visit-report.server";
import type { EngineerActor } from "~/lib/actor";
import { DomainError, isDomainError } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { log } from "~/lib/log.server";
import { applyAction, lockVisit, type AfterCommit } from "./engineer-actions.server";
import { requireAssigned, visitView } from "./engineer.server";
import { ENGINEER_ACTIONS, type ActionOk, type ActionRefused, type EngineerAction } from "./engineer-types";

// The one door of every engineer action, online or replayed from the phone's queue
// (docs/decisions/0090): authorised again on arrival, applied at most once by its idempotency key,
// and refused as a conflict when made against an older version of the visit than the one stored.

export type ActionRequest = {
  idempotencyKey: unknown;
  visitId: unknown;
  baseVersion: unknown;
  action: unknown;
  payload: unknown;
  /** The image of add_photo and sign. */
  photo?: Buffer | null;
  /** When the engineer made the change on the phone (milliseconds since 1970), which may be long before it arrives. */
  madeAt?: unknown;
};

export type ActionAnswer = { status: number; body: ActionOk | ActionRefused; replayed: boolean };

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** How far back a phone's own time of an action is believed: a queue is not replayed after a week. */
const MADE_AT_WINDOW_MS = 7 * 24 * 3600 * 1000;

/**
 * The time an action is recorded at: when the engineer made it on the phone (an action made
 * offline arrives later), within the last week and never after its arrival (a phone's clock may be
 * ahead); the time of arrival when the phone gives none or an unbelievable one.
 */
export function actionTime(madeAt: unknown, now: Date): Date {
  const ms = typeof madeAt === "number" ? madeAt : typeof madeAt === "string" && /^\d{1,15}$/.test(madeAt) ? Number(madeAt) : NaN;
  if (!Number.isSafeInteger(ms) || ms < now.getTime() - MADE_AT_WINDOW_MS) return now;
  return new Date(Math.min(ms, now.getTime()));
}

/**
 * Run one engineer action. The key's row and the change are written in one transaction: a second
 * delivery of the same key waits on the first's row and then answers with the first answer, so two
 * concurrent deliveries never both apply. A refusal (a DomainError) is stored as the key's answer
 * too, with nothing of the change; a fault stores nothing, so the phone may send it again.
 */
export async function runEngineerAction(actor: EngineerActor, request: ActionRequest, { now = new Date() }: { now?: Date } = {}): Promise<ActionAnswer> {
  const { idempotencyKey, visitId, baseVersion, action, payload, photo } = request;
  const at = actionTime(request.madeAt, now);
  if (typeof idempotencyKey !== "string" || !KEY.test(idempotencyKey)) return refused(new DomainError("invalid", "The action has no valid idempotency key."));
  if (typeof visitId !== "string" || !isUuid(visitId)) return refused(new DomainError("not_found", "This visit could not be found."));
  // Authorised again on arrival: a visit given to someone else meanwhile is refused, even for a replay.
  try {
    await requireAssigned(getDb(), actor, visitId);
  } catch (err) {
    return refused(err);
  }
  if (typeof action !== "string" || !(ENGINEER_ACTIONS as readonly string[]).includes(action)) return refused(new DomainError("invalid", "Unknown action."));
  const version = typeof baseVersion === "number" ? baseVersion : typeof baseVersion === "string" && /^\d{1,9}$/.test(baseVersion) ? Number(baseVersion) : NaN;
  if (!Number.isInteger(version)) return refused(new DomainError("invalid", "The action has no base version."));

  let after: AfterCommit = { sendReport: false };
  const answer = await getDb().transaction(async (tx) => {
    const inserted = await tx
      .insert(offlineActions)
      .values({ idempotencyKey, userId: actor.id, visitId, action, status: 0, result: "" })
      .onConflictDoNothing()
      .returning({ key: offlineActions.idempotencyKey });
    if (inserted.length === 0) {
      // Seen before (a concurrent delivery has waited here for the first to commit): its first answer.
      const [first] = await tx.select().from(offlineActions).where(eq(offlineActions.idempotencyKey, idempotencyKey));
      if (!first || first.userId !== actor.id || first.visitId !== visitId || first.action !== action) {
        return {
          status: 409,
          body: { error: { code: "conflict", message: "This idempotency key was used for another action." } },
          replayed: false,
        } satisfies ActionAnswer;
      }
      return { status: first.status, body: JSON.parse(first.result) as ActionOk | ActionRefused, replayed: true } satisfies ActionAnswer;
    }
    let result: ActionAnswer;
    try {
      // A savepoint: a refusal undoes the change but keeps the key and its answer.
      result = await tx.transaction(async (inner) => {
        const visit = await lockVisit(inner, visitId);
        if (!visit) throw new DomainError("not_found", "This visit could not be found.");
        if (visit.version !== version) {
          const current = await visitView(inner, visitId);
          return {
            status: 409,
            body: {
              error: {
                code: "conflict",
                message: "The office changed this visit after you made this change. Check the visit as it is now, then make your change again.",
              },
              visit: current,
            },
            replayed: false,
          } satisfies ActionAnswer;
        }
        after = await applyAction(inner, actor, visit, action as EngineerAction, payload, { photo, now: at });
        const view = await visitView(inner, visitId);
        return { status: 200, body: { ok: true, version: view.version, visit: view }, replayed: false } satisfies ActionAnswer;
      });
    } catch (err) {
      if (!isDomainError(err)) throw err;
      after = { sendReport: false };
      result = refused(err);
    }
    await tx
      .update(offlineActions)
      .set({ status: result.status, result: JSON.stringify(result.body) })
      .where(eq(offlineActions.idempotencyKey, idempotencyKey));
    return result;
  });
  if (after.sendReport) {
    try {
      await sendVisitReport(visitId);
    } catch (err) {
      log.error({ err, visitId }, "visit report after a signed finish failed");
    }
  }
  return answer;
}

/** A refusal's answer; a form's field messages are said in it, as the phone shows the refusal long after the form is gone. */
function refused(err: unknown): ActionAnswer {
  if (!isDomainError(err)) throw err;
  const fields = Object.values(err.fieldErrors).filter(Boolean);
  const message = fields.length > 0 ? `${err.message} ${fields.map((f) => `${f}.`).join(" ")}` : err.message;
  return { status: err.status, body: { error: { code: err.code, message } }, replayed: false };
}
