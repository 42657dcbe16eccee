import { PastDateQuestion } from "./past-date-question";
import { useState } from "react";
import { getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { FormActions, FormField, SaveForm } from "~/components/form-field";
import { Input } from "~/components/ui/input";
import { CustomerPicker } from "~/features/customers/components/customer-picker";
import { SiteField, type SiteChoice } from "~/features/customers/components/site-field";
import type { CustomerOption } from "~/features/customers/customers.schema";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { humanise } from "~/lib/format";
import { parseForm } from "~/lib/forms";
import { JOB_PRIORITIES, JOB_PRIORITY_LABELS, JOB_STATUSES, SERVICE_TYPE_LABELS, SERVICE_TYPES } from "~/lib/labels";
import { dateToLondonInput } from "~/lib/business-day";
import { DURATION_MAX, DURATION_STEP, jobSchema } from "../jobs.schema";

/** The customer a job form starts with (a job's own, or the one it was opened from). */
export type JobFormCustomer = CustomerOption;

/** The job form's fields as it starts from them (text as the inputs hold it). */
export type JobFormDefaults = {
  title?: string;
  customerId?: string;
  siteId?: string;
  newSiteAddress?: string;
  newSitePostcode?: string;
  serviceType?: string;
  status?: string;
  priority?: string;
  scheduledDate?: string;
  estimatedDuration?: string;
  locationAddress?: string;
  description?: string | null;
};

/** The form's starting values: the record's (times as London wall-clock), or a new job's with an optional customer chosen. */
export function jobDefaults(
  record: {
    title: string;
    customerId: string;
    siteId: string;
    serviceType: string;
    status: string;
    priority: string;
    scheduledDate: Date | string | null;
    estimatedDuration: number | null;
    locationAddress: string;
    description: string | null;
  } | null,
  preset?: { customerId?: string; siteId?: string; locationAddress?: string },
): JobFormDefaults {
  if (!record) return { customerId: preset?.customerId, siteId: preset?.siteId, status: "enquiry", priority: "medium", locationAddress: preset?.locationAddress };
  return {
    title: record.title,
    customerId: record.customerId,
    siteId: record.siteId,
    serviceType: record.serviceType,
    status: record.status,
    priority: record.priority,
    scheduledDate: record.scheduledDate ? dateToLondonInput(record.scheduledDate) : undefined,
    estimatedDuration: record.estimatedDuration === null ? undefined : String(record.estimatedDuration),
    locationAddress: record.locationAddress,
    description: record.description,
  };
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The job form: checked in the browser with the schema the action parses again. It starts from
 * `defaults` (see jobDefaults); after a failed save, from what was posted.
 */
export function JobForm({
  mode,
  defaults,
  customer,
  sites,
  lastResult,
}: {
  mode: "create" | "edit";
  defaults: JobFormDefaults;
  customer: CustomerOption | null;
  /** The sites of the customer the form starts with. */
  sites: SiteChoice[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<JobFormDefaults, unknown>({
    id: "job",
    lastResult,
    defaultValue: defaults,
    onValidate: ({ formData }) => parseForm(formData, jobSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [customerId, setCustomerId] = useState<string | null>(customer?.id ?? null);
  const [location, setLocation] = useState(fields.locationAddress.initialValue ?? "");
  // The address last filled in from a site: replaced when another site is chosen, unless edited.
  const [filledFrom, setFilledFrom] = useState<string | null>(() => (sites.some((s) => s.address === location) ? location : null));

  return (
    <SaveForm form={form}>
      <FormField field={fields.title} label="Title *">
        <Input {...getInputProps(fields.title, { type: "text" })} required maxLength={200} autoComplete="off" />
      </FormField>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField field={fields.customerId} label="Customer *">
          <CustomerPicker
            id={fields.customerId.id}
            name={fields.customerId.name}
            initial={customer}
            error={fields.customerId.errors?.[0]}
            errorId={fields.customerId.errorId}
            onChange={(chosen) => setCustomerId(chosen?.id ?? null)}
          />
        </FormField>
        <SiteField
          customerId={customerId}
          initialSites={sites}
          site={fields.siteId}
          newAddress={fields.newSiteAddress}
          newPostcode={fields.newSitePostcode}
          onSiteChange={(site) => {
            // The job takes place at its site's address unless another one was typed; a new site's
            // address is typed with it, so the one filled in from another site goes.
            if (location.trim() === "" || location === filledFrom) {
              setLocation(site?.address ?? "");
              setFilledFrom(site?.address ?? "");
            }
          }}
        />
        <FormField field={fields.serviceType} label="Service Type *">
          <NativeSelect {...getSelectProps(fields.serviceType)} required>
            <NativeSelectOption value="">Select a service</NativeSelectOption>
            {SERVICE_TYPES.map((s) => (
              <NativeSelectOption key={s} value={s}>
                {SERVICE_TYPE_LABELS[s]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
        <FormField field={fields.status} label="Status *">
          <NativeSelect {...getSelectProps(fields.status)} required>
            {JOB_STATUSES.map((s) => (
              <NativeSelectOption key={s} value={s}>
                {capitalise(humanise(s))}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
        <FormField field={fields.priority} label="Priority *">
          <NativeSelect {...getSelectProps(fields.priority)} required>
            {JOB_PRIORITIES.map((p) => (
              <NativeSelectOption key={p} value={p}>
                {JOB_PRIORITY_LABELS[p]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </FormField>
        <FormField field={fields.scheduledDate} label="Scheduled Date" hint="UK time. Leave empty if not booked yet.">
          <Input {...getInputProps(fields.scheduledDate, { type: "datetime-local", ariaDescribedBy: fields.scheduledDate.descriptionId })} />
        </FormField>
        <PastDateQuestion errors={fields.scheduledDate.errors} />
        <FormField
          field={fields.estimatedDuration}
          label="Estimated Duration (hours)"
          hint={`In steps of ${DURATION_STEP} hours. Leave empty if not known.`}
        >
          <Input
            {...getInputProps(fields.estimatedDuration, { type: "number", ariaDescribedBy: fields.estimatedDuration.descriptionId })}
            inputMode="decimal"
            step={DURATION_STEP}
            min={DURATION_STEP}
            max={DURATION_MAX}
          />
        </FormField>
      </div>
      <FormField
        field={fields.locationAddress}
        label="Location Address"
        hint="Filled in from the site's address; change it if the work is elsewhere (empty: the site's address)."
      >
        <Input
          {...getInputProps(fields.locationAddress, { type: "text", value: false, ariaDescribedBy: fields.locationAddress.descriptionId })}
          value={location}
          onChange={(event) => setLocation(event.currentTarget.value)}
          maxLength={500}
          autoComplete="off"
        />
      </FormField>
      <FormField field={fields.description} label="Description">
        <Textarea {...getTextareaProps(fields.description)} rows={4} maxLength={5000} />
      </FormField>
      <FormActions label={mode === "create" ? "Create" : "Update"} cancelTo="/admin/jobs" />
    </SaveForm>
  );
}
