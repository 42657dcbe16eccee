// `npm run bench:media` (and the end of `npm run bench`): stored images and job reports
// (docs/decisions/0091, 0092). On the configured database (DATABASE_URL, or the embedded one in
// DATA_DIR):
//
// - a 12-megapixel camera JPEG (4,000 × 3,000, drawn with sharp, with strong sensor-like grain and EXIF: a hard case for the encoder) stored
//   by storeImage — checked, re-encoded to 1,600 px with its thumbnail, inserted — 5 times after a
//   warm-up; goal: ≤ 1.5 s of server time and ≤ 500 KB stored. Inside a transaction rolled back, so
//   the database keeps nothing.
// - a job report with 20 such photos (already stored: 1,600 px JPEGs) drawn as a PDF, 3 times; goal:
//   ≤ 3 s and ≤ 5 MB.
//
// BENCH_STRICT=1 exits 1 on a missed goal.
import { performance } from "node:perf_hooks";
import { photoJpeg, signaturePng } from "../app/features/media/demo-images.server";
import { encodeImage, storeImage } from "../app/features/media/media.server";
import { renderVisitReportPdf, type VisitReport } from "../app/features/visits/visit-report-pdf.server";
import { withDatabase } from "../scripts/with-database";

const STORE_GOAL_MS = 1500;
const STORE_GOAL_BYTES = 500 * 1024;
const REPORT_GOAL_MS = 3000;
const REPORT_GOAL_BYTES = 5 * 1024 * 1024;
const RUNS = 5;

class Rollback extends Error {}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1] };
}

async function main() {
  const camera = await photoJpeg(4000, 3000, { grain: 35, exif: true, quality: 92 });
  console.log(`Camera photo: 4000 \u00d7 3000 JPEG, ${(camera.length / 1024).toFixed(0)} KB`);

  const storeTimes: number[] = [];
  let storedBytes = 0;
  await withDatabase(async () => {
    const { getDb, closeDatabase } = await import("../app/db/client.server");
    const { runMigrations } = await import("../app/db/migrate.server");
    try {
      // A new data directory has no tables yet; on a migrated database this does nothing.
      await runMigrations(getDb());
      await getDb()
        .transaction(async (tx) => {
          await storeImage({ bytes: camera, kind: "photo", userId: null }, tx, null); // warm-up
          for (let i = 0; i < RUNS; i++) {
            const started = performance.now();
            const stored = await storeImage({ bytes: camera, kind: "photo", userId: null }, tx, null);
            storeTimes.push(performance.now() - started);
            storedBytes = Math.max(storedBytes, stored.sizeBytes);
          }
          throw new Rollback();
        })
        .catch((err: unknown) => {
          if (!(err instanceof Rollback)) throw err;
        });
    } finally {
      await closeDatabase();
    }
  });
  const store = stats(storeTimes);
  const storeOk = store.max <= STORE_GOAL_MS && storedBytes <= STORE_GOAL_BYTES;
  console.log(
    `Store a 12-megapixel photo: p50 ${store.p50.toFixed(0)} ms, max ${store.max.toFixed(0)} ms, stored ${(storedBytes / 1024).toFixed(0)} KB ` +
      `(goal \u2264 ${STORE_GOAL_MS} ms and \u2264 ${STORE_GOAL_BYTES / 1024} KB: ${storeOk ? "met" : "MISSED"})`,
  );

  const encoded = await encodeImage(camera, "photo");
  const signature = (await encodeImage(await signaturePng(), "signature")).data;
  const report: VisitReport = {
    visitId: "bench",
    job: { title: "Blocked drain at the rear of the property", service: "Drain Unblocking" },
    customer: { name: "Bench Customer", address: "1 Long Road, Newbury", postcode: "RG14 1AA" },
    site: { label: "Rear garden", address: "1 Long Road, Newbury", postcode: "RG14 1AA" },
    day: "2026-11-24",
    onTheWayAt: new Date("2026-11-24T08:40:00Z"),
    arrivedAt: new Date("2026-11-24T09:00:00Z"),
    finishedAt: new Date("2026-11-24T11:15:00Z"),
    engineers: ["Sam Hughes", "Leah Carter"],
    workDone: "Rodded and jetted the run from the kitchen gully to the inspection chamber; CCTV survey before and after. ".repeat(6),
    checklist: ["Pre-clean CCTV", "Jet the line", "Post-clean CCTV", "Site left clean"].map((label) => ({ label, done: true })),
    lines: Array.from({ length: 8 }, (_, i) => ({ kind: i % 2 ? ("labour" as const) : ("material" as const), description: `Item ${i + 1}`, quantity: "1.50" })),
    photos: Array.from({ length: 20 }, (_, i) => ({ bytes: encoded.data, phase: i < 10 ? "before" : "after", caption: `Photo ${i + 1} of the run` })),
    followUp: true,
    followUpReason: "Root ingress at the second joint: a liner is recommended.",
    signedName: "Bench Customer",
    signedAt: new Date("2026-11-24T11:20:00Z"),
    satisfaction: "very_satisfied",
    signature,
  };
  await renderVisitReportPdf(report); // warm-up
  const reportTimes: number[] = [];
  let reportBytes = 0;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const pdf = await renderVisitReportPdf(report);
    reportTimes.push(performance.now() - started);
    reportBytes = Math.max(reportBytes, pdf.length);
  }
  const drawn = stats(reportTimes);
  const reportOk = drawn.max <= REPORT_GOAL_MS && reportBytes <= REPORT_GOAL_BYTES;
  console.log(
    `Job report with 20 photos: p50 ${drawn.p50.toFixed(0)} ms, max ${drawn.max.toFixed(0)} ms, ${(reportBytes / 1024 / 1024).toFixed(2)} MB ` +
      `(goal \u2264 ${REPORT_GOAL_MS} ms and \u2264 5 MB: ${reportOk ? "met" : "MISSED"})`,
  );
  if (process.env.BENCH_STRICT === "1" && !(storeOk && reportOk)) process.exit(1);
  process.exit(0);
}

await main();
