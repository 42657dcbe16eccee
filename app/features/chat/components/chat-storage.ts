/** Per-tab memory of the chat (sessionStorage): the conversation, its messages and whether it is open. */
export const CHAT_CONVERSATION_KEY = "chat.conversationId";
export const CHAT_MESSAGES_KEY = "chat.messages";
export const CHAT_OPEN_KEY = "chat.open";

export type StoredMessage = { role: "user" | "assistant"; content: string };

const MAX_STORED = 100;

export function readStored<T>(key: string, check: (value: unknown) => value is T): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    return check(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or unavailable: the chat still works for this page
  }
}

export function isStoredMessages(value: unknown): value is StoredMessage[] {
  return (
    Array.isArray(value) &&
    value.every(
      (m) => m && typeof m === "object" && (m.role === "user" || m.role === "assistant") && typeof m.content === "string",
    )
  );
}

export function isConversationId(value: unknown): value is string {
  return typeof value === "string" && /^[0-9a-f-]{36}$/i.test(value);
}

export function trimStored(messages: StoredMessage[]) {
  return messages.slice(-MAX_STORED);
}

/** Whether the visitor left the panel open in this tab. */
export function readOpen() {
  try {
    return sessionStorage.getItem(CHAT_OPEN_KEY) === "1";
  } catch {
    return false;
  }
}

export function writeOpen(open: boolean) {
  try {
    if (open) sessionStorage.setItem(CHAT_OPEN_KEY, "1");
    else sessionStorage.removeItem(CHAT_OPEN_KEY);
  } catch {
    // storage unavailable: the panel simply starts closed on the next page
  }
}
