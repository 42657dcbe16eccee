import { DomainError } from "~/lib/domain-error";
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { invoices, jobs } from "~/db/schema";
import { makeInvoice, makeJobs, makeStaff } from "../../../tests/support/factories";
import { csvText, customerActor, staffActor, thrown } from "../../../tests/support/test-data";
import { listAuditEntries } from "~/features/audit/audit.server";
import { createCustomer, type Customer } from "~/features/customers/customers.server";
import { systemActor } from "~/lib/actor";
import {
  cancelJob,
  countJobs,
  createJob,
  createJobRecord,
  deleteJob,
  exportJobsCsv,
  getJob,
  listJobs,
  rescheduleJob,
  updateJob,
} from "./jobs.server";

const actor = staffActor({ id: "jobs-test-admin", email: "jobs.admin@example.com" });
let customer: Customer;
let other: Customer;

beforeAll(async () => {
  await makeStaff({ id: actor.id, email: actor.email });
  customer = await createCustomer({
    actor,
    input: { name: "Harriet Vane", phone: "01635 123456", address: "12 Bartholomew Street, Newbury", postcode: "RG14 5LL" },
  });
  other = await createCustomer({
    actor,
    input: { name: "Bunter Brothers Ltd", phone: "0118 496 0456", address: "Unit 4, Reading", isCommercial: true },
  });
});

/** A job form's values; its fixed dates are in the past by now, which staff have confirmed (`confirmPast`). */
function jobInput(overrides: Record<string, unknown> = {}) {
  return {
    confirmPast: "yes",
    title: "Blocked outside gully",
    customerId: customer.id,
    serviceType: "drain_unblocking",
    status: "enquiry",
    priority: "medium",
    scheduledDate: "",
    estimatedDuration: "",
    locationAddress: "",
    description: "",
    ...overrides,
  };
}

async function jobCount() {
  const [{ n }] = await getDb().select({ n: count() }).from(jobs);
  return n;
}

describe("createJob", () => {
  it("stores London wall-clock time as the right instant, in summer and in winter", async () => {
    const summer = await createJob({ actor, input: jobInput({ scheduledDate: "2026-07-01T09:30" }) });
    expect(summer.scheduledDate!.toISOString()).toBe("2026-07-01T08:30:00.000Z");
    const winter = await createJob({ actor, input: jobInput({ scheduledDate: "2026-01-15T09:30" }) });
    expect(winter.scheduledDate!.toISOString()).toBe("2026-01-15T09:30:00.000Z");
  });

  it("defaults the location to the customer's address, the status to enquiry and the priority to medium", async () => {
    const job = await createJob({
      actor,
      input: { title: "CCTV survey", customerId: customer.id, serviceType: "cctv_survey" },
    });
    expect(job).toMatchObject({
      locationAddress: "12 Bartholomew Street, Newbury, RG14 5LL",
      status: "enquiry",
      priority: "medium",
      scheduledDate: null,
      estimatedDuration: null,
      customerName: "Harriet Vane",
    });
  });

  it("keeps a given location, duration and priority, and records who created the job", async () => {
    const job = await createJob({
      actor,
      input: jobInput({ locationAddress: "Rear of 14 Cheap Street", estimatedDuration: "2.5", priority: "emergency", status: "scheduled" }),
    });
    expect(job).toMatchObject({ locationAddress: "Rear of 14 Cheap Street", estimatedDuration: 2.5, priority: "emergency", status: "scheduled" });
    const history = await listAuditEntries("job", job.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: "create", actorEmail: "jobs.admin@example.com" });
  });

  it.each([
    ["title", { title: " " }, "Title is required"],
    ["customerId", { customerId: "" }, "Choose a customer"],
    ["customerId", { customerId: "not-a-uuid" }, "Choose a customer"],
    ["serviceType", { serviceType: "plumbing" }, "Choose a service type"],
    ["status", { status: "lost" }, "Choose a status"],
    ["priority", { priority: "urgent" }, "Choose a priority"],
    ["scheduledDate", { scheduledDate: "2026-02-30T10:00" }, "Enter a valid date and time"],
    ["scheduledDate", { scheduledDate: "tomorrow" }, "Enter a valid date and time"],
    ["estimatedDuration", { estimatedDuration: "0" }, "hours, in steps of 0.5"],
    ["estimatedDuration", { estimatedDuration: "1.25" }, "hours, in steps of 0.5"],
    ["estimatedDuration", { estimatedDuration: "100.5" }, "hours, in steps of 0.5"],
    ["estimatedDuration", { estimatedDuration: "-1" }, "hours, in steps of 0.5"],
    ["estimatedDuration", { estimatedDuration: "two" }, "hours, in steps of 0.5"],
  ])("refuses an invalid %s and stores nothing", async (field, overrides, message) => {
    const before = await jobCount();
    const error = await thrown(createJob({ actor, input: jobInput(overrides) }));
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe("invalid");
    expect((error as DomainError).fieldErrors[field]).toContain(message);
    expect(await jobCount()).toBe(before);
  });

  it("refuses a customer that does not exist", async () => {
    const before = await jobCount();
    const error = await thrown(createJob({ actor, input: jobInput({ customerId: randomUUID() }) }));
    expect((error as DomainError).reason).toBe("customer_not_found");
    expect((error as DomainError).fieldErrors.customerId).toBeTruthy();
    expect(await jobCount()).toBe(before);
  });

  it("accepts durations of 0.5 and 100 hours", async () => {
    expect((await createJob({ actor, input: jobInput({ estimatedDuration: "0.5" }) })).estimatedDuration).toBe(0.5);
    expect((await createJob({ actor, input: jobInput({ estimatedDuration: 100 }) })).estimatedDuration).toBe(100);
  });
});

describe("listJobs", () => {
  const tag = randomUUID().slice(0, 8);
  let cat: string;
  beforeAll(async () => {
    const c = await createCustomer({ actor, input: { name: `Lord Peter ${tag}`, phone: "01635 123456", address: "Duke's Denver" } });
    await createJob({ actor, input: jobInput({ title: `Collapsed pipe ${tag}`, customerId: other.id, serviceType: "drain_repairs" }) });
    cat = (await createJob({ actor, input: jobInput({ title: "Gutter clearance", customerId: c.id }) })).id;
  });

  it("finds jobs by title, case-insensitive, with the customer's name", async () => {
    const result = await listJobs({ actor, q: `COLLAPSED PIPE ${tag}` });
    expect(result.total).toBe(1);
    expect(result.rows[0]).toMatchObject({ title: `Collapsed pipe ${tag}`, customerName: "Bunter Brothers Ltd", serviceType: "drain_repairs" });
  });

  it("finds jobs by customer name", async () => {
    const result = await listJobs({ actor, q: `lord peter ${tag}` });
    expect(result.rows.map((r) => r.id)).toEqual([cat]);
  });

  it("lists and counts once a job that matches by both its title and its customer's name", async () => {
    const c = await createCustomer({ actor, input: { name: `Harriet Vane ${tag}`, phone: "01635 123457", address: "Oxford" } });
    const both = await createJob({ actor, input: jobInput({ title: `Harriet Vane ${tag} soakaway`, customerId: c.id }) });
    const result = await listJobs({ actor, q: `harriet vane ${tag}` });
    expect(result.total).toBe(1);
    expect(result.rows.map((r) => r.id)).toEqual([both.id]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    expect((await listJobs({ actor, q: "%" })).total).toBe(0);
    expect((await listJobs({ actor, q: "Collapsed_pipe" })).total).toBe(0);
  });
});

describe("listJobs paging", () => {
  const tag = `Paged${randomUUID().slice(0, 6)}`;
  beforeAll(async () => {
    await makeJobs(
      Array.from({ length: 75 }, (_, i) => ({ customerId: customer.id, title: `${tag} ${String(i).padStart(2, "0")}`, createdAt: new Date(Date.UTC(2021, 0, 1) + i * 60_000) })),
    );
  });

  it("serves pages of 50, newest first, with the total", async () => {
    const first = await listJobs({ actor, q: tag });
    expect(first).toMatchObject({ total: 75, page: 1, pageCount: 2 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0].title).toBe(`${tag} 74`);
    const second = await listJobs({ actor, q: tag, page: 2 });
    expect(second.rows).toHaveLength(25);
    expect(second.rows.at(-1)!.title).toBe(`${tag} 00`);
  });
});

describe("getJob", () => {
  it("returns null for an unknown or malformed id", async () => {
    expect(await getJob({ actor, id: randomUUID() })).toBeNull();
    expect(await getJob({ actor, id: "nope" })).toBeNull();
  });
});

describe("updateJob", () => {
  it("saves the changes and records the changed fields with the actor", async () => {
    const job = await createJob({ actor, input: jobInput({ title: "Before", estimatedDuration: "2" }) });
    const updated = await updateJob({
      actor,
      id: job.id,
      input: jobInput({
        title: "After",
        estimatedDuration: "2",
        locationAddress: job.locationAddress,
        status: "scheduled",
        scheduledDate: "2026-10-26T08:00",
      }),
    });
    expect(updated).toMatchObject({ title: "After", status: "scheduled", estimatedDuration: 2 });
    expect(updated.scheduledDate!.toISOString()).toBe("2026-10-26T08:00:00.000Z");
    const history = await listAuditEntries("job", job.id);
    expect(history.map((h) => h.action)).toEqual(["update", "create"]);
    expect(history[0].actorEmail).toBe("jobs.admin@example.com");
    expect(Object.keys(history[0].changes as object).sort()).toEqual(["scheduledDate", "status", "title"]);
  });

  it("moves a job to another customer", async () => {
    const job = await createJob({ actor, input: jobInput() });
    const moved = await updateJob({ actor, id: job.id, input: jobInput({ customerId: other.id, locationAddress: "Unit 4, Reading" }) });
    expect(moved.customerName).toBe("Bunter Brothers Ltd");
  });

  it("refuses invalid input and changes nothing", async () => {
    const job = await createJob({ actor, input: jobInput({ title: "Stays" }) });
    const error = await thrown(updateJob({ actor, id: job.id, input: jobInput({ title: "Goes", estimatedDuration: "0.3" }) }));
    expect((error as DomainError).code).toBe("invalid");
    expect((await getJob({ actor, id: job.id }))!.title).toBe("Stays");
    expect(await listAuditEntries("job", job.id)).toHaveLength(1);
  });

  it("refuses an unknown job", async () => {
    expect(((await thrown(updateJob({ actor, id: randomUUID(), input: jobInput() }))) as DomainError).code).toBe("not_found");
  });
});

describe("deleteJob", () => {
  it("deletes a job without quotes or invoices, and records who deleted it", async () => {
    const job = await createJob({ actor, input: jobInput({ title: "To delete" }) });
    await deleteJob({ actor, id: job.id, input: { confirmed: "yes" } });
    expect(await getJob({ actor, id: job.id })).toBeNull();
    const history = await listAuditEntries("job", job.id);
    expect(history[0]).toMatchObject({ action: "delete", actorEmail: "jobs.admin@example.com" });
    expect(history[0].changes).toMatchObject({ title: "To delete" });
  });

  it("refuses to delete a job with an invoice (which keeps its link to the job): it is cancelled instead", async () => {
    const job = await createJob({ actor, input: jobInput({ title: "Invoiced" }) });
    const invoice = await makeInvoice({ customerId: customer.id, jobId: job.id });
    const refusal = (await thrown(deleteJob({ actor, id: job.id, input: { confirmed: "yes" } }))) as DomainError;
    expect(refusal).toMatchObject({ code: "not_allowed", reason: "has_documents" });
    expect(refusal.message).toBe("This job has 1 invoice, so it cannot be deleted. Cancel the job instead.");
    expect(await getJob({ actor, id: job.id })).not.toBeNull();
    const [kept] = await getDb().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(kept.jobId).toBe(job.id);
    // Cancelling needs the confirmation, and is recorded.
    expect(((await thrown(cancelJob({ actor, id: job.id, input: {} }))) as DomainError).reason).toBe("unconfirmed");
    expect((await getJob({ actor, id: job.id }))?.status).not.toBe("cancelled");
    await cancelJob({ actor, id: job.id, input: { confirmed: "yes" } });
    expect((await getJob({ actor, id: job.id }))?.status).toBe("cancelled");
    expect((await listAuditEntries("job", job.id))[0]).toMatchObject({ action: "cancel" });
    expect(((await thrown(cancelJob({ actor, id: job.id, input: { confirmed: "yes" } }))) as DomainError).code).toBe("conflict");
  });

  it("refuses an unknown or malformed id", async () => {
    expect(((await thrown(deleteJob({ actor, id: randomUUID(), input: { confirmed: "yes" } }))) as DomainError).code).toBe("not_found");
    expect(((await thrown(deleteJob({ actor, id: "1 or 1=1", input: { confirmed: "yes" } }))) as DomainError).code).toBe("not_found");
  });
});

describe("exportJobsCsv", () => {
  it("exports the jobs matching the search with London times and labels", async () => {
    const tag = randomUUID().slice(0, 6);
    await createJob({
      actor,
      input: jobInput({ title: `-Minus ${tag}`, scheduledDate: "2026-07-01T09:30", estimatedDuration: "1.5", priority: "high", status: "in_progress" }),
    });
    await createJob({ actor, input: jobInput({ title: "Elsewhere" }) });
    const rows = parse((await csvText(exportJobsCsv({ actor, q: tag }))).slice(1)) as string[][];
    expect(rows).toHaveLength(2);
    expect(rows[0].slice(0, 8)).toEqual(["Title", "Customer", "Service", "Status", "Priority", "Scheduled", "Estimated Duration (hours)", "Location Address"]);
    expect(rows[1].slice(0, 8)).toEqual([
      `'-Minus ${tag}`,
      "Harriet Vane",
      "Drain Unblocking",
      "in progress",
      "High",
      "2026-07-01 09:30",
      "1.5",
      "12 Bartholomew Street, Newbury, RG14 5LL",
    ]);
  });
});

describe("a customer actor", () => {
  let mine: Customer;
  let theirs: Customer;
  let me: ReturnType<typeof customerActor>;
  let myJob: string;
  let theirJob: string;
  beforeAll(async () => {
    mine = await createCustomer({ actor, input: { name: "Portal Mine", phone: "01635 123456", address: "1 Mine Street" } });
    theirs = await createCustomer({ actor, input: { name: "Portal Theirs", phone: "01635 654321", address: "2 Theirs Street" } });
    me = customerActor({ id: "jobs-test-portal", email: "mine@example.com", customerId: mine.id });
    myJob = (await createJob({ actor, input: jobInput({ title: "My blocked drain", customerId: mine.id }) })).id;
    theirJob = (await createJob({ actor, input: jobInput({ title: "Their collapsed pipe", customerId: theirs.id }) })).id;
  });

  it("reads its own jobs only; another customer's job is not found", async () => {
    expect((await getJob({ actor: me, id: myJob }))!.title).toBe("My blocked drain");
    expect(await getJob({ actor: me, id: theirJob })).toBeNull();
    const list = await listJobs({ actor: me });
    expect(list.rows.map((r) => r.id)).toEqual([myJob]);
    expect(list.total).toBe(1);
    expect((await listJobs({ actor: me, q: "Their collapsed" })).total).toBe(0);
    const csv = parse((await csvText(exportJobsCsv({ actor: me }))).slice(1)) as string[][];
    expect(csv.slice(1).map((r) => r[0])).toEqual(["My blocked drain"]);
  });

  it("cannot change, move or delete another customer's job, which stays as it was", async () => {
    const update = await thrown(updateJob({ actor: me, id: theirJob, input: jobInput({ title: "Changed", customerId: theirs.id }) }));
    expect((update as DomainError).code).toBe("not_found");
    const move = await thrown(updateJob({ actor: me, id: myJob, input: jobInput({ title: "My blocked drain", customerId: theirs.id }) }));
    expect((move as DomainError).reason).toBe("customer_not_found");
    const create = await thrown(createJob({ actor: me, input: jobInput({ customerId: theirs.id }) }));
    expect((create as DomainError).reason).toBe("customer_not_found");
    const remove = await thrown(deleteJob({ actor: me, id: theirJob, input: { confirmed: "yes" } }));
    expect((remove as DomainError).code).toBe("not_found");
    const reschedule = await thrown(rescheduleJob({ actor: me, id: theirJob, scheduledAt: new Date("2026-09-01T09:00:00Z") }));
    expect((reschedule as DomainError).code).toBe("not_found");

    const after = await getJob({ actor, id: theirJob });
    expect(after).toMatchObject({ title: "Their collapsed pipe", customerId: theirs.id, scheduledDate: null });
    expect((await getJob({ actor, id: myJob }))!.customerId).toBe(mine.id);
    expect((await listAuditEntries("job", theirJob)).map((h) => h.action)).toEqual(["create"]);
  });

  it("staff read and change any customer's job", async () => {
    expect((await getJob({ actor, id: theirJob }))!.title).toBe("Their collapsed pipe");
    const changed = await updateJob({ actor, id: theirJob, input: jobInput({ title: "Their collapsed pipe", customerId: theirs.id, locationAddress: "2 Theirs Street", priority: "high" }) });
    expect(changed.priority).toBe("high");
  });
});

describe("countJobs", () => {
  it("counts the actor's active and upcoming jobs", async () => {
    const c = await createCustomer({ actor, input: { name: "Counted", phone: "01635 123456", address: "3 Count Lane" } });
    const other = await createCustomer({ actor, input: { name: "Not Counted", phone: "01635 123456", address: "4 Count Lane" } });
    const now = new Date("2026-06-15T10:00:00Z");
    const add = (customerId: string, status: string, scheduledDate: string) => createJob({ actor, input: jobInput({ customerId, status, scheduledDate }) });
    await add(c.id, "scheduled", "2026-06-20T09:00"); // active and upcoming
    await add(c.id, "scheduled", "2026-06-01T09:00"); // active, past
    await add(c.id, "in_progress", ""); // active
    await add(c.id, "completed", "2026-07-01T09:00");
    await add(other.id, "scheduled", "2026-06-20T09:00");
    const me = customerActor({ id: "jobs-test-counted", email: "counted@example.com", customerId: c.id });
    expect(await countJobs({ actor: me, now })).toEqual({ active: 3, upcoming: 1 });
    const all = await countJobs({ actor, now });
    expect(all.active).toBeGreaterThanOrEqual(4);
  });
});

describe("createJobRecord", () => {
  it("adds a job with status enquiry in the caller's transaction, with an audit entry and no acting user for the system", async () => {
    const job = await getDb().transaction((tx) =>
      createJobRecord(tx, {
        actor: systemActor("chat booking"),
        values: { customerId: customer.id, title: "x".repeat(250), description: "Booked", serviceType: "drain_cleaning", priority: "emergency", locationAddress: "5 Chat Road" },
        origin: { from: "enquiry", enquiryId: "00000000-0000-4000-8000-0000000e0001" },
      }),
    );
    const stored = await getJob({ actor, id: job.id });
    expect(stored).toMatchObject({ status: "enquiry", priority: "emergency", locationAddress: "5 Chat Road" });
    expect(stored!.title).toHaveLength(200);
    const history = await listAuditEntries("job", job.id);
    expect(history[0]).toMatchObject({ action: "create", actorEmail: null });
    expect(history[0].changes).toMatchObject({ from: "enquiry", status: "enquiry" });
  });

  it("writes nothing when the caller's transaction fails", async () => {
    const before = await jobCount();
    await thrown(
      getDb().transaction(async (tx) => {
        await createJobRecord(tx, {
          actor,
          values: { customerId: customer.id, title: "Rolled back", description: null, serviceType: "drain_cleaning", priority: "medium", locationAddress: "x" },
          origin: { from: "enquiry", enquiryId: "00000000-0000-4000-8000-0000000e0002" },
        });
        throw new Error("the caller fails");
      }),
    );
    expect(await jobCount()).toBe(before);
  });
});
