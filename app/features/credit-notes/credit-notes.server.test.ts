import { eq } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, creditNotes, emailLog, invoices } from "~/db/schema";
import { createInvoice, getInvoice, markOverdueInvoices, sendInvoice } from "~/features/invoices/invoices.server";
import { recordPayment } from "~/features/payments/payments.server";
import type { CustomerActor, StaffActor } from "~/lib/actor";
import type { DomainError } from "~/lib/domain-error";
import { makeStaff } from "../../../tests/support/factories";
import { itNumbersConcurrentCreates, twoCustomers } from "../../../tests/support/document-lifecycle";
import { thrown } from "../../../tests/support/test-data";
import { mergeCustomers } from "~/features/customers/merge.server";
import { createCreditNote, creditNotePdf, creditNotesOfInvoice, getCreditNote, issueCreditNote, listCreditNotes } from "./credit-notes.server";

const staff: StaffActor = { kind: "staff", role: "admin", id: "credit-admin", email: "credit.office@example.com", name: "Office" };
let customerId: string;
let otherCustomerId: string;
let customer: CustomerActor;
let other: CustomerActor;

/** £100 callout + 2 × £50 jetting = £200, VAT £40, total £240. */
async function sentInvoice(forCustomer = () => customerId) {
  const invoice = await createInvoice({
    actor: staff,
    input: {
      customerId: forCustomer(),
      lines: [
        { description: "Callout", quantity: "1", unitPrice: "100" },
        { description: "Jetting", quantity: "2", unitPrice: "50" },
      ],
      vatRate: "20",
      issueDate: "2026-01-01",
      dueDate: "2099-01-15",
    },
  });
  await sendInvoice({ actor: staff, id: invoice.id });
  return (await getInvoice({ actor: staff, id: invoice.id }))!;
}

/** The credit note form's values: `pick` maps a line's description to the quantity credited. */
function creditInput(invoice: Awaited<ReturnType<typeof sentInvoice>>, pick: Record<string, string>, overrides: Record<string, unknown> = {}) {
  return {
    lines: invoice.items.map((item) => ({ itemId: item.id, include: item.description in pick ? "on" : undefined, quantity: pick[item.description] ?? item.quantity })),
    reason: "One jetting visit was not needed",
    settlement: "balance",
    ...overrides,
  };
}

async function invoiceRow(id: string) {
  const [row] = await getDb().select().from(invoices).where(eq(invoices.id, id));
  return row;
}

async function pdfText(buffer: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

beforeAll(async () => {
  await makeStaff({ id: staff.id, email: staff.email });
  ({ customerId, otherCustomerId } = await twoCustomers(
    staff,
    { name: "Cree Ditt", phone: "0118 496 0888", email: "cree.ditt@example.com", address: "9 Bridge Street, Newbury" },
    { name: "Otto Other", phone: "01635 000888", email: "otto.other@example.com", address: "10 Market Place, Hungerford" },
  ));
  customer = { kind: "customer", id: "credit-customer", email: "cree.ditt@example.com", name: "Cree Ditt", customerId };
  other = { kind: "customer", id: "credit-other", email: "otto.other@example.com", name: "Otto Other", customerId: otherCustomerId };
});

describe("a credit note for one line, taken off the balance", () => {
  it("is numbered CN-00001, and issued by e-mail it lowers the balance and the status follows", async () => {
    const invoice = await sentInvoice();
    const draft = await createCreditNote({ actor: staff, invoiceId: invoice.id, input: creditInput(invoice, { Jetting: "1" }) });
    expect(draft).toMatchObject({ creditNoteNumber: "CN-00001", status: "draft", subtotalPence: 5000, vatAmountPence: 1000, totalPence: 6000, settlement: "balance", invoiceId: invoice.id });
    // A draft changes nothing on the invoice.
    expect(await invoiceRow(invoice.id)).toMatchObject({ creditedPence: 0, balancePence: 24000, status: "sent" });

    const issued = await issueCreditNote({ actor: staff, id: draft.id, input: { how: "email" } });
    expect(issued).toMatchObject({ status: "issued", sentVia: "email" });
    expect(await invoiceRow(invoice.id)).toMatchObject({ creditedPence: 6000, balancePence: 18000, status: "partly_paid" });
    const mail = await getDb().select().from(emailLog).where(eq(emailLog.to, "cree.ditt@example.com"));
    const sent = mail.find((m) => m.subject.startsWith("Credit note CN-00001"));
    expect(sent?.attachments).toEqual([{ kind: "credit-note-pdf", id: draft.id, filename: "CN-00001.pdf" }]);

    // Paying the rest makes it paid.
    const { invoice: paid } = await recordPayment({ actor: staff, invoiceId: invoice.id, input: { amount: "180", paidOn: "2026-01-10", method: "cash" } });
    expect(paid).toMatchObject({ status: "paid", balancePence: 0 });

    const text = await pdfText((await creditNotePdf({ actor: staff, id: draft.id }))!.content);
    expect(text).toContain("CREDIT NOTE");
    expect(text).toContain("CN-00001");
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain("£60.00");
  });

  it("takes a partly paid invoice's rest to paid, and an overdue invoice's too", async () => {
    const invoice = await sentInvoice();
    await recordPayment({ actor: staff, invoiceId: invoice.id, input: { amount: "180", paidOn: "2026-01-10", method: "cash" } });
    expect((await invoiceRow(invoice.id)).status).toBe("partly_paid");
    const note = await createCreditNote({ actor: staff, invoiceId: invoice.id, input: creditInput(invoice, { Jetting: "1" }) });
    await issueCreditNote({ actor: staff, id: note.id, input: { how: "by_hand" } });
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "paid", balancePence: 0, creditedPence: 6000 });

    const late = await sentInvoice();
    await getDb().update(invoices).set({ dueDate: "2020-01-01" }).where(eq(invoices.id, late.id));
    await markOverdueInvoices();
    expect((await invoiceRow(late.id)).status).toBe("overdue");
    const whole = await createCreditNote({ actor: staff, invoiceId: late.id, input: creditInput(late, { Callout: "1", Jetting: "2" }) });
    expect(whole.totalPence).toBe(24000);
    await issueCreditNote({ actor: staff, id: whole.id, input: { how: "post" } });
    expect(await invoiceRow(late.id)).toMatchObject({ status: "paid", balancePence: 0, creditedPence: 24000 });
  });
});

describe("what a credit note may not do", () => {
  it("refuses more than the balance, more than is left to credit, or more of a line than it has, changing nothing", async () => {
    const invoice = await sentInvoice();
    await recordPayment({ actor: staff, invoiceId: invoice.id, input: { amount: "240", paidOn: "2026-01-10", method: "cash" } });
    const before = await invoiceRow(invoice.id);
    const notesBefore = await getDb().$count(creditNotes);

    const aboveBalance = (await thrown(createCreditNote({ actor: staff, invoiceId: invoice.id, input: creditInput(invoice, { Callout: "1" }) }))) as DomainError;
    expect(aboveBalance.code).toBe("invalid");
    expect(aboveBalance.message).toContain("The balance of");
    const tooMany = (await thrown(createCreditNote({ actor: staff, invoiceId: invoice.id, input: creditInput(invoice, { Jetting: "3" }) }))) as DomainError;
    expect(tooMany.fieldErrors["lines[1].quantity"]).toBe("Enter a quantity from 0.01 to 2");
    const noLine = (await thrown(createCreditNote({ actor: staff, invoiceId: invoice.id, input: creditInput(invoice, {}) }))) as DomainError;
    expect(noLine.fieldErrors.lines).toBe("Choose at least one line to credit");

    // Refund £180 of the £240: then only £60 is left to credit.
    const refund = await createCreditNote({ actor: staff, invoiceId: invoice.id, input: creditInput(invoice, { Callout: "1", Jetting: "1" }, { settlement: "refund", refundMethod: "bank_transfer", refundedOn: "2026-01-12" }) });
    await issueCreditNote({ actor: staff, id: refund.id, input: { how: "by_hand" } });
    const left = (await thrown(createCreditNote({ actor: staff, invoiceId: invoice.id, input: creditInput(invoice, { Callout: "1" }, { settlement: "refund", refundMethod: "cash", refundedOn: "2026-01-12" }) }))) as DomainError;
    expect(left.message).toBe(`${invoice.invoiceNumber} has £60.00 left to credit; this credit note comes to £120.00.`);

    expect(await getDb().$count(creditNotes)).toBe(notesBefore + 1);
    const after = await invoiceRow(invoice.id);
    expect({ balance: after.balancePence, credited: after.creditedPence, status: after.status, paid: after.paidPence }).toEqual({ balance: before.balancePence, credited: 0, status: "paid", paid: 24000 });
  });

  it("checks again when issuing: two drafts for the whole balance, the second is refused", async () => {
    const invoice = await sentInvoice();
    const first = await createCreditNote({ actor: staff, invoiceId: invoice.id, input: creditInput(invoice, { Callout: "1", Jetting: "2" }) });
    const second = await createCreditNote({ actor: staff, invoiceId: invoice.id, input: creditInput(invoice, { Jetting: "1" }) });
    await issueCreditNote({ actor: staff, id: first.id, input: { how: "by_hand" } });
    const refused = (await thrown(issueCreditNote({ actor: staff, id: second.id, input: { how: "by_hand" } }))) as DomainError;
    expect(refused.code).toBe("invalid");
    expect((await getCreditNote({ actor: staff, id: second.id }))!.status).toBe("draft");
    expect(await invoiceRow(invoice.id)).toMatchObject({ creditedPence: 24000, balancePence: 0, status: "paid" });
  });

  it("refuses a draft or cancelled invoice, a customer, and a refund dated in the future", async () => {
    const invoice = await sentInvoice();
    const byCustomer = (await thrown(createCreditNote({ actor: customer, invoiceId: invoice.id, input: creditInput(invoice, { Jetting: "1" }) }))) as DomainError;
    expect(byCustomer.code).toBe("not_allowed");
    await getDb().update(invoices).set({ status: "cancelled" }).where(eq(invoices.id, invoice.id));
    const cancelled = (await thrown(createCreditNote({ actor: staff, invoiceId: invoice.id, input: creditInput(invoice, { Jetting: "1" }) }))) as DomainError;
    expect(cancelled.code).toBe("not_allowed");
    const paidOne = await sentInvoice();
    await recordPayment({ actor: staff, invoiceId: paidOne.id, input: { amount: "240", paidOn: "2026-01-10", method: "cash" } });
    const future = (await thrown(createCreditNote({ actor: staff, invoiceId: paidOne.id, input: creditInput(paidOne, { Jetting: "1" }, { settlement: "refund", refundMethod: "cash", refundedOn: "2099-01-01" }) }))) as DomainError;
    expect(future.fieldErrors.refundedOn).toBe("The date cannot be after today");
  });
});

describe("a refund", () => {
  it("is recorded with how and when the money went back, leaving the balance and status of a paid invoice as they were", async () => {
    const invoice = await sentInvoice();
    await recordPayment({ actor: staff, invoiceId: invoice.id, input: { amount: "240", paidOn: "2026-01-10", method: "bank_transfer" } });
    const note = await createCreditNote({ actor: staff, invoiceId: invoice.id, input: creditInput(invoice, { Callout: "1" }, { settlement: "refund", refundMethod: "bank_transfer", refundReference: "RF-1", refundedOn: "2026-01-15" }) });
    await issueCreditNote({ actor: staff, id: note.id, input: { how: "email" } });
    expect(await getCreditNote({ actor: staff, id: note.id })).toMatchObject({ status: "issued", settlement: "refund", refundMethod: "bank_transfer", refundReference: "RF-1", refundedOn: "2026-01-15", totalPence: 12000 });
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "paid", balancePence: 0, creditedPence: 0, paidPence: 24000 });
    const entries = await getDb().select().from(auditLog).where(eq(auditLog.entityId, invoice.id));
    const refund = entries.find((e) => e.action === "refund");
    expect(refund?.changes).toMatchObject({ creditNoteNumber: note.creditNoteNumber, amount: "£120.00", method: "Bank transfer", refundedOn: "2026-01-15" });
    expect(refund?.customerId).toBe(customerId);
    const [issuedEntry] = await getDb().select().from(auditLog).where(eq(auditLog.entityId, note.id));
    expect(issuedEntry.customerId).toBe(customerId);
  });
});

describe("who sees a credit note", () => {
  it("shows a customer their own issued credit notes, never a draft nor another customer's", async () => {
    const invoice = await sentInvoice();
    const issued = await createCreditNote({ actor: staff, invoiceId: invoice.id, input: creditInput(invoice, { Jetting: "1" }) });
    await issueCreditNote({ actor: staff, id: issued.id, input: { how: "email" } });
    const draft = await createCreditNote({ actor: staff, invoiceId: invoice.id, input: creditInput(invoice, { Jetting: "1" }) });

    expect((await getCreditNote({ actor: customer, id: issued.id }))?.creditNoteNumber).toBe(issued.creditNoteNumber);
    expect(await getCreditNote({ actor: customer, id: draft.id })).toBeNull();
    expect((await creditNotesOfInvoice({ actor: customer, invoiceId: invoice.id })).map((n) => n.id)).toEqual([issued.id]);
    expect(await creditNotePdf({ actor: customer, id: issued.id })).not.toBeNull();

    expect(await getCreditNote({ actor: other, id: issued.id })).toBeNull();
    expect(await creditNotePdf({ actor: other, id: issued.id })).toBeNull();
    expect(await creditNotesOfInvoice({ actor: other, invoiceId: invoice.id })).toEqual([]);
    expect((await listCreditNotes({ actor: other })).rows).toEqual([]);
    expect((await listCreditNotes({ actor: staff, q: issued.creditNoteNumber })).rows.map((r) => r.id)).toEqual([issued.id]);
  });
});

describe("numbering", () => {
  let invoice: Awaited<ReturnType<typeof sentInvoice>>;
  beforeAll(async () => {
    invoice = await sentInvoice();
  });
  itNumbersConcurrentCreates("credit notes", () => createCreditNote({ actor: staff, invoiceId: invoice.id, input: creditInput(invoice, { Jetting: "1" }) }), (n) => Number(n.creditNoteNumber.slice(3)));
});

describe("merging customers", () => {
  it("moves the merged record's credit notes to the kept one", async () => {
    const { customerId: keepId, otherCustomerId: mergeId } = await twoCustomers(
      staff,
      { name: "Kay Kept", phone: "0118 496 0999", email: "kay.kept@example.com", address: "1 Kept Lane, Newbury" },
      { name: "Kay Kept Again", phone: "0118 496 0998", email: "kay.again@example.com", address: "1 Kept Lane, Newbury" },
    );
    const invoice = await sentInvoice(() => mergeId);
    const note = await createCreditNote({ actor: staff, invoiceId: invoice.id, input: creditInput(invoice, { Jetting: "1" }) });
    const keep = "keep" as const;
    await mergeCustomers({ actor: staff, keepId, mergeId, input: { name: keep, phone: keep, email: keep, postcode: keep, address: keep, isCommercial: keep, notes: keep } });
    const [moved] = await getDb().select({ customerId: creditNotes.customerId }).from(creditNotes).where(eq(creditNotes.id, note.id));
    expect(moved.customerId).toBe(keepId);
  });
});
