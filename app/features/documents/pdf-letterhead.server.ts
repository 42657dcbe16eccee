import type { Business } from "~/lib/business";
import { A4, BOLD, COLOUR, LEFT, type Layout, MARGIN, RIGHT, WIDTH, lineHeight, truncate, wrap, type Style } from "./pdf-canvas.server";
import { drawLogo, LOGO_SIZE } from "./pdf-vat.server";
import { singleLine, toWinAnsi } from "./win-ansi";

/**
 * The top of a report (a job report, a survey report): the logo, the firm's name, address, phone and
 * e-mail on the left; the report's title and its date on the right; a rule under them.
 */
export function drawLetterhead(layout: Layout, business: Business, { title, titleSize, date }: { title: string; titleSize: number; date: string }) {
  const top = layout.y;
  const indent = drawLogo(layout, LEFT, top) ? LOGO_SIZE + 12 : 0;
  const left = LEFT + indent;
  // The right-hand column is as wide as the title needs.
  const width = WIDTH - Math.max(200, layout.style({ font: BOLD, size: titleSize }).widthOfString(title) + 30) - indent;
  let y = top;
  layout.text(truncate(layout.style({ font: BOLD, size: 16 }), singleLine(business.name), width), left, y, { font: BOLD, size: 16, colour: COLOUR.accent });
  y += lineHeight(16) + 2;
  const small: Style = { size: 8.5, colour: COLOUR.muted };
  for (const line of [...wrap(layout.doc, toWinAnsi(business.address), width, small, 2), `Tel ${singleLine(business.phone)}`, singleLine(business.email)]) {
    layout.text(truncate(layout.style(small), line, width), left, y, small);
    y += lineHeight(8.5);
  }
  layout.textRight(title, RIGHT, top, { font: BOLD, size: titleSize });
  layout.textRight(date, RIGHT, top + titleSize + 6, { font: BOLD, size: 12 });
  layout.y = Math.max(y, top + (indent ? LOGO_SIZE : 0), top + 50) + 14;
  layout.rule(layout.y);
  layout.y += 12;
}

/** The foot of every page, once every page exists: the firm's name, phone and e-mail, and "Page 1 of 2". */
export function drawContactFooters(layout: Layout, business: Business) {
  const { doc } = layout;
  const pages = doc.bufferedPageRange();
  const y = A4.height - MARGIN.bottom - 6;
  const contact = [business.name, business.phone, business.email].map(singleLine).join("  \u00b7  ");
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    layout.rule(y - 8);
    layout.text(truncate(layout.style({ size: 8 }), contact, WIDTH - 60), LEFT, y, { size: 8, colour: COLOUR.muted });
    layout.textRight(`Page ${i + 1} of ${pages.count}`, RIGHT, y, { size: 8, colour: COLOUR.muted });
  }
}
