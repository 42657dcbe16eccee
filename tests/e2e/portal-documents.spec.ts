import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { PDFParse } from "pdf-parse";
import { expect, test, withDb } from "./support/fixtures";
import { insertInvoice, insertQuote, lastMailTo, portalCustomer, pounds } from "./support/portal";

const OFFICE = "office@example.com";

/** Serious and critical accessibility violations on the page, by rule and element. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function quoteRow(id: string) {
  return withDb(
    async (db) =>
      (
        await db.query(
          "select status, signed_name, responded_via, responded_ip, responded_at, accepted_total_pence, decline_reason from quotes where id = $1",
          [id],
        )
      ).rows[0],
  );
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`on a ${viewport.name}: a customer reviews a quote's lines, signs and accepts it, the office sees it; then downloads the invoice PDF and reads how to pay`, async ({
    browser,
    baseURL,
    adminPage,
  }) => {
    test.setTimeout(90_000);
    const { context, customerId } = await portalCustomer(browser, baseURL!, `Quinn Signer ${viewport.name}`);
    const quote = await insertQuote(customerId);
    const invoice = await insertInvoice(customerId);
    const page = await context.newPage();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });

    await page.goto("/customer/quotes");
    await page.getByRole("link", { name: `Review and answer ${quote.number}` }).click();
    await expect(page.getByRole("heading", { name: `Quote ${quote.number}` })).toBeVisible();
    // The whole quote: its lines, totals, validity and terms.
    const lines = page.getByRole("table", { name: "Line items" });
    await expect(lines.getByText("Excavate and replace collapsed clay pipe (per metre)")).toBeVisible();
    await expect(lines.getByText("CCTV survey after repair")).toBeVisible();
    await expect(lines.getByText("£465.00")).toBeVisible();
    await expect(lines.getByText("£93.00")).toBeVisible();
    await expect(lines.getByText(pounds(quote.totalPence)).first()).toBeVisible();
    await expect(page.getByText("31 January 2099")).toBeVisible();
    await expect(page.getByText("Work is guaranteed for 12 months.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Signing is the last step: the name and the agreement are both needed.
    await page.getByRole("button", { name: "Accept and sign" }).click();
    await expect(page.getByText("Type your full name to accept")).toBeVisible();
    await expect(page.getByText("Tick to agree to the terms")).toBeVisible();
    expect((await quoteRow(quote.id)).status).toBe("sent");

    await page.getByLabel("Your full name").fill("Quinn Signer");
    await page.getByLabel("I have read the quote and its terms, and I agree to them.").check();
    await page.getByRole("button", { name: "Accept and sign" }).click();
    await expect(page.getByText(`Thank you. Quote ${quote.number} is accepted.`)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "signed by Quinn Signer" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Accept and sign" })).toHaveCount(0);

    const row = await quoteRow(quote.id);
    expect(row).toMatchObject({ status: "accepted", signed_name: "Quinn Signer", responded_via: "portal", accepted_total_pence: quote.totalPence });
    expect(row.responded_ip).toBeTruthy();
    expect(row.responded_at).not.toBeNull();
    // The office is told by e-mail.
    await expect.poll(() => lastMailTo(OFFICE, new RegExp(`Quote ${quote.number} accepted by`))).toContain("Quinn Signer");

    // The back-office record shows who accepted, and how.
    await adminPage.goto(`/admin/quotes/${quote.id}`);
    await expect(adminPage.getByRole("definition").filter({ hasText: "Accepted in the portal by Quinn Signer" })).toBeVisible();
    await expect(adminPage.getByText(/^Accepted by the customer in the portal \(signed “Quinn Signer”\)/)).toBeVisible();
    await expect(adminPage.getByText(/Quinn Signer/).first()).toBeVisible();

    // "Pay Invoices" opens the invoice due first, with the bank details and its number as reference.
    await page.goto("/customer/dashboard");
    await page.getByRole("link", { name: /Pay Invoices/ }).click();
    await expect(page.getByRole("heading", { name: `Invoice ${invoice.number}` })).toBeVisible();
    const bank = page.locator("dl[aria-label='Bank details']");
    await expect(bank.getByText(invoice.number)).toBeVisible();
    await expect(bank.getByText("Sort code")).toBeVisible();
    await expect(page.getByText("14 February 2099")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: `Download PDF of ${invoice.number}` }).click()]);
    const text = (await new PDFParse({ data: fs.readFileSync((await download.path())!) }).getText()).text;
    expect(text).toContain(invoice.number);
    expect(text).toContain(pounds(invoice.totalPence));
    await context.close();
  });
}

test("a customer declines a quote with a reason; the office is told", async ({ browser, baseURL }) => {
  const { context, customerId } = await portalCustomer(browser, baseURL!, "Dee Cliner");
  const quote = await insertQuote(customerId);
  const page = await context.newPage();
  await page.goto(`/customer/quotes/${quote.id}`);
  await page.getByLabel("Reason (optional)").fill("Found a cheaper quote elsewhere");
  await page.getByRole("button", { name: "Decline quote" }).click();
  await expect(page.getByText(`Quote ${quote.number} is declined.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Decline quote" })).toHaveCount(0);
  expect(await quoteRow(quote.id)).toMatchObject({ status: "rejected", responded_via: "portal", decline_reason: "Found a cheaper quote elsewhere" });
  await expect.poll(() => lastMailTo(OFFICE, new RegExp(`Quote ${quote.number} declined by`))).toContain("Found a cheaper quote elsewhere");
  await context.close();
});

test("only a sent, unexpired quote can be answered: anything else is refused with a message and left unchanged", async ({ browser, baseURL }) => {
  const { context, customerId } = await portalCustomer(browser, baseURL!, "Rita Refused");
  const origin = { Origin: new URL(baseURL!).origin };
  const expired = await insertQuote(customerId, { validUntil: "2020-01-31" });
  const accepted = await insertQuote(customerId, { status: "accepted" });
  const page = await context.newPage();

  // A quote past its date (before the nightly run marks it expired) shows no forms, and says why.
  await page.goto(`/customer/quotes/${expired.id}`);
  await expect(page.getByText(/This quote has expired/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept and sign" })).toHaveCount(0);

  const sign = { intent: "accept", signedName: "Rita Refused", agreeTerms: "on" };
  for (const [quote, status, message] of [
    [expired, "sent", "This quote has expired"],
    [accepted, "accepted", "Only a sent quote can be accepted"],
  ] as const) {
    const res = await context.request.post(`/customer/quotes/${quote.id}`, { headers: origin, form: sign, maxRedirects: 0 });
    expect(res.status()).toBe(409);
    expect(await res.text()).toContain(message);
    expect((await quoteRow(quote.id)).status).toBe(status);
  }
  // Bad input: 400, nothing changed.
  const fresh = await insertQuote(customerId);
  const bad: Record<string, string>[] = [{ intent: "accept", signedName: "", agreeTerms: "on" }, { intent: "accept", signedName: "Rita" }, { intent: "sign" }, { intent: "decline", reason: "x".repeat(1001) }];
  for (const form of bad) {
    const res = await context.request.post(`/customer/quotes/${fresh.id}`, { headers: origin, form, maxRedirects: 0 });
    expect(res.status(), JSON.stringify(form).slice(0, 60)).toBe(400);
  }
  expect((await quoteRow(fresh.id)).status).toBe("sent");
  await context.close();
});
