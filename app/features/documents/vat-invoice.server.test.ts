import { PDFParse } from "pdf-parse";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { invoiceItems, jobs, quoteItems } from "~/db/schema";
import { createInvoice, getInvoice, invoicePdf, sendInvoice } from "~/features/invoices/invoices.server";
import { acceptQuote, convertQuoteToInvoice, convertQuoteToJob, createQuote, getQuote, quotePdf, sendQuote } from "~/features/quotes/quotes.server";
import { priceBookOptions } from "~/features/price-book/price-book.server";
import { getJob } from "~/features/jobs/jobs.server";
import { jobDocuments } from "~/features/jobs/job-documents.server";
import { insertPayment, recorderOf } from "~/features/payments/payments.server";
import type { StaffActor } from "~/lib/actor";
import { formatPence } from "~/lib/format";
import { type DomainError } from "~/lib/domain-error";
import { makeCustomer, makeJob, makePriceBookItem, makeStaff } from "../../../tests/support/factories";
import { thrown } from "../../../tests/support/test-data";
import { toldByPhone } from "../../../tests/support/answers";
import { emptyLine, priceBookLine } from "./line-form-values";

// Lines at their own VAT rates, a form's untouched line, the UK VAT invoice's PDF, and a job's
// quotes and invoices (one job, a second invoice confirmed).

const staff: StaffActor = { kind: "staff", role: "admin", id: "vat-admin", email: "vat.admin@example.com", name: "Office" };
let customerId: string;

async function pdfText(buffer: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const drainage = { description: "High-pressure jetting of the main run", quantity: "1", unitPrice: "333.33", vatRate: "20" };
const councilFee = { description: "Council road-opening permit (at cost)", quantity: "1", unitPrice: "45.50", vatRate: "0" };
const insulation = { description: "Pipe lagging (energy saving)", quantity: "3", unitPrice: "10.10", vatRate: "5" };

function invoiceInput(overrides: Record<string, unknown> = {}) {
  return { customerId, lines: [drainage], vatRate: "20", issueDate: "2026-11-20", dueDate: "2026-12-04", ...overrides };
}

beforeAll(async () => {
  await makeStaff({ id: staff.id, email: staff.email });
  const customer = await makeCustomer({ name: "Imogen Hartley", email: "imogen.hartley@example.com", address: "3 Oxford Road, Newbury", postcode: "RG14 1PA" });
  customerId = customer.id;
});

describe("lines", () => {
  it("leaves out a line nobody filled in, and still asks for one line", async () => {
    const quote = await createQuote({ actor: staff, input: { customerId, serviceType: "drain_unblocking", vatRate: "20", validUntil: "2099-01-01", lines: [drainage, emptyLine("20")] } });
    const items = await getDb().select().from(quoteItems).where(eq(quoteItems.quoteId, quote.id));
    expect(items.map((i) => i.description)).toEqual([drainage.description]);
    // The form's first, untouched line before a filled one: ignored, the other line's message keeps its index.
    const onlyBlank = (await thrown(createQuote({ actor: staff, input: { customerId, serviceType: "drain_unblocking", vatRate: "20", validUntil: "2099-01-01", lines: [emptyLine("20")] } }))) as DomainError;
    expect(onlyBlank.fieldErrors?.lines).toBe("Add at least one line");
    const badSecond = (await thrown(createQuote({ actor: staff, input: { customerId, serviceType: "drain_unblocking", vatRate: "20", validUntil: "2099-01-01", lines: [emptyLine("20"), { ...drainage, unitPrice: "lots" }] } }))) as DomainError;
    expect(badSecond.fieldErrors?.["lines[1].unitPrice"]).toBe("Enter a price in pounds, such as 95 or 95.50");
  });

  it("prices each line at its own rate: the VAT of each rate rounded once, half up, on that rate's lines", async () => {
    const invoice = await createInvoice({ actor: staff, input: invoiceInput({ lines: [drainage, drainage, insulation, councilFee] }) });
    // 20% of £666.66 = £133.332 -> £133.33 (per line it would be 2 × £66.67 = £133.34);
    // 5% of £30.30 = £1.515 -> £1.52 (half up); 0% of £45.50 = £0.
    expect(invoice).toMatchObject({ subtotalPence: 66666 + 3030 + 4550, vatAmountPence: 13333 + 152, totalPence: 74246 + 13485, vatRateBp: 2000 });
    const items = await getDb().select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoice.id));
    expect(items.map((i) => i.vatRateBp).sort()).toEqual([0, 2000, 2000, 500].sort());
    // A line without a rate of its own takes the document's.
    const plain = await createInvoice({ actor: staff, input: invoiceInput({ vatRate: "5", lines: [{ description: "Survey", quantity: "1", unitPrice: "100" }] }) });
    expect(plain).toMatchObject({ vatAmountPence: 500, totalPence: 10500 });
  });

  it("carries a price-book item's VAT rate into the line it fills", async () => {
    const item = await makePriceBookItem({ name: "Lagging", description: "Pipe lagging per metre", unitPricePence: 1010, vatRateBp: 500 });
    const option = (await priceBookOptions({ actor: staff })).find((o) => o.id === item.id)!;
    const line = priceBookLine(option);
    expect(line).toEqual({ description: "Pipe lagging per metre", quantity: "1", unitPrice: "10.10", vatRate: "5" });
    const quote = await createQuote({ actor: staff, input: { customerId, serviceType: "drain_repairs", vatRate: "20", validUntil: "2099-01-01", lines: [line] } });
    const [stored] = await getDb().select().from(quoteItems).where(eq(quoteItems.quoteId, quote.id));
    expect(stored.vatRateBp).toBe(500);
    expect(quote.vatAmountPence).toBe(51); // 5% of £10.10 = 50.5p -> 51p
  });

  it("refuses a supply date after the issue date", async () => {
    const refusal = (await thrown(createInvoice({ actor: staff, input: invoiceInput({ supplyDate: "2026-11-21" }) }))) as DomainError;
    expect(refusal.fieldErrors?.supplyDate).toBe("The supply date cannot be after the issue date");
    const defaulted = await createInvoice({ actor: staff, input: invoiceInput() });
    expect(defaulted.supplyDate).toBe("2026-11-20");
  });
});

describe("the VAT invoice", () => {
  it("prints the business's VAT and company numbers, registered office, supply date, site, quote and VAT by rate, and no status", async () => {
    const quote = await createQuote({ actor: staff, input: { customerId, serviceType: "drain_repairs", vatRate: "20", validUntil: "2099-01-01", lines: [drainage, councilFee] } });
    await sendQuote({ actor: staff, id: quote.id });
    const quoteText = await pdfText((await quotePdf({ actor: staff, id: quote.id }))!.content);
    expect(quoteText).toContain("VAT registration no. GB 123 4567 89");
    expect(quoteText).toContain("QUOTE");
    expect(quoteText).not.toContain("Status");

    const invoice = await createInvoice({ actor: staff, input: invoiceInput({ quoteId: quote.id, supplyDate: "2026-11-18", lines: [drainage, councilFee] }) });
    const text = await pdfText((await invoicePdf({ actor: staff, id: invoice.id }))!.content);
    expect(text).toContain("VAT INVOICE");
    expect(text).toContain("VAT registration no. GB 123 4567 89");
    expect(text).toContain("Company no. 01234567");
    // The registered office wraps within the header's column.
    expect(text.replace(/\s+/g, " ")).toContain("Registered office: Unit 4, Hambridge Lane, Newbury, RG14 5TH");
    expect(text).toContain("Supply date");
    expect(text).toContain("18 November 2026");
    expect(text).toContain("20 November 2026");
    expect(text).toContain("SITE");
    expect(text).toContain("3 Oxford Road, Newbury");
    expect(text).toContain(`Quote ${quote.quoteNumber}`);
    expect(text).toContain("VAT 20% on £333.33");
    expect(text).toContain("VAT 0% on £45.50");
    expect(text).not.toContain("Status");

    // Part paid: the PDF says what is still due.
    await sendInvoice({ actor: staff, id: invoice.id });
    await getDb().transaction((tx) => insertPayment(tx, { invoiceId: invoice.id, amountPence: 10000, paidOn: "2026-11-20", method: "cash", source: "office", recordedBy: recorderOf(staff) }));
    const partPaid = await pdfText((await invoicePdf({ actor: staff, id: invoice.id }))!.content);
    expect(partPaid).toContain("Balance due");
    expect(partPaid).toContain(formatPence(invoice.totalPence - 10000));
    expect(partPaid).toContain("VAT registration no. GB 123 4567 89");
    expect(partPaid).toContain("3 Oxford Road, Newbury");

    // No VAT charged: an invoice, not a VAT invoice.
    const zero = await createInvoice({ actor: staff, input: invoiceInput({ vatRate: "0", lines: [councilFee] }) });
    const zeroText = await pdfText((await invoicePdf({ actor: staff, id: zero.id }))!.content);
    expect(zeroText).toContain("INVOICE");
    expect(zeroText).not.toContain("VAT INVOICE");
    expect(zeroText).toContain("VAT 0%");
  });
});

describe("a job's quotes and invoices", () => {
  it("keeps the job of a quote made for it: converting the accepted quote moves that job on instead of making another", async () => {
    const job = await makeJob({ customerId, status: "enquiry", title: "Blocked drain at the back" });
    const quote = await createQuote({ actor: staff, input: { customerId, jobId: job.id, serviceType: "drain_unblocking", vatRate: "20", validUntil: "2099-01-01", lines: [drainage] } });
    expect(quote.jobId).toBe(job.id);
    await sendQuote({ actor: staff, id: quote.id });
    await acceptQuote({ actor: staff, id: quote.id, input: toldByPhone() });
    expect((await getQuote({ actor: staff, id: quote.id }))?.actions).toContain("convertToJob");
    const [{ n: before }] = await getDb().select({ n: count() }).from(jobs);
    const converted = await convertQuoteToJob({ actor: staff, id: quote.id });
    const [{ n: after }] = await getDb().select({ n: count() }).from(jobs);
    expect(after).toBe(before);
    expect(converted.id).toBe(job.id);
    // No date yet: quoted (scheduling is for staff); the action is not offered again.
    expect((await getJob({ actor: staff, id: job.id }))?.status).toBe("quoted");
    expect((await getQuote({ actor: staff, id: quote.id }))?.actions).not.toContain("convertToJob");
    expect(((await thrown(convertQuoteToJob({ actor: staff, id: quote.id }))) as DomainError).reason).toBe("already_converted");
  });

  it("moves a job with a date to scheduled", async () => {
    const job = await makeJob({ customerId, status: "enquiry", scheduledDate: new Date("2026-12-02T09:00:00Z") });
    const quote = await createQuote({ actor: staff, input: { customerId, jobId: job.id, serviceType: "drain_unblocking", vatRate: "20", validUntil: "2099-01-01", lines: [drainage] } });
    await sendQuote({ actor: staff, id: quote.id });
    await acceptQuote({ actor: staff, id: quote.id, input: toldByPhone() });
    await convertQuoteToJob({ actor: staff, id: quote.id });
    expect((await getJob({ actor: staff, id: job.id }))?.status).toBe("scheduled");
  });

  it("refuses a second invoice for a job unless confirmed, naming the first; lists the job's documents with its balance", async () => {
    const job = await makeJob({ customerId, status: "scheduled" });
    const quote = await createQuote({ actor: staff, input: { customerId, jobId: job.id, serviceType: "drain_unblocking", vatRate: "20", validUntil: "2099-01-01", lines: [drainage] } });
    await sendQuote({ actor: staff, id: quote.id });
    await acceptQuote({ actor: staff, id: quote.id, input: toldByPhone() });
    const first = await convertQuoteToInvoice({ actor: staff, id: quote.id });
    expect(first.jobId).toBe(job.id);
    await sendInvoice({ actor: staff, id: first.id });

    const refusal = (await thrown(createInvoice({ actor: staff, input: invoiceInput({ jobId: job.id }) }))) as DomainError;
    expect(refusal).toMatchObject({ code: "conflict", reason: "second_invoice" });
    expect(refusal.message).toContain(first.invoiceNumber);
    expect(refusal.fieldErrors?.confirmSecondInvoice).toContain(first.invoiceNumber);
    const second = await createInvoice({ actor: staff, input: invoiceInput({ jobId: job.id, confirmSecondInvoice: "yes" }) });
    expect(second.jobId).toBe(job.id);

    expect((await getInvoice({ actor: staff, id: first.id }))?.status).toBe("sent");
    await getDb().transaction((tx) => insertPayment(tx, { invoiceId: first.id, amountPence: 10000, paidOn: "2026-11-20", method: "bank_transfer", source: "office", recordedBy: recorderOf(staff), now: new Date("2026-11-25T12:00:00Z") }));
    const documents = (await jobDocuments({ actor: staff, jobId: job.id }))!;
    expect(documents.quotes.map((q) => q.quoteNumber)).toEqual([quote.quoteNumber]);
    expect(documents.invoices.map((i) => i.invoiceNumber)).toEqual([first.invoiceNumber, second.invoiceNumber]);
    expect(documents.existingInvoice?.invoiceNumber).toBe(first.invoiceNumber);
    // Paid £100 of the first (sent); the second is a draft, owed nothing yet.
    expect(documents.paidPence).toBe(10000);
    expect(documents.balancePence).toBe(first.totalPence - 10000);
  });
});
