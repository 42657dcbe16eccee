import { useState } from "react";
import { controlProps, FormActions, FormField, SaveForm, useCheckedForm } from "~/components/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import type { FieldErrors } from "~/lib/forms";
import { humanise } from "~/lib/format";
import { JOB_PRIORITIES, JOB_PRIORITY_LABELS, JOB_STATUSES, SERVICE_TYPE_LABELS, SERVICE_TYPES } from "~/lib/labels";
import { dateToLondonInput } from "~/lib/london-time";
import { DURATION_MAX, DURATION_STEP, jobSchema } from "../jobs.schema";

export type JobFormDefaults = {
  title: string;
  customerId: string;
  serviceType: string;
  status: string;
  priority: string;
  scheduledDate: string;
  estimatedDuration: string;
  locationAddress: string;
  description: string;
};

export type CustomerOption = { id: string; name: string; address: string };

/** Form values (as posted) over the record's, over the defaults of a new job. */
export function jobDefaults(
  record: {
    title: string;
    customerId: string;
    serviceType: string;
    status: string;
    priority: string;
    scheduledDate: Date | string | null;
    estimatedDuration: number | null;
    locationAddress: string;
    description: string | null;
  } | null,
  posted?: Record<string, string>,
  preset?: { customerId?: string; locationAddress?: string },
): JobFormDefaults {
  const base: JobFormDefaults = record
    ? {
        title: record.title,
        customerId: record.customerId,
        serviceType: record.serviceType,
        status: record.status,
        priority: record.priority,
        scheduledDate: record.scheduledDate ? dateToLondonInput(record.scheduledDate) : "",
        estimatedDuration: record.estimatedDuration === null ? "" : String(record.estimatedDuration),
        locationAddress: record.locationAddress,
        description: record.description ?? "",
      }
    : {
        title: "",
        customerId: preset?.customerId ?? "",
        serviceType: "",
        status: "enquiry",
        priority: "medium",
        scheduledDate: "",
        estimatedDuration: "",
        locationAddress: preset?.locationAddress ?? "",
        description: "",
      };
  if (!posted) return base;
  const out = { ...base };
  for (const key of Object.keys(base) as Array<keyof JobFormDefaults>) out[key] = posted[key] ?? "";
  return out;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The job form (§2): checked in the browser with the same schema the server uses. */
export function JobForm({
  mode,
  defaults,
  customers,
  serverErrors = {},
}: {
  mode: "create" | "edit";
  defaults: JobFormDefaults;
  customers: CustomerOption[];
  serverErrors?: FieldErrors;
}) {
  const { errors, saving, onSubmit } = useCheckedForm(jobSchema, serverErrors);
  const [location, setLocation] = useState(defaults.locationAddress);
  // The address last filled in from a customer: replaced when another customer is chosen, unless edited.
  const [filledFrom, setFilledFrom] = useState<string | null>(
    customers.find((c) => c.id === defaults.customerId)?.address === defaults.locationAddress ? defaults.locationAddress : null,
  );

  return (
    <SaveForm onSubmit={onSubmit}>
      <FormField name="title" label="Title *" error={errors.title}>
        <Input {...controlProps("title", errors.title)} defaultValue={defaults.title} required maxLength={200} autoComplete="off" />
      </FormField>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField name="customerId" label="Customer *" error={errors.customerId}>
          <NativeSelect
            {...controlProps("customerId", errors.customerId)}
            defaultValue={defaults.customerId}
            required
            onChange={(event) => {
              const chosen = customers.find((c) => c.id === event.currentTarget.value);
              if (chosen && (location.trim() === "" || location === filledFrom)) {
                setLocation(chosen.address);
                setFilledFrom(chosen.address);
              }
            }}
          >
            <NativeSelectOption value="">Select a customer</NativeSelectOption>
            {customers.map((c) => (
              <NativeSelectOption key={c.id} value={c.id}>
                {c.name}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
        <FormField name="serviceType" label="Service Type *" error={errors.serviceType}>
          <NativeSelect {...controlProps("serviceType", errors.serviceType)} defaultValue={defaults.serviceType} required>
            <NativeSelectOption value="">Select a service</NativeSelectOption>
            {SERVICE_TYPES.map((s) => (
              <NativeSelectOption key={s} value={s}>
                {SERVICE_TYPE_LABELS[s]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
        <FormField name="status" label="Status *" error={errors.status}>
          <NativeSelect {...controlProps("status", errors.status)} defaultValue={defaults.status} required>
            {JOB_STATUSES.map((s) => (
              <NativeSelectOption key={s} value={s}>
                {capitalise(humanise(s))}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
        <FormField name="priority" label="Priority *" error={errors.priority}>
          <NativeSelect {...controlProps("priority", errors.priority)} defaultValue={defaults.priority} required>
            {JOB_PRIORITIES.map((p) => (
              <NativeSelectOption key={p} value={p}>
                {JOB_PRIORITY_LABELS[p]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
        <FormField name="scheduledDate" label="Scheduled Date" error={errors.scheduledDate} hint="UK time. Leave empty if not booked yet.">
          <Input {...controlProps("scheduledDate", errors.scheduledDate, true)} type="datetime-local" defaultValue={defaults.scheduledDate} />
        </FormField>
        <FormField
          name="estimatedDuration"
          label="Estimated Duration (hours)"
          error={errors.estimatedDuration}
          hint={`In steps of ${DURATION_STEP} hours. Leave empty if not known.`}
        >
          <Input
            {...controlProps("estimatedDuration", errors.estimatedDuration, true)}
            type="number"
            inputMode="decimal"
            step={DURATION_STEP}
            min={DURATION_STEP}
            max={DURATION_MAX}
            defaultValue={defaults.estimatedDuration}
          />
        </FormField>
      </div>
      <FormField
        name="locationAddress"
        label="Location Address"
        error={errors.locationAddress}
        hint="Filled in from the customer's address; change it if the work is elsewhere."
      >
        <Input
          {...controlProps("locationAddress", errors.locationAddress, true)}
          value={location}
          onChange={(event) => setLocation(event.currentTarget.value)}
          maxLength={500}
          autoComplete="off"
        />
      </FormField>
      <FormField name="description" label="Description" error={errors.description}>
        <Textarea {...controlProps("description", errors.description)} rows={4} defaultValue={defaults.description} maxLength={5000} />
      </FormField>
      <FormActions saving={saving} label={mode === "create" ? "Create" : "Update"} cancelTo="/admin/jobs" />
    </SaveForm>
  );
}
