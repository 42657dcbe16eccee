import { describe, expect, it } from "vitest";
import { getDb } from "./client.server";
import { creditNotes, invoiceItems, invoices, payments, quotes } from "./schema";
import { seedDemoData } from "./seed.server";
import { INVOICE_STATUSES, QUOTE_STATUSES } from "~/lib/labels";

describe("demo data", () => {
  it("has quotes and invoices in every status, numbered in order, with totals that add up", async () => {
    const db = getDb();
    await seedDemoData(db);
    const q = await db.select().from(quotes);
    const i = await db.select().from(invoices);
    expect(new Set(q.map((r) => r.status))).toEqual(new Set(QUOTE_STATUSES));
    expect(new Set(i.map((r) => r.status))).toEqual(new Set(INVOICE_STATUSES));
    for (const doc of [...q, ...i]) expect(doc.subtotalPence + doc.vatAmountPence).toBe(doc.totalPence);
    const byAge = [...q].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((r) => r.quoteNumber);
    expect(byAge).toEqual([...byAge].sort());
    expect(q.filter((r) => r.status === "accepted").every((r) => r.acceptedTotalPence === r.totalPence && r.respondedVia === "staff")).toBe(true);
    const paid = i.filter((r) => r.status === "paid");
    expect(paid.every((r) => r.paidDate && r.balancePence === 0 && r.paidPence === r.totalPence)).toBe(true);
    const received = await db.select().from(payments);
    expect(received.length).toBe(paid.length + i.filter((r) => r.status === "partly_paid").length);
    for (const inv of i) expect(inv.paidPence).toBe(received.filter((p) => p.invoiceId === inv.id).reduce((sum, p) => sum + p.amountPence, 0));
    // One invoice passes on a council fee at 0% beside its 20% work: its VAT is on the 20% lines only.
    const items = await db.select().from(invoiceItems);
    const mixed = i.filter((inv) => new Set(items.filter((l) => l.invoiceId === inv.id).map((l) => l.vatRateBp)).size > 1);
    expect(mixed).toHaveLength(1);
    const standard = items.filter((l) => l.invoiceId === mixed[0].id && l.vatRateBp === 2000).reduce((sum, l) => sum + l.lineTotalPence, 0);
    expect(mixed[0].vatAmountPence).toBe(Math.round(standard / 5));
    expect(i.every((inv) => inv.supplyDate === inv.issueDate)).toBe(true);
    // An accepted quote with a 25% deposit, its deposit invoice paid; a credit note refunded on a paid invoice.
    const withDeposit = q.find((r) => r.depositPercentBp === 2500)!;
    expect(withDeposit.status).toBe("accepted");
    const deposit = i.find((r) => r.kind === "deposit")!;
    expect(deposit).toMatchObject({ quoteId: withDeposit.id, status: "paid", totalPence: Math.round((withDeposit.totalPence * 25) / 100) });
    const [note] = await db.select().from(creditNotes);
    expect(note).toMatchObject({ creditNoteNumber: "CN-00001", status: "issued", settlement: "refund" });
    expect(i.find((r) => r.id === note.invoiceId)!.status).toBe("paid");
  });
});
