import { data } from "react-router";
import type { Actor } from "~/lib/actor";
import { isDomainError } from "~/lib/domain-error";
import { log } from "~/lib/log.server";

export type { VisitActionResult };
import type { VisitActionResult } from "./visits.schema";
import { cancelVisit, createVisit, getVisit, setVisitStatus, updateVisit, type SavedVisit } from "./visits.server";

function text(formData: FormData, name: string) {
  const v = formData.get(name);
  return typeof v === "string" ? v : undefined;
}

/** The visit fields of a form as the domain reads them; `engineerIds` only when the form has the engineers' boxes. */
function visitInput(formData: FormData) {
  const input: Record<string, unknown> = {};
  for (const name of ["day", "start", "durationMinutes", "hours", "instructions", "confirmPast", "version"]) {
    const v = text(formData, name);
    if (v !== undefined) input[name] = v;
  }
  if (formData.has("engineerIds") || formData.get("engineersGiven") === "yes") input.engineerIds = formData.getAll("engineerIds").filter((v): v is string => typeof v === "string");
  return input;
}

async function run(title: string, save: () => Promise<SavedVisit | { id: string }>, visitId?: string) {
  try {
    const saved = await save();
    const warnings = "conflicts" in saved ? saved.conflicts.map((c) => c.message) : [];
    return data<VisitActionResult>({ ok: true, title, warnings, visitId: saved.id });
  } catch (err) {
    if (!isDomainError(err)) {
      log.error({ err }, "visit change failed");
      return data<VisitActionResult>({ ok: false, title: "Failed to save the visit", message: "Something went wrong. Please try again." }, { status: 500 });
    }
    return data<VisitActionResult>(
      { ok: false, title: "Failed to save the visit", message: err.message, fieldErrors: err.fieldErrors as Record<string, string> | undefined, reason: err.reason, visitId },
      { status: err.status },
    );
  }
}

/**
 * The visit intents shared by the dispatch board and the job page:
 * - `add-visit` (jobId + the visit fields), `edit-visit` (visitId + the fields to change),
 * - `cancel-visit` (visitId, confirmed=yes), `visit-status` (visitId, status, reason),
 * - `assign` (a drop on the board: `kind` job|visit, `id`, `engineerId` of the lane, "" for
 *   unassigned, `fromEngineerId` the lane it came from, day, start, duration),
 * - `schedule` (the board's keyboard form: `target` "job:<id>" or "visit:<id>" and the visit fields).
 * Null when the intent is none of these.
 */
export async function runVisitIntent({ actor, intent, formData, jobId }: { actor: Actor; intent: string; formData: FormData; jobId?: string }) {
  const visitId = text(formData, "visitId") ?? "";
  switch (intent) {
    case "add-visit":
      return run("Visit added", () => createVisit({ actor, jobId: jobId ?? text(formData, "jobId") ?? "", input: visitInput(formData) }));
    case "edit-visit":
      return run("Visit saved", () => updateVisit({ actor, id: visitId, input: visitInput(formData) }), visitId);
    case "cancel-visit":
      return run("Visit cancelled", () => cancelVisit({ actor, id: visitId, input: formData }), visitId);
    case "visit-status":
      return run("Visit status saved", () => setVisitStatus({ actor, id: visitId, input: { status: text(formData, "status"), reason: text(formData, "reason"), version: text(formData, "version") } }), visitId);
    case "assign":
      return run("Visit scheduled", () => assign(actor, formData));
    case "schedule": {
      const [kind, id] = (text(formData, "target") ?? "").split(":");
      const input = { ...visitInput(formData), engineerIds: formData.getAll("engineerIds").filter((v): v is string => typeof v === "string") };
      if (kind === "visit") return run("Visit saved", () => updateVisit({ actor, id: id ?? "", input }));
      if (kind === "job") return run("Visit scheduled", () => createVisit({ actor, jobId: id ?? "", input }));
      return data<VisitActionResult>({ ok: false, title: "Failed to save the visit", message: "Choose a job or a visit.", fieldErrors: { target: "Choose a job or a visit" } }, { status: 400 });
    }
    default:
      return null;
  }
}

/** A drop on a lane: a job gets a new visit there; a visit moves there (from the lane it was dragged from). */
async function assign(actor: Actor, formData: FormData) {
  const kind = text(formData, "kind");
  const id = text(formData, "id") ?? "";
  const engineerId = text(formData, "engineerId") ?? "";
  const base = { day: text(formData, "day"), start: text(formData, "start"), confirmPast: text(formData, "confirmPast") };
  if (kind === "job") {
    return createVisit({ actor, jobId: id, input: { ...base, durationMinutes: text(formData, "durationMinutes"), engineerIds: engineerId ? [engineerId] : [] } });
  }
  const visit = await getVisit({ actor, id });
  const from = text(formData, "fromEngineerId") ?? "";
  const current = visit?.engineers.map((e) => e.id) ?? [];
  const engineerIds = [...new Set([...current.filter((e) => e !== from), ...(engineerId ? [engineerId] : [])])];
  return updateVisit({ actor, id, input: { ...base, version: text(formData, "version"), engineerIds } });
}
