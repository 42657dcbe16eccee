import { randomBytes } from "node:crypto";
import ICAL from "ical.js";
import { dayOfWeek, londonInstant, shiftDay, todayKey } from "~/lib/business-day";
import { mimeParts } from "../support/smtp";
import { expect, receivedMail, test, withBookingLock, withDb } from "./support/fixtures";

// Booking into a free window through the chat's HTTP API: a visitor books a CCTV survey for
// Thursday morning in words; the office sees the tentative visit on the dispatch board on a phone
// and confirms it; the visitor's e-mail carries an .ics whose DTSTART is that Thursday's window
// start in Europe/London. A postcode outside the area and a day in the past are refused with why.

/** Next Thursday (London): a week on when today is a Thursday, as the chat reads "Thursday". */
function nextThursday() {
  const today = todayKey();
  return shiftDay(today, (4 - dayOfWeek(today) + 7) % 7 || 7);
}

/** Six letters, capitalised: a surname the chat reads as one. */
function surname() {
  const letters = [...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join("");
  return `${letters[0].toUpperCase()}${letters.slice(1)}`;
}

test.use({ extraHTTPHeaders: { "X-Forwarded-For": `2001:db8:112::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}` } });

test("a CCTV survey for Thursday morning booked through the chat's HTTP API; the office confirms it on the board; the e-mail carries the .ics", async ({ request, adminPage }) => {
  const name = `Nia ${surname()}`;
  const email = `${name.toLowerCase().replace(" ", ".")}@example.com`;
  const thursday = nextThursday();

  const created = await request.post("/api/chat/conversations");
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const say = async (message: string) => {
    const res = await request.post("/api/chat/messages", { data: { conversationId: id, message } });
    expect(res.status()).toBe(200);
    return (await res.json()) as { message: string; bookingId?: string };
  };
  // The booking page's spec books next Thursday morning too: one at a time.
  const reply = await withBookingLock(async () => {
    let answer = await say("I'd like to book a CCTV survey for Thursday morning");
    for (const message of [name, "07700 900778", "5 Lens Close, Newbury RG14 5AB", email]) answer = await say(message);
    // The details read back, then the free windows nearest Thursday morning, in words.
    expect(answer.message).toContain(`• Name: ${name}, Phone: 07700 900778, E-mail: ${email}`);
    expect(answer.message).toMatch(/\n1\. Thursday \d{1,2} \w+ \d{4}, (08|10):00–(10|12):00\n/);
    return say("Thursday morning");
  });
  expect(reply.bookingId).toMatch(/^[0-9a-f-]{36}$/);
  expect(reply.message).toMatch(/I've held Thursday \d{1,2} \w+ \d{4}, (08|10):00–(10|12):00 for your CCTV drain survey/);
  const [visit] = await withDb(async (db) => (await db.query("select day, start_minute, tentative from visits where job_id = $1", [reply.bookingId])).rows);
  expect(visit).toMatchObject({ day: thursday, tentative: true });
  expect([480, 600]).toContain(visit.start_minute);
  const time = visit.start_minute === 480 ? "08:00" : "10:00";

  // The office, on a phone, sees the tentative visit on that Thursday and confirms it.
  await adminPage.setViewportSize({ width: 390, height: 844 });
  await adminPage.goto(`/admin/dispatch?view=day&day=${thursday}`);
  const card = adminPage.locator(`article[data-tentative="yes"]`, { hasText: `CCTV Survey for ${name}` });
  await expect(card).toContainText("Tentative booking");
  const pending = adminPage.getByRole("list", { name: "Bookings to confirm" }).getByRole("listitem").filter({ hasText: `CCTV Survey for ${name}` });
  await pending.getByRole("button", { name: /^Confirm / }).click();
  await expect(pending).toHaveCount(0);
  await expect(adminPage.locator(`article[data-tentative="yes"]`, { hasText: `CCTV Survey for ${name}` })).toHaveCount(0);
  expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await expect.poll(() => receivedMail().some((m) => m.to.includes(email) && /confirmed/.test(m.raw)), { timeout: 30_000 }).toBe(true);
  const mail = receivedMail().find((m) => m.to.includes(email) && /confirmed/.test(m.raw))!;
  const ics = mimeParts(mail.raw).find((p) => p.contentType === "text/calendar");
  expect(ics?.filename).toBe("appointment.ics");
  const text = ics!.content.toString("utf8");
  expect(text).toContain(`DTSTART;TZID=Europe/London:${thursday.replaceAll("-", "")}T${time.replace(":", "")}00`);
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
  expect(event.startDate.toJSDate().getTime()).toBe(londonInstant(thursday, time)!.getTime());
});

test("through the chat, a postcode outside the area and a day in the past are refused with the reason", async ({ request }) => {
  const start = async () => ((await (await request.post("/api/chat/conversations")).json()) as { id: string }).id;
  const say = async (id: string, message: string) => ((await (await request.post("/api/chat/messages", { data: { conversationId: id, message } })).json()) as { message: string; bookingId?: string });

  const outside = await start();
  await say(outside, "I'd like to book a CCTV survey for Thursday morning");
  await say(outside, `Kim ${surname()}`);
  await say(outside, "07700 900211");
  const refused = await say(outside, "10 High Street, Swindon SN1 1AA");
  expect(refused.message).toMatch(/SN1 1AA is outside our area/);
  expect(refused.bookingId).toBeUndefined();

  const past = await start();
  const gone = await say(past, "I'd like to book a CCTV survey for last Monday");
  expect(gone.message).toMatch(/That day has already passed\. Which day from today on would suit you\?/);
  expect(gone.bookingId).toBeUndefined();
});
