import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { invoiceItems, invoices, jobs, visitLines, visits } from "~/db/schema";
import { jobDocuments } from "~/features/jobs/job-documents.server";
import type { EngineerActor, StaffActor } from "~/lib/actor";
import { type DomainError } from "~/lib/domain-error";
import { makeCustomer, makeJob, makeStaff } from "../../../tests/support/factories";
import { thrown } from "../../../tests/support/test-data";
import { invoiceFromJob } from "./invoice-from-job.server";

let staff: StaffActor;
let customerId: string;

beforeAll(async () => {
  staff = await makeStaff({ email: "invoice.from.job@example.com" });
  ({ id: customerId } = await makeCustomer({ name: "Wendy Workdone", email: "wendy.workdone@example.com" }));
});

/** A job with a finished visit on which the engineer recorded a material and labour (and a visit not attended, with a line that must not be billed). */
async function jobWithRecordedWork() {
  const job = await makeJob({ customerId, title: "Root cutting and patch", serviceType: "drain_repairs", status: "in_progress" });
  const [done] = await getDb()
    .insert(visits)
    .values({ jobId: job.id, day: "2026-11-20", startMinute: 540, durationMinutes: 120, status: "done", finishedAt: new Date("2026-11-20T11:30:00Z") })
    .returning();
  const [missed] = await getDb().insert(visits).values({ jobId: job.id, day: "2026-11-18", startMinute: 540, durationMinutes: 60, status: "could_not_attend", couldNotAttendReason: "No access" }).returning();
  await getDb()
    .insert(visitLines)
    .values([
      { visitId: done.id, kind: "material", description: "Patch liner 150 mm", quantity: "1", unitPricePence: 45000, vatRateBp: 2000 },
      { visitId: done.id, kind: "labour", description: "Engineer labour (hour)", quantity: "2.5", unitPricePence: 6500, vatRateBp: 2000 },
      { visitId: missed.id, kind: "labour", description: "Wasted trip", quantity: "1", unitPricePence: 9000, vatRateBp: 2000 },
    ]);
  return job;
}

describe("invoiceFromJob", () => {
  it("makes a draft invoice of the materials and labour recorded, with the supply date of the finished visit", async () => {
    const job = await jobWithRecordedWork();
    await getDb().update(jobs).set({ status: "completed" }).where(eq(jobs.id, job.id));
    const before = await jobDocuments({ actor: staff, jobId: job.id });
    expect(before).toMatchObject({ recordedLines: 2, readyToInvoice: true, existingInvoice: null });

    const invoice = await invoiceFromJob({ actor: staff, jobId: job.id });
    expect(invoice).toMatchObject({ status: "draft", jobId: job.id, customerId, siteId: job.siteId, supplyDate: "2026-11-20", subtotalPence: 45000 + 16250, totalPence: Math.round((45000 + 16250) * 1.2) });
    const items = await getDb().select().from(invoiceItems).where(eq(invoiceItems.invoiceId, invoice.id)).orderBy(invoiceItems.position);
    expect(items.map((i) => [i.description, i.quantity, i.unitPricePence])).toEqual([
      ["Patch liner 150 mm", "1.00", 45000],
      ["Engineer labour (hour)", "2.50", 6500],
    ]);

    const after = await jobDocuments({ actor: staff, jobId: job.id });
    expect(after).toMatchObject({ readyToInvoice: false, existingInvoice: { id: invoice.id } });
  });

  it("asks before a second invoice, and makes it once confirmed", async () => {
    const job = await jobWithRecordedWork();
    await invoiceFromJob({ actor: staff, jobId: job.id });
    const error = (await thrown(invoiceFromJob({ actor: staff, jobId: job.id }))) as DomainError;
    expect(error).toMatchObject({ code: "conflict", reason: "second_invoice" });
    expect(await getDb().select().from(invoices).where(eq(invoices.jobId, job.id))).toHaveLength(1);
    await invoiceFromJob({ actor: staff, jobId: job.id, input: { confirmSecondInvoice: "yes" } });
    expect(await getDb().select().from(invoices).where(eq(invoices.jobId, job.id))).toHaveLength(2);
  });

  it("refuses a job with nothing recorded, a cancelled job, an unknown job and anyone but the office, changing nothing", async () => {
    const bare = await makeJob({ customerId, title: "Nothing recorded", serviceType: "drain_unblocking", status: "completed" });
    expect(await thrown(invoiceFromJob({ actor: staff, jobId: bare.id }))).toMatchObject({ code: "conflict", reason: "nothing_recorded" });
    const job = await jobWithRecordedWork();
    await getDb().update(jobs).set({ status: "cancelled" }).where(eq(jobs.id, job.id));
    expect(await thrown(invoiceFromJob({ actor: staff, jobId: job.id }))).toMatchObject({ code: "not_allowed" });
    expect(await thrown(invoiceFromJob({ actor: staff, jobId: "00000000-0000-4000-8000-000000000000" }))).toMatchObject({ code: "not_found" });
    const engineer: EngineerActor = { kind: "engineer", id: staff.id, email: staff.email, name: staff.name };
    const open = await jobWithRecordedWork();
    expect(await thrown(invoiceFromJob({ actor: engineer, jobId: open.id }))).toBeTruthy();
    expect(await getDb().select().from(invoices).where(eq(invoices.jobId, open.id))).toHaveLength(0);
    expect(await getDb().select().from(invoices).where(eq(invoices.jobId, bare.id))).toHaveLength(0);
  });
});
