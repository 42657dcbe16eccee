import { describe, expect, it } from "vitest";
import type { BookingDraft } from "./dialogue-state.server";
import { understand } from "./nlu.server";
import { sideQuestion, type SideQuestion } from "./side-question.server";

// Tuesday 10 March 2026, 10:00 in London.
const NOW = new Date("2026-03-10T10:00:00Z");

/** A message in a booking with its draft, and what it is: a side question of a kind, or null for the booking itself. */
const TABLE: [string, BookingDraft, SideQuestion | null][] = [
  // Questions the site answers, as outside a booking.
  ["do you take cards?", {}, { kind: "topic", topic: "payment-methods" }],
  ["are your lads insured?", {}, { kind: "topic", topic: "insurance-qualifications" }],
  ["is that plus vat?", {}, { kind: "fact", fact: "vat" }],
  ["how long will the engineer be on site", { service: "cctv_survey" }, { kind: "fact", fact: "job-length" }],
  ["before i say yes what will it cost", {}, { kind: "prices" }],
  // Whether we do a kind of work, and visits on a schedule asked beside another job.
  ["do you do gutters too?", { service: "drain_unblocking" }, { kind: "work", service: "gutter_services" }],
  // More work asked for the same visit is noted for the engineer, with the thing named.
  ["could you also clean the gutters while you're there?", { service: "drain_unblocking" }, { kind: "also", thing: "gutters" }],
  ["the downpipe runs into a soakaway, could your man look at that too?", { service: "gutter_services" }, { kind: "also", thing: "soakaway" }],
  ["could we set up something regular for the yard gullies?", { service: "drain_unblocking" }, { kind: "work", service: "drainage_maintenance" }],
  // The booking's own business: a day moved, a day asked for, details given, a name.
  ["the tenant is out thursday, could you do the friday instead", { date: "2026-03-12", timeWindow: "morning" }, null],
  ["can someone come at the weekend?", {}, null],
  ["my mobile is 07700 900123, does that work?", {}, null],
  ["put it in the name of Sarah Price", {}, null],
  ["44 Oxford Road, Newbury", {}, null],
  // Who the assistant is is answered by the general reader, not beside the booking.
  ["who are you?", {}, null],
];

describe("a message in a booking, read as a side question or as the booking's own", () => {
  it.each(TABLE)("%s", async (text, draft, expected) => {
    expect(sideQuestion(text, await understand(text), draft, NOW)).toEqual(expected);
  });
});
