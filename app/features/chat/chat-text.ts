/**
 * The chat widget's fixed wording and limits, without dependencies, so the panel's script stays
 * small (it is loaded only when a visitor opens the chat).
 */
export const MESSAGE_MAX_LENGTH = 2000;

export const CHAT_TEXT = {
  /** The assistant's first message, shown when the panel opens (not stored). */
  greeting: "Hi! I'm here to help with your drainage needs. How can I assist you today?",
  availability: "Available 24/7",
  errorTitle: "Error",
  errorDescription: "Failed to send message. Please try again.",
  /** `{phone}` is replaced by the business phone number. */
  connectionApology: "Sorry, I'm having trouble connecting. Please try again or call us at {phone}.",
  bookingTitle: "Booking Request Submitted",
  bookingDescription: "We'll contact you shortly to confirm your appointment.",
} as const;

/** The answer of POST /api/chat/messages. */
export type ChatReply = { message: string; bookingId?: string };

/** True when the text may be sent: something other than white space, within the limit. */
export function isSendable(text: string) {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= MESSAGE_MAX_LENGTH;
}
