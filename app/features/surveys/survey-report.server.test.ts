import { PDFParse } from "pdf-parse";
import { beforeAll, describe, expect, it } from "vitest";
import type { CustomerActor, EngineerActor, StaffActor } from "~/lib/actor";
import { formatPence } from "~/lib/format";
import { makeCustomer, makeJob, makePriceBookItem, makeStaff } from "../../../tests/support/factories";
import { photoJpeg } from "../../../tests/support/images";
import { makeEngineer, makeVisitWithMedia } from "../../../tests/support/visit-media";
import { SERVICEABILITY_WORDS } from "./grading";
import { surveyCsv, surveyJson, surveyReportPdf } from "./survey-report.server";
import { addObservation, addRecommendation, addRun, createSurvey, getSurvey, setObservationPhoto, updateSurvey } from "./surveys.server";

let staff: StaffActor;
let sam: EngineerActor;
let leah: EngineerActor;
let customer: CustomerActor;
let other: CustomerActor;
let surveyId: string;

async function pdfText(buffer: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(buffer) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const header = { surveyDate: "2026-11-20", purpose: "pre_purchase", weather: "Dry and bright", equipment: "Push-rod camera" };

beforeAll(async () => {
  staff = await makeStaff({ name: "Olive Office" });
  sam = await makeEngineer("Sam Hughes");
  leah = await makeEngineer("Leah Carter");
  const c = await makeCustomer({ name: "Bea Buyer", email: "bea.buyer@example.com", address: "4 Orchard Close, Newbury", postcode: "RG14 7QQ" });
  const o = await makeCustomer({ name: "Other Owner" });
  customer = { kind: "customer", id: "acct-bea", email: "bea.buyer@example.com", name: "Bea", customerId: c.id };
  other = { kind: "customer", id: "acct-oth", email: "o@example.com", name: "Other", customerId: o.id };
  const jobId = (await makeJob({ customerId: c.id, title: "Pre-purchase drain survey", serviceType: "cctv_survey" })).id;
  await makeVisitWithMedia({ jobId, engineerIds: [sam.id] });
  surveyId = (await createSurvey({ actor: staff, jobId, input: { ...header, surveyorUserId: sam.id } })).id;
  const run1 = (await addRun({ actor: staff, surveyId, input: { fromPoint: "MH1", toPoint: "MH2", direction: "downstream", material: "Clay", shape: "Circular", diameterMm: "100", use: "foul", lengthSurveyedM: "9.5" } })).id;
  const run2 = (await addRun({ actor: staff, surveyId, input: { fromPoint: "MH2", toPoint: "Sewer", direction: "downstream", material: "PVC", diameterMm: "110", use: "foul", lengthSurveyedM: "6", abandonedReason: "Camera could not pass the bend" } })).id;
  await addObservation({ actor: staff, runId: run1, input: { distanceM: "0", code: "ST" } });
  await addObservation({ actor: staff, runId: run1, input: { distanceM: "3.4", code: "RM", clockFrom: "2", clockTo: "10", percentage: "25", remark: "Roots through joint" } });
  await addObservation({ actor: staff, runId: run1, input: { distanceM: "6.75", code: "FC", clockFrom: "12", clockTo: "6" } });
  await addObservation({ actor: staff, runId: run2, input: { distanceM: "1.2", code: "JDL" } });
  await addObservation({ actor: staff, runId: run2, input: { distanceM: "2", code: "DES", percentage: "5", continuousEndM: "4.5" } });
  const item = await makePriceBookItem({ name: "Patch liner", unitPricePence: 34500 });
  const cut = await makePriceBookItem({ name: "Root cutting", unitPricePence: 18000 });
  await addRecommendation({ actor: staff, runId: run1, input: { description: "Cut roots and reline the joint", positionM: "3.4", priceBookItemId: cut.id, quantity: "1" } });
  await addRecommendation({ actor: staff, runId: run2, input: { description: "Patch liner over the displaced joint", positionM: "1.2", priceBookItemId: item.id, quantity: "2" } });
  await updateSurvey({ actor: staff, id: surveyId, input: { ...header, surveyorUserId: sam.id, status: "complete" } });
});

describe("the survey report", () => {
  it("holds every observation's code, distance and meaning, each run's grade, the recommendations with prices, the surveyor and the disclaimer", async () => {
    const pdf = await surveyReportPdf({ actor: staff, id: surveyId });
    expect(pdf?.filename).toBe("drain-survey-2026-11-20.pdf");
    const text = (await pdfText(pdf!.content)).replace(/\s+/g, " ");
    const survey = (await getSurvey({ actor: staff, id: surveyId }))!;
    expect(text).toContain("CCTV DRAIN SURVEY");
    expect(text).toContain("4 Orchard Close");
    expect(text).toContain("Pre-purchase");
    expect(text).toContain("Two defects need repair and one defect is worth watching; the rest is serviceable. One run could not be surveyed to the end.");
    for (const run of survey.runs) {
      expect(text).toContain(`Grade: ${SERVICEABILITY_WORDS[run.serviceability]}.`);
      expect(text).toContain(`Structural grade ${run.structuralGrade}, service grade ${run.serviceGrade}`);
      for (const o of run.observations) {
        expect(text).toContain(o.code);
        expect(text).toContain(`${o.distanceM} m`);
        // The meaning may be wrapped over lines: every word is there in order.
        expect(text).toContain(o.meaning.replace(/\s+/g, " ").slice(0, 40));
      }
    }
    expect(text).toContain("Camera could not pass the bend");
    expect(text).toContain(formatPence(18000));
    expect(text).toContain(formatPence(69000));
    expect(text).toContain(formatPence(87000)); // subtotal
    expect(text).toContain(formatPence(104400)); // with VAT at 20%
    expect(text).toContain("Sam Hughes");
    expect(text).toContain("Manual of Sewer Condition Classification");
  });

  it("is the customer's once complete, and nobody else's", async () => {
    expect(await surveyReportPdf({ actor: customer, id: surveyId })).not.toBeNull();
    expect(await surveyReportPdf({ actor: other, id: surveyId })).toBeNull();
    expect(await surveyReportPdf({ actor: leah, id: surveyId })).toBeNull();
    expect(await surveyReportPdf({ actor: sam, id: surveyId })).not.toBeNull();
  });

  it("stays within 5 MB with 20 photos", async () => {
    const survey = (await getSurvey({ actor: staff, id: surveyId }))!;
    const runId = survey.runs[0].id;
    for (let i = 0; i < 20; i++) {
      const { id } = await addObservation({ actor: staff, runId, input: { distanceM: (0.4 * i).toFixed(1), code: "GP", remark: `Photo ${i + 1}` } });
      await setObservationPhoto({ actor: staff, observationId: id, bytes: await photoJpeg(1600, 1200, { variant: i, grain: 40 }) });
    }
    const pdf = await surveyReportPdf({ actor: staff, id: surveyId });
    expect(pdf!.content.length).toBeLessThanOrEqual(5 * 1024 * 1024);
    const text = await pdfText(pdf!.content);
    expect(text).toContain("Photo 20");
  }, 240_000);

  it("exports as CSV (a row per observation) and JSON", async () => {
    const survey = (await getSurvey({ actor: staff, id: surveyId }))!;
    const csv = surveyCsv(survey);
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toContain("run,from,to,direction");
    expect(lines).toHaveLength(1 + survey.runs.reduce((n, r) => n + r.observations.length, 0));
    expect(csv).toContain("JDL");
    const json = surveyJson(survey);
    expect(json.runs[1].observations.map((o) => o.code)).toEqual(["JDL", "DES"]);
    expect(json.runs[1].grades).toEqual({ structural: 4, service: 2, serviceability: "C" });
    expect(json.runs[0].recommendations[0]).toMatchObject({ item: "Root cutting", netPence: 18000 });
  });
});
