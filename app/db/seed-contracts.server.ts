import { eq } from "drizzle-orm";
import { shiftDay, todayKey, workingDay } from "~/lib/business-day";
import type { Database } from "./client.server";
import { contractOccurrences, contracts, customers, customerSites, jobs, visitEngineers, visits } from "./schema";

// The demo's maintenance contract and online booking: a quarterly grease-trap contract for The Plough
// Inn from today (its first visit planned for the first engineer; the hourly generation raises its
// invoice and plans the next ones), and a booking made online, held as tentative on the dispatch board
// for the next working day's 10:00–12:00 window, waiting for the office to confirm it.

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function seedDemoContracts(tx: Tx, { engineerIds, now }: { engineerIds: string[]; now: Date }) {
  const today = todayKey(now);
  const [plough] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, "theploughinn@example.com"));
  if (!plough) return { contracts: 0, bookings: 0 };
  const [site] = await tx.select({ id: customerSites.id }).from(customerSites).where(eq(customerSites.customerId, plough.id)).limit(1);
  const [job] = await tx
    .insert(jobs)
    .values({
      customerId: plough.id,
      siteId: site.id,
      title: "Contract: Grease trap and kitchen drain maintenance",
      description: "Visits of the maintenance contract “Grease trap and kitchen drain maintenance”.",
      serviceType: "drainage_maintenance",
      priority: "medium",
      status: "scheduled",
      locationAddress: "Broadway, Thatcham, RG19 3HU",
    })
    .returning({ id: jobs.id });
  const [contract] = await tx
    .insert(contracts)
    .values({
      customerId: plough.id,
      siteId: site.id,
      title: "Grease trap and kitchen drain maintenance",
      frequency: "quarterly",
      startDate: today,
      termMonths: 12,
      pricePence: 18500,
      billing: "per_visit",
      invoiceMode: "draft",
      autoRenew: true,
      usualEngineerId: engineerIds[0] ?? null,
      visitStartMinute: 7 * 60 + 30,
      visitDurationMinutes: 120,
      status: "active",
      jobId: job.id,
      notes: "Before the kitchen opens at 11:30.",
    })
    .returning({ id: contracts.id });
  const [first] = await tx.insert(visits).values({ jobId: job.id, day: today, startMinute: 7 * 60 + 30, durationMinutes: 120 }).returning({ id: visits.id });
  if (engineerIds[0]) await tx.insert(visitEngineers).values({ visitId: first.id, userId: engineerIds[0] });
  await tx.insert(contractOccurrences).values({ contractId: contract.id, dueDate: today, visitId: first.id });

  // The online booking waiting for the office.
  const [booker] = await tx
    .insert(customers)
    .values({ name: "Priya Shah", phone: "07700 900456", email: "priya.shah@example.com", address: "14 Kennet Walk, Newbury, RG14 5AB", postcode: "RG14 5AB", notes: "Created from an online booking (web)." })
    .returning({ id: customers.id });
  const [bookerSite] = await tx.insert(customerSites).values({ customerId: booker.id, address: "14 Kennet Walk, Newbury", postcode: "RG14 5AB" }).returning({ id: customerSites.id });
  const [bookedJob] = await tx
    .insert(jobs)
    .values({
      customerId: booker.id,
      siteId: bookerSite.id,
      title: "CCTV Survey for Priya Shah",
      description: "Survey before buying the house.\n\nBooked online (web).",
      serviceType: "cctv_survey",
      priority: "medium",
      status: "enquiry",
      locationAddress: "14 Kennet Walk, Newbury, RG14 5AB",
    })
    .returning({ id: jobs.id });
  const day = workingDay(shiftDay(today, 1), 1);
  const [held] = await tx.insert(visits).values({ jobId: bookedJob.id, day, startMinute: 600, durationMinutes: 90, tentative: true }).returning({ id: visits.id });
  if (engineerIds[1]) await tx.insert(visitEngineers).values({ visitId: held.id, userId: engineerIds[1] });
  return { contracts: 1, bookings: 1 };
}
