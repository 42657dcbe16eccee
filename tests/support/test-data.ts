import type { CustomerActor, StaffActor } from "~/lib/actor";

/** A member of staff as `requireStaff` returns them (the user row is the caller's business). */
export function staffActor({ id, email }: { id: string; email: string }): StaffActor {
  return { kind: "staff", role: "admin", id, email, name: "Office" };
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

/** The whole text of a CSV stream, byte-order mark included (Response.text() would drop it). */
export async function csvText(stream: ReadableStream<Uint8Array>) {
  return Buffer.from(await new Response(stream).arrayBuffer()).toString("utf8");
}
