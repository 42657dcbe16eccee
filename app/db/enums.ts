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

export const INVOICE_STATUSES = ["draft", "sent", "paid", "overdue", "cancelled"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const ENQUIRY_STATUSES = ["new", "contacted", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const PAYMENT_METHODS = ["bank_transfer", "card", "cash", "cheque"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a customer's contact is to them: who to call, who pays, who lives there. */
export const CONTACT_ROLES = ["owner", "tenant", "agent", "accounts", "site_manager", "other"] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];
