import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { faqPriceList } from "~/content/faqs";
import { getDb } from "~/db/client.server";
import { auditLog, contractServices, customers, priceBookItems, surveyRecommendations } from "~/db/schema";
import { likelyDuplicatesOf } from "~/features/customers/customers.server";
import { listEnquiries } from "~/features/enquiries/enquiries.server";
import { listPriceBookItems } from "~/features/price-book/price-book.server";
import { systemActor, type StaffActor } from "~/lib/actor";
import { seedDemoData, seedPriceBook, STANDARD_PRICE_BOOK } from "./seed.server";

// One database for the file: the tests run in order, from empty to seeded to a price book emptied.

const staff: StaffActor = { kind: "staff", role: "admin", id: "seed-test-admin", email: "seed.admin@example.com", name: "Office" };

const faqPence = (id: (typeof faqPriceList)[number]["id"]) => faqPriceList.find((p) => p.id === id)?.fromPence;

async function priceBookCount() {
  const [{ n }] = await getDb().select({ n: count() }).from(priceBookItems);
  return n;
}

describe("the demo data's price book", () => {
  it("is added with the rest of the demo data: the standard items in order, at 20% VAT, the FAQ's prices where it gives them", async () => {
    const summary = await seedDemoData(getDb());
    expect(summary.priceBookItems).toBe(STANDARD_PRICE_BOOK.length);

    const items = await listPriceBookItems({ actor: systemActor("seed test") });
    expect(items.map((i) => [i.name, i.unitPricePence, i.serviceType])).toEqual([
      ["Standard callout (daytime)", 9500, null],
      ["Drain unblocking – standard blockage", 14000, "drain_unblocking"],
      ["Drain unblocking – high-pressure jetting", 15000, "drain_unblocking"],
      ["Emergency callout (after 6pm)", 18500, "emergency_callout"],
      ["CCTV drain survey with report", 19500, "cctv_survey"],
      ["Patch liner repair (per patch)", 35000, "drain_repairs"],
      ["Additional labour (per hour)", 6500, null],
    ]);
    expect(items.map((i) => i.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(items.every((i) => i.vatRateBp === 2000 && i.active && i.description.length > 0)).toBe(true);
    expect(items[1].unitPricePence).toBe(faqPence("standard-blockage"));
    expect(items[2].unitPricePence).toBe(faqPence("moderate-blockage-jetting"));
    expect(items[3].unitPricePence).toBe(faqPence("emergency-after-6pm"));

    // Each item's creation is in the audit log, by the system.
    const entries = await getDb().select().from(auditLog).where(eq(auditLog.entityType, "price_book_item"));
    expect(entries).toHaveLength(items.length);
    expect(entries.every((e) => e.action === "create" && e.actorUserId === null)).toBe(true);
  });

  it("shows the inbox with likely existing customers: a chat booking that made a second record, and an enquiry from a customer's phone", async () => {
    const { rows } = await listEnquiries({ actor: staff });
    const booking = rows.find((r) => r.source === "chat" && r.lastName === "Okafor")!;
    const enquiry = rows.find((r) => r.source === "contact_form" && r.lastName === "Ellison")!;
    expect(booking.customerId).not.toBeNull();
    expect(booking.possibleCustomers.map((c) => c.name)).toEqual(["Helen Okafor"]);
    expect(booking.possibleCustomers[0].id).not.toBe(booking.customerId);
    expect(enquiry.customerId).toBeNull();
    expect(enquiry.possibleCustomers.map((c) => c.name)).toEqual(["Margaret Ellison"]);
    // The second record's page names the first as a likely duplicate, to merge.
    const duplicates = await likelyDuplicatesOf({ actor: staff, customerId: booking.customerId! });
    expect(duplicates.map((d) => d.id)).toEqual([booking.possibleCustomers[0].id]);
  });

  it("is not added twice", async () => {
    expect(await seedPriceBook(getDb())).toBe(0);
    expect(await priceBookCount()).toBe(STANDARD_PRICE_BOOK.length);
  });

  it("leaves a price book alone while it has any item, even only archived ones", async () => {
    await getDb().update(priceBookItems).set({ active: false });
    expect(await seedPriceBook(getDb())).toBe(0);
    expect(await listPriceBookItems({ actor: staff })).toEqual([]);
    expect(await priceBookCount()).toBe(STANDARD_PRICE_BOOK.length);
  });

  it("is added to a database that already has the demo data but an empty price book", async () => {
    // Items are archived, never deleted, in the product; here the table is emptied, with what refers to it.
    await getDb().delete(surveyRecommendations);
    await getDb().delete(contractServices);
    await getDb().delete(priceBookItems);
    const [{ n }] = await getDb().select({ n: count() }).from(customers);
    expect(n).toBeGreaterThan(0);

    const [first, second] = await Promise.all([seedPriceBook(getDb()), seedPriceBook(getDb())]);
    expect([first, second].sort((x, y) => x - y)).toEqual([0, STANDARD_PRICE_BOOK.length]);
    expect(await priceBookCount()).toBe(STANDARD_PRICE_BOOK.length);
    expect((await listPriceBookItems({ actor: staff })).map((i) => i.name)).toEqual(STANDARD_PRICE_BOOK.map((i) => i.name));
  });
});
