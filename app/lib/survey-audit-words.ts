// The history's sentences for changes to a CCTV drain survey (audit actions on the survey's job).
// Browser-safe.
import { formatDateMedium } from "~/lib/business-day";

const str = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

function on(changes: Record<string, unknown>) {
  const run = str(changes.run);
  return run ? ` on run ${run}` : "";
}

function dated(changes: Record<string, unknown>) {
  const day = str(changes.surveyDate);
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? ` of ${formatDateMedium(day)}` : "";
}

function at(changes: Record<string, unknown>) {
  const code = str(changes.code);
  const distance = num(changes.distanceM);
  return `${code ?? "an observation"}${distance === null ? "" : ` at ${distance} m`}`;
}

/** The survey actions' names, for the history's switch. */
export const SURVEY_AUDIT_ACTIONS = [
  "create_survey",
  "update_survey",
  "complete_survey",
  "delete_survey",
  "add_survey_run",
  "update_survey_run",
  "remove_survey_run",
  "add_survey_observation",
  "update_survey_observation",
  "remove_survey_observation",
  "survey_photo",
  "add_survey_recommendation",
  "update_survey_recommendation",
  "remove_survey_recommendation",
  "survey_quote",
] as const;

/** The sentence for a survey action, or null when `action` is not one. */
export function surveyActionWords(action: string, changes: Record<string, unknown>): string | null {
  switch (action) {
    case "create_survey":
      return `Started a CCTV survey${dated(changes)}`;
    case "update_survey":
      return "Changed the CCTV survey's details";
    case "complete_survey":
      return "Completed the CCTV survey (its report is final)";
    case "delete_survey":
      return `Deleted the CCTV survey${dated(changes)}`;
    case "add_survey_run":
      return `Added run ${str(changes.run) ?? ""} to the CCTV survey`.replace("run  to", "a run to");
    case "update_survey_run":
      return `Changed run ${str(changes.run) ?? ""} of the CCTV survey`.replace("run  of", "a run of");
    case "remove_survey_run":
      return `Removed run ${str(changes.run) ?? ""} from the CCTV survey`.replace("run  from", "a run from");
    case "add_survey_observation":
      return `Recorded ${at(changes)}${on(changes)}`;
    case "update_survey_observation":
      return `Changed the observation ${at(changes)}${on(changes)}`;
    case "remove_survey_observation":
      return `Removed the observation ${at(changes)}${on(changes)}`;
    case "survey_photo":
      return `Added a photo to an observation${on(changes)}`;
    case "add_survey_recommendation":
      return `Recommended “${str(changes.description) ?? "work"}”${on(changes)}`;
    case "update_survey_recommendation":
      return `Changed the recommendation “${str(changes.description) ?? "work"}”${on(changes)}`;
    case "remove_survey_recommendation":
      return `Removed the recommendation “${str(changes.description) ?? "work"}”${on(changes)}`;
    case "survey_quote":
      return `Made quote ${str(changes.quoteNumber) ?? ""} from the CCTV survey's recommendations`.replace("quote  from", "a quote from");
    default:
      return null;
  }
}
