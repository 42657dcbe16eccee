import type { LineFormValue } from "~/features/documents/line-form-values";
import { z } from "zod";
import { optionalText } from "~/features/customers/customers.schema";
import { checkNewSite, newSiteFields, siteIdSchema } from "~/features/customers/sites.schema";
import { checkDocumentTotal, customerIdSchema, dateSchema, linesSchema, notesSchema, optionalId, vatRateSchema } from "~/features/documents/document.schema";
import { RESPONSE_METHODS, type ResponseMethod } from "~/db/enums";
import { londonInputToDate, todayKey } from "~/lib/business-day";
import { CONFIRM_FIELD } from "~/lib/confirmation";
import { SERVICE_TYPES } from "~/lib/labels";
import { depositFields, checkDeposit } from "./deposit.schema";
import { nameField } from "~/lib/person-name";

/** Days a new quote stays valid unless staff choose another date. */
export const QUOTE_VALID_DAYS = 30;

/** When and how an invoice is paid: the last sentence of the standard terms of quotes and contracts. */
export const PAYMENT_TERMS = "Payment is due within 14 days of the invoice by bank transfer, card, cash or cheque.";

export const DEFAULT_QUOTE_TERMS =
  "This quote covers the work and materials listed. Prices include VAT at the rate shown. Any extra work " +
  `found once we start is agreed with you before it is done. ${PAYMENT_TERMS}`;

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
  // A quote is issued when it is saved or sent: it cannot be valid only until a day already gone.
  .refine((v) => v.validUntil >= todayKey(), { path: ["validUntil"], message: "The valid-until date cannot be in the past" })
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

/** How a customer's answer reached the office, as staff read it. */
export const RESPONSE_METHOD_LABELS: Record<ResponseMethod, string> = {
  phone: "by phone",
  paper: "on paper",
  in_person: "in person",
  email: "by e-mail",
};

/** A date-time typed on London's clock (`<input type="datetime-local">`), as an instant. */
const londonDateTime = z
  .string({ error: "Enter when they answered" })
  .trim()
  .min(1, "Enter when they answered")
  .transform((v, ctx) => {
    const at = londonInputToDate(v);
    if (!at) {
      ctx.addIssue({ code: "custom", message: "Enter when they answered as a real date and time" });
      return z.NEVER;
    }
    return at;
  });

/**
 * A customer's answer recorded by staff (told by phone, on paper, in person or by e-mail): how, who
 * answered (their name), and when (not in the future: checked by the domain function against its clock).
 */
export const staffAnswerSchema = z.object({
  responseMethod: z.enum(RESPONSE_METHODS, "Choose how the customer answered"),
  respondedName: nameField({ required: "Enter the name of the person who answered", max: 200, tooLong: "Name must be at most 200 characters", minLetters: 2 }),
  respondedAt: londonDateTime,
});

/** A decline recorded by staff: as any recorded answer, with the reason given (required) and the confirmation. */
export const staffDeclineSchema = staffAnswerSchema.extend({
  reason: z.string({ error: "Enter the reason they gave" }).trim().min(1, "Enter the reason they gave").max(1000, "Reason must be at most 1000 characters"),
  [CONFIRM_FIELD]: z.string().nullish(),
});

/** Extending a quote's valid-until date (it keeps its number). */
export const extendQuoteSchema = z.object({ validUntil: dateSchema("the new valid-until date") });

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
