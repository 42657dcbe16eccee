import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

type Executor = Pick<Database, "execute">;

/** How a kind of document is numbered: its prefix and the PostgreSQL sequence its numbers come from. */
export type DocumentNumbering = { prefix: string; sequence: string };

export const QUOTE_NUMBERING: DocumentNumbering = { prefix: "Q-", sequence: "quote_number_seq" };
export const INVOICE_NUMBERING: DocumentNumbering = { prefix: "INV-", sequence: "invoice_number_seq" };

const BY_KIND = { quote: QUOTE_NUMBERING, invoice: INVOICE_NUMBERING } as const;

const numberingOf = (numbering: DocumentNumbering | keyof typeof BY_KIND) => (typeof numbering === "string" ? BY_KIND[numbering] : numbering);

/** "Q-" and 7 -> "Q-00007"; numbers past 99999 keep every digit ("Q-123456"). */
export function formatDocumentNumber(numbering: DocumentNumbering | keyof typeof BY_KIND, n: number | bigint): string {
  return `${numberingOf(numbering).prefix}${String(n).padStart(5, "0")}`;
}

/**
 * The next number of a kind of document from its PostgreSQL sequence: unique under concurrent
 * creation and never reused (a number taken by a transaction that rolls back is skipped, as a
 * sequence does).
 */
export async function nextDocumentNumber(executor: Executor, numbering: DocumentNumbering | keyof typeof BY_KIND): Promise<string> {
  const result = await executor.execute<{ n: string }>(sql`select nextval(${numberingOf(numbering).sequence}::regclass)::text as n`);
  return formatDocumentNumber(numbering, BigInt(result.rows[0].n));
}
