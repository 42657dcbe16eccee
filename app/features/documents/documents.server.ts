import type { z } from "zod";
import type { Actor } from "~/lib/actor";
import { CORRECT_THE_FIELDS, DomainError } from "~/lib/domain-error";
import { fieldErrors, type FieldErrors } from "~/lib/forms";
import { documentTotals, formatQuantity, parseQuantity } from "~/lib/money";
import type { LineValues } from "./document.schema";

// Rules every document kind shares that need no table: parsing a form's input, who may change a
// document, and pricing its lines. The kind-configured core (document-kind.server.ts) builds on them.

/** Parse a document form's input with its schema, or throw `invalid` with the field messages. */
export function parseDocumentInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new DomainError("invalid", CORRECT_THE_FIELDS, { fieldErrors: documentFieldErrors(parsed.error) });
  return parsed.data;
}

/** Field messages keyed as the form names its fields ("lines[2].quantity"). */
function documentFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = fieldErrors(error);
  for (const issue of error.issues) {
    if (issue.path.length > 1) {
      const key = issue.path.reduce<string>((acc, part) => (typeof part === "number" ? `${acc}[${part}]` : acc ? `${acc}.${String(part)}` : String(part)), "");
      out[key] ??= issue.message;
    }
  }
  return out;
}

/** Staff only; a customer or the system is refused (`not_allowed`, reason `forbidden`). */
export function requireStaff(actor: Actor) {
  if (actor.kind !== "staff") throw new DomainError("not_allowed", "Only staff can do that.", { reason: "forbidden" });
  return actor;
}

/**
 * The stored rows of a document's lines, and its totals, computed here whatever a form showed: each
 * line at its own VAT rate (a line without one at `defaultVatRateBp`, the document's rate), the VAT
 * by rate (money.ts). For any kind of document: the rows fit every line-items table.
 */
export function priceLines(lines: readonly LineValues[], defaultVatRateBp: number) {
  const totals = documentTotals(lines, defaultVatRateBp);
  const rows = lines.map((line, index) => ({
    position: index + 1,
    description: line.description,
    quantity: formatQuantity(line.quantityHundredths),
    unitPricePence: line.unitPricePence,
    vatRateBp: totals.lineRates[index],
    lineTotalPence: totals.lineTotals[index],
  }));
  return {
    rows,
    totals: { subtotalPence: totals.subtotalPence, vatAmountPence: totals.vatAmountPence, totalPence: totals.totalPence },
    vatByRate: totals.vatByRate,
  };
}

/** Negative totals are refused: a discount line may lower a document's total, never below zero. */
export function checkTotal(totalPence: number) {
  if (totalPence < 0) throw new DomainError("invalid", CORRECT_THE_FIELDS, { fieldErrors: { lines: "The total cannot be below £0.00" } });
}

/** Stored line items back as line values (to copy a document's lines into a new one). */
export function itemsAsLines(items: Array<{ description: string; quantity: string; unitPricePence: number; vatRateBp: number }>): LineValues[] {
  return items.map((i) => ({ description: i.description, quantityHundredths: parseQuantity(i.quantity) ?? 100, unitPricePence: i.unitPricePence, vatRateBp: i.vatRateBp }));
}
