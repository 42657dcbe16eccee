/**
 * The chat API's contract and the widget's fixed wording; safe for the browser.
 *
 * POST /api/chat/conversations            -> 201 {"id": "<uuid>"}
 * POST /api/chat/messages {conversationId, message}
 *                                          -> 200 {"message": "<reply>", "bookingId"?: "<id>"}
 * 400 {"error"} bad input, 404 {"error"} unknown conversation, 429 {"error"} too many messages.
 */
import { z } from "zod";
import { MESSAGE_MAX_LENGTH } from "./chat-text";

export const API_ERRORS = {
  malformed: "The request body must be JSON with a conversationId and a message.",
  empty: "Please type a message.",
  tooLong: `Messages can be at most ${MESSAGE_MAX_LENGTH.toLocaleString("en-GB")} characters.`,
  notFound: "This conversation does not exist. Start a new one.",
  rateLimited: "Too many messages. Please wait a moment, or call us.",
  rateLimitedConversations: "Too many new conversations from your address. Please try again later, or call us.",
} as const;

/** The body of POST /api/chat/messages. The message is trimmed. */
export const sendMessageSchema = z.object({
  conversationId: z.uuid({ error: API_ERRORS.malformed }),
  message: z
    .string({ error: API_ERRORS.malformed })
    .trim()
    .min(1, API_ERRORS.empty)
    .max(MESSAGE_MAX_LENGTH, API_ERRORS.tooLong),
});

export type SendMessageInput = z.infer<typeof sendMessageSchema>;
