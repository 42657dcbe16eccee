import type { Route } from "./+types/chat.conversations";
import { startConversation } from "~/features/chat/chat.server";
import { log } from "~/lib/log.server";

// POST /api/chat/conversations -> 201 {"id"}; 429 {"error"} when one address starts too many.
const NO_STORE = { "Cache-Control": "no-store" };

export function loader() {
  return Response.json({ error: "Use POST to start a conversation." }, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ error: "Use POST to start a conversation." }, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
  }
  try {
    const result = await startConversation({ ip: context.clientIp });
    if (!result.ok) {
      return Response.json({ error: result.error }, { status: 429, headers: { ...NO_STORE, "Retry-After": String(result.retryAfterSeconds) } });
    }
    return Response.json({ id: result.id }, { status: 201, headers: NO_STORE });
  } catch (err) {
    log.error({ err }, "chat conversation failed");
    return Response.json({ error: "Something went wrong. Please try again, or call us." }, { status: 500, headers: NO_STORE });
  }
}
