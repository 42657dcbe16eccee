import { getDb } from "~/db/client.server";
import { userRoles, visitChecklistItems, visitEngineers, visitLines, visitPhotos, visits } from "~/db/schema";
import { storeImage } from "~/features/media/media.server";
import type { EngineerActor } from "~/lib/actor";
import { photoJpeg, signaturePng } from "./images";
import { makeUser } from "./factories";

// Visits with job sheets, photos and signatures for the media, report and calendar tests. The visits
// module owns these rows' changes; the tests write them directly as the engineer's app would leave them.

/** An account with the engineer role, as its actor. */
export async function makeEngineer(name = "Sam Field"): Promise<EngineerActor> {
  const row = await makeUser({ name });
  await getDb().insert(userRoles).values({ userId: row.id, role: "engineer" });
  return { kind: "engineer", id: row.id, email: row.email, name: row.name };
}

type PhotoSpec = { phase?: "before" | "after" | "other"; caption?: string | null; shareable?: boolean; bytes?: Buffer };

/** A visit on `jobId` with its engineers, photos (stored through storeImage), signature and sheet; finished ("done") unless told. */
export async function makeVisitWithMedia({
  jobId,
  engineerIds = [],
  status = "done",
  day = "2026-11-02",
  startMinute = 540,
  photos = [],
  signature = true,
  workDone = "Jetted the main run and cleared the interceptor trap.",
  lines = [],
  checklist = [],
  signedName = "Pat Customer",
}: {
  jobId: string;
  engineerIds?: string[];
  status?: "scheduled" | "done" | "on_site";
  day?: string;
  startMinute?: number;
  photos?: PhotoSpec[];
  signature?: boolean;
  workDone?: string | null;
  lines?: { kind?: "material" | "labour"; description: string; quantity: string }[];
  checklist?: { label: string; done: boolean }[];
  signedName?: string | null;
}) {
  const db = getDb();
  const signatureId = signature ? (await storeImage({ bytes: await signaturePng(), kind: "signature", userId: engineerIds[0] ?? null })).id : null;
  const finished = status === "done";
  const at = (minute: number) => new Date(`${day}T${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}:00Z`);
  const [visit] = await db
    .insert(visits)
    .values({
      jobId,
      day,
      startMinute,
      durationMinutes: 90,
      status,
      workDone: finished ? workDone : null,
      signedName: finished ? signedName : null,
      signatureMediaId: signatureId,
      satisfaction: finished ? "very_satisfied" : null,
      signedAt: finished ? at(startMinute + 95) : null,
      onTheWayAt: finished ? at(startMinute - 20) : null,
      arrivedAt: finished ? at(startMinute) : null,
      finishedAt: finished ? at(startMinute + 90) : null,
    })
    .returning({ id: visits.id });
  if (engineerIds.length) await db.insert(visitEngineers).values(engineerIds.map((userId) => ({ visitId: visit.id, userId })));
  const photoRows: { id: string; mediaId: string }[] = [];
  for (const [i, spec] of photos.entries()) {
    const stored = await storeImage({ bytes: spec.bytes ?? (await photoJpeg(800, 600, { variant: i })), kind: "photo", userId: engineerIds[0] ?? null });
    const [row] = await db
      .insert(visitPhotos)
      .values({ visitId: visit.id, mediaId: stored.id, phase: spec.phase ?? "other", caption: spec.caption ?? null, shareable: spec.shareable ?? false, position: i })
      .returning({ id: visitPhotos.id, mediaId: visitPhotos.mediaId });
    photoRows.push(row);
  }
  if (lines.length) {
    await db.insert(visitLines).values(lines.map((l) => ({ visitId: visit.id, kind: l.kind ?? "material", description: l.description, quantity: l.quantity, unitPricePence: 1000 })));
  }
  if (checklist.length) await db.insert(visitChecklistItems).values(checklist.map((c, position) => ({ visitId: visit.id, position, label: c.label, done: c.done })));
  return { visitId: visit.id, signatureId, photos: photoRows };
}
