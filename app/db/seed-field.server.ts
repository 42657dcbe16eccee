import { timeToMinute } from "~/lib/clock-time";
import { randomUUID } from "node:crypto";
import { dayKey, timeKey } from "~/lib/business-day";
import type { Database } from "./client.server";
import { engineerHours, user, userRoles, visitEngineers, visits } from "./schema";
import type { JobStatus } from "./enums";

// The demo's field work: two engineers with their working week, and a visit for every job that has
// a date, shared between them. Their sign-in passwords are set at the first start, which prints them.

export const DEMO_ENGINEERS = [
  { email: "sam.hughes@example.com", name: "Sam Hughes" },
  { email: "leah.carter@example.com", name: "Leah Carter" },
] as const;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The demo engineers (user rows, the engineer role, Monday to Friday 08:00–17:00 and Saturday mornings for the first). */
export async function seedDemoEngineers(tx: Tx): Promise<string[]> {
  const ids: string[] = [];
  for (const engineer of DEMO_ENGINEERS) {
    const id = randomUUID();
    ids.push(id);
    await tx.insert(user).values({ id, name: engineer.name, email: engineer.email, emailVerified: true });
    await tx.insert(userRoles).values({ userId: id, role: "engineer" });
  }
  const hours = ids.flatMap((userId, i) => [
    ...[1, 2, 3, 4, 5].map((weekday) => ({ userId, weekday, startMinute: 8 * 60, endMinute: 17 * 60 })),
    ...(i === 0 ? [{ userId, weekday: 6, startMinute: 8 * 60, endMinute: 12 * 60 }] : []),
  ]);
  await tx.insert(engineerHours).values(hours);
  return ids;
}

/**
 * A visit for every dated job that is not cancelled, at the job's date and for its expected hours
 * (one hour when none), given to the engineers in turn; a completed job's visit is done.
 */
export async function seedDemoVisits(
  tx: Tx,
  jobRows: { id: string; status: JobStatus; scheduledDate: Date | null; estimatedDuration: string | null }[],
  engineerIds: string[],
) {
  const dated = jobRows.filter((j) => j.scheduledDate && j.status !== "cancelled");
  if (dated.length === 0) return 0;
  const rows = dated.map((j) => {
    const start = timeToMinute(timeKey(j.scheduledDate!));
    return {
      id: randomUUID(),
      jobId: j.id,
      day: dayKey(j.scheduledDate!),
      startMinute: start,
      durationMinutes: Math.max(15, Math.round(Number(j.estimatedDuration ?? "1") * 60)),
      status: j.status === "completed" ? ("done" as const) : ("scheduled" as const),
    };
  });
  await tx.insert(visits).values(rows);
  await tx.insert(visitEngineers).values(rows.map((v, i) => ({ visitId: v.id, userId: engineerIds[i % engineerIds.length] })));
  return rows.length;
}
