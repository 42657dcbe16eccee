import { randomBytes } from "node:crypto";
import ICAL from "ical.js";
import { londonInstant, shiftDay, todayKey, dayOfWeek } from "~/lib/business-day";
import { mimeParts } from "../support/smtp";
import { expect, receivedMail, test, withBookingLock } from "./support/fixtures";

// Booking into a free slot on a phone: a visitor books a CCTV survey on /book for next Thursday
// morning; the office sees the tentative visit on the dispatch board and confirms it; the visitor's
// e-mail carries an .ics whose DTSTART is that Thursday's window start in Europe/London.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;

/** Next Thursday (London): a week on when today is a Thursday. */
function nextThursday() {
  const today = todayKey();
  const ahead = (4 - dayOfWeek(today) + 7) % 7 || 7;
  return shiftDay(today, ahead);
}

test("a visitor books a CCTV survey for Thursday morning on a phone; the office confirms it; the e-mail carries the .ics", async ({ browser, adminPage }) => {
  const tag = randomBytes(3).toString("hex");
  const name = `Booker ${tag}`;
  const email = `booker.${tag}@example.com`;
  const thursday = nextThursday();

  const visitor = await browser.newContext({ ...PHONE });
  // The chat's spec books next Thursday morning too: one at a time.
  const slot = await withBookingLock(async () => {
    const page = await visitor.newPage();
    await page.goto("/book");
    await page.getByLabel("Service", { exact: true }).selectOption("cctv_survey");
    await page.getByLabel("Postcode", { exact: true }).fill("RG14 5AB");
    await page.getByRole("button", { name: "Show free slots" }).click();
    await expect(page).toHaveURL(/\/book\?service=cctv_survey&postcode=RG14/);
    const morning = page.locator(`input[name="slot"][value="${thursday}T08:00"], input[name="slot"][value="${thursday}T10:00"]`).first();
    const chosen = (await morning.getAttribute("value"))!;
    await morning.check();
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Phone", { exact: true }).fill("07700 900777");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("First line of the address").fill("3 Survey Close, Newbury");
    await page.getByRole("button", { name: "Book this slot" }).click();
    await expect(page.getByRole("heading", { name: /your visit is booked/ })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("We have held Thursday");
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    return chosen;
  });
  await visitor.close();

  await adminPage.setViewportSize({ width: 390, height: 844 });
  await adminPage.goto(`/admin/dispatch?view=day&day=${thursday}`);
  const card = adminPage.locator(`article[data-tentative="yes"]`, { hasText: `CCTV Survey for ${name}` });
  await expect(card).toContainText("Tentative booking");
  const pending = adminPage.getByRole("list", { name: "Bookings to confirm" }).getByRole("listitem").filter({ hasText: `CCTV Survey for ${name}` });
  await pending.getByRole("button", { name: /^Confirm / }).click();
  await expect(pending).toHaveCount(0);
  await expect(adminPage.locator(`article[data-tentative="yes"]`, { hasText: `CCTV Survey for ${name}` })).toHaveCount(0);

  await expect.poll(() => receivedMail().some((m) => m.to.includes(email) && /confirmed/.test(m.raw)), { timeout: 30_000 }).toBe(true);
  const mail = receivedMail().find((m) => m.to.includes(email) && /confirmed/.test(m.raw))!;
  const ics = mimeParts(mail.raw).find((p) => p.contentType === "text/calendar");
  expect(ics?.filename).toBe("appointment.ics");
  const text = ics!.content.toString("utf8");
  const [day, time] = slot.split("T");
  expect(text).toContain(`DTSTART;TZID=Europe/London:${day.replaceAll("-", "")}T${time.replace(":", "")}00`);
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
  expect(event.startDate.toJSDate().getTime()).toBe(londonInstant(day, time)!.getTime());
});
