/**
 * Reading customer records: lists, searches, one record with its jobs, quotes and invoices, names,
 * picker options and the CSV export. Every function is scoped by its actor as the writes are: staff
 * and the system reach every record, a customer only its own. Nothing here changes a row; the writes
 * are in customers.server.ts, the one module that changes `customers`.
 */
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { getDb } from "~/db/client.server";
import { customers, customerSites, invoices, jobs, quotes } from "~/db/schema";
import { refuseEngineer, type Actor } from "~/lib/actor";
import { csvDateTime, csvStream, EXPORT_BATCH, type ExportCursor, olderThan } from "~/lib/csv.server";
import { isUuid } from "~/lib/ids";
import { containsPattern, PAGE_SIZE, type Paged } from "~/lib/paging";
import { listPage, searchMatches } from "~/lib/search.server";
import { formatDateMedium } from "~/lib/business-day";
import { customerLocation, type CustomerOption } from "./customers.schema";
import { siteLine } from "./sites.schema";

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
  refuseEngineer(actor);
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
export function customerNameMatches(customerId: PgColumn | SQL, pattern: string): SQL {
  return sql`${customerId} = any(array(select c.id from ${customers} c where c.name ilike ${pattern}))`;
}

/** One page of customers, newest first, matching the search. */
export async function listCustomers({ actor, q = "", page = 1, filter }: { actor: Actor; q?: string; page?: number; filter?: SQL }): Promise<Paged<CustomerRow>> {
  const db = getDb();
  const visible = and(visibleTo(actor), filter);
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

/** The newest of each kind shown on a customer's page; the timeline and the lists have the rest. */
export const RECORDS_SHOWN = 20;

/**
 * A customer with their newest jobs, quotes and invoices (RECORDS_SHOWN of each) and how many of each
 * they have, or null (as `getCustomer`).
 */
export async function getCustomerWithRecords({ actor, id }: { actor: Actor; id: string }) {
  const customer = await getCustomer({ actor, id });
  if (!customer) return null;
  const db = getDb();
  const [customerJobs, customerQuotes, customerInvoices, [totals]] = await Promise.all([
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
        balancePence: invoices.balancePence,
        issueDate: invoices.issueDate,
        dueDate: invoices.dueDate,
      })
      .from(invoices)
      .where(eq(invoices.customerId, id))
      .orderBy(desc(invoices.issueDate), desc(invoices.createdAt))
      .limit(RECORDS_SHOWN),
    // Counted from the customer indexes alone.
    db
      .select({
        jobs: sql<number>`(select count(*)::int from ${jobs} where ${jobs.customerId} = ${id})`,
        quotes: sql<number>`(select count(*)::int from ${quotes} where ${quotes.customerId} = ${id})`,
        invoices: sql<number>`(select count(*)::int from ${invoices} where ${invoices.customerId} = ${id})`,
      })
      .from(sql`(select 1) one`),
  ]);
  return { customer, jobs: customerJobs, quotes: customerQuotes, invoices: customerInvoices, totals: totals ?? { jobs: 0, quotes: 0, invoices: 0 } };
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
export function exportCustomersCsv({ actor, q = "", filter }: { actor: Actor; q?: string; filter?: SQL }) {
  const visible = and(visibleTo(actor), filter);
  const where = searchOf(q.trim(), visible)?.all ?? visible;
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

/** At most this many of a customer's sites come with a picker option. */
const OPTION_SITES = 20;

type OptionRow = Pick<Customer, "id" | "name" | "email" | "phone" | "address" | "postcode" | "createdAt">;
const optionColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  address: customers.address,
  postcode: customers.postcode,
  createdAt: customers.createdAt,
};

/**
 * The picker options of these customers: each with its sites (oldest first, at most OPTION_SITES,
 * read for every option in one query, each customer's through its index in order) and, where names
 * repeat, what tells the records apart.
 */
async function toOptions(rows: OptionRow[]): Promise<CustomerOption[]> {
  if (rows.length === 0) return [];
  const found = await getDb().execute<{ customer_id: string; site_count: number; id: string | null; label: string | null; address: string | null; postcode: string | null }>(sql`
    select o.id as customer_id,
           (select count(*) from ${customerSites} c where c.customer_id = o.id)::int as site_count,
           s.id, s.label, s.address, s.postcode
    from unnest(${sql.param(rows.map((r) => r.id))}::uuid[]) with ordinality as o(id, n)
    left join lateral (
      select s.id, s.label, s.address, s.postcode, s.created_at from ${customerSites} s
      where s.customer_id = o.id order by s.created_at, s.id limit ${OPTION_SITES}
    ) s on true
    order by o.n, s.created_at, s.id`);
  const sites = new Map<string, { count: number; list: Array<{ id: string; line: string }> }>();
  for (const r of found.rows) {
    const entry = sites.get(r.customer_id) ?? { count: r.site_count, list: [] };
    if (r.id && r.address !== null) entry.list.push({ id: r.id, line: siteLine({ label: r.label, address: r.address, postcode: r.postcode }) });
    sites.set(r.customer_id, entry);
  }
  const options = rows.map((r): CustomerOption => {
    const own = sites.get(r.id) ?? { count: 0, list: [] };
    return {
      id: r.id,
      name: r.name,
      email: r.email,
      detail: customerLocation(r),
      phone: r.phone,
      sites: own.list,
      siteCount: own.count,
      added: formatDateMedium(r.createdAt),
      tellApart: null,
    };
  });
  return tellApart(options);
}

/**
 * Options whose names are the same (ignoring case and spaces) get what tells them apart: those of
 * their phone, e-mail address, number of sites with the sites' addresses, and the day each was
 * added that differ between them (the day added alone when nothing else does).
 */
function tellApart(options: CustomerOption[]): CustomerOption[] {
  const key = (o: CustomerOption) => o.name.toLowerCase().replace(/\s+/g, " ").trim();
  const groups = new Map<string, CustomerOption[]>();
  for (const o of options) groups.set(key(o), [...(groups.get(key(o)) ?? []), o]);
  const partsOf = (o: CustomerOption) => [
    o.phone,
    o.email ?? "no e-mail",
    o.siteCount > 1 ? `${o.siteCount} sites: ${o.sites.slice(0, 3).map((s) => s.line).join("; ")}${o.siteCount > 3 ? "; …" : ""}` : `1 site: ${o.detail}`,
    `added ${o.added}`,
  ];
  return options.map((o) => {
    const group = groups.get(key(o))!;
    if (group.length < 2) return o;
    const all = group.map(partsOf);
    const mine = partsOf(o);
    const differing = mine.filter((part, i) => new Set(all.map((parts) => parts[i])).size > 1);
    return { ...o, tellApart: (differing.length > 0 ? differing : [mine[3]]).join(" · ") };
  });
}

/**
 * Up to ten customers for a picker, by name, e-mail, phone or postcode (staff only): a form never
 * loads every customer. Each comes with its sites, and where names repeat, what tells them apart.
 */
export async function searchCustomerOptions({ actor, q }: { actor: { kind?: string }; q: string }): Promise<CustomerOption[]> {
  if (actor.kind !== "staff") return [];
  const text = q.trim().slice(0, 100);
  if (!text) return [];
  const pattern = containsPattern(text);
  const rows = await getDb()
    .select(optionColumns)
    .from(customers)
    .where(or(searchOf(text, undefined)!.all, ilike(customers.postcode, pattern), ilike(customers.address, pattern)))
    .orderBy(customers.name, customers.id)
    .limit(10);
  return toOptions(rows);
}

/** One customer as a picker option (a form opened for a known customer), with its sites, for staff. */
export async function customerOption({ actor, id }: { actor: { kind?: string }; id: string }): Promise<CustomerOption | null> {
  if (actor.kind !== "staff") return null;
  const customer = await getCustomer({ actor: actor as Actor, id });
  if (!customer) return null;
  const [option] = await toOptions([customer]);
  return option;
}
