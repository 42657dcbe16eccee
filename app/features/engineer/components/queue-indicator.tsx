import { useEffect, useState } from "react";
import { flush, onQueue, queued, startQueue, type QueuedAction } from "../offline-queue";

/** Register the service worker (production builds only) and start sending the queue. */
export function useEngineerApp() {
  useEffect(() => {
    startQueue();
    if ("serviceWorker" in navigator && !import.meta.env.DEV) {
      navigator.serviceWorker.register("/engineer-sw.js", { scope: "/engineer" }).catch(() => {});
    }
  }, []);
}

/** The queued actions, kept up to date. */
export function useQueue(): QueuedAction[] {
  const [items, setItems] = useState<QueuedAction[]>([]);
  useEffect(() => {
    let live = true;
    const load = () => void queued().then((list) => live && setItems(list));
    load();
    const stop = onQueue(load);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return items;
}

/** Whether the browser thinks it is online. */
export function useOnline() {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  return online;
}

/** "3 changes waiting to send", offline or not, and any held by a conflict or refused. */
export function QueueIndicator() {
  const items = useQueue();
  const online = useOnline();
  const waiting = items.filter((i) => i.state === "waiting").length;
  const held = items.length - waiting;
  if (items.length === 0 && online) return null;
  return (
    <div role="status" aria-live="polite" className="flex flex-wrap items-center gap-2 border-b bg-amber-50 px-4 py-2 text-sm text-amber-950">
      {!online ? <strong>Offline.</strong> : null}
      <span data-testid="queue-count">{waiting === 0 ? "Nothing waiting to send" : `${waiting} ${waiting === 1 ? "change" : "changes"} waiting to send`}</span>
      {held > 0 ? <span className="font-semibold text-red-800">{held} need your attention</span> : null}
      {online && waiting > 0 ? (
        <button type="button" className="min-h-10 rounded-md border border-amber-900 px-3" onClick={() => void flush()}>
          Send now
        </button>
      ) : null}
    </div>
  );
}
