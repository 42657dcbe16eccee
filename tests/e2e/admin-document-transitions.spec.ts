import { randomBytes } from "node:crypto";
import type { APIResponse } from "@playwright/test";
import { invoiceMachine } from "../../app/features/invoices/invoice-status";
import { quoteMachine } from "../../app/features/quotes/quote-status";
import { INVOICE_STATUSES, QUOTE_STATUSES } from "../../app/lib/labels";
import { dateToLondonInput } from "../../app/lib/business-day";
import { expect, factories, test, withDb } from "./support/fixtures";
import { insertInvoice, insertQuote, type InvoiceStatus, type QuoteStatus } from "./support/portal";

/**
 * Every status of a quote and of an invoice × every action of its status machine, through the
 * back-office's own HTTP requests (the record page's `intent` posts, the edit form). The table is
 * the machine itself: a new status or action is tried without being added here. An allowed action
 * succeeds and moves the row to the machine's target; a refused one answers with its reason and
 * leaves the row as it was.
 */

const admin = () => ({ Cookie: process.env.E2E_ADMIN_COOKIE!, Origin: new URL(process.env.E2E_BASE_URL!).origin });

/** Actions the system takes on a schedule, never through a page (tested with the scheduled tasks). */
const SCHEDULED_ONLY = new Set(["expire", "markOverdue"]);

type Kind = "quote" | "invoice";
type Row = { status: string; updated_at: Date; description?: string | null; notes?: string | null } | undefined;

/** The toast a response sets for the next page: its type and title. */
function toastOf(res: APIResponse) {
  const cookie = res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value)
    .find((v) => v.startsWith("toast="));
  if (!cookie) return null;
  const value = decodeURIComponent(cookie.split(";")[0].slice("toast=".length)).split(".")[0];
  return JSON.parse(Buffer.from(value, "base64").toString()) as { type: string; title: string; description?: string };
}

async function rowOf(kind: Kind, id: string): Promise<Row> {
  return withDb(async (db) => {
    const sql = kind === "quote" ? "select status, updated_at, description from quotes where id = $1" : "select status, updated_at, notes from invoices where id = $1";
    return (await db.query(sql, [id])).rows[0];
  });
}

async function documentCount(kind: Kind, customerId: string) {
  return withDb(async (db) => Number((await db.query(`select count(*) n from ${kind}s where customer_id = $1`, [customerId])).rows[0].n));
}

/** What the office records with an answer given by phone: how, who, and when (now, on London's clock). */
function told() {
  return { responseMethod: "phone", respondedName: "Jo Smith", respondedAt: dateToLondonInput(new Date()) };
}

/** The request the back office makes for `action` on a document. */
function requestFor(kind: Kind, action: string, id: string, customerId: string, totalPence = 0): { url: string; form: Record<string, string> } {
  const record = `/admin/${kind}s/${id}`;
  const lines = { "lines[0].description": "Edited by the status table", "lines[0].quantity": "1", "lines[0].unitPrice": "120" };
  switch (action) {
    case "edit":
      return kind === "quote"
        ? { url: `${record}/edit`, form: { intent: "save", customerId, serviceType: "drain_repairs", description: "Edited by the status table", vatRate: "20", validUntil: "2099-06-30", ...lines } }
        : { url: `${record}/edit`, form: { intent: "save", customerId, notes: "Edited by the status table", vatRate: "20", issueDate: "2099-01-01", dueDate: "2099-01-15", ...lines } };
    case "resend":
      return { url: record, form: { intent: "send" } };
    case "markPaid":
      // Paying: a payment of the whole balance (nothing has been paid on the rows made here).
      return { url: record, form: { intent: "recordPayment", amount: (totalPence / 100).toFixed(2), paidOn: "2026-11-20", method: "bank_transfer" } };
    case "accept":
      return { url: record, form: { intent: "accept", ...told(), confirmed: "yes" } };
    case "decline":
      return { url: record, form: { intent: "decline", reason: "Decided against it", ...told(), confirmed: "yes" } };
    case "markSent":
      return { url: record, form: { intent: "markSent", sentVia: "by_hand", confirmed: "yes" } };
    case "extend":
      return { url: record, form: { intent: "extend", validUntil: "2099-12-31", confirmed: "yes" } };
    default:
      // Cancel and delete go ahead only with their dialog's confirmation.
      return { url: record, form: { intent: action, confirmed: "yes" } };
  }
}

const machines = [
  { kind: "quote" as const, statuses: QUOTE_STATUSES, machine: quoteMachine, insert: (customerId: string, status: string) => insertQuote(customerId, { status: status as QuoteStatus }) },
  { kind: "invoice" as const, statuses: INVOICE_STATUSES, machine: invoiceMachine, insert: (customerId: string, status: string) => insertInvoice(customerId, { status: status as InvoiceStatus }) },
];

for (const { kind, statuses, machine, insert } of machines) {
  const actions = Object.keys(machine.rules) as (keyof typeof machine.rules)[];

  test(`every ${kind} status × every action through HTTP: allowed ones succeed, the rest are refused and change nothing`, async ({ request }) => {
    test.setTimeout(120_000);
    expect(actions.filter((a) => SCHEDULED_ONLY.has(a)).length).toBeGreaterThan(0);
    const email = `table.${randomBytes(4).toString("hex")}@example.com`;
    const { id: customerId } = await factories().makeCustomer({ name: "Status Table", phone: "01635 555000", address: "4 Table Row, Newbury", email });
    for (const status of statuses) {
      for (const action of actions.filter((a) => !SCHEDULED_ONLY.has(a))) {
        // "Send again" posts what Send posts: in a status that allows one of them, that one's row says
        // what the request must do.
        const can = machine.can as (a: string, s: string) => boolean;
        if (action === "resend" && can("send", status)) continue;
        if (action === "send" && can("resend", status)) continue;
        const doc = await insert(customerId, status);
        const before = await rowOf(kind, doc.id);
        const countBefore = await documentCount(kind, customerId);
        const { url, form } = requestFor(kind, action, doc.id, customerId, (doc as { totalPence?: number }).totalPence);
        const res = await request.post(url, { headers: admin(), form, maxRedirects: 0 });
        const after = await rowOf(kind, doc.id);
        const label = `${kind} ${status} → ${action}`;
        const allowed = (machine.can as (a: string, s: string) => boolean)(action, status);
        if (allowed) {
          expect(res.status(), label).toBe(302);
          expect(toastOf(res)?.type, `${label}: ${toastOf(res)?.description ?? ""}`).toBe("success");
          const target = (machine.target as (a: string) => string | undefined)(action);
          if (action === "delete") expect(after, label).toBeUndefined();
          else if (target) expect(after?.status, label).toBe(target);
          // Extending an expired quote opens it again (sent); any other extended quote keeps its status.
          else if ((action as string) === "extend" && status === "expired") expect(after?.status, label).toBe("sent");
          else expect(after?.status, label).toBe(status);
          if (action === "duplicate") expect(await documentCount(kind, customerId), label).toBe(countBefore + 1);
          if (action === "edit") expect(after?.description ?? after?.notes, label).toBe("Edited by the status table");
        } else {
          // The page's button (or the edit form of a document no longer a draft) goes back to the
          // record's page with the reason as an error message.
          expect(res.status(), label).toBe(302);
          expect(new URL(res.headers().location, "http://x").pathname, label).toBe(`/admin/${kind}s/${doc.id}`);
          const toast = toastOf(res);
          expect(toast?.type, label).toBe("error");
          expect(toast?.description ?? "", label).not.toBe("");
          if (action === "edit") expect(toast?.description, label).toMatch(/Only a draft can be edited/);
          expect(after, label).toEqual(before);
          expect(await documentCount(kind, customerId), label).toBe(countBefore);
        }
      }
    }
  });

  test(`an unknown ${kind} action is refused with a 400, and a malformed id is not found`, async ({ request }) => {
    const email = `table.${randomBytes(4).toString("hex")}@example.com`;
    const { id: customerId } = await factories().makeCustomer({ name: "Status Table", phone: "01635 555000", address: "4 Table Row, Newbury", email });
    const doc = await insert(customerId, "draft");
    const before = await rowOf(kind, doc.id);
    const unknown = await request.post(`/admin/${kind}s/${doc.id}`, { headers: admin(), form: { intent: "teleport" }, maxRedirects: 0 });
    expect(unknown.status()).toBe(400);
    expect(await rowOf(kind, doc.id)).toEqual(before);
    const malformed = await request.post(`/admin/${kind}s/not-an-id`, { headers: admin(), form: { intent: "send" }, maxRedirects: 0 });
    expect(malformed.status()).toBe(404);
  });
}
