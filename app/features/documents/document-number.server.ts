import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

type Executor = Pick<Database, "execute">;

const SEQUENCES = { quote: { seq: "quote_number_seq", prefix: "Q-" }, invoice: { seq: "invoice_number_seq", prefix: "INV-" } } as const;

/** "Q-" and 7 -> "Q-00007"; numbers past 99999 keep every digit ("Q-123456"). */
export function formatDocumentNumber(kind: keyof typeof SEQUENCES, n: number | bigint): string {
  return `${SEQUENCES[kind].prefix}${String(n).padStart(5, "0")}`;
}

/**
 * The next quote or invoice number from its PostgreSQL sequence: unique under concurrent creation and
 * never reused (a number taken by a transaction that rolls back is skipped, as a sequence does).
 */
export async function nextDocumentNumber(executor: Executor, kind: keyof typeof SEQUENCES): Promise<string> {
  const result = await executor.execute<{ n: string }>(sql`select nextval(${SEQUENCES[kind].seq}::regclass)::text as n`);
  return formatDocumentNumber(kind, BigInt(result.rows[0].n));
}
