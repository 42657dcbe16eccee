import { PDFParse } from "pdf-parse";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, emailLog } from "~/db/schema";
import { ATTACHMENT_BUILDERS } from "~/runtime/attachments.server";
import type { CustomerActor, EngineerActor, StaffActor } from "~/lib/actor";
import { systemActor } from "~/lib/actor";
import { describeAuditEntry } from "~/lib/audit-words";
import { photoJpeg } from "../../../tests/support/images";
import { makeCustomer, makeJob, makeStaff } from "../../../tests/support/factories";
import { makeEngineer, makeVisitWithMedia } from "../../../tests/support/visit-media";
import { listVisitReports, sendVisitReport, VISIT_REPORT_ATTACHMENT, visitReportPdf } from "./visit-report.server";

let staff: StaffActor;
let sam: EngineerActor;
let leah: EngineerActor;
let customer: CustomerActor;
let other: CustomerActor;
let jobId: string;
let visitId: string;

async function pdfText(buffer: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

beforeAll(async () => {
  staff = await makeStaff();
  sam = await makeEngineer("Sam Hughes");
  leah = await makeEngineer("Leah Carter");
  const c = await makeCustomer({ name: "Helen Report", email: "helen.report@example.com", address: "12 Kennet Walk, Newbury", postcode: "RG14 5AB" });
  const o = await makeCustomer({ name: "Other Person" });
  customer = { kind: "customer", id: "acct-helen", email: "helen.report@example.com", name: "Helen", customerId: c.id };
  other = { kind: "customer", id: "acct-other", email: "o@example.com", name: "Other", customerId: o.id };
  jobId = (await makeJob({ customerId: c.id, title: "Blocked kitchen drain", serviceType: "drain_cleaning" })).id;
  ({ visitId } = await makeVisitWithMedia({
    jobId,
    engineerIds: [sam.id],
    workDone: "Rodded the kitchen stack and jetted 12 m of the 100 mm run to the inspection chamber.",
    lines: [
      { kind: "material", description: "110mm PVC coupler", quantity: "2.00" },
      { kind: "labour", description: "Jetting, first hour", quantity: "1.50" },
    ],
    checklist: [
      { label: "Pre-clean CCTV", done: true },
      { label: "Site left clean", done: false },
    ],
    photos: [
      { phase: "before", caption: "Fat build-up at the trap" },
      { phase: "after", caption: "Clear run after jetting" },
      { phase: "other", caption: "Neighbour's car registration" },
    ],
  }));
});

describe("the job report PDF", () => {
  it("holds the job, times, engineer, notes, checklist, materials, report photos' captions and the sign-off", async () => {
    const pdf = await visitReportPdf({ actor: staff, visitId });
    expect(pdf?.filename).toBe("job-report-2026-11-02.pdf");
    const text = await pdfText(pdf!.content);
    for (const expected of [
      "JOB REPORT",
      "2 November 2026",
      "Helen Report",
      "Blocked kitchen drain",
      "Sam Hughes",
      "Rodded the kitchen stack and jetted 12 m",
      "Pre-clean CCTV",
      "Not done",
      "110mm PVC coupler",
      "Jetting, first hour",
      "1.5",
      "Before: Fat build-up at the trap",
      "After: Clear run after jetting",
      "No further visit is needed.",
      "Pat Customer",
      "Very satisfied",
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Times on the way, arrived and finished (London: GMT in November).
    expect(text).toMatch(/On the way 08:40.*Arrived 09:00.*Finished 10:30/s);
    // A photo neither before/after nor shared stays out of the customer's report.
    expect(text).not.toContain("Neighbour's car registration");
  });

  it("is for the office, the visit's engineer and the customer; not another customer or engineer, nor an unfinished visit", async () => {
    expect(await visitReportPdf({ actor: customer, visitId })).not.toBeNull();
    expect(await visitReportPdf({ actor: sam, visitId })).not.toBeNull();
    expect(await visitReportPdf({ actor: leah, visitId })).toBeNull();
    expect(await visitReportPdf({ actor: other, visitId })).toBeNull();
    const { visitId: open } = await makeVisitWithMedia({ jobId, engineerIds: [sam.id], status: "scheduled", signature: false });
    expect(await visitReportPdf({ actor: staff, visitId: open })).toBeNull();
    expect(await visitReportPdf({ actor: staff, visitId: "nope" })).toBeNull();
    expect((await listVisitReports({ actor: customer, jobIds: [jobId] })).map((r) => r.visitId)).toEqual([visitId]);
    expect(await listVisitReports({ actor: other, jobIds: [jobId] })).toEqual([]);
  });

  it("with 20 photos stays under 5 MB", async () => {
    const bytes = await photoJpeg(1600, 1200, { grain: 35 });
    const { visitId: many } = await makeVisitWithMedia({ jobId, engineerIds: [sam.id], photos: Array.from({ length: 20 }, (_, i) => ({ phase: "after" as const, caption: `Photo ${i + 1}`, bytes })) });
    const pdf = await visitReportPdf({ actor: staff, visitId: many });
    expect(pdf!.content.length).toBeLessThan(5 * 1024 * 1024);
    const text = await pdfText(pdf!.content);
    expect(text).toContain("After: Photo 20");
  });
});

describe("sendVisitReport", () => {
  it("e-mails the report once, with the PDF attached, and records it in the job's history", async () => {
    const first = await sendVisitReport(visitId);
    expect(first).toEqual({ status: "sent", to: "helen.report@example.com" });
    expect(await sendVisitReport(visitId)).toEqual({ status: "already_sent" });
    const [again] = await Promise.all([sendVisitReport(visitId), sendVisitReport(visitId)]);
    expect(again.status).toBe("already_sent");

    const emails = await getDb().select().from(emailLog).where(eq(emailLog.about, `job:${jobId}`));
    expect(emails).toHaveLength(1);
    expect(emails[0].to).toBe("helen.report@example.com");
    expect(emails[0].subject).toContain("Blocked kitchen drain");
    expect(emails[0].attachments).toEqual([{ kind: VISIT_REPORT_ATTACHMENT, id: visitId, filename: "job-report-2026-11-02.pdf" }]);
    // The mail worker draws the attachment when it sends.
    const build = ATTACHMENT_BUILDERS.find(([kind]) => kind === VISIT_REPORT_ATTACHMENT)![1];
    const attachment = await build(visitId);
    expect(attachment.contentType).toBe("application/pdf");
    expect(await pdfText(attachment.content)).toContain("110mm PVC coupler");

    const entries = await getDb().select().from(auditLog).where(and(eq(auditLog.entityId, jobId), eq(auditLog.action, "send_visit_report")));
    expect(entries).toHaveLength(1);
    expect(entries[0].customerId).toBe(customer.customerId);
    expect(describeAuditEntry(entries[0])).toBe("Job report of the visit on 2 Nov 2026 e-mailed to helen.report@example.com");
  });

  it("without an address records the report in the history and sends nothing; an unfinished visit is left alone", async () => {
    const quiet = await makeCustomer({ name: "No Email", email: null });
    const job = await makeJob({ customerId: quiet.id });
    const { visitId: v } = await makeVisitWithMedia({ jobId: job.id, engineerIds: [sam.id] });
    expect(await sendVisitReport(v)).toEqual({ status: "no_email" });
    expect(await sendVisitReport(v)).toEqual({ status: "already_sent" });
    expect(await getDb().select().from(emailLog).where(eq(emailLog.about, `job:${job.id}`))).toHaveLength(0);
    const [entry] = await getDb().select().from(auditLog).where(and(eq(auditLog.entityId, job.id), eq(auditLog.action, "send_visit_report")));
    expect(describeAuditEntry(entry)).toContain("no e-mail address");

    const { visitId: open } = await makeVisitWithMedia({ jobId: job.id, status: "on_site", signature: false });
    expect(await sendVisitReport(open)).toEqual({ status: "not_finished" });
    expect(systemActor("x").kind).toBe("system");
  });
});
