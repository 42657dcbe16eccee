import { minuteToTime } from "~/lib/clock-time";
import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useNavigation } from "react-router";
import { ConfirmAction } from "~/components/confirm-action";
import { CheckedForm, FieldError, FormErrors, FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { formatDayLong } from "~/lib/business-day";
import { parseForm } from "~/lib/forms";
import { dayOffSchema, WEEKDAY_NAMES, weeklyHoursSchema, type WeeklyHours } from "../staff.schema";

/** The weekly grid: per weekday, whether they work, and from when to when (quarter hours). */
export function HoursGrid({ hours, lastResult, canEdit }: { hours: WeeklyHours; lastResult?: SubmissionResult<string[]>; canEdit: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "save_hours";
  const [form, fields] = useForm({
    id: "hours",
    lastResult,
    defaultValue: {
      days: hours.map((h) => ({ works: h ? "on" : "", start: h ? minuteToTime(h.startMinute) : "08:00", end: h ? minuteToTime(h.endMinute) : "17:00" })),
    },
    onValidate: ({ formData }) => parseForm(formData, weeklyHoursSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const days = fields.days.getFieldList();
  return (
    <CheckedForm form={form} className="space-y-4">
      <input type="hidden" name="intent" value="save_hours" />
      <FormErrors form={form} />
      <fieldset disabled={!canEdit} className="space-y-3">
        <legend className="sr-only">Working hours, Monday to Sunday</legend>
        {days.map((day, i) => {
          const d = day.getFieldset();
          return (
            <div key={day.key} className="grid grid-cols-2 items-start gap-2 rounded-md border p-3 sm:grid-cols-[10rem_1fr_1fr] sm:items-center sm:border-0 sm:p-0">
              <label className="col-span-2 flex items-center gap-2 font-medium sm:col-span-1">
                <input {...getInputProps(d.works, { type: "checkbox", value: "on" })} className="size-4" />
                {WEEKDAY_NAMES[i]}
              </label>
              <div className="space-y-1">
                <label htmlFor={d.start.id} className="text-sm text-muted-foreground">
                  {WEEKDAY_NAMES[i]} start
                </label>
                <Input {...getInputProps(d.start, { type: "time" })} step={900} />
                <FieldError field={d.start} />
              </div>
              <div className="space-y-1">
                <label htmlFor={d.end.id} className="text-sm text-muted-foreground">
                  {WEEKDAY_NAMES[i]} end
                </label>
                <Input {...getInputProps(d.end, { type: "time" })} step={900} />
                <FieldError field={d.end} />
              </div>
            </div>
          );
        })}
      </fieldset>
      {canEdit ? (
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save hours"}
        </Button>
      ) : null}
    </CheckedForm>
  );
}

/** Add a day off, or a range of days, with a reason. */
export function DayOffForm({ lastResult, today }: { lastResult?: SubmissionResult<string[]>; today: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "add_day_off";
  const [form, fields] = useForm({
    id: "day-off",
    lastResult,
    onValidate: ({ formData }) => parseForm(formData, dayOffSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <CheckedForm form={form} className="space-y-4">
      <input type="hidden" name="intent" value="add_day_off" />
      <FormErrors form={form} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField field={fields.from} label="First day">
          <Input {...getInputProps(fields.from, { type: "date" })} min={today} required />
        </FormField>
        <FormField field={fields.to} label="Last day (optional)">
          <Input {...getInputProps(fields.to, { type: "date" })} min={today} />
        </FormField>
        <FormField field={fields.reason} label="Reason">
          <Input {...getInputProps(fields.reason, { type: "text" })} placeholder="Holiday" maxLength={200} />
        </FormField>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? "Adding..." : "Add day off"}
      </Button>
    </CheckedForm>
  );
}

/** The days off to come, each deleted only once confirmed. */
export function DaysOffList({ daysOff }: { daysOff: Array<{ id: string; day: string; reason: string | null }> }) {
  if (daysOff.length === 0) return <p className="text-sm text-muted-foreground">No days off planned.</p>;
  return (
    <ul className="divide-y rounded-md border">
      {daysOff.map((d) => (
        <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
          <span>
            <span className="font-medium">{formatDayLong(d.day)}</span>
            {d.reason ? <span className="text-muted-foreground"> — {d.reason}</span> : null}
          </span>
          <ConfirmAction
            intent="delete_day_off"
            label="Delete"
            triggerVariant="outline"
            title={`Delete the day off on ${formatDayLong(d.day)}?`}
            description="The engineer can be booked that day again."
            confirmLabel="Delete day off"
            hidden={{ dayOffId: d.id }}
          />
        </li>
      ))}
    </ul>
  );
}
