import type { Business } from "~/lib/business";
import { BOLD, COLOUR, LEFT, type Layout, RIGHT, WIDTH, lineHeight, truncate, wrap, type Style } from "./pdf-canvas.server";
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
