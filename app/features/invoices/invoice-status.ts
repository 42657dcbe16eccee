import { defineStatusMachine } from "~/lib/status-machine";
import type { InvoiceStatus } from "~/lib/labels";

/**
 * An invoice's lifecycle: draft -> sent -> paid, sent -> overdue once the due date has passed (an
 * overdue invoice can still be paid), and sent or overdue -> cancelled. Only a draft is edited or
 * deleted; a sent invoice is changed by cancelling it and issuing a new one (Duplicate).
 */
export const invoiceMachine = defineStatusMachine<InvoiceStatus, InvoiceAction>({
  edit: { from: ["draft"] },
  send: { from: ["draft"], to: "sent" },
  resend: { from: ["sent", "overdue"] },
  markPaid: { from: ["sent", "overdue"], to: "paid" },
  markOverdue: { from: ["sent"], to: "overdue" },
  cancel: { from: ["sent", "overdue"], to: "cancelled" },
  duplicate: { from: ["draft", "sent", "paid", "overdue", "cancelled"] },
  delete: { from: ["draft"] },
});

export type InvoiceAction = "edit" | "send" | "resend" | "markPaid" | "markOverdue" | "cancel" | "duplicate" | "delete";
