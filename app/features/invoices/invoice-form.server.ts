import { commonFormValues, editDocumentForm, newDocumentForm } from "~/features/documents/document-form.server";
import { documentFormRoutes } from "~/features/documents/document-routes.server";
import { emptyLine } from "~/features/documents/line-form-values";
import type { StaffActor } from "~/lib/actor";
import { getPaymentDetails } from "~/lib/business.server";
import type { InvoiceFormValues } from "./invoices.schema";
import { getDb } from "~/db/client.server";
import { createInvoice, existingJobInvoice, getInvoice, invoiceKind, newInvoiceDefaults, updateInvoice } from "./invoices.server";

/** The payment instructions as an invoice shows them (the reference is the invoice's number). */
export function paymentInstructionsText() {
  const bank = getPaymentDetails();
  return `Bank transfer to ${bank.accountName}, ${bank.bankName}, sort code ${bank.sortCode}, account ${bank.accountNumber}, with the invoice number as the reference.`;
}

/**
 * What the new-invoice page needs: today and +14 days, 20% VAT, one line nobody has filled in (left
 * out if it stays empty); the customer from `?customerId=` or `?jobId=`, and the invoices the job
 * already has (a second one must be confirmed).
 */
export async function newInvoiceForm(args: { actor: StaffActor; url: URL }) {
  let jobId: string | null = null;
  const form = await newDocumentForm(args, ({ job, customer }): InvoiceFormValues => {
    jobId = job?.id ?? null;
    const { vatRate, issueDate, dueDate } = newInvoiceDefaults();
    return { customerId: customer?.id ?? "", siteId: job?.siteId ?? "", jobId: job?.id ?? "", quoteId: "", lines: [emptyLine(vatRate)], vatRate, issueDate, supplyDate: "", dueDate, notes: "", confirmSecondInvoice: "" };
  });
  const existing = jobId ? await getDb().transaction((tx) => existingJobInvoice(tx, jobId!)) : null;
  return { ...form, paymentInstructions: paymentInstructionsText(), secondInvoiceOf: existing ? `${existing.invoiceNumber} (${existing.status.replaceAll("_", " ")})` : null };
}

/** What the edit page of a draft invoice needs, or null when there is no such invoice. */
export async function editInvoiceForm(args: { actor: StaffActor; id: string }) {
  const form = await editDocumentForm(args, getInvoice, (invoice): InvoiceFormValues => ({
    ...commonFormValues(invoice),
    quoteId: invoice.quoteId ?? "",
    issueDate: invoice.issueDate,
    // Shown empty when it is the issue date (the default).
    supplyDate: invoice.supplyDate && invoice.supplyDate !== invoice.issueDate ? invoice.supplyDate : "",
    confirmSecondInvoice: "",
    dueDate: invoice.dueDate,
  }));
  return form && { ...form, paymentInstructions: paymentInstructionsText() };
}

/** The loaders and actions of the new and edit pages of an invoice. */
export const invoiceFormRoutes = documentFormRoutes(invoiceKind, { newForm: newInvoiceForm, editForm: editInvoiceForm, create: createInvoice, update: updateInvoice });
