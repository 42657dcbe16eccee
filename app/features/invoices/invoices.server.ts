import { asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { customers, invoiceItems, invoices } from "~/db/schema";
import { isUuid } from "~/lib/ids";
import { clampPage, containsPattern, PAGE_SIZE, pageCountOf, type Paged } from "~/lib/paging";

export type Invoice = typeof invoices.$inferSelect;
export type InvoiceItem = typeof invoiceItems.$inferSelect;

export type InvoiceRow = Pick<Invoice, "id" | "invoiceNumber" | "totalPence" | "status" | "issueDate" | "dueDate" | "createdAt"> & {
  customerId: string;
  customerName: string;
};

/** Invoices whose number or customer's name contains `q`, case-insensitive (`%` and `_` match themselves). */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(invoices.invoiceNumber, pattern), ilike(customers.name, pattern));
}

/** One page of invoices with their customer's name, newest first, matching the search. */
export async function listInvoices({ q = "", page = 1 }: { q?: string; page?: number }): Promise<Paged<InvoiceRow>> {
  const db = getDb();
  const where = searchCondition(q.trim());
  const [{ total }] = await db
    .select({ total: count() })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(where);
  const current = clampPage(page, total);
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
    .limit(PAGE_SIZE)
    .offset((current - 1) * PAGE_SIZE);
  return { rows, total, page: current, pageCount: pageCountOf(total) };
}

export type InvoiceWithItems = Invoice & { customerName: string; items: InvoiceItem[] };

/** An invoice with its customer's name and its line items in order, or null when there is none with this id. */
export async function getInvoice({ id }: { id: string }): Promise<InvoiceWithItems | null> {
  if (!isUuid(id)) return null;
  const db = getDb();
  const [row] = await db
    .select({ invoice: invoices, customerName: customers.name })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(eq(invoices.id, id));
  if (!row) return null;
  const items = await db
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, id))
    .orderBy(asc(invoiceItems.position), asc(invoiceItems.id));
  return { ...row.invoice, customerName: row.customerName, items };
}
