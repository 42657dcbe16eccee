import { DomainError } from "~/lib/domain-error";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { drainQueue } from "../../../tests/support/queue";
import { mimeParts, startSmtpServer } from "../../../tests/support/smtp";
import { makeStaff, makeUser } from "../../../tests/support/factories";
import { customerActor, thrown } from "../../../tests/support/test-data";
import { getDb } from "~/db/client.server";
import { auditLog, emailLog, enquiries, jobs } from "~/db/schema";
import { createCustomer } from "~/features/customers/customers.server";
import { listEnquiries } from "~/features/enquiries/enquiries.server";
import { createJobRecord, listJobs } from "~/features/jobs/jobs.server";
import type { CustomerActor } from "~/lib/actor";
import { resetEnv } from "~/lib/env.server";
import { clearRateLimit } from "~/lib/rate-limit.server";
import { requestVisit, VISIT_REQUEST_RATE_LIMIT } from "./visit-request.server";

// 10:00 in London on Monday 15 June 2026.
const NOW = new Date("2026-06-15T09:00:00Z");
const staff = { kind: "staff", role: "admin", id: "visit-test-office", email: "visit.office@example.com", name: "Office" } as const;

let me: CustomerActor;
let other: CustomerActor;

beforeAll(async () => {
  await makeStaff({ id: staff.id, email: staff.email });
  const mine = await createCustomer({
    actor: staff,
    input: { name: "Rita Requester", phone: "01635 222333", email: "rita@example.com", address: "12 Kennet Walk, Newbury", postcode: "RG14 5AA" },
  });
  const theirs = await createCustomer({ actor: staff, input: { name: "Owen Other", phone: "01635 444555", email: "owen@example.com", address: "1 Cheap Street" } });
  await makeUser({ id: "visit-test-rita", name: "visit-test-rita", email: "rita@example.com" });
  await makeUser({ id: "visit-test-owen", name: "visit-test-owen", email: "owen@example.com" });
  me = customerActor({ id: "visit-test-rita", email: "rita@example.com", customerId: mine.id });
  other = customerActor({ id: "visit-test-owen", email: "owen@example.com", customerId: theirs.id });
});

const valid = {
  service: "drain_unblocking",
  description: "The kitchen drain is blocked and the sink will not empty.",
  preferredDate: "2026-06-17",
  timeWindow: "morning",
  address: "12 Kennet Walk, Newbury",
  postcode: "rg14 5aa",
};

async function counts() {
  const db = getDb();
  const [[j], [e], [m]] = await Promise.all([
    db.select({ n: count() }).from(jobs),
    db.select({ n: count() }).from(enquiries),
    db.select({ n: count() }).from(emailLog),
  ]);
  return { jobs: j.n, enquiries: e.n, emails: m.n };
}

describe("requestVisit", () => {
  it("makes a job with status enquiry on the customer's own record, its enquiry in the inbox and an e-mail to the business", async () => {
    const smtp = await startSmtpServer();
    try {
      process.env.SMTP_URL = smtp.url;
      resetEnv();
      const result = await requestVisit({ actor: me, input: valid, now: NOW });
      if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result)}`);

      const [job] = await getDb().select().from(jobs).where(eq(jobs.id, result.jobId));
      expect(job).toMatchObject({
        customerId: me.customerId,
        status: "enquiry",
        serviceType: "drain_unblocking",
        priority: "medium",
        title: "Drain Unblocking for Rita Requester",
        locationAddress: "12 Kennet Walk, Newbury, RG14 5AA",
        scheduledDate: null,
      });
      expect(job.description).toContain("The kitchen drain is blocked and the sink will not empty.");
      expect(job.description).toContain("Preferred time: Wednesday 17 June 2026, morning (8am to 12pm).");
      expect(job.description).toContain("Contact: 01635 222333, rita@example.com.");

      const [enquiry] = await getDb().select().from(enquiries).where(eq(enquiries.id, result.enquiryId));
      expect(enquiry).toMatchObject({
        source: "portal",
        status: "new",
        firstName: "Rita",
        lastName: "Requester",
        phone: "01635 222333",
        email: "rita@example.com",
        service: "Drain Unblocking",
        customerId: me.customerId,
        jobId: result.jobId,
        conversationId: null,
      });

      // The customer sees it in My Jobs; the office in the inbox; another customer does not.
      expect((await listJobs({ actor: me })).rows.map((r) => r.id)).toContain(result.jobId);
      expect((await listJobs({ actor: other })).rows.map((r) => r.id)).not.toContain(result.jobId);
      const inbox = await listEnquiries({ actor: staff });
      expect(inbox.rows.find((r) => r.id === result.enquiryId)).toMatchObject({ source: "portal", jobId: result.jobId, possibleCustomers: [] });

      // Both written by the customer's account.
      const audit = await getDb().select().from(auditLog).where(eq(auditLog.actorUserId, me.id));
      expect(audit.map((a) => [a.entityType, a.entityId, a.action])).toEqual(
        expect.arrayContaining([
          ["job", result.jobId, "create"],
          ["enquiry", result.enquiryId, "create"],
        ]),
      );
      expect(audit.find((a) => a.entityId === result.jobId)!.changes).toMatchObject({ customerId: me.customerId, status: "enquiry", from: "portal" });

      await drainQueue();
      const [mail] = await smtp.waitFor(1);
      expect(mail.to).toEqual(["office@example.com"]);
      expect(mail.raw).toContain("Subject: Visit requested in the portal by Rita Requester: Drain Unblocking");
      const text = mimeParts(mail.raw)
        .find((p) => p.contentType === "text/plain")!
        .content.toString("utf8");
      expect(text).toContain("The kitchen drain is blocked");
      expect(text).toContain("Wednesday 17 June 2026, morning (8am to 12pm)");
      expect(text).toContain(`/admin/jobs/${result.jobId}`);
    } finally {
      delete process.env.SMTP_URL;
      resetEnv();
      await smtp.close();
    }
  });

  it("an emergency callout is an emergency job, and says so in the e-mail's subject", async () => {
    const result = await requestVisit({
      actor: me,
      input: { ...valid, service: "emergency_callout", preferredDate: "2026-06-15", timeWindow: "any", address: "Garage, 12 Kennet Walk" },
      now: NOW,
    });
    if (!result.ok) throw new Error(JSON.stringify(result));
    const [job] = await getDb().select().from(jobs).where(eq(jobs.id, result.jobId));
    expect(job).toMatchObject({ priority: "emergency", serviceType: "emergency_callout", locationAddress: "Garage, 12 Kennet Walk, RG14 5AA" });
    expect(job.description).toContain("Preferred time: Monday 15 June 2026, any time.");
    const [mail] = await getDb().select().from(emailLog).where(eq(emailLog.subject, "EMERGENCY Visit requested in the portal by Rita Requester: Emergency Callout"));
    expect(mail).toBeDefined();
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ["no service", { service: "" }, "service", "Choose a service"],
    ["an unknown service", { service: "chimney_sweeping" }, "service", "Choose a service"],
    ["no description", { description: "   " }, "description", "Describe the problem"],
    ["a short description", { description: "blocked" }, "description", "Tell us a little more (at least 10 characters)"],
    ["a long description", { description: "x".repeat(2001) }, "description", "The description must be at most 2000 characters"],
    ["no day", { preferredDate: "" }, "preferredDate", "Choose a day"],
    ["yesterday", { preferredDate: "2026-06-14" }, "preferredDate", "Choose today or a later day"],
    ["30 February", { preferredDate: "2027-02-30" }, "preferredDate", "Enter a real date"],
    ["not a date", { preferredDate: "next week" }, "preferredDate", "Enter a real date"],
    ["too far ahead", { preferredDate: "2026-10-14" }, "preferredDate", "Choose a day within the next 120 days"],
    ["an unknown time of day", { timeWindow: "midnight" }, "timeWindow", "Choose a time of day"],
    ["no time of day", { timeWindow: undefined }, "timeWindow", "Choose a time of day"],
    ["no address", { address: "" }, "address", "Address is required"],
    ["no postcode", { postcode: "" }, "postcode", "Postcode is required"],
    ["a bad postcode", { postcode: "NOT A CODE" }, "postcode", "Enter a valid UK postcode"],
  ];
  for (const [name, change, field, message] of invalid) {
    it(`refuses ${name} ('${message}'), changing nothing`, async () => {
      const before = await counts();
      const error = (await requestVisit({ actor: me, input: { ...valid, ...change }, now: NOW }).catch((e: unknown) => e)) as DomainError;
      expect(error).toBeInstanceOf(DomainError);
      expect(error.code).toBe("invalid");
      expect(error.fieldErrors).toEqual({ [field]: message });
      expect(await counts()).toEqual(before);
    });
  }

  it("the last day allowed is 120 days ahead", async () => {
    const result = await requestVisit({ actor: other, input: { ...valid, preferredDate: "2026-10-13" }, now: NOW });
    expect(result.ok).toBe(true);
  });

  it("limits the requests of one customer record, counting only well-formed ones", async () => {
    const key = `portal-visit:${other.customerId}`;
    await clearRateLimit(key);
    for (let i = 0; i < 3; i++) {
      await expect(requestVisit({ actor: other, input: { ...valid, description: "short" }, now: NOW })).rejects.toMatchObject({ code: "invalid" });
    }
    for (let i = 0; i < VISIT_REQUEST_RATE_LIMIT.max; i++) {
      expect((await requestVisit({ actor: other, input: valid, now: NOW })).ok).toBe(true);
    }
    const before = await counts();
    await expect(requestVisit({ actor: other, input: valid, now: NOW })).rejects.toMatchObject({ code: "rate_limited" });
    expect(await counts()).toEqual(before);
    // Another customer is not held back.
    expect((await requestVisit({ actor: me, input: valid, now: NOW })).ok).toBe(true);
    await clearRateLimit(key);
  });

  it("a customer whose record is gone is not found", async () => {
    const gone = customerActor({ id: me.id, email: me.email, customerId: "00000000-0000-4000-8000-000000000000" });
    const before = await counts();
    await expect(requestVisit({ actor: gone, input: valid, now: NOW })).rejects.toMatchObject({ code: "not_found" });
    expect(await counts()).toEqual(before);
  });
});

describe("createJobRecord for a customer", () => {
  it("refuses a job on another customer's record", async () => {
    const before = await counts();
    const error = await thrown(
      getDb().transaction((tx) =>
        createJobRecord(tx, {
          actor: me,
          values: { customerId: other.customerId, title: "Not mine", description: null, serviceType: "drain_repairs", priority: "medium", locationAddress: "1 Cheap Street" },
          origin: { from: "portal" },
        }),
      ),
    );
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).reason).toBe("customer_not_found");
    expect(await counts()).toEqual(before);
  });
});
