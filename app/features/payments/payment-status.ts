import type { InvoiceStatus } from "~/lib/labels";

// An invoice's status once it is issued follows from its balance and due date: paid when nothing is
// owed, overdue when something is owed after the due date, partly paid when some of it has been paid
// or credited, sent otherwise. A draft and a cancelled invoice keep theirs.

export type BalanceFacts = {
  status: InvoiceStatus;
  /** What the invoice asks for: its total less any deposits deducted. */
  totalPence: number;
  depositsDeductedPence: number;
  balancePence: number;
  dueDate: string;
};

/** The status an issued invoice has for its balance on `today` ("YYYY-MM-DD", London). */
export function statusForBalance(invoice: BalanceFacts, today: string): InvoiceStatus {
  if (invoice.status === "draft" || invoice.status === "cancelled") return invoice.status;
  if (invoice.balancePence <= 0) return "paid";
  if (invoice.dueDate < today) return "overdue";
  if (invoice.balancePence < invoice.totalPence - invoice.depositsDeductedPence) return "partly_paid";
  return "sent";
}
