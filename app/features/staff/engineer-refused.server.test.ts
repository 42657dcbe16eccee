import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { customers, payments, priceBookItems, userRoles } from "~/db/schema";
import { getCustomer, listCustomers } from "~/features/customers/customer-queries.server";
import { createCustomer } from "~/features/customers/customers.server";
import { listSites } from "~/features/customers/sites.server";
import { getInvoice, listInvoices } from "~/features/invoices/invoices.server";
import { getJob, listJobs } from "~/features/jobs/jobs.server";
import { recordPayment } from "~/features/payments/payments.server";
import { createPriceBookItem, updatePriceBookItem } from "~/features/price-book/price-book.server";
import { getQuote, listQuotes } from "~/features/quotes/quotes.server";
import type { EngineerActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { makeCustomer, makeInvoice, makeJob, makePriceBookItem, makeQuote, makeStaff, makeUser } from "../../../tests/support/factories";

// An engineer is a distinct actor: every domain function written for the office refuses them, even
// where it gives anyone who is not a customer the office's reach.

async function engineer(): Promise<EngineerActor> {
  const row = await makeUser({ name: "Sam Field", email: "sam.field@example.com" });
  await getDb().insert(userRoles).values({ userId: row.id, role: "engineer" });
  return { kind: "engineer", id: row.id, email: row.email, name: row.name };
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error("expected a refusal");
}

describe("an engineer in the office's domain functions", () => {
  it("is refused the customers, jobs, quotes and invoices lists and records, a payment and a price book change; nothing changes", async () => {
    const actor = await engineer();
    const office = await makeStaff();
    const customer = await makeCustomer({ name: "Refused Reach Ltd" });
    const job = await makeJob({ customerId: customer.id });
    const quote = await makeQuote({ customerId: customer.id, status: "sent" });
    const invoice = await makeInvoice({ customerId: customer.id, status: "sent", lines: [{ description: "Jetting", quantity: "1", unitPricePence: 10000 }] });
    const item = await makePriceBookItem({ name: "CCTV survey", unitPricePence: 15000 });

    const attempts: Array<[string, Promise<unknown>]> = [
      ["listCustomers", listCustomers({ actor })],
      ["getCustomer", getCustomer({ actor, id: customer.id })],
      ["createCustomer", createCustomer({ actor, input: { name: "Made By An Engineer", phone: "01635 000000", address: "1 Road" } })],
      ["listSites", listSites({ actor, customerId: customer.id })],
      ["listJobs", listJobs({ actor })],
      ["getJob", getJob({ actor, id: job.id })],
      ["listQuotes", listQuotes({ actor })],
      ["getQuote", getQuote({ actor, id: quote.id })],
      ["listInvoices", listInvoices({ actor })],
      ["getInvoice", getInvoice({ actor, id: invoice.id })],
      ["recordPayment", recordPayment({ actor, invoiceId: invoice.id, input: { amount: "10.00", paidOn: "2026-11-20", method: "cash" } })],
      ["updatePriceBookItem", updatePriceBookItem({ actor, id: item.id, input: { name: "Cheap survey", unitPrice: "1.00", vatRate: "20" } })],
      ["createPriceBookItem", createPriceBookItem({ actor, input: { name: "Engineer's item", unitPrice: "1.00", vatRate: "20" } })],
    ];
    for (const [name, attempt] of attempts) {
      const err = await refusal(attempt);
      expect(err, name).toBeInstanceOf(DomainError);
      expect((err as DomainError).status, name).toBe(403);
    }
    expect(await getDb().select().from(payments).where(eq(payments.invoiceId, invoice.id))).toHaveLength(0);
    expect((await getDb().select().from(priceBookItems).where(eq(priceBookItems.id, item.id)))[0].name).toBe("CCTV survey");
    expect(await getDb().select().from(customers).where(eq(customers.name, "Made By An Engineer"))).toHaveLength(0);

    // The control: the office reaches the same records.
    expect((await listCustomers({ actor: office })).rows.map((r) => r.id)).toContain(customer.id);
    expect((await listInvoices({ actor: office })).rows.map((r) => r.id)).toContain(invoice.id);
    expect((await getJob({ actor: office, id: job.id }))?.id).toBe(job.id);
  });
});
