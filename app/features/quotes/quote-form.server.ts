import { customerOption } from "~/features/customers/customers.server";
import { EMPTY_LINE, linesToForm, vatRateToForm } from "~/features/documents/line-form-values";
import { getJob } from "~/features/jobs/jobs.server";
import { priceBookOptions } from "~/features/price-book/price-book.server";
import type { StaffActor } from "~/lib/actor";
import type { QuoteFormValues } from "./quotes.schema";
import { getQuote, newQuoteDefaults } from "./quotes.server";

/**
 * What the new-quote page needs: defaults (30 days' validity, 20% VAT, the standard terms), and the
 * customer and service when it is opened from a customer (`?customerId=`) or a job (`?jobId=`).
 */
export async function newQuoteForm({ actor, url }: { actor: StaffActor; url: URL }) {
  const job = await getJob({ actor, id: url.searchParams.get("jobId") ?? "" });
  const customerId = job?.customerId ?? url.searchParams.get("customerId") ?? "";
  const customer = await customerOption({ actor, id: customerId });
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
  return { values, customer, priceBook: await priceBookOptions({ actor }) };
}

/** What the edit page of a draft quote needs, or null when there is no such quote. */
export async function editQuoteForm({ actor, id }: { actor: StaffActor; id: string }) {
  const quote = await getQuote({ actor, id });
  if (!quote) return null;
  const customer = await customerOption({ actor, id: quote.customerId });
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
  return { quote, values, customer, priceBook: await priceBookOptions({ actor }) };
}
