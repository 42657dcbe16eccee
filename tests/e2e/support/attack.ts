import sharp from "sharp";
import { randomBytes } from "node:crypto";
import { request as playwrightRequest, type APIRequestContext, type Browser } from "@playwright/test";
import { factories, withDb } from "./fixtures";
import { insertInvoice, insertQuote, portalCustomer } from "./portal";
import type { Access } from "./route-access";
import { NO_RECORD_ID } from "./route-table";

/**
 * What the attack suites share: the kinds of visitor (nobody, an account without a role, two
 * customers, and one of each staff role: admin, office, engineer), records of every kind that belong
 * to them, and ways to prove that a refused request changed nothing.
 */

export type ActorName = "anonymous" | "noRole" | "customerA" | "customerB" | "admin" | "office" | "engineer";
export const ACTORS: ActorName[] = ["anonymous", "noRole", "customerA", "customerB", "admin", "office", "engineer"];

/** The visitor each access rule lets in first: whose session a suite uses to reach a route (support/route-access.ts). */
export function allowedActor(access: Access): ActorName {
  if (access === "admin" || access === "admin-role") return "admin";
  if (access === "engineer") return "engineer";
  if (access === "anyone") return "anonymous";
  return "customerA";
}

export const STAFF_E2E_PASSWORD = "e2e-staff-role-password-2026";

/**
 * A member of staff with `role` (office or engineer), signed in over HTTP in a request context of
 * their own: signed up, the address marked verified and the role given in the database, then
 * signed in. Returns the context and the account's id.
 */
export async function staffMemberSession(baseURL: string, role: "office" | "engineer", label: string) {
  const email = `${label.toLowerCase().replace(/[^a-z]+/g, ".")}.${role}.${randomBytes(4).toString("hex")}@example.com`;
  // Our Origin on the sign-up and sign-in only: a header on every request would make the forgery
  // suite's posts without an Origin look like our own pages'.
  const origin = { Origin: new URL(baseURL).origin };
  const headers = { "X-Forwarded-For": `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}::9` };
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: headers });
  const up = await context.post("/api/auth/sign-up/email", { headers: origin, data: { email, password: STAFF_E2E_PASSWORD, name: `${label} ${role}` } });
  if (!up.ok()) throw new Error(`sign-up of ${email} failed: ${up.status()}`);
  const userId = await withDb(async (db) => {
    const { rows } = await db.query(`update "user" set email_verified = true where email = $1 returning id`, [email]);
    await db.query(`insert into user_roles (user_id, role) values ($1, $2)`, [rows[0].id, role]);
    return rows[0].id as string;
  });
  const signIn = await context.post("/api/auth/sign-in/email", { headers: origin, data: { email, password: STAFF_E2E_PASSWORD } });
  if (!signIn.ok()) throw new Error(`sign-in of ${email} failed: ${signIn.status()}`);
  return { context, userId, email };
}

export type CustomerRecords = {
  customerId: string;
  name: string;
  quote: { id: string; number: string };
  invoice: { id: string; number: string };
  draftQuote: { id: string; number: string };
  draftInvoice: { id: string; number: string };
  /** An issued credit note on the customer's invoice. */
  creditNote: { id: string; number: string };
  jobId: string;
  /** The customer's first site, and a contact of theirs. */
  siteId: string;
  contactId: string;
  /** A payment of £1.00 on the sent invoice (which is then partly paid). */
  paymentId: string;
  /** A finished visit on the job (it has a job report). */
  visitId: string;
  /** A completed CCTV survey of the job, with one run. */
  surveyId: string;
  /** A maintenance contract at the customer's site, offered to them and not yet accepted (nothing is generated for it). */
  contractId: string;
};

export type Cast = {
  actors: Record<ActorName, APIRequestContext>;
  a: CustomerRecords;
  b: CustomerRecords;
  priceBookItemId: string;
  blogPostId: string;
  enquiryId: string;
  conversationId: string;
  noRoleUserId: string;
  adminUserId: string;
  officeUserId: string;
  /** An engineer with working hours and a day off (their page is /admin/staff/:userId). */
  engineerUserId: string;
  /** A visit on customer A's job the cast's engineer is assigned to, and its signature's image. */
  engineerVisitId: string;
  engineerMediaId: string;
  engineerDayOffId: string;
  /** Written into every text field of a forged form: found anywhere in the database, something was saved. */
  marker: string;
  close: () => Promise<void>;
};

async function makeRecords(customerId: string, name: string): Promise<CustomerRecords> {
  const quote = await insertQuote(customerId);
  const invoice = await insertInvoice(customerId);
  const draftQuote = await insertQuote(customerId, { status: "draft" });
  const draftInvoice = await insertInvoice(customerId, { status: "draft" });
  const { id: jobId } = await factories().makeJob({
    customerId,
    title: `Gully clearance for ${name}`,
    serviceType: "drain_cleaning",
    status: "scheduled",
    locationAddress: "9 Private Road",
    scheduledDate: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000),
  });
  const siteId = await factories().firstSiteId(customerId);
  const creditNote = await withDb(async (db) => {
    const { rows } = await db.query(
      `insert into credit_notes (customer_id, site_id, invoice_id, credit_note_number, status, subtotal_pence, vat_amount_pence, total_pence, reason, sent_at, sent_via)
       values ($1, $2, $3, 'CN-' || lpad(nextval('credit_note_number_seq')::text, 5, '0'), 'issued', 1000, 200, 1200, 'Goodwill', now(), 'by_hand') returning id, credit_note_number as number`,
      [customerId, siteId, invoice.id],
    );
    return rows[0] as { id: string; number: string };
  });
  const { id: contactId } = await factories().makeContact({ customerId, name: `Tenant of ${name}`, role: "tenant", phone: "07700 900123" });
  const paymentId = await withDb(async (db) => {
    await db.query(`update invoices set paid_pence = 100, status = 'partly_paid' where id = $1`, [invoice.id]);
    const { rows } = await db.query(`insert into payments (invoice_id, amount_pence, paid_on, method, source, recorded_by_label) values ($1, 100, '2026-11-02', 'cash', 'office', 'Office') returning id`, [invoice.id]);
    return rows[0].id as string;
  });
  const visitId = await withDb(async (db) => {
    const { rows } = await db.query(`insert into visits (job_id, day, start_minute, duration_minutes, status, work_done, finished_at) values ($1, '2026-11-02', 540, 60, 'done', 'Jetted the gully', now()) returning id`, [jobId]);
    return rows[0].id as string;
  });
  const surveyId = await withDb(async (db) => {
    const { rows } = await db.query(`insert into surveys (job_id, survey_date, purpose, status, completed_at) values ($1, '2026-11-02', 'pre_purchase', 'complete', now()) returning id`, [jobId]);
    await db.query(`insert into survey_runs (survey_id, position, from_point, to_point, direction, use, length_surveyed_m) values ($1, 1, 'MH1', 'MH2', 'downstream', 'foul', 8)`, [rows[0].id]);
    return rows[0].id as string;
  });
  const contractId = await withDb(async (db) => {
    const { rows } = await db.query(
      `insert into contracts (customer_id, site_id, title, frequency, start_date, price_pence, status, offered_at) values ($1, $2, 'Quarterly drain maintenance', 'quarterly', '2026-11-02', 30000, 'offered', now()) returning id`,
      [customerId, siteId],
    );
    return rows[0].id as string;
  });
  return { customerId, name, quote, invoice, draftQuote, draftInvoice, creditNote, jobId, siteId, contactId, paymentId, visitId, surveyId, contractId };
}

/** Two customers with records of every kind, the other records the back-office works on, and a request context per actor. */
export async function makeCast(browser: Browser, baseURL: string, label: string): Promise<Cast> {
  const tag = randomBytes(3).toString("hex");
  const first = await portalCustomer(browser, baseURL, `${label} Alice`);
  const second = await portalCustomer(browser, baseURL, `${label} Bruno`);
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const noRole = await playwrightRequest.newContext({ baseURL, storageState: process.env.E2E_STAFF_STATE });
  const admin = await playwrightRequest.newContext({ baseURL, storageState: process.env.E2E_ADMIN_STATE });
  const office = await staffMemberSession(baseURL, "office", label);
  const engineer = await staffMemberSession(baseURL, "engineer", label);
  const engineerDayOffId = await withDb(async (db) => {
    await db.query(`insert into engineer_hours (user_id, weekday, start_minute, end_minute) values ($1, 1, 480, 1020), ($1, 2, 480, 1020)`, [engineer.userId]);
    return (await db.query(`insert into engineer_days_off (user_id, day, reason) values ($1, '2099-06-01', 'Holiday') returning id`, [engineer.userId])).rows[0].id as string;
  });
  const a = await makeRecords(first.customerId, `${label} Alice`);
  const b = await makeRecords(second.customerId, `${label} Bruno`);
  const { id: blogPostId } = await factories().makePost({
    slug: `draft-${label.toLowerCase().replace(/\W+/g, "-")}-${tag}`,
    title: `${label} draft ${tag}`,
    description: "A draft",
    category: "Drains",
    readTime: "3 min read",
    content: "<p>Draft</p>",
  });
  const ids = await withDb(async (db) => {
    const one = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0].id as string;
    return {
      priceBookItemId: await one(`insert into price_book_items (name, description, unit_price_pence, position) values ($1, 'Rod and jet one drain run', 9500, 900) returning id`, [`${label} item ${tag}`]),
      blogPostId,
      enquiryId: await one(
        `insert into enquiries (source, first_name, last_name, phone, email, service, message) values ('contact_form', $1, 'Enquirer', '01635 123456', 'enquirer@example.com', 'drain_cleaning', 'My drain is blocked') returning id`,
        [`${label}`],
      ),
      conversationId: await one(`insert into chat_conversations (state) values ('{}'::jsonb) returning id`),
      noRoleUserId: await one(`select id from "user" where email = 'e2e.staff@example.com'`),
      adminUserId: await one(`select id from "user" where email = 'e2e.admin@example.com'`),
    };
  });
  const engineerWork = await withDb(async (db) => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#ffffff" } }).png().toBuffer();
    const mediaId = (
      await db.query(`insert into media (kind, content_type, width, height, size_bytes, sha256, bytes) values ('signature', 'image/png', 8, 8, $1, 'cast', $2) returning id`, [png.length, png])
    ).rows[0].id as string;
    const visitId = (
      await db.query(`insert into visits (job_id, day, start_minute, duration_minutes, signature_media_id) values ($1, '2026-11-03', 600, 60, $2) returning id`, [a.jobId, mediaId])
    ).rows[0].id as string;
    await db.query(`insert into visit_engineers (visit_id, user_id) values ($1, $2)`, [visitId, engineer.userId]);
    return { engineerVisitId: visitId, engineerMediaId: mediaId };
  });
  return {
    ...engineerWork,
    actors: { anonymous, noRole, customerA: first.context.request, customerB: second.context.request, admin, office: office.context, engineer: engineer.context },
    a,
    b,
    ...ids,
    officeUserId: office.userId,
    engineerUserId: engineer.userId,
    engineerDayOffId,
    marker: `zq${tag}mark`,
    close: async () => {
      await Promise.all([first.context.close(), second.context.close(), anonymous.dispose(), noRole.dispose(), admin.dispose(), office.context.dispose(), engineer.context.dispose()]);
    },
  };
}

/** The record a path's `:id` names, by the kind of record before it (the first customer's, or one made for the suite). */
export function recordFor(pattern: string, cast: Cast, who: CustomerRecords = cast.a): string {
  const kind = /\/([a-z-]+)\/:id/.exec(pattern)?.[1];
  const admin = pattern.startsWith("/admin/");
  switch (kind) {
    case "quotes":
      return admin ? who.draftQuote.id : who.quote.id;
    case "invoices":
      // A payment's receipt is on the sent invoice, which has one.
      return admin && !pattern.includes(":paymentId") ? who.draftInvoice.id : who.invoice.id;
    case "pay":
      return who.invoice.id;
    case "jobs":
      return who.jobId;
    case "credit-notes":
      return who.creditNote.id;
    case "customers":
      return who.customerId;
    case "price-book":
      return cast.priceBookItemId;
    case "blog":
      return cast.blogPostId;
    case "chats":
      return cast.conversationId;
    case "visits":
      // The engineer's pages: the visit the cast's engineer is assigned to.
      return pattern.startsWith("/engineer/") ? cast.engineerVisitId : who.visitId;
    case "surveys":
      return who.surveyId;
    case "media":
      return pattern.startsWith("/engineer/") ? cast.engineerMediaId : NO_RECORD_ID;
    case "contracts":
      return who.contractId;
    default:
      throw new Error(`No record for ${pattern}: add its kind to recordFor in tests/e2e/support/attack.ts`);
  }
}

/** A path of the pattern with real records in it (or, with `missing`, an id that matches nothing). */
export function pathFor(pattern: string, cast: Cast, { who, missing = false }: { who?: CustomerRecords; missing?: boolean } = {}) {
  if (pattern === "/api/auth/*") return "/api/auth/sign-in/email";
  return pattern
    .replace(":id", () => (missing ? NO_RECORD_ID : recordFor(pattern, cast, who)))
    .replace(":siteId", () => (missing ? NO_RECORD_ID : (who ?? cast.a).siteId))
    .replace(":contactId", () => (missing ? NO_RECORD_ID : (who ?? cast.a).contactId))
    .replace(":paymentId", () => (missing ? NO_RECORD_ID : (who ?? cast.a).paymentId))
    .replace(":userId", () => (missing ? NO_RECORD_ID : cast.engineerUserId))
    .replace(":report", "money")
    .replace(":slug", pattern.startsWith("/areas/") ? "newbury" : "drain-unblocking");
}

/** The record a list's row actions name in their `id` field. */
function rowIdFor(pattern: string, cast: Cast) {
  if (pattern.startsWith("/admin/customers")) return cast.a.customerId;
  if (pattern.startsWith("/admin/jobs") || pattern.startsWith("/admin/calendar")) return cast.a.jobId;
  if (pattern.startsWith("/admin/price-book")) return cast.priceBookItemId;
  if (pattern.startsWith("/admin/blog")) return cast.blogPostId;
  if (pattern.startsWith("/admin/enquiries")) return cast.enquiryId;
  return cast.a.customerId;
}

/**
 * A complete, valid form for any action: every field any of the forms takes, real records in its
 * ids, and the suite's marker in every text. Posted by someone who may not, it must change nothing.
 */
export function forgedForm(pattern: string, intent: string | null, cast: Cast): Record<string, string> {
  const m = cast.marker;
  const form: Record<string, string> = {
    id: rowIdFor(pattern, cast),
    userId: cast.noRoleUserId,
    customerId: cast.b.customerId,
    name: `Forged ${m}`,
    firstName: `Forged ${m}`,
    lastName: m,
    email: `${m}@example.com`,
    phone: "01635 123456",
    address: `1 ${m} Road, Newbury`,
    postcode: "RG14 1AA",
    title: `Forged job ${m}`,
    description: `A forged description ${m} long enough`,
    notes: `Forged ${m}`,
    message: `Forged message ${m} about a blocked drain`,
    content: `<p>Forged ${m}</p>`,
    keywords: `forged ${m}`,
    service: "drain_cleaning",
    serviceType: "drain_cleaning",
    status: "completed",
    signedName: cast.a.name,
    agreeTerms: "on",
    reason: `Forged ${m}`,
    paidDate: "2026-11-20",
    method: "bank_transfer",
    amount: "1.00",
    paidOn: "2026-11-20",
    paymentId: cast.a.paymentId,
    confirmed: "yes",
    role: "admin",
    dayOffId: cast.engineerDayOffId,
    from: "2099-07-01",
    to: "2099-07-10",
    ...Object.fromEntries([0, 1, 2, 3, 4, 5, 6].flatMap((i) => [[`days[${i}].works`, "on"], [`days[${i}].start`, "00:00"], [`days[${i}].end`, "23:45"]])),
    date: "2026-12-01",
    time: "09:00",
    view: "month",
    direction: "up",
    unitPricePence: "1000",
    unitPrice: "10.00",
    password: "e2e-staff-password-2026",
    code: "123456",
    preferredDate: "2026-12-01",
    locationAddress: `1 ${m} Road, Newbury`,
    validUntil: "2099-01-01",
    dueDate: "2099-01-01",
    issueDate: "2026-11-01",
    "items[0].description": `Forged line ${m}`,
    "items[0].quantity": "1",
    "items[0].unitPricePence": "1000",
  };
  if (intent !== null) form.intent = intent;
  return form;
}

/**
 * A form an allowed visitor posts to prove the action is reached: an id that matches nothing and
 * every free-text field too long, so that the action refuses it (or finds nothing) and changes nothing.
 */
export function invalidForm(intent: string | null): Record<string, string> {
  const long = "x".repeat(20_000);
  const form: Record<string, string> = { id: NO_RECORD_ID, userId: NO_RECORD_ID, signedName: long, reason: long, name: long, description: long, password: long, code: "x" };
  if (intent !== null) form.intent = intent;
  return form;
}

/** The tables of the application's own data (not the queue's or the migrations'). */
async function tables(): Promise<string[]> {
  return withDb(async (db) => (await db.query(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)).rows.map((r) => r.table_name as string));
}

/** Rows, in any table, whose text contains the marker. */
export async function rowsWithMarker(marker: string): Promise<string[]> {
  const names = await tables();
  return withDb(async (db) => {
    const found: string[] = [];
    for (const name of names) {
      const { rows } = await db.query(`select count(*)::int as n from "${name}" t where t::text like $1`, [`%${marker}%`]);
      if (rows[0].n > 0) found.push(`${name}: ${rows[0].n}`);
    }
    return found;
  });
}

/** Everything of the cast's that a request could change, to compare before and after. */
export async function snapshot(cast: Cast) {
  const customerIds = [cast.a.customerId, cast.b.customerId];
  return withDb(async (db) => {
    const q = async (sql: string, params: unknown[]) => JSON.stringify((await db.query(sql, params)).rows);
    return [
      await q(`select id, name, email, phone, address, postcode, notes, user_id, updated_at from customers where id = any($1) order by id`, [customerIds]),
      await q(`select id, title, status, scheduled_date, updated_at from jobs where customer_id = any($1) order by id`, [customerIds]),
      await q(`select id, status, signed_name, decline_reason, updated_at from quotes where customer_id = any($1) order by id`, [customerIds]),
      await q(`select id, status, paid_date, updated_at from invoices where customer_id = any($1) order by id`, [customerIds]),
      await q(`select id, status, total_pence, updated_at from credit_notes where customer_id = any($1) order by id`, [customerIds]),
      await q(`select id, status, offered_at, accepted_at, accepted_name, accepted_by_user_id, updated_at from contracts where customer_id = any($1) order by id`, [customerIds]),
      await q(`select id, name, active, position, updated_at from price_book_items where id = $1`, [cast.priceBookItemId]),
      await q(`select id, title, status, updated_at from blog_posts where id = $1`, [cast.blogPostId]),
      await q(`select id, status, customer_id, job_id, updated_at from enquiries where id = $1`, [cast.enquiryId]),
      await q(`select user_id, role from user_roles where user_id = any($1) order by user_id`, [[cast.noRoleUserId, cast.adminUserId, cast.officeUserId, cast.engineerUserId]]),
      await q(`select id, email, two_factor_enabled from "user" where id = any($1) order by id`, [[cast.noRoleUserId, cast.adminUserId, cast.officeUserId, cast.engineerUserId]]),
      await q(`select weekday, start_minute, end_minute from engineer_hours where user_id = $1 order by weekday`, [cast.engineerUserId]),
      await q(`select id, day, reason from engineer_days_off where user_id = $1 order by day`, [cast.engineerUserId]),
    ].join("\n");
  });
}
