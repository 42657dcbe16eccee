import { PDFParse } from "pdf-parse";
import { beforeAll, describe, expect, it } from "vitest";
import { createCustomer } from "~/features/customers/customers.server";
import { createInvoice, invoicePdf, sendInvoice } from "~/features/invoices/invoices.server";
import { createQuote, quotePdf, sendQuote } from "~/features/quotes/quotes.server";
import type { CustomerActor, StaffActor } from "~/lib/actor";
import { makeStaff } from "../../../tests/support/factories";

const staff: StaffActor = { kind: "staff", role: "admin", id: "pdf-admin", email: "pdf.admin@example.com", name: "Office" };
let owner: CustomerActor;
let stranger: CustomerActor;

async function text(pdf: { content: Buffer } | null) {
  expect(pdf).not.toBeNull();
  return (await new PDFParse({ data: pdf!.content }).getText()).text;
}

const lines = [
  { description: "CCTV drain survey with written report", quantity: "1", unitPrice: "195" },
  { description: "Patch liner repair", quantity: "2", unitPrice: "350" },
];

beforeAll(async () => {
  await makeStaff({ id: staff.id, email: staff.email });
  const a = await createCustomer({ actor: staff, input: { name: "Priya Patel", phone: "0118 496 0777", email: "priya@example.com", address: "9 Oxford Road, Reading", postcode: "RG1 7LB" } });
  const b = await createCustomer({ actor: staff, input: { name: "Sam Stranger", phone: "0118 496 0778", email: "sam@example.com", address: "1 Elm Road, Reading" } });
  owner = { kind: "customer", id: "pdf-owner", email: "priya@example.com", name: "Priya Patel", customerId: a.id };
  stranger = { kind: "customer", id: "pdf-stranger", email: "sam@example.com", name: "Sam Stranger", customerId: b.id };
});

describe("quote and invoice PDFs from the records", () => {
  it("a quote's PDF holds its number, the customer, each line and the total; its customer may have it, nobody else", async () => {
    const quote = await createQuote({ actor: staff, input: { customerId: owner.customerId, serviceType: "drain_repairs", lines, vatRate: "20", validUntil: "2099-01-01", terms: "Valid for thirty days." } });
    const content = await text(await quotePdf({ actor: staff, id: quote.id }));
    for (const expected of [quote.quoteNumber, "Priya Patel", "RG1 7LB", lines[0].description, lines[1].description, "£1,074.00", "Valid for thirty days."]) {
      expect(content).toContain(expected);
    }
    // A draft is not the customer's to see yet.
    expect(await quotePdf({ actor: owner, id: quote.id })).toBeNull();
    await sendQuote({ actor: staff, id: quote.id });
    expect((await quotePdf({ actor: owner, id: quote.id }))!.filename).toBe(`${quote.quoteNumber}.pdf`);
    expect(await quotePdf({ actor: stranger, id: quote.id })).toBeNull();
  });

  it("an invoice's PDF holds the payment instructions with its number as the reference", async () => {
    const invoice = await createInvoice({ actor: staff, input: { customerId: owner.customerId, lines, vatRate: "0", issueDate: "2099-01-01", dueDate: "2099-01-15" } });
    await sendInvoice({ actor: staff, id: invoice.id });
    const content = await text(await invoicePdf({ actor: owner, id: invoice.id }));
    for (const expected of [invoice.invoiceNumber, "Priya Patel", lines[0].description, "£895.00", "00-00-00"]) expect(content).toContain(expected);
    expect(content.match(new RegExp(invoice.invoiceNumber, "g"))!.length).toBeGreaterThanOrEqual(2);
    expect(await invoicePdf({ actor: stranger, id: invoice.id })).toBeNull();
  });
});
