import type { APIRequestContext } from "@playwright/test";
import { expect, factories, test, withDb } from "./support/fixtures";
import { insertInvoice, insertQuote, portalCustomer } from "./support/portal";
import { ACCESS } from "./support/route-access";
import { appRoutes } from "./support/route-table";

/**
 * Two customers with records of every kind. Every portal route, action and PDF from the route table
 * is tried by customer A against customer B's records (404, nothing changed) and against A's own
 * (answered), and every back-office route refuses a customer. A new route is in the table at once;
 * a new kind of record in a path needs a line in `recordOf`, or the test fails.
 */

type Records = { customerId: string; name: string; quote: { id: string; number: string }; invoice: { id: string; number: string }; jobId: string; jobTitle: string; paymentId: string; creditNoteId: string; visitId: string; surveyId: string; contractId: string };

/**
 * Portal routes that are not pages of records: signing out, and the passkey settings endpoint
 * (posts only, each checked against the customer's own passkeys in its domain tests).
 */
const NOT_RECORD_PAGES = new Set(["/customer/sign-out", "/customer/details/passkeys"]);

const portalRoutes = appRoutes().filter((r) => r.area === "portal" && !NOT_RECORD_PAGES.has(r.path));
const adminRoutes = appRoutes().filter((r) => r.path.startsWith("/admin") && !["/admin/auth", "/admin/blog-admin"].includes(r.path));

/** The id to put in a path's `:id`, by the kind of record the path names. */
function recordOf(route: string, who: Records): string {
  const kind = /\/([a-z-]+)\/:id/.exec(route)?.[1];
  switch (kind) {
    case "quotes":
      return who.quote.id;
    case "invoices":
      return who.invoice.id;
    case "jobs":
      return who.jobId;
    case "customers":
      return who.customerId;
    case "credit-notes":
      return who.creditNoteId;
    case "visits":
      return who.visitId;
    case "surveys":
      return who.surveyId;
    case "contracts":
      return who.contractId;
    default:
      throw new Error(`No record for ${route}: add its kind to recordOf`);
  }
}

function pathFor(route: string, who: Records) {
  return (route.includes(":id") ? route.replace(":id", recordOf(route, who)) : route).replace(":paymentId", who.paymentId);
}

async function makeRecords(customerId: string, name: string): Promise<Records> {
  const quote = await insertQuote(customerId);
  const invoice = await insertInvoice(customerId);
  const jobTitle = `Gully clearance for ${name}`;
  const { id: jobId } = await factories().makeJob({ customerId, title: jobTitle, serviceType: "drain_cleaning", status: "scheduled", locationAddress: "9 Private Road" });
  // A payment on the invoice, for its receipt.
  const paymentId = await withDb(async (db) => {
    await db.query(`update invoices set paid_pence = 100, status = 'partly_paid' where id = $1`, [invoice.id]);
    const { rows } = await db.query(`insert into payments (invoice_id, amount_pence, paid_on, method, source, recorded_by_label) values ($1, 100, '2026-11-02', 'cash', 'office', 'Office') returning id`, [invoice.id]);
    return rows[0].id as string;
  });
  // An issued credit note on the invoice, for its PDF.
  const creditNoteId = await withDb(async (db) => {
    const { rows } = await db.query(
      `insert into credit_notes (customer_id, site_id, invoice_id, credit_note_number, status, subtotal_pence, vat_amount_pence, total_pence, reason, sent_at, sent_via)
       select $1, site_id, id, 'CN-' || lpad(nextval('credit_note_number_seq')::text, 5, '0'), 'issued', 1000, 200, 1200, 'Goodwill', now(), 'by_hand' from invoices where id = $2 returning id`,
      [customerId, invoice.id],
    );
    return rows[0].id as string;
  });
  const visitId = await withDb(
    async (db) =>
      (await db.query(`insert into visits (job_id, day, start_minute, duration_minutes, status, work_done, finished_at) values ($1, '2026-11-02', 540, 60, 'done', 'Jetted the gully', now()) returning id`, [jobId])).rows[0].id as string,
  );
  // A completed CCTV survey of the job, with one run, for the survey page and its report.
  const surveyId = await withDb(async (db) => {
    const { rows } = await db.query(`insert into surveys (job_id, survey_date, purpose, status, completed_at) values ($1, '2026-11-02', 'pre_purchase', 'complete', now()) returning id`, [jobId]);
    await db.query(`insert into survey_runs (survey_id, position, from_point, to_point, direction, use, length_surveyed_m) values ($1, 1, 'MH1', 'MH2', 'downstream', 'foul', 8)`, [rows[0].id]);
    return rows[0].id as string;
  });
  // A maintenance contract at the customer's site, offered to them and not yet accepted (shown to them, nothing generated for it).
  const contractId = await withDb(
    async (db) =>
      (
        await db.query(
          `insert into contracts (customer_id, site_id, title, frequency, start_date, price_pence, status, offered_at)
           select $1, site_id, 'Quarterly gully maintenance', 'quarterly', '2026-11-02', 30000, 'offered', now() from jobs where id = $2 returning id`,
          [customerId, jobId],
        )
      ).rows[0].id as string,
  );
  return { customerId, name, quote, invoice, jobId, jobTitle, paymentId, creditNoteId, visitId, surveyId, contractId };
}

/** Everything of B's that a change could touch, to compare before and after. */
async function snapshot(b: Records) {
  return withDb(async (db) => {
    const q = await db.query("select status, signed_name, responded_at, decline_reason from quotes where id = $1", [b.quote.id]);
    const i = await db.query("select status, paid_date from invoices where id = $1", [b.invoice.id]);
    const c = await db.query("select name, phone, email, address, postcode, user_id from customers where id = $1", [b.customerId]);
    const j = await db.query("select count(*)::int as n from jobs where customer_id = $1", [b.customerId]);
    const k = await db.query("select status, accepted_at, accepted_name, updated_at from contracts where id = $1", [b.contractId]);
    return JSON.stringify([q.rows, i.rows, c.rows, j.rows, k.rows]);
  });
}

let a: { request: APIRequestContext; records: Records; close: () => Promise<void> };
let b: Records;
let origin: Record<string, string>;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  origin = { Origin: new URL(baseURL!).origin };
  const first = await portalCustomer(browser, baseURL!, "Alice Isolated");
  const second = await portalCustomer(browser, baseURL!, "Bruno Private");
  a = { request: first.context.request, records: await makeRecords(first.customerId, "Alice Isolated"), close: () => first.context.close() };
  b = await makeRecords(second.customerId, "Bruno Private");
  await second.context.close();
});

test.afterAll(async () => {
  await a?.close();
});

test("the route table has the portal's record pages, PDFs and actions", () => {
  const paths = portalRoutes.map((r) => r.path);
  for (const expected of ["/customer/quotes/:id", "/customer/quotes/:id/pdf", "/customer/invoices/:id", "/customer/invoices/:id/pdf", "/customer/jobs"]) {
    expect(paths).toContain(expected);
  }
  expect(portalRoutes.some((r) => r.hasAction)).toBe(true);
});

test("customer A reads every portal page and their own records, and gets 404 for each of B's", async () => {
  const before = await snapshot(b);
  for (const route of portalRoutes.filter((r) => r.hasLoader)) {
    const own = await a.request.get(pathFor(route.path, a.records), { maxRedirects: 0 });
    expect(own.status(), `${route.path} (own)`).toBe(200);
    if (route.path.endsWith("pdf")) {
      expect(own.headers()["content-type"]).toBe("application/pdf");
    } else {
      const html = await own.text();
      for (const secret of [b.name, b.quote.number, b.invoice.number, b.jobTitle]) expect(html, `${route.path} shows ${secret}`).not.toContain(secret);
    }
    if (route.path.includes(":id")) {
      const theirs = await a.request.get(pathFor(route.path, b), { maxRedirects: 0 });
      expect(theirs.status(), `${route.path} (B's)`).toBe(404);
      const body = await theirs.text();
      for (const secret of [b.name, b.quote.number, b.invoice.number]) expect(body).not.toContain(secret);
    }
  }
  expect(await snapshot(b)).toBe(before);
});

test("customer A's posts to every portal action change nothing of B's", async () => {
  const before = await snapshot(b);
  const forms: Record<string, string>[] = [
    { intent: "accept", signedName: "Alice Isolated", agreeTerms: "on" },
    { intent: "decline", reason: "Not mine" },
    { intent: "save", customerId: b.customerId, name: "Taken Over", phone: "01635 000000", email: "taken@example.com", address: "1 Attacker Road" },
  ];
  for (const route of portalRoutes.filter((r) => r.hasAction)) {
    for (const form of forms) {
      const res = await a.request.post(pathFor(route.path, b), { headers: origin, form, maxRedirects: 0 });
      const known = (ACCESS[route.path]?.intents ?? []).includes(form.intent);
      // B's record is never found; a form the page does not take (an intent it has not) is refused before any lookup.
      // B's invoice is not found whatever is posted to it (its page looks the invoice up first).
      if (route.path.includes(":id")) expect(res.status(), `${route.path} ${form.intent}`).toBe(known ? 404 : route.path.startsWith("/customer/invoices/") ? 404 : 400);
      else expect(res.status(), `${route.path} ${form.intent}`).toBeLessThan(500);
    }
  }
  expect(await snapshot(b)).toBe(before);
});

test("every back-office route and action refuses a customer", async () => {
  const before = await snapshot(b);
  for (const route of adminRoutes) {
    const url = route.path.includes(":id")
      ? route.path.replace(":id", /\/(quotes|invoices|jobs|customers)\/:id/.test(route.path) ? recordOf(route.path, b) : "00000000-0000-4000-8000-000000000000")
      : route.path;
    if (route.hasLoader) {
      const res = await a.request.get(url, { maxRedirects: 0 });
      expect(res.status(), `GET ${url}`).toBe(302);
      expect(new URL(res.headers().location, "http://x").pathname, `GET ${url}`).not.toMatch(/^\/admin/);
    }
    if (route.hasAction) {
      for (const intent of ["delete", "send", "markPaid", "recordPayment", "voidPayment", "save"]) {
        const res = await a.request.post(url, { headers: origin, form: { intent, paidDate: "2026-11-20", paymentMethod: "cash", amount: "1.00", paidOn: "2026-11-20", method: "cash", reason: "Forged", confirmed: "yes" }, maxRedirects: 0 });
        expect(res.status(), `POST ${url} ${intent}`).toBe(302);
        expect(new URL(res.headers().location, "http://x").pathname).not.toMatch(/^\/admin/);
      }
    }
  }
  expect(await snapshot(b)).toBe(before);
});
