import { and, eq, isNull, sql } from "drizzle-orm";
import { photoJpeg, signaturePng } from "~/features/media/demo-images.server";
import { storeImage } from "~/features/media/media.server";
import type { Database } from "./client.server";
import { customers, jobs, visitEngineers, visitPhotos, visits } from "./schema";

// The demo's photos and signatures: each finished demo visit gets a "before" photo (office only) and
// an "after" photo shared with the customer, drawn with sharp (no files), and the customer's drawn
// signature with their name and answer, so its job report has something to show.

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function seedDemoMedia(tx: Tx): Promise<number> {
  const done = await tx
    .select({ id: visits.id, customerName: customers.name, engineerId: sql<string | null>`(select ${visitEngineers.userId} from ${visitEngineers} where ${visitEngineers.visitId} = ${visits.id} limit 1)` })
    .from(visits)
    .innerJoin(jobs, eq(jobs.id, visits.jobId))
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .where(and(eq(visits.status, "done"), isNull(visits.signatureMediaId)))
    .orderBy(visits.day, visits.id);
  for (const [i, visit] of done.entries()) {
    const userId = visit.engineerId;
    const before = await storeImage({ bytes: await photoJpeg(1024, 768, { variant: i }), kind: "photo", userId }, tx);
    const after = await storeImage({ bytes: await photoJpeg(1024, 768, { variant: i + 1 }), kind: "photo", userId }, tx);
    const signature = await storeImage({ bytes: await signaturePng(), kind: "signature", userId }, tx);
    await tx.insert(visitPhotos).values([
      { visitId: visit.id, mediaId: before.id, phase: "before", caption: "Before: the blockage found on arrival", shareable: false, position: 0, addedByUserId: userId },
      { visitId: visit.id, mediaId: after.id, phase: "after", caption: "After: the run flowing freely", shareable: true, position: 1, addedByUserId: userId },
    ]);
    await tx
      .update(visits)
      .set({
        workDone: sql`coalesce(${visits.workDone}, 'Cleared the blockage with the jetter, checked the run with the CCTV camera and left the site clean.')`,
        signedName: visit.customerName,
        signatureMediaId: signature.id,
        satisfaction: "very_satisfied",
        signedAt: sql`(${visits.day}::timestamp + make_interval(mins => ${visits.startMinute} + ${visits.durationMinutes})) at time zone 'Europe/London'`,
        arrivedAt: sql`(${visits.day}::timestamp + make_interval(mins => ${visits.startMinute})) at time zone 'Europe/London'`,
        finishedAt: sql`(${visits.day}::timestamp + make_interval(mins => ${visits.startMinute} + ${visits.durationMinutes})) at time zone 'Europe/London'`,
        version: sql`${visits.version} + 1`,
      })
      .where(eq(visits.id, visit.id));
  }
  return done.length;
}
