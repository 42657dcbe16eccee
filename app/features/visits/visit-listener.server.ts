import pg from "pg";
import { getEnv } from "~/lib/env.server";
import { log } from "~/lib/log.server";
import { VISIT_CHANNEL } from "./visit-events.server";

// One LISTEN on "visit_changed" per process, on a connection of its own (a pooled one would be handed
// to other queries), fanned out to everyone subscribed (the dispatch boards open in this process).
// It is opened with the first subscriber and closed with the last. Lost (the database restarted, say),
// it reconnects after a pause and tells every subscriber to reload, as changes may have been missed.

export type VisitEvent = { type: "changed"; visitId: string } | { type: "resync" };
type Listener = (event: VisitEvent) => void;

type Hub = {
  listeners: Set<Listener>;
  client: pg.Client | null;
  /** Resolves once LISTEN is in place (or the attempt failed). */
  ready: Promise<void> | null;
  retry: NodeJS.Timeout | null;
  /** Whether a connection was lost since the last one listened (subscribers then reload). */
  lost: boolean;
};

const RETRY_MS = 2000;
const key = Symbol.for("drainage.visit-listener");
const g = globalThis as unknown as Record<symbol, Hub | undefined>;
const hub: Hub = (g[key] ??= { listeners: new Set(), client: null, ready: null, retry: null, lost: false });

function emit(event: VisitEvent) {
  for (const listener of hub.listeners) {
    try {
      listener(event);
    } catch (err) {
      log.error({ err }, "visit listener failed");
    }
  }
}

function connect() {
  if (hub.client || hub.retry || hub.listeners.size === 0) return;
  const client = new pg.Client({ connectionString: getEnv().DATABASE_URL });
  hub.client = client;
  const lose = (err?: Error) => {
    if (hub.client !== client) return;
    hub.client = null;
    hub.ready = null;
    hub.lost = true;
    if (err) log.error({ message: err.message }, "visit_changed listener lost; reconnecting");
    client.end().catch(() => {});
    if (hub.listeners.size > 0) {
      hub.retry = setTimeout(() => {
        hub.retry = null;
        connect();
      }, RETRY_MS);
      hub.retry.unref();
    }
  };
  client.on("notification", (message) => {
    if (message.channel === VISIT_CHANNEL && message.payload) emit({ type: "changed", visitId: message.payload });
  });
  client.on("error", lose);
  client.on("end", () => lose());
  hub.ready = client
    .connect()
    .then(() => client.query(`LISTEN ${VISIT_CHANNEL}`))
    .then(() => {
      if (hub.lost) {
        hub.lost = false;
        emit({ type: "resync" });
      }
    })
    .catch((err: Error) => lose(err));
}

/** Hear every visit change (committed) in this process until the returned function is called. */
export function subscribeVisitChanges(listener: Listener): () => void {
  hub.listeners.add(listener);
  connect();
  return () => {
    hub.listeners.delete(listener);
    if (hub.listeners.size === 0) stopListening();
  };
}

/** Resolves once this process's LISTEN is in place (tests wait for it before making a change). */
export async function visitListenerReady(): Promise<void> {
  await hub.ready;
}

/** Close the listening connection (the last subscriber left, or the process stops). */
export function stopListening() {
  if (hub.retry) clearTimeout(hub.retry);
  hub.retry = null;
  const client = hub.client;
  hub.client = null;
  hub.ready = null;
  hub.lost = false;
  client?.end().catch(() => {});
}
