import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import { E2E_ADMIN, expect, factories, test as base, withDb } from "./support/fixtures";
import { portalCustomer } from "./support/portal";

/**
 * The back-office and the customer portal on a phone: a 390 × 844 screen with touch. No page may
 * scroll sideways, and on every list the status, dates and actions of a row must be on the screen
 * (not just in the page, cut off at the right edge of a table).
 *
 * With MOBILE_SHOTS set to a directory, a full-page screenshot of each page checked is kept there.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;
const PASSWORD = "gutter-brush-and-ladder-2026";

const test = base.extend<{ phone: Page }>({
  /** The admin, signed in, on a phone. */
  phone: async ({ browser }, use) => {
    const context = await browser.newContext({ ...PHONE, storageState: process.env.E2E_ADMIN_STATE });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

/** A phone of its own (its own client address, so that sign-up and sign-in limits don't mix tests). */
function newPhone(browser: Browser) {
  return browser.newContext({
    ...PHONE,
    extraHTTPHeaders: { "X-Forwarded-For": `2001:db8:39::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}` },
  });
}

/**
 * Nothing wider than the screen: the page does not scroll sideways, and no element sticks out of the
 * screen (one inside a box that clips or scrolls is judged by that box).
 */
async function expectFitsScreen(page: Page) {
  await page.waitForLoadState("load");
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clips = (el: Element) => getComputedStyle(el).overflowX !== "visible";
    const outside: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      let clipped = false;
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (clips(parent)) {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      if (box.left < -1 || box.right > width + 1) {
        outside.push(`<${el.tagName.toLowerCase()}> "${(el.textContent ?? "").trim().slice(0, 40)}" from ${Math.round(box.left)} to ${Math.round(box.right)}`);
      }
    }
    return { width, scrollWidth: document.documentElement.scrollWidth, outside };
  });
  const shots = process.env.MOBILE_SHOTS;
  if (shots) {
    fs.mkdirSync(shots, { recursive: true });
    const name = new URL(page.url()).pathname.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "id").replace(/\W+/g, "-");
    await page.screenshot({ path: path.join(shots, `phone${name}-${randomBytes(2).toString("hex")}.png`), fullPage: true });
  }
  // The screen's width (a phone's 390 px unless the page was opened wider), with no scrollbar taking any.
  const screen = page.viewportSize()!.width;
  expect(found.width).toBe(screen);
  expect(found.scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(screen);
  expect(found.outside, `${page.url()} has elements outside the screen`).toEqual([]);
}

/**
 * Every back-office page, with records whose every text field holds one unbroken word of 1,000
 * characters (a pasted link, a reference, a key held down): it wraps within the screen instead of
 * widening the page.
 */
async function everyBackOfficePageFits(page: Page, request: APIRequestContext) {
  const tag = randomBytes(3).toString("hex");
  const customer = await insertCustomer(tag);
  const { job, quote, invoice } = await insertRecords(customer.id, tag);
  const post = await insertDraftPost(tag);
  const long = `Unbroken${"x".repeat(1000 - 8 - tag.length)}${tag}`;
  expect(long).toHaveLength(1000);
  const chat = await startChat(request, `Do you cover Thatcham and Hungerford? ${long}`);
  await sendEnquiry(request, `Pages-${tag}`);
  const { makeCustomer, makeInvoice, makeJob, makeQuote, makeSite, makeContact, makeEnquiry } = factories();
  const wordy = await makeCustomer({ name: `Wordy ${long}`.slice(0, 1000), email: `${"w".repeat(60)}@${"x".repeat(60)}.example.com`, address: long, notes: long });
  const contact = await makeContact({ customerId: wordy.id, name: long, email: `${"c".repeat(60)}@${"x".repeat(60)}.example.com`, phone: "07700 900999", receivesDocuments: true });
  const site = await makeSite({ customerId: wordy.id, label: long, address: long, accessNotes: long, what3words: long, contactId: contact.id });
  const wordyJob = await makeJob({ customerId: wordy.id, siteId: site.id, title: `Wordy job ${long}`, description: long, locationAddress: long });
  const line = { position: 1, description: long, quantity: "1", unitPricePence: 10000 };
  const declined = await makeQuote({ customerId: wordy.id, siteId: site.id, status: "rejected", declineReason: long, description: long, notes: long, terms: long, lines: [line] });
  const wordyInvoice = await makeInvoice({ customerId: wordy.id, siteId: site.id, status: "sent", issueDate: "2026-07-02", dueDate: "2099-07-16", notes: long, lines: [line] });
  await makeEnquiry({ firstName: long, lastName: long, message: long, phone: "07700 900998", email: `${"e".repeat(60)}@example.com` });
  // The field work: a visit with the long words on today's board, and an engineer's own page.
  const engineerId = await withDb(async (db) => (await db.query<{ id: string }>(`select u.id from "user" u join user_roles r on r.user_id = u.id and r.role = 'engineer' where u.email = 'sam.hughes@example.com'`)).rows[0].id);
  const today = await withDb(async (db) => (await db.query<{ d: string }>(`select (now() at time zone 'Europe/London')::date::text as d`)).rows[0].d);
  await withDb(async (db) => {
    const visit = (await db.query<{ id: string }>(`insert into visits (job_id, day, start_minute, duration_minutes, instructions) values ($1, $2, 600, 90, $3) returning id`, [wordyJob.id, today, long])).rows[0].id;
    await db.query(`insert into visit_engineers (visit_id, user_id) values ($1, $2)`, [visit, engineerId]);
  });

  // The demo's CCTV survey and maintenance contract.
  const surveyId = await withDb(async (db) => (await db.query<{ id: string }>(`select id from surveys order by created_at, id limit 1`)).rows[0].id);
  const contractId = await withDb(async (db) => (await db.query<{ id: string }>(`select id from contracts order by created_at, id limit 1`)).rows[0].id);

  for (const route of [
    `/admin/customers/${wordy.id}`,
    `/admin/customers/${wordy.id}/sites/${site.id}`,
    `/admin/customers/${wordy.id}/contacts/${contact.id}`,
    `/admin/customers/${wordy.id}/sites/new`,
    `/admin/customers/${wordy.id}/contacts/new`,
    `/admin/jobs/${wordyJob.id}`,
    `/admin/quotes/${declined.id}`,
    `/admin/invoices/${wordyInvoice.id}`,
    `/admin/quotes/new?customerId=${wordy.id}`,
    `/admin/jobs/new?customerId=${wordy.id}`,
    "/admin",
    "/admin/customers",
    `/admin/customers?q=${tag}`,
    "/admin/customers/new",
    `/admin/customers/${customer.id}`,
    "/admin/jobs",
    `/admin/jobs?q=no-such-job-${tag}`,
    "/admin/jobs/new",
    `/admin/jobs/${job.id}`,
    "/admin/quotes",
    `/admin/quotes/${quote.id}`,
    "/admin/invoices",
    `/admin/invoices/${invoice.id}`,
    "/admin/calendar",
    "/admin/calendar?view=month&month=2026-07&day=2026-07-01",
    "/admin/calendar?view=week&month=2026-07&day=2026-07-01",
    "/admin/blog",
    `/admin/blog/${post.id}`,
    "/admin/chats",
    `/admin/chats/${chat}`,
    "/admin/enquiries",
    "/admin/enquiries?status=new",
    "/admin/invoices?status=overdue&service=drain_cleaning",
    "/admin/jobs?status=scheduled&area=RG14",
    "/admin/reports",
    "/admin/staff",
    `/admin/staff/${engineerId}`,
    `/admin/dispatch?view=day&day=${today}`,
    `/admin/dispatch?view=week&day=${today}`,
    "/admin/credit-notes",
    "/admin/surveys",
    `/admin/surveys/${surveyId}`,
    "/admin/contracts",
    `/admin/contracts/${contractId}`,
    "/admin/settings/reminders",
    "/admin/settings/booking",
    "/admin/account",
  ]) {
    const res = await page.goto(route);
    expect(res?.status(), route).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectFitsScreen(page);
  }
}

/**
 * Visible and wholly on the screen once the page is scrolled up or down to it (the page only: a box
 * that scrolls sideways is left as it is, so a table column cut off at its edge fails).
 */
async function expectOnScreen(...locators: Locator[]) {
  for (const locator of locators) {
    await expect(locator).toBeVisible();
    // Scrolled to as a person would: the page, or a sheet that scrolls within itself.
    await locator.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await expect(locator).toBeInViewport({ ratio: 1 });
  }
}

/** The records the lists show, for a customer of the test's own. */
async function insertRecords(customerId: string, tag: string) {
  const { makeInvoice, makeJob, makeQuote } = factories();
  const job = await makeJob({
    customerId,
    title: `Phone check blocked kitchen drain ${tag}`,
    serviceType: "drain_unblocking",
    status: "scheduled",
    priority: "high",
    scheduledDate: new Date("2026-07-01T08:30:00Z"),
    estimatedDuration: "2",
    locationAddress: "14 Kennet Walk, Newbury RG14 5AA",
    description: "Kitchen drain backing up",
  });
  const quote = await makeQuote({
    customerId,
    serviceType: "drain_repairs",
    description: "Patch repair of the cracked drain run",
    status: "sent",
    validUntil: "2099-07-20",
    createdAt: new Date("2026-06-20T10:00:00Z"),
    lines: [{ position: 1, description: "Patch liner (1 m) over the cracked joint, including CCTV before and after", quantity: "2", unitPricePence: 12500 }],
  });
  const invoice = await makeInvoice({
    customerId,
    status: "sent",
    issueDate: "2026-07-02",
    dueDate: "2099-07-16",
    lines: [{ position: 1, description: "High-pressure jetting of the kitchen drain", quantity: "1", unitPricePence: 10000 }],
  });
  return { job, quote, invoice };
}

async function insertCustomer(tag: string) {
  return factories().makeCustomer({
    name: `Phone Check ${tag}`,
    phone: "01635 550 123",
    email: `phone.check.${tag}@example.com`,
    address: "14 Kennet Walk, Newbury",
    postcode: "RG14 5AA",
  });
}

/** A conversation with the website assistant, through its API. */
async function startChat(request: APIRequestContext, message: string) {
  const headers = { "X-Forwarded-For": `2001:db8:3a::${randomBytes(2).toString("hex")}` };
  const created = await request.post("/api/chat/conversations", { headers });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const sent = await request.post("/api/chat/messages", { headers, data: { conversationId: id, message } });
  expect(sent.status()).toBe(200);
  return id;
}

/** An enquiry through the public contact form's plain post. */
async function sendEnquiry(request: APIRequestContext, lastName: string) {
  const res = await request.post("/contact", {
    headers: { "X-Forwarded-For": `2001:db8:3b::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}` },
    form: {
      firstName: "Phone",
      lastName,
      email: `${lastName.toLowerCase()}@example.com`,
      phone: "01635 777 390",
      service: "Drain Repairs",
      message: "Water pooling by the back door after every shower.",
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
}

async function insertDraftPost(tag: string) {
  return factories().makePost({
    slug: `phone-check-${tag}`,
    title: `Phone check gutter guide ${tag}`,
    description: "What to check on a phone before the winter rain.",
    keywords: "gutters, phone",
    category: "Maintenance",
    readTime: "3 min read",
    content: "<p>Check the gutters.</p>",
    status: "draft",
    createdAt: new Date("2026-06-18T09:00:00Z"),
  });
}

test.describe("the back-office on a phone", () => {
  test("the menu opens as a sheet with every section, and takes the admin there", async ({ phone: page }) => {
    await page.goto("/admin");
    await expectFitsScreen(page);
    // The sidebar is for wide screens; the phone has a menu button.
    await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog");
    await expect(sheet).toBeVisible();
    await expect(sheet).toBeInViewport({ ratio: 1 });
    const nav = sheet.getByRole("navigation", { name: "Admin" });
    for (const section of ["Dashboard", "Customers", "Jobs", "Quotes", "Invoices", "Calendar", "Dispatch", "Surveys", "Contracts", "Reports", "Blog", "Chats", "Enquiries", "Staff", "Reminders", "Account"]) {
      await expectOnScreen(nav.getByRole("link", { name: section, exact: true }));
    }
    await expectOnScreen(sheet.getByRole("button", { name: "Sign Out" }), sheet.getByText(E2E_ADMIN.email));
    await expectFitsScreen(page);
    await nav.getByRole("link", { name: "Jobs", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  });

  test("every back-office page fits the screen, a 1,000-character word in every text field", async ({ phone: page, request }) => {
    test.setTimeout(150_000);
    await everyBackOfficePageFits(page, request);
  });

  test("the new and edit quote and invoice forms fit the screen: price-book buttons wrap with their whole labels, lines at two VAT rates", async ({ phone: page }) => {
    const { makeCustomer, makeJob, makeQuote, makeInvoice } = factories();
    const customer = await makeCustomer({ name: `Form check ${randomBytes(3).toString("hex")}` });
    const job = await makeJob({ customerId: customer.id, title: "Form check job" });
    const lines = [
      { position: 1, description: "High-pressure jetting of the main run", quantity: "1", unitPricePence: 22000 },
      { position: 2, description: "Council permit fee", quantity: "1", unitPricePence: 4550, vatRateBp: 0 },
    ];
    const quote = await makeQuote({ customerId: customer.id, status: "draft", validUntil: "2099-07-20", lines });
    const invoice = await makeInvoice({ customerId: customer.id, status: "draft", issueDate: "2026-07-02", dueDate: "2099-07-16", lines });
    for (const route of [
      "/admin/quotes/new",
      `/admin/quotes/new?jobId=${job.id}`,
      `/admin/quotes/${quote.id}/edit`,
      "/admin/invoices/new",
      `/admin/invoices/new?customerId=${customer.id}`,
      `/admin/invoices/${invoice.id}/edit`,
    ]) {
      const res = await page.goto(route);
      expect(res?.status(), route).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectFitsScreen(page);
      // Each price-book button shows its whole label (its price included) within the screen.
      const button = page.getByRole("button", { name: /\(£\d[\d,]*\.\d\d\)$/ }).first();
      await expect(button).toBeVisible();
      const fits = await button.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= document.documentElement.clientWidth);
      expect(fits, route).toBe(true);
    }
    // A price-book click fills the form's untouched line rather than adding one below it.
    await page.goto("/admin/quotes/new");
    await expect(page.getByRole("listitem", { name: /^Line \d$/ })).toHaveCount(1);
    await page.getByRole("button", { name: /\(£\d[\d,]*\.\d\d\)$/ }).first().click();
    await expect(page.getByRole("listitem", { name: /^Line \d$/ })).toHaveCount(1);
    await expect(page.getByRole("listitem", { name: "Line 1" }).getByLabel("Description")).not.toHaveValue("");
  });

  test("customers and jobs: each row a card with its details and actions on the screen; the delete dialog fits", async ({ phone: page }) => {
    const tag = randomBytes(3).toString("hex");
    const customer = await insertCustomer(tag);
    const { job } = await insertRecords(customer.id, tag);

    await page.goto("/admin/customers");
    await expectOnScreen(
      page.getByRole("link", { name: "Add Customer" }),
      page.getByRole("link", { name: "Export CSV" }),
      page.getByRole("searchbox", { name: "Search customers" }),
      page.getByRole("button", { name: "Search", exact: true }),
    );
    await page.getByRole("searchbox", { name: "Search customers" }).fill(tag);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    let row = page.getByRole("row", { name: new RegExp(customer.name) });
    await expectOnScreen(
      row.getByRole("link", { name: customer.name, exact: true }),
      row.getByText(customer.email!),
      row.getByText("01635 550 123"),
      row.getByText("14 Kennet Walk, Newbury"),
      row.locator('[data-slot="badge"]', { hasText: "Residential" }),
      row.getByRole("link", { name: `Edit ${customer.name}` }),
      row.getByRole("button", { name: `Delete ${customer.name}` }),
    );
    await expectFitsScreen(page);

    await page.goto(`/admin/jobs?q=${encodeURIComponent(job.title)}`);
    await expectOnScreen(page.getByRole("link", { name: "Add Job" }));
    row = page.getByRole("row", { name: new RegExp(job.title) });
    await expectOnScreen(
      row.getByRole("link", { name: job.title, exact: true }),
      row.getByRole("link", { name: customer.name, exact: true }),
      row.getByText("Drain Unblocking"),
      row.locator('[data-slot="badge"]', { hasText: "scheduled" }),
      row.getByText("1 Jul 2026, 09:30"),
      row.getByRole("link", { name: `Edit ${job.title}` }),
      row.getByRole("button", { name: `Delete ${job.title}` }),
    );
    await expectFitsScreen(page);

    // The confirmation fits the phone, its buttons within reach; cancelling keeps the job.
    await row.getByRole("button", { name: `Delete ${job.title}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this job?" });
    await expect(dialog).toBeInViewport({ ratio: 1 });
    await expectOnScreen(dialog.getByRole("button", { name: "Cancel" }), dialog.getByRole("button", { name: "Delete" }));
    await expectFitsScreen(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    // The record: heading with its Delete button, the form's buttons.
    await row.getByRole("link", { name: `Edit ${job.title}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit Job" })).toBeVisible();
    await expectOnScreen(
      page.getByRole("link", { name: "Back to jobs" }),
      page.getByRole("button", { name: "Delete job" }),
      page.getByLabel("Scheduled Date"),
      page.getByRole("button", { name: "Update" }),
      page.getByRole("link", { name: "Cancel" }),
    );
    await expectFitsScreen(page);
  });

  test("quotes and invoices: each row a card with its status, dates and View; a record shows every line item column and the totals", async ({
    phone: page,
  }) => {
    const tag = randomBytes(3).toString("hex");
    const customer = await insertCustomer(tag);
    const { quote, invoice } = await insertRecords(customer.id, tag);

    await page.goto(`/admin/quotes?q=${quote.quoteNumber}`);
    let row = page.getByRole("row", { name: new RegExp(quote.quoteNumber) });
    await expectOnScreen(
      row.getByRole("link", { name: quote.quoteNumber, exact: true }),
      row.getByRole("link", { name: customer.name, exact: true }),
      row.getByText("Drain Repairs"),
      row.getByText("£300.00"),
      row.locator('[data-slot="badge"]', { hasText: "sent" }),
      row.getByText("20 Jun 2026"),
      row.getByRole("link", { name: `View ${quote.quoteNumber}` }),
    );
    await expectFitsScreen(page);

    await row.getByRole("link", { name: `View ${quote.quoteNumber}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Quote ${quote.quoteNumber}` })).toBeVisible();
    let lines = page.getByRole("table", { name: "Line items" });
    const liner = lines.getByRole("row", { name: /Patch liner \(1 m\)/ });
    await expectOnScreen(
      liner.getByText("Patch liner (1 m) over the cracked joint, including CCTV before and after"),
      liner.getByText("2", { exact: true }),
      liner.getByText("£125.00"),
      liner.getByText("£250.00"),
      lines.getByRole("row", { name: /Subtotal/ }).getByText("£250.00"),
      lines.getByRole("row", { name: /VAT \(20%\)/ }).getByText("£50.00"),
      lines.getByRole("row", { name: /^Total/ }).getByText("£300.00"),
    );
    await expectFitsScreen(page);

    await page.goto(`/admin/invoices?q=${invoice.invoiceNumber}`);
    row = page.getByRole("row", { name: new RegExp(invoice.invoiceNumber) });
    await expectOnScreen(
      row.getByRole("link", { name: invoice.invoiceNumber, exact: true }),
      row.getByRole("link", { name: customer.name, exact: true }),
      row.locator('[data-label="Total"]').getByText("£120.00"),
      row.locator('[data-label="Balance"]').getByText("£120.00"),
      row.locator('[data-slot="badge"]', { hasText: "sent" }),
      row.getByText("2 Jul 2026", { exact: true }),
      row.getByText("16 Jul 2099", { exact: true }),
      row.getByRole("link", { name: `View ${invoice.invoiceNumber}` }),
    );
    await expectFitsScreen(page);

    await row.getByRole("link", { name: `View ${invoice.invoiceNumber}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Invoice ${invoice.invoiceNumber}` })).toBeVisible();
    lines = page.getByRole("table", { name: "Line items" });
    await expectOnScreen(
      lines.getByText("High-pressure jetting of the kitchen drain"),
      lines.getByRole("row", { name: /High-pressure jetting/ }).getByText("£100.00").first(),
      lines.getByRole("row", { name: /^Total/ }).getByText("£120.00"),
    );
    await expectFitsScreen(page);
  });

  test("a customer's record lists their jobs, quotes and invoices as cards with status and dates", async ({ phone: page }) => {
    const tag = randomBytes(3).toString("hex");
    const customer = await insertCustomer(tag);
    const { job, quote, invoice } = await insertRecords(customer.id, tag);

    await page.goto(`/admin/customers/${customer.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Edit Customer" })).toBeVisible();
    await expectOnScreen(page.getByRole("button", { name: "Delete customer" }), page.getByRole("link", { name: "Add Job" }));
    const jobRow = page.getByRole("table", { name: "Jobs" }).getByRole("row", { name: new RegExp(job.title) });
    await expectOnScreen(
      jobRow.getByRole("link", { name: job.title, exact: true }),
      jobRow.locator('[data-slot="badge"]', { hasText: "scheduled" }),
      jobRow.getByText("1 Jul 2026, 09:30"),
    );
    const quoteRow = page.getByRole("table", { name: "Quotes" }).getByRole("row", { name: new RegExp(quote.quoteNumber) });
    await expectOnScreen(
      quoteRow.getByRole("link", { name: quote.quoteNumber }),
      quoteRow.getByText("£300.00"),
      quoteRow.locator('[data-slot="badge"]', { hasText: "sent" }),
      quoteRow.getByText("20 Jun 2026"),
    );
    const invoiceRow = page.getByRole("table", { name: "Invoices" }).getByRole("row", { name: new RegExp(invoice.invoiceNumber) });
    await expectOnScreen(
      invoiceRow.getByRole("link", { name: invoice.invoiceNumber }),
      invoiceRow.locator('[data-slot="badge"]', { hasText: "sent" }),
      invoiceRow.getByText("2 Jul 2026", { exact: true }),
      invoiceRow.getByText("16 Jul 2099", { exact: true }),
    );
    await expectFitsScreen(page);
  });

  test("chats, enquiries, blog posts and staff: status, dates and actions on the screen", async ({ phone: page, request }) => {
    const tag = randomBytes(3).toString("hex");
    const message = `Do you clear gutters in Thatcham? ${tag}`;
    await startChat(request, message);
    const lastName = `Phone-${tag}`;
    await sendEnquiry(request, lastName);
    const post = await insertDraftPost(tag);

    await page.goto("/admin/chats");
    const chat = page.getByRole("row", { name: new RegExp(tag) });
    await expectOnScreen(
      chat.getByRole("link", { name: /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/ }),
      chat.getByText(message),
      chat.getByText("2", { exact: true }),
      chat.getByRole("link", { name: /^View the conversation of / }),
    );
    await expectFitsScreen(page);
    await chat.getByRole("link", { name: /^View the conversation of / }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Chat transcript" })).toBeVisible();
    await expectOnScreen(page.getByRole("list", { name: "Messages" }).getByText(message));
    await expectFitsScreen(page);

    await page.goto("/admin/enquiries");
    await expectOnScreen(page.getByRole("navigation", { name: "Filter by status" }).getByRole("link", { name: "Closed" }));
    const enquiry = page.getByRole("article", { name: `Phone ${lastName}` });
    await expectOnScreen(
      enquiry.getByText(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2} · Drain Repairs/),
      enquiry.getByText("Status: New"),
      enquiry.getByLabel("Status", { exact: true }),
      enquiry.getByRole("button", { name: `Update status of the enquiry from Phone ${lastName}` }),
      enquiry.getByRole("button", { name: "Create customer & job" }),
    );
    await expectFitsScreen(page);

    await page.goto("/admin/blog");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: post.title }) });
    await expectOnScreen(
      card.locator('[data-slot="badge"]', { hasText: "draft" }),
      card.getByText("18 Jun 2026"),
      card.getByRole("button", { name: `Publish ${post.title}` }),
      card.getByRole("link", { name: `Preview ${post.title} (opens in a new tab)` }),
      card.getByRole("link", { name: `Edit ${post.title}` }),
      card.getByRole("button", { name: `Delete ${post.title}` }),
    );
    await expectFitsScreen(page);

    await page.goto("/admin/staff");
    const me = page.getByRole("row", { name: new RegExp(E2E_ADMIN.email) });
    await expectOnScreen(
      me.getByText(E2E_ADMIN.email),
      me.locator('[data-slot="badge"]', { hasText: "Verified" }),
      me.getByText(/^\d{1,2} \w{3} \d{4}$/),
      me.locator('[data-slot="badge"]', { hasText: "Admin" }),
      me.getByRole("button", { name: `Revoke admin from ${E2E_ADMIN.email}` }),
    );
    await expectFitsScreen(page);
  });

  test("the calendar: the month, the day's jobs and the reschedule form fit the screen", async ({ phone: page }) => {
    const tag = randomBytes(3).toString("hex");
    const customer = await insertCustomer(tag);
    const { job } = await insertRecords(customer.id, tag);

    await page.goto("/admin/calendar?view=month&month=2026-07&day=2026-07-01");
    await expectOnScreen(
      page.getByRole("link", { name: "Previous month" }),
      page.getByRole("link", { name: "Next month" }),
      page.getByRole("link", { name: "Today" }),
      page.getByRole("navigation", { name: "Calendar view" }).getByRole("link", { name: "Week" }),
      page.getByRole("link", { name: /^Wednesday 1 July 2026/ }),
      page.getByRole("link", { name: /^Friday 31 July 2026/ }),
    );
    const entry = page.getByRole("list", { name: "Jobs on this date" }).getByRole("listitem").filter({ hasText: job.title });
    await expectOnScreen(entry.getByRole("link", { name: job.title, exact: true }), entry.getByText("Reschedule"));
    await entry.getByText("Reschedule").click();
    await expectOnScreen(entry.getByLabel("New date"), entry.getByLabel("New time"), entry.getByRole("button", { name: "Move job" }));
    await expectFitsScreen(page);

    await page.getByRole("navigation", { name: "Calendar view" }).getByRole("link", { name: "Week" }).click();
    await expect(page).toHaveURL(/view=week/);
    await expectOnScreen(page.getByRole("region", { name: /^Wednesday 1 July 2026/ }).getByText(job.title));
    await expectFitsScreen(page);
  });
});

test("on a desktop screen (1366 px) every back-office page fits, a 1,000-character word in every text field", async ({ browser, request }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, storageState: process.env.E2E_ADMIN_STATE });
  try {
    await everyBackOfficePageFits(await context.newPage(), request);
  } finally {
    await context.close();
  }
});

for (const width of [390, 1366]) {
  test(`every portal page fits a ${width} px screen, a 1,000-character word in every text field`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const tag = randomBytes(3).toString("hex");
    const long = `Unbroken${"y".repeat(1000 - 8 - tag.length)}${tag}`;
    // A name of letters only, as a person types it (the e-mail address is made unique).
    const { context, customerId } = await portalCustomer(browser, baseURL!, "Wordy Portal Customer");
    try {
      await withDb((db) => db.query("update customers set address = $2, notes = $2 where id = $1", [customerId, long]));
      const { makeSite, makeJob, makeQuote, makeInvoice } = factories();
      const site = await makeSite({ customerId, label: long, address: long, accessNotes: long });
      const line = { position: 1, description: long, quantity: "1", unitPricePence: 10000 };
      await makeJob({ customerId, siteId: site.id, title: long, description: long, locationAddress: long, status: "scheduled", scheduledDate: new Date("2099-07-01T09:30:00Z") });
      const quote = await makeQuote({ customerId, siteId: site.id, status: "sent", description: long, notes: long, terms: long, validUntil: "2099-07-20", lines: [line] });
      const invoice = await makeInvoice({ customerId, siteId: site.id, status: "sent", issueDate: "2099-07-02", dueDate: "2099-07-16", notes: long, lines: [line] });
      // A completed CCTV survey of the job: a run between access points named at length, an observation with a long remark.
      const surveyId = await withDb(async (db) => {
        const job = (await db.query<{ id: string }>("select id from jobs where customer_id = $1 limit 1", [customerId])).rows[0].id;
        const { rows } = await db.query<{ id: string }>(
          "insert into surveys (job_id, survey_date, purpose, status, completed_at, weather, equipment) values ($1, '2099-07-01', 'pre_purchase', 'complete', now(), $2, $2) returning id",
          [job, long],
        );
        const run = await db.query<{ id: string }>(
          "insert into survey_runs (survey_id, position, from_point, to_point, direction, use, length_surveyed_m, material) values ($1, 1, $2, $2, 'downstream', 'foul', 8, $2) returning id",
          [rows[0].id, long],
        );
        await db.query("insert into survey_observations (run_id, distance_m, code, remark) values ($1, 2.5, 'DEF', $2)", [run.rows[0].id, long]);
        return rows[0].id;
      });
      // A maintenance contract at that site with a long title (paused: shown, nothing generated for it).
      const contractId = await withDb(
        async (db) =>
          (
            await db.query<{ id: string }>(
              "insert into contracts (customer_id, site_id, title, frequency, start_date, price_pence, status) values ($1, $2, $3, 'quarterly', '2099-07-01', 30000, 'paused') returning id",
              [customerId, site.id, long],
            )
          ).rows[0].id,
      );
      // One offered to them with long terms: its page has the form to accept it.
      const offeredId = await withDb(
        async (db) =>
          (
            await db.query<{ id: string }>(
              "insert into contracts (customer_id, site_id, title, frequency, start_date, price_pence, status, offered_at, terms) values ($1, $2, $3, 'monthly', '2099-07-01', 12000, 'offered', now(), $3) returning id",
              [customerId, site.id, long],
            )
          ).rows[0].id,
      );
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 900 });
      for (const route of [
        "/customer/dashboard",
        "/customer/jobs",
        "/customer/quotes",
        `/customer/quotes/${quote.id}`,
        "/customer/invoices",
        `/customer/invoices/${invoice.id}`,
        `/customer/surveys/${surveyId}`,
        `/customer/contracts/${contractId}`,
        `/customer/contracts/${offeredId}`,
        "/customer/details",
        "/customer/request-visit",
      ]) {
        const res = await page.goto(route);
        expect(res?.status(), route).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // The survey's run, between its long-named access points, is on its page (there to fit).
        if (route.includes("/surveys/")) await expect(page.getByRole("heading", { level: 2, name: new RegExp(tag) })).toHaveCount(1);
        if (route.endsWith(offeredId)) await expect(page.getByRole("button", { name: "Accept and sign" })).toBeVisible();
        // The home lists the survey and the contract, each a link to its page.
        if (route === "/customer/dashboard") {
          await expect(page.getByRole("heading", { level: 2, name: "Drain surveys" })).toBeVisible();
          await expect(page.locator(`a[href="/customer/surveys/${surveyId}"]`)).toHaveCount(1);
          await expect(page.getByRole("heading", { level: 2, name: "Maintenance contracts" })).toBeVisible();
          await expect(page.locator(`a[href="/customer/contracts/${contractId}"]`)).toContainText("(paused)");
        }
        await expectFitsScreen(page);
      }
    } finally {
      await context.close();
    }
  });
}

test("on a tablet a list too wide for the screen scrolls sideways within its card, every column reachable", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 800, height: 1000 }, hasTouch: true, storageState: process.env.E2E_ADMIN_STATE });
  const page = await context.newPage();
  await page.goto("/admin/customers");
  // Wider than a phone: the table itself, with its column headings.
  await expect(page.getByRole("columnheader", { name: "Actions" })).toBeAttached();
  const found = await page.evaluate(() => {
    const box = document.querySelector('[data-slot="table-container"]')!;
    return { page: document.documentElement.scrollWidth, box: box.scrollWidth, boxWidth: box.clientWidth, style: getComputedStyle(box).overflowX };
  });
  expect(found.page).toBeLessThanOrEqual(800);
  expect(found.style).toBe("auto");
  const edit = page.getByRole("link", { name: /^Edit / }).first();
  if (found.box > found.boxWidth) {
    // Cut off at first; scrolling the table brings the actions in.
    await expect(edit).not.toBeInViewport({ ratio: 1 });
    await edit.scrollIntoViewIfNeeded();
  }
  await expect(edit).toBeInViewport({ ratio: 1 });
  await context.close();
});

test.describe("the customer portal on a phone", () => {
  test("sign-up, log-in and every portal page fit the screen; jobs, quotes and invoices show their status, dates and actions", async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await newPhone(browser);
    const page = await context.newPage();
    const tag = randomBytes(4).toString("hex");
    const email = `phone.portal.${tag}@example.com`;

    await page.goto("/auth");
    await expectFitsScreen(page);

    await page.goto("/customer/login");
    await expectFitsScreen(page);
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("Full Name").fill("Pat Phone");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone").fill("01635 123456");
    await page.getByLabel("Address").fill("7 Bartholomew Street, Newbury");
    await page.getByLabel("Password").fill(PASSWORD);
    await expectFitsScreen(page);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Account created! You can now log in.").first()).toBeVisible();

    await withDb((db) => db.query(`update "user" set email_verified = true where email = $1`, [email]));
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/customer\/dashboard$/);
    // The verified account got its customer record on this first visit; give it some records.
    const customerId = await withDb(async (db) => (await db.query("select id from customers where lower(email) = lower($1)", [email])).rows[0].id as string);
    const { job, quote, invoice } = await insertRecords(customerId, tag);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Pat Phone" })).toBeVisible();
    await expectOnScreen(page.getByTestId("count-activeJobs"), page.getByTestId("count-upcomingJobs"), page.getByRole("link", { name: /Pay Invoices/ }));
    await expectFitsScreen(page);

    // The menu.
    await page.getByRole("button", { name: "Open menu" }).click();
    const sheet = page.getByRole("dialog");
    await expect(sheet).toBeInViewport({ ratio: 1 });
    const nav = sheet.getByRole("navigation", { name: "Customer portal" });
    for (const section of ["Dashboard", "Jobs", "Quotes", "Invoices"]) await expectOnScreen(nav.getByRole("link", { name: section, exact: true }));
    await expectOnScreen(sheet.getByRole("button", { name: "Sign Out" }));
    await expectFitsScreen(page);
    await nav.getByRole("link", { name: "Jobs", exact: true }).click();
    await expect(page).toHaveURL(/\/customer\/jobs$/);
    await expect(sheet).toBeHidden();

    const jobCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: job.title }) });
    await expectOnScreen(
      jobCard.locator('[data-slot="badge"]', { hasText: "scheduled" }),
      jobCard.getByText("High priority"),
      jobCard.getByText("1 July 2026 at 09:30"),
      jobCard.getByText("14 Kennet Walk, Newbury RG14 5AA"),
    );
    await expectFitsScreen(page);

    await page.goto("/customer/quotes");
    const quoteCard = page.getByRole("group", { name: `Quote ${quote.quoteNumber}` });
    await expectOnScreen(
      quoteCard.locator('[data-slot="badge"]', { hasText: "sent" }),
      quoteCard.getByText("£300.00"),
      quoteCard.getByText("20 July 2099"),
      quoteCard.getByRole("link", { name: `Review and answer ${quote.quoteNumber}` }),
    );
    await expectFitsScreen(page);
    await quoteCard.getByRole("link", { name: `Review and answer ${quote.quoteNumber}` }).click();
    await expectOnScreen(page.getByRole("heading", { name: `Quote ${quote.quoteNumber}` }), page.getByRole("button", { name: "Accept and sign" }));
    await expectFitsScreen(page);

    await page.goto("/customer/invoices");
    const invoiceCard = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: invoice.invoiceNumber }) });
    await expectOnScreen(
      invoiceCard.locator('[data-slot="badge"]', { hasText: "sent" }),
      // The total, and (nothing paid yet) the same balance due.
      invoiceCard.getByText("£120.00").first(),
      invoiceCard.getByText("£120.00").last(),
      invoiceCard.getByText("2 July 2026", { exact: true }),
      invoiceCard.getByText("16 July 2099", { exact: true }),
      invoiceCard.getByRole("link", { name: `View and pay ${invoice.invoiceNumber}` }),
    );
    await expectFitsScreen(page);
    await invoiceCard.getByRole("link", { name: `View and pay ${invoice.invoiceNumber}` }).click();
    await expectOnScreen(page.getByRole("heading", { name: "How to pay" }));
    await expectFitsScreen(page);

    await page.goto("/customer");
    await expectFitsScreen(page);
    await context.close();
  });
});
