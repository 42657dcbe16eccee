import { z } from "zod";
import { dayStart } from "~/lib/business-day";
import { optionalText } from "~/features/customers/customers.schema";
import { documentTotals, lineTotalPence, parsePounds, parseQuantity } from "~/lib/money";

// What quotes and invoices share: line items, the VAT rate and calendar dates. Browser-safe, so the
// forms check with the same rules the server applies.

export const MAX_LINES = 100;
export const MAX_UNIT_PRICE_PENCE = 10_000_000; // £100,000 a unit
const MAX_QUANTITY_HUNDREDTHS = 1_000_000; // 10,000 units
/**
 * The most a line or a whole document may come to, either way: £10,000,000. Quantity and unit price
 * within their own limits can make £1bn on one line; with this bound every line, subtotal, VAT and
 * total fits the database's integer columns (at most 2,147,483,647 pence) with room to spare.
 */
export const MAX_AMOUNT_PENCE = 1_000_000_000;
const MAX_AMOUNT_TEXT = "£10,000,000";

/** VAT as a percentage ("20", "0", "17.5") -> basis points (2000). */
export const vatRateSchema = z
  .string({ error: "Choose a VAT rate" })
  .trim()
  .transform((value, ctx) => {
    const m = /^(\d{1,3})(?:\.(\d{1,2}))?%?$/.exec(value);
    const bp = m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : Number.NaN;
    if (Number.isInteger(bp) && bp >= 0 && bp <= 10_000) return bp;
    ctx.addIssue({ code: "custom", message: "Enter a VAT rate between 0 and 100%" });
    return z.NEVER;
  });

/**
 * One line as typed: description, quantity ("2.5"), unit price in pounds ("95.00") and its VAT rate
 * ("20"; none given: the document's rate).
 */
export const lineSchema = z
  .object({
    description: z.string({ error: "Enter a description" }).trim().min(1, "Enter a description").max(500, "Description must be at most 500 characters"),
    quantity: z
      .string({ error: "Enter a quantity" })
      .trim()
      .min(1, "Enter a quantity")
      .transform((value, ctx) => {
        const hundredths = parseQuantity(value);
        if (hundredths !== null && hundredths > 0 && hundredths <= MAX_QUANTITY_HUNDREDTHS) return hundredths;
        ctx.addIssue({ code: "custom", message: "Enter a quantity such as 1 or 2.5 (up to two decimals)" });
        return z.NEVER;
      }),
    unitPrice: z
      .string({ error: "Enter a price" })
      .trim()
      .min(1, "Enter a price")
      .transform((value, ctx) => {
        const pence = parsePounds(value);
        if (pence !== null && Math.abs(pence) <= MAX_UNIT_PRICE_PENCE) return pence;
        ctx.addIssue({ code: "custom", message: "Enter a price in pounds, such as 95 or 95.50" });
        return z.NEVER;
      }),
    vatRate: vatRateSchema.optional(),
  })
  .superRefine((line, ctx) => {
    // Shown on the line, by its price: the quantity and the price may each be within their limits.
    if (Math.abs(lineTotalPence(line.quantity, line.unitPrice)) > MAX_AMOUNT_PENCE) {
      ctx.addIssue({ code: "custom", path: ["unitPrice"], message: `A line may come to at most ${MAX_AMOUNT_TEXT}` });
    }
  })
  .transform((line) => ({ description: line.description, quantityHundredths: line.quantity, unitPricePence: line.unitPrice, vatRateBp: line.vatRate ?? null }));

export type LineValues = z.output<typeof lineSchema>;

/**
 * A line nobody has filled in: no description and no price (its quantity and VAT rate are the
 * form's defaults). A new form starts with one, and it is ignored, not refused.
 */
export function isBlankLine(line: unknown) {
  if (line === undefined || line === null) return true;
  if (typeof line !== "object") return false;
  const { description, unitPrice } = line as Record<string, unknown>;
  const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");
  return blank(description) && blank(unitPrice);
}

/**
 * The lines: blank ones left out (each line keeps its index, so a message stays on its own line),
 * then at least one and at most MAX_LINES.
 */
export const linesSchema = z
  .array(z.preprocess((line) => (isBlankLine(line) ? null : line), lineSchema.nullable()), { error: "Add at least one line" })
  .max(MAX_LINES, `A document has at most ${MAX_LINES} lines`)
  .transform((lines) => lines.filter((line): line is LineValues => line !== null))
  .refine((lines) => lines.length > 0, "Add at least one line");

/**
 * A document's total (VAT included) within MAX_AMOUNT_PENCE, as a message on the form. The subtotal
 * and the VAT are never further from zero than the total, so they are within it too.
 */
export function checkDocumentTotal(value: { lines: readonly LineValues[]; vatRate: number }, ctx: z.RefinementCtx) {
  if (Math.abs(documentTotals(value.lines, value.vatRate).totalPence) > MAX_AMOUNT_PENCE) {
    ctx.addIssue({ code: "custom", path: [], message: `A document may come to at most ${MAX_AMOUNT_TEXT}, VAT included` });
  }
}

/** A calendar date "YYYY-MM-DD" (as from `<input type="date">`) that exists. */
export const dateSchema = (label: string) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .refine((v) => dayStart(v) !== null, `Enter ${label} as a real date`);

/** An optional id of a related record: empty means none. */
export const optionalId = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || z.guid().safeParse(v).success, "Choose a valid record");

export const customerIdSchema = z.string({ error: "Choose a customer" }).trim().min(1, "Choose a customer").pipe(z.guid("Choose a customer"));

export const notesSchema = optionalText("Notes", 5000);
