import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth-schema";
import {
  CONTACT_ROLES,
  CREDIT_NOTE_STATUSES,
  CREDIT_SETTLEMENTS,
  ENQUIRY_STATUSES,
  INVOICE_KINDS,
  INVOICE_STATUSES,
  JOB_PRIORITIES,
  JOB_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_SOURCES,
  QUOTE_STATUSES,
  RESPONSE_METHODS,
  SEND_CHANNELS,
  SERVICE_TYPES, STAFF_ROLES,
} from "./enums";
import { createdAt, updatedAt } from "./columns";
import { chatConversations } from "./schema-chat";

export * from "./auth-schema";


export const roleEnum = pgEnum("role", STAFF_ROLES);
export const serviceTypeEnum = pgEnum("service_type", SERVICE_TYPES);
export const jobStatusEnum = pgEnum("job_status", JOB_STATUSES);
export const jobPriorityEnum = pgEnum("job_priority", JOB_PRIORITIES);
export const quoteStatusEnum = pgEnum("quote_status", QUOTE_STATUSES);
export const invoiceStatusEnum = pgEnum("invoice_status", INVOICE_STATUSES);
export const blogStatusEnum = pgEnum("blog_status", ["draft", "published"]);
export const emailStatusEnum = pgEnum("email_status", ["pending", "sent", "failed", "logged"]);
export const enquirySourceEnum = pgEnum("enquiry_source", ["contact_form", "chat", "portal"]);
export const enquiryStatusEnum = pgEnum("enquiry_status", ENQUIRY_STATUSES);
/** How a quote's answer was given: by the customer in the portal, or by staff on their behalf. */
export const responseViaEnum = pgEnum("response_via", ["portal", "staff"]);
export const paymentMethodEnum = pgEnum("payment_method", PAYMENT_METHODS);
export const contactRoleEnum = pgEnum("contact_role", CONTACT_ROLES);
export const paymentSourceEnum = pgEnum("payment_source", PAYMENT_SOURCES);
export const invoiceKindEnum = pgEnum("invoice_kind", INVOICE_KINDS);
export const sendChannelEnum = pgEnum("send_channel", SEND_CHANNELS);
export const responseMethodEnum = pgEnum("response_method", RESPONSE_METHODS);
export const creditNoteStatusEnum = pgEnum("credit_note_status", CREDIT_NOTE_STATUSES);
export const creditSettlementEnum = pgEnum("credit_settlement", CREDIT_SETTLEMENTS);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: roleEnum("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index("user_roles_role_idx").on(t.role), uniqueIndex("user_roles_user_id_key").on(t.userId)], // one staff role per account
);

export const customers = pgTable(
  "customers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email"),
    postcode: text("postcode"),
    address: text("address").notNull(),
    isCommercial: boolean("is_commercial").notNull().default(false),
    notes: text("notes"),
    /** The places of the customer's sites (parts and words of addresses, districts), kept by the database for the lists' area filter. */
    areas: text("areas").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("customers_user_id_idx").on(t.userId),
    index("customers_areas_idx").using("gin", t.areas),
    // With the id: the lists' order (newest first, then id), read straight from the index.
    index("customers_created_at_idx").on(t.createdAt, t.id),
    index("customers_name_idx").on(t.name),
    // A likely duplicate: the same postcode and a similar name.
    index("customers_postcode_idx").on(t.postcode),
    // The e-mail address in any case, and the last ten digits of the phone number: how the enquiries
    // inbox finds a likely existing record, oldest first (hence the creation time and id).
    index("customers_email_idx").on(sql`lower(${t.email})`, t.createdAt, t.id),
    index("customers_phone_idx").on(t.phone),
    index("customers_phone_digits_idx").on(sql`right(regexp_replace(${t.phone}, '[^0-9]', '', 'g'), 10)`, t.createdAt, t.id),
  ],
);

/**
 * The people of a customer besides the account holder (whose own name, phone and e-mail are on the
 * customer record): a tenant to call, a letting agent, the accounts team who pay. The flags say who
 * receives quotes and invoices and who receives visit notices.
 */
export const customerContacts = pgTable(
  "customer_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    role: contactRoleEnum("role").notNull().default("other"),
    phone: text("phone"),
    email: text("email"),
    receivesDocuments: boolean("receives_documents").notNull().default(false),
    receivesVisitNotices: boolean("receives_visit_notices").notNull().default(false),
    /** The contact's own portal account, when they have signed up with the contact's e-mail address. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("customer_contacts_user_id_idx").on(t.userId),
    index("customer_contacts_customer_idx").on(t.customerId, t.createdAt, t.id),
    index("customer_contacts_email_idx").on(sql`lower(${t.email})`),
    index("customer_contacts_phone_digits_idx").on(sql`right(regexp_replace(${t.phone}, '[^0-9]', '', 'g'), 10)`),
  ],
);

/**
 * A place where the firm works for a customer: a landlord's houses, an agent's managed properties, a
 * farm's house and yard. Jobs, quotes and invoices belong to one; the customer record's own address
 * is where invoices are addressed.
 */
export const customerSites = pgTable(
  "customer_sites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** A short name staff know it by ("Yard", "Flat 2"); optional. */
    label: text("label"),
    address: text("address").notNull(),
    postcode: text("postcode"),
    what3words: text("what3words"),
    latitude: numeric("latitude", { precision: 9, scale: 6 }),
    longitude: numeric("longitude", { precision: 9, scale: 6 }),
    accessNotes: text("access_notes"),
    contactId: uuid("contact_id").references(() => customerContacts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("customer_sites_customer_idx").on(t.customerId, t.createdAt, t.id),
    index("customer_sites_contact_idx").on(t.contactId),
    index("customer_sites_postcode_idx").on(t.postcode),
  ],
);

/**
 * What a portal sign-up gave besides its name and e-mail address, kept until the address is
 * verified: only then does the account get a customer record (docs/decisions/0019).
 */
export const portalSignUps = pgTable("portal_sign_ups", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  phone: text("phone").notNull(),
  address: text("address").notNull(),
  createdAt: createdAt(),
});

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    siteId: uuid("site_id")
      .notNull()
      .references(() => customerSites.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    description: text("description"),
    serviceType: serviceTypeEnum("service_type").notNull(),
    status: jobStatusEnum("status").notNull().default("enquiry"),
    priority: jobPriorityEnum("priority").notNull().default("medium"),
    scheduledDate: timestamp("scheduled_date", { withTimezone: true }),
    /** Hours, in steps of 0.5. */
    estimatedDuration: numeric("estimated_duration", { precision: 5, scale: 1 }),
    locationAddress: text("location_address").notNull(),
    conversationId: uuid("conversation_id").references(() => chatConversations.id, {
      onDelete: "set null",
    }),
    /** The site's postcode district (RG14), kept by the database from the site (a trigger) for the reports. */
    district: text("district"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The reports' jobs by service and by district over a range of creation dates, from the index alone.
    index("jobs_created_report_idx").on(t.createdAt, t.serviceType, t.district),
    // With the creation time and id: a customer's jobs newest first, and a search's matches by
    // customer name counted and paged, from the index alone.
    index("jobs_customer_id_idx").on(t.customerId, t.createdAt, t.id),
    index("jobs_status_idx").on(t.status),
    // With the status: the dashboard's open emergencies counted from the index alone.
    index("jobs_priority_idx").on(t.priority, t.status),
    index("jobs_scheduled_date_idx").on(t.scheduledDate),
    // With the id: the lists' order (newest first, then id), read straight from the index.
    index("jobs_created_at_idx").on(t.createdAt, t.id),
    index("jobs_conversation_id_idx").on(t.conversationId),
    index("jobs_site_id_idx").on(t.siteId, t.createdAt, t.id),
    // The list filtered by a postcode district, in its order (newest first), and counted from the index.
    index("jobs_district_idx").on(t.district, t.createdAt, t.id),
  ],
);

/** Contact-form enquiries, chat booking requests and visits requested in the portal: the back-office inbox. */
export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: enquirySourceEnum("source").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull(),
    /** Absent for a chat booking made without an e-mail address. */
    email: text("email"),
    service: text("service").notNull(),
    message: text("message").notNull(),
    status: enquiryStatusEnum("status").notNull().default("new"),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    conversationId: uuid("conversation_id").references(() => chatConversations.id, { onDelete: "set null" }),
    ip: text("ip"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("enquiries_status_idx").on(t.status),
    // With the id: the lists' order (newest first, then id), read straight from the index.
    index("enquiries_created_at_idx").on(t.createdAt, t.id),
    index("enquiries_customer_id_idx").on(t.customerId),
    index("enquiries_job_id_idx").on(t.jobId),
    index("enquiries_conversation_id_idx").on(t.conversationId),
  ],
);

export const quoteNumberSeq = pgSequence("quote_number_seq", { startWith: 1 });
export const invoiceNumberSeq = pgSequence("invoice_number_seq", { startWith: 1 });

export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    siteId: uuid("site_id")
      .notNull()
      .references(() => customerSites.id, { onDelete: "restrict" }),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    /** Q-00001: assigned from quote_number_seq by the quotes module (never reused). */
    quoteNumber: text("quote_number").notNull(),
    serviceType: serviceTypeEnum("service_type").notNull(),
    description: text("description"),
    /** VAT rate in basis points: 2000 = 20%. */
    vatRateBp: integer("vat_rate_bp").notNull().default(2000),
    subtotalPence: integer("subtotal_pence").notNull().default(0),
    vatAmountPence: integer("vat_amount_pence").notNull().default(0),
    totalPence: integer("total_pence").notNull().default(0),
    status: quoteStatusEnum("status").notNull().default("draft"),
    validUntil: date("valid_until"),
    notes: text("notes"),
    /** The terms the customer agrees to when accepting. */
    terms: text("terms"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    /** Accepted or declined in the portal by the customer, or by staff on their behalf. */
    respondedVia: responseViaEnum("responded_via"),
    respondedByUserId: text("responded_by_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The full name the customer typed to accept (or the name staff recorded). */
    signedName: text("signed_name"),
    respondedIp: text("responded_ip"),
    declineReason: text("decline_reason"),
    /** The totals the customer accepted, kept as they were at that moment. */
    acceptedSubtotalPence: integer("accepted_subtotal_pence"),
    acceptedVatAmountPence: integer("accepted_vat_amount_pence"),
    acceptedTotalPence: integer("accepted_total_pence"),
    /** How the customer's answer reached staff who recorded it for them (null when given in the portal). */
    responseMethod: responseMethodEnum("response_method"),
    /** A deposit asked for on acceptance: a percentage of the total (basis points, 2500 = 25%) or a fixed amount, or neither. */
    depositPercentBp: integer("deposit_percent_bp"),
    depositAmountPence: integer("deposit_amount_pence"),
    /** How it was sent: e-mailed, or issued without e-mail and marked as sent. Null while a draft. */
    sentVia: sendChannelEnum("sent_via"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("quotes_one_deposit_kind", sql`${t.depositPercentBp} IS NULL OR ${t.depositAmountPence} IS NULL`),
    uniqueIndex("quotes_quote_number_idx").on(t.quoteNumber),
    // With the creation time and id: a customer's quotes newest first, and a search's matches by
    // customer name counted and paged, from the index alone.
    index("quotes_customer_id_idx").on(t.customerId, t.createdAt, t.id),
    index("quotes_job_id_idx").on(t.jobId),
    index("quotes_site_id_idx").on(t.siteId),
    index("quotes_responded_by_user_id_idx").on(t.respondedByUserId),
    index("quotes_status_idx").on(t.status),
    index("quotes_valid_until_idx").on(t.validUntil),
    // With the id: the lists' order (newest first, then id), read straight from the index.
    index("quotes_created_at_idx").on(t.createdAt, t.id),
  ],
);

export const quoteItems = pgTable(
  "quote_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 10, scale: 2 }).notNull(),
    unitPricePence: integer("unit_price_pence").notNull(),
    lineTotalPence: integer("line_total_pence").notNull(),
    /** The line's VAT rate in basis points (UK work can mix rates on one document). */
    vatRateBp: integer("vat_rate_bp").notNull().default(2000),
  },
  (t) => [index("quote_items_quote_id_idx").on(t.quoteId, t.position)],
);

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    siteId: uuid("site_id")
      .notNull()
      .references(() => customerSites.id, { onDelete: "restrict" }),
    /** The site's postcode district (RG14), kept by the database from the site (a trigger) for the reports. */
    district: text("district"),
    quoteId: uuid("quote_id").references(() => quotes.id, { onDelete: "set null" }),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    /** INV-00001: assigned from invoice_number_seq by the invoices module (never reused). */
    invoiceNumber: text("invoice_number").notNull(),
    status: invoiceStatusEnum("status").notNull().default("draft"),
    vatRateBp: integer("vat_rate_bp").notNull().default(2000),
    subtotalPence: integer("subtotal_pence").notNull().default(0),
    vatAmountPence: integer("vat_amount_pence").notNull().default(0),
    totalPence: integer("total_pence").notNull().default(0),
    issueDate: date("issue_date").notNull().default(sql`(now() at time zone 'Europe/London')::date`),
    dueDate: date("due_date")
      .notNull()
      .default(sql`((now() at time zone 'Europe/London')::date + 14)`),
    /** The day the balance reached nothing (the last payment's date); null while anything is owed. */
    paidDate: date("paid_date"),
    notes: text("notes"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** How it was sent: e-mailed, or issued without e-mail and marked as sent. Null while a draft. */
    sentVia: sendChannelEnum("sent_via"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** A deposit invoice (issued on accepting a quote that asks for one), or an ordinary one. */
    kind: invoiceKindEnum("kind").notNull().default("standard"),
    /** The date of the supply (the work done) for VAT; the issue date when not given. */
    supplyDate: date("supply_date"),
    /** On a quote's final invoice: the deposits paid on that quote, deducted from what is asked. */
    depositsDeductedPence: integer("deposits_deducted_pence").notNull().default(0),
    /** The sum of the payments not voided, kept with the payments in one transaction. */
    paidPence: integer("paid_pence").notNull().default(0),
    /** The sum of the issued credit notes that lower the balance. */
    creditedPence: integer("credited_pence").notNull().default(0),
    /** What is still owed. Never below nothing: a payment or credit that would overpay is refused. */
    balancePence: integer("balance_pence")
      .notNull()
      .generatedAlwaysAs(sql`total_pence - deposits_deducted_pence - paid_pence - credited_pence`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("invoices_balance_not_negative", sql`total_pence - deposits_deducted_pence - paid_pence - credited_pence >= 0`),
    uniqueIndex("invoices_invoice_number_idx").on(t.invoiceNumber),
    // With the creation time and id: a customer's invoices newest first, and a search's matches by
    // customer name counted and paged, from the index alone.
    index("invoices_customer_id_idx").on(t.customerId, t.createdAt, t.id),
    index("invoices_quote_id_idx").on(t.quoteId),
    index("invoices_site_id_idx").on(t.siteId),
    // The list filtered by a postcode district, in its order (newest first), and counted from the index.
    index("invoices_district_idx").on(t.district, t.createdAt, t.id),
    index("invoices_job_id_idx").on(t.jobId),
    index("invoices_status_idx").on(t.status),
    index("invoices_issue_date_idx").on(t.issueDate),
    index("invoices_due_date_idx").on(t.dueDate),
    // With the id: the lists' order (newest first, then id), read straight from the index.
    index("invoices_created_at_idx").on(t.createdAt, t.id),
  ],
);

export const invoiceItems = pgTable(
  "invoice_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 10, scale: 2 }).notNull(),
    unitPricePence: integer("unit_price_pence").notNull(),
    lineTotalPence: integer("line_total_pence").notNull(),
    /** The line's VAT rate in basis points (UK work can mix rates on one document). */
    vatRateBp: integer("vat_rate_bp").notNull().default(2000),
  },
  (t) => [index("invoice_items_invoice_id_idx").on(t.invoiceId, t.position)],
);

/** The firm's standard items and prices, used to fill quote and invoice lines in one click. */
export const priceBookItems = pgTable(
  "price_book_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** The line's description when the item is added to a quote or invoice. */
    description: text("description").notNull(),
    unitPricePence: integer("unit_price_pence").notNull(),
    /** VAT rate in basis points: 2000 = 20%. */
    vatRateBp: integer("vat_rate_bp").notNull().default(2000),
    serviceType: serviceTypeEnum("service_type"),
    position: integer("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("price_book_items_active_position_idx").on(t.active, t.position)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    keywords: text("keywords").notNull().default(""),
    category: text("category").notNull(),
    readTime: text("read_time").notNull(),
    content: text("content").notNull(),
    status: blogStatusEnum("status").notNull().default("draft"),
    publishedDate: date("published_date"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_idx").on(t.slug),
    index("blog_posts_status_published_idx").on(t.status, t.publishedDate),
    index("blog_posts_created_at_idx").on(t.createdAt),
  ],
);

/**
 * A web address a post had before its slug was changed: `/blog/{oldSlug}` answers with a permanent
 * redirect to the post's address now, so links and search results keep working.
 */
export const blogSlugRedirects = pgTable(
  "blog_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("blog_slug_redirects_post_idx").on(t.postId)],
);

/** A file to attach to an e-mail, made when it is sent by the builder registered for `kind`. */
export type EmailAttachment = { filename: string; kind: string; id: string };

export const emailLog = pgTable(
  "email_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<EmailAttachment[]>().notNull().default([]),
    status: emailStatusEnum("status").notNull().default("pending"),
    /** Delivery attempts so far; the last error is in `error`. */
    attempts: integer("attempts").notNull().default(0),
    error: text("error"),
    messageId: text("message_id"),
    /** The customer the message was about (a quote or invoice sent, a reminder), for their timeline. */
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    /** The record it was about, as "quote:<id>" or "invoice:<id>", when there is one. */
    about: text("about"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("email_log_customer_idx").on(t.customerId, t.createdAt),
    index("email_log_created_at_idx").on(t.createdAt),
    index("email_log_status_idx").on(t.status),
    index("email_log_to_idx").on(t.to),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    /**
     * Who did it, in words, as they were at that moment (the account's name and e-mail address, or what
     * the product did it for): kept when the account changes its address or is removed.
     */
    actorLabel: text("actor_label"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    changes: jsonb("changes"),
    /**
     * The customer whose record, job, quote or invoice the entry is about (as it was written), for the
     * customer's timeline; none for other records. Not a foreign key: the history outlives the record.
     */
    customerId: uuid("customer_id"),
    createdAt: createdAt(),
  },
  (t) => [
    // A customer's history of one kind of record, newest first: their timeline.
    index("audit_log_customer_idx").on(t.customerId, t.entityType, t.createdAt, t.id),
    index("audit_log_entity_idx").on(t.entityType, t.entityId, t.createdAt),
    index("audit_log_actor_idx").on(t.actorUserId),
    index("audit_log_created_at_idx").on(t.createdAt),
  ],
);

/**
 * A customer record merged into another: its old id keeps working (the record's page redirects to the
 * one kept), and the merge's audit entries on both say who merged what.
 */
export const customerMerges = pgTable(
  "customer_merges",
  {
    mergedId: uuid("merged_id").primaryKey(),
    keptId: uuid("kept_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    mergedByUserId: text("merged_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("customer_merges_kept_idx").on(t.keptId)],
);

/** Fixed-window counters for rate limits that are not better-auth's (contact form, chat, login per account). */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    key: text("key").primaryKey(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [index("rate_limit_buckets_window_idx").on(t.windowStart)],
);

/**
 * The last TOTP time-step (Unix time / 30 s) accepted for each account: a code is accepted only for a
 * later step, so no code works twice. Cleared when a new two-factor secret is issued.
 */
export const totpLastSteps = pgTable("totp_last_steps", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  step: bigint("step", { mode: "number" }).notNull(),
  acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
});
