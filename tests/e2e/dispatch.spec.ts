import { randomBytes } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, factories, test, withDb } from "./support/fixtures";

// The dispatch board: a job to schedule dragged onto an engineer's lane is saved there; the keyboard
// form does the same on a phone; a visit added elsewhere appears on an open board without a reload.

const tag = () => randomBytes(3).toString("hex");

/**
 * Drag `source` onto the lane's time line, `x` pixels from its start: the drag events the browser
 * sends (start, over, drop), with one shared DataTransfer, at the point of the line.
 */
async function dragOnto(page: Page, source: Locator, lane: Locator, x: number) {
  await page.getByTestId("lanes-box").evaluate((box) => (box.scrollLeft = 0));
  const box = (await lane.boundingBox())!;
  const at = { clientX: box.x + x, clientY: box.y + 20 };
  const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
  await source.dispatchEvent("dragstart", { dataTransfer });
  await lane.dispatchEvent("dragenter", { dataTransfer, ...at });
  await lane.dispatchEvent("dragover", { dataTransfer, ...at });
  await lane.dispatchEvent("drop", { dataTransfer, ...at });
  await source.dispatchEvent("dragend", { dataTransfer }).catch(() => {});
}

async function customerId() {
  return withDb(async (db) => (await db.query("select id from customers where name = 'Susan Hartley'")).rows[0].id as string);
}

async function engineerId(name: string) {
  return withDb(async (db) => (await db.query(`select u.id from "user" u join user_roles r on r.user_id = u.id and r.role = 'engineer' where u.name = $1`, [name])).rows[0].id as string);
}

async function visitsOf(jobId: string) {
  return withDb(
    async (db) =>
      (
        await db.query(
          `select v.day::text, v.start_minute, v.duration_minutes, v.status::text, array(select user_id from visit_engineers e where e.visit_id = v.id) engineers
             from visits v where v.job_id = $1`,
          [jobId],
        )
      ).rows as { day: string; start_minute: number; duration_minutes: number; status: string; engineers: string[] }[],
  );
}

async function toScheduleJob(title: string) {
  return factories().makeJob({
    customerId: await customerId(),
    title,
    serviceType: "drain_unblocking",
    status: "enquiry",
    priority: "emergency",
    scheduledDate: null,
    estimatedDuration: "1.5",
    locationAddress: "22 Bath Road, Thatcham RG18 3AG",
  });
}

test.describe("dispatch board", () => {
  test("the office drags a job to schedule onto an engineer's lane, at a time, and it is saved", async ({ adminPage: page }) => {
    // Two saves, each followed by the board's reload with every lane the other suites' engineers
    // add: on a busy machine that takes longer than one page's budget.
    test.setTimeout(120_000);
    const title = `Flooded yard gully ${tag()}`;
    const job = await toScheduleJob(title);
    await page.goto("/admin/dispatch?view=day&day=2031-03-03");
    await expect(page.getByRole("heading", { name: "Dispatch", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "3 March 2031" })).toBeVisible();
    const waiting = page.getByRole("list", { name: "Jobs to schedule" }).getByRole("listitem").filter({ hasText: title });
    await expect(waiting).toBeVisible();
    const lane = page.getByRole("region", { name: "Lane: Sam Hughes" }).locator("[data-lane]");
    // 64 px an hour from 06:00: 4 hours in is 10:00.
    await dragOnto(page, waiting, lane, 4 * 64 + 3);
    const card = page.getByRole("region", { name: "Lane: Sam Hughes" }).locator("article").filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText("10:00–11:30");
    await expect(waiting).toHaveCount(0);
    const sam = await engineerId("Sam Hughes");
    expect(await visitsOf(job.id)).toEqual([{ day: "2031-03-03", start_minute: 600, duration_minutes: 90, status: "scheduled", engineers: [sam] }]);
    const stored = await withDb(async (db) => (await db.query("select status, scheduled_date from jobs where id = $1", [job.id])).rows[0]);
    expect(stored.status).toBe("scheduled");
    expect(new Date(stored.scheduled_date).toISOString()).toBe("2031-03-03T10:00:00.000Z");

    // Dragged again, onto Leah's lane: the visit moves to her, and the board says so.
    const leahLane = page.getByRole("region", { name: "Lane: Leah Carter" }).locator("[data-lane]");
    await dragOnto(page, card, leahLane, 7 * 64 + 3);
    await expect(page.getByRole("region", { name: "Lane: Leah Carter" }).locator("article").filter({ hasText: title })).toContainText("13:00–14:30", { timeout: 20_000 });
    const leah = await engineerId("Leah Carter");
    expect((await visitsOf(job.id))[0]).toMatchObject({ start_minute: 780, engineers: [leah] });
  });

  test("on a phone, the form schedules a job without a mouse, and the page never scrolls sideways", async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const title = `Slow shower waste ${tag()}`;
    const job = await toScheduleJob(title);
    await page.goto("/admin/dispatch?view=week&day=2031-03-05");
    await expect(page.getByRole("heading", { name: "Week of 3 March 2031" })).toBeVisible();
    const form = page.getByRole("form", { name: "Schedule or move a visit" });
    await form.getByLabel("Job or visit").selectOption({ label: `${title} (Susan Hartley)` });
    await form.getByLabel("Leah Carter").check();
    await form.getByLabel("Day", { exact: true }).fill("2031-03-05");
    await form.getByLabel("Start", { exact: true }).fill("14:15");
    await form.getByLabel("Duration (hours)").fill("2");
    await form.getByRole("button", { name: "Save visit" }).click();
    await expect(form.getByRole("status")).toContainText("Visit scheduled");
    const leah = await engineerId("Leah Carter");
    expect(await visitsOf(job.id)).toEqual([{ day: "2031-03-05", start_minute: 855, duration_minutes: 120, status: "scheduled", engineers: [leah] }]);
    // The week sums up Leah's day: the visit, its time and the hours booked of hers.
    const cell = page.getByRole("region", { name: "Lane: Leah Carter" }).locator('[data-day="2031-03-05"]');
    const summary = cell.getByRole("link", { name: /^Leah Carter, Wed 5 Mar: 1 visit, 14:15–16:15, 2 h booked/ });
    await expect(summary).toHaveText("1 visit");
    await expect(cell).toContainText("2/");
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);

    // The cell opens Leah's day inside the app (the page is not loaded again), where the visit is drawn.
    const marker = await page.evaluate(() => ((window as unknown as { weekMarker: number }).weekMarker = 5));
    await summary.click();
    await expect(page).toHaveURL(/view=day&day=2031-03-05&engineer=/);
    await expect(page.getByRole("region", { name: "Lane: Leah Carter" }).locator("article").filter({ hasText: title })).toContainText("14:15–16:15");
    expect(await page.evaluate(() => (window as unknown as { weekMarker?: number }).weekMarker)).toBe(marker);

    // A day already gone is asked about first.
    await form.getByLabel("Job or visit").selectOption({ label: `Wed 5 Mar 14:15 · ${title}` });
    await form.getByLabel("Day", { exact: true }).fill("2020-03-05");
    await form.getByRole("button", { name: "Save visit" }).click();
    await expect(form.getByRole("alert")).toContainText("already gone");
    expect((await visitsOf(job.id))[0].day).toBe("2031-03-05");
  });

  test("a visit added on another page appears on an open board without a reload", async ({ adminPage: page }) => {
    const title = `Manhole lid replacement ${tag()}`;
    const job = await toScheduleJob(title);
    await page.goto("/admin/dispatch?view=day&day=2031-03-06");
    await expect(page.getByText("Live: changes appear as they are made.")).toBeVisible();
    const marker = await page.evaluate(() => ((window as unknown as { boardMarker: number }).boardMarker = 42));

    const other = await page.context().newPage();
    await other.goto(`/admin/jobs/${job.id}`);
    const card = other.getByRole("region", { name: "Visits" });
    await expect(card).toContainText("To schedule");
    await other.locator("#new-visit-day").fill("2031-03-06");
    await other.locator("#new-visit-start").fill("11:00");
    await other.locator("#new-visit-hours").fill("1");
    await card.getByLabel("Sam Hughes").last().check();
    await card.getByRole("button", { name: "Add visit" }).click();
    await expect(card.getByRole("status")).toContainText("Visit added");
    await expect(card.getByRole("list", { name: "Visits of this job" })).toContainText("Sam Hughes");

    await expect(page.getByRole("region", { name: "Lane: Sam Hughes" }).locator("article").filter({ hasText: title })).toBeVisible();
    // The same document: the board was not reloaded.
    expect(await page.evaluate(() => (window as unknown as { boardMarker?: number }).boardMarker)).toBe(marker);
    await other.close();
  });
});
