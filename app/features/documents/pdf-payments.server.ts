import { formatPence } from "~/lib/format";
import { BOLD, COLOUR, type Layout, RIGHT, ROW_LINE, drawHeading, longDate, truncate } from "./pdf-canvas.server";
import { singleLine } from "./win-ansi";

// An invoice's payments block: each payment received (voided ones are not shown), any credit given,
// and the balance due. Drawn under the totals (and under the deposits deducted, which the money
// sections list one by one) when anything has been received or credited, so a customer paying the
// rest pays the right amount.

export type PdfPayments = {
  /** The payments received, oldest first: "YYYY-MM-DD", pence and how, in words ("Bank transfer"). */
  received: Array<{ paidOn: string; amountPence: number; method: string }>;
  creditedPence: number;
  balancePence: number;
};

export function drawPaymentsReceived(layout: Layout, payments: PdfPayments | null | undefined) {
  if (!payments) return;
  const { received, creditedPence, balancePence } = payments;
  if (received.length === 0 && creditedPence === 0) return;
  const width = 330;
  const x = RIGHT - width;
  const rowHeight = 15;
  const rows: [string, string][] = [
    ...received.map((p): [string, string] => [`${longDate(p.paidOn) ?? singleLine(p.paidOn)}, ${singleLine(p.method)}`, `-${formatPence(p.amountPence)}`]),
    ...(creditedPence > 0 ? [["Credited", `-${formatPence(creditedPence)}`] as [string, string]] : []),
  ];
  // The heading stays with the first rows; the balance stays with the last one.
  drawHeading(layout, "Payments received", Math.min(rows.length, 3) * rowHeight);
  for (const [label, amount] of rows) {
    layout.ensure(rowHeight);
    const doc = layout.style();
    layout.text(truncate(doc, label, width - 100), x + 6, layout.y);
    layout.textRight(amount, RIGHT - 6, layout.y);
    layout.y += rowHeight;
  }
  layout.ensure(ROW_LINE + 24);
  layout.rule(layout.y - 3, x, RIGHT, COLOUR.text);
  layout.y += 4;
  layout.text("Balance due", x + 6, layout.y, { font: BOLD, size: 12 });
  layout.textRight(formatPence(balancePence), RIGHT - 6, layout.y, { font: BOLD, size: 12 });
  layout.y += 30;
}
