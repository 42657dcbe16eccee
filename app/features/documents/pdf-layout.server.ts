import PDFDocument from "pdfkit";
import type { Business, PaymentInstructions } from "~/lib/business";
import { getBusiness } from "~/lib/business.server";
import { formatPence } from "~/lib/format";
import { singleLine, toWinAnsi } from "./win-ansi";
import { A4, BODY, BOLD, COLOUR, LEFT, Layout, MARGIN, RIGHT, ROW_LINE, type Style, TONES, type Tone, WIDTH, drawHeading, lineHeight, longDate, showQuantity, truncate, vatLabel, watermarkFor, wrap } from "./pdf-canvas.server";
import { drawAcceptance, drawPayment } from "./pdf-kind-sections.server";
import { drawPaymentsReceived, type PdfPayments } from "./pdf-payments.server";
import { type Columns, columnsFor, documentTitle, drawLogo, LOGO_SIZE, vatSummary } from "./pdf-vat.server";
import { KIND_LABELS, creditNoteRows, drawDeductions, drawDeposit, type MoneySections } from "./pdf-money-sections.server";

// A quote or an invoice as an A4 PDF, drawn with pdfkit's built-in Helvetica (see
// docs/decisions/0015-pdf-documents.md). Every string is made safe for the font's WinAnsi character
// set (win-ansi.ts), and every line is placed by this module (no automatic wrapping or page breaks
// by pdfkit), so untrusted text can make a document longer but cannot break its layout.

export type PdfLine = {
  description: string;
  /** Numeric text as stored, e.g. "1.00" or "2.5". */
  quantity: string;
  unitPricePence: number;
  lineTotalPence: number;
  /** The line's VAT rate in basis points; the document's when absent. */
  vatRateBp?: number;
};

export type PdfDocument = {
  kind: "quote" | "invoice" | "credit_note";
  /** "Q-00001" or "INV-00001". */
  number: string;
  /** draft, sent, accepted, rejected, expired (quotes); draft, sent, paid, overdue, cancelled (invoices). */
  status: string;
  /** YYYY-MM-DD: a quote's created date, an invoice's issue date. */
  issueDate: string;
  /** Invoices: the date of supply (the tax point), YYYY-MM-DD; the issue date when absent. */
  supplyDate?: string | null;
  /** Invoices raised from a quote: its number ("Q-00012"). */
  quoteNumber?: string | null;
  /** Quotes: YYYY-MM-DD. */
  validUntil?: string | null;
  /** Invoices: YYYY-MM-DD. */
  dueDate?: string | null;
  /** Invoices, when paid: YYYY-MM-DD and how, e.g. "Bank transfer". */
  paidDate?: string | null;
  paymentMethod?: string | null;
  customer: { name: string; address: string; postcode?: string | null; email?: string | null; phone?: string | null };
  /** Where the work is: one of the customer's sites (the customer above is who the document is for). */
  site?: { label?: string | null; address: string; postcode?: string | null } | null;
  /** A heading for the work, e.g. the service "Drain Unblocking". */
  title?: string | null;
  description?: string | null;
  lines: PdfLine[];
  subtotalPence: number;
  /** Basis points: 2000 = 20%. */
  vatRateBp: number;
  vatAmountPence: number;
  totalPence: number;
  notes?: string | null;
  /** Quotes: the terms the quote is offered on. */
  terms?: string | null;
  /** Quotes accepted by the customer. */
  acceptance?: { name: string; acceptedAt: Date } | null;
  /** Invoices: how to pay (see paymentInstructions in business.server.ts). */
  payment?: PaymentInstructions | null;
  /** Invoices: payments received and the balance due (pdf-payments.server.ts). */
  payments?: PdfPayments | null;
} & MoneySections;

/**
 * Draws a quote or an invoice as an A4 PDF: the business's logo and identity (VAT number, company
 * number, registered office), the parties and site, the lines (with their VAT rate when rates are
 * mixed), the totals with the VAT by rate. A document's internal status is not printed; what it
 * means for the customer (paid, overdue, draft …) is, in its banner.
 */
export function renderDocumentPdf(data: PdfDocument): Promise<Buffer> {
  const business = getBusiness();
  const kindLabel = KIND_LABELS[data.kind];
  const title = documentTitle(data);
  const number = singleLine(data.number);
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    autoFirstPage: false,
    bufferPages: true,
    lang: "en-GB",
    displayTitle: true,
    // Metadata is stored as Unicode, so it keeps what the page text cannot show.
    info: {
      Title: metadataText(`${kindLabel} ${data.number}`),
      Author: metadataText(business.name),
      Subject: metadataText(`${kindLabel} ${data.number} for ${data.customer.name}`),
      Creator: metadataText(business.name),
    },
  });

  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    try {
      const layout = new Layout(doc, {
        continued: `${kindLabel} ${number} (continued)`,
        businessName: singleLine(business.name),
        watermark: watermarkFor(data.status),
      });
      layout.addPage();
      drawHeader(layout, data, business, title);
      drawBanner(layout, data);
      drawParties(layout, data);
      drawWork(layout, data);
      drawLines(layout, data.lines, vatSummary(data).length > 1 ? data.vatRateBp : null);
      drawTotals(layout, data);
      drawDeductions(layout, data);
      drawDeposit(layout, data);
      // Payments received and the balance due (invoices), a block of its own.
      drawPaymentsReceived(layout, data.payments);
      if (data.kind === "invoice") drawPayment(layout, data);
      else if (data.kind === "quote") drawAcceptance(layout, data, business);
      drawSection(layout, "Notes", data.notes);
      drawSection(layout, "Terms", data.terms);
      drawFooters(layout, business);
      doc.end();
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}

/** One line of metadata: controls and line breaks as spaces, at most 200 characters. */
function metadataText(text: string) {
  return [...text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]+/gu, " ").trim()].slice(0, 200).join("");
}

// ---------------------------------------------------------------------------------------------
const META_WIDTH = 210;

function drawHeader(layout: Layout, data: PdfDocument, business: Business, title: string) {
  const { doc } = layout;
  const top = layout.y;
  // The logo, left, then the business identity beside it.
  const indent = drawLogo(layout, LEFT, top) ? LOGO_SIZE + 12 : 0;
  const left = LEFT + indent;
  const leftWidth = WIDTH - META_WIDTH - 20 - indent;

  let y = top;
  for (const line of wrap(doc, singleLine(business.name), leftWidth, { font: BOLD, size: 16 }, 2)) {
    layout.text(line, left, y, { font: BOLD, size: 16, colour: COLOUR.accent });
    y += lineHeight(16);
  }
  y += 2;
  const small: Style = { size: 8.5, colour: COLOUR.muted };
  const identity = [
    ...wrap(doc, toWinAnsi(business.address), leftWidth, small, 3),
    `Tel ${singleLine(business.phone)}`,
    singleLine(business.email),
    singleLine(business.baseUrl.replace(/^https?:\/\//, "")),
    ...(business.vatNumber ? [`VAT registration no. ${singleLine(business.vatNumber)}`] : []),
    ...(business.companyNumber ? [`Company no. ${singleLine(business.companyNumber)}`] : []),
    ...(business.registeredAddress ? wrap(doc, `Registered office: ${toWinAnsi(business.registeredAddress)}`, leftWidth, small, 3) : []),
  ];
  for (const line of identity) {
    layout.text(truncate(layout.style(small), line, leftWidth), left, y, small);
    y += lineHeight(8.5);
  }
  y = Math.max(y, indent ? top + LOGO_SIZE : y);

  // Document kind, number and dates, right.
  const metaLeft = RIGHT - META_WIDTH;
  let my = top;
  layout.textRight(title.toUpperCase(), RIGHT, my, { font: BOLD, size: 22, colour: COLOUR.text });
  my += 28;
  layout.textRight(truncate(layout.style({ font: BOLD, size: 12 }), singleLine(data.number), META_WIDTH), RIGHT, my, {
    font: BOLD,
    size: 12,
  });
  my += 22;
  const rows: [string, string | null][] =
    data.kind === "credit_note"
      ? creditNoteRows(data)
      : data.kind === "quote"
      ? [
          ["Quote date", longDate(data.issueDate)],
          ["Valid until", longDate(data.validUntil)],
        ]
      : [
          ["Invoice date", longDate(data.issueDate)],
          ["Supply date", longDate(data.supplyDate ?? data.issueDate)],
          ["Due date", longDate(data.dueDate)],
          ["Paid on", data.status === "paid" ? longDate(data.paidDate) : null],
          ["Reference", data.quoteNumber ? `Quote ${singleLine(data.quoteNumber)}` : null],
        ];
  for (const [label, value] of rows) {
    if (!value) continue;
    layout.text(label, metaLeft, my, { size: 9, colour: COLOUR.muted });
    layout.textRight(truncate(layout.style({ size: 9 }), value, META_WIDTH - 80), RIGHT, my, { size: 9 });
    my += lineHeight(9) + 2;
  }

  layout.y = Math.max(y, my) + 10;
  layout.rule(layout.y, LEFT, RIGHT, COLOUR.accent);
  layout.y += 16;
}

/** The status that changes what the document means: paid, cancelled, overdue, draft, accepted, and so on. */
function bannerFor(data: PdfDocument): { tone: Tone; label: string; message: string } | null {
  const total = formatPence(data.totalPence);
  if (data.status === "draft") {
    return {
      tone: "neutral",
      label: "DRAFT",
      message: `This ${data.kind} has not been issued yet and is for checking only.`,
    };
  }
  if (data.kind === "invoice") {
    switch (data.status) {
      case "paid": {
        const on = longDate(data.paidDate);
        const how = data.paymentMethod ? ` (${singleLine(data.paymentMethod)})` : "";
        return { tone: "success", label: "PAID", message: `Payment of ${total} received${on ? ` on ${on}` : ""}${how}. Thank you.` };
      }
      case "cancelled":
        return { tone: "danger", label: "CANCELLED", message: "This invoice has been cancelled. Nothing is payable." };
      case "overdue": {
        const due = longDate(data.dueDate);
        return { tone: "warning", label: "OVERDUE", message: `Payment of ${total} was due${due ? ` on ${due}` : ""}. Please pay now.` };
      }
    }
    return null;
  }
  switch (data.status) {
    case "accepted":
      // Who accepted it, and when, is in the Acceptance section.
      return { tone: "success", label: "ACCEPTED", message: "This quote has been accepted. Thank you." };
    case "rejected":
      return { tone: "neutral", label: "DECLINED", message: "This quote was declined." };
    case "expired":
      return { tone: "neutral", label: "EXPIRED", message: "This quote has expired. Please ask us for a new one." };
  }
  return null;
}

function drawBanner(layout: Layout, data: PdfDocument) {
  const banner = bannerFor(data);
  if (!banner) return;
  const tone = TONES[banner.tone];
  const pad = 8;
  const labelStyle: Style = { font: BOLD, size: 12, colour: tone.ink };
  const labelWidth = Math.max(90, layout.style(labelStyle).widthOfString(banner.label) + 4 + 16);
  const lines = wrap(layout.doc, banner.message, WIDTH - 2 * pad - labelWidth, {}, 4);
  const height = Math.max(lines.length * lineHeight(BODY.size), lineHeight(12)) + 2 * pad;
  layout.ensure(height);
  layout.box(LEFT, layout.y, WIDTH, height, tone.fill);
  layout.box(LEFT, layout.y, 3, height, tone.ink);
  layout.text(banner.label, LEFT + pad + 4, layout.y + pad, labelStyle);
  let y = layout.y + pad + 1.5;
  for (const line of lines) {
    layout.text(line, LEFT + pad + labelWidth, y, { colour: tone.ink });
    y += lineHeight(BODY.size);
  }
  layout.y += height + 16;
}

/** Who the document is for (left) and the amount in question (right). */
function drawParties(layout: Layout, data: PdfDocument) {
  const { doc } = layout;
  const summaryWidth = 180;
  const width = WIDTH - summaryWidth - 30;
  const top = layout.y;
  const { customer } = data;

  let y = top;
  layout.text(data.kind === "quote" ? "PREPARED FOR" : "BILL TO", LEFT, y, { font: BOLD, size: 8, colour: COLOUR.muted });
  y += 13;
  for (const line of wrap(doc, singleLine(customer.name), width, { font: BOLD, size: 11 }, 3)) {
    layout.text(line, LEFT, y, { font: BOLD, size: 11 });
    y += lineHeight(11);
  }
  const address = toWinAnsi(customer.address);
  const postcode = customer.postcode ? singleLine(customer.postcode) : "";
  const squash = (s: string) => s.replace(/\s+/g, "").toUpperCase();
  const details = [
    ...wrap(doc, address, width, {}, 6),
    ...(postcode && !squash(address).includes(squash(postcode)) ? [postcode] : []),
    ...[customer.email, customer.phone].filter((v): v is string => !!v?.trim()).map((v) => singleLine(v)),
  ].filter((line) => line !== "");
  for (const line of details) {
    layout.text(truncate(layout.style(), line, width), LEFT, y);
    y += lineHeight(BODY.size);
  }
  if (data.site) {
    y += 8;
    layout.text("SITE", LEFT, y, { font: BOLD, size: 8, colour: COLOUR.muted });
    y += 13;
    const siteAddress = toWinAnsi(data.site.address);
    const sitePostcode = data.site.postcode ? singleLine(data.site.postcode) : "";
    const siteLines = [
      ...(data.site.label ? [singleLine(data.site.label)] : []),
      ...wrap(doc, siteAddress, width, {}, 4),
      ...(sitePostcode && !squash(siteAddress).includes(squash(sitePostcode)) ? [sitePostcode] : []),
    ].filter((line) => line !== "");
    for (const line of siteLines) {
      layout.text(truncate(layout.style(), line, width), LEFT, y);
      y += lineHeight(BODY.size);
    }
  }

  // The amount: what is due, what was paid, or what the quote comes to.
  const x = RIGHT - summaryWidth;
  const summary = summaryFor(data);
  let sy = top;
  if (summary) {
    const pad = 10;
    const height = 2 * pad + 12 + 22 + (summary.note ? 13 : 0);
    layout.box(x, sy, summaryWidth, height, COLOUR.fill);
    layout.text(summary.label, x + pad, sy + pad, { font: BOLD, size: 8, colour: COLOUR.muted });
    const amountStyle: Style = { font: BOLD, size: 18, colour: COLOUR.accent };
    layout.text(truncate(layout.style(amountStyle), formatPence(data.askedPence ?? data.totalPence), summaryWidth - 2 * pad), x + pad, sy + pad + 12, amountStyle);
    if (summary.note) layout.text(truncate(layout.style({ size: 8.5 }), summary.note, summaryWidth - 2 * pad), x + pad, sy + pad + 36, { size: 8.5, colour: COLOUR.muted });
    sy += height;
  }

  layout.y = Math.max(y, sy) + 18;
}

function summaryFor(data: PdfDocument): { label: string; note: string | null } | null {
  if (data.kind === "credit_note") return { label: "CREDIT TOTAL", note: data.creditFor ? `Credits invoice ${singleLine(data.creditFor)}` : null };
  if (data.kind === "quote") {
    const until = longDate(data.validUntil);
    return { label: "QUOTE TOTAL", note: until ? `Valid until ${until}` : null };
  }
  if (data.status === "cancelled") return null;
  if (data.status === "paid") {
    const on = longDate(data.paidDate);
    return { label: "AMOUNT PAID", note: on ? `Paid on ${on}` : null };
  }
  const due = longDate(data.dueDate);
  return { label: "AMOUNT DUE", note: due ? `Due by ${due}` : null };
}

/** The work: a heading (the service) and its description. */
function drawWork(layout: Layout, data: PdfDocument) {
  const title = data.title ? singleLine(data.title) : "";
  const description = data.description ? toWinAnsi(data.description) : "";
  if (!title && !description) return;
  if (title) {
    const style: Style = { font: BOLD, size: 12, colour: COLOUR.text };
    const lines = wrap(layout.doc, title, WIDTH, style, 2);
    layout.ensure(lines.length * lineHeight(12) + 2 * lineHeight(BODY.size));
    layout.flow(lines, LEFT, style);
    layout.y += 3;
  }
  if (description) layout.flow(wrap(layout.doc, description, WIDTH), LEFT);
  layout.y += 14;
}

const CELL_X = 6;
const CELL_Y = 5;
const TABLE_HEAD = 20;

function drawTableHead(layout: Layout, COLUMNS: Columns) {
  const y = layout.y;
  layout.box(LEFT, y, WIDTH, TABLE_HEAD, COLOUR.fill);
  const style: Style = { font: BOLD, size: 8.5, colour: COLOUR.muted };
  const ty = y + (TABLE_HEAD - 8.5) / 2;
  layout.text("Description", COLUMNS.description.x + CELL_X, ty, style);
  layout.textRight("Qty", COLUMNS.qty.right - CELL_X, ty, style);
  layout.textRight("Unit price", COLUMNS.unit.right - CELL_X, ty, style);
  if (COLUMNS.vat) layout.textRight("VAT", COLUMNS.vat.right - CELL_X, ty, style);
  layout.textRight("Amount", COLUMNS.amount.right - CELL_X, ty, style);
  layout.y += TABLE_HEAD;
}

/** A figure right-aligned in its column, smaller if it would not fit. */
function drawFigure(layout: Layout, text: string, column: { right: number; width: number }, y: number) {
  let size = BODY.size;
  const room = column.width - 2 * CELL_X;
  while (size > 6 && layout.style({ size }).widthOfString(text) > room) size -= 0.5;
  layout.textRight(text, column.right - CELL_X, y + (BODY.size - size) / 2, { size });
}

/** Rows of up to this many lines are kept on one page; longer ones are split, at least two lines a page. */
const KEEP_ROW_LINES = 6;

/** The lines; `mixedDefaultRate` (the document's rate) when the lines' VAT rates differ, to show each line's. */
function drawLines(layout: Layout, lines: PdfLine[], mixedDefaultRate: number | null) {
  const COLUMNS = columnsFor(mixedDefaultRate !== null);
  const rows = lines.map((line) => {
    const text = wrap(layout.doc, toWinAnsi(line.description), COLUMNS.description.width - 2 * CELL_X);
    return { line, text: text.length === 1 && text[0] === "" ? ["\u2014"] : text };
  });
  /** Lines of a row that must go on the page it starts on. */
  const needed = (text: string[]) => (text.length <= KEEP_ROW_LINES ? text.length : 2);
  const linesThatFit = () => Math.floor((layout.room - 2 * CELL_Y) / ROW_LINE);

  // The table head stays with the first row.
  layout.ensure(TABLE_HEAD + 2 * CELL_Y + ROW_LINE * (rows.length > 0 ? needed(rows[0].text) : 1));
  drawTableHead(layout, COLUMNS);
  if (rows.length === 0) {
    layout.text("No line items.", LEFT + CELL_X, layout.y + CELL_Y, { colour: COLOUR.muted });
    layout.y += ROW_LINE + 2 * CELL_Y;
    layout.rule(layout.y);
    return;
  }
  const newTablePage = () => {
    layout.addPage();
    drawTableHead(layout, COLUMNS);
  };
  for (const { line, text: wrapped } of rows) {
    let text = wrapped;
    if (linesThatFit() < needed(text)) newTablePage();
    let first = true;
    while (text.length > 0) {
      const take = Math.min(text.length, Math.max(1, linesThatFit()));
      const top = layout.y;
      let y = top + CELL_Y;
      for (const part of text.slice(0, take)) {
        layout.text(part, COLUMNS.description.x + CELL_X, y);
        y += ROW_LINE;
      }
      if (first) {
        drawFigure(layout, showQuantity(line.quantity), COLUMNS.qty, top + CELL_Y);
        drawFigure(layout, formatPence(line.unitPricePence), COLUMNS.unit, top + CELL_Y);
        if (COLUMNS.vat) drawFigure(layout, `${(line.vatRateBp ?? mixedDefaultRate ?? 0) / 100}%`, COLUMNS.vat, top + CELL_Y);
        drawFigure(layout, formatPence(line.lineTotalPence), COLUMNS.amount, top + CELL_Y);
      }
      layout.y = y + CELL_Y;
      text = text.slice(take);
      first = false;
      if (text.length > 0) {
        layout.text("continued overleaf", COLUMNS.description.x + CELL_X, layout.y - CELL_Y + 1, { size: 7, colour: COLOUR.muted });
        newTablePage();
      } else {
        layout.rule(layout.y);
      }
    }
  }
}

/** Subtotal, the VAT (one line per rate when the rates are mixed, each on its lines' sum) and the total. */
function drawTotals(layout: Layout, data: PdfDocument) {
  const width = 260;
  const x = RIGHT - width;
  const rowHeight = 17;
  const rates = vatSummary(data);
  const vatRows: [string, number][] =
    rates.length > 1 ? rates.map((r) => [`${vatLabel(r.vatRateBp)} on ${formatPence(r.netPence)}`, r.vatPence]) : [[vatLabel(rates[0].vatRateBp), data.vatAmountPence]];
  const rows: [string, number][] = [["Subtotal", data.subtotalPence], ...vatRows, ...(rates.length > 1 ? ([["Total VAT", data.vatAmountPence]] as [string, number][]) : [])];
  layout.ensure(8 + rowHeight * rows.length + 8 + 22);
  let y = layout.y + 8;
  for (const [label, pence] of rows) {
    layout.text(label, x + CELL_X, y);
    layout.textRight(formatPence(pence), RIGHT - CELL_X, y);
    y += rowHeight;
  }
  layout.rule(y - 4, x, RIGHT, COLOUR.text);
  y += 4;
  layout.text("Total", x + CELL_X, y, { font: BOLD, size: 12 });
  layout.textRight(formatPence(data.totalPence), RIGHT - CELL_X, y, { font: BOLD, size: 12 });
  layout.y = y + 30;
}

/** A heading and its text, kept with at least its first lines. */
function drawSection(layout: Layout, heading: string, body: string | null | undefined) {
  const text = body ? toWinAnsi(body) : "";
  if (!text) return;
  const lines = wrap(layout.doc, text, WIDTH);
  drawHeading(layout, heading, Math.min(lines.length, 2) * ROW_LINE);
  layout.flow(lines, LEFT);
  layout.y += 16;
}

/** "Page 1 of 2" and the business's contact details on every page. */
function drawFooters(layout: Layout, business: Business) {
  const { doc } = layout;
  const range = doc.bufferedPageRange();
  const y = A4.height - MARGIN.bottom - 6;
  const contact = [business.name, business.phone, business.email].map(singleLine).join("  \u00b7  ");
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    layout.rule(y - 8);
    const page = `Page ${i + 1} of ${range.count}`;
    const pageWidth = layout.style({ size: 8 }).widthOfString(page);
    layout.text(truncate(layout.style({ size: 8 }), contact, WIDTH - pageWidth - 20), LEFT, y, { size: 8, colour: COLOUR.muted });
    layout.textRight(page, RIGHT, y, { size: 8, colour: COLOUR.muted });
  }
}

