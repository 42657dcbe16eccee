/**
 * Runs the corpus through an assistant (the built-in engine, or any function with its signature)
 * and scores it: intent accuracy, slot accuracy, bookings completed, turns to book, fallback rate,
 * and the dialogue rules (never an empty reply, never the same reply twice in a row).
 */
import { bookingConfirmedReply } from "../booking-request.server";
import type { ChatState, EngineInput, EngineOutput, BookingRequest } from "../dialogue-state.server";
import { DIALOGUES } from "./dialogues";
import { CORPUS_BUSINESS, CORPUS_NOW, FALLBACK, SIGNATURES, UNANSWERABLE, type CorpusMessage, type Dialogue, type SlotName, type Slots } from "./labels";
import { MESSAGES } from "./messages";
import type { HistoryMessage } from "../llm.server";

/** The built-in engine, or the model path: the conversation so far comes with each message (the engine ignores it). */
export type Assistant = (input: EngineInput & { history: HistoryMessage[] }) => Promise<EngineOutput>;

export type MessageResult = { message: CorpusMessage; reply: string; intentOk: boolean; failedLabels: string[]; slotsOk: number; slotsTotal: number; slotErrors: string[]; fallback: boolean };
export type DialogueResult = { dialogue: Dialogue; replies: string[]; problems: string[]; booked?: BookingRequest; turnsToBook?: number };

export type Report = {
  messages: MessageResult[];
  dialogues: DialogueResult[];
  intentAccuracy: number;
  slotAccuracy: number;
  bookingDialogues: number;
  bookingsCompleted: number;
  medianTurnsToBook: number | null;
  answerable: number;
  fallbackRate: number;
  dialogueRuleBreaks: number;
};

/** One turn as the chat service runs it: a submitted booking gets the confirmation and clears the draft. */
async function turn(assistant: Assistant, state: ChatState, message: string, history: HistoryMessage[]) {
  const out = await assistant({ state, message, now: CORPUS_NOW, business: CORPUS_BUSINESS, history: [...history] });
  const reply = out.submit ? bookingConfirmedReply(out.submit, "TEST0001", CORPUS_BUSINESS) : out.reply;
  history.push({ role: "user", content: message }, { role: "assistant", content: reply });
  if (!out.submit) return { reply: out.reply, state: out.state };
  return { reply, state: { ...out.state, booking: undefined, offer: undefined, pendingDescription: undefined, lastBookingId: "test" } as ChatState, booked: out.submit };
}

const norm = (s: string) => s.toLowerCase().replace(/[,.]/g, " ").replace(/\s+/g, " ").trim();

function slotValue(state: ChatState, slot: SlotName): string | undefined {
  const draft = state.booking?.draft;
  if (!draft) return undefined;
  return draft[slot] as string | undefined;
}

function bookedValue(booking: BookingRequest, slot: SlotName): string | undefined {
  switch (slot) {
    case "addressLine":
      return booking.address.replace(new RegExp(`,?\\s*${booking.postcode}$`), "");
    case "email":
      return booking.email ?? undefined;
    default:
      return booking[slot];
  }
}

function compareSlots(expected: Slots, read: (slot: SlotName) => string | undefined) {
  const errors: string[] = [];
  let ok = 0;
  for (const [slot, want] of Object.entries(expected) as [SlotName, string][]) {
    const got = read(slot);
    if (got !== undefined && norm(got) === norm(want)) ok++;
    else errors.push(`${slot}: wanted ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
  }
  return { ok, total: Object.keys(expected).length, errors };
}

export async function runMessage(assistant: Assistant, message: CorpusMessage): Promise<MessageResult> {
  let state: ChatState = {};
  const history: HistoryMessage[] = [];
  for (const before of message.context ?? []) state = (await turn(assistant, state, before, history)).state;
  const out = await turn(assistant, state, message.text, history);
  const failedLabels: string[] = message.intents.filter((label) => !SIGNATURES[label](out.reply, out.state));
  if (message.reply && !message.reply.test(out.reply)) failedLabels.push(`reply ${message.reply}`);
  if (message.not && message.not.test(out.reply)) failedLabels.push(`not ${message.not}`);
  const answerable = !message.intents.some((l) => UNANSWERABLE.has(l));
  const fallback = FALLBACK.test(out.reply);
  if (answerable && fallback) failedLabels.push("fallback");
  if (!out.reply.trim()) failedLabels.push("empty reply");
  const slots = message.slots ? compareSlots(message.slots, (slot) => slotValue(out.state, slot)) : { ok: 0, total: 0, errors: [] };
  return { message, reply: out.reply, intentOk: failedLabels.length === 0, failedLabels, slotsOk: slots.ok, slotsTotal: slots.total, slotErrors: slots.errors, fallback: answerable && fallback };
}

export async function runDialogue(assistant: Assistant, dialogue: Dialogue): Promise<DialogueResult> {
  let state: ChatState = {};
  const replies: string[] = [];
  const problems: string[] = [];
  let booked: BookingRequest | undefined;
  let turnsToBook: number | undefined;
  const history: HistoryMessage[] = [];
  for (const [i, t] of dialogue.turns.entries()) {
    const out = await turn(assistant, state, t.say, history);
    state = out.state;
    const n = i + 1;
    if (!out.reply.trim()) problems.push(`turn ${n}: empty reply`);
    if (replies.length && replies[replies.length - 1] === out.reply) problems.push(`turn ${n}: the same reply twice`);
    if (t.reply && !t.reply.test(out.reply)) problems.push(`turn ${n} "${t.say}": reply did not match ${t.reply}: ${out.reply}`);
    if (t.not && t.not.test(out.reply)) problems.push(`turn ${n} "${t.say}": reply matched ${t.not}: ${out.reply}`);
    replies.push(out.reply);
    if (out.booked) {
      if (booked) problems.push(`turn ${n}: booked twice`);
      booked = out.booked;
      turnsToBook = n;
    }
  }
  if (dialogue.books) {
    if (!booked) problems.push("the booking was not completed");
    else {
      const { emergency, ...slots } = dialogue.books;
      const cmp = compareSlots(slots, (slot) => bookedValue(booked!, slot));
      problems.push(...cmp.errors.map((e) => `booked ${e}`));
      if (emergency !== undefined && booked.emergency !== emergency) problems.push(`booked emergency: wanted ${emergency}`);
    }
  } else if (booked) problems.push("booked, but this dialogue must book nothing");
  return { dialogue, replies, problems, booked, turnsToBook };
}

function median(values: number[]) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export async function runCorpus(assistant: Assistant, messages = MESSAGES, dialogues = DIALOGUES): Promise<Report> {
  const m: MessageResult[] = [];
  for (const message of messages) m.push(await runMessage(assistant, message));
  const d: DialogueResult[] = [];
  for (const dialogue of dialogues) d.push(await runDialogue(assistant, dialogue));
  const slotsTotal = m.reduce((s, r) => s + r.slotsTotal, 0);
  const bookingDialogues = d.filter((r) => r.dialogue.books);
  const answerable = m.filter((r) => !r.message.intents.some((l) => UNANSWERABLE.has(l)));
  return {
    messages: m,
    dialogues: d,
    intentAccuracy: m.filter((r) => r.intentOk).length / m.length,
    slotAccuracy: slotsTotal ? m.reduce((s, r) => s + r.slotsOk, 0) / slotsTotal : 1,
    bookingDialogues: bookingDialogues.length,
    bookingsCompleted: bookingDialogues.filter((r) => r.booked && r.problems.length === 0).length,
    medianTurnsToBook: median(bookingDialogues.flatMap((r) => (r.turnsToBook ? [r.turnsToBook] : []))),
    answerable: answerable.length,
    fallbackRate: answerable.filter((r) => r.fallback).length / answerable.length,
    dialogueRuleBreaks: d.reduce((s, r) => s + r.problems.length, 0),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function formatReport(r: Report, verbose = false) {
  const lines = [
    `messages: ${r.messages.length}, dialogues: ${r.dialogues.length}`,
    `intent accuracy: ${pct(r.intentAccuracy)} (${r.messages.filter((x) => x.intentOk).length}/${r.messages.length})`,
    `slot accuracy: ${pct(r.slotAccuracy)} (${r.messages.reduce((s, x) => s + x.slotsOk, 0)}/${r.messages.reduce((s, x) => s + x.slotsTotal, 0)})`,
    `bookings completed: ${r.bookingsCompleted}/${r.bookingDialogues}`,
    `median turns to book: ${r.medianTurnsToBook ?? "n/a"}`,
    `fallback rate on answerable messages: ${pct(r.fallbackRate)} (${r.messages.filter((x) => x.fallback).length}/${r.answerable})`,
    `dialogues with a problem: ${r.dialogues.filter((x) => x.problems.length).length}/${r.dialogues.length}`,
  ];
  if (verbose) {
    lines.push("", "Messages that failed:");
    for (const x of r.messages.filter((x) => !x.intentOk || x.slotErrors.length)) {
      lines.push(`- "${x.message.text}" [${x.message.intents.join(", ")}] ${[...x.failedLabels, ...x.slotErrors].join("; ")}\n    → ${x.reply.slice(0, 200).replace(/\n/g, " ")}`);
    }
    lines.push("", "Dialogues with a problem:");
    for (const x of r.dialogues.filter((x) => x.problems.length)) lines.push(`- ${x.dialogue.name}: ${x.problems.join("; ").slice(0, 600)}`);
  }
  return lines.join("\n");
}
