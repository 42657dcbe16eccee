import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { invoices } from "~/db/schema";
import { depositDeductions } from "~/features/invoices/deposit-deductions.server";
import type { Actor } from "~/lib/actor";
import { creditNotesOfInvoice } from "./credit-notes.server";

/**
 * What an invoice's page adds about its money: the deposits it deducts (their invoice numbers) and its
 * credit notes as the actor may see them. Called once the page has the invoice the actor may see.
 */
export async function invoiceCredits(actor: Actor, invoiceId: string) {
  const [invoice] = await getDb().select({ kind: invoices.kind, quoteId: invoices.quoteId, depositsDeductedPence: invoices.depositsDeductedPence }).from(invoices).where(eq(invoices.id, invoiceId));
  const [deposits, creditNotes] = await Promise.all([invoice ? depositDeductions(invoice) : null, creditNotesOfInvoice({ actor, invoiceId })]);
  return { deductions: deposits?.rows ?? [], unpaidDepositPence: deposits?.unpaidPence ?? 0, creditNotes };
}
