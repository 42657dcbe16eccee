import PDFDocument from "pdfkit";
import { drawCustomerAndSite, drawLabelledRow } from "~/features/documents/pdf-report-blocks.server";
import { BOLD, LEFT, Layout, MARGIN, RIGHT, ROW_LINE, WIDTH, dateTime, drawHeading, lineHeight, longDate, truncate, watermarkFor, wrap } from "~/features/documents/pdf-canvas.server";
import { drawContactFooters, drawLetterhead } from "~/features/documents/pdf-letterhead.server";
import { drawTable } from "~/features/documents/pdf-table.server";
import { singleLine, toWinAnsi } from "~/features/documents/win-ansi";
import { getBusiness } from "~/lib/business.server";
import { formatPence } from "~/lib/format";
import { vatPence } from "~/lib/money";
import type { ContractDocument } from "./contract-document.server";
import { ADVANCE_DAYS } from "./contracts.server";

// A maintenance contract as an A4 PDF, drawn with the document PDFs' primitives and the reports'
// letterhead: the customer and the site, what is done at each visit and how often, the term, the
// price and how it is billed, the visits of the next twelve months, the terms, and the acceptance.
// Every string is made safe for the built-in font; every line is placed here.

const BILLING_WORDS: Record<ContractDocument["billing"], string> = {
  per_visit: "Per visit: each visit is invoiced on its day",
  per_period_in_advance: `Per period, in advance: each visit is invoiced ${ADVANCE_DAYS} days before it`,
  yearly: `Yearly, in advance: each contract year's visits are invoiced ${ADVANCE_DAYS} days before it starts`,
};

function drawTerms(layout: Layout, d: ContractDocument) {
  const start = longDate(d.startDate) ?? d.startDate;
  const vat = vatPence(d.pricePence, d.vatRateBp);
  drawHeading(layout, "The contract", ROW_LINE * 6);
  drawLabelledRow(layout, "Visits", `${d.frequency} (${d.visitsPerYear} a year). ${d.visitTime}.`);
  drawLabelledRow(layout, "Start date", start);
  drawLabelledRow(layout, "Term", `${d.termMonths} months from ${start}`);
  drawLabelledRow(layout, "End date", d.lastDay ? (longDate(d.lastDay) ?? d.lastDay) : `None: it renews itself at the end of each term`);
  drawLabelledRow(layout, "Auto-renewal", d.autoRenew ? `Yes, for another ${d.termMonths} months at a time, unless either side ends it` : "No: it ends on its end date unless renewed");
  drawLabelledRow(layout, "Billing", BILLING_WORDS[d.billing]);
  drawLabelledRow(layout, "Price", `${formatPence(d.pricePence)} a visit plus VAT at ${d.vatRateBp / 100}% (${formatPence(vat)}): ${formatPence(d.pricePence + vat)} a visit with VAT`);
  if (d.billing === "yearly") {
    const year = d.pricePence * d.visitsPerYear;
    drawLabelledRow(layout, "A year", `${formatPence(year)} plus VAT (${d.visitsPerYear} visits), ${formatPence(year + vatPence(year, d.vatRateBp))} with VAT`);
  }
  layout.y += 12;
}

function drawServices(layout: Layout, d: ContractDocument) {
  drawHeading(layout, "Services at each visit", ROW_LINE * 3);
  drawTable(
    layout,
    [
      { title: "Service", x: LEFT, width: 200 },
      { title: "What it is", x: LEFT + 205, width: WIDTH - 205 - 95 },
      { title: "Usual price", x: RIGHT - 90, width: 90, right: true },
    ],
    d.services.map((s) => [toWinAnsi(s.name), toWinAnsi(s.description), formatPence(s.unitPricePence)]),
    "The work agreed with the office.",
  );
  layout.y += 4;
  layout.ensure(ROW_LINE);
  layout.text(`All included in the contract price of ${formatPence(d.pricePence)} a visit plus VAT.`, LEFT, layout.y, { font: BOLD });
  layout.y += ROW_LINE + 14;
}

function visitNote(v: ContractDocument["schedule"][number]) {
  if (v.state === "skipped") return "Skipped";
  if (v.state === "done") return "Done";
  if (v.state === "moved") return `Moved from ${longDate(v.dueDate) ?? v.dueDate}`;
  return "";
}

function drawSchedule(layout: Layout, d: ContractDocument) {
  drawHeading(layout, "Visits in the next twelve months", ROW_LINE * 3);
  const empty =
    d.status === "paused"
      ? "None while the contract is paused."
      : d.status === "cancelled" || d.status === "ended"
        ? `None: the contract is ${d.status}.`
        : "None within the term.";
  drawTable(
    layout,
    [
      { title: "Visit", x: LEFT, width: 40 },
      { title: "Date", x: LEFT + 45, width: 160 },
      { title: "", x: LEFT + 210, width: WIDTH - 210 },
    ],
    d.schedule.map((v, i) => [String(i + 1), longDate(v.day) ?? v.day, visitNote(v)]),
    empty,
  );
  layout.y += 14;
}

function drawText(layout: Layout, heading: string, body: string) {
  const lines = wrap(layout.doc, toWinAnsi(body), WIDTH);
  drawHeading(layout, heading, Math.min(lines.length, 2) * ROW_LINE);
  layout.flow(lines, LEFT);
  layout.y += 16;
}

/** Who accepted it and when; or that it is not yet accepted, and how to accept it when it can be. */
function drawAcceptance(layout: Layout, d: ContractDocument, phone: string) {
  const text = d.acceptance
    ? `Accepted by ${singleLine(d.acceptance.name)} on ${dateTime(d.acceptance.at)}, in the customer portal.`
    : `Not yet accepted.${d.canAccept ? ` To accept this contract, sign in at ${singleLine(d.acceptUrl)} and choose Accept this contract, or call us on ${singleLine(phone)}.` : ""}`;
  const lines = wrap(layout.doc, toWinAnsi(text), WIDTH, {}, 6);
  drawHeading(layout, "Acceptance", lines.length * ROW_LINE);
  layout.flow(lines, LEFT, d.acceptance ? { font: BOLD } : {});
  layout.y += 16;
}

/** The contract as a PDF. */
export function renderContractPdf(d: ContractDocument): Promise<Buffer> {
  const business = getBusiness();
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    autoFirstPage: false,
    bufferPages: true,
    lang: "en-GB",
    displayTitle: true,
    info: { Title: `Maintenance contract: ${singleLine(d.title)}`, Author: singleLine(business.name), Creator: singleLine(business.name) },
  });
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    try {
      const layout = new Layout(doc, { continued: `Maintenance contract, ${singleLine(d.customer.name)} (continued)`, businessName: singleLine(business.name), watermark: watermarkFor(d.status) });
      layout.addPage();
      drawLetterhead(layout, business, { title: "MAINTENANCE CONTRACT", titleSize: 16, date: longDate(d.date) ?? d.date });
      drawCustomerAndSite(layout, d.customer, d.site);
      for (const line of wrap(doc, toWinAnsi(d.title), WIDTH, { font: BOLD, size: 13 }, 3)) {
        layout.text(truncate(layout.style({ font: BOLD, size: 13 }), line, WIDTH), LEFT, layout.y, { font: BOLD, size: 13 });
        layout.y += lineHeight(13);
      }
      layout.y += 10;
      drawTerms(layout, d);
      drawServices(layout, d);
      drawSchedule(layout, d);
      drawText(layout, "Terms", d.terms);
      drawAcceptance(layout, d, business.phone);
      drawContactFooters(layout, business);
      doc.end();
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}
