// The chat launcher on the public pages (sent as plain HTML): the panel, a small React app, is
// loaded only when the visitor opens it, or on page load when it was left open in this tab.
import { readOpen } from "~/features/chat/components/chat-storage";
import type { ChatNotify } from "~/features/chat/components/chat-widget";

/** `notify` shows a toast (the public pages' own toasts). */
export function initChatLauncher(notify: ChatNotify) {
  const launcher = document.querySelector<HTMLButtonElement>("button[data-chat-launcher]");
  if (!launcher) return;
  const business = {
    name: launcher.dataset.businessName ?? "",
    phone: launcher.dataset.businessPhone ?? document.body.dataset.phone ?? "",
  };
  const load = () => import("~/features/chat/components/chat-island");
  let controller: Promise<{ open: () => void }> | undefined;
  const open = () => {
    controller ??= load().then((m) => m.mountChat({ launcher, business, notify }));
    void controller.then((c) => c.open());
  };
  launcher.addEventListener("pointerenter", () => void load(), { once: true });
  launcher.addEventListener("focus", () => void load(), { once: true });
  launcher.addEventListener("click", open);
  if (readOpen()) open();
}
