import { penceToPoundsInput } from "~/lib/money";

// A document form's line values as the browser holds them, shared by the form components and the
// server modules that fill a form (no component code here).
/** What a line looks like in the form: the text typed, and its VAT rate as a percentage ("20"). */
export type LineFormValue = { description: string; quantity: string; unitPrice: string; vatRate: string };

/** A price-book item offered as a one-click line, with the VAT rate it is sold at. */
export type PriceBookChoice = { id: string; name: string; description: string; unitPricePence: number; vatRateBp: number };

/** The VAT rate field's value for a rate in basis points (2000 -> "20"). */
export function vatRateToForm(vatRateBp: number) {
  return String(vatRateBp / 100);
}

/** A line nobody has filled in yet, at the document's VAT rate ("20"); left out when saved as it is. */
export function emptyLine(vatRate = "20"): LineFormValue {
  return { description: "", quantity: "1", unitPrice: "", vatRate };
}

export const EMPTY_LINE: LineFormValue = emptyLine();

/** A price-book item as a line: its description, one of it, its price and its VAT rate. */
export function priceBookLine(item: PriceBookChoice): LineFormValue {
  return { description: item.description, quantity: "1", unitPrice: penceToPoundsInput(item.unitPricePence), vatRate: vatRateToForm(item.vatRateBp) };
}

/** Form values of stored lines (quantity text, unit price in pence, VAT rate in basis points). */
export function linesToForm(items: { description: string; quantity: string; unitPricePence: number; vatRateBp: number }[]): LineFormValue[] {
  return items.map((i) => ({ description: i.description, quantity: String(Number(i.quantity)), unitPrice: penceToPoundsInput(i.unitPricePence), vatRate: vatRateToForm(i.vatRateBp) }));
}
