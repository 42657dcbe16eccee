import { openDB, type IDBPDatabase } from "idb";
import type { ActionOk, ActionRefused, EngineerAction, MyVisit } from "./engineer-types";

// The phone's queue of engineer actions (docs/decisions/0090), in IndexedDB so that it survives a
// closed tab or a dead battery: each action with its idempotency key, the visit version it was made
// against, and its photo's bytes. Sent in order when the network is there; after each success the
// following actions of the same visit are rebased on the version the server answered, so the
// engineer's own changes never conflict with each other. A conflict (the office changed the visit)
// holds that visit's actions until the engineer decides; a refusal is kept to be shown, not retried.
// Browser only.

export type QueuedAction = {
  seq?: number;
  key: string;
  visitId: string;
  baseVersion: number;
  action: EngineerAction;
  payload: Record<string, unknown>;
  photo?: Blob | null;
  /** A small image to show until the photo is sent (a data: URL). */
  preview?: string | null;
  state: "waiting" | "conflict" | "refused";
  message?: string;
  createdAt: number;
};

export type QueueEvent =
  { kind: "sent"; item: QueuedAction; visit: MyVisit } | { kind: "conflict"; item: QueuedAction; visit: MyVisit | null } | { kind: "changed" };

const DB_NAME = "engineer-queue";
const STORE = "actions";
let dbPromise: Promise<IDBPDatabase> | null = null;

function db() {
  dbPromise ??= openDB(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: "seq", autoIncrement: true });
    },
  });
  return dbPromise;
}

const listeners = new Set<(event: QueueEvent) => void>();

/** Be told when the queue changes, an action is sent, or one conflicts. Returns the unsubscribe. */
export function onQueue(listener: (event: QueueEvent) => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: QueueEvent) {
  for (const l of listeners) l(event);
}

/** Every queued action, oldest first. */
export async function queued(): Promise<QueuedAction[]> {
  return (await (await db()).getAll(STORE)) as QueuedAction[];
}

let lock: Promise<unknown> = Promise.resolve();

/** Run `fn` alone among the queue's changes (an action queued while another's answer is being recorded). */
function locked<T>(fn: () => Promise<T>): Promise<T> {
  const run = lock.then(fn);
  lock = run.catch(() => {});
  return run;
}

/**
 * Queue an action made now and try to send the queue. When the visit has actions queued already,
 * it is based on the same version as they are (the queue moves them all on as each is answered).
 */
export async function enqueue(item: Omit<QueuedAction, "key" | "state" | "createdAt" | "seq">) {
  const full = await locked(async () => {
    const earlier = (await queued()).filter((i) => i.visitId === item.visitId && i.state !== "refused");
    const row: QueuedAction = {
      ...item,
      baseVersion: earlier.at(-1)?.baseVersion ?? item.baseVersion,
      key: crypto.randomUUID(),
      state: "waiting",
      createdAt: Date.now(),
    };
    row.seq = (await (await db()).add(STORE, row)) as number;
    return row;
  });
  emit({ kind: "changed" });
  void flush();
  return full;
}

/** Drop a held action (the engineer discards it after a conflict or refusal). */
export async function discard(seq: number) {
  await (await db()).delete(STORE, seq);
  emit({ kind: "changed" });
}

/**
 * After a conflict, the engineer chose to make their changes again on the visit as it now is: the
 * visit's held actions are based on `version` and sent again (each with a new key: they are new
 * decisions, and the key of the refused one has its answer stored).
 */
export async function retryOn(visitId: string, version: number) {
  const database = await db();
  for (const item of await queued()) {
    if (item.visitId !== visitId || item.state === "refused") continue;
    await database.put(STORE, {
      ...item,
      key: item.state === "conflict" ? crypto.randomUUID() : item.key,
      baseVersion: version,
      state: "waiting",
      message: undefined,
    });
  }
  emit({ kind: "changed" });
  void flush();
}

let running: Promise<void> | null = null;

/** Send what is waiting, in order; at most one run at a time (a call during a run runs again after it). */
export function flush(): Promise<void> {
  if (running) return running.then(() => flush());
  running = send().finally(() => {
    running = null;
  });
  return running;
}

async function send() {
  const database = await db();
  const held = new Set<string>();
  for (;;) {
    const items = await queued();
    for (const i of items) if (i.state === "conflict") held.add(i.visitId);
    const item = items.find((i) => i.state === "waiting" && !held.has(i.visitId));
    if (!item) return;
    const form = new FormData();
    form.set("idempotencyKey", item.key);
    form.set("visitId", item.visitId);
    form.set("baseVersion", String(item.baseVersion));
    form.set("action", item.action);
    form.set("payload", JSON.stringify(item.payload));
    form.set("madeAt", String(item.createdAt));
    if (item.photo) form.set("photo", item.photo, item.action === "sign" ? "signature.png" : "photo.jpg");
    let response: Response;
    try {
      response = await fetch("/engineer/actions", { method: "POST", body: form, credentials: "same-origin", headers: { Accept: "application/json" } });
    } catch {
      return; // offline: the 'online' event or the next timer sends it
    }
    if (response.status >= 500 || response.status === 429 || response.redirected || !(response.headers.get("content-type") ?? "").includes("json")) return;
    const body = (await response.json()) as ActionOk | ActionRefused;
    if (response.ok && "ok" in body) {
      await locked(async () => {
        await database.delete(STORE, item.seq!);
        // Chain the versions: the visit's next queued actions follow this one.
        for (const next of await queued()) {
          if (next.visitId === item.visitId && next.state !== "refused") await database.put(STORE, { ...next, baseVersion: body.version });
        }
      });
      emit({ kind: "sent", item, visit: body.visit });
    } else if (response.status === 409 && "error" in body && body.visit) {
      await database.put(STORE, { ...item, state: "conflict", message: body.error.message });
      held.add(item.visitId);
      emit({ kind: "conflict", item, visit: body.visit });
    } else {
      const message = "error" in body ? body.error.message : "Refused";
      await database.put(STORE, { ...item, state: "refused", message });
      emit({ kind: "changed" });
    }
  }
}

let started = false;

/** Send the queue now, whenever the network comes back, and every 30 seconds. */
export function startQueue() {
  if (started || typeof window === "undefined") return;
  started = true;
  window.addEventListener("online", () => void flush());
  setInterval(() => {
    if (navigator.onLine) void flush();
  }, 30_000);
  void flush();
}
