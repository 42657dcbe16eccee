import { CustomerAndSiteFields, DocumentFormShell, FormCard, TextAreaField, TextField, useDocumentForm, VatRateField, type DocumentFormProps } from "~/features/documents/components/document-form-parts";
import { LineItemsEditor } from "~/features/documents/components/line-items-editor";
import { invoiceSchema, type InvoiceFormValues } from "../invoices.schema";

/** The invoice form: customer, lines with live totals, VAT, issue and due dates, notes. */
export function InvoiceForm(props: DocumentFormProps<InvoiceFormValues> & {
  /** How the customer is asked to pay, as the invoice will show it. */
  paymentInstructions: string;
}) {
  const { defaults, customer, sites, priceBook, actionData, submitLabel, cancelTo, paymentInstructions } = props;
  const [form, fields] = useDocumentForm<InvoiceFormValues>(invoiceSchema, defaults, actionData);
  return (
    <DocumentFormShell form={form} submitLabel={submitLabel} cancelTo={cancelTo}>
      <input type="hidden" name={fields.jobId.name} value={defaults.jobId} />
      <input type="hidden" name={fields.quoteId.name} value={defaults.quoteId} />
      <FormCard title="Invoice Details">
        <CustomerAndSiteFields fields={fields} initial={customer} sites={sites} />
        <div className="grid gap-4 md:grid-cols-3">
          <TextField label="Issue Date *" type="date" field={fields.issueDate} />
          <TextField label="Due Date *" type="date" field={fields.dueDate} />
          <VatRateField field={fields.vatRate} />
        </div>
      </FormCard>
      <LineItemsEditor form={form} lines={fields.lines} vatRate={fields.vatRate.value} priceBook={priceBook} />
      <FormCard title="Notes and Payment">
        <TextAreaField label="Notes (shown to the customer)" field={fields.notes} />
        <div>
          <h3 className="text-sm font-medium">Payment instructions</h3>
          <p className="text-sm whitespace-pre-line text-muted-foreground">{paymentInstructions}</p>
        </div>
      </FormCard>
    </DocumentFormShell>
  );
}
