import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { staffMemberSession } from "./support/attack";
import { expect, test, withDb } from "./support/fixtures";
import { lastMailTo } from "./support/portal";

/**
 * Staff management in the browser, on a phone (390 px) and on a desktop: an admin invites an
 * engineer, who opens the e-mailed link, chooses a password and lands on their day; an admin changes
 * an office member's role, which ends that person's session at once.
 */

const SCREENS = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

async function adminOn(browser: Browser, screen: (typeof SCREENS)[number]) {
  const context = await browser.newContext({ storageState: process.env.E2E_ADMIN_STATE, viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.hasTouch });
  return { context, page: await context.newPage() };
}

/** No sideways scrolling. */
async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

const roleOf = (email: string) =>
  withDb(async (db) => (await db.query(`select r.role from user_roles r join "user" u on u.id = r.user_id where u.email = $1`, [email])).rows[0]?.role as string | undefined);

for (const screen of SCREENS) {
  test.describe(`on a ${screen.name}`, () => {
    test("an admin invites an engineer; the link makes their account and signs them in to /engineer; used again, it says so", async ({ browser }) => {
      const email = `invited.${screen.name}.${randomBytes(3).toString("hex")}@example.com`;
      const { context, page } = await adminOn(browser, screen);
      await page.goto("/admin/staff");
      await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Name", { exact: true }).fill("Ivy Invited");
      await page.getByLabel("Role", { exact: true }).selectOption("engineer");
      await page.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
      const pending = page.getByRole("row").filter({ hasText: email });
      await expect(pending).toContainText("Engineer");
      await expectFitsWidth(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

      await expect.poll(() => lastMailTo(email, /auth\/invite\?token=/)).toBeTruthy();
      const link = /https?:\/\/[^\s"<>]+\/auth\/invite\?token=[A-Za-z0-9_-]+/.exec(lastMailTo(email, /auth\/invite\?token=/)!)![0];

      const invitee = await browser.newContext({
        viewport: screen.viewport,
        isMobile: screen.isMobile,
        hasTouch: screen.hasTouch,
        extraHTTPHeaders: { "X-Forwarded-For": `2001:db8:88::${randomBytes(2).toString("hex")}` },
      });
      const phone = await invitee.newPage();
      await phone.goto(link);
      await expect(phone.getByRole("heading", { level: 1, name: "Join the team" })).toBeVisible();
      await expect(phone.getByText("has invited you to join as an engineer")).toBeVisible();
      await expect(phone.getByText(email)).toBeVisible();
      await expectFitsWidth(phone);
      await phone.getByLabel("Your name").fill("Ivy Engineer");
      await phone.getByLabel("New password", { exact: true }).fill("rodding-eyes-and-jets-26");
      await phone.getByLabel("Confirm new password").fill("rodding-eyes-and-jets-26");
      await phone.getByRole("button", { name: "Create my account" }).click();
      await expect(phone).toHaveURL(/\/engineer$/);
      expect(await roleOf(email)).toBe("engineer");
      // Signed in as an engineer: the back office sends them to their day.
      const office = await invitee.request.get("/admin", { maxRedirects: 0 });
      expect(office.status()).toBe(302);
      expect(new URL(office.headers().location, "http://x").pathname).toBe("/engineer");

      // The link again: used, said so with a 4xx.
      const again = await invitee.request.get(link);
      expect(again.status()).toBe(410);
      await phone.goto(link);
      await expect(phone.getByText("This invitation has already been used.")).toBeVisible();
      await page.reload();
      await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Ivy Engineer");
      await invitee.close();
      await context.close();
    });

    test("changing an office member's role ends their session at once; they sign in again with the new role", async ({ browser, baseURL }) => {
      const member = await staffMemberSession(baseURL!, "office", `Role ${screen.name}`);
      expect((await member.context.get("/admin", { maxRedirects: 0 })).status()).toBe(200);
      const { context, page } = await adminOn(browser, screen);
      await page.goto("/admin/staff");
      const row = page.getByRole("row").filter({ hasText: member.email });
      await expect(row).toContainText("Office");
      await row.getByRole("button", { name: "Change role" }).click();
      const dialog = page.getByRole("alertdialog");
      await dialog.getByLabel("New role").selectOption("engineer");
      await dialog.getByRole("button", { name: "Change role" }).click();
      await expect(page.getByText("Role changed to Engineer")).toBeVisible();
      await expect(row).toContainText("Engineer");
      expect(await roleOf(member.email)).toBe("engineer");
      // Their session has ended: the back office sends them to sign in.
      const after = await member.context.get("/admin", { maxRedirects: 0 });
      expect(after.status()).toBe(302);
      expect(new URL(after.headers().location, "http://x").pathname).toBe("/auth");
      await expectFitsWidth(page);

      // Removed from the staff: asked first, then gone from the list.
      await row.getByRole("button", { name: "Remove" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Remove from staff" }).click();
      await expect(page.getByText("Removed from the staff")).toBeVisible();
      expect(await roleOf(member.email)).toBeUndefined();
      await member.context.dispose();
      await context.close();
    });
  });
}

test("an office member reaches the back office and an engineer's page, but not staff management", async ({ baseURL }) => {
  const member = await staffMemberSession(baseURL!, "office", "Office reach");
  const engineer = await staffMemberSession(baseURL!, "engineer", "Office reach");
  expect((await member.context.get("/admin/customers", { maxRedirects: 0 })).status()).toBe(200);
  expect((await member.context.get(`/admin/staff/${engineer.userId}`, { maxRedirects: 0 })).status()).toBe(200);
  const staff = await member.context.get("/admin/staff", { maxRedirects: 0 });
  expect(staff.status()).toBe(302);
  expect(new URL(staff.headers().location, "http://x").pathname).toBe("/admin");
  const home = await member.context.get("/admin");
  expect(await home.text()).not.toContain('href="/admin/staff"');
  await member.context.dispose();
  await engineer.context.dispose();
});
