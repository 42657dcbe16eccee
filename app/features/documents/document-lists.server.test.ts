import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getInvoice, listInvoices } from "~/features/invoices/invoices.server";
import { getQuote, listQuotes } from "~/features/quotes/quotes.server";
import type { StaffActor } from "~/lib/actor";
import { PAGE_SIZE } from "~/lib/paging";
import { makeCustomer, makeInvoice, makeInvoiceLines, makeQuote, makeQuoteLines } from "../../../tests/support/factories";

const staff: StaffActor = { kind: "staff", role: "admin", id: "documents-list-admin", email: "documents.admin@example.com", name: "Office" };

type Doc = { id: string; number: string };
type Line = { position: number; description: string; quantity: string; unitPricePence: number; lineTotalPence: number };

/** The two kinds of document, read through their own modules with the same expectations. */
const kinds = [
  {
    noun: "quote",
    numberPattern: /^Q-\d{5}$/,
    insert: async (customerId: string, createdAt: Date): Promise<Doc> => {
      const row = await makeQuote({ customerId, serviceType: "drain_repairs", subtotalPence: 10000, vatAmountPence: 2000, totalPence: 12000, createdAt });
      return { id: row.id, number: row.quoteNumber };
    },
    insertLines: (id: string, lines: Line[]) => makeQuoteLines(id, lines),
    list: (args: { q?: string; page?: number }) => listQuotes({ actor: staff, ...args }),
    numberOf: (row: { quoteNumber: string }) => row.quoteNumber,
    get: (id: string) => getQuote({ actor: staff, id }),
  },
  {
    noun: "invoice",
    numberPattern: /^INV-\d{5}$/,
    insert: async (customerId: string, createdAt: Date): Promise<Doc> => {
      const row = await makeInvoice({ customerId, subtotalPence: 10000, vatAmountPence: 2000, totalPence: 12000, createdAt });
      return { id: row.id, number: row.invoiceNumber };
    },
    insertLines: (id: string, lines: Line[]) => makeInvoiceLines(id, lines),
    list: (args: { q?: string; page?: number }) => listInvoices({ actor: staff, ...args }),
    numberOf: (row: { invoiceNumber: string }) => row.invoiceNumber,
    get: (id: string) => getInvoice({ actor: staff, id }),
  },
] as const;

describe.each(kinds)("the $noun list and record", (kind) => {
  const list = kind.list as (args: { q?: string; page?: number }) => ReturnType<typeof listQuotes | typeof listInvoices>;
  const numberOf = kind.numberOf as (row: object) => string;
  let hartley: string;
  let first: Doc;
  let last: Doc;

  beforeAll(async () => {
    // Customers of their own, so that the two kinds' searches do not see each other's.
    hartley = (await makeCustomer({ name: `Susan Hartley ${kind.noun}` })).id;
    const plough = (await makeCustomer({ name: `The Plough Inn 100%_off ${kind.noun}` })).id;
    first = await kind.insert(hartley, new Date("2026-01-01T09:00:00Z"));
    // 60 more for the Plough, each a minute newer, so that there are two pages.
    for (let i = 1; i <= 60; i += 1) {
      const row = await kind.insert(plough, new Date(Date.UTC(2026, 0, 2, 9, i)));
      if (i === 60) last = row;
    }
  });

  it("lists the newest first, fifty to a page, with the total and the customer's name", async () => {
    const page1 = await list({});
    expect(page1).toMatchObject({ total: 61, page: 1, pageCount: 2 });
    expect(page1.rows).toHaveLength(PAGE_SIZE);
    expect(page1.rows[0]).toMatchObject({ id: last.id, customerName: `The Plough Inn 100%_off ${kind.noun}`, totalPence: 12000 });
    const page2 = await list({ page: 2 });
    expect(page2.rows).toHaveLength(11);
    expect(page2.rows.at(-1)).toMatchObject({ id: first.id, customerName: `Susan Hartley ${kind.noun}` });
    expect(numberOf(page2.rows.at(-1)!)).toBe(first.number);
    // A page past the end shows the last page.
    expect((await list({ page: 9 })).page).toBe(2);
  });

  it("finds a document by its number, case-insensitive", async () => {
    expect(first.number).toMatch(kind.numberPattern);
    const found = await list({ q: first.number.toLowerCase() });
    expect(found.rows.map((r) => r.id)).toEqual([first.id]);
    expect(found.total).toBe(1);
  });

  it("finds documents by the customer's name, case-insensitive", async () => {
    const found = await list({ q: "hARTLEY" });
    expect(found.rows.map((r) => r.id)).toEqual([first.id]);
    expect((await list({ q: "plough" })).total).toBe(60);
  });

  it("treats % and _ in the search as themselves", async () => {
    expect((await list({ q: "100%_" })).total).toBe(60);
    expect((await list({ q: "%" })).total).toBe(60);
    expect((await list({ q: "S_san" })).total).toBe(0);
  });

  it("returns the document with its customer's name and its line items in order", async () => {
    await kind.insertLines(first.id, [
      { position: 2, description: "Patch liner", quantity: "2", unitPricePence: 29500, lineTotalPence: 59000 },
      { position: 1, description: "Root cutting", quantity: "1.5", unitPricePence: 22000, lineTotalPence: 33000 },
    ]);
    const doc = await kind.get(first.id);
    expect(doc).toMatchObject({ id: first.id, customerId: hartley, customerName: `Susan Hartley ${kind.noun}`, vatRateBp: 2000 });
    expect(numberOf(doc!)).toBe(first.number);
    expect(doc?.items.map((i) => [i.description, i.quantity, i.lineTotalPence])).toEqual([
      ["Root cutting", "1.50", 33000],
      ["Patch liner", "2.00", 59000],
    ]);
  });

  it("returns null for an unknown or malformed id", async () => {
    expect(await kind.get(randomUUID())).toBeNull();
    expect(await kind.get("not-an-id")).toBeNull();
    expect(await kind.get("")).toBeNull();
  });
});
