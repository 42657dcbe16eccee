import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, factories, test, withDb } from "./support/fixtures";
import { makeEngineer, signInEngineer } from "./support/engineer";
import { newVisitor } from "./support/portal";

/**
 * The engineer's pages on a 390 px phone: the day and a visit fit the screen with a long unbroken word
 * in every text the office typed, and neither has a serious or critical accessibility violation (nor
 * headings out of order), the same rule as the public pages.
 */

const LONG = "Manhole".repeat(60);

async function fitsScreen(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
}

async function noSeriousViolations(page: Page) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("main")).toHaveCount(1);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || v.id === "heading-order")
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

test("the engineer's day and visit fit a phone and pass the accessibility checks", async ({ browser }) => {
  test.setTimeout(120_000);
  const engineer = await makeEngineer("Pages");
  const customer = await factories().makeCustomer({ name: `Penny ${LONG}`, phone: "01635 550199", address: `1 ${LONG} Lane, Newbury` });
  const title = `Survey ${engineer.tag} ${LONG}`;
  const job = await factories().makeJob({ customerId: customer.id, title, serviceType: "cctv_survey", description: `Access via ${LONG}`, locationAddress: `1 ${LONG} Lane, Newbury RG14 1AA` });
  const visitId = await withDb(async (db) => {
    const today = (await db.query(`select (now() at time zone 'Europe/London')::date::text as d`)).rows[0].d as string;
    const id = (await db.query(`insert into visits (job_id, day, start_minute, duration_minutes, instructions) values ($1, $2, 600, 90, $3) returning id`, [job.id, today, `Key with ${LONG}`])).rows[0]
      .id as string;
    await db.query(`insert into visit_engineers (visit_id, user_id) values ($1, $2)`, [id, engineer.id]);
    return id;
  });

  const context = await newVisitor(browser);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInEngineer(page, engineer.email);
  await expect(page.getByRole("link", { name: new RegExp(engineer.tag) })).toBeVisible();
  await fitsScreen(page);
  await noSeriousViolations(page);

  await page.goto(`/engineer/visits/${visitId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(engineer.tag);
  await expect(page.getByText(`Key with ${LONG}`)).toBeVisible();
  await fitsScreen(page);
  await noSeriousViolations(page);
  await context.close();
});
