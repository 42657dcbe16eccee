import { Form, Link } from "react-router";
import { ConfirmAction } from "~/components/confirm-action";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { DRAIN_USE_LABELS, DRAIN_USES, SURVEY_DIRECTION_LABELS, SURVEY_DIRECTIONS, SURVEY_PURPOSE_LABELS, SURVEY_PURPOSES, SURVEY_STATUS_LABELS, SURVEY_STATUSES } from "~/db/survey-enums";
import { formatPence } from "~/lib/format";
import { SERVICEABILITY_WORDS } from "../grading";
import { MSCC5_CODE_OPTIONS } from "../mscc5-codes";
import type { SurveyDetail, SurveyObservation, SurveyRecommendation, SurveyRun } from "../surveys.server";
import { Field, IntentForm, type Option, type Reply } from "./survey-fields";

// The office's survey page (docs/decisions/0094): the header, each run with its grades, its coded
// observations and its recommendations, each added, changed or removed by a small form; the quote
// made from the recommendations.

const options = <K extends string>(values: readonly K[], labels: Record<K, string>): Option[] => values.map((v) => ({ value: v, label: labels[v] }));

function clockText(o: SurveyObservation) {
  if (o.clockFrom === null) return "";
  return o.clockTo === null ? `${o.clockFrom} o'clock` : `${o.clockFrom} to ${o.clockTo} o'clock`;
}

function sizeText(o: SurveyObservation) {
  return [o.percentage === null ? null : `${o.percentage}%`, o.dimensionMm === null ? null : `${o.dimensionMm} mm`, o.continuousEndM === null ? null : `to ${o.continuousEndM} m`].filter(Boolean).join(", ");
}

export type SurveyChoices = { surveyors: Option[]; photos: Option[]; items: Option[] };

export function SurveyHeaderForm({ survey, reply, choices }: { survey: SurveyDetail; reply: Reply; choices: SurveyChoices }) {
  return (
    <IntentForm intent="save-header" reply={reply} submitLabel="Save survey">
      {(errors) => (
        <>
          <input type="hidden" name="version" value={survey.version} />
          <Field form="header" name="surveyDate" label="Date" type="date" defaultValue={survey.surveyDate} errors={errors} />
          <Field form="header" name="purpose" label="Purpose" defaultValue={survey.purpose} options={options(SURVEY_PURPOSES, SURVEY_PURPOSE_LABELS)} required errors={errors} />
          <Field form="header" name="weather" label="Weather" defaultValue={survey.weather} errors={errors} />
          <Field form="header" name="equipment" label="Equipment" defaultValue={survey.equipment} errors={errors} />
          <Field form="header" name="surveyorUserId" label="Surveyor" defaultValue={survey.surveyorUserId} options={choices.surveyors} errors={errors} />
          <Field form="header" name="status" label="Status" defaultValue={survey.status} options={options(SURVEY_STATUSES, SURVEY_STATUS_LABELS)} required errors={errors} />
          <Field form="header" name="videoUrl" label="Video link" type="url" inputMode="url" defaultValue={survey.videoUrl} errors={errors} />
        </>
      )}
    </IntentForm>
  );
}

function RunFields({ run, errors, form }: { run?: SurveyRun; errors: Record<string, string> | undefined; form: string }) {
  return (
    <>
      <Field form={form} name="fromPoint" label="From (access point)" defaultValue={run?.fromPoint} errors={errors} />
      <Field form={form} name="toPoint" label="To (access point)" defaultValue={run?.toPoint} errors={errors} />
      <Field form={form} name="direction" label="Direction" defaultValue={run?.direction ?? "downstream"} options={options(SURVEY_DIRECTIONS, SURVEY_DIRECTION_LABELS)} required errors={errors} />
      <Field form={form} name="use" label="Use" defaultValue={run?.use ?? "foul"} options={options(DRAIN_USES, DRAIN_USE_LABELS)} required errors={errors} />
      <Field form={form} name="material" label="Material" defaultValue={run?.material} errors={errors} />
      <Field form={form} name="shape" label="Shape" defaultValue={run?.shape ?? "Circular"} errors={errors} />
      <Field form={form} name="diameterMm" label="Diameter (mm)" inputMode="numeric" defaultValue={run?.diameterMm ?? 100} errors={errors} />
      <Field form={form} name="lengthSurveyedM" label="Length surveyed (m)" inputMode="decimal" defaultValue={run?.lengthSurveyedM} errors={errors} />
      <Field form={form} name="abandonedReason" label="Reason abandoned (if it was)" defaultValue={run?.abandonedReason} errors={errors} />
    </>
  );
}

function ObservationFields({ o, errors, form, photos }: { o?: SurveyObservation; errors: Record<string, string> | undefined; form: string; photos: Option[] }) {
  return (
    <>
      <Field form={form} name="distanceM" label="Distance (m)" inputMode="decimal" defaultValue={o?.distanceM} errors={errors} />
      <Field form={form} name="code" label="Code" defaultValue={o?.code} options={MSCC5_CODE_OPTIONS} errors={errors} />
      <Field form={form} name="clockFrom" label="Clock (at / from)" inputMode="numeric" defaultValue={o?.clockFrom} errors={errors} />
      <Field form={form} name="clockTo" label="Clock (to)" inputMode="numeric" defaultValue={o?.clockTo} errors={errors} />
      <Field form={form} name="percentage" label="Percentage" inputMode="numeric" defaultValue={o?.percentage} errors={errors} />
      <Field form={form} name="dimensionMm" label="Size (mm)" inputMode="numeric" defaultValue={o?.dimensionMm} errors={errors} />
      <Field form={form} name="continuousEndM" label="Continues to (m)" inputMode="decimal" defaultValue={o?.continuousEndM} errors={errors} />
      <Field form={form} name="remark" label="Remark" defaultValue={o?.remark} errors={errors} />
      <Field form={form} name="photoMediaId" label="Photo" defaultValue={o?.photoMediaId} options={photos} errors={errors} />
    </>
  );
}

function RecommendationFields({ r, errors, form, items }: { r?: SurveyRecommendation; errors: Record<string, string> | undefined; form: string; items: Option[] }) {
  return (
    <>
      <Field form={form} name="description" label="Recommended work" defaultValue={r?.description} errors={errors} />
      <Field form={form} name="positionM" label="At (m)" inputMode="decimal" defaultValue={r?.positionM} errors={errors} />
      <Field form={form} name="priceBookItemId" label="Price-book item" defaultValue={r?.priceBookItemId} options={items} errors={errors} />
      <Field form={form} name="quantity" label="Quantity" inputMode="decimal" defaultValue={r?.quantity ?? "1"} errors={errors} />
    </>
  );
}

function RunCard({ surveyId, run, reply, choices }: { surveyId: string; run: SurveyRun; reply: Reply; choices: SurveyChoices }) {
  const photoOptions = [...choices.photos, ...run.observations.filter((o) => o.photoMediaId && !choices.photos.some((p) => p.value === o.photoMediaId)).map((o) => ({ value: o.photoMediaId!, label: `Photo of ${o.code} at ${o.distanceM} m` }))];
  return (
    <Card data-testid={`run-${run.position}`}>
      <CardHeader>
        <CardTitle asChild>
          <h2>
            Run {run.position}: {run.fromPoint} → {run.toPoint}
          </h2>
        </CardTitle>
        <CardDescription>
          {SURVEY_DIRECTION_LABELS[run.direction]}, {DRAIN_USE_LABELS[run.use]}, {[run.material, run.shape, run.diameterMm ? `${run.diameterMm} mm` : null].filter(Boolean).join(", ")}; {run.lengthSurveyedM} m surveyed
          {run.abandonedReason ? ` (abandoned: ${run.abandonedReason})` : ""}
        </CardDescription>
        <div className="flex flex-wrap gap-2 pt-1">
          <Badge variant={run.serviceability === "C" ? "destructive" : run.serviceability === "B" ? "secondary" : "default"}>{SERVICEABILITY_WORDS[run.serviceability]}</Badge>
          <Badge variant="outline">Structural grade {run.structuralGrade}</Badge>
          <Badge variant="outline">Service grade {run.serviceGrade}</Badge>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <h3 className="font-semibold">Observations</h3>
        {run.observations.length === 0 ? <p className="text-sm text-muted-foreground">No observations yet.</p> : null}
        <ul className="divide-y">
          {run.observations.map((o) => (
            <li key={o.id} className="space-y-2 py-2">
              <p className="text-sm">
                <strong>
                  {o.distanceM} m · {o.code}
                </strong>{" "}
                {o.name}
                {o.grade === null ? "" : ` (grade ${o.grade})`}
                {clockText(o) ? ` · ${clockText(o)}` : ""}
                {sizeText(o) ? ` · ${sizeText(o)}` : ""}
                {o.remark ? ` · ${o.remark}` : ""}
                {o.photoMediaId ? (
                  <>
                    {" · "}
                    <a className="text-primary underline" href={`/surveys/${surveyId}/photos/${o.photoMediaId}`} target="_blank" rel="noreferrer">
                      photo
                    </a>
                  </>
                ) : null}
              </p>
              <p className="text-sm text-muted-foreground">{o.meaning}</p>
              <details>
                <summary className="cursor-pointer text-sm text-primary">Change</summary>
                <IntentForm intent="edit-observation" target={o.id} reply={reply} submitLabel="Save observation" className="space-y-3 pt-2">
                  {(errors) => <ObservationFields o={o} errors={errors} form={`obs-${o.id}`} photos={photoOptions} />}
                </IntentForm>
              </details>
              <ConfirmAction intent="remove-observation" hidden={{ target: o.id }} label="Remove" triggerVariant="outline" title="Remove this observation?" description={`${o.code} at ${o.distanceM} m will be removed and the run graded again.`} confirmLabel="Remove observation" />
            </li>
          ))}
        </ul>
        <details open={run.observations.length === 0 || (reply?.intent === "add-observation" && reply.target === run.id)}>
          <summary className="cursor-pointer font-medium text-primary">Add an observation</summary>
          <IntentForm intent="add-observation" target={run.id} reply={reply} submitLabel="Add observation" className="space-y-3 pt-2">
            {(errors) => <ObservationFields errors={errors} form={`new-obs-${run.id}`} photos={photoOptions} />}
          </IntentForm>
        </details>

        <h3 className="font-semibold">Recommendations</h3>
        <ul className="divide-y">
          {run.recommendations.map((r) => (
            <li key={r.id} className="space-y-2 py-2">
              <p className="text-sm">
                {r.description}
                {r.positionM === null ? "" : ` at ${r.positionM} m`} · {r.itemName} × {r.quantity} · {formatPence(r.netPence)} + VAT
              </p>
              <details>
                <summary className="cursor-pointer text-sm text-primary">Change</summary>
                <IntentForm intent="edit-recommendation" target={r.id} reply={reply} submitLabel="Save recommendation" className="space-y-3 pt-2">
                  {(errors) => <RecommendationFields r={r} errors={errors} form={`rec-${r.id}`} items={choices.items} />}
                </IntentForm>
              </details>
              <ConfirmAction intent="remove-recommendation" hidden={{ target: r.id }} label="Remove" triggerVariant="outline" title="Remove this recommendation?" description={`“${r.description}” will be removed.`} confirmLabel="Remove recommendation" />
            </li>
          ))}
        </ul>
        <details open={reply?.intent === "add-recommendation" && reply.target === run.id}>
          <summary className="cursor-pointer font-medium text-primary">Add a recommendation</summary>
          <IntentForm intent="add-recommendation" target={run.id} reply={reply} submitLabel="Add recommendation" className="space-y-3 pt-2">
            {(errors) => <RecommendationFields errors={errors} form={`new-rec-${run.id}`} items={choices.items} />}
          </IntentForm>
        </details>

        <details>
          <summary className="cursor-pointer text-sm text-primary">Change the run</summary>
          <IntentForm intent="edit-run" target={run.id} reply={reply} submitLabel="Save run" className="space-y-3 pt-2">
            {(errors) => <RunFields run={run} errors={errors} form={`run-${run.id}`} />}
          </IntentForm>
        </details>
        <ConfirmAction intent="remove-run" hidden={{ target: run.id }} label="Remove run" triggerVariant="outline" title="Remove this run?" description={`Run ${run.fromPoint} → ${run.toPoint}, its observations and recommendations will be removed.`} confirmLabel="Remove run" />
      </CardContent>
    </Card>
  );
}

export function SurveyEditor({ survey, reply, choices }: { survey: SurveyDetail; reply: Reply; choices: SurveyChoices }) {
  const recommendations = survey.runs.reduce((n, r) => n + r.recommendations.length, 0);
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Survey</h2>
          </CardTitle>
          <CardDescription>
            <Link className="text-primary underline" to={`/admin/jobs/${survey.jobId}`}>
              {survey.jobTitle}
            </Link>{" "}
            for {survey.customerName}, {survey.siteLine}
          </CardDescription>
          <p className="text-sm font-medium">{survey.summary}</p>
          <div className="flex flex-wrap gap-2 text-sm">
            <a className="text-primary underline" href={`/admin/surveys/${survey.id}/report.pdf`}>
              Report (PDF)
            </a>
            <a className="text-primary underline" href={`/admin/surveys/${survey.id}/export.csv`}>
              CSV
            </a>
            <a className="text-primary underline" href={`/admin/surveys/${survey.id}/export.json`}>
              JSON
            </a>
          </div>
        </CardHeader>
        <CardContent>
          <SurveyHeaderForm survey={survey} reply={reply} choices={choices} />
        </CardContent>
      </Card>
      {survey.runs.map((run) => (
        <RunCard key={run.id} surveyId={survey.id} run={run} reply={reply} choices={choices} />
      ))}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Add a run</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <IntentForm intent="add-run" reply={reply} submitLabel="Add run">
            {(errors) => <RunFields errors={errors} form="new-run" />}
          </IntentForm>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Quote</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-2">
          {survey.quoteId ? (
            <p className="text-sm">
              The recommendations are in{" "}
              <Link className="text-primary underline" to={`/admin/quotes/${survey.quoteId}`}>
                quote {survey.quoteNumber}
              </Link>{" "}
              ({survey.quoteStatus}).
            </p>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="create-quote" />
              {reply?.intent === "create-quote" ? (
                <p role="alert" className="text-sm text-destructive">
                  {reply.message}
                </p>
              ) : null}
              <Button type="submit" disabled={recommendations === 0}>
                Create quote from recommendations
              </Button>
            </Form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
