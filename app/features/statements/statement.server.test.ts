import { sql } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { describe, expect, it } from "vitest";
import { makeContact, makeCustomer, makeInvoice, makeSite } from "../../../tests/support/factories";
import { getDb } from "~/db/client.server";
import { payments } from "~/db/schema";
import type { CustomerActor, EngineerActor, StaffActor } from "~/lib/actor";
import { formatPence } from "~/lib/format";
import { customerStatement, statementPdf } from "./statement.server";

// A customer's statement of account: every figure on the PDF equals the same sum worked out directly
// in SQL; a customer gets only their own (a contact only what they may see), an engineer none.

const staff: StaffActor = { kind: "staff", role: "office", id: "statement-office", email: "o@example.com", name: "Office" };
const NOW = new Date("2026-11-20T12:00:00Z");

async function pdfText(content: Buffer) {
  return (await new PDFParse({ data: content }).getText()).text.replace(/\s+/g, " ");
}

async function pay(invoiceId: string, amountPence: number, paidOn: string, extra: Partial<typeof payments.$inferInsert> = {}) {
  await getDb().insert(payments).values({ invoiceId, amountPence, paidOn, method: "bank_transfer", recordedByLabel: "Office", ...extra });
  if (!extra.voidedAt) await getDb().execute(sql`update invoices set paid_pence = paid_pence + ${amountPence} where id = ${invoiceId}`);
}

async function customerWithMoney() {
  const customer = await makeCustomer({ name: "Lambourn Stables", email: "office@lambourn.example.com", address: "Yard Lane, Lambourn", postcode: "RG17 8QP" });
  const inv = (o: Parameters<typeof makeInvoice>[0]) => makeInvoice({ customerId: customer.id, issueDate: "2026-10-01", ...o });
  const overdue = await inv({ status: "overdue", dueDate: "2026-10-15", subtotalPence: 100000, vatAmountPence: 20000, totalPence: 120000 });
  const partly = await inv({ status: "partly_paid", dueDate: "2026-12-01", subtotalPence: 50000, vatAmountPence: 10000, totalPence: 60000 });
  const credited = await inv({ status: "sent", dueDate: "2026-11-30", subtotalPence: 20000, vatAmountPence: 4000, totalPence: 24000, creditedPence: 4000 });
  const paid = await inv({ status: "paid", dueDate: "2026-10-20", totalPence: 30000, subtotalPence: 25000, vatAmountPence: 5000, paidDate: "2026-10-18" });
  const draft = await inv({ status: "draft", dueDate: "2026-11-01", totalPence: 99900, subtotalPence: 83250, vatAmountPence: 16650 });
  const cancelled = await inv({ status: "cancelled", dueDate: "2026-11-01", totalPence: 77700, subtotalPence: 64750, vatAmountPence: 12950 });
  await pay(overdue.id, 20000, "2026-10-20");
  await pay(partly.id, 12345, "2026-11-02", { method: "card", reference: "AUTH 77" });
  // Paid mostly more than twelve months ago: only the recent part is listed.
  await pay(paid.id, 29000, "2025-06-01");
  await pay(paid.id, 1000, "2026-10-18");
  await pay(partly.id, 5000, "2026-11-03", { voidedAt: new Date(), voidReason: "Bounced" });
  return { customer, overdue, partly, credited, paid, draft, cancelled };
}

describe("the statement of account", () => {
  it("shows every open invoice's balance, the payments received and the balance, each equal to the SQL sum", async () => {
    const { customer, overdue, partly, credited, draft, cancelled } = await customerWithMoney();
    const pdf = await statementPdf({ actor: staff, customerId: customer.id, now: NOW });
    expect(pdf!.filename).toBe("Statement-2026-11-20.pdf");
    const text = await pdfText(pdf!.content);
    const one = async <T>(query: ReturnType<typeof sql>) => (await getDb().execute<{ v: T }>(query)).rows[0].v;
    const owed = Number(await one(sql`select coalesce(sum(balance_pence), 0) as v from invoices where customer_id = ${customer.id} and status in ('sent', 'partly_paid', 'overdue') and balance_pence > 0`));
    const overdueSum = Number(await one(sql`select coalesce(sum(balance_pence), 0) as v from invoices where customer_id = ${customer.id} and status in ('sent', 'partly_paid', 'overdue') and balance_pence > 0 and due_date < '2026-11-20'`));
    const received = Number(
      await one(sql`select coalesce(sum(p.amount_pence), 0) as v from payments p join invoices i on i.id = p.invoice_id
                    where i.customer_id = ${customer.id} and i.status <> 'draft' and p.voided_at is null and p.paid_on >= '2025-11-20'`),
    );
    expect([owed, overdueSum, received]).toEqual([100000 + 47655 + 20000, 100000, 20000 + 12345 + 1000]);
    expect(text).toContain(`Balance owed ${formatPence(owed)}`);
    expect(text).toContain(`Of which overdue ${formatPence(overdueSum)}`);
    expect(text).toContain(`Total owed ${formatPence(owed)}`);
    expect(text).toContain(`Total received ${formatPence(received)}`);
    const open = await getDb().execute<{ invoice_number: string; total_pence: number; balance_pence: number }>(
      sql`select invoice_number, total_pence, balance_pence from invoices where customer_id = ${customer.id} and status in ('sent', 'partly_paid', 'overdue') and balance_pence > 0`,
    );
    expect(open.rows).toHaveLength(3);
    for (const row of open.rows) {
      expect(text).toMatch(new RegExp(`${row.invoice_number} .*?${formatPence(row.total_pence).replace(/[£.,]/g, "\\$&")} ${formatPence(row.total_pence - row.balance_pence).replace(/[£.,]/g, "\\$&")} ${formatPence(row.balance_pence).replace(/[£.,]/g, "\\$&")}`));
    }
    const listed = await getDb().execute<{ amount_pence: number; invoice_number: string }>(
      sql`select p.amount_pence, i.invoice_number from payments p join invoices i on i.id = p.invoice_id where i.customer_id = ${customer.id} and p.voided_at is null and p.paid_on >= '2025-11-20'`,
    );
    for (const row of listed.rows) expect(text).toMatch(new RegExp(`${row.invoice_number} .*?${formatPence(row.amount_pence).replace(/[£.,]/g, "\\$&")}`));
    expect(text).toContain("(overdue)");
    expect(text).toContain("AUTH 77");
    for (const hidden of [draft.invoiceNumber, cancelled.invoiceNumber, "£50.00", "£290.00"]) expect(text).not.toContain(hidden);
    expect(text).toContain("Lambourn Stables");
    expect([overdue, partly, credited].every((i) => text.includes(i.invoiceNumber))).toBe(true);
  });

  it("a customer gets their own only, a contact the invoices of their sites, an engineer nothing", async () => {
    const { customer, overdue } = await customerWithMoney();
    const other = await makeCustomer({ name: "Someone Else" });
    const own: CustomerActor = { kind: "customer", id: "u-own", email: "office@lambourn.example.com", name: "Lambourn", customerId: customer.id };
    const stranger: CustomerActor = { kind: "customer", id: "u-other", email: "x@example.com", name: "Else", customerId: other.id };
    const engineer: EngineerActor = { kind: "engineer", id: "e", email: "e@example.com", name: "E" };
    expect((await customerStatement({ actor: own, customerId: customer.id, now: NOW }))!.balancePence).toBe(167655);
    expect(await statementPdf({ actor: stranger, customerId: customer.id, now: NOW })).toBeNull();
    expect(await statementPdf({ actor: engineer, customerId: customer.id, now: NOW })).toBeNull();
    // A tenant contact (no documents) sees only the invoices of the site they are the contact for.
    const tenant = await makeContact({ customerId: customer.id, name: "Tenant", email: "tenant@example.com" });
    const flat = await makeSite({ customerId: customer.id, address: "Flat 2, Yard Lane", contactId: tenant.id });
    const theirs = await makeInvoice({ customerId: customer.id, siteId: flat.id, status: "sent", dueDate: "2026-12-10", totalPence: 15000, subtotalPence: 12500, vatAmountPence: 2500 });
    const contact: CustomerActor = { ...own, id: "u-tenant", contactId: tenant.id };
    const seen = (await customerStatement({ actor: contact, customerId: customer.id, now: NOW }))!;
    expect(seen.openInvoices.map((i) => i.invoiceNumber)).toEqual([theirs.invoiceNumber]);
    expect(seen.balancePence).toBe(15000);
    expect(seen.openInvoices.map((i) => i.invoiceNumber)).not.toContain(overdue.invoiceNumber);
  });
});
