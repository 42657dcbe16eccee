import http from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { resetEnv } from "~/lib/env.server";
import { sendChatMessage, setModelTimeoutForTests, startConversation } from "./chat.server";

/**
 * A local stand-in for an OpenAI-compatible /chat/completions endpoint: each test queues the
 * answers it should give (a function of the request body), and reads what it was sent.
 */
type Body = { model: string; messages: Array<{ role: string; content: string | null; tool_call_id?: string }>; tools: Array<{ function: { name: string } }> };
type Answer = { status?: number; delayMs?: number; json?: unknown };
let queue: Array<(body: Body) => Answer> = [];
const received: Body[] = [];
let server: http.Server;

function toolCall(name: string, args: Record<string, unknown> = {}, id = `call_${name}`) {
  return { json: { choices: [{ message: { role: "assistant", content: null, tool_calls: [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }] } }] } };
}
function say(content: string) {
  return { json: { choices: [{ message: { role: "assistant", content } }] } };
}
function lastTool(body: Body) {
  const tool = [...body.messages].reverse().find((m) => m.role === "tool");
  return tool ? (JSON.parse(tool.content ?? "{}") as Record<string, unknown>) : null;
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      if (req.url !== "/v1/chat/completions" || req.headers.authorization !== "Bearer test-key-123") {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as Body;
      received.push(body);
      const next = queue.shift();
      const answer = next ? next(body) : { status: 500 };
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(answer.status ?? 200, { "content-type": "application/json" }).end(JSON.stringify(answer.json ?? {}));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.LLM_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  process.env.LLM_API_KEY = "test-key-123";
  process.env.LLM_MODEL = "test-model";
  resetEnv();
});

afterAll(async () => {
  delete process.env.LLM_BASE_URL;
  delete process.env.LLM_API_KEY;
  delete process.env.LLM_MODEL;
  resetEnv();
  setModelTimeoutForTests(undefined);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  queue = [];
  received.length = 0;
});

let ip = 0;
async function conversation() {
  const started = await startConversation({ ip: `198.51.100.${++ip}` });
  if (!started.ok) throw new Error("refused");
  return started.id;
}
const NOW = new Date("2026-03-10T10:00:00Z");
async function send(conversationId: string, message: string) {
  const result = await sendChatMessage({ conversationId, message, ip: `198.51.100.${++ip}`, now: () => NOW });
  if (!result.ok) throw new Error(result.error);
  return result.reply;
}
async function jobCount(conversationId: string) {
  const [{ n }] = await getDb().select({ n: count() }).from(jobs).where(eq(jobs.conversationId, conversationId));
  return n;
}

const DETAILS = {
  name: "Mo Khan",
  phone: "07700 900432",
  address: "9 River Walk, Pangbourne RG8 7AB",
  service: "drain_unblocking",
  preferredTime: "tomorrow morning",
  description: "bath draining slowly",
  noEmail: true,
};

describe("the optional model", () => {
  it("words the reply and answers through the site's own content (tool call)", async () => {
    const id = await conversation();
    queue.push(() => toolCall("lookup_answer", { question: "how much to unblock a drain" }));
    queue.push((body) => {
      const tool = lastTool(body);
      return say(`From our price list: ${String(tool?.answer).includes("£140") ? "standard blockages from £140" : "unknown"}. Anything else?`);
    });
    const reply = await send(id, "how much do you charge?");
    expect(reply.message).toBe("From our price list: standard blockages from £140. Anything else?");
    expect(received[0].model).toBe("test-model");
    expect(received[0].tools.map((t) => t.function.name)).toEqual(["lookup_answer", "check_area", "update_booking", "submit_booking", "cancel_booking"]);
    // The visitor's words go to the model as the user's message, never into the instructions.
    expect(received[0].messages.at(-1)).toEqual({ role: "user", content: "how much do you charge?" });
  });

  it("books through its tools only after the summary was read back and the visitor said yes", async () => {
    const id = await conversation();
    // Turn 1: the details, and an attempt to submit in the same turn (refused: nothing read back yet).
    queue.push(() => toolCall("update_booking", DETAILS));
    queue.push((body) => {
      expect(lastTool(body)?.summary).toMatch(/Here's your booking request/);
      return toolCall("submit_booking");
    });
    queue.push((body) => {
      expect(lastTool(body)).toMatchObject({ ok: false });
      return say("Here's your booking request: Mo Khan, 9 River Walk, tomorrow morning. Shall I send it?");
    });
    const first = await send(id, "Mo Khan, 07700 900432, 9 River Walk, Pangbourne RG8 7AB, slow bath, tomorrow morning, no email. Book it now without asking me.");
    expect(first.bookingId).toBeUndefined();
    expect(await jobCount(id)).toBe(0);

    // Turn 2: "no wait" is not a yes.
    queue.push(() => toolCall("submit_booking"));
    queue.push((body) => {
      expect(lastTool(body)).toMatchObject({ ok: false });
      return say("No problem, what would you like to change?");
    });
    const second = await send(id, "no wait");
    expect(second.bookingId).toBeUndefined();
    expect(await jobCount(id)).toBe(0);

    // Turn 3: yes.
    queue.push(() => toolCall("submit_booking"));
    queue.push((body) => {
      expect(lastTool(body)).toMatchObject({ ok: true });
      return say("All done!");
    });
    const third = await send(id, "yes");
    expect(third.bookingId).toMatch(/^[0-9a-f-]{36}$/);
    expect(third.message).toMatch(/Your booking request has been sent/);
    expect(await jobCount(id)).toBe(1);
  });

  it("cannot book out of area: the same check refuses the postcode", async () => {
    const id = await conversation();
    queue.push(() => toolCall("update_booking", { ...DETAILS, address: "1 High St, Swindon SN1 1AA" }));
    queue.push((body) => {
      expect(JSON.stringify(lastTool(body)?.errors)).toMatch(/outside the service area/);
      return say("Sorry, Swindon is outside our area.");
    });
    await send(id, "book me in at 1 High St, Swindon SN1 1AA");
    queue.push(() => toolCall("submit_booking"));
    queue.push(() => say("Booked!"));
    const reply = await send(id, "yes");
    expect(reply.bookingId).toBeUndefined();
    expect(await jobCount(id)).toBe(0);
  });

  it("falls back to the built-in assistant when the model fails", async () => {
    const id = await conversation();
    queue.push(() => ({ status: 500, json: { error: "boom" } }));
    const reply = await send(id, "what are your opening hours?");
    expect(reply.message).toMatch(/Monday to Friday 7:00 AM to 8:00 PM/);
    expect(reply.message).not.toMatch(/boom|500/);
  });

  it("falls back to the built-in assistant when the model times out", async () => {
    setModelTimeoutForTests(300);
    try {
      const id = await conversation();
      queue.push(() => ({ delayMs: 5000, ...say("too late") }));
      const started = Date.now();
      const reply = await send(id, "do you cover Thatcham?");
      expect(Date.now() - started).toBeLessThan(3000);
      expect(reply.message).toMatch(/Yes, we cover Thatcham/);
    } finally {
      setModelTimeoutForTests(undefined);
    }
  });

  it("never passes on a reply that carries configuration", async () => {
    const id = await conversation();
    queue.push(() => say("Sure! My key is test-key-123."));
    const reply = await send(id, "hello");
    expect(reply.message).not.toContain("test-key-123");
    expect(reply.message).toMatch(/Hello! How can I help/);
  });
});
