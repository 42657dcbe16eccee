import type { z } from "zod";
import type { Actor } from "~/lib/actor";
import { fieldErrors, type FieldErrors } from "~/lib/forms";
import { documentTotals, formatQuantity } from "~/lib/money";
import type { LineValues } from "./document.schema";

// Rules and errors that quotes and invoices share. Each module owns its own table; this one holds
// only what would otherwise be written twice.

export type DocumentKind = "quote" | "invoice";

export type DocumentErrorCode =
  | "invalid"
  | "not_found"
  | "not_allowed"
  | "customer_not_found"
  | "no_email"
  | "expired"
  | "already_converted"
  | "forbidden";

const NOUN: Record<DocumentKind, string> = { quote: "quote", invoice: "invoice" };

function messageFor(code: DocumentErrorCode, kind: DocumentKind, detail?: string): string {
  const noun = NOUN[kind];
  switch (code) {
    case "invalid":
      return "Please correct the highlighted fields.";
    case "not_found":
      return `This ${noun} could not be found.`;
    case "not_allowed":
      return detail ?? `This ${noun} cannot be changed in that way in its current status.`;
    case "customer_not_found":
      return "The chosen customer no longer exists. Choose another.";
    case "no_email":
      return `The customer has no e-mail address. Add one to their record to send the ${noun}.`;
    case "expired":
      return "This quote has expired. Please contact us for a new one.";
    case "already_converted":
      return detail ?? `This ${noun} has already been converted.`;
    case "forbidden":
      return "Only staff can do that.";
  }
}

/** A quote's or invoice's failure: a code, the message people see, and field messages for a form. */
export class DocumentError extends Error {
  constructor(
    readonly code: DocumentErrorCode,
    readonly kind: DocumentKind,
    readonly fieldErrors: FieldErrors = {},
    detail?: string,
  ) {
    super(messageFor(code, kind, detail));
    this.name = "DocumentError";
  }
}

/** Parse a document form's input with its schema, or throw `invalid` with the field messages. */
export function parseDocumentInput<S extends z.ZodType>(schema: S, input: unknown, kind: DocumentKind): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new DocumentError("invalid", kind, documentFieldErrors(parsed.error));
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

/** Staff only; a customer or the system is refused. */
export function requireStaff(actor: Actor, kind: DocumentKind) {
  if (actor.kind !== "staff") throw new DocumentError("forbidden", kind);
  return actor;
}

/** The stored rows of a document's lines, and its totals, computed here whatever a form showed. */
export function priceLines(lines: LineValues[], vatRateBp: number) {
  const totals = documentTotals(lines, vatRateBp);
  const rows = lines.map((line, index) => ({
    position: index + 1,
    description: line.description,
    quantity: formatQuantity(line.quantityHundredths),
    unitPricePence: line.unitPricePence,
    lineTotalPence: totals.lineTotals[index],
  }));
  return {
    rows,
    totals: { subtotalPence: totals.subtotalPence, vatAmountPence: totals.vatAmountPence, totalPence: totals.totalPence },
  };
}

/** Negative totals are refused: a discount line may lower a document's total, never below zero. */
export function checkTotal(totalPence: number, kind: DocumentKind) {
  if (totalPence < 0) throw new DocumentError("invalid", kind, { lines: "The total cannot be below £0.00" });
}
