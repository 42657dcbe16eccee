import { and, asc, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { visitPhotos, visits } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { notifyVisitChanged } from "~/features/visits/visit-events.server";
import type { Actor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";

// The office's view of a job's visit photos, and whether the customer sees each one
// (docs/decisions/0091). Engineers add photos from the job sheet; the media module decides who sees them.

export type JobPhoto = {
  id: string;
  mediaId: string;
  visitId: string;
  day: string;
  phase: "before" | "after" | "other";
  caption: string | null;
  shareable: boolean;
};

function requireOffice(actor: Actor) {
  if (actor.kind !== "staff") throw new DomainError("not_found", "No such job.");
  return actor;
}

/** Every photo of the job's visits, visit by visit (oldest first), for the office. */
export async function listJobPhotos({ actor, jobId }: { actor: Actor; jobId: string }): Promise<JobPhoto[]> {
  requireOffice(actor);
  if (!isUuid(jobId)) return [];
  return getDb()
    .select({
      id: visitPhotos.id,
      mediaId: visitPhotos.mediaId,
      visitId: visitPhotos.visitId,
      day: visits.day,
      phase: visitPhotos.phase,
      caption: visitPhotos.caption,
      shareable: visitPhotos.shareable,
    })
    .from(visitPhotos)
    .innerJoin(visits, eq(visits.id, visitPhotos.visitId))
    .where(eq(visits.jobId, jobId))
    .orderBy(asc(visits.day), asc(visits.startMinute), asc(visitPhotos.position), asc(visitPhotos.createdAt));
}

/** Office staff share a photo of the job's visits with the customer (their portal), or stop sharing it; recorded in the job's history. */
export async function setPhotoShareable({ actor, jobId, photoId, shareable }: { actor: Actor; jobId: string; photoId: unknown; shareable: boolean }) {
  const staff = requireOffice(actor);
  if (!isUuid(jobId) || !isUuid(photoId)) throw new DomainError("invalid", "Choose a photo of this job.");
  return getDb().transaction(async (tx) => {
    const [photo] = await tx
      .select({ id: visitPhotos.id, visitId: visitPhotos.visitId, caption: visitPhotos.caption, shareable: visitPhotos.shareable })
      .from(visitPhotos)
      .innerJoin(visits, eq(visits.id, visitPhotos.visitId))
      .where(and(eq(visitPhotos.id, photoId), eq(visits.jobId, jobId)))
      .for("update", { of: visitPhotos });
    if (!photo) throw new DomainError("not_found", "That photo is not on this job.");
    if (photo.shareable === shareable) return { ...photo, changed: false };
    await tx.update(visitPhotos).set({ shareable }).where(eq(visitPhotos.id, photo.id));
    await recordAudit(tx, {
      actorUserId: staff.id,
      action: shareable ? "share_photo" : "unshare_photo",
      entityType: "job",
      entityId: jobId,
      changes: { photoId: photo.id, visitId: photo.visitId, caption: photo.caption },
    });
    // The visit's screens (the dispatch board, the engineer's sheet) show what the customer sees.
    await notifyVisitChanged(tx, photo.visitId);
    return { ...photo, shareable, changed: true };
  });
}
