import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { invoices } from "~/db/schema";
import { type DomainError } from "~/lib/domain-error";
import type { CustomerActor, StaffActor } from "~/lib/actor";
import { INVOICE_STATUSES, type InvoiceStatus } from "~/lib/labels";
import { makeInvoice, makeStaff } from "../../../tests/support/factories";
import { expectSweptOnceEach, itChecksEveryTransition, itNumbersConcurrentCreates, runnersById, twoCustomers } from "../../../tests/support/document-lifecycle";
import { thrown } from "../../../tests/support/test-data";
import { listPayments, recordPayment } from "~/features/payments/payments.server";
import { invoiceMachine, type InvoiceAction } from "./invoice-status";
import {
  cancelInvoice,
  createInvoice,
  deleteInvoice,
  duplicateInvoice,
  getInvoice,
  listInvoices,
  markInvoicePaid,
  markInvoiceSent,
  markOverdueInvoices,
  sendInvoice,
  updateInvoice,
} from "./invoices.server";

const staff: StaffActor = { kind: "staff", role: "admin", id: "invoice-life-admin", email: "invoice.life@example.com", name: "Office" };
let customerId: string;
let otherCustomerId: string;
let customer: CustomerActor;

function invoiceInput(overrides: Record<string, unknown> = {}) {
  return {
    customerId,
    lines: [
      { description: "Jetting", quantity: "3", unitPrice: "0.10" },
      { description: "Callout", quantity: "1", unitPrice: "185" },
    ],
    vatRate: "20",
    issueDate: "2099-01-01",
    dueDate: "2099-01-15",
    ...overrides,
  };
}

beforeAll(async () => {
  await makeStaff({ id: staff.id, email: staff.email });
  ({ customerId, otherCustomerId } = await twoCustomers(staff, { name: "Ali Khan", phone: "0118 496 0456", email: "ali.khan@example.com", address: "2 Bath Road, Thatcham" }, { name: "Other Person", phone: "01635 000222", address: "3 High Street, Hungerford" }));
  customer = { kind: "customer", id: "invoice-life-customer", email: "ali.khan@example.com", name: "Ali Khan", customerId };
});

describe("creating", () => {
  it("prices on the server: 3 × £0.10 + £185, VAT 20% on the subtotal", async () => {
    const invoice = await createInvoice({ actor: staff, input: { ...invoiceInput(), totalPence: 5 } });
    expect(invoice).toMatchObject({ status: "draft", subtotalPence: 18530, vatAmountPence: 3706, totalPence: 22236 });
    expect(invoice.invoiceNumber).toMatch(/^INV-\d{5,}$/);
  });

  it("refuses a due date before the issue date", async () => {
    const error = (await thrown(createInvoice({ actor: staff, input: invoiceInput({ dueDate: "2098-12-31" }) }))) as DomainError;
    expect(error.fieldErrors.dueDate).toBe("The due date cannot be before the issue date");
  });

  itNumbersConcurrentCreates("invoices", () => createInvoice({ actor: staff, input: invoiceInput() }), (i) => Number(i.invoiceNumber.slice(4)));
});

async function invoiceIn(status: InvoiceStatus) {
  const invoice = await createInvoice({ actor: staff, input: invoiceInput() });
  if (status === "draft") return invoice;
  await sendInvoice({ actor: staff, id: invoice.id });
  if (status === "paid") await markInvoicePaid({ actor: staff, id: invoice.id, input: { paidDate: "2026-01-10", method: "bank_transfer" } });
  if (status === "partly_paid") await recordPayment({ actor: staff, invoiceId: invoice.id, input: { amount: "100", paidOn: "2026-01-10", method: "cash" } });
  if (status === "cancelled") await cancelInvoice({ actor: staff, id: invoice.id, input: { confirmed: "yes" } });
  if (status === "overdue") {
    await getDb().update(invoices).set({ dueDate: "2020-01-01", issueDate: "2020-01-01" }).where(eq(invoices.id, invoice.id));
    await markOverdueInvoices();
  }
  const now = await getInvoice({ actor: staff, id: invoice.id });
  expect(now!.status).toBe(status);
  return now!;
}

const ACTIONS: Record<Exclude<InvoiceAction, "markOverdue">, (id: string) => Promise<unknown>> = {
  edit: (id) => updateInvoice({ actor: staff, id, input: invoiceInput() }),
  markPaid: (id) => markInvoicePaid({ actor: staff, id, input: { paidDate: "2026-01-10", method: "cash" } }),
  markSent: (id) => markInvoiceSent({ actor: staff, id, input: { sentVia: "post" } }),
  cancel: (id) => cancelInvoice({ actor: staff, id, input: { confirmed: "yes" } }),
  delete: (id) => deleteInvoice({ actor: staff, id, input: { confirmed: "yes" } }),
  ...runnersById(staff, { send: sendInvoice, resend: sendInvoice, duplicate: duplicateInvoice }),
};

describe("every transition", () => {
  itChecksEveryTransition({
    noun: "invoice",
    statuses: INVOICE_STATUSES,
    actions: ACTIONS,
    // "send" and "resend" are one function: it sends a draft and resends a sent or overdue invoice.
    allowed: (action, status) => invoiceMachine.can(action, status) || ((action === "send" || action === "resend") && (invoiceMachine.can("send", status) || invoiceMachine.can("resend", status))),
    target: (action, status) => (invoiceMachine.can(action, status) ? invoiceMachine.target(action) : undefined),
    documentIn: invoiceIn,
    get: (id) => getInvoice({ actor: staff, id }),
  });
});

describe("payment", () => {
  it("records the date and method", async () => {
    const invoice = await invoiceIn("overdue");
    const paid = await markInvoicePaid({ actor: staff, id: invoice.id, input: { paidDate: "2026-11-20", method: "cheque" } });
    expect(paid).toMatchObject({ status: "paid", paidDate: "2026-11-20", balancePence: 0 });
    expect(await listPayments({ actor: staff, invoiceId: invoice.id })).toMatchObject([{ amountPence: invoice.totalPence, method: "cheque", paidOn: "2026-11-20", voidedAt: null }]);
  });

  it("refuses an unknown method or a date that does not exist, changing nothing", async () => {
    const invoice = await invoiceIn("sent");
    const error = (await thrown(markInvoicePaid({ actor: staff, id: invoice.id, input: { paidDate: "2026-02-30", method: "bitcoin" } }))) as DomainError;
    expect(error.code).toBe("invalid");
    expect(Object.keys(error.fieldErrors).sort()).toEqual(["method", "paidDate"]);
    expect((await getInvoice({ actor: staff, id: invoice.id }))!.status).toBe("sent");
  });
});

describe("who sees what", () => {
  it("a customer sees their own sent invoices, never a draft or another customer's, and changes none", async () => {
    const draft = await invoiceIn("draft");
    const sent = await invoiceIn("sent");
    const theirs = await makeInvoice({ customerId: otherCustomerId, status: "sent" });
    expect(await getInvoice({ actor: customer, id: draft.id })).toBeNull();
    expect(await getInvoice({ actor: customer, id: theirs.id })).toBeNull();
    expect((await getInvoice({ actor: customer, id: sent.id }))!.actions).toEqual([]);
    const listed = await listInvoices({ actor: customer });
    expect(listed.rows.every((r) => r.customerId === customerId && r.status !== "draft")).toBe(true);
    expect(((await thrown(markInvoicePaid({ actor: customer, id: sent.id, input: { paidDate: "2026-11-20", method: "cash" } }))) as DomainError).reason).toBe("forbidden");
  });
});

describe("overdue", () => {
  it("marks sent invoices past their due date overdue exactly once when two workers run at once", async () => {
    await markOverdueInvoices();
    const due = await Promise.all([invoiceIn("sent"), invoiceIn("sent")]);
    const notYet = await invoiceIn("sent");
    for (const i of due) await getDb().update(invoices).set({ issueDate: "2021-01-01", dueDate: "2021-01-15" }).where(eq(invoices.id, i.id));
    await expectSweptOnceEach(due, markOverdueInvoices, (id) => getInvoice({ actor: staff, id }), "overdue", "mark_overdue");
    expect((await getInvoice({ actor: staff, id: notYet.id }))!.status).toBe("sent");
  });
});
