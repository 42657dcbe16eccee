import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect, test, withAdminSetLock, withDb } from "./support/fixtures";
import { lastMailTo, portalCustomer } from "./support/portal";

const PHONE = { width: 390, height: 844 };

// Each flow signs in several times (a password hash costs a noticeable moment on purpose) and waits for e-mail.
test.describe.configure({ timeout: 180_000 });
/** Waiting for the page after a form that checks a password. */
const AFTER_POST = { timeout: 20_000 };

/** A browser of its own, with a client address of its own (limits count per address). */
function newBrowserContext(browser: Browser, options: { phone?: boolean } = {}) {
  return browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::9` },
    ...(options.phone ? { viewport: PHONE, isMobile: true, hasTouch: true } : {}),
  });
}

/** The reset link of the newest reset e-mail to `email`. */
function resetLink(email: string) {
  const body = lastMailTo(email, /reset-password\?token=/);
  return body ? /https?:\/\/[^\s"<>]+reset-password\?token=[\w-]+/.exec(body)?.[0] : undefined;
}

async function requestReset(page: Page, loginPath: string, email: string) {
  await page.goto(loginPath);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses that address, we have sent it a link");
  await expect.poll(() => resetLink(email), { timeout: 15_000 }).toBeTruthy();
  return resetLink(email)!;
}

async function chooseNewPassword(page: Page, password: string) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Set new password" }).click();
}

/** A new admin of its own, so the shared admin account is untouched; `fn` runs while the role is held. */
async function withOwnAdmin(browser: Browser, baseURL: string, password: string, fn: (email: string) => Promise<void>) {
  // It adds an admin for a while: the lock keeps admin-staff.spec.ts's "last admin" test apart from it.
  await withAdminSetLock(async () => {
    const email = `staff.account.${randomBytes(3).toString("hex")}@example.com`;
    const context = await newBrowserContext(browser);
    const signUp = await context.request.post("/api/auth/sign-up/email", {
      headers: { Origin: new URL(baseURL).origin },
      data: { email, password, name: "Staff Account" },
    });
    expect(signUp.ok()).toBe(true);
    await context.close();
    const userId = await withDb(async (db) => {
      const { rows } = await db.query<{ id: string }>(`update "user" set email_verified = true where email = $1 returning id`, [email]);
      await db.query(`insert into user_roles (user_id, role) values ($1, 'admin')`, [rows[0].id]);
      return rows[0].id;
    });
    try {
      await fn(email);
    } finally {
      await withDb((db) => db.query(`delete from user_roles where user_id = $1`, [userId]));
    }
  });
}

/** A browser signed in as `email` in the background (its own address), as on another computer. */
async function signedInElsewhere(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await newBrowserContext(browser);
  const res = await context.request.post("/api/auth/sign-in/email", { headers: { Origin: new URL(baseURL).origin }, data: { email, password } });
  expect(res.ok()).toBe(true);
  expect((await context.request.get("/admin", { maxRedirects: 0 })).status()).toBe(200);
  return context;
}

async function staffLogIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin$/, AFTER_POST);
}

test("a member of staff resets a forgotten password by e-mail, and every session of the account ends", async ({ browser, baseURL }) => {
  const password = "staff-password-before-2026";
  const newPassword = "staff-password-after-2026";
  await withOwnAdmin(browser, baseURL!, password, async (email) => {
    const desk = await signedInElsewhere(browser, baseURL!, email, password);
    const laptop = await newBrowserContext(browser);
    try {
      const page = await laptop.newPage();
      const link = await requestReset(page, "/auth", email);
      expect(new URL(link).pathname).toBe("/auth/reset-password");
      await page.goto(link);
      await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
      await chooseNewPassword(page, "clueless");
      await expect(page.getByText("This password is too common. Please choose another.")).toBeVisible(AFTER_POST);
      await chooseNewPassword(page, newPassword);
      await expect(page).toHaveURL(/\/auth$/, AFTER_POST);
      await expect(page.getByText("Your password has been changed")).toBeVisible(AFTER_POST);

      // The desk's session has ended.
      const ended = await desk.request.get("/admin", { maxRedirects: 0 });
      expect(ended.status()).toBe(302);
      expect(ended.headers().location).toBe("/auth");

      // The link works once.
      await page.goto(link);
      await expect(page.getByRole("alert")).toContainText("This reset link has expired or has already been used.");
      await staffLogIn(page, email, newPassword);
    } finally {
      await desk.close();
      await laptop.close();
    }
  });
});

test("a member of staff sees where the account is signed in and signs out the other sessions", async ({ browser, baseURL }) => {
  const password = "staff-sessions-password-2026";
  await withOwnAdmin(browser, baseURL!, password, async (email) => {
    const desk = await signedInElsewhere(browser, baseURL!, email, password);
    const laptop = await newBrowserContext(browser);
    try {
      const page = await laptop.newPage();
      await staffLogIn(page, email, password);
      await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Account" }).click();
      await expect(page).toHaveURL(/\/admin\/account$/, AFTER_POST);
      const sessions = page.getByRole("list", { name: "Sessions" }).getByRole("listitem");
      await expect(sessions).toHaveCount(2);
      await expect(sessions.first()).toContainText("This device");
      await expect(sessions.first()).toContainText("Last seen");
      await expect(sessions.nth(1)).not.toContainText("This device");
      await page.getByRole("button", { name: "Sign out all other sessions" }).click();
      await expect(page.getByText("1 other session ended")).toBeVisible(AFTER_POST);
      await expect(sessions).toHaveCount(1);
      expect((await desk.request.get("/admin", { maxRedirects: 0 })).status()).toBe(302);
      // Still signed in here.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
    } finally {
      await desk.close();
      await laptop.close();
    }
  });
});

test("a customer resets a forgotten password on a phone, ends a session elsewhere and changes the password", async ({ browser, baseURL }) => {
  const { context: desk, email } = await portalCustomer(browser, baseURL!, "Reset Customer");
  const phone = await newBrowserContext(browser, { phone: true });
  try {
    const page = await phone.newPage();
    const link = await requestReset(page, "/customer/login", email);
    expect(new URL(link).pathname).toBe("/customer/reset-password");
    await page.goto(link);
    // The two passwords must match.
    await page.getByLabel("New password", { exact: true }).fill("customer-after-2026");
    await page.getByLabel("Confirm new password").fill("customer-after-2027");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("The passwords do not match")).toBeVisible(AFTER_POST);
    await chooseNewPassword(page, "customer-after-2026");
    await expect(page).toHaveURL(/\/customer\/login$/, AFTER_POST);
    await expect(page.getByText("Your password has been changed")).toBeVisible(AFTER_POST);

    // The session on the desk's browser has ended.
    const ended = await desk.request.get("/customer/dashboard", { maxRedirects: 0 });
    expect(ended.status()).toBe(302);

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("customer-after-2026");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/customer\/dashboard$/, AFTER_POST);

    // Signed in at the desk again.
    const deskPage = await desk.newPage();
    await deskPage.goto("/customer/login");
    await deskPage.getByLabel("Email").fill(email);
    await deskPage.getByLabel("Password").fill("customer-after-2026");
    await deskPage.getByRole("button", { name: "Login" }).click();
    await expect(deskPage).toHaveURL(/\/customer\/dashboard$/, AFTER_POST);

    await page.goto("/customer/account");
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
    const sessions = page.getByRole("list", { name: "Sessions" }).getByRole("listitem");
    await expect(sessions).toHaveCount(2);
    await expect(sessions.first()).toContainText("This device");
    await sessions.nth(1).getByRole("button", { name: /End session/ }).click();
    await expect(page.getByText("Session ended")).toBeVisible(AFTER_POST);
    await expect(sessions).toHaveCount(1);
    await deskPage.goto("/customer/dashboard");
    await expect(deskPage).toHaveURL(/\/customer\/login/, AFTER_POST);

    // Change the password: the current one is checked first.
    await page.getByLabel("Current password").fill("not-the-password");
    await page.getByLabel("New password", { exact: true }).fill("customer-third-2026");
    await page.getByLabel("Confirm new password").fill("customer-third-2026");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("The current password is not right")).toBeVisible(AFTER_POST);
    await page.getByLabel("Current password").fill("customer-after-2026");
    await page.getByLabel("New password", { exact: true }).fill("customer-third-2026");
    await page.getByLabel("Confirm new password").fill("customer-third-2026");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Password changed")).toBeVisible(AFTER_POST);
    // Still signed in here, with a page that fits the phone.
    await expect(page).toHaveURL(/\/customer\/account$/, AFTER_POST);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const check = await newBrowserContext(browser);
    const login = await check.request.post("/customer/login", {
      headers: { Origin: new URL(baseURL!).origin },
      form: { intent: "login", email, password: "customer-third-2026" },
      maxRedirects: 0,
    });
    expect(login.status()).toBe(302);
    await check.close();
  } finally {
    await desk.close();
    await phone.close();
  }
});
