import { asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { customers, quoteItems, quotes } from "~/db/schema";
import { isUuid } from "~/lib/ids";
import { clampPage, containsPattern, PAGE_SIZE, pageCountOf, type Paged } from "~/lib/paging";

export type Quote = typeof quotes.$inferSelect;
export type QuoteItem = typeof quoteItems.$inferSelect;

export type QuoteRow = Pick<Quote, "id" | "quoteNumber" | "serviceType" | "totalPence" | "status" | "createdAt"> & {
  customerId: string;
  customerName: string;
};

/** Quotes whose number or customer's name contains `q`, case-insensitive (`%` and `_` match themselves). */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(quotes.quoteNumber, pattern), ilike(customers.name, pattern));
}

/** One page of quotes with their customer's name, newest first, matching the search. */
export async function listQuotes({ q = "", page = 1 }: { q?: string; page?: number }): Promise<Paged<QuoteRow>> {
  const db = getDb();
  const where = searchCondition(q.trim());
  const [{ total }] = await db
    .select({ total: count() })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .where(where);
  const current = clampPage(page, total);
  const rows = await db
    .select({
      id: quotes.id,
      quoteNumber: quotes.quoteNumber,
      customerId: quotes.customerId,
      customerName: customers.name,
      serviceType: quotes.serviceType,
      totalPence: quotes.totalPence,
      status: quotes.status,
      createdAt: quotes.createdAt,
    })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .where(where)
    .orderBy(desc(quotes.createdAt), desc(quotes.id))
    .limit(PAGE_SIZE)
    .offset((current - 1) * PAGE_SIZE);
  return { rows, total, page: current, pageCount: pageCountOf(total) };
}

export type QuoteWithItems = Quote & { customerName: string; items: QuoteItem[] };

/** A quote with its customer's name and its line items in order, or null when there is none with this id. */
export async function getQuote({ id }: { id: string }): Promise<QuoteWithItems | null> {
  if (!isUuid(id)) return null;
  const db = getDb();
  const [row] = await db
    .select({ quote: quotes, customerName: customers.name })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .where(eq(quotes.id, id));
  if (!row) return null;
  const items = await db.select().from(quoteItems).where(eq(quoteItems.quoteId, id)).orderBy(asc(quoteItems.position), asc(quoteItems.id));
  return { ...row.quote, customerName: row.customerName, items };
}
