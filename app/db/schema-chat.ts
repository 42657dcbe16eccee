import { index, jsonb, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

// The website's chat: each conversation (with what the chat has gathered of a booking so far) and
// its messages. Jobs and enquiries made from a conversation point back to it.

export const chatRoleEnum = pgEnum("chat_role", ["user", "assistant"]);

export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The assistant's memory of the dialogue (booking details collected so far); see features/chat. */
    state: jsonb("state").notNull().default({}),
    /** The visitor's address when the conversation was started. */
    ip: text("ip"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("chat_conversations_created_at_idx").on(t.createdAt)],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    role: chatRoleEnum("role").notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("chat_messages_conversation_idx").on(t.conversationId, t.createdAt)],
);
