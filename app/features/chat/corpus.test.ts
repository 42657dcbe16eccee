import { beforeAll, describe, expect, it } from "vitest";
import { respond } from "./engine.server";
import { DIALOGUES } from "./corpus/dialogues";
import { HELD_OUT_DIALOGUES, HELD_OUT_MESSAGES } from "./corpus/held-out";
import { ISSUE_MESSAGES, MESSAGES } from "./corpus/messages";
import { formatReport, runCorpus, runMessage, type Report } from "./corpus/run";

/** The labelled corpus through the built-in assistant, against the quality goals. */
describe("the chat corpus", () => {
  let report: Report;
  beforeAll(async () => {
    report = await runCorpus(respond);
  }, 60_000);

  it("holds at least 300 messages and 40 dialogues, every kind the visitors write", () => {
    expect(MESSAGES.length).toBeGreaterThanOrEqual(300);
    expect(DIALOGUES.length).toBeGreaterThanOrEqual(40);
    const kinds = new Set(MESSAGES.map((m) => m.kind));
    for (const kind of ["typo", "text-speak", "no-cue", "two-questions", "follow-up", "correction", "off-topic", "abuse", "injection"] as const) expect(kinds, kind).toContain(kind);
  });

  it("meets the goals: intent ≥ 95%, slots ≥ 95%, every booking completed, fallback ≤ 3%", () => {
    const summary = formatReport(report, true);
    expect(report.intentAccuracy, summary).toBeGreaterThanOrEqual(0.95);
    expect(report.slotAccuracy, summary).toBeGreaterThanOrEqual(0.95);
    expect(report.bookingsCompleted, summary).toBe(report.bookingDialogues);
    expect(report.fallbackRate, summary).toBeLessThanOrEqual(0.03);
  });

  it("never gives an empty reply or the same reply twice in a row, and books nothing it should not", () => {
    const problems = report.dialogues.flatMap((d) => d.problems.map((p) => `${d.dialogue.name}: ${p}`));
    expect(problems).toEqual([]);
  });
});

describe("the reported examples", () => {
  for (const message of ISSUE_MESSAGES) {
    it(message.text, async () => {
      const result = await runMessage(respond, message);
      expect([...result.failedLabels, ...result.slotErrors], result.reply).toEqual([]);
    });
  }

  it("an out-of-area address is never booked, and says so", async () => {
    const out = await runMessage(respond, { text: "10 High Street, Swindon SN1 1AA", intents: ["area-no"], context: ["I'd like to book a visit", "Kim Dale 07700 900211"] });
    expect(out.reply).toMatch(/outside our area/);
    expect(out.failedLabels).toEqual([]);
  });
});

/** The held-out corpus, never tuned on: the goal for visitors the engine was not built around. */
describe("the held-out corpus", () => {
  let report: Report;
  beforeAll(async () => {
    report = await runCorpus(respond, HELD_OUT_MESSAGES, HELD_OUT_DIALOGUES);
  }, 60_000);

  it("meets the goals: intent ≥ 90%, slots ≥ 95%, every booking with the right day and window", () => {
    const summary = formatReport(report, true);
    expect(report.intentAccuracy, summary).toBeGreaterThanOrEqual(0.9);
    expect(report.slotAccuracy, summary).toBeGreaterThanOrEqual(0.95);
    expect(report.bookingsCompleted, summary).toBe(report.bookingDialogues);
  });
});
