// A customer's story as one timeline, newest first: their jobs, quotes, invoices and payments (the
// records and their audit entries), the e-mails sent to them, their chats and enquiries, and the
// changes to their own record (including records merged into it). Built from indexed lookups for
// the one customer, each source read only as far as one page (plus one, to know whether there is
// more) after the cursor, then merged: the cost follows the page size, not the number of customers.
import { sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { actorOf } from "~/features/audit/audit.server";
import { describeAuditEntry } from "~/lib/audit-words";
import type { Actor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { formatPence } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { TIMELINE_KINDS, TIMELINE_PAGE_SIZE, type TimelineEntry, type TimelineKind, type TimelinePage } from "./timeline";

type Cursor = { at: string; id: string };

const MAX_PAGE_SIZE = 100;

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([a-z]+:[0-9a-f-]{36})$/;

/** The cursor of the page after `entry`: its time (to the microsecond) and id, which order ties. */
export function cursorOf(entry: Pick<TimelineEntry, "at" | "id">) {
  return `${entry.at}_${entry.id}`;
}

function parseCursor(value: string | null | undefined): Cursor | null {
  if (!value) return null;
  const match = CURSOR.exec(value);
  if (!match) throw new DomainError("invalid", "This timeline page link is not valid. Open the customer again.", { reason: "bad_cursor" });
  return { at: match[1], id: match[2] };
}

/** The kinds asked for (`?kinds=quote,invoice`); none or empty means every kind. */
export function parseTimelineKinds(value: string | null | undefined): TimelineKind[] {
  if (!value?.trim()) return [...TIMELINE_KINDS];
  const asked = value.split(",").map((k) => k.trim().toLowerCase());
  const known = TIMELINE_KINDS.filter((k) => asked.includes(k));
  if (known.length === 0) {
    throw new DomainError("invalid", `Choose timeline kinds among: ${TIMELINE_KINDS.join(", ")}.`, { reason: "bad_kinds" });
  }
  return known;
}

/** The instant as the cursor and the merge compare it: UTC, to the microsecond, fixed width. */
const atKey = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Rows strictly older than the cursor in (time, id) order. The time bound comes first, so the
 * index on the time column is read from the cursor down; the id settles ties in bytewise order.
 */
function olderThan(cursor: Cursor | null, at: SQL, id: SQL) {
  if (!cursor) return sql`true`;
  return sql`(${at} <= ${cursor.at}::timestamptz and (${at} < ${cursor.at}::timestamptz or ${id} collate "C" < ${cursor.id}))`;
}

type AuditRow = {
  id: string;
  at: string;
  action: string;
  entity_type: string;
  entity_id: string;
  changes: unknown;
  actor_user_id: string | null;
  actor_label: string | null;
  user_name: string | null;
  user_email: string | null;
  record_label: string | null;
  total_pence: number | null;
};

function whoOf(row: Pick<AuditRow, "actor_user_id" | "actor_label" | "user_name" | "user_email">) {
  return actorOf({ actorUserId: row.actor_user_id, actorLabel: row.actor_label, userName: row.user_name, userEmail: row.user_email }).actorLabel;
}

type RecordKind = "job" | "quote" | "invoice" | "credit_note" | "contract";

const RECORDS: Record<RecordKind, { table: SQL; label: SQL; path: string; name: (label: string) => string; total: SQL }> = {
  job: { table: sql`jobs`, label: sql`title`, path: "/admin/jobs", name: (l) => `Job “${l}”`, total: sql`null::int` },
  quote: { table: sql`quotes`, label: sql`quote_number`, path: "/admin/quotes", name: (l) => `Quote ${l}`, total: sql`total_pence` },
  invoice: { table: sql`invoices`, label: sql`invoice_number`, path: "/admin/invoices", name: (l) => `Invoice ${l}`, total: sql`total_pence` },
  credit_note: { table: sql`credit_notes`, label: sql`credit_note_number`, path: "/admin/credit-notes", name: (l) => `Credit note ${l}`, total: sql`total_pence` },
  contract: { table: sql`contracts`, label: sql`title`, path: "/admin/contracts", name: (l) => `Contract “${l}”`, total: sql`null::int` },
};

/** The change that names a record in its "created" entry, when its own entry is missing. */
function namedBy(kind: RecordKind, label: string): Record<string, string> {
  if (kind === "job" || kind === "contract") return { title: label };
  if (kind === "credit_note") return { creditNoteNumber: label };
  return { [`${kind}Number`]: label };
}

/** The actions that made a record: shown once, as the record's own "created" entry. */
const CREATING = sql`('create', 'duplicate')`;

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await getDb().execute(query);
  return result.rows as T[];
}

/** Each of the customer's records of `kind` made, newest first, with the entry that made it. */
async function recordsMade(kind: RecordKind, customerId: string, cursor: Cursor | null, limit: number): Promise<TimelineEntry[]> {
  const r = RECORDS[kind];
  const found = await rows<AuditRow & { record_id: string }>(sql`
    select r.id as record_id, ${atKey(sql`r.created_at`)} as at, r.${r.label} as record_label,
           made.action, made.changes, made.actor_user_id, made.actor_label, u.name as user_name, u.email as user_email
      from ${r.table} r
      left join lateral (
        select a.action, a.changes, a.actor_user_id, a.actor_label from audit_log a
         where a.entity_type = ${kind} and a.entity_id = r.id::text and a.action in ${CREATING}
         order by a.created_at limit 1
      ) made on true
      left join "user" u on u.id = made.actor_user_id
     where r.customer_id = ${customerId} and ${olderThan(cursor, sql`r.created_at`, sql`(${kind}::text || ':' || r.id::text)`)}
     order by r.created_at desc, r.id desc
     limit ${limit}`);
  return found.map((row) => {
    const label = row.record_label ?? "";
    const changes = row.changes ?? namedBy(kind, label);
    return {
      id: `${kind}:${row.record_id}`,
      kind,
      at: row.at,
      title: describeAuditEntry({ action: row.action ?? "create", entityType: kind, changes }),
      detail: null,
      actor: row.action ? whoOf(row) : null,
      record: r.name(label),
      href: `${r.path}/${row.record_id}`,
    };
  });
}

/** The audit actions that are money received or taken back (the timeline's payments). */
const PAYMENT_ACTION_LIST = ["mark_paid", "record_payment", "void_payment"] as const;
const PAYMENT_ACTIONS = sql`(${sql.join(
  PAYMENT_ACTION_LIST.map((a) => sql`${a}`),
  sql`, `,
)})`;

/** A payment entry's amount: as recorded then, or (for entries before payments were itemised) the invoice's total. */
function paymentDetail(row: AuditRow): string | null {
  const changes = (row.changes ?? {}) as Record<string, unknown>;
  const amount = typeof changes.amount === "string" ? changes.amount : null;
  if (row.action === "void_payment") return amount ? `${amount} voided` : null;
  if (amount) return `${amount} received`;
  return row.total_pence !== null ? `${formatPence(Number(row.total_pence))} received` : null;
}

/**
 * The audit entries (other than the one that made it) of each of the customer's records of `kind`,
 * newest first, read in order from the audit log's (customer, kind, time) index: as many as the page
 * needs, however many records the customer has. `actions` narrows them to payments, or leaves payments out.
 */
async function recordEntries(
  kind: RecordKind,
  customerId: string,
  cursor: Cursor | null,
  limit: number,
  payments: "only" | "with" | "without" = "with",
): Promise<TimelineEntry[]> {
  const r = RECORDS[kind];
  const paid = payments === "only" ? sql`and a.action in ${PAYMENT_ACTIONS}` : payments === "without" ? sql`and a.action not in ${PAYMENT_ACTIONS}` : sql``;
  // The customer's record ids come from their index alone; each record's label is read only for the
  // page's entries.
  const found = await rows<AuditRow>(sql`
    select a.id, ${atKey(sql`a.created_at`)} as at, a.action, a.entity_type, a.entity_id, a.changes, a.actor_user_id, a.actor_label,
           u.name as user_name, u.email as user_email, r.${r.label} as record_label, ${kind === "job" || kind === "contract" ? sql`null::int` : sql`r.total_pence`} as total_pence
      from (
        select a.id, a.created_at, a.action, a.entity_type, a.entity_id, a.changes, a.actor_user_id, a.actor_label
          from audit_log a
         where a.customer_id = ${customerId} and a.entity_type = ${kind} and a.action not in ${CREATING} ${paid}
           and ${olderThan(cursor, sql`a.created_at`, sql`('audit:' || a.id::text)`)}
         order by a.created_at desc, a.id desc
         limit ${limit}
      ) a
      join ${r.table} r on r.id = a.entity_id::uuid
      left join "user" u on u.id = a.actor_user_id
     order by a.created_at desc, a.id desc`);
  return found.map((row) => {
    const payment = (PAYMENT_ACTION_LIST as readonly string[]).includes(row.action);
    return {
      id: `audit:${row.id}`,
      kind: payment ? "payment" : kind,
      at: row.at,
      title: describeAuditEntry({ action: row.action, entityType: kind, changes: row.changes }),
      detail: payment ? paymentDetail(row) : null,
      actor: whoOf(row),
      record: r.name(row.record_label ?? ""),
      href: `${r.path}/${row.entity_id}`,
    };
  });
}

/** Changes to the customer's own record, and to records merged into it (their old ids). */
async function recordNotes(customerId: string, cursor: Cursor | null, limit: number): Promise<TimelineEntry[]> {
  const found = await rows<AuditRow>(sql`
    select a.id, ${atKey(sql`a.created_at`)} as at, a.action, a.entity_type, a.entity_id, a.changes, a.actor_user_id, a.actor_label,
           u.name as user_name, u.email as user_email, null as record_label, null as total_pence
      from audit_log a
      left join "user" u on u.id = a.actor_user_id
     where a.entity_type = 'customer'
       and a.entity_id in (select ${customerId}::text union all select merged_id::text from customer_merges where kept_id = ${customerId})
       and ${olderThan(cursor, sql`a.created_at`, sql`('audit:' || a.id::text)`)}
     order by a.created_at desc, a.id desc
     limit ${limit}`);
  return found.map((row) => ({
    id: `audit:${row.id}`,
    kind: "note",
    at: row.at,
    title: describeAuditEntry({ action: row.action, entityType: "customer", changes: row.changes }),
    detail: row.entity_id === customerId ? null : "On a record since merged into this one",
    actor: whoOf(row),
    record: null,
    href: null,
  }));
}

const EMAIL_STATUS_WORDS: Record<string, string> = {
  pending: "Waiting to be sent",
  sent: "Sent",
  failed: "Could not be sent",
  logged: "Written to the log (no mail server)",
};

const ABOUT_WORDS: Record<string, string> = { quote: "The quote", invoice: "The invoice", contract: "The contract" };

/** The page of the record an e-mail was about ("quote:<id>", "invoice:<id>", "contract:<id>"), and its name. */
function aboutLink(about: string | null): { href: string; record: string } | null {
  const match = /^(quote|invoice|contract):([0-9a-f-]{36})$/.exec(about ?? "");
  return match ? { href: `/admin/${match[1]}s/${match[2]}`, record: ABOUT_WORDS[match[1]] } : null;
}

async function emails(customerId: string, cursor: Cursor | null, limit: number): Promise<TimelineEntry[]> {
  const found = await rows<{ id: string; at: string; to: string; subject: string; status: string; about: string | null; error: string | null }>(sql`
    select e.id, ${atKey(sql`e.created_at`)} as at, e."to", e.subject, e.status, e.about, e.error
      from email_log e
     where e.customer_id = ${customerId} and ${olderThan(cursor, sql`e.created_at`, sql`('email:' || e.id::text)`)}
     order by e.created_at desc, e.id desc
     limit ${limit}`);
  return found.map((row) => {
    const about = aboutLink(row.about);
    return {
      id: `email:${row.id}`,
      kind: "email",
      at: row.at,
      title: `E-mail “${row.subject}” to ${row.to}`,
      detail: EMAIL_STATUS_WORDS[row.status] ?? row.status,
      actor: null,
      record: about?.record ?? null,
      href: about?.href ?? null,
    };
  });
}

const ENQUIRY_WORDS: Record<string, string> = {
  contact_form: "Enquiry from the contact form",
  chat: "Booking request from the chat",
  portal: "Visit requested in the portal",
};

function shorten(value: string, length = 140) {
  const flat = value.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

async function enquiries(customerId: string, cursor: Cursor | null, limit: number): Promise<TimelineEntry[]> {
  const found = await rows<{ id: string; at: string; source: string; service: string; message: string; status: string; first_name: string; last_name: string }>(sql`
    select q.id, ${atKey(sql`q.created_at`)} as at, q.source, q.service, q.message, q.status, q.first_name, q.last_name
      from enquiries q
     where q.customer_id = ${customerId} and ${olderThan(cursor, sql`q.created_at`, sql`('enquiry:' || q.id::text)`)}
     order by q.created_at desc, q.id desc
     limit ${limit}`);
  return found.map((row) => ({
    id: `enquiry:${row.id}`,
    kind: "enquiry",
    at: row.at,
    title: `${ENQUIRY_WORDS[row.source] ?? "Enquiry"}: ${row.service}`,
    detail: row.message ? `“${shorten(row.message)}”` : null,
    actor: `${row.first_name} ${row.last_name}`.trim() || null,
    record: "Enquiries",
    href: "/admin/enquiries",
  }));
}

/** The chats that led to the customer's jobs or enquiries, each with the visitor's first message. */
async function chats(customerId: string, cursor: Cursor | null, limit: number): Promise<TimelineEntry[]> {
  const found = await rows<{ id: string; at: string; first: string | null }>(sql`
    select c.id, ${atKey(sql`c.created_at`)} as at,
           (select m.content from chat_messages m where m.conversation_id = c.id and m.role = 'user' order by m.created_at, m.id limit 1) as first
      from chat_conversations c
     where c.id in (
             select conversation_id from jobs where customer_id = ${customerId} and conversation_id is not null
             union
             select conversation_id from enquiries where customer_id = ${customerId} and conversation_id is not null
           )
       and ${olderThan(cursor, sql`c.created_at`, sql`('chat:' || c.id::text)`)}
     order by c.created_at desc, c.id desc
     limit ${limit}`);
  return found.map((row) => ({
    id: `chat:${row.id}`,
    kind: "chat",
    at: row.at,
    title: "Chat with the assistant",
    detail: row.first ? `“${shorten(row.first)}”` : null,
    actor: null,
    record: "The conversation",
    href: `/admin/chats/${row.id}`,
  }));
}

/** Newest first; equal times by id, in the same (bytewise) order as the cursor's SQL. */
function newestFirst(a: TimelineEntry, b: TimelineEntry) {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * One page of a customer's timeline, newest first (staff only: anybody else, or a customer id that
 * is not one, gets null). `kinds` narrows it (the `invoice` kind includes the invoices' payments);
 * `before` is the cursor from the previous page. Bad kinds or a bad cursor are `invalid`.
 */
export async function customerTimeline({
  actor,
  customerId,
  kinds,
  before,
  limit = TIMELINE_PAGE_SIZE,
}: {
  actor: Actor;
  customerId: string;
  kinds?: readonly TimelineKind[] | string | null;
  before?: string | null;
  limit?: number;
}): Promise<TimelinePage | null> {
  if (actor.kind !== "staff" || !isUuid(customerId)) return null;
  const wanted = new Set(typeof kinds === "string" || kinds == null ? parseTimelineKinds(kinds) : kinds);
  const cursor = parseCursor(before);
  const size = Math.max(1, Math.min(MAX_PAGE_SIZE, Math.floor(limit)));
  const n = size + 1;

  const sources: Promise<TimelineEntry[]>[] = [];
  if (wanted.has("job")) sources.push(recordsMade("job", customerId, cursor, n), recordEntries("job", customerId, cursor, n));
  if (wanted.has("quote")) sources.push(recordsMade("quote", customerId, cursor, n), recordEntries("quote", customerId, cursor, n));
  if (wanted.has("invoice")) sources.push(recordsMade("invoice", customerId, cursor, n), recordEntries("invoice", customerId, cursor, n, "with"));
  else if (wanted.has("payment")) sources.push(recordEntries("invoice", customerId, cursor, n, "only"));
  if (wanted.has("credit_note")) sources.push(recordsMade("credit_note", customerId, cursor, n), recordEntries("credit_note", customerId, cursor, n));
  if (wanted.has("contract")) sources.push(recordsMade("contract", customerId, cursor, n), recordEntries("contract", customerId, cursor, n));
  if (wanted.has("email")) sources.push(emails(customerId, cursor, n));
  if (wanted.has("chat")) sources.push(chats(customerId, cursor, n));
  if (wanted.has("enquiry")) sources.push(enquiries(customerId, cursor, n));
  if (wanted.has("note")) sources.push(recordNotes(customerId, cursor, n));

  const merged = (await Promise.all(sources)).flat().sort(newestFirst);
  const entries = merged.slice(0, size);
  const next = merged.length > size ? cursorOf(entries[entries.length - 1]) : null;
  return { entries, next };
}

/**
 * The timeline card's data for a customer page's address (`?kinds=quote,invoice`, `?before=<cursor>`),
 * for its loader: the page, the kinds shown, and whether it is an older page. A bad link is a 400
 * page with its reason, not an error.
 */
export async function customerTimelineFor({ actor, customerId, url }: { actor: Actor; customerId: string; url: URL }) {
  try {
    const kinds = parseTimelineKinds(url.searchParams.get("kinds"));
    const before = url.searchParams.get("before");
    const page = (await customerTimeline({ actor, customerId, kinds, before })) ?? { entries: [], next: null };
    return { page, kinds, paged: Boolean(before) };
  } catch (err) {
    if (err instanceof DomainError) throw new Response(err.message, { status: err.status });
    throw err;
  }
}
