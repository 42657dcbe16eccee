import { z } from "zod";
import { CONTRACT_BILLINGS, CONTRACT_FREQUENCIES, CONTRACT_INVOICE_MODES } from "~/db/enums";
import { PAYMENT_TERMS, quoteAcceptanceSchema } from "~/features/quotes/quotes.schema";

// The contract form: one definition of its rules and messages, for the browser and the server.

export const FREQUENCY_LABELS: Record<(typeof CONTRACT_FREQUENCIES)[number], string> = {
  monthly: "Monthly",
  quarterly: "Quarterly",
  six_monthly: "Every six months",
  yearly: "Yearly",
  every_n_weeks: "Every N weeks",
};
export const BILLING_LABELS: Record<(typeof CONTRACT_BILLINGS)[number], string> = {
  per_visit: "Per visit (on the visit's day)",
  per_period_in_advance: "Per period, in advance",
  yearly: "Yearly, in advance",
};
export const INVOICE_MODE_LABELS: Record<(typeof CONTRACT_INVOICE_MODES)[number], string> = {
  draft: "Draft for review",
  send: "Sent at once",
};

/** The terms a contract is offered on unless the office writes others: those of a drainage maintenance contract. */
export const CONTRACT_TERMS =
  "This contract covers the planned maintenance visits at the site named above, on the schedule shown, for its term. " +
  "At each visit we carry out the services listed and send you a report of the visit. Work beyond them (repairs, " +
  "excavation, or a call-out for a blockage between visits) is quoted separately and done only once you agree to it. " +
  "We tell you at least 48 hours ahead if a visit has to move; please give us safe access to the drains, chambers and " +
  "grease traps on the day, as a visit that cannot be made for want of access may be charged. Prices are fixed for the " +
  "term and exclude VAT, which is added at the rate in force. A contract that renews itself does so for another term " +
  "at the same price unless we give notice of a change at least 30 days before. Either side may end the contract with " +
  `30 days' notice in writing; visits already made stay payable. ${PAYMENT_TERMS}`;

/** The customer's acceptance of a contract in the portal: their full name typed, and the terms agreed to (as for a quote). */
export const contractAcceptanceSchema = quoteAcceptanceSchema;

/** The portal contract page's form: accepting is its one answer. */
export const contractAnswerSchema = contractAcceptanceSchema.extend({ intent: z.literal("accept") });

const day = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date");

export const contractSchema = z
  .object({
    customerId: z.uuid("Choose a customer"),
    siteId: z.uuid("Choose a site").optional().or(z.literal("").transform(() => undefined)),
    title: z.string().trim().min(1, "Give the contract a title").max(200),
    frequency: z.enum(CONTRACT_FREQUENCIES, { error: "Choose how often" }),
    intervalWeeks: z.coerce.number().int().min(1).max(52).optional().or(z.literal("").transform(() => undefined)),
    startDate: day,
    termMonths: z.coerce.number({ error: "Enter the term in months" }).int().min(1, "At least a month").max(120, "At most 120 months"),
    price: z
      .string()
      .trim()
      .regex(/^\d{1,7}(\.\d{1,2})?$/, "Enter a price such as 120.00")
      .transform((v) => Math.round(Number(v) * 100)),
    billing: z.enum(CONTRACT_BILLINGS),
    invoiceMode: z.enum(CONTRACT_INVOICE_MODES),
    autoRenew: z
      .union([z.literal("on"), z.literal("yes"), z.literal("true"), z.literal(""), z.boolean()])
      .optional()
      .transform((v) => v === true || v === "on" || v === "yes" || v === "true"),
    usualEngineerId: z.string().trim().max(200).optional().transform((v) => v || null),
    visitStart: z
      .string()
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time such as 09:00")
      .optional()
      .default("09:00"),
    visitDurationMinutes: z.coerce.number().int().min(15).max(1440).optional().default(120),
    serviceIds: z.array(z.uuid()).max(20).optional().default([]),
    notes: z.string().trim().max(5000).optional().transform((v) => v || null),
    terms: z.string().trim().max(5000, "Terms must be at most 5000 characters").optional().transform((v) => v || null),
  })
  .refine((v) => v.frequency !== "every_n_weeks" || v.intervalWeeks !== undefined, { message: "Enter the number of weeks", path: ["intervalWeeks"] });

export type ContractInput = z.output<typeof contractSchema>;
