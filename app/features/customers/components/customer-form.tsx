import { getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { FormActions, FormField, SaveForm, SwitchField } from "~/components/form-field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { parseForm } from "~/lib/forms";
import { customerSchema } from "../customers.schema";

/** The record's fields the form starts from when editing. */
export type CustomerFormRecord = {
  name: string;
  phone: string;
  email: string | null;
  postcode: string | null;
  address: string;
  isCommercial: boolean;
  notes: string | null;
};

/**
 * The customer form: checked in the browser with the schema the action parses again. It starts
 * from the record (none for a new customer); after a failed save, from what was posted.
 */
export function CustomerForm({
  mode,
  customer,
  lastResult,
}: {
  mode: "create" | "edit";
  customer?: CustomerFormRecord;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm({
    id: "customer",
    lastResult,
    defaultValue: customer && {
      name: customer.name,
      phone: customer.phone,
      email: customer.email,
      postcode: customer.postcode,
      address: customer.address,
      isCommercial: customer.isCommercial,
      notes: customer.notes,
    },
    onValidate: ({ formData }) => parseForm(formData, customerSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  return (
    <SaveForm form={form}>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField field={fields.name} label="Name *">
          <Input {...getInputProps(fields.name, { type: "text" })} required maxLength={200} autoComplete="off" />
        </FormField>
        <FormField field={fields.phone} label="Phone *">
          <Input {...getInputProps(fields.phone, { type: "tel" })} required maxLength={40} autoComplete="off" />
        </FormField>
        <FormField field={fields.email} label="Email">
          <Input {...getInputProps(fields.email, { type: "email" })} maxLength={254} autoComplete="off" />
        </FormField>
        <FormField field={fields.postcode} label="Postcode">
          <Input {...getInputProps(fields.postcode, { type: "text" })} maxLength={10} autoComplete="off" className="uppercase" />
        </FormField>
      </div>
      <FormField field={fields.address} label="Address *">
        <Input {...getInputProps(fields.address, { type: "text" })} required maxLength={500} autoComplete="off" />
      </FormField>
      <SwitchField field={fields.isCommercial} label="Commercial Customer" />
      <FormField field={fields.notes} label="Notes">
        <Textarea {...getTextareaProps(fields.notes)} rows={4} maxLength={5000} />
      </FormField>
      <FormActions label={mode === "create" ? "Create" : "Update"} cancelTo="/admin/customers" />
    </SaveForm>
  );
}
