import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { expect, receivedMail, test, withDb } from "./support/fixtures";

/**
 * The portal's "Request a visit" and "My details", on a desktop screen and on a 390 px phone: a visit
 * requested becomes a job in My Jobs and an enquiry in the back-office inbox; a customer changes
 * their phone, address and e-mail address (the last once the link sent to it is opened), and the
 * back-office record's history shows it.
 */
const PASSWORD = "gutter-brush-and-ladder-2026";
const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;

/** A London day key `days` from today ("2026-11-25"). */
function londonDay(days: number) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
}

type Customer = { page: Page; name: string; email: string; customerId: string; close: () => Promise<void> };

/**
 * A new portal customer, signed in, in a browser of its own (its own client address, so that the
 * sign-up and sign-in limits don't mix tests): signed up through the form, its address marked
 * verified, logged in, so that its first visit gives it its customer record.
 */
async function newCustomer(browser: Browser, screen: BrowserContextOptions, label: string): Promise<Customer> {
  const context = await browser.newContext({
    ...screen,
    extraHTTPHeaders: { "X-Forwarded-For": `2001:db8:71::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}` },
  });
  const page = await context.newPage();
  const tag = randomBytes(4).toString("hex");
  const name = `${label} ${tag}`;
  const email = `visit.details.${tag}@example.com`;
  await page.goto("/customer/login");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("01635 123456");
  await page.getByLabel("Address").fill("7 Bartholomew Street, Newbury");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created! You can now log in.").first()).toBeVisible();
  await withDb((db) => db.query(`update "user" set email_verified = true where email = $1`, [email]));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  const customerId = await withDb(async (db) => (await db.query("select id from customers where lower(email) = lower($1)", [email])).rows[0].id as string);
  return { page, name, email, customerId, close: () => context.close() };
}

/** The portal's menu: the sidebar on a desktop, the sheet behind "Open menu" on a phone. */
async function portalNav(page: Page) {
  const open = page.getByRole("button", { name: "Open menu" });
  if (await open.isVisible()) {
    await open.click();
    return page.getByRole("dialog").getByRole("navigation", { name: "Customer portal" });
  }
  return page.getByRole("navigation", { name: "Customer portal" });
}

/** Nothing wider than the screen: the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { width, scrollWidth } = await page.evaluate(() => ({ width: document.documentElement.clientWidth, scrollWidth: document.documentElement.scrollWidth }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(width);
}

/** No serious or critical accessibility violation on the page as it is now. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ rule: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

async function countJobs(customerId: string) {
  return withDb(async (db) => (await db.query("select count(*)::int as n from jobs where customer_id = $1", [customerId])).rows[0].n as number);
}

/** The newest message to `email` whose subject contains `subject`, with quoted-printable soft breaks undone. */
function mailTo(email: string, subject: string) {
  const mail = receivedMail()
    .filter((m) => m.to === email && m.raw.includes(subject))
    .at(-1);
  return mail ? mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=") : undefined;
}

async function requestVisit(page: Page, { description, day }: { description: string; day: string }) {
  await (await portalNav(page)).getByRole("link", { name: "Request a visit" }).click();
  await expect(page).toHaveURL(/\/customer\/request-visit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Request a visit" })).toBeVisible();
  // The form that asks the office to call (the page also offers free slots to book, with fields of their own).
  const callMe = page.locator("form#request-visit");
  // The customer's record fills the address; it can be changed.
  await expect(callMe.getByLabel("Address of the visit")).toHaveValue("7 Bartholomew Street, Newbury");
  await expect(callMe.getByLabel("Any time")).toBeChecked();

  // Checked in the browser first.
  await callMe.getByRole("button", { name: "Request visit" }).click();
  await expect(page.getByText("Choose a service")).toBeVisible();
  await expect(page.getByText("Describe the problem", { exact: true })).toBeVisible();
  await expect(page.getByText("Choose a day", { exact: true })).toBeVisible();
  await expect(page.getByText("Postcode is required")).toBeVisible();
  await expectAccessible(page);

  await callMe.getByLabel("Service").selectOption({ label: "Drain Repairs" });
  await callMe.getByLabel("Problem description").fill(description);
  await callMe.getByLabel("Preferred day").fill(day);
  await callMe.getByLabel("Afternoon (12pm to 5pm)").check();
  await callMe.getByLabel("Address of the visit").fill("7 Bartholomew Street, Newbury (side gate)");
  await callMe.getByLabel("Postcode").fill("rg14 5aa");
  await expectNoSidewaysScroll(page);
  await page.getByRole("button", { name: "Request visit" }).click();
}

test.describe("Request a visit", () => {
  for (const [screenName, screen] of [
    ["desktop", DESKTOP],
    ["a 390 px phone", PHONE],
  ] as const) {
    test(`on ${screenName}: the request becomes a job in My Jobs and an enquiry in the back-office inbox`, async ({ browser, adminPage }) => {
      test.setTimeout(90_000);
      const customer = await newCustomer(browser, screen, "Vera Visit");
      const { page } = customer;
      const description = `Gully by the back door overflows when it rains (${customer.name}).`;
      const day = londonDay(2);
      await requestVisit(page, { description, day });

      // Back to My Jobs with the success message; the job is there, an enquiry.
      await expect(page).toHaveURL(/\/customer\/jobs$/);
      await expect(page.getByText("Visit requested", { exact: true })).toBeVisible();
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: `Drain Repairs for ${customer.name}` }) });
      await expect(card).toBeVisible();
      await expect(card.getByText("enquiry", { exact: true })).toBeVisible();
      await expect(card.getByText("7 Bartholomew Street, Newbury (side gate), RG14 5AA")).toBeVisible();
      await expect(card.getByText(description, { exact: false })).toBeVisible();
      await expectNoSidewaysScroll(page);
      const [job] = await withDb(async (db) => (await db.query("select id, status, service_type from jobs where customer_id = $1", [customer.customerId])).rows);
      expect(job).toMatchObject({ status: "enquiry", service_type: "drain_repairs" });

      // The server checks again: a day in the past is a 400 and adds nothing.
      const refused = await page.request.post("/customer/request-visit", {
        headers: { Origin: new URL(page.url()).origin },
        form: { service: "drain_repairs", description, preferredDate: londonDay(-1), timeWindow: "any", address: "7 Bartholomew Street", postcode: "RG14 5AA" },
        maxRedirects: 0,
      });
      expect(refused.status()).toBe(400);
      expect(await countJobs(customer.customerId)).toBe(1);

      // The firm is told by e-mail.
      await expect.poll(() => mailTo("office@example.com", customer.name)).toContain(description.slice(0, 30));

      // The back-office inbox and jobs list.
      await adminPage.goto("/admin/enquiries");
      const enquiry = adminPage.getByRole("article", { name: customer.name });
      await expect(enquiry).toBeVisible();
      await expect(enquiry.getByText("Customer portal")).toBeVisible();
      await expect(enquiry.getByText(description, { exact: false })).toBeVisible();
      await enquiry.getByRole("link", { name: "View job" }).click();
      await expect(adminPage).toHaveURL(new RegExp(`/admin/jobs/${job.id}$`));
      await adminPage.goto(`/admin/jobs?q=${encodeURIComponent(customer.name)}`);
      await expect(adminPage.getByRole("link", { name: `Drain Repairs for ${customer.name}` }).first()).toBeVisible();
      await customer.close();
    });
  }
});

test.describe("My details", () => {
  for (const [screenName, screen] of [
    ["desktop", DESKTOP],
    ["a 390 px phone", PHONE],
  ] as const) {
    test(`on ${screenName}: phone, address and a new e-mail address (after its link), shown in the back-office history`, async ({ browser, adminPage }) => {
      test.setTimeout(90_000);
      const customer = await newCustomer(browser, screen, "Dev Details");
      const { page, email } = customer;
      await (await portalNav(page)).getByRole("link", { name: "My details" }).click();
      await expect(page).toHaveURL(/\/customer\/details$/);
      await expect(page.getByRole("heading", { level: 1, name: "My details" })).toBeVisible();
      await expect(page.getByLabel("Phone")).toHaveValue("01635 123456");
      await expect(page.getByLabel("Email")).toHaveValue(email);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      // A wrong phone number is refused in the browser, and by the server (400, nothing changed).
      await page.getByLabel("Phone").fill("12345");
      await page.getByRole("button", { name: "Save details" }).click();
      await expect(page.getByText("Enter a valid UK phone number")).toBeVisible();
      const refused = await page.request.post("/customer/details", {
        headers: { Origin: new URL(page.url()).origin },
        form: { phone: "12345", email, address: "1 Somewhere", postcode: "" },
        maxRedirects: 0,
      });
      expect(refused.status()).toBe(400);

      // Phone (normalised), address and postcode.
      await page.getByLabel("Phone").fill("+44 1635 987654");
      await page.getByLabel("Address").fill("9 Kennet Walk, Newbury");
      await page.getByLabel("Postcode").fill("rg14 5aa");
      await page.getByRole("button", { name: "Save details" }).click();
      await expect(page.getByText("Your details have been saved")).toBeVisible();
      await expect(page.getByLabel("Phone")).toHaveValue("01635 987654");
      await expect(page.getByLabel("Postcode")).toHaveValue("RG14 5AA");

      // A new e-mail address: nothing changes until the link sent to it is opened.
      const newEmail = `new.${email}`;
      await page.getByLabel("Email").fill(newEmail);
      await page.getByRole("button", { name: "Save details" }).click();
      await expect(page.getByText(`We have sent a link to ${newEmail}.`, { exact: false }).first()).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: `Waiting for you to confirm ${newEmail}` })).toBeVisible();
      await expectNoSidewaysScroll(page);
      const before = await withDb(async (db) => (await db.query("select email from customers where id = $1", [customer.customerId])).rows[0].email as string);
      expect(before).toBe(email);

      await expect.poll(() => mailTo(newEmail, "Confirm your new e-mail address")).toBeTruthy();
      const link = /https?:\/\/[^\s"<>]+verify-email\?token=[^\s"<>]+/.exec(mailTo(newEmail, "Confirm your new e-mail address")!)![0].replace(/&amp;/g, "&");
      await page.goto(link);
      await expect(page).toHaveURL(/\/customer\/details\?email=changed$/);
      await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();
      await expect(page.getByLabel("Email")).toHaveValue(newEmail);
      const after = await withDb(async (db) => (await db.query("select email from customers where id = $1", [customer.customerId])).rows[0].email as string);
      expect(after).toBe(newEmail);

      // The back-office record's history.
      await adminPage.goto(`/admin/customers/${customer.customerId}`);
      const history = adminPage.getByRole("list", { name: "History" });
      await expect(history.getByText("Changed phone from 01635 123456 to 01635 987654")).toBeVisible();
      await expect(history.getByText("changed address from 7 Bartholomew Street, Newbury to 9 Kennet Walk, Newbury")).toBeVisible();
      // Entries name the account as it was when each was written: the request by the old address,
      // the change made once the new one was confirmed by the new address.
      await expect(history.getByRole("listitem").filter({ hasText: `Asked in the portal to change e-mail to ${newEmail}` })).toContainText(`(${email})`);
      const changed = history.getByRole("listitem").filter({ hasText: `Changed email from ${email} to ${newEmail}` }).first();
      await expect(changed).toContainText(`(${newEmail}) on`);
      await expect(adminPage.getByText(newEmail).first()).toBeVisible();
      await customer.close();
    });
  }
});

test.describe("the two pages need a customer", () => {
  for (const path of ["/customer/request-visit", "/customer/details"]) {
    test(`${path}: signed out, or a staff account with no customer record, goes to the login page; a post changes nothing`, async ({ request, baseURL }) => {
      for (const cookie of [undefined, process.env.E2E_STAFF_COOKIE!]) {
        const headers = cookie ? { Cookie: cookie } : undefined;
        const page = await request.get(path, { headers, maxRedirects: 0 });
        expect(page.status()).toBe(302);
        expect(new URL(page.headers().location, "http://x").pathname).toBe("/customer/login");
        const post = await request.post(path, {
          headers: { ...headers, Origin: new URL(baseURL!).origin },
          form: { service: "drain_repairs", description: "Nobody's drain is blocked", preferredDate: londonDay(1), timeWindow: "any", address: "1 Road", postcode: "RG14 5AA", phone: "01635 123456", email: "x@example.com" },
          maxRedirects: 0,
        });
        expect(post.status()).toBe(302);
        expect(new URL(post.headers().location, "http://x").pathname).toBe("/customer/login");
      }
      const created = await withDb(async (db) => (await db.query("select count(*)::int as n from jobs where description like $1", ["Nobody's drain is blocked%"])).rows[0].n);
      expect(created).toBe(0);
    });
  }
});
