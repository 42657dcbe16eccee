import { describe, expect, it } from "vitest";
import { getBusiness } from "~/lib/business.server";
import { renderEmail } from "./render.server";

const QUOTE_ID = "3f2b8c1e-5d4a-4b6f-9e21-0c7d8a9b1234";
const INVOICE_ID = "8a7b6c5d-1e2f-4a3b-8c9d-0e1f2a3b4c5d";

describe("e-mail templates", () => {
  it("QuoteSentEmail: the customer, the number, the total in pounds, the end date, the portal link and the PDF", async () => {
    const { html, text } = await renderEmail("quoteSent", {
      customerName: "Jane Smith",
      quoteId: QUOTE_ID,
      quoteNumber: "Q-00042",
      totalPence: 123450,
      validUntil: "2026-12-21",
    });
    const link = `http://localhost:3999/customer/quotes/${QUOTE_ID}`;
    expect(text).toContain("Dear Jane Smith,");
    expect(text).toContain("Your quote Q-00042");
    expect(text).toContain("Total (including VAT): £1,234.50");
    expect(text).toContain("Valid until: 21 December 2026");
    expect(text).toContain(`View your quote ${link}`);
    expect(text).toMatch(/attached as a PDF/);
    expect(html).toContain(`href="${link}"`);
    expect(html).toContain("£1,234.50");
  });

  it("QuoteSentEmail without an end date leaves the line out", async () => {
    const { text } = await renderEmail("quoteSent", { customerName: "A", quoteId: QUOTE_ID, quoteNumber: "Q-00001", totalPence: 5000, validUntil: null });
    expect(text).toContain("£50.00");
    expect(text).not.toContain("Valid until");
  });

  it("InvoiceSentEmail: the number, the total, the due date, the portal link and bank transfer with the number as reference", async () => {
    const { html, text } = await renderEmail("invoiceSent", {
      customerName: "Bob Jones",
      invoiceId: INVOICE_ID,
      invoiceNumber: "INV-00007",
      totalPence: 9900,
      dueDate: "2027-01-05",
      bank: { accountName: "Berkshire Drain Care Ltd", sortCode: "12-34-56", accountNumber: "12345678" },
    });
    const link = `http://localhost:3999/customer/invoices/${INVOICE_ID}`;
    expect(text).toContain("Dear Bob Jones,");
    expect(text).toContain("Invoice number: INV-00007");
    expect(text).toContain("Amount due (including VAT): £99.00");
    expect(text).toContain("Due date: 5 January 2027");
    expect(text).toContain("by bank transfer, with the invoice number INV-00007 as the reference");
    expect(text).toContain("Sort code: 12-34-56");
    expect(text).toContain("Account number: 12345678");
    expect(text).toContain("Reference: INV-00007");
    expect(text).toContain(`View your invoice ${link}`);
    expect(html).toContain(`href="${link}"`);
  });

  it("every e-mail carries the business identity", async () => {
    const business = getBusiness();
    const { text } = await renderEmail("signUpAttempt", {});
    expect(text).toContain(business.name);
    expect(text).toContain(business.phone);
    expect(text).toContain(business.email);
    expect(text).toContain(`${business.baseUrl}/auth`);
  });

  it("what a visitor typed is escaped in the HTML and kept, line by line, in the text", async () => {
    const { html, text } = await renderEmail("enquiryNotification", {
      reference: "ref-1",
      name: "Jane Smith",
      firstName: "Jane",
      phone: "01635 123 456",
      email: "jane@example.com",
      service: "Drain Unblocking",
      message: 'Blocked <script>alert("x")</script>\nSecond line',
    });
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
    expect(text).toContain('Blocked <script>alert("x")</script>\nSecond line');
    expect(text).toContain("Phone: 01635 123 456");
  });

  it("the verification e-mail has its link as a button and in full", async () => {
    const url = "http://localhost:3999/api/auth/verify-email?token=abc.def&callbackURL=%2F";
    const { html, text } = await renderEmail("verifyEmail", { url });
    expect(text).toContain(`If the button does not work, open this link: ${url}`);
    expect(html).toContain('href="http://localhost:3999/api/auth/verify-email?token=abc.def&amp;callbackURL=%2F"');
  });

  it("the password reset e-mail has its single-use link and says how long it works", async () => {
    const url = "http://localhost:3999/customer/reset-password?token=Ab12Cd34";
    const { html, text } = await renderEmail("resetPassword", { url, expiresInMinutes: 30 });
    expect(text).toContain("The link below works once, for the next 30 minutes.");
    expect(text).toContain(`If the button does not work, open this link: ${url}`);
    expect(text).toContain("your password has not changed");
    expect(html).toContain(`href="${url}"`);
  });
});
