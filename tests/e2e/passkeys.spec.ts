import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { E2E_ADMIN, expect, test, withDb } from "./support/fixtures";
import { startLocalhostInstance } from "./support/localhost-instance";
import { PORTAL_PASSWORD } from "./support/portal";

// Passkeys need the site at a host name (WebAuthn refuses IP addresses), so these tests use a
// second instance of the app at http://localhost:PORT on the same database.
let instance: Awaited<ReturnType<typeof startLocalhostInstance>>;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  instance = await startLocalhostInstance();
});

// A new instance's first requests (and password checks on a busy machine) take a while.
test.beforeEach(() => test.setTimeout(120_000));

test.afterAll(async () => {
  await instance?.stop();
});

/** A browser context on the localhost instance, as a visitor from an address of its own. */
async function visitorPage(browser: Browser) {
  const forwardedFor = `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::9`;
  const context = await browser.newContext({ baseURL: instance.baseURL, extraHTTPHeaders: { "X-Forwarded-For": forwardedFor } });
  return { context, page: await context.newPage(), forwardedFor };
}

/** Chromium's virtual authenticator (a platform authenticator that verifies the user), through CDP. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable", {});
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

async function passkeyCount(email: string) {
  return withDb(async (db) => {
    const { rows } = await db.query(`select count(*)::int as n from passkey p join "user" u on u.id = p.user_id where lower(u.email) = lower($1)`, [email]);
    return rows[0].n as number;
  });
}

test("staff: add a passkey on Account, sign out, sign in with it on /auth, remove it", async ({ browser }) => {
  const { context, page } = await visitorPage(browser);
  const authenticator = await virtualAuthenticator(page);
  const before = await passkeyCount(E2E_ADMIN.email);

  await page.goto("/auth");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });

  await page.goto("/admin/account");
  await page.getByLabel("Name (optional)").fill("Office laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const list = page.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByText("Office laptop")).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
  expect(await passkeyCount(E2E_ADMIN.email)).toBe(before + 1);

  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/admin/account");
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
  await page.goto("/admin/account");
  await expect(page.getByRole("heading", { name: "Account" })).toBeVisible();

  await list.getByRole("button", { name: "Remove passkey Office laptop" }).click();
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
  expect(await passkeyCount(E2E_ADMIN.email)).toBe(before);

  // The device still holds the passkey, but the site no longer accepts it.
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "That passkey was not recognised" })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await context.close();
});

test("customer: add a passkey on My details, sign out, sign in with it on /customer/login, remove it", async ({ browser }) => {
  const { context, page } = await visitorPage(browser);
  const authenticator = await virtualAuthenticator(page);
  const email = `passkey.customer.${randomBytes(4).toString("hex")}@example.com`;
  const up = await context.request.post("/customer/login", {
    headers: { Origin: instance.baseURL },
    form: { intent: "signup", name: "Pat Passkey", email, phone: "01635 123456", address: "7 Bartholomew Street, Newbury", password: PORTAL_PASSWORD },
  });
  expect(up.status()).toBe(200);
  await withDb((db) => db.query(`update "user" set email_verified = true where email = $1`, [email]));

  await page.goto("/customer/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PORTAL_PASSWORD);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/, { timeout: 20_000 });

  await page.goto("/customer/details");
  await page.getByLabel("Name (optional)").fill("My phone");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  const list = page.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByText("My phone")).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
  expect(await passkeyCount(email)).toBe(1);

  // Signed out only when the sign-out's answer has arrived (its redirect and toast): a page asked
  // for before then still carries the session, and the login page sends a signed-in customer on.
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page).toHaveURL(/\/customer\/login$/);
  await expect(page.getByText("Signed out", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/, { timeout: 20_000 });

  await page.goto("/customer/details");
  await list.getByRole("button", { name: "Remove passkey My phone" }).click();
  await expect(page.getByText("You have no passkeys yet.")).toBeVisible();
  expect(await passkeyCount(email)).toBe(0);
  await context.close();
});
