import { and, asc, eq, inArray } from "drizzle-orm";
import { shiftDay, todayKey } from "~/lib/business-day";
import type { Database } from "./client.server";
import { engineerDaysOff, visitEngineers, visits } from "./schema";

// The demo's dispatch board: today shows a clash (an engineer booked twice at once, a return visit
// to the same job overlapping the first) and the engineer without Saturday hours has a day off next
// week; the demo's undated enquiries and quoted jobs are its jobs to schedule.

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A second, overlapping visit today for the engineer of today's first visit (or made at 10:00 with the first engineer). */
export async function seedDispatchDemo(tx: Tx, engineerIds: string[], now: Date = new Date()) {
  if (engineerIds.length === 0) return;
  const today = todayKey(now);
  const [first] = await tx
    .select({ id: visits.id, jobId: visits.jobId, startMinute: visits.startMinute, userId: visitEngineers.userId })
    .from(visits)
    .innerJoin(visitEngineers, eq(visitEngineers.visitId, visits.id))
    .where(and(eq(visits.day, today), inArray(visits.status, ["scheduled", "on_the_way", "on_site"])))
    .orderBy(asc(visits.startMinute))
    .limit(1);
  if (first) {
    const [again] = await tx
      .insert(visits)
      .values({ jobId: first.jobId, day: today, startMinute: Math.min(first.startMinute + 30, 1380), durationMinutes: 60, instructions: "Return visit to check the flow" })
      .returning({ id: visits.id });
    await tx.insert(visitEngineers).values({ visitId: again.id, userId: first.userId });
  }
  const [, second] = engineerIds;
  if (second) {
    await tx.insert(engineerDaysOff).values({ userId: second, day: shiftDay(today, 7), reason: "Training course" });
  }
}
