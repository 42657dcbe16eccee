import { and, eq, ne, sql } from "drizzle-orm";
import { invoiceItems, invoices, type quotes } from "~/db/schema";
import { documentRecipients } from "~/features/customers/sites.server";
import { emailDocument, type Tx } from "~/features/documents/document-kind.server";
import { depositInvoicesOf } from "~/features/invoices/deposit-deductions.server";
import { insertInvoice, invoiceKind } from "~/features/invoices/invoices.server";
import type { Actor } from "~/lib/actor";
import { formatPence } from "~/lib/format";
import { formatVatRate } from "~/lib/money";
import { depositPence, depositVatPence } from "./deposit";

// A quote's deposit invoice: raised when a quote that asks for a deposit is accepted, in the
// acceptance's transaction, and e-mailed when the customer has someone to send it to; and the
// deposits paid on a quote, which its final invoice deducts (docs/decisions/0083-deposits.md).

type Quote = typeof quotes.$inferSelect;
type Invoice = typeof invoices.$inferSelect;

/** What has been paid on a quote's deposit invoices (not cancelled): what its final invoice deducts. */
export async function depositsPaidPence(tx: Tx, quoteId: string): Promise<number> {
  const [row] = await tx
    .select({ paid: sql<string>`coalesce(sum(${invoices.paidPence}), 0)` })
    .from(invoices)
    .where(and(eq(invoices.quoteId, quoteId), eq(invoices.kind, "deposit"), ne(invoices.status, "cancelled")));
  return Number(row?.paid ?? 0);
}

/**
 * Raise the deposit invoice of a quote just accepted, in the acceptance's transaction (the quote row
 * is locked by it): one line "Deposit for quote Q-00012: …" carrying the quote's VAT in proportion.
 * None when the quote asks for no deposit or already has a deposit invoice. E-mailed at once when the
 * customer has someone to receive it; otherwise it stays a draft for the office to issue.
 */
export async function raiseDepositInvoice(tx: Tx, actor: Actor, quote: Quote, now: Date): Promise<Invoice | null> {
  const total = quote.acceptedTotalPence ?? quote.totalPence;
  const deposit = depositPence(total, quote);
  if (deposit === null || deposit <= 0) return null;
  const existing = await depositInvoicesOf(tx, quote.id);
  if (existing.length > 0) return null;
  const vat = depositVatPence(deposit, { vatAmountPence: quote.acceptedVatAmountPence ?? quote.vatAmountPence, totalPence: total });
  const net = deposit - vat;
  const share = quote.depositPercentBp !== null ? `${formatVatRate(quote.depositPercentBp)} of ${formatPence(total)}` : `fixed deposit towards ${formatPence(total)}`;
  const created = await insertInvoice(
    tx,
    actor,
    {
      customerId: quote.customerId,
      siteId: quote.siteId,
      newSiteAddress: null,
      newSitePostcode: null,
      jobId: quote.jobId,
      quoteId: quote.id,
      lines: [{ description: `Deposit for quote ${quote.quoteNumber}: ${share}`, quantityHundredths: 100, unitPricePence: net, vatRateBp: quote.vatRateBp }],
      vatRate: quote.vatRateBp,
      // A deposit is not a second invoice for the job: the final invoice deducts it.
      confirmSecondInvoice: "yes",
      notes: `Deposit on acceptance of quote ${quote.quoteNumber}. It is deducted from the final invoice for the work.`,
      now,
    },
    "create_deposit",
  );
  // The VAT is the quote's in proportion, which pricing the net line again at the rate could miss by a penny.
  const [invoice] = await tx
    .update(invoices)
    .set({ kind: "deposit", subtotalPence: net, vatAmountPence: vat, totalPence: deposit })
    .where(eq(invoices.id, created.id))
    .returning();
  await tx.update(invoiceItems).set({ vatRateBp: quote.vatRateBp }).where(eq(invoiceItems.invoiceId, invoice.id));
  const recipients = await documentRecipients(tx, quote.customerId);
  if (recipients.length === 0) return invoice;
  // Someone to e-mail: it goes out as sending any invoice does.
  return emailDocument(invoiceKind, tx, actor, invoice, { now });
}

