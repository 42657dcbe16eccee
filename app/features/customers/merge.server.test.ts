import { randomUUID } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, customerMerges, customers, emailLog } from "~/db/schema";
import { listAuditEntries } from "~/features/audit/audit.server";
import { systemActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import {
  makeContact,
  makeConversation,
  makeCustomer,
  makeEnquiry,
  makeInvoice,
  makeJob,
  makePortalCustomer,
  makeQuote,
  makeSite,
  makeStaff,
} from "../../../tests/support/factories";
import { customerActor, thrown } from "../../../tests/support/test-data";
import { linkAccountToCustomer } from "./customers.server";
import { mergeCustomers, mergedInto, mergePreview } from "./merge.server";
import type { StaffActor } from "~/lib/actor";

let actor: StaffActor;

beforeAll(async () => {
  actor = await makeStaff({ name: "Olive Office", email: "olive.merge@example.com" });
});

const KEEP_ALL = { name: "keep", phone: "keep", email: "keep", postcode: "keep", address: "keep", isCommercial: "keep", notes: "keep" } as const;

/** Tables that point at a customer, and the number of rows each has in all. */
const POINTING = ["customer_sites", "customer_contacts", "jobs", "quotes", "invoices", "credit_notes", "enquiries", "email_log", "chat_conversations"] as const;

async function tableCounts() {
  const out: Record<string, number> = {};
  for (const table of POINTING) {
    const result = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    out[table] = result.rows[0].n;
  }
  return out;
}

/** The ids of the rows of `table` whose customer_id is `customerId`, sorted. */
async function idsOf(table: (typeof POINTING)[number], customerId: string) {
  const result = await getDb().execute<{ id: string }>(sql`select id from ${sql.identifier(table)} where customer_id = ${customerId} order by id`);
  return result.rows.map((r) => r.id);
}

async function makeEmail(customerId: string) {
  const [row] = await getDb()
    .insert(emailLog)
    .values({ to: `mail.${randomUUID()}@example.com`, subject: "Your quote", text: "Attached.", customerId })
    .returning();
  return row;
}

/** A customer holding one of everything: a second site, a contact, a job with its chat, a quote, an invoice, an enquiry with its chat, an e-mail. */
async function customerWithEverything(overrides: Parameters<typeof makeCustomer>[0] = {}) {
  const customer = await makeCustomer(overrides);
  const site = await makeSite({ customerId: customer.id });
  const contact = await makeContact({ customerId: customer.id });
  const jobChat = await makeConversation();
  const job = await makeJob({ customerId: customer.id, conversationId: jobChat.id, siteId: site.id });
  const quote = await makeQuote({ customerId: customer.id, jobId: job.id });
  const invoice = await makeInvoice({ customerId: customer.id });
  const enquiryChat = await makeConversation();
  const enquiry = await makeEnquiry({ customerId: customer.id, source: "chat", conversationId: enquiryChat.id, jobId: job.id });
  const email = await makeEmail(customerId(customer));
  return { customer, site, contact, job, quote, invoice, enquiry, email, chats: [jobChat.id, enquiryChat.id] };
}
const customerId = (c: { id: string }) => c.id;

async function auditCount() {
  const [row] = await getDb().select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return row.n;
}

async function snapshot(ids: string[]) {
  const rows = await getDb().select().from(customers).where(inArray(customers.id, ids)).orderBy(asc(customers.id));
  const pointing: Record<string, string[]> = {};
  for (const id of ids) for (const table of POINTING.filter((t) => t !== "chat_conversations")) pointing[`${table}:${id}`] = await idsOf(table, id);
  const merges = await getDb().select().from(customerMerges);
  return { rows, pointing, merges, audit: await auditCount() };
}

describe("mergePreview", () => {
  it("shows both records side by side with what each holds", async () => {
    const older = await customerWithEverything({ name: "Ann Older", phone: "01635 222333", email: "ann@example.com" });
    const newer = await makeCustomer({ name: "Ann Newer", phone: "01635 222333" });
    await makeJob({ customerId: newer.id });

    const preview = await mergePreview({ actor, keepId: older.customer.id, mergeId: newer.id });
    expect(preview.keep).toMatchObject({ id: older.customer.id, name: "Ann Older", email: "ann@example.com", hasPortalAccount: false });
    expect(preview.keep.counts).toEqual({ sites: 2, contacts: 1, jobs: 1, quotes: 1, invoices: 1, enquiries: 1, chats: 2, emails: 1 });
    expect(preview.merge).toMatchObject({ id: newer.id, name: "Ann Newer", email: null });
    expect(preview.merge.counts).toEqual({ sites: 1, contacts: 0, jobs: 1, quotes: 0, invoices: 0, enquiries: 0, chats: 0, emails: 0 });
  });

  it("is for staff only, and needs two records", async () => {
    const a = await makeCustomer();
    const b = await makeCustomer();
    expect(await thrown(mergePreview({ actor: systemActor("test"), keepId: a.id, mergeId: b.id }))).toMatchObject({ code: "not_allowed" });
    expect(await thrown(mergePreview({ actor: customerActor({ id: "x", email: "x@example.com", customerId: a.id }), keepId: a.id, mergeId: b.id }))).toMatchObject({ code: "not_found" });
    expect(await thrown(mergePreview({ actor, keepId: a.id, mergeId: a.id }))).toMatchObject({ code: "invalid", reason: "same_record" });
    expect(await thrown(mergePreview({ actor, keepId: a.id, mergeId: randomUUID() }))).toMatchObject({ code: "not_found" });
    expect(await thrown(mergePreview({ actor, keepId: "not-an-id", mergeId: b.id }))).toMatchObject({ code: "not_found" });
  });
});

describe("mergeCustomers", () => {
  it("moves every kind of row that points at a customer (a new foreign key to customers must be added to the merge)", async () => {
    const result = await getDb().execute<{ table: string; column: string }>(sql`
      select cl.relname as table, a.attname as column
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'customers'::regclass
      order by 1, 2`);
    // customer_merges.kept_id is re-pointed by the merge itself (older merges follow the kept record).
    expect(result.rows.map((r) => `${r.table}.${r.column}`)).toEqual(
      [...POINTING.filter((t) => t !== "chat_conversations").map((t) => `${t}.customer_id`), "contracts.customer_id", "reminder_opt_outs.customer_id", "customer_merges.kept_id"].sort(),
    );
  });

  it("moves every row of the merged record to the kept one, losing and duplicating nothing, and keeps the chosen values", async () => {
    const kept = await customerWithEverything({ name: "Bea Kept", phone: "01635 444555", email: null, address: "1 Old Road, Newbury", postcode: "RG14 1AA", notes: "Gate code 1234" });
    const merged = await customerWithEverything({ name: "Bea Merged", phone: "07700 900123", email: "bea@example.com", address: "2 New Road, Newbury", postcode: "RG14 2BB", isCommercial: true });
    const { user: account } = await makePortalCustomer({ email: `bea.portal.${randomUUID()}@example.com` }, { name: "placeholder" });
    // The merged record has the portal account (moved from the factory's own record to it).
    const [portalRecord] = await getDb().select().from(customers).where(eq(customers.userId, account.id));
    await getDb().delete(customers).where(eq(customers.id, portalRecord.id));
    await getDb().update(customers).set({ userId: account.id }).where(eq(customers.id, merged.customer.id));
    // An older record merged earlier into the one now merged: its id must lead to the kept one.
    const older = await makeCustomer({ name: "Bea Oldest" });
    await getDb().insert(customerMerges).values({ mergedId: older.id, keptId: merged.customer.id, mergedByUserId: actor.id });
    await getDb().delete(customers).where(eq(customers.id, older.id));

    const before = await tableCounts();
    const keptRowsBefore = Object.fromEntries(await Promise.all(POINTING.filter((t) => t !== "chat_conversations").map(async (t) => [t, [...(await idsOf(t, kept.customer.id)), ...(await idsOf(t, merged.customer.id))].sort()] as const)));

    const result = await mergeCustomers({
      actor,
      keepId: kept.customer.id,
      mergeId: merged.customer.id,
      input: { ...KEEP_ALL, email: "merge", address: "merge", postcode: "merge", isCommercial: "merge" },
    });

    expect(result.customer).toMatchObject({
      id: kept.customer.id,
      name: "Bea Kept",
      phone: "01635 444555",
      email: "bea@example.com",
      address: "2 New Road, Newbury",
      postcode: "RG14 2BB",
      isCommercial: true,
      notes: "Gate code 1234",
      userId: account.id,
    });
    expect(result.moved).toEqual({ sites: 2, contacts: 1, jobs: 1, quotes: 1, invoices: 1, enquiries: 1, chats: 2, emails: 1 });

    // Nothing lost, nothing duplicated: the same number of rows, and every one now the kept record's.
    expect(await tableCounts()).toEqual(before);
    for (const table of POINTING.filter((t) => t !== "chat_conversations")) {
      expect(await idsOf(table, kept.customer.id), table).toEqual(keptRowsBefore[table]);
      expect(await idsOf(table, merged.customer.id), table).toEqual([]);
    }
    // The chats still hang off their (moved) job and enquiry.
    const chats = await getDb().execute<{ conversation_id: string }>(
      sql`select conversation_id from jobs where customer_id = ${kept.customer.id} and conversation_id is not null
          union select conversation_id from enquiries where customer_id = ${kept.customer.id} and conversation_id is not null`,
    );
    expect(chats.rows.map((r) => r.conversation_id).sort()).toEqual([...kept.chats, ...merged.chats].sort());

    // The merged record is gone; its old id, and the id merged into it before, lead to the kept one.
    expect(await getDb().select().from(customers).where(eq(customers.id, merged.customer.id))).toEqual([]);
    expect(await mergedInto({ id: merged.customer.id })).toBe(kept.customer.id);
    expect(await mergedInto({ id: older.id })).toBe(kept.customer.id);
    expect(await mergedInto({ id: kept.customer.id })).toBeNull();
    expect(await mergedInto({ id: randomUUID() })).toBeNull();
    const [entry] = await getDb().select().from(customerMerges).where(eq(customerMerges.mergedId, merged.customer.id));
    expect(entry).toMatchObject({ keptId: kept.customer.id, mergedByUserId: actor.id });

    // The portal account now opens the kept record.
    const link = await linkAccountToCustomer({ account: { id: account.id, email: account.email, name: account.name, emailVerified: true } });
    expect(link).toEqual({ status: "linked", customerId: kept.customer.id });

    // The audit log has an entry on both ids naming who did it and both records.
    const [onKept] = await listAuditEntries("customer", kept.customer.id);
    expect(onKept).toMatchObject({ action: "merge", actorEmail: actor.email });
    expect(onKept.changes).toMatchObject({
      mergedId: merged.customer.id,
      merged: { name: "Bea Merged", phone: "07700 900123", email: "bea@example.com", address: "2 New Road, Newbury" },
      fieldsTaken: ["email", "postcode", "address", "isCommercial"],
      moved: result.moved,
      mergedBy: "Olive Office <olive.merge@example.com>",
    });
    const [onMerged] = await listAuditEntries("customer", merged.customer.id);
    expect(onMerged).toMatchObject({ action: "merged_into", actorEmail: actor.email });
    expect(onMerged.changes).toMatchObject({ keptId: kept.customer.id, keptName: "Bea Kept", mergedBy: "Olive Office <olive.merge@example.com>" });
  });

  it("keeps the kept record's portal account when only it has one", async () => {
    const { user: account, customer: kept } = await makePortalCustomer({ email: `carl.${randomUUID()}@example.com` });
    const merged = await makeCustomer({ name: "Carl Again" });
    const result = await mergeCustomers({ actor, keepId: kept.id, mergeId: merged.id, input: { ...KEEP_ALL, name: "merge" } });
    expect(result.customer).toMatchObject({ userId: account.id, name: "Carl Again" });
    expect(result.moved.sites).toBe(1);
  });

  it("refuses two records that each have a portal account, and changes nothing", async () => {
    const a = await customerWithEverything();
    const b = await customerWithEverything();
    const { user: accountA } = await makePortalCustomer({ email: `dora.a.${randomUUID()}@example.com` });
    const { user: accountB } = await makePortalCustomer({ email: `dora.b.${randomUUID()}@example.com` });
    await getDb().delete(customers).where(inArray(customers.userId, [accountA.id, accountB.id]));
    await getDb().update(customers).set({ userId: accountA.id }).where(eq(customers.id, a.customer.id));
    await getDb().update(customers).set({ userId: accountB.id }).where(eq(customers.id, b.customer.id));
    const before = await snapshot([a.customer.id, b.customer.id]);

    const err = await thrown(mergeCustomers({ actor, keepId: a.customer.id, mergeId: b.customer.id, input: KEEP_ALL }));
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ code: "conflict", reason: "two_accounts" });
    expect((err as DomainError).message).toMatch(/^Both records have a portal account; /);
    expect(await snapshot([a.customer.id, b.customer.id])).toEqual(before);
  });

  it("refuses a record merged into itself, a missing record, anyone but staff, and bad input, changing nothing", async () => {
    const a = await customerWithEverything();
    const b = await customerWithEverything();
    const ids = [a.customer.id, b.customer.id];
    const before = await snapshot(ids);

    expect(await thrown(mergeCustomers({ actor, keepId: a.customer.id, mergeId: a.customer.id, input: KEEP_ALL }))).toMatchObject({ code: "invalid", reason: "same_record" });
    expect(await thrown(mergeCustomers({ actor, keepId: a.customer.id, mergeId: randomUUID(), input: KEEP_ALL }))).toMatchObject({ code: "not_found" });
    expect(await thrown(mergeCustomers({ actor, keepId: randomUUID(), mergeId: b.customer.id, input: KEEP_ALL }))).toMatchObject({ code: "not_found" });
    expect(await thrown(mergeCustomers({ actor, keepId: "nope", mergeId: b.customer.id, input: KEEP_ALL }))).toMatchObject({ code: "not_found" });
    // A customer may not merge: another record is "not found" to them, even when one is their own.
    const own = customerActor({ id: "portal-someone", email: "someone@example.com", customerId: a.customer.id });
    expect(await thrown(mergeCustomers({ actor: own, keepId: a.customer.id, mergeId: b.customer.id, input: KEEP_ALL }))).toMatchObject({ code: "not_found" });
    expect(await thrown(mergeCustomers({ actor: systemActor("test"), keepId: a.customer.id, mergeId: b.customer.id, input: KEEP_ALL }))).toMatchObject({ code: "not_allowed" });

    const bad = await thrown(mergeCustomers({ actor, keepId: a.customer.id, mergeId: b.customer.id, input: { ...KEEP_ALL, name: "both", phone: undefined } }));
    expect(bad).toMatchObject({ code: "invalid" });
    expect((bad as DomainError).fieldErrors).toEqual({ name: "Choose which record's name to keep", phone: "Choose which record's phone to keep" });

    expect(await snapshot(ids)).toEqual(before);
    expect(await mergedInto({ id: b.customer.id })).toBeNull();
  });

  it("lets two merges of the same records at once end with one merge and nothing lost", async () => {
    const a = await customerWithEverything();
    const b = await customerWithEverything();
    const before = await tableCounts();
    const results = await Promise.allSettled([
      mergeCustomers({ actor, keepId: a.customer.id, mergeId: b.customer.id, input: KEEP_ALL }),
      mergeCustomers({ actor, keepId: b.customer.id, mergeId: a.customer.id, input: KEEP_ALL }),
    ]);
    const done = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(done).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0].reason).toMatchObject({ code: "not_found" });
    expect(await tableCounts()).toEqual(before);
    const survivors = await getDb().select({ id: customers.id }).from(customers).where(inArray(customers.id, [a.customer.id, b.customer.id]));
    expect(survivors).toHaveLength(1);
  });
});
