// The CCTV drain survey report's goals (docs/decisions/0094): with 20 photos from a camera, drawn in
// at most 3 s and at most 5 MB. Run: npx tsx bench/survey-report.ts (BENCH_STRICT=1 exits 1 on a
// missed goal). No database: the report is drawn from a survey as the surveys module reads it.
import { performance } from "node:perf_hooks";
import { photoJpeg } from "../app/features/media/demo-images.server";
import { encodeImage } from "../app/features/media/media.server";
import { gradeRun, observationGrade, plainSummary } from "../app/features/surveys/grading";
import { mscc5Code } from "../app/features/surveys/mscc5-codes";
import { renderSurveyReportPdf } from "../app/features/surveys/survey-report-pdf.server";
import type { SurveyDetail, SurveyRun } from "../app/features/surveys/surveys.server";

const GOAL_MS = 3000;
const GOAL_BYTES = 5 * 1024 * 1024;

function run(position: number, codes: { code: string; at: number; percentage?: number; photo?: string }[]): SurveyRun {
  const grades = gradeRun(codes);
  return {
    id: `run-${position}`,
    position,
    fromPoint: `MH${position}`,
    toPoint: `MH${position + 1}`,
    direction: "downstream",
    material: "Vitrified clay",
    shape: "Circular",
    diameterMm: 100,
    use: "foul",
    lengthSurveyedM: 18,
    abandonedReason: null,
    structuralGrade: grades.structural,
    serviceGrade: grades.service,
    serviceability: grades.serviceability,
    observations: codes.map((c, i) => ({
      id: `o-${position}-${i}`,
      runId: `run-${position}`,
      distanceM: c.at,
      code: c.code,
      name: mscc5Code(c.code)!.name,
      meaning: mscc5Code(c.code)!.meaning,
      group: mscc5Code(c.code)!.group,
      grade: observationGrade(c),
      clockFrom: null,
      clockTo: null,
      percentage: c.percentage ?? null,
      dimensionMm: null,
      continuousEndM: null,
      remark: `Observation ${i + 1}`,
      photoMediaId: c.photo ?? null,
    })),
    recommendations: [{ id: `r-${position}`, runId: `run-${position}`, description: "Patch liner", positionM: 4, priceBookItemId: "item", itemName: "Patch liner", quantity: "1.00", unitPricePence: 34500, vatRateBp: 2000, netPence: 34500 }],
  };
}

async function main() {
  // Twenty photos as the product stores them (a camera's 4000 × 3000 JPEG, re-encoded to ≤ 1600 px).
  const photos = new Map<string, Buffer>();
  for (let i = 0; i < 20; i++) {
    const camera = await photoJpeg(4000, 3000, { grain: 35, quality: 92, variant: i });
    photos.set(`p${i}`, (await encodeImage(camera, "photo")).data);
  }
  const codes = ["RF", "FC", "JDM", "DES", "CL", "OJM", "GP", "JN", "RM", "B"];
  const runs = [0, 1].map((r) => run(r + 1, Array.from({ length: 10 }, (_, i) => ({ code: codes[i], at: 1 + i * 1.6, percentage: 15, photo: `p${r * 10 + i}` }))));
  const survey: SurveyDetail = {
    id: "bench",
    jobId: "job",
    jobTitle: "Pre-purchase CCTV survey",
    customerId: "c",
    customerName: "Bench Customer",
    siteId: "s",
    siteLine: "12 Kennet Walk, Newbury RG14 5AB",
    surveyDate: "2026-11-24",
    purpose: "pre_purchase",
    weather: "Dry",
    equipment: "Crawler camera",
    surveyorUserId: null,
    surveyorName: "Sam Hughes",
    status: "complete",
    videoUrl: null,
    quoteId: null,
    quoteNumber: null,
    quoteStatus: null,
    completedAt: new Date(),
    version: 1,
    createdAt: new Date(),
    runs,
    summary: plainSummary(runs.flatMap((r) => r.observations)),
  };
  await renderSurveyReportPdf({ survey, photos }); // warm-up
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const pdf = await renderSurveyReportPdf({ survey, photos });
    times.push(performance.now() - started);
    bytes = Math.max(bytes, pdf.length);
  }
  const max = Math.max(...times);
  const ok = max <= GOAL_MS && bytes <= GOAL_BYTES;
  console.log(`Survey report with 20 photos: max ${max.toFixed(0)} ms, ${(bytes / 1024 / 1024).toFixed(2)} MB (goal \u2264 ${GOAL_MS} ms and \u2264 5 MB: ${ok ? "met" : "MISSED"})`);
  if (process.env.BENCH_STRICT === "1" && !ok) process.exit(1);
  process.exit(0);
}

await main();
