import { penceToPoundsInput } from "~/lib/money";

// A document form's line values as the browser holds them, shared by the form components and the
// server modules that fill a form (no component code here).
/** What a line looks like in the form: the text typed. */
export type LineFormValue = { description: string; quantity: string; unitPrice: string };

/** A price-book item offered as a one-click line. */
export type PriceBookChoice = { id: string; name: string; description: string; unitPricePence: number };

export const EMPTY_LINE: LineFormValue = { description: "", quantity: "1", unitPrice: "" };

/** Form values of stored lines (quantity text, unit price in pence). */
export function linesToForm(items: { description: string; quantity: string; unitPricePence: number }[]): LineFormValue[] {
  return items.map((i) => ({ description: i.description, quantity: String(Number(i.quantity)), unitPrice: penceToPoundsInput(i.unitPricePence) }));
}

/** The VAT rate field's value for a rate in basis points (2000 -> "20"). */
export function vatRateToForm(vatRateBp: number) {
  return String(vatRateBp / 100);
}
