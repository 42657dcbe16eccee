import { formatPence } from "~/lib/format";
import { BOLD, COLOUR, LEFT, type Layout, RIGHT, ROW_LINE, WIDTH, drawHeading, longDate, statusLabel, truncate, wrap } from "./pdf-canvas.server";
import { singleLine, toWinAnsi } from "./win-ansi";
import type { PdfDocument } from "./pdf-layout.server";

// The money sections of a document beyond its lines and totals: the deposits a final invoice
// deducts and the balance it asks for, a quote's deposit, and a credit note's invoice and settlement.

export type MoneySections = {
  /** Amounts taken off the total, each on its own row: "Less deposit paid (INV-00031)". */
  deductions?: Array<{ label: string; pence: number }> | null;
  /** What is asked once the deductions are taken off: under them, and in the amount box. */
  askedPence?: number | null;
  /** A quote's deposit: "Deposit on acceptance: £678.23 (25%)". */
  deposit?: string | null;
  /** A credit note: the number of the invoice it credits. */
  creditFor?: string | null;
  /** A credit note: why, and how it is settled (in words). */
  creditReason?: string | null;
  creditSettlement?: string | null;
};

export const KIND_LABELS: Record<PdfDocument["kind"], string> = { quote: "Quote", invoice: "Invoice", credit_note: "Credit note" };

/** A credit note's details beside its number. */
export function creditNoteRows(data: PdfDocument): [string, string | null][] {
  return [
    ["Credit note date", longDate(data.issueDate)],
    ["For invoice", data.creditFor ? singleLine(data.creditFor) : null],
    ["Status", statusLabel(data.status)],
  ];
}

/** Under the total: each deduction ("Less deposit paid (INV-00031)  -£678.23") and the balance asked for. */
export function drawDeductions(layout: Layout, data: PdfDocument) {
  const rows = data.deductions ?? [];
  if (rows.length === 0) return;
  const width = 300;
  const x = RIGHT - width;
  const rowHeight = 17;
  layout.y -= 14;
  layout.ensure(rowHeight * (rows.length + 1) + 30);
  let y = layout.y;
  for (const row of rows) {
    const amount = `-${formatPence(row.pence)}`;
    const amountWidth = layout.style().widthOfString(amount) + 12;
    layout.text(truncate(layout.style(), singleLine(row.label), width - amountWidth - 12), x + 6, y);
    layout.textRight(amount, RIGHT - 6, y);
    y += rowHeight;
  }
  layout.rule(y - 4, x, RIGHT, COLOUR.text);
  y += 4;
  layout.text("Balance to pay", x + 6, y, { font: BOLD, size: 12 });
  layout.textRight(formatPence(data.askedPence ?? data.totalPence), RIGHT - 6, y, { font: BOLD, size: 12 });
  layout.y = y + 30;
}

/** A quote's deposit, or a credit note's reason and settlement, under a heading. */
export function drawDeposit(layout: Layout, data: PdfDocument) {
  const sections: [string, string][] = [];
  if (data.kind === "quote" && data.deposit) sections.push(["Deposit", `${data.deposit}. It is invoiced when you accept the quote and deducted from the final invoice.`]);
  if (data.kind === "credit_note") {
    if (data.creditReason) sections.push(["Reason", data.creditReason]);
    if (data.creditSettlement) sections.push(["Settlement", data.creditSettlement]);
  }
  for (const [heading, body] of sections) {
    const lines = wrap(layout.doc, toWinAnsi(body), WIDTH, {}, 20);
    drawHeading(layout, heading, Math.min(lines.length, 2) * ROW_LINE);
    layout.flow(lines, LEFT);
    layout.y += 16;
  }
}
