import { expect, test, withDb } from "./support/fixtures";
import { watchContext } from "./support/csp";
import { portalCustomer, insertQuote } from "./support/portal";
import { routeTable } from "./support/route-table";
import { RENDERED_STYLE_ATTRIBUTES } from "../../server/style-hashes";

/**
 * The Content-Security-Policy allows no inline style or script of anyone's choosing: `style-src` has
 * no 'unsafe-inline' (docs/decisions/0040). Pages of every kind render in Chromium without a single
 * violation, and what the UI kit styles from the browser still works: sonner's toasts (its stylesheet
 * is admitted by its hash) and the dialogs' scroll lock (a <style> element with the page's nonce).
 */

test("the policy: scripts and styles by nonce, no 'unsafe-inline', no other origin", async ({ request }) => {
  const csp = (await request.get("/")).headers()["content-security-policy"];
  const directive = (name: string) => csp.split(";").map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? "";
  expect(directive("style-src")).toMatch(/^style-src 'self' 'nonce-[A-Za-z0-9+/=]+'( 'sha256-[A-Za-z0-9+/=]+'){2} 'unsafe-hashes'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  expect(directive("script-src")).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]+'$/);
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("unsafe-eval");
});

test("public pages, sign-in and a toast render without a violation", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const watch = await watchContext(context);
  const page = await context.newPage();
  for (const url of ["/", "/contact", "/blog", "/no-such-page"]) {
    await page.goto(url);
    await expect(page.locator("footer").first()).toBeVisible();
  }
  // Asking for the back-office signed out: the sign-in page (hydrated) shows a toast.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth$/);
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toContainText("Please log in");
  // sonner's own stylesheet applies: the toaster is fixed to the viewport.
  expect(await page.locator("[data-sonner-toaster]").first().evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  await page.goto("/customer/login");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await expect(page.getByLabel("Full Name")).toBeVisible();
  expect(watch.violations).toEqual([]);
  await context.close();
});

test("back-office pages, a confirmation dialog and the phone menu render without a violation", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ storageState: process.env.E2E_ADMIN_STATE });
  const watch = await watchContext(context);
  const page = await context.newPage();
  const customerId = await withDb(async (db) => (await db.query("select id from customers order by created_at limit 1")).rows[0].id as string);
  for (const url of ["/admin", "/admin/customers/new", "/admin/quotes/new", "/admin/calendar", "/admin/staff"]) {
    await page.goto(url);
    await expect(page.locator("main").first()).toBeVisible();
  }
  await page.goto(`/admin/customers/${customerId}`);
  await page.getByRole("button", { name: /^Delete/ }).first().click();
  await expect(page.getByRole("alertdialog")).toBeVisible();
  // The scroll lock's <style> (with the nonce) applies while the dialog is open.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/admin/jobs");
  await page.getByRole("button", { name: /menu/i }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(watch.violations).toEqual([]);
  await context.close();
});

test("portal pages render without a violation", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const customer = await portalCustomer(browser, baseURL!, "Policy Customer");
  const quote = await insertQuote(customer.customerId);
  const watch = await watchContext(customer.context);
  const page = await customer.context.newPage();
  for (const url of ["/customer/dashboard", `/customer/quotes/${quote.id}`, "/customer/request-visit", "/customer/details"]) {
    await page.goto(url);
    await expect(page.locator("main").first()).toBeVisible();
  }
  expect(watch.violations).toEqual([]);
  await customer.context.close();
});

test("no page of the route table is sent with a style attribute the policy does not list, or a <style> element without the nonce", async ({ request }) => {
  const admin = { Cookie: process.env.E2E_ADMIN_COOKIE! };
  const found: string[] = [];
  for (const route of routeTable().filter((r) => !r.resource && (r.area !== "portal" || r.pattern === "/customer/login") && !r.pattern.includes(":id"))) {
    const res = await request.get(route.path, { headers: route.area === "admin" ? admin : {}, maxRedirects: 0 });
    if (res.status() !== 200) continue;
    const html = await res.text();
    for (const m of html.matchAll(/\sstyle="([^"]*)"/g)) {
      if (!(RENDERED_STYLE_ATTRIBUTES as readonly string[]).includes(m[1])) found.push(`${route.path}: style="${m[1]}"`);
    }
    for (const m of html.matchAll(/<style(?![^>]*\snonce=)[^>]*>/g)) found.push(`${route.path}: ${m[0]}`);
  }
  expect(found).toEqual([]);
});
