import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { customers, invoiceItems, quoteItems, userRoles } from "~/db/schema";
import { isAdmin } from "~/features/auth/roles.server";
import {
  makeConversation,
  makeCustomer,
  makeCustomers,
  makeEnquiry,
  makeInvoice,
  makeJob,
  makeJobs,
  makePortalCustomer,
  makePost,
  makePriceBookItem,
  makeQuote,
  makeStaff,
  makeUser,
} from "./factories";

describe("the test factories", () => {
  it("fill every required column with unique values, and keep what a test gives", async () => {
    const [a, b] = [await makeCustomer(), await makeCustomer()];
    expect(a.id).not.toBe(b.id);
    expect(a.name).not.toBe(b.name);
    expect(a.phone).not.toBe(b.phone);
    expect(a.email).toBeNull();
    const given = await makeCustomer({ name: "Given Name", email: "given@example.com" });
    expect(given).toMatchObject({ name: "Given Name", email: "given@example.com" });
    const many = await makeCustomers([{ name: "One" }, { name: "Two" }]);
    expect(many.map((c) => c.name)).toEqual(["One", "Two"]);

    const [u1, u2] = [await makeUser(), await makeUser()];
    expect(u1.email).not.toBe(u2.email);
    expect(u1.emailVerified).toBe(true);
    expect(await isAdmin(u1.id)).toBe(false);
  });

  it("make staff with the admin role and return them as an actor", async () => {
    const staff = await makeStaff({ email: "factory.staff@example.com" });
    expect(staff).toMatchObject({ kind: "staff", email: "factory.staff@example.com", name: "Office" });
    expect(await isAdmin(staff.id)).toBe(true);
    expect(await getDb().select().from(userRoles).where(eq(userRoles.userId, staff.id))).toHaveLength(1);
  });

  it("link a portal account to its customer record", async () => {
    const { user, customer } = await makePortalCustomer({ email: "portal.factory@example.com" }, { phone: "01632 960 001" });
    expect(customer).toMatchObject({ userId: user.id, email: "portal.factory@example.com", phone: "01632 960 001" });
  });

  it("give a job, quote or invoice a customer of its own unless one is given", async () => {
    const job = await makeJob();
    const [owner] = await getDb().select().from(customers).where(eq(customers.id, job.customerId));
    expect(owner).toBeDefined();
    const customer = await makeCustomer();
    const jobs = await makeJobs([{ customerId: customer.id }, { customerId: customer.id, status: "completed" }]);
    expect(jobs.map((j) => [j.customerId, j.status])).toEqual([
      [customer.id, "enquiry"],
      [customer.id, "completed"],
    ]);
    expect((await makeQuote()).customerId).not.toBe(customer.id);
    expect((await makeInvoice({ customerId: customer.id })).customerId).toBe(customer.id);
  });

  it("number quotes and invoices from the product's sequences, and write their lines with totals", async () => {
    const first = await makeQuote();
    const second = await makeQuote({ status: "sent", lines: [{ quantity: "2", unitPricePence: 1500 }, { description: "Survey", unitPricePence: 9000 }] });
    expect(first.quoteNumber).toMatch(/^Q-\d{5}$/);
    expect(second.quoteNumber).not.toBe(first.quoteNumber);
    expect(second).toMatchObject({ status: "sent", subtotalPence: 12000, vatAmountPence: 2400, totalPence: 14400 });
    const lines = await getDb().select().from(quoteItems).where(eq(quoteItems.quoteId, second.id)).orderBy(quoteItems.position);
    expect(lines.map((l) => [l.position, l.description, l.quantity, l.lineTotalPence])).toEqual([
      [0, "Line 1", "2.00", 3000],
      [1, "Survey", "1.00", 9000],
    ]);

    const invoice = await makeInvoice({ totalPence: 999, lines: [{ unitPricePence: 100 }] });
    expect(invoice.invoiceNumber).toMatch(/^INV-\d{5}$/);
    // Totals a test gives win over the lines'.
    expect(invoice).toMatchObject({ subtotalPence: 100, vatAmountPence: 20, totalPence: 999 });
    expect(await getDb().select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoice.id))).toHaveLength(1);
    expect((await makeInvoice()).totalPence).toBe(0);
  });

  it("make posts, enquiries, conversations and price-book items with unique values", async () => {
    const [p1, p2] = [await makePost(), await makePost({ status: "published", publishedDate: "2026-01-01" })];
    expect(p1.slug).not.toBe(p2.slug);
    expect(p1.status).toBe("draft");
    expect(p2.status).toBe("published");
    expect(await makeEnquiry({ source: "chat" })).toMatchObject({ source: "chat", status: "new" });
    expect((await makeConversation()).state).toEqual({});
    const [i1, i2] = [await makePriceBookItem(), await makePriceBookItem({ unitPricePence: 250 })];
    expect(i1.name).not.toBe(i2.name);
    expect(i2.unitPricePence).toBe(250);
  });
});
