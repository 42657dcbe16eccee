import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { customers, invoiceItems } from "~/db/schema";
import type { StaffActor } from "~/lib/actor";
import { PAGE_SIZE } from "~/lib/paging";
import { insertInvoiceRow } from "../../../tests/support/test-data";
import { getInvoice, listInvoices } from "./invoices.server";

async function insertCustomer(name: string) {
  const [row] = await getDb()
    .insert(customers)
    .values({ name, phone: "01635 123456", address: "1 Northbrook Street, Newbury" })
    .returning({ id: customers.id });
  return row.id;
}

async function insertInvoice(customerId: string, createdAt: Date, totalPence = 12000) {
  const row = await insertInvoiceRow({ customerId, subtotalPence: 10000, vatAmountPence: 2000, totalPence, createdAt });
  return { id: row.id, invoiceNumber: row.invoiceNumber };
}

const staff: StaffActor = { kind: "staff", id: "documents-list-admin", email: "documents.admin@example.com", name: "Office" };

let hartley: string;
let plough: string;
let first: { id: string; invoiceNumber: string };
let last: { id: string; invoiceNumber: string };

beforeAll(async () => {
  hartley = await insertCustomer("Susan Hartley");
  plough = await insertCustomer("The Plough Inn 100%_off");
  first = await insertInvoice(hartley, new Date("2026-01-01T09:00:00Z"));
  // 60 more for the Plough, each a minute newer, so that there are two pages.
  for (let i = 1; i <= 60; i += 1) {
    const row = await insertInvoice(plough, new Date(Date.UTC(2026, 0, 2, 9, i)));
    if (i === 60) last = row;
  }
});

describe("listInvoices", () => {
  it("lists the newest first, fifty to a page, with the total and the customer's name", async () => {
    const page1 = await listInvoices({ actor: staff });
    expect(page1).toMatchObject({ total: 61, page: 1, pageCount: 2 });
    expect(page1.rows).toHaveLength(PAGE_SIZE);
    expect(page1.rows[0]).toMatchObject({ id: last.id, customerName: "The Plough Inn 100%_off", totalPence: 12000 });
    const page2 = await listInvoices({ actor: staff, page: 2 });
    expect(page2.rows).toHaveLength(11);
    expect(page2.rows.at(-1)).toMatchObject({ id: first.id, invoiceNumber: first.invoiceNumber, customerName: "Susan Hartley" });
    // A page past the end shows the last page.
    expect((await listInvoices({ actor: staff, page: 9 })).page).toBe(2);
  });

  it("finds an invoice by its number, case-insensitive", async () => {
    expect(first.invoiceNumber).toMatch(/^INV-\d{5}$/);
    const found = await listInvoices({ actor: staff, q: first.invoiceNumber.toLowerCase() });
    expect(found.rows.map((r) => r.id)).toEqual([first.id]);
    expect(found.total).toBe(1);
  });

  it("finds invoices by the customer's name, case-insensitive", async () => {
    const found = await listInvoices({ actor: staff, q: "hARTLEY" });
    expect(found.rows.map((r) => r.id)).toEqual([first.id]);
    expect((await listInvoices({ actor: staff, q: "plough" })).total).toBe(60);
  });

  it("treats % and _ in the search as themselves", async () => {
    expect((await listInvoices({ actor: staff, q: "100%_" })).total).toBe(60);
    expect((await listInvoices({ actor: staff, q: "%" })).total).toBe(60);
    expect((await listInvoices({ actor: staff, q: "S_san" })).total).toBe(0);
  });
});

describe("getInvoice", () => {
  it("returns the invoice with its customer's name and its line items in order", async () => {
    await getDb()
      .insert(invoiceItems)
      .values([
        { invoiceId: first.id, position: 2, description: "Patch liner", quantity: "2", unitPricePence: 29500, lineTotalPence: 59000 },
        { invoiceId: first.id, position: 1, description: "Root cutting", quantity: "1.5", unitPricePence: 22000, lineTotalPence: 33000 },
      ]);
    const invoice = await getInvoice({ actor: staff, id: first.id });
    expect(invoice).toMatchObject({ id: first.id, invoiceNumber: first.invoiceNumber, customerId: hartley, customerName: "Susan Hartley", vatRateBp: 2000 });
    expect(invoice).toMatchObject({ issueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), paidDate: null, paymentMethod: null });
    expect(invoice?.items.map((i) => [i.description, i.quantity, i.lineTotalPence])).toEqual([
      ["Root cutting", "1.50", 33000],
      ["Patch liner", "2.00", 59000],
    ]);
  });

  it("returns null for an unknown or malformed id", async () => {
    expect(await getInvoice({ actor: staff, id: randomUUID() })).toBeNull();
    expect(await getInvoice({ actor: staff, id: "not-an-id" })).toBeNull();
    expect(await getInvoice({ actor: staff, id: "" })).toBeNull();
  });
});
