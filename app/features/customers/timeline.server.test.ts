import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, chatMessages, customerMerges, emailLog, invoiceItems, user } from "~/db/schema";
import { createCreditNote, issueCreditNote } from "~/features/credit-notes/credit-notes.server";
import { listAuditEntries, recordAudit } from "~/features/audit/audit.server";
import { markInvoicePaid } from "~/features/invoices/invoices.server";
import { acceptQuote, declineQuote, sendQuote } from "~/features/quotes/quotes.server";
import { systemActor, type CustomerActor, type StaffActor } from "~/lib/actor";
import { shiftDay, todayKey } from "~/lib/business-day";
import { type DomainError } from "~/lib/domain-error";
import { makeConversation, makeCustomer, makeEnquiry, makeInvoice, makeJob, makePortalCustomer, makeQuote, makeStaff } from "../../../tests/support/factories";
import { thrown } from "../../../tests/support/test-data";
import { createCustomerRecord } from "./customers.server";
import type { TimelineEntry } from "./timeline";
import { customerTimeline } from "./timeline.server";

const OLD_EMAIL = "h.ashdown@example.com";
const NEW_EMAIL = "helen.okafor@example.com";

let staff: StaffActor;
let portal: CustomerActor;
let customerId: string;
let quoteId: string;
let quoteNumber: string;
let secondQuoteId: string;
let invoiceId: string;
let conversationId: string;
let otherCustomerId: string;

async function everything(id = customerId, kinds?: string) {
  const page = await customerTimeline({ actor: staff, customerId: id, kinds, limit: 100 });
  return page!.entries;
}

const titled = (entries: TimelineEntry[], text: string | RegExp) => entries.filter((e) => (typeof text === "string" ? e.title.includes(text) : text.test(e.title)));

beforeAll(async () => {
  staff = await makeStaff({ name: "Dana Office", email: "dana.office@example.com" });
  const { user: account, customer } = await makePortalCustomer({ name: "Helen Okafor", email: OLD_EMAIL });
  customerId = customer.id;
  portal = { kind: "customer", id: account.id, email: account.email, name: account.name, customerId };

  // A chat that led to a job, and an enquiry.
  conversationId = (await makeConversation()).id;
  await getDb()
    .insert(chatMessages)
    .values([
      { conversationId, role: "user", content: "My drain is blocked at the back of the house" },
      { conversationId, role: "assistant", content: "Sorry to hear that. What is the postcode?" },
    ]);
  await makeJob({ customerId, title: "Blocked drain", conversationId });
  await makeEnquiry({ customerId, service: "drain unblocking", message: "Water coming up in the yard" });

  // A quote sent by e-mail and accepted in the portal; another sent, then declined by the office.
  const validUntil = shiftDay(todayKey(), 30);
  const quote = await makeQuote({ customerId, status: "draft", validUntil, lines: [{ description: "Jetting" }] });
  quoteId = quote.id;
  quoteNumber = quote.quoteNumber;
  await sendQuote({ actor: staff, id: quoteId });
  await acceptQuote({ actor: portal, id: quoteId, input: { signedName: "Helen Okafor", agreeTerms: "on" } });

  // The customer changes their e-mail address; what they did before keeps the old one.
  await getDb().update(user).set({ email: NEW_EMAIL }).where(eq(user.id, portal.id));
  const second = await makeQuote({ customerId, status: "draft", validUntil, lines: [{ description: "Survey" }] });
  secondQuoteId = second.id;
  await sendQuote({ actor: staff, id: secondQuoteId });
  await declineQuote({ actor: portal, id: secondQuoteId, input: {} });

  // An invoice marked paid.
  const invoice = await makeInvoice({ customerId, status: "sent", lines: [{ description: "Jetting", unitPricePence: 12000 }] });
  invoiceId = invoice.id;
  await markInvoicePaid({ actor: staff, id: invoiceId, input: { paidDate: todayKey(), method: "bank_transfer" } });

  // Another customer with records of their own.
  const other = await makeCustomer({ email: "someone.else@example.com" });
  otherCustomerId = other.id;
  const theirQuote = await makeQuote({ customerId: otherCustomerId, status: "draft", validUntil, lines: [{}] });
  await sendQuote({ actor: staff, id: theirQuote.id });
  await makeJob({ customerId: otherCustomerId, title: "Someone else's drain" });
  await makeEnquiry({ customerId: otherCustomerId });
});

describe("customerTimeline", () => {
  it("tells the customer's story newest first, in words, with who did it", async () => {
    const entries = await everything();
    // Newest first, by time then id.
    const keys = entries.map((e) => `${e.at}_${e.id}`);
    expect(keys).toEqual([...keys].sort().reverse());

    const [sent] = titled(entries, `Sent quote ${quoteNumber} to ${OLD_EMAIL}`);
    expect(sent).toMatchObject({ kind: "quote", actor: "Dana Office (dana.office@example.com)", record: `Quote ${quoteNumber}`, href: `/admin/quotes/${quoteId}` });

    const [accepted] = titled(entries, "Accepted by the customer in the portal (signed “Helen Okafor”)");
    expect(accepted).toMatchObject({ kind: "quote", href: `/admin/quotes/${quoteId}` });
    expect(entries.indexOf(accepted)).toBeLessThan(entries.indexOf(sent));

    const [created] = titled(entries, `Created quote ${quoteNumber}`);
    expect(created).toMatchObject({ kind: "quote", href: `/admin/quotes/${quoteId}` });

    const [paid] = titled(entries, /^Payment of £144.00 recorded \(bank transfer\) on \d+ \w+ \d{4}$/);
    expect(paid).toMatchObject({ kind: "payment", detail: "£144.00 received", href: `/admin/invoices/${invoiceId}`, actor: "Dana Office (dana.office@example.com)" });

    const [email] = entries.filter((e) => e.kind === "email" && e.href === `/admin/quotes/${quoteId}`);
    expect(email.title).toMatch(new RegExp(`^E-mail “.*${quoteNumber}.*” to ${OLD_EMAIL.replace(".", "\\.")}$`));
    expect(email.detail).toBe("Waiting to be sent");

    const [chat] = entries.filter((e) => e.kind === "chat");
    expect(chat).toMatchObject({ title: "Chat with the assistant", detail: "“My drain is blocked at the back of the house”", href: `/admin/chats/${conversationId}` });

    const [enquiry] = entries.filter((e) => e.kind === "enquiry");
    expect(enquiry).toMatchObject({ title: "Enquiry from the contact form: drain unblocking", detail: "“Water coming up in the yard”" });

    const [job] = entries.filter((e) => e.kind === "job");
    expect(job).toMatchObject({ title: "Created job “Blocked drain”", record: "Job “Blocked drain”" });
    expect(job.href).toMatch(/^\/admin\/jobs\/[0-9a-f-]{36}$/);

    // Every kind is there, and each entry once.
    expect(new Set(entries.map((e) => e.kind))).toEqual(new Set(["job", "quote", "invoice", "payment", "email", "chat", "enquiry"]));
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it("keeps the e-mail address the customer had when they did something", async () => {
    const entries = await everything();
    const [accepted] = titled(entries, "Accepted by the customer");
    expect(accepted.actor).toBe(`Helen Okafor (${OLD_EMAIL})`);
    const [declined] = titled(entries, "Declined by the customer in the portal");
    expect(declined.actor).toBe(`Helen Okafor (${NEW_EMAIL})`);
    // The record's own history says the same.
    const history = await listAuditEntries("quote", quoteId);
    expect(history.find((h) => h.action === "accept")).toMatchObject({ actorEmail: OLD_EMAIL, actorLabel: `Helen Okafor (${OLD_EMAIL})` });
    expect((await listAuditEntries("quote", secondQuoteId)).find((h) => h.action === "decline")).toMatchObject({ actorEmail: NEW_EMAIL });
  });

  it("narrows to the kinds asked for", async () => {
    const quotes = await everything(customerId, "quote");
    expect(quotes.length).toBeGreaterThanOrEqual(6);
    expect(quotes.every((e) => e.kind === "quote")).toBe(true);

    const money = await everything(customerId, "invoice");
    expect(new Set(money.map((e) => e.kind))).toEqual(new Set(["invoice", "payment"]));
    const payments = await everything(customerId, "payment");
    expect(payments.map((e) => e.kind)).toEqual(["payment"]);

    const emails = await everything(customerId, "email,chat");
    expect(new Set(emails.map((e) => e.kind))).toEqual(new Set(["email", "chat"]));
    expect(emails.filter((e) => e.kind === "email").map((e) => e.href).sort()).toEqual([`/admin/quotes/${quoteId}`, `/admin/quotes/${secondQuoteId}`].sort());

    expect(((await thrown(customerTimeline({ actor: staff, customerId, kinds: "nonsense" }))) as DomainError).code).toBe("invalid");
  });

  it("shows credit notes as their own kind: made, issued, and what they did to the invoice", async () => {
    const { id: creditCustomer } = await makeCustomer({ name: "Colin Creditnote", email: "colin.creditnote@example.com" });
    const invoice = await makeInvoice({ customerId: creditCustomer, status: "sent", lines: [{ description: "Jetting", quantity: "2", unitPricePence: 5000 }] });
    const [item] = await getDb().select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoice.id));
    const note = await createCreditNote({ actor: staff, invoiceId: invoice.id, input: { lines: [{ itemId: item.id, include: "on", quantity: "1" }], reason: "One jetting run not needed", settlement: "balance" } });
    await issueCreditNote({ actor: staff, id: note.id, input: { how: "by_hand" } });

    const credits = await everything(creditCustomer, "credit_note");
    expect(credits.every((e) => e.kind === "credit_note")).toBe(true);
    expect(credits.map((e) => e.record)).toEqual([`Credit note ${note.creditNoteNumber}`, `Credit note ${note.creditNoteNumber}`]);
    expect(credits.every((e) => e.href === `/admin/credit-notes/${note.id}`)).toBe(true);
    expect(titled(credits, /^Created credit note/)).toHaveLength(1);
    expect(credits[0].title).not.toMatch(/^Created/);

    // Among invoices, the credit taken off the balance; never the credit note's own entries.
    const money = await everything(creditCustomer, "invoice");
    expect(money.some((e) => e.kind === "credit_note")).toBe(false);
    expect(titled(money, `Credit note ${note.creditNoteNumber}`)).toHaveLength(1);
    // Everything at once holds both.
    const all = await everything(creditCustomer);
    expect(all.filter((e) => e.kind === "credit_note")).toHaveLength(2);
  });

  it("never shows another customer's records", async () => {
    const mine = await everything();
    const theirs = await everything(otherCustomerId);
    expect(theirs.length).toBeGreaterThan(0);
    const myIds = new Set(mine.map((e) => e.id));
    expect(theirs.some((e) => myIds.has(e.id))).toBe(false);
    expect(mine.some((e) => e.title.includes("someone.else@example.com") || e.title.includes("Someone else's drain"))).toBe(false);
    expect(theirs.some((e) => e.title.includes(OLD_EMAIL))).toBe(false);
  });

  it("is for staff only", async () => {
    expect(await customerTimeline({ actor: portal, customerId })).toBeNull();
    expect(await customerTimeline({ actor: systemActor("test"), customerId })).toBeNull();
    expect(await customerTimeline({ actor: staff, customerId: "not-an-id" })).toBeNull();
  });

  it("pages through every entry once, even when many share one instant", async () => {
    const customer = await makeCustomer();
    const at = new Date("2026-03-02T10:00:00.123456Z");
    // Many entries at one instant (to the microsecond) and others around it, across sources.
    await getDb().insert(auditLog).values(
      Array.from({ length: 23 }, (_, i) => ({ action: "update", entityType: "customer", entityId: customer.id, changes: { phone: { from: String(i), to: String(i + 1) } } })),
    );
    await getDb().execute(sql`update audit_log set created_at = ${at.toISOString()}::timestamptz where entity_id = ${customer.id}`);
    await getDb().execute(sql`update audit_log set created_at = created_at + interval '1 microsecond' where id in (select id from audit_log where entity_id = ${customer.id} limit 3)`);
    for (let i = 0; i < 5; i++) await makeJob({ customerId: customer.id, createdAt: at });
    await getDb().insert(emailLog).values(Array.from({ length: 4 }, (_, i) => ({ to: `x${i}@example.com`, subject: `Note ${i}`, text: "-", customerId: customer.id, createdAt: at })));

    const all = await everything(customer.id);
    expect(all.length).toBe(23 + 5 + 4);
    for (const size of [1, 4, 7]) {
      const seen: string[] = [];
      let before: string | null = null;
      for (let pages = 0; pages < 100; pages++) {
        const page: Awaited<ReturnType<typeof customerTimeline>> = await customerTimeline({ actor: staff, customerId: customer.id, before, limit: size });
        expect(page!.entries.length).toBeLessThanOrEqual(size);
        seen.push(...page!.entries.map((e) => e.id));
        if (!page!.next) break;
        before = page!.next;
      }
      expect(seen).toEqual(all.map((e) => e.id));
    }
    expect(((await thrown(customerTimeline({ actor: staff, customerId: customer.id, before: "yesterday" }))) as DomainError).code).toBe("invalid");
  });

  it("includes the changes to records merged into this one, and says who the product acted for", async () => {
    const kept = await makeCustomer();
    // A record made by the chat (nobody signed in), then merged into `kept`.
    const made = await getDb().transaction((tx) =>
      createCustomerRecord(tx, {
        actor: systemActor("chat"),
        values: { name: "Helen O", phone: "01632 960112", address: "12 Mill Lane" },
        origin: { from: "chat", conversationId },
      }),
    );
    await getDb().insert(customerMerges).values({ mergedId: made.id, keptId: kept.id, mergedByUserId: staff.id });
    await getDb().transaction((tx) => recordAudit(tx, { actorUserId: staff.id, action: "merge", entityType: "customer", entityId: kept.id, changes: { mergedId: made.id, merged: { name: "Helen O" } } }));

    const notes = await everything(kept.id, "note");
    expect(notes.map((n) => n.title)).toEqual(["Merged with Helen O", "Created from a chat booking"]);
    expect(notes[0].actor).toBe("Dana Office (dana.office@example.com)");
    expect(notes[1]).toMatchObject({ actor: "the chat assistant", detail: "On a record since merged into this one" });
  });
});
