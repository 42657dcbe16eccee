import { formatDateLong, formatDateTime } from "~/lib/business-day";
import { humanise } from "~/lib/format";
import { singleLine } from "./win-ansi";

// The drawing primitives of the document PDFs: the A4 page, fonts and colours, a `Layout` that places
// every line itself (no automatic wrapping or page breaks by pdfkit), text wrapping, and formatters.

// Page geometry and drawing primitives

export const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = { top: 50, bottom: 50, left: 50, right: 50 };
export const LEFT = MARGIN.left;
export const RIGHT = A4.width - MARGIN.right;
export const WIDTH = RIGHT - LEFT;
/** Content stops here; the footer sits below. */
export const BOTTOM = A4.height - MARGIN.bottom - 22;

export const REGULAR = "Helvetica";
export const BOLD = "Helvetica-Bold";

export const COLOUR = {
  text: "#1f2937",
  muted: "#6b7280",
  rule: "#d1d5db",
  fill: "#f3f4f6",
  accent: "#0053a5",
};

export type Tone = "success" | "danger" | "warning" | "neutral";
export const TONES: Record<Tone, { ink: string; fill: string }> = {
  success: { ink: "#166534", fill: "#dcfce7" },
  danger: { ink: "#991b1b", fill: "#fee2e2" },
  warning: { ink: "#92400e", fill: "#fef3c7" },
  neutral: { ink: "#374151", fill: "#f3f4f6" },
};

export type Style = { font?: string; size?: number; colour?: string };
export const BODY: Required<Style> = { font: REGULAR, size: 9.5, colour: COLOUR.text };

export function lineHeight(size: number) {
  return size * 1.3;
}

export class Layout {
  y = MARGIN.top;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly page: { continued: string; businessName: string; watermark: string | null },
  ) {}

  /** A new page: the watermark underneath, and from the second page on a running heading. */
  addPage() {
    const first = this.doc.bufferedPageRange().count === 0;
    this.doc.addPage();
    if (this.page.watermark) this.drawWatermark(this.page.watermark);
    this.y = MARGIN.top;
    if (!first) {
      this.text(this.page.continued, LEFT, this.y, { size: 8.5, colour: COLOUR.muted });
      this.textRight(truncate(this.doc, this.page.businessName, WIDTH / 2), RIGHT, this.y, { size: 8.5, colour: COLOUR.muted });
      this.y += 14;
      this.rule(this.y);
      this.y += 12;
    }
  }

  /** Room for `height` more points on this page, or a new page. Returns true on a new page. */
  ensure(height: number) {
    if (this.y + height <= BOTTOM) return false;
    this.addPage();
    return true;
  }

  /** Room left on this page. */
  get room() {
    return BOTTOM - this.y;
  }

  style({ font = BODY.font, size = BODY.size, colour = BODY.colour }: Style = {}) {
    this.doc.font(font).fontSize(size).fillColor(colour);
    return this.doc;
  }

  /** One line of safe text at (x, y), never wrapped or moved by pdfkit. */
  text(line: string, x: number, y: number, style?: Style) {
    this.style(style).text(line, x, y, { lineBreak: false });
  }

  /** One line ending at `right`. */
  textRight(line: string, right: number, y: number, style?: Style) {
    const doc = this.style(style);
    doc.text(line, right - doc.widthOfString(line), y, { lineBreak: false });
  }

  /** Lines one under another from this.y, continuing on new pages. */
  flow(lines: string[], x: number, style: Style = {}) {
    const lh = lineHeight(style.size ?? BODY.size);
    for (const line of lines) {
      this.ensure(lh);
      this.text(line, x, this.y, style);
      this.y += lh;
    }
  }

  rule(y: number, from = LEFT, to = RIGHT, colour = COLOUR.rule) {
    this.doc.save().moveTo(from, y).lineTo(to, y).lineWidth(0.5).strokeColor(colour).stroke().restore();
  }

  box(x: number, y: number, w: number, h: number, fill: string) {
    this.doc.save().rect(x, y, w, h).fill(fill).restore();
  }

  private drawWatermark(word: string) {
    const doc = this.doc;
    const size = word.length > 6 ? 90 : 120;
    doc.save();
    doc.rotate(-45, { origin: [A4.width / 2, A4.height / 2] });
    doc.font(BOLD).fontSize(size).fillColor("#9ca3af").fillOpacity(0.18);
    const w = doc.widthOfString(word);
    doc.text(word, A4.width / 2 - w / 2, A4.height / 2 - size * 0.35, { lineBreak: false });
    doc.restore();
  }
}

/** Safe text broken into lines no wider than `width` in the given style; words too long for a line are split. */
export function wrap(doc: PDFKit.PDFDocument, text: string, width: number, style: Style = {}, maxLines = Infinity): string[] {
  doc.font(style.font ?? BODY.font).fontSize(style.size ?? BODY.size);
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    const words = paragraph.split(" ").filter(Boolean);
    let line = "";
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (doc.widthOfString(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (rest.length > 1 && doc.widthOfString(rest) > width) {
        const n = fittingLength(doc, rest, width);
        lines.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      line = rest;
    }
    lines.push(line);
  }
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = truncate(doc, `${kept[maxLines - 1]}\u2026`, width, true);
    return kept;
  }
  return lines;
}

/** The longest prefix of `text` (at least one character) that fits in `width`. */
export function fittingLength(doc: PDFKit.PDFDocument, text: string, width: number) {
  let low = 1;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(text.slice(0, mid)) <= width) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** One line cut with an ellipsis to fit `width` in the current font. */
export function truncate(doc: PDFKit.PDFDocument, line: string, width: number, force = false) {
  if (!force && doc.widthOfString(line) <= width) return line;
  const base = line.replace(/\u2026$/, "");
  if (doc.widthOfString(`${base}\u2026`) <= width) return `${base}\u2026`;
  const n = fittingLength(doc, base, Math.max(width - doc.widthOfString("\u2026"), 0));
  return `${base.slice(0, n)}\u2026`;
}

// ---------------------------------------------------------------------------------------------
// Formats

export function longDate(value: string | null | undefined) {
  if (!value) return null;
  try {
    return formatDateLong(value);
  } catch {
    return singleLine(value);
  }
}

export function dateTime(value: Date) {
  try {
    return formatDateTime(value);
  } catch {
    return "";
  }
}

/** "1.50" -> "1.5", "2.00" -> "2". */
export function showQuantity(quantity: string) {
  const n = Number(quantity);
  return quantity.trim() !== "" && Number.isFinite(n) ? String(n) : singleLine(quantity);
}

/** 2000 basis points -> "VAT 20%", 1750 -> "VAT 17.5%". */
export function vatLabel(vatRateBp: number) {
  return `VAT ${vatRateBp / 100}%`;
}

export function statusLabel(status: string) {
  const text = singleLine(humanise(status));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function watermarkFor(status: string) {
  if (status === "draft") return "DRAFT";
  if (status === "cancelled") return "CANCELLED";
  return null;
}

// ---------------------------------------------------------------------------------------------
// Blocks of the document, top to bottom


/** The height of one line of body text. */
export const ROW_LINE = lineHeight(BODY.size);

/** A section's heading, kept with at least `keepWith` points of what follows. */
export function drawHeading(layout: Layout, heading: string, keepWith: number) {
  layout.ensure(18 + keepWith);
  layout.text(heading, LEFT, layout.y, { font: BOLD, size: 11, colour: COLOUR.accent });
  layout.y += 18;
}
