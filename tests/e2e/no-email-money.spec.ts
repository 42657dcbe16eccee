import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, factories, test, withDb } from "./support/fixtures";
import { newVisitor } from "./support/portal";

// A customer with no e-mail address, served to the end without one: the quote handed over and its
// acceptance taken by phone, the deposit invoice marked as sent and paid in cash, the job done, the
// final invoice (less the deposit) marked as posted and paid by card through the link the office
// gives the customer (against the local stand-in of Stripe's API); the job page and the dashboard
// show the balance at each step.

type InvoiceRow = { id: string; kind: string; status: string; total_pence: number; deposits_deducted_pence: number; balance_pence: number; sent_via: string | null };

async function invoicesOfQuote(quoteId: string) {
  return withDb(async (db) => (await db.query<InvoiceRow>("select id, kind, status, total_pence, deposits_deducted_pence, balance_pence, sent_via from invoices where quote_id = $1 order by created_at", [quoteId])).rows);
}

/** What the dashboard should say is owed: every unpaid invoice's balance, as the database has it now. */
async function outstanding() {
  const { rows } = await withDb((db) => db.query<{ pence: string }>("select coalesce(sum(balance_pence), 0) as pence from invoices where status in ('sent', 'partly_paid', 'overdue')"));
  return `£${(Number(rows[0].pence) / 100).toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The dashboard's Outstanding Balance card agrees with the database (other tests change both meanwhile: asked again until they agree). */
async function expectDashboardOutstanding(page: Page) {
  await expect
    .poll(
      async () => {
        await page.goto("/admin");
        const card = page.getByRole("listitem").filter({ hasText: "Outstanding Balance" });
        const shown = (await card.textContent()) ?? "";
        return shown.includes(await outstanding());
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

async function fitsScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
]) {
  test(`on a ${viewport.name}: a customer without e-mail, from quote to paid, every step without an e-mail`, async ({ adminPage: page, browser }) => {
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

    // The job is done.
    await page.goto(`/admin/jobs/${job.id}/edit`);
    await page.getByLabel("Status").selectOption({ label: "Completed" });
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("Job updated successfully")).toBeVisible();
    expect((await withDb((db) => db.query<{ status: string }>("select status from jobs where id = $1", [job.id]))).rows[0].status).toBe("completed");

    // The final invoice: the quote's total less the deposit paid, marked as posted.
    await page.goto(`/admin/quotes/${quote.id}`);
    await page.getByRole("button", { name: "Create Invoice" }).click();
    await page.waitForURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
    const final = (await invoicesOfQuote(quote.id)).find((i) => i.kind === "standard")!;
    expect(final).toMatchObject({ total_pence: 271290, deposits_deducted_pence: 67823, balance_pence: 203467 });
    await page.getByRole("button", { name: "Mark as Sent" }).click();
    const markSent = page.getByRole("alertdialog");
    await markSent.getByLabel("Posted", { exact: false }).check();
    await markSent.getByRole("button", { name: "Mark as sent" }).click();
    await expect(page.getByTestId("balance-due")).toHaveText("£2,034.67");
    expect((await invoicesOfQuote(quote.id)).find((i) => i.id === final.id)).toMatchObject({ status: "sent", sent_via: "post" });

    // The job page and the dashboard show what is owed.
    await page.goto(`/admin/jobs/${job.id}`);
    await expect(page.getByLabel("Job balance")).toContainText("£2,034.67");
    await fitsScreen(page, viewport.width);
    await expectDashboardOutstanding(page);

    // The customer pays by card through the link the office gives them (read out or texted).
    await page.goto(`/admin/invoices/${final.id}`);
    const link = await page.getByTestId("card-payment-link").getAttribute("href");
    expect(link).toMatch(new RegExp(`/pay/${final.id}\\?t=`));
    const visitor = await newVisitor(browser);
    const payer = await visitor.newPage();
    await payer.setViewportSize({ width: viewport.width, height: viewport.height });
    await payer.goto(new URL(link!).pathname + new URL(link!).search);
    await payer.getByRole("button", { name: "Pay by card" }).click();
    await payer.waitForURL(/paid=card$/);
    await expect(payer.getByText("Paid in full.")).toBeVisible();
    await fitsScreen(payer, viewport.width);
    await visitor.close();

    await expect.poll(async () => (await invoicesOfQuote(quote.id)).find((i) => i.id === final.id)?.status, { timeout: 20_000 }).toBe("paid");
    await page.goto(`/admin/jobs/${job.id}`);
    await expect(page.getByLabel("Job balance")).toContainText("£0.00");
    await page.goto(`/admin/invoices/${final.id}`);
    await expect(page.getByTestId("balance-due")).toHaveText("£0.00");
    await expect(page.getByTestId("payment").last()).toContainText("Paid online by card");
    await expectDashboardOutstanding(page);

    // Not one e-mail was queued for this customer.
    const { rows } = await withDb((db) => db.query<{ n: number }>("select count(*)::int as n from email_log where customer_id = $1", [customer.id]));
    expect(rows[0].n).toBe(0);
  });
}
