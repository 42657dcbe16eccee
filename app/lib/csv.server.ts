import { stringify } from "csv-stringify/sync";
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { dayKey, timeKey } from "./business-day";

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

/** Rows read per query by an export: a whole table is never held in memory at once. */
export const EXPORT_BATCH = 1000;

/** Where an export has got to in a newest-first list: the last row's creation time (as the database wrote it) and id. */
export type ExportCursor = { createdAt: string; id: string };

/**
 * The rows after `cursor` in newest-first order (creation time, then id), read from the lists'
 * (created_at, id) index. The creation time is compared as the database's own text, since a
 * JavaScript date would drop its microseconds.
 */
export function olderThan(createdAt: PgColumn, id: PgColumn, cursor: ExportCursor | null): SQL | undefined {
  return cursor ? sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : undefined;
}

/**
 * CSV (as `toCsv`) of a header and the rows that `batch` returns, batch after batch, streamed as
 * they are read: `batch(cursor)` gives the rows after `cursor` (null at first) and the cursor of the
 * next batch, or null after the last.
 */
export function csvStream<C>(header: string[], batch: (cursor: C | null) => Promise<{ rows: unknown[][]; next: C | null }>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: C | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(stringify([header], { bom: true, record_delimiter: "\r\n" })));
        return;
      }
      const { rows, next } = await batch(cursor);
      if (rows.length > 0) controller.enqueue(encoder.encode(stringify(rows.map((row) => row.map(safeCell)), { record_delimiter: "\r\n" })));
      if (next === null) controller.close();
      else cursor = next;
    },
  });
}

/** A download response for CSV text or a CSV stream. */
export function csvResponse(filename: string, csv: string | ReadableStream<Uint8Array>) {
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
  return `${dayKey(value)} ${timeKey(value)}`;
}
