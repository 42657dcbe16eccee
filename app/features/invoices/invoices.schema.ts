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
    /**
     * The date of supply (the tax point) the invoice shows: empty means the issue date. It may be
     * earlier than the issue date (work done, invoiced later) but never later: an invoice issued
     * before the work is done makes its own date the tax point.
     */
    supplyDate: dateSchema("the supply date").nullish().transform((v) => v ?? null),
    dueDate: dateSchema("the due date"),
    notes: notesSchema,
    /** "yes": create it even though the job already has an invoice (see SECOND_INVOICE_FIELD). */
    confirmSecondInvoice: z.string().trim().max(10).nullish(),
  })
  .refine((v) => v.dueDate >= v.issueDate, { path: ["dueDate"], message: "The due date cannot be before the issue date" })
  .refine((v) => v.supplyDate === null || v.supplyDate <= v.issueDate, { path: ["supplyDate"], message: "The supply date cannot be after the issue date" })
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
  supplyDate: string;
  dueDate: string;
  notes: string;
  confirmSecondInvoice: string;
};

/** The field that confirms a second invoice for a job that already has one. */
export const SECOND_INVOICE_FIELD = "confirmSecondInvoice";
