import { expect, test, withDb } from "./support/fixtures";
import { portalCustomer } from "./support/portal";

// The portal's "request a visit" books into a real free slot: on a phone, a signed-in customer
// chooses a service and the postcode, picks one of the free two-hour windows and books it; it is
// held as a tentative visit on a job of their own record. A postcode the firm does not serve is
// refused with the reason, and no slot is offered.

test("on a 390 px phone a customer books a free slot from the portal; it is held for the office on their own job", async ({ browser, baseURL }) => {
  const customer = await portalCustomer(browser, baseURL!, "Portal Booker");
  const page = await customer.context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/customer/request-visit");

  const find = page.getByRole("form", { name: "Find free times" });
  await find.getByLabel("Service").selectOption("drain_cleaning");
  await find.getByLabel("Postcode of the visit").fill("EC1A 1BB");
  await find.getByRole("button", { name: "Show free times" }).click();
  await expect(page.getByRole("alert")).toContainText(/do not cover|outside|not in the area/i);
  await expect(page.locator('input[name="slot"]')).toHaveCount(0);

  await find.getByLabel("Postcode of the visit").fill("RG14 5AB");
  await find.getByRole("button", { name: "Show free times" }).click();
  await expect(page).toHaveURL(/service=drain_cleaning&postcode=RG14/);
  const first = page.locator('input[name="slot"]').first();
  await expect(first).toBeVisible();
  const slot = (await first.getAttribute("value"))!;
  await first.check();
  const book = page.getByRole("form", { name: "Book a free time" });
  await expect(book.getByLabel("Address of the visit")).toHaveValue("7 Bartholomew Street, Newbury");
  await book.getByLabel("What needs doing (optional)").fill("Annual clean of the kitchen run");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await book.getByRole("button", { name: "Book this time" }).click();

  await expect(page).toHaveURL(/\/customer\/jobs$/);
  await expect(page.getByText(/We have held .+ for you|Booked: /)).toBeVisible();
  const [day, time] = slot.split("T");
  const held = await withDb(async (db) => {
    const { rows } = await db.query(
      `select v.day::text as day, v.start_minute, v.tentative, j.service_type, j.location_address
         from visits v join jobs j on j.id = v.job_id where j.customer_id = $1`,
      [customer.customerId],
    );
    return rows;
  });
  const [h, m] = time.split(":").map(Number);
  expect(held).toEqual([expect.objectContaining({ day, start_minute: h * 60 + m, tentative: true, service_type: "drain_cleaning", location_address: "7 Bartholomew Street, Newbury, RG14 5AB" })]);
  await customer.context.close();
});
