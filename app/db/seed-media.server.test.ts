import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { readMediaBytes } from "~/features/media/media.server";
import { visitReportPdf } from "~/features/visits/visit-report.server";
import { systemActor } from "~/lib/actor";
import { getDb } from "./client.server";
import { seedDemoData } from "./seed.server";
import { visitPhotos, visits } from "./schema";

beforeAll(async () => {
  await seedDemoData(getDb(), { now: new Date("2026-11-20T10:00:00Z") });
});

describe("the demo's photos and signatures", () => {
  it("gives every finished visit two drawn photos (one shared) and a signature, with a report", async () => {
    const done = await getDb().select().from(visits).where(eq(visits.status, "done"));
    expect(done.length).toBeGreaterThan(0);
    for (const visit of done) {
      expect(visit.signatureMediaId, visit.id).not.toBeNull();
      expect(visit.signedName).toBeTruthy();
      const photos = await getDb().select().from(visitPhotos).where(eq(visitPhotos.visitId, visit.id));
      expect(photos).toHaveLength(2);
      expect(photos.filter((p) => p.shareable)).toHaveLength(1);
    }
    const [first] = done;
    const [photo] = await getDb().select().from(visitPhotos).where(eq(visitPhotos.visitId, first.id));
    const image = await readMediaBytes(photo.mediaId);
    const meta = await sharp(image!.bytes).metadata();
    expect(meta.width).toBe(1024);
    // Some content, not a blank: its channels vary.
    const stats = await sharp(image!.bytes).stats();
    expect(stats.channels[0].stdev).toBeGreaterThan(10);
    const pdf = await visitReportPdf({ actor: systemActor("test"), visitId: first.id });
    expect(pdf!.content.length).toBeGreaterThan(10_000);
  });
});
