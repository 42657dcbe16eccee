import { and, asc, count, desc, eq, isNull, lt, ne, sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { customers, invoices, quoteItems, quotes } from "~/db/schema";
import { diffFields, recordAudit } from "~/features/audit/audit.server";
import { shiftDay, todayKey } from "~/lib/business-day";
import { nextDocumentNumber } from "~/features/documents/document-number.server";
import { checkTotal, DocumentError, parseDocumentInput, priceLines, requireStaff } from "~/features/documents/documents.server";
import { quoteAnsweredSubject } from "~/emails/quote-answered";
import { quoteSentSubject } from "~/emails/quote-sent";
import { renderEmail } from "~/emails/render.server";
import { renderDocumentPdf } from "~/features/documents/pdf.server";
import { insertInvoice } from "~/features/invoices/invoices.server";
import { createJob, deleteJob } from "~/features/jobs/jobs.server";
import { systemActor, type Actor } from "~/lib/actor";
import { getBusiness } from "~/lib/business.server";
import { queueEmail, registerAttachmentBuilder } from "~/lib/mail.server";
import { isUuid } from "~/lib/ids";
import { SERVICE_TYPE_LABELS } from "~/lib/labels";
import { parseQuantity } from "~/lib/money";
import { containsPattern, type Paged, pageSizeFor } from "~/lib/paging";
import { listPage, searchMatches } from "~/lib/search.server";
import { customerNameMatches } from "~/features/customers/customers.server";
import { quoteMachine, type QuoteAction } from "./quote-status";
import { DEFAULT_QUOTE_TERMS, QUOTE_VALID_DAYS, quoteAcceptanceSchema, quoteDeclineSchema, quoteSchema, type QuoteValues } from "./quotes.schema";

export type Quote = typeof quotes.$inferSelect;
export type QuoteItem = typeof quoteItems.$inferSelect;

export type QuoteRow = Pick<Quote, "id" | "quoteNumber" | "serviceType" | "totalPence" | "status" | "validUntil" | "createdAt"> & {
  customerId: string;
  customerName: string;
};

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const fail = (code: ConstructorParameters<typeof DocumentError>[0], detail?: string) => new DocumentError(code, "quote", {}, detail);

/**
 * The quotes an actor may see: staff and the system see all; a customer sees only their own, and
 * never a draft.
 */
function visibleTo(actor: Actor): SQL | undefined {
  if (actor.kind !== "customer") return undefined;
  return and(eq(quotes.customerId, actor.customerId), ne(quotes.status, "draft"));
}

/** Quotes the actor may see whose number or customer's name contains `q`, case-insensitive (null without a search). */
function searchOf(q: string, actor: Actor) {
  if (!q) return null;
  const pattern = containsPattern(q);
  return searchMatches(quotes, [sql`${quotes.quoteNumber} ilike ${pattern}`, customerNameMatches(quotes.customerId, pattern)], visibleTo(actor));
}

/** One page of the quotes the actor may see, newest first, matching the search. */
export async function listQuotes({ actor, q = "", page = 1 }: { actor: Actor; q?: string; page?: number }): Promise<Paged<QuoteRow>> {
  const db = getDb();
  // Every quote has its customer (a restricting foreign key), so the count needs no join.
  const { where, offset, limit, ...paging } = await listPage(db, { table: quotes, visible: visibleTo(actor), search: searchOf(q.trim(), actor), page, size: pageSizeFor(actor) });
  const rows = await db
    .select({
      id: quotes.id,
      quoteNumber: quotes.quoteNumber,
      customerId: quotes.customerId,
      customerName: customers.name,
      serviceType: quotes.serviceType,
      totalPence: quotes.totalPence,
      status: quotes.status,
      validUntil: quotes.validUntil,
      createdAt: quotes.createdAt,
    })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .where(where)
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(limit)
    .offset(offset);
  return { rows, ...paging };
}

/** How many quotes the actor may see are waiting for the customer's answer (sent). */
export async function countQuotesAwaitingAnswer({ actor }: { actor: Actor }): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(quotes)
    .where(and(visibleTo(actor), eq(quotes.status, "sent")));
  return Number(row?.n ?? 0);
}

export type QuoteWithItems = Quote & {
  customerName: string;
  customerEmail: string | null;
  customerAddress: string;
  customerPostcode: string | null;
  customerPhone: string;
  items: QuoteItem[];
  /** The invoice raised from this quote, if any (not cancelled). */
  invoiceId: string | null;
  /** What the actor may do with it now. */
  actions: QuoteAction[];
};

/** The actions shown for a quote: what its status allows, less what has already been done. */
function availableActions(actor: Actor, quote: Quote, invoiceId: string | null, now: Date): QuoteAction[] {
  const allowed = quoteMachine.allowed(quote.status);
  // A customer answers only a quote still valid today (one past its date waits for the expiry run).
  if (actor.kind === "customer") return isPastValidity(quote, now) ? [] : allowed.filter((a) => a === "accept" || a === "decline");
  return allowed.filter((a) => !(a === "convertToJob" && quote.jobId) && !(a === "convertToInvoice" && invoiceId));
}

/** A quote with its customer and line items, or null when there is none the actor may see with this id. */
export async function getQuote({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }): Promise<QuoteWithItems | null> {
  if (!isUuid(id)) return null;
  const db = getDb();
  const [row] = await db
    .select({
      quote: quotes,
      customerName: customers.name,
      customerEmail: customers.email,
      customerAddress: customers.address,
      customerPostcode: customers.postcode,
      customerPhone: customers.phone,
    })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .where(and(eq(quotes.id, id), visibleTo(actor)));
  if (!row) return null;
  const [items, invoice] = await Promise.all([
    db.select().from(quoteItems).where(eq(quoteItems.quoteId, id)).orderBy(asc(quoteItems.position), asc(quoteItems.id)),
    db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.quoteId, id), ne(invoices.status, "cancelled")))
      .limit(1),
  ]);
  const invoiceId = invoice[0]?.id ?? null;
  const { quote, ...customer } = row;
  return { ...quote, ...customer, items, invoiceId, actions: availableActions(actor, quote, invoiceId, now) };
}

/** Values for a new quote form: valid for 30 days from today (London), 20% VAT, the standard terms. */
export function newQuoteDefaults(now = new Date()) {
  return { validUntil: shiftDay(todayKey(now), QUOTE_VALID_DAYS), vatRate: "20", terms: DEFAULT_QUOTE_TERMS };
}

async function requireCustomerRow(tx: Tx, customerId: string) {
  const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for("key share");
  if (!customer) throw new DocumentError("customer_not_found", "quote", { customerId: "The chosen customer no longer exists. Choose another." });
}

function columnsOf(values: QuoteValues) {
  const { rows, totals } = priceLines(values.lines, values.vatRate);
  checkTotal(totals.totalPence, "quote");
  return {
    rows,
    columns: {
      customerId: values.customerId,
      jobId: values.jobId,
      serviceType: values.serviceType,
      description: values.description,
      vatRateBp: values.vatRate,
      validUntil: values.validUntil,
      notes: values.notes,
      terms: values.terms,
      ...totals,
    },
  };
}

async function insertQuote(tx: Tx, actor: Actor, values: QuoteValues, action = "create"): Promise<Quote> {
  await requireCustomerRow(tx, values.customerId);
  const { rows, columns } = columnsOf(values);
  const quoteNumber = await nextDocumentNumber(tx, "quote");
  const [created] = await tx.insert(quotes).values({ ...columns, quoteNumber }).returning();
  await tx.insert(quoteItems).values(rows.map((r) => ({ ...r, quoteId: created.id })));
  await recordAudit(tx, {
    actorUserId: actor.id,
    action,
    entityType: "quote",
    entityId: created.id,
    changes: { quoteNumber, ...columns, lines: rows.length },
  });
  return created;
}

/** Staff create a draft quote; the server prices every line and the totals. */
export async function createQuote({ actor, input }: { actor: Actor; input: unknown }): Promise<Quote> {
  requireStaff(actor, "quote");
  const values = parseDocumentInput(quoteSchema, input, "quote");
  return getDb().transaction((tx) => insertQuote(tx, actor, values));
}

/** Lock a quote the actor may see, or fail with not_found. */
async function lockQuote(tx: Tx, actor: Actor, id: string): Promise<Quote> {
  if (!isUuid(id)) throw fail("not_found");
  const [quote] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, id), visibleTo(actor)))
    .for("update");
  if (!quote) throw fail("not_found");
  return quote;
}

function refuse(action: QuoteAction, quote: Quote): never {
  const messages: Partial<Record<QuoteAction, string>> = {
    edit: `Only a draft can be edited; ${quote.quoteNumber} is ${quote.status}.`,
    delete: `Only a draft can be deleted; ${quote.quoteNumber} is ${quote.status}.`,
    send: `${quote.quoteNumber} has already been sent.`,
    accept: `Only a sent quote can be accepted; ${quote.quoteNumber} is ${quote.status}.`,
    decline: `Only a sent quote can be declined; ${quote.quoteNumber} is ${quote.status}.`,
    convertToJob: `Only an accepted quote can be turned into a job; ${quote.quoteNumber} is ${quote.status}.`,
    convertToInvoice: `Only an accepted quote can be turned into an invoice; ${quote.quoteNumber} is ${quote.status}.`,
  };
  throw fail("not_allowed", messages[action]);
}

function check(action: QuoteAction, quote: Quote) {
  if (!quoteMachine.can(action, quote.status)) refuse(action, quote);
}

/** Staff change a draft quote (lines replaced, totals computed again). */
export async function updateQuote({ actor, id, input }: { actor: Actor; id: string; input: unknown }): Promise<Quote> {
  requireStaff(actor, "quote");
  const values = parseDocumentInput(quoteSchema, input, "quote");
  return getDb().transaction(async (tx) => {
    const before = await lockQuote(tx, actor, id);
    check("edit", before);
    await requireCustomerRow(tx, values.customerId);
    const { rows, columns } = columnsOf(values);
    const [after] = await tx.update(quotes).set(columns).where(eq(quotes.id, id)).returning();
    await tx.delete(quoteItems).where(eq(quoteItems.quoteId, id));
    await tx.insert(quoteItems).values(rows.map((r) => ({ ...r, quoteId: id })));
    await recordAudit(tx, { actorUserId: actor.id, action: "update", entityType: "quote", entityId: id, changes: { ...diffFields(before, columns), lines: rows.length } });
    return after;
  });
}

/** Staff delete a draft quote. */
export async function deleteQuote({ actor, id }: { actor: Actor; id: string }): Promise<Quote> {
  requireStaff(actor, "quote");
  return getDb().transaction(async (tx) => {
    const quote = await lockQuote(tx, actor, id);
    check("delete", quote);
    await tx.delete(quotes).where(eq(quotes.id, id));
    await recordAudit(tx, { actorUserId: actor.id, action: "delete", entityType: "quote", entityId: id, changes: { quoteNumber: quote.quoteNumber } });
    return quote;
  });
}

/**
 * Staff send a draft quote (or send a sent one again): the status becomes sent, and the customer is
 * e-mailed the PDF and a link to the quote in the portal. The e-mail is queued in the same
 * transaction, so it goes exactly when the change is saved. The customer must have an e-mail address.
 */
export async function sendQuote({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }): Promise<Quote> {
  requireStaff(actor, "quote");
  return getDb().transaction(async (tx) => {
    const quote = await lockQuote(tx, actor, id);
    const resend = quote.status === "sent";
    if (!resend) check("send", quote);
    const [customer] = await tx.select({ name: customers.name, email: customers.email }).from(customers).where(eq(customers.id, quote.customerId));
    if (!customer?.email) throw fail("no_email");
    const [after] = resend
      ? [quote]
      : await tx.update(quotes).set({ status: "sent", sentAt: now }).where(eq(quotes.id, id)).returning();
    const business = getBusiness();
    const { html, text } = await renderEmail("quoteSent", {
      customerName: customer.name,
      quoteId: quote.id,
      quoteNumber: quote.quoteNumber,
      totalPence: quote.totalPence,
      validUntil: quote.validUntil,
    });
    const email = await queueEmail(tx, {
      to: customer.email,
      replyTo: business.email,
      subject: quoteSentSubject({ quoteNumber: quote.quoteNumber, businessName: business.name }),
      html,
      text,
      attachments: [{ kind: QUOTE_PDF, id: quote.id, filename: `${quote.quoteNumber}.pdf` }],
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: resend ? "resend" : "send",
      entityType: "quote",
      entityId: id,
      changes: { ...(resend ? {} : { status: { from: quote.status, to: "sent" } }), to: customer.email, emailId: email.id },
    });
    return after;
  });
}

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
  { actor, id, ip = null, now = new Date() }: Answer,
  action: "accept" | "decline",
  answer: (quote: Quote) => Partial<typeof quotes.$inferInsert> & Record<string, unknown>,
): Promise<Quote> {
  if (actor.kind === "system") throw fail("forbidden");
  const via = actor.kind === "customer" ? "portal" : "staff";
  return getDb().transaction(async (tx) => {
    const quote = await lockQuote(tx, actor, id);
    check(action, quote);
    if (isPastValidity(quote, now)) throw fail("expired");
    const values = answer(quote);
    const to = quoteMachine.target(action)!;
    const [after] = await tx
      .update(quotes)
      .set({ ...values, status: to, respondedAt: now, respondedVia: via, respondedByUserId: actor.id, respondedIp: ip })
      .where(eq(quotes.id, id))
      .returning();
    await recordAudit(tx, { actorUserId: actor.id, action, entityType: "quote", entityId: id, changes: { status: { from: quote.status, to }, via, ip, ...values } });
    // An answer given in the portal is news to the office: it is told by e-mail, in this transaction.
    if (via === "portal") await notifyOfficeOfAnswer(tx, after, ip);
    return after;
  });
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
 * terms; staff record an answer given to them. The name and the totals accepted are kept.
 */
export async function acceptQuote(args: Answer): Promise<Quote> {
  const signedName = args.actor.kind === "customer" ? parseDocumentInput(quoteAcceptanceSchema, args.input ?? {}, "quote").signedName : null;
  return answerQuote(args, "accept", (quote) => ({
    signedName,
    acceptedSubtotalPence: quote.subtotalPence,
    acceptedVatAmountPence: quote.vatAmountPence,
    acceptedTotalPence: quote.totalPence,
  }));
}

/** Decline a sent, unexpired quote, with an optional reason; by the customer or by staff for them. */
export async function declineQuote(args: Answer): Promise<Quote> {
  const { reason } = parseDocumentInput(quoteDeclineSchema, args.input ?? {}, "quote");
  return answerQuote(args, "decline", () => ({ declineReason: reason }));
}

/**
 * Sent quotes whose valid-until date has passed become expired. Safe to run at the same time on
 * several instances: the update takes each row once, and only the run that changed a row records it.
 */
export async function expireQuotes({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  return getDb().transaction(async (tx) => {
    const expired = await tx
      .update(quotes)
      .set({ status: "expired" })
      .where(and(eq(quotes.status, "sent"), lt(quotes.validUntil, todayKey(now))))
      .returning({ id: quotes.id });
    for (const row of expired) {
      await recordAudit(tx, { actorUserId: null, action: "expire", entityType: "quote", entityId: row.id, changes: { status: { from: "sent", to: "expired" } } });
    }
    return expired.length;
  });
}

/** A new draft with the same customer, service, lines and terms, valid for 30 days from today. */
export async function duplicateQuote({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }): Promise<Quote> {
  requireStaff(actor, "quote");
  return getDb().transaction(async (tx) => {
    const source = await lockQuote(tx, actor, id);
    const items = await tx.select().from(quoteItems).where(eq(quoteItems.quoteId, id)).orderBy(asc(quoteItems.position));
    const values: QuoteValues = {
      customerId: source.customerId,
      jobId: source.jobId,
      serviceType: source.serviceType,
      description: source.description,
      lines: items.map((i) => ({ description: i.description, quantityHundredths: parseQuantity(i.quantity) ?? 100, unitPricePence: i.unitPricePence })),
      vatRate: source.vatRateBp,
      validUntil: shiftDay(todayKey(now), QUOTE_VALID_DAYS),
      notes: source.notes,
      terms: source.terms,
    };
    return insertQuote(tx, actor, values, "duplicate");
  });
}

/** An accepted quote becomes an invoice (a draft with its lines and VAT rate), once. */
export async function convertQuoteToInvoice({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }) {
  requireStaff(actor, "quote");
  return getDb().transaction(async (tx) => {
    const quote = await lockQuote(tx, actor, id);
    check("convertToInvoice", quote);
    const [existing] = await tx
      .select({ invoiceNumber: invoices.invoiceNumber })
      .from(invoices)
      .where(and(eq(invoices.quoteId, id), ne(invoices.status, "cancelled")))
      .limit(1);
    if (existing) throw fail("already_converted", `${quote.quoteNumber} has already been invoiced (${existing.invoiceNumber}).`);
    const items = await tx.select().from(quoteItems).where(eq(quoteItems.quoteId, id)).orderBy(asc(quoteItems.position));
    const invoice = await insertInvoice(tx, actor, {
      customerId: quote.customerId,
      jobId: quote.jobId,
      quoteId: quote.id,
      lines: items.map((i) => ({ description: i.description, quantityHundredths: parseQuantity(i.quantity) ?? 100, unitPricePence: i.unitPricePence })),
      vatRate: quote.vatRateBp,
      now,
      notes: null,
    });
    await recordAudit(tx, { actorUserId: actor.id, action: "convert_to_invoice", entityType: "quote", entityId: id, changes: { invoiceNumber: invoice.invoiceNumber } });
    return invoice;
  });
}

/** An accepted quote becomes a job (status scheduled is for staff to set; it starts as quoted work), once. */
export async function convertQuoteToJob({ actor, id }: { actor: Actor; id: string }) {
  const staff = requireStaff(actor, "quote");
  const db = getDb();
  const quote = await db.transaction(async (tx) => {
    const q = await lockQuote(tx, actor, id);
    check("convertToJob", q);
    if (q.jobId) throw fail("already_converted", `${q.quoteNumber} already has a job.`);
    return q;
  });
  const job = await createJob({
    actor: staff,
    input: {
      customerId: quote.customerId,
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
      await deleteJob({ actor: staff, id: job.id });
      throw fail("already_converted", `${quote.quoteNumber} already has a job.`);
    }
    await recordAudit(tx, { actorUserId: actor.id, action: "convert_to_job", entityType: "quote", entityId: id, changes: { jobId: job.id } });
    return job;
  });
}

/** The PDF of a quote the actor may see, with its file name, or null. */
export async function quotePdf({ actor, id }: { actor: Actor; id: string }): Promise<{ filename: string; content: Buffer } | null> {
  const quote = await getQuote({ actor, id });
  if (!quote) return null;
  const content = await renderDocumentPdf({
    kind: "quote",
    number: quote.quoteNumber,
    status: quote.status,
    issueDate: todayKey(quote.sentAt ?? quote.createdAt),
    validUntil: quote.validUntil,
    customer: { name: quote.customerName, address: quote.customerAddress, postcode: quote.customerPostcode, email: quote.customerEmail, phone: quote.customerPhone },
    title: SERVICE_TYPE_LABELS[quote.serviceType],
    description: quote.description,
    lines: quote.items,
    subtotalPence: quote.subtotalPence,
    vatRateBp: quote.vatRateBp,
    vatAmountPence: quote.vatAmountPence,
    totalPence: quote.totalPence,
    notes: quote.notes,
    terms: quote.terms,
    acceptance: quote.status === "accepted" && quote.respondedAt ? { name: quote.signedName ?? quote.customerName, acceptedAt: quote.respondedAt } : null,
  });
  return { filename: `${quote.quoteNumber}.pdf`, content };
}

const QUOTE_PDF = "quote-pdf";

// A quote e-mail's PDF is drawn when the message is sent, from the quote as it is then.
registerAttachmentBuilder(QUOTE_PDF, async (id) => {
  const pdf = await quotePdf({ actor: systemActor("quote e-mail"), id });
  if (!pdf) throw new Error(`Quote ${id} no longer exists`);
  return { content: pdf.content, contentType: "application/pdf" };
});
