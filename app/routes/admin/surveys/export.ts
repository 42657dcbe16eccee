import type { Route } from "./+types/export";
import { requireStaff } from "~/features/auth/guard.server";
import { surveyCsv, surveyJson } from "~/features/surveys/survey-report.server";
import { getSurvey } from "~/features/surveys/surveys.server";
import { csvResponse } from "~/lib/csv.server";

/** A survey as CSV (a row per observation) or JSON (the whole survey), by the address's ending. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  const survey = await getSurvey({ actor, id: params.id });
  if (!survey) throw new Response("Not Found", { status: 404 });
  const filename = `drain-survey-${survey.surveyDate}`;
  if (new URL(request.url).pathname.endsWith(".csv")) return csvResponse(`${filename}.csv`, surveyCsv(survey));
  return new Response(JSON.stringify(surveyJson(survey), null, 2), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Content-Disposition": `attachment; filename="${filename}.json"`, "Cache-Control": "no-store" },
  });
}
