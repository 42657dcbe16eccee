import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { invoices, quoteItems, quotes } from "~/db/schema";
import { invoiceSchema } from "~/features/invoices/invoices.schema";
import { createInvoice } from "~/features/invoices/invoices.server";
import { quoteSchema } from "~/features/quotes/quotes.schema";
import { createQuote } from "~/features/quotes/quotes.server";
import { fieldErrors } from "~/lib/forms";
import { makeCustomer, makeStaff } from "../../../tests/support/factories";
import { saveDocumentForm, type DocumentFormReply } from "./document-actions.server";
import { MAX_AMOUNT_PENCE } from "./document.schema";

const actor = { kind: "staff", role: "admin", id: "document-actions-test-admin", email: "document.actions@example.com", name: "Office" } as const;
let customerId: string;

beforeAll(async () => {
  await makeStaff({ id: actor.id, email: actor.email });
  customerId = (await makeCustomer({ name: "Money Customer", phone: "01632 960 557", email: "money.customer@example.com", address: "3 Test Road, Newbury RG14 1AA" })).id;
});

type Line = { description: string; quantity: string; unitPrice: string };
const line = (quantity: string, unitPrice: string): Line => ({ description: "Work", quantity, unitPrice });

function quoteForm(lines: Line[], vatRate = "20") {
  const form = new FormData();
  const values: Record<string, string> = { intent: "save", customerId, jobId: "", serviceType: "cctv_survey", description: "", vatRate, validUntil: "2030-01-01", notes: "", terms: "" };
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  lines.forEach((l, i) => {
    form.append(`lines[${i}].description`, l.description);
    form.append(`lines[${i}].quantity`, l.quantity);
    form.append(`lines[${i}].unitPrice`, l.unitPrice);
  });
  return form;
}

function invoiceForm(lines: Line[]) {
  const form = quoteForm(lines);
  for (const key of ["serviceType", "validUntil", "terms", "description"]) form.delete(key);
  form.append("quoteId", "");
  form.append("issueDate", "2026-01-01");
  form.append("dueDate", "2026-01-15");
  return form;
}

/** What an action answered: a Response (redirect), or React Router's `data()` with its status. */
function answered(result: unknown): { status: number; body?: DocumentFormReply } {
  if (result instanceof Response) return { status: result.status };
  const { data, init } = result as { data: DocumentFormReply; init: ResponseInit | null };
  return { status: init?.status ?? 200, body: data };
}

const saveQuote = async (form: FormData) =>
  answered(
    await saveDocumentForm({
      formData: form,
      schema: quoteSchema,
      save: (input) => createQuote({ actor, input }),
      failedTitle: "Failed to create quote",
      success: (quote) => ({ url: `/admin/quotes/${quote.id}`, title: "created" }),
    }),
  );

const saveInvoice = async (form: FormData) =>
  answered(
    await saveDocumentForm({
      formData: form,
      schema: invoiceSchema,
      save: (input) => createInvoice({ actor, input }),
      failedTitle: "Failed to create invoice",
      success: (invoice) => ({ url: `/admin/invoices/${invoice.id}`, title: "created" }),
    }),
  );

const counts = async () => ({ quotes: await getDb().$count(quotes), items: await getDb().$count(quoteItems), invoices: await getDb().$count(invoices) });

describe("money bounds on quotes and invoices", () => {
  it("a line of 10,000 at £100,000 (each within its own limit) is a message on the line's price, and nothing is saved", async () => {
    const before = await counts();
    const res = await saveQuote(quoteForm([line("10000", "100000")]));
    expect(res.status).toBe(400);
    expect(res.body!.result.error).toEqual({ "lines[0].unitPrice": ["A line may come to at most £10,000,000"] });
    const invoice = await saveInvoice(invoiceForm([line("10000", "100000")]));
    expect(invoice.status).toBe(400);
    expect(invoice.body!.result.error).toMatchObject({ "lines[0].unitPrice": ["A line may come to at most £10,000,000"] });
    expect(await counts()).toEqual(before);
  });

  it("a document over £10,000,000 with VAT is a message on the form; one of exactly £10,000,000 is saved", async () => {
    const before = await counts();
    // Three lines of £3,000,000 plus 20% VAT: £10,800,000.
    const over = await saveQuote(quoteForm([line("30", "100000"), line("30", "100000"), line("30", "100000")]));
    expect(over.status).toBe(400);
    expect(over.body!.result.error).toEqual({ "": ["A document may come to at most £10,000,000, VAT included"] });
    expect(await counts()).toEqual(before);

    const exact = await saveQuote(quoteForm([line("100", "100000"), line("100", "-100000"), line("100", "100000")], "0"));
    expect(exact.status).toBe(302);
    const [saved] = await getDb().select().from(quotes);
    expect(saved).toMatchObject({ subtotalPence: MAX_AMOUNT_PENCE, totalPence: MAX_AMOUNT_PENCE });
  });

  it("the schema says the same without a database", () => {
    const base = { customerId: "00000000-0000-4000-8000-000000000000", serviceType: "cctv_survey", vatRate: "20", validUntil: "2030-01-01" };
    const lines = (quantity: string, unitPrice: string) => [{ description: "Work", quantity, unitPrice }];
    const lineOver = quoteSchema.safeParse({ ...base, lines: lines("10000", "100000") });
    expect(lineOver.success ? {} : fieldErrors(lineOver.error)).toEqual({ "lines[0].unitPrice": "A line may come to at most £10,000,000" });
    const negative = quoteSchema.safeParse({ ...base, lines: lines("10000", "-100000") });
    expect(negative.success).toBe(false);
    // £10,000,000 exactly on the line; with VAT the document is over.
    const vat = quoteSchema.safeParse({ ...base, lines: lines("100", "100000") });
    expect(vat.success ? {} : fieldErrors(vat.error)).toEqual({ form: "A document may come to at most £10,000,000, VAT included" });
    expect(quoteSchema.safeParse({ ...base, vatRate: "0", lines: lines("100", "100000") }).success).toBe(true);
  });
});
