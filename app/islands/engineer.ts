// The one script of the engineer's day (/engineer), which is sent as plain HTML rather than
// hydrated React so that a phone on a weak signal shows it at once (docs/decisions/0109): it
// installs the service worker that keeps the app for offline use, sends the queue of changes made
// offline, says what is waiting to be sent, and fetches today's visits once through the worker so
// that each can be opened without a network. The visit's job sheet is a React page of its own.
import { flush, onQueue, queued, startQueue } from "~/features/engineer/offline-queue";
import { showServerToast } from "./toast";

const INDICATOR_CLASS = "flex flex-wrap items-center gap-2 border-b bg-amber-50 px-4 py-2 text-sm text-amber-950";

/** "3 changes waiting to send", offline or not, and any held by a conflict or refused (as on the job sheet). */
function queueIndicator() {
  const box = document.createElement("div");
  box.setAttribute("role", "status");
  box.setAttribute("aria-live", "polite");
  box.className = INDICATOR_CLASS;
  box.hidden = true;
  document.querySelector("header")?.after(box);

  const render = async () => {
    const items = await queued();
    const online = navigator.onLine;
    const waiting = items.filter((i) => i.state === "waiting").length;
    const held = items.length - waiting;
    box.replaceChildren();
    box.hidden = items.length === 0 && online;
    if (box.hidden) return;
    if (!online) box.append(element("strong", "Offline."));
    const count = element("span", waiting === 0 ? "Nothing waiting to send" : `${waiting} ${waiting === 1 ? "change" : "changes"} waiting to send`);
    count.dataset.testid = "queue-count";
    box.append(count);
    if (held > 0) box.append(element("span", `${held} need your attention`, "font-semibold text-red-800"));
    if (online && waiting > 0) {
      const send = element("button", "Send now", "min-h-10 rounded-md border border-amber-900 px-3");
      send.setAttribute("type", "button");
      send.addEventListener("click", () => void flush());
      box.append(send);
    }
  };
  onQueue(() => void render());
  window.addEventListener("online", () => void render());
  window.addEventListener("offline", () => void render());
  void render();
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text: string, className?: string) {
  const node = document.createElement(tag);
  node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** Today's visits fetched through the service worker, which keeps the pages and their data. */
function keepTodaysVisits() {
  const ids = [...document.querySelectorAll<HTMLElement>("[data-today-visit]")].map((a) => a.dataset.todayVisit!);
  const keep = () => {
    for (const id of ids) {
      void fetch(`/engineer/visits/${id}.data`, { credentials: "same-origin" }).catch(() => {});
      void fetch(`/engineer/visits/${id}`, { credentials: "same-origin" }).catch(() => {});
    }
  };
  if (navigator.serviceWorker.controller) keep();
  else navigator.serviceWorker.addEventListener("controllerchange", keep, { once: true });
}

showServerToast();
queueIndicator();
startQueue();
if ("serviceWorker" in navigator) {
  // After the page has loaded: installing the worker fetches the job sheet's scripts, which the
  // day itself does not need.
  const install = () => {
    navigator.serviceWorker.register("/engineer-sw.js", { scope: "/engineer" }).catch(() => {});
    keepTodaysVisits();
  };
  if (document.readyState === "complete") install();
  else window.addEventListener("load", install, { once: true });
}
