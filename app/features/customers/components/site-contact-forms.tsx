import { getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { FormActions, FormField, SaveForm, SwitchField } from "~/components/form-field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { parseForm } from "~/lib/forms";
import { CONTACT_ROLE_LABELS, CONTACT_ROLES } from "~/lib/labels";
import { contactSchema, siteSchema } from "../sites.schema";

/** A site's fields as the form starts from them when editing. */
export type SiteFormRecord = {
  label: string | null;
  address: string;
  postcode: string | null;
  what3words: string | null;
  latitude: string | null;
  longitude: string | null;
  accessNotes: string | null;
  contactId: string | null;
};

/**
 * A customer's site: where the work is, how to get in, whom to call there. Checked in the browser
 * with the schema the action parses again.
 */
export function SiteForm({
  site,
  contacts,
  cancelTo,
  lastResult,
}: {
  site?: SiteFormRecord;
  contacts: Array<{ id: string; name: string; role: string }>;
  cancelTo: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm({
    id: "site",
    lastResult,
    defaultValue: site,
    onValidate: ({ formData }) => parseForm(formData, siteSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <SaveForm form={form}>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField field={fields.label} label="Name" hint="How the office knows it: Yard, Flat 2, Head office.">
          <Input {...getInputProps(fields.label, { type: "text", ariaDescribedBy: fields.label.descriptionId })} maxLength={100} autoComplete="off" />
        </FormField>
        <FormField field={fields.postcode} label="Postcode">
          <Input {...getInputProps(fields.postcode, { type: "text" })} maxLength={10} autoComplete="off" className="uppercase" />
        </FormField>
      </div>
      <FormField field={fields.address} label="Address *">
        <Input {...getInputProps(fields.address, { type: "text" })} required maxLength={500} autoComplete="off" />
      </FormField>
      <FormField field={fields.accessNotes} label="Access notes" hint="Gate codes, keys, parking, pets, when to avoid.">
        <Textarea {...getTextareaProps(fields.accessNotes, { ariaDescribedBy: fields.accessNotes.descriptionId })} rows={3} maxLength={2000} />
      </FormField>
      <FormField field={fields.contactId} label="Contact at this site">
        <NativeSelect {...getSelectProps(fields.contactId)} className="w-full">
          <option value="">The customer</option>
          {contacts.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({CONTACT_ROLE_LABELS[c.role as keyof typeof CONTACT_ROLE_LABELS] ?? c.role})
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-4 md:grid-cols-3">
        <FormField field={fields.what3words} label="what3words">
          <Input {...getInputProps(fields.what3words, { type: "text" })} maxLength={100} autoComplete="off" placeholder="///filled.count.soap" />
        </FormField>
        <FormField field={fields.latitude} label="Latitude">
          <Input {...getInputProps(fields.latitude, { type: "text" })} inputMode="decimal" maxLength={20} autoComplete="off" />
        </FormField>
        <FormField field={fields.longitude} label="Longitude">
          <Input {...getInputProps(fields.longitude, { type: "text" })} inputMode="decimal" maxLength={20} autoComplete="off" />
        </FormField>
      </div>
      <FormActions label={site ? "Update site" : "Add site"} cancelTo={cancelTo} />
    </SaveForm>
  );
}

/** A contact's fields as the form starts from them when editing. */
export type ContactFormRecord = {
  name: string;
  role: string;
  phone: string | null;
  email: string | null;
  receivesDocuments: boolean;
  receivesVisitNotices: boolean;
};

/** A person of a customer: a tenant, an agent, the accounts team; and what they are sent. */
export function ContactForm({ contact, cancelTo, lastResult }: { contact?: ContactFormRecord; cancelTo: string; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "contact",
    lastResult,
    defaultValue: contact ?? { role: "tenant" },
    onValidate: ({ formData }) => parseForm(formData, contactSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <SaveForm form={form}>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField field={fields.name} label="Name *">
          <Input {...getInputProps(fields.name, { type: "text" })} required maxLength={200} autoComplete="off" />
        </FormField>
        <FormField field={fields.role} label="Role">
          <NativeSelect {...getSelectProps(fields.role)} className="w-full">
            {CONTACT_ROLES.map((role) => (
              <option key={role} value={role}>
                {CONTACT_ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField field={fields.phone} label="Phone">
          <Input {...getInputProps(fields.phone, { type: "tel" })} maxLength={40} autoComplete="off" />
        </FormField>
        <FormField field={fields.email} label="Email">
          <Input {...getInputProps(fields.email, { type: "email" })} maxLength={254} autoComplete="off" />
        </FormField>
      </div>
      <div className="space-y-3">
        <SwitchField field={fields.receivesDocuments} label="Receives quotes and invoices" />
        <SwitchField field={fields.receivesVisitNotices} label="Receives visit notices" />
      </div>
      <FormActions label={contact ? "Update contact" : "Add contact"} cancelTo={cancelTo} />
    </SaveForm>
  );
}
