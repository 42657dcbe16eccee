import type { LineFormValue } from "~/features/documents/line-form-values";
import { z } from "zod";
import { checkDocumentTotal, customerIdSchema, dateSchema, linesSchema, notesSchema, optionalId, vatRateSchema } from "~/features/documents/document.schema";
import { checkNewSite, newSiteFields, siteIdSchema } from "~/features/customers/sites.schema";

/** Days from issue to due date unless staff choose another. */
export const INVOICE_DUE_DAYS = 14;

import { PAYMENT_METHODS } from "~/db/enums";

export { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from "~/features/payments/payments.schema";

/** The invoice form; also what every caller of createInvoice and updateInvoice must pass. */
export const invoiceSchema = z
  .object({
    customerId: customerIdSchema,
    siteId: siteIdSchema,
    ...newSiteFields,
    jobId: optionalId,
    quoteId: optionalId,
    lines: linesSchema,
    vatRate: vatRateSchema,
    issueDate: dateSchema("the issue date"),
    dueDate: dateSchema("the due date"),
    notes: notesSchema,
  })
  .refine((v) => v.dueDate >= v.issueDate, { path: ["dueDate"], message: "The due date cannot be before the issue date" })
  .superRefine(checkDocumentTotal)
  .superRefine(checkNewSite);

export type InvoiceInput = z.input<typeof invoiceSchema>;
export type InvoiceValues = z.output<typeof invoiceSchema>;

/** Recording a payment. */
export const invoicePaymentSchema = z.object({
  paidDate: dateSchema("the date it was paid"),
  method: z.enum(PAYMENT_METHODS, "Choose how it was paid"),
});

/** The form's values as the browser holds them (text as typed). */
export type InvoiceFormValues = {
  customerId: string;
  siteId: string;
  newSiteAddress?: string;
  newSitePostcode?: string;
  jobId: string;
  quoteId: string;
  lines: LineFormValue[];
  vatRate: string;
  issueDate: string;
  dueDate: string;
  notes: string;
};
