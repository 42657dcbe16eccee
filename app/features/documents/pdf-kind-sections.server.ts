import type { Business } from "~/lib/business";
import { BOLD, COLOUR, LEFT, type Layout, ROW_LINE, type Style, WIDTH, dateTime, drawHeading, longDate, truncate, wrap } from "./pdf-canvas.server";
import { singleLine } from "./win-ansi";
import type { PdfDocument } from "./pdf-layout.server";

// The sections only one kind of document has: an invoice's payment instructions, a quote's acceptance.

/** An invoice's payment instructions, unless it is paid or cancelled. */
export function drawPayment(layout: Layout, data: PdfDocument) {
  const payment = data.payment;
  if (!payment || data.status === "paid" || data.status === "cancelled") return;
  const p = {
    bankName: singleLine(payment.bankName),
    accountName: singleLine(payment.accountName),
    sortCode: singleLine(payment.sortCode),
    accountNumber: singleLine(payment.accountNumber),
    reference: singleLine(payment.reference),
  };
  const due = longDate(data.dueDate);
  const sentence =
    `Please pay by bank transfer to ${p.accountName} using reference ${p.reference}, so that we can match your payment.` +
    (due ? (data.status === "overdue" ? ` Payment was due by ${due}.` : ` Payment is due by ${due}.`) : "");
  const lines = wrap(layout.doc, sentence, WIDTH);
  const rows: [string, string][] = [
    ["Bank", p.bankName],
    ["Account name", p.accountName],
    ["Sort code", p.sortCode],
    ["Account number", p.accountNumber],
    ["Reference", p.reference],
  ];
  const pad = 10;
  const rowHeight = 15;
  const boxHeight = 2 * pad + rows.length * rowHeight - 4;
  // The whole block stays together: heading, sentence and the account details.
  drawHeading(layout, "How to pay", lines.length * ROW_LINE + 8 + boxHeight);
  layout.flow(lines, LEFT);
  layout.y += 8;
  const boxWidth = 300;
  layout.box(LEFT, layout.y, boxWidth, boxHeight, COLOUR.fill);
  let y = layout.y + pad;
  for (const [label, value] of rows) {
    layout.text(label, LEFT + pad, y, { colour: COLOUR.muted });
    const valueStyle: Style = { font: BOLD };
    layout.text(truncate(layout.style(valueStyle), value, boxWidth - 2 * pad - 100), LEFT + pad + 100, y, valueStyle);
    y += rowHeight;
  }
  layout.y += boxHeight + 20;
}

/** How a quote was accepted, or how to accept it. */
export function drawAcceptance(layout: Layout, data: PdfDocument, business: Business) {
  if (data.acceptance) {
    const text = `Accepted by ${singleLine(data.acceptance.name)} on ${dateTime(data.acceptance.acceptedAt)}.`;
    const lines = wrap(layout.doc, text, WIDTH, {}, 4);
    drawHeading(layout, "Acceptance", lines.length * ROW_LINE);
    layout.flow(lines, LEFT);
    layout.y += 16;
    return;
  }
  if (data.status !== "sent") return;
  const until = longDate(data.validUntil);
  const text =
    `To accept this quote, sign in at ${singleLine(business.baseUrl)}/customer/quotes and choose Accept Quote, ` +
    `or call us on ${singleLine(business.phone)}.` +
    (until ? ` This quote is valid until ${until}.` : "");
  const lines = wrap(layout.doc, text, WIDTH);
  drawHeading(layout, "How to accept", lines.length * ROW_LINE);
  layout.flow(lines, LEFT);
  layout.y += 16;
}

