import { getDb } from "~/db/client.server";
import { user } from "~/db/schema";

/** Signs up an office user (email verified) to act in a test file; give each file its own id and email. */
export async function insertActor({ id, email }: { id: string; email: string }) {
  await getDb().insert(user).values({ id, name: "Office", email, emailVerified: true });
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
