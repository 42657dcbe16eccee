/**
 * What a contact's own portal account reaches of their customer's records (docs/decisions/0081):
 * the jobs at the sites they are the contact for; the quotes and invoices of those sites, and every
 * quote and invoice of the customer when they receive them (`receives_documents`). The account
 * holder (a customer actor without `contactId`) reaches all of the record's. Each is a condition
 * added to a customer actor's own `customer_id = …` scope; undefined when there is nothing to add.
 */
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { customerContacts } from "~/db/schema";
import type { CustomerActor } from "~/lib/actor";

/** Rows at one of the sites the contact is the contact for. */
function atTheirSites(siteId: PgColumn, contactId: string): SQL {
  return sql`${siteId} in (select cs.id from customer_sites cs where cs.contact_id = ${contactId})`;
}

/** Whether the contact (of the actor's customer) receives the customer's quotes and invoices. */
export function receivesDocuments(actor: CustomerActor): SQL {
  return sql`exists (select 1 from customer_contacts cc where cc.id = ${actor.contactId ?? null} and cc.customer_id = ${actor.customerId} and cc.receives_documents)`;
}

/** The jobs a contact reaches: those at their sites. */
export function contactJobScope(actor: CustomerActor, siteId: PgColumn): SQL | undefined {
  return actor.contactId ? atTheirSites(siteId, actor.contactId) : undefined;
}

/** The quotes and invoices a contact reaches: every one when they receive documents, else their sites'. */
export function contactDocumentScope(actor: CustomerActor, siteId: PgColumn): SQL | undefined {
  return actor.contactId ? or(receivesDocuments(actor), atTheirSites(siteId, actor.contactId)) : undefined;
}

/**
 * Whether the actor may answer (accept or decline) the customer's quotes: the account holder, or a
 * contact who receives the customer's documents.
 */
export async function mayAnswerQuotes(reader: Pick<Database, "select">, actor: CustomerActor): Promise<boolean> {
  if (!actor.contactId) return true;
  const [row] = await reader
    .select({ id: customerContacts.id })
    .from(customerContacts)
    .where(and(eq(customerContacts.id, actor.contactId), eq(customerContacts.customerId, actor.customerId), eq(customerContacts.receivesDocuments, true)));
  return Boolean(row);
}
