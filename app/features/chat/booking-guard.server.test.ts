import { describe, expect, it } from "vitest";
import { isClearCorrection, mayReplace, type ClearSigns } from "./booking-dialogue.server";
import { summary } from "./booking-request.server";
import { respond } from "./engine.server";
import { CORPUS_BUSINESS, CORPUS_NOW } from "./corpus/labels";

const none: ClearSigns = { correction: false, fullAddress: false, bare: false };

async function talk(messages: string[]) {
  let state: Parameters<typeof respond>[0]["state"] = undefined;
  let reply = "";
  for (const message of messages) {
    const out = await respond({ state, message, now: CORPUS_NOW, business: CORPUS_BUSINESS });
    state = out.state;
    reply = out.reply;
  }
  return { draft: state?.booking?.draft, reply };
}

describe("a detail already taken changes only when a message clearly names a new one", () => {
  it("tells explicit corrections from incidental words", () => {
    for (const text of ["sorry I meant Wednesday", "actually make it the morning", "no, wrong number, it's 07700 900555", "could we do it Monday instead", "erm change the day to friday"]) {
      expect(isClearCorrection(text), text).toBe(true);
    }
    for (const text of ["it floods every month or so", "that's where I live now", "do I pay now or after", "I might pop out at 3", "the pipe burst around 6 this morning"]) {
      expect(isClearCorrection(text), text).toBe(false);
    }
  });

  it("keeps a taken day, window, address, name, phone and service without a clear sign", () => {
    for (const slot of ["date", "timeWindow", "addressLine", "postcode", "name", "phone", "service"] as const) {
      expect(mayReplace(slot, true, none), slot).toBe(false);
      expect(mayReplace(slot, false, none), slot).toBe(true);
      expect(mayReplace(slot, true, { ...none, correction: true }), slot).toBe(true);
      expect(mayReplace(slot, true, { ...none, asking: slot }), slot).toBe(true);
    }
    expect(mayReplace("addressLine", true, { ...none, fullAddress: true })).toBe(true);
    expect(mayReplace("date", true, { ...none, bare: true })).toBe(true);
    expect(mayReplace("name", true, { ...none, bare: true })).toBe(false);
    expect(mayReplace("description", true, none)).toBe(true);
  });

  it("keeps a chosen Wednesday afternoon through a problem that recurs on Sundays and a time in passing", async () => {
    const { draft } = await talk([
      "can someone unblock the bathroom drain wednesday afternoon",
      "Lee Marsh 07700 900561",
      "it happens every few weeks, normally on a sunday after everyone's had a bath",
      "we usually get in around 9 in the morning",
      "5 Park Lane, Thatcham RG18 3BB",
    ]);
    expect(draft).toMatchObject({ date: "2026-03-11", timeWindow: "afternoon", postcode: "RG18 3BB" });
  });

  it("takes a clear correction of the window and a new full address", async () => {
    const { draft } = await talk([
      "need a drain survey friday morning",
      "Ann Cole 07700 900562",
      "3 Mill Road, Newbury RG14 5QS",
      "sorry, can we make it the afternoon",
      "hang on, wrong address - 8 High Street, Theale RG7 5AR",
    ]);
    expect(draft).toMatchObject({ date: "2026-03-13", timeWindow: "afternoon", addressLine: "8 High Street, Theale", postcode: "RG7 5AR" });
  });
});

describe("the read-back", () => {
  it("is short and puts the day and time first", () => {
    const text = summary(
      { name: "Ann Cole", phone: "07700 900562", addressLine: "8 High Street, Theale", postcode: "RG7 5AR", service: "cctv_survey", date: "2026-03-13", timeWindow: "afternoon", description: "x".repeat(200) },
      CORPUS_NOW,
    );
    const lines = text.split("\n");
    expect(lines[1]).toMatch(/^• When: Friday 13 March, afternoon/);
    expect(lines.length).toBeLessThanOrEqual(7);
    expect(text).toMatch(/Name: Ann Cole, Phone: 07700 900562/);
    expect(text.length).toBeLessThan(400);
  });
});

describe("a question about paying in the middle of a booking", () => {
  it("gets the payment answer, not the same-day answer, and keeps the day", async () => {
    const { draft, reply } = await talk(["can someone unblock the sink thursday morning", "Kim Vale 07700 900563", "do I have to pay now or afterwards?"]);
    expect(reply).toMatch(/pay/i);
    expect(reply).not.toMatch(/same-day visits/);
    expect(draft).toMatchObject({ date: "2026-03-12", timeWindow: "morning" });
  });
});
