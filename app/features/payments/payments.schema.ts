import { z } from "zod";
import { PAYMENT_METHODS, type PaymentMethod } from "~/db/enums";
import { dateSchema } from "~/features/documents/document.schema";
import { parsePounds } from "~/lib/money";

export { PAYMENT_METHODS, type PaymentMethod };

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: "Bank transfer",
  card: "Card",
  cash: "Cash",
  cheque: "Cheque",
  other: "Other",
};

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** An amount of money typed as pounds ("1,000", "£1712.90"): pence, more than nothing. */
export const amountSchema = z
  .string({ error: "Enter the amount" })
  .trim()
  .min(1, "Enter the amount")
  .transform((v, ctx) => {
    const pence = parsePounds(v);
    if (pence === null) {
      ctx.addIssue({ code: "custom", message: "Enter the amount in pounds and pence, like 250 or 1,712.90" });
      return z.NEVER;
    }
    return pence;
  })
  .refine((pence) => pence > 0, "The amount must be more than £0.00");

/** Recording a payment on an invoice (the date is checked against today by the domain function). */
export const paymentSchema = z.object({
  amount: amountSchema,
  paidOn: dateSchema("the date it was paid"),
  method: z.enum(PAYMENT_METHODS, "Choose how it was paid"),
  reference: optionalText("The reference", 100),
  note: optionalText("The note", 1000),
  /** E-mail the customer a receipt (when they have an address). */
  sendReceipt: z
    .union([z.boolean(), z.string()])
    .nullish()
    .transform((v) => v === true || v === "on" || v === "true"),
});

export type PaymentValues = z.output<typeof paymentSchema>;

/** Voiding a payment recorded by mistake: why. */
export const voidPaymentSchema = z.object({
  reason: z.string({ error: "Say why the payment is voided" }).trim().min(3, "Say why the payment is voided").max(500, "The reason can be at most 500 characters"),
});
