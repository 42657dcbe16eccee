import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, factories, test, withDb } from "./support/fixtures";
import { logIn, signUp, verificationLink } from "./support/portal";

/**
 * A customer's contact (a landlord's tenant) signs up to the portal with the e-mail address the
 * office has for them, verifies it, and their account is the contact's: it sees the jobs of the
 * tenant's flat and not those of the landlord's other flat (docs/decisions/0081).
 */

async function expectFitsWidth(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

for (const [screen, viewport] of [
  ["a 390 px phone", { width: 390, height: 844 }],
  ["a desktop", { width: 1280, height: 900 }],
] as const) {
  test(`on ${screen}: a tenant signs up with their e-mail address, verifies it, and sees only their flat's job`, async ({ browser }) => {
    test.setTimeout(90_000);
    const tag = randomBytes(4).toString("hex");
    const email = `tenant.${tag}@example.com`;
    const { makeContact, makeCustomer, makeJob, makeSite } = factories();
    const landlord = await makeCustomer({ name: `Landlord ${tag}`, email: `landlord.${tag}@example.com` });
    const tenant = await makeContact({ customerId: landlord.id, name: `Tina Tenant`, role: "tenant", email, receivesVisitNotices: true });
    const flat1 = await makeSite({ customerId: landlord.id, label: "Flat 1", address: "27 Eldon Road, Reading", postcode: "RG1 4DN", contactId: tenant.id });
    const flat2 = await makeSite({ customerId: landlord.id, label: "Flat 2", address: "118 Oxford Road, Reading", postcode: "RG30 1EA" });
    await makeJob({ customerId: landlord.id, siteId: flat1.id, title: `Blocked shower waste ${tag}`, status: "scheduled", scheduledDate: new Date("2099-03-10T09:30:00Z") });
    await makeJob({ customerId: landlord.id, siteId: flat2.id, title: `Collapsed drain survey ${tag}`, status: "scheduled", scheduledDate: new Date("2099-03-11T09:30:00Z") });

    const forwarded = `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::9`;
    const context = await browser.newContext({ viewport, hasTouch: viewport.width < 500, extraHTTPHeaders: { "X-Forwarded-For": forwarded } });
    const page = await context.newPage();
    try {
      await page.goto("/customer/login");
      await signUp(page, { name: "Tina Tenant", email });
      await expect.poll(() => verificationLink(email)).toBeTruthy();
      await page.goto(verificationLink(email)!);
      await expect(page).toHaveURL(/\/customer(\/login\?.*|\/dashboard)$/);
      if (/\/customer\/login/.test(page.url())) await logIn(page, email);
      await expect(page).toHaveURL(/\/customer\/dashboard$/);

      // The account is the contact's: no customer record was made from the sign-up.
      const linked = await withDb(async (db) => (await db.query(`select c.customer_id from customer_contacts c join "user" u on u.id = c.user_id where c.id = $1`, [tenant.id])).rows);
      expect(linked).toEqual([{ customer_id: landlord.id }]);
      const records = await withDb(async (db) => (await db.query("select count(*)::int as n from customers where lower(email) = $1", [email])).rows[0].n);
      expect(records).toBe(0);

      await page.goto("/customer/jobs");
      await expect(page.getByRole("heading", { name: `Blocked shower waste ${tag}` })).toBeVisible();
      await expect(page.getByText(`Collapsed drain survey ${tag}`)).toHaveCount(0);
      await expect(page.getByText("118 Oxford Road")).toHaveCount(0);
      await expectFitsWidth(page);

      // My details are the contact's own.
      await page.goto("/customer/details");
      await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Tina Tenant");
      await expect(page.getByLabel("Address")).toHaveCount(0);
      await expectFitsWidth(page);
    } finally {
      await context.close();
    }
  });
}
