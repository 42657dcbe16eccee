import { and, asc, eq } from "drizzle-orm";
import { CREDIT_NOTE_NUMBERING } from "./credit-notes.server";
import { nextDocumentNumber } from "~/features/documents/document-number.server";
import { depositPence, depositVatPence } from "~/features/quotes/deposit";
import { shiftDay } from "~/lib/business-day";
import { formatPence } from "~/lib/format";
import { vatPence } from "~/lib/money";
import { creditNoteItems, creditNotes, customers, invoiceItems, invoices, payments, quotes } from "~/db/schema";
import type { Tx } from "~/features/documents/document-kind.server";

/**
 * The demo's deposit and credit note, written in the demo data's transaction: the first accepted
 * quote asks for a 25% deposit, whose invoice was paid the day after; and Mrs Ellison's paid invoice
 * has a credit note for its jetting line, refunded to her card.
 */
export async function seedDepositAndCreditNote(tx: Tx, { today, at }: { today: string; at: (daysAgo: number, time: string) => Date }) {
  const [quote] = await tx.select().from(quotes).where(eq(quotes.status, "accepted")).orderBy(asc(quotes.createdAt)).limit(1);
  if (quote) {
    await tx.update(quotes).set({ depositPercentBp: 2500 }).where(eq(quotes.id, quote.id));
    const deposit = depositPence(quote.totalPence, { depositPercentBp: 2500, depositAmountPence: null })!;
    const vat = depositVatPence(deposit, quote);
    const acceptedDaysAgo = 8;
    const createdAt = at(acceptedDaysAgo, "11:31");
    const issueDate = shiftDay(today, -acceptedDaysAgo);
    const [invoice] = await tx
      .insert(invoices)
      .values({
        invoiceNumber: await nextDocumentNumber(tx, "invoice"),
        customerId: quote.customerId,
        siteId: quote.siteId,
        quoteId: quote.id,
        jobId: quote.jobId,
        kind: "deposit",
        status: "paid",
        vatRateBp: quote.vatRateBp,
        subtotalPence: deposit - vat,
        vatAmountPence: vat,
        totalPence: deposit,
        issueDate,
        supplyDate: issueDate,
        dueDate: shiftDay(issueDate, 14),
        paidDate: shiftDay(issueDate, 1),
        paidPence: deposit,
        sentVia: "email",
        sentAt: createdAt,
        notes: `Deposit on acceptance of quote ${quote.quoteNumber}. It is deducted from the final invoice for the work.`,
        createdAt,
        updatedAt: at(acceptedDaysAgo - 1, "10:05"),
      })
      .returning();
    await tx.insert(invoiceItems).values({
      invoiceId: invoice.id,
      position: 1,
      description: `Deposit for quote ${quote.quoteNumber}: 25% of ${formatPence(quote.totalPence)}`,
      quantity: "1",
      unitPricePence: deposit - vat,
      lineTotalPence: deposit - vat,
      vatRateBp: quote.vatRateBp,
    });
    await tx.insert(payments).values({ invoiceId: invoice.id, amountPence: deposit, paidOn: shiftDay(issueDate, 1), method: "bank_transfer", reference: quote.quoteNumber, recordedByLabel: "Sarah Mitchell", createdAt: at(acceptedDaysAgo - 1, "10:05") });
  }

  const [ellison] = await tx
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(and(eq(customers.email, "margaret.ellison@example.com"), eq(invoices.status, "paid")))
    .limit(1);
  if (!ellison) return;
  const paid = ellison.invoice;
  const [line] = await tx.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, paid.id)).orderBy(asc(invoiceItems.position)).offset(1).limit(1);
  if (!line) return;
  const vat = vatPence(line.lineTotalPence, paid.vatRateBp);
  const issuedAt = at(16, "09:40");
  const [note] = await tx
    .insert(creditNotes)
    .values({
      creditNoteNumber: await nextDocumentNumber(tx, CREDIT_NOTE_NUMBERING),
      customerId: paid.customerId,
      siteId: paid.siteId,
      invoiceId: paid.id,
      status: "issued",
      vatRateBp: paid.vatRateBp,
      subtotalPence: line.lineTotalPence,
      vatAmountPence: vat,
      totalPence: line.lineTotalPence + vat,
      issueDate: shiftDay(today, -16),
      reason: "The jetting was not needed: the blockage cleared when the gully was unblocked.",
      settlement: "refund",
      refundMethod: "card",
      refundReference: "Refund to the card used",
      refundedOn: shiftDay(today, -16),
      sentAt: issuedAt,
      sentVia: "email",
      createdAt: issuedAt,
      updatedAt: issuedAt,
    })
    .returning();
  await tx.insert(creditNoteItems).values({ creditNoteId: note.id, position: 1, description: line.description, quantity: line.quantity, unitPricePence: line.unitPricePence, lineTotalPence: line.lineTotalPence, vatRateBp: paid.vatRateBp });
}
