import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect, factories, test, withDb } from "./support/fixtures";

/** The page is no wider than its screen. */
async function expectFitsWidth(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

async function adminAt(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, hasTouch: width < 500, storageState: process.env.E2E_ADMIN_STATE });
  return { context, page: await context.newPage() };
}

for (const [screen, width] of [
  ["a 390 px phone", 390],
  ["a desktop", 1366],
] as const) {
  test(`on ${screen}: add a contact and a site to a customer, then quote at that site`, async ({ browser }) => {
    const tag = randomBytes(3).toString("hex");
    const customer = await factories().makeCustomer({ name: `Landlord ${tag}`, email: `landlord.${tag}@example.com`, address: "1 Castle Street, Reading", postcode: "RG1 7SN" });
    const { context, page } = await adminAt(browser, width);
    try {
      await page.goto(`/admin/customers/${customer.id}`);
      const sites = page.getByRole("list", { name: "Sites" });
      await expect(sites.getByRole("link", { name: "1 Castle Street, Reading, RG1 7SN" })).toBeVisible();
      await expectFitsWidth(page);

      // A contact: the tenant, who gets visit notices.
      await page.getByRole("link", { name: "Add contact" }).click();
      await expect(page.getByRole("heading", { level: 1, name: `New contact for Landlord ${tag}` })).toBeVisible();
      await page.getByRole("button", { name: "Add contact" }).click();
      await expect(page.getByText("Name is required")).toBeVisible();
      await page.getByLabel("Name *").fill(`Tessa Tenant ${tag}`);
      await page.getByLabel("Role").selectOption("tenant");
      await page.getByLabel("Phone").fill("07700 900 555");
      await page.getByLabel("Receives visit notices").click();
      await expectFitsWidth(page);
      await page.getByRole("button", { name: "Add contact" }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/customers/${customer.id}$`));
      const contacts = page.getByRole("list", { name: "Contacts" });
      await expect(contacts.getByRole("link", { name: `Tessa Tenant ${tag}` })).toBeVisible();
      await expect(contacts.getByText("Visit notices")).toBeVisible();

      // A site at another address, with the tenant as its contact; a bad postcode is refused first.
      await page.getByRole("link", { name: "Add site" }).click();
      await page.getByLabel("Name", { exact: true }).fill("Flat 2");
      await page.getByLabel("Address *").fill("27 Eldon Road, Reading");
      await page.getByLabel("Postcode").fill("NOT A CODE");
      await page.getByLabel("Access notes").fill("Key safe by the back door");
      await page.getByLabel("Contact at this site").selectOption({ label: `Tessa Tenant ${tag} (Tenant)` });
      await page.getByRole("button", { name: "Add site" }).click();
      await expect(page.getByText("Enter a valid UK postcode")).toBeVisible();
      await page.getByLabel("Postcode").fill("rg1 4dn");
      await expectFitsWidth(page);
      await page.getByRole("button", { name: "Add site" }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/customers/${customer.id}$`));
      const site = sites.getByRole("link", { name: "Flat 2: 27 Eldon Road, Reading, RG1 4DN" });
      await expect(site).toBeVisible();
      await expect(sites.getByText(`Contact: Tessa Tenant ${tag}, 07700 900555`)).toBeVisible();
      await expectFitsWidth(page);
      const stored = await withDb(async (db) => (await db.query("select address, postcode, access_notes from customer_sites where customer_id = $1 order by created_at", [customer.id])).rows);
      expect(stored).toEqual([
        { address: "1 Castle Street, Reading", postcode: "RG1 7SN", access_notes: null },
        { address: "27 Eldon Road, Reading", postcode: "RG1 4DN", access_notes: "Key safe by the back door" },
      ]);

      // A quote for the customer, at the new site: the form offers the customer's sites.
      await page.goto(`/admin/quotes/new?customerId=${customer.id}`);
      await page.getByLabel("Site").selectOption({ label: "Flat 2: 27 Eldon Road, Reading, RG1 4DN" });
      await page.getByLabel("Service Type *").selectOption("drain_cleaning");
      const line1 = page.getByRole("listitem", { name: "Line 1" });
      await line1.getByLabel("Description").fill(`Jetting of the soil stack ${tag}`);
      await line1.getByLabel("Unit price (£)").fill("240");
      await expectFitsWidth(page);
      await page.getByRole("button", { name: "Save Draft" }).click();
      await expect(page.getByRole("heading", { level: 1, name: /^Quote Q-/ })).toBeVisible();
      await expect(page.getByRole("link", { name: "Flat 2: 27 Eldon Road, Reading, RG1 4DN" })).toBeVisible();
      await expectFitsWidth(page);
    } finally {
      await context.close();
    }
  });
}
