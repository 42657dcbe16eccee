import { and, eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { emailLog, invoiceItems, invoices, quotes } from "~/db/schema";
import { getInvoice, invoicePdf } from "~/features/invoices/invoices.server";
import { recordPayment } from "~/features/payments/payments.server";
import type { StaffActor } from "~/lib/actor";
import type { DomainError } from "~/lib/domain-error";
import { makeStaff } from "../../../tests/support/factories";
import { twoCustomers } from "../../../tests/support/document-lifecycle";
import { thrown } from "../../../tests/support/test-data";
import { toldByPhone } from "../../../tests/support/answers";
import { depositPence, depositVatPence } from "./deposit";
import { acceptQuote, convertQuoteToInvoice, createQuote, getQuote, quotePdf, sendQuote } from "./quotes.server";

const staff: StaffActor = { kind: "staff", role: "admin", id: "deposit-admin", email: "deposit.office@example.com", name: "Office" };
let customerId: string;
let noEmailCustomerId: string;

async function pdfText(buffer: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** £2,260.75 of work + VAT 20% £452.15 = £2,712.90. */
function quoteInput(overrides: Record<string, unknown> = {}) {
  return {
    customerId,
    serviceType: "drain_repairs",
    lines: [{ description: "Excavate and replace the collapsed section", quantity: "1", unitPrice: "2260.75" }],
    vatRate: "20",
    validUntil: "2099-01-01",
    depositKind: "percent",
    depositPercent: "25",
    ...overrides,
  };
}

async function acceptedQuote(overrides: Record<string, unknown> = {}) {
  const quote = await createQuote({ actor: staff, input: quoteInput(overrides) });
  await sendQuote({ actor: staff, id: quote.id });
  await acceptQuote({ actor: staff, id: quote.id, input: toldByPhone() });
  return quote;
}

async function depositInvoicesOf(quoteId: string) {
  return getDb().select().from(invoices).where(and(eq(invoices.quoteId, quoteId), eq(invoices.kind, "deposit")));
}

beforeAll(async () => {
  await makeStaff({ id: staff.id, email: staff.email });
  ({ customerId, otherCustomerId: noEmailCustomerId } = await twoCustomers(
    staff,
    { name: "Dee Posit", phone: "0118 496 0777", email: "dee.posit@example.com", address: "7 Kennet Side, Newbury" },
    { name: "Noah Mail", phone: "01635 000777", address: "8 Station Road, Thatcham" },
  ));
});

describe("the deposit rule", () => {
  it("rounds a percentage of the total half up to the penny: 25% of £2,712.90 is £678.23", () => {
    expect(depositPence(271290, { depositPercentBp: 2500, depositAmountPence: null })).toBe(67823);
    expect(depositPence(271290, { depositPercentBp: null, depositAmountPence: 50000 })).toBe(50000);
    expect(depositPence(271290, { depositPercentBp: null, depositAmountPence: null })).toBeNull();
    // The quote's VAT in proportion: £452.15 × 678.23 / 2,712.90 = £113.0375 -> £113.04.
    expect(depositVatPence(67823, { vatAmountPence: 45215, totalPence: 271290 })).toBe(11304);
  });
});

describe("the quote form's deposit", () => {
  it("keeps a percentage or an amount, never both", async () => {
    const percent = await createQuote({ actor: staff, input: quoteInput() });
    expect(percent).toMatchObject({ totalPence: 271290, depositPercentBp: 2500, depositAmountPence: null });
    const amount = await createQuote({ actor: staff, input: quoteInput({ depositKind: "amount", depositAmount: "500", depositPercent: "25" }) });
    expect(amount).toMatchObject({ depositPercentBp: null, depositAmountPence: 50000 });
    const none = await createQuote({ actor: staff, input: quoteInput({ depositKind: "none" }) });
    expect(none).toMatchObject({ depositPercentBp: null, depositAmountPence: null });
  });

  it("refuses a percentage outside 1-100 and an amount above the total", async () => {
    for (const depositPercent of ["0", "101", "abc", ""]) {
      const error = (await thrown(createQuote({ actor: staff, input: quoteInput({ depositPercent }) }))) as DomainError;
      expect(error.fieldErrors.depositPercent).toBe("Enter a percentage from 1 to 100");
    }
    const tooMuch = (await thrown(createQuote({ actor: staff, input: quoteInput({ depositKind: "amount", depositAmount: "2712.91" }) }))) as DomainError;
    expect(tooMuch.fieldErrors.depositAmount).toBe("The deposit can be at most the quote's total, £2712.90");
    const exact = await createQuote({ actor: staff, input: quoteInput({ depositKind: "amount", depositAmount: "2,712.90" }) });
    expect(exact.depositAmountPence).toBe(271290);
  });

  it("shows the deposit on the quote's PDF before it is accepted", async () => {
    const quote = await createQuote({ actor: staff, input: quoteInput() });
    await sendQuote({ actor: staff, id: quote.id });
    const text = await pdfText((await quotePdf({ actor: staff, id: quote.id }))!.content);
    expect(text).toContain("Deposit on acceptance: £678.23 (25%)");
  });
});

describe("accepting a quote that asks for a deposit", () => {
  it("raises and e-mails a deposit invoice of 25% (£678.23) carrying the quote's VAT in proportion", async () => {
    const quote = await acceptedQuote();
    const [deposit] = await depositInvoicesOf(quote.id);
    expect(deposit).toMatchObject({ kind: "deposit", status: "sent", sentVia: "email", totalPence: 67823, vatAmountPence: 11304, subtotalPence: 56519, customerId });
    const items = await getDb().select().from(invoiceItems).where(eq(invoiceItems.invoiceId, deposit.id));
    expect(items).toHaveLength(1);
    expect(items[0].description).toBe(`Deposit for quote ${quote.quoteNumber}: 25% of £2,712.90`);
    expect(items[0].lineTotalPence).toBe(56519);
    const mail = await getDb().select().from(emailLog).where(eq(emailLog.to, "dee.posit@example.com"));
    expect(mail.some((m) => m.subject.includes(deposit.invoiceNumber))).toBe(true);
    const shown = await getQuote({ actor: staff, id: quote.id });
    expect(shown!.depositInvoices.map((d) => d.invoiceNumber)).toEqual([deposit.invoiceNumber]);
    // The deposit invoice is not the quote's invoice: the quote can still be invoiced.
    expect(shown!.invoiceId).toBeNull();
    expect(shown!.actions).toContain("convertToInvoice");
  });

  it("raises a fixed deposit as it was set", async () => {
    const quote = await acceptedQuote({ depositKind: "amount", depositAmount: "500" });
    const [deposit] = await depositInvoicesOf(quote.id);
    // £452.15 × 500 / 2,712.90 = £83.33.
    expect(deposit).toMatchObject({ totalPence: 50000, vatAmountPence: 8333, subtotalPence: 41667 });
  });

  it("raises nothing for a quote without a deposit", async () => {
    const quote = await acceptedQuote({ depositKind: "none" });
    expect(await depositInvoicesOf(quote.id)).toHaveLength(0);
  });

  it("never makes two deposit invoices, accepted twice or twice at once", async () => {
    const quote = await acceptedQuote();
    const again = (await thrown(acceptQuote({ actor: staff, id: quote.id, input: toldByPhone() }))) as DomainError;
    expect(again.code).toBe("not_allowed");
    expect(await depositInvoicesOf(quote.id)).toHaveLength(1);

    const racing = await createQuote({ actor: staff, input: quoteInput() });
    await sendQuote({ actor: staff, id: racing.id });
    const results = await Promise.allSettled([acceptQuote({ actor: staff, id: racing.id, input: toldByPhone() }), acceptQuote({ actor: staff, id: racing.id, input: toldByPhone() })]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await depositInvoicesOf(racing.id)).toHaveLength(1);
  });

  it("leaves the deposit invoice a draft when the customer has nobody to e-mail", async () => {
    // Issued without e-mail (marked as sent), then accepted in person.
    const quote = await createQuote({ actor: staff, input: quoteInput({ customerId: noEmailCustomerId }) });
    await getDb().update(quotes).set({ status: "sent", sentAt: new Date() }).where(eq(quotes.id, quote.id));
    await acceptQuote({ actor: staff, id: quote.id, input: toldByPhone() });
    const [deposit] = await depositInvoicesOf(quote.id);
    expect(deposit).toMatchObject({ status: "draft", sentAt: null, totalPence: 67823 });
  });
});

describe("the final invoice", () => {
  it("deducts the deposit paid: a £2,712.90 quote with 25% paid asks for £2,034.67", async () => {
    const quote = await acceptedQuote();
    const [deposit] = await depositInvoicesOf(quote.id);
    const { invoice: paidDeposit } = await recordPayment({ actor: staff, invoiceId: deposit.id, input: { amount: "678.23", paidOn: "2026-01-10", method: "bank_transfer" } });
    expect(paidDeposit.status).toBe("paid");
    const final = await convertQuoteToInvoice({ actor: staff, id: quote.id });
    expect(final).toMatchObject({ kind: "standard", totalPence: 271290, depositsDeductedPence: 67823, balancePence: 203467 });
    const text = await pdfText((await invoicePdf({ actor: staff, id: final.id }))!.content);
    expect(text).toContain(`Less deposit paid (${deposit.invoiceNumber})`);
    expect(text).toContain("-£678.23");
    expect(text).toContain("Balance to pay");
    expect(text).toContain("£2,034.67");
  });

  it("deducts only what was paid when the deposit is not yet paid in full", async () => {
    const quote = await acceptedQuote();
    const [deposit] = await depositInvoicesOf(quote.id);
    await recordPayment({ actor: staff, invoiceId: deposit.id, input: { amount: "200", paidOn: "2026-01-10", method: "cash" } });
    const final = await convertQuoteToInvoice({ actor: staff, id: quote.id });
    expect(final).toMatchObject({ depositsDeductedPence: 20000, balancePence: 251290 });
    const unpaid = await acceptedQuote();
    const nothingPaid = await convertQuoteToInvoice({ actor: staff, id: unpaid.id });
    expect(nothingPaid).toMatchObject({ depositsDeductedPence: 0, balancePence: 271290 });
    const shown = await getInvoice({ actor: staff, id: nothingPaid.id });
    expect(shown!.status).toBe("draft");
  });
});
