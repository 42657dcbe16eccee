import { and, count, eq, isNull, ne, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { customers, invoices, jobs, quoteItems, quotes, user } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { formatDateLong, shiftDay, todayKey } from "~/lib/business-day";
import { checkAction, createDocument, deleteDocument, documentPdf, documentSentEmail, getDocument, insertDocument, listDocuments, loadItems, lockDocument, markDocumentSent, previewDocumentEmail, sendDocument, sweepPastDate, updateDocument, visibleTo, type DocumentKind, type DocumentWithItems, type Tx } from "~/features/documents/document-kind.server";
import { requireConfirmed } from "~/lib/confirmation";
import { QUOTE_NUMBERING } from "~/features/documents/document-number.server";
import { itemsAsLines, parseDocumentInput, requireStaff } from "~/features/documents/documents.server";
import { quoteAnsweredSubject } from "~/emails/quote-answered";
import { quoteSentSubject } from "~/emails/quote-sent";
import { renderEmail } from "~/emails/render.server";
import { insertInvoice } from "~/features/invoices/invoices.server";
import { mayAnswerQuotes } from "~/features/customers/contact-scope.server";
import { createJob, deleteJob, jobAwaitsQuote, readyJobForAcceptedQuote } from "~/features/jobs/jobs.server";
import type { Actor } from "~/lib/actor";
import { getBusiness } from "~/lib/business.server";
import { DomainError } from "~/lib/domain-error";
import { queueEmail } from "~/lib/mail.server";
import { SERVICE_TYPE_LABELS, type QuoteStatus } from "~/lib/labels";
import type { Paged } from "~/lib/paging";
import { depositSentence } from "./deposit";
import { depositFormValues, depositTermsOf } from "./deposit.schema";
import { depositInvoicesOf, type DepositInvoice } from "~/features/invoices/deposit-deductions.server";
import { depositsPaidPence, raiseDepositInvoice } from "./deposits.server";
import { QUOTE_AWAITING_ANSWER_STATUSES, quoteMachine, type QuoteAction } from "./quote-status";
import { DEFAULT_QUOTE_TERMS, extendQuoteSchema, QUOTE_VALID_DAYS, quoteAcceptanceSchema, quoteDeclineSchema, quoteSchema, staffAnswerSchema, staffDeclineSchema, type QuoteValues } from "./quotes.schema";

// A quote: the document core configured for quotes (quoteKind), and a quote's own rules: the
// customer's answer (accept, decline), expiry, and turning an accepted quote into a job or an invoice.

export type Quote = typeof quotes.$inferSelect;
export type QuoteItem = typeof quoteItems.$inferSelect;

export type QuoteRow = Pick<Quote, "id" | "quoteNumber" | "serviceType" | "totalPence" | "status" | "validUntil" | "createdAt"> & {
  customerId: string;
  customerName: string;
};

const alreadyConverted = (message: string) => new DomainError("conflict", message, { reason: "already_converted" });

export const quoteKind: DocumentKind<Quote, QuoteStatus, QuoteValues> = {
  noun: "quote",
  numbering: QUOTE_NUMBERING,
  numberField: "quoteNumber",
  table: quotes,
  numberColumn: quotes.quoteNumber,
  items: { table: quoteItems, documentId: quoteItems.quoteId, documentIdKey: "quoteId" },
  machine: quoteMachine,
  refusals: {
    edit: (n, s) => `Only a draft can be edited; ${n} is ${s}.`,
    delete: (n, s) => `Only a draft can be deleted; ${n} is ${s}.`,
    send: (n) => `${n} has already been sent.`,
    resend: (n) => `${n} has already been sent.`,
    accept: (n, s) => `Only a sent quote can be accepted; ${n} is ${s}.`,
    decline: (n, s) => `Only a sent quote can be declined; ${n} is ${s}.`,
    convertToJob: (n, s) => `Only an accepted quote can be turned into a job; ${n} is ${s}.`,
    convertToInvoice: (n, s) => `Only an accepted quote can be turned into an invoice; ${n} is ${s}.`,
    markSent: (n) => `${n} has already been sent.`,
    extend: (n, s) => `Only a draft, sent or expired quote can be extended; ${n} is ${s}.`,
  },
  schema: quoteSchema,
  columns: (values) => ({
    jobId: values.jobId,
    serviceType: values.serviceType,
    description: values.description,
    validUntil: values.validUntil,
    notes: values.notes,
    terms: values.terms,
    ...depositTermsOf(values),
  }),
  listColumns: { serviceType: quotes.serviceType, validUntil: quotes.validUntil },
  sentEmail: (quote, customer) => {
    const subject = quoteSentSubject({ quoteNumber: quote.quoteNumber, businessName: getBusiness().name });
    const figures = { quoteId: quote.id, quoteNumber: quote.quoteNumber, totalPence: quote.totalPence, validUntil: quote.validUntil };
    return documentSentEmail("quoteSent", subject, { customerName: customer.name, site: customer.site, ...figures });
  },
  pdfLayout: (quote) => ({
    kind: "quote",
    number: quote.quoteNumber,
    status: quote.status,
    issueDate: todayKey(quote.sentAt ?? quote.createdAt),
    validUntil: quote.validUntil,
    customer: { name: quote.customerName, address: quote.customerAddress, postcode: quote.customerPostcode, email: quote.customerEmail, phone: quote.customerPhone },
    site: { label: quote.siteLabel, address: quote.siteAddress, postcode: quote.sitePostcode },
    title: SERVICE_TYPE_LABELS[quote.serviceType],
    description: quote.description,
    lines: quote.items,
    subtotalPence: quote.subtotalPence,
    vatRateBp: quote.vatRateBp,
    vatAmountPence: quote.vatAmountPence,
    totalPence: quote.totalPence,
    notes: quote.notes,
    terms: quote.terms,
    deposit: depositSentence(quote.acceptedTotalPence ?? quote.totalPence, quote),
    acceptance: quote.status === "accepted" && quote.respondedAt ? { name: quote.signedName ?? quote.customerName, acceptedAt: quote.respondedAt } : null,
  }),
  attachment: "quote-pdf",
  checkIssue: (quote, now) => {
    if (!isPastValidity(quote, now)) return;
    const until = formatDateLong(quote.validUntil!);
    throw new DomainError("invalid", `${quote.quoteNumber} was valid until ${until}, which has passed: extend it to ${formatDateLong(extensionDate(now))} first, then send it.`, {
      reason: "validity_passed",
    });
  },
};

/** The date Extend offers: the usual validity from today (London). */
export function extensionDate(now = new Date()) {
  return shiftDay(todayKey(now), QUOTE_VALID_DAYS);
}

/** One page of the quotes the actor may see, newest first, matching the search. */
export function listQuotes(args: { actor: Actor; q?: string; page?: number; filter?: SQL }): Promise<Paged<QuoteRow>> {
  return listDocuments<QuoteRow>(quoteKind, args);
}

/** How many quotes the actor may see are waiting for the customer's answer (sent). */
export async function countQuotesAwaitingAnswer({ actor }: { actor: Actor }): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(quotes)
    .where(and(visibleTo(quoteKind, actor), eq(quotes.status, QUOTE_AWAITING_ANSWER_STATUSES[0])));
  return Number(row?.n ?? 0);
}

export type QuoteWithItems = DocumentWithItems<Quote> & {
  /** The invoice raised from this quote, if any (not cancelled; its deposit invoices aside). */
  invoiceId: string | null;
  /** An invoice the quote's job already has (not cancelled, not a deposit): a second must be confirmed. */
  jobInvoiceNumber: string | null;
  /** The deposit invoices raised on accepting it (not cancelled). */
  depositInvoices: DepositInvoice[];
  /** Who in the office recorded the customer's answer (their name), when staff did. */
  respondedByName: string | null;
  /** What the actor may do with it now. */
  actions: QuoteAction[];
};

/**
 * The actions shown for a quote: what its status allows, less what has already been done (a quote
 * whose job has moved past waiting for it is not converted again).
 */
function availableActions(actor: Actor, quote: Quote, invoiceId: string | null, jobWaits: boolean, now: Date): QuoteAction[] {
  const allowed = quoteMachine.allowed(quote.status);
  // A customer answers only a quote still valid today (one past its date waits for the expiry run).
  if (actor.kind === "customer") return isPastValidity(quote, now) ? [] : allowed.filter((a) => a === "accept" || a === "decline");
  return allowed.filter((a) => !(a === "convertToJob" && quote.jobId && !jobWaits) && !(a === "convertToInvoice" && invoiceId) && !(a === "extend" && !isPastValidity(quote, now)));
}

/** A quote with its customer and line items, or null when there is none the actor may see with this id. */
export async function getQuote({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }): Promise<QuoteWithItems | null> {
  const quote = await getDocument<Quote>(quoteKind, { actor, id });
  if (!quote) return null;
  const db = getDb();
  const none = Promise.resolve([] as never[]);
  // What the page needs besides the quote, read at once: its invoice, its job and the job's invoice
  // (a second one must be confirmed), its deposit invoices, who recorded an answer, whether the actor answers.
  const [[invoice], [job], [jobInvoice], depositInvoices, [recorder], answers] = await Promise.all([
    db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.quoteId, id), eq(invoices.kind, "standard"), ne(invoices.status, "cancelled")))
      .limit(1),
    quote.jobId ? db.select({ status: jobs.status, scheduledDate: jobs.scheduledDate }).from(jobs).where(eq(jobs.id, quote.jobId)) : none,
    quote.jobId
      ? db
          .select({ invoiceNumber: invoices.invoiceNumber })
          .from(invoices)
          .where(and(eq(invoices.jobId, quote.jobId), ne(invoices.status, "cancelled"), ne(invoices.kind, "deposit")))
          .limit(1)
      : none,
    depositInvoicesOf(db, id),
    quote.respondedVia === "staff" && quote.respondedByUserId ? db.select({ name: user.name }).from(user).where(eq(user.id, quote.respondedByUserId)) : none,
    actor.kind !== "customer" || mayAnswerQuotes(db, actor),
  ]);
  const invoiceId = invoice?.id ?? null;
  return { ...quote, invoiceId, jobInvoiceNumber: jobInvoice?.invoiceNumber ?? null, depositInvoices, respondedByName: recorder?.name ?? null, actions: answers ? availableActions(actor, quote, invoiceId, job ? jobAwaitsQuote(job) : false, now) : [] };
}

/**
 * What a customer sees of their quote in the portal: not who in the office answered it, from which
 * address, nor the job or invoice it led to. Null when it is not theirs (or a draft).
 */
export async function quotePortalView({ actor, id, now }: { actor: Actor; id: string; now?: Date }) {
  const quote = await getQuote({ actor, id, now });
  if (!quote) return null;
  const { customerId: _c, respondedByUserId: _u, respondedByName: _r, respondedIp: _ip, jobId: _j, invoiceId: _i, jobInvoiceNumber: _n, depositInvoices: _d, ...shown } = quote;
  return shown;
}

/** Values for a new quote form: valid for 30 days from today (London), 20% VAT, the standard terms. */
export function newQuoteDefaults(now = new Date()) {
  return { validUntil: shiftDay(todayKey(now), QUOTE_VALID_DAYS), vatRate: "20", terms: DEFAULT_QUOTE_TERMS };
}

/** Staff create a draft quote; the server prices every line and the totals. */
export const createQuote = (args: { actor: Actor; input: unknown }) => createDocument(quoteKind, args);

/** Staff change a draft quote (lines replaced, totals computed again). */
export const updateQuote = (args: { actor: Actor; id: string; input: unknown }) => updateDocument(quoteKind, args);

/** Staff delete a draft quote, once confirmed. */
export const deleteQuote = (args: { actor: Actor; id: string; input?: unknown }) => deleteDocument(quoteKind, args);

/**
 * Staff send a draft quote (or send a sent one again), with their own message if any: the status
 * becomes sent, and the customer is e-mailed the PDF and a link to the quote in the portal. The
 * customer must have an e-mail address; a quote past its valid-until date is extended first.
 */
export const sendQuote = (args: { actor: Actor; id: string; input?: unknown; now?: Date }) => sendDocument(quoteKind, args);

/** What Send would e-mail for a quote now, or why it cannot be sent. */
export const previewQuoteEmail = (args: { actor: Actor; id: string; now?: Date }) => previewDocumentEmail(quoteKind, args);

/** Staff record that a draft quote was given another way (by hand, post, phone): sent, nothing e-mailed. */
export const markQuoteSent = (args: { actor: Actor; id: string; input: unknown; now?: Date }) => markDocumentSent(quoteKind, args);

/**
 * Staff give a quote whose valid-until date has passed a new one (today or later): it keeps its
 * number; an expired quote is open again (sent). Audited as "extend".
 */
export async function extendQuote({ actor, id, input, now = new Date() }: { actor: Actor; id: string; input: unknown; now?: Date }): Promise<Quote> {
  requireStaff(actor);
  const { validUntil } = parseDocumentInput(extendQuoteSchema, input);
  if (validUntil < todayKey(now)) throw new DomainError("invalid", "The new valid-until date cannot be in the past.", { fieldErrors: { validUntil: "The new valid-until date cannot be in the past" } });
  return getDb().transaction(async (tx) => {
    const quote = await lockDocument<Quote>(quoteKind, tx, actor, id);
    checkAction(quoteKind, "extend", quote);
    const status = quote.status === "expired" ? "sent" : quote.status;
    const [after] = await tx.update(quotes).set({ validUntil, status }).where(eq(quotes.id, id)).returning();
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "extend",
      entityType: "quote",
      entityId: id,
      changes: { number: quote.quoteNumber, validUntil: { from: quote.validUntil, to: validUntil }, ...(status !== quote.status ? { status: { from: quote.status, to: status } } : {}) },
    });
    return after;
  });
}

/** The PDF of a quote the actor may see, with its file name, or null. */
export const quotePdf = (args: { actor: Actor; id: string }) => documentPdf(quoteKind, args);

/** Whether a sent quote's valid-until date has passed (the business day is London's). */
function isPastValidity(quote: Quote, now: Date) {
  return quote.validUntil !== null && quote.validUntil < todayKey(now);
}

type Answer = { actor: Actor; id: string; input?: unknown; ip?: string | null; now?: Date };

/**
 * Record a customer's answer to a sent, unexpired quote, given in the portal or to staff (who record
 * it on the customer's behalf): who answered, how, when and from which address.
 */
async function answerQuote(
  { actor, id, input, ip = null, now = new Date() }: Answer,
  action: "accept" | "decline",
  answer: (quote: Quote) => Partial<typeof quotes.$inferInsert> & Record<string, unknown>,
): Promise<Quote> {
  // Anyone but the customer answers on the customer's behalf: only the office may (never the system, nor an engineer).
  if (actor.kind !== "customer") requireStaff(actor);
  const via = actor.kind === "customer" ? "portal" : "staff";
  const recorded = via === "staff" ? recordedAnswer(input, action, now) : null;
  return getDb().transaction(async (tx) => {
    const quote = await lockDocument<Quote>(quoteKind, tx, actor, id);
    // A contact who only sees their site's quotes may read them; the account holder (or a contact
    // who receives the customer's documents) answers them (ADR 0081).
    if (actor.kind === "customer" && !(await mayAnswerQuotes(tx, actor))) {
      throw new DomainError("not_allowed", "Only the account holder, or a contact who receives our quotes, can accept or decline this quote.", { reason: "contact_cannot_answer" });
    }
    // For the customer, a quote no longer open (answered, or past its date) changed since they were
    // shown it: a conflict with its state. Staff are refused as for any action the status forbids.
    if (via === "portal" && !quoteMachine.can(action, quote.status)) {
      throw new DomainError("conflict", quoteKind.refusals[action]!(quote.quoteNumber, quote.status), { reason: "not_open" });
    }
    checkAction(quoteKind, action, quote);
    if (action === "decline" && via === "staff") requireConfirmed(input as Record<string, unknown>, `record that ${quote.quoteNumber} was declined`);
    // An answer staff record counts on the day it was given (a yes by phone on the last day holds).
    const at = recorded?.respondedAt ?? now;
    if (isPastValidity(quote, at)) throw new DomainError("conflict", "This quote has expired. Please contact us for a new one.", { reason: "expired" });
    // (to the minute: the time is typed without seconds)
    if (recorded && quote.sentAt && at.getTime() < Math.floor(quote.sentAt.getTime() / 60_000) * 60_000) throw new DomainError("invalid", "The answer cannot be before the quote was sent.", { fieldErrors: { respondedAt: "The answer cannot be before the quote was sent" } });
    const values = { ...answer(quote), ...(recorded ? { signedName: recorded.respondedName, responseMethod: recorded.responseMethod } : {}) };
    const to = quoteMachine.target(action)!;
    const [after] = await tx
      .update(quotes)
      .set({ ...values, status: to, respondedAt: at, respondedVia: via, respondedByUserId: actor.id, respondedIp: ip })
      .where(eq(quotes.id, id))
      .returning();
    await recordAudit(tx, { actorUserId: actor.id, action, entityType: "quote", entityId: id, changes: { status: { from: quote.status, to }, via, ip, ...values, ...(recorded ? { respondedAt: at.toISOString() } : {}) } });
    // A deposit asked for is invoiced in the same transaction: once, as the quote was locked and sent.
    if (action === "accept") await raiseDepositInvoice(tx, actor, after, now);
    // An answer given in the portal is news to the office: it is told by e-mail, in this transaction.
    if (via === "portal") await notifyOfficeOfAnswer(tx, after, ip);
    return after;
  });
}

/**
 * The details of an answer staff record for the customer: how it reached them, who answered and
 * when (not in the future); a decline also has its reason. Refused with field messages otherwise.
 */
function recordedAnswer(input: unknown, action: "accept" | "decline", now: Date) {
  const values = parseDocumentInput(action === "decline" ? staffDeclineSchema : staffAnswerSchema, input ?? {});
  if (values.respondedAt.getTime() > now.getTime()) {
    throw new DomainError("invalid", "The answer cannot be in the future.", { fieldErrors: { respondedAt: "The answer cannot be in the future" } });
  }
  return values;
}

async function notifyOfficeOfAnswer(tx: Tx, quote: Quote, ip: string | null) {
  const [customer] = await tx.select({ name: customers.name, email: customers.email }).from(customers).where(eq(customers.id, quote.customerId));
  const answer = quote.status === "accepted" ? "accepted" : "declined";
  const customerName = customer?.name ?? "The customer";
  const business = getBusiness();
  const { html, text } = await renderEmail("quoteAnswered", {
    answer,
    quoteId: quote.id,
    quoteNumber: quote.quoteNumber,
    customerName,
    signedName: quote.signedName,
    totalPence: quote.acceptedTotalPence ?? quote.totalPence,
    answeredAt: quote.respondedAt ?? new Date(),
    ip,
    reason: quote.declineReason,
  });
  await queueEmail(tx, {
    to: business.email,
    ...(customer?.email ? { replyTo: customer.email } : {}),
    subject: quoteAnsweredSubject({ answer, quoteNumber: quote.quoteNumber, customerName }),
    html,
    text,
  });
}

/**
 * Accept a sent, unexpired quote. A customer (in the portal) types their full name and agrees to the
 * terms; staff record an answer given to them (how, who and when). The name and the totals accepted are kept.
 */
export async function acceptQuote(args: Answer): Promise<Quote> {
  const signedName = args.actor.kind === "customer" ? parseDocumentInput(quoteAcceptanceSchema, args.input ?? {}).signedName : null;
  return answerQuote(args, "accept", (quote) => ({
    signedName,
    acceptedSubtotalPence: quote.subtotalPence,
    acceptedVatAmountPence: quote.vatAmountPence,
    acceptedTotalPence: quote.totalPence,
  }));
}

/**
 * Decline a sent, unexpired quote: by the customer (a reason optional), or by staff for them (how,
 * who, when and the reason given, and their confirmation).
 */
export async function declineQuote(args: Answer): Promise<Quote> {
  const { reason } = parseDocumentInput(args.actor.kind === "customer" ? quoteDeclineSchema : quoteDeclineSchema.extend(staffDeclineSchema.pick({ reason: true }).shape), args.input ?? {});
  return answerQuote(args, "decline", () => ({ declineReason: reason }));
}

/**
 * Sent quotes whose valid-until date has passed become expired. Safe to run at the same time on
 * several instances: the update takes each row once, and only the run that changed a row records it.
 */
export function expireQuotes({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  return sweepPastDate(quoteKind, { dateColumn: quotes.validUntil, to: "expired", auditAction: "expire", today: todayKey(now) });
}

/** A new draft with the same customer, service, lines and terms, valid for 30 days from today. */
export async function duplicateQuote({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }): Promise<Quote> {
  requireStaff(actor);
  return getDb().transaction(async (tx) => {
    const source = await lockDocument<Quote>(quoteKind, tx, actor, id);
    const items = await loadItems(quoteKind, tx, id);
    const values: QuoteValues = {
      customerId: source.customerId,
      siteId: source.siteId,
      newSiteAddress: null,
      newSitePostcode: null,
      jobId: source.jobId,
      serviceType: source.serviceType,
      description: source.description,
      lines: itemsAsLines(items),
      vatRate: source.vatRateBp,
      validUntil: shiftDay(todayKey(now), QUOTE_VALID_DAYS),
      notes: source.notes,
      terms: source.terms,
      ...depositFormValues(source),
    };
    return insertDocument(quoteKind, tx, actor, values, "duplicate");
  });
}

/**
 * An accepted quote becomes an invoice (a draft with its lines and their VAT rates, for the quote's
 * job), once. When that job already has an invoice, the second must be confirmed
 * (`input.confirmSecondInvoice` "yes").
 */
export async function convertQuoteToInvoice({ actor, id, input, now = new Date() }: { actor: Actor; id: string; input?: { confirmSecondInvoice?: unknown }; now?: Date }) {
  requireStaff(actor);
  return getDb().transaction(async (tx) => {
    const quote = await lockDocument<Quote>(quoteKind, tx, actor, id);
    // A contact who only sees their site's quotes may read them; the account holder (or a contact
    // who receives the customer's documents) answers them (ADR 0081).
    if (actor.kind === "customer" && !(await mayAnswerQuotes(tx, actor))) {
      throw new DomainError("not_allowed", "Only the account holder, or a contact who receives our quotes, can accept or decline this quote.", { reason: "contact_cannot_answer" });
    }
    checkAction(quoteKind, "convertToInvoice", quote);
    const [existing] = await tx
      .select({ invoiceNumber: invoices.invoiceNumber })
      .from(invoices)
      .where(and(eq(invoices.quoteId, id), eq(invoices.kind, "standard"), ne(invoices.status, "cancelled")))
      .limit(1);
    if (existing) throw alreadyConverted(`${quote.quoteNumber} has already been invoiced (${existing.invoiceNumber}).`);
    const items = await loadItems(quoteKind, tx, id);
    const invoice = await insertInvoice(tx, actor, {
      customerId: quote.customerId,
      siteId: quote.siteId,
      newSiteAddress: null,
      newSitePostcode: null,
      jobId: quote.jobId,
      quoteId: quote.id,
      lines: itemsAsLines(items),
      vatRate: quote.vatRateBp,
      now,
      notes: null,
      confirmSecondInvoice: input?.confirmSecondInvoice === "yes" ? "yes" : null,
    });
    // The deposits paid so far on this quote are deducted from what the final invoice asks for.
    const deducted = await depositsPaidPence(tx, id);
    const [final] = deducted > 0 ? await tx.update(invoices).set({ depositsDeductedPence: deducted }).where(eq(invoices.id, invoice.id)).returning() : [invoice];
    await recordAudit(tx, { actorUserId: actor.id, action: "convert_to_invoice", entityType: "quote", entityId: id, changes: { invoiceNumber: invoice.invoiceNumber, ...(deducted > 0 ? { depositsDeducted: deducted } : {}) } });
    return final;
  });
}

/**
 * An accepted quote becomes a job, once. A quote made for a job keeps that job (no second one): the
 * job moves on to "scheduled" when it has a date, else to "quoted" (readyJobForAcceptedQuote). A
 * quote without a job gets a new one, as quoted work (scheduling it is for staff).
 */
export async function convertQuoteToJob({ actor, id }: { actor: Actor; id: string }): Promise<{ id: string; status: string }> {
  const staff = requireStaff(actor);
  const db = getDb();
  const quote = await db.transaction(async (tx) => {
    const q = await lockDocument<Quote>(quoteKind, tx, actor, id);
    checkAction(quoteKind, "convertToJob", q);
    if (!q.jobId) return q;
    const job = await readyJobForAcceptedQuote(tx, { actor: staff, jobId: q.jobId, quoteNumber: q.quoteNumber });
    await recordAudit(tx, { actorUserId: actor.id, action: "convert_to_job", entityType: "quote", entityId: id, changes: { jobId: job.id, reused: true, jobStatus: job.status } });
    return { ...q, reusedJob: job };
  });
  if ("reusedJob" in quote) return quote.reusedJob;
  const job = await createJob({
    actor: staff,
    input: {
      customerId: quote.customerId,
      siteId: quote.siteId,
      title: `${SERVICE_TYPE_LABELS[quote.serviceType]} (${quote.quoteNumber})`,
      serviceType: quote.serviceType,
      status: "quoted",
      priority: "medium",
      description: quote.description ?? "",
    },
  });
  return db.transaction(async (tx) => {
    const linked = await tx
      .update(quotes)
      .set({ jobId: job.id })
      .where(and(eq(quotes.id, id), eq(quotes.status, "accepted"), isNull(quotes.jobId)))
      .returning({ id: quotes.id });
    if (!linked[0]) {
      // Another conversion won the race: the job made here is not kept.
      await deleteJob({ actor: staff, id: job.id, input: { confirmed: "yes" } });
      throw alreadyConverted(`${quote.quoteNumber} already has a job.`);
    }
    await recordAudit(tx, { actorUserId: actor.id, action: "convert_to_job", entityType: "quote", entityId: id, changes: { jobId: job.id } });
    return job;
  });
}

