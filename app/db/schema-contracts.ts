import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers, customerSites, invoices, jobs, priceBookItems, user } from "./schema-core";
import { visits } from "./schema-field";
import { CONTRACT_BILLINGS, CONTRACT_FREQUENCIES, CONTRACT_INVOICE_MODES, CONTRACT_STATUSES } from "./enums";
import { createdAt, updatedAt } from "./columns";

// Maintenance contracts (a customer's site visited on a schedule, invoiced on a schedule) with the
// occurrences generated from them, and the settings of online booking into free slots.


export { CONTRACT_BILLINGS, CONTRACT_FREQUENCIES, CONTRACT_INVOICE_MODES, CONTRACT_STATUSES } from "./enums";
export type { ContractBilling, ContractFrequency, ContractInvoiceMode, ContractStatus } from "./enums";

export const contractFrequencyEnum = pgEnum("contract_frequency", CONTRACT_FREQUENCIES);
export const contractBillingEnum = pgEnum("contract_billing", CONTRACT_BILLINGS);
export const contractStatusEnum = pgEnum("contract_status", CONTRACT_STATUSES);
export const contractInvoiceModeEnum = pgEnum("contract_invoice_mode", CONTRACT_INVOICE_MODES);

/**
 * The settings of online booking (one row, id 1; the defaults apply while there is none): the travel
 * buffer kept free around every visit, the least notice a slot needs, whether a booking is confirmed
 * at once, and each service's usual duration in minutes (a service not named keeps its default).
 */
export const bookingSettings = pgTable(
  "booking_settings",
  {
    id: smallint("id").primaryKey().default(1),
    travelBufferMinutes: smallint("travel_buffer_minutes").notNull().default(30),
    leadMinutes: smallint("lead_minutes").notNull().default(120),
    confirmAtOnce: boolean("confirm_at_once").notNull().default(false),
    durations: jsonb("durations").$type<Record<string, number>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [check("booking_settings_one_row", sql`${t.id} = 1`), check("booking_settings_buffer", sql`${t.travelBufferMinutes} between 0 and 240`)],
);

/** A maintenance contract: a customer's site visited on a schedule and invoiced on a schedule. */
export const contracts = pgTable(
  "contracts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    siteId: uuid("site_id")
      .notNull()
      .references(() => customerSites.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    frequency: contractFrequencyEnum("frequency").notNull(),
    /** For `every_n_weeks`: the number of weeks between visits. */
    intervalWeeks: smallint("interval_weeks"),
    startDate: date("start_date").notNull(),
    termMonths: smallint("term_months").notNull().default(12),
    /** The price of one period (one visit's worth), in pence, VAT excluded. */
    pricePence: integer("price_pence").notNull(),
    vatRateBp: integer("vat_rate_bp").notNull().default(2000),
    billing: contractBillingEnum("billing").notNull().default("per_visit"),
    invoiceMode: contractInvoiceModeEnum("invoice_mode").notNull().default("draft"),
    autoRenew: boolean("auto_renew").notNull().default(false),
    usualEngineerId: text("usual_engineer_id").references(() => user.id, { onDelete: "set null" }),
    /** Minutes after midnight, London, of the generated visits' start. */
    visitStartMinute: smallint("visit_start_minute").notNull().default(540),
    visitDurationMinutes: smallint("visit_duration_minutes").notNull().default(120),
    status: contractStatusEnum("status").notNull().default("draft"),
    notes: text("notes"),
    /** The job the generated visits belong to (made at the first generation). */
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The terms the contract is offered on; kept when it is offered or accepted (the standard terms until then). */
    terms: text("terms"),
    /** When the office last asked the customer to accept it in the portal. */
    offeredAt: timestamp("offered_at", { withTimezone: true }),
    /** The customer's acceptance in the portal: when, the full name they typed, their account and address. */
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedName: text("accepted_name"),
    acceptedByUserId: text("accepted_by_user_id").references(() => user.id, { onDelete: "set null" }),
    acceptedIp: text("accepted_ip"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("contracts_customer_idx").on(t.customerId),
    index("contracts_status_idx").on(t.status),
    check("contracts_price", sql`${t.pricePence} >= 0`),
    check("contracts_term", sql`${t.termMonths} between 1 and 120`),
    check("contracts_interval", sql`${t.frequency} <> 'every_n_weeks' or ${t.intervalWeeks} between 1 and 52`),
    check("contracts_acceptance", sql`(${t.acceptedAt} is null) = (${t.acceptedName} is null)`),
  ],
);

/** The price-book items a contract's visits carry out. */
export const contractServices = pgTable(
  "contract_services",
  {
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    priceBookItemId: uuid("price_book_item_id")
      .notNull()
      .references(() => priceBookItems.id, { onDelete: "restrict" }),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.priceBookItemId] })],
);

/**
 * One due date of a contract, made once (unique contract + due date): the visit generated for it and
 * the invoice raised for it, each set once in the transaction that made them; `skipped` when the
 * office skipped that visit (no visit is made for it again).
 */
export const contractOccurrences = pgTable(
  "contract_occurrences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    dueDate: date("due_date").notNull(),
    visitId: uuid("visit_id").references(() => visits.id, { onDelete: "set null" }),
    invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    /** True once an invoice was raised for this occurrence (kept when the invoice is later removed). */
    invoiced: boolean("invoiced").notNull().default(false),
    skipped: boolean("skipped").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("contract_occurrences_contract_due_key").on(t.contractId, t.dueDate), index("contract_occurrences_visit_idx").on(t.visitId), index("contract_occurrences_invoice_idx").on(t.invoiceId)],
);

/**
 * A renewal notice of a contract's term: sent once for each term end (unique contract + term end),
 * to the office and the customer, before a contract renews itself or comes to its end.
 */
export const contractRenewalNotices = pgTable(
  "contract_renewal_notices",
  {
    contractId: uuid("contract_id")
      .notNull()
      .references(() => contracts.id, { onDelete: "cascade" }),
    termEnd: date("term_end").notNull(),
    renews: boolean("renews").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.termEnd] })],
);
