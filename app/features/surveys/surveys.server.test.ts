import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { auditLog, customerSites, jobs, quoteItems, quotes, surveyObservations, surveyRuns, surveys } from "~/db/schema";
import type { CustomerActor, EngineerActor, StaffActor } from "~/lib/actor";
import { describeAuditEntry } from "~/lib/audit-words";
import { DomainError } from "~/lib/domain-error";
import { makeCustomer, makeJob, makePriceBookItem, makeStaff } from "../../../tests/support/factories";
import { makeEngineer, makeVisitWithMedia } from "../../../tests/support/visit-media";
import { photoJpeg } from "../../../tests/support/images";
import {
  addObservation,
  addRecommendation,
  addRun,
  createQuoteFromRecommendations,
  createSurvey,
  deleteSurvey,
  getSurvey,
  listJobSurveys,
  listSurveys,
  removeObservation,
  setObservationPhoto,
  surveyPhotoInReach,
  updateObservation,
  updateRun,
  updateSurvey,
} from "./surveys.server";

let staff: StaffActor;
let sam: EngineerActor;
let leah: EngineerActor;
let customer: CustomerActor;
let other: CustomerActor;
let jobId: string;
let otherJobId: string;
let ownPhoto: string;
let foreignPhoto: string;
let itemId: string;

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof DomainError) return err;
    throw err;
  }
  throw new Error("expected a refusal");
}

const header = { surveyDate: "2026-11-20", purpose: "pre_purchase", weather: "Dry", equipment: "Push-rod camera, 30 m" };
const run = { fromPoint: "MH1", toPoint: "MH2", direction: "downstream", material: "Vitrified clay", shape: "Circular", diameterMm: "100", use: "foul", lengthSurveyedM: "12.5" };

async function snapshot(surveyId: string) {
  const db = getDb();
  return {
    survey: await db.select().from(surveys).where(eq(surveys.id, surveyId)),
    runs: await db.select().from(surveyRuns).where(eq(surveyRuns.surveyId, surveyId)),
    observations: await db.select().from(surveyObservations),
  };
}

beforeAll(async () => {
  staff = await makeStaff();
  sam = await makeEngineer("Sam Hughes");
  leah = await makeEngineer("Leah Carter");
  const c = await makeCustomer({ name: "Ann Buyer", email: "ann.buyer@example.com" });
  const o = await makeCustomer({ name: "Olly Other" });
  customer = { kind: "customer", id: "acct-ann", email: "ann.buyer@example.com", name: "Ann", customerId: c.id };
  other = { kind: "customer", id: "acct-olly", email: "o@example.com", name: "Olly", customerId: o.id };
  jobId = (await makeJob({ customerId: c.id, title: "Pre-purchase CCTV survey", serviceType: "cctv_survey" })).id;
  otherJobId = (await makeJob({ customerId: o.id, title: "Blocked drain", serviceType: "drain_unblocking" })).id;
  ({ photos: [{ mediaId: ownPhoto }] } = await makeVisitWithMedia({ jobId, engineerIds: [sam.id], photos: [{ caption: "Root mass at 4 m" }] }));
  ({ photos: [{ mediaId: foreignPhoto }] } = await makeVisitWithMedia({ jobId: otherJobId, engineerIds: [leah.id], photos: [{ caption: "Someone else's drain" }] }));
  itemId = (await makePriceBookItem({ name: "Patch liner", description: "Patch liner, 100 mm", unitPricePence: 32000, vatRateBp: 2000 })).id;
});

describe("recording a survey", () => {
  let surveyId: string;
  let runId: string;

  it("records the header, a run and coded observations, grading the run from them", async () => {
    surveyId = (await createSurvey({ actor: staff, jobId, input: header })).id;
    runId = (await addRun({ actor: staff, surveyId, input: run })).id;
    await addObservation({ actor: staff, runId, input: { distanceM: "0", code: "ST" } });
    await addObservation({ actor: staff, runId, input: { distanceM: "4.2", code: "rm", clockFrom: "3", clockTo: "9", percentage: "30", remark: "Roots through the joint", photoMediaId: ownPhoto } });
    await addObservation({ actor: staff, runId, input: { distanceM: "7", code: "FC", clockFrom: "12", clockTo: "6" } });
    const survey = await getSurvey({ actor: staff, id: surveyId });
    expect(survey?.runs).toHaveLength(1);
    const r = survey!.runs[0];
    expect(r.observations.map((o) => [o.code, o.distanceM, o.grade])).toEqual([
      ["ST", 0, null],
      ["RM", 4.2, 4],
      ["FC", 7, 3],
    ]);
    expect(r.observations[1].meaning).toMatch(/roots/i);
    expect([r.structuralGrade, r.serviceGrade, r.serviceability]).toEqual([3, 4, "C"]);
    expect(survey!.summary).toBe("One defect needs repair and one defect is worth watching; the rest is serviceable.");
    expect(survey!.version).toBeGreaterThan(1);
  });

  it("refuses a code outside the table, a distance beyond the run, a clock out of 1–12, a missing attribute and another job's photo, changing nothing", async () => {
    const before = await snapshot(surveyId);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ distanceM: "3", code: "ZZ" }, "code", /not a code/],
      [{ distanceM: "13", code: "GO" }, "distanceM", /beyond the 12.5 m/],
      [{ distanceM: "3", code: "CL", clockFrom: "13" }, "clockFrom", /1 to 12/],
      [{ distanceM: "3", code: "CL", clockFrom: "0" }, "clockFrom", /1 to 12/],
      [{ distanceM: "3", code: "CL" }, "clockFrom", /needs its clock position/],
      [{ distanceM: "3", code: "D" }, "percentage", /needs a percentage/],
      [{ distanceM: "3", code: "OJM" }, "dimensionMm", /needs a size in mm/],
      [{ distanceM: "3", code: "DES", percentage: "10", continuousEndM: "20" }, "continuousEndM", /beyond/],
      [{ distanceM: "3", code: "GP", photoMediaId: foreignPhoto }, "photoMediaId", /photo of this job/],
    ];
    for (const [input, field, message] of cases) {
      const err = await refusal(addObservation({ actor: staff, runId, input }));
      expect(err.status, JSON.stringify(input)).toBe(400);
      expect(err.fieldErrors[field], JSON.stringify(input)).toMatch(message);
    }
    const obs = (await getSurvey({ actor: staff, id: surveyId }))!.runs[0].observations[0];
    const err = await refusal(updateObservation({ actor: staff, observationId: obs.id, input: { distanceM: "0", code: "GP", photoMediaId: foreignPhoto } }));
    expect(err.fieldErrors.photoMediaId).toMatch(/photo of this job/);
    expect(await snapshot(surveyId)).toEqual(before);
  });

  it("refuses to shorten a run behind its observations, and to remove without confirmation", async () => {
    const err = await refusal(updateRun({ actor: staff, runId, input: { ...run, lengthSurveyedM: "5" } }));
    expect(err.fieldErrors.lengthSurveyedM).toMatch(/7 m/);
    const obs = (await getSurvey({ actor: staff, id: surveyId }))!.runs[0].observations[2];
    const unconfirmed = await refusal(removeObservation({ actor: staff, observationId: obs.id, input: {} }));
    expect(unconfirmed.status).toBe(400);
    await removeObservation({ actor: staff, observationId: obs.id, input: { confirmed: "yes" } });
    const after = (await getSurvey({ actor: staff, id: surveyId }))!.runs[0];
    expect([after.structuralGrade, after.serviceGrade, after.serviceability]).toEqual([1, 4, "C"]);
    await addObservation({ actor: staff, runId, input: { distanceM: "7", code: "FC", clockFrom: "12", clockTo: "6" } });
  });

  it("keeps an uploaded photo on an observation, seen by those who see the survey", async () => {
    const obs = (await getSurvey({ actor: staff, id: surveyId }))!.runs[0].observations[2];
    const { mediaId } = await setObservationPhoto({ actor: staff, observationId: obs.id, bytes: await photoJpeg(640, 480) });
    expect(await surveyPhotoInReach({ actor: staff, surveyId, mediaId })).toBe(true);
    expect(await surveyPhotoInReach({ actor: staff, surveyId, mediaId: foreignPhoto })).toBe(false);
    // A photo already on the survey may be used again on another observation.
    await addObservation({ actor: staff, runId, input: { distanceM: "9", code: "GP", photoMediaId: mediaId } });
  });

  it("lets an engineer on the job record, and nobody else", async () => {
    const second = (await addRun({ actor: sam, surveyId, input: { ...run, fromPoint: "MH2", toPoint: "MH3", lengthSurveyedM: "8", abandonedReason: null } })).id;
    await addObservation({ actor: sam, runId: second, input: { distanceM: "2", code: "JDL" } });
    expect((await refusal(addRun({ actor: leah, surveyId, input: run }))).status).toBe(404);
    expect((await refusal(addObservation({ actor: leah, runId: second, input: { distanceM: "2", code: "GO" } }))).status).toBe(404);
    expect(await getSurvey({ actor: leah, id: surveyId })).toBeNull();
    expect((await refusal(createSurvey({ actor: leah, jobId, input: header }))).status).toBe(404);
    expect((await refusal(addRun({ actor: customer, surveyId, input: run }))).status).toBe(404);
    expect((await refusal(listSurveys({ actor: sam }))).status).toBe(403);
  });

  it("shows a customer only their own completed survey, to read", async () => {
    expect(await getSurvey({ actor: customer, id: surveyId })).toBeNull();
    const draft = (await getSurvey({ actor: staff, id: surveyId }))!;
    await updateSurvey({ actor: staff, id: surveyId, input: { ...header, status: "complete", version: String(draft.version) } });
    const stale = await refusal(updateSurvey({ actor: staff, id: surveyId, input: { ...header, status: "complete", version: String(draft.version) } }));
    expect(stale.status).toBe(409);
    expect((await getSurvey({ actor: customer, id: surveyId }))?.status).toBe("complete");
    expect(await getSurvey({ actor: other, id: surveyId })).toBeNull();
    const photo = (await getSurvey({ actor: staff, id: surveyId }))!.runs[0].observations[1].photoMediaId!;
    expect(await surveyPhotoInReach({ actor: customer, surveyId, mediaId: photo })).toBe(true);
    expect(await surveyPhotoInReach({ actor: other, surveyId, mediaId: photo })).toBe(false);
    expect(await surveyPhotoInReach({ actor: leah, surveyId, mediaId: photo })).toBe(false);
    expect(await listJobSurveys({ actor: other, jobId })).toEqual([]);
    expect((await listJobSurveys({ actor: customer, jobId })).map((s) => s.id)).toEqual([surveyId]);
  });

  it("refuses completing a survey without runs, and a bad header", async () => {
    const empty = (await createSurvey({ actor: staff, jobId, input: header })).id;
    const err = await refusal(updateSurvey({ actor: staff, id: empty, input: { ...header, status: "complete" } }));
    expect(err.fieldErrors.status).toMatch(/runs/);
    const bad = await refusal(updateSurvey({ actor: staff, id: empty, input: { ...header, purpose: "fun", videoUrl: "javascript:alert(1)" } }));
    expect(Object.keys(bad.fieldErrors).sort()).toEqual(["purpose", "videoUrl"]);
    expect((await refusal(deleteSurvey({ actor: staff, id: empty, input: {} }))).status).toBe(400);
    await deleteSurvey({ actor: staff, id: empty, input: { confirmed: "yes" } });
    expect(await getSurvey({ actor: staff, id: empty })).toBeNull();
  });

  it("prices recommendations and makes them a draft quote for the job's customer and site, once", async () => {
    await addRecommendation({ actor: staff, runId, input: { description: "Patch liner over the fracture", positionM: "7", priceBookItemId: itemId, quantity: "1" } });
    await addRecommendation({ actor: staff, runId, input: { description: "Cut roots and line the joint", positionM: "4.2", priceBookItemId: itemId, quantity: "2" } });
    const bad = await refusal(addRecommendation({ actor: staff, runId, input: { description: "x", positionM: "99", priceBookItemId: itemId } }));
    expect(bad.fieldErrors.positionM).toMatch(/beyond/);
    const badItem = await refusal(addRecommendation({ actor: staff, runId, input: { description: "x", priceBookItemId: "nope" } }));
    expect(badItem.fieldErrors.priceBookItemId).toMatch(/price book/);
    expect((await refusal(createQuoteFromRecommendations({ actor: sam, id: surveyId }))).status).toBe(403);

    const { quoteId } = await createQuoteFromRecommendations({ actor: staff, id: surveyId });
    const [quote] = await getDb().select().from(quotes).where(eq(quotes.id, quoteId));
    const job = (await getSurvey({ actor: staff, id: surveyId }))!;
    expect([quote.status, quote.customerId, quote.siteId, quote.jobId]).toEqual(["draft", job.customerId, job.siteId, jobId]);
    const items = await getDb().select().from(quoteItems).where(eq(quoteItems.quoteId, quoteId));
    expect(items.map((i) => i.description).sort()).toEqual(["Cut roots and line the joint (MH1 → MH2 at 4.2 m)", "Patch liner over the fracture (MH1 → MH2 at 7 m)"]);
    expect(quote.subtotalPence).toBe(96000);
    expect(job.quoteNumber).toBe(quote.quoteNumber);
    expect((await refusal(createQuoteFromRecommendations({ actor: staff, id: surveyId }))).status).toBe(409);
  });

  it("writes the history in words on the job", async () => {
    const entries = await getDb().select().from(auditLog).where(eq(auditLog.entityId, jobId));
    const words = entries.map((e) => describeAuditEntry({ action: e.action, entityType: e.entityType, changes: e.changes }));
    expect(words).toContain("Started a CCTV survey of 20 Nov 2026");
    expect(words).toContain("Recorded RM at 4.2 m on run MH1 → MH2");
    expect(words).toContain("Completed the CCTV survey (its report is final)");
    expect(words.some((w) => /^Made quote Q-\d+ from the CCTV survey's recommendations$/.test(w))).toBe(true);
  });

  it("lists surveys for the office, searched", async () => {
    const page = await listSurveys({ actor: staff, q: "Ann Buy" });
    expect(page.rows.map((r) => r.id)).toContain(surveyId);
    expect(page.rows.find((r) => r.id === surveyId)).toMatchObject({ runs: 2, worst: "C", status: "complete" });
    expect((await listSurveys({ actor: staff, q: "no such customer" })).rows).toEqual([]);
    // By the job's title, the site's address and its full postcode (in any case), too.
    const site = (await getDb().select({ address: customerSites.address, postcode: customerSites.postcode }).from(customerSites).innerJoin(jobs, eq(jobs.siteId, customerSites.id)).where(eq(jobs.id, jobId)))[0];
    await getDb().update(customerSites).set({ address: "7 Kennet Meadows, Padworth", postcode: "RG7 4QZ" }).where(sql`${customerSites.id} = (select site_id from ${jobs} where id = ${jobId})`);
    for (const q of ["pre-purchase cctv", "Kennet Meadows", "rg7 4qz"]) expect((await listSurveys({ actor: staff, q })).rows.map((r) => r.id), q).toContain(surveyId);
    expect((await listSurveys({ actor: staff, q: "RG7 4QY" })).rows.map((r) => r.id)).not.toContain(surveyId);
    await getDb().update(customerSites).set(site).where(sql`${customerSites.id} = (select site_id from ${jobs} where id = ${jobId})`);
  });
});
