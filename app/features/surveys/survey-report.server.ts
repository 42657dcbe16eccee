import { toCsv } from "~/lib/csv.server";
import { readMediaBytes } from "~/features/media/media.server";
import type { Actor } from "~/lib/actor";
import { renderSurveyReportPdf } from "./survey-report-pdf.server";
import { getSurvey, type SurveyDetail } from "./surveys.server";

// A survey's report and exports for whoever may see the survey (docs/decisions/0094): the office,
// the job's engineers, and the customer once the survey is complete. Anybody else gets null (404).

/** The report PDF, or null. */
export async function surveyReportPdf({ actor, id }: { actor: Actor; id: string }): Promise<{ filename: string; content: Buffer } | null> {
  const survey = await getSurvey({ actor, id });
  if (!survey) return null;
  return { filename: `drain-survey-${survey.surveyDate}.pdf`, content: await renderSurvey(survey) };
}

export async function renderSurvey(survey: SurveyDetail): Promise<Buffer> {
  const ids = [...new Set(survey.runs.flatMap((r) => r.observations.flatMap((o) => (o.photoMediaId ? [o.photoMediaId] : []))))];
  const photos = new Map<string, Buffer>();
  for (const id of ids) {
    const image = await readMediaBytes(id, "full");
    if (image) photos.set(id, image.bytes);
  }
  return renderSurveyReportPdf({ survey, photos });
}

const CSV_COLUMNS = ["run", "from", "to", "direction", "use", "material", "shape", "diameter_mm", "length_surveyed_m", "structural_grade", "service_grade", "serviceability", "distance_m", "code", "meaning", "grade", "clock_from", "clock_to", "percentage", "dimension_mm", "continuous_end_m", "remark"] as const;

/** One row per observation (a run without any gives one row with its details), as CSV. */
export function surveyCsv(survey: SurveyDetail): string {
  const rows: unknown[][] = [];
  for (const run of survey.runs) {
    const runCells = [run.position, run.fromPoint, run.toPoint, run.direction, run.use, run.material, run.shape, run.diameterMm, run.lengthSurveyedM, run.structuralGrade, run.serviceGrade, run.serviceability];
    if (run.observations.length === 0) rows.push([...runCells, ...Array(CSV_COLUMNS.length - runCells.length).fill(null)]);
    for (const o of run.observations) {
      rows.push([...runCells, o.distanceM, o.code, o.meaning, o.grade, o.clockFrom, o.clockTo, o.percentage, o.dimensionMm, o.continuousEndM, o.remark]);
    }
  }
  return toCsv([...CSV_COLUMNS], rows);
}

/** The survey as JSON: the header, runs, observations (with meanings and grades) and recommendations. */
export function surveyJson(survey: SurveyDetail) {
  return {
    id: survey.id,
    job: { id: survey.jobId, title: survey.jobTitle },
    customer: survey.customerName,
    site: survey.siteLine,
    surveyDate: survey.surveyDate,
    purpose: survey.purpose,
    weather: survey.weather,
    equipment: survey.equipment,
    surveyor: survey.surveyorName,
    status: survey.status,
    videoUrl: survey.videoUrl,
    summary: survey.summary,
    codeStandard: "MSCC5 (domestic subset)",
    runs: survey.runs.map((run) => ({
      position: run.position,
      from: run.fromPoint,
      to: run.toPoint,
      direction: run.direction,
      use: run.use,
      material: run.material,
      shape: run.shape,
      diameterMm: run.diameterMm,
      lengthSurveyedM: run.lengthSurveyedM,
      abandonedReason: run.abandonedReason,
      grades: { structural: run.structuralGrade, service: run.serviceGrade, serviceability: run.serviceability },
      observations: run.observations.map((o) => ({
        distanceM: o.distanceM,
        code: o.code,
        meaning: o.meaning,
        grade: o.grade,
        clockFrom: o.clockFrom,
        clockTo: o.clockTo,
        percentage: o.percentage,
        dimensionMm: o.dimensionMm,
        continuousEndM: o.continuousEndM,
        remark: o.remark,
        photo: o.photoMediaId ? `/surveys/${survey.id}/photos/${o.photoMediaId}` : null,
      })),
      recommendations: run.recommendations.map((r) => ({ description: r.description, positionM: r.positionM, item: r.itemName, quantity: r.quantity, unitPricePence: r.unitPricePence, vatRateBp: r.vatRateBp, netPence: r.netPence })),
    })),
  };
}
