import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, factories, test, withDb } from "./support/fixtures";
import { jpeg, makeEngineer, openDayForOffline, signInEngineer, waitForHydration } from "./support/engineer";
import { newVisitor, portalCustomer } from "./support/portal";

/**
 * A CCTV survey from the manhole to the customer's acceptance: on a 390 px phone, without a network
 * for most of it, the engineer records two runs, five coded observations (three with photos) and
 * two priced recommendations; back online they arrive. The office completes the survey and makes
 * and sends the quote from its recommendations; the customer opens the survey and its report in
 * the portal and accepts the quote.
 */

type Observation = { distance: string; code: string; clockFrom?: string; clockTo?: string; percentage?: string; photo?: string };

async function addObservation(page: Page, run: string, o: Observation) {
  const form = page.getByRole("group", { name: "Add an observation" });
  await form.getByLabel("Run").selectOption({ label: run });
  await form.getByLabel("Code").selectOption(o.code);
  await form.getByLabel(/^(Distance|Start) \(m\)$/).fill(o.distance);
  if (o.clockFrom) await form.getByLabel(/^Clock (from|position)$/).fill(o.clockFrom);
  if (o.clockTo) await form.getByLabel("Clock to").fill(o.clockTo);
  if (o.percentage) await form.getByLabel("Percentage").fill(o.percentage);
  if (o.photo) await form.getByLabel("Take or choose the observation's photo").setInputFiles({ name: `${o.code}.jpg`, mimeType: "image/jpeg", buffer: await jpeg(o.photo) });
  await form.getByRole("button", { name: "Add observation" }).click();
  await expect(form.getByRole("button", { name: "Add observation" })).toBeEnabled();
}

async function addRecommendation(page: Page, run: string, description: string, itemName: string, position = "") {
  const form = page.getByRole("group", { name: "Add a recommendation" });
  await form.getByLabel("Run").selectOption({ label: run });
  await form.getByLabel("Recommended work").fill(description);
  await form.getByLabel("At (m, optional)").fill(position);
  await form.getByLabel("Priced as").selectOption({ label: itemName });
  await form.getByRole("button", { name: "Add recommendation" }).click();
}

const surveyCounts = (jobId: string) =>
  withDb(async (db) => {
    const { rows } = await db.query<{ id: string; runs: number; observations: number; photos: number; recommendations: number }>(
      `select s.id,
              (select count(*)::int from survey_runs r where r.survey_id = s.id) as runs,
              (select count(*)::int from survey_observations o join survey_runs r on r.id = o.run_id where r.survey_id = s.id) as observations,
              (select count(*)::int from survey_observations o join survey_runs r on r.id = o.run_id where r.survey_id = s.id and o.photo_media_id is not null) as photos,
              (select count(*)::int from survey_recommendations x join survey_runs r on r.id = x.run_id where r.survey_id = s.id) as recommendations
         from surveys s where s.job_id = $1`,
      [jobId],
    );
    return rows[0] ?? null;
  });

test("a survey recorded offline on a phone becomes a quote the customer accepts beside the report in the portal", async ({ browser, baseURL, adminPage }) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 6);
  const { makeJob, makePriceBookItem } = factories();
  const engineer = await makeEngineer("Surveyor");
  const customer = await portalCustomer(browser, baseURL!, "Penny Buyer");
  const liner = await makePriceBookItem({ name: `Patch liner ${tag}`, description: `Patch liner ${tag}`, unitPricePence: 42000 });
  const jetting = await makePriceBookItem({ name: `Jet and re-survey ${tag}`, description: `Jet and re-survey ${tag}`, unitPricePence: 18000 });
  const title = `Pre-purchase CCTV survey ${tag}`;
  const job = await makeJob({ customerId: customer.customerId, serviceType: "cctv_survey", title, description: "Buyer's survey before exchange" });
  const visitId = await withDb(async (db) => {
    const today = (await db.query(`select (now() at time zone 'Europe/London')::date::text as d`)).rows[0].d as string;
    const id = (await db.query(`insert into visits (job_id, day, start_minute, duration_minutes) values ($1, $2, 540, 120) returning id`, [job.id, today])).rows[0].id as string;
    await db.query(`insert into visit_engineers (visit_id, user_id) values ($1, $2)`, [id, engineer.id]);
    return id;
  });

  // The engineer, on a phone, opens the day once with signal, then loses it at the manhole.
  const phone = await newVisitor(browser);
  const page = await phone.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInEngineer(page, engineer.email);
  await openDayForOffline(page, [visitId]);
  await page.getByRole("link", { name: new RegExp(title) }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await waitForHydration(page);
  await phone.setOffline(true);

  await page.getByLabel("Purpose of the survey").selectOption({ label: "Pre-purchase" });
  await page.getByLabel("Equipment (optional)").fill("Push-rod camera, 30 m");
  await page.getByRole("button", { name: "Start survey" }).click();
  await expect(page.getByRole("heading", { name: "CCTV survey (draft)" })).toBeVisible();

  const runForm = page.getByRole("group", { name: "Add a run" });
  await runForm.getByLabel("Material").fill("Clay");
  await runForm.getByLabel("Length surveyed (m)").fill("12");
  await runForm.getByRole("button", { name: "Add run" }).click();
  await expect(page.getByTestId("survey-run")).toHaveCount(1);
  await expect(runForm.getByLabel("From")).toHaveValue("MH2");
  await runForm.getByLabel("Use").selectOption("surface");
  await runForm.getByLabel("Length surveyed (m)").fill("8");
  await runForm.getByRole("button", { name: "Add run" }).click();
  await expect(page.getByTestId("survey-run")).toHaveCount(2);

  await addObservation(page, "MH1 → MH2 (12 m)", { distance: "0", code: "ST" });
  await addObservation(page, "MH1 → MH2 (12 m)", { distance: "4.2", code: "FC", clockFrom: "2", clockTo: "5", photo: "#553311" });
  await addObservation(page, "MH1 → MH2 (12 m)", { distance: "7.5", code: "RF", clockFrom: "3", clockTo: "9", percentage: "10", photo: "#336633" });
  await addObservation(page, "MH2 → MH3 (8 m)", { distance: "2", code: "CL", clockFrom: "6", photo: "#777799" });
  await addObservation(page, "MH2 → MH3 (8 m)", { distance: "5", code: "DES", percentage: "15" });
  await expect(page.getByTestId("survey-observation")).toHaveCount(5);
  await expect(page.getByTestId("survey-photo")).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A distance beyond the run is told at once by its field, and nothing is queued.
  const obsForm = page.getByRole("group", { name: "Add an observation" });
  await obsForm.getByLabel("Run").selectOption({ label: "MH2 → MH3 (8 m)" });
  await obsForm.getByLabel("Code").selectOption("GO");
  await obsForm.getByLabel("Distance (m)").fill("9.5");
  await obsForm.getByRole("button", { name: "Add observation" }).click();
  await expect(obsForm.getByText("The distance is beyond the 8 m surveyed on this run")).toBeVisible();
  await expect(obsForm.getByLabel("Distance (m)")).toHaveAttribute("aria-invalid", "true");

  await addRecommendation(page, "MH1 → MH2 (12 m)", "Patch liner over the fracture", liner.name, "4.2");
  await addRecommendation(page, "MH2 → MH3 (8 m)", "Jet the run and survey it again", jetting.name);
  await expect(page.getByTestId("survey-recommendation")).toHaveCount(2);

  // 1 start + 2 runs + 5 observations + 2 recommendations, all waiting; the office has nothing yet.
  await expect(page.getByTestId("queue-count")).toHaveText("10 changes waiting to send");
  expect(await surveyCounts(job.id)).toBeNull();

  // Signal again: every change arrives once, in order.
  await phone.setOffline(false);
  await expect(page.getByTestId("queue-count")).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(() => surveyCounts(job.id), { timeout: 20_000 }).toMatchObject({ runs: 2, observations: 5, photos: 3, recommendations: 2 });
  const surveyId = (await surveyCounts(job.id))!.id;
  await phone.close();

  // The office completes the survey and makes the quote from its recommendations, then sends it.
  await adminPage.goto(`/admin/surveys/${surveyId}`);
  const header = adminPage.getByRole("form", { name: "Save survey" });
  await header.getByLabel("Status").selectOption("complete");
  await header.getByRole("button", { name: "Save survey" }).click();
  await expect.poll(() => withDb(async (db) => (await db.query(`select status from surveys where id = $1`, [surveyId])).rows[0].status)).toBe("complete");
  await adminPage.getByRole("button", { name: "Create quote from recommendations" }).click();
  await expect(adminPage).toHaveURL(/\/admin\/quotes\/[0-9a-f-]{36}$/);
  const quoteId = /\/admin\/quotes\/([0-9a-f-]{36})$/.exec(adminPage.url())![1];
  // A line per recommendation, in its words and where on the run, at the price book's price.
  const lines = adminPage.getByRole("table", { name: "Line items" });
  await expect(lines.getByRole("row", { name: /Patch liner over the fracture \(MH1 → MH2 at 4\.2 m\)/ })).toContainText("£420.00");
  await expect(lines.getByRole("row", { name: /Jet the run and survey it again \(MH2 → MH3\)/ })).toContainText("£180.00");
  await expect(lines.getByRole("row", { name: /^Total/ })).toContainText("£720.00");
  await adminPage.getByRole("link", { name: "Send to Customer" }).click();
  await adminPage.getByRole("dialog").getByRole("button", { name: "Send e-mail" }).click();
  await expect(adminPage.getByText(/Quote Q-\d{5,} sent/)).toBeVisible();

  // The customer, on a phone too, opens the survey, its report, and accepts the quote beside it.
  const portal = await customer.context.newPage();
  await portal.setViewportSize({ width: 390, height: 844 });
  await portal.goto(`/customer/surveys/${surveyId}`);
  const report = portal.getByRole("link", { name: "Download the report (PDF)" });
  await expect(report).toBeVisible();
  expect(await portal.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const pdf = await customer.context.request.get((await report.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await portal.getByRole("link", { name: /Review and accept quote/ }).click();
  await expect(portal).toHaveURL(new RegExp(`/customer/quotes/${quoteId}$`));
  await portal.getByLabel("Your full name").fill("Penny Buyer");
  await portal.getByLabel("I have read the quote and its terms, and I agree to them.").check();
  await portal.getByRole("button", { name: "Accept and sign" }).click();
  await expect(portal.getByText(/^Accepted on /)).toBeVisible();
  expect(await withDb(async (db) => (await db.query(`select status from quotes where id = $1`, [quoteId])).rows[0].status)).toBe("accepted");
  expect(await portal.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await customer.context.close();
});
