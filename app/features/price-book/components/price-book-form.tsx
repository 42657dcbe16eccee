import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { parseForm } from "~/lib/forms";
import { SERVICE_TYPE_LABELS, SERVICE_TYPES } from "~/lib/labels";
import { penceToPoundsInput } from "~/lib/money";
import { PRICE_BOOK_DESCRIPTION_MAX, PRICE_BOOK_NAME_MAX, priceBookActionSchema } from "../price-book.schema";

/** The form's values as text, as the inputs hold them. */
export type PriceBookFormDefaults = {
  name: string;
  description: string;
  unitPrice: string;
  vatRate: string;
  serviceType: string;
  active: "on" | "";
};

/** A new item: 20% VAT, active. */
export const emptyPriceBookItem: PriceBookFormDefaults = { name: "", description: "", unitPrice: "", vatRate: "20", serviceType: "", active: "on" };

/** The form's values for a stored item. */
export function priceBookDefaults(item: {
  name: string;
  description: string;
  unitPricePence: number;
  vatRateBp: number;
  serviceType: string | null;
  active: boolean;
}): PriceBookFormDefaults {
  return {
    name: item.name,
    description: item.description,
    unitPrice: penceToPoundsInput(item.unitPricePence),
    vatRate: String(item.vatRateBp / 100),
    serviceType: item.serviceType ?? "",
    active: item.active ? "on" : "",
  };
}

function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {errors[0]}
    </p>
  );
}

/**
 * The price book item form, checked in the browser with the schema the server parses again (Conform).
 * Posts `intent=save` to the page's own action.
 */
export function PriceBookForm({
  mode,
  defaults,
  lastResult,
}: {
  mode: "create" | "edit";
  defaults: PriceBookFormDefaults;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm({
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parseForm(formData, priceBookActionSchema);
    },
  });
  const { key: _nameKey, ...nameProps } = getInputProps(fields.name, { type: "text" });
  const { key: _descriptionKey, ...descriptionProps } = getTextareaProps(fields.description, { ariaDescribedBy: fields.description.descriptionId });
  const { key: _priceKey, ...priceProps } = getInputProps(fields.unitPrice, { type: "text", ariaDescribedBy: fields.unitPrice.descriptionId });
  const { key: _vatKey, ...vatProps } = getInputProps(fields.vatRate, { type: "text" });
  const { key: _serviceKey, ...serviceProps } = getSelectProps(fields.serviceType);
  const { key: _activeKey, ...activeProps } = getInputProps(fields.active, { type: "checkbox", ariaDescribedBy: fields.active.descriptionId });

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <input type="hidden" name="intent" value="save" />
      <div className="space-y-2">
        <Label htmlFor={fields.name.id}>Name *</Label>
        <Input {...nameProps} maxLength={PRICE_BOOK_NAME_MAX} autoComplete="off" />
        <FieldError id={fields.name.errorId} errors={fields.name.errors} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={fields.description.id}>Description *</Label>
        <Textarea {...descriptionProps} rows={3} maxLength={PRICE_BOOK_DESCRIPTION_MAX} />
        <p id={fields.description.descriptionId} className="text-sm text-muted-foreground">
          The line&apos;s text when the item is put on a quote or an invoice.
        </p>
        <FieldError id={fields.description.errorId} errors={fields.description.errors} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={fields.unitPrice.id}>Unit price (£) *</Label>
          <div className="relative">
            <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground" aria-hidden="true">
              £
            </span>
            <Input {...priceProps} inputMode="decimal" autoComplete="off" className="pl-7" />
          </div>
          <p id={fields.unitPrice.descriptionId} className="text-sm text-muted-foreground">
            Before VAT, for example 140 or 95.50.
          </p>
          <FieldError id={fields.unitPrice.errorId} errors={fields.unitPrice.errors} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={fields.vatRate.id}>VAT rate (%) *</Label>
          <Input {...vatProps} inputMode="decimal" autoComplete="off" maxLength={6} />
          <FieldError id={fields.vatRate.errorId} errors={fields.vatRate.errors} />
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor={fields.serviceType.id}>Service</Label>
        <NativeSelect {...serviceProps}>
          <NativeSelectOption value="">Any service</NativeSelectOption>
          {SERVICE_TYPES.map((type) => (
            <NativeSelectOption key={type} value={type}>
              {SERVICE_TYPE_LABELS[type]}
            </NativeSelectOption>
          ))}
        </NativeSelect>
        <FieldError id={fields.serviceType.errorId} errors={fields.serviceType.errors} />
      </div>
      <div className="space-y-1">
        <div className="flex items-center gap-3">
          <input {...activeProps} className="size-4 accent-primary" />
          <Label htmlFor={fields.active.id}>Active</Label>
        </div>
        <p id={fields.active.descriptionId} className="text-sm text-muted-foreground">
          Active items are offered on new quotes and invoices.
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : mode === "create" ? "Create" : "Update"}
        </Button>
        <Button asChild variant="outline">
          <Link to="/admin/price-book">Cancel</Link>
        </Button>
      </div>
    </Form>
  );
}
