import { and, asc, eq, sql } from "drizzle-orm";
import { todayKey } from "~/lib/business-day";
import type { Database } from "./client.server";
import { checklistTemplateItems, customers, jobs, priceBookItems, visitChecklistItems, visitEngineers, visitLines, visits } from "./schema";

// The demo's job sheets: each demo engineer's visits today have their checklists, and the first of
// them is finished, with notes, its checklist ticked, a material from the price book and the
// customer's satisfaction, as an engineer leaves it (photos and signature are the media's demo).

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/** Fill today's visits of `engineerIds` (run after the visits and the price book are seeded). */
export async function seedEngineerJobSheets(tx: Tx, engineerIds: string[], now: Date): Promise<number> {
  const today = todayKey(now);
  const [material] = await tx.select().from(priceBookItems).where(eq(priceBookItems.active, true)).orderBy(asc(priceBookItems.position)).limit(1);
  let finished = 0;
  for (const userId of engineerIds) {
    const todays = await tx
      .select({ id: visits.id, serviceType: jobs.serviceType, customerName: customers.name })
      .from(visits)
      .innerJoin(visitEngineers, and(eq(visitEngineers.visitId, visits.id), eq(visitEngineers.userId, userId)))
      .innerJoin(jobs, eq(jobs.id, visits.jobId))
      .innerJoin(customers, eq(customers.id, jobs.customerId))
      .where(eq(visits.day, today))
      .orderBy(asc(visits.startMinute));
    for (const [i, visit] of todays.entries()) {
      const existing = await tx.select({ id: visitChecklistItems.id }).from(visitChecklistItems).where(eq(visitChecklistItems.visitId, visit.id)).limit(1);
      if (existing.length > 0) continue;
      const template = await tx
        .select({ label: checklistTemplateItems.label })
        .from(checklistTemplateItems)
        .where(eq(checklistTemplateItems.serviceType, visit.serviceType))
        .orderBy(asc(checklistTemplateItems.position));
      const done = i === 0;
      if (template.length > 0) {
        await tx.insert(visitChecklistItems).values(
          template.map((t, position) => ({ visitId: visit.id, position, label: t.label, done, doneAt: done ? minutesBefore(now, 70) : null, doneByUserId: done ? userId : null })),
        );
      }
      if (!done) continue;
      if (material) {
        await tx.insert(visitLines).values({
          visitId: visit.id,
          kind: "material",
          priceBookItemId: material.id,
          description: material.description || material.name,
          quantity: "1.00",
          unitPricePence: material.unitPricePence,
          vatRateBp: material.vatRateBp,
          addedByUserId: userId,
        });
      }
      await tx
        .update(visits)
        .set({
          status: "done",
          workDone: "Cleared the blockage with the jetter and checked the run with the camera: flowing freely. Advised the customer on what not to put down the sink.",
          satisfaction: "very_satisfied",
          signedName: visit.customerName,
          onTheWayAt: minutesBefore(now, 150),
          arrivedAt: minutesBefore(now, 120),
          finishedAt: minutesBefore(now, 60),
          version: sql`${visits.version} + 1`,
        })
        .where(eq(visits.id, visit.id));
      finished += 1;
    }
  }
  return finished;
}
