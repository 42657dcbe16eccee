import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drainQueue, startTestQueue } from "../../../tests/support/queue";
import { mimeParts, startSmtpServer } from "../../../tests/support/smtp";
import { makeStaff } from "../../../tests/support/factories";
import { thrown } from "../../../tests/support/test-data";
import { getDb } from "~/db/client.server";
import { emailLog } from "~/db/schema";
import { createCustomer } from "~/features/customers/customers.server";
import { createInvoice, sendInvoice } from "~/features/invoices/invoices.server";
import { createQuote, getQuote, sendQuote } from "~/features/quotes/quotes.server";
import type { StaffActor } from "~/lib/actor";
import { resetEnv } from "~/lib/env.server";
import type { DomainError } from "~/lib/domain-error";
// The attachment builders, as the start-up gives them to the mail worker.
import "~/runtime/attachments.server";

const staff: StaffActor = { kind: "staff", role: "admin", id: "doc-mail-admin", email: "doc.mail@example.com", name: "Office" };
let customerId: string;
let noEmailId: string;
const lines = [{ description: "Emergency callout after 6pm", quantity: "1", unitPrice: "185" }];

beforeAll(async () => {
  await makeStaff({ id: staff.id, email: staff.email });
  customerId = (await createCustomer({ actor: staff, input: { name: "Dana Green", phone: "0118 496 0333", email: "dana.green@example.com", address: "4 Kennet Walk, Newbury" } })).id;
  noEmailId = (await createCustomer({ actor: staff, input: { name: "No Email", phone: "0118 496 0334", address: "5 Kennet Walk, Newbury" } })).id;
});

afterAll(() => {
  delete process.env.SMTP_URL;
  resetEnv();
});

async function pdfText(content: Buffer) {
  return (await new PDFParse({ data: content }).getText()).text;
}

describe("sending quotes and invoices by e-mail", () => {
  it("e-mails the quote's PDF and a link to it in the portal through a real SMTP server, retrying a refused delivery", async () => {
    const smtp = await startSmtpServer({ refuseFirst: 1 });
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      await startTestQueue();
      const quote = await createQuote({ actor: staff, input: { customerId, serviceType: "emergency_callout", lines, vatRate: "20", validUntil: "2099-01-01" } });
      await sendQuote({ actor: staff, id: quote.id });
      await drainQueue({ skipRetryDelays: true });
      const [mail] = await smtp.waitFor(1);
      expect(smtp.refused()).toBe(1);
      expect(mail.to).toEqual(["dana.green@example.com"]);
      expect(mail.raw).toContain(`Subject: Your quote ${quote.quoteNumber}`);
      const parts = mimeParts(mail.raw);
      const text = parts.find((p) => p.contentType.startsWith("text/plain"))!.content.toString("utf8");
      expect(text).toContain(`http://localhost:3999/customer/quotes/${quote.id}`);
      expect(text).toContain("£222.00");
      const pdf = parts.find((p) => p.contentType.startsWith("application/pdf"))!;
      expect(pdf.filename).toBe(`${quote.quoteNumber}.pdf`);
      const content = await pdfText(pdf.content);
      expect(content).toContain(quote.quoteNumber);
      expect(content).toContain("Dana Green");
      expect(content).toContain("£222.00");
      const [row] = await getDb().select().from(emailLog).where(eq(emailLog.to, "dana.green@example.com"));
      expect(row).toMatchObject({ status: "sent", attempts: 2 });
      expect((await getQuote({ actor: staff, id: quote.id }))!.status).toBe("sent");
    } finally {
      await smtp.close();
    }
  });

  it("e-mails the invoice with how to pay and its number as the reference", async () => {
    const smtp = await startSmtpServer();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      await startTestQueue();
      const invoice = await createInvoice({ actor: staff, input: { customerId, lines, vatRate: "20", issueDate: "2099-01-01", dueDate: "2099-01-15" } });
      await sendInvoice({ actor: staff, id: invoice.id });
      await drainQueue();
      const [mail] = await smtp.waitFor(1);
      const parts = mimeParts(mail.raw);
      const text = parts.find((p) => p.contentType.startsWith("text/plain"))!.content.toString("utf8");
      expect(text).toContain(`/customer/invoices/${invoice.id}`);
      expect(text).toContain(invoice.invoiceNumber);
      expect(text).toContain("00-00-00");
      const pdf = parts.find((p) => p.contentType.startsWith("application/pdf"))!;
      expect(await pdfText(pdf.content)).toContain(invoice.invoiceNumber);
    } finally {
      await smtp.close();
    }
  });

  it("refuses to send to a customer without an e-mail address, changing nothing and queueing nothing", async () => {
    const quote = await createQuote({ actor: staff, input: { customerId: noEmailId, serviceType: "emergency_callout", lines, vatRate: "20", validUntil: "2099-01-01" } });
    const before = await getDb().select().from(emailLog);
    const error = (await thrown(sendQuote({ actor: staff, id: quote.id }))) as DomainError;
    expect(error.reason).toBe("no_email");
    expect((await getQuote({ actor: staff, id: quote.id }))!.status).toBe("draft");
    expect(await getDb().select().from(emailLog)).toHaveLength(before.length);
  });
});
