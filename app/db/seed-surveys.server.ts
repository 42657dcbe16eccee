import { and, eq } from "drizzle-orm";
import { gradeRun } from "~/features/surveys/grading";
import type { Database } from "./client.server";
import { jobs, priceBookItems, surveyObservations, surveyRecommendations, surveyRuns, surveys, visitEngineers, visits } from "./schema";

// The demo's CCTV survey: the letting agent's end-of-tenancy survey (a finished CCTV job), two runs
// between access points with coded observations, each run graded from them as the surveys module
// grades, and a recommendation priced from the price book on the run that needs work. The office can
// open it, make the quote from its recommendation and download the report; the agent sees it in
// their portal.

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

type DemoObservation = { distanceM: string; code: string; clockFrom?: number; clockTo?: number; percentage?: number; dimensionMm?: number; remark?: string };

const RUNS: Array<{
  fromPoint: string;
  toPoint: string;
  direction: "downstream" | "upstream";
  material: string;
  diameterMm: number;
  lengthSurveyedM: string;
  observations: DemoObservation[];
  recommendation?: { description: string; positionM: string; item: string };
}> = [
  {
    fromPoint: "MH1",
    toPoint: "MH2",
    direction: "downstream",
    material: "Vitrified clay",
    diameterMm: 100,
    lengthSurveyedM: "11.40",
    observations: [
      { distanceM: "0.00", code: "MH", remark: "Start at the chamber by the back door" },
      { distanceM: "3.20", code: "JN", clockFrom: 9, dimensionMm: 100, remark: "Kitchen branch joins" },
      { distanceM: "6.80", code: "RF", clockFrom: 2, clockTo: 4, percentage: 10, remark: "Fine roots at a joint" },
      { distanceM: "8.10", code: "CC", clockFrom: 11, clockTo: 1, remark: "Hairline crack around the pipe" },
      { distanceM: "11.40", code: "MH", remark: "Finish at the chamber by the gate" },
    ],
    recommendation: { description: "Patch liner over the cracked joint at 8.1 m, after cutting the roots at 6.8 m", positionM: "8.10", item: "Patch liner repair (per patch)" },
  },
  {
    fromPoint: "MH2",
    toPoint: "MH3",
    direction: "downstream",
    material: "PVC",
    diameterMm: 100,
    lengthSurveyedM: "7.60",
    observations: [
      { distanceM: "0.00", code: "MH", remark: "Start at the chamber by the gate" },
      { distanceM: "4.50", code: "DES", percentage: 5, remark: "A little silt on the invert" },
      { distanceM: "7.60", code: "MH", remark: "Finish at the boundary chamber" },
    ],
  },
];

export async function seedDemoSurveys(tx: Tx): Promise<number> {
  const [job] = await tx.select({ id: jobs.id, scheduledDate: jobs.scheduledDate }).from(jobs).where(and(eq(jobs.title, "CCTV survey before new tenancy"), eq(jobs.serviceType, "cctv_survey"))).limit(1);
  if (!job) return 0;
  const [engineer] = await tx
    .select({ userId: visitEngineers.userId })
    .from(visitEngineers)
    .innerJoin(visits, eq(visits.id, visitEngineers.visitId))
    .where(eq(visits.jobId, job.id))
    .limit(1);
  const day = (job.scheduledDate ?? new Date()).toISOString().slice(0, 10);
  const [survey] = await tx
    .insert(surveys)
    .values({
      jobId: job.id,
      surveyDate: day,
      purpose: "pre_repair",
      weather: "Dry, overcast",
      equipment: "Push-rod camera with sonde, 60 m reel",
      surveyorUserId: engineer?.userId ?? null,
      status: "complete",
      completedAt: job.scheduledDate ?? new Date(),
    })
    .returning({ id: surveys.id });
  const items = new Map((await tx.select({ id: priceBookItems.id, name: priceBookItems.name }).from(priceBookItems)).map((i) => [i.name, i.id]));
  for (const [position, run] of RUNS.entries()) {
    const grades = gradeRun(run.observations);
    const [row] = await tx
      .insert(surveyRuns)
      .values({
        surveyId: survey.id,
        position,
        fromPoint: run.fromPoint,
        toPoint: run.toPoint,
        direction: run.direction,
        material: run.material,
        shape: "Circular",
        diameterMm: run.diameterMm,
        use: "foul",
        lengthSurveyedM: run.lengthSurveyedM,
        structuralGrade: grades.structural,
        serviceGrade: grades.service,
      })
      .returning({ id: surveyRuns.id });
    await tx.insert(surveyObservations).values(
      run.observations.map((o) => ({
        runId: row.id,
        distanceM: o.distanceM,
        code: o.code,
        clockFrom: o.clockFrom ?? null,
        clockTo: o.clockTo ?? null,
        percentage: o.percentage ?? null,
        dimensionMm: o.dimensionMm ?? null,
        remark: o.remark ?? null,
      })),
    );
    const itemId = run.recommendation ? items.get(run.recommendation.item) : undefined;
    if (run.recommendation && itemId) {
      await tx.insert(surveyRecommendations).values({ runId: row.id, description: run.recommendation.description, positionM: run.recommendation.positionM, priceBookItemId: itemId, quantity: "1" });
    }
  }
  return 1;
}
