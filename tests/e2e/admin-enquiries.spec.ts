import { randomBytes, randomInt } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, withDb } from "./support/fixtures";

/** An enquiry sent through the public form's plain post, from a client address of its own. */
async function submitEnquiry(request: APIRequestContext, fields: { lastName: string; email: string; phone: string; service: string }) {
  const res = await request.post("/contact", {
    headers: { "X-Forwarded-For": `2001:db8:1::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}` },
    form: { firstName: "Inbox", message: `Water pooling by the back door at ${fields.lastName}'s house.`, ...fields },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
}

function enquiryCard(page: Page, name: string) {
  return page.getByRole("article", { name });
}

test("the inbox shows a submitted enquiry; its status changes; the status filter applies", async ({ adminPage: page, request }) => {
  const tag = randomBytes(3).toString("hex");
  const lastName = `Tester-${tag}`;
  const email = `inbox.${tag}@example.com`;
  await submitEnquiry(request, { lastName: `Earlier-${tag}`, email: `earlier.${tag}@example.com`, phone: "01635 777 101", service: "Drain Cleaning" });
  await submitEnquiry(request, { lastName, email, phone: "01635 777 100", service: "Drain Repairs" });

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Enquiries" }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries$/);
  await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();

  const card = enquiryCard(page, `Inbox ${lastName}`);
  await expect(card).toBeVisible();
  await expect(card).toContainText("Drain Repairs");
  await expect(card).toContainText("Contact form");
  await expect(card).toContainText(email);
  await expect(card).toContainText("01635 777 100");
  await expect(card).toContainText(`Water pooling by the back door at ${lastName}'s house.`);
  await expect(card.getByText("Status: New")).toBeVisible();
  // Newest first.
  const names = await page.getByRole("article").getByRole("heading").allInnerTexts();
  expect(names.indexOf(`Inbox ${lastName}`)).toBeGreaterThanOrEqual(0);
  expect(names.indexOf(`Inbox ${lastName}`)).toBeLessThan(names.indexOf(`Inbox Earlier-${tag}`));

  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
  expect(serious).toEqual([]);

  await card.getByLabel("Status", { exact: true }).selectOption("closed");
  await card.getByRole("button", { name: `Update status of the enquiry from Inbox ${lastName}` }).click();
  await expect(page.getByText("Enquiry marked as closed")).toBeVisible();
  await expect(card.getByText("Status: Closed")).toBeVisible();
  const [row] = await withDb(async (db) => (await db.query("select status from enquiries where email = $1", [email])).rows);
  expect(row.status).toBe("closed");

  const filters = page.getByRole("navigation", { name: "Filter by status" });
  await filters.getByRole("link", { name: "New" }).click();
  await expect(page).toHaveURL(/status=new/);
  await expect(enquiryCard(page, `Inbox ${lastName}`)).toHaveCount(0);
  await filters.getByRole("link", { name: "Closed" }).click();
  await expect(page).toHaveURL(/status=closed/);
  await expect(enquiryCard(page, `Inbox ${lastName}`)).toBeVisible();
});

test("'Create customer & job' creates the customer and a job with status enquiry, then links to the job", async ({ adminPage: page, request }) => {
  const tag = randomBytes(3).toString("hex");
  const lastName = `Convert-${tag}`;
  const email = `convert.${tag}@example.com`;
  const phone = `07700 9${randomInt(10_000, 100_000)}`;
  await submitEnquiry(request, { lastName, email, phone, service: "Emergency Callout" });

  await page.goto("/admin/enquiries");
  const card = enquiryCard(page, `Inbox ${lastName}`);
  await card.getByRole("button", { name: "Create customer & job" }).click();
  await expect(page.getByText("Customer and job created")).toBeVisible();
  await expect(card.getByText("Status: Contacted")).toBeVisible();
  await expect(card.getByRole("button", { name: "Create customer & job" })).toHaveCount(0);
  // Its own record is not offered as a possible existing one.
  await expect(card.getByText("Possible existing customer")).toHaveCount(0);

  const { customer, job, enquiry } = await withDb(async (db) => {
    const enquiry = (await db.query("select * from enquiries where email = $1", [email])).rows[0];
    const customer = (await db.query("select * from customers where email = $1", [email])).rows;
    const job = (await db.query("select * from jobs where id = $1", [enquiry.job_id])).rows[0];
    return { customer, job, enquiry };
  });
  expect(customer).toHaveLength(1);
  expect(customer[0]).toMatchObject({ name: `Inbox ${lastName}`, phone });
  expect(job).toMatchObject({ customer_id: customer[0].id, status: "enquiry", service_type: "emergency_callout", priority: "emergency" });
  expect(enquiry).toMatchObject({ customer_id: customer[0].id, status: "contacted" });
  await expect(card.getByRole("link", { name: "View job" })).toHaveAttribute("href", `/admin/jobs/${job.id}`);
  await expect(card.getByRole("link", { name: "View customer" })).toHaveAttribute("href", `/admin/customers/${customer[0].id}`);

  // A second enquiry with the same phone number and e-mail is never attached to that customer:
  // staff see it as a possible existing customer, and converting makes a new record.
  await submitEnquiry(request, { lastName, email, phone, service: "Drain Cleaning" });
  await page.goto("/admin/enquiries?status=new");
  const second = enquiryCard(page, `Inbox ${lastName}`);
  await expect(second).toContainText("Drain Cleaning");
  await expect(second).toContainText(`Possible existing customer: Inbox ${lastName}`);
  await expect(second.getByRole("link", { name: `Inbox ${lastName}` })).toHaveAttribute("href", `/admin/customers/${customer[0].id}`);
  await second.getByRole("button", { name: "Create customer & job" }).click();
  await expect(page.getByText("A new customer record and a job with status Enquiry were created.")).toBeVisible();
  const counts = await withDb(async (db) => ({
    customers: (await db.query("select count(*)::int as n from customers where email = $1", [email])).rows[0].n,
    jobs: (await db.query("select count(*)::int as n from jobs where customer_id = $1", [customer[0].id])).rows[0].n,
  }));
  expect(counts).toEqual({ customers: 2, jobs: 1 });
});
