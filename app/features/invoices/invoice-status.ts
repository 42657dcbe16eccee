import { defineStatusMachine } from "~/lib/status-machine";
import type { InvoiceStatus } from "~/lib/labels";

/** Unpaid: waiting for payment (sent, partly paid or overdue). The dashboard, the portal and the lists count these. */
export const UNPAID_INVOICE_STATUSES = ["sent", "partly_paid", "overdue"] as const satisfies readonly InvoiceStatus[];

/**
 * An invoice's lifecycle: draft -> sent -> partly paid -> paid as payments come in (the status follows
 * the balance), sent or partly paid -> overdue once the due date has passed (an overdue invoice can
 * still be paid), and unpaid -> cancelled. Only a draft is edited or
 * deleted; a sent invoice is changed by cancelling it and issuing a new one (Duplicate).
 */
export const invoiceMachine = defineStatusMachine<InvoiceStatus, InvoiceAction>({
  edit: { from: ["draft"] },
  send: { from: ["draft"], to: "sent" },
  markSent: { from: ["draft"], to: "sent" },
  resend: { from: UNPAID_INVOICE_STATUSES },
  markPaid: { from: UNPAID_INVOICE_STATUSES, to: "paid" },
  markOverdue: { from: ["sent", "partly_paid"], to: "overdue" },
  cancel: { from: UNPAID_INVOICE_STATUSES, to: "cancelled" },
  duplicate: { from: ["draft", "sent", "partly_paid", "paid", "overdue", "cancelled"] },
  delete: { from: ["draft"] },
});

export type InvoiceAction = "edit" | "send" | "markSent" | "resend" | "markPaid" | "markOverdue" | "cancel" | "duplicate" | "delete";

/** Whether an invoice is waiting for payment (sent or overdue). */
export function isUnpaid(status: InvoiceStatus) {
  return (UNPAID_INVOICE_STATUSES as readonly InvoiceStatus[]).includes(status);
}
