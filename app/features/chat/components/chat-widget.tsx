import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Send, X } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { cn } from "~/lib/utils";
import { CHAT_TEXT, isSendable, MESSAGE_MAX_LENGTH, type ChatReply } from "../chat-text";
import {
  CHAT_CONVERSATION_KEY,
  CHAT_MESSAGES_KEY,
  isConversationId,
  isStoredMessages,
  readStored,
  trimStored,
  writeStored,
  type StoredMessage,
} from "./chat-storage";

class ChatRequestError extends Error {
  constructor(readonly status: number) {
    super(`chat request failed with ${status}`);
  }
}

async function createConversation(): Promise<string> {
  const res = await fetch("/api/chat/conversations", { method: "POST", credentials: "omit", headers: { accept: "application/json" } });
  if (res.status !== 201) throw new ChatRequestError(res.status);
  const body = (await res.json()) as { id?: unknown };
  if (!isConversationId(body.id)) throw new ChatRequestError(500);
  return body.id;
}

async function postMessage(conversationId: string, message: string): Promise<ChatReply> {
  const res = await fetch("/api/chat/messages", {
    method: "POST",
    credentials: "omit",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ conversationId, message }),
  });
  if (!res.ok) throw new ChatRequestError(res.status);
  const body = (await res.json()) as ChatReply;
  if (typeof body.message !== "string") throw new ChatRequestError(500);
  return body;
}

export type ChatNotify = (type: "success" | "error", title: string, description: string) => void;

export type ChatWidgetProps = {
  open: boolean;
  onClose: () => void;
  business: { name: string; phone: string };
  /** Shows a toast (sonner on hydrated pages, the public pages' own toasts otherwise). */
  notify: ChatNotify;
};

/** The chat panel: messages, input and send button; the conversation is kept for this tab. */
export function ChatWidget({ open, onClose, business, notify }: ChatWidgetProps) {
  const greeting: StoredMessage = { role: "assistant", content: CHAT_TEXT.greeting };
  const [messages, setMessages] = useState<StoredMessage[]>(() => readStored(CHAT_MESSAGES_KEY, isStoredMessages) ?? [greeting]);
  const [input, setInput] = useState("");
  const [pending, setPending] = useState(false);
  const conversationId = useRef<string | null>(readStored(CHAT_CONVERSATION_KEY, isConversationId));
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    writeStored(CHAT_MESSAGES_KEY, trimStored(messages));
    endRef.current?.scrollIntoView({ block: "end" });
  }, [messages]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!pending && open) inputRef.current?.focus();
  }, [pending, open]);

  async function send() {
    const text = input.trim();
    if (!isSendable(text) || pending) return;
    setMessages((m) => [...m, { role: "user", content: text }]);
    setInput("");
    setPending(true);
    try {
      let id = conversationId.current;
      if (!id) {
        id = await createConversation();
        conversationId.current = id;
        writeStored(CHAT_CONVERSATION_KEY, id);
      }
      let reply: ChatReply;
      try {
        reply = await postMessage(id, text);
      } catch (err) {
        // The stored conversation is gone (for example after a database reset): start a new one once.
        if (!(err instanceof ChatRequestError) || err.status !== 404) throw err;
        id = await createConversation();
        conversationId.current = id;
        writeStored(CHAT_CONVERSATION_KEY, id);
        reply = await postMessage(id, text);
      }
      setMessages((m) => [...m, { role: "assistant", content: reply.message }]);
      if (reply.bookingId) notify("success", CHAT_TEXT.bookingTitle, CHAT_TEXT.bookingDescription);
    } catch {
      notify("error", CHAT_TEXT.errorTitle, CHAT_TEXT.errorDescription);
      setMessages((m) => [...m, { role: "assistant", content: CHAT_TEXT.connectionApology.replace("{phone}", business.phone) }]);
    } finally {
      setPending(false);
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void send();
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  }

  return (
    <section
      role="dialog"
      aria-label="Chat with us"
      hidden={!open}
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
      className={cn(
        "fixed z-50 flex flex-col overflow-hidden border bg-background shadow-2xl",
        "inset-0 h-dvh w-full",
        "sm:inset-auto sm:right-6 sm:bottom-6 sm:h-[600px] sm:max-h-[calc(100dvh-3rem)] sm:w-96 sm:rounded-xl",
        !open && "hidden",
      )}
    >
      <header className="flex items-center justify-between gap-2 bg-primary px-4 py-3 text-primary-foreground">
        <div>
          <h2 className="font-semibold">Chat with us</h2>
          <p className="text-xs opacity-90">{business.name}</p>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={onClose}
          aria-label="Close chat"
          className="text-primary-foreground hover:bg-primary-foreground/15 hover:text-primary-foreground"
        >
          <X className="size-5" aria-hidden="true" />
        </Button>
      </header>

      <ol role="log" aria-label="Chat messages" aria-live="polite" className="flex-1 space-y-3 overflow-y-auto p-4">
        {messages.map((m, i) => (
          <li key={i} className={cn("flex", m.role === "user" ? "justify-end" : "justify-start")}>
            <p
              className={cn(
                "max-w-[85%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap",
                m.role === "user" ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
              )}
            >
              <span className="sr-only">{m.role === "user" ? "You: " : "Assistant: "}</span>
              {m.content}
            </p>
          </li>
        ))}
        {pending && (
          <li className="flex justify-start">
            <span className="rounded-lg bg-muted px-3 py-2">
              <Spinner size="sm" label="The assistant is replying…" />
            </span>
          </li>
        )}
        <li ref={endRef} aria-hidden="true" />
      </ol>

      <form onSubmit={onSubmit} className="border-t p-3">
        <div className="flex items-end gap-2">
          <label htmlFor="chat-input" className="sr-only">
            Type your message
          </label>
          <textarea
            id="chat-input"
            ref={inputRef}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
            disabled={pending}
            maxLength={MESSAGE_MAX_LENGTH}
            rows={1}
            placeholder="Type your message..."
            className="max-h-32 min-h-10 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-hidden placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm"
          />
          <Button type="submit" size="icon" disabled={pending || !isSendable(input)} aria-label="Send message">
            <Send className="size-4" aria-hidden="true" />
          </Button>
        </div>
        <p className="mt-2 text-center text-xs text-muted-foreground">{CHAT_TEXT.availability}</p>
      </form>
    </section>
  );
}
