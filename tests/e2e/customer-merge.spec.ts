import { randomBytes, randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, factories, test, withDb } from "./support/fixtures";

/**
 * Merging a duplicate customer record from the inbox: a chat booking made a new record for someone
 * the firm already knew (the same phone number); the office merges it into the older record, taking
 * one detail from the new one, on a phone and on a desktop screen.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;

async function expectFitsScreen(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

/** An older record and a newer duplicate with the same phone, made by a chat booking with its job and enquiry. */
async function duplicates(tag: string) {
  const { makeCustomer, makeJob, makeEnquiry, makeConversation } = factories();
  const phone = `07700 ${String(randomInt(100000, 999999))}`;
  const older = await makeCustomer({ name: `Older ${tag}`, phone, address: `1 Old Lane ${tag}, Newbury`, createdAt: new Date(Date.now() - 30 * 86_400_000) });
  const olderJob = await makeJob({ customerId: older.id, title: `Earlier job ${tag}` });
  const newer = await makeCustomer({ name: `Newer ${tag}`, phone, email: `newer.${tag}@example.com`, address: `1 Old Lane ${tag}, Newbury`, notes: "Created from a chat booking." });
  const chat = await makeConversation();
  const newerJob = await makeJob({ customerId: newer.id, title: `Chat job ${tag}`, conversationId: chat.id });
  await makeEnquiry({ source: "chat", firstName: "Chat", lastName: `Booker ${tag}`, phone, customerId: newer.id, jobId: newerJob.id, conversationId: chat.id });
  return { older, newer, olderJob, newerJob };
}

async function mergeFromTheInbox(page: Page) {
  const tag = randomBytes(3).toString("hex");
  const { older, newer, olderJob, newerJob } = await duplicates(tag);

  await page.goto("/admin/enquiries?status=new");
  const card = page.getByRole("article", { name: `Chat Booker ${tag}` });
  await expect(card).toBeVisible();
  await expect(card.getByRole("link", { name: `Older ${tag}`, exact: true })).toBeVisible();
  await expectFitsScreen(page);
  await card.getByRole("link", { name: `Merge this enquiry's customer into Older ${tag}` }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/customers/${older.id}/merge\\?with=${newer.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Merge customers" })).toBeVisible();
  // The kept record's value by default; its e-mail address is empty, so the other's.
  await expect(page.getByRole("radio", { name: `Name from the kept record: Older ${tag}` })).toBeChecked();
  await expect(page.getByRole("radio", { name: `Email from the merged record: newer.${tag}@example.com` })).toBeChecked();
  await expect(page.getByRole("table", { name: "What each record holds" })).toContainText(`Newer ${tag}`);
  await expectFitsScreen(page);

  // Swap would keep the newer record instead; come back to keeping the older one.
  await page.getByRole("link", { name: `Swap: keep Newer ${tag} instead` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${newer.id}/merge\\?with=${older.id}$`));
  await page.getByRole("link", { name: `Swap: keep Older ${tag} instead` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${older.id}/merge\\?with=${newer.id}$`));

  await page.getByRole("radio", { name: `Name from the merged record: Newer ${tag}` }).check();
  await page.getByRole("button", { name: "Merge customers" }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/customers/${older.id}$`));
  await expect(page.getByText("Customers merged")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue(`Newer ${tag}`);
  await expect(page.getByLabel("Email")).toHaveValue(`newer.${tag}@example.com`);
  const jobsTable = page.getByRole("table", { name: "Jobs" });
  await expect(jobsTable.getByRole("link", { name: newerJob.title })).toBeVisible();
  await expect(jobsTable.getByRole("link", { name: olderJob.title })).toBeVisible();
  await expectFitsScreen(page);

  // The old id still works: it opens the kept record.
  await page.goto(`/admin/customers/${newer.id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${older.id}$`));
  await expect(page.getByLabel("Name")).toHaveValue(`Newer ${tag}`);

  const rows = await withDb(async (db) => ({
    customers: (await db.query("select id from customers where id = any($1::uuid[])", [[older.id, newer.id]])).rows,
    enquiries: (await db.query("select customer_id from enquiries where last_name = $1", [`Booker ${tag}`])).rows,
  }));
  expect(rows.customers).toEqual([{ id: older.id }]);
  expect(rows.enquiries).toEqual([{ customer_id: older.id }]);
}

test.describe("merging duplicate customers", () => {
  test("on a phone: from the inbox's possible match to one record", async ({ browser }) => {
    const context = await browser.newContext({ ...PHONE, storageState: process.env.E2E_ADMIN_STATE });
    const page = await context.newPage();
    try {
      expect(page.viewportSize()?.width).toBe(390);
      await mergeFromTheInbox(page);
    } finally {
      await context.close();
    }
  });

  test("on a desktop screen: from the inbox's possible match to one record", async ({ adminPage: page }) => {
    expect(page.viewportSize()?.width).toBeGreaterThanOrEqual(1280);
    await mergeFromTheInbox(page);
  });

  test("the customer page links to the merge page, whose search finds the other record; a record cannot be merged into itself", async ({ adminPage: page }) => {
    const tag = randomBytes(3).toString("hex");
    const { older, newer } = await duplicates(tag);
    await page.goto(`/admin/customers/${older.id}`);
    await page.getByRole("link", { name: "Merge with another customer" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/customers/${older.id}/merge$`));
    await page.getByLabel("Name, e-mail, phone or postcode").fill(`Newer ${tag}`);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: `Compare with Newer ${tag}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/customers/${older.id}/merge\\?with=${newer.id}$`));
    await expect(page.getByRole("radio", { name: `Name from the merged record: Newer ${tag}` })).not.toBeChecked();

    const itself = await page.goto(`/admin/customers/${older.id}/merge?with=${older.id}`);
    expect(itself?.status()).toBe(400);
    await expect(page.getByRole("alert").filter({ hasText: "A record cannot be merged into itself" })).toBeVisible();
  });
});
