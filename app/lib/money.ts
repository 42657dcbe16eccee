// Money: integer pence everywhere; quantities as integer hundredths. Shared by the server, the forms,
// the seed and the PDF, so that every total is computed by the same rules.
//
// - A line's total is quantity × unit price, rounded half away from zero to the penny.
// - Every line has its own VAT rate in basis points (2000 = 20%); a line without one takes the
//   document's rate (the default for its new lines).
// - VAT is computed once per rate, on the sum of that rate's lines (not line by line), and rounded
//   half up to the penny (half away from zero, for a rate whose lines come to less than nothing).
//   The document's VAT is the sum of the rates' VAT.
// - Total = subtotal + VAT.

/** Divide an integer by a positive integer divisor, rounding half away from zero. */
function divideRounded(numerator: number, divisor: number): number {
  const sign = numerator < 0 ? -1 : 1;
  const abs = Math.abs(numerator);
  return sign * Math.floor((abs + Math.floor(divisor / 2)) / divisor);
}

const QUANTITY = /^\s*(\d{1,7})(?:\.(\d{0,2}))?\s*$/;
const POUNDS = /^\s*(-)?£?\s*(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{0,2}))?\s*$/;

/** "2.5" -> 250 hundredths; null when not a non-negative number with at most two decimals. */
export function parseQuantity(text: string): number | null {
  const m = QUANTITY.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** 250 hundredths -> "2.5"; 100 -> "1". */
export function formatQuantity(hundredths: number): string {
  const whole = Math.trunc(hundredths / 100);
  const frac = Math.abs(hundredths % 100);
  if (frac === 0) return String(whole);
  return `${whole}.${String(frac).padStart(2, "0").replace(/0$/, "")}`;
}

/** "£1,234.50", "1234.5", "-10" -> pence; null when it is not an amount of money. */
export function parsePounds(text: string): number | null {
  const m = POUNDS.exec(text);
  if (!m) return null;
  const pounds = Number(m[2].replaceAll(",", ""));
  const pence = Number((m[3] ?? "").padEnd(2, "0"));
  const value = pounds * 100 + pence;
  return m[1] ? -value : value;
}

/** 123450 -> "1234.50" (for an input's value; formatPence is for display). */
export function penceToPoundsInput(pence: number): string {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(pence);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A line's total in pence: quantity (hundredths) × unit price (pence), rounded to the penny. */
export function lineTotalPence(quantityHundredths: number, unitPricePence: number): number {
  return divideRounded(quantityHundredths * unitPricePence, 100);
}

/** VAT on a subtotal at a rate in basis points (2000 = 20%). */
export function vatPence(subtotalPence: number, vatRateBp: number): number {
  return divideRounded(subtotalPence * vatRateBp, 10_000);
}

/** A line to price: its quantity, unit price and (when it has its own) VAT rate. */
export type LineInput = { quantityHundredths: number; unitPricePence: number; vatRateBp?: number | null };
/** One VAT rate of a document: the sum of its lines (net) and the VAT on that sum. */
export type VatRateTotal = { vatRateBp: number; netPence: number; vatPence: number };
export type DocumentTotals = {
  lineTotals: number[];
  /** Each line's VAT rate (its own, else the document's). */
  lineRates: number[];
  subtotalPence: number;
  /** By rate, highest rate first; one entry per rate the lines use. */
  vatByRate: VatRateTotal[];
  vatAmountPence: number;
  totalPence: number;
};

/** The VAT of priced lines by rate: each rate's lines summed, the VAT rounded once on that sum. Highest rate first. */
export function vatByRate(lines: readonly { lineTotalPence: number; vatRateBp: number }[]): VatRateTotal[] {
  const net = new Map<number, number>();
  for (const line of lines) net.set(line.vatRateBp, (net.get(line.vatRateBp) ?? 0) + line.lineTotalPence);
  return [...net.entries()].sort(([a], [b]) => b - a).map(([vatRateBp, netPence]) => ({ vatRateBp, netPence, vatPence: vatPence(netPence, vatRateBp) }));
}

/**
 * Line totals, subtotal, VAT (by rate) and total of a document. `defaultVatRateBp` is the document's
 * rate, used for any line without its own.
 */
export function documentTotals(lines: readonly LineInput[], defaultVatRateBp: number): DocumentTotals {
  const lineTotals = lines.map((l) => lineTotalPence(l.quantityHundredths, l.unitPricePence));
  const lineRates = lines.map((l) => l.vatRateBp ?? defaultVatRateBp);
  const subtotalPence = lineTotals.reduce((sum, t) => sum + t, 0);
  const byRate = vatByRate(lineTotals.map((lineTotal, i) => ({ lineTotalPence: lineTotal, vatRateBp: lineRates[i] })));
  // A document without lines still names its rate (a "VAT 20%" line of £0.00).
  const summary = byRate.length > 0 ? byRate : [{ vatRateBp: defaultVatRateBp, netPence: 0, vatPence: 0 }];
  const vatAmountPence = summary.reduce((sum, r) => sum + r.vatPence, 0);
  return { lineTotals, lineRates, subtotalPence, vatByRate: summary, vatAmountPence, totalPence: subtotalPence + vatAmountPence };
}

/** 2000 -> "20%", 1750 -> "17.5%", 0 -> "0%". */
export function formatVatRate(vatRateBp: number): string {
  return `${Number((vatRateBp / 100).toFixed(2))}%`;
}
