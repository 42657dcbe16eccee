import { getSelectProps } from "@conform-to/react";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { CustomerAndSiteFields, DocumentFormShell, FieldError, FormCard, TextAreaField, TextField, useDocumentForm, VatRateField, type DocumentFormProps } from "~/features/documents/components/document-form-parts";
import { LineItemsEditor } from "~/features/documents/components/line-items-editor";
import { SERVICE_TYPE_LABELS, SERVICE_TYPES } from "~/lib/labels";
import { quoteSchema, type QuoteFormValues } from "../quotes.schema";
import { DepositFields } from "./deposit-fields";

/** The quote form: customer, service, lines with live totals, VAT, valid-until date, notes and terms. */
export function QuoteForm(props: DocumentFormProps<QuoteFormValues>) {
  const { defaults, customer, sites, priceBook, actionData, submitLabel, cancelTo } = props;
  const [form, fields] = useDocumentForm<QuoteFormValues>(quoteSchema, defaults, actionData);
  return (
    <DocumentFormShell form={form} submitLabel={submitLabel} cancelTo={cancelTo}>
      <input type="hidden" name={fields.jobId.name} value={defaults.jobId} />
      <FormCard title="Quote Details">
        <div className="grid gap-4 md:grid-cols-2">
          <CustomerAndSiteFields fields={fields} initial={customer} sites={sites} />
          <div className="space-y-2">
            <Label htmlFor={fields.serviceType.id}>Service Type *</Label>
            <NativeSelect {...getSelectProps(fields.serviceType)}>
              <option value="">Choose a service</option>
              {SERVICE_TYPES.map((s) => (
                <option key={s} value={s}>
                  {SERVICE_TYPE_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
            <FieldError field={fields.serviceType} />
          </div>
        </div>
        <TextAreaField label="Description" field={fields.description} />
      </FormCard>
      <LineItemsEditor form={form} lines={fields.lines} vatRate={fields.vatRate.value} priceBook={priceBook} />
      <FormCard title="Terms">
        <div className="grid gap-4 md:grid-cols-2">
          <VatRateField field={fields.vatRate} />
          <TextField label="Valid Until *" type="date" field={fields.validUntil} />
        </div>
        <DepositFields fields={fields} />
        <TextAreaField label="Notes (shown to the customer)" field={fields.notes} />
        <TextAreaField label="Terms" field={fields.terms} rows={4} />
      </FormCard>
    </DocumentFormShell>
  );
}
