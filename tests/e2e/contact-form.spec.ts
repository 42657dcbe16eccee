import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, receivedMail, test, withDb } from "./support/fixtures";

const SUCCESS = "Message sent! We'll respond within 30 minutes during business hours.";

/** A visitor with a client address of their own, so that the per-address limit of one test does not touch another. */
async function visitor(browser: Browser, javaScriptEnabled: boolean) {
  const address = `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": address } });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

function uniqueEmail(tag: string) {
  return `${tag}.${randomBytes(4).toString("hex")}@example.com`;
}

async function openForm(page: Page) {
  await page.goto("/#contact");
  const form = page.getByRole("form", { name: "Request a Free Quote" });
  await expect(form).toBeVisible();
  return form;
}

async function fillValid(form: Locator, email: string) {
  await form.getByLabel("First Name").fill("Alice");
  await form.getByLabel("Last Name").fill("Walker");
  await form.getByLabel("Phone Number").fill("01635 555 0123");
  await form.getByLabel("Email Address").fill(email);
  await form.getByLabel("Service Required").selectOption("CCTV Drain Survey");
  await form.getByLabel("Message").fill("Slow drain at the back of the house, please survey it.");
}

async function enquiriesFor(email: string) {
  return withDb(async (db) => (await db.query("select * from enquiries where email = $1", [email])).rows);
}

/**
 * One invalid input, to see how a message is shown (by the field, and as a notification with
 * scripts). Every invalid input is checked against the schema, the page's action and the API in
 * app/features/enquiries/contact-form.test.ts.
 */
const bad = { label: "Phone Number", value: "01635 CALL ME", message: "Please enter a valid phone number" };

test.describe("contact form with JavaScript", () => {
  test("a bad input gets its message by the field and as a notification, and nothing is stored", async ({ browser }) => {
    const { page, close } = await visitor(browser, true);
    const email = uniqueEmail("bad-input");
    const form = await openForm(page);
    const notifications = page.getByRole("region", { name: /Notifications/ });
    await fillValid(form, email);
    await form.getByLabel(bad.label).fill(bad.value);
    await form.getByRole("button", { name: "Send Message & Get Free Quote" }).click();
    await expect(form.getByLabel(bad.label)).toHaveAccessibleDescription(bad.message);
    await expect(notifications.getByText(bad.message, { exact: true })).toBeVisible();
    expect(await enquiriesFor(email)).toHaveLength(0);
    await close();
  });

  test("a valid enquiry: 'Sending...' while sent, then the success message, a cleared form, a stored row and an e-mail", async ({
    browser,
  }) => {
    const { page, close } = await visitor(browser, true);
    const email = uniqueEmail("with-js");
    const form = await openForm(page);
    await fillValid(form, email);

    // Hold the request back a little so that the sending state can be seen.
    await page.route("**/api/enquiries", async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await form.getByRole("button", { name: "Send Message & Get Free Quote" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();

    await expect(page.getByRole("region", { name: /Notifications/ }).getByText(SUCCESS)).toBeVisible();
    await expect(form.getByRole("status")).toHaveText(SUCCESS);
    await expect(form.getByLabel("First Name")).toHaveValue("");
    await expect(form.getByLabel("Email Address")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
    await expect(form.getByLabel("Service Required")).toHaveValue("");
    await expect(form.getByRole("button", { name: "Send Message & Get Free Quote" })).toBeEnabled();

    const rows = await enquiriesFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: "contact_form",
      first_name: "Alice",
      last_name: "Walker",
      phone: "01635 555 0123",
      service: "CCTV Drain Survey",
      status: "new",
    });
    await expect.poll(() => receivedMail().filter((m) => m.raw.includes(`Reply-To: ${email}`)).length).toBe(1);
    const mail = receivedMail().find((m) => m.raw.includes(`Reply-To: ${email}`))!;
    expect(mail.to).toBe("office@example.com");
    expect(mail.raw).toContain("Subject: New enquiry from Alice Walker: CCTV Drain Survey");
    await close();
  });

  test("the form's script is fetched only when a visitor first uses the form, and a form sent before it arrives is sent through it", async ({
    browser,
  }) => {
    const { page, close } = await visitor(browser, true);
    const fetched: string[] = [];
    page.on("request", (r) => {
      if (/\/islands\/chunks\/contact-form-/.test(r.url())) fetched.push(r.url());
    });
    // Hold the script back, so that the form is sent while it is still on its way.
    await page.route("**/islands/chunks/contact-form-*.js", async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto("/#contact", { waitUntil: "networkidle" });
    expect(fetched).toEqual([]);

    const form = page.getByRole("form", { name: "Request a Free Quote" });
    await form.getByLabel(bad.label).fill(bad.value);
    await expect.poll(() => fetched.length).toBe(1);
    await expect(form).not.toHaveAttribute("data-enhanced");
    await form.getByRole("button", { name: "Send Message & Get Free Quote" }).click();
    // Checked in the page once the script has arrived: no page load, the message by the field.
    await expect(form.getByLabel(bad.label)).toHaveAccessibleDescription(bad.message);
    await expect(form).toHaveAttribute("data-enhanced", "");
    await expect(page).toHaveURL(/\/#contact$/);
    expect(fetched).toHaveLength(1);
    await close();
  });

  test("a bot that fills the hidden field is answered like a person, and nothing is kept", async ({ browser }) => {
    const { page, close } = await visitor(browser, true);
    const email = uniqueEmail("bot");
    const res = await page.request.post("/contact", {
      form: {
        firstName: "Bot",
        lastName: "Bot",
        phone: "01635 000 000",
        email,
        service: "Drain Cleaning",
        message: "Buy cheap things at our shop today",
        website: "http://spam.example",
      },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe("/?sent=1#contact");
    expect(await enquiriesFor(email)).toHaveLength(0);
    await close();
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a bad input is answered with its message by the field, keeping what was typed", async ({ browser, javaScriptEnabled }) => {
    expect(javaScriptEnabled).toBe(false);
    const { page, close } = await visitor(browser, false);
    const email = uniqueEmail("no-js-bad");
    const form = await openForm(page);
    await fillValid(form, email);
    await form.getByLabel(bad.label).fill(bad.value);
    await form.getByRole("button", { name: "Send Message & Get Free Quote" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const answered = page.getByRole("form", { name: "Request a Free Quote" });
    await expect(answered.getByLabel(bad.label)).toHaveAccessibleDescription(bad.message);
    await expect(answered.getByText(bad.message, { exact: true })).toBeVisible();
    // What the visitor typed is still there.
    await expect(answered.getByLabel(bad.label)).toHaveValue(bad.value);
    await expect(answered.getByLabel("Email Address")).toHaveValue(email);
    await expect(answered.getByLabel("Service Required")).toHaveValue("CCTV Drain Survey");
    expect(await enquiriesFor(email)).toHaveLength(0);
    await close();
  });

  test("a valid enquiry is stored, e-mailed, and the visitor sees the success message", async ({ browser }) => {
    const { page, close } = await visitor(browser, false);
    const email = uniqueEmail("no-js");
    const form = await openForm(page);
    await fillValid(form, email);
    await form.getByRole("button", { name: "Send Message & Get Free Quote" }).click();

    await expect(page).toHaveURL(/\/\?sent=1#contact$/);
    const after = page.getByRole("form", { name: "Request a Free Quote" });
    await expect(after.getByRole("status")).toHaveText(SUCCESS);
    await expect(after.getByLabel("First Name")).toHaveValue("");

    const rows = await enquiriesFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ first_name: "Alice", service: "CCTV Drain Survey", status: "new" });
    await expect.poll(() => receivedMail().filter((m) => m.raw.includes(`Reply-To: ${email}`)).length).toBe(1);
    await close();
  });
});

test("the form, with its errors shown, has no serious or critical accessibility violations", async ({ browser }) => {
  const { page, close } = await visitor(browser, true);
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Request a Free Quote" })).toBeVisible();
  await page.getByRole("button", { name: "Send Message & Get Free Quote" }).click();
  await expect(page.getByRole("form", { name: "Request a Free Quote" }).getByLabel("First Name")).toHaveAccessibleDescription(
    "First name is required",
  );
  // The app-wide toaster is checked apart from this form (its error colours are the toast library's).
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target.join(" ")).slice(0, 5) }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  await close();
});
