import { editDocumentContext, newDocumentContext } from "~/features/documents/document-form.server";
import { EMPTY_LINE, linesToForm, vatRateToForm } from "~/features/documents/line-form-values";
import type { StaffActor } from "~/lib/actor";
import { getPaymentDetails } from "~/lib/business.server";
import type { InvoiceFormValues } from "./invoices.schema";
import { getInvoice, newInvoiceDefaults } from "./invoices.server";

/** The payment instructions as an invoice shows them (the reference is the invoice's number). */
export function paymentInstructionsText() {
  const bank = getPaymentDetails();
  return `Bank transfer to ${bank.accountName}, ${bank.bankName}, sort code ${bank.sortCode}, account ${bank.accountNumber}, with the invoice number as the reference.`;
}

/** What the new-invoice page needs: today and +14 days, 20% VAT; the customer from `?customerId=` or `?jobId=`. */
export async function newInvoiceForm({ actor, url }: { actor: StaffActor; url: URL }) {
  const { job, customer, priceBook } = await newDocumentContext({ actor, url });
  const defaults = newInvoiceDefaults();
  const values: InvoiceFormValues = {
    customerId: customer?.id ?? "",
    jobId: job?.id ?? "",
    quoteId: "",
    lines: [job ? { ...EMPTY_LINE, description: job.title } : EMPTY_LINE],
    vatRate: defaults.vatRate,
    issueDate: defaults.issueDate,
    dueDate: defaults.dueDate,
    notes: "",
  };
  return { values, customer, priceBook, paymentInstructions: paymentInstructionsText() };
}

/** What the edit page of a draft invoice needs, or null when there is no such invoice. */
export async function editInvoiceForm({ actor, id }: { actor: StaffActor; id: string }) {
  const invoice = await getInvoice({ actor, id });
  if (!invoice) return null;
  const { customer, priceBook } = await editDocumentContext({ actor, customerId: invoice.customerId });
  const values: InvoiceFormValues = {
    customerId: invoice.customerId,
    jobId: invoice.jobId ?? "",
    quoteId: invoice.quoteId ?? "",
    lines: linesToForm(invoice.items),
    vatRate: vatRateToForm(invoice.vatRateBp),
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    notes: invoice.notes ?? "",
  };
  return { invoice, values, customer, priceBook, paymentInstructions: paymentInstructionsText() };
}
