import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { auditLog, contracts, creditNotes, invoices, jobs, quotes, user } from "~/db/schema";
import { isUuid } from "~/lib/ids";

export type AuditEntity = "customer" | "job" | "quote" | "invoice" | "blog_post" | "user_role" | "enquiry" | "user" | "price_book_item" | "credit_note" | "staff_invite" | "contract" | "reminder_settings" | "booking_settings";
export type AuditAction = "create" | "update" | "delete" | "publish" | "grant" | "revoke" | string;

/** Where the entry is written (the change's transaction) and where its actor is looked up, in it. */
type Executor = Pick<Database, "insert" | "select">;

/** What the product did a change for, in words, by where the entry says it came from. */
const SYSTEM_LABELS: Record<string, string> = {
  chat: "the chat assistant",
  enquiry: "the contact form",
  contact_form: "the contact form",
  portal: "the customer portal",
  booking: "online booking",
  portal_sign_up: "a portal sign-up",
};

export const SYSTEM_LABEL = "the system";

/** An account in words: its name and e-mail address, as "Name (address)". */
export function accountLabel(name: string | null | undefined, email: string | null | undefined): string {
  const n = (name ?? "").trim();
  const e = (email ?? "").trim();
  if (n && e && n.toLowerCase() !== e.toLowerCase()) return `${n} (${e})`;
  return e || n || "a former user";
}

/** The e-mail address inside a label made by `accountLabel`, or null. */
export function emailOfLabel(label: string | null | undefined): string | null {
  if (!label) return null;
  const inner = /\(([^()\s]+@[^()\s]+)\)$/.exec(label);
  if (inner) return inner[1];
  return /^[^()\s]+@[^()\s]+$/.test(label) ? label : null;
}

/** Who did a change the product made itself (no account), from where its entry says it came from. */
export function systemLabel(changes: Record<string, unknown> | null | undefined): string {
  const from = changes?.from ?? changes?.source;
  return (typeof from === "string" && SYSTEM_LABELS[from]) || SYSTEM_LABEL;
}

/**
 * Record who did what to which record. Pass the transaction (`tx`) of the change so that the
 * entry is written with it or not at all. Who did it is also kept in words as they are now (the
 * account's name and e-mail address, looked up in the same transaction, or what the product did it
 * for), so the history still reads as it was after the account changes its address or is removed.
 */
export async function recordAudit(
  executor: Executor,
  entry: {
    actorUserId: string | null;
    action: AuditAction;
    entityType: AuditEntity;
    entityId: string;
    changes?: Record<string, unknown> | null;
    /** Who did it in words, when the caller knows better than the account or the entry's origin. */
    actorLabel?: string | null;
  },
) {
  let actorLabel = entry.actorLabel ?? null;
  if (!actorLabel && entry.actorUserId) {
    const [account] = await executor.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, entry.actorUserId)).limit(1);
    actorLabel = account ? accountLabel(account.name, account.email) : null;
  }
  if (!actorLabel && !entry.actorUserId) actorLabel = systemLabel(entry.changes);
  await executor.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    actorLabel,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    changes: entry.changes ?? null,
    customerId: customerOf(entry.entityType, entry.entityId),
  });
}

/**
 * The customer an entry is about, for their timeline: the customer record itself, or the customer of
 * the job, quote, invoice, credit note or contract (read in the entry's transaction, so as it is after
 * the change); none for other records.
 */
function customerOf(entityType: AuditEntity, entityId: string): SQL | null {
  if (!isUuid(entityId)) return null;
  const owner = { job: jobs, quote: quotes, invoice: invoices, credit_note: creditNotes, contract: contracts }[entityType as "job" | "quote" | "invoice" | "credit_note" | "contract"];
  if (entityType === "customer") return sql`${entityId}::uuid`;
  return owner ? sql`(select ${owner.customerId} from ${owner} where ${owner.id} = ${entityId}::uuid)` : null;
}

/** The fields whose values differ between `before` and `after` (for an update's entry). */
export function diffFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    const from = before[key];
    const to = after[key];
    const same = from instanceof Date && to instanceof Date ? from.getTime() === to.getTime() : String(from) === String(to);
    if (!same) changes[key] = { from: from ?? null, to: to ?? null };
  }
  return changes;
}

export type AuditEntry = {
  id: string;
  action: string;
  entityType: string;
  /** Who did it in words, as they were then ("Name (address)", "the chat assistant", "the system"). */
  actorLabel: string;
  /** The e-mail address of the account that did it, as it was then; null for the system. */
  actorEmail: string | null;
  changes: unknown;
  createdAt: Date;
};

/**
 * Who did an entry, in words: the label kept in the row, or (for entries written before labels were
 * kept) the account as it is now; the system when there was no account; a former user when the
 * account was removed and nothing was kept.
 */
export function actorOf(row: { actorUserId: string | null; actorLabel: string | null; userName: string | null; userEmail: string | null }) {
  if (row.actorLabel) return { actorLabel: row.actorLabel, actorEmail: emailOfLabel(row.actorLabel) };
  if (row.userEmail) return { actorLabel: accountLabel(row.userName, row.userEmail), actorEmail: row.userEmail };
  if (!row.actorUserId) return { actorLabel: SYSTEM_LABEL, actorEmail: null };
  return { actorLabel: "a former user", actorEmail: null };
}

/** A record's history, newest first. */
export async function listAuditEntries(entityType: AuditEntity, entityId: string): Promise<AuditEntry[]> {
  const rows = await getDb()
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityType: auditLog.entityType,
      actorUserId: auditLog.actorUserId,
      actorLabel: auditLog.actorLabel,
      userName: user.name,
      userEmail: user.email,
      changes: auditLog.changes,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(200);
  return rows.map((row) => ({ id: row.id, action: row.action, entityType: row.entityType, ...actorOf(row), changes: row.changes, createdAt: row.createdAt }));
}
