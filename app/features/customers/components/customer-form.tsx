import { controlProps, FormActions, FormField, SaveForm, useCheckedForm } from "~/components/form-field";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import type { FieldErrors } from "~/lib/forms";
import { customerSchema } from "../customers.schema";

export type CustomerFormDefaults = {
  name: string;
  phone: string;
  email: string;
  postcode: string;
  address: string;
  isCommercial: boolean;
  notes: string;
};

export const emptyCustomer: CustomerFormDefaults = {
  name: "",
  phone: "",
  email: "",
  postcode: "",
  address: "",
  isCommercial: false,
  notes: "",
};

/** Form values (as posted) over the record's: what the person typed is never lost. */
export function customerDefaults(
  record: { name: string; phone: string; email: string | null; postcode: string | null; address: string; isCommercial: boolean; notes: string | null } | null,
  posted?: Record<string, string>,
): CustomerFormDefaults {
  if (posted) {
    return {
      name: posted.name ?? "",
      phone: posted.phone ?? "",
      email: posted.email ?? "",
      postcode: posted.postcode ?? "",
      address: posted.address ?? "",
      isCommercial: posted.isCommercial === "on",
      notes: posted.notes ?? "",
    };
  }
  if (!record) return emptyCustomer;
  return {
    name: record.name,
    phone: record.phone,
    email: record.email ?? "",
    postcode: record.postcode ?? "",
    address: record.address,
    isCommercial: record.isCommercial,
    notes: record.notes ?? "",
  };
}

/** The customer form (§2): checked in the browser with the same schema the server uses. */
export function CustomerForm({
  mode,
  defaults,
  serverErrors = {},
}: {
  mode: "create" | "edit";
  defaults: CustomerFormDefaults;
  serverErrors?: FieldErrors;
}) {
  const { errors, saving, onSubmit } = useCheckedForm(customerSchema, serverErrors);

  return (
    <SaveForm onSubmit={onSubmit}>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField name="name" label="Name *" error={errors.name}>
          <Input {...controlProps("name", errors.name)} defaultValue={defaults.name} required maxLength={200} autoComplete="off" />
        </FormField>
        <FormField name="phone" label="Phone *" error={errors.phone}>
          <Input {...controlProps("phone", errors.phone)} type="tel" defaultValue={defaults.phone} required maxLength={40} autoComplete="off" />
        </FormField>
        <FormField name="email" label="Email" error={errors.email}>
          <Input {...controlProps("email", errors.email)} type="email" defaultValue={defaults.email} maxLength={254} autoComplete="off" />
        </FormField>
        <FormField name="postcode" label="Postcode" error={errors.postcode}>
          <Input
            {...controlProps("postcode", errors.postcode)}
            defaultValue={defaults.postcode}
            maxLength={10}
            autoComplete="off"
            className="uppercase"
          />
        </FormField>
      </div>
      <FormField name="address" label="Address *" error={errors.address}>
        <Input {...controlProps("address", errors.address)} defaultValue={defaults.address} required maxLength={500} autoComplete="off" />
      </FormField>
      <div className="flex items-center gap-3">
        <Switch id="isCommercial" name="isCommercial" defaultChecked={defaults.isCommercial} />
        <Label htmlFor="isCommercial">Commercial Customer</Label>
      </div>
      <FormField name="notes" label="Notes" error={errors.notes}>
        <Textarea {...controlProps("notes", errors.notes)} rows={4} defaultValue={defaults.notes} maxLength={5000} />
      </FormField>
      <FormActions saving={saving} label={mode === "create" ? "Create" : "Update"} cancelTo="/admin/customers" />
    </SaveForm>
  );
}
