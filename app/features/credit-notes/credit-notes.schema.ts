import { z } from "zod";
import { CREDIT_SETTLEMENTS, PAYMENT_METHODS } from "~/db/enums";
import { dateSchema } from "~/features/documents/document.schema";

// A credit note's form: which of the invoice's lines it credits and how many of each, why, and how
// it is settled (taken off the invoice's balance, or paid back). Browser-safe.

export const CREDIT_SETTLEMENT_LABELS: Record<(typeof CREDIT_SETTLEMENTS)[number], string> = {
  balance: "Reduce the balance owed",
  refund: "Refund money paid",
};

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const checkbox = z
  .union([z.boolean(), z.string()])
  .nullish()
  .transform((v) => v === true || v === "on" || v === "true");

export const creditLineSchema = z.object({
  /** The invoice line credited. */
  itemId: z.guid("Choose a line of the invoice"),
  include: checkbox,
  /** How many of the line's quantity, as typed ("1", "0.5"); checked against the line on the server. */
  quantity: z.string().trim().max(20, "Enter a quantity such as 1").nullish(),
});

export const creditNoteSchema = z
  .object({
    lines: z.array(creditLineSchema, { error: "Choose the lines to credit" }).max(100, "An invoice has at most 100 lines"),
    reason: z.string({ error: "Say why the credit is given" }).trim().min(3, "Say why the credit is given").max(1000, "The reason can be at most 1000 characters"),
    settlement: z.enum(CREDIT_SETTLEMENTS, "Choose how the credit is settled"),
    refundMethod: z.enum(PAYMENT_METHODS, "Choose how the money was paid back").nullish(),
    refundReference: optionalText("The reference", 100),
    refundedOn: dateSchema("the date the money was paid back").nullish().or(z.literal("")),
    notes: optionalText("Notes", 2000),
  })
  .superRefine((v, ctx) => {
    if (!v.lines.some((l) => l.include)) ctx.addIssue({ code: "custom", path: ["lines"], message: "Choose at least one line to credit" });
    if (v.settlement === "refund") {
      if (!v.refundMethod) ctx.addIssue({ code: "custom", path: ["refundMethod"], message: "Choose how the money was paid back" });
      if (!v.refundedOn) ctx.addIssue({ code: "custom", path: ["refundedOn"], message: "Enter the date the money was paid back" });
    }
  });

export type CreditNoteInput = z.input<typeof creditNoteSchema>;
export type CreditNoteFormValues = z.output<typeof creditNoteSchema>;

/** Issuing a draft credit note: by e-mail (with its PDF), or marked as issued without e-mail. */
export const issueCreditNoteSchema = z.object({
  how: z.enum(["email", "by_hand", "post"], "Choose how it is issued").default("email"),
});
