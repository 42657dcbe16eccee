import { and, eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, contractOccurrences, contracts, customerSites, emailLog } from "~/db/schema";
import { customerTimeline } from "~/features/customers/timeline.server";
import type { CustomerActor, EngineerActor, StaffActor } from "~/lib/actor";
import { systemActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { getEnv } from "~/lib/env.server";
import { ATTACHMENT_BUILDERS } from "~/runtime/attachments.server";
import { makeContact, makeCustomer, makePriceBookItem, makeStaff, makeUser } from "../../../tests/support/factories";
import { thrown } from "../../../tests/support/test-data";
import { contractPdf } from "./contract-document.server";
import { acceptContract, cancelContract, CONTRACT_PDF_ATTACHMENT, createContract, generateAllContracts, offerContract, setContractStatus, skipOccurrence } from "./contracts.server";
import { CONTRACT_TERMS } from "./contracts.schema";
import { getCustomerContract } from "./portal-contracts.server";

// A contract offered to the customer, its PDF and their acceptance in the portal: who accepted, when
// and from which account is kept, audited (on the customer's timeline) and e-mailed to the office; an
// offered contract starts when accepted. Twice, another's, a cancelled one or bad input is refused and
// changes nothing.

const NOW = new Date("2030-03-04T10:00:00Z"); // Monday 4 March 2030
const TODAY = "2030-03-04";
const SIGNED = { signedName: "Jo Riverside", agreeTerms: "on" };

let office: StaffActor;
let customerId: string;
let me: CustomerActor;
let serviceNames: string[];
let serviceIds: string[];

beforeAll(async () => {
  office = await makeStaff({ name: "Office Offers" });
  customerId = (await makeCustomer({ name: "The Riverside Restaurant", email: "accounts@riverside.example.com", address: "1 River Walk, Newbury", postcode: "RG14 5AA" })).id;
  const account = await makeUser({ name: "Jo Riverside", email: "jo@riverside.example.com" });
  me = { kind: "customer", id: account.id, email: account.email, name: account.name, customerId };
  const items = [await makePriceBookItem({ name: "Grease trap pump-out", unitPricePence: 12000 }), await makePriceBookItem({ name: "Kitchen drain jetting", unitPricePence: 9500 })];
  serviceNames = items.map((i) => i.name);
  serviceIds = items.map((i) => i.id);
});

async function draft(overrides: Record<string, unknown> = {}) {
  return createContract({
    actor: office,
    input: { customerId, title: "Grease trap maintenance", frequency: "quarterly", startDate: TODAY, termMonths: "12", price: "150.00", billing: "per_visit", invoiceMode: "draft", visitStart: "09:00", serviceIds, ...overrides },
  });
}

async function offered(overrides: Record<string, unknown> = {}) {
  const c = await draft(overrides);
  await offerContract({ actor: office, id: c.id, now: NOW });
  return c;
}

const rowOf = async (id: string) => (await getDb().select().from(contracts).where(eq(contracts.id, id)))[0];
const entriesOf = (id: string, action: string) => getDb().select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));
const mailsAbout = (id: string) => getDb().select().from(emailLog).where(eq(emailLog.about, `contract:${id}`));

async function pdfText(content: Buffer) {
  return (await new PDFParse({ data: content }).getText()).text.replace(/\s+/g, " ");
}

/** Everything a refused acceptance could have changed. */
async function state(id: string) {
  const row = await rowOf(id);
  return JSON.stringify({
    row,
    audit: (await getDb().select().from(auditLog).where(eq(auditLog.entityId, id))).length,
    mails: (await mailsAbout(id)).length,
    occurrences: (await getDb().select().from(contractOccurrences).where(eq(contractOccurrences.contractId, id))).length,
  });
}

describe("offering a contract", () => {
  it("makes a draft offered (nothing generated for it), keeps its terms and e-mails the customer the portal link with the PDF", async () => {
    const c = await draft();
    expect(c.terms).toBe(CONTRACT_TERMS);
    const { sentTo } = await offerContract({ actor: office, id: c.id, now: NOW });
    expect(sentTo).toEqual(["accounts@riverside.example.com"]);
    expect(await rowOf(c.id)).toMatchObject({ status: "offered", offeredAt: NOW, acceptedAt: null });
    const [mail] = await mailsAbout(c.id);
    expect(mail).toMatchObject({ to: "accounts@riverside.example.com", subject: "Your maintenance contract to accept: Grease trap maintenance", customerId });
    expect(mail.text).toContain(`/customer/contracts/${c.id}`);
    expect(mail.attachments).toEqual([{ kind: CONTRACT_PDF_ATTACHMENT, id: c.id, filename: "maintenance-contract-2030-03-04.pdf" }]);
    const [entry] = await entriesOf(c.id, "offer_contract");
    expect(entry.changes).toMatchObject({ status: { from: "draft", to: "offered" }, to: ["accounts@riverside.example.com"] });
    expect(entry.customerId).toBe(customerId);
    await generateAllContracts({ now: NOW });
    expect(await getDb().select().from(contractOccurrences).where(eq(contractOccurrences.contractId, c.id))).toEqual([]);
    // The customer sees it, with the form to accept it.
    expect(await getCustomerContract({ actor: me, id: c.id, now: NOW })).toMatchObject({ status: "offered", canAccept: true, acceptance: null, terms: CONTRACT_TERMS });
    // The e-mail's attachment is drawn from the contract.
    const build = ATTACHMENT_BUILDERS.find(([kind]) => kind === CONTRACT_PDF_ATTACHMENT)![1];
    const attachment = await build(c.id);
    expect(attachment.contentType).toBe("application/pdf");
    expect(await pdfText(attachment.content)).toContain("Grease trap maintenance");
  });

  it("only the office offers; a cancelled or accepted contract cannot be offered", async () => {
    const c = await draft();
    expect(((await thrown(offerContract({ actor: me, id: c.id, now: NOW }))) as DomainError).code).toBe("not_allowed");
    await cancelContract({ actor: office, id: c.id, input: { confirmed: "yes" }, now: NOW });
    expect(((await thrown(offerContract({ actor: office, id: c.id, now: NOW }))) as DomainError).code).toBe("conflict");
  });
});

describe("accepting a contract in the portal", () => {
  it("records who accepted, when and from which account; starts the offered contract; audits it on the customer's timeline and tells the office", async () => {
    const c = await offered();
    const after = await acceptContract({ actor: me, id: c.id, input: SIGNED, ip: "203.0.113.9", now: NOW });
    expect(after).toMatchObject({ status: "active", acceptedAt: NOW, acceptedName: "Jo Riverside", acceptedByUserId: me.id, acceptedIp: "203.0.113.9" });
    // Started: its first visit (today) is generated at once, as the office's Activate does.
    const made = await getDb().select().from(contractOccurrences).where(eq(contractOccurrences.contractId, c.id));
    expect(made.map((o) => o.dueDate)).toEqual([TODAY]);
    const [entry] = await entriesOf(c.id, "accept_contract");
    expect(entry).toMatchObject({ actorUserId: me.id, customerId });
    expect(entry.actorLabel).toContain("jo@riverside.example.com");
    expect(entry.changes).toMatchObject({ via: "portal", signedName: "Jo Riverside", ip: "203.0.113.9", status: { from: "offered", to: "active" } });
    const told = (await mailsAbout(c.id)).find((m) => m.to === getEnv().BUSINESS_EMAIL);
    expect(told).toMatchObject({ subject: "Contract accepted: Grease trap maintenance (The Riverside Restaurant)", replyTo: "accounts@riverside.example.com" });
    expect(told!.text).toContain('Signed "Jo Riverside" from the account jo@riverside.example.com, address 203.0.113.9');
    const timeline = await customerTimeline({ actor: office, customerId, kinds: "contract", limit: 100 });
    expect(timeline!.entries.map((e) => e.title)).toContain("Accepted by the customer in the portal (signed “Jo Riverside”); the contract started");
    expect(timeline!.entries.find((e) => e.title.startsWith("Accepted"))).toMatchObject({ kind: "contract", record: "Contract “Grease trap maintenance”", href: `/admin/contracts/${c.id}` });
    // The portal shows it accepted, with no form.
    expect(await getCustomerContract({ actor: me, id: c.id, now: NOW })).toMatchObject({ status: "active", canAccept: false, acceptance: { name: "Jo Riverside", at: NOW } });
  });

  it("a contract the office started before the answer only records the acceptance: its visits and invoices are as they were", async () => {
    const c = await offered({ title: "Started before the answer" });
    await setContractStatus({ actor: office, id: c.id, move: "activate", now: NOW });
    const before = await getDb().select().from(contractOccurrences).where(eq(contractOccurrences.contractId, c.id));
    expect(before).toHaveLength(1);
    const after = await acceptContract({ actor: me, id: c.id, input: SIGNED, now: NOW });
    expect(after).toMatchObject({ status: "active", acceptedName: "Jo Riverside" });
    expect(await getDb().select().from(contractOccurrences).where(eq(contractOccurrences.contractId, c.id))).toEqual(before);
    expect((await entriesOf(c.id, "accept_contract"))[0].changes).not.toHaveProperty("status");
  });

  it("is refused, changing nothing: twice, bad input, another customer's, a cancelled one, a draft, one never offered, the office or an engineer", async () => {
    const refused = async (id: string, run: () => Promise<unknown>) => {
      const before = await state(id);
      const err = (await thrown(run())) as DomainError;
      expect(err).toBeInstanceOf(DomainError);
      expect(err.status).toBeGreaterThanOrEqual(400);
      expect(err.status).toBeLessThan(500);
      expect(await state(id)).toBe(before);
      return err;
    };
    const c = await offered({ title: "Refusals" });

    const blank = await refused(c.id, () => acceptContract({ actor: me, id: c.id, input: { signedName: " \u200b ", agreeTerms: "" }, now: NOW }));
    expect(blank.code).toBe("invalid");
    expect(blank.fieldErrors).toMatchObject({ signedName: "Type your full name to accept", agreeTerms: "Tick to agree to the terms" });
    expect((await refused(c.id, () => acceptContract({ actor: me, id: c.id, input: { signedName: "x".repeat(201), agreeTerms: "on" }, now: NOW }))).code).toBe("invalid");

    const other = (await makeCustomer({ name: "Another Restaurant" })).id;
    const them: CustomerActor = { ...me, id: (await makeUser()).id, customerId: other };
    expect((await refused(c.id, () => acceptContract({ actor: them, id: c.id, input: SIGNED, now: NOW }))).code).toBe("not_found");
    expect((await refused(c.id, () => acceptContract({ actor: me, id: "not-a-uuid", input: SIGNED, now: NOW }))).code).toBe("not_found");
    expect((await refused(c.id, () => acceptContract({ actor: office, id: c.id, input: SIGNED, now: NOW }))).code).toBe("not_allowed");
    const engineer: EngineerActor = { kind: "engineer", id: (await makeUser()).id, email: "e@example.com", name: "Engineer" };
    expect((await refused(c.id, () => acceptContract({ actor: engineer, id: c.id, input: SIGNED, now: NOW }))).code).toBe("not_allowed");
    // A contact of the customer's who does not receive their documents reads it but cannot accept it.
    const contact = await makeContact({ customerId, name: "Site Cook", receivesDocuments: false });
    const cook: CustomerActor = { ...me, id: (await makeUser()).id, contactId: contact.id };
    const site = (await rowOf(c.id)).siteId;
    await getDb().update(customerSites).set({ contactId: contact.id }).where(eq(customerSites.id, site));
    expect((await refused(c.id, () => acceptContract({ actor: cook, id: c.id, input: SIGNED, now: NOW }))).code).toBe("not_allowed");
    await getDb().update(customerSites).set({ contactId: null }).where(eq(customerSites.id, site));

    await acceptContract({ actor: me, id: c.id, input: SIGNED, now: NOW });
    const twice = await refused(c.id, () => acceptContract({ actor: me, id: c.id, input: { ...SIGNED, signedName: "Someone Else" }, now: NOW }));
    expect(twice).toMatchObject({ code: "conflict", reason: "already_accepted" });
    expect(twice.message).toContain("already accepted by Jo Riverside");

    const cancelled = await offered({ title: "Cancelled offer" });
    await cancelContract({ actor: office, id: cancelled.id, input: { confirmed: "yes" }, now: NOW });
    const gone = await refused(cancelled.id, () => acceptContract({ actor: me, id: cancelled.id, input: SIGNED, now: NOW }));
    expect(gone).toMatchObject({ code: "conflict", reason: "not_open" });

    const notOffered = await draft({ title: "A draft" });
    expect((await refused(notOffered.id, () => acceptContract({ actor: me, id: notOffered.id, input: SIGNED, now: NOW }))).code).toBe("not_found");
    await setContractStatus({ actor: office, id: notOffered.id, move: "activate", now: NOW });
    expect(await refused(notOffered.id, () => acceptContract({ actor: me, id: notOffered.id, input: SIGNED, now: NOW }))).toMatchObject({ code: "conflict", reason: "not_offered" });
  });

  it("two acceptances at once: one is kept, the other refused", async () => {
    const c = await offered({ title: "At once" });
    const results = await Promise.allSettled([
      acceptContract({ actor: me, id: c.id, input: { ...SIGNED, signedName: "First Signer" }, now: NOW }),
      acceptContract({ actor: me, id: c.id, input: { ...SIGNED, signedName: "Second Signer" }, now: NOW }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await entriesOf(c.id, "accept_contract")).toHaveLength(1);
    expect((await mailsAbout(c.id)).filter((m) => m.to === getEnv().BUSINESS_EMAIL)).toHaveLength(1);
  });
});

describe("the contract PDF", () => {
  it("holds the parties, services with prices, frequency, term and end, renewal, billing and price, the year's visits, the terms and the acceptance", async () => {
    const c = await offered({ title: "Quarterly grease trap contract" });
    const before = await pdfText((await contractPdf({ actor: office, id: c.id, now: NOW }))!.content);
    for (const expected of [
      "MAINTENANCE CONTRACT",
      "The Riverside Restaurant",
      "1 River Walk, Newbury",
      "Quarterly grease trap contract",
      ...serviceNames,
      "£120.00",
      "£95.00",
      "Quarterly (4 a year)",
      "From 09:00, about 2 hours",
      "Start date 4 March 2030",
      "12 months from 4 March 2030",
      "End date 3 March 2031",
      "Auto-renewal No",
      "Per visit: each visit is invoiced on its day",
      "£150.00 a visit plus VAT at 20% (£30.00): £180.00 a visit with VAT",
      "4 March 2030",
      "4 June 2030",
      "4 September 2030",
      "4 December 2030",
      "give us safe access to the drains",
      "Not yet accepted.",
      `/customer/contracts/${c.id}`,
    ]) {
      expect(before, expected).toContain(expected);
    }
    // The term ends before the fifth visit.
    expect(before).not.toContain("4 March 2031");

    await acceptContract({ actor: me, id: c.id, input: SIGNED, now: NOW });
    const pdf = await contractPdf({ actor: me, id: c.id, now: NOW });
    expect(pdf!.filename).toBe("maintenance-contract-2030-03-04.pdf");
    const after = await pdfText(pdf!.content);
    expect(after).toContain("Accepted by Jo Riverside on 4 Mar 2030, 10:00, in the customer portal.");
    expect(after).not.toContain("Not yet accepted");
  });

  it("yearly billing shows the year's price; a contract that renews itself has no end date", async () => {
    const c = await offered({ title: "Yearly billed", billing: "yearly", autoRenew: "on", frequency: "monthly" });
    const text = await pdfText((await contractPdf({ actor: office, id: c.id, now: NOW }))!.content);
    expect(text).toContain("Yearly, in advance");
    expect(text).toContain("£1,800.00 plus VAT (12 visits), £2,160.00 with VAT");
    expect(text).toContain("None: it renews itself at the end of each term");
    expect(text).toContain("Auto-renewal Yes");
  });

  it("for the office and the e-mail of the offer any contract; for a customer their own, never a draft; for an engineer nothing", async () => {
    const c = await offered({ title: "Who may read it" });
    const hidden = await draft({ title: "Not offered yet" });
    expect(await contractPdf({ actor: office, id: hidden.id, now: NOW })).not.toBeNull();
    expect(await contractPdf({ actor: systemActor("contract e-mail"), id: c.id, now: NOW })).not.toBeNull();
    expect(await contractPdf({ actor: me, id: c.id, now: NOW })).not.toBeNull();
    expect(await contractPdf({ actor: me, id: hidden.id, now: NOW })).toBeNull();
    const other: CustomerActor = { ...me, customerId: (await makeCustomer()).id };
    expect(await contractPdf({ actor: other, id: c.id, now: NOW })).toBeNull();
    const engineer: EngineerActor = { kind: "engineer", id: (await makeUser()).id, email: "e2@example.com", name: "Engineer" };
    expect(await contractPdf({ actor: engineer, id: c.id, now: NOW })).toBeNull();
    expect(await contractPdf({ actor: office, id: "not-a-uuid", now: NOW })).toBeNull();
  });

  it("marks a skipped visit, and a cancelled contract has none to come", async () => {
    const c = await offered({ title: "Skipped and cancelled", frequency: "monthly" });
    await acceptContract({ actor: me, id: c.id, input: SIGNED, now: NOW });
    const april = (await getDb().select().from(contractOccurrences).where(eq(contractOccurrences.contractId, c.id))).find((o) => o.dueDate === "2030-04-04")!;
    await skipOccurrence({ actor: office, contractId: c.id, occurrenceId: april.id, input: { confirmed: "yes" } });
    const running = await pdfText((await contractPdf({ actor: office, id: c.id, now: NOW }))!.content);
    expect(running).toMatch(/4 April 2030 Skipped/);
    expect(running).toContain("4 May 2030");
    await cancelContract({ actor: office, id: c.id, input: { confirmed: "yes" }, now: NOW });
    const text = await pdfText((await contractPdf({ actor: office, id: c.id, now: NOW }))!.content);
    expect(text).toContain("None: the contract is cancelled.");
    expect(text).toContain("Accepted by Jo Riverside");
  });
});
