import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { E2E_STAFF, expect, factories, test, withDb } from "./support/fixtures";
import {
  customerIdOf,
  insertQuote,
  lastMailTo,
  logIn as logInHere,
  newVisitor,
  PORTAL_PASSWORD,
  signUp as signUpHere,
  verificationLink,
} from "./support/portal";
import { appRoutes } from "./support/route-table";

/** Every signed-in portal page of the route table (a record page with an id that matches nothing). */
const portalRoutes = appRoutes()
  .filter((r) => r.area === "portal" && r.hasLoader && !["/customer/sign-out"].includes(r.path))
  .map((r) => r.path.replace(":id", "00000000-0000-4000-8000-000000000000"));

const PASSWORD = PORTAL_PASSWORD;

async function signUp(page: Page, who: { name: string; email: string }) {
  await page.goto("/customer/login");
  await signUpHere(page, who);
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/customer/login");
  await logInHere(page, email, password);
}

/** The portal a sign-up sees until its e-mail address is verified: nothing of anyone's records. */
async function expectAwaitingVerification(page: Page, email: string) {
  await expect(page.getByRole("heading", { name: "Please verify your e-mail address" })).toBeVisible();
  await expect(page.getByText(`We have sent a link to ${email}.`)).toBeVisible();
  await expect(page.getByTestId("count-activeJobs")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Quick Actions" })).toHaveCount(0);
}


test.describe("customer portal", () => {
  test("a customer signs up, waits in an empty portal, verifies, logs in, sees the dashboard, and opens a sent quote from My Quotes", async ({ browser }) => {
    // The whole journey (sign-up, e-mail, verification, login, dashboard, acceptance) in one test.
    test.setTimeout(90_000);
    const context = await newVisitor(browser);
    const page = await context.newPage();
    const email = `portal.${randomBytes(4).toString("hex")}@example.com`;
    await signUp(page, { name: "Penny Portal", email });
    // After sign-up the Login tab is shown and the sign-up fields are cleared.
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByLabel("Email")).toHaveValue("");

    // Not verified yet: the login opens an empty portal that asks for the verification, and no
    // customer record exists; the other portal pages lead back to it.
    await logIn(page, email);
    await expect(page).toHaveURL(/\/customer\/dashboard$/);
    await expectAwaitingVerification(page, email);
    await page.getByRole("navigation", { name: "Customer portal" }).getByRole("link", { name: "Quotes" }).click();
    await expect(page).toHaveURL(/\/customer$/);
    await expectAwaitingVerification(page, email);
    expect(await customerIdOf(email)).toBeUndefined();

    // The link in the verification e-mail: the record is made from what the sign-up gave.
    await expect.poll(() => verificationLink(email)).toBeTruthy();
    await page.goto(verificationLink(email)!);
    await expect(page).toHaveURL(/\/customer\/dashboard$/);
    await expect(page.getByText("Your e-mail address is verified")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Quick Actions" })).toBeVisible();
    const customerId = (await customerIdOf(email))!;
    expect(customerId).toBeTruthy();
    const record = await withDb(async (db) => (await db.query("select name, phone, address from customers where id = $1", [customerId])).rows[0]);
    expect(record).toEqual({ name: "Penny Portal", phone: "01635 123456", address: "7 Bartholomew Street, Newbury" });
    await page.getByRole("button", { name: "Sign Out" }).first().click();
    await expect(page).toHaveURL(/\/customer\/login$/);

    const { makeInvoice, makeJob, makeQuote } = factories();
    const quoteTotals = { subtotalPence: 25000, vatAmountPence: 5000, totalPence: 30000, validUntil: "2027-01-31" };
    const sent = await makeQuote({ customerId, serviceType: "drain_repairs", description: "Replace collapsed section of drain", status: "sent", ...quoteTotals });
    const draft = await makeQuote({ customerId, serviceType: "drain_repairs", description: "Secret draft quote", status: "draft", ...quoteTotals });
    const { invoiceNumber: draftInvoice } = await makeInvoice({
      customerId,
      status: "draft",
      subtotalPence: 1000,
      vatAmountPence: 200,
      totalPence: 1200,
      notes: "Secret draft invoice",
    });

    await makeJob({
      customerId,
      title: "Clear blocked kitchen drain",
      serviceType: "drain_unblocking",
      status: "scheduled",
      priority: "high",
      scheduledDate: new Date("2099-03-10T09:30:00Z"),
      locationAddress: "7 Bartholomew Street, Newbury",
      description: "Water backing up in the sink",
    });
    await makeInvoice({
      customerId,
      status: "sent",
      subtotalPence: 10000,
      vatAmountPence: 2000,
      totalPence: 12000,
      issueDate: "2026-11-01",
      dueDate: "2026-11-15",
      notes: "Thank you for your business",
    });

    await logIn(page, email);
    await expect(page).toHaveURL(/\/customer\/dashboard$/);
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page.getByTestId("count-activeJobs")).toHaveText("1");
    await expect(page.getByTestId("count-upcomingJobs")).toHaveText("1");
    for (const label of ["Active Jobs", "Pending Quotes", "Unpaid Invoices", "Upcoming Jobs", "Quick Actions"]) {
      await expect(page.getByRole("heading", { name: label })).toBeVisible();
    }
    await expect(page.getByTestId("count-pendingQuotes")).toHaveText("1");
    await expect(page.getByTestId("count-unpaidInvoices")).toHaveText("1");
    await expect(page.getByRole("link", { name: /View Your Jobs/ })).toBeVisible();

    await page.getByRole("navigation", { name: "Customer portal" }).getByRole("link", { name: "Quotes" }).click();
    await expect(page.getByRole("heading", { name: "My Quotes" })).toBeVisible();
    await expect(page.getByRole("heading", { name: sent.quoteNumber })).toBeVisible();
    await expect(page.getByText("£300.00")).toBeVisible();
    await expect(page.getByText(draft.quoteNumber)).toHaveCount(0);
    await expect(page.getByText("Secret draft quote")).toHaveCount(0);
    await page.getByRole("link", { name: `Review and answer ${sent.quoteNumber}` }).click();
    await expect(page.getByRole("heading", { name: `Quote ${sent.quoteNumber}` })).toBeVisible();
    await expect(page.getByText("Replace collapsed section of drain")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Accept this quote" })).toBeVisible();

    await page.getByRole("navigation", { name: "Customer portal" }).getByRole("link", { name: "Invoices" }).click();
    await expect(page.getByRole("heading", { name: "My Invoices" })).toBeVisible();
    // The total, and (nothing paid yet) the same balance due.
    await expect(page.getByText("£120.00")).toHaveCount(2);
    await expect(page.getByText("15 November 2026")).toBeVisible();
    await expect(page.getByText(draftInvoice)).toHaveCount(0);
    await expect(page.getByText("Secret draft invoice")).toHaveCount(0);

    await page.getByRole("navigation", { name: "Customer portal" }).getByRole("link", { name: "Jobs" }).click();
    await expect(page.getByRole("heading", { name: "My Jobs" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Clear blocked kitchen drain" })).toBeVisible();
    await expect(page.getByText("Drain Unblocking")).toBeVisible();
    await expect(page.getByText("10 March 2099 at 09:30")).toBeVisible();
    await expect(page.getByText("Showing 1–1 of 1 jobs")).toBeVisible();

    // /customer shows the dashboard too.
    await page.goto("/customer");
    await expect(page.getByRole("heading", { name: "Quick Actions" })).toBeVisible();
    await expect(page.getByTestId("count-pendingQuotes")).toHaveText("1");
    await expect(
      page.getByRole("navigation", { name: "Customer portal" }).getByRole("link", { name: "Dashboard" }),
    ).toHaveAttribute("aria-current", "page");

    // Sign out ends the session.
    await page.getByRole("button", { name: "Sign Out" }).first().click();
    await expect(page).toHaveURL(/\/customer\/login$/);
    await page.goto("/customer/quotes");
    await expect(page).toHaveURL(/\/customer\/login\?redirectTo=%2Fcustomer%2Fquotes$/);
    await expect(page.getByText("Please log in to access your account")).toBeVisible();
    await context.close();
  });

  test("a quote e-mailed to an address with no account: its link leads to sign-up, the verification e-mail's link back, and the login opens that quote", async ({
    browser,
    adminPage,
  }) => {
    test.setTimeout(90_000);
    const email = `linked.${randomBytes(4).toString("hex")}@example.com`;
    const { id: customerId } = await factories().makeCustomer({ name: "Lena Linked", phone: "01635 333444", address: "3 Oxford Road, Newbury", email });
    const quote = await insertQuote(customerId, { status: "draft" });
    await adminPage.goto(`/admin/quotes/${quote.id}`);
    await adminPage.getByRole("link", { name: "Send to Customer" }).click();
    await adminPage.getByRole("dialog").getByRole("button", { name: "Send e-mail" }).click();
    await expect(adminPage.getByText(`Quote ${quote.number} sent`)).toBeVisible();
    await expect.poll(() => lastMailTo(email, /customer\/quotes\//)).toBeTruthy();
    const link = new URL(/https?:\/\/[^\s"<>]+\/customer\/quotes\/[0-9a-f-]{36}/.exec(lastMailTo(email, /customer\/quotes\//)!)![0]);
    expect(link.pathname).toBe(`/customer/quotes/${quote.id}`);

    const context = await newVisitor(browser);
    const page = await context.newPage();
    await page.goto(link.pathname);
    await expect(page).toHaveURL(/\/customer\/login\?redirectTo=/);
    await signUpHere(page, { name: "Lena Linked", email });
    await expect.poll(() => verificationLink(email)).toBeTruthy();
    await page.goto(verificationLink(email)!);
    await expect(page.getByText("Your e-mail address is verified.")).toBeVisible();
    await logInHere(page, email);
    await expect(page).toHaveURL(new RegExp(`/customer/quotes/${quote.id}$`));
    await expect(page.getByRole("heading", { name: `Quote ${quote.number}` })).toBeVisible();
    await expect(page.getByText("Excavate and replace collapsed clay pipe (per metre)")).toBeVisible();
    await context.close();
  });

  test("a sign-up with the address of someone's record sees nothing of it until the address is verified", async ({ browser }) => {
    const email = `known.${randomBytes(4).toString("hex")}@example.com`;
    const { id: recordId } = await factories().makeCustomer({ name: "Office Record", phone: "01635 111222", address: "2 Cheap Street", email: email.toUpperCase() });
    const context = await newVisitor(browser);
    const page = await context.newPage();
    await signUp(page, { name: "Claimant", email });
    await logIn(page, email);
    await expect(page).toHaveURL(/\/customer\/dashboard$/);
    await expectAwaitingVerification(page, email);
    await page.goto("/customer/jobs");
    await expect(page).toHaveURL(/\/customer$/);
    await expectAwaitingVerification(page, email);
    const before = await withDb(async (db) => (await db.query("select user_id from customers where id = $1", [recordId])).rows[0]);
    expect(before.user_id).toBeNull();
    expect(await withDb(async (db) => (await db.query("select count(*)::int as n from customers where lower(email) = lower($1)", [email])).rows[0].n)).toBe(1);

    await withDb((db) => db.query(`update "user" set email_verified = true where email = $1`, [email]));
    await page.reload();
    await expect(page.getByRole("heading", { name: "Quick Actions" })).toBeVisible();
    // The greeting uses the firm's record, not the name typed at sign-up.
    await expect(page.getByRole("heading", { name: "Welcome, Office Record" })).toBeVisible();
    const after = await withDb(async (db) => (await db.query(`select c.user_id, u.email from customers c join "user" u on u.id = c.user_id where c.id = $1`, [recordId])).rows[0]);
    expect(after.email).toBe(email);
    await context.close();
  });

  test("sign-up checks its fields in the browser and on the server", async ({ browser }) => {
    const context = await newVisitor(browser);
    const page = await context.newPage();
    await page.goto("/customer/login");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Phone").fill("12345");
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Full name is required")).toBeVisible();
    await expect(page.getByText("Enter a valid UK phone number")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

    const res = await page.request.post("/customer/login", {
      headers: { Origin: new URL(page.url()).origin },
      form: { intent: "signup", name: "", email: "bad", phone: "1", address: "", password: "x" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(400);
    await context.close();
  });
});

test.describe("customer routes, signed out", () => {
  for (const route of portalRoutes) {
    test(`GET ${route} redirects to /customer/login`, async ({ request }) => {
      const res = await request.get(route, { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(new URL(res.headers().location, "http://x").pathname).toBe("/customer/login");
    });
  }
  test("POST /customer/quotes/:id redirects to /customer/login", async ({ request, baseURL }) => {
    const res = await request.post("/customer/quotes/00000000-0000-4000-8000-000000000000", {
      headers: { Origin: new URL(baseURL!).origin },
      form: { intent: "accept", quoteId: "00000000-0000-4000-8000-000000000000" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    expect(new URL(res.headers().location, "http://x").pathname).toBe("/customer/login");
  });
});

test.describe("customer routes, a staff account with no customer record", () => {
  for (const route of portalRoutes) {
    test(`GET ${route} redirects to /customer/login`, async ({ request }) => {
      const res = await request.get(route, { headers: { Cookie: process.env.E2E_STAFF_COOKIE! }, maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(new URL(res.headers().location, "http://x").pathname).toBe("/customer/login");
    });
  }

  test("logging in to the portal is refused and signed out", async ({ browser }) => {
    const context = await newVisitor(browser);
    const page = await context.newPage();
    await logIn(page, E2E_STAFF.email, E2E_STAFF.password);
    await expect(page.getByText("No customer account found. Please sign up first.").first()).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.some((c) => c.name.includes("session_token") && c.value)).toBe(false);
    await context.close();
  });
});
