/**
 * Chat conversations: starting one, answering a message (rate limits, the assistant's turn, the
 * booking it may make, storage of every message), and the back-office's list and transcript.
 *
 * The dialogue state lives in the conversation row. A turn reads it, lets the assistant work
 * without holding a database connection (the model path may take seconds; the free windows are
 * read through `freeSlots`), then writes the visitor's message, the reply, the new state and any
 * booking (a request, or a free window chosen) in one transaction that locks the row and checks that
 * no other turn came first; if one did, the turn is worked out again.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { EXACT_TOTAL_LIMIT } from "~/lib/paging";
import { listTotal } from "~/lib/totals.server";
import { getDb } from "~/db/client.server";
import { chatConversations, chatMessages, jobs } from "~/db/schema";
import { getBusiness } from "~/lib/business.server";
import { getEnv } from "~/lib/env.server";
import { isUuid } from "~/lib/ids";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { freeSlots } from "~/features/booking/free-slots.server";
import { bookChatSlot, bookingReference, createChatBooking } from "./booking.server";
import { API_ERRORS } from "./chat.schema";
import type { ChatReply } from "./chat-text";
import { bookingConfirmedReply } from "./booking-request.server";
import { readState, type ChatState, type EngineOutput, type SlotFinder } from "./dialogue-state.server";
import type { ChatBusiness } from "./knowledge.server";
import { respondPreferringModel, type HistoryMessage } from "./llm.server";
import { warmUpNlu } from "./nlu.server";
import { log } from "~/lib/log.server";
import { clientAddressKey } from "~/lib/client-address";

/** Limits per client address and per conversation (fixed windows, kept in PostgreSQL). */
export const CHAT_LIMITS = {
  conversationsPerIp: { max: 30, windowSeconds: 60 * 60 },
  messagesPerIp: { max: 120, windowSeconds: 10 * 60 },
  messagesPerConversation: { max: 40, windowSeconds: 10 * 60 },
} as const;

/** A conversation longer than this many turns is closed: the visitor is asked to call. */
export const MAX_TURNS_PER_CONVERSATION = 200;

export type ChatResult =
  | { ok: true; reply: ChatReply }
  | { ok: false; status: 404 | 429; error: string; retryAfterSeconds?: number };

function chatBusiness(): ChatBusiness {
  const b = getBusiness();
  return { name: b.name, phone: b.phone, email: b.email };
}

/** Limits count an IPv4 address, or an IPv6 address's /64 network. */
const ipKey = clientAddressKey;

/** A new, empty conversation; refused when one address starts too many. */
export async function startConversation({ ip }: { ip: string }): Promise<{ ok: true; id: string } | { ok: false; error: string; retryAfterSeconds: number }> {
  const { max, windowSeconds } = CHAT_LIMITS.conversationsPerIp;
  const limit = await hitRateLimit(`chat:new:${ipKey(ip)}`, max, windowSeconds);
  if (!limit.allowed) return { ok: false, error: API_ERRORS.rateLimitedConversations, retryAfterSeconds: limit.retryAfterSeconds };
  warmUpNlu();
  const [row] = await getDb()
    .insert(chatConversations)
    .values({ ip: ip || null })
    .returning({ id: chatConversations.id });
  return { ok: true, id: row.id };
}

type Engine = (args: { state: ChatState; message: string; now: Date; business: ChatBusiness; conversationId: string }) => Promise<EngineOutput>;

class TurnConflict extends Error {}

async function history(conversationId: string): Promise<HistoryMessage[]> {
  const rows = await getDb()
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.role))
    .limit(20);
  return rows.reverse();
}

/** The free arrival windows the chat offers: the booking module's, for the next 14 days. */
const findSlots: SlotFinder = async ({ service, postcode, now }) => (await freeSlots({ service, postcode, now })).slots;

/** The assistant: the model when one is configured (the built-in engine on any failure or broken rule), else the built-in engine. */
const defaultEngine: Engine = async ({ state, message, now, business, conversationId }) => {
  const env = getEnv();
  return respondPreferringModel({
    slots: findSlots,
    config: env.LLM_BASE_URL ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: modelTimeoutMs } : null,
    state,
    history: () => history(conversationId),
    message,
    now,
    business,
    onFallback: (err) => log.warn({ err }, "chat model failed; built-in assistant answered"),
  });
};

let modelTimeoutMs: number | undefined;

/** For tests: how long the model may take before the built-in assistant answers instead. */
export function setModelTimeoutForTests(ms: number | undefined) {
  modelTimeoutMs = ms;
}

/**
 * Answer a visitor's message (already validated: trimmed, 1 to 2,000 characters). Returns 404 for
 * an unknown conversation and 429 when a limit is reached; otherwise the reply, with `bookingId`
 * (the job's id) when this message completed a booking.
 */
export async function sendChatMessage({
  conversationId,
  message,
  ip,
  now = () => new Date(),
  engine = defaultEngine,
}: {
  conversationId: string;
  message: string;
  ip: string;
  now?: () => Date;
  engine?: Engine;
}): Promise<ChatResult> {
  const perIp = await hitRateLimit(`chat:ip:${ipKey(ip)}`, CHAT_LIMITS.messagesPerIp.max, CHAT_LIMITS.messagesPerIp.windowSeconds);
  if (!perIp.allowed) return { ok: false, status: 429, error: API_ERRORS.rateLimited, retryAfterSeconds: perIp.retryAfterSeconds };

  if (!isUuid(conversationId)) return { ok: false, status: 404, error: API_ERRORS.notFound };
  const db = getDb();
  const [exists] = await db.select({ state: chatConversations.state }).from(chatConversations).where(eq(chatConversations.id, conversationId));
  if (!exists) return { ok: false, status: 404, error: API_ERRORS.notFound };

  const perConversation = await hitRateLimit(
    `chat:conversation:${conversationId}`,
    CHAT_LIMITS.messagesPerConversation.max,
    CHAT_LIMITS.messagesPerConversation.windowSeconds,
  );
  if (!perConversation.allowed) {
    return { ok: false, status: 429, error: API_ERRORS.rateLimited, retryAfterSeconds: perConversation.retryAfterSeconds };
  }

  const business = chatBusiness();
  const receivedAt = now();
  let current: unknown = exists.state;
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) {
      const [row] = await db.select({ state: chatConversations.state }).from(chatConversations).where(eq(chatConversations.id, conversationId));
      if (!row) return { ok: false, status: 404, error: API_ERRORS.notFound };
      current = row.state;
    }
    const state = readState(current);
    const turn = state.turn ?? 0;
    const output: EngineOutput =
      turn >= MAX_TURNS_PER_CONVERSATION
        ? { reply: `This conversation has reached its length limit. Please call us on ${business.phone}, or start a new chat.`, state }
        : await engine({ state, message, now: receivedAt, business, conversationId });
    try {
      const saved = await saveTurn({ conversationId, turn, message, output, receivedAt, now, business, ip });
      return { ok: true, reply: saved.bookingId ? { message: saved.reply, bookingId: saved.bookingId } : { message: saved.reply } };
    } catch (err) {
      if (err instanceof TurnConflict && attempt < 3) continue;
      throw err;
    }
  }
}

async function saveTurn({
  conversationId,
  turn,
  message,
  output,
  receivedAt,
  now,
  business,
  ip,
}: {
  conversationId: string;
  turn: number;
  message: string;
  output: EngineOutput;
  receivedAt: Date;
  now: () => Date;
  business: ChatBusiness;
  ip: string;
}): Promise<{ reply: string; bookingId?: string }> {
  if (!output.submit && !output.book) {
    // One statement: the state moves on only if no other turn came first, and both messages are
    // written with it (or neither).
    const state: ChatState = { ...output.state, turn: turn + 1 };
    const repliedAt = new Date(Math.max(now().getTime(), receivedAt.getTime() + 1));
    const result = await getDb().execute(sql`
      with moved as (
        update ${chatConversations} set state = ${JSON.stringify(state)}::jsonb, updated_at = ${repliedAt.toISOString()}
        where id = ${conversationId} and coalesce((state->>'turn')::int, 0) = ${turn}
        returning id
      )
      insert into ${chatMessages} (conversation_id, role, content, created_at)
      select id, 'user'::chat_role, ${message}, ${receivedAt.toISOString()}::timestamptz from moved
      union all
      select id, 'assistant'::chat_role, ${output.reply}, ${repliedAt.toISOString()}::timestamptz from moved`);
    if (!result.rowCount) throw new TurnConflict();
    return { reply: output.reply };
  }
  return getDb().transaction(async (tx) => {
    const [locked] = await tx
      .select({ state: chatConversations.state })
      .from(chatConversations)
      .where(eq(chatConversations.id, conversationId))
      .for("update");
    if ((readState(locked?.state).turn ?? 0) !== turn) throw new TurnConflict();

    let state: ChatState = { ...output.state, turn: turn + 1 };
    let reply = output.reply;
    let bookingId: string | undefined;
    if (output.submit) {
      const result = await createChatBooking(tx, { conversationId, booking: output.submit, now: receivedAt });
      bookingId = result.jobId;
      reply = bookingConfirmedReply(output.submit, bookingReference(result.jobId), business);
      state.booking = undefined;
      state.offer = undefined;
      state.pendingDescription = undefined;
      state.lastBookingId = result.jobId;
    } else if (output.book) {
      const booked = await bookChatSlot(tx, { conversationId, state, book: output.book, now: receivedAt, ip, business });
      bookingId = booked.jobId;
      reply = booked.reply;
      state = { ...booked.state, turn: turn + 1, lastReply: booked.jobId ? undefined : booked.reply };
    }
    const repliedAt = new Date(Math.max(now().getTime(), receivedAt.getTime() + 1));
    await tx.insert(chatMessages).values([
      { conversationId, role: "user", content: message, createdAt: receivedAt },
      { conversationId, role: "assistant", content: reply, createdAt: repliedAt },
    ]);
    await tx.update(chatConversations).set({ state, updatedAt: repliedAt }).where(eq(chatConversations.id, conversationId));
    return { reply, bookingId };
  });
}

// ---------------------------------------------------------------------------------------------
// Back-office
// ---------------------------------------------------------------------------------------------

export const CHATS_PAGE_SIZE = 50;

/** Conversations, newest first, with their message count, first visitor message and booking (if any). */
export async function listConversations({ page = 1 }: { page?: number }) {
  const db = getDb();
  const current = Math.max(1, Math.floor(page) || 1);
  const messageCount = sql<number>`(select count(*)::int from ${chatMessages} m where m.conversation_id = ${chatConversations}.id)`;
  const firstMessage = sql<string | null>`(select m.content from ${chatMessages} m where m.conversation_id = ${chatConversations}.id and m.role = 'user' order by m.created_at asc limit 1)`;
  const bookingJobId = sql<string | null>`(select j.id from ${jobs} j where j.conversation_id = ${chatConversations}.id order by j.created_at asc limit 1)`;
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: chatConversations.id,
        createdAt: chatConversations.createdAt,
        updatedAt: chatConversations.updatedAt,
        ip: chatConversations.ip,
        messageCount,
        firstMessage,
        bookingJobId,
      })
      .from(chatConversations)
      .orderBy(desc(chatConversations.createdAt), desc(chatConversations.id))
      .limit(CHATS_PAGE_SIZE)
      .offset((current - 1) * CHATS_PAGE_SIZE),
    listTotal(db, db.select({ one: sql`1` }).from(chatConversations).limit(EXACT_TOTAL_LIMIT + 1).as("counted"), { wholeTable: chatConversations }),
  ]);
  const { total, totalExact } = counted;
  return { rows, total, totalExact, page: current, pageCount: Math.max(1, Math.ceil(total / CHATS_PAGE_SIZE)) };
}

/** A conversation with its messages in order and the jobs booked from it, or null. */
export async function getConversation({ id }: { id: string }) {
  if (!isUuid(id)) return null;
  const db = getDb();
  const [conversation] = await db
    .select({ id: chatConversations.id, createdAt: chatConversations.createdAt, updatedAt: chatConversations.updatedAt, ip: chatConversations.ip })
    .from(chatConversations)
    .where(eq(chatConversations.id, id));
  if (!conversation) return null;
  const [messages, bookings] = await Promise.all([
    db
      .select({ id: chatMessages.id, role: chatMessages.role, content: chatMessages.content, createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, id))
      .orderBy(asc(chatMessages.createdAt), sql`${chatMessages.role} = 'assistant'`),
    db
      .select({ id: jobs.id, title: jobs.title, status: jobs.status, priority: jobs.priority, createdAt: jobs.createdAt })
      .from(jobs)
      .where(and(eq(jobs.conversationId, id)))
      .orderBy(asc(jobs.createdAt)),
  ]);
  return { conversation, messages, bookings };
}
