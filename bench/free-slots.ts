// `npm run bench:slots` (and the end of `npm run bench`): the free slots for a service at a postcode
// (docs/decisions/0104) on the configured database (DATABASE_URL, or the embedded one in DATA_DIR)
// loaded by `npm run seed:scale`: its engineers (at least 10) with their hours and their booked
// visits. `freeSlots` — the rota, the visits of the next 14 days and the windows worked out — 50
// times after a warm-up, for each bookable service in turn; goal: p95 ≤ 50 ms.
//
//   DATA_DIR=./data-scale npm run seed:scale
//   DATA_DIR=./data-scale npm run bench:slots
//
// BENCH_STRICT=1 exits 1 on a missed goal.
import { performance } from "node:perf_hooks";
import { withDatabase } from "../scripts/with-database";

const GOAL_MS = 50;
const RUNS = 50;
const WARM_UP = 5;

await withDatabase(async () => {
  const { sql } = await import("drizzle-orm");
  const { getDb } = await import("../app/db/client.server");
  const { BOOKABLE_SERVICES, freeSlots, SLOT_DAYS } = await import("../app/features/booking/free-slots.server");
  const db = getDb();
  const [{ engineers }] = (await db.execute(sql`select count(*)::int engineers from user_roles where role = 'engineer'`)).rows as { engineers: number }[];
  const [{ booked }] = (
    await db.execute(
      sql`select count(*)::int booked from visits v join visit_engineers ve on ve.visit_id = v.id
           where v.day between (now() at time zone 'Europe/London')::date and (now() at time zone 'Europe/London')::date + ${SLOT_DAYS}::int`,
    )
  ).rows as { booked: number }[];
  console.log(`${engineers} engineers, ${booked} visits booked for them over the next ${SLOT_DAYS} days`);
  if (engineers < 10) console.log("(fewer than 10 engineers: load the scale data first, `npm run seed:scale`)");
  const times: number[] = [];
  let offered = 0;
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const service = BOOKABLE_SERVICES[i % BOOKABLE_SERVICES.length];
    const t = performance.now();
    const result = await freeSlots({ service, postcode: "RG14 5AB" });
    const ms = performance.now() - t;
    if (i >= WARM_UP) times.push(ms);
    offered = result.slots.length;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const p50 = sorted[Math.floor(sorted.length / 2)];
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
  const ok = p95 <= GOAL_MS;
  console.log(`Free slots for a postcode      p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  goal ≤ ${GOAL_MS} ms: ${ok ? "met" : "MISSED"} (${offered} slots offered)`);
  if (!ok && process.env.BENCH_STRICT === "1") process.exitCode = 1;
});
