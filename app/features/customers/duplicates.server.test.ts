import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { customers, enquiries, jobs } from "~/db/schema";
import { createChatBooking } from "~/features/chat/booking.server";
import { listEnquiries, submitEnquiry } from "~/features/enquiries/enquiries.server";
import { systemActor, type StaffActor } from "~/lib/actor";
import { postcodeIn } from "~/lib/uk-contact";
import { firstSiteId, makeContact, makeConversation, makeCustomer, makeSite, makeStaff } from "../../../tests/support/factories";
import { customerActor, thrown } from "../../../tests/support/test-data";
import { customerOption, searchCustomerOptions } from "./customer-queries.server";
import { comparableName, likelyDuplicatesOf, likelyExistingCustomers, phoneDigits } from "./duplicates.server";

let staff: StaffActor;
beforeAll(async () => {
  staff = await makeStaff();
});

/** Older records first: each made a day after the one before. */
let day = 0;
function made() {
  day += 1;
  return new Date(Date.UTC(2021, 0, 1) + day * 86_400_000);
}

async function likely(contact: Parameters<typeof likelyExistingCustomers>[0]["contacts"][number]) {
  const [found] = await likelyExistingCustomers({ actor: staff, contacts: [contact] });
  return found;
}

describe("the parts compared", () => {
  it("takes the last ten digits of a phone number, the name without a title, the postcode in a message", () => {
    expect(phoneDigits("+44 (0)1635 550 101")).toBe("1635550101");
    expect(phoneDigits("01635-550101")).toBe("1635550101");
    expect(phoneDigits("12345")).toBeNull();
    expect(comparableName("  Mrs.  Margaret   Elison ")).toBe("margaret elison");
    expect(comparableName("Dr Jo")).toBeNull();
    expect(postcodeIn("Blocked drain at 15 Headley Road, rg145ng. Thanks")).toBe("RG14 5NG");
    expect(postcodeIn("No postcode here, just RG14 and 2 drains")).toBeNull();
  });
});

describe("likelyExistingCustomers", () => {
  it("finds a record by its phone number written another way", async () => {
    const record = await makeCustomer({ name: "Phone Person", phone: "01635 550101", createdAt: made() });
    expect(await likely({ phone: "+44 (1635) 550-101" })).toEqual([{ id: record.id, name: "Phone Person", reason: "same phone" }]);
  });

  it("finds a record by its e-mail address in another case", async () => {
    const record = await makeCustomer({ name: "Mail Person", phone: "01635 550102", email: "Mail.Person@Example.com", createdAt: made() });
    expect(await likely({ phone: "07700 900 001", email: "  mail.person@EXAMPLE.COM " })).toEqual([{ id: record.id, name: "Mail Person", reason: "same e-mail" }]);
  });

  it("finds a record by one of its contacts' phone numbers or e-mail addresses, naming the contact", async () => {
    const landlord = await makeCustomer({ name: "Lettings Landlord", phone: "01635 550103", createdAt: made() });
    await makeContact({ customerId: landlord.id, name: "Tina Tenant", role: "tenant", phone: "07700 900555", email: null });
    await makeContact({ customerId: landlord.id, name: "Alan Agent", role: "agent", phone: null, email: "alan.agent@example.org" });
    expect(await likely({ phone: "07700900555" })).toEqual([{ id: landlord.id, name: "Lettings Landlord", reason: "same phone as their contact Tina Tenant" }]);
    expect(await likely({ phone: "0118 496 0001", email: "ALAN.AGENT@example.org" })).toEqual([
      { id: landlord.id, name: "Lettings Landlord", reason: "same e-mail as their contact Alan Agent" },
    ]);
  });

  it("finds a similar name at the same postcode, on the record or at one of its sites, but not at another postcode", async () => {
    const margaret = await makeCustomer({ name: "Margaret Ellison", phone: "01635 550104", postcode: "RG14 5NG", address: "15 Headley Road, Newbury", createdAt: made() });
    const farmer = await makeCustomer({ name: "Margaret Ellison", phone: "01635 550105", postcode: "RG20 9AA", address: "Home Farm, Kintbury", createdAt: made() });
    await makeSite({ customerId: farmer.id, address: "Lower Barn, Enborne", postcode: "RG20 0HD" });
    const elsewhere = await makeCustomer({ name: "Margaret Ellison", phone: "01635 550106", postcode: "RG1 1AA", createdAt: made() });
    const neighbour = await makeCustomer({ name: "Brian Wood", phone: "01635 550107", postcode: "RG14 5NG", createdAt: made() });

    expect(await likely({ name: "Mrs Margaret Elison", phone: "07700 900 002", postcode: "rg14 5ng" })).toEqual([
      { id: margaret.id, name: "Margaret Ellison", reason: "similar name at RG14 5NG" },
    ]);
    // At a site's postcode.
    expect(await likely({ name: "Margaret Elison", phone: "07700 900 003", postcode: "RG20 0HD" })).toEqual([
      { id: farmer.id, name: "Margaret Ellison", reason: "similar name at RG20 0HD" },
    ]);
    // The same name at a postcode none of them has, and another name at the same postcode, match nothing.
    expect(await likely({ name: "Margaret Ellison", phone: "07700 900 004", postcode: "RG7 4QQ" })).toEqual([]);
    expect(await likely({ name: "Peter Elliott", phone: "07700 900 005", postcode: "RG14 5NG" })).toEqual([]);
    expect([margaret.id, farmer.id, neighbour.id]).not.toContain(elsewhere.id);
  });

  it("lists a record matching in several ways once, with every reason, and never the record to leave out", async () => {
    const record = await makeCustomer({ name: "Double Match", phone: "01635 550108", email: "double@example.com", postcode: "RG19 3XX", createdAt: made() });
    const contact = { name: "Double Match", phone: "01635550108", email: "DOUBLE@example.com", postcode: "RG19 3XX" };
    expect(await likely(contact)).toEqual([{ id: record.id, name: "Double Match", reason: "same phone, same e-mail, similar name at RG19 3XX" }]);
    expect(await likely({ ...contact, excludeId: record.id })).toEqual([]);
  });

  it("gives at most three, oldest first, however many share a phone number", async () => {
    const shared = "01635 550109";
    const records = [];
    for (let i = 0; i < 5; i++) records.push(await makeCustomer({ name: `Shared ${i}`, phone: shared, createdAt: made() }));
    expect((await likely({ phone: shared })).map((c) => c.id)).toEqual(records.slice(0, 3).map((r) => r.id));
  });

  it("is for staff only", async () => {
    const customer = await makeCustomer({ name: "Nosy Customer", createdAt: made() });
    const actor = customerActor({ id: "duplicates-nosy", email: "nosy@example.com", customerId: customer.id });
    const error = await thrown(likelyExistingCustomers({ actor: actor as unknown as StaffActor, contacts: [{ phone: "01635 550101" }] }));
    expect(error).toMatchObject({ code: "not_allowed" });
    expect(await thrown(likelyDuplicatesOf({ actor, customerId: customer.id }))).toMatchObject({ code: "not_allowed" });
  });
});

describe("likelyDuplicatesOf", () => {
  it("finds the records like an existing one by its phone, e-mail, name at its postcodes and its contacts, never itself", async () => {
    const original = await makeCustomer({ name: "Helen Okafor", phone: "01635 550110", email: "helen.okafor@example.com", postcode: "RG14 1AB", createdAt: made() });
    const byPhone = await makeCustomer({ name: "H. Okafor", phone: "+44 1635 550110", createdAt: made() });
    const byName = await makeCustomer({ name: "Helen Okafor", phone: "0118 496 0110", postcode: "RG14 1AB", createdAt: made() });
    const byContact = await makeCustomer({ name: "Okafor Lettings", phone: "0118 496 0111", createdAt: made() });
    await makeContact({ customerId: byContact.id, name: "Helen at Okafor Lettings", phone: null, email: "HELEN.OKAFOR@example.com" });
    const atSite = await makeCustomer({ name: "Helen Okafor", phone: "0118 496 0112", postcode: "RG30 2ZZ", createdAt: made() });
    // A duplicate found through this record's own contact and its second site.
    const duplicate = await makeCustomer({ name: "Helen Okafor", phone: "0118 496 0113", postcode: "RG31 4PP", createdAt: made() });
    const later = await makeCustomer({ name: "Reading Pipes Ltd", phone: "07700 900 777", createdAt: made() });
    await makeContact({ customerId: duplicate.id, name: "Tenant", phone: "07700 900 888", email: null });
    await makeSite({ customerId: duplicate.id, address: "2 Other Road", postcode: "RG30 2ZZ" });

    const found = await likelyDuplicatesOf({ actor: staff, customerId: original.id });
    expect(found).toEqual([
      { id: byPhone.id, name: "H. Okafor", reason: "same phone" },
      { id: byName.id, name: "Helen Okafor", reason: "similar name at RG14 1AB" },
      { id: byContact.id, name: "Okafor Lettings", reason: "same e-mail as their contact Helen at Okafor Lettings" },
    ]);

    // From the duplicate's side: its contact's phone is another record's, its second site is at the
    // postcode of a similar name; the original is found by name only where the postcodes agree.
    await makeContact({ customerId: later.id, name: "Site office", phone: "07700900888", email: null });
    const fromDuplicate = await likelyDuplicatesOf({ actor: staff, customerId: duplicate.id });
    expect(fromDuplicate.map((c) => c.id)).toEqual([atSite.id, later.id]);
    expect(fromDuplicate[0].reason).toBe("similar name at RG30 2ZZ");
    expect(fromDuplicate[1].reason).toBe("same phone as their contact Site office");
    expect(fromDuplicate.map((c) => c.id)).not.toContain(duplicate.id);

    expect(await likelyDuplicatesOf({ actor: staff, customerId: "00000000-0000-4000-8000-000000000000" })).toEqual([]);
    expect(await likelyDuplicatesOf({ actor: staff, customerId: "not-an-id" })).toEqual([]);
  });
});

describe("the public never joins an existing record", () => {
  it("a contact-form enquiry and a chat booking each keep to their own record; the inbox shows staff the likely one with its reason", async () => {
    const existing = await makeCustomer({ name: "Margaret Ellison", phone: "01635 550120", email: "m.ellison@example.com", postcode: "RG14 7XY", createdAt: made() });
    const before = (await getDb().select({ id: customers.id }).from(customers)).length;

    const submitted = await submitEnquiry({
      actor: systemActor("contact form"),
      input: {
        firstName: "Mrs Margaret",
        lastName: "Elison",
        phone: "07700 900 120",
        email: "someone.else@example.com",
        service: "Drain Unblocking",
        message: "Blocked drain at 15 Headley Road, rg14 7xy, please call.",
      },
      ip: "203.0.113.80",
    });
    const [stored] = await getDb().select().from(enquiries).where(eq(enquiries.id, submitted.id!));
    expect(stored.customerId).toBeNull();
    expect((await getDb().select({ id: customers.id }).from(customers)).length).toBe(before);

    const conversation = await makeConversation();
    const booking = await getDb().transaction((tx) =>
      createChatBooking(tx, {
        conversationId: conversation.id,
        now: new Date(),
        booking: {
          name: "Margaret Ellison",
          phone: "01635 550120",
          email: "M.Ellison@example.com",
          address: "15 Headley Road, Newbury",
          postcode: "RG14 7XY",
          service: "drain_unblocking",
          date: "2030-01-02",
          timeWindow: "morning",
          description: "Blocked drain",
          emergency: false,
        },
      }),
    );
    expect(booking.customerId).not.toBe(existing.id);
    expect((await getDb().select({ id: jobs.id }).from(jobs).where(eq(jobs.customerId, existing.id))).length).toBe(0);
    expect((await getDb().select({ id: customers.id }).from(customers)).length).toBe(before + 1);

    const inbox = await listEnquiries({ actor: staff });
    const form = inbox.rows.find((r) => r.id === submitted.id)!;
    // The chat booking's own new record is the second likely one: staff decide which to keep.
    expect(form.possibleCustomers).toEqual([
      { id: existing.id, name: "Margaret Ellison", reason: "similar name at RG14 7XY" },
      { id: booking.customerId, name: "Margaret Ellison", reason: "similar name at RG14 7XY" },
    ]);
    const chat = inbox.rows.find((r) => r.id === booking.enquiryId)!;
    expect(chat.possibleCustomers).toEqual([{ id: existing.id, name: "Margaret Ellison", reason: "same phone, same e-mail" }]);
  });
});

describe("the customer picker", () => {
  it("gives each option its sites, and options with the same name what tells them apart", async () => {
    const first = await makeCustomer({ name: "Zadie Quillfeather", phone: "01635 550130", email: "zadie@example.com", address: "15 Headley Road, Newbury", postcode: "RG14 5NG", createdAt: new Date("2020-03-02T10:00:00Z") });
    const second = await makeCustomer({ name: "zadie  quillfeather", phone: "01635 550131", address: "15 Headley Road, Newbury", postcode: "RG14 5NG", createdAt: new Date("2024-07-09T10:00:00Z") });
    await makeSite({ customerId: second.id, label: "Shop", address: "2 Market Place, Newbury", postcode: "RG14 5BD" });
    const other = await makeCustomer({ name: "Zadie Quillfeather-Jones", phone: "01635 550132", createdAt: made() });

    const options = await searchCustomerOptions({ actor: staff, q: "quillfeather" });
    const byId = new Map(options.map((o) => [o.id, o]));
    expect(byId.get(first.id)).toMatchObject({
      phone: "01635 550130",
      siteCount: 1,
      sites: [{ id: await firstSiteId(first.id), line: "15 Headley Road, Newbury, RG14 5NG" }],
      tellApart: "01635 550130 · zadie@example.com · 1 site: 15 Headley Road, Newbury, RG14 5NG · added 2 Mar 2020",
    });
    expect(byId.get(second.id)).toMatchObject({
      siteCount: 2,
      sites: [
        { id: await firstSiteId(second.id), line: "15 Headley Road, Newbury, RG14 5NG" },
        { id: expect.any(String), line: "Shop: 2 Market Place, Newbury, RG14 5BD" },
      ],
      tellApart: "01635 550131 · no e-mail · 2 sites: 15 Headley Road, Newbury, RG14 5NG; Shop: 2 Market Place, Newbury, RG14 5BD · added 9 Jul 2024",
    });
    // A name of its own needs nothing more.
    expect(byId.get(other.id)).toMatchObject({ tellApart: null, siteCount: 1 });
    expect(await customerOption({ actor: staff, id: second.id })).toMatchObject({ id: second.id, siteCount: 2, tellApart: null });
    expect(await searchCustomerOptions({ actor: { kind: "customer" }, q: "quillfeather" })).toEqual([]);
  });
});
