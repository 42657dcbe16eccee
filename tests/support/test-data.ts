import { getDb } from "~/db/client.server";
import { invoices, quotes, user } from "~/db/schema";
import { nextDocumentNumber } from "~/features/documents/document-number.server";
import type { CustomerActor, StaffActor } from "~/lib/actor";

/**
 * Signs up an office user (email verified) to act in a test file, and returns them as the actor
 * that domain functions take; give each file its own id and email.
 */
export async function insertActor({ id, email }: { id: string; email: string }): Promise<StaffActor> {
  await getDb().insert(user).values({ id, name: "Office", email, emailVerified: true });
  return staffActor({ id, email });
}

/** A member of staff as `requireAdmin` returns them (the user row is the caller's business). */
export function staffActor({ id, email }: { id: string; email: string }): StaffActor {
  return { kind: "staff", id, email, name: "Office" };
}

/** A portal account linked to `customerId`, as `requireCustomer` returns it. */
export function customerActor({ id, email, customerId }: { id: string; email: string; customerId: string }): CustomerActor {
  return { kind: "customer", id, email, name: "Customer", customerId };
}

/** The error a promise rejects with; fails the test when it resolves instead. */
export async function thrown(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: unknown) => e,
  );
}

type QuoteInsert = Omit<typeof quotes.$inferInsert, "quoteNumber" | "serviceType"> & Partial<Pick<typeof quotes.$inferInsert, "quoteNumber" | "serviceType">>;
type InvoiceInsert = Omit<typeof invoices.$inferInsert, "invoiceNumber"> & { invoiceNumber?: string };

/**
 * A quote row as it would be in the database in any state (for tests of reads and of rules about
 * states); numbered from the same sequence as the product's own.
 */
export async function insertQuoteRow(values: QuoteInsert) {
  const db = getDb();
  const quoteNumber = values.quoteNumber ?? (await nextDocumentNumber(db, "quote"));
  const [row] = await db
    .insert(quotes)
    .values({ ...values, serviceType: values.serviceType ?? "drain_unblocking", quoteNumber })
    .returning();
  return row;
}

/** An invoice row in any state (see insertQuoteRow). */
export async function insertInvoiceRow(values: InvoiceInsert) {
  const db = getDb();
  const invoiceNumber = values.invoiceNumber ?? (await nextDocumentNumber(db, "invoice"));
  const [row] = await db.insert(invoices).values({ ...values, invoiceNumber }).returning();
  return row;
}

/** The whole text of a CSV stream, byte-order mark included (Response.text() would drop it). */
export async function csvText(stream: ReadableStream<Uint8Array>) {
  return Buffer.from(await new Response(stream).arrayBuffer()).toString("utf8");
}
