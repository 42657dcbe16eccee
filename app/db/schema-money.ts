import { date, index, integer, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid, check } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { creditNoteStatusEnum, creditSettlementEnum, customers, customerSites, invoices, paymentMethodEnum, paymentSourceEnum, sendChannelEnum, user } from "./schema-core";
import { createdAt, updatedAt } from "./columns";

// The money tables beside the invoices: payments, credit notes and card payment events.


/**
 * Money received against an invoice: cash or card taken on site, a bank transfer, a card payment
 * online. Never deleted: one recorded by mistake is voided with a reason, and the invoice's paid sum
 * (invoices.paid_pence) is kept equal to the sum of those not voided, in the same transaction.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    amountPence: integer("amount_pence").notNull(),
    /** The day it was paid (London), never in the future. */
    paidOn: date("paid_on").notNull(),
    method: paymentMethodEnum("method").notNull(),
    /** The payer's reference, a cheque number, a card terminal's receipt number. */
    reference: text("reference"),
    note: text("note"),
    source: paymentSourceEnum("source").notNull().default("office"),
    recordedByUserId: text("recorded_by_user_id").references(() => user.id, { onDelete: "set null" }),
    /** Who recorded it, as they were named then ("Jane Smith", "Card payment online"). */
    recordedByLabel: text("recorded_by_label").notNull(),
    /** The Stripe Checkout session a card payment online came from: one payment per session, however often the webhook is delivered. */
    stripeSessionId: text("stripe_session_id"),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedByUserId: text("voided_by_user_id").references(() => user.id, { onDelete: "set null" }),
    voidReason: text("void_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    check("payments_amount_positive", sql`${t.amountPence} > 0`),
    index("payments_invoice_idx").on(t.invoiceId, t.paidOn, t.createdAt),
    // Payments received in a period (the money dashboard and reports).
    index("payments_paid_on_idx").on(t.paidOn),
    uniqueIndex("payments_stripe_session_idx").on(t.stripeSessionId),
  ],
);

export const creditNoteNumberSeq = pgSequence("credit_note_number_seq", { startWith: 1 });

/**
 * A correction to a sent invoice (which is never edited): some of its lines or the whole, lowering
 * what the customer owes or recording money paid back to them.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    siteId: uuid("site_id")
      .notNull()
      .references(() => customerSites.id, { onDelete: "restrict" }),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    /** CN-00001: assigned from credit_note_number_seq (never reused). */
    creditNoteNumber: text("credit_note_number").notNull(),
    status: creditNoteStatusEnum("status").notNull().default("draft"),
    vatRateBp: integer("vat_rate_bp").notNull().default(2000),
    subtotalPence: integer("subtotal_pence").notNull().default(0),
    vatAmountPence: integer("vat_amount_pence").notNull().default(0),
    totalPence: integer("total_pence").notNull().default(0),
    issueDate: date("issue_date").notNull().default(sql`(now() at time zone 'Europe/London')::date`),
    reason: text("reason"),
    settlement: creditSettlementEnum("settlement").notNull().default("balance"),
    /** A refund: how and when the money went back. */
    refundMethod: paymentMethodEnum("refund_method"),
    refundReference: text("refund_reference"),
    refundedOn: date("refunded_on"),
    notes: text("notes"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    sentVia: sendChannelEnum("sent_via"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("credit_notes_number_idx").on(t.creditNoteNumber),
    index("credit_notes_customer_id_idx").on(t.customerId, t.createdAt, t.id),
    index("credit_notes_invoice_id_idx").on(t.invoiceId),
    index("credit_notes_site_id_idx").on(t.siteId),
    index("credit_notes_status_idx").on(t.status),
    index("credit_notes_created_at_idx").on(t.createdAt, t.id),
  ],
);

export const creditNoteItems = pgTable(
  "credit_note_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    creditNoteId: uuid("credit_note_id")
      .notNull()
      .references(() => creditNotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 10, scale: 2 }).notNull(),
    unitPricePence: integer("unit_price_pence").notNull(),
    lineTotalPence: integer("line_total_pence").notNull(),
    vatRateBp: integer("vat_rate_bp").notNull().default(2000),
  },
  (t) => [index("credit_note_items_credit_note_id_idx").on(t.creditNoteId, t.position)],
);

/** Stripe webhook events already handled, by Stripe's event id: a redelivered event changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
