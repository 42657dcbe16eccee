import { eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { getDb, type Database } from "~/db/client.server";
import { emailLog, type EmailAttachment } from "~/db/schema";
import { getEnv } from "./env.server";
import { log } from "./log.server";
import { enqueue, registerWorker, type QueueJob } from "./queue.server";

/**
 * Outgoing e-mail goes through the job queue (an outbox): `queueEmail` records the message in
 * `email_log` (status `pending`) and adds a `send-email` job in the same transaction; the worker
 * sends it over SMTP (SMTP_URL) and records `sent`, or `failed` once the last retry has failed.
 * Without SMTP_URL the message is only recorded (`logged`).
 */
export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files made when the message is sent, by the builder registered for each `kind`. */
  attachments?: EmailAttachment[];
  /** The customer it is about, and the record ("quote:<id>"), for the customer's timeline. */
  customerId?: string | null;
  about?: string | null;
};

export type { EmailAttachment };

export type QueuedEmail = { id: string; status: "pending" };

export const SEND_EMAIL_JOB = "send-email";

declare module "./queue.server" {
  interface JobData {
    "send-email": { emailId: string };
  }
}

/**
 * Up to 6 attempts: the first, then retries after 30–60 s, 1–2, 2–4, 4–8 and 8–16 minutes (pg-boss
 * doubles the delay and adds jitter), so a mail server that is down for a quarter of an hour loses
 * nothing.
 */
export const EMAIL_DELIVERY_POLICY = { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 5 * 60 } as const;

/** The database, or a transaction: the message is queued if and only if that transaction commits. */
export type EmailExecutor = Pick<Database, "transaction">;

/**
 * Record `message` and queue its delivery, in `executor`'s transaction when it is one (inside it,
 * a savepoint), so that the message exists exactly when the change it is about does.
 */
export async function queueEmail(executor: EmailExecutor, message: EmailMessage): Promise<QueuedEmail> {
  return executor.transaction(async (tx) => {
    const [row] = await tx
      .insert(emailLog)
      .values({
        to: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        attachments: message.attachments ?? [],
        customerId: message.customerId ?? null,
        about: message.about ?? null,
      })
      .returning({ id: emailLog.id });
    await enqueue(SEND_EMAIL_JOB, { emailId: row.id }, { tx });
    return { id: row.id, status: "pending" as const };
  });
}

/**
 * Queue a message on its own (for callers with no transaction of their own, and that must not wait
 * for the mail server). Never waits for delivery, so never fails because of it.
 */
export async function sendEmail(message: EmailMessage): Promise<QueuedEmail> {
  return queueEmail(getDb(), message);
}

export type AttachmentBuilder = (id: string) => Promise<{ content: Buffer; contentType: string }>;

const builders = new Map<string, AttachmentBuilder>();

/**
 * How to make the attachments of `kind` (a quote's PDF, say) from their `id` when a message is
 * sent. Register at module load, in a module the server always loads.
 */
export function registerAttachmentBuilder(kind: string, build: AttachmentBuilder) {
  builders.set(kind, build);
}

async function buildAttachment(attachment: EmailAttachment) {
  const build = builders.get(attachment.kind);
  if (!build) throw new Error(`No attachment builder is registered for "${attachment.kind}"`);
  const { content, contentType } = await build(attachment.id);
  return { filename: attachment.filename, content, contentType };
}

let transporter: { url: string; transport: Transporter } | undefined;

function getTransport(url: string): Transporter {
  if (transporter?.url !== url) {
    transporter?.transport.close();
    transporter = {
      url,
      transport: nodemailer.createTransport({ url, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 }),
    };
  }
  return transporter.transport;
}

/** The `send-email` worker: one attempt at delivering one recorded message. */
async function deliver(job: QueueJob<{ emailId: string }>) {
  const db = getDb();
  const [row] = await db.select().from(emailLog).where(eq(emailLog.id, job.data.emailId));
  if (!row) {
    log.warn({ emailId: job.data.emailId }, "queued e-mail not found");
    return;
  }
  if (row.status !== "pending") return; // already delivered or recorded

  const env = getEnv();
  const attempts = row.attempts + 1;
  if (!env.SMTP_URL) {
    await db.update(emailLog).set({ status: "logged", attempts }).where(eq(emailLog.id, row.id));
    return;
  }

  try {
    const info = await getTransport(env.SMTP_URL).sendMail({
      from: env.MAIL_FROM ?? `"${env.BUSINESS_NAME}" <${env.BUSINESS_EMAIL}>`,
      to: row.to,
      replyTo: row.replyTo ?? undefined,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      attachments: await Promise.all(row.attachments.map(buildAttachment)),
    });
    await db
      .update(emailLog)
      .set({ status: "sent", attempts, error: null, sentAt: new Date(), messageId: info.messageId ?? null })
      .where(eq(emailLog.id, row.id));
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    const last = job.retryCount >= job.retryLimit;
    await db
      .update(emailLog)
      .set({ status: last ? "failed" : "pending", attempts, error })
      .where(eq(emailLog.id, row.id));
    if (last) log.error({ emailId: row.id, to: row.to, attempts, error }, "email delivery failed");
    throw err; // pg-boss retries it, or records the job as failed after the last attempt
  }
}

registerWorker(SEND_EMAIL_JOB, deliver, { ...EMAIL_DELIVERY_POLICY, pollingIntervalSeconds: 1 });
