import { DomainError } from "~/lib/domain-error";
import { randomUUID } from "node:crypto";
import { and, count, eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, priceBookItems } from "~/db/schema";
import { listAuditEntries } from "~/features/audit/audit.server";
import { systemActor, type CustomerActor, type StaffActor } from "~/lib/actor";
import { makePriceBookItem, makeStaff } from "../../../tests/support/factories";
import { thrown } from "../../../tests/support/test-data";
import {
  archivePriceBookItem,
  createPriceBookItem,
  getPriceBookItem,
  listPriceBookItems,
  movePriceBookItem,
  priceBookErrorMessage,
  priceBookOptions,
  restorePriceBookItem,
  updatePriceBookItem,
} from "./price-book.server";

const staff: StaffActor = { kind: "staff", role: "admin", id: "price-book-test-admin", email: "price.book.admin@example.com", name: "Office" };
const customer: CustomerActor = { kind: "customer", id: "price-book-test-customer", email: "customer@example.com", name: "Jane Customer", customerId: randomUUID() };
const system = systemActor("price book test");

beforeAll(async () => {
  await makeStaff({ id: staff.id, email: staff.email });
});

beforeEach(async () => {
  await getDb().delete(priceBookItems);
});

function itemInput(overrides: Record<string, unknown> = {}) {
  return {
    name: "Standard drain unblocking",
    description: "Clear a standard blockage to a sink, toilet or gully",
    unitPrice: "140",
    vatRate: "20",
    serviceType: "drain_unblocking",
    active: "on",
    ...overrides,
  };
}

async function add(name: string, overrides: Record<string, unknown> = {}) {
  return createPriceBookItem({ actor: staff, input: itemInput({ name, ...overrides }) });
}

async function itemCount() {
  const [{ n }] = await getDb().select({ n: count() }).from(priceBookItems);
  return n;
}

async function names(actor: StaffActor | CustomerActor = staff) {
  return (await listPriceBookItems({ actor, includeInactive: true })).map((i) => i.name);
}

describe("createPriceBookItem", () => {
  it("stores the price in pence and the VAT rate in basis points, at the end of the price book, and records who added it", async () => {
    await add("Callout");
    const created = await createPriceBookItem({
      actor: staff,
      input: itemInput({ name: "  CCTV drain survey ", unitPrice: "£1,234.5", vatRate: "17.5", serviceType: "cctv_survey" }),
    });
    expect(created).toMatchObject({
      name: "CCTV drain survey",
      unitPricePence: 123450,
      vatRateBp: 1750,
      serviceType: "cctv_survey",
      active: true,
      position: 2,
    });
    const history = await listAuditEntries("price_book_item", created.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: "create", actorEmail: staff.email });
    expect(history[0].changes).toMatchObject({ name: "CCTV drain survey", unitPricePence: 123450, vatRateBp: 1750, position: 2 });
  });

  it("takes pence as typed, no service as none, and an unticked active box as archived", async () => {
    const created = await createPriceBookItem({ actor: staff, input: itemInput({ unitPrice: "95.50", vatRate: "0", serviceType: "", active: undefined }) });
    expect(created).toMatchObject({ unitPricePence: 9550, vatRateBp: 0, serviceType: null, active: false });
  });

  it.each([
    ["name", { name: "  " }, "Enter a name"],
    ["name", { name: undefined }, "Enter a name"],
    ["name", { name: "x".repeat(121) }, "Name must be at most 120 characters"],
    ["description", { description: "" }, "Enter the line text for quotes and invoices"],
    ["description", { description: "x".repeat(501) }, "Description must be at most 500 characters"],
    ["unitPrice", { unitPrice: "" }, "Enter a price"],
    ["unitPrice", { unitPrice: "abc" }, "Enter a price in pounds, such as 95 or 95.50"],
    ["unitPrice", { unitPrice: "12.345" }, "Enter a price in pounds, such as 95 or 95.50"],
    ["unitPrice", { unitPrice: "-5" }, "Enter a price in pounds, such as 95 or 95.50"],
    ["unitPrice", { unitPrice: "100000.01" }, "Enter a price in pounds, such as 95 or 95.50"],
    ["vatRate", { vatRate: "150" }, "Enter a VAT rate between 0 and 100%"],
    ["vatRate", { vatRate: "twenty" }, "Enter a VAT rate between 0 and 100%"],
    ["serviceType", { serviceType: "plumbing" }, "Choose a service from the list"],
  ])("refuses an invalid %s with its message and stores nothing", async (field, overrides, message) => {
    const err = await thrown(createPriceBookItem({ actor: staff, input: itemInput(overrides) }));
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ code: "invalid", message: "Please correct the highlighted fields." });
    expect((err as DomainError).fieldErrors[field]).toBe(message);
    expect(await itemCount()).toBe(0);
  });

  it("accepts a price of nothing (a free item) and the longest name and description", async () => {
    const created = await createPriceBookItem({
      actor: staff,
      input: itemInput({ name: "n".repeat(120), description: "d".repeat(500), unitPrice: "0" }),
    });
    expect(created.unitPricePence).toBe(0);
  });
});

describe("updatePriceBookItem", () => {
  it("changes the item and records only the fields that changed", async () => {
    const item = await add("Jetting", { unitPrice: "150" });
    const updated = await updatePriceBookItem({ actor: staff, id: item.id, input: itemInput({ name: "Jetting", unitPrice: "165.00" }) });
    expect(updated).toMatchObject({ id: item.id, unitPricePence: 16500, position: item.position });
    const [latest] = await listAuditEntries("price_book_item", item.id);
    expect(latest).toMatchObject({ action: "update", actorEmail: staff.email });
    expect(latest.changes).toEqual({ unitPricePence: { from: 15000, to: 16500 } });
  });

  it("writes nothing to the log when nothing changed", async () => {
    const item = await add("Jetting");
    await updatePriceBookItem({ actor: staff, id: item.id, input: itemInput({ name: "Jetting" }) });
    expect(await listAuditEntries("price_book_item", item.id)).toHaveLength(1);
  });

  it("refuses bad input with the field messages and keeps the item as it was", async () => {
    const item = await add("Jetting");
    const err = await thrown(updatePriceBookItem({ actor: staff, id: item.id, input: itemInput({ name: "Jetting", unitPrice: "ten pounds" }) }));
    expect(err).toMatchObject({ code: "invalid", fieldErrors: { unitPrice: "Enter a price in pounds, such as 95 or 95.50" } });
    expect((await getPriceBookItem({ actor: staff, id: item.id }))?.unitPricePence).toBe(14000);
  });

  it.each([["an unknown", randomUUID()], ["a malformed", "not-an-id"]])("answers not_found for %s id", async (_, id) => {
    const err = await thrown(updatePriceBookItem({ actor: staff, id, input: itemInput() }));
    expect(err).toMatchObject({ code: "not_found", message: "This price book item no longer exists." });
  });
});

describe("archivePriceBookItem and restorePriceBookItem", () => {
  it("archives softly: the item stays for staff, leaves the forms' list, and comes back in its place when restored", async () => {
    const callout = await add("Callout");
    const survey = await add("Survey");
    await add("Labour");

    const archived = await archivePriceBookItem({ actor: staff, id: survey.id });
    expect(archived).toMatchObject({ id: survey.id, active: false });
    expect(await itemCount()).toBe(3);
    expect((await listPriceBookItems({ actor: staff })).map((i) => i.name)).toEqual(["Callout", "Labour"]);
    expect(await names()).toEqual(["Callout", "Survey", "Labour"]);
    expect((await priceBookOptions({ actor: staff })).map((o) => o.name)).toEqual(["Callout", "Labour"]);
    expect(await getPriceBookItem({ actor: staff, id: survey.id })).toMatchObject({ active: false });

    const restored = await restorePriceBookItem({ actor: staff, id: survey.id });
    expect(restored).toMatchObject({ active: true, position: survey.position });
    expect((await listPriceBookItems({ actor: staff })).map((i) => i.name)).toEqual(["Callout", "Survey", "Labour"]);

    const history = await listAuditEntries("price_book_item", survey.id);
    expect(history.map((h) => h.action).sort()).toEqual(["archive", "create", "restore"]);
    const archiveEntry = history.find((h) => h.action === "archive");
    expect(archiveEntry).toMatchObject({ actorEmail: staff.email, changes: { active: { from: true, to: false } } });
    expect(await listAuditEntries("price_book_item", callout.id)).toHaveLength(1);
  });

  it("changes nothing, and logs nothing, when the item is already archived or already active", async () => {
    const item = await add("Callout");
    await restorePriceBookItem({ actor: staff, id: item.id });
    await archivePriceBookItem({ actor: staff, id: item.id });
    await archivePriceBookItem({ actor: staff, id: item.id });
    expect((await listAuditEntries("price_book_item", item.id)).map((h) => h.action)).toEqual(["archive", "create"]);
  });

  it("answers not_found for an item that is not there", async () => {
    expect(await thrown(archivePriceBookItem({ actor: staff, id: randomUUID() }))).toMatchObject({ code: "not_found" });
    expect(await thrown(restorePriceBookItem({ actor: staff, id: "42" }))).toMatchObject({ code: "not_found" });
  });
});

describe("movePriceBookItem", () => {
  it("swaps an item with its neighbour, archived items included, and records the move", async () => {
    const a = await add("Alpha");
    const b = await add("Bravo");
    const c = await add("Charlie");
    await archivePriceBookItem({ actor: staff, id: b.id });

    const moved = await movePriceBookItem({ actor: staff, id: c.id, direction: "up" });
    expect(moved).toMatchObject({ id: c.id, position: 2 });
    expect(await names()).toEqual(["Alpha", "Charlie", "Bravo"]);

    await movePriceBookItem({ actor: staff, id: a.id, direction: "down" });
    expect(await names()).toEqual(["Charlie", "Alpha", "Bravo"]);
    // The forms' list follows the same order.
    expect((await priceBookOptions({ actor: customer })).map((o) => o.name)).toEqual(["Charlie", "Alpha"]);

    const [entry] = await listAuditEntries("price_book_item", c.id);
    expect(entry).toMatchObject({ action: "move", actorEmail: staff.email, changes: { direction: "up", position: { from: 3, to: 2 }, swappedWith: b.id } });
  });

  it("leaves the first item moved up and the last moved down where they are", async () => {
    const a = await add("Alpha");
    const b = await add("Bravo");
    expect(await movePriceBookItem({ actor: staff, id: a.id, direction: "up" })).toMatchObject({ position: a.position });
    expect(await movePriceBookItem({ actor: staff, id: b.id, direction: "down" })).toMatchObject({ position: b.position });
    expect(await names()).toEqual(["Alpha", "Bravo"]);
    const [{ n }] = await getDb()
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, "move"), inArray(auditLog.entityId, [a.id, b.id])));
    expect(n).toBe(0);
  });

  it("lists items that share a position by name, and gives each its own position once one moves", async () => {
    for (const name of ["Delta", "Bravo", "Charlie"]) await makePriceBookItem({ name, description: name, unitPricePence: 100, position: 0 });
    expect(await names()).toEqual(["Bravo", "Charlie", "Delta"]);
    const [delta] = (await listPriceBookItems({ actor: staff })).filter((i) => i.name === "Delta");
    await movePriceBookItem({ actor: staff, id: delta.id, direction: "up" });
    const rows = await listPriceBookItems({ actor: staff });
    expect(rows.map((r) => [r.name, r.position])).toEqual([
      ["Bravo", 1],
      ["Delta", 2],
      ["Charlie", 3],
    ]);
  });

  it("refuses a direction other than up or down, and an item that is not there", async () => {
    const a = await add("Alpha");
    const err = await thrown(movePriceBookItem({ actor: staff, id: a.id, direction: "sideways" as "up" }));
    expect(err).toMatchObject({ code: "invalid" });
    expect(await thrown(movePriceBookItem({ actor: staff, id: randomUUID(), direction: "up" }))).toMatchObject({ code: "not_found" });
  });

  it("keeps every position distinct when moves run at the same time", async () => {
    const items = [];
    for (const name of ["A", "B", "C", "D", "E", "F"]) items.push(await add(name));
    await Promise.all(items.map((item, i) => movePriceBookItem({ actor: staff, id: item.id, direction: i % 2 ? "up" : "down" })));
    const positions = (await listPriceBookItems({ actor: staff })).map((r) => r.position);
    expect(new Set(positions).size).toBe(items.length);
  });
});

describe("who may read and change the price book", () => {
  it("lets customers and the system read active items only, whatever they ask for", async () => {
    const active = await add("Callout");
    const archived = await add("Old survey");
    await archivePriceBookItem({ actor: staff, id: archived.id });
    for (const actor of [customer, system]) {
      expect((await listPriceBookItems({ actor, includeInactive: true })).map((i) => i.id)).toEqual([active.id]);
      expect(await getPriceBookItem({ actor, id: archived.id })).toBeNull();
      expect(await getPriceBookItem({ actor, id: active.id })).toMatchObject({ name: "Callout" });
    }
  });

  it("refuses every change by a customer or the system, and changes nothing", async () => {
    const item = await add("Callout");
    for (const actor of [customer, system]) {
      const attempts = [
        createPriceBookItem({ actor, input: itemInput() }),
        createPriceBookItem({ actor, input: {} }),
        updatePriceBookItem({ actor, id: item.id, input: itemInput({ unitPrice: "1" }) }),
        archivePriceBookItem({ actor, id: item.id }),
        restorePriceBookItem({ actor, id: item.id }),
        movePriceBookItem({ actor, id: item.id, direction: "down" }),
      ];
      for (const attempt of attempts) {
        const err = await thrown(attempt);
        expect(err).toBeInstanceOf(DomainError);
        expect(err).toMatchObject({ code: "not_allowed", reason: "forbidden", message: "Only staff can change the price book." });
      }
    }
    expect(await itemCount()).toBe(1);
    expect(await getPriceBookItem({ actor: staff, id: item.id })).toMatchObject({ unitPricePence: 14000, active: true });
    expect(await listAuditEntries("price_book_item", item.id)).toHaveLength(1);
  });
});

describe("priceBookOptions", () => {
  it("gives the active items in order with exactly what a quote or invoice line takes", async () => {
    const a = await add("Callout", { unitPrice: "95", description: "Daytime callout" });
    await add("Survey", { vatRate: "5" });
    const archived = await add("Old item");
    await archivePriceBookItem({ actor: staff, id: archived.id });
    const options = await priceBookOptions({ actor: system });
    expect(options).toEqual([
      { id: a.id, name: "Callout", description: "Daytime callout", unitPricePence: 9500, vatRateBp: 2000 },
      { id: expect.any(String), name: "Survey", description: "Clear a standard blockage to a sink, toilet or gully", unitPricePence: 14000, vatRateBp: 500 },
    ]);
  });
});

describe("priceBookErrorMessage", () => {
  it("has one message for each code", () => {
    expect(priceBookErrorMessage("invalid")).toBe("Please correct the highlighted fields.");
    expect(priceBookErrorMessage("not_found")).toBe("This price book item no longer exists.");
    expect(priceBookErrorMessage("forbidden")).toBe("Only staff can change the price book.");
  });
});
