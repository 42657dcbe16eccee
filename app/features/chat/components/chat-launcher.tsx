import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { MessageCircle } from "lucide-react";
import { toast } from "~/components/ui/sonner";
import { Spinner } from "~/components/ui/spinner";
import { useBusiness } from "~/lib/business";
import type { ChatNotify } from "./chat-widget";
import { CHAT_OPEN_KEY, readOpen, writeOpen } from "./chat-storage";

// The panel and its logic load only when a visitor first opens the chat.
const loadWidget = () => import("./chat-widget");
const ChatWidget = lazy(() => loadWidget().then((m) => ({ default: m.ChatWidget })));

const notify: ChatNotify = (type, title, description) => {
  if (type === "success") toast.success(title, { description });
  else toast.error(title, { description });
};

export const LAUNCHER_CLASS =
  "fixed right-6 bottom-6 z-50 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none";

/**
 * The round chat button at the bottom right of every public page. On a hydrated page React opens
 * the panel; on the public pages sent as plain HTML the island script (app/islands/chat.ts) finds
 * the button by `data-chat-launcher` and does the same.
 */
export function ChatLauncher() {
  const business = useBusiness();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const openChat = useCallback(() => {
    setLoaded(true);
    setOpen(true);
    writeOpen(true);
  }, []);

  const closeChat = useCallback(() => {
    setOpen(false);
    writeOpen(false);
    requestAnimationFrame(() => buttonRef.current?.focus());
  }, []);

  // Reopen after a page load in the same tab if the visitor left it open.
  useEffect(() => {
    if (readOpen()) {
      setLoaded(true);
      setOpen(true);
    }
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        hidden={open}
        onClick={openChat}
        onPointerEnter={() => void loadWidget()}
        onFocus={() => void loadWidget()}
        aria-label="Open chat"
        title="Chat with us"
        data-chat-launcher=""
        data-business-name={business.name}
        data-business-phone={business.phone}
        data-open-key={CHAT_OPEN_KEY}
        className={LAUNCHER_CLASS}
      >
        <MessageCircle className="size-6" aria-hidden="true" />
      </button>
      {loaded && (
        <Suspense
          fallback={
            open ? (
              <div className={LAUNCHER_CLASS}>
                <Spinner label="Opening chat…" />
              </div>
            ) : null
          }
        >
          <ChatWidget open={open} onClose={closeChat} business={business} notify={notify} />
        </Suspense>
      )}
    </>
  );
}
