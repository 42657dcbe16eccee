import { expect, factories, test, withDb } from "./support/fixtures";

// The reminder settings page (administrators), the reminders switch on a customer's page and the
// statement of account from the customer's page, on a desktop and at a phone's 390 px width.

test.describe.configure({ mode: "serial" });

test("an administrator's bad reminder settings are refused field by field and nothing is saved; good ones are", async ({ adminPage: page }) => {
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reminders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reminder settings" })).toBeVisible();
  const days = page.locator('input[name="invoice_overdue_2.days"]');
  const body = page.locator('textarea[name="invoice_due.body"]');
  await days.fill("3");
  await body.fill("Please pay {amount} today.");
  await page.getByRole("button", { name: "Save reminder settings" }).click();
  await expect(page.getByText("Must be more days than the reminder before")).toBeVisible();
  await expect(page.getByText("Unknown placeholder {amount}")).toBeVisible();
  await expect(days).toHaveValue("3");
  expect(await withDb(async (db) => (await db.query("select count(*)::int as n from reminder_settings")).rows[0].n)).toBe(0);

  await days.fill("21");
  await body.fill("Invoice {number} is due today: {balance}.");
  await page.getByRole("button", { name: "Save reminder settings" }).click();
  await expect(page.getByText("Reminder settings saved")).toBeVisible();
  await expect(page.locator('input[name="invoice_overdue_2.days"]')).toHaveValue("21");
  const saved = await withDb(async (db) => (await db.query("select days from reminder_settings where stage = 'invoice_overdue_2'")).rows[0]);
  expect(saved.days).toBe(21);
  // The page's history says what was changed.
  await expect(page.getByRole("list", { name: "History" }).getByRole("listitem").first()).toContainText(/changed second overdue reminder, days from \d+ to 21/i);
  await withDb((db) => db.query("delete from reminder_settings"));

  // At a phone's width the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("staff turn a customer's reminders off from their page, and download their statement", async ({ adminPage: page }) => {
  const f = factories();
  const customer = await f.makeCustomer({ name: "Switch Off Ltd", email: "switch.off@example.com" });
  await f.makeInvoice({ customerId: customer.id, status: "sent", dueDate: "2026-12-30", totalPence: 12000, subtotalPence: 10000, vatAmountPence: 2000 });
  await page.goto(`/admin/customers/${customer.id}`);
  const card = page.locator("form").filter({ has: page.getByRole("button", { name: "Save reminders choice" }) });
  await expect(card.getByRole("switch", { name: "Send automatic reminders" })).toHaveAttribute("aria-checked", "true");
  await card.getByRole("switch", { name: "Send automatic reminders" }).click();
  await card.getByRole("button", { name: "Save reminders choice" }).click();
  await expect(page.getByText("Automatic reminders are off")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Send automatic reminders" })).toHaveAttribute("aria-checked", "false");
  expect(await withDb(async (db) => (await db.query("select count(*)::int as n from reminder_opt_outs where customer_id = $1", [customer.id])).rows[0].n)).toBe(1);

  const link = page.getByRole("link", { name: "Statement of account (PDF)" });
  await expect(link).toHaveAttribute("href", `/admin/customers/${customer.id}/statement.pdf`);
  const pdf = await page.request.get(`/admin/customers/${customer.id}/statement.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("switch", { name: "Send automatic reminders" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
