import type { Route } from "./+types/chat.messages";
import { API_ERRORS, sendMessageSchema } from "~/features/chat/chat.schema";
import { sendChatMessage } from "~/features/chat/chat.server";
import { log } from "~/lib/log.server";

// POST /api/chat/messages {conversationId, message} -> 200 {"message", "bookingId"?};
// 400 bad input, 404 unknown conversation, 429 a limit reached. Works without cookies.
const NO_STORE = { "Cache-Control": "no-store" };
/** Far more than a 2,000-character message needs, even with every character escaped. */
const MAX_BODY_BYTES = 64 * 1024;

function error(status: number, message: string, headers: Record<string, string> = {}) {
  return Response.json({ error: message }, { status, headers: { ...NO_STORE, ...headers } });
}

export function loader() {
  return error(405, "Use POST to send a message.", { Allow: "POST" });
}

async function readJson(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) return undefined;
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return error(405, "Use POST to send a message.", { Allow: "POST" });
  const body = await readJson(request);
  if (!body || typeof body !== "object" || Array.isArray(body)) return error(400, API_ERRORS.malformed);
  const parsed = sendMessageSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues.find((i) => i.path[0] === "message") ?? parsed.error.issues[0];
    return error(400, issue?.message ?? API_ERRORS.malformed);
  }
  try {
    const result = await sendChatMessage({ ...parsed.data, ip: context.clientIp });
    if (!result.ok) {
      return error(result.status, result.error, result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {});
    }
    return Response.json(result.reply, { status: 200, headers: NO_STORE });
  } catch (err) {
    log.error({ err }, "chat message failed");
    return error(500, "Something went wrong. Please try again, or call us.");
  }
}
