import { data } from "react-router";
import type { Actor } from "~/lib/actor";
import { isDomainError } from "~/lib/domain-error";
import { log } from "~/lib/log.server";
import { redirectWithToast } from "~/lib/toast.server";
import {
  addObservation,
  addRecommendation,
  addRun,
  createQuoteFromRecommendations,
  deleteSurvey,
  removeObservation,
  removeRecommendation,
  removeRun,
  updateObservation,
  updateRecommendation,
  updateRun,
  updateSurvey,
} from "./surveys.server";

// The survey page's form posts (docs/decisions/0094): one `intent` each, the record it is about in
// `target` (a run, an observation, a recommendation). A refusal comes back as the intent, the target,
// the message and the field messages, so the page shows them on the form that was sent; a success
// reloads the page with a toast.

export type SurveyActionReply = { intent: string; target: string; message: string; fieldErrors: Record<string, string> };

export const SURVEY_INTENTS = [
  "save-header",
  "add-run",
  "edit-run",
  "remove-run",
  "add-observation",
  "edit-observation",
  "remove-observation",
  "add-recommendation",
  "edit-recommendation",
  "remove-recommendation",
  "create-quote",
  "delete",
] as const;

type Intent = (typeof SURVEY_INTENTS)[number];

const isIntent = (v: unknown): v is Intent => typeof v === "string" && (SURVEY_INTENTS as readonly string[]).includes(v);

export async function runSurveyIntent({ actor, id, formData, pagePath }: { actor: Actor; id: string; formData: FormData; pagePath: string }) {
  const intent = formData.get("intent");
  if (!isIntent(intent)) throw new Response("Bad Request", { status: 400 });
  const target = String(formData.get("target") ?? "");
  const input = Object.fromEntries([...formData.entries()].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  try {
    switch (intent) {
      case "save-header":
        await updateSurvey({ actor, id, input });
        return redirectWithToast(pagePath, { type: "success", title: "Survey saved" });
      case "add-run":
        await addRun({ actor, surveyId: id, input });
        return redirectWithToast(pagePath, { type: "success", title: "Run added" });
      case "edit-run":
        await updateRun({ actor, runId: target, input });
        return redirectWithToast(pagePath, { type: "success", title: "Run saved" });
      case "remove-run":
        await removeRun({ actor, runId: target, input });
        return redirectWithToast(pagePath, { type: "success", title: "Run removed" });
      case "add-observation":
        await addObservation({ actor, runId: target, input });
        return redirectWithToast(pagePath, { type: "success", title: "Observation recorded" });
      case "edit-observation":
        await updateObservation({ actor, observationId: target, input });
        return redirectWithToast(pagePath, { type: "success", title: "Observation saved" });
      case "remove-observation":
        await removeObservation({ actor, observationId: target, input });
        return redirectWithToast(pagePath, { type: "success", title: "Observation removed" });
      case "add-recommendation":
        await addRecommendation({ actor, runId: target, input });
        return redirectWithToast(pagePath, { type: "success", title: "Recommendation added" });
      case "edit-recommendation":
        await updateRecommendation({ actor, recommendationId: target, input });
        return redirectWithToast(pagePath, { type: "success", title: "Recommendation saved" });
      case "remove-recommendation":
        await removeRecommendation({ actor, recommendationId: target, input });
        return redirectWithToast(pagePath, { type: "success", title: "Recommendation removed" });
      case "create-quote": {
        const { quoteId } = await createQuoteFromRecommendations({ actor, id });
        return redirectWithToast(`/admin/quotes/${quoteId}`, { type: "success", title: "Draft quote made from the recommendations" });
      }
      case "delete": {
        const { jobId } = await deleteSurvey({ actor, id, input });
        return redirectWithToast(`/admin/jobs/${jobId}`, { type: "success", title: "Survey deleted" });
      }
    }
  } catch (err) {
    if (!isDomainError(err)) {
      log.error({ err, intent }, "survey change failed");
      throw err;
    }
    if (err.code === "not_found" && intent !== "edit-run" && !target) throw new Response("Not Found", { status: 404 });
    const reply: SurveyActionReply = { intent, target, message: err.message, fieldErrors: err.fieldErrors as Record<string, string> };
    return data(reply, { status: err.status });
  }
}
