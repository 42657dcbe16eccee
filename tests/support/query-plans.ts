// The plans PostgreSQL chooses for the queries a piece of application code sends: for the tests that
// hold lists, searches and the customer timeline to indexes as the data grows.
import type pg from "pg";
import { getDb } from "~/db/client.server";

export type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };
type Captured = { text: string; values: unknown[] };

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/** The queries `run` sends through the application's pool, in order. */
async function queriesOf(run: () => Promise<unknown>): Promise<Captured[]> {
  const pool = getDb().$client as pg.Pool & { query: (...args: unknown[]) => unknown };
  const original = pool.query;
  const captured: Captured[] = [];
  pool.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === "string") captured.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === "object" && "text" in first) {
      // node-postgres takes the values in the config or as the second argument (Drizzle's way).
      const config = first as { text: string; values?: unknown[] };
      captured.push({ text: config.text, values: config.values ?? (Array.isArray(second) ? second : []) });
    }
    return original.apply(this, args as Parameters<typeof original>);
  } as typeof pool.query;
  try {
    await run();
  } finally {
    pool.query = original;
  }
  return captured;
}

/** A parameter written as an SQL literal, for EXECUTE. */
function literal(client: pg.PoolClient, value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return client.escapeLiteral(value.toISOString());
  // The query casts it (`$1::text[]`), which also gives an empty array its type.
  if (Array.isArray(value)) return `ARRAY[${value.map((v) => literal(client, v)).join(",")}]`;
  return client.escapeLiteral(typeof value === "string" ? value : JSON.stringify(value));
}

/**
 * The plan of each query `run` sends, for its real parameters (written into the query as literals,
 * so that the planner sees the values, as it does for a statement's first executions).
 */
export async function plansOf(run: () => Promise<unknown>) {
  const plans: { text: string; nodes: PlanNode[] }[] = [];
  const queries = await queriesOf(run);
  const client = await getDb().$client.connect();
  try {
    for (const query of queries) {
      const text = query.text.replace(/\$(\d+)/g, (_, n: string) => literal(client, query.values[Number(n) - 1]));
      const result = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(`explain (format json) ${text}`);
      plans.push({ text: query.text, nodes: nodesOf(result.rows[0]["QUERY PLAN"][0].Plan) });
    }
  } finally {
    client.release();
  }
  return plans;
}
