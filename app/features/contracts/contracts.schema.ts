import { z } from "zod";
import { CONTRACT_BILLINGS, CONTRACT_FREQUENCIES, CONTRACT_INVOICE_MODES } from "~/db/enums";

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
  })
  .refine((v) => v.frequency !== "every_n_weeks" || v.intervalWeeks !== undefined, { message: "Enter the number of weeks", path: ["intervalWeeks"] });

export type ContractInput = z.output<typeof contractSchema>;
