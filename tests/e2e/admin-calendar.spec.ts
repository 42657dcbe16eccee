import { randomBytes } from "node:crypto";
import { expect, factories, test, withDb } from "./support/fixtures";

const london = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", ...options });

/** "2026-11-21" of an instant, in London. */
function dayKey(at: Date) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}
/** "21 November 2026" (the side panel's heading). */
function heading(at: Date) {
  return london({ month: "long", day: "numeric", year: "numeric" }).format(at);
}
/** "Saturday 21 November 2026" (how a day of the grid is announced). */
function longDay(at: Date) {
  return london({ weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(at).replace(",", "");
}
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

async function demoJob(title: string) {
  return withDb(async (db) => {
    const { rows } = await db.query(
      "select j.id, j.scheduled_date, j.location_address, c.name as customer from jobs j join customers c on c.id = j.customer_id where j.title = $1 order by j.scheduled_date limit 1",
      [title],
    );
    return rows[0] as { id: string; scheduled_date: Date; location_address: string; customer: string };
  });
}

test.describe("calendar", () => {
  test("shows today by default, and the jobs of a day chosen by click or keyboard", async ({ adminPage: page }) => {
    await page.goto("/admin/calendar");
    await expect(page.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
    const now = new Date();
    await expect(page.locator("#day-heading")).toHaveText(heading(now));
    // Today's demo jobs are listed in the side panel.
    const todays = page.getByRole("list", { name: "Jobs on this date" });
    await expect(todays.getByRole("heading", { name: "Blocked toilets in the infant block" })).toBeVisible();
    await expect(todays.getByText("Tilehurst Meadow Primary School")).toBeVisible();
    await expect(todays.getByText("08:00 (2 hours)")).toBeVisible();
    await expect(todays.getByText("Drain Unblocking").first()).toBeVisible();

    // The demo CCTV survey is booked two working days ahead.
    const survey = await demoJob("CCTV survey of rear drainage run");
    const surveyAt = new Date(survey.scheduled_date);
    const cell = page.getByRole("link", { name: new RegExp(`^${escape(longDay(surveyAt))}, (today, )?\\d+ jobs?$`) });
    if ((await cell.count()) === 0) await page.getByRole("link", { name: "Next month" }).click();
    await expect(cell).toBeVisible();
    await cell.click();
    await expect(page).toHaveURL(new RegExp(`day=${dayKey(surveyAt)}`));
    await expect(page.locator("#day-heading")).toHaveText(heading(surveyAt));
    await expect(cell).toHaveAttribute("aria-current", "date");
    const panel = page.getByRole("list", { name: "Jobs on this date" });
    const item = panel.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "CCTV survey of rear drainage run" }) });
    await expect(item).toContainText("Church Street Dental Practice");
    await expect(item).toContainText(survey.location_address);
    await expect(item).toContainText("CCTV Survey");
    await expect(item).toContainText("09:00 (1.5 hours)");

    // Keyboard: arrow keys move between days, Enter chooses one; focus is visible.
    await cell.focus();
    await page.keyboard.press("ArrowRight");
    const nextDay = new Date(surveyAt.getTime() + 24 * 3_600_000);
    const focused = page.getByRole("link", { name: new RegExp(`^${escape(longDay(nextDay))}`) });
    await expect(focused).toBeFocused();
    const ring = await focused.evaluate((el) => getComputedStyle(el).boxShadow);
    expect(ring).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(page.locator("#day-heading")).toHaveText(heading(nextDay));

    // A day without jobs.
    await page.goto("/admin/calendar?month=2099-01&day=2099-01-15");
    await expect(page.locator("#day-heading")).toHaveText("15 January 2099");
    await expect(page.getByText("No jobs scheduled for this date")).toBeVisible();
    await expect(page.getByRole("heading", { name: "January 2099", exact: true })).toBeVisible();
  });

  test("reschedules a job with the quick edit, and by dragging it in the week view", async ({ adminPage: page }) => {
    const title = `Gully clearance ${randomBytes(3).toString("hex")}`;
    const customerId = await withDb(async (db) => (await db.query("select id from customers where name = 'Susan Hartley'")).rows[0].id as string);
    const { id } = await factories().makeJob({
      customerId,
      title,
      serviceType: "drain_cleaning",
      status: "scheduled",
      scheduledDate: new Date("2030-03-12T10:00:00Z"),
      estimatedDuration: "1.0",
      locationAddress: "22 Bath Road, Thatcham RG18 3AG",
    });

    await page.goto("/admin/calendar?month=2030-03&day=2030-03-12");
    await expect(page.locator("#day-heading")).toHaveText("12 March 2030");
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(item).toContainText("10:00 (1 hour)");
    await item.getByText("Reschedule").click();
    await item.getByLabel("New date").fill("2030-03-14");
    await item.getByLabel("New time").fill("15:45");
    await item.getByRole("button", { name: "Move job" }).click();

    await expect(page.getByText("Job rescheduled")).toBeVisible();
    await expect(page).toHaveURL(/day=2030-03-14/);
    await expect(page.locator("#day-heading")).toHaveText("14 March 2030");
    const moved = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(moved).toContainText("15:45 (1 hour)");
    const stored = await withDb(async (db) => (await db.query("select scheduled_date from jobs where id = $1", [id])).rows[0]);
    expect(new Date(stored.scheduled_date).toISOString()).toBe("2030-03-14T15:45:00.000Z");
    const audit = await withDb(async (db) => (await db.query("select action, changes from audit_log where entity_type = 'job' and entity_id = $1", [id])).rows);
    expect(audit).toEqual([{ action: "update", changes: { scheduledDate: { from: "2030-03-12T10:00:00.000Z", to: "2030-03-14T15:45:00.000Z" } } }]);

    // The old day no longer lists it.
    await page.getByRole("link", { name: /^Tuesday 12 March 2030/ }).click();
    await expect(page.locator("#day-heading")).toHaveText("12 March 2030");
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);

    // Week view: seven columns; drag the job to Friday.
    await page.goto("/admin/calendar?view=week&month=2030-03&day=2030-03-14");
    const thursday = page.getByRole("region", { name: /^Thursday 14 March 2030/ });
    const friday = page.getByRole("region", { name: /^Friday 15 March 2030/ });
    await expect(page.getByRole("region", { name: /^Monday 11 March 2030/ })).toBeVisible();
    await expect(page.getByRole("region", { name: /^Sunday 17 March 2030/ })).toBeVisible();
    const card = thursday.getByRole("listitem").filter({ hasText: title });
    await expect(card).toContainText("15:45");
    await card.dragTo(friday);
    await expect(page.getByText("Job rescheduled")).toBeVisible();
    await expect(friday.getByRole("listitem").filter({ hasText: title })).toBeVisible();
    const dragged = await withDb(async (db) => (await db.query("select scheduled_date from jobs where id = $1", [id])).rows[0]);
    expect(new Date(dragged.scheduled_date).toISOString()).toBe("2030-03-15T15:45:00.000Z");
  });
});
