import PDFDocument from "pdfkit";
import { A4, BOLD, COLOUR, LEFT, Layout, MARGIN, RIGHT, type Style, WIDTH, lineHeight, longDate, truncate, wrap } from "~/features/documents/pdf-canvas.server";
import { singleLine, toWinAnsi } from "~/features/documents/win-ansi";
import { getBusiness } from "~/lib/business.server";
import { formatPence } from "~/lib/format";

// A receipt for one payment on an invoice as an A4 PDF, drawn with the document PDFs' primitives
// (every string made safe for the built-in font, every line placed here).

export type ReceiptPdf = {
  invoiceNumber: string;
  customerName: string;
  amountPence: number;
  /** "YYYY-MM-DD". */
  paidOn: string;
  /** In words: "Bank transfer". */
  method: string;
  reference: string | null;
  /** What was still owed on the invoice after this payment (when the receipt is drawn for a new payment, or now). */
  balancePence: number;
};

export function renderReceiptPdf(data: ReceiptPdf): Promise<Buffer> {
  const business = getBusiness();
  const number = singleLine(data.invoiceNumber);
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    autoFirstPage: false,
    bufferPages: true,
    lang: "en-GB",
    displayTitle: true,
    info: { Title: `Receipt for invoice ${number}`, Author: singleLine(business.name), Creator: singleLine(business.name) },
  });
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    try {
      const layout = new Layout(doc, { continued: `Receipt for invoice ${number} (continued)`, businessName: singleLine(business.name), watermark: null });
      layout.addPage();
      let y = layout.y;
      for (const line of wrap(doc, singleLine(business.name), WIDTH - 160, { font: BOLD, size: 16 }, 2)) {
        layout.text(line, LEFT, y, { font: BOLD, size: 16, colour: COLOUR.accent });
        y += lineHeight(16);
      }
      const small: Style = { size: 8.5, colour: COLOUR.muted };
      for (const line of [...wrap(doc, toWinAnsi(business.address), WIDTH - 160, small, 3), `Tel ${singleLine(business.phone)}`, singleLine(business.email)]) {
        layout.text(truncate(layout.style(small), line, WIDTH - 160), LEFT, y, small);
        y += lineHeight(8.5);
      }
      layout.textRight("RECEIPT", RIGHT, layout.y, { font: BOLD, size: 20, colour: COLOUR.text });
      layout.y = y + 10;
      layout.rule(layout.y, LEFT, RIGHT, COLOUR.accent);
      layout.y += 20;

      const rows: [string, string][] = [
        ["Received from", singleLine(data.customerName)],
        ["Invoice number", number],
        ["Amount received", formatPence(data.amountPence)],
        ["Paid on", longDate(data.paidOn) ?? singleLine(data.paidOn)],
        ["Paid by", singleLine(data.method)],
        ...(data.reference ? [["Reference", singleLine(data.reference)] as [string, string]] : []),
        ["Balance remaining", formatPence(data.balancePence)],
      ];
      const rowHeight = 20;
      const pad = 12;
      const height = 2 * pad + rows.length * rowHeight - 6;
      layout.box(LEFT, layout.y, WIDTH, height, COLOUR.fill);
      let rowY = layout.y + pad;
      for (const [label, value] of rows) {
        layout.text(label, LEFT + pad, rowY, { colour: COLOUR.muted, size: 10.5 });
        const style: Style = { font: BOLD, size: 10.5 };
        layout.text(truncate(layout.style(style), value, WIDTH - 2 * pad - 140), LEFT + pad + 140, rowY, style);
        rowY += rowHeight;
      }
      layout.y += height + 20;
      const thanks = data.balancePence > 0 ? `Thank you for your payment. ${formatPence(data.balancePence)} of invoice ${number} is still to pay.` : `Thank you for your payment. Invoice ${number} is paid in full.`;
      layout.flow(wrap(doc, thanks, WIDTH), LEFT);
      const footerY = A4.height - MARGIN.bottom - 6;
      layout.rule(footerY - 8);
      layout.text(truncate(layout.style({ size: 8 }), [business.name, business.phone, business.email].map(singleLine).join("  \u00b7  "), WIDTH), LEFT, footerY, { size: 8, colour: COLOUR.muted });
      doc.end();
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}
