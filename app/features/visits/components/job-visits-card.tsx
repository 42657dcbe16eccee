import { Form, Link } from "react-router";
import { LabelOptions } from "~/components/label-options";
import { ConfirmAction } from "~/components/confirm-action";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { cn } from "~/lib/utils";
import { VISIT_STATUS_LABELS, type VisitActionResult } from "../visits.schema";
import { VisitFields, VisitResultNote, type EngineerChoice } from "./visit-fields";

/** A job's visit as the job page shows it (worded by the loader). */
export type JobVisitView = {
  id: string;
  day: string;
  when: string;
  start: string;
  hours: string;
  status: keyof typeof VISIT_STATUS_LABELS;
  reason: string | null;
  instructions: string | null;
  version: number;
  engineers: { id: string; name: string }[];
  conflicts: string[];
};

const OPEN = new Set(["scheduled", "on_the_way", "on_site", "paused"]);

/** The job's visits (day, time, engineers, status, reason, clashes), to add, change, cancel or mark. */
export function JobVisitsCard({
  jobId,
  visits,
  engineers,
  defaultDay,
  result,
}: {
  jobId: string;
  visits: JobVisitView[];
  engineers: EngineerChoice[];
  defaultDay: string;
  result?: VisitActionResult | null;
}) {
  const toSchedule = !visits.some((v) => OPEN.has(v.status) || v.status === "done");
  return (
    <Card role="region" aria-labelledby="visits-heading">
      <CardHeader>
        <CardTitle asChild>
          <h2 id="visits-heading">Visits</h2>
        </CardTitle>
        <CardDescription>
          {toSchedule ? (
            <span className="font-medium text-amber-800">To schedule: this job has no visit planned.</span>
          ) : (
            <>
              Who goes when. The{" "}
              <Link to="/admin/dispatch" className="text-primary underline">
                dispatch board
              </Link>{" "}
              shows every engineer&apos;s day.
            </>
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <VisitResultNote result={result} />
        {visits.length ? (
          <ul className="space-y-3" aria-label="Visits of this job">
            {visits.map((v) => (
              <li key={v.id} className={cn("rounded-md border p-3", v.conflicts.length && "border-red-400")}>
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <p className="font-medium">{v.when}</p>
                  <p className="text-sm">
                    <span className="rounded bg-muted px-2 py-0.5">{VISIT_STATUS_LABELS[v.status]}</span>
                  </p>
                </div>
                <p className="text-sm">{v.engineers.length ? v.engineers.map((e) => e.name).join(", ") : "Unassigned"}</p>
                {v.reason ? <p className="text-sm">Reason: {v.reason}</p> : null}
                {v.instructions ? <p className="text-sm text-muted-foreground">Instructions: {v.instructions}</p> : null}
                {v.conflicts.length ? (
                  <ul className="mt-1 text-sm text-red-700" aria-label="Clashes">
                    {v.conflicts.map((c) => (
                      <li key={c}>⚠ {c}</li>
                    ))}
                  </ul>
                ) : null}
                {v.status !== "done" ? (
                  <div className="mt-2 space-y-2">
                    <details>
                      <summary className="cursor-pointer text-sm text-primary">Edit visit</summary>
                      <Form method="post" className="mt-2 space-y-3">
                        <input type="hidden" name="intent" value="edit-visit" />
                        <input type="hidden" name="visitId" value={v.id} />
                        <input type="hidden" name="version" value={v.version} />
                        <VisitFields
                          prefix={`visit-${v.id}`}
                          engineers={engineers}
                          defaults={{ day: v.day, start: v.start, hours: v.hours, engineerIds: v.engineers.map((e) => e.id), instructions: v.instructions }}
                          result={result?.visitId === v.id ? result : null}
                        />
                        <Button type="submit" size="sm">
                          Save visit
                        </Button>
                      </Form>
                    </details>
                    <details>
                      <summary className="cursor-pointer text-sm text-primary">Set progress</summary>
                      <Form method="post" className="mt-2 grid gap-2 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
                        <input type="hidden" name="intent" value="visit-status" />
                        <input type="hidden" name="visitId" value={v.id} />
                        <input type="hidden" name="version" value={v.version} />
                        <div className="space-y-1">
                          <Label htmlFor={`status-${v.id}`}>Progress</Label>
                          <NativeSelect id={`status-${v.id}`} name="status" defaultValue={v.status}>
                            <LabelOptions labels={VISIT_STATUS_LABELS} />
                          </NativeSelect>
                        </div>
                        <div className="space-y-1">
                          <Label htmlFor={`reason-${v.id}`}>Reason (if the engineer could not attend)</Label>
                          <Input id={`reason-${v.id}`} name="reason" maxLength={500} defaultValue={v.reason ?? ""} />
                        </div>
                        <Button type="submit" size="sm" variant="outline">
                          Save progress
                        </Button>
                      </Form>
                    </details>
                    {v.status === "scheduled" || v.status === "could_not_attend" ? (
                      <ConfirmAction
                        intent="cancel-visit"
                        label="Cancel visit"
                        title="Cancel this visit?"
                        description={`The visit of ${v.when} is taken off the plan${v.engineers.length ? ` and off ${v.engineers.map((e) => e.name).join(" and ")}'s day` : ""}.`}
                        confirmLabel="Cancel visit"
                        triggerVariant="outline"
                        hidden={{ visitId: v.id, version: String(v.version) }}
                      />
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        <details open={toSchedule}>
          <summary className="cursor-pointer font-medium text-primary">Add a visit</summary>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="add-visit" />
            <input type="hidden" name="jobId" value={jobId} />
            <VisitFields prefix="new-visit" engineers={engineers} defaults={{ day: defaultDay, start: "09:00", hours: "1", engineerIds: [] }} result={result && !result.visitId ? result : null} />
            <Button type="submit">Add visit</Button>
          </Form>
        </details>
      </CardContent>
    </Card>
  );
}
