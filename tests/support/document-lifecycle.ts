import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { createCustomer } from "~/features/customers/customers.server";
import type { StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { thrown } from "./test-data";

// Tests every kind of document (quote, invoice) runs the same way against its own functions.

type Stored = { id: string; status: string; updatedAt: Date };

/**
 * A test for each status and action of a kind: an allowed action moves the document to `target`
 * (or deletes it); a refused one throws a not_allowed DomainError and changes nothing.
 */
export function itChecksEveryTransition<S extends string, A extends string>({
  noun,
  statuses,
  actions,
  allowed,
  target,
  documentIn,
  get,
}: {
  noun: string;
  statuses: readonly S[];
  actions: Record<A, (id: string) => Promise<unknown>>;
  allowed: (action: A, status: S) => boolean;
  target: (action: A, status: S) => string | undefined;
  documentIn: (status: S) => Promise<Stored>;
  get: (id: string) => Promise<Stored | null>;
}) {
  for (const status of statuses) {
    for (const [action, run] of Object.entries(actions) as [A, (id: string) => Promise<unknown>][]) {
      const ok = allowed(action, status);
      it(`${ok ? "allows" : "refuses"} ${action} on a ${status} ${noun}`, async () => {
        const document = await documentIn(status);
        if (ok) {
          await run(document.id);
          const after = await get(document.id);
          const expected = target(action, status);
          if (action === "delete") expect(after).toBeNull();
          else if (expected) expect(after!.status).toBe(expected);
        } else {
          const error = (await thrown(run(document.id))) as DomainError;
          expect(error).toBeInstanceOf(DomainError);
          expect(error.code).toBe("not_allowed");
          const after = await get(document.id);
          expect(after!.status).toBe(status);
          expect(after!.updatedAt.getTime()).toBe(document.updatedAt.getTime());
        }
      });
    }
  }
}

/** Each action's runner for the every-transition test: the domain function called by `actor` on a document's id. */
export function runnersById<A extends string, T>(actor: T, fns: Record<A, (args: { actor: T; id: string }) => Promise<unknown>>) {
  return Object.fromEntries(Object.entries(fns).map(([action, fn]) => [action, (id: string) => (fn as (args: { actor: T; id: string }) => Promise<unknown>)({ actor, id })])) as Record<A, (id: string) => Promise<unknown>>;
}

/** A test that 100 documents created at once get 100 distinct, consecutive numbers. */
export function itNumbersConcurrentCreates<D>(nouns: string, create: () => Promise<D>, numberOf: (document: D) => number) {
  it(`gives 100 ${nouns} created at once 100 distinct, consecutive numbers`, async () => {
    const created = await Promise.all(Array.from({ length: 100 }, create));
    const numbers = created.map(numberOf).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(100);
    expect(numbers[99] - numbers[0]).toBe(99);
  });
}

type CustomerInput = Parameters<typeof createCustomer>[0]["input"];

/** The customer a lifecycle test's documents are for, then another whose documents must stay out of sight. */
export async function twoCustomers(staff: StaffActor, mine: CustomerInput, other: CustomerInput) {
  const customer = await createCustomer({ actor: staff, input: mine });
  const otherCustomer = await createCustomer({ actor: staff, input: other });
  return { customerId: customer.id, otherCustomerId: otherCustomer.id };
}

/** Two sweeps run at once (expiry, overdue) change the two documents due once between them, with one audit entry each. */
export async function expectSweptOnceEach(
  due: { id: string }[],
  sweep: () => Promise<number>,
  get: (id: string) => Promise<{ status: string } | null>,
  status: string,
  auditAction: string,
) {
  const counts = await Promise.all([sweep(), sweep()]);
  expect(counts[0] + counts[1]).toBe(2);
  for (const document of due) {
    expect((await get(document.id))!.status).toBe(status);
    const entries = await getDb().select().from(auditLog).where(eq(auditLog.entityId, document.id));
    expect(entries.filter((e) => e.action === auditAction)).toHaveLength(1);
  }
}
