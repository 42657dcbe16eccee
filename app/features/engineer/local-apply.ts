import type { MyVisit } from "./engineer-types";
import type { QueuedAction } from "./offline-queue";

// A queued action as the engineer sees it before the server has it: the visit as the phone shows
// it is the last visit the server sent, with the waiting actions applied in order. Browser-safe.

const STATUS_AFTER: Partial<Record<QueuedAction["action"], MyVisit["status"]>> = {
  on_my_way: "on_the_way",
  arrived: "on_site",
  pause: "paused",
  resume: "on_site",
  finish: "done",
  could_not_attend: "could_not_attend",
};

/** `visit` with `item` applied as the server would (without its checks). */
export function applyLocally(visit: MyVisit, item: QueuedAction): MyVisit {
  const p = item.payload;
  const status = STATUS_AFTER[item.action];
  if (status) return { ...visit, status, couldNotAttendReason: item.action === "could_not_attend" ? String(p.reason ?? "") : visit.couldNotAttendReason };
  switch (item.action) {
    case "save_notes":
      return { ...visit, sheet: { ...visit.sheet, workDone: String(p.workDone ?? "") } };
    case "tick":
      return { ...visit, checklist: visit.checklist.map((c) => (c.id === p.itemId ? { ...c, done: Boolean(p.done) } : c)) };
    case "add_line": {
      const item_ = visit.priceBook.find((b) => b.id === p.priceBookItemId);
      const line = {
        id: String(p.id ?? item.key),
        kind: p.kind === "labour" ? ("labour" as const) : ("material" as const),
        description: item_?.name ?? "Item",
        quantity: Number(p.quantity).toFixed(2),
        unitPricePence: item_?.unitPricePence ?? 0,
        priceBookItemId: String(p.priceBookItemId),
      };
      return { ...visit, lines: [...visit.lines, line] };
    }
    case "remove_line":
      return { ...visit, lines: visit.lines.filter((l) => l.id !== p.lineId) };
    case "add_photo":
      return {
        ...visit,
        photos: [
          ...visit.photos,
          { id: item.key, mediaId: "", phase: (p.phase as MyVisit["photos"][number]["phase"]) ?? "other", caption: (p.caption as string) ?? null },
        ],
      };
    case "follow_up":
      return { ...visit, sheet: { ...visit.sheet, followUp: Boolean(p.followUp), followUpReason: p.followUp ? String(p.reason ?? "") : null } };
    case "sign":
      return {
        ...visit,
        sheet: {
          ...visit.sheet,
          signed: true,
          signedName: String(p.signedName ?? ""),
          satisfaction: (p.satisfaction as MyVisit["sheet"]["satisfaction"]) ?? null,
        },
      };
    case "take_payment":
      return visit;
    case "survey_start":
      return visit.survey?.id === p.id
        ? visit
        : { ...visit, survey: { id: String(p.id), status: "draft", purpose: p.purpose as NonNullable<MyVisit["survey"]>["purpose"], surveyDate: visit.day, runs: [] } };
    case "survey_add_run": {
      if (!visit.survey || visit.survey.id !== p.surveyId || visit.survey.runs.some((r) => r.id === p.id)) return visit;
      const run = {
        id: String(p.id),
        fromPoint: String(p.fromPoint ?? ""),
        toPoint: String(p.toPoint ?? ""),
        direction: p.direction === "upstream" ? ("upstream" as const) : ("downstream" as const),
        use: (p.use as Run["use"]) ?? "foul",
        diameterMm: wholeOrNull(p.diameterMm),
        material: p.material ? String(p.material) : null,
        lengthSurveyedM: Number(p.lengthSurveyedM),
        observations: [],
        recommendations: [],
      };
      return { ...visit, survey: { ...visit.survey, runs: [...visit.survey.runs, run] } };
    }
    case "survey_add_observation": {
      const observation = {
        id: String(p.id),
        distanceM: Number(p.distanceM),
        code: String(p.code ?? "").toUpperCase(),
        clockFrom: wholeOrNull(p.clockFrom),
        clockTo: wholeOrNull(p.clockTo),
        percentage: wholeOrNull(p.percentage),
        remark: p.remark ? String(p.remark) : null,
        photoMediaId: item.preview || item.photo ? "" : null,
      };
      return onRun(visit, String(p.runId), (run) => ({ ...run, observations: [...run.observations, observation].sort((a, b) => a.distanceM - b.distanceM) }));
    }
    case "survey_add_recommendation": {
      const priced = visit.priceBook.find((b) => b.id === p.priceBookItemId);
      const recommendation = { id: String(p.id), description: String(p.description ?? ""), positionM: p.positionM === "" || p.positionM == null ? null : Number(p.positionM), itemName: priced?.name ?? "Item" };
      return onRun(visit, String(p.runId), (run) => ({ ...run, recommendations: [...run.recommendations, recommendation] }));
    }
    default:
      return visit;
  }
}

type Run = NonNullable<MyVisit["survey"]>["runs"][number];

function wholeOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = Number(value);
  return Number.isInteger(n) ? n : null;
}

function onRun(visit: MyVisit, runId: string, change: (run: Run) => Run): MyVisit {
  if (!visit.survey) return visit;
  return { ...visit, survey: { ...visit.survey, runs: visit.survey.runs.map((r) => (r.id === runId ? change(r) : r)) } };
}
