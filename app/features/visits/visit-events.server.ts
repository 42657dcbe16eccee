import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

// Every change to a visit (the office scheduling it, an engineer on the way, arrived, finished) is
// announced on one PostgreSQL channel, in the transaction that makes it, so that the dispatch board of
// every instance hears it once the change is committed.

export const VISIT_CHANNEL = "visit_changed";

type Executor = Pick<Database, "execute">;

/** Announce that a visit changed (delivered to listeners when the transaction commits). */
export async function notifyVisitChanged(tx: Executor, visitId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${VISIT_CHANNEL}, ${visitId})`);
}
