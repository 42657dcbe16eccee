/**
 * Likely duplicates: for a contact (a name, phone number, e-mail address and postcode, as a member
 * of the public or the office gave them), the existing customer records that are probably the same
 * person, each with the reason it was suggested. For staff only, to open or merge the records
 * themselves: nothing here links, attaches or merges anything (docs/decisions/0080). Nothing here
 * changes a row.
 *
 * A record is suggested when it has
 * - the same phone number: the same last ten digits, on the record or on one of its contacts;
 * - the same e-mail address, in any case, on the record or on one of its contacts;
 * - a similar name at the same postcode: the record's postcode or one of its sites' is the
 *   contact's, and the names (lower case, without a title such as "Mrs") have a trigram similarity
 *   of at least NAME_SIMILARITY.
 * Every branch is read from an index and bounded, so the cost stays the same at any number of
 * customers: the oldest few records by phone or e-mail (in the order of their index), and at most
 * POSTCODE_CANDIDATES records or sites at a postcode.
 */
import { asc, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { customerContacts, customers, customerSites } from "~/db/schema";
import type { Actor, StaffActor } from "~/lib/actor";
import { refusalsOf, type Refusal } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { normaliseUkPostcode } from "~/lib/uk-contact";

/** Names at one postcode at least this similar (pg_trgm's `similarity`, 0 to 1) are suggested. */
export const NAME_SIMILARITY = 0.5;
/** At most this many records are suggested for one contact, oldest first. */
export const LIKELY_PER_CONTACT = 3;
/** At most this many possible duplicates are shown on a customer's page. */
export const DUPLICATES_SHOWN = 5;
/** At most this many records, sites or contacts with one postcode, phone or e-mail are looked at. */
const POSTCODE_CANDIDATES = 200;
const CONTACT_CANDIDATES = 50;
/** At most this many of a record's own contacts and site postcodes are looked up. */
const OWN_DETAILS = 20;

const REFUSALS = {
  not_allowed: { code: "not_allowed", message: "Only the office can see likely duplicate records." },
} satisfies Record<string, Refusal>;
const refuse = refusalsOf(REFUSALS);

/** What is known of a person: any of these may be missing. */
export type LikelyContact = {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  postcode?: string | null;
  /** A record that is never suggested (the record itself, or the one already linked). */
  excludeId?: string | null;
};

/** A suggested record and why ("same phone", "same e-mail", "similar name at RG14 5NG"). */
export type LikelyCustomer = { id: string; name: string; reason: string };

type Found = LikelyCustomer & { createdAt: string };

/** The last ten digits of a phone number (a UK number without its 0 or +44), or null when too short to mean anything. */
export function phoneDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "").slice(-10);
  return digits.length >= 9 ? digits : null;
}

/** A name as it is compared: lower case, without a leading title. The SQL below does the same to the records' names. */
export function comparableName(name: string | null | undefined): string | null {
  const text = (name ?? "").toLowerCase().replace(TITLE, "").replace(/\s+/g, " ").trim();
  return text.length >= 3 ? text : null;
}

const TITLE = /^\s*(?:mr|mrs|ms|miss|mx|dr|sir|lady)\.?\s+/;
const TITLE_SQL = "^\\s*(mr|mrs|ms|miss|mx|dr|sir|lady)\\.?\\s+";

function comparableNameSql(column: SQL) {
  return sql`regexp_replace(lower(${column}), ${sql.raw(`'${TITLE_SQL}'`)}, '')`;
}

function assertStaff(actor: { kind: string }) {
  if (actor.kind !== "staff") throw refuse("not_allowed");
}

/**
 * For each contact, the existing customer records that are likely the same person, oldest first,
 * at most LIKELY_PER_CONTACT, each with its reason; never the contact's `excludeId`. Staff only.
 */
export async function likelyExistingCustomers({
  actor,
  contacts,
}: {
  actor: StaffActor;
  contacts: ReadonlyArray<LikelyContact>;
}): Promise<LikelyCustomer[][]> {
  assertStaff(actor);
  const found = await findLikely(contacts, LIKELY_PER_CONTACT);
  return found.map((list) => list.map(({ createdAt: _c, ...rest }) => rest));
}

/**
 * The records that are likely duplicates of an existing customer record: the same matching for its
 * phone, e-mail, name at its postcode and its sites' postcodes, and its contacts' phones and
 * e-mails; never the record itself. Oldest first, at most DUPLICATES_SHOWN. Staff only; an unknown
 * id has none.
 */
export async function likelyDuplicatesOf({ actor, customerId }: { actor: Actor; customerId: string }): Promise<LikelyCustomer[]> {
  assertStaff(actor);
  if (!isUuid(customerId)) return [];
  const db = getDb();
  // The record, its sites' postcodes and its contacts, read at once.
  const [[customer], sites, contacts] = await Promise.all([
    db
      .select({ id: customers.id, name: customers.name, phone: customers.phone, email: customers.email, postcode: customers.postcode })
      .from(customers)
      .where(eq(customers.id, customerId)),
    db
      .select({ postcode: customerSites.postcode })
      .from(customerSites)
      .where(eq(customerSites.customerId, customerId))
      .orderBy(asc(customerSites.createdAt), asc(customerSites.id))
      .limit(OWN_DETAILS),
    db
      .select({ phone: customerContacts.phone, email: customerContacts.email })
      .from(customerContacts)
      .where(eq(customerContacts.customerId, customerId))
      .orderBy(asc(customerContacts.createdAt), asc(customerContacts.id))
      .limit(OWN_DETAILS),
  ]);
  if (!customer) return [];
  const excludeId = customer.id;
  const postcodes = [...new Set(sites.map((s) => s.postcode).filter((p): p is string => !!p && p !== customer.postcode))];
  const wanted: LikelyContact[] = [
    { name: customer.name, phone: customer.phone, email: customer.email, postcode: customer.postcode, excludeId },
    ...postcodes.map((postcode) => ({ name: customer.name, postcode, excludeId })),
    ...contacts.map((c) => ({ phone: c.phone, email: c.email, excludeId })),
  ];
  const found = (await findLikely(wanted, DUPLICATES_SHOWN)).flat();
  const byId = new Map<string, Found>();
  for (const row of found) {
    const seen = byId.get(row.id);
    byId.set(row.id, seen ? { ...seen, reason: joinReasons([seen.reason, row.reason]) } : row);
  }
  return [...byId.values()]
    .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1))
    .slice(0, DUPLICATES_SHOWN)
    .map(({ createdAt: _c, ...rest }) => rest);
}

function joinReasons(reasons: string[]) {
  return [...new Set(reasons.flatMap((r) => r.split(", ")))].join(", ");
}

/**
 * The query: for each contact, six branches, each read in order from an index and cut at `limit`
 * (or at a bound of candidates), joined by UNION ALL, grouped by record so that a record found
 * twice is listed once with both reasons, and cut at `limit` oldest first.
 */
async function findLikely(contacts: ReadonlyArray<LikelyContact>, limit: number): Promise<Found[][]> {
  const wanted = contacts.map((c) => {
    const postcode = c.postcode ? normaliseUkPostcode(c.postcode) : null;
    const name = comparableName(c.name);
    return {
      digits: phoneDigits(c.phone),
      email: c.email?.trim().toLowerCase() || null,
      name: postcode ? name : null,
      postcode: name ? postcode : null,
      exclude: c.excludeId && isUuid(c.excludeId) ? c.excludeId : null,
    };
  });
  if (!wanted.some((w) => w.digits || w.email || w.postcode)) return contacts.map(() => []);

  const notExcluded = sql`c.id is distinct from wanted.exclude`;
  const similar = sql`similarity(${comparableNameSql(sql`c.name`)}, wanted.name) >= ${sql.raw(String(NAME_SIMILARITY))}`;
  const oldest = sql`order by c.created_at, c.id limit ${sql.raw(String(limit))}`;
  const phoneOf = (column: SQL) => sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10)`;
  const branches = [
    // The record's own phone and e-mail: the oldest few, read in order from their indexes.
    sql`(select c.id, c.name, c.created_at, 1 as rank, 'same phone' as reason from ${customers} c
          where ${phoneOf(sql`c.phone`)} = wanted.digits and ${notExcluded} ${oldest})`,
    sql`(select c.id, c.name, c.created_at, 2, 'same e-mail' from ${customers} c
          where lower(c.email) = wanted.email and ${notExcluded} ${oldest})`,
    // Its contacts' phones and e-mails: a bounded number of contacts, then their records.
    sql`(select c.id, c.name, c.created_at, 1, 'same phone as their contact ' || k.name
          from (select k.customer_id, k.name from ${customerContacts} k where ${phoneOf(sql`k.phone`)} = wanted.digits limit ${sql.raw(String(CONTACT_CANDIDATES))}) k
          join ${customers} c on c.id = k.customer_id
          where ${notExcluded} ${oldest})`,
    sql`(select c.id, c.name, c.created_at, 2, 'same e-mail as their contact ' || k.name
          from (select k.customer_id, k.name from ${customerContacts} k where lower(k.email) = wanted.email limit ${sql.raw(String(CONTACT_CANDIDATES))}) k
          join ${customers} c on c.id = k.customer_id
          where ${notExcluded} ${oldest})`,
    // A similar name at the same postcode, on the record or on one of its sites.
    sql`(select c.id, c.name, c.created_at, 3, 'similar name at ' || wanted.postcode
          from (select c.id, c.name, c.created_at from ${customers} c where c.postcode = wanted.postcode limit ${sql.raw(String(POSTCODE_CANDIDATES))}) c
          where ${notExcluded} and ${similar} ${oldest})`,
    sql`(select c.id, c.name, c.created_at, 3, 'similar name at ' || wanted.postcode
          from (select s.customer_id from ${customerSites} s where s.postcode = wanted.postcode limit ${sql.raw(String(POSTCODE_CANDIDATES))}) s
          join ${customers} c on c.id = s.customer_id
          where ${notExcluded} and ${similar} ${oldest})`,
  ];
  const result = await getDb().execute<{ contact: number; id: string; name: string; created_at: string; reasons: string[] }>(sql`
    select wanted.contact::int as contact, likely.id, likely.name, to_char(likely.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as created_at, likely.reasons
    from unnest(
      ${sql.param(wanted.map((w) => w.digits))}::text[],
      ${sql.param(wanted.map((w) => w.email))}::text[],
      ${sql.param(wanted.map((w) => w.name))}::text[],
      ${sql.param(wanted.map((w) => w.postcode))}::text[],
      ${sql.param(wanted.map((w) => w.exclude))}::uuid[]
    ) with ordinality as wanted(digits, email, name, postcode, exclude, contact)
    cross join lateral (
      select found.id, found.name, found.created_at, array_agg(found.reason order by found.rank, found.reason) as reasons
      from (${sql.join(branches, sql` union all `)}) as found
      group by found.id, found.name, found.created_at
      order by found.created_at, found.id
      limit ${sql.raw(String(limit))}
    ) as likely
    order by wanted.contact, likely.created_at, likely.id`);
  const byContact = wanted.map((): Found[] => []);
  for (const row of result.rows) {
    byContact[row.contact - 1].push({ id: row.id, name: row.name, reason: joinReasons(row.reasons), createdAt: row.created_at });
  }
  return byContact;
}
