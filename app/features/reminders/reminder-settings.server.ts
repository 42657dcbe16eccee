import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { customerContacts, customers, reminderOptOuts, reminderSettings } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import type { Actor, StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import { parseDocumentInput } from "~/features/documents/documents.server";
import { defaultSetting, reminderSettingsSchema, STAGE_KEYS, type ReminderStage, type StageSetting } from "./reminder-stages";

// The office's reminder schedule and wording (admin only), and who wants no reminders (staff).

type Reader = Pick<Database, "select">;

/** The audit log's id for the reminder settings (one set for the firm). */
export const REMINDER_SETTINGS_ENTITY = "reminders";

/** Every stage's schedule and wording: the office's, or the defaults for a stage never saved. */
export async function loadReminderSettings(reader: Reader = getDb()): Promise<Record<ReminderStage, StageSetting>> {
  const rows = await reader.select().from(reminderSettings);
  const saved = new Map(rows.map((r) => [r.stage, r]));
  return Object.fromEntries(
    STAGE_KEYS.map((stage) => {
      const row = saved.get(stage);
      const fallback = defaultSetting(stage);
      return [stage, row ? { stage, enabled: row.enabled, days: fallback.days === null ? null : (row.days ?? fallback.days), subject: row.subject, body: row.body } : fallback];
    }),
  ) as Record<ReminderStage, StageSetting>;
}

function requireAdmin(actor: Actor): StaffActor {
  if (actor.kind !== "staff" || actor.role !== "admin") throw new DomainError("not_allowed", "Only an administrator can change the reminder settings.", { reason: "forbidden" });
  return actor;
}

/** `{"invoice_due.subject": "…"}` (a form's names) as `{ invoice_due: { subject: "…" } }`. */
function nested(input: unknown): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    const dot = key.indexOf(".");
    if (dot === -1) {
      if (value && typeof value === "object" && !Array.isArray(value)) out[key] = { ...(out[key] ?? {}), ...(value as Record<string, unknown>) };
      continue;
    }
    const stage = key.slice(0, dot);
    out[stage] = { ...(out[stage] ?? {}), [key.slice(dot + 1)]: value };
  }
  // An unticked checkbox is not posted: the stage is then off.
  for (const stage of STAGE_KEYS) out[stage] ??= {};
  return out;
}

/**
 * An administrator saves the whole schedule and wording (`<stage>.enabled|days|subject|body`).
 * Bad input is refused with a message on each field and nothing is saved.
 */
export async function saveReminderSettings({ actor, input }: { actor: Actor; input: unknown }) {
  const admin = requireAdmin(actor);
  const values = parseDocumentInput(reminderSettingsSchema, nested(input));
  await getDb().transaction(async (tx) => {
    // What changed, field by field (`<stage>.<field>`), for the settings' history.
    const before = await loadReminderSettings(tx);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const stage of STAGE_KEYS)
      for (const field of ["enabled", "days", "subject", "body"] as const)
        if (before[stage][field] !== values[stage][field]) changes[`${stage}.${field}`] = { from: before[stage][field], to: values[stage][field] };
    if (Object.keys(changes).length) await recordAudit(tx, { actorUserId: admin.id, action: "update", entityType: "reminder_settings", entityId: REMINDER_SETTINGS_ENTITY, changes });
    for (const stage of STAGE_KEYS) {
      const v = values[stage];
      const row = { enabled: v.enabled, days: v.days, subject: v.subject, body: v.body, updatedByUserId: admin.id };
      await tx
        .insert(reminderSettings)
        .values({ stage, ...row })
        .onConflictDoUpdate({ target: reminderSettings.stage, set: { ...row, updatedAt: sql`now()` } });
    }
  });
  return loadReminderSettings();
}

// ---------------------------------------------------------------------------------------------
// Opting out
// ---------------------------------------------------------------------------------------------

function requireOffice(actor: Actor): StaffActor {
  if (actor.kind !== "staff") throw new DomainError("not_allowed", "Only the office can change who receives reminders.", { reason: "forbidden" });
  return actor;
}

/** Whether the customer, and which of their contacts, want no reminders. */
export async function reminderOptOutsOf(reader: Reader, customerId: string): Promise<{ customer: boolean; contactIds: Set<string> }> {
  if (!isUuid(customerId)) return { customer: false, contactIds: new Set() };
  const rows = await reader
    .select({ customerId: reminderOptOuts.customerId, contactId: reminderOptOuts.contactId })
    .from(reminderOptOuts)
    .leftJoin(customerContacts, eq(customerContacts.id, reminderOptOuts.contactId))
    .where(sql`${reminderOptOuts.customerId} = ${customerId} or ${customerContacts.customerId} = ${customerId}`);
  return { customer: rows.some((r) => r.customerId === customerId), contactIds: new Set(rows.flatMap((r) => (r.contactId ? [r.contactId] : []))) };
}

/** The e-mail addresses (lower case) of the customer's contacts who want no reminders. */
export async function optedOutContactEmails(reader: Reader, customerId: string): Promise<Set<string>> {
  const rows = await reader
    .select({ email: customerContacts.email })
    .from(reminderOptOuts)
    .innerJoin(customerContacts, eq(customerContacts.id, reminderOptOuts.contactId))
    .where(eq(customerContacts.customerId, customerId));
  return new Set(rows.flatMap((r) => (r.email ? [r.email.toLowerCase()] : [])));
}

/**
 * Staff turn automatic reminders off (or on again) for a customer, or for one contact of theirs;
 * recorded in the customer's history. Changing nothing records nothing.
 */
export async function setReminderOptOut({ actor, customerId, contactId = null, optedOut }: { actor: Actor; customerId: string; contactId?: string | null; optedOut: boolean }) {
  const staff = requireOffice(actor);
  const notFound = () => new DomainError("not_found", contactId ? "This contact could not be found." : "This customer could not be found.");
  if (!isUuid(customerId) || (contactId !== null && !isUuid(contactId))) throw notFound();
  return getDb().transaction(async (tx) => {
    const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
    if (!customer) throw notFound();
    let contactName: string | null = null;
    if (contactId) {
      const [contact] = await tx
        .select({ name: customerContacts.name })
        .from(customerContacts)
        .where(and(eq(customerContacts.id, contactId), eq(customerContacts.customerId, customerId)));
      if (!contact) throw notFound();
      contactName = contact.name;
    }
    const match = contactId ? eq(reminderOptOuts.contactId, contactId) : eq(reminderOptOuts.customerId, customerId);
    let changed: boolean;
    if (optedOut) {
      const inserted = await tx
        .insert(reminderOptOuts)
        .values(contactId ? { contactId, createdByUserId: staff.id } : { customerId, createdByUserId: staff.id })
        .onConflictDoNothing()
        .returning({ id: reminderOptOuts.id });
      changed = inserted.length > 0;
    } else {
      const deleted = await tx.delete(reminderOptOuts).where(match).returning({ id: reminderOptOuts.id });
      changed = deleted.length > 0;
    }
    if (changed) {
      await recordAudit(tx, {
        actorUserId: staff.id,
        action: optedOut ? "reminders_off" : "reminders_on",
        entityType: "customer",
        entityId: customerId,
        changes: contactName ? { contact: contactName } : {},
      });
    }
    return { changed, optedOut };
  });
}

/** Whether each of these contacts wants no reminders (for the contacts' list and form). */
export async function contactsOptedOut(reader: Reader, contactIds: string[]): Promise<Set<string>> {
  const ids = contactIds.filter(isUuid);
  if (ids.length === 0) return new Set();
  const rows = await reader.select({ contactId: reminderOptOuts.contactId }).from(reminderOptOuts).where(inArray(reminderOptOuts.contactId, ids));
  return new Set(rows.flatMap((r) => (r.contactId ? [r.contactId] : [])));
}

/** For a customer's or contact's page (staff): whether reminders are off for the customer and for which contacts. */
export async function reminderOptOutsFor({ actor, customerId }: { actor: Actor; customerId: string }) {
  requireOffice(actor);
  const { customer, contactIds } = await reminderOptOutsOf(getDb(), customerId);
  return { customer, contactIds: [...contactIds] };
}
