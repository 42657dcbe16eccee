import { defineStatusMachine } from "~/lib/status-machine";
import type { QuoteStatus } from "~/lib/labels";

/**
 * A quote's lifecycle: draft -> sent -> accepted | rejected (declined), and sent -> expired once its
 * valid-until date has passed. Only a draft is edited or deleted; any quote can be duplicated into a
 * new draft; an accepted one can be turned into a job and into an invoice.
 */
export const quoteMachine = defineStatusMachine<QuoteStatus, QuoteAction>({
  edit: { from: ["draft"] },
  send: { from: ["draft"], to: "sent" },
  markSent: { from: ["draft"], to: "sent" },
  resend: { from: ["sent"] },
  accept: { from: ["sent"], to: "accepted" },
  decline: { from: ["sent"], to: "rejected" },
  expire: { from: ["sent"], to: "expired" },
  extend: { from: ["draft", "sent", "expired"] },
  convertToJob: { from: ["accepted"] },
  convertToInvoice: { from: ["accepted"] },
  duplicate: { from: ["draft", "sent", "accepted", "rejected", "expired"] },
  delete: { from: ["draft"] },
});

/** Awaiting the customer's answer (sent): a customer's pending quotes. */
export const QUOTE_AWAITING_ANSWER_STATUSES = ["sent"] as const satisfies readonly QuoteStatus[];

/** Open (draft or sent): the office's pending quotes, not yet answered. */
export const OPEN_QUOTE_STATUSES = ["draft", "sent"] as const satisfies readonly QuoteStatus[];

export type QuoteAction =
  | "edit"
  | "send"
  | "markSent"
  | "extend"
  | "resend"
  | "accept"
  | "decline"
  | "expire"
  | "convertToJob"
  | "convertToInvoice"
  | "duplicate"
  | "delete";
