import { eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { getDb } from "~/db/client.server";
import { emailLog } from "~/db/schema";
import { getEnv } from "./env.server";
import { log } from "./log.server";

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

export type EmailResult = { id: string; status: "sent" | "failed" | "logged"; error?: string };

let transporter: { url: string; transport: Transporter } | undefined;

function getTransport(url: string): Transporter {
  if (transporter?.url !== url) {
    transporter = { url, transport: nodemailer.createTransport(url) };
  }
  return transporter.transport;
}

/**
 * Record a message in the e-mail log and deliver it over SMTP when SMTP_URL is set. Never throws
 * for a delivery failure: the failure is recorded and returned, so a form that sends mail still
 * saves what it was given.
 */
export async function sendEmail(message: EmailMessage): Promise<EmailResult> {
  const env = getEnv();
  const db = getDb();
  const [row] = await db
    .insert(emailLog)
    .values({ to: message.to, subject: message.subject, text: message.text, html: message.html })
    .returning({ id: emailLog.id });

  if (!env.SMTP_URL) {
    await db.update(emailLog).set({ status: "logged" }).where(eq(emailLog.id, row.id));
    return { id: row.id, status: "logged" };
  }

  try {
    const from = env.MAIL_FROM ?? `"${env.BUSINESS_NAME}" <${env.BUSINESS_EMAIL}>`;
    const info = await getTransport(env.SMTP_URL).sendMail({
      from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    await db
      .update(emailLog)
      .set({ status: "sent", sentAt: new Date(), messageId: info.messageId ?? null })
      .where(eq(emailLog.id, row.id));
    return { id: row.id, status: "sent" };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await db.update(emailLog).set({ status: "failed", error }).where(eq(emailLog.id, row.id));
    log.error({ to: message.to, error }, "email delivery failed");
    return { id: row.id, status: "failed", error };
  }
}
