import { parse } from "csv-parse/sync";
import fs from "node:fs";
import { expect, test } from "./support/fixtures";

test.describe("filters, exports, reports and the dashboard", () => {
  test("filters go into the address and the back button returns to them", async ({ adminPage: page }) => {
    await page.goto("/admin/invoices");
    await page.getByLabel("Status").selectOption("overdue");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/invoices\?(.*&)?status=overdue/);
    await page.getByLabel("Service").selectOption("drain_cleaning");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/service=drain_cleaning/);
    await page.goBack();
    await expect(page).toHaveURL(/status=overdue/);
    await expect(page).not.toHaveURL(/service=[^&]/);
    await expect(page.getByLabel("Status")).toHaveValue("overdue");
    const bad = await page.goto("/admin/invoices?status=lost");
    expect(bad?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("Status must be one of");
  });

  test("the export downloads the filtered invoices as CSV", async ({ adminPage: page }) => {
    await page.goto("/admin/invoices?status=unpaid");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    const rows = parse(fs.readFileSync(await download.path()), { bom: true }) as string[][];
    expect(rows[0]?.[0]).toBe("Invoice Number");
    for (const row of rows.slice(1)) expect(["sent", "partly paid", "overdue"]).toContain(row[4]?.toLowerCase());
  });

  test("the reports page shows SVG charts without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: process.env.E2E_ADMIN_STATE });
    const page = await context.newPage();
    const response = await page.goto("/admin/reports");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Invoiced and received by month" })).toBeVisible();
    expect(await page.locator("figure svg").count()).toBeGreaterThanOrEqual(6);
    await expect(page.locator("figure svg rect, figure svg path").first()).toBeAttached();
    await context.close();
  });

  test("each dashboard card opens a list as long as its number", async ({ adminPage: page }) => {
    // Other tests add invoices and visits to the same database while this one runs, so a card and
    // its list are read again until no change falls between the two readings; a list that never
    // matches its card fails.
    for (const key of ["outstanding", "overdue", "awaiting", "visits"]) {
      await expect(async () => {
        await page.goto("/admin");
        const count = Number(await page.getByTestId(`card-count-${key}`).textContent());
        await page.locator(`a[data-card="${key}"]`).click();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        if (count === 0) {
          await expect(page.getByText(/No .* match these filters/)).toBeVisible({ timeout: 2_000 });
          return;
        }
        const shown = await page.getByText(/^Showing .* of [\d,]+ /).textContent({ timeout: 2_000 });
        expect(Number(/of ([\d,]+) /.exec(shown ?? "")?.[1]?.replace(/,/g, ""))).toBe(count);
      }).toPass({ timeout: 30_000 });
    }
  });
});
