import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { parse } from "csv-parse/sync";
import { E2E_ADMIN, expect, factories, test, withDb } from "./support/fixtures";

function unique(tag: string) {
  return `${tag} ${randomBytes(3).toString("hex")}`;
}

async function customerRows(name: string) {
  return withDb(async (db) => (await db.query("select * from customers where name = $1", [name])).rows);
}

test.describe("customers in the back-office", () => {
  test("create, search, edit and delete a customer, with the history recorded", async ({ adminPage: page }) => {
    const name = unique("Eleanor Vance");
    const email = `${name.split(" ").join(".").toLowerCase()}@example.com`;

    await page.goto("/admin/customers");
    await expect(page.getByRole("heading", { name: "Customers" })).toBeVisible();
    await page.getByRole("link", { name: "Add Customer" }).click();
    await expect(page.getByRole("heading", { name: "New Customer" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Customer Details" })).toBeVisible();

    // Checked in the browser first: nothing is sent while a required field is empty.
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Phone is required")).toBeVisible();
    await expect(page.getByText("Address is required")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/customers\/new$/);

    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Phone").fill("01635 2");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Postcode").fill("rg14 5ng");
    await page.getByLabel("Address").fill("3 Craven Road, Newbury");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Enter a valid UK phone number")).toBeVisible();

    await page.getByLabel("Phone").fill("01635 123456");
    await page.getByRole("switch", { name: "Commercial Customer" }).click();
    await expect(page.getByLabel("Notes")).toHaveAttribute("rows", "4");
    await page.getByLabel("Notes").fill("Gate code 1234");
    await page.getByRole("button", { name: "Create" }).click();

    await expect(page).toHaveURL(/\/admin\/customers$/);
    await expect(page.getByText("Customer created successfully")).toBeVisible();
    const [stored] = await customerRows(name);
    expect(stored).toMatchObject({ phone: "01635 123456", postcode: "RG14 5NG", is_commercial: true, email });

    // Search by part of the e-mail address, in capitals: only this customer is listed.
    await page.getByRole("searchbox", { name: "Search customers" }).fill(email.slice(0, 16).toUpperCase());
    await page.getByRole("searchbox", { name: "Search customers" }).press("Enter");
    await expect(page).toHaveURL(/[?&]q=/);
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row.getByRole("cell", { name: "Commercial" })).toBeVisible();
    await expect(page.getByRole("row", { name: /Margaret Ellison/ })).toHaveCount(0);

    // Search by part of the phone number.
    await page.goto("/admin/customers?q=960112");
    await expect(page.getByRole("row", { name: /Margaret Ellison/ })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);

    // Edit.
    await page.goto(`/admin/customers?q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page.getByRole("heading", { name: "Edit Customer" })).toBeVisible();
    await expect(page.getByLabel("Postcode")).toHaveValue("RG14 5NG");
    await page.getByLabel("Phone").fill("07700 900999");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await expect(page.getByText("Customer updated successfully")).toBeVisible();
    expect((await customerRows(name))[0].phone).toBe("07700 900999");

    // The record page shows who did what.
    await page.goto(`/admin/customers/${stored.id}`);
    const history = page.getByRole("list", { name: "History" });
    await expect(history.getByRole("listitem").filter({ hasText: "Changed phone from 01635 123456 to 07700 900999" })).toContainText(new RegExp(`by .*${E2E_ADMIN.email.replaceAll(".", "\\.")}\\)? on`));
    await expect(history.getByRole("listitem").filter({ hasText: "Created the customer record" })).toContainText(new RegExp(`by .*${E2E_ADMIN.email.replaceAll(".", "\\.")}\\)? on`));
    await expect(page.getByText("No jobs for this customer.")).toBeVisible();

    // Delete, after a confirmation that can be cancelled.
    await page.goto(`/admin/customers?q=${encodeURIComponent(name)}`);
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this customer?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(await customerRows(name)).toHaveLength(1);

    await page.getByRole("button", { name: `Delete ${name}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Customer deleted successfully")).toBeVisible();
    await expect(page.getByRole("link", { name: `Edit ${name}` })).toHaveCount(0);
    await expect(page.getByText(`No customers match “${name}”.`)).toBeVisible();
    expect(await customerRows(name)).toHaveLength(0);
    const audit = await withDb(async (db) => (await db.query("select action from audit_log where entity_id = $1 order by created_at", [stored.id])).rows);
    expect(audit.map((a) => a.action)).toEqual(["create", "update", "delete"]);
  });

  test("a customer with jobs is not deleted, and the reason is shown", async ({ adminPage: page }) => {
    const [customer] = await customerRows("Margaret Ellison");
    const jobs = await withDb(async (db) => (await db.query("select count(*)::int as n from jobs where customer_id = $1", [customer.id])).rows[0].n);
    expect(jobs).toBeGreaterThan(0);

    await page.goto(`/admin/customers/${customer.id}`);
    await expect(page.getByRole("table", { name: "Jobs" }).getByRole("row")).toHaveCount(jobs + 1);
    await page.getByRole("button", { name: "Delete customer" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Failed to delete customer")).toBeVisible();
    await expect(page.getByText(/has jobs, quotes or invoices/)).toBeVisible();
    expect(await customerRows("Margaret Ellison")).toHaveLength(1);
  });

  test("the CSV export downloads the customers of the current search", async ({ adminPage: page }) => {
    await page.goto("/admin/customers?q=Lettings");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "")) as string[][];
    expect(rows[0]).toEqual(["Name", "Email", "Phone", "Postcode", "Address", "Type", "Notes", "Created"]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(["Kennetside Lettings Ltd"]);
    expect(rows[1][5]).toBe("Commercial");
  });

  test("the server refuses invalid input without changing anything", async ({ request, baseURL }) => {
    const name = unique("Server Check");
    const res = await request.post("/admin/customers/new", {
      headers: { Cookie: process.env.E2E_ADMIN_COOKIE!, Origin: new URL(baseURL!).origin },
      form: { intent: "save", name, phone: "01635 123456", address: "1 High Street", postcode: "NOT A POSTCODE" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(400);
    expect(await customerRows(name)).toHaveLength(0);
  });

  test("the form works without JavaScript: the server's messages and what was typed come back", async ({ browser }) => {
    const name = unique("No Script");
    const context = await browser.newContext({ storageState: process.env.E2E_ADMIN_STATE, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto("/admin/customers/new");
      await page.getByLabel("Name").fill(name);
      await page.getByLabel("Phone").fill("01635 2");
      await page.getByLabel("Address").fill("9 Market Place, Newbury");
      await page.getByRole("button", { name: "Create" }).click();
      await expect(page.getByText("Enter a valid UK phone number")).toBeVisible();
      await expect(page.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Name")).toHaveValue(name);
      await expect(page.getByLabel("Address")).toHaveValue("9 Market Place, Newbury");
      expect(await customerRows(name)).toHaveLength(0);

      await page.getByLabel("Phone").fill("01635 123456");
      await page.getByRole("button", { name: "Create" }).click();
      await expect(page).toHaveURL(/\/admin\/customers$/);
      expect(await customerRows(name)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  test("search and pages work without JavaScript", async ({ browser }) => {
    const tag = unique("Paging");
    const now = Date.now();
    await factories().makeCustomers(
      Array.from({ length: 55 }, (_, k) => {
        const i = k + 1;
        return { name: `${tag} ${String(i).padStart(2, "0")}`, phone: "01635 123456", address: "High Street", createdAt: new Date(now - i * 60_000) };
      }),
    );
    const context = await browser.newContext({ storageState: process.env.E2E_ADMIN_STATE, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto("/admin/customers");
      await page.getByRole("searchbox", { name: "Search customers" }).fill(tag.toLowerCase());
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page.getByText("Showing 1–50 of 55 customers (page 1 of 2)")).toBeVisible();
      await expect(page.getByRole("link", { name: /^Edit / })).toHaveCount(50);
      await expect(page.getByRole("link", { name: `Edit ${tag} 01` })).toBeVisible();
      await page.getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByText("Showing 51–55 of 55 customers (page 2 of 2)")).toBeVisible();
      await expect(page.getByRole("link", { name: /^Edit / })).toHaveCount(5);
      await expect(page.getByRole("link", { name: `Edit ${tag} 55` })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("an unknown or malformed customer id is not found", async ({ adminPage: page }) => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await page.goto(`/admin/customers/${id}`);
      expect(res!.status()).toBe(404);
    }
  });
});
