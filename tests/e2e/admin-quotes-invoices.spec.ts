import type { Page } from "@playwright/test";
import { expect, test, withDb } from "./support/fixtures";

async function documentNumber(sql: string, customer: string): Promise<{ id: string; number: string }> {
  return withDb(async (db) => (await db.query(sql, [customer])).rows[0]);
}

/** The id and number of the named customer's quote or invoice in the demo data. */
function documentOf(noun: "quote" | "invoice", customer: string) {
  return documentNumber(`select d.id, d.${noun}_number as number from ${noun}s d join customers c on c.id = d.customer_id where c.name = $1`, customer);
}

/** Open a kind's back-office list and check its heading, its Create link and its columns. */
async function openList(page: Page, noun: "quote" | "invoice", columns: string[]) {
  const title = noun === "quote" ? "Quote" : "Invoice";
  await page.goto(`/admin/${noun}s`);
  await expect(page.getByRole("heading", { name: `${title}s` })).toBeVisible();
  await expect(page.getByRole("link", { name: `Create ${title}` })).toHaveAttribute("href", `/admin/${noun}s/new`);
  for (const column of columns) {
    await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }
}

/** Search a kind's list: the URL carries the search, and one row matches below the header. */
async function searchList(page: Page, noun: "quote" | "invoice", text: string, url: RegExp) {
  const box = page.getByRole("searchbox", { name: `Search ${noun}s` });
  await box.fill(text);
  await box.press("Enter");
  await expect(page).toHaveURL(url);
  await expect(page.getByRole("row")).toHaveCount(2);
}

test.describe("quotes and invoices in the back-office", () => {
  test("the quotes list searches by customer and number, and a quote shows its line items and totals", async ({ adminPage: page }) => {
    const hartley = await documentOf("quote", "Susan Hartley");

    await openList(page, "quote", ["Quote #", "Customer", "Service", "Total", "Status", "Created", "Actions"]);
    await expect(page.getByRole("searchbox", { name: "Search quotes" })).toHaveAttribute("placeholder", "Search quotes...");
    // The five demo quotes (and any added by other tests).
    expect(await page.getByRole("row").count()).toBeGreaterThanOrEqual(6);
    await expect(page.getByText(/Showing 1–\d+ of \d+ quotes/)).toBeVisible();

    await searchList(page, "quote", "hARTLEY", /[?&]q=hARTLEY/);
    const row = page.getByRole("row", { name: new RegExp(hartley.number) });
    await expect(row).toContainText("Susan Hartley");
    await expect(row).toContainText("Drain Repairs");
    await expect(row).toContainText("£1,116.00");
    await expect(row).toContainText("Sent");

    await page.goto(`/admin/quotes?q=${hartley.number.toLowerCase()}`);
    await expect(page.getByRole("row")).toHaveCount(2);
    await page.getByRole("link", { name: `View ${hartley.number}` }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/quotes/${hartley.id}$`));
    await expect(page.getByRole("heading", { name: `Quote ${hartley.number}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Susan Hartley" })).toHaveAttribute("href", /\/admin\/customers\/[0-9a-f-]{36}$/);
    await expect(page.getByText("Remove root ingress from the front drain run")).toBeVisible();
    const lines = page.getByRole("table", { name: "Line items" });
    const liner = lines.getByRole("row", { name: /Patch liner \(1 m\) over the defective joint/ });
    await expect(liner.getByRole("cell")).toHaveText(["Patch liner (1 m) over the defective joint", "2", "£295.00", "£590.00"]);
    await expect(lines.getByRole("row", { name: /Subtotal/ })).toContainText("£930.00");
    await expect(lines.getByRole("row", { name: /VAT \(20%\)/ })).toContainText("£186.00");
    await expect(lines.getByRole("row", { name: /^Total/ })).toContainText("£1,116.00");
    await expect(page.getByText("Sent by post as the customer has no e-mail.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
  });

  test("the invoices list searches by customer and number, and an invoice shows its line items, totals and payment", async ({ adminPage: page }) => {
    const ellison = await documentOf("invoice", "Margaret Ellison");

    await openList(page, "invoice", ["Invoice #", "Customer", "Total", "Status", "Issue Date", "Due Date", "Actions"]);
    expect(await page.getByRole("row").count()).toBeGreaterThanOrEqual(6);

    await searchList(page, "invoice", "margaret ELLISON", /[?&]q=/);
    const row = page.getByRole("row", { name: new RegExp(ellison.number) });
    await expect(row).toContainText("£192.00");
    await expect(row).toContainText("Paid");

    await page.goto(`/admin/invoices?q=${ellison.number.toLowerCase()}`);
    await expect(page.getByRole("row")).toHaveCount(2);
    await page.goto("/admin/invoices?q=no-such-invoice");
    await expect(page.getByText("No invoices match “no-such-invoice”.")).toBeVisible();

    await page.goto(`/admin/invoices?q=${ellison.number}`);
    await page.getByRole("link", { name: `View ${ellison.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/invoices/${ellison.id}$`));
    await expect(page.getByRole("heading", { name: `Invoice ${ellison.number}` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Margaret Ellison" })).toBeVisible();
    const lines = page.getByRole("table", { name: "Line items" });
    await expect(lines.getByRole("row", { name: /Unblock kitchen drain and outside gully/ }).getByRole("cell")).toHaveText([
      "Unblock kitchen drain and outside gully",
      "1",
      "£95.00",
      "£95.00",
    ]);
    await expect(lines.getByRole("row", { name: /Subtotal/ })).toContainText("£160.00");
    await expect(lines.getByRole("row", { name: /VAT \(20%\)/ })).toContainText("£32.00");
    await expect(lines.getByRole("row", { name: /^Total/ })).toContainText("£192.00");
    // Its payment: the whole total, by card.
    const payment = page.getByTestId("payment").first();
    await expect(payment).toContainText("£192.00");
    await expect(payment).toContainText("Card");
    await expect(page.getByText("Paid Date")).toBeVisible();
    await expect(page.getByText("Paid by card over the phone.")).toBeVisible();
  });

  test("a malformed quote or invoice id is not found", async ({ adminPage: page }) => {
    for (const route of ["/admin/quotes/not-an-id", "/admin/invoices/123"]) {
      const res = await page.request.get(route, { maxRedirects: 0 });
      expect(res.status(), route).toBe(404);
    }
  });
});
