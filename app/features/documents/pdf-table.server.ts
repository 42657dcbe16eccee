import { BOLD, COLOUR, LEFT, type Layout, ROW_LINE, type Style, truncate } from "./pdf-canvas.server";
import { singleLine } from "./win-ansi";

// A table of one-line rows for the reports drawn on the document PDFs' primitives (a statement, a
// contract): its columns, a head repeated on each new page, each cell cut to its column's width.

export type Column = { title: string; x: number; width: number; right?: boolean };

/** The head, then one line per row (continued on new pages, under the head again); `empty` when there is no row. */
export function drawTable(layout: Layout, columns: Column[], rows: string[][], empty: string) {
  const head: Style = { font: BOLD, size: 8.5, colour: COLOUR.muted };
  const drawHead = () => {
    for (const c of columns) {
      if (c.right) layout.textRight(c.title, c.x + c.width, layout.y, head);
      else layout.text(c.title, c.x, layout.y, head);
    }
    layout.y += 14;
    layout.rule(layout.y - 3);
  };
  drawHead();
  if (rows.length === 0) {
    layout.text(empty, LEFT, layout.y, { colour: COLOUR.muted });
    layout.y += ROW_LINE;
    return;
  }
  for (const row of rows) {
    if (layout.ensure(ROW_LINE)) drawHead();
    row.forEach((cell, i) => {
      const c = columns[i];
      const text = truncate(layout.style(), singleLine(cell), c.width);
      if (c.right) layout.textRight(text, c.x + c.width, layout.y);
      else layout.text(text, c.x, layout.y);
    });
    layout.y += ROW_LINE;
  }
}
