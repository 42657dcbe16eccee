import { and, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { customers, customerSites, invoiceItems, invoices, payments, quotes } from "~/db/schema";
import { documentsMatching } from "~/features/documents/document-kind.server";
import { invoiceKind } from "~/features/invoices/invoices.server";
import { quoteKind } from "~/features/quotes/quotes.server";
import type { Actor } from "~/lib/actor";
import { csvDateTime, csvStream, EXPORT_BATCH, olderThan, type ExportCursor } from "~/lib/csv.server";
import { humanise } from "~/lib/format";
import { SERVICE_TYPE_LABELS } from "~/lib/labels";
import { penceToPoundsInput, vatPence } from "~/lib/money";

// The CSV exports of the back-office lists (the current search and filters), and the sales-invoice
// import files of Xero and QuickBooks Online (docs/decisions/0101).

const pounds = (pence: number | null | undefined) => (pence === null || pence === undefined ? "" : penceToPoundsInput(pence));

/** "2026-11-02" -> "02/11/2026": the UK date both accounting imports read. */
export const ukDate = (day: string | null) => (day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : "");

type Where = { actor: Actor; q?: string; filter?: SQL };

/** Rows of a table newest first after a cursor, EXPORT_BATCH at a time, as a CSV stream. */
function newestFirst<R extends { id: string; createdAtText: string }>(header: string[], read: (after: ExportCursor | null) => Promise<R[]>, toRow: (row: R) => unknown[]) {
  return csvStream<ExportCursor>(header, async (cursor) => {
    const rows = await read(cursor);
    const last = rows.at(-1);
    return { rows: rows.map(toRow), next: rows.length === EXPORT_BATCH && last ? { createdAt: last.createdAtText, id: last.id } : null };
  });
}

export const INVOICE_CSV_HEADER = ["Invoice Number", "Customer", "Site", "Postcode", "Status", "Issue Date", "Due Date", "Subtotal", "VAT", "Total", "Deposits Deducted", "Paid", "Credited", "Balance", "Paid Date", "Created"];

/** The invoices of the list's search and filters, newest first. */
export function exportInvoicesCsv({ actor, q, filter }: Where) {
  const where = documentsMatching(invoiceKind, { actor, q, filter });
  return newestFirst(
    INVOICE_CSV_HEADER,
    (cursor) =>
      getDb()
        .select({ id: invoices.id, i: invoices, customerName: customers.name, site: customerSites.address, postcode: customerSites.postcode, createdAtText: sql<string>`${invoices.createdAt}::text` })
        .from(invoices)
        .innerJoin(customers, eq(customers.id, invoices.customerId))
        .innerJoin(customerSites, eq(customerSites.id, invoices.siteId))
        .where(and(where, olderThan(invoices.createdAt, invoices.id, cursor)))
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(EXPORT_BATCH),
    ({ i, customerName, site, postcode }) => [
      i.invoiceNumber, customerName, site, postcode, humanise(i.status), i.issueDate, i.dueDate,
      pounds(i.subtotalPence), pounds(i.vatAmountPence), pounds(i.totalPence), pounds(i.depositsDeductedPence),
      pounds(i.paidPence), pounds(i.creditedPence), pounds(i.balancePence), i.paidDate ?? "", csvDateTime(i.createdAt),
    ],
  );
}

export const QUOTE_CSV_HEADER = ["Quote Number", "Customer", "Site", "Postcode", "Service", "Status", "Subtotal", "VAT", "Total", "Valid Until", "Sent", "Answered", "Created"];

/** The quotes of the list's search and filters, newest first. */
export function exportQuotesCsv({ actor, q, filter }: Where) {
  const where = documentsMatching(quoteKind, { actor, q, filter });
  return newestFirst(
    QUOTE_CSV_HEADER,
    (cursor) =>
      getDb()
        .select({ id: quotes.id, r: quotes, customerName: customers.name, site: customerSites.address, postcode: customerSites.postcode, createdAtText: sql<string>`${quotes.createdAt}::text` })
        .from(quotes)
        .innerJoin(customers, eq(customers.id, quotes.customerId))
        .innerJoin(customerSites, eq(customerSites.id, quotes.siteId))
        .where(and(where, olderThan(quotes.createdAt, quotes.id, cursor)))
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(EXPORT_BATCH),
    ({ r, customerName, site, postcode }) => [
      r.quoteNumber, customerName, site, postcode, SERVICE_TYPE_LABELS[r.serviceType], r.status === "rejected" ? "Declined" : humanise(r.status),
      pounds(r.subtotalPence), pounds(r.vatAmountPence), pounds(r.totalPence), r.validUntil ?? "", csvDateTime(r.sentAt), csvDateTime(r.respondedAt), csvDateTime(r.createdAt),
    ],
  );
}

export const PAYMENT_CSV_HEADER = ["Paid On", "Invoice Number", "Customer", "Amount", "Method", "Reference", "Recorded By", "Source", "Voided", "Void Reason", "Recorded"];

/**
 * The payments of the invoices of the list's search and filters (voided ones included, marked, so
 * that the file matches the invoices' history), newest first.
 */
export function exportPaymentsCsv({ actor, q, filter }: Where) {
  const where = documentsMatching(invoiceKind, { actor, q, filter });
  return newestFirst(
    PAYMENT_CSV_HEADER,
    (cursor) =>
      getDb()
        .select({ id: payments.id, p: payments, invoiceNumber: invoices.invoiceNumber, customerName: customers.name, createdAtText: sql<string>`${payments.createdAt}::text` })
        .from(payments)
        .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
        .innerJoin(customers, eq(customers.id, invoices.customerId))
        .where(and(where, olderThan(payments.createdAt, payments.id, cursor)))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(EXPORT_BATCH),
    ({ p, invoiceNumber, customerName }) => [
      p.paidOn, invoiceNumber, customerName, pounds(p.amountPence), humanise(p.method), p.reference, p.recordedByLabel, humanise(p.source),
      p.voidedAt ? "Yes" : "No", p.voidReason, csvDateTime(p.createdAt),
    ],
  );
}

// --- The accounting packages' sales-invoice imports (docs/decisions/0101) ---

/** Xero's sales invoice import template, in its order; * marks what Xero requires. */
export const XERO_HEADER = [
  "*ContactName", "EmailAddress", "POAddressLine1", "POAddressLine2", "POAddressLine3", "POAddressLine4", "POCity", "PORegion", "POPostalCode", "POCountry",
  "*InvoiceNumber", "Reference", "*InvoiceDate", "*DueDate", "InventoryItemCode", "*Description", "*Quantity", "*UnitAmount", "Discount",
  "*AccountCode", "*TaxType", "TrackingName1", "TrackingOption1", "TrackingName2", "TrackingOption2", "Currency", "BrandingTheme",
];

/** QuickBooks Online's invoice import columns (the names its import maps without asking). */
export const QUICKBOOKS_HEADER = [
  "InvoiceNo", "Customer", "InvoiceDate", "DueDate", "Terms", "Location", "Memo",
  "Item(Product/Service)", "ItemDescription", "ItemQuantity", "ItemRate", "ItemAmount", "ItemTaxCode", "ItemTaxAmount", "Currency", "Service Date",
];

/** Xero's UK sales account, and its VAT rates' names, by rate. */
export const XERO_SALES_ACCOUNT = "200";
export function xeroTaxType(vatRateBp: number) {
  if (vatRateBp === 2000) return "20% (VAT on Income)";
  if (vatRateBp === 500) return "5% (VAT on Income)";
  if (vatRateBp === 0) return "Zero Rated Income";
  return `${vatRateBp / 100}% (VAT on Income)`;
}
/** QuickBooks Online UK's VAT codes, by rate. */
export function quickbooksTaxCode(vatRateBp: number) {
  if (vatRateBp === 2000) return "20.0% S";
  if (vatRateBp === 500) return "5.0% R";
  if (vatRateBp === 0) return "0.0% Z";
  return `${(vatRateBp / 100).toFixed(1)}% S`;
}

type ImportInvoice = {
  id: string; invoiceNumber: string; issueDate: string; dueDate: string; supplyDate: string | null; depositsDeductedPence: number;
  customerName: string; email: string | null; address: string; postcode: string | null; siteAddress: string; createdAtText: string;
};
type ImportLine = { invoiceId: string; description: string; quantity: string; unitPricePence: number; lineTotalPence: number; vatRateBp: number };

/**
 * The issued invoices (not drafts, not cancelled) of the list's search and filters, oldest first,
 * each with its lines: one row per line, as both packages import them.
 */
function invoiceLinesCsv(header: string[], { actor, q, filter }: Where, toRows: (invoice: ImportInvoice, lines: ImportLine[]) => unknown[][]) {
  const where = and(documentsMatching(invoiceKind, { actor, q, filter }), ne(invoices.status, "draft"), ne(invoices.status, "cancelled"));
  return csvStream<ExportCursor>(header, async (cursor) => {
    const db = getDb();
    const batch = await db
      .select({
        id: invoices.id, invoiceNumber: invoices.invoiceNumber, issueDate: invoices.issueDate, dueDate: invoices.dueDate, supplyDate: invoices.supplyDate,
        depositsDeductedPence: invoices.depositsDeductedPence, customerName: customers.name, email: customers.email, address: customers.address,
        postcode: customers.postcode, siteAddress: customerSites.address, createdAtText: sql<string>`${invoices.createdAt}::text`,
      })
      .from(invoices)
      .innerJoin(customers, eq(customers.id, invoices.customerId))
      .innerJoin(customerSites, eq(customerSites.id, invoices.siteId))
      .where(and(where, cursor ? sql`(${invoices.createdAt}, ${invoices.id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : undefined))
      .orderBy(asc(invoices.createdAt), asc(invoices.id))
      .limit(EXPORT_BATCH);
    const lines = batch.length
      ? await db.select().from(invoiceItems).where(inArray(invoiceItems.invoiceId, batch.map((i) => i.id))).orderBy(asc(invoiceItems.invoiceId), asc(invoiceItems.position))
      : [];
    const byInvoice = new Map<string, ImportLine[]>();
    for (const line of lines) byInvoice.set(line.invoiceId, [...(byInvoice.get(line.invoiceId) ?? []), line]);
    const last = batch.at(-1);
    return {
      rows: batch.flatMap((invoice) => toRows(invoice, byInvoice.get(invoice.id) ?? [])),
      next: batch.length === EXPORT_BATCH && last ? { createdAt: last.createdAtText, id: last.id } : null,
    };
  });
}

/** The address's lines, at most four, and its town (its last line). */
function addressLines(address: string) {
  const parts = address.split(/\s*[,\n]\s*/).filter(Boolean);
  const city = parts.length > 1 ? parts.pop()! : "";
  return { lines: [parts[0] ?? "", parts[1] ?? "", parts[2] ?? "", parts.slice(3).join(", ")], city };
}

/** A final invoice's deduction of deposits already invoiced: a line of its own, so the imported total is what was asked. */
const DEPOSIT_LINE = "Less deposits already invoiced";

/** Xero's sales invoice import, amounts exclusive of VAT. */
export function exportXeroCsv(where: Where) {
  return invoiceLinesCsv(XERO_HEADER, where, (invoice, lines) => {
    const { lines: po, city } = addressLines(invoice.address);
    const row = (description: string, quantity: string, unit: string, taxType: string) => [
      invoice.customerName, invoice.email ?? "", ...po, city, "", invoice.postcode ?? "", "GB",
      invoice.invoiceNumber, invoice.siteAddress, ukDate(invoice.issueDate), ukDate(invoice.dueDate), "", description, quantity, unit, "",
      XERO_SALES_ACCOUNT, taxType, "", "", "", "", "GBP", "",
    ];
    const rows = lines.map((l) => row(l.description, String(Number(l.quantity)), pounds(l.unitPricePence), xeroTaxType(l.vatRateBp)));
    if (invoice.depositsDeductedPence > 0) rows.push(row(DEPOSIT_LINE, "1", pounds(-invoice.depositsDeductedPence), "No VAT"));
    return rows;
  });
}

/** QuickBooks Online's invoice import, amounts exclusive of VAT. */
export function exportQuickbooksCsv(where: Where) {
  return invoiceLinesCsv(QUICKBOOKS_HEADER, where, (invoice, lines) => {
    const row = (item: string, description: string, quantity: string, rate: string, amountPence: number, taxCode: string, taxPence: number) => [
      invoice.invoiceNumber, invoice.customerName, ukDate(invoice.issueDate), ukDate(invoice.dueDate), "", "", invoice.siteAddress,
      item, description, quantity, rate, pounds(amountPence), taxCode, pounds(taxPence), "GBP", ukDate(invoice.supplyDate ?? invoice.issueDate),
    ];
    const rows = lines.map((l) => row("Services", l.description, String(Number(l.quantity)), pounds(l.unitPricePence), l.lineTotalPence, quickbooksTaxCode(l.vatRateBp), vatPence(l.lineTotalPence, l.vatRateBp)));
    if (invoice.depositsDeductedPence > 0) rows.push(row("Deposit", DEPOSIT_LINE, "1", pounds(-invoice.depositsDeductedPence), -invoice.depositsDeductedPence, "No VAT", 0));
    return rows;
  });
}
