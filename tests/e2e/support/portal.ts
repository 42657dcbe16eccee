import { randomBytes } from "node:crypto";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import type pg from "pg";
import { documentNumberSql, expect, receivedMail, withDb } from "./fixtures";

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

function totals(lines: Line[]) {
  const subtotal = lines.reduce((sum, l) => sum + Math.round(Number(l.quantity) * l.unitPricePence), 0);
  const vat = Math.round(subtotal * 0.2);
  return { subtotal, vat, total: subtotal + vat };
}

async function insertItems(db: pg.Client, table: "quote_items" | "invoice_items", key: "quote_id" | "invoice_id", id: string, lines: Line[]) {
  for (const [position, line] of lines.entries()) {
    await db.query(`insert into ${table} (${key}, description, quantity, unit_price_pence, line_total_pence, position) values ($1, $2, $3, $4, $5, $6)`, [
      id,
      line.description,
      line.quantity,
      line.unitPricePence,
      Math.round(Number(line.quantity) * line.unitPricePence),
      position,
    ]);
  }
}

/** A quote with its lines, inserted as the office would have made it (20% VAT). */
export async function insertQuote(customerId: string, { status = "sent", validUntil = "2099-01-31", lines = DEFAULT_LINES }: { status?: string; validUntil?: string; lines?: Line[] } = {}) {
  const t = totals(lines);
  return withDb(async (db) => {
    const { rows } = await db.query(
      `insert into quotes (quote_number, customer_id, service_type, description, status, subtotal_pence, vat_amount_pence, total_pence, valid_until, terms, sent_at)
       values (${documentNumberSql("Q-", "quote_number_seq")}, $1, 'drain_repairs', 'Repair the collapsed drain at the back of the house', $2::quote_status, $3, $4, $5, $6,
               'Work is guaranteed for 12 months.', case when $2::quote_status = 'draft' then null else now() end) returning id, quote_number`,
      [customerId, status, t.subtotal, t.vat, t.total, validUntil],
    );
    await insertItems(db, "quote_items", "quote_id", rows[0].id, lines);
    return { id: rows[0].id as string, number: rows[0].quote_number as string, totalPence: t.total };
  });
}

/** An invoice with its lines (20% VAT). */
export async function insertInvoice(customerId: string, { status = "sent", dueDate = "2099-02-14", lines = DEFAULT_LINES }: { status?: string; dueDate?: string; lines?: Line[] } = {}) {
  const t = totals(lines);
  return withDb(async (db) => {
    const { rows } = await db.query(
      `insert into invoices (invoice_number, customer_id, status, subtotal_pence, vat_amount_pence, total_pence, issue_date, due_date)
       values (${documentNumberSql("INV-", "invoice_number_seq")}, $1, $2::invoice_status, $3, $4, $5, '2026-11-01', $6) returning id, invoice_number`,
      [customerId, status, t.subtotal, t.vat, t.total, dueDate],
    );
    await insertItems(db, "invoice_items", "invoice_id", rows[0].id, lines);
    return { id: rows[0].id as string, number: rows[0].invoice_number as string, totalPence: t.total };
  });
}

/** "£1,234.50" */
export function pounds(pence: number) {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(pence / 100);
}
