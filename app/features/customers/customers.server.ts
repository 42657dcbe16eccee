import { count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { customers, invoices, jobs, quotes } from "~/db/schema";
import { diffFields, recordAudit } from "~/features/audit/audit.server";
import { csvDateTime, toCsv } from "~/lib/csv.server";
import { fieldErrors, type FieldErrors } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { clampPage, containsPattern, PAGE_SIZE, pageCountOf, type Paged } from "~/lib/paging";
import { customerLocation, customerSchema, type CustomerOption, type CustomerValues } from "./customers.schema";

export type Actor = { id: string };

export type CustomerErrorCode = "invalid" | "not_found" | "has_records";

const CUSTOMER_ERROR_MESSAGES: Record<CustomerErrorCode, string> = {
  invalid: "Please correct the highlighted fields.",
  not_found: "This customer no longer exists.",
  has_records: "This customer has jobs, quotes or invoices. Delete those first; a customer with records is kept.",
};

/** The one user-facing message for each customer error. */
export function customerErrorMessage(code: CustomerErrorCode) {
  return CUSTOMER_ERROR_MESSAGES[code];
}

export class CustomerError extends Error {
  constructor(
    readonly code: CustomerErrorCode,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(customerErrorMessage(code));
    this.name = "CustomerError";
  }
}

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

/**
 * Customers whose name or e-mail contains `q`, or whose phone number contains it (ignoring
 * spaces and punctuation when `q` is a number), case-insensitive.
 */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const conditions = [ilike(customers.name, pattern), ilike(customers.email, pattern), ilike(customers.phone, pattern)];
  const digits = q.replace(/\D/g, "");
  if (/^[\d\s()+.-]+$/.test(q) && digits.length >= 3) {
    conditions.push(sql`regexp_replace(${customers.phone}, '[^0-9]', '', 'g') like ${containsPattern(digits)}`);
  }
  return or(...conditions);
}

/** One page of customers, newest first, matching the search. */
export async function listCustomers({ q = "", page = 1 }: { q?: string; page?: number }): Promise<Paged<CustomerRow>> {
  const db = getDb();
  const where = searchCondition(q.trim());
  const [{ total }] = await db.select({ total: count() }).from(customers).where(where);
  const current = clampPage(page, total);
  const rows = await db
    .select(rowColumns)
    .from(customers)
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(PAGE_SIZE)
    .offset((current - 1) * PAGE_SIZE);
  return { rows, total, page: current, pageCount: pageCountOf(total) };
}

/** A customer, or null when there is none with this id (or the id is malformed). */
export async function getCustomer({ id }: { id: string }): Promise<Customer | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb().select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}

const RECORDS_SHOWN = 100;

/** A customer with their jobs, quotes and invoices (newest first), or null. */
export async function getCustomerWithRecords({ id }: { id: string }) {
  const customer = await getCustomer({ id });
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

function parseInput(input: unknown): CustomerValues {
  const parsed = customerSchema.safeParse(input);
  if (!parsed.success) throw new CustomerError("invalid", fieldErrors(parsed.error));
  return parsed.data;
}

/** Add a customer; the audit log records who did it. */
export async function createCustomer({ actor, input }: { actor: Actor; input: unknown }): Promise<Customer> {
  const values = parseInput(input);
  return getDb().transaction(async (tx) => {
    const [created] = await tx.insert(customers).values(values).returning();
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "create",
      entityType: "customer",
      entityId: created.id,
      changes: { ...values },
    });
    return created;
  });
}

/** Change a customer's details; the audit log records which fields changed, and who changed them. */
export async function updateCustomer({ actor, id, input }: { actor: Actor; id: string; input: unknown }): Promise<Customer> {
  const values = parseInput(input);
  if (!isUuid(id)) throw new CustomerError("not_found");
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(customers).where(eq(customers.id, id)).for("update");
    if (!before) throw new CustomerError("not_found");
    const changes = diffFields(before, values);
    if (Object.keys(changes).length === 0) return before;
    const [after] = await tx.update(customers).set(values).where(eq(customers.id, id)).returning();
    await recordAudit(tx, { actorUserId: actor.id, action: "update", entityType: "customer", entityId: id, changes });
    return after;
  });
}

/** Remove a customer who has no jobs, quotes or invoices; refused with `has_records` otherwise. */
export async function deleteCustomer({ actor, id }: { actor: Actor; id: string }): Promise<Customer> {
  if (!isUuid(id)) throw new CustomerError("not_found");
  try {
    return await getDb().transaction(async (tx) => {
      const [before] = await tx.select().from(customers).where(eq(customers.id, id)).for("update");
      if (!before) throw new CustomerError("not_found");
      const counts = await Promise.all(
        [jobs, quotes, invoices].map((table) => tx.select({ n: count() }).from(table).where(eq(table.customerId, id))),
      );
      const records = counts.reduce((sum, [row]) => sum + Number(row?.n ?? 0), 0);
      if (records > 0) throw new CustomerError("has_records");
      await tx.delete(customers).where(eq(customers.id, id));
      const { id: _id, createdAt: _c, updatedAt: _u, ...snapshot } = before;
      await recordAudit(tx, { actorUserId: actor.id, action: "delete", entityType: "customer", entityId: id, changes: snapshot });
      return before;
    });
  } catch (err) {
    // A job, quote or invoice added for this customer at the same moment.
    if (isForeignKeyViolation(err)) {
      throw new CustomerError("has_records");
    }
    throw err;
  }
}

/** Customers for the job form's list: id, name and the address a job would take place at, by name. */
export async function customerOptions() {
  const rows = await getDb()
    .select({ id: customers.id, name: customers.name, address: customers.address, postcode: customers.postcode })
    .from(customers)
    .orderBy(customers.name, customers.id);
  return rows.map((r) => ({ id: r.id, name: r.name, address: customerLocation(r) }));
}

/** Every customer matching the search, as CSV text (newest first, as listed). */
export async function exportCustomersCsv({ q = "" }: { q?: string }) {
  const rows = await getDb()
    .select(rowColumns)
    .from(customers)
    .where(searchCondition(q.trim()))
    .orderBy(desc(customers.createdAt), desc(customers.id));
  return toCsv(
    ["Name", "Email", "Phone", "Postcode", "Address", "Type", "Notes", "Created"],
    rows.map((r) => [
      r.name,
      r.email,
      r.phone,
      r.postcode,
      r.address,
      r.isCommercial ? "Commercial" : "Residential",
      r.notes,
      csvDateTime(r.createdAt),
    ]),
  );
}

function isForeignKeyViolation(err: unknown) {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23503" || e?.cause?.code === "23503";
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
    .where(or(searchCondition(text), ilike(customers.postcode, pattern), ilike(customers.address, pattern)))
    .orderBy(customers.name, customers.id)
    .limit(10);
  return rows.map((r) => ({ id: r.id, name: r.name, email: r.email, detail: customerLocation(r) }));
}

/** One customer as a picker option (a form opened for a known customer), for staff. */
export async function customerOption({ actor, id }: { actor: { kind?: string }; id: string }): Promise<CustomerOption | null> {
  if (actor.kind !== "staff") return null;
  const customer = await getCustomer({ id });
  return customer ? { id: customer.id, name: customer.name, email: customer.email, detail: customerLocation(customer) } : null;
}
