import { getBusinessLogo } from "~/lib/business.server";
import { vatByRate } from "~/lib/money";
import { LEFT, type Layout, RIGHT, WIDTH } from "./pdf-canvas.server";
import type { PdfDocument } from "./pdf-layout.server";

// What a UK VAT invoice adds to a document's PDF: its title, the logo, the VAT by rate and the
// lines table's VAT column (drawn by pdf-layout.server.ts).

/** The document's title: a quote; a VAT invoice when it charges VAT, else an invoice. */
export function documentTitle(data: Pick<PdfDocument, "kind" | "vatAmountPence">) {
  if (data.kind === "quote") return "Quote";
  if (data.kind === "credit_note") return "Credit note";
  return data.vatAmountPence !== 0 ? "VAT invoice" : "Invoice";
}

/** The VAT of the document by rate, from its lines (each at its own rate, else the document's). */
export function vatSummary(data: PdfDocument) {
  const rates = vatByRate(data.lines.map((l) => ({ lineTotalPence: l.lineTotalPence, vatRateBp: l.vatRateBp ?? data.vatRateBp })));
  return rates.length > 0 ? rates : [{ vatRateBp: data.vatRateBp, netPence: data.subtotalPence, vatPence: data.vatAmountPence }];
}

export const LOGO_SIZE = 48;

/** The logo at (x, y), within a LOGO_SIZE square; false when there is none or it cannot be drawn. */
export function drawLogo(layout: Layout, x: number, y: number) {
  const image = getBusinessLogo();
  if (!image) return false;
  try {
    layout.doc.image(image, x, y, { fit: [LOGO_SIZE, LOGO_SIZE] });
    return true;
  } catch {
    return false;
  }
}

// The lines table: description wraps; the figures sit on the row's first line. With mixed VAT rates
// each line's rate has a column of its own.
export function columnsFor(withVat: boolean) {
  const qty = 45;
  const unit = 85;
  const vat = withVat ? 40 : 0;
  const amount = 90;
  const description = WIDTH - qty - unit - vat - amount;
  return {
    description: { x: LEFT, width: description },
    qty: { right: LEFT + description + qty, width: qty },
    unit: { right: LEFT + description + qty + unit, width: unit },
    vat: withVat ? { right: LEFT + description + qty + unit + vat, width: vat } : null,
    amount: { right: RIGHT, width: amount },
  };
}
export type Columns = ReturnType<typeof columnsFor>;
