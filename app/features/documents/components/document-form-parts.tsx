import { getFormProps, getInputProps, getTextareaProps, useForm, type DefaultValue, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { useEffect, useMemo, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { toast } from "~/components/ui/sonner";
import { Textarea } from "~/components/ui/textarea";
import { parseForm, resultLike } from "~/lib/forms";
import { CustomerPicker } from "~/features/customers/components/customer-picker";
import { SiteField, type SiteChoice } from "~/features/customers/components/site-field";
import type { CustomerOption } from "~/features/customers/customers.schema";
import { EMPTY_LINE, type PriceBookChoice } from "../line-form-values";
import { vatChoicesWith } from "./vat-choices";

/** The reply of a failed save: Conform's result and the toast. */
export type DocumentActionData = { result?: SubmissionResult<string[]>; toast?: { title: string; description?: string } } | undefined;

/** What a quote or invoice form is given: its values, the chosen customer, the price book, the save's answer. */
export type DocumentFormProps<Values> = {
  defaults: Values;
  customer: CustomerOption | null;
  /** The sites of the customer the form starts with. */
  sites: SiteChoice[];
  priceBook: PriceBookChoice[];
  actionData: DocumentActionData;
  submitLabel: string;
  cancelTo: string;
};

/**
 * The Conform form of a quote or invoice, checked in the browser with the same schema the server
 * parses again; the server's errors (and what was typed) come back as `lastResult`, reshaped like
 * the form's values (a post can have any shape, and the form must still be drawn).
 */
export function useDocumentForm<Schema extends Record<string, unknown>>(schema: z.ZodObject | z.ZodPipe, defaultValue: Schema, actionData: DocumentActionData) {
  const result = actionData?.result;
  // Kept while the reply is the same: Conform takes a new `lastResult` as a new answer.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const lastResult = useMemo(() => resultLike(result, { ...defaultValue, lines: [EMPTY_LINE] }), [result]);
  const [form, fields] = useForm<Schema>({
    lastResult,
    defaultValue: defaultValue as DefaultValue<Schema>,
    onValidate: ({ formData }) => parseForm(formData, schema) as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (actionData?.toast) toast.error(actionData.toast.title, { description: actionData.toast.description });
  }, [actionData]);
  return [form, fields] as const;
}

export function DocumentFormShell<S extends Record<string, unknown>>({
  form,
  children,
  submitLabel,
  cancelTo,
}: {
  form: FormMetadata<S, string[]>;
  children: React.ReactNode;
  submitLabel: string;
  cancelTo: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      {children}
      {form.errors && form.errors.length > 0 ? (
        <p id={form.errorId} className="text-sm text-destructive" role="alert">
          {form.errors[0]}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="save" disabled={saving}>
          {saving ? "Saving..." : submitLabel}
        </Button>
        <Button asChild variant="outline">
          <Link to={cancelTo}>Cancel</Link>
        </Button>
      </div>
    </Form>
  );
}

export function FieldError({ field }: { field: { errorId: string; errors?: string[] } }) {
  return field.errors?.length ? (
    <p id={field.errorId} className="text-sm text-destructive">
      {field.errors[0]}
    </p>
  ) : null;
}

/** A labelled text, date or number field. */
export function TextField({ label, field, type = "text" }: { label: string; field: FieldMetadata<string>; type?: "text" | "date" }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={field.id}>{label}</Label>
      <Input {...getInputProps(field, { type })} />
      <FieldError field={field} />
    </div>
  );
}

export function TextAreaField({ label, field, rows = 3 }: { label: string; field: FieldMetadata<string | null>; rows?: number }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={field.id}>{label}</Label>
      <Textarea {...getTextareaProps(field)} rows={rows} />
      <FieldError field={field} />
    </div>
  );
}

export { VAT_CHOICES } from "./vat-choices";

/** The document's VAT rate: the rate a new line starts with (each line has its own). */
export function VatRateField({ field }: { field: FieldMetadata<string> }) {
  const current = typeof field.value === "string" ? field.value : "20";
  const choices = vatChoicesWith(current);
  return (
    <div className="space-y-2">
      <Label htmlFor={field.id}>VAT Rate for New Lines</Label>
      <NativeSelect id={field.id} name={field.name} key={field.key} defaultValue={current} aria-invalid={field.errors ? true : undefined} aria-describedby={field.errors ? field.errorId : undefined}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </NativeSelect>
      <FieldError field={field} />
    </div>
  );
}

/** The customer, then one of their sites (or a new one): where a document's work is. */
export function CustomerAndSiteFields({
  fields,
  initial,
  sites,
}: {
  fields: { customerId: FieldMetadata<string>; siteId: FieldMetadata<string>; newSiteAddress: FieldMetadata<string | undefined>; newSitePostcode: FieldMetadata<string | undefined> };
  initial: CustomerOption | null;
  sites: SiteChoice[];
}) {
  const field = fields.customerId;
  const [customerId, setCustomerId] = useState<string | null>(initial?.id ?? null);
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor={field.id}>Customer *</Label>
        <CustomerPicker
          id={field.id}
          name={field.name}
          initial={initial}
          error={field.errors?.[0]}
          errorId={field.errorId}
          onChange={(chosen) => setCustomerId(chosen?.id ?? null)}
        />
        <FieldError field={field} />
      </div>
      <SiteField
        customerId={customerId}
        initialSites={sites}
        site={fields.siteId}
        newAddress={fields.newSiteAddress}
        newPostcode={fields.newSitePostcode}
      />
    </>
  );
}

export function FormCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}
