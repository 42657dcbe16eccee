import { randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { expect, test, withAdminSetLock, withDb } from "./support/fixtures";

/** The app's code now, or `offsetSeconds` from now. */
function codeFor(secret: string, offsetSeconds = 0) {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });
}

// It adds an admin for a while: the lock keeps admin-staff.spec.ts's "last admin" test apart from it.
test("an admin turns on two-factor, then signing in needs a code from the app", async ({ browser, baseURL }) => {
  await withAdminSetLock(async () => {
    const email = `two.factor.${randomBytes(3).toString("hex")}@example.com`;
    const password = "two-factor-password-2026";
    const context = await browser.newContext({
      extraHTTPHeaders: { "X-Forwarded-For": `2001:db8:3::${randomBytes(2).toString("hex")}` },
    });
    const page = await context.newPage();

    // A new admin of its own, so the shared admin account is untouched.
    const signUp = await context.request.post("/api/auth/sign-up/email", {
      headers: { Origin: new URL(baseURL!).origin },
      data: { email, password, name: "Two Factor Admin" },
    });
    expect(signUp.ok()).toBe(true);
    const userId = await withDb(async (db) => {
      const { rows } = await db.query<{ id: string }>(`update "user" set email_verified = true where email = $1 returning id`, [email]);
      await db.query(`insert into user_roles (user_id, role) values ($1, 'admin')`, [rows[0].id]);
      return rows[0].id;
    });

    try {
      await page.goto("/auth");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page).toHaveURL(/\/admin$/);

      await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Account" }).click();
      await expect(page).toHaveURL(/\/admin\/account$/);
      await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
      const section = page.getByRole("heading", { level: 2, name: /Two-factor authentication/ });
      await expect(section).toContainText("Off");

      // A wrong password starts nothing.
      await page.getByLabel("Password", { exact: true }).fill("not-my-password");
      await page.getByRole("button", { name: "Turn on two-factor" }).click();
      await expect(page.getByRole("alert")).toContainText("Incorrect password");

      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Turn on two-factor" }).click();
      await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
      await expect(page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").first()).toBeVisible();
      const secret = (await page.getByText(/^[A-Z2-7]{20,}=*$/).textContent())!.trim();
      const backupCode = (await page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").first().textContent())!.trim();
      await expect(section).toContainText("Off");

      // The previous step's code (still accepted): each code works once, and the sign-in below uses the current one.
      await page.getByLabel("Code from your app").fill(codeFor(secret, -30));
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.getByText("Two-factor authentication is on")).toBeVisible();
      await expect(section).toContainText("On");
      await expect(page.getByRole("button", { name: "Turn off two-factor" })).toBeVisible();
      await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toHaveCount(0);

      const audit = await withDb(async (db) =>
        (
          await db.query(`select action from audit_log where entity_type = 'user' and entity_id = $1 order by created_at`, [userId])
        ).rows.map((r: { action: string }) => r.action),
      );
      expect(audit).toEqual(["two_factor_setup_started", "two_factor_enabled"]);

      await page.getByRole("button", { name: "Sign Out" }).click();
      await expect(page).toHaveURL(/\/auth$/);

      // The password alone is no longer enough.
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page).toHaveURL(/\/auth\/two-factor$/);
      await expect(page.getByRole("heading", { level: 1, name: "Two-factor authentication" })).toBeVisible();
      await page.goto("/admin");
      await expect(page).toHaveURL(/\/auth$/);
      await page.goto("/auth/two-factor");
      await expect(page).toHaveURL(/\/auth\/two-factor$/);

      const code = page.getByLabel("Code");
      await expect(code).toHaveAttribute("inputmode", "numeric");
      await expect(code).toHaveAttribute("autocomplete", "one-time-code");
      const right = codeFor(secret);
      await code.fill(right === "000000" ? "111111" : "000000");
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.getByRole("alert")).toContainText("Invalid code");
      await expect(page).toHaveURL(/\/auth\/two-factor$/);

      await code.fill(codeFor(secret));
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByText("Logged in successfully")).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();

      // After a lost phone: a backup code instead of the app's code.
      await page.getByRole("button", { name: "Sign Out" }).click();
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page).toHaveURL(/\/auth\/two-factor$/);
      await page.getByRole("link", { name: "Lost your phone? Use a backup code" }).click();
      await expect(page.getByLabel("Backup code")).toBeVisible();
      await page.getByLabel("Backup code").fill("not-a-code");
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page.getByText("Enter one of your backup codes, like a1B2c-3D4e5")).toBeVisible();
      await page.getByLabel("Backup code").fill(backupCode);
      await page.getByRole("button", { name: "Verify" }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByText(email)).toBeVisible();
    } finally {
      // Other tests count the admins: this one steps down again.
      await withDb((db) => db.query(`delete from user_roles where user_id = $1`, [userId]));
      await context.close();
    }
  });
});
