import { randomBytes, randomInt } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect, factories, test, withDb } from "./support/fixtures";

/**
 * Likely duplicates in the back office, on a desktop and on a 390 px phone: the inbox shows why an
 * enquiry looks like an existing customer; "Use <name> (existing customer)" puts its job on that
 * record (no new record); the record's page lists its possible duplicates with a Merge link.
 */
const SCREENS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const;

async function adminOn(browser: Browser, screen: keyof typeof SCREENS) {
  const context = await browser.newContext({ ...SCREENS[screen], storageState: process.env.E2E_ADMIN_STATE });
  return { context, page: await context.newPage() };
}

async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(width);
}

const letters = "ABDEFGHJLNPQRSTUWXYZ";
const pick = () => letters[randomInt(letters.length)];

for (const screen of Object.keys(SCREENS) as Array<keyof typeof SCREENS>) {
  test(`${screen}: the inbox says why an enquiry looks like an existing customer, and the job can go on that customer`, async ({ browser, request }) => {
    const tag = randomBytes(3).toString("hex");
    const postcode = `RG14 ${randomInt(1, 10)}${pick()}${pick()}`;
    const phone = `01635 ${randomInt(600000, 700000)}`;
    const { makeCustomer } = factories();
    const existing = await makeCustomer({ name: `Margaret Ellison${tag}`, phone, postcode, address: "15 Headley Road, Newbury", createdAt: new Date("2021-05-04T09:00:00Z") });
    // A later second record with the same phone number: a possible duplicate on the existing one's page.
    const second = await makeCustomer({ name: `M. Ellison${tag}`, phone: phone.replace(" ", ""), address: "Address to be confirmed" });

    const email = `enquirer.${tag}@example.com`;
    const res = await request.post("/contact", {
      headers: { "X-Forwarded-For": `2001:db8:80::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}` },
      form: {
        firstName: "Mrs Margaret",
        lastName: `Elison${tag}`,
        phone: `07700 900${randomInt(100, 1000)}`,
        email,
        service: "Drain Unblocking",
        message: `The drain at 15 Headley Road, ${postcode.toLowerCase()} is blocked again.`,
      },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);

    const { context, page } = await adminOn(browser, screen);
    try {
      await page.goto("/admin/enquiries");
      const card = page.getByRole("article", { name: `Mrs Margaret Elison${tag}` });
      const possible = card.getByRole("list", { name: "Possible existing customers" });
      await expect(possible).toContainText(`Margaret Ellison${tag}`);
      await expect(possible).toContainText(`(similar name at ${postcode})`);
      await expect(possible.getByRole("link", { name: `Margaret Ellison${tag}`, exact: true })).toHaveAttribute("href", `/admin/customers/${existing.id}`);
      await expectNoSidewaysScroll(page, SCREENS[screen].viewport.width);

      await card.getByRole("button", { name: `Use Margaret Ellison${tag} (existing customer)` }).click();
      await expect(page.getByText("Job created for the existing customer")).toBeVisible();
      await expect(card.getByRole("link", { name: "View customer" })).toHaveAttribute("href", `/admin/customers/${existing.id}`);

      const found = await withDb(async (db) => {
        const enquiry = (await db.query("select customer_id, job_id, status from enquiries where email = $1", [email])).rows[0];
        const job = (await db.query("select customer_id from jobs where id = $1", [enquiry.job_id])).rows[0];
        const made = (await db.query("select count(*)::int as n from customers where email = $1 or name like $2", [email, `Mrs Margaret%${tag}`])).rows[0].n;
        return { enquiry, job, made };
      });
      expect(found).toEqual({ enquiry: { customer_id: existing.id, job_id: expect.any(String), status: "contacted" }, job: { customer_id: existing.id }, made: 0 });

      // The existing record's page: the job, and the later record as a possible duplicate to merge.
      await page.goto(`/admin/customers/${existing.id}`);
      await expect(page.getByRole("table", { name: "Jobs" })).toContainText(`Drain Unblocking for Mrs Margaret Elison${tag}`);
      const duplicates = page.getByRole("list", { name: "Possible duplicates" });
      await expect(duplicates.getByRole("link", { name: `M. Ellison${tag}`, exact: true })).toHaveAttribute("href", `/admin/customers/${second.id}`);
      await expect(duplicates).toContainText("same phone");
      await expect(duplicates.getByRole("link", { name: `Merge M. Ellison${tag} with this customer` })).toHaveAttribute(
        "href",
        `/admin/customers/${existing.id}/merge?with=${second.id}`,
      );
      await expectNoSidewaysScroll(page, SCREENS[screen].viewport.width);
    } finally {
      await context.close();
    }
  });
}
