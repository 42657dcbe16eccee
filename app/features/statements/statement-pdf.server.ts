import PDFDocument from "pdfkit";
import { BOLD, COLOUR, LEFT, Layout, MARGIN, RIGHT, ROW_LINE, type Style, WIDTH, drawHeading, lineHeight, longDate, truncate, wrap } from "~/features/documents/pdf-canvas.server";
import { drawContactFooters, drawLetterhead } from "~/features/documents/pdf-letterhead.server";
import { drawTable } from "~/features/documents/pdf-table.server";
import { singleLine, toWinAnsi } from "~/features/documents/win-ansi";
import { addressWithPostcode } from "~/lib/addresses";
import { formatDateMedium } from "~/lib/business-day";
import { getBusiness, getPaymentDetails } from "~/lib/business.server";
import { formatPence } from "~/lib/format";
import type { Statement } from "./statement.server";

// A statement of account as an A4 PDF, drawn with the document PDFs' primitives: the customer, the
// open invoices with what each still owes, the payments received, and the balance.

export function renderStatementPdf(s: Statement): Promise<Buffer> {
  const business = getBusiness();
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    autoFirstPage: false,
    bufferPages: true,
    lang: "en-GB",
    displayTitle: true,
    info: { Title: `Statement of account, ${singleLine(s.customer.name)}`, Author: singleLine(business.name), Creator: singleLine(business.name) },
  });
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    try {
      const layout = new Layout(doc, { continued: `Statement of account, ${singleLine(s.customer.name)} (continued)`, businessName: singleLine(business.name), watermark: null });
      layout.addPage();
      drawLetterhead(layout, business, { title: "STATEMENT OF ACCOUNT", titleSize: 16, date: longDate(s.date) ?? s.date });
      const small: Style = { size: 8.5, colour: COLOUR.muted };

      layout.text("Statement for", LEFT, layout.y, small);
      layout.y += 13;
      layout.text(truncate(layout.style({ font: BOLD, size: 11 }), singleLine(s.customer.name), WIDTH), LEFT, layout.y, { font: BOLD, size: 11 });
      layout.y += lineHeight(11);
      layout.flow(wrap(doc, toWinAnsi(addressWithPostcode(s.customer)), WIDTH / 2, {}, 4), LEFT);
      layout.y += 12;

      const summary: [string, string][] = [
        ["Balance owed", formatPence(s.balancePence)],
        ["Of which overdue", formatPence(s.overduePence)],
        ["Open invoices", String(s.openInvoices.length)],
      ];
      const pad = 10;
      const height = 2 * pad + summary.length * 18 - 4;
      layout.box(LEFT, layout.y, WIDTH, height, COLOUR.fill);
      let rowY = layout.y + pad;
      for (const [label, value] of summary) {
        layout.text(label, LEFT + pad, rowY, { colour: COLOUR.muted, size: 10.5 });
        layout.text(value, LEFT + pad + 140, rowY, { font: BOLD, size: 10.5 });
        rowY += 18;
      }
      layout.y += height + 18;

      drawHeading(layout, "Open invoices", 40);
      drawTable(
        layout,
        [
          { title: "Invoice", x: LEFT, width: 75 },
          { title: "Issued", x: LEFT + 80, width: 70 },
          { title: "Due", x: LEFT + 155, width: 110 },
          { title: "Total", x: LEFT + 270, width: 70, right: true },
          { title: "Paid or credited", x: LEFT + 345, width: 80, right: true },
          { title: "Balance", x: LEFT + 430, width: WIDTH - 430, right: true },
        ],
        s.openInvoices.map((i) => [i.invoiceNumber, formatDateMedium(i.issueDate), `${formatDateMedium(i.dueDate)}${i.overdue ? " (overdue)" : ""}`, formatPence(i.totalPence), formatPence(i.settledPence), formatPence(i.balancePence)]),
        "Nothing is owed: no invoice is open.",
      );
      layout.ensure(ROW_LINE + 8);
      layout.y += 4;
      layout.textRight(`Total owed  ${formatPence(s.balancePence)}`, RIGHT, layout.y, { font: BOLD, size: 10.5 });
      layout.y += ROW_LINE + 14;

      drawHeading(layout, "Payments received in the last twelve months", 40);
      drawTable(
        layout,
        [
          { title: "Date", x: LEFT, width: 95 },
          { title: "Invoice", x: LEFT + 100, width: 75 },
          { title: "Method", x: LEFT + 180, width: 100 },
          { title: "Reference", x: LEFT + 285, width: 120 },
          { title: "Amount", x: LEFT + 410, width: WIDTH - 410, right: true },
        ],
        s.payments.map((p) => [formatDateMedium(p.paidOn), p.invoiceNumber, p.method, p.reference ?? "", formatPence(p.amountPence)]),
        "No payments in the last twelve months.",
      );
      layout.ensure(ROW_LINE + 8);
      layout.y += 4;
      layout.textRight(`Total received  ${formatPence(s.receivedPence)}`, RIGHT, layout.y, { font: BOLD, size: 10.5 });
      layout.y += ROW_LINE + 16;

      if (s.balancePence > 0) {
        const bank = getPaymentDetails();
        const how = `To pay: bank transfer to ${bank.accountName}, sort code ${bank.sortCode}, account ${bank.accountNumber}, with the invoice number as the reference; or pay by card from each invoice in your online account at ${business.baseUrl}/customer/invoices.`;
        layout.flow(wrap(doc, toWinAnsi(how), WIDTH), LEFT);
      }
      drawContactFooters(layout, business);
      doc.end();
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}
