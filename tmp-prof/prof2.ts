import { withDatabase } from "../scripts/with-database";
async function main() {
  await withDatabase(async () => {
    const { getDb } = await import("../app/db/client.server");
    const { sql } = await import("drizzle-orm");
    const { customerTimeline } = await import("../app/features/customers/timeline.server");
    const r = await getDb().execute(sql`select id from customers where email = 'busy.landlord@example.net'`);
    const id = (r.rows[0] as { id: string }).id;
    const staff = { kind: "staff", id: "x", email: "x", name: "x" } as const;
    for (const kinds of ["job", "quote", "invoice", "payment", "email", "chat", "enquiry", "note"]) {
      const times: number[] = [];
      for (let i = 0; i < 20; i++) { const t = performance.now(); await customerTimeline({ actor: staff, customerId: id, kinds }); times.push(performance.now() - t); }
      times.sort((a, b) => a - b);
      console.log(kinds, "p50", times[10].toFixed(1), "p95", times[18].toFixed(1));
    }
    process.exit(0);
  });
}
void main();
