import type { Route } from "./+types/events";
import { requireStaff } from "~/features/auth/guard.server";
import { subscribeVisitChanges } from "~/features/visits/visit-listener.server";

const KEEP_ALIVE_MS = 25_000;

/**
 * The dispatch board's live feed (server-sent events): `event: visit` with the changed visit's id on
 * every committed visit change, `event: resync` after the listener had to reconnect, and a comment
 * every 25 s so that proxies keep the connection open.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const headers = {
    "Content-Type": "text/event-stream; charset=utf-8",
    // no-transform: the compression middleware leaves the stream alone, so each event goes out at once.
    "Cache-Control": "no-store, no-transform",
    "X-Accel-Buffering": "no",
  };
  // Only an event source (which asks for text/event-stream) is kept open; any other request is told how
  // long to wait and answered at once, so that a plain fetch of the address does not hang.
  if (!/text\/event-stream/.test(request.headers.get("accept") ?? "")) return new Response("retry: 5000\n\n", { headers });
  const encoder = new TextEncoder();
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const unsubscribe = subscribeVisitChanges((event) => send(event.type === "changed" ? `event: visit\ndata: ${event.visitId}\n\n` : "event: resync\ndata: \n\n"));
      const timer = setInterval(() => send(": keep-alive\n\n"), KEEP_ALIVE_MS);
      stop = () => {
        clearInterval(timer);
        unsubscribe();
        request.signal.removeEventListener("abort", onAbort);
      };
      const onAbort = () => {
        stop();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      request.signal.addEventListener("abort", onAbort);
      send("retry: 5000\n: connected\n\n");
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, { headers });
}
