import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, factories, test, withDb } from "./support/fixtures";

// A customer with no e-mail address, served without one from quote to paid: the quote handed over
// and its acceptance taken by phone, the deposit invoice marked as sent and paid in cash, the job
// done, the final invoice posted and paid by card through the office's card link (against the local
// stand-in of Stripe's API), and the job page and dashboard showing what is owed at each step.

type InvoiceRow = { id: string; kind: string; status: string; total_pence: number; deposits_deducted_pence: number; balance_pence: number; sent_via: string | null };

async function invoicesOfQuote(quoteId: string) {
  return withDb(async (db) => (await db.query<InvoiceRow>("select id, kind, status, total_pence, deposits_deducted_pence, balance_pence, sent_via from invoices where quote_id = $1 order by created_at", [quoteId])).rows);
}

/** The dashboard's "Outstanding" figure, in pence. */
async function dashboardOutstanding(page: Page) {
  await page.goto("/admin");
  const card = page.locator('[data-card="outstanding"]');
  const text = (await card.textContent()) ?? "";
  const match = /£([\d,]+\.\d{2})/.exec(text);
  expect(match, `no amount on the card: ${text}`).toBeTruthy();
  return Math.round(Number(match![1].replaceAll(",", "")) * 100);
}

/** What is owed on every unpaid invoice, from the database: what the dashboard must show. */
async function owedInDatabase() {
  const { rows } = await withDb((db) => db.query<{ n: number }>("select coalesce(sum(balance_pence), 0)::int as n from invoices where status in ('sent', 'partly_paid', 'overdue')"));
  return rows[0].n;
}

/**
 * The dashboard's outstanding figure is the database's sum of balances. Other tests add invoices at
 * the same time, so the two are read again until a reading of the page falls between two equal
 * readings of the database.
 */
async function expectDashboardMatchesDatabase(page: Page) {
  await expect
    .poll(
      async () => {
        const before = await owedInDatabase();
        const shown = await dashboardOutstanding(page);
        const after = await owedInDatabase();
        return before === after ? shown - before : "moving";
      },
      { timeout: 30_000 },
    )
    .toBe(0);
}

/** The job page's balance box: "Paid" and "Balance owed". */
async function jobBalance(page: Page, jobId: string) {
  await page.goto(`/admin/jobs/${jobId}`);
  const box = page.locator('dl[aria-label="Job balance"]');
  return {
    paid: (await box.locator("dt", { hasText: "Paid" }).locator("xpath=following-sibling::dd").textContent())?.trim(),
    owed: (await box.locator("dt", { hasText: "Balance owed" }).locator("xpath=following-sibling::dd").textContent())?.trim(),
  };
}

async function fitsScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
]) {
  test(`on a ${viewport.name}: a customer without e-mail, from quote to paid in full (deposit in cash, the rest by card), every step without an e-mail`, async ({ adminPage: page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const name = `Nomail ${viewport.name} ${randomBytes(3).toString("hex")}`;
    const customer = await factories().makeCustomer({ name, phone: "01635 550177", email: null, address: "Yew Tree Cottage, Chieveley" });
    const job = await factories().makeJob({ customerId: customer.id, title: "Patch lining", serviceType: "drain_repairs", status: "quoted" });
    const quote = await factories().makeQuote({
      customerId: customer.id,
      jobId: job.id,
      serviceType: "drain_repairs",
      status: "draft",
      validUntil: "2099-01-01",
      depositPercentBp: 2500,
      lines: [{ description: "Patch liner at 4.2 m", quantity: "1", unitPricePence: 226075 }],
    });
    expect(quote.totalPence).toBe(271290);

    // The quote: handed over, then accepted by phone.
    await page.goto(`/admin/quotes/${quote.id}`);
    await expect(page.getByText("£678.23", { exact: false }).first()).toBeVisible();
    await page.getByRole("button", { name: "Mark as Sent" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Mark as sent" }).click();
    await expect(page.getByRole("button", { name: "Record Acceptance" })).toBeVisible();
    await page.getByRole("button", { name: "Record Acceptance" }).click();
    const accept = page.getByRole("alertdialog");
    await expect(accept.getByLabel("How did they answer?")).toHaveValue("phone");
    await accept.getByRole("button", { name: "Record acceptance" }).click();
    await expect(page.getByRole("button", { name: "Record Acceptance" })).toHaveCount(0);
    await fitsScreen(page, viewport.width);

    // Accepting raised the deposit invoice: 25% of £2,712.90, kept as a draft (nobody to e-mail).
    await expect.poll(async () => (await invoicesOfQuote(quote.id)).length).toBe(1);
    const [deposit] = await invoicesOfQuote(quote.id);
    expect(deposit).toMatchObject({ kind: "deposit", status: "draft", total_pence: 67823 });

    // The deposit invoice: marked as sent, paid in cash.
    await page.goto(`/admin/invoices/${deposit.id}`);
    await page.getByRole("button", { name: "Mark as Sent" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Mark as sent" }).click();
    await expect(page.getByTestId("balance-due")).toHaveText("£678.23");
    await expect(page.getByLabel("E-mail a receipt")).toHaveCount(0);
    await page.getByLabel("Method").selectOption("cash");
    await page.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByTestId("balance-due")).toHaveText("£0.00");
    expect((await invoicesOfQuote(quote.id))[0]).toMatchObject({ status: "paid", balance_pence: 0, sent_via: "by_hand" });
    await fitsScreen(page, viewport.width);

    expect(await jobBalance(page, job.id)).toEqual({ paid: "£678.23", owed: "£0.00" });

    // The job done: its status set to completed from the job page.
    await page.getByLabel("Status *").selectOption("completed");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("Job updated successfully")).toBeVisible();
    const { rows: jobRows } = await withDb((db) => db.query<{ status: string }>("select status from jobs where id = $1", [job.id]));
    expect(jobRows[0].status).toBe("completed");

    // The final invoice: from the accepted quote, the deposit deducted, posted.
    await page.goto(`/admin/quotes/${quote.id}`);
    await page.getByRole("button", { name: "Create Invoice" }).click();
    await expect.poll(async () => (await invoicesOfQuote(quote.id)).length).toBe(2);
    const final = (await invoicesOfQuote(quote.id))[1];
    expect(final).toMatchObject({ kind: "standard", status: "draft", total_pence: 271290, deposits_deducted_pence: 67823, balance_pence: 203467 });
    await page.goto(`/admin/invoices/${final.id}`);
    await page.getByRole("button", { name: "Mark as Sent" }).click();
    const markSent = page.getByRole("alertdialog");
    await markSent.getByLabel("Posted").check();
    await markSent.getByRole("button", { name: "Mark as sent" }).click();
    await expect(page.getByTestId("balance-due")).toHaveText("£2,034.67");
    await expect.poll(async () => (await invoicesOfQuote(quote.id))[1]).toMatchObject({ status: "sent", sent_via: "post" });
    await fitsScreen(page, viewport.width);
    expect(await jobBalance(page, job.id)).toEqual({ paid: "£678.23", owed: "£2,034.67" });
    await expectDashboardMatchesDatabase(page);

    // Paid by card: the office reads the card link out (or texts it); the customer pays through it.
    await page.goto(`/admin/invoices/${final.id}`);
    const link = await page.getByTestId("card-payment-link").getAttribute("href");
    expect(link).toMatch(new RegExp(`/pay/${final.id}\\?t=`));
    const customerSide = await page.context().browser()!.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    const payPage = await customerSide.newPage();
    await payPage.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(payPage.getByText("Balance to pay: £2,034.67")).toBeVisible();
    await fitsScreen(payPage, viewport.width);
    await payPage.getByRole("button", { name: "Pay by card" }).click();
    await payPage.waitForURL(/paid=card$/);
    await expect(payPage.getByText("Paid in full.")).toBeVisible();
    await customerSide.close();
    await expect.poll(async () => (await invoicesOfQuote(quote.id))[1].status).toBe("paid");
    const { rows: cardRows } = await withDb((db) => db.query<{ amount_pence: number; method: string; source: string }>("select amount_pence, method, source from payments where invoice_id = $1 and voided_at is null", [final.id]));
    expect(cardRows).toEqual([{ amount_pence: 203467, method: "card", source: "online" }]);

    // The job page and the dashboard: nothing owed on this job any more.
    expect(await jobBalance(page, job.id)).toEqual({ paid: "£2,712.90", owed: "£0.00" });
    await fitsScreen(page, viewport.width);
    await page.goto(`/admin/invoices/${final.id}`);
    await expect(page.getByTestId("balance-due")).toHaveText("£0.00");
    await expectDashboardMatchesDatabase(page);

    // Not one e-mail was queued for this customer.
    const { rows } = await withDb((db) => db.query<{ n: number }>("select count(*)::int as n from email_log where customer_id = $1", [customer.id]));
    expect(rows[0].n).toBe(0);
  });
}
