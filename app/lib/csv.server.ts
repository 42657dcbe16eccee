import { stringify } from "csv-stringify/sync";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { LONDON } from "./london-time";

/**
 * A cell that a spreadsheet will not run as a formula: text starting with = + - @ (or a tab or
 * carriage return, which some programs skip before looking) gets a leading single quote.
 */
export function safeCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** CSV text (with a UTF-8 byte-order mark so that spreadsheets read £ and accents) of a header and rows. */
export function toCsv(header: string[], rows: unknown[][]) {
  return stringify([header, ...rows.map((row) => row.map(safeCell))], { bom: true, record_delimiter: "\r\n" });
}

/** A download response for CSV text. */
export function csvResponse(filename: string, csv: string) {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** A date-time for a spreadsheet cell, on London's clock ("2026-07-01 09:30"); empty when none. */
export function csvDateTime(value: Date | string | null | undefined) {
  if (!value) return "";
  return format(new TZDate(new Date(value), LONDON), "yyyy-MM-dd HH:mm");
}
