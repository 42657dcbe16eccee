import { z } from "zod";
import { documentTotals, parsePounds, penceToPoundsInput } from "~/lib/money";
import type { LineValues } from "~/features/documents/document.schema";
import { DEPOSIT_KINDS, type DepositTerms } from "./deposit";

// The quote form's deposit: none, a percentage (1-100, up to two decimals) or a fixed amount (more
// than nothing, at most the quote's total with VAT).

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/;

export const depositFields = {
  depositKind: z
    .enum(DEPOSIT_KINDS, "Choose whether a deposit is asked for")
    .nullish()
    .transform((v) => v ?? "none"),
  /** As typed ("25", "12.5"); read by checkDeposit. */
  depositPercent: z.string().trim().max(20, "Enter a percentage such as 25").nullish(),
  /** As typed ("500", "1,000.00"); read by checkDeposit. */
  depositAmount: z.string().trim().max(30, "Enter an amount such as 500").nullish(),
};

/** "25" -> 2500 basis points; null when not a number with at most two decimals. */
export function parsePercentBp(text: string): number | null {
  const m = PERCENT.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

type DepositInput = { depositKind: string; depositPercent?: string | null; depositAmount?: string | null; lines: LineValues[]; vatRate: number };

/** The form's deposit as stored: a percentage or an amount, or neither; checked against the total. */
export function depositTermsOf(values: DepositInput): DepositTerms {
  if (values.depositKind === "percent") return { depositPercentBp: parsePercentBp(values.depositPercent ?? ""), depositAmountPence: null };
  if (values.depositKind === "amount") return { depositPercentBp: null, depositAmountPence: parsePounds(values.depositAmount ?? "") };
  return { depositPercentBp: null, depositAmountPence: null };
}

export function checkDeposit(values: DepositInput, ctx: z.RefinementCtx) {
  const terms = depositTermsOf(values);
  if (values.depositKind === "percent") {
    const bp = terms.depositPercentBp;
    if (bp === null || bp < 100 || bp > 10_000) ctx.addIssue({ code: "custom", path: ["depositPercent"], message: "Enter a percentage from 1 to 100" });
  }
  if (values.depositKind === "amount") {
    const pence = terms.depositAmountPence;
    const total = documentTotals(values.lines, values.vatRate).totalPence;
    if (pence === null || pence <= 0) ctx.addIssue({ code: "custom", path: ["depositAmount"], message: "Enter the deposit in pounds, such as 500" });
    else if (pence > total) ctx.addIssue({ code: "custom", path: ["depositAmount"], message: `The deposit can be at most the quote's total, £${penceToPoundsInput(total)}` });
  }
}

/** The form's deposit fields from stored terms (the edit form, a copy). */
export function depositFormValues(terms: DepositTerms) {
  if (terms.depositPercentBp !== null) return { depositKind: "percent" as const, depositPercent: String(terms.depositPercentBp / 100), depositAmount: "" };
  if (terms.depositAmountPence !== null) return { depositKind: "amount" as const, depositPercent: "", depositAmount: penceToPoundsInput(terms.depositAmountPence) };
  return { depositKind: "none" as const, depositPercent: "", depositAmount: "" };
}
