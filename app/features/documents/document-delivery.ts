import { z } from "zod";
import { SEND_CHANNELS, type SendChannel } from "~/db/enums";
import { optionalText } from "~/features/customers/customers.schema";

// How a document reaches its customer: e-mailed by Send (with staff's own message above the usual
// text, seen first in a preview), or issued another way and marked as sent (handed over, posted,
// read out by phone). Shared with the browser: the forms use the same schemas and words.

/** The longest message staff may add above a sent e-mail's usual text. */
export const SEND_MESSAGE_MAX = 2000;

/** What Send takes besides the document: an optional message, at most SEND_MESSAGE_MAX characters. */
export const sendMessageSchema = z.object({ message: optionalText("Message", SEND_MESSAGE_MAX) });

/** The ways a document is issued without e-mail, which Mark as sent offers. */
export const MARK_SENT_CHANNELS = SEND_CHANNELS.filter((c): c is Exclude<SendChannel, "email"> => c !== "email");

/** How a document went, as staff read it ("Handed over"). */
export const SEND_CHANNEL_LABELS: Record<SendChannel, string> = {
  email: "E-mailed",
  by_hand: "Handed over",
  post: "Posted",
  phone: "Read out by phone",
};

/** Mark as sent: how it went (not e-mail: that is Send). */
export const markSentSchema = z.object({
  sentVia: z.enum(MARK_SENT_CHANNELS, "Choose how it was given to the customer"),
});

function escapeHtml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/**
 * An e-mail with staff's message put before the template's body: the plain text starts with it; in
 * the HTML it is a paragraph (styled as the template's first) before the first paragraph, its
 * characters escaped and its line breaks kept.
 */
export function withMessage(email: { html: string; text: string }, message: string | null): { html: string; text: string } {
  if (!message) return email;
  const text = `${message}\n\n${email.text}`;
  const first = /<p\b[^>]*>/.exec(email.html);
  const paragraph = `${first?.[0] ?? "<p>"}${escapeHtml(message).replace(/\r?\n/g, "<br>")}</p>`;
  const html = first ? email.html.slice(0, first.index) + paragraph + email.html.slice(first.index) : email.html.replace(/<body([^>]*)>/, `<body$1>${paragraph}`);
  return { html, text };
}
