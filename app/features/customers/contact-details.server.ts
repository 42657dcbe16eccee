/**
 * Part of the customers module (the owner of the `customers` table): the changes a customer makes to
 * their own record in the portal. A customer actor reaches only its own record (another is "not
 * found") and only its phone, address and postcode; its e-mail address follows its account's
 * address once that is verified. Every change is in the audit log with the account as actor, so the
 * back-office record's history shows it.
 */
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { auditLog, customers, user } from "~/db/schema";
import { diffFields, recordAudit } from "~/features/audit/audit.server";
import { auditUserId, type CustomerActor } from "~/lib/actor";
import { fieldErrors } from "~/lib/forms";
import { isUuid } from "~/lib/ids";
import { syncContactEmailFromAccount } from "./contact-accounts.server";
import { contactDetailsSchema } from "./contact-details.schema";
import { refuseCustomer, type Customer } from "./customers.server";

/** The audit action of an e-mail change asked for and not yet verified. */
export const EMAIL_CHANGE_REQUESTED = "request_email_change";

/** How long a link to a new address works (better-auth's verification tokens: one hour). */
export const EMAIL_CHANGE_LINK_SECONDS = 60 * 60;

/**
 * A customer changes the phone number, address and postcode of their own record (`id` must be it).
 * Other fields in `input` are ignored; bad input changes nothing; the audit entry lists only the
 * fields that changed.
 */
export async function updateContactDetails({ actor, id, input }: { actor: CustomerActor; id: string; input: unknown }): Promise<Customer> {
  const parsed = contactDetailsSchema.safeParse(input);
  if (!parsed.success) throw refuseCustomer("invalid", fieldErrors(parsed.error));
  if (!isUuid(id) || id !== actor.customerId) throw refuseCustomer("not_found");
  const values = parsed.data;
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.id, id), eq(customers.id, actor.customerId)))
      .for("update");
    if (!before) throw refuseCustomer("not_found");
    const changes = diffFields(before, values);
    if (Object.keys(changes).length === 0) return before;
    const [after] = await tx.update(customers).set(values).where(eq(customers.id, id)).returning();
    await recordAudit(tx, { actorUserId: auditUserId(actor), action: "update", entityType: "customer", entityId: id, changes });
    return after;
  });
}

/**
 * Note in the record's history that its customer asked to change the e-mail address to `email` (the
 * record keeps the old one until the new one is verified).
 */
export async function recordEmailChangeRequest({ actor, email }: { actor: CustomerActor; email: string }) {
  await getDb().transaction(async (tx) => {
    const [record] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, actor.customerId));
    if (!record) throw refuseCustomer("not_found");
    await recordAudit(tx, {
      actorUserId: auditUserId(actor),
      action: EMAIL_CHANGE_REQUESTED,
      entityType: "customer",
      entityId: actor.customerId,
      changes: { email: { from: record.email, to: email } },
    });
  });
}

/**
 * The customer record linked to an account takes the account's e-mail address, if that address is
 * verified and differs from the record's (after the account's owner confirmed a new address, or
 * chose their verified login address for the record). Answers the record's id when it changed,
 * null otherwise. The change is in the audit log with the account as actor. A contact's account
 * changes its contact's address instead (answering the contact's id).
 */
export async function syncCustomerEmailFromAccount({ userId }: { userId: string }): Promise<string | null> {
  return getDb().transaction(async (tx) => {
    const [account] = await tx.select({ email: user.email, emailVerified: user.emailVerified }).from(user).where(eq(user.id, userId));
    if (!account?.emailVerified) return null;
    const [record] = await tx.select({ id: customers.id, email: customers.email }).from(customers).where(eq(customers.userId, userId)).for("update");
    // A contact's account changes the contact, never the customer record (docs/decisions/0081).
    if (!record) return syncContactEmailFromAccount(tx, { id: userId, email: account.email });
    if (record.email?.toLowerCase() === account.email.toLowerCase()) return null;
    await tx.update(customers).set({ email: account.email }).where(eq(customers.id, record.id));
    await recordAudit(tx, {
      actorUserId: userId,
      action: "update",
      entityType: "customer",
      entityId: record.id,
      changes: { email: { from: record.email, to: account.email } },
    });
    return record.id;
  });
}

/**
 * The new e-mail address the customer asked for and has not verified yet, while its link still
 * works: the latest request in the record's history, unless the record's address changed since.
 */
export async function pendingEmailChange({ actor, now = new Date() }: { actor: CustomerActor; now?: Date }): Promise<string | null> {
  const since = new Date(now.getTime() - EMAIL_CHANGE_LINK_SECONDS * 1000);
  const [latest] = await getDb()
    .select({ action: auditLog.action, changes: auditLog.changes })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, "customer"),
        eq(auditLog.entityId, actor.customerId),
        inArray(auditLog.action, [EMAIL_CHANGE_REQUESTED, "update"]),
        gt(auditLog.createdAt, since),
        // A contact's own requests are theirs, not the account holder's.
        sql`(${auditLog.changes}->>'contactId') is null`,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(20)
    .then((rows) => rows.filter((r) => r.action === EMAIL_CHANGE_REQUESTED || hasEmailChange(r.changes)));
  if (latest?.action !== EMAIL_CHANGE_REQUESTED) return null;
  const to = (latest.changes as { email?: { to?: unknown } } | null)?.email?.to;
  return typeof to === "string" ? to : null;
}

function hasEmailChange(changes: unknown) {
  return typeof changes === "object" && changes !== null && "email" in changes;
}
