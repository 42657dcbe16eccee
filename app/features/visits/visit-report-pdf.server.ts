import PDFDocument from "pdfkit";
import { drawCustomerAndSite, drawLabelledRow } from "~/features/documents/pdf-report-blocks.server";
import sharp from "sharp";
import { BOLD, COLOUR, LEFT, Layout, MARGIN, RIGHT, ROW_LINE, WIDTH, A4, drawHeading, lineHeight, longDate, showQuantity, truncate, wrap, type Style } from "~/features/documents/pdf-canvas.server";
import { drawLetterhead } from "~/features/documents/pdf-letterhead.server";
import { singleLine, toWinAnsi } from "~/features/documents/win-ansi";
import type { Business } from "~/lib/business";
import { getBusiness } from "~/lib/business.server";
import { formatTime } from "~/lib/business-day";

// A finished visit's job report as an A4 PDF (docs/decisions/0092), drawn with the document PDFs'
// primitives (pdf-canvas.server.ts): every string made safe for the built-in font, every line placed
// here, so what an engineer typed can make the report longer but never break it. Photos are drawn
// from copies at most PHOTO_SIDE px, so twenty photos keep the file to a few megabytes.

export type VisitReport = {
  visitId: string;
  job: { title: string; service: string };
  customer: { name: string; address: string; postcode: string | null };
  site: { label: string | null; address: string; postcode: string | null };
  /** YYYY-MM-DD, London. */
  day: string;
  onTheWayAt: Date | null;
  arrivedAt: Date | null;
  finishedAt: Date | null;
  engineers: string[];
  workDone: string | null;
  checklist: { label: string; done: boolean }[];
  lines: { kind: "material" | "labour"; description: string; quantity: string }[];
  photos: { bytes: Buffer; phase: string; caption: string | null }[];
  followUp: boolean;
  followUpReason: string | null;
  signedName: string | null;
  signedAt: Date | null;
  satisfaction: string | null;
  signature: Buffer | null;
};

/** The longest side of a photo as drawn into the report. */
export const PHOTO_SIDE = 800;

const SATISFACTION_WORDS: Record<string, string> = {
  very_satisfied: "Very satisfied",
  satisfied: "Satisfied",
  not_satisfied: "Not satisfied",
};
const PHASE_WORDS: Record<string, string> = { before: "Before", after: "After", other: "Photo" };

/** A photo made small enough for the page (and the file); null when it cannot be read. */
async function forPage(bytes: Buffer) {
  try {
    return await sharp(bytes).resize({ width: PHOTO_SIDE, height: PHOTO_SIDE, fit: "inside", withoutEnlargement: true }).jpeg({ quality: 72 }).toBuffer();
  } catch {
    return null;
  }
}

/** The job report of a finished visit as a PDF. */
export async function renderVisitReportPdf(report: VisitReport): Promise<Buffer> {
  const business = getBusiness();
  const photos = await Promise.all(report.photos.map(async (p) => ({ ...p, bytes: await forPage(p.bytes) })));
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    autoFirstPage: false,
    bufferPages: true,
    lang: "en-GB",
    displayTitle: true,
    info: { Title: `Job report ${report.day}`, Author: singleLine(business.name), Creator: singleLine(business.name) },
  });
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    try {
      const layout = new Layout(doc, { continued: "Job report (continued)", businessName: singleLine(business.name), watermark: null });
      layout.addPage();
      drawHeader(layout, report, business);
      drawCustomerAndSite(layout, report.customer, report.site);
      drawVisit(layout, report);
      drawText(layout, "Work done", report.workDone ?? "Nothing was recorded.");
      drawChecklist(layout, report.checklist);
      drawLines(layout, report.lines);
      drawPhotos(layout, photos);
      drawText(layout, "Follow-up", report.followUp ? `A further visit is needed${report.followUpReason ? `: ${report.followUpReason}` : "."}` : "No further visit is needed.");
      drawSignOff(layout, report);
      drawFooters(layout, business);
      doc.end();
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}

function drawHeader(layout: Layout, report: VisitReport, business: Business) {
  drawLetterhead(layout, business, { title: "JOB REPORT", titleSize: 22, date: longDate(report.day) ?? report.day });
}

function time(value: Date | null) {
  return value ? formatTime(value) : "\u2013";
}

function drawVisit(layout: Layout, report: VisitReport) {
  drawHeading(layout, "The visit", ROW_LINE * 4);
  drawLabelledRow(layout, "Job", report.job.title);
  drawLabelledRow(layout, "Service", report.job.service);
  drawLabelledRow(layout, "Date", longDate(report.day) ?? report.day);
  drawLabelledRow(layout, "Times", `On the way ${time(report.onTheWayAt)}  \u00b7  Arrived ${time(report.arrivedAt)}  \u00b7  Finished ${time(report.finishedAt)}`);
  drawLabelledRow(layout, report.engineers.length > 1 ? "Engineers" : "Engineer", report.engineers.join(", ") || "\u2013");
  layout.y += 10;
}

function drawText(layout: Layout, heading: string, body: string) {
  drawHeading(layout, heading, ROW_LINE * 2);
  layout.flow(wrap(layout.doc, toWinAnsi(body), WIDTH), LEFT);
  layout.y += 10;
}

function drawChecklist(layout: Layout, items: VisitReport["checklist"]) {
  if (items.length === 0) return;
  drawHeading(layout, "Checklist", ROW_LINE * 2);
  for (const item of items) {
    const lines = wrap(layout.doc, toWinAnsi(item.label), WIDTH - 90);
    layout.ensure(lines.length * ROW_LINE);
    layout.textRight(item.done ? "Done" : "Not done", RIGHT, layout.y, { font: BOLD, colour: item.done ? "#166534" : "#92400e" });
    layout.flow(lines, LEFT);
  }
  layout.y += 10;
}

function drawLines(layout: Layout, lines: VisitReport["lines"]) {
  if (lines.length === 0) return;
  drawHeading(layout, "Materials and labour", ROW_LINE * 3);
  const header: Style = { font: BOLD, size: 8.5, colour: COLOUR.muted };
  layout.text("DESCRIPTION", LEFT, layout.y, header);
  layout.text("KIND", RIGHT - 140, layout.y, header);
  layout.textRight("QUANTITY", RIGHT, layout.y, header);
  layout.y += 14;
  for (const line of lines) {
    const wrapped = wrap(layout.doc, toWinAnsi(line.description), WIDTH - 160, {}, 4);
    layout.ensure(wrapped.length * ROW_LINE + 4);
    layout.text(line.kind === "labour" ? "Labour" : "Material", RIGHT - 140, layout.y);
    layout.textRight(showQuantity(line.quantity), RIGHT, layout.y);
    layout.flow(wrapped, LEFT);
    layout.rule(layout.y + 1);
    layout.y += 4;
  }
  layout.y += 10;
}

function drawPhotos(layout: Layout, photos: { bytes: Buffer | null; phase: string; caption: string | null }[]) {
  const drawable = photos.filter((p): p is { bytes: Buffer; phase: string; caption: string | null } => p.bytes !== null);
  if (drawable.length === 0) return;
  const gap = 14;
  const cell = (WIDTH - gap) / 2;
  const imageHeight = 170;
  const captionLines = 2;
  const height = imageHeight + 6 + captionLines * lineHeight(8.5) + 10;
  drawHeading(layout, "Photos", height);
  for (let i = 0; i < drawable.length; i += 2) {
    layout.ensure(height);
    for (const [j, photo] of drawable.slice(i, i + 2).entries()) {
      const x = LEFT + j * (cell + gap);
      layout.box(x, layout.y, cell, imageHeight, COLOUR.fill);
      layout.doc.image(photo.bytes, x, layout.y, { fit: [cell, imageHeight], align: "center", valign: "center" });
      const caption = `${PHASE_WORDS[photo.phase] ?? "Photo"}${photo.caption ? `: ${photo.caption}` : ""}`;
      let y = layout.y + imageHeight + 6;
      for (const line of wrap(layout.doc, toWinAnsi(caption), cell, { size: 8.5 }, captionLines)) {
        layout.text(line, x, y, { size: 8.5, colour: COLOUR.muted });
        y += lineHeight(8.5);
      }
    }
    layout.y += height;
  }
}

function drawSignOff(layout: Layout, report: VisitReport) {
  drawHeading(layout, "Signed off", ROW_LINE * 3 + 80);
  drawLabelledRow(layout, "Signed by", report.signedName ?? "Not signed");
  if (report.signedAt) drawLabelledRow(layout, "Signed at", `${longDate(report.signedAt.toISOString()) ?? ""} ${formatTime(report.signedAt)}`);
  drawLabelledRow(layout, "Satisfaction", report.satisfaction ? (SATISFACTION_WORDS[report.satisfaction] ?? report.satisfaction) : "Not given");
  if (report.signature) {
    layout.ensure(84);
    layout.y += 4;
    layout.doc.save().rect(LEFT + 120, layout.y, 220, 76).lineWidth(0.5).strokeColor(COLOUR.rule).stroke().restore();
    try {
      layout.doc.image(report.signature, LEFT + 124, layout.y + 3, { fit: [212, 70], align: "center", valign: "center" });
    } catch {
      layout.text("(The signature could not be drawn.)", LEFT + 130, layout.y + 30, { colour: COLOUR.muted });
    }
    layout.y += 84;
  }
}

function drawFooters(layout: Layout, business: Business) {
  const { doc } = layout;
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const y = A4.height - MARGIN.bottom - 8;
    layout.rule(y - 6);
    layout.text(truncate(layout.style({ size: 8, colour: COLOUR.muted }), singleLine(`${business.name} \u00b7 ${business.phone}`), WIDTH - 80), LEFT, y, { size: 8, colour: COLOUR.muted });
    layout.textRight(`Page ${i + 1} of ${range.count}`, RIGHT, y, { size: 8, colour: COLOUR.muted });
  }
}
