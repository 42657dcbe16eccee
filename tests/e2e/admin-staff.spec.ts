import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { E2E_ADMIN, expect, receivedMail, test, withAdminSetLock, withDb } from "./support/fixtures";

// Both tests change who holds the admin role: one after the other.
test.describe.configure({ mode: "serial" });

async function adminEmails() {
  return withDb(async (db) =>
    (await db.query(`select u.email from user_roles r join "user" u on u.id = r.user_id where r.role = 'admin' order by u.email`)).rows.map(
      (r: { email: string }) => r.email,
    ),
  );
}

/** The verification link of the newest message to `email` (the body may be quoted-printable). */
function verificationLink(email: string) {
  const mail = receivedMail()
    .filter((m) => m.to === email)
    .at(-1);
  if (!mail) return undefined;
  const body = mail.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  return /https?:\/\/[^\s"<>]+verify-email\?token=[^\s"<>]+/.exec(body)?.[0];
}

test("an admin grants a signed-up account admin access once its e-mail is verified, then revokes it", async ({ adminPage: page, request, baseURL }) => {
  const email = `new.staff.${randomBytes(3).toString("hex")}@example.com`;
  const signUp = await request.post("/api/auth/sign-up/email", {
    headers: { Origin: new URL(baseURL!).origin, "X-Forwarded-For": `2001:db8:2::${randomBytes(2).toString("hex")}` },
    data: { email, password: "new-staff-password-2026", name: "New Staff Member" },
  });
  expect(signUp.ok()).toBe(true);

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Staff" }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("New Staff Member");
  await expect(row).toContainText("Not verified");
  await expect(row).toContainText("None");
  await expect(page.getByRole("row").filter({ hasText: E2E_ADMIN.email })).toContainText("Admin");

  // Not yet verified: refused, with the reason.
  await row.getByRole("button", { name: `Grant admin to ${email}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Grant admin" }).click();
  await expect(page.getByText("Could not grant admin access")).toBeVisible();
  await expect(page.getByText(`${email} has not verified its e-mail address yet.`, { exact: false })).toBeVisible();
  expect(await adminEmails()).not.toContain(email);

  // The owner opens the link from their verification e-mail.
  await expect.poll(() => verificationLink(email)).toBeTruthy();
  const verify = await request.get(verificationLink(email)!, { maxRedirects: 0 });
  expect([200, 302]).toContain(verify.status());
  await page.reload();
  await expect(row).toContainText("Verified");
  await expect(row).not.toContainText("Not verified");

  await row.getByRole("button", { name: `Grant admin to ${email}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Grant admin" }).click();
  await expect(page.getByText("Admin access granted")).toBeVisible();
  await expect(row.getByText("Admin", { exact: true })).toBeVisible();
  expect(await adminEmails()).toContain(email);

  await row.getByRole("button", { name: `Revoke admin from ${email}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Revoke admin access from ${email}?` });
  await dialog.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText("Admin access revoked")).toBeVisible();
  await expect(row.getByRole("button", { name: `Grant admin to ${email}` })).toBeVisible();
  expect(await adminEmails()).not.toContain(email);

  const audit = await withDb(async (db) =>
    (
      await db.query(
        `select a.action from audit_log a join "user" u on u.id = a.entity_id where a.entity_type = 'user_role' and u.email = $1 order by a.created_at`,
        [email],
      )
    ).rows.map((r: { action: string }) => r.action),
  );
  expect(audit).toEqual(["grant", "revoke"]);
});

test("revoking the last admin is refused with a clear message", async ({ adminPage: page }) => {
  // Other files add admins for a while (two-factor.spec.ts): wait for them, and keep them out meanwhile.
  await withAdminSetLock(async () => {
    expect(await adminEmails()).toEqual([E2E_ADMIN.email]);
    await page.goto("/admin/staff");
    const row = page.getByRole("row").filter({ hasText: E2E_ADMIN.email });
    await expect(row).toContainText("(you)");
    await row.getByRole("button", { name: `Revoke admin from ${E2E_ADMIN.email}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Remove your own admin access?" });
    await dialog.getByRole("button", { name: "Revoke" }).click();

    await expect(page.getByText("Could not revoke admin access")).toBeVisible();
    await expect(page.getByText("The last administrator cannot lose the admin role.")).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await expect(row.getByText("Admin", { exact: true })).toBeVisible();
    expect(await adminEmails()).toEqual([E2E_ADMIN.email]);
  });
});
