import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import type { VisitActionResult } from "../visits.schema";

export type EngineerChoice = { id: string; name: string };

/** A field's message from the last answer, under the field. */
export function FieldMessage({ id, result, name }: { id: string; result?: VisitActionResult | null; name: string }) {
  const message = result && !result.ok ? result.fieldErrors?.[name] : undefined;
  return message ? (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

/** What a saved or refused visit change said: the refusal, or the clashes it was saved with. */
export function VisitResultNote({ result }: { result?: VisitActionResult | null }) {
  if (!result) return null;
  if (!result.ok) {
    return (
      <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm text-destructive">
        {result.message}
      </p>
    );
  }
  return (
    <div role="status" className="rounded-md border p-2 text-sm">
      <p className="font-medium">{result.title}</p>
      {result.warnings?.length ? (
        <ul className="mt-1 list-disc pl-5 text-amber-800">
          {result.warnings.map((w) => (
            <li key={w}>Warning: {w}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The visit's fields: day, start, duration in hours, engineers (boxes; none = unassigned),
 * instructions, and the box to confirm a day already gone when the server asked.
 */
export function VisitFields({
  prefix,
  engineers,
  defaults,
  result,
  withInstructions = true,
}: {
  prefix: string;
  engineers: EngineerChoice[];
  defaults: { day: string; start: string; hours: string; engineerIds: string[]; instructions?: string | null };
  result?: VisitActionResult | null;
  withInstructions?: boolean;
}) {
  const askPast = !!result && !result.ok && result.reason === "past_date";
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div className="space-y-1">
        <Label htmlFor={`${prefix}-day`}>Day</Label>
        <Input id={`${prefix}-day`} name="day" type="date" required defaultValue={defaults.day} aria-describedby={`${prefix}-day-error`} />
        <FieldMessage id={`${prefix}-day-error`} result={result} name="day" />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${prefix}-start`}>Start</Label>
        <Input id={`${prefix}-start`} name="start" type="time" step={900} required defaultValue={defaults.start} />
        <FieldMessage id={`${prefix}-start-error`} result={result} name="start" />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${prefix}-hours`}>Duration (hours)</Label>
        <Input id={`${prefix}-hours`} name="hours" type="number" min={0.25} max={24} step={0.25} required defaultValue={defaults.hours} />
        <FieldMessage id={`${prefix}-hours-error`} result={result} name="hours" />
      </div>
      <fieldset className="space-y-1 sm:col-span-3">
        <legend className="text-sm font-medium">Engineers</legend>
        <input type="hidden" name="engineersGiven" value="yes" />
        {engineers.length === 0 ? <p className="text-sm text-muted-foreground">No engineers yet: the visit stays unassigned.</p> : null}
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {engineers.map((e) => (
            <label key={e.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="engineerIds" value={e.id} defaultChecked={defaults.engineerIds.includes(e.id)} className="size-4" />
              {e.name}
            </label>
          ))}
        </div>
        <FieldMessage id={`${prefix}-engineers-error`} result={result} name="engineerIds" />
      </fieldset>
      {withInstructions ? (
        <div className="space-y-1 sm:col-span-3">
          <Label htmlFor={`${prefix}-instructions`}>Instructions for the engineer</Label>
          <Textarea id={`${prefix}-instructions`} name="instructions" rows={2} maxLength={2000} defaultValue={defaults.instructions ?? ""} />
        </div>
      ) : null}
      {askPast ? (
        <label className="flex items-center gap-2 text-sm sm:col-span-3">
          <input type="checkbox" name="confirmPast" value="yes" className="size-4" />
          This day and time have already gone: save it anyway
        </label>
      ) : null}
    </div>
  );
}
