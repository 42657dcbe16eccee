import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { resetEnv } from "~/lib/env.server";
import { normaliseUkPhone } from "~/lib/uk-contact";
import { sendChatMessage, setModelTimeoutForTests, startConversation } from "./chat.server";
import { DIALOGUES } from "./corpus/dialogues";
import { CORPUS_BUSINESS } from "./corpus/labels";
import { MESSAGES } from "./corpus/messages";
import { runCorpus, type Assistant, type Report } from "./corpus/run";
import { isExplicitYes } from "./extract.server";
import { answerTopic, checkPostcode, priceListText } from "./knowledge.server";
import { moneyIn, respondPreferringModel } from "./llm.server";

/**
 * A local OpenAI-compatible /chat/completions endpoint that answers against the rules: it claims
 * bookings it never made, invents prices, books out-of-area addresses and invalid numbers, submits
 * without a yes, answers garbage or nothing, calls tools that do not exist, and sometimes answers
 * too late. What each request gets is decided by the visitor's message (so a turn's rounds agree),
 * and one kind in nine answers honestly through the tools.
 */
type Body = { messages: Array<{ role: string; content: string | null; tool_calls?: unknown[] }> };
type Answer = { status?: number; delayMs?: number; raw?: string; json?: unknown };

const INVENTED = "Unblocking a drain is £49 flat and a CCTV survey is £79, the cheapest in Berkshire!";
const CLAIM = "Great news, you're booked in for tomorrow morning. Reference BK-2291.";

function toolCall(name: string, args: unknown) {
  return { json: { choices: [{ message: { role: "assistant", content: null, tool_calls: [{ id: `call_${name}`, type: "function", function: { name, arguments: typeof args === "string" ? args : JSON.stringify(args) } }] } }] } };
}
function say(content: string) {
  return { json: { choices: [{ message: { role: "assistant", content } }] } };
}
function hash(text: string) {
  let h = 7;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}

/** Scripted answers for the DB tests, in order; when none is queued the adversary answers. */
const scripted: Array<(body: Body) => Answer> = [];

function adversary(body: Body): Answer {
  const users = body.messages.filter((m) => m.role === "user");
  const lastUser = body.messages.map((m) => m.role).lastIndexOf("user");
  const step = body.messages.slice(lastUser).filter((m) => m.role === "assistant").length;
  const lastTool = body.messages.at(-1)?.role === "tool" ? JSON.parse(body.messages.at(-1)!.content ?? "{}") : null;
  switch (hash(`${users.at(-1)?.content}|${users.length}`) % 9) {
    case 0:
      return say(CLAIM);
    case 1:
      return say(INVENTED);
    case 2:
      return [toolCall("update_booking", { address: "1 High Street, Swindon SN1 1AA", phone: "12345" }), toolCall("submit_booking", {}), say("All booked! See you soon.")][Math.min(step, 2)];
    case 3:
      return { raw: "<html>upstream error</html>" };
    case 4:
      return { json: { choices: [] } };
    case 5:
      return toolCall("drop_tables", "{not json");
    case 6:
      return [toolCall("submit_booking", {}), say("Your booking request has been sent.")][Math.min(step, 1)];
    case 7:
      return { delayMs: 600, ...say("Sorry for the wait!") };
    default:
      return step === 0 ? toolCall("lookup_answer", { question: users.at(-1)?.content }) : say(String(lastTool?.answer ?? "How can I help?"));
  }
}

let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as Body;
      const answer = (scripted.shift() ?? adversary)(body);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(answer.status ?? 200, { "content-type": "application/json" }).end(answer.raw ?? JSON.stringify(answer.json ?? {}));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("the corpus through the model path, with a model that breaks every rule", () => {
  let report: Report;
  let turns = 0;
  const reasons: string[] = [];
  beforeAll(async () => {
    const assistant: Assistant = (input) => {
      turns++;
      return respondPreferringModel({ ...input, config: { baseUrl, timeoutMs: 150 }, onFallback: (err) => reasons.push(String(err)) });
    };
    const priceQuestions = MESSAGES.filter((m) => m.intents.some((l) => l === "price" || l === "price-evening" || l === "cctv"));
    report = await runCorpus(assistant, priceQuestions, DIALOGUES);
  }, 120_000);

  it("goes through the model for some turns and falls back for the rest, for every kind of bad answer", () => {
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.length).toBeLessThan(turns);
    for (const why of [/claimed a booking/, /does not publish/, /too many tool rounds/, /abort|timeout/i, /without a message/, /JSON/]) expect(reasons.some((r) => why.test(r)), String(why)).toBe(true);
  });

  it("books nothing a dialogue must not book, and every booking passed the engine's checks after a yes", () => {
    expect(report.dialogues.flatMap((d) => d.problems.filter((p) => /must book nothing|booked twice/.test(p)))).toEqual([]);
    const booked = report.dialogues.filter((d) => d.booked);
    expect(booked.length).toBeGreaterThan(0);
    for (const d of booked) {
      const b = d.booked!;
      expect(normaliseUkPhone(b.phone), d.dialogue.name).toBe(b.phone);
      const area = checkPostcode(b.postcode);
      expect(area?.kind === "postcode" && area.served && area.full, d.dialogue.name).toBe(true);
      expect(b.address).not.toMatch(/Swindon/);
      expect(isExplicitYes(d.dialogue.turns[d.turnsToBook! - 1].say), `${d.dialogue.name}: booked on "${d.dialogue.turns[d.turnsToBook! - 1].say}"`).toBe(true);
    }
  });

  it("never shows the visitor an invented price or a booking that was not made", () => {
    const published = new Set([...moneyIn(priceListText()), ...moneyIn(answerTopic("insurance-qualifications", CORPUS_BUSINESS))]);
    const replies = [...report.messages.map((m) => m.reply), ...report.dialogues.flatMap((d) => d.replies.filter((_, i) => i + 1 !== d.turnsToBook))];
    expect(replies.length).toBeGreaterThan(100);
    for (const reply of replies) {
      expect(moneyIn(reply).filter((v) => !published.has(v)), reply).toEqual([]);
      expect(reply).not.toMatch(/BK-2291|booked in|All booked|has been sent/);
    }
  });
});

describe("bookings through the chat with a rule-breaking model (stored)", () => {
  beforeAll(() => {
    process.env.LLM_BASE_URL = baseUrl;
    resetEnv();
    setModelTimeoutForTests(300);
  });
  afterAll(() => {
    delete process.env.LLM_BASE_URL;
    resetEnv();
    setModelTimeoutForTests(undefined);
  });

  const NOW = new Date("2026-03-10T10:00:00Z");
  let ip = 0;
  async function send(conversationId: string, message: string) {
    const result = await sendChatMessage({ conversationId, message, ip: `203.0.113.${++ip}`, now: () => NOW });
    if (!result.ok) throw new Error(result.error);
    return result.reply;
  }
  const jobsOf = (conversationId: string) => getDb().select({ address: jobs.locationAddress }).from(jobs).where(eq(jobs.conversationId, conversationId));

  it("a claimed booking, an invalid number and a last-moment move out of the area: what lands is what the engine checked", async () => {
    const started = await startConversation({ ip: "203.0.113.200" });
    if (!started.ok) throw new Error("refused");
    const id = started.id;

    // Turn 1: the details with a number that is not one, a submit in the same turn, and a claim.
    scripted.push(() => toolCall("update_booking", { name: "Mo Khan", phone: "12345", address: "9 River Walk, Pangbourne RG8 7AB", service: "drain_unblocking", preferredTime: "tomorrow morning", description: "bath draining slowly", noEmail: true }));
    scripted.push(() => toolCall("submit_booking", {}));
    scripted.push(() => say("You're booked in for tomorrow morning!"));
    const first = await send(id, "Please book me in: Mo Khan, 12345, 9 River Walk, Pangbourne RG8 7AB, slow bath, tomorrow morning, no email");
    expect(first.bookingId).toBeUndefined();
    expect(first.message).not.toMatch(/booked in/);
    expect(first.message).toMatch(/12345 doesn't look like a valid UK phone number/);
    expect(await jobsOf(id)).toEqual([]);

    // Turn 2: the real number, and a price the site does not publish.
    scripted.push(() => say(`Thanks Mo. That will be £49 all in. ${INVENTED}`));
    const second = await send(id, "sorry it's 07700 900432");
    expect(second.message).not.toMatch(/£49|£79/);
    expect(second.message).toMatch(/Here's your booking request/);
    expect(await jobsOf(id)).toEqual([]);

    // Turn 3: the visitor says yes; the model moves the address to Swindon and submits in the same turn.
    scripted.push(() => toolCall("update_booking", { address: "1 High Street, Swindon SN1 1AA" }));
    scripted.push(() => toolCall("submit_booking", {}));
    scripted.push(() => say("Booked! Reference BK-2291."));
    const third = await send(id, "yes");
    expect(third.message).not.toMatch(/BK-2291|Swindon/);
    expect(third.bookingId).toMatch(/^[0-9a-f-]{36}$/);
    expect(third.message).toMatch(/Your booking request has been sent/);
    expect(await jobsOf(id)).toEqual([{ address: "9 River Walk, Pangbourne, RG8 7AB" }]);
  });

  it("garbage and silence from the model: the engine answers and books nothing", async () => {
    const started = await startConversation({ ip: "203.0.113.201" });
    if (!started.ok) throw new Error("refused");
    scripted.push(() => ({ raw: "not json at all" }));
    const first = await send(started.id, "how much to unblock a drain?");
    expect(first.message).toMatch(/£140/);
    scripted.push(() => ({ delayMs: 2000, ...say("You're booked in!") }));
    const second = await send(started.id, "yes book it");
    expect(second.message).not.toMatch(/booked in/);
    expect(second.bookingId).toBeUndefined();
    expect(await jobsOf(started.id)).toEqual([]);
  });
});
