import type { CreditNoteStatus } from "~/db/enums";
import { defineStatusMachine } from "~/lib/status-machine";

/**
 * A credit note's lifecycle: made as a draft from an invoice, then issued (e-mailed, or marked as
 * issued without e-mail), when it takes effect on its invoice. Only a draft is deleted; an issued one
 * is never changed (a mistake is put right with another document).
 */
export const creditNoteMachine = defineStatusMachine<CreditNoteStatus, CreditNoteAction>({
  edit: { from: [] },
  send: { from: ["draft"], to: "issued" },
  resend: { from: [] },
  issue: { from: ["draft"], to: "issued" },
  delete: { from: ["draft"] },
});

export type CreditNoteAction = "edit" | "send" | "resend" | "issue" | "delete";

export const CREDIT_NOTE_STATUS_LABELS: Record<CreditNoteStatus, string> = { draft: "Draft", issued: "Issued" };

export function creditNoteStatusBadge(status: string): "default" | "secondary" | "outline" {
  return status === "issued" ? "default" : "outline";
}

/** The invoice statuses a credit note can be made on: issued and not cancelled. */
export const CREDITABLE_INVOICE_STATUSES = ["sent", "partly_paid", "overdue", "paid"] as const;
