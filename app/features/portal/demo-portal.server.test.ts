import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { seedDemoData } from "~/db/seed.server";
import { callAuthEndpoint } from "~/features/auth/auth-endpoint.server";
import { listInvoices } from "~/features/invoices/invoices.server";
import { listQuotes } from "~/features/quotes/quotes.server";
import { listJobs } from "~/features/jobs/jobs.server";
import { getCustomerContract, listCustomerContracts } from "~/features/contracts/portal-contracts.server";
import { createDemoContactAccount, createDemoPortalAccount, DEMO_CONTACT_EMAIL, DEMO_PORTAL_EMAIL } from "./portal-auth.server";
import { requireCustomer } from "./portal.server";

const password = "demo-portal-password-1";

describe("the demo's portal login", () => {
  let created: Awaited<ReturnType<typeof createDemoPortalAccount>>;

  beforeAll(async () => {
    await seedDemoData(getDb());
    created = await createDemoPortalAccount({ password });
  });

  it("signs in with the printed password, verified, onto the seeded customer with a quote to answer and an invoice to pay", async () => {
    expect(created?.email).toBe(DEMO_PORTAL_EMAIL);
    const signIn = await callAuthEndpoint(new Request("http://localhost:3999/customer/login", { headers: { "x-client-ip": "10.8.0.1" } }), "/sign-in/email", {
      email: DEMO_PORTAL_EMAIL,
      password,
    });
    expect(signIn.ok).toBe(true);
    if (!signIn.ok) return;
    const request = new Request("http://localhost:3999/customer", {
      headers: { "x-client-ip": "10.8.0.1", cookie: signIn.setCookies.map((c) => c.split(";")[0]).join("; ") },
    });
    const actor = await requireCustomer(request);
    expect(actor.customerId).toBe(created!.customerId);
    expect((await listQuotes({ actor })).rows.map((q) => q.status)).toContain("sent");
    expect((await listInvoices({ actor })).rows.map((i) => i.status)).toContain("partly_paid");
    // A maintenance contract offered to them to accept, and one they accepted.
    const contracts = await Promise.all((await listCustomerContracts({ actor })).map((c) => getCustomerContract({ actor, id: c.id })));
    expect(contracts.map((c) => [c?.status, c?.canAccept, c?.acceptance?.name ?? null]).sort()).toEqual([
      ["active", false, "Claire Dunmore"],
      ["offered", true, null],
    ]);
  });

  it("is made once: a second call does nothing", async () => {
    expect(await createDemoPortalAccount({ password: "another-password-2" })).toBeNull();
  });

  it("a demo contact login: the tenant's own account, which sees only the jobs of their flat", async () => {
    const contact = await createDemoContactAccount({ password });
    expect(contact?.email).toBe(DEMO_CONTACT_EMAIL);
    const signIn = await callAuthEndpoint(new Request("http://localhost:3999/customer/login", { headers: { "x-client-ip": "10.8.0.2" } }), "/sign-in/email", {
      email: DEMO_CONTACT_EMAIL,
      password,
    });
    expect(signIn.ok).toBe(true);
    if (!signIn.ok) return;
    const request = new Request("http://localhost:3999/customer", {
      headers: { "x-client-ip": "10.8.0.2", cookie: signIn.setCookies.map((c) => c.split(";")[0]).join("; ") },
    });
    const actor = await requireCustomer(request);
    expect(actor.contactId).toBe(contact!.contactId);
    const jobs = (await listJobs({ actor })).rows;
    expect(jobs.length).toBeGreaterThan(0);
    expect(new Set(jobs.map((j) => j.siteLine))).toEqual(new Set([jobs[0].siteLine]));
    expect(jobs[0].siteLine).toContain("27 Eldon Road");
    expect(await createDemoContactAccount({ password })).toBeNull();
  });
});
