import { CustomerAndSiteFields, DocumentFormShell, FieldError, FormCard, TextAreaField, TextField, useDocumentForm, VatRateField, type DocumentFormProps } from "~/features/documents/components/document-form-parts";
import { LineItemsEditor } from "~/features/documents/components/line-items-editor";
import { invoiceSchema, type InvoiceFormValues } from "../invoices.schema";

/**
 * The invoice form: customer, lines with live totals, VAT, issue, supply and due dates, notes; and,
 * when the server finds the job already has an invoice, the box that confirms a second one.
 */
export function InvoiceForm(props: DocumentFormProps<InvoiceFormValues> & {
  /** How the customer is asked to pay, as the invoice will show it. */
  paymentInstructions: string;
  /** The invoice the job already has ("INV-00012 (sent)"): a new one is its second, to be confirmed. */
  secondInvoiceOf?: string | null;
}) {
  const { defaults, customer, sites, priceBook, actionData, submitLabel, cancelTo, paymentInstructions, secondInvoiceOf } = props;
  const [form, fields] = useDocumentForm<InvoiceFormValues>(invoiceSchema, defaults, actionData);
  return (
    <DocumentFormShell form={form} submitLabel={submitLabel} cancelTo={cancelTo}>
      <input type="hidden" name={fields.jobId.name} value={defaults.jobId} />
      <input type="hidden" name={fields.quoteId.name} value={defaults.quoteId} />
      <FormCard title="Invoice Details">
        <CustomerAndSiteFields fields={fields} initial={customer} sites={sites} />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="Issue Date *" type="date" field={fields.issueDate} />
          <TextField label="Supply Date (if before the issue date)" type="date" field={fields.supplyDate} />
          <TextField label="Due Date *" type="date" field={fields.dueDate} />
          <VatRateField field={fields.vatRate} />
        </div>
        {fields.confirmSecondInvoice.errors?.length || secondInvoiceOf ? (
          <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950" role="alert">
            {fields.confirmSecondInvoice.errors?.length ? (
              <FieldError field={fields.confirmSecondInvoice} />
            ) : (
              <p className="text-sm">This job already has invoice {secondInvoiceOf}. Tick the box to confirm a second invoice for the same job.</p>
            )}
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name={fields.confirmSecondInvoice.name} value="yes" className="mt-0.5 size-4" />
              Yes, create a second invoice for this job
            </label>
          </div>
        ) : null}
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
