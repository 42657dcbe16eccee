import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, customerContacts, customers, quotes } from "~/db/schema";
import { listAuditEntries } from "~/features/audit/audit.server";
import { getInvoice, listInvoices } from "~/features/invoices/invoices.server";
import { countJobs, getJob, listJobs } from "~/features/jobs/jobs.server";
import { acceptQuote, getQuote, listQuotes } from "~/features/quotes/quotes.server";
import type { CustomerActor, StaffActor } from "~/lib/actor";
import { makeContact, makeCustomer, makeInvoice, makeJob, makePortalCustomer, makeQuote, makeSite, makeStaff, makeUser } from "../../../tests/support/factories";
import { thrown } from "../../../tests/support/test-data";
import { linkContactAccount, unlinkContactAccount } from "./contact-accounts.server";
import { syncCustomerEmailFromAccount } from "./contact-details.server";
import { linkAccountToCustomer } from "./customers.server";
import { mergeCustomers } from "./merge.server";
import { saveMyDetails } from "~/features/portal/my-details.server";

let office: StaffActor;

beforeAll(async () => {
  office = await makeStaff({ name: "Olive Office", email: "olive.contacts@example.com" });
});

/** An account signed up and verified with `email`, as better-auth leaves it. */
const account = (email: string, name = "Tess Tenant") => makeUser({ email, name, emailVerified: true });

/** The actor the portal makes for a linked account. */
async function actorOf(user: { id: string; email: string; name: string }): Promise<CustomerActor> {
  const link = await linkAccountToCustomer({ account: { ...user, emailVerified: true } });
  if (link.status !== "linked") throw new Error(`not linked: ${link.status}`);
  return { kind: "customer", id: user.id, email: user.email, name: user.name, customerId: link.customerId, ...(link.contactId ? { contactId: link.contactId } : {}) };
}

async function contactRow(id: string) {
  const [row] = await getDb().select().from(customerContacts).where(eq(customerContacts.id, id));
  return row;
}

describe("linking a contact's account by its verified e-mail address", () => {
  it("links the one contact with the address (any case), in the customer's history, and the portal actor is the contact's", async () => {
    const landlord = await makeCustomer({ name: "Kennet Lettings", email: "office@kennet-lettings.example.com" });
    const tenant = await makeContact({ customerId: landlord.id, name: "Tess Tenant", role: "tenant", email: "Tess.Tenant@example.com" });
    const user = await account("tess.tenant@example.com");

    const link = await linkAccountToCustomer({ account: { id: user.id, email: user.email, name: user.name, emailVerified: true } });
    expect(link).toEqual({ status: "linked", customerId: landlord.id, contactId: tenant.id });
    expect((await contactRow(tenant.id)).userId).toBe(user.id);
    // The customer record keeps its own account holder (none here).
    const [record] = await getDb().select().from(customers).where(eq(customers.id, landlord.id));
    expect(record.userId).toBeNull();
    const history = await listAuditEntries("customer", landlord.id);
    expect(history.map((e) => e.action)).toContain("link_contact_account");
    // A second visit finds the same link without linking again.
    expect(await linkAccountToCustomer({ account: { id: user.id, email: user.email, name: user.name, emailVerified: true } })).toEqual(link);
  });

  it("links nothing before the address is verified", async () => {
    const landlord = await makeCustomer();
    const contact = await makeContact({ customerId: landlord.id, email: "unverified.tenant@example.com" });
    const user = await makeUser({ email: "unverified.tenant@example.com", emailVerified: false });
    expect(await linkAccountToCustomer({ account: { id: user.id, email: user.email, name: user.name, emailVerified: false } })).toEqual({ status: "none" });
    expect((await contactRow(contact.id)).userId).toBeNull();
  });

  it("never links a staff account", async () => {
    const landlord = await makeCustomer();
    const contact = await makeContact({ customerId: landlord.id, email: "staff.and.contact@example.com" });
    const staff = await makeStaff({ email: "staff.and.contact@example.com" });
    expect(await linkAccountToCustomer({ account: { id: staff.id, email: staff.email, name: staff.name, emailVerified: true } })).toEqual({ status: "none" });
    expect((await contactRow(contact.id)).userId).toBeNull();
    // Nor can the office link it by hand.
    expect(await thrown(linkContactAccount({ actor: office, contactId: contact.id, input: { confirmed: "yes" } }))).toMatchObject({ code: "not_allowed", reason: "staff_account" });
    expect((await contactRow(contact.id)).userId).toBeNull();
  });

  it("leaves an address that several customers' contacts share for the office, linking none and making no record", async () => {
    const first = await makeCustomer({ name: "First Lettings" });
    const second = await makeCustomer({ name: "Second Lettings" });
    const a = await makeContact({ customerId: first.id, email: "shared.accounts@example.com", receivesDocuments: true });
    const b = await makeContact({ customerId: second.id, email: "SHARED.accounts@example.com", receivesDocuments: true });
    const user = await account("shared.accounts@example.com", "Shared Accounts");
    const before = await getDb().$count(customers);

    expect(await linkAccountToCustomer({ account: { id: user.id, email: user.email, name: user.name, emailVerified: true } })).toEqual({ status: "none", reason: "ask_office" });
    expect((await contactRow(a.id)).userId).toBeNull();
    expect((await contactRow(b.id)).userId).toBeNull();
    expect(await getDb().$count(customers)).toBe(before);

    // The office says whose it is; then it is that contact's, and not the other's.
    expect(await thrown(linkContactAccount({ actor: office, contactId: b.id, input: {} }))).toMatchObject({ code: "invalid", reason: "unconfirmed" });
    expect((await contactRow(b.id)).userId).toBeNull();
    await linkContactAccount({ actor: office, contactId: b.id, input: { confirmed: "yes" } });
    expect(await actorOf(user)).toMatchObject({ customerId: second.id, contactId: b.id });
    expect(await thrown(linkContactAccount({ actor: office, contactId: a.id, input: { confirmed: "yes" } }))).toMatchObject({ code: "conflict", reason: "account_taken" });
  });

  it("keeps an account that is a customer's account holder off every contact", async () => {
    const { user, customer } = await makePortalCustomer({ email: "holder.and.contact@example.com" });
    const other = await makeCustomer();
    const contact = await makeContact({ customerId: other.id, email: "holder.and.contact@example.com" });
    expect(await linkAccountToCustomer({ account: { id: user.id, email: user.email, name: user.name, emailVerified: true } })).toEqual({ status: "linked", customerId: customer.id });
    expect((await contactRow(contact.id)).userId).toBeNull();
    expect(await thrown(linkContactAccount({ actor: office, contactId: contact.id, input: { confirmed: "yes" } }))).toMatchObject({ code: "conflict", reason: "account_taken" });
  });

  it("unlinks on the office's confirmation, and an account the office unlinked is not linked again by its address", async () => {
    const landlord = await makeCustomer();
    const contact = await makeContact({ customerId: landlord.id, name: "Ursula Unlinked", email: "ursula.unlinked@example.com" });
    const user = await account("ursula.unlinked@example.com", "Ursula Unlinked");
    await actorOf(user);
    expect(await thrown(unlinkContactAccount({ actor: office, contactId: contact.id, input: {} }))).toMatchObject({ code: "invalid", reason: "unconfirmed" });
    expect((await contactRow(contact.id)).userId).toBe(user.id);
    const customerActor: CustomerActor = { kind: "customer", id: user.id, email: user.email, name: user.name, customerId: landlord.id, contactId: contact.id };
    expect(await thrown(unlinkContactAccount({ actor: customerActor, contactId: contact.id, input: { confirmed: "yes" } }))).toMatchObject({ code: "not_found" });

    await unlinkContactAccount({ actor: office, contactId: contact.id, input: { confirmed: "yes" } });
    expect((await contactRow(contact.id)).userId).toBeNull();
    expect(await linkAccountToCustomer({ account: { id: user.id, email: user.email, name: user.name, emailVerified: true } })).toEqual({ status: "none" });
    const [entry] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.customerId, landlord.id), eq(auditLog.action, "unlink_contact_account")));
    expect(entry.changes).toMatchObject({ contactId: contact.id, userId: user.id });
  });
});

describe("what a contact's account reaches", () => {
  let landlord: Awaited<ReturnType<typeof makeCustomer>>;
  let tenant: CustomerActor;
  let accounts: CustomerActor;
  let records: Record<string, string>;

  beforeAll(async () => {
    landlord = await makeCustomer({ name: "Kennetside Lettings" });
    const tess = await makeContact({ customerId: landlord.id, name: "Tess Tenant", role: "tenant", email: "tess.scope@example.com" });
    await makeContact({ customerId: landlord.id, name: "Alan Accounts", role: "accounts", email: "alan.scope@example.com", receivesDocuments: true });
    const flat1 = await makeSite({ customerId: landlord.id, label: "Flat 1", contactId: tess.id });
    const flat2 = await makeSite({ customerId: landlord.id, label: "Flat 2" });
    const other = await makeCustomer({ name: "Someone Else" });
    const [jobHere, jobThere, quoteHere, quoteThere, invoiceHere, invoiceThere, draftThere, otherInvoice] = await Promise.all([
      makeJob({ customerId: landlord.id, siteId: flat1.id, title: "Blocked drain at Flat 1", status: "scheduled" }),
      makeJob({ customerId: landlord.id, siteId: flat2.id, title: "Survey at Flat 2", status: "scheduled" }),
      makeQuote({ customerId: landlord.id, siteId: flat1.id, status: "sent", validUntil: "2099-01-01" }),
      makeQuote({ customerId: landlord.id, siteId: flat2.id, status: "sent", validUntil: "2099-01-01" }),
      makeInvoice({ customerId: landlord.id, siteId: flat1.id, status: "sent" }),
      makeInvoice({ customerId: landlord.id, siteId: flat2.id, status: "sent" }),
      makeInvoice({ customerId: landlord.id, siteId: flat2.id, status: "draft" }),
      makeInvoice({ customerId: other.id, status: "sent" }),
    ]);
    records = {
      jobHere: jobHere.id,
      jobThere: jobThere.id,
      quoteHere: quoteHere.id,
      quoteThere: quoteThere.id,
      invoiceHere: invoiceHere.id,
      invoiceThere: invoiceThere.id,
      draftThere: draftThere.id,
      otherInvoice: otherInvoice.id,
    };
    tenant = await actorOf(await account("tess.scope@example.com", "Tess Tenant"));
    accounts = await actorOf(await account("alan.scope@example.com", "Alan Accounts"));
  });

  it("a tenant sees the jobs, quotes and invoices of their site and not another site's", async () => {
    expect(tenant.contactId).toBeTruthy();
    const jobs = await listJobs({ actor: tenant, bySite: true });
    expect(jobs.rows.map((j) => j.id)).toEqual([records.jobHere]);
    expect(await getJob({ actor: tenant, id: records.jobHere })).toMatchObject({ title: "Blocked drain at Flat 1" });
    expect(await getJob({ actor: tenant, id: records.jobThere })).toBeNull();
    expect(await countJobs({ actor: tenant, now: new Date("2000-01-01") })).toEqual({ active: 1, upcoming: 0 });

    expect((await listQuotes({ actor: tenant })).rows.map((q) => q.id)).toEqual([records.quoteHere]);
    expect((await listInvoices({ actor: tenant })).rows.map((i) => i.id)).toEqual([records.invoiceHere]);
    expect(await getInvoice({ actor: tenant, id: records.invoiceThere })).toBeNull();
    expect(await getQuote({ actor: tenant, id: records.quoteThere })).toBeNull();
  });

  it("an accounts contact who receives documents sees every sent invoice and quote, no draft, and no job of a site that is not theirs", async () => {
    const invoices = (await listInvoices({ actor: accounts })).rows.map((i) => i.id);
    expect(invoices.sort()).toEqual([records.invoiceHere, records.invoiceThere].sort());
    expect(await getInvoice({ actor: accounts, id: records.invoiceThere })).toMatchObject({ id: records.invoiceThere });
    expect(await getInvoice({ actor: accounts, id: records.draftThere })).toBeNull();
    expect((await listQuotes({ actor: accounts })).rows).toHaveLength(2);
    expect((await listJobs({ actor: accounts })).rows).toEqual([]);
  });

  it("another customer's record is not found", async () => {
    expect(await getInvoice({ actor: accounts, id: records.otherInvoice })).toBeNull();
    expect(await getInvoice({ actor: tenant, id: records.otherInvoice })).toBeNull();
  });

  it("a contact without documents reads their site's quote but may not accept it; one who receives documents may", async () => {
    const shown = await getQuote({ actor: tenant, id: records.quoteHere });
    expect(shown?.actions).toEqual([]);
    const refused = await thrown(acceptQuote({ actor: tenant, id: records.quoteHere, input: { signedName: "Tess Tenant", agreeTerms: "on" } }));
    expect(refused).toMatchObject({ code: "not_allowed", reason: "contact_cannot_answer" });
    const [still] = await getDb().select().from(quotes).where(eq(quotes.id, records.quoteHere));
    expect(still.status).toBe("sent");

    expect((await getQuote({ actor: accounts, id: records.quoteHere }))?.actions).toEqual(["accept", "decline"]);
    const accepted = await acceptQuote({ actor: accounts, id: records.quoteHere, input: { signedName: "Alan Accounts", agreeTerms: "on" } });
    expect(accepted).toMatchObject({ status: "accepted", signedName: "Alan Accounts", respondedByUserId: accounts.id });
  });
});

describe("a contact's account and the customer record", () => {
  it("My details changes the contact's own name and phone, not the customer record", async () => {
    const landlord = await makeCustomer({ name: "Details Lettings", phone: "01635 111111", email: "details.landlord@example.com" });
    const contact = await makeContact({ customerId: landlord.id, name: "Pat Agent", role: "agent", email: "pat.details@example.com", phone: null });
    const actor = await actorOf(await account("pat.details@example.com", "Pat Agent"));
    const request = new Request("http://localhost:3999/customer/details", { method: "POST" });

    const bad = await thrown(saveMyDetails({ request, actor, input: { name: "", phone: "not a phone", email: "pat.details@example.com" } }));
    expect(bad).toMatchObject({ code: "invalid" });
    expect(await contactRow(contact.id)).toMatchObject({ name: "Pat Agent", phone: null });

    const result = await saveMyDetails({ request, actor, input: { name: "Patricia Agent", phone: "01635 222333", email: "pat.details@example.com" } });
    expect(result).toEqual({ ok: true, detailsChanged: true, emailChange: "unchanged", email: "pat.details@example.com" });
    expect(await contactRow(contact.id)).toMatchObject({ name: "Patricia Agent", phone: "01635 222333", email: "pat.details@example.com" });
    const [record] = await getDb().select().from(customers).where(eq(customers.id, landlord.id));
    expect(record).toMatchObject({ name: "Details Lettings", phone: "01635 111111", email: "details.landlord@example.com" });
    const history = await listAuditEntries("customer", landlord.id);
    expect(history.find((e) => e.action === "update_contact")).toMatchObject({ actorEmail: "pat.details@example.com", changes: { contactId: contact.id, name: { from: "Pat Agent", to: "Patricia Agent" } } });
  });

  it("a verified new address changes the contact's e-mail, never the customer record's", async () => {
    const landlord = await makeCustomer({ email: "landlord.sync@example.com" });
    const contact = await makeContact({ customerId: landlord.id, email: "agent.sync@example.com" });
    const user = await account("agent.sync@example.com", "Agnes Agent");
    await actorOf(user);
    await getDb().execute(`update "user" set email = 'agnes.new@example.com' where id = '${user.id}'`);
    expect(await syncCustomerEmailFromAccount({ userId: user.id })).toBe(contact.id);
    expect((await contactRow(contact.id)).email).toBe("agnes.new@example.com");
    const [record] = await getDb().select().from(customers).where(eq(customers.id, landlord.id));
    expect(record.email).toBe("landlord.sync@example.com");
  });

  it("merging customers moves the contact with their account: it reaches the kept record's rows at the contact's site", async () => {
    const kept = await makeCustomer({ name: "Kept Lettings" });
    const merged = await makeCustomer({ name: "Merged Lettings" });
    const contact = await makeContact({ customerId: merged.id, email: "merge.tenant@example.com" });
    const site = await makeSite({ customerId: merged.id, contactId: contact.id });
    const job = await makeJob({ customerId: merged.id, siteId: site.id });
    const user = await account("merge.tenant@example.com", "Mo Merge");
    expect(await actorOf(user)).toMatchObject({ customerId: merged.id, contactId: contact.id });

    const keepAll = { name: "keep", phone: "keep", email: "keep", postcode: "keep", address: "keep", isCommercial: "keep", notes: "keep" };
    await mergeCustomers({ actor: office, keepId: kept.id, mergeId: merged.id, input: keepAll });

    const after = await actorOf(user);
    expect(after).toMatchObject({ customerId: kept.id, contactId: contact.id });
    expect((await contactRow(contact.id)).userId).toBe(user.id);
    expect((await listJobs({ actor: after })).rows.map((j) => j.id)).toEqual([job.id]);
    expect(await getJob({ actor: after, id: job.id })).toMatchObject({ customerId: kept.id });
  });
});
