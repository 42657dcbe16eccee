import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customerContacts, customers, emailLog, user } from "./schema-core";

// Automatic reminders (docs/decisions/0098–0100): what was sent, once; the schedule and wording the
// office set; the customers and contacts who asked for none.

/** What a reminder is about: a sent quote, an unpaid invoice, a visit tomorrow, a payment received. */
export const REMINDER_SUBJECTS = ["quote", "invoice", "visit", "payment"] as const;
export type ReminderSubject = (typeof REMINDER_SUBJECTS)[number];
export const reminderSubjectEnum = pgEnum("reminder_subject", REMINDER_SUBJECTS);

/**
 * One reminder sent: its record and stage are unique, so two sweeps that find the same reminder due
 * at once insert it once and only the one whose insert went in sends it (ADR 0099).
 */
export const sentReminders = pgTable(
  "sent_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: reminderSubjectEnum("subject").notNull(),
    /** The quote, invoice, visit or payment it was about. Not a foreign key: one table for four kinds. */
    documentId: uuid("document_id").notNull(),
    /** The stage of the schedule ("invoice_overdue_1"), app/features/reminders/reminder-stages.ts. */
    stage: text("stage").notNull(),
    /** The customer it went to (not a foreign key: the history outlives a merged record). */
    customerId: uuid("customer_id"),
    emailId: uuid("email_id").references(() => emailLog.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sent_reminders_once_idx").on(t.subject, t.documentId, t.stage), index("sent_reminders_sent_at_idx").on(t.sentAt)],
);

/** The office's schedule and wording for one stage; a stage without a row keeps its defaults. */
export const reminderSettings = pgTable(
  "reminder_settings",
  {
    stage: text("stage").primaryKey(),
    enabled: boolean("enabled").notNull().default(true),
    /** Days after sending, before or after the due date, as the stage reads them; null for stages on a fixed day. */
    days: integer("days"),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    updatedByUserId: text("updated_by_user_id").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [check("reminder_settings_days_range", sql`${t.days} is null or ${t.days} between 0 and 365`)],
);

/**
 * A customer, or one of their contacts, who wants no automatic reminders: a row each (a separate
 * table rather than a column, so the customer and contact tables keep their owners).
 */
export const reminderOptOuts = pgTable(
  "reminder_opt_outs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    contactId: uuid("contact_id").references(() => customerContacts.id, { onDelete: "cascade" }),
    createdByUserId: text("created_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("reminder_opt_outs_one_of", sql`num_nonnulls(${t.customerId}, ${t.contactId}) = 1`),
    uniqueIndex("reminder_opt_outs_customer_idx").on(t.customerId),
    uniqueIndex("reminder_opt_outs_contact_idx").on(t.contactId),
  ],
);
