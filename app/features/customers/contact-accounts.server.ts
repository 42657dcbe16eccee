/**
 * A contact's own portal account (docs/decisions/0081): the one column of `customer_contacts` this
 * module changes is `user_id` (sites.server.ts keeps the rest). An account is linked to a contact
 * when its verified e-mail address is that contact's and no customer record has it, or by the office
 * on the contact's page; the office can unlink it again. Every link and unlink is in the customer's
 * history.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { auditLog, customerContacts, customers, portalSignUps, user, userRoles } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { auditUserId, type Actor } from "~/lib/actor";
import { requireConfirmed } from "~/lib/confirmation";
import { refusalsOf, type Refusal } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Pick<Database, "select">;

/** The audit actions of a contact's account being linked and unlinked (on the customer). */
export const LINK_CONTACT_ACCOUNT = "link_contact_account";
export const UNLINK_CONTACT_ACCOUNT = "unlink_contact_account";

const REFUSALS = {
  contact_not_found: { code: "not_found", message: "This contact no longer exists." },
  office_only: { code: "not_allowed", message: "Only the office can link a contact's portal account." },
  no_email: { code: "invalid", message: "Give the contact an e-mail address first: their portal account is the one with that address." },
  no_account: { code: "conflict", message: "Nobody has signed up to the portal with this contact's e-mail address and verified it yet." },
  staff_account: { code: "not_allowed", message: "That e-mail address belongs to a member of staff's account, which cannot be a contact's." },
  account_taken: { code: "conflict", message: "That portal account already belongs to a customer or another contact." },
  already_linked: { code: "conflict", message: "This contact already has a portal account." },
  not_linked: { code: "conflict", message: "This contact has no portal account to unlink." },
} satisfies Record<string, Refusal>;

const refuse = refusalsOf(REFUSALS);

/** A contact's account: the contact and their customer. */
export type ContactLink = { customerId: string; contactId: string };

/** The contact an account is linked to, or null. */
export async function linkedContact(reader: Reader, userId: string): Promise<ContactLink | null> {
  const [row] = await reader
    .select({ customerId: customerContacts.customerId, contactId: customerContacts.id })
    .from(customerContacts)
    .where(eq(customerContacts.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Whether an account is staff's (staff accounts are never a contact's). */
async function isStaffAccount(reader: Reader, userId: string) {
  const [row] = await reader.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.userId, userId)).limit(1);
  return Boolean(row);
}

/** Whether an account is already a customer's or a contact's. */
async function accountTaken(reader: Reader, userId: string) {
  const [customer] = await reader.select({ id: customers.id }).from(customers).where(eq(customers.userId, userId)).limit(1);
  return Boolean(customer) || Boolean(await linkedContact(reader, userId));
}

/** Whether the office unlinked an account from this contact before: then only the office links one again. */
async function unlinkedByOffice(reader: Reader, contact: { id: string; customerId: string }) {
  const [row] = await reader
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, "customer"),
        eq(auditLog.customerId, contact.customerId),
        eq(auditLog.action, UNLINK_CONTACT_ACCOUNT),
        sql`${auditLog.changes}->>'contactId' = ${contact.id}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * In the caller's transaction (which holds the account's row), link a verified account that no
 * customer record has to the one contact with its e-mail address (any case). Nothing is linked for a
 * staff account, an account already linked, a contact that has an account or that the office
 * unlinked, or an address several contacts share (`ambiguous`: the office links the right one).
 */
export async function linkContactByEmail(tx: Tx, account: { id: string; email: string }): Promise<ContactLink | "ambiguous" | null> {
  const address = account.email.trim().toLowerCase();
  if (!address || (await isStaffAccount(tx, account.id)) || (await accountTaken(tx, account.id))) return null;
  const matches = await tx
    .select({ id: customerContacts.id, customerId: customerContacts.customerId, name: customerContacts.name, userId: customerContacts.userId })
    .from(customerContacts)
    .where(sql`lower(${customerContacts.email}) = ${address}`)
    .orderBy(asc(customerContacts.createdAt), asc(customerContacts.id))
    .limit(2)
    .for("update");
  if (matches.length > 1) return "ambiguous";
  const [contact] = matches;
  if (!contact || contact.userId || (await unlinkedByOffice(tx, contact))) return null;
  await tx.update(customerContacts).set({ userId: account.id }).where(and(eq(customerContacts.id, contact.id), isNull(customerContacts.userId)));
  await recordAudit(tx, {
    actorUserId: account.id,
    action: LINK_CONTACT_ACCOUNT,
    entityType: "customer",
    entityId: contact.customerId,
    changes: { contactId: contact.id, name: contact.name, userId: account.id, email: account.email, by: "verified_email" },
  });
  return { customerId: contact.customerId, contactId: contact.id };
}

/** A contact's portal account as the contact's page shows it: its e-mail address, or null. */
export async function contactAccount({ actor, contactId }: { actor: Actor; contactId: string }): Promise<{ email: string } | null> {
  if (actor.kind !== "staff" || !isUuid(contactId)) return null;
  const [row] = await getDb()
    .select({ email: user.email })
    .from(customerContacts)
    .innerJoin(user, eq(user.id, customerContacts.userId))
    .where(eq(customerContacts.id, contactId));
  return row ?? null;
}

async function lockContact(tx: Tx, actor: Actor, contactId: string) {
  if (actor.kind !== "staff") throw actor.kind === "customer" ? refuse("contact_not_found") : refuse("office_only");
  if (!isUuid(contactId)) throw refuse("contact_not_found");
  const [contact] = await tx.select().from(customerContacts).where(eq(customerContacts.id, contactId)).for("update");
  if (!contact) throw refuse("contact_not_found");
  return contact;
}

/**
 * The office links the portal account with the contact's e-mail address (verified) to the contact,
 * once confirmed. Refused for staff accounts and accounts already a customer's or a contact's.
 */
export async function linkContactAccount({ actor, contactId, input }: { actor: Actor; contactId: string; input: FormData | Record<string, unknown> }) {
  return getDb().transaction(async (tx) => {
    const contact = await lockContact(tx, actor, contactId);
    requireConfirmed(input, `link ${contact.name}'s portal account`);
    if (contact.userId) throw refuse("already_linked");
    const address = contact.email?.trim().toLowerCase();
    if (!address) throw refuse("no_email");
    const [account] = await tx
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(and(sql`lower(${user.email}) = ${address}`, eq(user.emailVerified, true)))
      .for("update");
    if (!account) throw refuse("no_account");
    if (await isStaffAccount(tx, account.id)) throw refuse("staff_account");
    if (await accountTaken(tx, account.id)) throw refuse("account_taken");
    await tx.update(customerContacts).set({ userId: account.id }).where(eq(customerContacts.id, contact.id));
    // A sign-up's details were kept while it waited for the office: it has its link now.
    await tx.delete(portalSignUps).where(eq(portalSignUps.userId, account.id));
    await recordAudit(tx, {
      actorUserId: auditUserId(actor),
      action: LINK_CONTACT_ACCOUNT,
      entityType: "customer",
      entityId: contact.customerId,
      changes: { contactId: contact.id, name: contact.name, userId: account.id, email: account.email, by: "office" },
    });
    return { contactId: contact.id, customerId: contact.customerId, email: account.email };
  });
}

/** The office unlinks a contact's portal account, once confirmed: the account reaches nothing of the customer's any more. */
export async function unlinkContactAccount({ actor, contactId, input }: { actor: Actor; contactId: string; input: FormData | Record<string, unknown> }) {
  return getDb().transaction(async (tx) => {
    const contact = await lockContact(tx, actor, contactId);
    requireConfirmed(input, `unlink ${contact.name}'s portal account`);
    if (!contact.userId) throw refuse("not_linked");
    const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, contact.userId));
    await tx.update(customerContacts).set({ userId: null }).where(eq(customerContacts.id, contact.id));
    await recordAudit(tx, {
      actorUserId: auditUserId(actor),
      action: UNLINK_CONTACT_ACCOUNT,
      entityType: "customer",
      entityId: contact.customerId,
      changes: { contactId: contact.id, name: contact.name, userId: contact.userId, email: account?.email ?? null },
    });
    return { contactId: contact.id, customerId: contact.customerId };
  });
}

/**
 * The e-mail address of a contact whose account is `userId` follows the account's address once it is
 * verified (after the contact confirmed a new address in "My details"). Answers the contact's id when
 * it changed, null otherwise; the customer record is never touched.
 */
export async function syncContactEmailFromAccount(tx: Tx, account: { id: string; email: string }): Promise<string | null> {
  const [contact] = await tx.select().from(customerContacts).where(eq(customerContacts.userId, account.id)).for("update");
  if (!contact || contact.email?.toLowerCase() === account.email.toLowerCase()) return null;
  await tx.update(customerContacts).set({ email: account.email }).where(eq(customerContacts.id, contact.id));
  await recordAudit(tx, {
    actorUserId: account.id,
    action: "update_contact",
    entityType: "customer",
    entityId: contact.customerId,
    changes: { contactId: contact.id, name: contact.name, email: { from: contact.email, to: account.email } },
  });
  return contact.id;
}
