// The value lists of the database's enum types. The schema builds each enum from its list, and the
// labels, forms and status machines import the same list, so a value exists in one place.
// Plain data only: the database layer imports nothing above it for these.

export const SERVICE_TYPES = [
  "drain_unblocking",
  "cctv_survey",
  "drain_repairs",
  "drain_cleaning",
  "drainage_maintenance",
  "emergency_callout",
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const JOB_STATUSES = ["enquiry", "quoted", "scheduled", "in_progress", "completed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_PRIORITIES = ["low", "medium", "high", "emergency"] as const;
export type JobPriority = (typeof JOB_PRIORITIES)[number];

export const QUOTE_STATUSES = ["draft", "sent", "accepted", "rejected", "expired"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/**
 * Partly paid and paid follow from the balance (total, less deposits deducted, payments and credit
 * notes); overdue is a sent or partly paid invoice past its due date.
 */
export const INVOICE_STATUSES = ["draft", "sent", "partly_paid", "paid", "overdue", "cancelled"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const ENQUIRY_STATUSES = ["new", "contacted", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const PAYMENT_METHODS = ["bank_transfer", "card", "cash", "cheque", "other"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a customer's contact is to them: who to call, who pays, who lives there. */
export const CONTACT_ROLES = ["owner", "tenant", "agent", "accounts", "site_manager", "other"] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

/** Where a payment was recorded: by the office, by an engineer on site, or by the customer paying online. */
export const PAYMENT_SOURCES = ["office", "engineer", "online"] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

/** An ordinary invoice, or a deposit invoice issued when a quote asking for a deposit is accepted. */
export const INVOICE_KINDS = ["standard", "deposit"] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * How a document reached the customer: e-mailed by the product, or issued without e-mail (handed over,
 * posted, read out by phone) and marked as sent by staff.
 */
export const SEND_CHANNELS = ["email", "by_hand", "post", "phone"] as const;
export type SendChannel = (typeof SEND_CHANNELS)[number];

/** How a customer's answer to a quote reached staff who recorded it for them. */
export const RESPONSE_METHODS = ["phone", "paper", "in_person", "email"] as const;
export type ResponseMethod = (typeof RESPONSE_METHODS)[number];

/** A credit note's lifecycle: a draft, then issued (e-mailed or marked as sent). */
export const CREDIT_NOTE_STATUSES = ["draft", "issued"] as const;
export type CreditNoteStatus = (typeof CREDIT_NOTE_STATUSES)[number];

/** What a credit note does with the money: lowers the invoice's balance, or records money paid back. */
export const CREDIT_SETTLEMENTS = ["balance", "refund"] as const;
export type CreditSettlement = (typeof CREDIT_SETTLEMENTS)[number];

/**
 * Staff roles: `admin` does everything, staff and settings included; `office` everything but staff
 * and settings; `engineer` only their own assigned visits and what those need.
 */
export const STAFF_ROLES = ["admin", "office", "engineer"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A visit's progress through the day, as the engineer reports it (or the office sets it). */
export const VISIT_STATUSES = ["scheduled", "on_the_way", "on_site", "paused", "done", "could_not_attend"] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** When a job-sheet photo was taken: before the work, after it, or anything else worth keeping. */
export const PHOTO_PHASES = ["before", "after", "other"] as const;
export type PhotoPhase = (typeof PHOTO_PHASES)[number];

/** What a stored image is. */
export const MEDIA_KINDS = ["photo", "signature"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** A job-sheet line from the price book: a material used or labour. */
export const SHEET_LINE_KINDS = ["material", "labour"] as const;
export type SheetLineKind = (typeof SHEET_LINE_KINDS)[number];

/** The customer's answer when signing the job sheet off. */
export const SATISFACTION_ANSWERS = ["very_satisfied", "satisfied", "not_satisfied"] as const;
export type SatisfactionAnswer = (typeof SATISFACTION_ANSWERS)[number];

/** Maintenance contracts: how often, how billed, their life, and whether their invoices are sent at once. */
export const CONTRACT_FREQUENCIES = ["monthly", "quarterly", "six_monthly", "yearly", "every_n_weeks"] as const;
export type ContractFrequency = (typeof CONTRACT_FREQUENCIES)[number];
export const CONTRACT_BILLINGS = ["per_visit", "per_period_in_advance", "yearly"] as const;
export type ContractBilling = (typeof CONTRACT_BILLINGS)[number];
export const CONTRACT_STATUSES = ["draft", "offered", "active", "paused", "cancelled", "ended"] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_INVOICE_MODES = ["draft", "send"] as const;
export type ContractInvoiceMode = (typeof CONTRACT_INVOICE_MODES)[number];
