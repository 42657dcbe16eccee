import { and, asc, eq, exists, inArray, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { jobs, media, visitEngineers, visitPhotos, visits } from "~/db/schema";
import { contactJobScope } from "~/features/customers/contact-scope.server";
import type { Actor, CustomerActor } from "~/lib/actor";
import { isUuid } from "~/lib/ids";
import { readMediaBytes } from "./media.server";

// Who may see a stored image (docs/decisions/0091). The media module owns the rule; routes and other
// modules ask here, with the actor.
//
// - Office staff: every image.
// - An engineer: the photos and signature of the visits they are assigned to.
// - A customer (or a contact, within their sites): the photos marked shareable on their own jobs'
//   visits, and what their job reports show — a finished visit's before and after photos and its
//   signature (REPORT_PHOTO below, the same rule the report is drawn with).
// - Anyone else: nothing. Whatever is refused is "not found", never "forbidden".

/** A finished visit's photos that its report shows: the shareable ones, and every before and after photo. */
export function reportPhotoCondition(): SQL {
  return or(eq(visitPhotos.shareable, true), inArray(visitPhotos.phase, ["before", "after"]))!;
}

/** The jobs a customer actor reaches: their own, and a contact's only at their sites. */
function customerJobs(actor: CustomerActor): SQL {
  return and(eq(jobs.customerId, actor.customerId), contactJobScope(actor, jobs.siteId))!;
}

/** The photos of a customer's jobs that they see: the shared ones, and those a finished visit's report shows. */
function customerPhotoCondition(actor: CustomerActor): SQL {
  return and(customerJobs(actor), or(eq(visitPhotos.shareable, true), and(eq(visits.status, "done"), reportPhotoCondition())))!;
}

/** The condition under which the actor may see the image `mediaId`, or null when they see none. */
function visibleTo(actor: Actor, mediaId: string): SQL | null {
  const db = getDb();
  if (actor.kind === "staff") return sql`true`;
  if (actor.kind === "engineer") {
    const assigned = (visitId: SQL | typeof visitPhotos.visitId) =>
      exists(db.select({ one: sql`1` }).from(visitEngineers).where(and(eq(visitEngineers.visitId, visitId), eq(visitEngineers.userId, actor.id))));
    return or(
      exists(db.select({ one: sql`1` }).from(visitPhotos).where(and(eq(visitPhotos.mediaId, mediaId), assigned(visitPhotos.visitId)))),
      exists(db.select({ one: sql`1` }).from(visits).where(and(eq(visits.signatureMediaId, mediaId), assigned(sql`${visits.id}`)))),
    )!;
  }
  if (actor.kind === "customer") {
    const photo = db
      .select({ one: sql`1` })
      .from(visitPhotos)
      .innerJoin(visits, eq(visits.id, visitPhotos.visitId))
      .innerJoin(jobs, eq(jobs.id, visits.jobId))
      .where(and(eq(visitPhotos.mediaId, mediaId), customerPhotoCondition(actor)));
    const signature = db
      .select({ one: sql`1` })
      .from(visits)
      .innerJoin(jobs, eq(jobs.id, visits.jobId))
      .where(and(eq(visits.signatureMediaId, mediaId), eq(visits.status, "done"), customerJobs(actor)));
    return or(exists(photo), exists(signature))!;
  }
  return null;
}

/** Whether the actor may see the stored image `mediaId` (false for an unknown id). */
export async function mayViewMedia(actor: Actor, mediaId: string): Promise<boolean> {
  if (!isUuid(mediaId)) return false;
  const condition = visibleTo(actor, mediaId);
  if (!condition) return false;
  const [row] = await getDb()
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, mediaId), condition))
    .limit(1);
  return Boolean(row);
}

/** A stored image (or its thumbnail) for the actor, with its content type and checksum; null when they may not see it or it does not exist. */
export async function mediaForActor({ actor, mediaId, variant = "full" }: { actor: Actor; mediaId: string; variant?: "full" | "thumb" }) {
  if (!(await mayViewMedia(actor, mediaId))) return null;
  return readMediaBytes(mediaId, variant);
}

export type CustomerPhoto = { jobId: string; mediaId: string; day: string; phase: "before" | "after" | "other"; caption: string | null };

/**
 * The photos a customer sees on the given jobs (their portal's job list), visit by visit: only a
 * customer's own, by the same rule as the images themselves; nothing for anyone else.
 */
export async function customerPhotos({ actor, jobIds }: { actor: Actor; jobIds: string[] }): Promise<CustomerPhoto[]> {
  const ids = jobIds.filter(isUuid);
  if (actor.kind !== "customer" || ids.length === 0) return [];
  return getDb()
    .select({ jobId: jobs.id, mediaId: visitPhotos.mediaId, day: visits.day, phase: visitPhotos.phase, caption: visitPhotos.caption })
    .from(visitPhotos)
    .innerJoin(visits, eq(visits.id, visitPhotos.visitId))
    .innerJoin(jobs, eq(jobs.id, visits.jobId))
    .where(and(inArray(jobs.id, ids), customerPhotoCondition(actor)))
    .orderBy(asc(visits.day), asc(visits.startMinute), asc(visitPhotos.position), asc(visitPhotos.createdAt));
}
