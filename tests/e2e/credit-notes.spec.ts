import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect, factories, test } from "./support/fixtures";
import { insertInvoice } from "./support/portal";

/**
 * A credit note for one line of a sent invoice: made from the invoice's page, issued by e-mail, and the
 * invoice's balance drops by the line with its VAT. On a phone (390 px) and on a desktop screen.
 *
 * The invoice: 2 × £185.00 + £95.00 = £465.00, VAT £93.00, total £558.00. Crediting the £95.00 survey
 * (£114.00 with VAT) leaves £444.00 to pay.
 */
async function creditOneLine(page: Page) {
  const tag = randomBytes(3).toString("hex");
  const customer = await factories().makeCustomer({ name: `Credit Customer ${tag}`, email: `credit.${tag}@example.com` });
  const invoice = await insertInvoice(customer.id);

  await page.goto(`/admin/invoices/${invoice.id}`);
  await page.getByRole("link", { name: "Create Credit Note" }).click();
  await expect(page.getByRole("heading", { name: `Credit note for ${invoice.number}` })).toBeVisible();
  await page.getByRole("checkbox", { name: /CCTV survey after repair/ }).check();
  await page.getByLabel("Reason *").fill("The survey after the repair was not carried out");
  await page.getByRole("button", { name: "Save Draft Credit Note" }).click();

  const heading = page.getByRole("heading", { name: /^Credit Note CN-\d{5,}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace("Credit Note ", "").trim();
  const lines = page.getByRole("table", { name: "Line items" });
  await expect(lines.getByRole("row", { name: /CCTV survey after repair/ }).getByRole("cell")).toHaveText(["CCTV survey after repair", "1", "£95.00", "£95.00"]);
  await expect(page.getByText("£114.00").first()).toBeVisible();
  await page.getByRole("button", { name: "Issue by E-mail" }).click();
  await expect(page.getByText(/Credit note CN-\d+ issued/)).toBeVisible();
  await expect(page.getByText("Issued", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Issue by E-mail" })).toHaveCount(0);

  await page.getByRole("link", { name: invoice.number }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/invoices/${invoice.id}$`));
  await expect(page.getByTestId("balance")).toHaveText("£444.00");
  await expect(page.getByRole("region", { name: "Credit notes" })).toContainText(new RegExp(`${number}\\s*−£114\\.00`));
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  return number;
}

/** A page signed in as the admin on a screen of this size. */
async function adminAt(browser: Browser, viewport: { width: number; height: number }, phone = false) {
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone, storageState: process.env.E2E_ADMIN_STATE });
  return { page: await context.newPage(), close: () => context.close() };
}

test("on a phone (390 px), a credit note for one line of a sent invoice lowers its balance", async ({ browser }) => {
  const { page, close } = await adminAt(browser, { width: 390, height: 844 }, true);
  try {
    await creditOneLine(page);
  } finally {
    await close();
  }
});

test("on a desktop, a credit note for one line of a sent invoice lowers its balance, and the list finds it", async ({ browser }) => {
  const { page, close } = await adminAt(browser, { width: 1366, height: 900 });
  try {
    const number = await creditOneLine(page);
    await page.goto(`/admin/credit-notes?q=${number}`);
    await expect(page.getByRole("heading", { name: "Credit Notes" })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(number) })).toContainText("Reduce the balance owed");
  } finally {
    await close();
  }
});
