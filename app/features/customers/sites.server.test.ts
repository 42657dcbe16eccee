import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drainQueue, startTestQueue } from "../../../tests/support/queue";
import { mimeParts, startSmtpServer } from "../../../tests/support/smtp";
import { makeCustomer, makeJob, makePortalCustomer, makeQuote, makeStaff } from "../../../tests/support/factories";
import { thrown } from "../../../tests/support/test-data";
import { getDb } from "~/db/client.server";
import { auditLog, customerContacts, customerSites, emailLog, jobs } from "~/db/schema";
import { createInvoice, getInvoice, sendInvoice } from "~/features/invoices/invoices.server";
import { createJob } from "~/features/jobs/jobs.server";
import { createQuote, getQuote, quotePdf, sendQuote } from "~/features/quotes/quotes.server";
import type { CustomerActor, StaffActor } from "~/lib/actor";
import type { DomainError } from "~/lib/domain-error";
import { resetEnv } from "~/lib/env.server";
import { createCustomer, updateCustomer } from "./customers.server";
import { createContact, createSite, deleteContact, deleteSite, documentRecipients, listContacts, listSites, updateContact, updateSite } from "./sites.server";
// The attachment builders, as the start-up gives them to the mail worker.
import "~/runtime/attachments.server";

let staff: StaffActor;
const lines = [{ description: "Jetting of the shared soil stack", quantity: "1", unitPrice: "240" }];

beforeAll(async () => {
  staff = await makeStaff();
});

afterAll(() => {
  delete process.env.SMTP_URL;
  resetEnv();
});

async function pdfText(content: Buffer) {
  return (await new PDFParse({ data: content }).getText()).text;
}

describe("a customer's sites", () => {
  it("makes the first site from the record's address, and moves it with a corrected address", async () => {
    const customer = await createCustomer({ actor: staff, input: { name: "Ruth Abbott", phone: "01632 960901", address: "3 Mill Lane, Newbury", postcode: "rg14 5aa" } });
    const [first] = await listSites({ actor: staff, customerId: customer.id });
    expect(first).toMatchObject({ address: "3 Mill Lane, Newbury", postcode: "RG14 5AA" });
    await updateCustomer({ actor: staff, id: customer.id, input: { name: "Ruth Abbott", phone: "01632 960901", address: "3 Mill Lane, Thatcham", postcode: "RG14 5AA" } });
    expect((await listSites({ actor: staff, customerId: customer.id }))[0].address).toBe("3 Mill Lane, Thatcham");
  });

  it("adds, changes and removes sites with their contact, recorded in the customer's history", async () => {
    const customer = await makeCustomer();
    const tenant = await createContact({ actor: staff, customerId: customer.id, input: { name: "Tia Tenant", role: "tenant", phone: "07700 900700" } });
    const site = await createSite({
      actor: staff,
      customerId: customer.id,
      input: { label: "Flat 2", address: "118 Oxford Road, Reading", postcode: "RG30 1EA", accessNotes: "Key safe 1234", contactId: tenant.id, what3words: "///Filled.Count.Soap", latitude: "51.45", longitude: "-0.99" },
    });
    expect(site).toMatchObject({ label: "Flat 2", postcode: "RG30 1EA", what3words: "filled.count.soap", latitude: "51.450000", contactId: tenant.id });
    const listed = await listSites({ actor: staff, customerId: customer.id });
    expect(listed.map((s) => s.id)).toContain(site.id);
    expect(listed.find((s) => s.id === site.id)).toMatchObject({ contactName: "Tia Tenant", contactPhone: "07700 900700" });

    await updateSite({ actor: staff, id: site.id, input: { label: "Flat 2A", address: "118 Oxford Road, Reading", postcode: "RG30 1EA" } });
    await deleteSite({ actor: staff, id: site.id });
    expect((await listSites({ actor: staff, customerId: customer.id })).map((s) => s.id)).not.toContain(site.id);
    const actions = (await getDb().select().from(auditLog).where(eq(auditLog.entityId, customer.id))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["add_contact", "add_site", "update_site", "remove_site"]));
  });

  it("keeps a site with records, and a customer's only site", async () => {
    const customer = await makeCustomer();
    const [first] = await listSites({ actor: staff, customerId: customer.id });
    expect(((await thrown(deleteSite({ actor: staff, id: first.id }))) as DomainError).code).toBe("conflict");
    const second = await createSite({ actor: staff, customerId: customer.id, input: { address: "2 Yard Lane, Lambourn" } });
    await makeJob({ customerId: customer.id, siteId: second.id });
    const error = (await thrown(deleteSite({ actor: staff, id: second.id }))) as DomainError;
    expect(error.message).toMatch(/jobs, quotes or invoices/);
    expect(await listSites({ actor: staff, customerId: customer.id })).toHaveLength(2);
  });

  it("refuses bad input with field messages and changes nothing", async () => {
    const customer = await makeCustomer();
    const other = await makeCustomer();
    const othersContact = await createContact({ actor: staff, customerId: other.id, input: { name: "Not Theirs", phone: "07700 900701" } });
    const cases: Array<[unknown, string]> = [
      [{ address: "" }, "address"],
      [{ address: "1 Road", postcode: "NOT A POSTCODE" }, "postcode"],
      [{ address: "1 Road", what3words: "two.words" }, "what3words"],
      [{ address: "1 Road", latitude: "91", longitude: "0" }, "latitude"],
      [{ address: "1 Road", latitude: "51.4" }, "longitude"],
      [{ address: "1 Road", contactId: othersContact.id }, "contactId"],
      [{ address: "x".repeat(501) }, "address"],
    ];
    for (const [input, field] of cases) {
      const error = (await thrown(createSite({ actor: staff, customerId: customer.id, input }))) as DomainError;
      expect(error.code, JSON.stringify(input)).toBe("invalid");
      expect(error.fieldErrors[field], JSON.stringify(input)).toBeTruthy();
    }
    const contactError = (await thrown(createContact({ actor: staff, customerId: customer.id, input: { name: "Accounts", receivesDocuments: "on" } }))) as DomainError;
    expect(Object.keys(contactError.fieldErrors)).toEqual(expect.arrayContaining(["phone", "email"]));
    expect(await listSites({ actor: staff, customerId: customer.id })).toHaveLength(1);
    expect(await listContacts({ actor: staff, customerId: customer.id })).toHaveLength(0);
  });

  it("lets a customer read only their own sites and change none", async () => {
    const { user, customer } = await makePortalCustomer();
    const other = await makeCustomer();
    const actor: CustomerActor = { kind: "customer", id: user.id, email: user.email, name: user.name, customerId: customer.id };
    expect(await listSites({ actor, customerId: customer.id })).toHaveLength(1);
    expect(await listSites({ actor, customerId: other.id })).toEqual([]);
    expect(((await thrown(createSite({ actor, customerId: customer.id, input: { address: "1 New Road" } }))) as DomainError).code).toBe("not_allowed");
    expect(((await thrown(createSite({ actor, customerId: other.id, input: { address: "1 New Road" } }))) as DomainError).code).toBe("not_found");
    const [theirs] = await listSites({ actor: staff, customerId: other.id });
    expect(((await thrown(updateSite({ actor, id: theirs.id, input: { address: "Taken over" } }))) as DomainError).code).toBe("not_found");
    expect(await listSites({ actor: staff, customerId: customer.id })).toHaveLength(1);
  });
});

describe("records at a site, and who receives them", () => {
  it("a job names one of its customer's sites, a new one, or none (the first), never another customer's", async () => {
    const customer = await makeCustomer();
    const other = await makeCustomer();
    const [first] = await listSites({ actor: staff, customerId: customer.id });
    const [othersSite] = await listSites({ actor: staff, customerId: other.id });
    const base = { title: "Gully clearance", customerId: customer.id, serviceType: "drain_cleaning" };
    expect((await createJob({ actor: staff, input: base })).siteId).toBe(first.id);
    const made = await createJob({ actor: staff, input: { ...base, siteId: "new", newSiteAddress: "Riverside Cottage, Pangbourne", newSitePostcode: "RG8 7AS" } });
    const sites = await listSites({ actor: staff, customerId: customer.id });
    expect(sites).toHaveLength(2);
    expect(made.siteId).toBe(sites[1].id);
    expect(made.locationAddress).toBe("Riverside Cottage, Pangbourne, RG8 7AS");
    const before = await getDb().select().from(jobs);
    const error = (await thrown(createJob({ actor: staff, input: { ...base, siteId: othersSite.id } }))) as DomainError;
    expect(error.fieldErrors.siteId).toMatch(/this customer's sites/);
    const noAddress = (await thrown(createJob({ actor: staff, input: { ...base, siteId: "new" } }))) as DomainError;
    expect(noAddress.fieldErrors.newSiteAddress).toBeTruthy();
    expect(await getDb().select().from(jobs)).toHaveLength(before.length);
  });

  it("a quote at a landlord's second of three sites shows that site on its record, PDF and e-mail; the invoice goes to the contact flagged for invoices", async () => {
    const smtp = await startSmtpServer();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      await startTestQueue();
      const landlord = await createCustomer({ actor: staff, input: { name: "Harbour Lettings", phone: "0118 496 0900", email: "office@harbour.example.com", address: "1 Castle Street, Reading", postcode: "RG1 7SN" } });
      const site2 = await createSite({ actor: staff, customerId: landlord.id, input: { label: "Flat 2", address: "27 Eldon Road, Reading", postcode: "RG1 4DN", accessNotes: "Tenant works nights: call first" } });
      await createSite({ actor: staff, customerId: landlord.id, input: { address: "31 Northumberland Avenue, Reading", postcode: "RG2 7PX" } });
      await createContact({ actor: staff, customerId: landlord.id, input: { name: "Harbour Accounts", role: "accounts", email: "accounts@harbour.example.com", receivesDocuments: "on" } });
      await createContact({ actor: staff, customerId: landlord.id, input: { name: "Tom Tenant", role: "tenant", email: "tom@tenant.example.com", receivesVisitNotices: "on" } });
      expect(await listSites({ actor: staff, customerId: landlord.id })).toHaveLength(3);

      const quote = await createQuote({ actor: staff, input: { customerId: landlord.id, siteId: site2.id, serviceType: "drain_cleaning", lines, vatRate: "20", validUntil: "2099-01-01" } });
      const record = await getQuote({ actor: staff, id: quote.id });
      expect(record).toMatchObject({ siteId: site2.id, siteLabel: "Flat 2", siteAddress: "27 Eldon Road, Reading", sitePostcode: "RG1 4DN" });
      const pdf = await pdfText((await quotePdf({ actor: staff, id: quote.id }))!.content);
      expect(pdf).toContain("27 Eldon Road, Reading");
      expect(pdf).toContain("RG1 4DN");
      expect(pdf).not.toContain("Northumberland");

      await sendQuote({ actor: staff, id: quote.id });
      const invoice = await createInvoice({ actor: staff, input: { customerId: landlord.id, siteId: site2.id, lines, vatRate: "20", issueDate: "2099-01-01", dueDate: "2099-01-15" } });
      expect((await getInvoice({ actor: staff, id: invoice.id }))!.siteId).toBe(site2.id);
      await sendInvoice({ actor: staff, id: invoice.id });
      await drainQueue();
      const mails = await smtp.waitFor(2);
      for (const mail of mails) {
        // Quotes and invoices go to the contact flagged for them, not the tenant nor the office inbox.
        expect(mail.to).toEqual(["accounts@harbour.example.com"]);
        const text = mimeParts(mail.raw).find((p) => p.contentType.startsWith("text/plain"))!.content.toString("utf8");
        expect(text).toContain("Flat 2: 27 Eldon Road, Reading, RG1 4DN");
        const attached = mimeParts(mail.raw).find((p) => p.contentType.startsWith("application/pdf"))!;
        expect(await pdfText(attached.content)).toContain("27 Eldon Road, Reading");
      }
      const logged = await getDb().select().from(emailLog).where(eq(emailLog.customerId, landlord.id));
      expect(logged.map((e) => e.about).sort()).toEqual([`invoice:${invoice.id}`, `quote:${quote.id}`].sort());
    } finally {
      await smtp.close();
    }
  });

  it("sends to the customer's own address when no contact is flagged, and to nobody without one", async () => {
    const customer = await makeCustomer({ email: "own@example.com" });
    expect(await documentRecipients(getDb(), customer.id)).toEqual([{ name: customer.name, email: "own@example.com" }]);
    const contact = await createContact({ actor: staff, customerId: customer.id, input: { name: "Agent", role: "agent", email: "agent@example.com" } });
    expect((await documentRecipients(getDb(), customer.id)).map((r) => r.email)).toEqual(["own@example.com"]);
    await updateContact({ actor: staff, id: contact.id, input: { name: "Agent", role: "agent", email: "agent@example.com", receivesDocuments: "on" } });
    expect((await documentRecipients(getDb(), customer.id)).map((r) => r.email)).toEqual(["agent@example.com"]);
    await deleteContact({ actor: staff, id: contact.id });
    expect(await getDb().select().from(customerContacts).where(eq(customerContacts.customerId, customer.id))).toHaveLength(0);

    const noEmail = await makeCustomer();
    const quote = await makeQuote({ customerId: noEmail.id, status: "draft", lines: [{}] });
    const error = (await thrown(sendQuote({ actor: staff, id: quote.id }))) as DomainError;
    expect(error.reason).toBe("no_email");
    expect(await getDb().select().from(emailLog).where(eq(emailLog.customerId, noEmail.id))).toHaveLength(0);
  });

  it("migrated data: every job, quote and invoice has a site of its own customer", async () => {
    const mismatched = await getDb().execute(
      `select count(*)::int n from (
         select j.customer_id, s.customer_id sc from jobs j join customer_sites s on s.id = j.site_id
         union all select q.customer_id, s.customer_id from quotes q join customer_sites s on s.id = q.site_id
         union all select i.customer_id, s.customer_id from invoices i join customer_sites s on s.id = i.site_id) x
       where customer_id <> sc` as never,
    );
    expect((mismatched.rows[0] as { n: number }).n).toBe(0);
    expect((await getDb().select().from(customerSites)).length).toBeGreaterThan(0);
  });
});
