// Rows for tests, written straight to the database of the test file (test setup may; app code may not),
// or, through `factoriesFor(db)`, to another database (the end-to-end tests write to the test server's).
// Each factory takes the columns a test cares about and fills every other required column with a
// plain, unique value, so a new required column means editing this file only. Optional columns stay
// empty unless given: a test that needs an e-mail address or a date says so.
import { randomBytes, randomUUID } from "node:crypto";
import { getDb, type Database } from "~/db/client.server";
import { asc, eq } from "drizzle-orm";
import {
  blogPosts,
  chatConversations,
  customerContacts,
  customers,
  customerSites,
  enquiries,
  invoiceItems,
  invoices,
  jobs,
  priceBookItems,
  quoteItems,
  quotes,
  user,
  userRoles,
} from "~/db/schema";
import { nextDocumentNumber } from "~/features/documents/document-number.server";
import type { StaffActor } from "~/lib/actor";

let counter = 0;
/** 1, 2, 3 … within a test file (each file has a database of its own). */
function next() {
  counter += 1;
  return counter;
}

type UserInsert = typeof user.$inferInsert;
type CustomerInsert = typeof customers.$inferInsert;
type JobInsert = typeof jobs.$inferInsert;
type SiteInsert = typeof customerSites.$inferInsert;
type ContactInsert = typeof customerContacts.$inferInsert;
type QuoteInsert = typeof quotes.$inferInsert;
type InvoiceInsert = typeof invoices.$inferInsert;
type LineInsert = Omit<typeof quoteItems.$inferInsert, "quoteId">;

/** A document line: a description, a quantity and a unit price; its position and total follow from them. */
export type LineOverrides = Partial<LineInsert>;

/** A database factories can write to (the shared handle of the process, or a client of its own). */
export type FactoryDatabase = Pick<Database, "insert" | "execute" | "select">;

/**
 * The factories writing through `db`. `tag` is added to the values that must be unique (e-mail
 * addresses, slugs) when the database is shared with other processes and earlier runs.
 */
function factories(db: () => FactoryDatabase, tag = "") {
  /** A sign-in account (the better-auth `user` row), e-mail address verified; no role, so a customer's. */
  async function makeUser(overrides: Partial<UserInsert> = {}) {
    const n = next();
    const [row] = await db()
      .insert(user)
      .values({ id: `user-${randomUUID()}`, name: `User ${n}`, email: `user.${n}${tag}@example.com`, emailVerified: true, ...overrides })
      .returning();
    return row;
  }

  /**
   * A member of staff: an account with the admin role, as the staff screens leave it (signing in with a
   * password is for the tests that go through sign-up). Returns the actor domain functions take.
   */
  async function makeStaff(overrides: Partial<UserInsert> = {}): Promise<StaffActor> {
    const n = next();
    const row = await makeUser({ id: `staff-${randomUUID()}`, name: "Office", email: `staff.${n}${tag}@example.com`, ...overrides });
    await db().insert(userRoles).values({ userId: row.id, role: "admin" });
    return { kind: "staff", role: "admin", id: row.id, email: row.email, name: row.name };
  }

  function customerValues(overrides: Partial<CustomerInsert>) {
    const n = next();
    return { name: `Customer ${n}`, phone: `01632 ${String(100000 + n).slice(-6)}`, address: `${n} Test Road, Newbury`, ...overrides };
  }

  /** A customer record with its first site at its address (with no portal account unless `userId` is given). */
  async function makeCustomer(overrides: Partial<CustomerInsert> = {}) {
    const [row] = await db().insert(customers).values(customerValues(overrides)).returning();
    await db().insert(customerSites).values({ customerId: row.id, address: row.address, postcode: row.postcode });
    return row;
  }

  /** Many customer records in one statement, each with its first site (for lists and exports that need pages of them). */
  async function makeCustomers(list: Partial<CustomerInsert>[]) {
    const rows = await db().insert(customers).values(list.map(customerValues)).returning();
    if (rows.length > 0) await db().insert(customerSites).values(rows.map((r) => ({ customerId: r.id, address: r.address, postcode: r.postcode })));
    return rows;
  }

  /**
   * The customer's first site (as the product makes it with the record); one is made for a customer
   * a test inserted by hand.
   */
  async function firstSiteId(customerId: string) {
    const [site] = await db().select({ id: customerSites.id }).from(customerSites).where(eq(customerSites.customerId, customerId)).orderBy(asc(customerSites.createdAt), asc(customerSites.id)).limit(1);
    if (site) return site.id;
    const [customer] = await db().select().from(customers).where(eq(customers.id, customerId));
    const [made] = await db().insert(customerSites).values({ customerId, address: customer.address, postcode: customer.postcode }).returning({ id: customerSites.id });
    return made.id;
  }

  /** Another site of an existing customer. */
  async function makeSite(overrides: Partial<SiteInsert> & { customerId: string }) {
    const n = next();
    const [row] = await db().insert(customerSites).values({ address: `${n} Site Street, Reading`, postcode: "RG1 1AA", ...overrides }).returning();
    return row;
  }

  /** A contact of an existing customer. */
  async function makeContact(overrides: Partial<ContactInsert> & { customerId: string }) {
    const n = next();
    const [row] = await db().insert(customerContacts).values({ name: `Contact ${n}`, email: `contact.${n}${tag}@example.com`, ...overrides }).returning();
    return row;
  }

  /** A customer's portal account: the account and the customer record linked to it. */
  async function makePortalCustomer(userOverrides: Partial<UserInsert> = {}, customerOverrides: Partial<CustomerInsert> = {}) {
    const account = await makeUser(userOverrides);
    const customer = await makeCustomer({ name: account.name, email: account.email, userId: account.id, ...customerOverrides });
    return { user: account, customer };
  }

  /** A job, for a new customer unless `customerId` is given. */
  async function makeJob(overrides: Partial<JobInsert> = {}) {
    const customerId = overrides.customerId ?? (await makeCustomer()).id;
    const siteId = overrides.siteId ?? (await firstSiteId(customerId));
    const [row] = await db().insert(jobs).values(jobValues({ ...overrides, customerId, siteId })).returning();
    return row;
  }

  /** Many jobs of existing customers in one statement. */
  async function makeJobs(list: (Partial<JobInsert> & { customerId: string })[]) {
    const sites = new Map<string, string>();
    for (const { customerId } of list) if (!sites.has(customerId)) sites.set(customerId, await firstSiteId(customerId));
    return db()
      .insert(jobs)
      .values(list.map((j) => jobValues({ siteId: sites.get(j.customerId)!, ...j })))
      .returning();
  }

  function jobValues(overrides: Partial<JobInsert> & { customerId: string; siteId: string }) {
    const n = next();
    return { title: `Job ${n}`, serviceType: "drain_cleaning" as const, locationAddress: `${n} Job Lane, Newbury`, ...overrides };
  }

  function lineRows(lines: LineOverrides[]) {
    return lines.map((line, i) => {
      const quantity = line.quantity ?? "1";
      const unitPricePence = line.unitPricePence ?? 10000;
      return {
        position: i,
        description: `Line ${i + 1}`,
        ...line,
        quantity,
        unitPricePence,
        lineTotalPence: line.lineTotalPence ?? Math.round(Number(quantity) * unitPricePence),
      };
    });
  }

  /** Totals for lines when a test gave lines but no totals (VAT at the row's rate, 20% unless given). */
  function totalsOf(lines: ReturnType<typeof lineRows>, vatRateBp = 2000) {
    const subtotalPence = lines.reduce((sum, l) => sum + l.lineTotalPence, 0);
    const vatAmountPence = Math.round((subtotalPence * vatRateBp) / 10000);
    return { subtotalPence, vatAmountPence, totalPence: subtotalPence + vatAmountPence };
  }

  /**
   * A quote in any state (for tests of reads and of rules about states), numbered from the product's
   * own sequence, for a new customer unless `customerId` is given; with `lines`, its items too (and
   * totals from them unless given).
   */
  async function makeQuote(overrides: Partial<QuoteInsert> & { lines?: LineOverrides[] } = {}) {
    const { lines, ...values } = overrides;
    const items = lineRows(lines ?? []);
    const customerId = values.customerId ?? (await makeCustomer()).id;
    const siteId = values.siteId ?? (await firstSiteId(customerId));
    const quoteNumber = values.quoteNumber ?? (await nextDocumentNumber(db(), "quote"));
    const [row] = await db()
      .insert(quotes)
      .values({ serviceType: "drain_unblocking", ...(lines ? totalsOf(items, values.vatRateBp) : {}), ...values, customerId, siteId, quoteNumber })
      .returning();
    if (items.length > 0) await makeQuoteLines(row.id, items);
    return row;
  }

  /** Items on an existing quote, positioned in the order given. */
  async function makeQuoteLines(quoteId: string, lines: LineOverrides[]) {
    return db()
      .insert(quoteItems)
      .values(lineRows(lines).map((l) => ({ ...l, quoteId })))
      .returning();
  }

  /** An invoice in any state (see makeQuote). */
  async function makeInvoice(overrides: Partial<InvoiceInsert> & { lines?: LineOverrides[] } = {}) {
    const { lines, ...values } = overrides;
    const items = lineRows(lines ?? []);
    const customerId = values.customerId ?? (await makeCustomer()).id;
    const siteId = values.siteId ?? (await firstSiteId(customerId));
    const invoiceNumber = values.invoiceNumber ?? (await nextDocumentNumber(db(), "invoice"));
    const [row] = await db()
      .insert(invoices)
      .values({ ...(lines ? totalsOf(items, values.vatRateBp) : {}), ...values, customerId, siteId, invoiceNumber })
      .returning();
    if (items.length > 0) await makeInvoiceLines(row.id, items);
    return row;
  }

  /** Items on an existing invoice, positioned in the order given. */
  async function makeInvoiceLines(invoiceId: string, lines: LineOverrides[]) {
    return db()
      .insert(invoiceItems)
      .values(lineRows(lines).map((l) => ({ ...l, invoiceId })))
      .returning();
  }

  /** A blog post, a draft unless `status` is given. */
  async function makePost(overrides: Partial<typeof blogPosts.$inferInsert> = {}) {
    const n = next();
    const [row] = await db()
      .insert(blogPosts)
      .values({
        slug: `post-${n}${tag}`,
        title: `Post ${n}`,
        description: `About post ${n}`,
        category: "Drains",
        readTime: "3 min read",
        content: `<p>Post ${n}</p>`,
        ...overrides,
      })
      .returning();
    return row;
  }

  /** An enquiry in the inbox, from the contact form unless `source` is given. */
  async function makeEnquiry(overrides: Partial<typeof enquiries.$inferInsert> = {}) {
    const n = next();
    const [row] = await db()
      .insert(enquiries)
      .values({
        source: "contact_form",
        firstName: "Enquirer",
        lastName: `Number ${n}`,
        phone: `01632 ${String(200000 + n).slice(-6)}`,
        service: "drain_cleaning",
        message: `Enquiry ${n}`,
        ...overrides,
      })
      .returning();
    return row;
  }

  /** A chat conversation, with nothing said yet. */
  async function makeConversation(overrides: Partial<typeof chatConversations.$inferInsert> = {}) {
    const [row] = await db().insert(chatConversations).values(overrides).returning();
    return row;
  }

  /** An item in the price book. */
  async function makePriceBookItem(overrides: Partial<typeof priceBookItems.$inferInsert> = {}) {
    const n = next();
    const [row] = await db()
      .insert(priceBookItems)
      .values({ name: `Item ${n}`, description: `Item ${n} description`, unitPricePence: 10000, ...overrides })
      .returning();
    return row;
  }

  return { makeUser, makeStaff, makeCustomer, makeCustomers, makePortalCustomer, makeSite, makeContact, firstSiteId, makeJob, makeJobs, makeQuote, makeQuoteLines, makeInvoice, makeInvoiceLines, makePost, makeEnquiry, makeConversation, makePriceBookItem };
}

/** The factories, writing to `db` instead of the test file's database. */
export function factoriesFor(db: FactoryDatabase) {
  return factories(() => db, `-${randomBytes(4).toString("hex")}`);
}

export const { makeUser, makeStaff, makeCustomer, makeCustomers, makePortalCustomer, makeSite, makeContact, firstSiteId, makeJob, makeJobs, makeQuote, makeQuoteLines, makeInvoice, makeInvoiceLines, makePost, makeEnquiry, makeConversation, makePriceBookItem } = factories(getDb);
