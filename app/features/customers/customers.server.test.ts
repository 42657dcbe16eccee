import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, customers, jobs } from "~/db/schema";
import { insertActor, insertInvoiceRow, insertQuoteRow, thrown } from "../../../tests/support/test-data";
import { listAuditEntries } from "~/features/audit/audit.server";
import {
  createCustomer,
  CustomerError,
  customerErrorMessage,
  customerOptions,
  deleteCustomer,
  exportCustomersCsv,
  getCustomer,
  getCustomerWithRecords,
  listCustomers,
  updateCustomer,
} from "./customers.server";

const actor = { id: "customers-test-admin" };

beforeAll(async () => {
  await insertActor({ id: actor.id, email: "office.admin@example.com" });
});

let serial = 0;
function customerInput(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Customer ${serial}`,
    phone: "01635 123456",
    email: `customer${serial}@example.com`,
    postcode: "rg14 5ng",
    address: `${serial} Northbrook Street, Newbury`,
    isCommercial: "",
    notes: "",
    ...overrides,
  };
}

async function customerCount() {
  const [{ n }] = await getDb().select({ n: count() }).from(customers);
  return n;
}

describe("createCustomer", () => {
  it("stores the customer with a normalised phone and postcode and records who created it", async () => {
    const created = await createCustomer({
      actor,
      input: customerInput({ name: "  Margaret Hale ", phone: "+44 1635 987654", postcode: " rg14   5ng", isCommercial: "on", notes: "Side gate" }),
    });
    expect(created).toMatchObject({
      name: "Margaret Hale",
      phone: "01635 987654",
      postcode: "RG14 5NG",
      isCommercial: true,
      notes: "Side gate",
    });
    const history = await listAuditEntries("customer", created.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: "create", actorEmail: "office.admin@example.com" });
    expect(history[0].changes).toMatchObject({ name: "Margaret Hale", phone: "01635 987654" });
  });

  it("stores empty optional fields as none and defaults to a residential customer", async () => {
    const created = await createCustomer({ actor, input: customerInput({ email: " ", postcode: "", notes: "", isCommercial: undefined }) });
    expect(created).toMatchObject({ email: null, postcode: null, notes: null, isCommercial: false });
  });

  it.each([
    ["name", { name: "  " }, "Name is required"],
    ["phone", { phone: "" }, "Phone is required"],
    ["phone", { phone: "12345" }, "Enter a valid UK phone number"],
    ["phone", { phone: "+33 1 23 45 67 89" }, "Enter a valid UK phone number"],
    ["email", { email: "not-an-email" }, "Enter a valid email address"],
    ["postcode", { postcode: "XYZ 123" }, "Enter a valid UK postcode"],
    ["address", { address: "" }, "Address is required"],
  ])("refuses an invalid %s and stores nothing", async (field, overrides, message) => {
    const before = await customerCount();
    const error = await thrown(createCustomer({ actor, input: customerInput(overrides) }));
    expect(error).toBeInstanceOf(CustomerError);
    expect((error as CustomerError).code).toBe("invalid");
    expect((error as CustomerError).fieldErrors[field]).toBe(message);
    expect(await customerCount()).toBe(before);
  });
});

describe("listCustomers", () => {
  const tag = randomUUID().slice(0, 8);
  beforeAll(async () => {
    await createCustomer({ actor, input: customerInput({ name: `Zebedee ${tag} Plumbing`, email: `accounts@${tag}-zeb.co.uk`, phone: "0118 496 0123" }) });
    await createCustomer({ actor, input: customerInput({ name: `Alice ${tag}`, email: "ALICE.SMITH@Example.com", phone: "07700 900777" }) });
    await createCustomer({ actor, input: customerInput({ name: `Percent 100%_${tag}`, phone: "01635 444555" }) });
  });

  it("finds customers by name, case-insensitive", async () => {
    const result = await listCustomers({ q: `zebedee ${tag.toUpperCase()}` });
    expect(result.rows.map((r) => r.name)).toEqual([`Zebedee ${tag} Plumbing`]);
    expect(result.total).toBe(1);
  });

  it("finds customers by e-mail, case-insensitive", async () => {
    const result = await listCustomers({ q: "alice.smith@example" });
    expect(result.rows.map((r) => r.name)).toEqual([`Alice ${tag}`]);
  });

  it("finds customers by part of the phone number, with or without spaces", async () => {
    expect((await listCustomers({ q: "900777" })).rows.map((r) => r.name)).toEqual([`Alice ${tag}`]);
    expect((await listCustomers({ q: "07700900" })).rows.map((r) => r.name)).toEqual([`Alice ${tag}`]);
    expect((await listCustomers({ q: "0118 496 0123" })).rows.map((r) => r.name)).toEqual([`Zebedee ${tag} Plumbing`]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    expect((await listCustomers({ q: "100%_" })).rows.map((r) => r.name)).toEqual([`Percent 100%_${tag}`]);
    expect((await listCustomers({ q: "%" })).rows.map((r) => r.name)).toEqual([`Percent 100%_${tag}`]);
    expect((await listCustomers({ q: `Alice_${tag}` })).total).toBe(0);
  });

  it("returns nothing for a search that matches no one", async () => {
    const result = await listCustomers({ q: `nobody-${tag}` });
    expect(result).toEqual({ rows: [], total: 0, page: 1, pageCount: 1 });
  });
});

describe("listCustomers paging", () => {
  const tag = `Paged${randomUUID().slice(0, 6)}`;
  beforeAll(async () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({
      name: `${tag} ${String(i).padStart(3, "0")}`,
      phone: "01635 123456",
      address: "1 High Street",
      createdAt: new Date(Date.UTC(2020, 0, 1) + i * 60_000),
    }));
    await getDb().insert(customers).values(rows);
  });

  it("serves pages of 50, newest first, with the total", async () => {
    const first = await listCustomers({ q: tag, page: 1 });
    expect(first.total).toBe(120);
    expect(first.pageCount).toBe(3);
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0].name).toBe(`${tag} 119`);
    const third = await listCustomers({ q: tag, page: 3 });
    expect(third.page).toBe(3);
    expect(third.rows).toHaveLength(20);
    expect(third.rows.at(-1)!.name).toBe(`${tag} 000`);
  });

  it("shows the last page for a page number past the end", async () => {
    const result = await listCustomers({ q: tag, page: 99 });
    expect(result.page).toBe(3);
    expect(result.rows[0].name).toBe(`${tag} 019`);
  });
});

describe("getCustomer and getCustomerWithRecords", () => {
  it("returns null for an unknown or malformed id", async () => {
    expect(await getCustomer({ id: randomUUID() })).toBeNull();
    expect(await getCustomer({ id: "not-a-uuid" })).toBeNull();
    expect(await getCustomerWithRecords({ id: "1; drop table customers" })).toBeNull();
  });

  it("lists the customer's jobs, quotes and invoices", async () => {
    const customer = await createCustomer({ actor, input: customerInput() });
    const other = await createCustomer({ actor, input: customerInput() });
    const db = getDb();
    await db.insert(jobs).values([
      { customerId: customer.id, title: "Blocked kitchen drain", serviceType: "drain_unblocking", locationAddress: "x" },
      { customerId: other.id, title: "Someone else's job", serviceType: "drain_repairs", locationAddress: "x" },
    ]);
    await insertQuoteRow({ customerId: customer.id, serviceType: "cctv_survey", totalPence: 18000 });
    await insertInvoiceRow({ customerId: customer.id, totalPence: 9600 });
    const result = await getCustomerWithRecords({ id: customer.id });
    expect(result!.customer.id).toBe(customer.id);
    expect(result!.jobs.map((j) => j.title)).toEqual(["Blocked kitchen drain"]);
    expect(result!.quotes).toHaveLength(1);
    expect(result!.quotes[0].quoteNumber).toMatch(/^Q-\d{5}$/);
    expect(result!.invoices).toHaveLength(1);
    expect(result!.invoices[0].totalPence).toBe(9600);
  });
});

describe("updateCustomer", () => {
  it("saves the changes and records only the changed fields, with the actor", async () => {
    const customer = await createCustomer({ actor, input: customerInput({ name: "Before Name" }) });
    const updated = await updateCustomer({
      actor,
      id: customer.id,
      input: { ...customerInput(), name: "After Name", phone: customer.phone, email: customer.email, address: customer.address, postcode: customer.postcode },
    });
    expect(updated.name).toBe("After Name");
    const history = await listAuditEntries("customer", customer.id);
    expect(history.map((h) => h.action)).toEqual(["update", "create"]);
    expect(history[0].actorEmail).toBe("office.admin@example.com");
    expect(history[0].changes).toEqual({ name: { from: "Before Name", to: "After Name" } });
  });

  it("records nothing when nothing changed", async () => {
    const input = customerInput();
    const customer = await createCustomer({ actor, input });
    await updateCustomer({ actor, id: customer.id, input });
    expect((await listAuditEntries("customer", customer.id)).map((h) => h.action)).toEqual(["create"]);
  });

  it("refuses invalid input and changes nothing", async () => {
    const customer = await createCustomer({ actor, input: customerInput({ name: "Unchanged" }) });
    const error = await thrown(updateCustomer({ actor, id: customer.id, input: customerInput({ name: "Changed", phone: "0" }) }));
    expect((error as CustomerError).code).toBe("invalid");
    expect((error as CustomerError).fieldErrors.phone).toBe("Enter a valid UK phone number");
    expect((await getCustomer({ id: customer.id }))!.name).toBe("Unchanged");
    expect(await listAuditEntries("customer", customer.id)).toHaveLength(1);
  });

  it("refuses an unknown customer", async () => {
    const error = await thrown(updateCustomer({ actor, id: randomUUID(), input: customerInput() }));
    expect((error as CustomerError).code).toBe("not_found");
  });
});

describe("deleteCustomer", () => {
  it("deletes a customer without records and records who deleted them", async () => {
    const customer = await createCustomer({ actor, input: customerInput({ name: "Short-lived Ltd" }) });
    await deleteCustomer({ actor, id: customer.id });
    expect(await getCustomer({ id: customer.id })).toBeNull();
    const history = await listAuditEntries("customer", customer.id);
    expect(history[0]).toMatchObject({ action: "delete", actorEmail: "office.admin@example.com" });
    expect(history[0].changes).toMatchObject({ name: "Short-lived Ltd" });
  });

  it.each(["job", "quote", "invoice"] as const)("refuses to delete a customer with a %s and keeps them", async (kind) => {
    const customer = await createCustomer({ actor, input: customerInput() });
    const db = getDb();
    if (kind === "job") await db.insert(jobs).values({ customerId: customer.id, title: "t", serviceType: "drain_cleaning", locationAddress: "x" });
    if (kind === "quote") await insertQuoteRow({ customerId: customer.id, serviceType: "drain_cleaning" });
    if (kind === "invoice") await insertInvoiceRow({ customerId: customer.id });
    const error = await thrown(deleteCustomer({ actor, id: customer.id }));
    expect(error).toBeInstanceOf(CustomerError);
    expect((error as CustomerError).code).toBe("has_records");
    expect((error as CustomerError).message).toBe(customerErrorMessage("has_records"));
    expect(await getCustomer({ id: customer.id })).not.toBeNull();
    const deletes = await db.select().from(auditLog).where(eq(auditLog.entityId, customer.id));
    expect(deletes.map((d) => d.action)).toEqual(["create"]);
  });

  it("refuses an unknown or malformed id", async () => {
    expect(((await thrown(deleteCustomer({ actor, id: randomUUID() }))) as CustomerError).code).toBe("not_found");
    expect(((await thrown(deleteCustomer({ actor, id: "x" }))) as CustomerError).code).toBe("not_found");
  });
});

describe("customerOptions", () => {
  it("lists every customer by name with the address a job would take place at", async () => {
    const tag = randomUUID().slice(0, 6);
    const b = await createCustomer({ actor, input: customerInput({ name: `${tag} Bravo`, address: "2 Bath Road, Thatcham", postcode: "RG19 3HU" }) });
    const a = await createCustomer({ actor, input: customerInput({ name: `${tag} Alpha`, address: "1 Oxford Road, Reading RG1 7SN", postcode: "RG1 7SN" }) });
    const options = (await customerOptions()).filter((o) => o.name.startsWith(tag));
    expect(options).toEqual([
      { id: a.id, name: `${tag} Alpha`, address: "1 Oxford Road, Reading RG1 7SN" },
      { id: b.id, name: `${tag} Bravo`, address: "2 Bath Road, Thatcham, RG19 3HU" },
    ]);
  });
});

describe("exportCustomersCsv", () => {
  it("exports the customers matching the search, safe to open in a spreadsheet", async () => {
    const tag = randomUUID().slice(0, 6);
    await createCustomer({ actor, input: customerInput({ name: `=HYPERLINK("http://evil") ${tag}`, notes: "@SUM(1)", isCommercial: "on" }) });
    await createCustomer({ actor, input: customerInput({ name: `Plain, "Quoted" ${tag}` }) });
    await createCustomer({ actor, input: customerInput({ name: "Not in this export" }) });
    const csv = await exportCustomersCsv({ q: tag });
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const rows = parse(csv.slice(1)) as string[][];
    expect(rows[0]).toEqual(["Name", "Email", "Phone", "Postcode", "Address", "Type", "Notes", "Created"]);
    expect(rows).toHaveLength(3);
    expect(rows[1][0]).toBe(`Plain, "Quoted" ${tag}`);
    expect(rows[2][0]).toBe(`'=HYPERLINK("http://evil") ${tag}`);
    expect(rows[2][5]).toBe("Commercial");
    expect(rows[2][6]).toBe("'@SUM(1)");
    expect(rows[1][5]).toBe("Residential");
  });
});
