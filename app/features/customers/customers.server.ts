/**
 * Customer records: the only module that inserts or changes a row of `customers` (and of
 * `portal_sign_ups`, the details a portal sign-up waits with until its e-mail address is verified).
 * Every function is scoped by its actor: staff and the system reach every record, a customer only
 * its own (another customer's record is "not found", never "forbidden").
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { getDb, type Database } from "~/db/client.server";
import { customers, invoices, jobs, portalSignUps, quotes, user } from "~/db/schema";
import { diffFields, recordAudit } from "~/features/audit/audit.server";
import { auditUserId, type Actor, type StaffActor, type SystemActor } from "~/lib/actor";
import { csvDateTime, csvStream, EXPORT_BATCH, type ExportCursor, olderThan } from "~/lib/csv.server";
import { fieldErrors, type FieldErrors } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { containsPattern, PAGE_SIZE, type Paged } from "~/lib/paging";
import { listPage, searchMatches } from "~/lib/search.server";
import { customerLocation, customerSchema, type CustomerOption, type CustomerValues } from "./customers.schema";

export type { Actor };

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type CustomerErrorCode = "invalid" | "not_found" | "has_records" | "not_allowed" | "office_only";

const CUSTOMER_ERROR_MESSAGES: Record<CustomerErrorCode, string> = {
  invalid: "Please correct the highlighted fields.",
  not_found: "This customer no longer exists.",
  has_records: "This customer has jobs, quotes or invoices. Delete those first; a customer with records is kept.",
  not_allowed: "Only the office can add a customer.",
  office_only: "Only the office can change these details.",
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

/** The rows an actor may reach: a customer only its own record; staff and the system every one. */
function visibleTo(actor: Actor): SQL | undefined {
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

function parseInput(input: unknown): CustomerValues {
  const parsed = customerSchema.safeParse(input);
  if (!parsed.success) throw new CustomerError("invalid", fieldErrors(parsed.error));
  return parsed.data;
}

/** Add a customer from the office's form (a customer actor may not); the audit log records who did it. */
export async function createCustomer({ actor, input }: { actor: Actor; input: unknown }): Promise<Customer> {
  if (actor.kind === "customer") throw new CustomerError("not_allowed");
  const values = parseInput(input);
  return getDb().transaction(async (tx) => {
    const [created] = await tx.insert(customers).values(values).returning();
    await recordAudit(tx, {
      actorUserId: auditUserId(actor),
      action: "create",
      entityType: "customer",
      entityId: created.id,
      changes: { ...values },
    });
    return created;
  });
}

/**
 * Change a customer's details from the office's form; the audit log records which fields changed,
 * and who changed them. A customer changes only its contact details (`updateContactDetails`): here
 * its own record is `office_only`, any other `not_found`.
 */
export async function updateCustomer({ actor, id, input }: { actor: Actor; id: string; input: unknown }): Promise<Customer> {
  const values = parseInput(input);
  if (!isUuid(id)) throw new CustomerError("not_found");
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.id, id), visibleTo(actor)))
      .for("update");
    if (!before) throw new CustomerError("not_found");
    if (actor.kind === "customer") throw new CustomerError("office_only");
    const changes = diffFields(before, values);
    if (Object.keys(changes).length === 0) return before;
    const [after] = await tx.update(customers).set(values).where(eq(customers.id, id)).returning();
    await recordAudit(tx, { actorUserId: auditUserId(actor), action: "update", entityType: "customer", entityId: id, changes });
    return after;
  });
}

/** Remove a customer who has no jobs, quotes or invoices; refused with `has_records` otherwise. */
export async function deleteCustomer({ actor, id }: { actor: Actor; id: string }): Promise<Customer> {
  if (!isUuid(id)) throw new CustomerError("not_found");
  try {
    return await getDb().transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(customers)
        .where(and(eq(customers.id, id), visibleTo(actor)))
        .for("update");
      if (!before) throw new CustomerError("not_found");
      const counts = await Promise.all(
        [jobs, quotes, invoices].map((table) => tx.select({ n: count() }).from(table).where(eq(table.customerId, id))),
      );
      const records = counts.reduce((sum, [row]) => sum + Number(row?.n ?? 0), 0);
      if (records > 0) throw new CustomerError("has_records");
      await tx.delete(customers).where(eq(customers.id, id));
      const { id: _id, createdAt: _c, updatedAt: _u, ...snapshot } = before;
      await recordAudit(tx, { actorUserId: auditUserId(actor), action: "delete", entityType: "customer", entityId: id, changes: snapshot });
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

function isForeignKeyViolation(err: unknown) {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23503" || e?.cause?.code === "23503";
}

// ---------------------------------------------------------------------------------------------
// Records the product creates: chat bookings, enquiries, portal accounts
// ---------------------------------------------------------------------------------------------

/** The details of a record the product creates (already checked by the caller's own rules). */
export type CustomerRecordValues = {
  name: string;
  phone: string;
  email?: string | null;
  postcode?: string | null;
  address: string;
  notes?: string | null;
};

/** Where a record the product creates came from; written to its audit entry. */
export type CustomerOrigin = { from: "chat"; conversationId: string } | { from: "enquiry"; enquiryId: string };

/**
 * Insert a customer record made by the product, in the caller's transaction, with its audit entry.
 * It is always a new record: nothing from the public is attached to an existing customer because a
 * phone number or e-mail address matches (docs/decisions/0019).
 */
export async function createCustomerRecord(
  tx: Tx,
  { actor, values, origin }: { actor: StaffActor | SystemActor; values: CustomerRecordValues; origin: CustomerOrigin },
): Promise<{ id: string }> {
  return insertRecord(tx, { actorUserId: auditUserId(actor), values, origin });
}

async function insertRecord(
  tx: Tx,
  { actorUserId, values, origin, userId = null }: { actorUserId: string | null; values: CustomerRecordValues; origin: Record<string, string>; userId?: string | null },
) {
  const [created] = await tx
    .insert(customers)
    .values({ ...values, userId })
    .returning({ id: customers.id });
  await recordAudit(tx, {
    actorUserId,
    action: "create",
    entityType: "customer",
    entityId: created.id,
    changes: { ...values, ...(userId ? { userId } : {}), ...origin },
  });
  return created;
}

function lastTenDigits(phone: string) {
  return phone.replace(/\D/g, "").slice(-10);
}

/** At most this many likely records are shown for one enquiry. */
const LIKELY_PER_CONTACT = 3;

/**
 * For each contact (a phone number and perhaps an e-mail address, as a member of the public gave
 * them), the customer records that are likely the same person: the same last ten digits of the
 * phone number, or the same e-mail address in any case; oldest first. For staff only, to open the
 * record; nothing is linked or merged here.
 */
export async function likelyExistingCustomers({
  actor: _actor,
  contacts,
}: {
  actor: StaffActor;
  contacts: ReadonlyArray<{ phone: string; email: string | null }>;
}): Promise<Array<Array<{ id: string; name: string }>>> {
  const wanted = contacts.map((c) => {
    const digits = lastTenDigits(c.phone);
    return { digits: digits.length >= 9 ? digits : null, email: c.email?.trim().toLowerCase() || null };
  });
  if (!wanted.some((w) => w.digits || w.email)) return contacts.map(() => []);
  // For each contact, the oldest few records with its phone digits and the oldest few with its
  // e-mail address, each read in order from its index (phone digits or e-mail, then creation time),
  // so that the cost stays the same however many records share a number.
  const oldestBy = (match: SQL) =>
    sql`(select c.id, c.name, c.created_at from ${customers} c where ${match} order by c.created_at, c.id limit ${LIKELY_PER_CONTACT})`;
  const result = await getDb().execute<{ contact: number; id: string; name: string }>(sql`
    select wanted.contact::int as contact, likely.id, likely.name
    from unnest(${sql.param(wanted.map((w) => w.digits))}::text[], ${sql.param(wanted.map((w) => w.email))}::text[]) with ordinality as wanted(digits, email, contact)
    cross join lateral (
      select found.id, found.name, found.created_at from (
        ${oldestBy(sql`right(regexp_replace(c.phone, '[^0-9]', '', 'g'), 10) = wanted.digits`)}
        union
        ${oldestBy(sql`lower(c.email) = wanted.email`)}
      ) as found
      order by found.created_at, found.id
      limit ${LIKELY_PER_CONTACT}
    ) as likely
    order by wanted.contact, likely.created_at, likely.id`);
  const byContact = wanted.map((): Array<{ id: string; name: string }> => []);
  for (const row of result.rows) byContact[row.contact - 1].push({ id: row.id, name: row.name });
  return byContact;
}

// ---------------------------------------------------------------------------------------------
// Portal accounts
// ---------------------------------------------------------------------------------------------

/**
 * Keep what a portal sign-up gave besides its name and e-mail address until the address is
 * verified. Call it only for an account the sign-up itself created.
 */
export async function recordPortalSignUp({ userId, phone, address }: { userId: string; phone: string; address: string }) {
  await getDb().insert(portalSignUps).values({ userId, phone, address }).onConflictDoNothing();
}

/** The signed-in account, as better-auth knows it. */
export type PortalAccount = { id: string; email: string; name: string; emailVerified: boolean };

/**
 * Where an account stands with the customer records: `linked` to one; `awaiting_verification` (a
 * portal sign-up whose e-mail address is not verified yet); or `none` (any other account, e.g. staff).
 */
export type AccountLink = { status: "linked"; customerId: string } | { status: "awaiting_verification" } | { status: "none" };

/**
 * The customer record of an account, linking it first if it has none yet — only once its e-mail
 * address is verified, so that nobody gets another person's record by signing up with their
 * address. Then the oldest record with that address (any case) and no account is linked; failing
 * that, a portal sign-up gets a new record made from what it gave. A record linked to another
 * account is never taken over. Concurrent calls for one account wait for each other (the account's
 * row is locked), so they link or create once; the link and the creation are in the audit log with
 * the account as actor.
 */
export async function linkAccountToCustomer({ account }: { account: PortalAccount }): Promise<AccountLink> {
  const linked = await linkedCustomerId(getDb(), account.id);
  if (linked) return { status: "linked", customerId: linked };
  if (!account.emailVerified) {
    const [waiting] = await getDb().select({ userId: portalSignUps.userId }).from(portalSignUps).where(eq(portalSignUps.userId, account.id));
    return waiting ? { status: "awaiting_verification" } : { status: "none" };
  }
  const address = account.email.trim().toLowerCase();
  return getDb().transaction(async (tx): Promise<AccountLink> => {
    // One linking at a time per account: a second first visit waits here, then finds the link.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, account.id)).for("update");
    const already = await linkedCustomerId(tx, account.id);
    if (already) return { status: "linked", customerId: already };

    const [signUp] = await tx.select().from(portalSignUps).where(eq(portalSignUps.userId, account.id));
    const [existing] = address
      ? await tx
          .select({ id: customers.id })
          .from(customers)
          .where(and(sql`lower(${customers.email}) = ${address}`, isNull(customers.userId)))
          .orderBy(asc(customers.createdAt), asc(customers.id))
          .limit(1)
          .for("update")
      : [];
    let customerId: string | null = null;
    if (existing) {
      const [updated] = await tx
        .update(customers)
        .set({ userId: account.id })
        .where(and(eq(customers.id, existing.id), isNull(customers.userId)))
        .returning({ id: customers.id });
      if (updated) {
        customerId = updated.id;
        await recordAudit(tx, {
          actorUserId: account.id,
          action: "link_account",
          entityType: "customer",
          entityId: updated.id,
          changes: { userId: { from: null, to: account.id } },
        });
      }
    }
    if (!customerId && signUp) {
      const created = await insertRecord(tx, {
        actorUserId: account.id,
        userId: account.id,
        values: { name: account.name, email: account.email, phone: signUp.phone, address: signUp.address, notes: "Created from a portal sign-up." },
        origin: { from: "portal_sign_up" },
      });
      customerId = created.id;
    }
    if (!customerId) return { status: "none" };
    if (signUp) await tx.delete(portalSignUps).where(eq(portalSignUps.userId, account.id));
    return { status: "linked", customerId };
  });
}

async function linkedCustomerId(executor: Pick<Database, "select">, userId: string) {
  const [row] = await executor.select({ id: customers.id }).from(customers).where(eq(customers.userId, userId)).limit(1);
  return row?.id ?? null;
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
