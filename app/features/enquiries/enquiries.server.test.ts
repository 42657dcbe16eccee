import { DomainError } from "~/lib/domain-error";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { drainQueue } from "../../../tests/support/queue";
import { firstSiteId, makeConversation, makeCustomer, makeJob, makeStaff } from "../../../tests/support/factories";
import { startSmtpServer } from "../../../tests/support/smtp";
import { thrown } from "../../../tests/support/test-data";
import { getDb } from "~/db/client.server";
import { auditLog, customers, emailLog, enquiries, jobs } from "~/db/schema";
import { systemActor, type StaffActor } from "~/lib/actor";
import { resetEnv } from "~/lib/env.server";
import { CONTACT_MESSAGES } from "./enquiries.schema";
import {
  ADDRESS_TO_BE_CONFIRMED,
  CONTACT_RATE_LIMIT,
  convertEnquiry,
  listEnquiries,
  recordChatBooking,
  serviceTypeFor,
  setEnquiryStatus,
  enquiryValues,
  submitEnquiry,
} from "./enquiries.server";

const valid = {
  firstName: "Jane",
  lastName: "Smith",
  phone: "01635 123 456",
  email: "jane.smith@example.com",
  service: "Drain Unblocking",
  message: "The kitchen drain is blocked and the sink will not empty.",
};

let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

async function countEnquiries() {
  return (await getDb().select({ id: enquiries.id }).from(enquiries)).length;
}

const contactForm = systemActor("contact form");

let admin: StaffActor;
beforeAll(async () => {
  admin = await makeStaff({ email: "office.manager@example.com", name: "Administrator" });
});

describe("submitEnquiry: validation", () => {
  const cases: Array<[string, Partial<Record<keyof typeof valid, string | undefined>>, string, string]> = [
    ["firstName", { firstName: "   " }, "firstName", "First name is required"],
    ["firstName missing", { firstName: undefined }, "firstName", "First name is required"],
    ["firstName too long", { firstName: "a".repeat(51) }, "firstName", "First name must be less than 50 characters"],
    ["lastName", { lastName: "" }, "lastName", "Last name is required"],
    ["lastName too long", { lastName: "b".repeat(51) }, "lastName", "Last name must be less than 50 characters"],
    ["phone too short", { phone: "01635 12" }, "phone", "Please enter a valid phone number"],
    ["phone too long", { phone: "0".repeat(21) }, "phone", "Please enter a valid phone number"],
    ["phone with letters", { phone: "01635 ABC 456" }, "phone", "Please enter a valid phone number"],
    ["email invalid", { email: "not-an-email" }, "email", "Please enter a valid email"],
    ["email empty", { email: "" }, "email", "Please enter a valid email"],
    ["email too long", { email: `${"x".repeat(95)}@example.com` }, "email", "Email must be less than 100 characters"],
    ["service empty", { service: "" }, "service", "Please select a service"],
    ["service unknown", { service: "Chimney Sweeping" }, "service", "Please select a service"],
    ["message too short", { message: "  help me  " }, "message", "Message must be at least 10 characters"],
    ["message too long", { message: "m".repeat(1001) }, "message", "Message must be less than 1000 characters"],
  ];

  for (const [name, change, field, message] of cases) {
    it(`${name}: '${message}', nothing stored`, async () => {
      const before = await countEnquiries();
      const error = (await thrown(submitEnquiry({ actor: contactForm, input: { ...valid, ...change }, ip: nextIp() }))) as DomainError;
      expect(error).toBeInstanceOf(DomainError);
      if (error.code !== "invalid") throw new Error("expected a validation failure");
      expect(error.fieldErrors[field]).toBe(message);
      expect(Object.keys(error.fieldErrors)).toEqual([field]);
      expect(await countEnquiries()).toBe(before);
    });
  }

  it("accepts the limits themselves and trims what it stores", async () => {
    const result = await submitEnquiry({
      actor: contactForm,
      input: {
        ...valid,
        firstName: `  ${"a".repeat(50)}  `,
        phone: "+44 (1635) 123-456",
        email: "  edge@example.com ",
        message: "0123456789",
      },
      ip: nextIp(),
    });
    expect(result.ok).toBe(true);
    if (!result.ok || !result.id) throw new Error("expected a stored enquiry");
    const [row] = await getDb().select().from(enquiries).where(eq(enquiries.id, result.id));
    expect(row.firstName).toBe("a".repeat(50));
    expect(row.email).toBe("edge@example.com");
  });

  it("reports every bad field at once and keeps what was typed", async () => {
    const input = { ...valid, firstName: "", phone: "12", service: "" };
    const error = (await thrown(submitEnquiry({ actor: contactForm, input, ip: nextIp() }))) as DomainError;
    if (error.code !== "invalid") throw new Error("expected a validation failure");
    expect(error.fieldErrors).toEqual({
      firstName: "First name is required",
      phone: "Please enter a valid phone number",
      service: "Please select a service",
    });
    // What was typed, for the form shown again.
    expect(enquiryValues(input).lastName).toBe("Smith");
  });
});

describe("submitEnquiry: storing and e-mailing", () => {
  it("stores the enquiry, records an audit entry and e-mails the business", async () => {
    const ip = nextIp();
    const result = await submitEnquiry({ actor: contactForm, input: { ...valid, message: "Blocked drain <script>alert(1)</script> at the back" }, ip });
    expect(result).toMatchObject({ ok: true });
    if (!result.ok || !result.id) throw new Error("expected a stored enquiry");

    const [row] = await getDb().select().from(enquiries).where(eq(enquiries.id, result.id));
    expect(row).toMatchObject({
      source: "contact_form",
      firstName: "Jane",
      lastName: "Smith",
      phone: "01635 123 456",
      email: "jane.smith@example.com",
      service: "Drain Unblocking",
      status: "new",
      ip,
      customerId: null,
      jobId: null,
    });

    const mails = await getDb().select().from(emailLog).where(eq(emailLog.to, "office@example.com"));
    const mail = mails.find((m) => m.text.includes(result.id!));
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe("New enquiry from Jane Smith: Drain Unblocking");
    expect(mail!.text).toContain("Phone: 01635 123 456");
    expect(mail!.text).toContain("<script>alert(1)</script>");
    expect(mail!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail!.html).not.toContain("<script>");

    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "enquiry"), eq(auditLog.entityId, result.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", actorUserId: null });
  });

  it("a filled honeypot answers like a success but stores and sends nothing", async () => {
    const before = await countEnquiries();
    const mailsBefore = (await getDb().select().from(emailLog)).length;
    const result = await submitEnquiry({ actor: contactForm, input: { ...valid, website: "http://spam.example" }, ip: nextIp() });
    expect(result).toEqual({ ok: true, id: null });
    expect(await countEnquiries()).toBe(before);
    expect((await getDb().select().from(emailLog)).length).toBe(mailsBefore);
  });

  it(`refuses more than ${CONTACT_RATE_LIMIT.max} enquiries from one address, and only that address`, async () => {
    const ip = nextIp();
    const before = await countEnquiries();
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) {
      const r = await submitEnquiry({ actor: contactForm, input: { ...valid, message: `Enquiry number ${i} about a drain` }, ip });
      expect(r.ok).toBe(true);
    }
    await expect(submitEnquiry({ actor: contactForm, input: valid, ip })).rejects.toMatchObject({ code: "rate_limited", message: CONTACT_MESSAGES.rateLimited });
    expect(await countEnquiries()).toBe(before + CONTACT_RATE_LIMIT.max);

    // Mistakes do not count against a person: a bad form from that address is still answered with its errors.
    await expect(submitEnquiry({ actor: contactForm, input: { ...valid, phone: "1" }, ip })).rejects.toMatchObject({ code: "invalid" });

    const other = await submitEnquiry({ actor: contactForm, input: valid, ip: nextIp() });
    expect(other.ok).toBe(true);
  });

  it("delivers the notification over SMTP with the visitor as reply-to", async () => {
    const smtp = await startSmtpServer();
    process.env.SMTP_URL = smtp.url;
    resetEnv();
    try {
      const result = await submitEnquiry({ actor: contactForm, input: { ...valid, email: "reply.here@example.com" }, ip: nextIp() });
      expect(result.ok).toBe(true);
      // Delivered by the queue, with whatever earlier tests of this file queued.
      await drainQueue();
      const mail = smtp.messages.find((m) => /^Reply-To: reply\.here@example\.com/m.test(m.raw))!;
      expect(mail.to).toEqual(["office@example.com"]);
      expect(mail.raw).toMatch(/^Reply-To: reply\.here@example\.com/m);
      expect(mail.raw).toContain("Subject: New enquiry from Jane Smith: Drain Unblocking");
    } finally {
      delete process.env.SMTP_URL;
      resetEnv();
      await smtp.close();
    }
  });
});

describe("the inbox", () => {
  it("lists newest first and filters by status", async () => {
    const a = await submitEnquiry({ actor: contactForm, input: { ...valid, firstName: "Older" }, ip: nextIp() });
    await new Promise((r) => setTimeout(r, 5));
    const b = await submitEnquiry({ actor: contactForm, input: { ...valid, firstName: "Newer" }, ip: nextIp() });
    if (!a.ok || !b.ok || !a.id || !b.id) throw new Error("expected stored enquiries");
    const all = await listEnquiries({ actor: admin, page: 1 });
    const ids = all.rows.map((r) => r.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(all.total).toBeGreaterThanOrEqual(2);

    await setEnquiryStatus({ actor: admin, id: a.id, status: "closed" });
    const closed = await listEnquiries({ actor: admin, status: "closed", page: 1 });
    expect(closed.rows.map((r) => r.id)).toContain(a.id);
    expect(closed.rows.every((r) => r.status === "closed")).toBe(true);
    const fresh = await listEnquiries({ actor: admin, status: "new", page: 1 });
    expect(fresh.rows.map((r) => r.id)).not.toContain(a.id);

    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, a.id), eq(auditLog.action, "update")));
    expect(audit[0]).toMatchObject({ actorUserId: admin.id, changes: { status: { from: "new", to: "closed" } } });
  });

  it("refuses to change an enquiry that does not exist", async () => {
    await expect(
      setEnquiryStatus({ actor: admin, id: "00000000-0000-4000-8000-000000000000", status: "closed" }),
    ).rejects.toBeInstanceOf(DomainError);
  });
});

describe("convertEnquiry", () => {
  it("creates a customer and a job with status enquiry, links them and marks the enquiry contacted", async () => {
    const submitted = await submitEnquiry({
      actor: contactForm,
      input: { ...valid, firstName: "Convert", lastName: "Me", phone: "07700 900 111", email: "convert.me@example.com", service: "Emergency Callout" },
      ip: nextIp(),
    });
    if (!submitted.ok || !submitted.id) throw new Error("expected a stored enquiry");
    const result = await convertEnquiry({ actor: admin, id: submitted.id });
    expect(result).toMatchObject({ customerCreated: true, jobCreated: true });

    const [customer] = await getDb().select().from(customers).where(eq(customers.id, result.customerId));
    expect(customer).toMatchObject({ name: "Convert Me", phone: "07700 900 111", email: "convert.me@example.com", address: ADDRESS_TO_BE_CONFIRMED });
    const [job] = await getDb().select().from(jobs).where(eq(jobs.id, result.jobId));
    expect(job).toMatchObject({
      customerId: customer.id,
      status: "enquiry",
      serviceType: "emergency_callout",
      priority: "emergency",
      locationAddress: ADDRESS_TO_BE_CONFIRMED,
    });
    expect(job.description).toContain(valid.message);
    expect(job.description).toContain("did not include an address");

    const [enquiry] = await getDb().select().from(enquiries).where(eq(enquiries.id, submitted.id));
    expect(enquiry).toMatchObject({ customerId: customer.id, jobId: job.id, status: "contacted" });

    const audit = await getDb().select().from(auditLog).where(eq(auditLog.actorUserId, admin.id));
    expect(audit.map((e) => `${e.entityType}:${e.entityId}`)).toEqual(
      expect.arrayContaining([`customer:${customer.id}`, `job:${job.id}`, `enquiry:${submitted.id}`]),
    );

    // Converting again makes nothing new.
    const again = await convertEnquiry({ actor: admin, id: submitted.id });
    expect(again).toMatchObject({ customerId: customer.id, jobId: job.id, customerCreated: false, jobCreated: false });
    expect(await getDb().select().from(jobs).where(eq(jobs.customerId, customer.id))).toHaveLength(1);
  });

  it("never attaches an enquiry to an existing customer with the same phone number or e-mail; the inbox shows them instead", async () => {
    const byPhone = await makeCustomer({ name: "Peter Existing", phone: "+44 1635 555 777", address: "1 Market Place, Newbury" });
    const byEmail = await makeCustomer({ name: "Mary Mail", phone: "0118 496 0000", email: "Mary.Mail@Example.com", address: "2 Broad Street, Reading" });
    const existingJobs = [await makeJob({ customerId: byPhone.id, title: "Earlier job", serviceType: "drain_cleaning", locationAddress: byPhone.address })];
    const submitted = await submitEnquiry({
      actor: contactForm,
      input: { ...valid, firstName: "Peter", lastName: "Existing", phone: "01635 555777", email: "mary.mail@example.com", service: "Maintenance Contract" },
      ip: nextIp(),
    });
    if (!submitted.ok || !submitted.id) throw new Error("expected a stored enquiry");
    const [stored] = await getDb().select().from(enquiries).where(eq(enquiries.id, submitted.id));
    expect(stored.customerId).toBeNull();

    const inbox = await listEnquiries({ actor: admin, page: 1 });
    const row = inbox.rows.find((r) => r.id === submitted.id)!;
    expect(row.possibleCustomers).toEqual([
      { id: byPhone.id, name: "Peter Existing", reason: "same phone" },
      { id: byEmail.id, name: "Mary Mail", reason: "same e-mail" },
    ]);

    const customersBefore = (await getDb().select().from(customers)).length;
    const result = await convertEnquiry({ actor: admin, id: submitted.id });
    expect(result).toMatchObject({ customerCreated: true, jobCreated: true });
    expect([byPhone.id, byEmail.id]).not.toContain(result.customerId);
    expect((await getDb().select().from(customers)).length).toBe(customersBefore + 1);
    const [job] = await getDb().select().from(jobs).where(eq(jobs.id, result.jobId));
    expect(job).toMatchObject({ customerId: result.customerId, serviceType: "drainage_maintenance" });
    expect(await getDb().select().from(jobs).where(eq(jobs.customerId, byPhone.id))).toEqual(existingJobs);

    // After conversion the inbox still offers the older records, but not the enquiry's own.
    const after = (await listEnquiries({ actor: admin, page: 1 })).rows.find((r) => r.id === submitted.id)!;
    expect(after.possibleCustomers.map((c) => c.id)).toEqual([byPhone.id, byEmail.id]);
  });

  it("puts the job on an existing customer the office chose, at its first site, links the enquiry to it and says so in the audit log", async () => {
    const existing = await makeCustomer({ name: "Chosen Existing", phone: "01635 551 001", postcode: "RG14 5NG", address: "15 Headley Road, Newbury" });
    const submitted = await submitEnquiry({
      actor: contactForm,
      input: { ...valid, firstName: "Chosen", lastName: "Existing", phone: "01635 551001", email: "chosen.existing@example.com" },
      ip: nextIp(),
    });
    if (!submitted.ok || !submitted.id) throw new Error("expected a stored enquiry");
    const inbox = await listEnquiries({ actor: admin, page: 1 });
    expect(inbox.rows.find((r) => r.id === submitted.id)!.possibleCustomers).toEqual([{ id: existing.id, name: "Chosen Existing", reason: "same phone" }]);
    const customersBefore = (await getDb().select().from(customers)).length;

    const result = await convertEnquiry({ actor: admin, id: submitted.id, existingCustomerId: existing.id });
    expect(result).toEqual({ customerId: existing.id, jobId: expect.any(String), customerCreated: false, jobCreated: true, usedExisting: true });
    expect((await getDb().select().from(customers)).length).toBe(customersBefore);
    const [job] = await getDb().select().from(jobs).where(eq(jobs.id, result.jobId));
    expect(job).toMatchObject({ customerId: existing.id, siteId: await firstSiteId(existing.id), locationAddress: "15 Headley Road, Newbury, RG14 5NG", status: "enquiry" });
    const [enquiry] = await getDb().select().from(enquiries).where(eq(enquiries.id, submitted.id));
    expect(enquiry).toMatchObject({ customerId: existing.id, jobId: job.id, status: "contacted" });
    const [entry] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "enquiry"), eq(auditLog.entityId, submitted.id), eq(auditLog.action, "convert")));
    expect(entry.changes).toMatchObject({ customerId: { from: null, to: existing.id }, existingCustomer: "chosen by the office" });
    // Linked now: its own customer is no longer offered as a possible existing one.
    expect((await listEnquiries({ actor: admin, page: 1 })).rows.find((r) => r.id === submitted.id)!.possibleCustomers).toEqual([]);
  });

  it("lets the office choose any existing customer, but refuses an unknown one or someone else than staff, changing nothing", async () => {
    const other = await makeCustomer({ name: "Unrelated Record" });
    const submitted = await submitEnquiry({ actor: contactForm, input: { ...valid, firstName: "Any", lastName: "Choice", phone: "01635 551 002" }, ip: nextIp() });
    if (!submitted.ok || !submitted.id) throw new Error("expected a stored enquiry");
    const state = async () => ({
      customers: (await getDb().select().from(customers)).length,
      jobs: (await getDb().select().from(jobs)).length,
      enquiry: (await getDb().select().from(enquiries).where(eq(enquiries.id, submitted.id!)))[0],
    });
    const before = await state();

    const unknown = await thrown(convertEnquiry({ actor: admin, id: submitted.id, existingCustomerId: "00000000-0000-4000-8000-00000000dead" }));
    expect(unknown).toMatchObject({ code: "not_found", message: expect.stringContaining("customer record no longer exists") });
    expect(await thrown(convertEnquiry({ actor: admin, id: submitted.id, existingCustomerId: "not-an-id" }))).toMatchObject({ code: "not_found" });
    const visitor = { kind: "customer", id: "enquiries-visitor", email: "v@example.com", name: "V", customerId: other.id } as unknown as StaffActor;
    expect(await thrown(convertEnquiry({ actor: visitor, id: submitted.id, existingCustomerId: other.id }))).toMatchObject({ code: "not_allowed" });
    expect(await state()).toEqual(before);

    // Any record that exists may be chosen, likely or not.
    const result = await convertEnquiry({ actor: admin, id: submitted.id, existingCustomerId: other.id });
    expect(result).toMatchObject({ customerId: other.id, customerCreated: false, jobCreated: true });
  });

  it("refuses an enquiry that does not exist", async () => {
    await expect(convertEnquiry({ actor: admin, id: "00000000-0000-4000-8000-000000000001" })).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("chat bookings", () => {
  it("joins the inbox as a chat enquiry, already linked, with its audit entry", async () => {
    const conversation = await makeConversation();
    const customer = await makeCustomer({ name: "Chat Person", phone: "07700 900 222", address: "3 High Street, Thatcham" });
    const job = await makeJob({ customerId: customer.id, title: "Blocked drain", serviceType: "drain_unblocking", locationAddress: customer.address });
    const row = await getDb().transaction((tx) =>
      recordChatBooking(tx, {
        actor: systemActor("chat booking"),
        conversationId: conversation.id,
        customerId: customer.id,
        jobId: job.id,
        name: "Chat  Person Junior",
        phone: "07700 900 222",
        message: "Booked through the chat",
      }),
    );
    const [stored] = await getDb().select().from(enquiries).where(eq(enquiries.id, row.id));
    expect(stored).toMatchObject({
      source: "chat",
      firstName: "Chat",
      lastName: "Person Junior",
      email: null,
      conversationId: conversation.id,
      customerId: customer.id,
      jobId: job.id,
      status: "new",
    });
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "enquiry"), eq(auditLog.entityId, row.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "create", actorUserId: null });
    const converted = await convertEnquiry({ actor: admin, id: row.id });
    expect(converted).toMatchObject({ customerId: customer.id, jobId: job.id, jobCreated: false });
  });

  it("maps chat wording to a job service type", () => {
    expect(serviceTypeFor("CCTV Drain Survey")).toBe("cctv_survey");
    expect(serviceTypeFor("drain_cleaning")).toBe("drain_cleaning");
    expect(serviceTypeFor("Emergency - flooding")).toBe("emergency_callout");
  });
});
