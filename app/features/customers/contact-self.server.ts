/**
 * The portal's "My details" for a contact with their own account (docs/decisions/0081): they read
 * and change their own contact row (name and phone), never the customer record, which is the
 * account holder's. Their e-mail address is their login: a new one changes the contact once it is
 * verified (contact-accounts.server.ts `syncContactEmailFromAccount`). Every change is in the
 * customer's history with the account as actor.
 */
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { auditLog, customerContacts } from "~/db/schema";
import { diffFields, recordAudit } from "~/features/audit/audit.server";
import { auditUserId, type CustomerActor } from "~/lib/actor";
import { fieldErrors } from "~/lib/forms";
import { EMAIL_CHANGE_LINK_SECONDS, EMAIL_CHANGE_REQUESTED } from "./contact-details.server";
import { contactSelfSchema } from "./contact-details.schema";
import { refuseCustomer } from "./customers.server";
import type { Contact } from "./sites.server";

/** The actor's own contact row (a contact's account), or null (the account holder, or gone). */
export async function ownContact(actor: CustomerActor): Promise<Contact | null> {
  if (!actor.contactId) return null;
  const [contact] = await getDb()
    .select()
    .from(customerContacts)
    .where(and(eq(customerContacts.id, actor.contactId), eq(customerContacts.customerId, actor.customerId), eq(customerContacts.userId, actor.id)));
  return contact ?? null;
}

/**
 * A contact changes their own name and phone. Other fields in `input` are ignored; bad input
 * changes nothing; the history lists only what changed.
 */
export async function updateOwnContact({ actor, input }: { actor: CustomerActor; input: unknown }): Promise<Contact> {
  const parsed = contactSelfSchema.safeParse(input);
  if (!parsed.success) throw refuseCustomer("invalid", fieldErrors(parsed.error));
  if (!actor.contactId) throw refuseCustomer("not_found");
  const contactId = actor.contactId;
  return getDb().transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(customerContacts)
      .where(and(eq(customerContacts.id, contactId), eq(customerContacts.customerId, actor.customerId), eq(customerContacts.userId, actor.id)))
      .for("update");
    if (!before) throw refuseCustomer("not_found");
    const changes = diffFields(before, parsed.data);
    if (Object.keys(changes).length === 0) return before;
    const [after] = await tx.update(customerContacts).set(parsed.data).where(eq(customerContacts.id, contactId)).returning();
    await recordAudit(tx, {
      actorUserId: auditUserId(actor),
      action: "update_contact",
      entityType: "customer",
      entityId: actor.customerId,
      changes: { contactId, name: after.name, ...changes },
    });
    return after;
  });
}

/** Note in the customer's history that the contact asked to change their e-mail address to `email`. */
export async function recordContactEmailChangeRequest({ actor, email }: { actor: CustomerActor; email: string }) {
  const contact = await ownContact(actor);
  if (!contact) throw refuseCustomer("not_found");
  await recordAudit(getDb(), {
    actorUserId: auditUserId(actor),
    action: EMAIL_CHANGE_REQUESTED,
    entityType: "customer",
    entityId: actor.customerId,
    changes: { contactId: contact.id, name: contact.name, email: { from: contact.email, to: email } },
  });
}

/** The new address the contact asked for and has not verified yet, while its link still works. */
export async function pendingContactEmailChange({ actor, now = new Date() }: { actor: CustomerActor; now?: Date }): Promise<string | null> {
  if (!actor.contactId) return null;
  const since = new Date(now.getTime() - EMAIL_CHANGE_LINK_SECONDS * 1000);
  const rows = await getDb()
    .select({ action: auditLog.action, changes: auditLog.changes })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, "customer"),
        eq(auditLog.customerId, actor.customerId),
        inArray(auditLog.action, [EMAIL_CHANGE_REQUESTED, "update_contact"]),
        gt(auditLog.createdAt, since),
        sql`${auditLog.changes}->>'contactId' = ${actor.contactId}`,
        sql`(${auditLog.changes}->'email') is not null`,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  const [latest] = rows;
  if (latest?.action !== EMAIL_CHANGE_REQUESTED) return null;
  const to = (latest.changes as { email?: { to?: unknown } } | null)?.email?.to;
  return typeof to === "string" ? to : null;
}
