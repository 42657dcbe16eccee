import { and, desc, eq } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { auditLog, user } from "~/db/schema";

export type AuditEntity = "customer" | "job" | "quote" | "invoice" | "blog_post" | "user_role" | "enquiry" | "user" | "price_book_item";
export type AuditAction = "create" | "update" | "delete" | "publish" | "grant" | "revoke" | string;

type Executor = Pick<Database, "insert">;

/**
 * Record who did what to which record. Pass the transaction (`tx`) of the change so that the
 * entry is written with it or not at all.
 */
export async function recordAudit(
  executor: Executor,
  entry: {
    actorUserId: string | null;
    action: AuditAction;
    entityType: AuditEntity;
    entityId: string;
    changes?: Record<string, unknown> | null;
  },
) {
  await executor.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    changes: entry.changes ?? null,
  });
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
  actorEmail: string | null;
  changes: unknown;
  createdAt: Date;
};

/** A record's history, newest first. */
export async function listAuditEntries(entityType: AuditEntity, entityId: string): Promise<AuditEntry[]> {
  return getDb()
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorEmail: user.email,
      changes: auditLog.changes,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorUserId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(200);
}
