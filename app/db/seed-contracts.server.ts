import { eq, inArray } from "drizzle-orm";
import { CONTRACT_TERMS } from "~/features/contracts/contracts.schema";
import { shiftDay, todayKey, workingDay } from "~/lib/business-day";
import type { Database } from "./client.server";
import { contractOccurrences, contracts, contractServices, customers, customerSites, jobs, priceBookItems, visitEngineers, visits } from "./schema";

// The demo's maintenance contracts and online booking: a quarterly grease-trap contract for The Plough
// Inn from today (its first visit planned for the first engineer; the hourly generation raises its
// invoice and plans the next ones); for the demo portal's customer (Lambourn Valley Stables) one
// contract offered and waiting for their acceptance, and one they accepted in the portal last week
// (it starts next week: the hourly generation plans its visits); and a booking made online, held as
// tentative on the dispatch board for the next working day's 10:00–12:00 window, waiting for the
// office to confirm it.

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

  await seedStablesContracts(tx, { engineerIds, now });

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
  return { contracts: 3, bookings: 1 };
}

async function seedStablesContracts(tx: Tx, { engineerIds, now }: { engineerIds: string[]; now: Date }) {
  const today = todayKey(now);
  const [stables] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.email, "yard.office@example.net"));
  if (!stables) return;
  const [site] = await tx.select({ id: customerSites.id }).from(customerSites).where(eq(customerSites.customerId, stables.id)).limit(1);
  const items = await tx
    .select({ id: priceBookItems.id, name: priceBookItems.name })
    .from(priceBookItems)
    .where(inArray(priceBookItems.name, ["Drain unblocking – high-pressure jetting", "CCTV drain survey with report"]));
  const item = (name: string) => items.filter((i) => i.name === name).map((i) => i.id);
  const days = (n: number) => new Date(now.getTime() + n * 24 * 60 * 60 * 1000);
  const common = { customerId: stables.id, siteId: site.id, terms: CONTRACT_TERMS, usualEngineerId: engineerIds[0] ?? null, visitStartMinute: 9 * 60, visitDurationMinutes: 180, invoiceMode: "draft" as const };
  const [offered, accepted] = await tx
    .insert(contracts)
    .values([
      {
        ...common,
        title: "Yard drainage and soakaway maintenance",
        frequency: "six_monthly",
        startDate: shiftDay(today, 21),
        termMonths: 24,
        pricePence: 26500,
        billing: "per_visit",
        autoRenew: true,
        status: "offered",
        offeredAt: days(-2),
        notes: "Jet the yard channel and the run to the soakaway; survey the soakaway's inlet once a year.",
      },
      {
        ...common,
        title: "Silt trap clean-out",
        frequency: "quarterly",
        startDate: shiftDay(today, 7),
        termMonths: 12,
        pricePence: 9500,
        billing: "yearly",
        autoRenew: false,
        status: "active",
        offeredAt: days(-12),
        acceptedAt: days(-8),
        acceptedName: "Claire Dunmore",
        notes: "Both silt traps by the wash-down bay: straw and bedding.",
      },
    ])
    .returning({ id: contracts.id });
  const services = [
    ...item("Drain unblocking – high-pressure jetting").map((priceBookItemId) => ({ contractId: offered.id, priceBookItemId })),
    ...item("CCTV drain survey with report").map((priceBookItemId) => ({ contractId: offered.id, priceBookItemId })),
    ...item("Drain unblocking – high-pressure jetting").map((priceBookItemId) => ({ contractId: accepted.id, priceBookItemId })),
  ];
  if (services.length) await tx.insert(contractServices).values(services);
}
