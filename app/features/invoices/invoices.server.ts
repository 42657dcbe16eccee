import { and, asc, count, desc, eq, inArray, lt, ne, sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { customers, invoiceItems, invoices } from "~/db/schema";
import { diffFields, recordAudit } from "~/features/audit/audit.server";
import { shiftDay, todayKey } from "~/lib/business-day";
import type { LineValues } from "~/features/documents/document.schema";
import { nextDocumentNumber } from "~/features/documents/document-number.server";
import { checkTotal, DocumentError, parseDocumentInput, priceLines, requireStaff } from "~/features/documents/documents.server";
import { invoiceSentSubject } from "~/emails/invoice-sent";
import { renderEmail } from "~/emails/render.server";
import { renderDocumentPdf } from "~/features/documents/pdf.server";
import { systemActor, type Actor } from "~/lib/actor";
import { getBusiness, getPaymentDetails, paymentInstructions } from "~/lib/business.server";
import { queueEmail, registerAttachmentBuilder } from "~/lib/mail.server";
import { isUuid } from "~/lib/ids";
import { parseQuantity } from "~/lib/money";
import { containsPattern, type Paged, pageSizeFor } from "~/lib/paging";
import { listPage, searchMatches } from "~/lib/search.server";
import { customerNameMatches } from "~/features/customers/customers.server";
import { invoiceMachine, type InvoiceAction } from "./invoice-status";
import { INVOICE_DUE_DAYS, invoicePaymentSchema, invoiceSchema, PAYMENT_METHOD_LABELS, type InvoiceValues } from "./invoices.schema";

export type Invoice = typeof invoices.$inferSelect;
export type InvoiceItem = typeof invoiceItems.$inferSelect;

export type InvoiceRow = Pick<Invoice, "id" | "invoiceNumber" | "totalPence" | "status" | "issueDate" | "dueDate" | "createdAt"> & {
  customerId: string;
  customerName: string;
};

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const fail = (code: ConstructorParameters<typeof DocumentError>[0], detail?: string) => new DocumentError(code, "invoice", {}, detail);

/** Staff and the system see every invoice; a customer only their own, and never a draft. */
function visibleTo(actor: Actor): SQL | undefined {
  if (actor.kind !== "customer") return undefined;
  return and(eq(invoices.customerId, actor.customerId), ne(invoices.status, "draft"));
}

/** Invoices the actor may see whose number or customer's name contains `q`, case-insensitive (null without a search). */
function searchOf(q: string, actor: Actor) {
  if (!q) return null;
  const pattern = containsPattern(q);
  return searchMatches(invoices, [sql`${invoices.invoiceNumber} ilike ${pattern}`, customerNameMatches(invoices.customerId, pattern)], visibleTo(actor));
}

/**
 * The invoices the actor may see that are waiting for payment (sent or overdue): how many, and the
 * one due first.
 */
export async function unpaidInvoices({ actor }: { actor: Actor }): Promise<{ count: number; dueFirstId: string | null }> {
  const unpaid = and(visibleTo(actor), inArray(invoices.status, ["sent", "overdue"]));
  const db = getDb();
  const [[total], first] = await Promise.all([
    db.select({ n: count() }).from(invoices).where(unpaid),
    db.select({ id: invoices.id }).from(invoices).where(unpaid).orderBy(asc(invoices.dueDate), asc(invoices.createdAt)).limit(1),
  ]);
  return { count: Number(total?.n ?? 0), dueFirstId: first[0]?.id ?? null };
}

/** One page of the invoices the actor may see, newest first, matching the search. */
export async function listInvoices({ actor, q = "", page = 1 }: { actor: Actor; q?: string; page?: number }): Promise<Paged<InvoiceRow>> {
  const db = getDb();
  // Every invoice has its customer (a restricting foreign key), so the count needs no join.
  const { where, offset, limit, ...paging } = await listPage(db, { table: invoices, visible: visibleTo(actor), search: searchOf(q.trim(), actor), page, size: pageSizeFor(actor) });
  const rows = await db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      customerId: invoices.customerId,
      customerName: customers.name,
      totalPence: invoices.totalPence,
      status: invoices.status,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(where)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit)
    .offset(offset);
  return { rows, ...paging };
}

export type InvoiceWithItems = Invoice & {
  customerName: string;
  customerEmail: string | null;
  customerAddress: string;
  customerPostcode: string | null;
  customerPhone: string;
  items: InvoiceItem[];
  /** What the actor may do with it now. */
  actions: InvoiceAction[];
};

/** An invoice with its customer and line items, or null when there is none the actor may see with this id. */
export async function getInvoice({ actor, id }: { actor: Actor; id: string }): Promise<InvoiceWithItems | null> {
  if (!isUuid(id)) return null;
  const db = getDb();
  const [row] = await db
    .select({
      invoice: invoices,
      customerName: customers.name,
      customerEmail: customers.email,
      customerAddress: customers.address,
      customerPostcode: customers.postcode,
      customerPhone: customers.phone,
    })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(and(eq(invoices.id, id), visibleTo(actor)));
  if (!row) return null;
  const items = await db
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, id))
    .orderBy(asc(invoiceItems.position), asc(invoiceItems.id));
  const { invoice, ...customer } = row;
  const actions = actor.kind === "staff" ? invoiceMachine.allowed(invoice.status) : [];
  return { ...invoice, ...customer, items, actions };
}

/** Values for a new invoice form: issued today (London), due in 14 days, 20% VAT. */
export function newInvoiceDefaults(now = new Date()) {
  const issueDate = todayKey(now);
  return { issueDate, dueDate: shiftDay(issueDate, INVOICE_DUE_DAYS), vatRate: "20" };
}

async function requireCustomerRow(tx: Tx, customerId: string) {
  const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for("key share");
  if (!customer) throw new DocumentError("customer_not_found", "invoice", { customerId: "The chosen customer no longer exists. Choose another." });
}

function columnsOf(values: InvoiceValues) {
  const { rows, totals } = priceLines(values.lines, values.vatRate);
  checkTotal(totals.totalPence, "invoice");
  return {
    rows,
    columns: {
      customerId: values.customerId,
      jobId: values.jobId,
      quoteId: values.quoteId,
      vatRateBp: values.vatRate,
      issueDate: values.issueDate,
      dueDate: values.dueDate,
      notes: values.notes,
      ...totals,
    },
  };
}

/**
 * Write a new draft invoice in the caller's transaction (from the form, a quote, or a copy). Dates
 * default to today and today + 14 days.
 */
export async function insertInvoice(
  tx: Tx,
  actor: Actor,
  draft: Omit<InvoiceValues, "issueDate" | "dueDate"> & { issueDate?: string; dueDate?: string; now?: Date },
  action = "create",
): Promise<Invoice> {
  const defaults = newInvoiceDefaults(draft.now);
  const values: InvoiceValues = { ...draft, issueDate: draft.issueDate ?? defaults.issueDate, dueDate: draft.dueDate ?? defaults.dueDate };
  await requireCustomerRow(tx, values.customerId);
  const { rows, columns } = columnsOf(values);
  const invoiceNumber = await nextDocumentNumber(tx, "invoice");
  const [created] = await tx.insert(invoices).values({ ...columns, invoiceNumber }).returning();
  await tx.insert(invoiceItems).values(rows.map((r) => ({ ...r, invoiceId: created.id })));
  await recordAudit(tx, {
    actorUserId: actor.id,
    action,
    entityType: "invoice",
    entityId: created.id,
    changes: { invoiceNumber, ...columns, lines: rows.length },
  });
  return created;
}

/** Staff create a draft invoice; the server prices every line and the totals. */
export async function createInvoice({ actor, input }: { actor: Actor; input: unknown }): Promise<Invoice> {
  requireStaff(actor, "invoice");
  const values = parseDocumentInput(invoiceSchema, input, "invoice");
  return getDb().transaction((tx) => insertInvoice(tx, actor, values));
}

async function lockInvoice(tx: Tx, actor: Actor, id: string): Promise<Invoice> {
  if (!isUuid(id)) throw fail("not_found");
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), visibleTo(actor)))
    .for("update");
  if (!invoice) throw fail("not_found");
  return invoice;
}

const REFUSALS: Partial<Record<InvoiceAction, (n: string, s: string) => string>> = {
  edit: (n, s) => `Only a draft can be edited; ${n} is ${s}. Cancel it and issue a new one instead.`,
  delete: (n, s) => `Only a draft can be deleted; ${n} is ${s}. Cancel it instead.`,
  send: (n) => `${n} has already been sent.`,
  resend: (n, s) => `${n} is ${s}; only a sent or overdue invoice can be sent again.`,
  markPaid: (n, s) => `Only a sent or overdue invoice can be marked paid; ${n} is ${s}.`,
  cancel: (n, s) => `Only a sent or overdue invoice can be cancelled; ${n} is ${s}.`,
};

function check(action: InvoiceAction, invoice: Invoice) {
  if (!invoiceMachine.can(action, invoice.status)) {
    throw fail("not_allowed", REFUSALS[action]?.(invoice.invoiceNumber, invoice.status));
  }
}

/** Staff change a draft invoice (lines replaced, totals computed again). */
export async function updateInvoice({ actor, id, input }: { actor: Actor; id: string; input: unknown }): Promise<Invoice> {
  requireStaff(actor, "invoice");
  const values = parseDocumentInput(invoiceSchema, input, "invoice");
  return getDb().transaction(async (tx) => {
    const before = await lockInvoice(tx, actor, id);
    check("edit", before);
    await requireCustomerRow(tx, values.customerId);
    const { rows, columns } = columnsOf(values);
    const [after] = await tx.update(invoices).set(columns).where(eq(invoices.id, id)).returning();
    await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, id));
    await tx.insert(invoiceItems).values(rows.map((r) => ({ ...r, invoiceId: id })));
    await recordAudit(tx, { actorUserId: actor.id, action: "update", entityType: "invoice", entityId: id, changes: { ...diffFields(before, columns), lines: rows.length } });
    return after;
  });
}

/** Staff delete a draft invoice. */
export async function deleteInvoice({ actor, id }: { actor: Actor; id: string }): Promise<Invoice> {
  requireStaff(actor, "invoice");
  return getDb().transaction(async (tx) => {
    const invoice = await lockInvoice(tx, actor, id);
    check("delete", invoice);
    await tx.delete(invoices).where(eq(invoices.id, id));
    await recordAudit(tx, { actorUserId: actor.id, action: "delete", entityType: "invoice", entityId: id, changes: { invoiceNumber: invoice.invoiceNumber } });
    return invoice;
  });
}

/**
 * Staff send a draft invoice (status sent), or send a sent or overdue one again: the customer is
 * e-mailed the PDF, how to pay, and a link to the invoice in the portal (queued in the same
 * transaction). The customer needs an e-mail address.
 */
export async function sendInvoice({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }): Promise<Invoice> {
  requireStaff(actor, "invoice");
  return getDb().transaction(async (tx) => {
    const invoice = await lockInvoice(tx, actor, id);
    const resend = invoice.status !== "draft";
    check(resend ? "resend" : "send", invoice);
    const [customer] = await tx.select({ name: customers.name, email: customers.email }).from(customers).where(eq(customers.id, invoice.customerId));
    if (!customer?.email) throw fail("no_email");
    const [after] = resend
      ? [invoice]
      : await tx.update(invoices).set({ status: "sent", sentAt: now }).where(eq(invoices.id, id)).returning();
    const business = getBusiness();
    const { html, text } = await renderEmail("invoiceSent", {
      customerName: customer.name,
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      totalPence: invoice.totalPence,
      dueDate: invoice.dueDate,
      bank: getPaymentDetails(),
    });
    const email = await queueEmail(tx, {
      to: customer.email,
      replyTo: business.email,
      subject: invoiceSentSubject({ invoiceNumber: invoice.invoiceNumber, businessName: business.name }),
      html,
      text,
      attachments: [{ kind: INVOICE_PDF, id: invoice.id, filename: `${invoice.invoiceNumber}.pdf` }],
    });
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: resend ? "resend" : "send",
      entityType: "invoice",
      entityId: id,
      changes: { ...(resend ? {} : { status: { from: "draft", to: "sent" } }), to: customer.email, emailId: email.id },
    });
    return after;
  });
}

/** Staff record a payment (date and method) on a sent or overdue invoice. */
export async function markInvoicePaid({ actor, id, input }: { actor: Actor; id: string; input: unknown }): Promise<Invoice> {
  requireStaff(actor, "invoice");
  const { paidDate, method } = parseDocumentInput(invoicePaymentSchema, input, "invoice");
  return getDb().transaction(async (tx) => {
    const invoice = await lockInvoice(tx, actor, id);
    check("markPaid", invoice);
    const [after] = await tx.update(invoices).set({ status: "paid", paidDate, paymentMethod: method }).where(eq(invoices.id, id)).returning();
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "mark_paid",
      entityType: "invoice",
      entityId: id,
      changes: { status: { from: invoice.status, to: "paid" }, paidDate, paymentMethod: PAYMENT_METHOD_LABELS[method] },
    });
    return after;
  });
}

/** Staff cancel a sent or overdue invoice (a draft is deleted instead). */
export async function cancelInvoice({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }): Promise<Invoice> {
  requireStaff(actor, "invoice");
  return getDb().transaction(async (tx) => {
    const invoice = await lockInvoice(tx, actor, id);
    check("cancel", invoice);
    const [after] = await tx.update(invoices).set({ status: "cancelled", cancelledAt: now }).where(eq(invoices.id, id)).returning();
    await recordAudit(tx, { actorUserId: actor.id, action: "cancel", entityType: "invoice", entityId: id, changes: { status: { from: invoice.status, to: "cancelled" } } });
    return after;
  });
}

/** A new draft with the same customer and lines, issued today (how a sent invoice is corrected). */
export async function duplicateInvoice({ actor, id, now = new Date() }: { actor: Actor; id: string; now?: Date }): Promise<Invoice> {
  requireStaff(actor, "invoice");
  return getDb().transaction(async (tx) => {
    const source = await lockInvoice(tx, actor, id);
    const items = await tx.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, id)).orderBy(asc(invoiceItems.position));
    const lines: LineValues[] = items.map((i) => ({ description: i.description, quantityHundredths: parseQuantity(i.quantity) ?? 100, unitPricePence: i.unitPricePence }));
    return insertInvoice(
      tx,
      actor,
      { customerId: source.customerId, jobId: source.jobId, quoteId: source.quoteId, lines, vatRate: source.vatRateBp, notes: source.notes, now },
      "duplicate",
    );
  });
}

/**
 * Sent invoices past their due date become overdue. Safe to run at the same time on several
 * instances: each row is changed, and recorded, by one run only.
 */
export async function markOverdueInvoices({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  return getDb().transaction(async (tx) => {
    const overdue = await tx
      .update(invoices)
      .set({ status: "overdue" })
      .where(and(eq(invoices.status, "sent"), lt(invoices.dueDate, todayKey(now))))
      .returning({ id: invoices.id });
    for (const row of overdue) {
      await recordAudit(tx, { actorUserId: null, action: "mark_overdue", entityType: "invoice", entityId: row.id, changes: { status: { from: "sent", to: "overdue" } } });
    }
    return overdue.length;
  });
}

/** The PDF of an invoice the actor may see, with its file name, or null. */
export async function invoicePdf({ actor, id }: { actor: Actor; id: string }): Promise<{ filename: string; content: Buffer } | null> {
  const invoice = await getInvoice({ actor, id });
  if (!invoice) return null;
  const content = await renderDocumentPdf({
    kind: "invoice",
    number: invoice.invoiceNumber,
    status: invoice.status,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    paidDate: invoice.paidDate,
    paymentMethod: invoice.paymentMethod ? PAYMENT_METHOD_LABELS[invoice.paymentMethod] : null,
    customer: { name: invoice.customerName, address: invoice.customerAddress, postcode: invoice.customerPostcode, email: invoice.customerEmail, phone: invoice.customerPhone },
    lines: invoice.items,
    subtotalPence: invoice.subtotalPence,
    vatRateBp: invoice.vatRateBp,
    vatAmountPence: invoice.vatAmountPence,
    totalPence: invoice.totalPence,
    notes: invoice.notes,
    payment: paymentInstructions(invoice.invoiceNumber),
  });
  return { filename: `${invoice.invoiceNumber}.pdf`, content };
}

const INVOICE_PDF = "invoice-pdf";

// An invoice e-mail's PDF is drawn when the message is sent, from the invoice as it is then.
registerAttachmentBuilder(INVOICE_PDF, async (id) => {
  const pdf = await invoicePdf({ actor: systemActor("invoice e-mail"), id });
  if (!pdf) throw new Error(`Invoice ${id} no longer exists`);
  return { content: pdf.content, contentType: "application/pdf" };
});
