import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, factories, test, withDb } from "./support/fixtures";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;

/** A customer with a job, a quote sent by e-mail (its audit entry and its e-mail), an enquiry and 25 record changes. */
async function customerWithStory() {
  const tag = randomBytes(3).toString("hex");
  const { makeCustomer, makeJob, makeQuote, makeEnquiry } = factories();
  // A long unbroken address: the timeline must wrap it on a phone.
  const email = `a.very.long.address.that.does.not.fit.on.a.phone.${tag}@example-drainage-customers.co.uk`;
  const customer = await makeCustomer({ name: `Timeline Customer ${tag}`, email });
  await makeJob({ customerId: customer.id, title: `Blocked gully ${tag}` });
  const quote = await makeQuote({ customerId: customer.id, status: "sent", lines: [{ description: "Jetting" }] });
  await makeEnquiry({ customerId: customer.id, service: "drain unblocking", message: "Water is coming up through the yard drain after every shower of rain" });
  await withDb(async (db) => {
    await db.query(
      // As the product writes them: each entry names the customer it is about.
      `insert into audit_log (actor_label, action, entity_type, entity_id, changes, created_at, customer_id)
       values ('Dana Office (dana.office@example.com)', 'send', 'quote', $1, $2, now() - interval '1 minute', $3)`,
      [quote.id, JSON.stringify({ status: { from: "draft", to: "sent" }, number: quote.quoteNumber, to: email }), customer.id],
    );
    await db.query(`insert into email_log ("to", subject, text, customer_id, about) values ($1, $2, '-', $3, $4)`, [email, `Your quote ${quote.quoteNumber}`, customer.id, `quote:${quote.id}`]);
    await db.query(
      `insert into audit_log (actor_label, action, entity_type, entity_id, changes, created_at, customer_id)
       select 'Dana Office (dana.office@example.com)', 'update', 'customer', $1, jsonb_build_object('phone', jsonb_build_object('from', '01632 9601' || lpad(i::text, 2, '0'), 'to', '01632 9602' || lpad(i::text, 2, '0'))),
              now() - interval '1 hour' - i * interval '1 second', $2::uuid
         from generate_series(1, 25) i`,
      [customer.id, customer.id],
    );
  });
  return { customer, quote, email };
}

async function expectNoSidewaysScroll(page: Page) {
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const list = document.querySelector("ol[aria-labelledby='timeline-heading']");
    const outside = [...(list?.querySelectorAll("*") ?? [])].filter((el) => el.getBoundingClientRect().right > width + 1).map((el) => el.textContent?.slice(0, 40));
    return { width, scrollWidth: document.documentElement.scrollWidth, outside };
  });
  expect(found.scrollWidth).toBeLessThanOrEqual(found.width);
  expect(found.outside).toEqual([]);
}

test.describe("the customer timeline", () => {
  test("tells the customer's story in words, filters by kind and pages on (desktop)", async ({ adminPage: page }) => {
    const { customer, quote, email } = await customerWithStory();
    await page.goto(`/admin/customers/${customer.id}`);
    await expect(page.getByRole("heading", { name: "Timeline" })).toBeVisible();
    const timeline = page.getByRole("list", { name: "Timeline" });
    // The newest first: the quote's creation, its e-mail and its sending, then the enquiry and the job (all newer than the record changes).
    await expect(timeline.getByRole("listitem").filter({ hasText: `Sent quote ${quote.quoteNumber} to ${email}` })).toContainText("by Dana Office (dana.office@example.com)");
    await expect(timeline.getByRole("listitem").filter({ hasText: `E-mail “Your quote ${quote.quoteNumber}”` }).getByRole("link", { name: "The quote" })).toHaveAttribute(
      "href",
      `/admin/quotes/${quote.id}`,
    );
    await expect(timeline.getByText("Enquiry from the contact form: drain unblocking")).toBeVisible();
    await expect(timeline.getByRole("listitem")).toHaveCount(20);

    // Only quotes.
    await page.getByRole("navigation", { name: "Show in the timeline" }).getByRole("link", { name: "Quotes" }).click();
    await expect(page).toHaveURL(/\?kinds=quote$/);
    await expect(timeline.getByRole("listitem").first()).toBeVisible();
    const badges = await timeline.getByRole("listitem").evaluateAll((items) => items.map((li) => li.getAttribute("data-kind")));
    expect(badges.length).toBeGreaterThanOrEqual(2);
    expect(new Set(badges)).toEqual(new Set(["quote"]));
    await expect(timeline.getByText("Enquiry from the contact form")).toHaveCount(0);

    // Back to everything, then the older page: the rest of the record changes.
    await page.getByRole("link", { name: "Everything" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/customers/${customer.id}\\?$|/admin/customers/${customer.id}$`));
    await page.getByRole("link", { name: "Older" }).click();
    await expect(page).toHaveURL(/before=/);
    await expect(timeline.getByRole("listitem").first()).toContainText("Changed phone from 01632 9601");
    await expect(page.getByRole("link", { name: "Newest" })).toBeVisible();
  });

  test("fits a phone's screen, long addresses wrapped, and filters there too", async ({ browser }) => {
    const { customer, quote, email } = await customerWithStory();
    const context = await browser.newContext({ ...PHONE, storageState: process.env.E2E_ADMIN_STATE });
    const page = await context.newPage();
    try {
      await page.goto(`/admin/customers/${customer.id}`);
      const timeline = page.getByRole("list", { name: "Timeline" });
      await expect(timeline.getByText(`Sent quote ${quote.quoteNumber} to ${email}`)).toBeVisible();
      await expectNoSidewaysScroll(page);

      await page.getByRole("navigation", { name: "Show in the timeline" }).getByRole("link", { name: "Record changes" }).click();
      await expect(page).toHaveURL(/\?kinds=note$/);
      await expect(timeline.getByRole("listitem").first()).toContainText("Changed phone from");
      await expect(timeline.getByText(`Sent quote ${quote.quoteNumber}`)).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    } finally {
      await context.close();
    }
  });
});
