import { E2E_ADMIN, expect, test, withDb } from "./support/fixtures";

test.describe("staff sign-in", () => {
  test("an admin logs in through the form, sees the real counts, and signs out", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
    await expect(page.getByText("Enter your credentials to access the admin panel")).toBeVisible();
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("Logged in successfully")).toBeVisible();

    const counts = () =>
      withDb(async (db) => {
        const one = async (q: string) => Number((await db.query<{ n: string }>(q)).rows[0].n);
        return {
          "Total Customers": await one("select count(*) n from customers"),
          "Active Jobs": await one("select count(*) n from jobs where status in ('scheduled','in_progress')"),
          "Emergency Jobs": await one("select count(*) n from jobs where priority = 'emergency' and status <> 'completed'"),
        };
      });
    // Tests in the other worker change these tables: the page's figure must be the database's
    // just before or just after the page was rendered.
    const before = await counts();
    await page.reload();
    await expect(page.getByTestId("count-Total Customers")).toBeVisible();
    const after = await counts();
    expect(after["Total Customers"]).toBeGreaterThan(0);
    for (const label of Object.keys(after) as Array<keyof typeof after>) {
      const shown = Number(await page.getByTestId(`count-${label}`).textContent());
      expect([before[label], after[label]], label).toContain(shown);
    }

    // The sidebar marks where we are.
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByText(E2E_ADMIN.email)).toBeVisible();

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText("Please log in to access the admin panel")).toBeVisible();
  });

  test("a wrong password says 'Invalid email or password'", async ({ page }) => {
    await page.goto("/auth");
    await page.getByLabel("Email").fill(E2E_ADMIN.email.replace("admin", "nobody"));
    await page.getByLabel("Password").fill("not-the-right-one");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert")).toContainText("Invalid email or password");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("the form checks its fields before sending", async ({ page }) => {
    await page.goto("/auth?mode=signup");
    await expect(page.getByRole("heading", { level: 1, name: "Sign Up" })).toBeVisible();
    await expect(page.getByText("Create an account to get started")).toBeVisible();
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("short");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Please enter a valid email")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
    await page.getByRole("link", { name: "Already have an account? Login" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
  });

  test("a new sign-up is told to wait for access and cannot reach /admin", async ({ page }) => {
    const email = `new.${Date.now()}@example.com`;
    await page.goto("/auth");
    await page.getByRole("link", { name: "Don't have an account? Sign up" }).click();
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a-long-enough-password");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Account created" })).toContainText("administrator");
    await expect(page.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();

    // Verify the address directly, then sign in: still no admin panel.
    await withDb((db) => db.query(`update "user" set email_verified = true where email = $1`, [email]));
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a-long-enough-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(page.getByText("You don't have admin access")).toBeVisible();
    await page.goto("/admin/customers");
    await expect(page).toHaveURL((url) => url.pathname === "/");
  });

  test("repeated failures from one address are throttled", async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.50" } });
    const page = await context.newPage();
    await page.goto("/auth");
    let throttled = false;
    for (let i = 0; i < 12 && !throttled; i++) {
      await page.getByLabel("Email").fill(`guess${i}@example.com`);
      await page.getByLabel("Password").fill("wrong-password-again");
      await page.getByRole("button", { name: "Login" }).click();
      const alert = page.getByRole("alert");
      await expect(alert).toBeVisible();
      throttled = /Too many attempts/.test((await alert.textContent()) ?? "");
    }
    expect(throttled).toBe(true);
    await context.close();
  });
});

test.describe("request forgery", () => {
  test("a cookie-bearing POST from another origin is refused", async ({ request, baseURL }) => {
    const before = await withDb(async (db) => Number((await db.query(`select count(*) n from "user"`)).rows[0].n));
    const res = await request.post("/auth?mode=signup", {
      headers: { Origin: "https://attacker.example", Cookie: process.env.E2E_ADMIN_COOKIE! },
      form: { intent: "signup", email: "forged@example.com", password: "forged-password-1" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(403);
    const sameSite = await request.post("/auth/sign-out", {
      headers: { Origin: "https://attacker.example", Cookie: process.env.E2E_ADMIN_COOKIE! },
      maxRedirects: 0,
    });
    expect(sameSite.status()).toBe(403);
    // The admin session still works: the forged sign-out did nothing.
    const still = await request.get("/admin", { headers: { Cookie: process.env.E2E_ADMIN_COOKIE! }, maxRedirects: 0 });
    expect(still.status()).toBe(200);
    const after = await withDb(async (db) => Number((await db.query(`select count(*) n from "user"`)).rows[0].n));
    expect(after).toBe(before);
    expect(baseURL).toBeTruthy();
  });
});
