import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, factories, test, withDb } from "./support/fixtures";

const COUNTS = {
  awaiting: "select count(*) n from quotes where status = 'sent'",
  outstanding: "select count(*) n from invoices where status in ('sent','partly_paid','overdue')",
};

/** The dashboard's money cards count the quotes awaiting an answer and the unpaid invoices as the database does. */
async function expectDashboardCounts(page: Page) {
  await expect(async () => {
    await page.goto("/admin");
    for (const [card, query] of Object.entries(COUNTS)) {
      const n = await withDb(async (db) => Number((await db.query<{ n: string }>(query)).rows[0].n));
      await expect(page.getByTestId(`card-count-${card}`), card).toHaveText(String(n), { timeout: 1_000 });
    }
  }).toPass({ timeout: 15_000 });
}

async function statusOf(table: "quotes" | "invoices", id: string) {
  return withDb(async (db) => (await db.query<{ status: string }>(`select status from ${table} where id = $1`, [id])).rows[0].status);
}

for (const viewport of [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
]) {
  test(`on a ${viewport.name}: create a quote with three lines from the price book, send it, mark it accepted, invoice it and mark the invoice paid`, async ({ adminPage: page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const name = `Lifecycle ${viewport.name} ${randomBytes(3).toString("hex")}`;
    await factories().makeCustomer({
      name,
      phone: "0118 496 0999",
      email: `${name.replaceAll(" ", ".").toLowerCase()}@example.com`,
      address: "5 Mill Lane, Theale",
      postcode: "RG7 5AA",
    });
    await expectDashboardCounts(page);

    await page.goto("/admin/quotes");
    await page.getByRole("link", { name: "Create Quote" }).click();
    await expect(page.getByRole("heading", { name: "New Quote" })).toBeVisible();

    // Pick the customer by searching, as with thousands of them.
    await page.getByRole("combobox", { name: "Customer *" }).fill(name.slice(0, 18));
    await page.getByRole("option", { name: new RegExp(name) }).click();
    await page.getByLabel("Service Type *").selectOption("cctv_survey");

    // A bad line is refused in the browser with its message, nothing is saved.
    const line1 = page.getByRole("listitem", { name: "Line 1" });
    await line1.getByLabel("Description").fill("CCTV drain survey with written report");
    await line1.getByLabel("Unit price (£)").fill("19.999");
    await page.getByRole("button", { name: "Save Draft" }).click();
    await expect(line1.getByText("Enter a price in pounds, such as 95 or 95.50")).toBeVisible();
    // The three lines come from the price book, in one click each; the hand-typed line goes.
    await page.getByRole("button", { name: "Remove line 1" }).click();
    await page.getByRole("button", { name: /^CCTV drain survey with report \(£195\.00\)/ }).click();
    await page.getByRole("button", { name: /^Drain unblocking – high-pressure jetting \(£150\.00\)/ }).click();
    await page.getByRole("button", { name: /^Additional labour \(per hour\) \(£65\.00\)/ }).click();
    await expect(page.getByRole("listitem", { name: /^Line \d$/ })).toHaveCount(3);
    await page.getByRole("listitem", { name: "Line 3" }).getByLabel("Quantity").fill("2.5");

    // Totals as typed: 195 + 150 + 162.50 = 507.50; VAT 101.50; total 609.00.
    const totals = page.getByLabel("Totals");
    await expect(totals).toContainText("£507.50");
    await expect(totals).toContainText("£101.50");
    await expect(totals).toContainText("£609.00");

    await page.getByRole("button", { name: "Save Draft" }).click();
    await expect(page.getByText(/Quote Q-\d{5,} created/)).toBeVisible();
    const quoteId = /\/admin\/quotes\/([0-9a-f-]{36})$/.exec(page.url())![1];
    const lines = page.getByRole("table", { name: "Line items" });
    await expect(lines.getByRole("row", { name: /^Total/ })).toContainText("£609.00");
    await expect(page.getByRole("button", { name: "Record Acceptance" })).toHaveCount(0);
    await expectDashboardCounts(page);

    await page.goto(`/admin/quotes/${quoteId}`);
    await page.getByRole("link", { name: "Send to Customer" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Send e-mail" }).click();
    await expect(page.getByText(/Quote Q-\d{5,} sent/)).toBeVisible();
    expect(await statusOf("quotes", quoteId)).toBe("sent");
    // A sent quote is no longer edited: its page has no link to the edit form.
    await expect(page.locator(`a[href="/admin/quotes/${quoteId}/edit"]`)).toHaveCount(0);
    // The customer's e-mail, with the PDF and a link to the quote in the portal, is delivered by the queue.
    await expect
      .poll(
        () =>
          withDb(async (db) => {
            const { rows } = await db.query<{ status: string; text: string; attachments: unknown[] }>(
              "select status, text, attachments from email_log where text like $1",
              [`%/customer/quotes/${quoteId}%`],
            );
            return rows[0] ? { status: rows[0].status, pdfs: rows[0].attachments.length } : null;
          }),
        { timeout: 20_000 },
      )
      .toEqual({ status: "sent", pdfs: 1 });

    await page.getByRole("button", { name: "Record Acceptance" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Record acceptance" }).click();
    await expect(page.getByText("Acceptance recorded")).toBeVisible();
    await expect(page.getByText(/Accepted by phone by .+, recorded by /)).toBeVisible();
    expect(await statusOf("quotes", quoteId)).toBe("accepted");
    await expectDashboardCounts(page);

    await page.goto(`/admin/quotes/${quoteId}`);
    await page.getByRole("button", { name: "Create Invoice" }).click();
    await expect(page.getByText(/Invoice INV-\d{5,} created from quote/)).toBeVisible();
    const invoiceId = /\/admin\/invoices\/([0-9a-f-]{36})$/.exec(page.url())![1];
    await expect(page.getByRole("table", { name: "Line items" }).getByRole("row", { name: /^Total/ })).toContainText("£609.00");

    await page.getByRole("link", { name: "Send to Customer" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Send e-mail" }).click();
    await expect(page.getByText(/Invoice INV-\d{5,} sent/)).toBeVisible();
    expect(await statusOf("invoices", invoiceId)).toBe("sent");
    await expectDashboardCounts(page);

    await page.goto(`/admin/invoices/${invoiceId}`);
    // The whole balance, prefilled, paid by card.
    await expect(page.getByLabel("Amount (£)")).toHaveValue("609.00");
    await page.getByLabel("Method").selectOption("card");
    await page.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByText(/Payment of £609\.00 recorded on INV-\d{5,}: paid in full/)).toBeVisible();
    expect(await statusOf("invoices", invoiceId)).toBe("paid");
    await expect(page.getByText("Card", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Record payment" })).toHaveCount(0);
    await expectDashboardCounts(page);

    // Nothing on the page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}

test("a transition the status does not allow is refused over HTTP with a message, changing nothing", async ({ adminPage: page }) => {
  const quote = await withDb(async (db) => (await db.query<{ id: string }>("select id from quotes where status = 'accepted' limit 1")).rows[0]);
  await page.goto(`/admin/quotes/${quote.id}`);
  const response = await page.request.post(`/admin/quotes/${quote.id}`, { form: { intent: "send" }, headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe(`/admin/quotes/${quote.id}`);
  await page.goto(`/admin/quotes/${quote.id}`);
  await expect(page.getByText("Failed to send quote")).toBeVisible();
  await expect(page.getByText(/has already been sent|cannot be changed/)).toBeVisible();
  expect(await statusOf("quotes", quote.id)).toBe("accepted");
  const bad = await page.request.post(`/admin/quotes/${quote.id}`, { form: { intent: "launch" }, headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 });
  expect(bad.status()).toBe(400);
});
