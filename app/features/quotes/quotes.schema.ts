import type { LineFormValue } from "~/features/documents/line-form-values";
import { z } from "zod";
import { optionalText } from "~/features/customers/customers.schema";
import { checkNewSite, newSiteFields, siteIdSchema } from "~/features/customers/sites.schema";
import { checkDocumentTotal, customerIdSchema, dateSchema, linesSchema, notesSchema, optionalId, vatRateSchema } from "~/features/documents/document.schema";
import { SERVICE_TYPES } from "~/lib/labels";
import { depositFields, checkDeposit } from "./deposit.schema";
import { nameField } from "~/lib/person-name";

/** Days a new quote stays valid unless staff choose another date. */
export const QUOTE_VALID_DAYS = 30;

export const DEFAULT_QUOTE_TERMS =
  "This quote covers the work and materials listed. Prices include VAT at the rate shown. Any extra work " +
  "found once we start is agreed with you before it is done. Payment is due within 14 days of the invoice " +
  "by bank transfer, card, cash or cheque.";

/** The quote form; also what every caller of createQuote and updateQuote must pass. */
export const quoteSchema = z
  .object({
    customerId: customerIdSchema,
    siteId: siteIdSchema,
    ...newSiteFields,
    jobId: optionalId,
    serviceType: z.enum(SERVICE_TYPES, "Choose a service type"),
    description: optionalText("Description", 2000),
    lines: linesSchema,
    vatRate: vatRateSchema,
    validUntil: dateSchema("the date the quote is valid until"),
    notes: notesSchema,
    terms: optionalText("Terms", 5000),
    ...depositFields,
  })
  .superRefine(checkDocumentTotal)
  .superRefine(checkDeposit)
  .superRefine(checkNewSite);

export type QuoteInput = z.input<typeof quoteSchema>;
export type QuoteValues = z.output<typeof quoteSchema>;

/**
 * A customer's answer in the portal: accepting needs their full name (at least two letters, once
 * invisible characters are gone) and agreement to the terms.
 */
export const quoteAcceptanceSchema = z.object({
  signedName: nameField({ required: "Type your full name to accept", max: 200, tooLong: "Name must be at most 200 characters", minLetters: 2 }),
  agreeTerms: z.literal("on", { error: "Tick to agree to the terms" }),
});

export const quoteDeclineSchema = z.object({
  reason: optionalText("Reason", 1000),
});

/** The portal's answer form on a quote: accept (signed) or decline (with an optional reason). */
export const quoteAnswerSchema = z.discriminatedUnion("intent", [
  quoteAcceptanceSchema.extend({ intent: z.literal("accept") }),
  quoteDeclineSchema.extend({ intent: z.literal("decline") }),
]);

/** The form's values as the browser holds them (text as typed). */
export type QuoteFormValues = {
  customerId: string;
  siteId: string;
  newSiteAddress?: string;
  newSitePostcode?: string;
  jobId: string;
  serviceType: string;
  description: string;
  lines: LineFormValue[];
  vatRate: string;
  validUntil: string;
  notes: string;
  terms: string;
  depositKind?: string;
  depositPercent?: string;
  depositAmount?: string;
};
