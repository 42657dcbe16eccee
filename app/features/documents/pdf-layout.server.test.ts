import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentInstructions } from "~/lib/business.server";
import { resetEnv } from "~/lib/env.server";
import { renderDocumentPdf, type PdfDocument, type PdfLine } from "./pdf-layout.server";

async function readPdf(buffer: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    const text = await parser.getText();
    const info = await parser.getInfo();
    return { text: text.text, pages: text.pages.map((p) => p.text), total: text.total, info: info.info as Record<string, unknown> };
  } finally {
    await parser.destroy();
  }
}

const lines: PdfLine[] = [
  { description: "High-pressure jetting of the kitchen waste run", quantity: "1.00", unitPricePence: 22000, lineTotalPence: 22000 },
  { description: "Patch liner (1 m) over the defective joint", quantity: "2.00", unitPricePence: 29500, lineTotalPence: 59000 },
  { description: "Additional labour (hours)", quantity: "1.5", unitPricePence: 13750, lineTotalPence: 20625 },
];

function invoice(overrides: Partial<PdfDocument> = {}): PdfDocument {
  return {
    kind: "invoice",
    number: "INV-00042",
    status: "sent",
    issueDate: "2026-11-21",
    dueDate: "2026-12-05",
    customer: {
      name: "Margaret Okonkwo",
      address: "14 Kennet Walk\nNewbury",
      postcode: "RG14 5AB",
      email: "margaret@example.com",
      phone: "07700 900123",
    },
    title: "Drain Repair",
    description: "Root ingress at the second joint from the inspection chamber.",
    lines,
    subtotalPence: 102875,
    vatRateBp: 2000,
    vatAmountPence: 20575,
    totalPence: 123450,
    notes: "Side gate code 1942.",
    payment: paymentInstructions("INV-00042"),
    ...overrides,
  };
}

function quote(overrides: Partial<PdfDocument> = {}): PdfDocument {
  return {
    ...invoice(),
    kind: "quote",
    number: "Q-00007",
    status: "sent",
    validUntil: "2026-12-21",
    dueDate: null,
    payment: null,
    terms: "Prices are fixed for 30 days. Work is guaranteed for 12 months.",
    ...overrides,
  };
}

describe("renderDocumentPdf", () => {
  beforeAll(() => {
    process.env.BANK_NAME = "Thames Valley Bank";
    process.env.BANK_SORT_CODE = "401234";
    process.env.BANK_ACCOUNT_NUMBER = "31926819";
    resetEnv();
  });
  afterAll(() => {
    delete process.env.BANK_NAME;
    delete process.env.BANK_SORT_CODE;
    delete process.env.BANK_ACCOUNT_NUMBER;
    resetEnv();
  });

  it("writes an invoice with its number, customer, lines, totals and payment instructions", async () => {
    const buffer = await renderDocumentPdf(invoice());
    expect(buffer.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, total, info } = await readPdf(buffer);
    expect(total).toBe(1);
    expect(text).toContain("INVOICE");
    expect(text).toContain("INV-00042");
    expect(text).toContain("Berkshire Drain Care");
    expect(text).toContain("Margaret Okonkwo");
    expect(text).toContain("RG14 5AB");
    expect(text).toContain("Drain Repair");
    for (const line of lines) expect(text).toContain(line.description);
    expect(text).toMatch(/Subtotal\s+£1,028\.75/);
    expect(text).toMatch(/VAT 20%\s+£205\.75/);
    expect(text).toMatch(/Total\s+£1,234\.50/);
    expect(text).toContain("21 November 2026");
    expect(text).toContain("5 December 2026");
    // Quantities as people write them.
    expect(text).toMatch(/Patch liner \(1 m\) over the defective joint\s+2\s+£295\.00\s+£590\.00/);
    expect(text).toMatch(/Additional labour \(hours\)\s+1\.5\s+£137\.50\s+£206\.25/);
    // How to pay, with the firm's bank details and the invoice number as reference.
    expect(text).toContain("How to pay");
    expect(text).toMatch(/Please pay by bank transfer to Berkshire Drain Care using reference\s+INV-00042/);
    expect(text).toMatch(/Sort code\s+40-12-34/);
    expect(text).toMatch(/Account number\s+31926819/);
    expect(text).toMatch(/Reference\s+INV-00042/);
    expect(text).toContain("Thames Valley Bank");
    expect(text).toContain("Page 1 of 1");
    expect(text).not.toContain("DRAFT");
    expect(info).toMatchObject({ Title: "Invoice INV-00042", Author: "Berkshire Drain Care" });
  });

  it("writes a quote with its validity, terms and how to accept it, and no payment instructions", async () => {
    const { text, info } = await readPdf(await renderDocumentPdf(quote()));
    expect(text).toContain("QUOTE");
    expect(text).toContain("Q-00007");
    expect(text).toContain("Margaret Okonkwo");
    expect(text).toMatch(/Valid until\s+21 December 2026/);
    expect(text).toMatch(/Total\s+£1,234\.50/);
    expect(text).toContain("Terms");
    expect(text).toContain("Prices are fixed for 30 days. Work is guaranteed for 12 months.");
    expect(text).toContain("How to accept");
    expect(text).toContain("http://localhost:3999/customer/quotes");
    expect(text).not.toContain("How to pay");
    expect(text).not.toContain("Sort code");
    expect(info).toMatchObject({ Title: "Quote Q-00007", Author: "Berkshire Drain Care" });
  });

  it("records who accepted a quote and when", async () => {
    const { text } = await readPdf(
      await renderDocumentPdf(
        quote({ status: "accepted", acceptance: { name: "Margaret Okonkwo", acceptedAt: new Date("2026-11-24T09:30:00Z") } }),
      ),
    );
    expect(text).toContain("ACCEPTED");
    expect(text).toContain("Accepted by Margaret Okonkwo on 24 Nov 2026, 09:30.");
    expect(text).not.toContain("How to accept");
  });

  it("marks a draft, a paid and a cancelled invoice; only an unpaid one asks for payment", async () => {
    const draft = await readPdf(await renderDocumentPdf(invoice({ status: "draft" })));
    expect(draft.text).toContain("DRAFT");
    expect(draft.text).toContain("This invoice has not been issued yet");
    expect(draft.text).toContain("How to pay");

    const paid = await readPdf(
      await renderDocumentPdf(invoice({ status: "paid", paidDate: "2026-11-30", paymentMethod: "Bank transfer" })),
    );
    expect(paid.text).toContain("PAID");
    expect(paid.text).toContain("Payment of £1,234.50 received on 30 November 2026 (Bank transfer). Thank you.");
    expect(paid.text).not.toContain("How to pay");

    const cancelled = await readPdf(await renderDocumentPdf(invoice({ status: "cancelled" })));
    expect(cancelled.text).toContain("CANCELLED");
    expect(cancelled.text).toContain("Nothing is payable.");
    expect(cancelled.text).not.toContain("How to pay");

    const overdue = await readPdf(await renderDocumentPdf(invoice({ status: "overdue" })));
    expect(overdue.text).toContain("OVERDUE");
    expect(overdue.text).toContain("Payment was due by 5 December 2026.");
  });

  it("continues a 60-line table over further pages, with its head on each, and numbers the pages", async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      description: `Line item ${i + 1}: rod and jet the run between chambers`,
      quantity: "1",
      unitPricePence: 2000,
      lineTotalPence: 2000,
    }));
    const { text, pages, total } = await readPdf(
      await renderDocumentPdf(
        invoice({ lines: many, subtotalPence: 120000, vatAmountPence: 24000, totalPence: 144000 }),
      ),
    );
    expect(total).toBeGreaterThan(1);
    for (const line of many) expect(text).toContain(line.description);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${total}`);
      if (i > 0) expect(page).toContain("Invoice INV-00042 (continued)");
    });
    // The table head is repeated on every page the table reaches; the totals come once, at the end.
    const withRows = pages.filter((page) => page.includes("Line item "));
    expect(withRows.length).toBeGreaterThan(1);
    for (const page of withRows) expect(page).toMatch(/Description\s+Qty\s+Unit price\s+Amount/);
    expect(text.match(/Total\s+£1,440\.00/g)).toHaveLength(1);
    expect(pages.at(-1)).toMatch(/Total\s+£1,440\.00/);
  });

  it("copes with a 2,000-character word, emoji and characters the font does not have", async () => {
    const word = "B".repeat(2000);
    const { text, total } = await readPdf(
      await renderDocumentPdf(
        invoice({
          customer: { name: "Zoë Łukasz 👷🏽‍♀️ Иван", address: "Flat 2\r\n\t12 Kennet Walk\u2028Newbury\u0007" },
          lines: [{ description: `${word} 🚽🔧 done → “fine”`, quantity: "1", unitPricePence: 102875, lineTotalPence: 102875 }],
          notes: "🙂",
        }),
      ),
    );
    expect(total).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/Total\s+£1,234\.50/);
    expect(text).toContain("Zoë Lukasz ????");
    expect(text).toContain("done -> “fine”");
    // The long word is all there, split over lines of the table.
    expect((text.match(/B{10,}/g) ?? []).join("")).toBe(word);
    // A section with nothing left to show is left out.
    expect(text).not.toContain("Notes");
  });

  it("draws a document with no lines and no optional parts", async () => {
    const { text } = await readPdf(
      await renderDocumentPdf(
        invoice({ lines: [], title: null, description: null, notes: null, payment: null, subtotalPence: 0, vatAmountPence: 0, totalPence: 0 }),
      ),
    );
    expect(text).toContain("No line items.");
    expect(text).toMatch(/Total\s+£0\.00/);
    expect(text).not.toContain("How to pay");
  });
});
