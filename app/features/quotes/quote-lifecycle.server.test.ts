import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { quoteItems, quotes } from "~/db/schema";
import { DomainError } from "~/lib/domain-error";
import { getInvoice } from "~/features/invoices/invoices.server";
import { getJob } from "~/features/jobs/jobs.server";
import { systemActor, type CustomerActor, type StaffActor } from "~/lib/actor";
import { QUOTE_STATUSES, type QuoteStatus } from "~/lib/labels";
import { makeQuote, makeStaff, makeUser } from "../../../tests/support/factories";
import { expectSweptOnceEach, itChecksEveryTransition, itNumbersConcurrentCreates, runnersById, twoCustomers } from "../../../tests/support/document-lifecycle";
import { thrown } from "../../../tests/support/test-data";
import { toldByPhone } from "../../../tests/support/answers";
import { quoteMachine, type QuoteAction } from "./quote-status";
import {
  acceptQuote,
  convertQuoteToInvoice,
  convertQuoteToJob,
  createQuote,
  declineQuote,
  deleteQuote,
  duplicateQuote,
  expireQuotes,
  extendQuote,
  markQuoteSent,
  getQuote,
  listQuotes,
  sendQuote,
  updateQuote,
} from "./quotes.server";

const staff: StaffActor = { kind: "staff", role: "admin", id: "quote-life-admin", email: "quote.life@example.com", name: "Office" };
let customerId: string;
let otherCustomerId: string;
let customer: CustomerActor;

const lines = [
  { description: "Unblock drain", quantity: "1", unitPrice: "140" },
  { description: "CCTV survey", quantity: "1", unitPrice: "195.00" },
  { description: "Labour (hours)", quantity: "2.5", unitPrice: "65" },
];

function quoteInput(overrides: Record<string, unknown> = {}) {
  return { customerId, serviceType: "drain_unblocking", lines, vatRate: "20", validUntil: "2099-01-01", ...overrides };
}

beforeAll(async () => {
  await makeStaff({ id: staff.id, email: staff.email });
  await makeUser({ id: "quote-life-customer", name: "Jo Smith", email: "jo.smith@example.com" });
  ({ customerId, otherCustomerId } = await twoCustomers(staff, { name: "Jo Smith", phone: "0118 496 0123", email: "jo.smith@example.com", address: "5 Mill Lane, Theale" }, { name: "Someone Else", phone: "01635 000111", address: "1 High Street, Newbury" }));
  customer = { kind: "customer", id: "quote-life-customer", email: "jo.smith@example.com", name: "Jo Smith", customerId };
});

describe("creating and editing", () => {
  it("prices the lines and totals on the server, whatever the form claimed", async () => {
    const quote = await createQuote({ actor: staff, input: { ...quoteInput(), subtotalPence: 1, totalPence: 1 } });
    // 140 + 195 + 2.5 × 65 = 497.50; VAT 99.50; total 597.00
    expect(quote).toMatchObject({ status: "draft", subtotalPence: 49750, vatAmountPence: 9950, totalPence: 59700, vatRateBp: 2000 });
    expect(quote.quoteNumber).toMatch(/^Q-\d{5,}$/);
    const items = await getDb().select().from(quoteItems).where(eq(quoteItems.quoteId, quote.id)).orderBy(quoteItems.position);
    expect(items.map((i) => [i.description, i.quantity, i.unitPricePence, i.lineTotalPence])).toEqual([
      ["Unblock drain", "1.00", 14000, 14000],
      ["CCTV survey", "1.00", 19500, 19500],
      ["Labour (hours)", "2.50", 6500, 16250],
    ]);
  });

  it("allows 0% VAT", async () => {
    const quote = await createQuote({ actor: staff, input: quoteInput({ vatRate: "0" }) });
    expect(quote).toMatchObject({ subtotalPence: 49750, vatAmountPence: 0, totalPence: 49750 });
  });

  it("refuses bad input with field messages and saves nothing", async () => {
    const before = await listQuotes({ actor: staff });
    const error = (await thrown(
      createQuote({ actor: staff, input: quoteInput({ lines: [{ description: "", quantity: "x", unitPrice: "1.999" }], vatRate: "120" }) }),
    )) as DomainError;
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe("invalid");
    expect(error.fieldErrors).toMatchObject({
      "lines[0].description": "Enter a description",
      "lines[0].quantity": "Enter a quantity such as 1 or 2.5 (up to two decimals)",
      "lines[0].unitPrice": "Enter a price in pounds, such as 95 or 95.50",
      vatRate: "Enter a VAT rate between 0 and 100%",
    });
    expect((await thrown(createQuote({ actor: staff, input: quoteInput({ lines: [] }) })) as DomainError).fieldErrors.lines).toBe("Add at least one line");
    expect((await listQuotes({ actor: staff })).total).toBe(before.total);
  });

  it("refuses a customer that does not exist", async () => {
    const error = (await thrown(createQuote({ actor: staff, input: quoteInput({ customerId: "00000000-0000-4000-8000-000000000000" }) }))) as DomainError;
    expect(error.reason).toBe("customer_not_found");
  });

  it("lets only staff create quotes", async () => {
    expect(((await thrown(createQuote({ actor: customer, input: quoteInput() }))) as DomainError).reason).toBe("forbidden");
    expect(((await thrown(createQuote({ actor: systemActor("test"), input: quoteInput() }))) as DomainError).reason).toBe("forbidden");
  });

  it("edits a draft (lines replaced, totals again) and refuses to edit a sent quote", async () => {
    const quote = await createQuote({ actor: staff, input: quoteInput() });
    const updated = await updateQuote({ actor: staff, id: quote.id, input: quoteInput({ lines: [{ description: "Jetting", quantity: "3", unitPrice: "0.10" }], vatRate: "0" }) });
    expect(updated).toMatchObject({ subtotalPence: 30, totalPence: 30 });
    expect(await getDb().select().from(quoteItems).where(eq(quoteItems.quoteId, quote.id))).toHaveLength(1);
    await sendQuote({ actor: staff, id: quote.id });
    const error = (await thrown(updateQuote({ actor: staff, id: quote.id, input: quoteInput() }))) as DomainError;
    expect(error.code).toBe("not_allowed");
    expect(error.message).toMatch(/Only a draft can be edited/);
    expect((await getQuote({ actor: staff, id: quote.id }))!.totalPence).toBe(30);
  });
});

describe("numbers", () => {
  itNumbersConcurrentCreates("quotes", () => createQuote({ actor: staff, input: quoteInput() }), (q) => Number(q.quoteNumber.slice(2)));
});

/** A quote in each status, made as the product would make it (or, for expired, as the schedule would). */
async function quoteIn(status: QuoteStatus) {
  const quote = await createQuote({ actor: staff, input: quoteInput() });
  if (status === "draft") return quote;
  await sendQuote({ actor: staff, id: quote.id });
  if (status === "accepted") await acceptQuote({ actor: staff, id: quote.id, input: told() });
  if (status === "rejected") await declineQuote({ actor: staff, id: quote.id, input: { ...told(), reason: "Too dear", confirmed: "yes" } });
  if (status === "expired") {
    await getDb().update(quotes).set({ validUntil: "2020-01-01" }).where(eq(quotes.id, quote.id));
    await expireQuotes();
  }
  const now = await getQuote({ actor: staff, id: quote.id });
  expect(now!.status).toBe(status);
  return now!;
}

/** What staff record of an answer given to them: by phone, by Jo Smith, this minute (London's clock). */
const told = toldByPhone;

const ACTIONS: Record<Exclude<QuoteAction, "resend" | "expire">, (id: string) => Promise<unknown>> = {
  edit: (id) => updateQuote({ actor: staff, id, input: quoteInput() }),
  accept: (id) => acceptQuote({ actor: staff, id, input: told() }),
  decline: (id) => declineQuote({ actor: staff, id, input: { ...told(), reason: "Too dear", confirmed: "yes" } }),
  delete: (id) => deleteQuote({ actor: staff, id, input: { confirmed: "yes" } }),
  markSent: (id) => markQuoteSent({ actor: staff, id, input: { sentVia: "by_hand" } }),
  extend: (id) => extendQuote({ actor: staff, id, input: { validUntil: "2099-06-01" } }),
  ...runnersById(staff, { send: sendQuote, convertToJob: convertQuoteToJob, convertToInvoice: convertQuoteToInvoice, duplicate: duplicateQuote }),
};

describe("every transition", () => {
  itChecksEveryTransition({
    noun: "quote",
    statuses: QUOTE_STATUSES,
    actions: ACTIONS,
    // Sending a sent quote again is allowed (it is resent), so it is not a refusal.
    allowed: (action, status) => quoteMachine.can(action, status) || (action === "send" && status === "sent"),
    target: (action) => quoteMachine.target(action),
    documentIn: quoteIn,
    get: (id) => getQuote({ actor: staff, id }),
  });
});

describe("answering", () => {
  it("a customer accepts their sent quote with their typed name, keeping name, time, address and totals", async () => {
    const quote = await quoteIn("sent");
    const at = new Date("2030-06-01T10:00:00Z");
    const accepted = await acceptQuote({ actor: customer, id: quote.id, input: { signedName: "Jo Smith", agreeTerms: "on" }, ip: "203.0.113.9", now: at });
    expect(accepted).toMatchObject({
      status: "accepted",
      signedName: "Jo Smith",
      respondedVia: "portal",
      respondedByUserId: customer.id,
      respondedIp: "203.0.113.9",
      acceptedTotalPence: quote.totalPence,
      acceptedSubtotalPence: quote.subtotalPence,
      acceptedVatAmountPence: quote.vatAmountPence,
    });
    expect(accepted.respondedAt?.toISOString()).toBe(at.toISOString());
  });

  it("a customer must type their name and agree to the terms", async () => {
    const quote = await quoteIn("sent");
    const error = (await thrown(acceptQuote({ actor: customer, id: quote.id, input: { signedName: " " } }))) as DomainError;
    expect(error.fieldErrors).toMatchObject({ signedName: "Type your full name to accept", agreeTerms: "Tick to agree to the terms" });
    expect((await getQuote({ actor: staff, id: quote.id }))!.status).toBe("sent");
  });

  it("staff record an answer on the customer's behalf, marked as such", async () => {
    const quote = await quoteIn("sent");
    const declined = await declineQuote({ actor: staff, id: quote.id, input: { ...told(), reason: "Went with a neighbour's plumber", confirmed: "yes" } });
    expect(declined).toMatchObject({ status: "rejected", respondedVia: "staff", respondedByUserId: staff.id, declineReason: "Went with a neighbour's plumber" });
  });

  it("refuses to accept or decline a quote past its valid-until date", async () => {
    const quote = await quoteIn("sent");
    await getDb().update(quotes).set({ validUntil: "2020-01-01" }).where(eq(quotes.id, quote.id));
    expect(((await thrown(acceptQuote({ actor: customer, id: quote.id, input: { signedName: "Jo Smith", agreeTerms: "on" } }))) as DomainError).reason).toBe("expired");
    expect(((await thrown(declineQuote({ actor: customer, id: quote.id }))) as DomainError).reason).toBe("expired");
  });

  it("a customer never reaches a draft or another customer's quote", async () => {
    const draft = await quoteIn("draft");
    const theirs = await makeQuote({ customerId: otherCustomerId, status: "sent", validUntil: "2099-01-01" });
    expect(await getQuote({ actor: customer, id: draft.id })).toBeNull();
    expect(await getQuote({ actor: customer, id: theirs.id })).toBeNull();
    const listed = await listQuotes({ actor: customer });
    expect(listed.rows.every((r) => r.customerId === customerId && r.status !== "draft")).toBe(true);
    for (const id of [draft.id, theirs.id]) {
      expect(((await thrown(acceptQuote({ actor: customer, id, input: { signedName: "Jo Smith", agreeTerms: "on" } }))) as DomainError).code).toBe("not_found");
    }
    expect((await getDb().select().from(quotes).where(eq(quotes.id, theirs.id)))[0].status).toBe("sent");
  });
});

describe("conversions", () => {
  it("turns an accepted quote into a draft invoice with its lines, once", async () => {
    const quote = await quoteIn("accepted");
    const invoice = await convertQuoteToInvoice({ actor: staff, id: quote.id });
    const full = await getInvoice({ actor: staff, id: invoice.id });
    expect(full).toMatchObject({ status: "draft", quoteId: quote.id, customerId, totalPence: quote.totalPence, vatRateBp: quote.vatRateBp });
    expect(full!.items.map((i) => i.description)).toEqual(lines.map((l) => l.description));
    const again = (await thrown(convertQuoteToInvoice({ actor: staff, id: quote.id }))) as DomainError;
    expect(again.reason).toBe("already_converted");
    expect((await getQuote({ actor: staff, id: quote.id }))!.actions).not.toContain("convertToInvoice");
  });

  it("turns an accepted quote into a job for the same customer, once", async () => {
    const quote = await quoteIn("accepted");
    const job = await convertQuoteToJob({ actor: staff, id: quote.id });
    expect(await getJob({ actor: staff, id: job.id })).toMatchObject({ customerId, serviceType: "drain_unblocking" });
    expect((await getQuote({ actor: staff, id: quote.id }))!.jobId).toBe(job.id);
    expect(((await thrown(convertQuoteToJob({ actor: staff, id: quote.id }))) as DomainError).reason).toBe("already_converted");
  });

  it("duplicates any quote into a new draft with a new number", async () => {
    const quote = await quoteIn("rejected");
    const copy = await duplicateQuote({ actor: staff, id: quote.id });
    expect(copy).toMatchObject({ status: "draft", customerId, totalPence: quote.totalPence });
    expect(copy.quoteNumber).not.toBe(quote.quoteNumber);
  });
});

describe("expiry", () => {
  it("expires sent quotes past valid-until exactly once when two workers run at the same time", async () => {
    const due = await Promise.all([quoteIn("sent"), quoteIn("sent")]);
    const fresh = await quoteIn("sent");
    await expireQuotes(); // anything earlier tests left past its date
    for (const q of due) await getDb().update(quotes).set({ validUntil: "2021-03-01" }).where(eq(quotes.id, q.id));
    await expectSweptOnceEach(due, expireQuotes, (id) => getQuote({ actor: staff, id }), "expired", "expire");
    expect((await getQuote({ actor: staff, id: fresh.id }))!.status).toBe("sent");
    expect(await expireQuotes()).toBe(0);
  });

  it("uses London's date: a quote valid until today is not expired late in the evening", async () => {
    const quote = await quoteIn("sent");
    await getDb().update(quotes).set({ validUntil: "2026-07-01" }).where(eq(quotes.id, quote.id));
    // 23:30 in London on 1 July is 22:30 UTC the same day; 00:30 London on 2 July is 23:30 UTC on 1 July.
    await expireQuotes({ now: new Date("2026-07-01T22:30:00Z") });
    expect((await getQuote({ actor: staff, id: quote.id }))!.status).toBe("sent");
    await expireQuotes({ now: new Date("2026-07-01T23:30:00Z") });
    expect((await getQuote({ actor: staff, id: quote.id }))!.status).toBe("expired");
  });
});
