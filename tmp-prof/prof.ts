import { withDatabase } from "../scripts/with-database";
async function main() { await withDatabase(async () => {
  const { getDb } = await import("../app/db/client.server");
  const { sql } = await import("drizzle-orm");
  const { getCustomerWithRecords, likelyDuplicatesOf } = await import("../app/features/customers/customers.server");
  const { customerTimeline } = await import("../app/features/customers/timeline.server");
  const { listSites, listContacts } = await import("../app/features/customers/sites.server");
  const { listAuditEntries } = await import("../app/features/audit/audit.server");
  const r = await getDb().execute(sql`select id from customers where email = 'busy.landlord@example.net'`);
  const id = (r.rows[0] as { id: string }).id;
  const staff = { kind: "staff", id: "x", email: "x", name: "x" } as const;
  const fns: Record<string, () => Promise<unknown>> = {
    records: () => getCustomerWithRecords({ actor: staff, id }),
    dupes: () => likelyDuplicatesOf({ actor: staff, customerId: id }),
    timeline: () => customerTimeline({ actor: staff, customerId: id }),
    sites: () => listSites({ actor: staff, customerId: id }),
    contacts: () => listContacts({ actor: staff, customerId: id }),
    history: () => listAuditEntries("customer", id),
  };
  for (const [name, fn] of Object.entries(fns)) {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) { const t = performance.now(); await fn(); times.push(performance.now() - t); }
    times.sort((a, b) => a - b);
    console.log(name, "p50", times[10].toFixed(1), "p95", times[18].toFixed(1));
  }
  process.exit(0);
}); }
void main();
