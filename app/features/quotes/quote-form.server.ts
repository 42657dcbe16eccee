import { editDocumentContext, newDocumentContext } from "~/features/documents/document-form.server";
import { EMPTY_LINE, linesToForm, vatRateToForm } from "~/features/documents/line-form-values";
import type { StaffActor } from "~/lib/actor";
import type { QuoteFormValues } from "./quotes.schema";
import { getQuote, newQuoteDefaults } from "./quotes.server";

/**
 * What the new-quote page needs: defaults (30 days' validity, 20% VAT, the standard terms), and the
 * customer and service when it is opened from a customer (`?customerId=`) or a job (`?jobId=`).
 */
export async function newQuoteForm({ actor, url }: { actor: StaffActor; url: URL }) {
  const { job, customer, priceBook } = await newDocumentContext({ actor, url });
  const defaults = newQuoteDefaults();
  const values: QuoteFormValues = {
    customerId: customer?.id ?? "",
    jobId: job?.id ?? "",
    serviceType: job?.serviceType ?? "",
    description: job?.description ?? "",
    lines: [EMPTY_LINE],
    vatRate: defaults.vatRate,
    validUntil: defaults.validUntil,
    notes: "",
    terms: defaults.terms,
  };
  return { values, customer, priceBook };
}

/** What the edit page of a draft quote needs, or null when there is no such quote. */
export async function editQuoteForm({ actor, id }: { actor: StaffActor; id: string }) {
  const quote = await getQuote({ actor, id });
  if (!quote) return null;
  const { customer, priceBook } = await editDocumentContext({ actor, customerId: quote.customerId });
  const values: QuoteFormValues = {
    customerId: quote.customerId,
    jobId: quote.jobId ?? "",
    serviceType: quote.serviceType,
    description: quote.description ?? "",
    lines: linesToForm(quote.items),
    vatRate: vatRateToForm(quote.vatRateBp),
    validUntil: quote.validUntil ?? newQuoteDefaults().validUntil,
    notes: quote.notes ?? "",
    terms: quote.terms ?? "",
  };
  return { quote, values, customer, priceBook };
}
