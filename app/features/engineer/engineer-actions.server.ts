import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { PAYMENT_METHODS, PHOTO_PHASES, SATISFACTION_ANSWERS, SHEET_LINE_KINDS, type VisitStatus } from "~/db/enums";
import { invoices, jobs, priceBookItems, surveyObservations, surveyRuns, surveys, visitChecklistItems, visitLines, visitPhotos, visits } from "~/db/schema";
import { addObservation, addRecommendation, addRun, createSurvey } from "~/features/surveys/surveys.server";
import { recordAudit } from "~/features/audit/audit.server";
import { visitNoticeRecipients } from "~/features/customers/sites.server";
import { storeImage } from "~/features/media/media.server";
import { amountSchema } from "~/features/payments/payments.schema";
import { insertPayment, recorderOf } from "~/features/payments/payments.server";
import { notifyVisitChanged } from "~/features/visits/visit-events.server";
import type { EngineerActor } from "~/lib/actor";
import { todayKey } from "~/lib/business-day";
import { DomainError } from "~/lib/domain-error";
import { formatPence } from "~/lib/format";
import { queueEmail } from "~/lib/mail.server";
import type { Tx } from "./engineer.server";
import type { EngineerAction } from "./engineer-types";

// What each engineer action does to a visit, in the caller's transaction with the visit row locked:
// its checks (a refusal is a DomainError, and the caller rolls the change back), the change, the
// version bump, the dispatch board's notice and the audit entry. The caller (engineer-endpoint)
// has already checked the assignment, the idempotency key and the base version.

const text = (max: number, what: string) =>
  z
    .string({ error: `${what} is missing` })
    .trim()
    .max(max, `${what} is at most ${max} characters`);
const uuid = z.uuid({ error: "Not a valid reference" });

const SCHEMAS = {
  on_my_way: z.object({}),
  arrived: z.object({}),
  pause: z.object({}),
  resume: z.object({}),
  finish: z.object({}),
  could_not_attend: z.object({ reason: text(1000, "The reason").min(1, "Say why the visit could not go ahead") }),
  save_notes: z.object({ workDone: text(10_000, "The notes") }),
  tick: z.object({ itemId: uuid, done: z.boolean() }),
  add_line: z.object({
    /** The line's id, chosen by the phone so that a line added offline can be removed offline too. */
    id: uuid.optional(),
    priceBookItemId: uuid,
    kind: z.enum(SHEET_LINE_KINDS),
    quantity: z.coerce.number({ error: "Enter a quantity" }).positive("The quantity must be more than 0").max(9999, "The quantity is at most 9,999"),
  }),
  remove_line: z.object({ lineId: uuid }),
  add_photo: z.object({ phase: z.enum(PHOTO_PHASES), caption: text(500, "The caption").optional() }),
  follow_up: z.object({ followUp: z.boolean(), reason: text(1000, "The reason").optional() }),
  sign: z.object({ signedName: text(200, "The name").min(1, "Enter the name of the person signing"), satisfaction: z.enum(SATISFACTION_ANSWERS) }),
  take_payment: z.object({ invoiceId: uuid, amount: amountSchema, method: z.enum(PAYMENT_METHODS) }),
  // A survey's rows carry ids chosen by the phone, so that a run recorded offline can be given its
  // observations offline too. The rest of each payload is the survey form's, checked by the surveys module.
  survey_start: z.looseObject({ id: uuid }),
  survey_add_run: z.looseObject({ id: uuid, surveyId: uuid }),
  survey_add_observation: z.looseObject({ id: uuid, runId: uuid }),
  survey_add_recommendation: z.looseObject({ id: uuid, runId: uuid }),
} satisfies Record<EngineerAction, z.ZodType>;

/** The status an action moves the visit to, and the statuses it may start from. */
const MOVES: Partial<Record<EngineerAction, { from: VisitStatus[]; to: VisitStatus }>> = {
  on_my_way: { from: ["scheduled", "paused"], to: "on_the_way" },
  arrived: { from: ["scheduled", "on_the_way"], to: "on_site" },
  pause: { from: ["on_site"], to: "paused" },
  resume: { from: ["paused"], to: "on_site" },
  finish: { from: ["on_site", "paused"], to: "done" },
  could_not_attend: { from: ["scheduled", "on_the_way"], to: "could_not_attend" },
};

const STATUS_WORDS: Record<VisitStatus, string> = {
  scheduled: "scheduled",
  on_the_way: "on the way",
  on_site: "on site",
  paused: "paused",
  done: "finished",
  could_not_attend: "marked as could not attend",
};

export type LockedVisit = typeof visits.$inferSelect & { customerId: string; address: string };

/** Parse an action's payload, or refuse it (400, naming the first problem). */
export function parsePayload<A extends EngineerAction>(action: A, payload: unknown): z.infer<(typeof SCHEMAS)[A]> {
  const parsed = SCHEMAS[action].safeParse(payload ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DomainError("invalid", issue?.message ?? "The request is not valid.", {
      fieldErrors: issue ? { [String(issue.path[0] ?? "payload")]: issue.message } : {},
    });
  }
  return parsed.data as z.infer<(typeof SCHEMAS)[A]>;
}

/** What applying an action leaves to do after its transaction commits. */
export type AfterCommit = { sendReport: boolean };

/**
 * Apply `action` to the locked `visit`. Returns what to do once committed (the visit report after a
 * signed finish). `photo` is the uploaded image for add_photo.
 */
export async function applyAction(
  tx: Tx,
  actor: EngineerActor,
  visit: LockedVisit,
  action: EngineerAction,
  payload: unknown,
  { photo, now = new Date() }: { photo?: Buffer | null; now?: Date } = {},
): Promise<AfterCommit> {
  const set: Partial<typeof visits.$inferInsert> = {};
  const audit: Record<string, unknown> = { visit: visit.id };
  const move = MOVES[action];
  if (move) {
    if (!move.from.includes(visit.status)) {
      throw new DomainError("conflict", `The visit is ${STATUS_WORDS[visit.status]}: it cannot be ${STATUS_WORDS[move.to]} now.`, { reason: "status" });
    }
    set.status = move.to;
    audit.status = move.to;
  } else if (action !== "take_payment" && (visit.status === "done" || visit.status === "could_not_attend")) {
    throw new DomainError("conflict", `The visit is ${STATUS_WORDS[visit.status]}: its job sheet is closed.`, { reason: "closed" });
  }
  let sendReport = false;
  switch (action) {
    case "on_my_way": {
      set.onTheWayAt = now;
      await tellCustomerOnTheWay(tx, actor, visit);
      break;
    }
    case "arrived":
      set.arrivedAt = now;
      break;
    case "pause":
    case "resume":
      break;
    case "finish":
      set.finishedAt = now;
      sendReport = visit.signatureMediaId !== null;
      break;
    case "could_not_attend": {
      const { reason } = parsePayload(action, payload);
      set.couldNotAttendReason = reason;
      audit.reason = reason;
      break;
    }
    case "save_notes": {
      const { workDone } = parsePayload(action, payload);
      set.workDone = workDone || null;
      break;
    }
    case "tick": {
      const { itemId, done } = parsePayload(action, payload);
      const changed = await tx
        .update(visitChecklistItems)
        .set({ done, doneAt: done ? now : null, doneByUserId: done ? actor.id : null })
        .where(and(eq(visitChecklistItems.id, itemId), eq(visitChecklistItems.visitId, visit.id)))
        .returning({ label: visitChecklistItems.label });
      if (changed.length === 0) throw new DomainError("not_found", "That checklist item is not on this visit.");
      audit.item = changed[0].label;
      audit.done = done;
      break;
    }
    case "add_line": {
      const { id, priceBookItemId, kind, quantity } = parsePayload(action, payload);
      const [item] = await tx
        .select()
        .from(priceBookItems)
        .where(and(eq(priceBookItems.id, priceBookItemId), eq(priceBookItems.active, true)));
      if (!item) throw new DomainError("not_found", "That price book item could not be found.");
      if (id && (await tx.select({ id: visitLines.id }).from(visitLines).where(eq(visitLines.id, id))).length > 0) {
        throw new DomainError("conflict", "A line with this id already exists.");
      }
      const [line] = await tx
        .insert(visitLines)
        .values({
          ...(id ? { id } : {}),
          visitId: visit.id,
          kind,
          priceBookItemId: item.id,
          description: item.description || item.name,
          quantity: quantity.toFixed(2),
          unitPricePence: item.unitPricePence,
          vatRateBp: item.vatRateBp,
          addedByUserId: actor.id,
        })
        .returning({ id: visitLines.id });
      Object.assign(audit, { line: line.id, item: item.name, quantity: quantity.toFixed(2), kind });
      break;
    }
    case "remove_line": {
      const { lineId } = parsePayload(action, payload);
      const removed = await tx
        .delete(visitLines)
        .where(and(eq(visitLines.id, lineId), eq(visitLines.visitId, visit.id)))
        .returning({ description: visitLines.description });
      if (removed.length === 0) throw new DomainError("not_found", "That line is not on this visit.");
      audit.item = removed[0].description;
      break;
    }
    case "add_photo": {
      const { phase, caption } = parsePayload(action, payload);
      if (!photo || photo.length === 0) throw new DomainError("invalid", "Choose a photo to add.", { fieldErrors: { photo: "Choose a photo" } });
      const stored = await storeImage({ bytes: photo, kind: "photo", userId: actor.id }, tx as unknown as Database);
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${visitPhotos.position}) + 1, 0)::int` })
        .from(visitPhotos)
        .where(eq(visitPhotos.visitId, visit.id));
      const [row] = await tx
        .insert(visitPhotos)
        .values({ visitId: visit.id, mediaId: stored.id, phase, caption: caption || null, position: next, addedByUserId: actor.id })
        .returning({ id: visitPhotos.id });
      Object.assign(audit, { photo: row.id, phase });
      break;
    }
    case "follow_up": {
      const { followUp, reason } = parsePayload(action, payload);
      if (followUp && !reason) throw new DomainError("invalid", "Say what the follow-up is for.", { fieldErrors: { reason: "Say what the follow-up is for" } });
      set.followUp = followUp;
      set.followUpReason = followUp ? reason! : null;
      Object.assign(audit, { followUp, reason: followUp ? reason : null });
      break;
    }
    case "sign": {
      const { signedName, satisfaction } = parsePayload(action, payload);
      if (!photo || photo.length === 0)
        throw new DomainError("invalid", "The customer has not signed.", { fieldErrors: { signature: "Ask the customer to sign" } });
      const stored = await storeImage({ bytes: photo, kind: "signature", userId: actor.id }, tx as unknown as Database);
      Object.assign(set, { signatureMediaId: stored.id, signedName, satisfaction, signedAt: now });
      Object.assign(audit, { signedName, satisfaction });
      break;
    }
    case "survey_start": {
      const { id, ...header } = parsePayload(action, payload);
      await createSurvey({ actor, jobId: visit.jobId, input: { surveyDate: todayKey(now), ...header, status: "draft" }, db: tx, id });
      break;
    }
    case "survey_add_run": {
      const { id, surveyId, ...run } = parsePayload(action, payload);
      await surveyOfThisJob(tx, visit, surveyId);
      await addRun({ actor, surveyId, input: run, db: tx, id });
      break;
    }
    case "survey_add_observation": {
      const { id, runId, ...observation } = parsePayload(action, payload);
      await runOfThisJob(tx, visit, runId);
      await addObservation({ actor, runId, input: { ...observation, photoMediaId: null }, db: tx, id });
      if (photo && photo.length > 0) {
        const stored = await storeImage({ bytes: photo, kind: "photo", userId: actor.id }, tx as unknown as Database);
        await tx.update(surveyObservations).set({ photoMediaId: stored.id }).where(eq(surveyObservations.id, id));
      }
      break;
    }
    case "survey_add_recommendation": {
      const { id, runId, ...recommendation } = parsePayload(action, payload);
      await runOfThisJob(tx, visit, runId);
      await addRecommendation({ actor, runId, input: recommendation, db: tx, id });
      break;
    }
    case "take_payment": {
      const { invoiceId, amount, method } = parsePayload(action, payload);
      const [invoice] = await tx.select({ id: invoices.id, jobId: invoices.jobId }).from(invoices).where(eq(invoices.id, invoiceId));
      if (!invoice || invoice.jobId !== visit.jobId) throw new DomainError("not_found", "That invoice is not this job's.");
      const { payment } = await insertPayment(tx, {
        invoiceId,
        amountPence: amount,
        paidOn: todayKey(now),
        method,
        source: "engineer",
        note: "Taken on site",
        recordedBy: recorderOf(actor),
        now,
      });
      Object.assign(audit, { payment: payment.id, amount: formatPence(amount), method });
      break;
    }
  }
  await tx
    .update(visits)
    .set({ ...set, version: sql`${visits.version} + 1` })
    .where(eq(visits.id, visit.id));
  await notifyVisitChanged(tx, visit.id);
  // A survey's changes are written in the job's history by the surveys module itself.
  if (!action.startsWith("survey_")) {
    await recordAudit(tx, { actorUserId: actor.id, action: `engineer_${action}`, entityType: "job", entityId: visit.jobId, changes: audit });
  }
  return { sendReport };
}

/** A survey of the visit's own job (an engineer on two jobs cannot reach the other's survey through this visit). */
async function surveyOfThisJob(tx: Tx, visit: LockedVisit, surveyId: string) {
  const [row] = await tx.select({ jobId: surveys.jobId }).from(surveys).where(eq(surveys.id, surveyId));
  if (!row || row.jobId !== visit.jobId) throw new DomainError("not_found", "That survey is not this job's.");
}

async function runOfThisJob(tx: Tx, visit: LockedVisit, runId: string) {
  const [row] = await tx.select({ jobId: surveys.jobId }).from(surveyRuns).innerJoin(surveys, eq(surveys.id, surveyRuns.surveyId)).where(eq(surveyRuns.id, runId));
  if (!row || row.jobId !== visit.jobId) throw new DomainError("not_found", "That run is not on this job's survey.");
}

/** "Your engineer is on the way", to whoever receives the customer's visit notices (none when there is no address). */
async function tellCustomerOnTheWay(tx: Tx, actor: EngineerActor, visit: LockedVisit) {
  const recipients = await visitNoticeRecipients(tx, visit.customerId);
  for (const to of recipients) {
    await queueEmail(tx as unknown as Database, {
      to: to.email,
      subject: "Your engineer is on the way",
      text: `Hello ${to.name},\n\nYour engineer ${actor.name} is on the way to ${visit.address} now.\n\nIf you need to reach us, reply to this e-mail or call the office.`,
      customerId: visit.customerId,
      about: `job:${visit.jobId}`,
    });
  }
}

/** Lock the visit row (with its job's customer and site address) for an action. */
export async function lockVisit(tx: Tx, visitId: string): Promise<LockedVisit | null> {
  const [row] = await tx
    .select({ visit: visits, customerId: jobs.customerId, address: jobs.locationAddress })
    .from(visits)
    .innerJoin(jobs, eq(jobs.id, visits.jobId))
    .where(eq(visits.id, visitId))
    .for("update", { of: visits });
  return row ? { ...row.visit, customerId: row.customerId, address: row.address } : null;
}
