import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { customers, jobs, user } from "~/db/schema";
import { callAuthEndpoint } from "~/features/auth/auth-endpoint.server";
import { grantAdminByEmail } from "~/features/auth/roles.server";
import { readToast } from "~/lib/toast.server";
import { action as mergeAction, loader as mergeLoader } from "~/routes/admin/customers/merge";
import { loader as recordLoader } from "~/routes/admin/customers/record";
import { makeCustomer, makeJob, makePortalCustomer } from "../../../tests/support/factories";

const PASSWORD = "rodding-eyes-and-inspection-chambers";
const EMAIL = "merge.route.admin@example.com";

let ip = 0;
let cookie = "";

function requestTo(path: string, form?: Record<string, string>) {
  return new Request(`http://localhost:3999${path}`, {
    method: form ? "POST" : "GET",
    body: form ? new URLSearchParams(form) : undefined,
    headers: {
      "x-client-ip": `10.7.0.${++ip}`,
      cookie,
      origin: "http://localhost:3999",
      ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
  });
}

/** What a loader or action answered: a thrown Response (a redirect or an error page) counts too. */
async function answer(promise: Promise<unknown>): Promise<{ status: number; location: string | null; body: unknown; toast?: unknown }> {
  try {
    const value = await promise;
    if (value instanceof Response) {
      const set = value.headers.get("set-cookie");
      return { status: value.status, location: value.headers.get("location"), body: null, toast: set ? await readToast(new Request("http://localhost", { headers: { cookie: set.split(";")[0] } })).then((t) => t.toast) : null };
    }
    const wrapped = value as { type?: string; init?: { status?: number }; data?: unknown };
    if (wrapped?.type === "DataWithResponseInit") return { status: wrapped.init?.status ?? 200, location: null, body: wrapped.data };
    return { status: 200, location: null, body: value };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location"), body: null };
    throw thrown;
  }
}

const KEEP_ALL = { name: "keep", phone: "keep", email: "keep", postcode: "keep", address: "keep", isCommercial: "keep", notes: "keep" };

const post = (keepId: string, form: Record<string, string>) =>
  answer(mergeAction({ request: requestTo(`/admin/customers/${keepId}/merge`, form), params: { id: keepId }, context: {} } as never));

beforeAll(async () => {
  const signUp = await callAuthEndpoint(requestTo("/auth"), "/sign-up/email", { email: EMAIL, password: PASSWORD, name: "Merge Office" });
  expect(signUp.ok).toBe(true);
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, EMAIL));
  await grantAdminByEmail(EMAIL);
  const signIn = await callAuthEndpoint(requestTo("/auth"), "/sign-in/email", { email: EMAIL, password: PASSWORD });
  if (!signIn.ok) throw new Error(signIn.message);
  cookie = signIn.setCookies
    .map((c) => c.split(";")[0])
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
});

describe("/admin/customers/:id/merge", () => {
  it("merges, redirects to the kept record with a toast, and the old id's page redirects there (301)", async () => {
    const kept = await makeCustomer({ name: "Route Kept" });
    const merged = await makeCustomer({ name: "Route Merged", email: "route.merged@example.com" });
    const job = await makeJob({ customerId: merged.id });

    const page = await answer(mergeLoader({ request: requestTo(`/admin/customers/${kept.id}/merge?with=${merged.id}`), params: { id: kept.id }, context: {} } as never));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ preview: { keep: { id: kept.id }, merge: { id: merged.id, counts: { jobs: 1 } } } });

    const done = await post(kept.id, { intent: "merge", mergeId: merged.id, ...KEEP_ALL, email: "merge" });
    expect(done.status).toBe(302);
    expect(done.location).toBe(`/admin/customers/${kept.id}`);
    expect(done.toast).toEqual({ type: "success", title: "Customers merged" });
    const [row] = await getDb().select().from(customers).where(eq(customers.id, kept.id));
    expect(row.email).toBe("route.merged@example.com");
    const [moved] = await getDb().select().from(jobs).where(eq(jobs.id, job.id));
    expect(moved.customerId).toBe(kept.id);

    const old = await answer(recordLoader({ request: requestTo(`/admin/customers/${merged.id}`), params: { id: merged.id }, context: {} } as never));
    expect(old).toMatchObject({ status: 301, location: `/admin/customers/${kept.id}` });
    const missing = await answer(recordLoader({ request: requestTo(`/admin/customers/${randomUUID()}`), params: { id: randomUUID() }, context: {} } as never));
    expect(missing.status).toBe(404);
  });

  it("answers refusals on the page with a 4xx and changes nothing", async () => {
    const a = await makePortalCustomer({ email: `route.a.${randomUUID()}@example.com` });
    const b = await makePortalCustomer({ email: `route.b.${randomUUID()}@example.com` });
    const plain = await makeCustomer();
    const before = await getDb().select().from(customers).where(inArray(customers.id, [a.customer.id, b.customer.id, plain.id]));

    const twoAccounts = await post(a.customer.id, { intent: "merge", mergeId: b.customer.id, ...KEEP_ALL });
    expect(twoAccounts.status).toBe(409);
    expect(JSON.stringify(twoAccounts.body)).toContain("Both records have a portal account; ");

    const bad = await post(a.customer.id, { intent: "merge", mergeId: plain.id, ...KEEP_ALL, name: "both" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Choose which record's name to keep");

    const itself = await post(plain.id, { intent: "merge", mergeId: plain.id, ...KEEP_ALL });
    expect(itself.status).toBe(400);
    expect(JSON.stringify(itself.body)).toContain("A record cannot be merged into itself");

    const gone = await post(plain.id, { intent: "merge", mergeId: randomUUID(), ...KEEP_ALL });
    expect(gone.status).toBe(404);

    const after = await getDb().select().from(customers).where(inArray(customers.id, [a.customer.id, b.customer.id, plain.id]));
    expect(after).toEqual(before);
  });
});
