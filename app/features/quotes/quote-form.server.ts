import { commonFormValues, editDocumentForm, newDocumentForm } from "~/features/documents/document-form.server";
import { documentFormRoutes } from "~/features/documents/document-routes.server";
import { emptyLine } from "~/features/documents/line-form-values";
import type { StaffActor } from "~/lib/actor";
import { depositFormValues } from "./deposit.schema";
import type { QuoteFormValues } from "./quotes.schema";
import { createQuote, getQuote, newQuoteDefaults, quoteKind, updateQuote } from "./quotes.server";

/**
 * What the new-quote page needs: defaults (30 days' validity, 20% VAT, the standard terms), and the
 * customer and service when it is opened from a customer (`?customerId=`) or a job (`?jobId=`).
 */
export function newQuoteForm(args: { actor: StaffActor; url: URL }) {
  return newDocumentForm(args, ({ job, customer }): QuoteFormValues => {
    const defaults = newQuoteDefaults();
    const fromJob = { serviceType: job?.serviceType ?? "", description: job?.description ?? "" };
    return { customerId: customer?.id ?? "", siteId: job?.siteId ?? "", jobId: job?.id ?? "", ...fromJob, lines: [emptyLine(defaults.vatRate)], vatRate: defaults.vatRate, validUntil: defaults.validUntil, notes: "", terms: defaults.terms, depositKind: "none", depositPercent: "", depositAmount: "" };
  });
}

/** What the edit page of a draft quote needs, or null when there is no such quote. */
export function editQuoteForm(args: { actor: StaffActor; id: string }) {
  return editDocumentForm(args, getQuote, (quote): QuoteFormValues => ({
    ...commonFormValues(quote),
    serviceType: quote.serviceType,
    description: quote.description ?? "",
    validUntil: quote.validUntil ?? newQuoteDefaults().validUntil,
    terms: quote.terms ?? "",
    ...depositFormValues(quote),
  }));
}

/** The loaders and actions of the new and edit pages of a quote. */
export const quoteFormRoutes = documentFormRoutes(quoteKind, { newForm: newQuoteForm, editForm: editQuoteForm, create: createQuote, update: updateQuote });
