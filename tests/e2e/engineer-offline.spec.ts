import { expect, factories, test, withDb } from "./support/fixtures";
import { jpeg, makeEngineer, openDayForOffline, signInEngineer as signIn, signOff, waitForHydration } from "./support/engineer";
import { newVisitor } from "./support/portal";

/**
 * The engineer's day on a phone (390 px): signed in, the day opened once, then offline — notes, the
 * checklist, two photos, a material, the signature, finished — with the changes shown as waiting;
 * back online each arrives once. A change made offline while the office changed the visit is shown
 * as a conflict, not applied over the office's change.
 */

async function engineerWithVisits(label: string, visitCount: number) {
  const { makeCustomer, makeJob, makePriceBookItem } = factories();
  const engineer = await makeEngineer(label);
  const tag = engineer.tag;
  const customer = await makeCustomer({ name: `${label} Customer ${tag}`, phone: "01635 550123" });
  const item = await makePriceBookItem({ name: `Drain trap ${tag}`, description: `Drain trap ${tag}`, unitPricePence: 1850 });
  const visitIds: string[] = [];
  for (let i = 0; i < visitCount; i++) {
    const job = await makeJob({ customerId: customer.id, serviceType: "drain_cleaning", title: `${label} job ${i + 1} ${tag}`, description: "Slow kitchen drain" });
    await withDb(async (db) => {
      const today = (await db.query(`select (now() at time zone 'Europe/London')::date::text as d`)).rows[0].d as string;
      const id = (
        await db.query(`insert into visits (job_id, day, start_minute, duration_minutes) values ($1, $2, $3, 60) returning id`, [job.id, today, 8 * 60 + i * 90])
      ).rows[0].id as string;
      await db.query(`insert into visit_engineers (visit_id, user_id) values ($1, $2)`, [id, engineer.id]);
      visitIds.push(id);
    });
  }
  return { email: engineer.email, visitIds, item, jobTitle: (i: number) => `${label} job ${i + 1} ${tag}` };
}

const visitRow = (id: string) =>
  withDb(async (db) => (await db.query(`select status, work_done, version, signed_name, satisfaction, signature_media_id from visits where id = $1`, [id])).rows[0]);

test("offline: the job sheet recorded without a network arrives once when it returns", async ({ browser }) => {
  test.setTimeout(120_000);
  const { email, visitIds, item, jobTitle } = await engineerWithVisits("Offline", 1);
  const context = await newVisitor(browser);
  await context.grantPermissions([]);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, email);
  await expect(page.getByRole("link", { name: new RegExp(jobTitle(0)) })).toBeVisible();
  await openDayForOffline(page, visitIds);

  await page.getByRole("link", { name: new RegExp(jobTitle(0)) }).click();
  await expect(page.getByRole("heading", { name: jobTitle(0) })).toBeVisible();
  await expect(page.getByRole("link", { name: "Directions" })).toHaveAttribute("href", /google\.com\/maps\/dir\/\?api=1&destination=/);
  await expect(page.getByRole("link", { name: /Call 01635 550123/ })).toHaveAttribute("href", "tel:01635550123");
  await waitForHydration(page);

  await context.setOffline(true);
  await page.getByRole("button", { name: "Arrived" }).click();
  await page.getByLabel("Notes of the work done").fill("Jetted the kitchen run, cleared fat build-up");
  await page.getByRole("button", { name: "Save notes" }).click();
  await page.getByRole("checkbox", { name: "Jet the line" }).check();
  await page.getByRole("checkbox", { name: "Site left clean" }).check();
  await page.getByLabel("Before or after").selectOption("before");
  await page.getByLabel("Take or choose a photo").setInputFiles({ name: "before.jpg", mimeType: "image/jpeg", buffer: await jpeg("#553311") });
  await expect(page.getByTestId("visit-photo")).toHaveCount(1);
  await page.getByLabel("Before or after").selectOption("after");
  await page.getByLabel("Take or choose a photo").setInputFiles({ name: "after.jpg", mimeType: "image/jpeg", buffer: await jpeg("#99bbdd") });
  await expect(page.getByTestId("visit-photo")).toHaveCount(2);
  await page.getByLabel("Price book item").selectOption({ label: `${item.name} (£18.50)` });
  await page.getByLabel("Quantity").fill("2");
  await page.getByRole("button", { name: "Add line" }).click();
  await expect(page.getByText(`2 × ${item.name}`)).toBeVisible();
  await signOff(page, "Mrs Offline");
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page.getByTestId("visit-status")).toHaveText("Finished");

  // 1 arrived + notes + 2 ticks + 2 photos + 1 line + signature + finish.
  await expect(page.getByTestId("queue-count")).toHaveText("9 changes waiting to send");
  expect(await visitRow(visitIds[0])).toMatchObject({ status: "scheduled", work_done: null, version: 1 });

  // Reloaded without a network, the page comes from the phone, with the waiting changes on it.
  await page.reload();
  await expect(page.getByRole("heading", { name: jobTitle(0) })).toBeVisible();
  await expect(page.getByTestId("queue-count")).toHaveText("9 changes waiting to send");
  await expect(page.getByTestId("visit-status")).toHaveText("Finished");

  // The day, still without a network: plain HTML from the phone's cache and its one small script
  // (no React), which says what waits to be sent; the visit opens again from its link.
  await page.getByRole("link", { name: "← My day" }).click();
  await expect(page).toHaveURL(/\/engineer$/);
  await expect(page.getByRole("heading", { name: /^Today, / })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Offline.");
  await expect(page.getByTestId("queue-count")).toHaveText("9 changes waiting to send");
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  await page.getByRole("link", { name: new RegExp(jobTitle(0)) }).click();
  await expect(page.getByTestId("visit-status")).toHaveText("Finished");

  await context.setOffline(false);
  await expect(page.getByTestId("queue-count")).toHaveCount(0, { timeout: 30_000 });
  expect(await visitRow(visitIds[0])).toMatchObject({
    status: "done",
    work_done: "Jetted the kitchen run, cleared fat build-up",
    version: 10,
    signed_name: "Mrs Offline",
    satisfaction: "very_satisfied",
  });
  const counts = await withDb(async (db) => {
    const one = async (q: string) => Number((await db.query(q, [visitIds[0]])).rows[0].n);
    return {
      photos: await one(`select count(*) as n from visit_photos where visit_id = $1`),
      lines: await one(`select count(*) as n from visit_lines where visit_id = $1 and quantity = 2`),
      ticked: await one(`select count(*) as n from visit_checklist_items where visit_id = $1 and done`),
      actions: await one(`select count(*) as n from offline_actions where visit_id = $1 and status = 200`),
    };
  });
  expect(counts).toEqual({ photos: 2, lines: 1, ticked: 2, actions: 9 });
  await context.close();
});

test("offline: a change made while the office changed the visit is shown as a conflict, not applied", async ({ browser }) => {
  test.setTimeout(90_000);
  const { email, visitIds, jobTitle } = await engineerWithVisits("Conflict", 1);
  const context = await newVisitor(browser);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, email);
  await page.getByRole("link", { name: new RegExp(jobTitle(0)) }).click();
  await expect(page.getByRole("heading", { name: jobTitle(0) })).toBeVisible();
  await waitForHydration(page);

  await context.setOffline(true);
  await page.getByLabel("Notes of the work done").fill("Written offline");
  await page.getByRole("button", { name: "Save notes" }).click();
  await expect(page.getByTestId("queue-count")).toHaveText("1 change waiting to send");
  // Meanwhile the office changes the visit.
  await withDb((db) => db.query(`update visits set instructions = 'Customer out until 11', version = version + 1 where id = $1`, [visitIds[0]]));
  await context.setOffline(false);

  const alert = page.getByRole("alert").filter({ hasText: "The office changed this visit" });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText("Customer out until 11");
  expect(await visitRow(visitIds[0])).toMatchObject({ work_done: null, version: 2 });

  // The engineer decides to send it again on the office's version.
  await alert.getByRole("button", { name: "Send my changes again on this version" }).click();
  await expect(page.getByTestId("queue-count")).toHaveCount(0, { timeout: 30_000 });
  expect(await visitRow(visitIds[0])).toMatchObject({ work_done: "Written offline", version: 3 });
  await context.close();
});
