import { DomainError } from "~/lib/domain-error";
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, customers, portalSignUps, user } from "~/db/schema";
import { makeCustomers, makeInvoice, makeJob, makeJobs, makeQuote, makeStaff, makeUser } from "../../../tests/support/factories";
import { RECORDS_SHOWN } from "./customer-queries.server";
import { csvText, customerActor, staffActor, thrown } from "../../../tests/support/test-data";
import { EXPORT_BATCH } from "~/lib/csv.server";
import { listAuditEntries } from "~/features/audit/audit.server";
import { systemActor } from "~/lib/actor";
import {
  createCustomer,
  createCustomerRecord,
  customerErrorMessage,
  customerNames,
  deleteCustomer,
  exportCustomersCsv,
  getCustomer,
  getCustomerWithRecords,
  likelyExistingCustomers,
  linkAccountToCustomer,
  listCustomers,
  recordPortalSignUp,
  updateCustomer,
  type PortalAccount,
} from "./customers.server";

const actor = staffActor({ id: "customers-test-admin", email: "office.admin@example.com" });

beforeAll(async () => {
  await makeStaff({ id: actor.id, email: actor.email });
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
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe("invalid");
    expect((error as DomainError).fieldErrors[field]).toBe(message);
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
    const result = await listCustomers({ actor, q: `zebedee ${tag.toUpperCase()}` });
    expect(result.rows.map((r) => r.name)).toEqual([`Zebedee ${tag} Plumbing`]);
    expect(result.total).toBe(1);
  });

  it("finds customers by e-mail, case-insensitive", async () => {
    const result = await listCustomers({ actor, q: "alice.smith@example" });
    expect(result.rows.map((r) => r.name)).toEqual([`Alice ${tag}`]);
  });

  it("finds customers by part of the phone number, with or without spaces", async () => {
    expect((await listCustomers({ actor, q: "900777" })).rows.map((r) => r.name)).toEqual([`Alice ${tag}`]);
    expect((await listCustomers({ actor, q: "07700900" })).rows.map((r) => r.name)).toEqual([`Alice ${tag}`]);
    expect((await listCustomers({ actor, q: "0118 496 0123" })).rows.map((r) => r.name)).toEqual([`Zebedee ${tag} Plumbing`]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    expect((await listCustomers({ actor, q: "100%_" })).rows.map((r) => r.name)).toEqual([`Percent 100%_${tag}`]);
    expect((await listCustomers({ actor, q: "%" })).rows.map((r) => r.name)).toEqual([`Percent 100%_${tag}`]);
    expect((await listCustomers({ actor, q: `Alice_${tag}` })).total).toBe(0);
  });

  it("returns nothing for a search that matches no one", async () => {
    const result = await listCustomers({ actor, q: `nobody-${tag}` });
    expect(result).toEqual({ rows: [], total: 0, totalExact: true, page: 1, pageCount: 1 });
  });
});

describe("listCustomers paging", () => {
  const tag = `Paged${randomUUID().slice(0, 6)}`;
  beforeAll(async () => {
    await makeCustomers(
      Array.from({ length: 120 }, (_, i) => ({ name: `${tag} ${String(i).padStart(3, "0")}`, createdAt: new Date(Date.UTC(2020, 0, 1) + i * 60_000) })),
    );
  });

  it("serves pages of 50, newest first, with the total", async () => {
    const first = await listCustomers({ actor, q: tag, page: 1 });
    expect(first.total).toBe(120);
    expect(first.pageCount).toBe(3);
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0].name).toBe(`${tag} 119`);
    const third = await listCustomers({ actor, q: tag, page: 3 });
    expect(third.page).toBe(3);
    expect(third.rows).toHaveLength(20);
    expect(third.rows.at(-1)!.name).toBe(`${tag} 000`);
  });

  it("shows the last page for a page number past the end", async () => {
    const result = await listCustomers({ actor, q: tag, page: 99 });
    expect(result.page).toBe(3);
    expect(result.rows[0].name).toBe(`${tag} 019`);
  });
});

describe("getCustomer and getCustomerWithRecords", () => {
  it("returns null for an unknown or malformed id", async () => {
    expect(await getCustomer({ actor, id: randomUUID() })).toBeNull();
    expect(await getCustomer({ actor, id: "not-a-uuid" })).toBeNull();
    expect(await getCustomerWithRecords({ actor, id: "1; drop table customers" })).toBeNull();
  });

  it("lists the customer's jobs, quotes and invoices", async () => {
    const customer = await createCustomer({ actor, input: customerInput() });
    const other = await createCustomer({ actor, input: customerInput() });
    await makeJob({ customerId: customer.id, title: "Blocked kitchen drain", serviceType: "drain_unblocking" });
    await makeJob({ customerId: other.id, title: "Someone else's job", serviceType: "drain_repairs" });
    await makeQuote({ customerId: customer.id, serviceType: "cctv_survey", totalPence: 18000 });
    await makeInvoice({ customerId: customer.id, totalPence: 9600 });
    const result = await getCustomerWithRecords({ actor, id: customer.id });
    expect(result!.customer.id).toBe(customer.id);
    expect(result!.jobs.map((j) => j.title)).toEqual(["Blocked kitchen drain"]);
    expect(result!.quotes).toHaveLength(1);
    expect(result!.quotes[0].quoteNumber).toMatch(/^Q-\d{5}$/);
    expect(result!.invoices).toHaveLength(1);
    expect(result!.invoices[0].totalPence).toBe(9600);
    expect(result!.totals).toEqual({ jobs: 1, quotes: 1, invoices: 1 });
  });

  it("shows the newest RECORDS_SHOWN of each kind and counts them all", async () => {
    const customer = await createCustomer({ actor, input: customerInput() });
    await makeJobs(Array.from({ length: RECORDS_SHOWN + 3 }, (_, i) => ({ customerId: customer.id, title: `Job ${i}`, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })));
    const result = await getCustomerWithRecords({ actor, id: customer.id });
    expect(result!.jobs).toHaveLength(RECORDS_SHOWN);
    expect(result!.jobs[0].title).toBe(`Job ${RECORDS_SHOWN + 2}`);
    expect(result!.totals.jobs).toBe(RECORDS_SHOWN + 3);
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
    expect((error as DomainError).code).toBe("invalid");
    expect((error as DomainError).fieldErrors.phone).toBe("Enter a valid UK phone number");
    expect((await getCustomer({ actor, id: customer.id }))!.name).toBe("Unchanged");
    expect(await listAuditEntries("customer", customer.id)).toHaveLength(1);
  });

  it("refuses an unknown customer", async () => {
    const error = await thrown(updateCustomer({ actor, id: randomUUID(), input: customerInput() }));
    expect((error as DomainError).code).toBe("not_found");
  });
});

describe("deleteCustomer", () => {
  it("deletes a customer without records and records who deleted them", async () => {
    const customer = await createCustomer({ actor, input: customerInput({ name: "Short-lived Ltd" }) });
    await deleteCustomer({ actor, id: customer.id, input: { confirmed: "yes" } });
    expect(await getCustomer({ actor, id: customer.id })).toBeNull();
    const history = await listAuditEntries("customer", customer.id);
    expect(history[0]).toMatchObject({ action: "delete", actorEmail: "office.admin@example.com" });
    expect(history[0].changes).toMatchObject({ name: "Short-lived Ltd" });
  });

  it.each(["job", "quote", "invoice"] as const)("refuses to delete a customer with a %s and keeps them", async (kind) => {
    const customer = await createCustomer({ actor, input: customerInput() });
    const db = getDb();
    if (kind === "job") await makeJob({ customerId: customer.id });
    if (kind === "quote") await makeQuote({ customerId: customer.id });
    if (kind === "invoice") await makeInvoice({ customerId: customer.id });
    const error = await thrown(deleteCustomer({ actor, id: customer.id, input: { confirmed: "yes" } }));
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).reason).toBe("has_records");
    expect((error as DomainError).message).toBe(customerErrorMessage("has_records"));
    expect(await getCustomer({ actor, id: customer.id })).not.toBeNull();
    const deletes = await db.select().from(auditLog).where(eq(auditLog.entityId, customer.id));
    expect(deletes.map((d) => d.action)).toEqual(["create"]);
  });

  it("refuses an unknown or malformed id", async () => {
    expect(((await thrown(deleteCustomer({ actor, id: randomUUID(), input: { confirmed: "yes" } }))) as DomainError).code).toBe("not_found");
    expect(((await thrown(deleteCustomer({ actor, id: "x", input: { confirmed: "yes" } }))) as DomainError).code).toBe("not_found");
  });
});

describe("customerNames", () => {
  it("names the customers with the given ids that the actor may see, ignoring malformed ids", async () => {
    const a = await createCustomer({ actor, input: customerInput({ name: "Named Alpha" }) });
    const b = await createCustomer({ actor, input: customerInput({ name: "Named Bravo" }) });
    expect(await customerNames({ actor, ids: [a.id, b.id, a.id, "not-an-id", randomUUID()] })).toEqual({ [a.id]: "Named Alpha", [b.id]: "Named Bravo" });
    expect(await customerNames({ actor, ids: [] })).toEqual({});
    const me = customerActor({ id: "customers-names-portal", email: "named@example.com", customerId: a.id });
    expect(await customerNames({ actor: me, ids: [a.id, b.id] })).toEqual({ [a.id]: "Named Alpha" });
  });
});

describe("exportCustomersCsv", () => {
  it("exports the customers matching the search, safe to open in a spreadsheet", async () => {
    const tag = randomUUID().slice(0, 6);
    await createCustomer({ actor, input: customerInput({ name: `=HYPERLINK("http://evil") ${tag}`, notes: "@SUM(1)", isCommercial: "on" }) });
    await createCustomer({ actor, input: customerInput({ name: `Plain, "Quoted" ${tag}` }) });
    await createCustomer({ actor, input: customerInput({ name: "Not in this export" }) });
    const csv = await csvText(exportCustomersCsv({ actor, q: tag }));
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

  it("reads a long export in batches, every row once and in order, even rows made at the same instant", async () => {
    const tag = `Batch${randomUUID().slice(0, 6)}`;
    const count = EXPORT_BATCH * 2 + 5;
    const createdAt = new Date("2021-03-04T05:06:07.123Z");
    await makeCustomers(Array.from({ length: count }, (_, i) => ({ name: `${tag} ${String(i).padStart(4, "0")}`, createdAt })));
    const rows = parse((await csvText(exportCustomersCsv({ actor, q: tag }))).slice(1)) as string[][];
    const names = rows.slice(1).map((r) => r[0]);
    expect(names).toHaveLength(count);
    expect(new Set(names).size).toBe(count);
    const listed = await listCustomers({ actor, q: tag });
    expect(names.slice(0, listed.rows.length)).toEqual(listed.rows.map((r) => r.name));
  });
});

describe("a customer actor", () => {
  it("reaches its own record only; another customer's is not found, and unchanged", async () => {
    const own = await createCustomer({ actor, input: customerInput({ name: "Own Record" }) });
    const theirs = await createCustomer({ actor, input: customerInput({ name: "Their Record" }) });
    const me = customerActor({ id: "customers-test-portal", email: "own@example.com", customerId: own.id });

    expect((await getCustomer({ actor: me, id: own.id }))!.name).toBe("Own Record");
    expect(await getCustomer({ actor: me, id: theirs.id })).toBeNull();
    expect(await getCustomerWithRecords({ actor: me, id: theirs.id })).toBeNull();
    expect((await listCustomers({ actor: me })).rows.map((r) => r.id)).toEqual([own.id]);
    expect(Object.keys(await customerNames({ actor: me, ids: [own.id, theirs.id] }))).toEqual([own.id]);

    const update = await thrown(updateCustomer({ actor: me, id: theirs.id, input: customerInput({ name: "Taken Over" }) }));
    expect((update as DomainError).code).toBe("not_found");
    const remove = await thrown(deleteCustomer({ actor: me, id: theirs.id, input: { confirmed: "yes" } }));
    expect((remove as DomainError).code).toBe("not_found");
    expect((await getCustomer({ actor, id: theirs.id }))!.name).toBe("Their Record");

    // Staff reach both.
    expect(await getCustomer({ actor, id: theirs.id })).not.toBeNull();
  });

  it("may not add a customer", async () => {
    const own = await createCustomer({ actor, input: customerInput() });
    const me = customerActor({ id: "customers-test-portal", email: "own@example.com", customerId: own.id });
    const before = await customerCount();
    const error = await thrown(createCustomer({ actor: me, input: customerInput() }));
    expect((error as DomainError).code).toBe("not_allowed");
    expect(await customerCount()).toBe(before);
  });
});

describe("createCustomerRecord", () => {
  it("always makes a new record, even when the phone number and e-mail match an existing one", async () => {
    const existing = await createCustomer({ actor, input: customerInput({ name: "Known Person", phone: "07700 900 411", email: "known.person@example.com" }) });
    const created = await getDb().transaction((tx) =>
      createCustomerRecord(tx, {
        actor: systemActor("chat booking"),
        values: { name: "Known Person", phone: "07700900411", email: "KNOWN.PERSON@example.com", address: "4 New Road" },
        origin: { from: "chat", conversationId: "00000000-0000-4000-8000-00000000c4a7" },
      }),
    );
    expect(created.id).not.toBe(existing.id);
    const history = await listAuditEntries("customer", created.id);
    expect(history[0]).toMatchObject({ action: "create", actorEmail: null });
    expect(history[0].changes).toMatchObject({ from: "chat", conversationId: "00000000-0000-4000-8000-00000000c4a7" });
    expect((await getCustomer({ actor, id: existing.id }))!.address).toBe(existing.address);
  });
});

describe("likelyExistingCustomers", () => {
  it("finds records with the same last ten phone digits or the same e-mail in any case, oldest first", async () => {
    const tag = randomUUID().slice(0, 6);
    const byPhone = await createCustomer({ actor, input: customerInput({ name: `${tag} by phone`, phone: "+44 1635 550 001", email: "" }) });
    const byEmail = await createCustomer({ actor, input: customerInput({ name: `${tag} by email`, phone: "0118 496 0999", email: `${tag}@Example.com` }) });
    const result = await likelyExistingCustomers({
      actor,
      contacts: [
        { phone: "01635 550001", email: null },
        { phone: "07700 900 000", email: `${tag}@example.COM` },
        { phone: "12", email: null },
      ],
    });
    expect(result).toEqual([
      [{ id: byPhone.id, name: `${tag} by phone`, reason: "same phone" }],
      [{ id: byEmail.id, name: `${tag} by email`, reason: "same e-mail" }],
      [],
    ]);
  });

  it("gives a record matching by both phone and e-mail once, and at most the three oldest records", async () => {
    const tag = randomUUID().slice(0, 6);
    const phone = `01635 ${String(Number.parseInt(tag, 16) % 1_000_000).padStart(6, "0")}`;
    const made = [];
    for (let i = 0; i < 5; i++) {
      const created = await createCustomer({ actor, input: customerInput({ name: `${tag} ${i}`, phone, email: i === 0 ? `${tag}@example.com` : "" }) });
      await getDb()
        .update(customers)
        .set({ createdAt: new Date(Date.UTC(2020, 0, 1 + i)) })
        .where(eq(customers.id, created.id));
      made.push(created.id);
    }
    const [likely] = await likelyExistingCustomers({ actor, contacts: [{ phone, email: `${tag}@EXAMPLE.com` }] });
    expect(likely.map((c) => c.id)).toEqual(made.slice(0, 3));
  });
});

describe("linkAccountToCustomer", () => {
  let serialAccount = 0;
  async function portalAccount(email: string, { signUp = true, verified = false } = {}): Promise<PortalAccount> {
    serialAccount += 1;
    const id = `customers-test-account-${serialAccount}`;
    await makeUser({ id, name: `Signer ${serialAccount}`, email, emailVerified: verified });
    if (signUp) await recordPortalSignUp({ userId: id, phone: "01635 777888", address: "9 Sign-up Street, Newbury" });
    return { id, email, name: `Signer ${serialAccount}`, emailVerified: verified };
  }
  async function verify(account: PortalAccount): Promise<PortalAccount> {
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.id, account.id));
    return { ...account, emailVerified: true };
  }
  async function recordsOf(userId: string) {
    return getDb().select().from(customers).where(eq(customers.userId, userId));
  }

  it("a sign-up with someone else's e-mail, never verified, gets no record and the existing record stays unlinked", async () => {
    const theirs = await createCustomer({ actor, input: customerInput({ name: "Rightful Owner", email: "rightful@example.com" }) });
    const before = await customerCount();
    const claimant = await portalAccount("rightful@example.com");
    expect(await linkAccountToCustomer({ account: claimant })).toEqual({ status: "awaiting_verification" });
    expect(await linkAccountToCustomer({ account: claimant })).toEqual({ status: "awaiting_verification" });
    expect(await customerCount()).toBe(before);
    expect(await recordsOf(claimant.id)).toHaveLength(0);
    expect((await getCustomer({ actor, id: theirs.id }))!.userId).toBeNull();
  });

  it("after verification, links the oldest unlinked record with that e-mail, and records it", async () => {
    const older = await createCustomer({ actor, input: customerInput({ name: "Older Record", email: "Verified.Owner@example.com" }) });
    await createCustomer({ actor, input: customerInput({ name: "Newer Record", email: "verified.owner@example.com" }) });
    const account = await verify(await portalAccount("verified.owner@example.com"));
    const before = await customerCount();
    expect(await linkAccountToCustomer({ account })).toEqual({ status: "linked", customerId: older.id });
    expect(await customerCount()).toBe(before);
    expect((await getCustomer({ actor, id: older.id }))!.userId).toBe(account.id);
    const history = await getDb().select().from(auditLog).where(eq(auditLog.entityId, older.id));
    expect(history.map((h) => [h.action, h.actorUserId])).toContainEqual(["link_account", account.id]);
    expect(await getDb().select().from(portalSignUps).where(eq(portalSignUps.userId, account.id))).toHaveLength(0);
  });

  it("after verification, with no record to link, creates one from what the sign-up gave", async () => {
    const account = await verify(await portalAccount("brand.new@example.com"));
    const link = await linkAccountToCustomer({ account });
    expect(link.status).toBe("linked");
    const [record] = await recordsOf(account.id);
    expect(record).toMatchObject({ name: account.name, email: "brand.new@example.com", phone: "01635 777888", address: "9 Sign-up Street, Newbury" });
    expect(link).toEqual({ status: "linked", customerId: record.id });
    expect(await getDb().select().from(portalSignUps).where(eq(portalSignUps.userId, account.id))).toHaveLength(0);
  });

  it("concurrent first visits create one record", async () => {
    const account = await verify(await portalAccount("twice.at.once@example.com"));
    const results = await Promise.all([1, 2, 3].map(() => linkAccountToCustomer({ account })));
    const [record] = await recordsOf(account.id);
    expect(await recordsOf(account.id)).toHaveLength(1);
    expect(results).toEqual([1, 2, 3].map(() => ({ status: "linked", customerId: record.id })));
  });

  it("concurrent first visits link an existing record once", async () => {
    const existing = await createCustomer({ actor, input: customerInput({ email: "race.link@example.com" }) });
    const account = await verify(await portalAccount("race.link@example.com"));
    const before = await customerCount();
    const results = await Promise.all([1, 2, 3].map(() => linkAccountToCustomer({ account })));
    expect(results).toEqual([1, 2, 3].map(() => ({ status: "linked", customerId: existing.id })));
    expect(await customerCount()).toBe(before);
    const links = await getDb().select().from(auditLog).where(eq(auditLog.entityId, existing.id));
    expect(links.filter((l) => l.action === "link_account")).toHaveLength(1);
  });

  it("never takes over a record linked to another account", async () => {
    const first = await verify(await portalAccount("shared.once@example.com"));
    const link = await linkAccountToCustomer({ account: first });
    if (link.status !== "linked") throw new Error("expected a link");
    await getDb().update(user).set({ email: "moved.away@example.com" }).where(eq(user.id, first.id));
    const second = await verify(await portalAccount("shared.once@example.com", { signUp: false }));
    expect(await linkAccountToCustomer({ account: second })).toEqual({ status: "none" });
    expect((await getCustomer({ actor, id: link.customerId }))!.userId).toBe(first.id);
  });

  it("an account that did not sign up through the portal gets no record", async () => {
    const unverified = await portalAccount("office.person@example.com", { signUp: false });
    expect(await linkAccountToCustomer({ account: unverified })).toEqual({ status: "none" });
    const verified = await verify(unverified);
    expect(await linkAccountToCustomer({ account: verified })).toEqual({ status: "none" });
    expect(await recordsOf(verified.id)).toHaveLength(0);
  });
});
