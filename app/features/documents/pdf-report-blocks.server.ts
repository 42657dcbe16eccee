import { BOLD, COLOUR, LEFT, type Layout, ROW_LINE, WIDTH, wrap } from "./pdf-canvas.server";
import { toWinAnsi } from "./win-ansi";

// Blocks shared by the reports drawn on the letterhead (a visit's report, a CCTV survey, a contract).

type Party = { label?: string | null; name?: string; address: string; postcode: string | null };

/** Who the report is for and where the work is, side by side: each line wrapped to its column (three lines at most). */
export function drawCustomerAndSite(layout: Layout, customer: Party & { name: string }, site: Party) {
  const half = WIDTH / 2 - 10;
  const column = (x: number, heading: string, lines: string[]) => {
    let y = layout.y;
    layout.text(heading, x, y, { font: BOLD, size: 9, colour: COLOUR.muted });
    y += 14;
    for (const line of lines.flatMap((l) => wrap(layout.doc, toWinAnsi(l), half, {}, 3))) {
      layout.text(line, x, y);
      y += ROW_LINE;
    }
    return y;
  };
  const a = column(LEFT, "CUSTOMER", [customer.name, customer.address, ...(customer.postcode ? [customer.postcode] : [])]);
  const b = column(LEFT + WIDTH / 2 + 10, "SITE", [...(site.label ? [site.label] : []), site.address, ...(site.postcode ? [site.postcode] : [])]);
  layout.y = Math.max(a, b) + 12;
}

/** A label and its value, the value wrapped beside it (six lines at most). */
export function drawLabelledRow(layout: Layout, label: string, value: string) {
  const lines = wrap(layout.doc, toWinAnsi(value), WIDTH - 120, {}, 6);
  layout.ensure(lines.length * ROW_LINE);
  layout.text(label, LEFT, layout.y, { colour: COLOUR.muted });
  for (const line of lines) {
    layout.text(line, LEFT + 120, layout.y);
    layout.y += ROW_LINE;
  }
}
