import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useNavigation } from "react-router";
import { CheckedForm, FormField } from "~/components/form-field";
import { SpriteIcon } from "~/components/icon-sprite";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { parseForm } from "~/lib/forms";
import type { DayJob } from "../calendar-page";
import { rescheduleSchema, type CalendarView } from "../calendar.schema";

/** The quick edit under a job in the day panel: a new date and time for it. */
export function RescheduleForm({ job, view, lastResult }: { job: DayJob; view: CalendarView; lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "reschedule" && navigation.formData?.get("id") === job.id;
  const [form, fields] = useForm({
    id: `reschedule-${job.id}`,
    lastResult,
    defaultValue: { date: job.date, time: job.time },
    onValidate: ({ formData }) => parseForm(formData, rescheduleSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <details className="group mt-2" open={lastResult ? true : undefined}>
      <summary className="inline-flex cursor-pointer items-center gap-1 rounded-sm text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
        <SpriteIcon name="calendar-days" className="size-4" />
        Reschedule
      </summary>
      <CheckedForm form={form} preventScrollReset className="mt-2 space-y-2" aria-label={`Reschedule ${job.title}`}>
        <input type="hidden" name="intent" value="reschedule" />
        <input type="hidden" name="id" value={job.id} />
        <input type="hidden" name="view" value={view} />
        <div className="grid grid-cols-2 gap-2">
          <FormField field={fields.date} label="New date" className="space-y-1">
            <Input {...getInputProps(fields.date, { type: "date" })} required />
          </FormField>
          <FormField field={fields.time} label="New time" className="space-y-1">
            <Input {...getInputProps(fields.time, { type: "time" })} required />
          </FormField>
        </div>
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? "Saving..." : "Move job"}
        </Button>
      </CheckedForm>
    </details>
  );
}
