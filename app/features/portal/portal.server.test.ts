import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { customers, user } from "~/db/schema";
import { listInvoices } from "~/features/invoices/invoices.server";
import { listJobs } from "~/features/jobs/jobs.server";
import { listQuotes } from "~/features/quotes/quotes.server";
import { callAuthEndpoint } from "~/features/auth/auth-endpoint.server";
import { makeCustomer, makeInvoice, makeJob, makeQuote, makeUser } from "../../../tests/support/factories";
import { customerActor, thrown } from "../../../tests/support/test-data";
import { portalSignUp } from "./portal-auth.server";
import { getPortalSummary, getPortalVisitor, portalReturnPath, requireCustomer, requirePortalAccount } from "./portal.server";

const NOW = new Date("2026-06-15T10:00:00Z");

let mine: string;
let theirs: string;

beforeAll(async () => {
  await makeUser({ id: "portal-user-1", name: "portal-user-1", email: "susan@example.com" });
  await makeUser({ id: "portal-user-2", name: "portal-user-2", email: "other@example.com" });
  mine = (await makeCustomer({ name: "Susan Hartley", email: "susan@example.com", userId: "portal-user-1" })).id;
  theirs = (await makeCustomer({ name: "Other Person", email: "other@example.com", userId: "portal-user-2" })).id;
});

describe("getPortalSummary", () => {
  it("counts only the customer's own records with the portal's definitions, and finds the invoice to pay first", async () => {
    await makeJob({ customerId: mine, status: "scheduled", scheduledDate: new Date("2026-06-20T09:00:00Z") }); // active and upcoming
    await makeJob({ customerId: mine, status: "scheduled", scheduledDate: new Date("2026-06-01T09:00:00Z") }); // active, past
    await makeJob({ customerId: mine, status: "in_progress" }); // active
    await makeJob({ customerId: mine, status: "completed", scheduledDate: new Date("2026-07-01T09:00:00Z") });
    await makeJob({ customerId: theirs, status: "scheduled", scheduledDate: new Date("2026-06-20T09:00:00Z") });
    await makeQuote({ customerId: mine, status: "sent" });
    await makeQuote({ customerId: mine, status: "draft" });
    await makeQuote({ customerId: mine, status: "accepted" });
    await makeQuote({ customerId: theirs, status: "sent" });
    await makeInvoice({ customerId: mine, status: "sent", issueDate: "2026-05-01", dueDate: "2026-05-01", totalPence: 6000 });
    const overdue = (await makeInvoice({ customerId: mine, status: "overdue", issueDate: "2026-04-01", dueDate: "2026-04-01", totalPence: 6000 })).id;
    await makeInvoice({ customerId: mine, status: "draft", issueDate: "2026-03-01", dueDate: "2026-03-01", totalPence: 6000 });
    await makeInvoice({ customerId: mine, status: "paid", issueDate: "2026-03-01", dueDate: "2026-03-01", totalPence: 6000 });
    await makeInvoice({ customerId: theirs, status: "sent", issueDate: "2026-02-01", dueDate: "2026-02-01", totalPence: 6000 });

    const me = customerActor({ id: "portal-user-1", email: "susan@example.com", customerId: mine });
    expect(await getPortalSummary({ actor: me, now: NOW })).toEqual({
      counts: { activeJobs: 3, pendingQuotes: 1, unpaidInvoices: 2, upcomingJobs: 1 },
      // What is owed on those two: their balances.
      balanceDuePence: 12000,
      // Due first among this customer's unpaid invoices (another customer's is due earlier).
      payInvoiceId: overdue,
    });
  });
});

describe("the portal's lists, from the modules that own the tables", () => {
  const me = () => customerActor({ id: "portal-user-1", email: "susan@example.com", customerId: mine });

  it("never lists a draft quote or invoice, nor another customer's", async () => {
    const quotesPage = await listQuotes({ actor: me() });
    expect(quotesPage.rows.map((q) => q.status).sort()).toEqual(["accepted", "sent"]);
    expect(quotesPage.rows.every((q) => q.customerId === mine)).toBe(true);
    const invoicesPage = await listInvoices({ actor: me() });
    expect(invoicesPage.rows.map((i) => i.status).sort()).toEqual(["overdue", "paid", "sent"]);
    expect(invoicesPage.rows.every((i) => i.customerId === mine)).toBe(true);
  });

  it("gives a customer with many jobs pages of twenty, newest first, with the total", async () => {
    const many = (await makeCustomer({ name: "Busy Landlord", email: "busy@example.com" })).id;
    const actor = customerActor({ id: "portal-user-busy", email: "busy@example.com", customerId: many });
    for (let n = 0; n < 45; n++) {
      await makeJob({ customerId: many, title: `Visit ${n}`, serviceType: "drain_cleaning", status: "completed", locationAddress: "2 Long Lane", createdAt: new Date(Date.UTC(2026, 0, 1 + n)) });
    }
    const first = await listJobs({ actor, page: 1 });
    expect(first).toMatchObject({ total: 45, page: 1, pageCount: 3 });
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0].title).toBe("Visit 44");
    const last = await listJobs({ actor, page: 3 });
    expect(last.rows.map((r) => r.title)).toEqual(["Visit 4", "Visit 3", "Visit 2", "Visit 1", "Visit 0"]);
  });
});

describe("portalReturnPath", () => {
  it.each([
    ["/customer/quotes/0b7e2f7a-1d1c-4c55-9a56-3f0f6b1f5c11", "/customer/quotes/0b7e2f7a-1d1c-4c55-9a56-3f0f6b1f5c11"],
    ["/customer/invoices", "/customer/invoices"],
    ["/customer", "/customer"],
  ])("keeps the portal page %s", (value, expected) => {
    expect(portalReturnPath(value)).toBe(expected);
  });

  it.each(["https://evil.example/customer", "//evil.example/customer/quotes", "/admin", "/customer/../admin", "/customer/login", "/customer/sign-out", "/customer/quotes?x=1", "/customer\\evil", "", null, 42, `/customer/${"a".repeat(300)}`])(
    "refuses %s",
    (value) => {
      expect(portalReturnPath(value)).toBeNull();
    },
  );
});

describe("requireCustomer", () => {
  let ip = 0;
  const fromClient = (headers: Record<string, string> = {}) =>
    new Request("http://localhost:3999/customer", { headers: { "x-client-ip": `10.9.0.${++ip}`, ...headers } });

  async function signedIn(email: string) {
    const password = "gutter-brush-and-ladder";
    const up = await callAuthEndpoint(fromClient(), "/sign-up/email", { email, password, name: "Portal" });
    expect(up.ok).toBe(true);
    return async () => {
      const res = await callAuthEndpoint(fromClient(), "/sign-in/email", { email, password });
      if (!res.ok) throw new Error(res.message);
      return fromClient({ cookie: res.setCookies.map((c) => c.split(";")[0]).join("; ") });
    };
  }

  async function redirectTitle(promise: Promise<unknown>) {
    const res = (await thrown(promise)) as Response;
    expect(res).toBeInstanceOf(Response);
    expect(res.headers.get("Location")).toMatch(/^\/customer\/login(\?|$)/);
    const toast = res.headers.getSetCookie().find((c) => c.startsWith("toast="))!;
    return JSON.parse(Buffer.from(decodeURIComponent(toast.split(";")[0].slice(6)).split(".")[0], "base64").toString()).title;
  }

  it("sends a visitor without a session to the login page", async () => {
    expect(await redirectTitle(requireCustomer(fromClient()))).toBe("Please log in to access your account");
  });

  it("asks the login page to come back to the portal page that was asked for", async () => {
    const page = new Request("http://localhost:3999/customer/quotes/0b7e2f7a-1d1c-4c55-9a56-3f0f6b1f5c11", { headers: { "x-client-ip": "10.9.1.1" } });
    const res = (await thrown(requireCustomer(page))) as Response;
    expect(res.headers.get("Location")).toBe("/customer/login?redirectTo=%2Fcustomer%2Fquotes%2F0b7e2f7a-1d1c-4c55-9a56-3f0f6b1f5c11");
    const post = new Request(page.url, { method: "POST", headers: { "x-client-ip": "10.9.1.2" } });
    expect(((await thrown(requireCustomer(post))) as Response).headers.get("Location")).toBe("/customer/login");
  });

  it("refuses an account with no customer record, and links a matching record only after verification", async () => {
    const record = (await makeCustomer({ name: "Late Signer", email: "late@example.com" })).id;
    const login = await signedIn("late@example.com");
    expect(await redirectTitle(requireCustomer(await login()))).toBe("No customer account found");
    const [before] = await getDb().select({ userId: customers.userId }).from(customers).where(eq(customers.id, record));
    expect(before.userId).toBeNull();

    await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, "late@example.com"));
    const who = await requireCustomer(await login());
    expect(who.customerId).toBe(record);
    expect(who.email).toBe("late@example.com");
  });

  async function portalSignedUp(email: string) {
    const password = "gutter-brush-and-ladder";
    const up = await portalSignUp(fromClient(), { intent: "signup", name: "Pending Person", email, phone: "01635 246810", address: "5 Waiting Way, Newbury", password });
    expect(up.ok).toBe(true);
    return async () => {
      const res = await callAuthEndpoint(fromClient(), "/sign-in/email", { email, password });
      if (!res.ok) throw new Error(res.message);
      return fromClient({ cookie: res.setCookies.map((c) => c.split(";")[0]).join("; ") });
    };
  }

  it("a sign-up waiting for its e-mail verification sees the empty portal: sent to the dashboard, not to the login page", async () => {
    const login = await portalSignedUp("waiting@example.com");
    const request = await login();
    expect(await requirePortalAccount(request)).toEqual({ status: "awaiting_verification", email: "waiting@example.com", name: "Pending Person" });
    const res = (await thrown(requireCustomer(request))) as Response;
    expect(res).toBeInstanceOf(Response);
    expect(res.headers.get("Location")).toBe("/customer");
    expect(await getDb().select().from(customers).where(eq(customers.email, "waiting@example.com"))).toHaveLength(0);
  });

  it("links once per request, however many loaders ask", async () => {
    const login = await portalSignedUp("one.request@example.com");
    const request = await login();
    expect(getPortalVisitor(request)).toBe(getPortalVisitor(request));
    expect(getPortalVisitor(await login())).not.toBe(getPortalVisitor(request));
  });

  it("concurrent first visits after verification make one record, and each is let in", async () => {
    const login = await portalSignedUp("first.visits@example.com");
    const requests = await Promise.all([login(), login(), login()]);
    await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, "first.visits@example.com"));
    const visits = await Promise.all(requests.map((r) => requireCustomer(r)));
    const records = await getDb().select().from(customers).where(eq(customers.email, "first.visits@example.com"));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ name: "Pending Person", phone: "01635 246810", address: "5 Waiting Way, Newbury" });
    expect(visits.map((v) => v.customerId)).toEqual([records[0].id, records[0].id, records[0].id]);
  });
});
