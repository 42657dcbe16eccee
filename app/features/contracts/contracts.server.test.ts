import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { contractOccurrences, contractRenewalNotices, emailLog, invoices, userRoles, visitEngineers, visits } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import type { CustomerActor } from "~/lib/actor";
import { getCustomerContract, listCustomerContracts } from "./portal-contracts.server";
import { makeCustomer, makeStaff, makeUser } from "../../../tests/support/factories";
import { thrown } from "../../../tests/support/test-data";
import { cancelContract, createContract, currentTermEnd, dueDates, generateAllContracts, generateContract, getContract, sendRenewalNotices, setContractStatus, skipOccurrence } from "./contracts.server";

const NOW = new Date("2030-03-04T10:00:00Z"); // Monday 4 March 2030
const TODAY = "2030-03-04";
let office: Awaited<ReturnType<typeof makeStaff>>;
let customerId: string;
let engineerId: string;

beforeAll(async () => {
  office = await makeStaff({ name: "Office Contracts" });
  customerId = (await makeCustomer({ name: "The Riverside Restaurant", email: "accounts@riverside.example.com" })).id;
  const u = await makeUser({ name: "Sam Contracts" });
  await getDb().insert(userRoles).values({ userId: u.id, role: "engineer" });
  engineerId = u.id;
});

async function contract(overrides: Record<string, unknown> = {}) {
  const c = await createContract({
    actor: office,
    input: { customerId, title: "Grease trap maintenance", frequency: "quarterly", startDate: TODAY, termMonths: "12", price: "150.00", billing: "per_visit", invoiceMode: "draft", usualEngineerId: engineerId, visitStart: "09:00", ...overrides },
  });
  await setContractStatus({ actor: office, id: c.id, move: "activate", now: NOW });
  return c;
}

async function made(contractId: string) {
  const rows = await getDb().select().from(contractOccurrences).where(eq(contractOccurrences.contractId, contractId));
  const visitRows = (await Promise.all(rows.filter((r) => r.visitId).map((r) => getDb().select().from(visits).where(eq(visits.id, r.visitId!))))).flat();
  const invoiceRows = (await Promise.all(rows.filter((r) => r.invoiceId).map((r) => getDb().select().from(invoices).where(eq(invoices.id, r.invoiceId!))))).flat();
  return { occurrences: rows, visits: visitRows, invoices: invoiceRows };
}

describe("due dates", () => {
  it("follow the frequency within the term", () => {
    const c = { startDate: "2030-01-31", frequency: "monthly" as const, intervalWeeks: null, termMonths: 3, autoRenew: false };
    expect(dueDates(c, "2030-01-01", "2030-12-31").map((d) => d.day)).toEqual(["2030-01-31", "2030-02-28", "2030-03-31"]);
    expect(dueDates({ ...c, frequency: "every_n_weeks", intervalWeeks: 6 }, "2030-01-01", "2030-04-30").map((d) => d.day)).toEqual(["2030-01-31", "2030-03-14", "2030-04-25"]);
    expect(dueDates({ ...c, autoRenew: true }, "2030-01-01", "2030-05-31")).toHaveLength(5);
  });
});

describe("generation", () => {
  it("a quarterly contract started today: exactly the visits and invoices of the window, after two runs in parallel and another after a restart", async () => {
    const c = await contract();
    await Promise.all([generateAllContracts({ now: NOW }), generateAllContracts({ now: NOW }), generateContract(c.id, NOW)]);
    await generateAllContracts({ now: NOW });
    const after = await made(c.id);
    // 4 June is 92 days ahead: outside the 90-day window.
    expect(after.occurrences.map((o) => o.dueDate)).toEqual([TODAY]);
    expect(after.visits).toHaveLength(1);
    expect(after.visits[0]).toMatchObject({ day: TODAY, startMinute: 540, tentative: false, status: "scheduled" });
    const assigned = await getDb().select().from(visitEngineers).where(eq(visitEngineers.visitId, after.visits[0].id));
    expect(assigned.map((a) => a.userId)).toEqual([engineerId]);
    expect(after.invoices).toHaveLength(1);
    expect(after.invoices[0]).toMatchObject({ status: "draft", subtotalPence: 15000, customerId });
    // A month later, the window reaches 4 June: one more visit; its invoice waits for its day.
    const later = new Date("2030-04-10T10:00:00Z");
    await Promise.all([generateAllContracts({ now: later }), generateAllContracts({ now: later })]);
    const next = await made(c.id);
    expect(next.occurrences.map((o) => o.dueDate).sort()).toEqual([TODAY, "2030-06-04"]);
    expect(next.visits).toHaveLength(2);
    expect(next.invoices).toHaveLength(1);
  });

  it("billed per period in advance: each period's invoice 14 days before it; skipping one visit moves nothing else", async () => {
    const c = await contract({ title: "Monthly jetting", frequency: "monthly", billing: "per_period_in_advance" });
    await generateAllContracts({ now: NOW });
    let state = await made(c.id);
    expect(state.occurrences.map((o) => o.dueDate).sort()).toEqual([TODAY, "2030-04-04", "2030-05-04"]);
    expect(state.invoices).toHaveLength(1);
    const april = state.occurrences.find((o) => o.dueDate === "2030-04-04")!;
    const untouched = state.visits.filter((v) => v.id !== april.visitId).map((v) => ({ id: v.id, day: v.day, version: v.version }));
    await expect(skipOccurrence({ actor: office, contractId: c.id, occurrenceId: april.id, input: {} })).rejects.toBeInstanceOf(DomainError);
    await skipOccurrence({ actor: office, contractId: c.id, occurrenceId: april.id, input: { confirmed: "yes" } });
    await generateAllContracts({ now: new Date("2030-03-25T10:00:00Z") });
    state = await made(c.id);
    expect(state.occurrences.find((o) => o.id === april.id)).toMatchObject({ skipped: true, invoiced: false });
    expect(state.visits.map((v) => ({ id: v.id, day: v.day, version: v.version })).filter((v) => untouched.some((u) => u.id === v.id))).toEqual(untouched);
    expect(state.visits.some((v) => v.day === "2030-04-04")).toBe(false);
    // 25 March: the window reaches 4 June; April's invoice is not raised (skipped), May's not yet due.
    expect(state.occurrences.map((o) => o.dueDate).sort()).toEqual([TODAY, "2030-04-04", "2030-05-04", "2030-06-04"]);
    expect(state.invoices).toHaveLength(1);
  });

  it("paused: nothing is generated", async () => {
    const c = await contract({ title: "Paused one", frequency: "monthly" });
    await setContractStatus({ actor: office, id: c.id, move: "pause", now: NOW });
    await getDb().delete(contractOccurrences).where(eq(contractOccurrences.contractId, c.id));
    await generateAllContracts({ now: new Date("2030-04-20T10:00:00Z") });
    expect((await made(c.id)).occurrences).toHaveLength(0);
  });
});

describe("cancelContract", () => {
  it("removes future visits and unsent invoices only, and says what will still be invoiced", async () => {
    const c = await contract({ title: "Care home drains", frequency: "monthly", billing: "per_period_in_advance", invoiceMode: "send" });
    await generateAllContracts({ now: new Date("2030-03-25T10:00:00Z") });
    const before = await made(c.id);
    expect(before.visits).toHaveLength(4);
    const sent = before.invoices.filter((i) => i.status === "sent");
    expect(sent).toHaveLength(2);
    // One more, kept as a draft (raised while the contract said "draft").
    await getDb().update(invoices).set({ status: "draft", sentAt: null, sentVia: null }).where(eq(invoices.id, sent[1].id));
    expect(((await thrown(cancelContract({ actor: office, id: c.id, input: {} }))) as DomainError).reason).toBe("unconfirmed");
    const summary = await cancelContract({ actor: office, id: c.id, input: { confirmed: "yes" }, now: new Date("2030-03-25T10:00:00Z") });
    expect(summary.visitsRemoved).toBe(3); // 4 April, 4 May, 4 June; 4 March has happened.
    expect(summary.draftInvoicesRemoved).toBe(1);
    expect(summary.stillInvoiced).toEqual([{ invoiceNumber: sent[0].invoiceNumber, balancePence: sent[0].balancePence }]);
    const after = await made(c.id);
    expect(after.visits.map((v) => v.day)).toEqual([TODAY]);
    expect(after.invoices.map((i) => i.id)).toEqual([sent[0].id]);
    expect((await getContract({ actor: office, id: c.id }))?.contract.status).toBe("cancelled");
    await generateAllContracts({ now: new Date("2030-04-25T10:00:00Z") });
    expect((await made(c.id)).visits).toHaveLength(1);
  });
});

describe("renewal notices", () => {
  const noticesOf = (contractId: string) => getDb().select().from(contractRenewalNotices).where(eq(contractRenewalNotices.contractId, contractId));
  const mailsOf = (contractId: string) => getDb().select().from(emailLog).where(eq(emailLog.about, `contract:${contractId}`));

  it("a contract that renews itself: told once, a month before each term ends, to the customer and the office, whatever runs at once", async () => {
    const c = await contract({ title: "Renewing grease trap contract", autoRenew: "on" });
    expect(currentTermEnd({ startDate: TODAY, termMonths: 12, autoRenew: true }, "2031-03-04")).toBe("2032-03-04");
    await sendRenewalNotices({ now: new Date("2031-01-20T10:00:00Z") });
    expect(await noticesOf(c.id)).toEqual([]);
    const at = new Date("2031-02-10T10:00:00Z");
    await Promise.all([sendRenewalNotices({ now: at }), sendRenewalNotices({ now: at })]);
    await sendRenewalNotices({ now: at });
    expect((await noticesOf(c.id)).map((n) => [n.termEnd, n.renews])).toEqual([["2031-03-04", true]]);
    const mails = await mailsOf(c.id);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.to)).toContain("accounts@riverside.example.com");
    expect(mails.find((m) => m.to !== "accounts@riverside.example.com")?.subject).toBe("Contract renews: Renewing grease trap contract (The Riverside Restaurant)");
    const customerMail = mails.find((m) => m.to === "accounts@riverside.example.com")!;
    expect(customerMail.subject).toBe("Your maintenance contract renews on Tuesday 4 March 2031");
    expect(customerMail.text).toContain("renews itself on Tuesday 4 March 2031 for another 12 months, at £150.00 a visit plus VAT");
    // The next term's notice, a year on.
    await sendRenewalNotices({ now: new Date("2032-02-10T10:00:00Z") });
    expect((await noticesOf(c.id)).map((n) => n.termEnd).sort()).toEqual(["2031-03-04", "2032-03-04"]);
  });

  it("a contract that does not renew: told it ends on its last day, once; nothing after it has ended", async () => {
    const c = await contract({ title: "One-year contract" });
    await sendRenewalNotices({ now: new Date("2031-02-20T10:00:00Z") });
    const [mail] = (await mailsOf(c.id)).filter((m) => m.to === "accounts@riverside.example.com");
    expect(mail.subject).toBe("Your maintenance contract ends on Monday 3 March 2031");
    expect(mail.text).toContain("To carry on with the visits");
    await sendRenewalNotices({ now: new Date("2031-06-01T10:00:00Z") });
    expect(await noticesOf(c.id)).toHaveLength(1);
    expect(currentTermEnd({ startDate: TODAY, termMonths: 12, autoRenew: false }, "2031-06-01")).toBeNull();
  });
});

describe("the customer's view of their contract", () => {
  it("shows their own running contract with its next visit, the visits done and the invoices sent; a draft, another's or a bad id is not found", async () => {
    const c = await contract({ title: "Customer view contract", invoiceMode: "send" });
    await generateContract(c.id, NOW);
    const me: CustomerActor = { kind: "customer", id: "portal-user", email: "accounts@riverside.example.com", name: "Riverside", customerId };
    const seen = await getCustomerContract({ actor: me, id: c.id, now: NOW });
    expect(seen).toMatchObject({ title: "Customer view contract", status: "active", frequency: "quarterly", pricePence: 15000, nextVisit: { day: TODAY, startMinute: 540 } });
    expect(seen!.pastVisits).toEqual([]);
    const rows = await made(c.id);
    // The first visit done: it moves from the next visit to the visits done (with its report).
    await getDb().update(visits).set({ status: "done" }).where(eq(visits.id, rows.visits[0].id));
    const after = await getCustomerContract({ actor: me, id: c.id, now: NOW });
    expect(after!.pastVisits).toEqual([{ visitId: rows.visits[0].id, day: TODAY }]);
    expect(after!.nextVisit?.day).not.toBe(TODAY);
    expect(after!.invoices.map((i) => i.id).sort()).toEqual(rows.invoices.filter((i) => i.status !== "draft" && i.status !== "cancelled").map((i) => i.id).sort());
    expect((await listCustomerContracts({ actor: me })).map((r) => r.id)).toContain(c.id);

    const other = (await makeCustomer({ name: "Another Restaurant" })).id;
    const them: CustomerActor = { ...me, id: "another-portal-user", customerId: other };
    expect(await getCustomerContract({ actor: them, id: c.id, now: NOW })).toBeNull();
    expect(await getCustomerContract({ actor: me, id: "not-a-uuid", now: NOW })).toBeNull();
    const draft = await createContract({
      actor: office,
      input: { customerId, title: "Draft contract", frequency: "yearly", startDate: TODAY, termMonths: "12", price: "90.00", billing: "per_visit", invoiceMode: "draft", visitStart: "09:00" },
    });
    expect(await getCustomerContract({ actor: me, id: draft.id, now: NOW })).toBeNull();
    expect((await listCustomerContracts({ actor: me })).map((r) => r.id)).not.toContain(draft.id);
  });
});
