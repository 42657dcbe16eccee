/**
 * Customer records: the only module that inserts or changes a row of `customers` (and of
 * `portal_sign_ups`, the details a portal sign-up waits with until its e-mail address is verified).
 * Every function is scoped by its actor: staff and the system reach every record, a customer only
 * its own (another customer's record is "not found", never "forbidden").
 */
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { customers, customerSites, invoices, jobs, portalSignUps, quotes, user, userRoles } from "~/db/schema";
import { diffFields, recordAudit } from "~/features/audit/audit.server";
import { auditUserId, refuseEngineer, type Actor, type StaffActor, type SystemActor } from "~/lib/actor";
import { CORRECT_THE_FIELDS, refusalsOf, type Refusal } from "~/lib/domain-error";
import { requireConfirmed } from "~/lib/confirmation";
import { fieldErrors } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { linkContactByEmail, linkedContact } from "./contact-accounts.server";
import { visibleTo, type Customer } from "./customer-queries.server";
import { customerSchema, type CustomerValues } from "./customers.schema";
import { insertFirstSite } from "./sites.server";

// The reads live beside this module; callers keep one entry for the feature.
export {
  customerNameMatches,
  customerNames,
  customerOption,
  exportCustomersCsv,
  getCustomer,
  getCustomerWithRecords,
  listCustomers,
  searchCustomerOptions,
  type Customer,
  type CustomerRow,
} from "./customer-queries.server";
export { likelyDuplicatesOf, likelyExistingCustomers, type LikelyContact, type LikelyCustomer } from "./duplicates.server";

export type { Actor };

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const CUSTOMER_REFUSALS = {
  invalid: { code: "invalid", message: CORRECT_THE_FIELDS },
  not_found: { code: "not_found", message: "This customer no longer exists." },
  has_records: { code: "conflict", message: "This customer has jobs, quotes or invoices. Delete those first; a customer with records is kept." },
  not_allowed: { code: "not_allowed", message: "Only the office can add a customer." },
  office_only: { code: "not_allowed", message: "Only the office can change these details." },
} satisfies Record<string, Refusal>;

export type CustomerRefusal = keyof typeof CUSTOMER_REFUSALS;

/** The one user-facing message for each refusal of the customers module. */
export function customerErrorMessage(kind: CustomerRefusal) {
  return CUSTOMER_REFUSALS[kind].message;
}

/** The DomainError of a refusal of the customers module (its contact-details part throws them too). */
export const refuseCustomer = refusalsOf(CUSTOMER_REFUSALS);
const refuse = refuseCustomer;

function parseInput(input: unknown): CustomerValues {
  const parsed = customerSchema.safeParse(input);
  if (!parsed.success) throw refuse("invalid", fieldErrors(parsed.error));
  return parsed.data;
}

/** Add a customer from the office's form (a customer actor may not); the audit log records who did it. */
export async function createCustomer({ actor, input }: { actor: Actor; input: unknown }): Promise<Customer> {
  if (actor.kind === "customer") throw refuse("not_allowed");
  refuseEngineer(actor);
  const values = parseInput(input);
  return getDb().transaction(async (tx) => {
    const [created] = await tx.insert(customers).values(values).returning();
    await insertFirstSite(tx, created.id, values);
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
  if (!isUuid(id)) throw refuse("not_found");
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.id, id), visibleTo(actor)))
      .for("update");
    if (!before) throw refuse("not_found");
    if (actor.kind === "customer") throw refuse("office_only");
    const changes = diffFields(before, values);
    if (Object.keys(changes).length === 0) return before;
    const [after] = await tx.update(customers).set(values).where(eq(customers.id, id)).returning();
    // A site still at the record's old address is the same place: it follows a corrected address.
    if (changes.address || changes.postcode) {
      await tx
        .update(customerSites)
        .set({ address: after.address, postcode: after.postcode })
        .where(and(eq(customerSites.customerId, id), eq(customerSites.address, before.address), sql`${customerSites.postcode} is not distinct from ${before.postcode}`));
    }
    await recordAudit(tx, { actorUserId: auditUserId(actor), action: "update", entityType: "customer", entityId: id, changes });
    return after;
  });
}

/**
 * Remove a customer who has no jobs, quotes or invoices; refused with `has_records` otherwise, and
 * without the confirmation (`confirmed=yes` in `input`).
 */
export async function deleteCustomer({ actor, id, input }: { actor: Actor; id: string; input?: unknown }): Promise<Customer> {
  if (!isUuid(id)) throw refuse("not_found");
  requireConfirmed(input as Record<string, unknown>, "delete this customer record");
  try {
    return await getDb().transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(customers)
        .where(and(eq(customers.id, id), visibleTo(actor)))
        .for("update");
      if (!before) throw refuse("not_found");
      const counts = await Promise.all(
        [jobs, quotes, invoices].map((table) => tx.select({ n: count() }).from(table).where(eq(table.customerId, id))),
      );
      const records = counts.reduce((sum, [row]) => sum + Number(row?.n ?? 0), 0);
      if (records > 0) throw refuse("has_records");
      await tx.delete(customers).where(eq(customers.id, id));
      const { id: _id, createdAt: _c, updatedAt: _u, ...snapshot } = before;
      await recordAudit(tx, { actorUserId: auditUserId(actor), action: "delete", entityType: "customer", entityId: id, changes: snapshot });
      return before;
    });
  } catch (err) {
    // A job, quote or invoice added for this customer at the same moment.
    if (isForeignKeyViolation(err)) {
      throw refuse("has_records");
    }
    throw err;
  }
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
export type CustomerOrigin = { from: "chat"; conversationId: string } | { from: "enquiry"; enquiryId: string } | { from: "booking" };

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
  await insertFirstSite(tx, created.id, values);
  await recordAudit(tx, {
    actorUserId,
    action: "create",
    entityType: "customer",
    entityId: created.id,
    changes: { ...values, ...(userId ? { userId } : {}), ...origin },
  });
  return created;
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
 * Where an account stands with the customer records: `linked` to one (as its account holder, or as
 * its contact `contactId`); `awaiting_verification` (a portal sign-up whose e-mail address is not
 * verified yet); or `none` (any other account, e.g. staff; `ask_office` when its address is several
 * contacts' and the office must say whose it is).
 */
export type AccountLink =
  | { status: "linked"; customerId: string; contactId?: string }
  | { status: "awaiting_verification" }
  | { status: "none"; reason?: "ask_office" };

/**
 * The customer record of an account, linking it first if it has none yet — only once its e-mail
 * address is verified, so that nobody gets another person's record by signing up with their
 * address. Then the oldest record with that address (any case) and no account is linked; failing
 * that, the one contact with that address (contact-accounts.server.ts; an address several contacts
 * share links nothing and makes no record); failing that, a portal sign-up gets a new record made
 * from what it gave. A record linked to another
 * account is never taken over. Concurrent calls for one account wait for each other (the account's
 * row is locked), so they link or create once; the link and the creation are in the audit log with
 * the account as actor.
 */
export async function linkAccountToCustomer({ account }: { account: PortalAccount }): Promise<AccountLink> {
  const linked = await accountLink(getDb(), account.id);
  if (linked) return linked;
  // A member of staff's account is never linked to a customer record (nor given one).
  if ((await getDb().select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, account.id)).limit(1)).length) return { status: "none" };
  if (!account.emailVerified) {
    const [waiting] = await getDb().select({ userId: portalSignUps.userId }).from(portalSignUps).where(eq(portalSignUps.userId, account.id));
    return waiting ? { status: "awaiting_verification" } : { status: "none" };
  }
  const address = account.email.trim().toLowerCase();
  return getDb().transaction(async (tx): Promise<AccountLink> => {
    // One linking at a time per account: a second first visit waits here, then finds the link.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, account.id)).for("update");
    const already = await accountLink(tx, account.id);
    if (already) return already;

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
    if (!customerId) {
      const contact = await linkContactByEmail(tx, account);
      if (contact === "ambiguous") return { status: "none", reason: "ask_office" };
      if (contact) {
        if (signUp) await tx.delete(portalSignUps).where(eq(portalSignUps.userId, account.id));
        return { status: "linked", ...contact };
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

/** The record an account is linked to, as its account holder or as one of its contacts. */
async function accountLink(executor: Pick<Database, "select">, userId: string): Promise<Extract<AccountLink, { status: "linked" }> | null> {
  const [row] = await executor.select({ id: customers.id }).from(customers).where(eq(customers.userId, userId)).limit(1);
  if (row) return { status: "linked", customerId: row.id };
  const contact = await linkedContact(executor, userId);
  return contact ? { status: "linked", ...contact } : null;
}

