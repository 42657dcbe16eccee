import PDFDocument from "pdfkit";
import { drawLabelledRow } from "~/features/documents/pdf-report-blocks.server";
import sharp from "sharp";
import { BOLD, COLOUR, LEFT, Layout, MARGIN, RIGHT, ROW_LINE, WIDTH, A4, drawHeading, lineHeight, longDate, truncate, wrap, type Style } from "~/features/documents/pdf-canvas.server";
import { drawLetterhead } from "~/features/documents/pdf-letterhead.server";
import { singleLine, toWinAnsi } from "~/features/documents/win-ansi";
import { DRAIN_USE_LABELS, SURVEY_DIRECTION_LABELS, SURVEY_PURPOSE_LABELS } from "~/db/survey-enums";
import type { Business } from "~/lib/business";
import { getBusiness } from "~/lib/business.server";
import { formatPence } from "~/lib/format";
import { vatPence } from "~/lib/money";
import { SERVICEABILITY_WORDS } from "./grading";
import type { SurveyDetail, SurveyObservation, SurveyRun } from "./surveys.server";

// A CCTV drain survey's report as an A4 PDF (docs/decisions/0094), drawn with the document PDFs'
// primitives: a cover with the site, the purpose and the finding in plain words; per run a
// schematic drawn from the data (its access points, a distance scale, a numbered marker per
// observation), the observations with their codes and plain meanings, their photos and the run's
// grades; the recommendations with prices; the surveyor and the disclaimer. Photos are drawn from
// copies at most PHOTO_SIDE px, so twenty photos keep the file to a few megabytes.

export type SurveyReport = { survey: SurveyDetail; photos: Map<string, Buffer> };

export const PHOTO_SIDE = 800;

export const DISCLAIMER =
  "This report describes the condition of the drains at the time of the survey, as far as the camera could see them. " +
  "Codes follow the domestic subset of the WRc Manual of Sewer Condition Classification (MSCC5); grades are our " +
  "indicative grades on its 1 to 5 scale, with the Drain Repair Book's A, B and C for serviceability. Defects can " +
  "develop after the survey; parts not reached by the camera are not covered.";

const GRADE_INK: Record<string, string> = { A: "#166534", B: "#92400e", C: "#b91c1c" };

async function forPage(bytes: Buffer) {
  try {
    return await sharp(bytes).resize({ width: PHOTO_SIDE, height: PHOTO_SIDE, fit: "inside", withoutEnlargement: true }).jpeg({ quality: 70 }).toBuffer();
  } catch {
    return null;
  }
}

const metres = (m: number) => `${m.toFixed(2).replace(/\.?0+$/, "")} m`;

export async function renderSurveyReportPdf(report: SurveyReport): Promise<Buffer> {
  const business = getBusiness();
  const photos = new Map<string, Buffer>();
  await Promise.all(
    [...report.photos].map(async ([id, bytes]) => {
      const small = await forPage(bytes);
      if (small) photos.set(id, small);
    }),
  );
  const { survey } = report;
  const doc = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    autoFirstPage: false,
    bufferPages: true,
    lang: "en-GB",
    displayTitle: true,
    info: { Title: `CCTV drain survey ${survey.surveyDate}`, Author: singleLine(business.name), Creator: singleLine(business.name) },
  });
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    try {
      const layout = new Layout(doc, { continued: "CCTV drain survey (continued)", businessName: singleLine(business.name), watermark: survey.status === "complete" ? null : "DRAFT" });
      layout.addPage();
      drawCover(layout, survey, business);
      for (const run of survey.runs) drawRun(layout, run, photos);
      drawRecommendations(layout, survey);
      drawSignOff(layout, survey);
      drawFooters(layout, business);
      doc.end();
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}

function drawCover(layout: Layout, survey: SurveyDetail, business: Business) {
  drawLetterhead(layout, business, { title: "CCTV DRAIN SURVEY", titleSize: 18, date: longDate(survey.surveyDate) ?? survey.surveyDate });
  drawHeading(layout, "The survey", ROW_LINE * 6);
  drawLabelledRow(layout, "Site", survey.siteLine);
  drawLabelledRow(layout, "Client", survey.customerName);
  drawLabelledRow(layout, "Purpose", SURVEY_PURPOSE_LABELS[survey.purpose]);
  drawLabelledRow(layout, "Date", longDate(survey.surveyDate) ?? survey.surveyDate);
  if (survey.weather) drawLabelledRow(layout, "Weather", survey.weather);
  if (survey.equipment) drawLabelledRow(layout, "Equipment", survey.equipment);
  drawLabelledRow(layout, "Runs surveyed", String(survey.runs.length));
  if (survey.videoUrl) drawLabelledRow(layout, "Video", survey.videoUrl);
  layout.y += 10;
  drawHeading(layout, "In short", ROW_LINE * 4);
  layout.flow(wrap(layout.doc, toWinAnsi(survey.summary), WIDTH, { font: BOLD, size: 12 }), LEFT, { font: BOLD, size: 12 });
  layout.y += 6;
  for (const run of survey.runs) {
    const line = `${run.fromPoint} to ${run.toPoint}: ${SERVICEABILITY_WORDS[run.serviceability]} (structural grade ${run.structuralGrade}, service grade ${run.serviceGrade})`;
    layout.flow(wrap(layout.doc, toWinAnsi(line), WIDTH), LEFT, { colour: GRADE_INK[run.serviceability] });
  }
  layout.y += 10;
}

/** The run as a line between its access points, a scale in metres, and a numbered marker at each observation. */
function drawSchematic(layout: Layout, run: SurveyRun) {
  const height = 86;
  layout.ensure(height);
  const { doc } = layout;
  const x0 = LEFT + 30;
  const x1 = RIGHT - 30;
  const y = layout.y + 30;
  const length = Math.max(run.lengthSurveyedM, ...run.observations.map((o) => Math.max(o.distanceM, o.continuousEndM ?? 0)), 0.01);
  const at = (m: number) => x0 + ((x1 - x0) * m) / length;
  doc.save().lineWidth(4).strokeColor("#94a3b8").moveTo(x0, y).lineTo(x1, y).stroke().restore();
  for (const [x, name] of [
    [x0, run.fromPoint],
    [x1, run.toPoint],
  ] as const) {
    doc.save().lineWidth(1).fillColor("#ffffff").strokeColor("#334155").circle(x, y, 9).fillAndStroke().restore();
    layout.text(truncate(layout.style({ font: BOLD, size: 8 }), toWinAnsi(name), 80), x - 20, y - 24, { font: BOLD, size: 8 });
  }
  // The scale: a tick every whole step that gives at most ten.
  const step = [0.5, 1, 2, 5, 10, 20, 50].find((s) => length / s <= 10) ?? 100;
  for (let m = 0; m <= length + 1e-9; m += step) {
    doc.save().lineWidth(0.5).strokeColor(COLOUR.muted).moveTo(at(m), y + 12).lineTo(at(m), y + 16).stroke().restore();
    layout.text(`${Number(m.toFixed(1))}`, at(m) - 6, y + 18, { size: 7, colour: COLOUR.muted });
  }
  layout.text("m", x1 + 12, y + 18, { size: 7, colour: COLOUR.muted });
  run.observations.forEach((o, i) => {
    const x = at(o.distanceM);
    const ink = o.grade === null ? "#475569" : o.grade >= 4 ? GRADE_INK.C : o.grade === 3 ? GRADE_INK.B : GRADE_INK.A;
    if (o.continuousEndM !== null) doc.save().lineWidth(4).strokeColor(ink).opacity(0.6).moveTo(x, y).lineTo(at(o.continuousEndM), y).stroke().restore();
    doc.save().fillColor(ink).moveTo(x, y - 5).lineTo(x - 5, y - 14).lineTo(x + 5, y - 14).closePath().fill().restore();
    layout.text(String(i + 1), x - 3, y + 34 + (i % 2) * 9, { font: BOLD, size: 7, colour: ink });
  });
  layout.y += height;
}

function observationDetail(o: SurveyObservation) {
  const parts = [
    o.clockFrom === null ? null : o.clockTo === null ? `at ${o.clockFrom} o'clock` : `${o.clockFrom} to ${o.clockTo} o'clock`,
    o.percentage === null ? null : `${o.percentage}%`,
    o.dimensionMm === null ? null : `${o.dimensionMm} mm`,
    o.continuousEndM === null ? null : `continues to ${metres(o.continuousEndM)}`,
    o.remark,
  ].filter(Boolean);
  return parts.join("; ");
}

function drawRun(layout: Layout, run: SurveyRun, photos: Map<string, Buffer>) {
  drawHeading(layout, toWinAnsi(`Run ${run.position}: ${run.fromPoint} to ${run.toPoint}`), ROW_LINE * 4 + 90);
  const pipe = [run.material, run.shape, run.diameterMm ? `${run.diameterMm} mm` : null].filter(Boolean).join(", ");
  layout.flow(
    wrap(layout.doc, toWinAnsi(`${SURVEY_DIRECTION_LABELS[run.direction]} survey of a ${DRAIN_USE_LABELS[run.use].toLowerCase()} drain${pipe ? ` (${pipe})` : ""}; ${metres(run.lengthSurveyedM)} surveyed.`), WIDTH),
    LEFT,
  );
  if (run.abandonedReason) layout.flow(wrap(layout.doc, toWinAnsi(`The survey stopped short: ${run.abandonedReason}`), WIDTH), LEFT, { colour: GRADE_INK.B });
  layout.flow([toWinAnsi(`Grade: ${SERVICEABILITY_WORDS[run.serviceability]}. Structural grade ${run.structuralGrade}, service grade ${run.serviceGrade} (1 best, 5 worst).`)], LEFT, { font: BOLD, colour: GRADE_INK[run.serviceability] });
  layout.y += 6;
  drawSchematic(layout, run);
  if (run.observations.length === 0) {
    layout.flow(["Nothing was recorded on this run."], LEFT, { colour: COLOUR.muted });
  } else {
    const header: Style = { font: BOLD, size: 8.5, colour: COLOUR.muted };
    layout.ensure(ROW_LINE * 3);
    layout.text("#", LEFT, layout.y, header);
    layout.text("AT", LEFT + 16, layout.y, header);
    layout.text("CODE", LEFT + 62, layout.y, header);
    layout.text("WHAT IT MEANS", LEFT + 100, layout.y, header);
    layout.textRight("GRADE", RIGHT, layout.y, header);
    layout.y += 14;
    const textWidth = WIDTH - 100 - 44;
    run.observations.forEach((o, i) => {
      const title = wrap(layout.doc, toWinAnsi(o.name), textWidth, { font: BOLD }, 2);
      const meaning = wrap(layout.doc, toWinAnsi(o.meaning), textWidth, {}, 6);
      const detail = observationDetail(o);
      const details = detail ? wrap(layout.doc, toWinAnsi(detail), textWidth, { colour: COLOUR.muted }, 4) : [];
      layout.ensure((title.length + meaning.length + details.length) * ROW_LINE + 4);
      const y = layout.y;
      layout.text(String(i + 1), LEFT, y, { font: BOLD });
      layout.text(metres(o.distanceM), LEFT + 16, y);
      layout.text(toWinAnsi(o.code), LEFT + 62, y, { font: BOLD });
      layout.textRight(o.grade === null ? "\u2013" : String(o.grade), RIGHT, y, { font: BOLD });
      layout.flow(title, LEFT + 100, { font: BOLD });
      layout.flow(meaning, LEFT + 100);
      if (details.length) layout.flow(details, LEFT + 100, { colour: COLOUR.muted });
      layout.rule(layout.y + 1);
      layout.y += 4;
    });
  }
  drawPhotos(
    layout,
    run.observations.flatMap((o, i) => {
      const bytes = o.photoMediaId ? photos.get(o.photoMediaId) : undefined;
      return bytes ? [{ bytes, caption: `${i + 1}. ${o.code} at ${metres(o.distanceM)}: ${o.name}${o.remark ? ` - ${o.remark}` : ""}` }] : [];
    }),
  );
  layout.y += 12;
}

function drawPhotos(layout: Layout, photos: { bytes: Buffer; caption: string }[]) {
  if (photos.length === 0) return;
  const gap = 14;
  const cell = (WIDTH - gap) / 2;
  const imageHeight = 160;
  const captionLines = 2;
  const height = imageHeight + 6 + captionLines * lineHeight(8.5) + 10;
  layout.ensure(height);
  layout.y += 6;
  for (let i = 0; i < photos.length; i += 2) {
    layout.ensure(height);
    for (const [j, photo] of photos.slice(i, i + 2).entries()) {
      const x = LEFT + j * (cell + gap);
      layout.box(x, layout.y, cell, imageHeight, COLOUR.fill);
      layout.doc.image(photo.bytes, x, layout.y, { fit: [cell, imageHeight], align: "center", valign: "center" });
      let y = layout.y + imageHeight + 6;
      for (const line of wrap(layout.doc, toWinAnsi(photo.caption), cell, { size: 8.5 }, captionLines)) {
        layout.text(line, x, y, { size: 8.5, colour: COLOUR.muted });
        y += lineHeight(8.5);
      }
    }
    layout.y += height;
  }
}

function drawRecommendations(layout: Layout, survey: SurveyDetail) {
  const recs = survey.runs.flatMap((run) => run.recommendations.map((rec) => ({ run, rec })));
  drawHeading(layout, "Recommendations", ROW_LINE * 3);
  if (recs.length === 0) {
    layout.flow(["No work is recommended."], LEFT);
    layout.y += 10;
    return;
  }
  const header: Style = { font: BOLD, size: 8.5, colour: COLOUR.muted };
  layout.text("WORK", LEFT, layout.y, header);
  layout.text("QTY", RIGHT - 150, layout.y, header);
  layout.textRight("PRICE (EX VAT)", RIGHT, layout.y, header);
  layout.y += 14;
  let net = 0;
  let vat = 0;
  for (const { run, rec } of recs) {
    const words = `${rec.description} (${run.fromPoint} to ${run.toPoint}${rec.positionM === null ? "" : ` at ${metres(rec.positionM)}`}) - ${rec.itemName}`;
    const lines = wrap(layout.doc, toWinAnsi(words), WIDTH - 170, {}, 4);
    layout.ensure(lines.length * ROW_LINE + 4);
    layout.text(rec.quantity.replace(/\.00$/, ""), RIGHT - 150, layout.y);
    layout.textRight(toWinAnsi(formatPence(rec.netPence)), RIGHT, layout.y);
    layout.flow(lines, LEFT);
    layout.rule(layout.y + 1);
    layout.y += 4;
    net += rec.netPence;
    vat += vatPence(rec.netPence, rec.vatRateBp);
  }
  layout.ensure(ROW_LINE * 3);
  for (const [label, pence, style] of [
    ["Subtotal", net, {}],
    ["VAT", vat, {}],
    ["Total", net + vat, { font: BOLD }],
  ] as const) {
    layout.text(label, RIGHT - 150, layout.y, style);
    layout.textRight(toWinAnsi(formatPence(pence)), RIGHT, layout.y, style);
    layout.y += ROW_LINE;
  }
  if (survey.quoteNumber) layout.flow([toWinAnsi(`These prices are in quote ${survey.quoteNumber}, which you can accept in your customer portal.`)], LEFT, { colour: COLOUR.muted });
  layout.y += 10;
}

function drawSignOff(layout: Layout, survey: SurveyDetail) {
  drawHeading(layout, "Surveyor", ROW_LINE * 4);
  drawLabelledRow(layout, "Surveyed by", survey.surveyorName ?? "\u2013");
  drawLabelledRow(layout, "Report status", survey.status === "complete" ? "Final" : "Draft");
  layout.y += 8;
  layout.flow(wrap(layout.doc, toWinAnsi(DISCLAIMER), WIDTH, { size: 8.5, colour: COLOUR.muted }), LEFT, { size: 8.5, colour: COLOUR.muted });
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
