import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, factories, test, withDb } from "./support/fixtures";

// A customer with no e-mail address, served without one: the quote handed over and its acceptance
// taken by phone, the deposit invoice marked as sent and paid in cash.

type InvoiceRow = { id: string; kind: string; status: string; total_pence: number; deposits_deducted_pence: number; balance_pence: number; sent_via: string | null };

async function invoicesOfQuote(quoteId: string) {
  return withDb(async (db) => (await db.query<InvoiceRow>("select id, kind, status, total_pence, deposits_deducted_pence, balance_pence, sent_via from invoices where quote_id = $1 order by created_at", [quoteId])).rows);
}

async function fitsScreen(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const viewport of [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
]) {
  test(`on a ${viewport.name}: a customer without e-mail, from quote to deposit paid, every step without an e-mail`, async ({ adminPage: page }) => {
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

    // Not one e-mail was queued for this customer.
    const { rows } = await withDb((db) => db.query<{ n: number }>("select count(*)::int as n from email_log where customer_id = $1", [customer.id]));
    expect(rows[0].n).toBe(0);
  });
}
