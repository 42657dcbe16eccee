import { StrictMode, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { ChatWidget, type ChatNotify } from "./chat-widget";
import { writeOpen } from "./chat-storage";

export type ChatController = { open: () => void };

/**
 * Mount the chat panel on a page that React does not hydrate (the public pages): loaded by the
 * island script the first time the visitor opens the chat.
 */
export function mountChat({
  launcher,
  business,
  notify,
}: {
  launcher: HTMLButtonElement;
  business: { name: string; phone: string };
  notify: ChatNotify;
}): ChatController {
  const container = document.createElement("div");
  container.dataset.chatPanel = "";
  document.body.appendChild(container);
  const opener: { set: ((open: boolean) => void) | null; wanted: boolean } = { set: null, wanted: false };

  function Island() {
    const [open, setOpen] = useState(opener.wanted);
    useEffect(() => {
      opener.set = setOpen;
      return () => {
        opener.set = null;
      };
    }, []);
    return (
      <ChatWidget
        open={open}
        business={business}
        notify={notify}
        onClose={() => {
          setOpen(false);
          writeOpen(false);
          launcher.hidden = false;
          requestAnimationFrame(() => launcher.focus());
        }}
      />
    );
  }

  createRoot(container).render(
    <StrictMode>
      <Island />
    </StrictMode>,
  );
  return {
    open() {
      launcher.hidden = true;
      writeOpen(true);
      // Before the first render the panel picks this up as its initial state.
      opener.wanted = true;
      opener.set?.(true);
    },
  };
}
