import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { E2E_ADMIN, expect, test, withDb } from "./support/fixtures";

function unique(tag: string) {
  return `${tag} ${randomBytes(3).toString("hex")}`;
}

async function itemRows(name: string) {
  return withDb(async (db) => (await db.query("select * from price_book_items where name = $1", [name])).rows);
}

/** A stored item at the end of the price book, added directly (for tests about the list, not the form). */
async function insertItem(name: string) {
  return withDb(async (db) => {
    const { rows } = await db.query(
      `insert into price_book_items (name, description, unit_price_pence, vat_rate_bp, service_type, position)
       values ($1, 'Rod and jet the run', 12000, 2000, 'drain_cleaning', (select coalesce(max(position), 0) + 1 from price_book_items))
       returning id`,
      [name],
    );
    return rows[0].id as string;
  });
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
}

const BAD_PRICE = "Enter a price in pounds, such as 95 or 95.50";

test.describe("the price book in the back-office", () => {
  test("add an item and see it with its price, then edit its price", async ({ adminPage: page }) => {
    const name = unique("Root cutting");

    await page.goto("/admin");
    const nav = page.getByRole("navigation", { name: "Admin" });
    const links = await nav.getByRole("link").allTextContents();
    // The money pages together: invoices, their credit notes, then the price book.
    expect(links.indexOf("Credit Notes")).toBe(links.indexOf("Invoices") + 1);
    expect(links.indexOf("Price Book")).toBe(links.indexOf("Credit Notes") + 1);
    await nav.getByRole("link", { name: "Price Book" }).click();
    await expect(page).toHaveURL(/\/admin\/price-book$/);
    await expect(page.getByRole("heading", { name: "Price Book", level: 1 })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Price Book" })).toHaveAttribute("aria-current", "page");

    // The demo data's standard items, at the FAQ's prices.
    const table = page.getByRole("table", { name: "Price book items" });
    await expect(table.getByRole("row", { name: /Drain unblocking – standard blockage/ })).toContainText("£140.00");
    await expect(table.getByRole("row", { name: /Emergency callout \(after 6pm\)/ })).toContainText("£185.00");

    await page.getByRole("link", { name: "Add Item" }).click();
    await expect(page.getByRole("heading", { name: "New Price Book Item" })).toBeVisible();
    await expect(page.getByLabel("VAT rate (%)")).toHaveValue("20");
    await expect(page.getByRole("checkbox", { name: "Active" })).toBeChecked();
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Description").fill("Mechanical root cutting and jetting of one drain run");
    await page.getByLabel("Unit price (£)").fill("1234.5");
    await page.getByLabel("Service").selectOption({ label: "Drain Repairs" });
    await page.getByRole("button", { name: "Create" }).click();

    await expect(page).toHaveURL(/\/admin\/price-book$/);
    await expect(page.getByText("Price book item created successfully")).toBeVisible();
    const row = table.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("£1,234.50");
    await expect(row).toContainText("20%");
    await expect(row).toContainText("Drain Repairs");
    await expect(row.getByText("Active", { exact: true })).toBeVisible();
    // A new item goes to the end of the list.
    await expect(table.getByRole("row").last()).toContainText(name);
    const [stored] = await itemRows(name);
    expect(stored).toMatchObject({ unit_price_pence: 123450, vat_rate_bp: 2000, service_type: "drain_repairs", active: true });

    // Edit the price.
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page.getByRole("heading", { name: "Edit Price Book Item" })).toBeVisible();
    await expect(page.getByLabel("Unit price (£)")).toHaveValue("1234.50");
    await page.getByLabel("Unit price (£)").fill("1350");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page).toHaveURL(/\/admin\/price-book$/);
    await expect(page.getByText("Price book item updated successfully")).toBeVisible();
    await expect(row).toContainText("£1,350.00");
    expect((await itemRows(name))[0].unit_price_pence).toBe(135000);

    // The item's page says who did what, in pounds.
    await page.goto(`/admin/price-book/${stored.id}`);
    const history = page.getByRole("list", { name: "History" });
    await expect(history.getByRole("listitem").filter({ hasText: "Changed unit price from £1,234.50 to £1,350.00" })).toContainText(new RegExp(`by .*${E2E_ADMIN.email.replaceAll(".", "\\.")}\\)? on`));
    await expect(history.getByRole("listitem").filter({ hasText: "Created" })).toContainText(new RegExp(`by .*${E2E_ADMIN.email.replaceAll(".", "\\.")}\\)? on`));
  });

  test("move an item, archive it and restore it, with the history recorded", async ({ adminPage: page }) => {
    const name = unique("Gully clean");
    const id = await insertItem(name);
    await page.goto("/admin/price-book");
    const table = page.getByRole("table", { name: "Price book items" });
    const row = table.getByRole("row", { name: new RegExp(name) });
    await expect(table.getByRole("row").last()).toContainText(name);
    await expect(page.getByRole("button", { name: `Move down ${name}` })).toBeDisabled();

    // Up one place, past the last of the others, and back down.
    const before = await table.getByRole("row").allTextContents();
    await page.getByRole("button", { name: `Move up ${name}` }).click();
    await expect(page.getByText("Price book item moved up")).toBeVisible();
    await expect(table.getByRole("row").nth(before.length - 2)).toContainText(name);
    await expect(table.getByRole("row").last()).toContainText(before[before.length - 2].slice(0, 20));
    await page.getByRole("button", { name: `Move down ${name}` }).click();
    await expect(page.getByText("Price book item moved down")).toBeVisible();
    await expect(table.getByRole("row").last()).toContainText(name);

    // Archive: still listed for the office, marked, and can be restored.
    await page.getByRole("button", { name: `Archive ${name}` }).click();
    await expect(page.getByText("Price book item archived")).toBeVisible();
    await expect(row.getByText("Archived", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: `Restore ${name}` })).toBeVisible();
    expect((await itemRows(name))[0].active).toBe(false);

    await page.goto(`/admin/price-book/${id}`);
    await expect(page.getByRole("checkbox", { name: "Active" })).not.toBeChecked();
    const history = page.getByRole("list", { name: "History" });
    await expect(history.getByRole("listitem").filter({ hasText: "Archived" })).toContainText(new RegExp(`by .*${E2E_ADMIN.email.replaceAll(".", "\\.")}\\)? on`));
    await expect(history.getByRole("listitem").filter({ hasText: /^Moved (up|down)/ }).filter({ hasText: new RegExp(`by .*${E2E_ADMIN.email.replaceAll(".", "\\.")}\\)? on`) })).toHaveCount(2);

    await page.getByRole("button", { name: "Restore" }).click();
    await expect(page.getByText("Price book item restored")).toBeVisible();
    await expect(page.getByRole("button", { name: "Archive" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Active" })).toBeChecked();
    const audit = await withDb(async (db) => (await db.query("select action from audit_log where entity_id = $1 order by created_at", [id])).rows);
    expect(audit.map((a) => a.action)).toEqual(["move", "move", "archive", "restore"]);
  });

  test("a bad price is refused with the field message, and nothing is stored", async ({ adminPage: page }) => {
    const name = unique("Bad price");
    await page.goto("/admin/price-book/new");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Description").fill("Anything");
    await page.getByLabel("Unit price (£)").fill("12.345");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText(BAD_PRICE)).toBeVisible();
    await expect(page.getByLabel("Unit price (£)")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/admin\/price-book\/new$/);

    // Corrected as it is typed.
    await page.getByLabel("Unit price (£)").fill("95.50");
    await expect(page.getByText(BAD_PRICE)).toHaveCount(0);
    await page.getByLabel("Unit price (£)").fill("ninety");
    await expect(page.getByText(BAD_PRICE)).toBeVisible();
    expect(await itemRows(name)).toHaveLength(0);
  });

  test("the server refuses a bad price with a 400 and the field message, without JavaScript too", async ({ browser, request, baseURL }) => {
    const name = unique("Server price");
    const res = await request.post("/admin/price-book/new", {
      headers: { Cookie: process.env.E2E_ADMIN_COOKIE!, Origin: new URL(baseURL!).origin },
      form: { intent: "save", name, description: "Anything", unitPrice: "-10", vatRate: "20", active: "on" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(400);

    const context = await browser.newContext({ storageState: process.env.E2E_ADMIN_STATE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/admin/price-book/new");
    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Description").fill("Anything");
    await page.getByLabel("Unit price (£)").fill("abc");
    await page.getByLabel("VAT rate (%)").fill("120");
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), page.getByRole("button", { name: "Create" }).click()]);
    expect(response.status()).toBe(400);
    await expect(page.getByText(BAD_PRICE)).toBeVisible();
    await expect(page.getByText("Enter a VAT rate between 0 and 100%")).toBeVisible();
    // What was typed is kept.
    await expect(page.getByLabel("Name")).toHaveValue(name);
    await expect(page.getByLabel("Unit price (£)")).toHaveValue("abc");
    await context.close();
    expect(await itemRows(name)).toHaveLength(0);
  });

  test("on a 390 px phone the items are stacked, and their buttons work", async ({ browser }) => {
    const name = unique("Phone item");
    await insertItem(name);
    const context = await browser.newContext({ storageState: process.env.E2E_ADMIN_STATE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto("/admin/price-book");
    await expect(page.getByRole("heading", { name: "Price Book", level: 1 })).toBeVisible();
    await expect(page.getByRole("table", { name: "Price book items" })).toBeHidden();
    const card = page.getByRole("list", { name: "Price book items" }).getByRole("listitem").filter({ hasText: name });
    await expect(card).toContainText("£120.00");
    await expect(card).toContainText("Drain Cleaning");
    await expect(card.getByRole("link", { name: `Edit ${name}` })).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await card.getByRole("button", { name: `Archive ${name}` }).click();
    await expect(page.getByText("Price book item archived")).toBeVisible();
    await expect(card.getByText("Archived", { exact: true })).toBeVisible();
    await card.getByRole("button", { name: `Restore ${name}` }).click();
    await expect(page.getByText("Price book item restored")).toBeVisible();
    expect((await itemRows(name))[0].active).toBe(true);

    await card.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page.getByRole("heading", { name: "Edit Price Book Item" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });

  // One page a test: each axe run takes seconds on a small machine.
  for (const viewport of [
    { name: "a desktop", width: 1280, height: 800 },
    { name: "a 390 px phone", width: 390, height: 844 },
  ]) {
    for (const page of ["list", "item"] as const) {
      test(`the ${page} page has no serious or critical accessibility violations on ${viewport.name}`, async ({ browser }) => {
        const path = page === "list" ? "/admin/price-book" : `/admin/price-book/${await insertItem(unique("Checked item"))}`;
        const context = await browser.newContext({ storageState: process.env.E2E_ADMIN_STATE, viewport });
        const tab = await context.newPage();
        await tab.goto(path);
        await expect(tab.getByRole("heading", { level: 1 })).toHaveCount(1);
        expect(await seriousViolations(tab)).toEqual([]);
        await context.close();
      });
    }
  }
});
