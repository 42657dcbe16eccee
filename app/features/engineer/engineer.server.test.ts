import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { makeCustomer, makeInvoice, makeJob, makePriceBookItem, makeUser } from "../../../tests/support/factories";
import { startTestQueue } from "../../../tests/support/queue";
import { thrown } from "../../../tests/support/test-data";
import { getDb } from "~/db/client.server";
import { auditLog, emailLog, offlineActions, payments, userRoles, visitChecklistItems, visitEngineers, visitLines, visitPhotos, visits } from "~/db/schema";
import type { EngineerActor } from "~/lib/actor";
import { describeAuditEntry } from "~/lib/audit-words";
import { shiftDay, todayKey } from "~/lib/business-day";
import type { DomainError } from "~/lib/domain-error";
import { actionTime, runEngineerAction } from "./engineer-endpoint.server";
import { myDay, myMedia, myVisit } from "./engineer.server";
import type { ActionOk, ActionRefused } from "./engineer-types";

// The engineer's module on a real database: an engineer reaches only their own visits; each action
// applies once by its key, even delivered twice at the same time; a replay is authorised again; an
// action on an older version is a conflict; bad input changes nothing; payment up to the balance.

let sam: EngineerActor;
let leah: EngineerActor;
let customerId: string;

async function engineer(name: string): Promise<EngineerActor> {
  const row = await makeUser({ name });
  await getDb().insert(userRoles).values({ userId: row.id, role: "engineer" });
  return { kind: "engineer", id: row.id, email: row.email, name: row.name };
}

/** A visit of a new drain-cleaning job of the customer, given to `who`. */
async function visitFor(who: EngineerActor[], { day = todayKey(), startMinute = 9 * 60 } = {}) {
  const job = await makeJob({
    customerId,
    serviceType: "drain_cleaning",
    title: `Blocked drain ${randomUUID().slice(0, 4)}`,
    description: "Kitchen drain slow",
  });
  const [visit] = await getDb()
    .insert(visits)
    .values({
      jobId: job.id,
      day,
      startMinute,
      durationMinutes: 60,
      instructions: "Park at the back",
    })
    .returning();
  if (who.length)
    await getDb()
      .insert(visitEngineers)
      .values(who.map((w) => ({ visitId: visit.id, userId: w.id })));
  return { job, visit };
}

const versionOf = async (visitId: string) => (await getDb().select({ v: visits.version }).from(visits).where(eq(visits.id, visitId)))[0].v;

let version = new Map<string, number>();
/** Send an action as the phone does, against the visit's current version unless told. */
async function send(
  actor: EngineerActor,
  visitId: string,
  action: string,
  payload: unknown = {},
  options: { key?: string; baseVersion?: number; photo?: Buffer; madeAt?: unknown } = {},
) {
  const baseVersion = options.baseVersion ?? (await versionOf(visitId));
  const answer = await runEngineerAction(actor, {
    idempotencyKey: options.key ?? randomUUID(),
    visitId,
    baseVersion,
    action,
    payload,
    photo: options.photo,
    madeAt: options.madeAt,
  });
  if (answer.status === 200) version.set(visitId, (answer.body as ActionOk).version);
  return answer;
}

beforeAll(async () => {
  await startTestQueue();
  sam = await engineer("Sam Field");
  leah = await engineer("Leah Field");
  customerId = (
    await makeCustomer({
      name: "Mrs Drain",
      phone: "01635 550199",
      email: "mrs.drain@example.com",
    })
  ).id;
  version = new Map();
});

describe("reading the day and a visit", () => {
  it("the day lists the engineer's own visits of today in order of start, then the next six days; none of another's", async () => {
    const late = await visitFor([sam], { startMinute: 14 * 60 });
    const early = await visitFor([sam], { startMinute: 8 * 60 });
    const tomorrow = await visitFor([sam], { day: shiftDay(todayKey(), 1) });
    const nextWeek = await visitFor([sam], { day: shiftDay(todayKey(), 7) });
    const leahs = await visitFor([leah]);
    const day = await myDay({ actor: sam });
    const ids = day.visits.map((v) => v.id);
    expect(ids.indexOf(early.visit.id)).toBeLessThan(ids.indexOf(late.visit.id));
    expect(ids.indexOf(late.visit.id)).toBeLessThan(ids.indexOf(tomorrow.visit.id));
    expect(ids).not.toContain(nextWeek.visit.id);
    expect(ids).not.toContain(leahs.visit.id);
    // Today's visits have their checklist copied from the service's template.
    const items = await getDb().select().from(visitChecklistItems).where(eq(visitChecklistItems.visitId, early.visit.id));
    expect(items.map((i) => i.label)).toContain("Jet the line");
  });

  it("a visit shows the job, customer, site, instructions and checklist; another engineer's is not found", async () => {
    const { visit } = await visitFor([sam]);
    const view = await myVisit({ actor: sam, visitId: visit.id });
    expect(view).toMatchObject({
      instructions: "Park at the back",
      customer: { name: "Mrs Drain", phone: "01635 550199" },
      job: { description: "Kitchen drain slow" },
    });
    expect(view.checklist.length).toBeGreaterThan(0);
    // Opening it again copies nothing twice.
    expect((await myVisit({ actor: sam, visitId: visit.id })).checklist).toHaveLength(view.checklist.length);
    expect(((await thrown(myVisit({ actor: leah, visitId: visit.id }))) as DomainError).code).toBe("not_found");
  });
});

describe("actions", () => {
  it("on my way sets the status and time, bumps the version, e-mails the customer and is in the history", async () => {
    const { visit, job } = await visitFor([sam]);
    const answer = await send(sam, visit.id, "on_my_way");
    expect(answer.status).toBe(200);
    const [row] = await getDb().select().from(visits).where(eq(visits.id, visit.id));
    expect(row).toMatchObject({ status: "on_the_way", version: 2 });
    expect(row.onTheWayAt).not.toBeNull();
    const mail = await getDb()
      .select()
      .from(emailLog)
      .where(eq(emailLog.about, `job:${job.id}`));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: "mrs.drain@example.com",
      subject: "Your engineer is on the way",
    });
    const [entry] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, job.id), eq(auditLog.action, "engineer_on_my_way")));
    expect(describeAuditEntry(entry)).toMatch(/on the way/);
    expect((await send(sam, visit.id, "arrived")).status).toBe(200);
    expect((await send(sam, visit.id, "finish")).status).toBe(200);
    expect((await getDb().select().from(visits).where(eq(visits.id, visit.id)))[0]).toMatchObject({ status: "done", version: 4 });
  });

  it("another engineer's visit is not found and nothing changes", async () => {
    const { visit } = await visitFor([leah]);
    const answer = await send(sam, visit.id, "on_my_way");
    expect(answer.status).toBe(404);
    expect(await versionOf(visit.id)).toBe(1);
    expect(await getDb().select().from(offlineActions).where(eq(offlineActions.visitId, visit.id))).toHaveLength(0);
  });

  it("the job sheet: notes, checklist, a line from the price book, a photo, follow-up, signature", async () => {
    const { visit } = await visitFor([sam]);
    const view = await myVisit({ actor: sam, visitId: visit.id });
    const item = await makePriceBookItem({
      name: "Drain rods hire",
      unitPricePence: 2500,
    });
    expect((await send(sam, visit.id, "arrived")).status).toBe(200);
    expect(
      (
        await send(sam, visit.id, "save_notes", {
          workDone: "Jetted the kitchen run",
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await send(sam, visit.id, "tick", {
          itemId: view.checklist[0].id,
          done: true,
        })
      ).status,
    ).toBe(200);
    const line = await send(sam, visit.id, "add_line", {
      priceBookItemId: item.id,
      kind: "material",
      quantity: 2,
    });
    expect((line.body as ActionOk).visit.lines).toMatchObject([
      {
        description: "Item 1 description".replace("Item 1 description", item.description),
        quantity: "2.00",
        unitPricePence: 2500,
      },
    ]);
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: "#885522" },
    })
      .jpeg()
      .toBuffer();
    expect((await send(sam, visit.id, "add_photo", { phase: "before", caption: "Blocked gully" }, { photo: jpeg })).status).toBe(200);
    expect(
      (
        await send(sam, visit.id, "follow_up", {
          followUp: true,
          reason: "Reline the pipe",
        })
      ).status,
    ).toBe(200);
    const png = await sharp({
      create: { width: 200, height: 80, channels: 3, background: "#ffffff" },
    })
      .png()
      .toBuffer();
    expect((await send(sam, visit.id, "sign", { signedName: "Mrs Drain", satisfaction: "very_satisfied" }, { photo: png })).status).toBe(200);
    const after = await myVisit({ actor: sam, visitId: visit.id });
    expect(after).toMatchObject({
      version: 8,
      sheet: {
        workDone: "Jetted the kitchen run",
        followUp: true,
        followUpReason: "Reline the pipe",
        signed: true,
        signedName: "Mrs Drain",
        satisfaction: "very_satisfied",
      },
    });
    expect(after.checklist[0].done).toBe(true);
    expect(after.photos).toMatchObject([{ phase: "before", caption: "Blocked gully" }]);
    // The photo is served to the engineer of the visit only.
    expect(
      (
        await myMedia({
          actor: sam,
          mediaId: after.photos[0].mediaId,
          variant: "thumb",
        })
      ).contentType,
    ).toBe("image/jpeg");
    expect(
      (
        (await thrown(
          myMedia({
            actor: leah,
            mediaId: after.photos[0].mediaId,
            variant: "full",
          }),
        )) as DomainError
      ).code,
    ).toBe("not_found");
    // Removing the line.
    expect((await send(sam, visit.id, "remove_line", { lineId: after.lines[0].id })).status).toBe(200);
    expect(await getDb().select().from(visitLines).where(eq(visitLines.visitId, visit.id))).toHaveLength(0);
    expect((await send(sam, visit.id, "finish")).status).toBe(200);
  });

  it("bad input is refused with a 4xx and changes nothing", async () => {
    const { visit } = await visitFor([sam]);
    for (const [action, payload] of [
      ["tick", { itemId: "not-a-uuid", done: true }],
      ["add_line", { priceBookItemId: randomUUID(), kind: "material", quantity: 1 }],
      ["add_line", { priceBookItemId: randomUUID(), kind: "material", quantity: -1 }],
      ["could_not_attend", { reason: "" }],
      ["add_photo", { phase: "before" }],
      ["finish", {}],
      ["fly_away", {}],
    ] as const) {
      const answer = await send(sam, visit.id, action, payload);
      expect(answer.status, action).toBeGreaterThanOrEqual(400);
      expect(answer.status, action).toBeLessThan(500);
    }
    const notAPhoto = await send(sam, visit.id, "add_photo", { phase: "before" }, { photo: Buffer.from("not an image") });
    expect(notAPhoto.status).toBe(400);
    expect(await versionOf(visit.id)).toBe(1);
    expect(await getDb().select().from(visitPhotos).where(eq(visitPhotos.visitId, visit.id))).toHaveLength(0);
  });
});

describe("the time of an action made offline", () => {
  it("is when the phone made it, within the last week and never after it arrived; else when it arrived", async () => {
    const { visit } = await visitFor([sam]);
    const twoHoursAgo = Date.now() - 2 * 3600 * 1000;
    expect((await send(sam, visit.id, "on_my_way", {}, { madeAt: String(twoHoursAgo) })).status).toBe(200);
    expect((await send(sam, visit.id, "arrived", {}, { madeAt: String(twoHoursAgo + 20 * 60 * 1000) })).status).toBe(200);
    const before = Date.now();
    // A phone whose clock is a day ahead: the time of arrival.
    expect((await send(sam, visit.id, "finish", {}, { madeAt: String(Date.now() + 24 * 3600 * 1000) })).status).toBe(200);
    const [row] = await getDb().select().from(visits).where(eq(visits.id, visit.id));
    expect(row.onTheWayAt?.getTime()).toBe(twoHoursAgo);
    expect(row.arrivedAt?.getTime()).toBe(twoHoursAgo + 20 * 60 * 1000);
    expect(row.finishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.finishedAt!.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("ignores a time older than a week, or not a time at all", () => {
    const now = new Date("2026-11-26T10:00:00Z");
    expect(actionTime(String(now.getTime() - 3600_000), now).toISOString()).toBe("2026-11-26T09:00:00.000Z");
    expect(actionTime(now.getTime() - 8 * 24 * 3600_000, now)).toBe(now);
    for (const bad of [undefined, "", "yesterday", "-5", "1e12", "99999999999999999999", {}, 1.5]) expect(actionTime(bad, now)).toBe(now);
  });
});

describe("idempotency, re-authorisation and conflicts", () => {
  it("an action sent again gets the first answer and is applied once", async () => {
    const { visit } = await visitFor([sam]);
    const item = await makePriceBookItem({ name: "Trap" });
    const key = randomUUID();
    const first = await send(sam, visit.id, "add_line", { priceBookItemId: item.id, kind: "material", quantity: 1 }, { key, baseVersion: 1 });
    const again = await send(sam, visit.id, "add_line", { priceBookItemId: item.id, kind: "material", quantity: 1 }, { key, baseVersion: 1 });
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, replayed: true });
    expect(again.body).toEqual(first.body);
    expect(await getDb().select().from(visitLines).where(eq(visitLines.visitId, visit.id))).toHaveLength(1);
    expect(await versionOf(visit.id)).toBe(2);
  });

  it("two deliveries of one action at the same moment apply it once, and both get the same answer", async () => {
    const { visit } = await visitFor([sam]);
    const item = await makePriceBookItem({ name: "Bend" });
    const key = randomUUID();
    const [a, b] = await Promise.all([
      send(sam, visit.id, "add_line", { priceBookItemId: item.id, kind: "labour", quantity: 3 }, { key, baseVersion: 1 }),
      send(sam, visit.id, "add_line", { priceBookItemId: item.id, kind: "labour", quantity: 3 }, { key, baseVersion: 1 }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(await getDb().select().from(visitLines).where(eq(visitLines.visitId, visit.id))).toHaveLength(1);
    expect(await versionOf(visit.id)).toBe(2);
  });

  it("a replay after the visit was given to someone else is refused (404)", async () => {
    const { visit } = await visitFor([sam]);
    const key = randomUUID();
    expect((await send(sam, visit.id, "save_notes", { workDone: "First" }, { key, baseVersion: 1 })).status).toBe(200);
    await getDb().delete(visitEngineers).where(eq(visitEngineers.visitId, visit.id));
    await getDb().insert(visitEngineers).values({ visitId: visit.id, userId: leah.id });
    const replay = await send(sam, visit.id, "save_notes", { workDone: "First" }, { key, baseVersion: 1 });
    expect(replay.status).toBe(404);
    expect((replay.body as ActionRefused).visit).toBeUndefined();
  });

  it("an action made against an older version is a conflict with the visit as it is, and changes nothing", async () => {
    const { visit } = await visitFor([sam]);
    // The office changes the visit (version 2).
    await getDb().update(visits).set({ instructions: "Customer out until 11", version: 2 }).where(eq(visits.id, visit.id));
    const answer = await send(sam, visit.id, "save_notes", { workDone: "Done" }, { baseVersion: 1 });
    expect(answer.status).toBe(409);
    expect((answer.body as ActionRefused).visit).toMatchObject({
      version: 2,
      instructions: "Customer out until 11",
    });
    const [row] = await getDb().select().from(visits).where(eq(visits.id, visit.id));
    expect(row).toMatchObject({ workDone: null, version: 2 });
    // Made again on the current version, it is applied.
    expect((await send(sam, visit.id, "save_notes", { workDone: "Done" }, { baseVersion: 2 })).status).toBe(200);
  });

  it("the phone chains versions: queued actions each based on the previous answer never conflict", async () => {
    const { visit } = await visitFor([sam]);
    let base = 1;
    for (const action of ["on_my_way", "arrived", "pause", "resume"]) {
      const answer = await send(sam, visit.id, action, {}, { baseVersion: base });
      expect(answer.status, action).toBe(200);
      base = (answer.body as ActionOk).version;
    }
    expect(base).toBe(5);
  });
});

describe("payment on site", () => {
  it("is taken up to the invoice's balance, recorded as the engineer's", async () => {
    const { visit, job } = await visitFor([sam]);
    const invoice = await makeInvoice({
      customerId,
      jobId: job.id,
      status: "sent",
      subtotalPence: 10000,
      vatAmountPence: 2000,
      totalPence: 12000,
    });
    const view = await myVisit({ actor: sam, visitId: visit.id });
    expect(view.unpaidInvoices).toMatchObject([{ id: invoice.id, balancePence: 12000 }]);
    const tooMuch = await send(sam, visit.id, "take_payment", {
      invoiceId: invoice.id,
      amount: "120.01",
      method: "card",
    });
    expect(tooMuch.status).toBe(400);
    expect(await getDb().select().from(payments).where(eq(payments.invoiceId, invoice.id))).toHaveLength(0);
    expect(await versionOf(visit.id)).toBe(1);
    const paid = await send(sam, visit.id, "take_payment", {
      invoiceId: invoice.id,
      amount: "120.00",
      method: "cash",
    });
    expect(paid.status).toBe(200);
    expect(await getDb().select().from(payments).where(eq(payments.invoiceId, invoice.id))).toMatchObject([
      { amountPence: 12000, source: "engineer", method: "cash" },
    ]);
    // Another job's invoice is not this visit's to take.
    const other = await makeInvoice({
      customerId,
      status: "sent",
      subtotalPence: 1000,
      vatAmountPence: 200,
      totalPence: 1200,
    });
    expect(
      (
        await send(sam, visit.id, "take_payment", {
          invoiceId: other.id,
          amount: "1",
          method: "cash",
        })
      ).status,
    ).toBe(404);
  });
});

describe("a CCTV survey recorded on the phone", () => {
  const photo = () => sharp({ create: { width: 640, height: 480, channels: 3, background: "#664422" } }).jpeg().toBuffer();

  it("is started, given runs, coded observations with photos and a priced recommendation through the visit's queue, with the phone's ids", async () => {
    const { job, visit } = await visitFor([sam]);
    const item = await makePriceBookItem({ name: `Patch liner ${randomUUID().slice(0, 4)}`, unitPricePence: 42000 });
    const surveyId = randomUUID();
    const runId = randomUUID();
    expect((await send(sam, visit.id, "survey_start", { id: surveyId, purpose: "pre_purchase", weather: "Dry" })).status).toBe(200);
    expect((await send(sam, visit.id, "survey_add_run", { id: runId, surveyId, fromPoint: "MH1", toPoint: "MH2", direction: "downstream", use: "foul", diameterMm: "100", lengthSurveyedM: "12" })).status).toBe(200);
    const observationId = randomUUID();
    const added = await send(sam, visit.id, "survey_add_observation", { id: observationId, runId, distanceM: "4.2", code: "fc", clockFrom: "2", clockTo: "5", remark: "Open joint" }, { photo: await photo() });
    expect(added.status).toBe(200);
    expect((await send(sam, visit.id, "survey_add_recommendation", { id: randomUUID(), runId, description: "Patch liner at 4.2 m", positionM: "4.2", priceBookItemId: item.id })).status).toBe(200);

    const { survey } = await myVisit({ actor: sam, visitId: visit.id });
    expect(survey).toMatchObject({ id: surveyId, status: "draft", purpose: "pre_purchase" });
    expect(survey!.runs).toHaveLength(1);
    expect(survey!.runs[0]).toMatchObject({ id: runId, fromPoint: "MH1", toPoint: "MH2", lengthSurveyedM: 12 });
    expect(survey!.runs[0].observations).toEqual([expect.objectContaining({ id: observationId, code: "FC", distanceM: 4.2, clockFrom: 2, clockTo: 5 })]);
    expect(survey!.runs[0].recommendations).toEqual([expect.objectContaining({ description: "Patch liner at 4.2 m", positionM: 4.2, itemName: item.name })]);
    // The observation's photo is stored and the engineer may fetch it.
    const mediaId = survey!.runs[0].observations[0].photoMediaId!;
    expect(mediaId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await myMedia({ actor: sam, mediaId, variant: "thumb" })).bytes.length).toBeGreaterThan(0);
    expect(await thrown(myMedia({ actor: leah, mediaId, variant: "thumb" }))).toMatchObject({ code: "not_found" });
    // The survey module wrote the job's history (once per change, not twice).
    const history = await getDb().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, job.id));
    expect(history.map((h) => h.action).filter((a) => a.includes("survey"))).toEqual(
      expect.arrayContaining(["create_survey", "add_survey_run", "add_survey_observation", "add_survey_recommendation"]),
    );
    expect(history.some((h) => h.action.startsWith("engineer_survey"))).toBe(false);
  });

  it("refuses a code outside the table, a distance beyond the run and a clock out of 1–12, naming the field, and changes nothing", async () => {
    const { visit } = await visitFor([sam]);
    const surveyId = randomUUID();
    const runId = randomUUID();
    await send(sam, visit.id, "survey_start", { id: surveyId, purpose: "blockage" });
    await send(sam, visit.id, "survey_add_run", { id: runId, surveyId, fromPoint: "MH1", toPoint: "MH2", direction: "upstream", use: "surface", lengthSurveyedM: "8" });
    const before = await versionOf(visit.id);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ distanceM: "2", code: "XYZ" }, /XYZ is not a code of the survey table/],
      [{ distanceM: "9.5", code: "RF" }, /beyond the 8 m surveyed/],
      [{ distanceM: "3", code: "CL", clockFrom: "13" }, /clock position from 1 to 12/],
    ];
    for (const [fields, message] of cases) {
      const answer = await send(sam, visit.id, "survey_add_observation", { id: randomUUID(), runId, ...fields });
      expect(answer.status).toBe(400);
      expect((answer.body as ActionRefused).error.message).toMatch(message);
    }
    expect(await versionOf(visit.id)).toBe(before);
    const { survey } = await myVisit({ actor: sam, visitId: visit.id });
    expect(survey!.runs[0].observations).toHaveLength(0);
  });

  it("reaches only the visit's own job: another job's survey or run, and an engineer not on the job, are not found", async () => {
    const mine = await visitFor([sam]);
    const other = await visitFor([sam]);
    const surveyId = randomUUID();
    const runId = randomUUID();
    await send(sam, other.visit.id, "survey_start", { id: surveyId, purpose: "blockage" });
    await send(sam, other.visit.id, "survey_add_run", { id: runId, surveyId, fromPoint: "MH1", toPoint: "MH2", direction: "upstream", use: "foul", lengthSurveyedM: "8" });
    const viaMine = await send(sam, mine.visit.id, "survey_add_run", { id: randomUUID(), surveyId, fromPoint: "MH2", toPoint: "MH3", direction: "upstream", use: "foul", lengthSurveyedM: "5" });
    expect(viaMine.status).toBe(404);
    const obs = await send(sam, mine.visit.id, "survey_add_observation", { id: randomUUID(), runId, distanceM: "1", code: "RF" });
    expect(obs.status).toBe(404);
    const byLeah = await send(leah, other.visit.id, "survey_add_observation", { id: randomUUID(), runId, distanceM: "1", code: "RF" });
    expect(byLeah.status).toBe(404);
    const { survey } = await myVisit({ actor: sam, visitId: other.visit.id });
    expect(survey!.runs).toHaveLength(1);
    expect(survey!.runs[0].observations).toHaveLength(0);
  });

  it("a survey action sent twice is applied once", async () => {
    const { visit } = await visitFor([sam]);
    const surveyId = randomUUID();
    await send(sam, visit.id, "survey_start", { id: surveyId, purpose: "insurance_claim" });
    const key = randomUUID();
    const base = await versionOf(visit.id);
    const payload = { id: randomUUID(), surveyId, fromPoint: "MH1", toPoint: "MH2", direction: "downstream", use: "combined", lengthSurveyedM: "6" };
    const [a, b] = await Promise.all([send(sam, visit.id, "survey_add_run", payload, { key, baseVersion: base }), send(sam, visit.id, "survey_add_run", payload, { key, baseVersion: base })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.replayed, b.replayed].filter(Boolean)).toHaveLength(1);
    const { survey } = await myVisit({ actor: sam, visitId: visit.id });
    expect(survey!.runs).toHaveLength(1);
  });
});
