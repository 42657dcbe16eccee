/**
 * Reading customer records: lists, searches, one record with its jobs, quotes and invoices, names,
 * picker options and the CSV export. Every function is scoped by its actor as the writes are: staff
 * and the system reach every record, a customer only its own. Nothing here changes a row; the writes
 * are in customers.server.ts, the one module that changes `customers`.
 */
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { getDb } from "~/db/client.server";
import { customers, invoices, jobs, quotes } from "~/db/schema";
import type { Actor } from "~/lib/actor";
import { csvDateTime, csvStream, EXPORT_BATCH, type ExportCursor, olderThan } from "~/lib/csv.server";
import { isUuid } from "~/lib/ids";
import { containsPattern, PAGE_SIZE, type Paged } from "~/lib/paging";
import { listPage, searchMatches } from "~/lib/search.server";
import { customerLocation, type CustomerOption } from "./customers.schema";

export type Customer = typeof customers.$inferSelect;

export type CustomerRow = Pick<
  Customer,
  "id" | "name" | "email" | "phone" | "postcode" | "address" | "isCommercial" | "notes" | "createdAt"
>;

const rowColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  postcode: customers.postcode,
  address: customers.address,
  isCommercial: customers.isCommercial,
  notes: customers.notes,
  createdAt: customers.createdAt,
};

/** The rows an actor may reach: a customer only its own record; staff and the system every one. */
export function visibleTo(actor: Actor): SQL | undefined {
  return actor.kind === "customer" ? eq(customers.id, actor.customerId) : undefined;
}

/**
 * Customers within `scope` whose name or e-mail contains `q`, or whose phone number contains it
 * (ignoring spaces and punctuation when `q` is a number), case-insensitive (null without a search).
 */
function searchOf(q: string, scope: SQL | undefined) {
  if (!q) return null;
  const pattern = containsPattern(q);
  const conditions = [
    sql`${customers.name} ilike ${pattern}`,
    sql`${customers.email} ilike ${pattern}`,
    sql`${customers.phone} ilike ${pattern}`,
  ];
  const digits = q.replace(/\D/g, "");
  if (/^[\d\s()+.-]+$/.test(q) && digits.length >= 3) {
    conditions.push(sql`regexp_replace(${customers.phone}, '[^0-9]', '', 'g') like ${containsPattern(digits)}`);
  }
  return searchMatches(customers, conditions, scope);
}

/**
 * The records (jobs, quotes, invoices) whose customer's name matches `pattern` (an ILIKE pattern),
 * by their `customerId` column. The customers' ids are gathered into an array first, so that the
 * records are found through their customer index whatever the planner guesses about how many match.
 */
export function customerNameMatches(customerId: PgColumn, pattern: string): SQL {
  return sql`${customerId} = any(array(select c.id from ${customers} c where c.name ilike ${pattern}))`;
}

/** One page of customers, newest first, matching the search. */
export async function listCustomers({ actor, q = "", page = 1 }: { actor: Actor; q?: string; page?: number }): Promise<Paged<CustomerRow>> {
  const db = getDb();
  const visible = visibleTo(actor);
  const { where, offset, limit, ...paging } = await listPage(db, { table: customers, visible, search: searchOf(q.trim(), visible), page, size: PAGE_SIZE });
  const rows = await db
    .select(rowColumns)
    .from(customers)
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(limit)
    .offset(offset);
  return { rows, ...paging };
}

/** A customer, or null when there is none with this id that the actor may see (or the id is malformed). */
export async function getCustomer({ actor, id }: { actor: Actor; id: string }): Promise<Customer | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb()
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), visibleTo(actor)));
  return row ?? null;
}

const RECORDS_SHOWN = 100;

/** A customer with their jobs, quotes and invoices (newest first), or null (as `getCustomer`). */
export async function getCustomerWithRecords({ actor, id }: { actor: Actor; id: string }) {
  const customer = await getCustomer({ actor, id });
  if (!customer) return null;
  const db = getDb();
  const [customerJobs, customerQuotes, customerInvoices] = await Promise.all([
    db
      .select({
        id: jobs.id,
        title: jobs.title,
        serviceType: jobs.serviceType,
        status: jobs.status,
        scheduledDate: jobs.scheduledDate,
        createdAt: jobs.createdAt,
      })
      .from(jobs)
      .where(eq(jobs.customerId, id))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(RECORDS_SHOWN),
    db
      .select({
        id: quotes.id,
        quoteNumber: quotes.quoteNumber,
        serviceType: quotes.serviceType,
        status: quotes.status,
        totalPence: quotes.totalPence,
        createdAt: quotes.createdAt,
      })
      .from(quotes)
      .where(eq(quotes.customerId, id))
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(RECORDS_SHOWN),
    db
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        status: invoices.status,
        totalPence: invoices.totalPence,
        issueDate: invoices.issueDate,
        dueDate: invoices.dueDate,
      })
      .from(invoices)
      .where(eq(invoices.customerId, id))
      .orderBy(desc(invoices.issueDate), desc(invoices.createdAt))
      .limit(RECORDS_SHOWN),
  ]);
  return { customer, jobs: customerJobs, quotes: customerQuotes, invoices: customerInvoices };
}

/**
 * The names of the customers with these ids that the actor may see, by id (for the audit history of
 * a record that names customers). At most one hundred ids are looked up.
 */
export async function customerNames({ actor, ids }: { actor: Actor; ids: string[] }): Promise<Record<string, string>> {
  const wanted = [...new Set(ids.filter(isUuid))].slice(0, 100);
  if (wanted.length === 0) return {};
  const rows = await getDb()
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(inArray(customers.id, wanted), visibleTo(actor)));
  return Object.fromEntries(rows.map((r) => [r.id, r.name]));
}

/**
 * Every customer matching the search, as a CSV stream (newest first, as listed), read EXPORT_BATCH
 * rows at a time.
 */
export function exportCustomersCsv({ actor, q = "" }: { actor: Actor; q?: string }) {
  const where = searchOf(q.trim(), visibleTo(actor))?.all ?? visibleTo(actor);
  return csvStream<ExportCursor>(["Name", "Email", "Phone", "Postcode", "Address", "Type", "Notes", "Created"], async (cursor) => {
    const rows = await getDb()
      .select({ ...rowColumns, createdAtText: sql<string>`${customers.createdAt}::text` })
      .from(customers)
      .where(and(where, olderThan(customers.createdAt, customers.id, cursor)))
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(EXPORT_BATCH);
    const last = rows.at(-1);
    return {
      rows: rows.map((r) => [
        r.name,
        r.email,
        r.phone,
        r.postcode,
        r.address,
        r.isCommercial ? "Commercial" : "Residential",
        r.notes,
        csvDateTime(r.createdAt),
      ]),
      next: rows.length === EXPORT_BATCH && last ? { createdAt: last.createdAtText, id: last.id } : null,
    };
  });
}

/**
 * Up to ten customers for a picker, by name, e-mail, phone or postcode (staff only): a form never
 * loads every customer.
 */
export async function searchCustomerOptions({ actor, q }: { actor: { kind?: string }; q: string }): Promise<CustomerOption[]> {
  if (actor.kind !== "staff") return [];
  const text = q.trim().slice(0, 100);
  if (!text) return [];
  const pattern = containsPattern(text);
  const rows = await getDb()
    .select({ id: customers.id, name: customers.name, email: customers.email, address: customers.address, postcode: customers.postcode })
    .from(customers)
    .where(or(searchOf(text, undefined)!.all, ilike(customers.postcode, pattern), ilike(customers.address, pattern)))
    .orderBy(customers.name, customers.id)
    .limit(10);
  return rows.map((r) => ({ id: r.id, name: r.name, email: r.email, detail: customerLocation(r) }));
}

/** One customer as a picker option (a form opened for a known customer), for staff. */
export async function customerOption({ actor, id }: { actor: { kind?: string }; id: string }): Promise<CustomerOption | null> {
  if (actor.kind !== "staff") return null;
  const customer = await getCustomer({ actor: actor as Actor, id });
  return customer ? { id: customer.id, name: customer.name, email: customer.email, detail: customerLocation(customer) } : null;
}
