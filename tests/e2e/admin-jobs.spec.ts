import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { parse } from "csv-parse/sync";
import { E2E_ADMIN, expect, factories, test, withDb } from "./support/fixtures";

function unique(tag: string) {
  return `${tag} ${randomBytes(3).toString("hex")}`;
}

async function jobRows(title: string) {
  return withDb(async (db) => (await db.query("select * from jobs where title = $1", [title])).rows);
}

test.describe("jobs in the back-office", () => {
  test("create, search, edit and delete a job, with London times and the history recorded", async ({ adminPage: page }) => {
    const title = unique("Blocked soil stack");

    await page.goto("/admin/jobs");
    await expect(page.getByRole("heading", { name: "Jobs" })).toBeVisible();
    await expect(page.getByText("Loading...")).toHaveCount(0);
    await page.getByRole("link", { name: "Add Job" }).click();
    await expect(page.getByRole("heading", { name: "New Job" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Job Details" })).toBeVisible();

    // Checked in the browser first.
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(page.getByText("Choose a customer")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/jobs\/new$/);

    await page.getByLabel("Title").fill(title);
    // The customer is found by searching, as with thousands of them.
    await page.getByRole("combobox", { name: "Customer *" }).fill("Plough");
    await page.getByRole("option", { name: /The Plough Inn/ }).click();
    // The location is filled in from the customer's address.
    await expect(page.getByLabel("Location Address")).toHaveValue(/Broadway, Thatcham/);
    await page.getByLabel("Service Type").selectOption({ label: "Drain Unblocking" });
    await expect(page.getByLabel("Status")).toHaveValue("enquiry");
    await expect(page.getByLabel("Priority")).toHaveValue("medium");
    await page.getByLabel("Priority").selectOption({ label: "Emergency" });
    await page.getByLabel("Scheduled Date").fill("2026-07-01T09:30");
    await expect(page.getByLabel("Estimated Duration (hours)")).toHaveAttribute("step", "0.5");
    await page.getByLabel("Estimated Duration (hours)").fill("1.25");
    await page.getByLabel("Description").fill("Kitchen side, backing up into the yard.");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText(/hours, in steps of 0.5/).first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/jobs\/new$/);

    await page.getByLabel("Estimated Duration (hours)").fill("1.5");
    await page.getByRole("button", { name: "Create" }).click();
    // 1 July 2026 has passed: the form asks whether the job really is for a date gone by.
    await page.getByLabel(/this job is booked for a date in the past/).check();
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByText("Job created successfully")).toBeVisible();

    const [stored] = await jobRows(title);
    // 09:30 in London in July is 08:30 UTC.
    expect(new Date(stored.scheduled_date).toISOString()).toBe("2026-07-01T08:30:00.000Z");
    expect(stored).toMatchObject({ priority: "emergency", status: "enquiry", estimated_duration: "1.5" });
    expect(stored.location_address).toContain("Broadway, Thatcham");

    // Search by title: the row shows the customer, service, status badge and London time.
    await page.getByRole("searchbox", { name: "Search jobs" }).fill(title.toUpperCase());
    await page.getByRole("searchbox", { name: "Search jobs" }).press("Enter");
    await expect(page).toHaveURL(/[?&]q=/);
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toBeVisible();
    await expect(row).toContainText("The Plough Inn");
    await expect(row).toContainText("Drain Unblocking");
    await expect(row).toContainText("enquiry");
    await expect(row).toContainText("1 Jul 2026, 09:30");
    await expect(page.getByRole("row")).toHaveCount(2);

    // Search by customer name.
    await page.goto("/admin/jobs?q=plough%20INN");
    await expect(page.getByRole("row", { name: new RegExp(title) })).toBeVisible();

    // Edit: the form shows London time back; unscheduling shows '-'.
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page.getByRole("heading", { name: "Edit Job" })).toBeVisible();
    await expect(page.getByLabel("Scheduled Date")).toHaveValue("2026-07-01T09:30");
    await expect(page.getByLabel("Estimated Duration (hours)")).toHaveValue("1.5");
    await page.getByLabel("Status").selectOption({ label: "In progress" });
    await page.getByLabel("Scheduled Date").fill("");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByText("Job updated successfully")).toBeVisible();
    await page.goto(`/admin/jobs?q=${encodeURIComponent(title)}`);
    const edited = page.getByRole("row", { name: new RegExp(title) });
    await expect(edited).toContainText("in progress");
    await expect(edited.getByRole("cell").nth(4)).toHaveText("-");

    await page.goto(`/admin/jobs/${stored.id}`);
    const history = page.getByRole("list", { name: "History" });
    const update = history.getByRole("listitem").filter({ hasText: "Changed status from enquiry to in progress" });
    await expect(update).toContainText(new RegExp(`by .*${E2E_ADMIN.email.replaceAll(".", "\\.")}\\)? on`));
    await expect(update).toContainText("cleared scheduled date (was 1 Jul 2026, 09:30)");
    await expect(history.getByRole("listitem").filter({ hasText: "Created job" })).toContainText(new RegExp(`by .*${E2E_ADMIN.email.replaceAll(".", "\\.")}\\)? on`));

    // Delete after confirming.
    await page.getByRole("button", { name: "Delete job" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this job?" });
    await expect(dialog).toContainText(title);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(await jobRows(title)).toHaveLength(1);
    await page.getByRole("button", { name: "Delete job" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByText("Job deleted successfully")).toBeVisible();
    expect(await jobRows(title)).toHaveLength(0);
  });

  test("a job is deleted from the list after confirmation", async ({ adminPage: page }) => {
    const title = unique("Gully clearance");
    const customerId = await withDb(async (db) => (await db.query("select id from customers where name = 'Tom Whitfield'")).rows[0].id);
    await factories().makeJob({ customerId, title, serviceType: "drain_cleaning", locationAddress: "x" });
    await page.goto(`/admin/jobs?q=${encodeURIComponent(title)}`);
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    await page.getByRole("alertdialog", { name: "Delete this job?" }).getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Job deleted successfully")).toBeVisible();
    await expect(page.getByRole("link", { name: `Edit ${title}` })).toHaveCount(0);
    await expect(page.getByText(`No jobs match “${title}”.`)).toBeVisible();
    expect(await jobRows(title)).toHaveLength(0);
  });

  test("the CSV export downloads the jobs of the current search", async ({ adminPage: page }) => {
    const expected = await withDb(
      async (db) =>
        (
          await db.query(
            "select j.title from jobs j join customers c on c.id = j.customer_id where c.name ilike '%Kennetside%' or j.title ilike '%Kennetside%' order by j.created_at desc",
          )
        ).rows.map((r) => r.title as string),
    );
    expect(expected.length).toBeGreaterThan(0);
    await page.goto("/admin/jobs?q=kennetside");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^jobs-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(fs.readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "")) as string[][];
    expect(rows[0].slice(0, 6)).toEqual(["Title", "Customer", "Service", "Status", "Priority", "Scheduled"]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(expected);
    expect(new Set(rows.slice(1).map((r) => r[1]))).toEqual(new Set(["Kennetside Lettings Ltd"]));
  });

  test("Add Job from a customer's page comes with the customer chosen", async ({ adminPage: page }) => {
    const customerId = await withDb(async (db) => (await db.query("select id from customers where name = 'Susan Hartley'")).rows[0].id);
    await page.goto(`/admin/customers/${customerId}`);
    await page.getByRole("link", { name: "Add Job" }).click();
    await expect(page.getByRole("combobox", { name: "Customer *" })).toHaveValue("Susan Hartley");
    await expect(page.getByLabel("Location Address")).not.toHaveValue("");
  });

  test("the server refuses invalid input without changing anything", async ({ request, baseURL }) => {
    const title = unique("Server Check");
    const customerId = await withDb(async (db) => (await db.query("select id from customers limit 1")).rows[0].id);
    const res = await request.post("/admin/jobs/new", {
      headers: { Cookie: process.env.E2E_ADMIN_COOKIE!, Origin: new URL(baseURL!).origin },
      form: { intent: "save", title, customerId, serviceType: "drain_cleaning", status: "enquiry", priority: "urgent" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(400);
    expect(await jobRows(title)).toHaveLength(0);
  });

  test("an unknown or malformed job id is not found", async ({ adminPage: page }) => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await page.goto(`/admin/jobs/${id}`);
      expect(res!.status()).toBe(404);
    }
  });
});
