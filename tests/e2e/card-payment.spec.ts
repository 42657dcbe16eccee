import type { Page } from "@playwright/test";
import { expect, test, withDb } from "./support/fixtures";
import { insertInvoice, lastMailTo, newVisitor, portalCustomer, pounds } from "./support/portal";

/**
 * Paying an invoice by card, on a phone and on a desktop, against the local stand-in of Stripe's API
 * (started with the server: tests/e2e/support/global-setup.ts). The stand-in's checkout page pays the
 * session, posts the signed `checkout.session.completed` event to the server's webhook and sends the
 * browser back, as Stripe's page does once a card is accepted.
 */

type CardPayment = { amount_pence: number; method: string; source: string; stripe_session_id: string | null; recorded_by_label: string };

async function paymentsOf(invoiceId: string) {
  return withDb(async (db) => (await db.query<CardPayment>("select amount_pence, method, source, stripe_session_id, recorded_by_label from payments where invoice_id = $1", [invoiceId])).rows);
}

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [390, 1366]) {
  test(`at ${width} px, a customer pays an invoice by card from the portal and sees it paid`, async ({ browser, baseURL }) => {
    const { context, customerId } = await portalCustomer(browser, baseURL!, "Carla Cardpayer");
    const invoice = await insertInvoice(customerId);
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });

    await page.goto(`/customer/invoices/${invoice.id}`);
    await expect(page.getByRole("heading", { name: "Pay by card" })).toBeVisible();
    await expect(page.getByText(`Pay the balance of ${pounds(invoice.totalPence)} now`)).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.getByRole("button", { name: "Pay by card" }).click();

    await page.waitForURL(new RegExp(`/customer/invoices/${invoice.id}\\?paid=card$`));
    await expect(page.getByRole("status").filter({ hasText: "Paid on" })).toBeVisible();
    await expect(page.locator("dt", { hasText: "Balance" }).locator("xpath=following-sibling::dd")).toHaveText("£0.00");
    await expect(page.getByRole("button", { name: "Pay by card" })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    const rows = await paymentsOf(invoice.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount_pence: invoice.totalPence, method: "card", source: "online", recorded_by_label: "Card payment online" });
    expect(rows[0].stripe_session_id).toMatch(/^cs_test_/);
    await context.close();
  });
}

test("the invoice e-mail's card link pays without signing in; a wrong link is not found", async ({ browser, baseURL }) => {
  const { context: portal, email, customerId } = await portalCustomer(browser, baseURL!, "Lena Linkpayer");
  await portal.close();
  const invoice = await insertInvoice(customerId, { status: "draft" });
  const send = await browser.newContext({ storageState: process.env.E2E_ADMIN_STATE });
  const sent = await send.request.post(`/admin/invoices/${invoice.id}`, { headers: { Origin: new URL(baseURL!).origin }, form: { intent: "send" }, maxRedirects: 0 });
  expect(sent.status()).toBeLessThan(400);
  await send.close();

  await expect.poll(() => lastMailTo(email, /\/pay\//), { timeout: 20_000 }).toBeTruthy();
  const body = lastMailTo(email, /\/pay\//)!;
  const link = new RegExp(`https?://[^\\s"<>]+/pay/${invoice.id}\\?t=[\\w-]+`).exec(body)?.[0];
  expect(link).toBeTruthy();

  const visitor = await newVisitor(browser);
  const page = await visitor.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const wrong = await page.goto(`/pay/${invoice.id}?t=${"A".repeat(43)}`);
  expect(wrong!.status()).toBe(404);

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole("heading", { name: `Invoice ${invoice.number}` })).toBeVisible();
  await expect(page.getByText(`Balance to pay: ${pounds(invoice.totalPence)}`)).toBeVisible();
  await page.getByRole("button", { name: "Pay by card" }).click();
  await page.waitForURL(/paid=card$/);
  await expect(page.getByText("Paid in full.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay by card" })).toHaveCount(0);
  expect(await paymentsOf(invoice.id)).toHaveLength(1);

  // Paid: the link now starts nothing.
  const again = await page.request.post(new URL(link!).pathname, { headers: { Origin: new URL(baseURL!).origin }, form: { intent: "payByCard", t: new URL(link!).searchParams.get("t")! }, maxRedirects: 0 });
  expect(again.status()).toBe(403);
  await visitor.close();
});
