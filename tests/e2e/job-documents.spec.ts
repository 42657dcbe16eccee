import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, factories, test } from "./support/fixtures";

/**
 * A job's page lists the quotes and invoices made for it, with their status and totals, what has
 * been paid and what is still owed; on a phone (390 px) and on a desktop screen.
 */
async function jobWithDocuments() {
  const tag = randomBytes(3).toString("hex");
  const { makeCustomer, makeJob, makeQuote, makeInvoice } = factories();
  const customer = await makeCustomer({ name: `Rosalind Ashby ${tag}` });
  const job = await makeJob({ customerId: customer.id, title: `Collapsed drain under the drive ${tag}`, status: "scheduled" });
  const quote = await makeQuote({
    customerId: customer.id,
    jobId: job.id,
    status: "accepted",
    validUntil: "2099-07-20",
    lines: [{ position: 1, description: "Excavate and replace 2 m of collapsed pipe", quantity: "1", unitPricePence: 90000 }],
  });
  // £900 + 20% VAT = £1,080.00, of which £300 has been paid: £780.00 owed.
  const invoice = await makeInvoice({
    customerId: customer.id,
    jobId: job.id,
    quoteId: quote.id,
    status: "partly_paid",
    issueDate: "2026-11-02",
    dueDate: "2099-11-16",
    paidPence: 30000,
    lines: [{ position: 1, description: "Excavate and replace 2 m of collapsed pipe", quantity: "1", unitPricePence: 90000 }],
  });
  return { job, quote, invoice };
}

async function expectJobDocuments(page: Page) {
  const { job, quote, invoice } = await jobWithDocuments();
  await page.goto(`/admin/jobs/${job.id}`);
  await expect(page.getByRole("heading", { name: "Quotes and Invoices" })).toBeVisible();
  const quotes = page.getByRole("list", { name: "Quotes for this job" });
  await expect(quotes.getByRole("link", { name: `Quote ${quote.quoteNumber}` })).toBeVisible();
  await expect(quotes).toContainText(/accepted/i);
  await expect(quotes).toContainText("£1,080.00");
  const invoices = page.getByRole("list", { name: "Invoices for this job" });
  await expect(invoices.getByRole("link", { name: `Invoice ${invoice.invoiceNumber}` })).toBeVisible();
  await expect(invoices).toContainText(/partly paid/i);
  await expect(invoices).toContainText("Balance £780.00");
  const balance = page.getByLabel("Job balance");
  await expect(balance).toContainText(/Paid\s*£300\.00/);
  await expect(balance).toContainText(/Balance owed\s*£780\.00/);
  // A job with documents is cancelled, not deleted; a new invoice would be its second.
  await expect(page.getByRole("button", { name: "Delete job" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel job" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Second Invoice" })).toBeVisible();
  await expect(page.getByText(`This job already has invoice ${invoice.invoiceNumber}`)).toBeVisible();
  // Nothing wider than the screen.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test("a job's page lists its quote and invoice with the balance, on a phone", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, storageState: process.env.E2E_ADMIN_STATE });
  const page = await context.newPage();
  try {
    await expectJobDocuments(page);
  } finally {
    await context.close();
  }
});

test("a job's page lists its quote and invoice with the balance, on a desktop screen", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, storageState: process.env.E2E_ADMIN_STATE });
  const page = await context.newPage();
  try {
    await expectJobDocuments(page);
  } finally {
    await context.close();
  }
});
