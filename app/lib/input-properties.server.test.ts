import { DomainError } from "~/lib/domain-error";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { getDb } from "~/db/client.server";
import { user } from "~/db/schema";
import { callAuthEndpoint } from "~/features/auth/auth-endpoint.server";
import { saveCustomerForm } from "~/features/customers/customers.actions.server";
import { customerSchema } from "~/features/customers/customers.schema";
import { saveDocumentForm } from "~/features/documents/document-actions.server";
import { invoiceSchema } from "~/features/invoices/invoices.schema";
import { createInvoice } from "~/features/invoices/invoices.server";
import { saveJobForm } from "~/features/jobs/jobs.actions.server";
import { jobSchema } from "~/features/jobs/jobs.schema";
import { myDetailsSchema } from "~/features/portal/my-details.schema";
import { customerAuthSchema } from "~/features/portal/portal.schema";
import { requestVisit } from "~/features/portal/visit-request.server";
import { visitRequestSchema } from "~/features/portal/visit-request.schema";
import { priceBookAction } from "~/features/price-book/price-book.actions.server";
import { priceBookActionSchema } from "~/features/price-book/price-book.schema";
import { quoteAnswerSchema, quoteSchema } from "~/features/quotes/quotes.schema";
import { createQuote } from "~/features/quotes/quotes.server";
import type { CustomerActor } from "~/lib/actor";
import { formValues } from "~/lib/forms";
import { action as portalQuoteAction } from "~/routes/portal/quote";
import { BadRequest, checkFieldNames } from "../../server/request-body";
import { makeCustomer, makeQuote, makeStaff } from "../../tests/support/factories";
import { customerActor } from "../../tests/support/test-data";

// Generated input against the quote, invoice, price-book, customer, job and portal forms: their
// schemas never throw, and their actions, called as the pages call them with a real database, answer
// below 500 whatever they are sent, and change nothing when they refuse.

const RUNS = 100;
const staff = { kind: "staff", role: "admin", id: "input-properties-admin", email: "input.properties@example.com", name: "Office" } as const;
const PORTAL_EMAIL = "input.properties.customer@example.com";
const PASSWORD = "gutter-brush-and-ladder-3";
let customerId = "";
let portalActor: CustomerActor;
let portalCookie = "";
let sentQuotes: string[] = [];

type Entries = Array<[string, string]>;

/** Text nobody types: format characters, numbers at and past every limit, things that are not numbers. */
const FORMAT_CHARACTERS = ["\u200b", "\u200c", "\u200d", "\u200e", "\u202e", "\u2066", "\u00ad", "\ufeff", "\u3164"];
const awkward = fc.constantFrom(
  "", " ", "NaN", "Infinity", "-Infinity", "-0", "1e309", "9".repeat(400), "-1", "0", "0.001", "1,000,000", "£99999999999", "2147483648",
  "-2147483649", "9007199254740993", "0x10", "null", "undefined", "[]", "{}", "2026-02-30", "9999-12-31", "0001-01-01", "+275760-09-13",
  "2026-01-01T25:61", "on", "true", "10000", "100000", "-100000", "99999.99", "100000.01", "20", "100.01", "17.5%",
);
const value = fc.oneof(
  awkward,
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.array(fc.constantFrom(...FORMAT_CHARACTERS, "a", "Jo", " "), { maxLength: 12 }).map((parts) => parts.join("")),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
);

/** Field names: the form's own, indexed and nested ones (within and beyond every bound), Conform's intent, and anything. */
function fieldName(known: string[]) {
  return fc.oneof(
    fc.constantFrom(...known),
    fc
      .tuple(fc.constantFrom("lines", ...known), fc.oneof(fc.nat({ max: 5 }), fc.integer({ min: 0, max: 200_000 })), fc.constantFrom("", ".description", ".quantity", ".unitPrice", ".x", "[0]", "[]"))
      .map(([list, index, rest]) => `${list}[${index}]${rest}`),
    fc.constantFrom("__intent__", "__proto__", "constructor", "lines.__proto__", "lines[]", "lines", "a.b.c.d.e.f.g.h.i", "x[", "]", "."),
    fc.string({ maxLength: 20 }),
  );
}

/** Conform's control field as its buttons send it, with any kind, name, index and value. */
function conformIntent(known: string[]) {
  return fc
    .record({
      type: fc.constantFrom("validate", "update", "reset", "insert", "remove", "reorder", "other"),
      payload: fc.record(
        { name: fieldName(known), index: fc.integer({ min: -2, max: 200_000 }), from: fc.nat(300), to: fc.nat(300), value: fc.jsonValue({ maxDepth: 4 }), defaultValue: fc.jsonValue({ maxDepth: 4 }) },
        { requiredKeys: [] },
      ),
    })
    .map((control) => JSON.stringify(control));
}

/** A form: a valid one with some fields dropped, replaced or added. */
function formArbitrary(valid: Entries) {
  const known = [...new Set(valid.map(([name]) => name))];
  return fc
    .record({
      drop: fc.subarray(known, { maxLength: 3 }),
      changes: fc.array(fc.oneof(fc.tuple(fieldName(known), value, fc.boolean()), fc.tuple(fc.constant("__intent__"), conformIntent(known), fc.constant(true))), { maxLength: 5 }),
    })
    .map(({ drop, changes }) => {
      const entries: Entries = valid.filter(([name]) => !drop.includes(name));
      for (const [name, text, replace] of changes) {
        const at = entries.findIndex(([existing]) => existing === name);
        if (replace && at >= 0) entries[at] = [name, text];
        else entries.push([name, text]);
      }
      return entries;
    });
}

/** What the server answers before any action (server/request-body.ts): a 400 for a NUL or names out of bounds, else null. */
function refusedInFront(entries: Entries) {
  if (entries.some(([name, text]) => name.includes("\u0000") || text.includes("\u0000"))) return 400;
  try {
    checkFieldNames(entries.map(([name]) => name));
    return null;
  } catch (err) {
    if (err instanceof BadRequest) return err.status;
    throw err;
  }
}

const formData = (entries: Entries) => {
  const form = new FormData();
  for (const [name, text] of entries) form.append(name, text);
  return form;
};

/** The status an action answered with: its redirect or error Response (returned or thrown), or its data's status. */
async function statusOf(run: () => Promise<unknown>) {
  try {
    const result = await run();
    if (result instanceof Response) return result.status;
    const init = (result as { init?: ResponseInit | null } | undefined)?.init;
    return init?.status ?? 200;
  } catch (err) {
    if (err instanceof Response) return err.status;
    throw err;
  }
}

/** A digest of every row of `tables`. */
async function snapshot(tables: string[]) {
  const client = getDb().$client;
  const digests: string[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ digest: string }>(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`);
    digests.push(`${table}:${rows[0].digest}`);
  }
  return digests.join(" ");
}

/**
 * The property for one action: whatever is posted, the answer is below 500 (a refusal by the server
 * in front counts as its 400), a refusal changes none of `tables`, and some inputs are accepted.
 */
async function checkAction({ valid, tables, run }: { valid: Entries; tables: string[]; run: (entries: Entries) => Promise<unknown> }) {
  const seen = new Set<number>();
  await fc.assert(
    fc.asyncProperty(formArbitrary(valid), async (entries) => {
      const front = refusedInFront(entries);
      if (front !== null) {
        seen.add(front);
        return;
      }
      const before = await snapshot(tables);
      const status = await statusOf(() => run(entries));
      seen.add(status);
      expect(status, JSON.stringify(entries)).toBeLessThan(500);
      if (status >= 400) expect(await snapshot(tables), JSON.stringify(entries)).toBe(before);
    }),
    // The valid form itself is always among the posts: random changes to a long form are seldom all
    // acceptable, so without it a run could see no accepted post at all.
    { numRuns: RUNS, examples: [[valid]] },
  );
  // Both kinds of answer were seen: the property was about something.
  expect([...seen].some((s) => s < 400), [...seen].join(",")).toBe(true);
  expect([...seen].some((s) => s >= 400), [...seen].join(",")).toBe(true);
}

beforeAll(async () => {
  await makeStaff({ id: staff.id, email: staff.email });
  const up = await callAuthEndpoint(new Request("http://localhost:3999/customer", { headers: { "x-client-ip": "10.12.0.1" } }), "/sign-up/email", {
    email: PORTAL_EMAIL,
    password: PASSWORD,
    name: "Property Customer",
  });
  expect(up.ok).toBe(true);
  await getDb().update(user).set({ emailVerified: true }).where(eq(user.email, PORTAL_EMAIL));
  const [account] = await getDb().select({ id: user.id }).from(user).where(eq(user.email, PORTAL_EMAIL));
  customerId = (await makeCustomer({ name: "Property Customer", email: PORTAL_EMAIL, phone: "01635 123456", address: "1 Northbrook Street, Newbury", postcode: "RG14 1AA", userId: account.id })).id;
  portalActor = customerActor({ id: account.id, email: PORTAL_EMAIL, customerId });
  const signIn = await callAuthEndpoint(new Request("http://localhost:3999/customer", { headers: { "x-client-ip": "10.12.0.2" } }), "/sign-in/email", { email: PORTAL_EMAIL, password: PASSWORD });
  if (!signIn.ok) throw new Error(signIn.message);
  portalCookie = signIn.setCookies.map((c) => c.split(";")[0]).join("; ");
  sentQuotes = await Promise.all(
    [1, 2, 3, 4].map(async () => (await makeQuote({ customerId, status: "sent", validUntil: "2030-01-01", subtotalPence: 1000, vatAmountPence: 200, totalPence: 1200 })).id),
  );
});

const lines: Entries = [
  ["lines[0].description", "Jetting"],
  ["lines[0].quantity", "2"],
  ["lines[0].unitPrice", "95.50"],
  ["lines[1].description", "Survey"],
  ["lines[1].quantity", "1"],
  ["lines[1].unitPrice", "140"],
];

describe("generated input to the schemas", () => {
  const schemas: Array<[string, z.ZodType]> = [
    ["quote", quoteSchema],
    ["invoice", invoiceSchema],
    ["price book", priceBookActionSchema],
    ["customer", customerSchema],
    ["job", jobSchema],
    ["portal sign-up and login", customerAuthSchema],
    ["portal details", myDetailsSchema],
    ["portal visit request", visitRequestSchema("2026-06-01")],
    ["portal quote answer", quoteAnswerSchema],
  ];
  it.each(schemas)("the %s schema answers any object with a result, never an exception", (_name, schema) => {
    const input = fc.dictionary(fc.oneof(fc.constantFrom("lines", "name", "signedName", "vatRate", "unitPrice", "intent", "customerId"), fc.string({ maxLength: 12 })), fc.oneof(value, fc.anything()), {
      maxKeys: 8,
    });
    fc.assert(
      fc.property(input, (object) => {
        const result = schema.safeParse(object);
        expect(typeof result.success).toBe("boolean");
      }),
      { numRuns: RUNS * 3 },
    );
  });
});

describe("generated posts to the actions", () => {
  it("the quote form", async () => {
    const valid: Entries = [["customerId", customerId], ["jobId", ""], ["serviceType", "cctv_survey"], ["description", ""], ...lines, ["vatRate", "20"], ["validUntil", "2030-01-01"], ["notes", ""], ["terms", ""]];
    await checkAction({
      valid,
      tables: ["quotes", "quote_items", "audit_log"],
      run: (entries) =>
        saveDocumentForm({
          formData: formData(entries),
          schema: quoteSchema,
          save: (input) => createQuote({ actor: staff, input }),
          failedTitle: "Failed to create quote",
          success: (quote) => ({ url: `/admin/quotes/${quote.id}`, title: "created" }),
        }),
    });
  });

  it("the invoice form", async () => {
    const valid: Entries = [["customerId", customerId], ["jobId", ""], ["quoteId", ""], ...lines, ["vatRate", "20"], ["issueDate", "2026-01-01"], ["dueDate", "2026-01-15"], ["notes", ""]];
    await checkAction({
      valid,
      tables: ["invoices", "invoice_items", "audit_log"],
      run: (entries) =>
        saveDocumentForm({
          formData: formData(entries),
          schema: invoiceSchema,
          save: (input) => createInvoice({ actor: staff, input }),
          failedTitle: "Failed to create invoice",
          success: (invoice) => ({ url: `/admin/invoices/${invoice.id}`, title: "created" }),
        }),
    });
  });

  it("the price book form", async () => {
    const valid: Entries = [["intent", "save"], ["name", "Jetting"], ["description", "High-pressure jetting"], ["unitPrice", "140"], ["vatRate", "20"], ["serviceType", ""], ["active", "on"]];
    await checkAction({
      valid,
      tables: ["price_book_items", "audit_log"],
      run: (entries) =>
        priceBookAction({
          actor: staff,
          request: new Request("http://localhost:3999/admin/price-book/new", { method: "POST", body: new URLSearchParams(entries) }),
        }),
    });
  });

  it("the customer form", async () => {
    const valid: Entries = [["intent", "save"], ["name", "Harriet Vane"], ["phone", "01635 123456"], ["email", ""], ["postcode", "RG14 5NG"], ["address", "3 Craven Road, Newbury"], ["notes", ""]];
    await checkAction({ valid, tables: ["customers", "audit_log"], run: (entries) => saveCustomerForm({ actor: staff, formData: formData(entries) }) });
  });

  it("the job form", async () => {
    const valid: Entries = [["intent", "save"], ["title", "Blocked drain"], ["customerId", customerId], ["serviceType", "drain_unblocking"], ["status", "enquiry"], ["priority", "medium"], ["scheduledDate", "2026-06-01T09:30"], ["estimatedDuration", "1.5"], ["locationAddress", ""], ["description", ""]];
    await checkAction({ valid, tables: ["jobs", "audit_log"], run: (entries) => saveJobForm({ actor: staff, formData: formData(entries) }) });
  });

  it("the portal's visit request", async () => {
    const valid: Entries = [["service", "drain_unblocking"], ["description", "The kitchen drain is slow"], ["preferredDate", "2026-06-02"], ["timeWindow", "morning"], ["address", "1 Northbrook Street, Newbury"], ["postcode", "RG14 1AA"]];
    await checkAction({
      valid,
      tables: ["jobs", "audit_log"],
      run: async (entries) => {
        // The page answers 400 for bad input, 429 when the limit is reached, 404 without a record.
        try {
          await requestVisit({ actor: portalActor, input: formValues(formData(entries)), now: new Date("2026-06-01T10:00:00Z") });
          return { init: { status: 302 } };
        } catch (err) {
          if (err instanceof DomainError) return { init: { status: err.status } };
          throw err;
        }
      },
    });
  });

  it("the portal's answer to a quote, through the page's action", async () => {
    let turn = 0;
    const valid: Entries = [["intent", "accept"], ["signedName", "Property Customer"], ["agreeTerms", "on"]];
    await checkAction({
      valid,
      tables: ["quotes", "audit_log"],
      run: (entries) => {
        const id = sentQuotes[turn++ % sentQuotes.length];
        const request = new Request(`http://localhost:3999/customer/quotes/${id}`, {
          method: "POST",
          body: new URLSearchParams(entries),
          headers: { "x-client-ip": "10.12.1.1", cookie: portalCookie, origin: "http://localhost:3999" },
        });
        return portalQuoteAction({ request, params: { id }, context: { clientIp: "10.12.1.1" } } as never);
      },
    });
  });
});
