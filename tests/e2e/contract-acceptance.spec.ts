import { PDFParse } from "pdf-parse";
import { expect, test, withDb } from "./support/fixtures";
import { lastMailTo, portalCustomer } from "./support/portal";

const OFFICE = "office@example.com";

async function contractRow(id: string) {
  return withDb(async (db) => (await db.query("select status, accepted_name, accepted_at, accepted_by_user_id, accepted_ip from contracts where id = $1", [id])).rows[0]);
}

test("on a phone: a customer opens the maintenance contract offered to them, reads its PDF, accepts it and sees it accepted; the office sees it too", async ({ browser, baseURL, adminPage }) => {
  test.setTimeout(90_000);
  const { context, customerId } = await portalCustomer(browser, baseURL!, "Clara Contract");
  const title = "Gully and soakaway maintenance";
  const contractId = await withDb(async (db) => {
    const item = (await db.query(`insert into price_book_items (name, description, unit_price_pence, position) values ('Gully jetting (e2e)', 'Jet every yard gully', 8500, 990) returning id`)).rows[0].id as string;
    const site = (await db.query(`select id from customer_sites where customer_id = $1 order by created_at limit 1`, [customerId])).rows[0].id as string;
    const id = (
      await db.query(
        `insert into contracts (customer_id, site_id, title, frequency, start_date, term_months, price_pence, billing, status, offered_at)
         values ($1, $2, $3, 'quarterly', '2099-07-01', 12, 14500, 'per_visit', 'offered', now()) returning id`,
        [customerId, site, title],
      )
    ).rows[0].id as string;
    await db.query(`insert into contract_services (contract_id, price_book_item_id) values ($1, $2)`, [id, item]);
    return id;
  });
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });

  // From the portal's home to the contract waiting for an answer.
  await page.goto("/customer/dashboard");
  await page.locator(`a[href="/customer/contracts/${contractId}"]`).filter({ hasText: "(to accept)" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Waiting for your acceptance")).toBeVisible();
  await expect(page.getByText("Not yet accepted.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Terms" })).toBeVisible();

  // Its PDF: the services with their price, the visits, the price, and not yet accepted.
  const href = await page.getByRole("link", { name: "Download PDF of the contract" }).getAttribute("href");
  expect(href).toBe(`/customer/contracts/${contractId}/pdf`);
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const before = (await new PDFParse({ data: await pdf.body() }).getText()).text.replace(/\s+/g, " ");
  for (const expected of [title, "Gully jetting (e2e)", "£85.00", "Quarterly (4 a year)", "£145.00 a visit plus VAT", "1 July 2099", "1 October 2099", "Not yet accepted."]) expect(before).toContain(expected);

  // Signing needs the name and the agreement.
  await page.getByRole("button", { name: "Accept and sign" }).click();
  await expect(page.getByText("Type your full name to accept")).toBeVisible();
  await expect(page.getByText("Tick to agree to the terms")).toBeVisible();
  expect((await contractRow(contractId)).status).toBe("offered");

  await page.getByLabel("Your full name").fill("Clara Contract");
  await page.getByLabel("I have read the contract and its terms, and I agree to them.").check();
  await page.getByRole("button", { name: "Accept and sign" }).click();
  await expect(page.getByText("Thank you. Your contract is accepted.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "signed by Clara Contract" })).toBeVisible();
  await expect(page.getByText("Running", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept and sign" })).toHaveCount(0);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(scroll, "the page fits the phone's width").toBeLessThanOrEqual(0);

  const row = await contractRow(contractId);
  expect(row).toMatchObject({ status: "active", accepted_name: "Clara Contract" });
  expect(row.accepted_at).not.toBeNull();
  expect(row.accepted_by_user_id).toBeTruthy();
  expect(row.accepted_ip).toBeTruthy();
  await expect.poll(() => lastMailTo(OFFICE, /Contract accepted: Gully and soakaway maintenance/)).toContain("Clara Contract");

  // The PDF now says who accepted it.
  const after = (await new PDFParse({ data: await (await page.request.get(href!)).body() }).getText()).text.replace(/\s+/g, " ");
  expect(after).toContain("Accepted by Clara Contract on");

  // Accepting again is refused with its reason, and changes nothing.
  const again = await context.request.post(`/customer/contracts/${contractId}`, {
    headers: { Origin: new URL(baseURL!).origin },
    form: { intent: "accept", signedName: "Someone Else", agreeTerms: "on" },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain("already accepted by Clara Contract");
  expect((await contractRow(contractId)).accepted_name).toBe("Clara Contract");

  // The office's page of the contract, its PDF and its history.
  await adminPage.goto(`/admin/contracts/${contractId}`);
  await expect(adminPage.getByTestId("contract-acceptance")).toContainText("Accepted in the portal by Clara Contract");
  await expect(adminPage.getByText("Accepted by the customer in the portal (signed “Clara Contract”); the contract started")).toBeVisible();
  const adminPdf = await adminPage.request.get(`/admin/contracts/${contractId}/pdf`);
  expect(adminPdf.status()).toBe(200);
  expect(adminPdf.headers()["content-type"]).toBe("application/pdf");
  await context.close();
});
