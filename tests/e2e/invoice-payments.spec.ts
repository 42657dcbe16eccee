import { randomBytes } from "node:crypto";
import { expect, factories, test, withDb } from "./support/fixtures";

// Payments on an invoice's back-office record, as the office takes them: a part payment, the wrong
// one voided through its confirmation with a reason, then the rest, on a phone and on a desktop.

async function invoiceRow(id: string) {
  return withDb(async (db) => (await db.query<{ status: string; paid_pence: number; balance_pence: number }>(`select status, paid_pence, balance_pence from invoices where id = $1`, [id])).rows[0]);
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`on a ${viewport.name}: record a part payment, void it through the dialog, then record the rest`, async ({ adminPage: page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const name = `Payments ${viewport.name} ${randomBytes(3).toString("hex")}`;
    const { id: customerId } = await factories().makeCustomer({ name, phone: "01635 550199", email: `${name.replaceAll(" ", ".").toLowerCase()}@example.com`, address: "The Stables, Newbury" });
    const invoice = await factories().makeInvoice({ customerId, status: "sent", issueDate: "2026-03-01", dueDate: "2099-03-15", vatRateBp: 2000, subtotalPence: 226075, vatAmountPence: 45215, totalPence: 271290 });

    await page.goto(`/admin/invoices/${invoice.id}`);
    const payments = page.getByRole("heading", { name: "Payments", exact: true }).locator("xpath=ancestor::*[@data-slot='card'][1]");
    await expect(page.getByTestId("balance-due")).toHaveText("£2,712.90");
    await expect(page.getByLabel("Amount (£)")).toHaveValue("2712.90");
    await expect(page.getByLabel("E-mail a receipt")).toBeVisible();

    // More than the balance is refused by the server, with the message on the amount and nothing saved.
    await page.getByLabel("Amount (£)").fill("3000");
    await page.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByText("At most the balance, £2,712.90")).toBeVisible();
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "sent", paid_pence: 0 });

    await page.getByLabel("Amount (£)").fill("1,000");
    await page.getByLabel("Method").selectOption("cash");
    await page.getByLabel("Reference").fill("Receipt book 12");
    await page.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByText(`Payment of £1,000.00 recorded on ${invoice.invoiceNumber}: £1,712.90 still due`)).toBeVisible();
    await expect(page.getByText("Partly paid", { exact: true })).toBeVisible();
    await expect(page.getByTestId("balance-due")).toHaveText("£1,712.90");
    await expect(page.getByLabel("Amount (£)")).toHaveValue("1712.90");
    const first = page.getByTestId("payment").first();
    await expect(first).toContainText("£1,000.00");
    await expect(first).toContainText("Cash");
    await expect(first).toContainText("Ref. Receipt book 12");
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "partly_paid", paid_pence: 100000, balance_pence: 171290 });

    // Void: the dialog asks for the reason and only its own button posts.
    await first.getByRole("button", { name: "Void" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Void the payment of £1,000.00");
    await dialog.getByLabel("Reason").fill("Recorded against the wrong invoice");
    await dialog.getByRole("button", { name: "Void payment" }).click();
    await expect(page.getByText(`Payment of £1,000.00 voided; £2,712.90 due on ${invoice.invoiceNumber}`)).toBeVisible();
    await expect(page.getByTestId("balance-due")).toHaveText("£2,712.90");
    await expect(first).toContainText("Voided");
    await expect(first).toContainText("Recorded against the wrong invoice");
    await expect(first.getByRole("button", { name: "Void" })).toHaveCount(0);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "sent", paid_pence: 0, balance_pence: 271290 });

    // The rest: the whole balance, prefilled.
    await expect(page.getByLabel("Amount (£)")).toHaveValue("2712.90");
    await page.getByLabel("Method").selectOption("card");
    await page.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByText(`Payment of £2,712.90 recorded on ${invoice.invoiceNumber}: paid in full`)).toBeVisible();
    await expect(page.getByText("Paid", { exact: true })).toBeVisible();
    await expect(page.getByTestId("balance-due")).toHaveText("£0.00");
    await expect(page.getByRole("button", { name: "Record payment" })).toHaveCount(0);
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: "paid", paid_pence: 271290, balance_pence: 0 });
    // The history says it in words.
    await expect(page.getByRole("list", { name: "History" })).toContainText("Payment of £1,000.00 voided: “Recorded against the wrong invoice”");
    await expect(payments).toBeVisible();

    // Nothing on the page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
