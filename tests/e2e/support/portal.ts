import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import type { invoices, quotes } from "~/db/schema";
import { expect, factories, receivedMail, withDb } from "./fixtures";

export type QuoteStatus = (typeof quotes.$inferSelect)["status"];
export type InvoiceStatus = (typeof invoices.$inferSelect)["status"];

export const PORTAL_PASSWORD = "gutter-brush-and-ladder-2026";

/** A client address of its own for each visitor, so that sign-up limits don't mix tests. */
function visitorAddress() {
  // Limits count an IPv6 address by its /64 network: each visitor gets a network of its own.
  return { "X-Forwarded-For": `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::7` };
}

/** A browser of its own (its own client address). */
export async function newVisitor(browser: Browser) {
  return browser.newContext({ extraHTTPHeaders: visitorAddress() });
}

export async function signUp(page: Page, { name, email }: { name: string; email: string }) {
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("01635 123456");
  await page.getByLabel("Address").fill("7 Bartholomew Street, Newbury");
  await page.getByLabel("Password").fill(PORTAL_PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Account created! You can now log in.").first()).toBeVisible();
}

export async function logIn(page: Page, email: string, password = PORTAL_PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** The newest message to `address` whose raw text matches `pattern`, decoded from quoted-printable. */
export function lastMailTo(address: string, pattern: RegExp = /./) {
  const mail = receivedMail()
    .filter((m) => m.to === address)
    .map((m) => ({ ...m, body: m.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=") }))
    .filter((m) => pattern.test(m.body))
    .at(-1);
  return mail?.body;
}

/** The verification link of the newest message to `email`. */
export function verificationLink(email: string) {
  const body = lastMailTo(email, /verify-email\?token=/);
  return body ? /https?:\/\/[^\s"<>]+verify-email\?token=[^\s"<>]+/.exec(body)?.[0].replaceAll("&amp;", "&") : undefined;
}

export async function customerIdOf(email: string) {
  return withDb(async (db) => (await db.query("select id from customers where lower(email) = lower($1)", [email])).rows[0]?.id as string | undefined);
}

/**
 * A customer signed in to the portal in a browser context of their own: signed up through the
 * portal's form, the address marked verified, logged in, and the customer record made on the first
 * visit (as after the verification link).
 */
export async function portalCustomer(browser: Browser, baseURL: string, name: string): Promise<{ context: BrowserContext; email: string; customerId: string }> {
  const address = visitorAddress();
  const context = await browser.newContext({ extraHTTPHeaders: address });
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, ".")}.${randomBytes(4).toString("hex")}@example.com`;
  const headers = { Origin: new URL(baseURL).origin, ...address };
  const up = await context.request.post("/customer/login", {
    headers,
    form: { intent: "signup", name, email, phone: "01635 123456", address: "7 Bartholomew Street, Newbury", password: PORTAL_PASSWORD },
  });
  expect(up.status()).toBe(200);
  await withDb((db) => db.query(`update "user" set email_verified = true where email = $1`, [email]));
  const login = await context.request.post("/customer/login", { headers, form: { intent: "login", email, password: PORTAL_PASSWORD }, maxRedirects: 0 });
  expect(login.status()).toBe(302);
  expect((await context.request.get("/customer/dashboard")).status()).toBe(200);
  const customerId = await customerIdOf(email);
  expect(customerId).toBeTruthy();
  return { context, email, customerId: customerId! };
}

type Line = { description: string; quantity: string; unitPricePence: number };

const DEFAULT_LINES: Line[] = [
  { description: "Excavate and replace collapsed clay pipe (per metre)", quantity: "2", unitPricePence: 18500 },
  { description: "CCTV survey after repair", quantity: "1", unitPricePence: 9500 },
];

/** A quote with its lines, as the office would have made it (20% VAT), sent unless `status` says otherwise. */
export async function insertQuote(
  customerId: string,
  { status = "sent", validUntil = "2099-01-31", lines = DEFAULT_LINES }: { status?: QuoteStatus; validUntil?: string; lines?: Line[] } = {},
) {
  const quote = await factories().makeQuote({
    customerId,
    serviceType: "drain_repairs",
    description: "Repair the collapsed drain at the back of the house",
    status,
    validUntil,
    terms: "Work is guaranteed for 12 months.",
    sentAt: status === "draft" ? null : new Date(),
    lines,
  });
  return { id: quote.id, number: quote.quoteNumber, totalPence: quote.totalPence };
}

/** An invoice with its lines (20% VAT), sent unless `status` says otherwise. */
export async function insertInvoice(
  customerId: string,
  { status = "sent", dueDate = "2099-02-14", lines = DEFAULT_LINES }: { status?: InvoiceStatus; dueDate?: string; lines?: Line[] } = {},
) {
  const invoice = await factories().makeInvoice({ customerId, status, issueDate: "2026-11-01", dueDate, lines });
  return { id: invoice.id, number: invoice.invoiceNumber, totalPence: invoice.totalPence };
}

/** "£1,234.50" */
export function pounds(pence: number) {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(pence / 100);
}
