/**
 * A customer's sites and contacts: the only module that inserts or changes a row of
 * `customer_sites` or `customer_contacts`. Staff reach every customer's; a customer reads only its
 * own (another customer's is "not found") and changes none: the office keeps them.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { customerContacts, customers, customerSites, invoices, jobs, quotes } from "~/db/schema";
import { diffFields, recordAudit } from "~/features/audit/audit.server";
import { auditUserId, refuseEngineer, type Actor } from "~/lib/actor";
import { CORRECT_THE_FIELDS, DomainError, parseInput, refusalsOf, type Refusal } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { contactSchema, NEW_SITE, siteAddress, siteLine, siteSchema, type ContactValues } from "./sites.schema";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Pick<Database, "select">;

const SITE_REFUSALS = {
  invalid: { code: "invalid", message: CORRECT_THE_FIELDS },
  customer_not_found: { code: "not_found", message: "This customer no longer exists." },
  site_not_found: { code: "not_found", message: "This site no longer exists." },
  contact_not_found: { code: "not_found", message: "This contact no longer exists." },
  office_only: { code: "not_allowed", message: "Only the office can change a customer's sites and contacts." },
  site_in_use: { code: "conflict", message: "This site has jobs, quotes or invoices; it is kept with them." },
  last_site: { code: "conflict", message: "A customer keeps at least one site." },
  /** A record's site is a field of its form: the answer is the field's message. */
  wrong_site: { code: "invalid", message: "Choose one of this customer's sites." },
} satisfies Record<string, Refusal>;

export type SiteRefusal = keyof typeof SITE_REFUSALS;
const refuse = refusalsOf(SITE_REFUSALS);

export type Site = typeof customerSites.$inferSelect;
export type Contact = typeof customerContacts.$inferSelect;

/** A site as lists and pickers show it: with its contact's name and phone. */
export type SiteRow = Site & { contactName: string | null; contactPhone: string | null };

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

function canRead(actor: Actor, customerId: string) {
  refuseEngineer(actor);
  return actor.kind !== "customer" || actor.customerId === customerId;
}

/** A customer's sites, oldest first (the first is the one made with the record), with their contacts. */
export async function listSites({ actor, customerId }: { actor: Actor; customerId: string }): Promise<SiteRow[]> {
  if (!isUuid(customerId) || !canRead(actor, customerId)) return [];
  return sitesOf(getDb(), customerId);
}

function sitesOf(reader: Reader, customerId: string) {
  return reader
    .select({
      ...SITE_COLUMNS,
      contactName: customerContacts.name,
      contactPhone: customerContacts.phone,
    })
    .from(customerSites)
    .leftJoin(customerContacts, eq(customerContacts.id, customerSites.contactId))
    .where(eq(customerSites.customerId, customerId))
    .orderBy(asc(customerSites.createdAt), asc(customerSites.id))
    .limit(500);
}

const SITE_COLUMNS = {
  id: customerSites.id,
  customerId: customerSites.customerId,
  label: customerSites.label,
  address: customerSites.address,
  postcode: customerSites.postcode,
  what3words: customerSites.what3words,
  latitude: customerSites.latitude,
  longitude: customerSites.longitude,
  accessNotes: customerSites.accessNotes,
  contactId: customerSites.contactId,
  createdAt: customerSites.createdAt,
  updatedAt: customerSites.updatedAt,
};

/** A customer's sites as a form's site field offers them (see SiteField). */
export async function siteChoices({ actor, customerId }: { actor: Actor; customerId: string }) {
  const sites = await listSites({ actor, customerId });
  return sites.map((s) => ({ id: s.id, line: siteLine(s), address: siteAddress(s) }));
}

/** A customer's contacts, oldest first. */
export async function listContacts({ actor, customerId }: { actor: Actor; customerId: string }): Promise<Contact[]> {
  if (!isUuid(customerId) || !canRead(actor, customerId)) return [];
  return getDb()
    .select()
    .from(customerContacts)
    .where(eq(customerContacts.customerId, customerId))
    .orderBy(asc(customerContacts.createdAt), asc(customerContacts.id))
    .limit(500);
}

/** A site the actor may see, or null. */
export async function getSite({ actor, id }: { actor: Actor; id: string }): Promise<Site | null> {
  if (!isUuid(id)) return null;
  const [site] = await getDb().select().from(customerSites).where(eq(customerSites.id, id));
  return site && canRead(actor, site.customerId) ? site : null;
}

/** A contact the actor may see, or null. */
export async function getContact({ actor, id }: { actor: Actor; id: string }): Promise<Contact | null> {
  if (!isUuid(id)) return null;
  const [contact] = await getDb().select().from(customerContacts).where(eq(customerContacts.id, id));
  return contact && canRead(actor, contact.customerId) ? contact : null;
}

/** For each site id, the site as a record's page, PDF and e-mail show it (at most a hundred ids). */
export async function sitesById(reader: Reader, ids: string[]) {
  const wanted = [...new Set(ids.filter(isUuid))].slice(0, 100);
  if (wanted.length === 0) return new Map<string, SiteRow>();
  const rows = await reader
    .select({ ...SITE_COLUMNS, contactName: customerContacts.name, contactPhone: customerContacts.phone })
    .from(customerSites)
    .leftJoin(customerContacts, eq(customerContacts.id, customerSites.contactId))
    .where(sql`${customerSites.id} = any(${sql.param(wanted)}::uuid[])`);
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Who receives a customer's quotes and invoices: the contacts flagged for them that have an e-mail
 * address; when none is flagged, the customer's own address. Empty when there is nobody to e-mail.
 */
export async function documentRecipients(reader: Reader, customerId: string): Promise<Array<{ name: string; email: string }>> {
  return recipientsBy(reader, customerId, customerContacts.receivesDocuments);
}

/** Who receives visit notices: the contacts flagged for them; when none is, the customer. */
export async function visitNoticeRecipients(reader: Reader, customerId: string): Promise<Array<{ name: string; email: string }>> {
  return recipientsBy(reader, customerId, customerContacts.receivesVisitNotices);
}

async function recipientsBy(reader: Reader, customerId: string, flag: typeof customerContacts.receivesDocuments | typeof customerContacts.receivesVisitNotices) {
  const flagged = await reader
    .select({ name: customerContacts.name, email: customerContacts.email })
    .from(customerContacts)
    .where(and(eq(customerContacts.customerId, customerId), eq(flag, true), sql`${customerContacts.email} is not null`))
    .orderBy(asc(customerContacts.createdAt), asc(customerContacts.id));
  if (flagged.length > 0) return flagged.map((c) => ({ name: c.name, email: c.email! }));
  const [customer] = await reader.select({ name: customers.name, email: customers.email }).from(customers).where(eq(customers.id, customerId));
  return customer?.email ? [{ name: customer.name, email: customer.email }] : [];
}

// ---------------------------------------------------------------------------------------------
// A record's site
// ---------------------------------------------------------------------------------------------

/** Insert a customer's first site, made from the address on their record, in the caller's transaction. */
export async function insertFirstSite(tx: Tx, customerId: string, where: { address: string; postcode?: string | null }) {
  const [site] = await tx
    .insert(customerSites)
    .values({ customerId, address: where.address, postcode: where.postcode ?? null })
    .returning({ id: customerSites.id });
  return site;
}

/**
 * The site a job, quote or invoice of `customerId` is at, locked against deletion for the caller's
 * transaction: `siteId` when it is one of the customer's sites (otherwise `wrong_site`, as the
 * `siteId` field's message); a new site of the customer when it is `new` (with `newSite`'s address,
 * recorded in the customer's history as added by `actorUserId`); the customer's first site when none
 * is named.
 */
export async function siteForRecord(
  tx: Tx,
  {
    customerId,
    siteId,
    newSite,
    actorUserId = null,
  }: { customerId: string; siteId?: string | null; newSite?: { address: string | null; postcode: string | null }; actorUserId?: string | null },
): Promise<Site> {
  if (siteId === NEW_SITE) {
    if (!newSite?.address) throw new DomainError("invalid", CORRECT_THE_FIELDS, { fieldErrors: { newSiteAddress: "Give the new site's address" }, reason: "new_site_address" });
    const [site] = await tx.insert(customerSites).values({ customerId, address: newSite.address, postcode: newSite.postcode }).returning();
    await recordAudit(tx, { actorUserId, action: "add_site", entityType: "customer", entityId: customerId, changes: { siteId: site.id, address: siteAddress(site) } });
    return site;
  }
  const [site] = await tx
    .select()
    .from(customerSites)
    .where(and(eq(customerSites.customerId, customerId), siteId ? eq(customerSites.id, isUuid(siteId) ? siteId : customerId) : undefined))
    .orderBy(asc(customerSites.createdAt), asc(customerSites.id))
    .limit(1)
    .for("key share");
  if (site) return site;
  if (siteId) throw refuse("wrong_site", { siteId: SITE_REFUSALS.wrong_site.message });
  // A customer always has a site; one made before sites existed gets its first one now.
  const [customer] = await tx.select({ address: customers.address, postcode: customers.postcode }).from(customers).where(eq(customers.id, customerId));
  if (!customer) throw refuse("customer_not_found");
  const made = await insertFirstSite(tx, customerId, customer);
  const [row] = await tx.select().from(customerSites).where(eq(customerSites.id, made.id));
  return row;
}

export { siteAddress };

// ---------------------------------------------------------------------------------------------
// Writes (staff)
// ---------------------------------------------------------------------------------------------

async function lockCustomer(tx: Tx, actor: Actor, customerId: string) {
  if (!isUuid(customerId)) throw refuse("customer_not_found");
  if (actor.kind === "customer") throw actor.customerId === customerId ? refuse("office_only") : refuse("customer_not_found");
  refuseEngineer(actor);
  const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for("key share");
  if (!customer) throw refuse("customer_not_found");
}

async function requireContactOf(tx: Tx, customerId: string, contactId: string | null) {
  if (!contactId) return;
  const [contact] = await tx
    .select({ id: customerContacts.id })
    .from(customerContacts)
    .where(and(eq(customerContacts.id, contactId), eq(customerContacts.customerId, customerId)))
    .for("key share");
  if (!contact) throw new DomainError("invalid", CORRECT_THE_FIELDS, { fieldErrors: { contactId: "Choose one of this customer's contacts" }, reason: "wrong_contact" });
}

/** Add a site to a customer (staff); the audit log records it on the customer. */
export async function createSite({ actor, customerId, input }: { actor: Actor; customerId: string; input: unknown }): Promise<Site> {
  const values = parseInput(siteSchema, input);
  return getDb().transaction(async (tx) => {
    await lockCustomer(tx, actor, customerId);
    await requireContactOf(tx, customerId, values.contactId);
    const [site] = await tx
      .insert(customerSites)
      .values({ ...values, customerId })
      .returning();
    await recordAudit(tx, { actorUserId: auditUserId(actor), action: "add_site", entityType: "customer", entityId: customerId, changes: { siteId: site.id, address: siteAddress(site) } });
    return site;
  });
}

/** Change a site (staff); the audit log records which fields changed. */
export async function updateSite({ actor, id, input }: { actor: Actor; id: string; input: unknown }): Promise<Site> {
  const values = parseInput(siteSchema, input);
  return getDb().transaction(async (tx) => {
    const before = await lockSite(tx, actor, id);
    await requireContactOf(tx, before.customerId, values.contactId);
    const changes = diffFields(before, values);
    if (Object.keys(changes).length === 0) return before;
    const [after] = await tx.update(customerSites).set(values).where(eq(customerSites.id, id)).returning();
    await recordAudit(tx, { actorUserId: auditUserId(actor), action: "update_site", entityType: "customer", entityId: before.customerId, changes: { siteId: id, address: siteAddress(after), ...changes } });
    return after;
  });
}

/** Remove a site with no jobs, quotes or invoices that is not the customer's last (staff). */
export async function deleteSite({ actor, id }: { actor: Actor; id: string }): Promise<Site> {
  return getDb().transaction(async (tx) => {
    const before = await lockSite(tx, actor, id);
    const counts = await Promise.all([jobs, quotes, invoices].map((t) => tx.select({ n: count() }).from(t).where(eq(t.siteId, id))));
    if (counts.some(([row]) => Number(row?.n ?? 0) > 0)) throw refuse("site_in_use");
    const [others] = await tx.select({ n: count() }).from(customerSites).where(eq(customerSites.customerId, before.customerId));
    if (Number(others?.n ?? 0) <= 1) throw refuse("last_site");
    await tx.delete(customerSites).where(eq(customerSites.id, id));
    await recordAudit(tx, { actorUserId: auditUserId(actor), action: "remove_site", entityType: "customer", entityId: before.customerId, changes: { siteId: id, address: siteAddress(before) } });
    return before;
  });
}

async function lockSite(tx: Tx, actor: Actor, id: string) {
  if (!isUuid(id)) throw refuse("site_not_found");
  const [site] = await tx.select().from(customerSites).where(eq(customerSites.id, id)).for("update");
  if (!site || (actor.kind === "customer" && actor.customerId !== site.customerId)) throw refuse("site_not_found");
  if (actor.kind === "customer") throw refuse("office_only");
  refuseEngineer(actor);
  return site;
}

/** Add a contact to a customer (staff). */
export async function createContact({ actor, customerId, input }: { actor: Actor; customerId: string; input: unknown }): Promise<Contact> {
  const values: ContactValues = parseInput(contactSchema, input);
  return getDb().transaction(async (tx) => {
    await lockCustomer(tx, actor, customerId);
    const [contact] = await tx
      .insert(customerContacts)
      .values({ ...values, customerId })
      .returning();
    await recordAudit(tx, { actorUserId: auditUserId(actor), action: "add_contact", entityType: "customer", entityId: customerId, changes: { contactId: contact.id, ...values } });
    return contact;
  });
}

/** Change a contact (staff); the audit log keeps the values before and after. */
export async function updateContact({ actor, id, input }: { actor: Actor; id: string; input: unknown }): Promise<Contact> {
  const values: ContactValues = parseInput(contactSchema, input);
  return getDb().transaction(async (tx) => {
    const before = await lockContact(tx, actor, id);
    const changes = diffFields(before, values);
    if (Object.keys(changes).length === 0) return before;
    const [after] = await tx.update(customerContacts).set(values).where(eq(customerContacts.id, id)).returning();
    await recordAudit(tx, { actorUserId: auditUserId(actor), action: "update_contact", entityType: "customer", entityId: before.customerId, changes: { contactId: id, name: after.name, ...changes } });
    return after;
  });
}

/** Remove a contact (staff); a site that named them keeps no contact. */
export async function deleteContact({ actor, id }: { actor: Actor; id: string }): Promise<Contact> {
  return getDb().transaction(async (tx) => {
    const before = await lockContact(tx, actor, id);
    await tx.delete(customerContacts).where(eq(customerContacts.id, id));
    const { createdAt: _c, updatedAt: _u, ...snapshot } = before;
    await recordAudit(tx, { actorUserId: auditUserId(actor), action: "remove_contact", entityType: "customer", entityId: before.customerId, changes: { contactId: id, ...snapshot } });
    return before;
  });
}

async function lockContact(tx: Tx, actor: Actor, id: string) {
  if (!isUuid(id)) throw refuse("contact_not_found");
  const [contact] = await tx.select().from(customerContacts).where(eq(customerContacts.id, id)).for("update");
  if (!contact || (actor.kind === "customer" && actor.customerId !== contact.customerId)) throw refuse("contact_not_found");
  if (actor.kind === "customer") throw refuse("office_only");
  refuseEngineer(actor);
  return contact;
}

