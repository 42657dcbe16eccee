import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drainQueue, startTestQueue } from "../../../tests/support/queue";
import { mimeParts, startSmtpServer } from "../../../tests/support/smtp";
import { makeJob, makePortalCustomer, makePost, makeStaff, makeUser } from "../../../tests/support/factories";
import { thrown } from "../../../tests/support/test-data";
import { toldByPhone } from "../../../tests/support/answers";
import { getDb } from "~/db/client.server";
import { auditLog, blogPosts, customers, emailLog, invoices, jobs, quotes, userRoles } from "~/db/schema";
import { grantAdmin, revokeAdminRole } from "~/features/auth/roles.server";
import { deletePost } from "~/features/blog/blog.server";
import { createCustomer, deleteCustomer } from "~/features/customers/customers.server";
import { cancelInvoice, createInvoice, deleteInvoice, getInvoice, markInvoiceSent, sendInvoice } from "~/features/invoices/invoices.server";
import { createJob, deleteJob, updateJob } from "~/features/jobs/jobs.server";
import { acceptQuote, createQuote, declineQuote, deleteQuote, extendQuote, getQuote, markQuoteSent, previewQuoteEmail, sendQuote } from "~/features/quotes/quotes.server";
import type { StaffActor } from "~/lib/actor";
import { dateToLondonInput, shiftDay, todayKey } from "~/lib/business-day";
import { DomainError } from "~/lib/domain-error";
import { resetEnv } from "~/lib/env.server";
import "~/runtime/attachments.server";

// Customers without an e-mail address served as fully as others: documents marked as sent, answers
// recorded by the office; destructive actions refused without their confirmation; Send previewed
// with a message of one's own; dates that make sense.

let staff: StaffActor;
let noEmailId: string;
let emailId: string;
const lines = [{ description: "Jet and clear soil stack", quantity: "1", unitPrice: "240" }];

beforeAll(async () => {
  staff = await makeStaff({ name: "Sarah Price" });
  noEmailId = (await createCustomer({ actor: staff, input: { name: "Grace Okafor", phone: "01635 550 101", address: "12 Wharf Street, Newbury" } })).id;
  emailId = (await createCustomer({ actor: staff, input: { name: "Tom Reeve", phone: "01635 550 102", email: "tom.reeve@example.com", address: "3 Bath Road, Thatcham" } })).id;
});

afterAll(() => {
  delete process.env.SMTP_URL;
  resetEnv();
});

const quoteFor = (customerId: string, validUntil = "2099-01-01") => createQuote({ actor: staff, input: { customerId, serviceType: "drain_unblocking", lines, vatRate: "20", validUntil } });
const invoiceFor = (customerId: string) => createInvoice({ actor: staff, input: { customerId, lines, vatRate: "20", issueDate: todayKey(), dueDate: shiftDay(todayKey(), 14) } });
const emailCount = async () => (await getDb().select({ id: emailLog.id }).from(emailLog)).length;
const auditsOf = (id: string) => getDb().select().from(auditLog).where(eq(auditLog.entityId, id));
const told = (overrides: Record<string, unknown> = {}) => toldByPhone({ respondedName: "Mrs Okafor", ...overrides });

describe("mark as sent", () => {
  it("marks a quote for a customer without e-mail as sent by hand: status, when and how kept, audited, nothing e-mailed", async () => {
    const quote = await quoteFor(noEmailId);
    const before = await emailCount();
    const sent = await markQuoteSent({ actor: staff, id: quote.id, input: { sentVia: "by_hand" } });
    expect(sent).toMatchObject({ status: "sent", sentVia: "by_hand" });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(await emailCount()).toBe(before);
    expect((await auditsOf(quote.id)).map((e) => e.action)).toContain("mark_sent");
  });

  it("marks an invoice as posted, and refuses a way that is not offered or a second marking", async () => {
    const invoice = await invoiceFor(noEmailId);
    expect(((await thrown(markInvoiceSent({ actor: staff, id: invoice.id, input: { sentVia: "email" } }))) as DomainError).fieldErrors.sentVia).toBeTruthy();
    expect((await getInvoice({ actor: staff, id: invoice.id }))!.status).toBe("draft");
    const before = await emailCount();
    expect(await markInvoiceSent({ actor: staff, id: invoice.id, input: { sentVia: "post" } })).toMatchObject({ status: "sent", sentVia: "post" });
    expect(await emailCount()).toBe(before);
    expect(((await thrown(markInvoiceSent({ actor: staff, id: invoice.id, input: { sentVia: "phone" } }))) as DomainError).code).toBe("not_allowed");
  });

  it("the Send preview of a customer without e-mail says there is nobody to e-mail and points to Mark as sent", async () => {
    const quote = await quoteFor(noEmailId);
    const preview = await previewQuoteEmail({ actor: staff, id: quote.id });
    expect(preview.ok).toBe(false);
    expect(preview.ok ? "" : preview.refusal).toMatch(/Nobody to e-mail.*Mark as sent/);
  });
});

describe("recorded acceptance", () => {
  it("keeps how, who and when an answer given by phone was, and who recorded it", async () => {
    const quote = await quoteFor(noEmailId);
    await markQuoteSent({ actor: staff, id: quote.id, input: { sentVia: "by_hand" } });
    const at = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const accepted = await acceptQuote({ actor: staff, id: quote.id, input: told({ respondedAt: dateToLondonInput(at) }) });
    expect(accepted).toMatchObject({ status: "accepted", responseMethod: "phone", signedName: "Mrs Okafor", respondedVia: "staff", respondedByUserId: staff.id });
    expect(accepted.respondedAt!.getTime()).toBe(at.getTime());
    expect((await getQuote({ actor: staff, id: quote.id }))!.respondedByName).toBe("Sarah Price");
  });

  it("refuses an answer in the future, one without a name, and a decline without its reason, changing nothing", async () => {
    const quote = await quoteFor(noEmailId);
    await markQuoteSent({ actor: staff, id: quote.id, input: { sentVia: "post" } });
    const future = (await thrown(acceptQuote({ actor: staff, id: quote.id, input: told({ respondedAt: dateToLondonInput(new Date(Date.now() + 3 * 3600_000)) }) }))) as DomainError;
    expect(future.fieldErrors.respondedAt).toBe("The answer cannot be in the future");
    expect(((await thrown(acceptQuote({ actor: staff, id: quote.id, input: told({ respondedName: " " }) }))) as DomainError).fieldErrors.respondedName).toBeTruthy();
    expect(((await thrown(declineQuote({ actor: staff, id: quote.id, input: { ...told(), confirmed: "yes" } }))) as DomainError).fieldErrors.reason).toBe("Enter the reason they gave");
    expect((await getQuote({ actor: staff, id: quote.id }))!.status).toBe("sent");
  });
});

describe("destructive actions need their confirmation", () => {
  type Case = { name: string; setUp: () => Promise<{ run: (input: Record<string, unknown>) => Promise<unknown>; state: () => Promise<unknown> }> };
  const cases: Case[] = [
    {
      name: "cancel invoice",
      setUp: async () => {
        const invoice = await invoiceFor(emailId);
        await markInvoiceSent({ actor: staff, id: invoice.id, input: { sentVia: "by_hand" } });
        return { run: (input) => cancelInvoice({ actor: staff, id: invoice.id, input }), state: async () => (await getDb().select().from(invoices).where(eq(invoices.id, invoice.id)))[0]?.status };
      },
    },
    {
      name: "decline",
      setUp: async () => {
        const quote = await quoteFor(emailId);
        await markQuoteSent({ actor: staff, id: quote.id, input: { sentVia: "phone" } });
        return { run: (input) => declineQuote({ actor: staff, id: quote.id, input: { ...told(), reason: "Too dear", ...input } }), state: async () => (await getDb().select().from(quotes).where(eq(quotes.id, quote.id)))[0]?.status };
      },
    },
    {
      name: "delete draft quote",
      setUp: async () => {
        const quote = await quoteFor(emailId);
        return { run: (input) => deleteQuote({ actor: staff, id: quote.id, input }), state: async () => (await getDb().select().from(quotes).where(eq(quotes.id, quote.id))).length };
      },
    },
    {
      name: "delete draft invoice",
      setUp: async () => {
        const invoice = await invoiceFor(emailId);
        return { run: (input) => deleteInvoice({ actor: staff, id: invoice.id, input }), state: async () => (await getDb().select().from(invoices).where(eq(invoices.id, invoice.id))).length };
      },
    },
    {
      name: "delete customer",
      setUp: async () => {
        const customer = await createCustomer({ actor: staff, input: { name: "Brief Visitor", phone: "01635 550 199", address: "1 Lone Lane, Hungerford" } });
        return { run: (input) => deleteCustomer({ actor: staff, id: customer.id, input }), state: async () => (await getDb().select().from(customers).where(eq(customers.id, customer.id))).length };
      },
    },
    {
      name: "delete job",
      setUp: async () => {
        const job = await makeJob({ customerId: emailId });
        return { run: (input) => deleteJob({ actor: staff, id: job.id, input }), state: async () => (await getDb().select().from(jobs).where(eq(jobs.id, job.id))).length };
      },
    },
    {
      name: "delete blog post",
      setUp: async () => {
        const post = await makePost();
        return { run: (input) => deletePost({ actor: staff, id: post.id, input }), state: async () => (await getDb().select().from(blogPosts).where(eq(blogPosts.id, post.id))).length };
      },
    },
    {
      name: "grant admin",
      setUp: async () => {
        const account = await makeUser();
        return { run: (input) => grantAdmin({ actor: staff, userId: account.id, input }), state: async () => (await getDb().select().from(userRoles).where(eq(userRoles.userId, account.id))).length };
      },
    },
    {
      name: "revoke admin",
      setUp: async () => {
        const other = await makeStaff();
        return { run: (input) => revokeAdminRole({ actor: staff, userId: other.id, input }), state: async () => (await getDb().select().from(userRoles).where(eq(userRoles.userId, other.id))).length };
      },
    },
  ];

  for (const { name, setUp } of cases) {
    it(`${name}: refused (400) without confirmed=yes, nothing changed; done with it`, async () => {
      const { run, state } = await setUp();
      const before = await state();
      for (const input of [{}, { confirmed: "no" }, { confirmed: "" }]) {
        const error = (await thrown(run(input))) as DomainError;
        expect(error).toBeInstanceOf(DomainError);
        expect(error.status).toBe(400);
        expect(error.reason).toBe("unconfirmed");
        expect(await state()).toEqual(before);
      }
      await run({ confirmed: "yes" });
      expect(await state()).not.toEqual(before);
    });
  }

  it("never gives a customer's portal account a staff role, with the reason", async () => {
    const { user } = await makePortalCustomer();
    const error = (await thrown(grantAdmin({ actor: staff, userId: user.id, input: { confirmed: "yes" } }))) as DomainError;
    expect(error).toMatchObject({ code: "not_allowed", reason: "customer_account" });
    expect(error.message).toMatch(/customer's portal account/);
    expect(await getDb().select().from(userRoles).where(eq(userRoles.userId, user.id))).toHaveLength(0);
  });
});

describe("send with a message of one's own", () => {
  it("previews the e-mail, then sends it with the edited message above the usual text, through a real SMTP server", async () => {
    const smtp = await startSmtpServer();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      await startTestQueue();
      const invoice = await invoiceFor(emailId);
      const preview = await previewQuoteEmail({ actor: staff, id: (await quoteFor(emailId)).id });
      expect(preview).toMatchObject({ ok: true, to: "tom.reeve@example.com" });
      expect(preview.ok && preview.attachment).toMatch(/^Q-\d+\.pdf$/);
      const tooLong = (await thrown(sendInvoice({ actor: staff, id: invoice.id, input: { message: "x".repeat(2001) } }))) as DomainError;
      expect(tooLong.fieldErrors.message).toBeTruthy();
      expect((await getInvoice({ actor: staff, id: invoice.id }))!.status).toBe("draft");
      const message = "Dear Tom, as promised on the phone <b>today</b>:\nthe invoice for the soil stack.";
      await sendInvoice({ actor: staff, id: invoice.id, input: { message } });
      await drainQueue();
      const [mail] = await smtp.waitFor(1);
      const parts = mimeParts(mail.raw);
      const text = parts.find((p) => p.contentType.startsWith("text/plain"))!.content.toString("utf8");
      expect(text.indexOf("as promised on the phone")).toBeGreaterThanOrEqual(0);
      expect(text.indexOf("as promised on the phone")).toBeLessThan(text.indexOf(invoice.invoiceNumber));
      const html = parts.find((p) => p.contentType.startsWith("text/html"))!.content.toString("utf8");
      expect(html).toContain("&lt;b&gt;today&lt;/b&gt;");
      expect(html).not.toContain("<b>today</b>");
      expect((await getInvoice({ actor: staff, id: invoice.id }))!).toMatchObject({ status: "sent", sentVia: "email" });
    } finally {
      await smtp.close();
    }
  });
});

describe("dates", () => {
  it("refuses to send a quote past its valid-until date, offering to extend it; extended, it keeps its number and goes", async () => {
    const quote = await quoteFor(emailId);
    await getDb().update(quotes).set({ validUntil: "2021-05-01" }).where(eq(quotes.id, quote.id));
    const refused = (await thrown(sendQuote({ actor: staff, id: quote.id }))) as DomainError;
    expect(refused.reason).toBe("validity_passed");
    expect(refused.message).toMatch(/extend it to/);
    expect((await getQuote({ actor: staff, id: quote.id }))!.actions).toContain("extend");
    expect(((await thrown(extendQuote({ actor: staff, id: quote.id, input: { validUntil: "2021-06-01" } }))) as DomainError).code).toBe("invalid");
    const until = shiftDay(todayKey(), 30);
    const extended = await extendQuote({ actor: staff, id: quote.id, input: { validUntil: until } });
    expect(extended).toMatchObject({ validUntil: until, quoteNumber: quote.quoteNumber, status: "draft" });
    expect((await auditsOf(quote.id)).map((e) => e.action)).toContain("extend");
    expect(await sendQuote({ actor: staff, id: quote.id })).toMatchObject({ status: "sent" });
  });

  it("refuses a quote saved with a valid-until date already gone", async () => {
    const error = (await thrown(quoteFor(emailId, "2021-01-01"))) as DomainError;
    expect(error.fieldErrors.validUntil).toBe("The valid-until date cannot be in the past");
  });

  it("refuses a job booked in the past unless confirmed, and asks only when the date changes", async () => {
    const input = { title: "Survey at the old mill", customerId: emailId, serviceType: "cctv_survey", scheduledDate: "2021-03-04T09:00" };
    const error = (await thrown(createJob({ actor: staff, input }))) as DomainError;
    expect(error).toMatchObject({ code: "invalid", reason: "past_date" });
    expect(error.fieldErrors.scheduledDate).toMatch(/in the past/);
    expect(await getDb().select().from(jobs).where(eq(jobs.title, input.title))).toHaveLength(0);
    const job = await createJob({ actor: staff, input: { ...input, confirmPast: "yes" } });
    expect(job.scheduledDate!.toISOString()).toBe("2021-03-04T09:00:00.000Z");
    // Editing something else keeps the past date without asking again.
    expect((await updateJob({ actor: staff, id: job.id, input: { ...input, title: "Survey at the old mill (done)" } })).title).toBe("Survey at the old mill (done)");
  });
});
