/**
 * Merging two records of one customer (a duplicate made by a chat booking, an enquiry or the office):
 * the office chooses the record kept and, detail by detail, which record's value it keeps; everything
 * that belongs to the other record moves to it, and the other record's old id keeps leading to it.
 * Staff only. See docs/decisions/0078-merging-customers.md.
 */
import { eq, sql } from "drizzle-orm";
import { getDb, type Database } from "~/db/client.server";
import { auditLog, contracts, creditNotes, customerContacts, customerMerges, customers, customerSites, emailLog, enquiries, invoices, jobs, quotes } from "~/db/schema";
import { recordAudit } from "~/features/audit/audit.server";
import { auditUserId, refuseEngineer, type Actor } from "~/lib/actor";
import { CORRECT_THE_FIELDS, parseInput, refusalsOf, type Refusal } from "~/lib/domain-error";
import { isUuid } from "~/lib/ids";
import type { Customer } from "./customer-queries.server";
import { MERGE_FIELDS, mergeChoicesSchema, type MergeChoices, type MergeField } from "./merge.schema";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const MERGE_REFUSALS = {
  invalid: { code: "invalid", message: CORRECT_THE_FIELDS },
  not_found: { code: "not_found", message: "This customer no longer exists." },
  office_only: { code: "not_allowed", message: "Only the office can merge customer records." },
  same_record: { code: "invalid", message: "A record cannot be merged into itself. Choose another customer." },
  two_accounts: {
    code: "conflict",
    message:
      "Both records have a portal account; a customer record has at most one. Merge them once one account is removed, or keep both records.",
  },
} satisfies Record<string, Refusal>;

export type MergeRefusal = keyof typeof MERGE_REFUSALS;
const refuse = refusalsOf(MERGE_REFUSALS);

/** What a customer record holds, counted (a merge moves all of it). */
export type HeldCounts = {
  sites: number;
  contacts: number;
  jobs: number;
  quotes: number;
  invoices: number;
  enquiries: number;
  /** Chat conversations linked through the record's jobs and enquiries. */
  chats: number;
  /** E-mails about the record (`email_log.customer_id`). */
  emails: number;
};

/** One side of a merge as the merge page shows it. */
export type MergeSide = Pick<Customer, "id" | "name" | "phone" | "email" | "postcode" | "address" | "isCommercial" | "notes" | "createdAt"> & {
  hasPortalAccount: boolean;
  counts: HeldCounts;
};

function canMerge(actor: Actor) {
  if (actor.kind === "system") throw refuse("office_only");
  refuseEngineer(actor);
  // A customer may not know whether another record exists: any record but its own is "not found",
  // and a merge always names one.
  if (actor.kind === "customer") throw refuse("not_found");
}

function sideOf(customer: Customer, counts: HeldCounts): MergeSide {
  const { id, name, phone, email, postcode, address, isCommercial, notes, createdAt } = customer;
  return { id, name, phone, email, postcode, address, isCommercial, notes, createdAt, hasPortalAccount: customer.userId !== null, counts };
}

/** What a record holds, counted in one statement (one statement at a time on a transaction's connection). */
async function countHeld(executor: Pick<Database, "execute">, customerId: string): Promise<HeldCounts> {
  const result = await executor.execute<HeldCounts>(sql`
    select
      (select count(*)::int from ${customerSites} where ${customerSites.customerId} = ${customerId}) as sites,
      (select count(*)::int from ${customerContacts} where ${customerContacts.customerId} = ${customerId}) as contacts,
      (select count(*)::int from ${jobs} where ${jobs.customerId} = ${customerId}) as jobs,
      (select count(*)::int from ${quotes} where ${quotes.customerId} = ${customerId}) as quotes,
      (select count(*)::int from ${invoices} where ${invoices.customerId} = ${customerId}) as invoices,
      (select count(*)::int from ${enquiries} where ${enquiries.customerId} = ${customerId}) as enquiries,
      (select count(distinct c.conversation_id)::int from (
         select ${jobs.conversationId} as conversation_id from ${jobs} where ${jobs.customerId} = ${customerId}
         union all
         select ${enquiries.conversationId} from ${enquiries} where ${enquiries.customerId} = ${customerId}
       ) as c) as chats,
      (select count(*)::int from ${emailLog} where ${emailLog.customerId} = ${customerId}) as emails`);
  const row = result.rows[0];
  return { sites: row.sites, contacts: row.contacts, jobs: row.jobs, quotes: row.quotes, invoices: row.invoices, enquiries: row.enquiries, chats: row.chats, emails: row.emails };
}

/**
 * The two records side by side with what each holds, for the merge page (staff only): `keep` is the
 * record that would be kept, `merge` the one merged into it and removed.
 */
export async function mergePreview({ actor, keepId, mergeId }: { actor: Actor; keepId: string; mergeId: string }): Promise<{ keep: MergeSide; merge: MergeSide }> {
  canMerge(actor);
  if (!isUuid(keepId) || !isUuid(mergeId)) throw refuse("not_found");
  if (keepId === mergeId) throw refuse("same_record");
  const db = getDb();
  const [[kept], [merged]] = await Promise.all([
    db.select().from(customers).where(eq(customers.id, keepId)),
    db.select().from(customers).where(eq(customers.id, mergeId)),
  ]);
  if (!kept || !merged) throw refuse("not_found");
  const [keptCounts, mergedCounts] = await Promise.all([countHeld(db, keepId), countHeld(db, mergeId)]);
  return { keep: sideOf(kept, keptCounts), merge: sideOf(merged, mergedCounts) };
}

/** The values the kept record takes: each detail from the record chosen for it. */
function chosenValues(kept: Customer, merged: Customer, choices: MergeChoices) {
  const values: Pick<Customer, MergeField> = {
    name: kept.name,
    phone: kept.phone,
    email: kept.email,
    postcode: kept.postcode,
    address: kept.address,
    isCommercial: kept.isCommercial,
    notes: kept.notes,
  };
  const taken: MergeField[] = [];
  for (const field of MERGE_FIELDS) {
    if (choices[field] !== "merge") continue;
    taken.push(field);
    (values as Record<MergeField, unknown>)[field] = merged[field];
  }
  return { values, taken };
}

/** Lock the two records, always in the order of their ids, so that two merges never wait on each other crosswise. */
async function lockBoth(tx: Tx, keepId: string, mergeId: string) {
  const locked = new Map<string, Customer>();
  for (const id of [keepId, mergeId].sort()) {
    const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for("update");
    if (row) locked.set(id, row);
  }
  const kept = locked.get(keepId);
  const merged = locked.get(mergeId);
  if (!kept || !merged) throw refuse("not_found");
  return { kept, merged };
}

/**
 * Merge the record `mergeId` into `keepId` (staff only), in one transaction: the kept record takes,
 * detail by detail, the value `input` chooses ("keep" or "merge"); every site, contact, job, quote,
 * invoice, enquiry and e-mail of the merged record moves to it (their chats with their jobs and
 * enquiries), and so does its portal account when the kept record has none. Refused when both have a
 * portal account. The merged record is removed; its old id leads to the kept one (`mergedInto`), and
 * the audit log has an entry on both ids. Returns the kept record and what moved.
 */
export async function mergeCustomers({
  actor,
  keepId,
  mergeId,
  input,
}: {
  actor: Actor;
  keepId: string;
  mergeId: string;
  input: unknown;
}): Promise<{ customer: Customer; moved: HeldCounts }> {
  canMerge(actor);
  if (!isUuid(keepId) || !isUuid(mergeId)) throw refuse("not_found");
  if (keepId === mergeId) throw refuse("same_record", { form: MERGE_REFUSALS.same_record.message });
  const choices = parseInput(mergeChoicesSchema, input);
  return getDb().transaction(async (tx) => {
    const { kept, merged } = await lockBoth(tx, keepId, mergeId);
    if (kept.userId && merged.userId) throw refuse("two_accounts");
    const moved = await countHeld(tx, mergeId);
    const { values, taken } = chosenValues(kept, merged, choices);

    const toKept = { customerId: keepId };
    await tx.update(customerSites).set(toKept).where(eq(customerSites.customerId, mergeId));
    await tx.update(customerContacts).set(toKept).where(eq(customerContacts.customerId, mergeId));
    await tx.update(jobs).set(toKept).where(eq(jobs.customerId, mergeId));
    await tx.update(quotes).set(toKept).where(eq(quotes.customerId, mergeId));
    await tx.update(invoices).set(toKept).where(eq(invoices.customerId, mergeId));
    await tx.update(creditNotes).set(toKept).where(eq(creditNotes.customerId, mergeId));
    await tx.update(contracts).set(toKept).where(eq(contracts.customerId, mergeId));
    // Reminders stay off for the kept record when either had them off (one opt-out per customer).
    await tx.execute(sql`update reminder_opt_outs set customer_id = ${keepId} where customer_id = ${mergeId} and not exists (select 1 from reminder_opt_outs where customer_id = ${keepId})`);
    await tx.execute(sql`delete from reminder_opt_outs where customer_id = ${mergeId}`);
    await tx.update(enquiries).set(toKept).where(eq(enquiries.customerId, mergeId));
    await tx.update(emailLog).set(toKept).where(eq(emailLog.customerId, mergeId));
    // The history of the records that moved is the kept customer's now (the merged record's own
    // entries keep its old id as their subject, and the timeline reads them through the merge).
    await tx.update(auditLog).set(toKept).where(eq(auditLog.customerId, mergeId));

    // One record per account (a unique index): the merged record lets go of it before the kept one takes it.
    const accountMoves = !kept.userId && merged.userId !== null;
    if (accountMoves) await tx.update(customers).set({ userId: null }).where(eq(customers.id, mergeId));
    const [after] = await tx
      .update(customers)
      .set({ ...values, ...(accountMoves ? { userId: merged.userId } : {}) })
      .where(eq(customers.id, keepId))
      .returning();

    // Ids merged into the merged record earlier now lead to the kept one directly.
    await tx.update(customerMerges).set({ keptId: keepId }).where(eq(customerMerges.keptId, mergeId));
    await tx.insert(customerMerges).values({ mergedId: mergeId, keptId: keepId, mergedByUserId: auditUserId(actor) });
    await tx.delete(customers).where(eq(customers.id, mergeId));

    const by = actor.kind === "staff" ? { mergedBy: `${actor.name} <${actor.email}>` } : {};
    await recordAudit(tx, {
      actorUserId: auditUserId(actor),
      action: "merge",
      entityType: "customer",
      entityId: keepId,
      changes: {
        mergedId: mergeId,
        merged: { name: merged.name, phone: merged.phone, email: merged.email, postcode: merged.postcode, address: merged.address },
        fieldsTaken: taken,
        moved,
        ...(accountMoves ? { portalAccountMoved: true } : {}),
        ...by,
      },
    });
    await recordAudit(tx, {
      actorUserId: auditUserId(actor),
      action: "merged_into",
      entityType: "customer",
      entityId: mergeId,
      changes: { keptId: keepId, keptName: after.name, ...by },
    });
    return { customer: after, moved };
  });
}

/**
 * The record an old, merged id now leads to (following merges of merges), or null when the id was
 * never merged. For redirects: an old link to a merged record opens the one kept.
 */
export async function mergedInto({ id }: { id: string }): Promise<string | null> {
  if (!isUuid(id)) return null;
  const db = getDb();
  let current = id;
  // Merges re-point older entries to the newest kept id, so one step is the rule; a few more are
  // followed in case an entry was left behind, and a cycle cannot loop.
  for (let step = 0; step < 10; step++) {
    const [row] = await db.select({ keptId: customerMerges.keptId }).from(customerMerges).where(eq(customerMerges.mergedId, current));
    if (!row) break;
    current = row.keptId;
  }
  if (current === id) return null;
  const [exists] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, current));
  return exists ? current : null;
}
