import { useId, useState } from "react";
import type { z } from "zod";
import { DRAIN_USE_LABELS, DRAIN_USES, SURVEY_DIRECTION_LABELS, SURVEY_DIRECTIONS, SURVEY_PURPOSE_LABELS, SURVEY_PURPOSES } from "~/db/survey-enums";
import { CODE_GROUP_LABELS, MSCC5_CODES, mscc5Code, type CodeGroup } from "~/features/surveys/mscc5-codes";
import { observationProblems } from "~/features/surveys/observation-checks";
import { observationSchema, recommendationSchema, runSchema } from "~/features/surveys/surveys.schema";
import type { EngineerSurvey, MyVisit } from "../engineer-types";
import type { QueuedAction } from "../offline-queue";
import { shrinkPhoto, type useVisit } from "./use-visit";

// The CCTV drain survey on the engineer's phone: started, its runs, coded observations with photos
// from the camera, and recommendations priced from the price book — each an action of the visit's
// queue, so that a survey recorded in a cellar without signal reaches the office when the signal
// returns. Each form is checked here with the server's own rules first (the code table, the run's
// length, clock positions), so the engineer hears of a mistake while still at the manhole.

type Act = ReturnType<typeof useVisit>["act"];
type Run = EngineerSurvey["runs"][number];
type Errors = Record<string, string>;

const BIG = "min-h-12 rounded-lg px-4 py-3 text-base font-semibold disabled:opacity-50";
const PRIMARY = `${BIG} bg-primary text-primary-foreground`;
const FIELD = "min-h-12 w-full rounded-md border bg-background px-3 py-2 text-base";
const GROUPS: CodeGroup[] = ["structural", "service", "construction", "miscellaneous"];

/** The first message of each field of a failed parse. */
function errorsOf(result: z.ZodSafeParseResult<unknown>): Errors {
  const errors: Errors = {};
  if (!result.success) for (const issue of result.error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/** Shown for CCTV survey jobs, and for any job that already has a survey. */
export function SurveySheet({ visit, act, pending, closed }: { visit: MyVisit; act: Act; pending: QueuedAction[]; closed: boolean }) {
  if (visit.job.serviceType !== "cctv_survey" && !visit.survey) return null;
  const survey = visit.survey;
  return (
    <section aria-labelledby="survey-heading" className="space-y-4 rounded-lg border p-4">
      <h2 id="survey-heading" className="text-xl font-bold">
        CCTV survey{survey ? ` (${survey.status === "complete" ? "complete" : "draft"})` : ""}
      </h2>
      <fieldset disabled={closed || survey?.status === "complete"} className="space-y-6">
        {survey ? (
          <>
            <p className="text-muted-foreground">
              {SURVEY_PURPOSE_LABELS[survey.purpose]} survey, {survey.runs.length} run{survey.runs.length === 1 ? "" : "s"}
            </p>
            <Runs survey={survey} pending={pending} />
            <AddRun survey={survey} act={act} />
            {survey.runs.length > 0 ? <AddObservation survey={survey} act={act} /> : null}
            {survey.runs.length > 0 ? <AddRecommendation survey={survey} visit={visit} act={act} /> : null}
          </>
        ) : (
          <StartSurvey act={act} />
        )}
      </fieldset>
    </section>
  );
}

function Field({ label, error, children }: { label: string; error?: string; children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => React.ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {children({ id, ...(error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {}) })}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function StartSurvey({ act }: { act: Act }) {
  const [purpose, setPurpose] = useState("");
  const [weather, setWeather] = useState("");
  const [equipment, setEquipment] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  return (
    <div className="space-y-3">
      <Field label="Purpose of the survey" error={errors.purpose}>
        {(props) => (
          <select {...props} className={FIELD} value={purpose} onChange={(e) => setPurpose(e.target.value)}>
            <option value="">Choose…</option>
            {SURVEY_PURPOSES.map((p) => (
              <option key={p} value={p}>
                {SURVEY_PURPOSE_LABELS[p]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Weather (optional)">{(props) => <input {...props} className={FIELD} value={weather} onChange={(e) => setWeather(e.target.value)} />}</Field>
      <Field label="Equipment (optional)">{(props) => <input {...props} className={FIELD} value={equipment} onChange={(e) => setEquipment(e.target.value)} />}</Field>
      <button
        type="button"
        className={PRIMARY}
        onClick={() => {
          if (!purpose) return setErrors({ purpose: "Choose the purpose of the survey" });
          setErrors({});
          void act("survey_start", { id: crypto.randomUUID(), purpose, weather: weather.trim(), equipment: equipment.trim() });
        }}
      >
        Start survey
      </button>
    </div>
  );
}

function Runs({ survey, pending }: { survey: EngineerSurvey; pending: QueuedAction[] }) {
  const previews = new Map(pending.filter((p) => p.action === "survey_add_observation" && p.preview).map((p) => [String(p.payload.id), p.preview!]));
  if (survey.runs.length === 0) return <p className="text-muted-foreground">No run recorded yet.</p>;
  return (
    <ol className="space-y-4" aria-label="Runs">
      {survey.runs.map((run) => (
        <li key={run.id} className="space-y-2 rounded-md border p-3" data-testid="survey-run">
          <h3 className="font-semibold">
            {run.fromPoint} → {run.toPoint}
          </h3>
          <p className="text-sm text-muted-foreground">
            {SURVEY_DIRECTION_LABELS[run.direction]}, {DRAIN_USE_LABELS[run.use].toLowerCase()}
            {run.diameterMm ? `, ${run.diameterMm} mm` : ""}
            {run.material ? `, ${run.material.toLowerCase()}` : ""}, {run.lengthSurveyedM} m surveyed
          </p>
          {run.observations.length > 0 ? (
            <ul className="space-y-2" aria-label={`Observations of ${run.fromPoint} to ${run.toPoint}`}>
              {run.observations.map((o) => (
                <li key={o.id} data-testid="survey-observation" className="flex items-start gap-2">
                  {o.photoMediaId !== null ? (
                    <img
                      src={o.photoMediaId ? `/engineer/media/${o.photoMediaId}?size=thumb` : (previews.get(o.id) ?? "")}
                      alt={`Photo of ${o.code} at ${o.distanceM} m`}
                      data-testid="survey-photo"
                      className="size-14 shrink-0 rounded object-cover"
                    />
                  ) : null}
                  <span>
                    <b>{o.distanceM} m</b> {o.code} — {mscc5Code(o.code)?.name ?? o.code}
                    {o.clockFrom !== null ? `, at ${o.clockFrom}${o.clockTo !== null ? `–${o.clockTo}` : ""} o'clock` : ""}
                    {o.percentage !== null ? `, ${o.percentage}%` : ""}
                    {o.remark ? `: ${o.remark}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">No observation yet.</p>
          )}
          {run.recommendations.length > 0 ? (
            <ul className="list-disc pl-5 text-sm" aria-label={`Recommendations for ${run.fromPoint} to ${run.toPoint}`}>
              {run.recommendations.map((r) => (
                <li key={r.id} data-testid="survey-recommendation">
                  {r.description}
                  {r.positionM !== null ? ` at ${r.positionM} m` : ""} ({r.itemName})
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function AddRun({ survey, act }: { survey: EngineerSurvey; act: Act }) {
  const next = survey.runs.length + 1;
  const blank = { fromPoint: `MH${next}`, toPoint: `MH${next + 1}`, direction: "downstream", use: "foul", diameterMm: "100", material: "", lengthSurveyedM: "" };
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Errors>({});
  const set = (name: keyof typeof blank) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValues((v) => ({ ...v, [name]: e.target.value }));
  return (
    <div role="group" aria-label="Add a run" className="space-y-3">
      <h3 className="text-lg font-semibold">Add a run</h3>
      <div className="grid grid-cols-2 gap-2">
        <Field label="From" error={errors.fromPoint}>{(p) => <input {...p} className={FIELD} value={values.fromPoint} onChange={set("fromPoint")} />}</Field>
        <Field label="To" error={errors.toPoint}>{(p) => <input {...p} className={FIELD} value={values.toPoint} onChange={set("toPoint")} />}</Field>
        <Field label="Direction" error={errors.direction}>
          {(p) => (
            <select {...p} className={FIELD} value={values.direction} onChange={set("direction")}>
              {SURVEY_DIRECTIONS.map((d) => (
                <option key={d} value={d}>
                  {SURVEY_DIRECTION_LABELS[d]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Use" error={errors.use}>
          {(p) => (
            <select {...p} className={FIELD} value={values.use} onChange={set("use")}>
              {DRAIN_USES.map((u) => (
                <option key={u} value={u}>
                  {DRAIN_USE_LABELS[u]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Diameter (mm)" error={errors.diameterMm}>{(p) => <input {...p} className={FIELD} inputMode="numeric" value={values.diameterMm} onChange={set("diameterMm")} />}</Field>
        <Field label="Material" error={errors.material}>{(p) => <input {...p} className={FIELD} value={values.material} onChange={set("material")} />}</Field>
        <Field label="Length surveyed (m)" error={errors.lengthSurveyedM}>
          {(p) => <input {...p} className={FIELD} inputMode="decimal" value={values.lengthSurveyedM} onChange={set("lengthSurveyedM")} />}
        </Field>
      </div>
      <button
        type="button"
        className={PRIMARY}
        onClick={() => {
          const problems = errorsOf(runSchema.safeParse(values));
          setErrors(problems);
          if (Object.keys(problems).length > 0) return;
          void act("survey_add_run", { id: crypto.randomUUID(), surveyId: survey.id, ...values });
          setValues({ ...blank, fromPoint: `MH${next + 1}`, toPoint: `MH${next + 2}` });
        }}
      >
        Add run
      </button>
    </div>
  );
}

function RunSelect({ survey, value, onChange, error }: { survey: EngineerSurvey; value: string; onChange: (id: string) => void; error?: string }) {
  return (
    <Field label="Run" error={error}>
      {(p) => (
        <select {...p} className={FIELD} value={value} onChange={(e) => onChange(e.target.value)}>
          {survey.runs.map((r) => (
            <option key={r.id} value={r.id}>
              {r.fromPoint} → {r.toPoint} ({r.lengthSurveyedM} m)
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

const noObservation = { distanceM: "", code: "", clockFrom: "", clockTo: "", percentage: "", dimensionMm: "", continuousEndM: "", remark: "" };

function AddObservation({ survey, act }: { survey: EngineerSurvey; act: Act }) {
  const [runId, setRunId] = useState(survey.runs[survey.runs.length - 1].id);
  const [values, setValues] = useState(noObservation);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const run: Run = survey.runs.find((r) => r.id === runId) ?? survey.runs[survey.runs.length - 1];
  const entry = mscc5Code(values.code);
  const set = (name: keyof typeof noObservation) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValues((v) => ({ ...v, [name]: e.target.value }));
  return (
    <div role="group" aria-label="Add an observation" className="space-y-3">
      <h3 className="text-lg font-semibold">Add an observation</h3>
      <RunSelect survey={survey} value={run.id} onChange={setRunId} />
      <Field label="Code" error={errors.code}>
        {(p) => (
          <select {...p} className={FIELD} value={values.code} onChange={set("code")}>
            <option value="">Choose…</option>
            {GROUPS.map((g) => (
              <optgroup key={g} label={CODE_GROUP_LABELS[g]}>
                {MSCC5_CODES.filter((c) => c.group === g).map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.code} — {c.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      {entry ? <p className="text-sm text-muted-foreground">{entry.meaning}</p> : null}
      <div className="grid grid-cols-2 gap-2">
        <Field label={entry?.continuous ? "Start (m)" : "Distance (m)"} error={errors.distanceM}>
          {(p) => <input {...p} className={FIELD} inputMode="decimal" value={values.distanceM} onChange={set("distanceM")} />}
        </Field>
        {entry?.continuous ? (
          <Field label="Finish (m, if it runs on)" error={errors.continuousEndM}>
            {(p) => <input {...p} className={FIELD} inputMode="decimal" value={values.continuousEndM} onChange={set("continuousEndM")} />}
          </Field>
        ) : null}
        {entry && entry.clock !== "none" ? (
          <Field label={entry.clock === "two" ? "Clock from" : "Clock position"} error={errors.clockFrom}>
            {(p) => <input {...p} className={FIELD} inputMode="numeric" value={values.clockFrom} onChange={set("clockFrom")} />}
          </Field>
        ) : null}
        {entry?.clock === "two" ? (
          <Field label="Clock to" error={errors.clockTo}>
            {(p) => <input {...p} className={FIELD} inputMode="numeric" value={values.clockTo} onChange={set("clockTo")} />}
          </Field>
        ) : null}
        {entry?.percentage ? (
          <Field label="Percentage" error={errors.percentage}>
            {(p) => <input {...p} className={FIELD} inputMode="numeric" value={values.percentage} onChange={set("percentage")} />}
          </Field>
        ) : null}
        {entry?.dimensionMm ? (
          <Field label="Size (mm)" error={errors.dimensionMm}>
            {(p) => <input {...p} className={FIELD} inputMode="numeric" value={values.dimensionMm} onChange={set("dimensionMm")} />}
          </Field>
        ) : null}
      </div>
      <Field label="Remark (optional)" error={errors.remark}>{(p) => <input {...p} className={FIELD} value={values.remark} onChange={set("remark")} />}</Field>
      <label className={`${BIG} block cursor-pointer border text-center`}>
        {photo ? `Photo: ${photo.name}` : "Take or choose the observation's photo"}
        <input type="file" accept="image/*" capture="environment" className="sr-only" onChange={(e) => setPhoto(e.target.files?.[0] ?? null)} />
      </label>
      <button
        type="button"
        className={PRIMARY}
        disabled={busy}
        onClick={async () => {
          const parsed = observationSchema.safeParse(values);
          const problems = parsed.success ? observationProblems(parsed.data, run.lengthSurveyedM) : errorsOf(parsed);
          setErrors(problems);
          if (Object.keys(problems).length > 0) return;
          setBusy(true);
          try {
            const shrunk = photo ? await shrinkPhoto(photo) : null;
            await act("survey_add_observation", { id: crypto.randomUUID(), runId: run.id, ...values }, shrunk ?? {});
            setValues(noObservation);
            setPhoto(null);
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? "Adding…" : "Add observation"}
      </button>
    </div>
  );
}

function AddRecommendation({ survey, visit, act }: { survey: EngineerSurvey; visit: MyVisit; act: Act }) {
  const [runId, setRunId] = useState(survey.runs[survey.runs.length - 1].id);
  const blank = { description: "", positionM: "", priceBookItemId: "", quantity: "1" };
  const [values, setValues] = useState(blank);
  const [errors, setErrors] = useState<Errors>({});
  const run: Run = survey.runs.find((r) => r.id === runId) ?? survey.runs[survey.runs.length - 1];
  const set = (name: keyof typeof blank) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValues((v) => ({ ...v, [name]: e.target.value }));
  return (
    <div role="group" aria-label="Add a recommendation" className="space-y-3">
      <h3 className="text-lg font-semibold">Add a recommendation</h3>
      <RunSelect survey={survey} value={run.id} onChange={setRunId} />
      <Field label="Recommended work" error={errors.description}>{(p) => <input {...p} className={FIELD} value={values.description} onChange={set("description")} />}</Field>
      <div className="grid grid-cols-2 gap-2">
        <Field label="At (m, optional)" error={errors.positionM}>
          {(p) => <input {...p} className={FIELD} inputMode="decimal" value={values.positionM} onChange={set("positionM")} />}
        </Field>
        <Field label="Quantity" error={errors.quantity}>{(p) => <input {...p} className={FIELD} inputMode="decimal" value={values.quantity} onChange={set("quantity")} />}</Field>
      </div>
      <Field label="Priced as" error={errors.priceBookItemId}>
        {(p) => (
          <select {...p} className={FIELD} value={values.priceBookItemId} onChange={set("priceBookItemId")}>
            <option value="">Choose…</option>
            {visit.priceBook.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button
        type="button"
        className={PRIMARY}
        onClick={() => {
          const parsed = recommendationSchema.safeParse(values);
          const problems = errorsOf(parsed);
          if (parsed.success && parsed.data.positionM !== null && parsed.data.positionM > run.lengthSurveyedM) {
            problems.positionM = `The position is beyond the ${run.lengthSurveyedM} m surveyed on this run`;
          }
          setErrors(problems);
          if (Object.keys(problems).length > 0) return;
          void act("survey_add_recommendation", { id: crypto.randomUUID(), runId: run.id, ...values });
          setValues(blank);
        }}
      >
        Add recommendation
      </button>
    </div>
  );
}
