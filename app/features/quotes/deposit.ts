import { formatPence } from "~/lib/format";
import { formatVatRate, vatPence } from "~/lib/money";

// A quote's deposit: none, a percentage of the quote's total (VAT included) or a fixed amount.
// Browser-safe: the quote form, the record pages, the PDF and the server all use these rules
// (docs/decisions/0083-deposits.md).

export const DEPOSIT_KINDS = ["none", "percent", "amount"] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

export type DepositTerms = { depositPercentBp: number | null; depositAmountPence: number | null };

/**
 * The deposit in pence for a quote's total: a percentage is rounded half up to the penny (25% of
 * £2,712.90 = £678.225 -> £678.23), a fixed amount is at most the total; null when none is asked.
 */
export function depositPence(totalPence: number, terms: DepositTerms): number | null {
  // A percentage in basis points of the total, rounded half away from zero: the same arithmetic as
  // VAT on a subtotal, and the total is never below zero, so half away from zero is half up.
  if (terms.depositPercentBp !== null) return vatPence(totalPence, terms.depositPercentBp);
  if (terms.depositAmountPence !== null) return Math.min(terms.depositAmountPence, totalPence);
  return null;
}

/** "£678.23 (25%)" or "£500.00"; null when the quote asks for no deposit. */
export function depositText(totalPence: number, terms: DepositTerms): string | null {
  const pence = depositPence(totalPence, terms);
  if (pence === null) return null;
  return terms.depositPercentBp !== null ? `${formatPence(pence)} (${formatVatRate(terms.depositPercentBp)})` : formatPence(pence);
}

/** The sentence the quote shows before it is accepted. */
export function depositSentence(totalPence: number, terms: DepositTerms): string | null {
  const text = depositText(totalPence, terms);
  return text ? `Deposit on acceptance: ${text}` : null;
}

/**
 * The VAT inside a deposit: the quote's VAT in the same proportion as the deposit is of the total,
 * rounded half up; the rest of the deposit is its net amount.
 */
export function depositVatPence(depositPence: number, quote: { vatAmountPence: number; totalPence: number }): number {
  if (quote.totalPence <= 0 || depositPence <= 0) return 0;
  const v = BigInt(quote.vatAmountPence) * BigInt(depositPence);
  const t = BigInt(quote.totalPence);
  return Number((2n * v + t) / (2n * t));
}
