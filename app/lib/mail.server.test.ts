import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { drainQueue, startTestQueue } from "../../tests/support/queue";
import { mimeParts, startSmtpServer } from "../../tests/support/smtp";
import { thrown } from "../../tests/support/test-data";
import { getDb } from "~/db/client.server";
import { auditLog, emailLog } from "~/db/schema";
import { renderEmail } from "~/emails/render.server";
import { resetEnv } from "./env.server";
import { EMAIL_DELIVERY_POLICY, queueEmail, registerAttachmentBuilder, sendEmail } from "./mail.server";

const built: string[] = [];
registerAttachmentBuilder("test-pdf", async (id) => {
  built.push(id);
  return { content: Buffer.from(`%PDF-1.4 quote ${id}`), contentType: "application/pdf" };
});

function useSmtp(url: string | undefined) {
  if (url) process.env.SMTP_URL = url;
  else delete process.env.SMTP_URL;
  resetEnv();
}

async function logRow(id: string) {
  const [row] = await getDb().select().from(emailLog).where(eq(emailLog.id, id));
  return row;
}

async function jobOf(emailId: string) {
  const { rows } = await getDb().execute<{ state: string; retry_count: number; wait: number }>(sql`
    select state::text, retry_count, extract(epoch from start_after - now())::int as wait
    from pgboss.job where name = 'send-email' and data->>'emailId' = ${emailId}`);
  return rows[0];
}

/** Waits (polling the log) until the message has had `attempts` delivery attempts. */
async function attemptsMade(id: string, attempts: number) {
  for (let i = 0; i < 200; i++) {
    if ((await logRow(id)).attempts >= attempts) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`e-mail ${id} did not reach ${attempts} attempts`);
}

/** Waits until the message's job is in `state`. */
async function jobInState(emailId: string, state: string) {
  for (let i = 0; i < 200; i++) {
    const job = await jobOf(emailId);
    if (job?.state === state) return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the job of e-mail ${emailId} did not reach ${state}`);
}

afterEach(() => useSmtp(undefined));
afterAll(() => useSmtp(undefined));

describe("queueEmail and the send-email worker", () => {
  it("delivers a queued e-mail with its HTML, plain text and attachment, and records it as sent", async () => {
    const smtp = await startSmtpServer();
    try {
      useSmtp(smtp.url);
      const content = await renderEmail("quoteSent", {
        customerName: "Jane Smith",
        quoteId: "7d1c1c4e-1111-4222-8333-944445555666",
        quoteNumber: "Q-00042",
        totalPence: 123450,
        validUntil: "2026-12-21",
      });
      const queued = await queueEmail(getDb(), {
        to: "jane@example.com",
        replyTo: "office@example.com",
        subject: "Your quote Q-00042",
        ...content,
        attachments: [{ filename: "Q-00042.pdf", kind: "test-pdf", id: "quote-42" }],
      });
      expect(queued.status).toBe("pending");
      expect(await logRow(queued.id)).toMatchObject({ status: "pending", attempts: 0, sentAt: null });

      await drainQueue();
      const [mail] = await smtp.waitFor(1);
      expect(mail.to).toEqual(["jane@example.com"]);
      expect(mail.raw).toContain("Subject: Your quote Q-00042");
      expect(mail.raw).toMatch(/^Reply-To: office@example\.com/m);
      const parts = mimeParts(mail.raw);
      const text = parts.find((p) => p.contentType === "text/plain")!.content.toString("utf8");
      const html = parts.find((p) => p.contentType === "text/html")!.content.toString("utf8");
      const pdf = parts.find((p) => p.filename === "Q-00042.pdf")!;
      expect(text).toContain("Total (including VAT): £1,234.50");
      expect(text).toContain("http://localhost:3999/customer/quotes/7d1c1c4e-1111-4222-8333-944445555666");
      expect(html).toContain('href="http://localhost:3999/customer/quotes/7d1c1c4e-1111-4222-8333-944445555666"');
      expect(pdf.contentType).toBe("application/pdf");
      expect(pdf.content.toString()).toBe("%PDF-1.4 quote quote-42");
      expect(built).toEqual(["quote-42"]);

      const row = await logRow(queued.id);
      expect(row).toMatchObject({ status: "sent", attempts: 1, error: null, attachments: [{ filename: "Q-00042.pdf", kind: "test-pdf", id: "quote-42" }] });
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.messageId).toBeTruthy();
    } finally {
      await smtp.close();
    }
  });

  it("retries a delivery the mail server refused, with backoff, and records both attempts", async () => {
    const smtp = await startSmtpServer({ refuseFirst: 1 });
    try {
      useSmtp(smtp.url);
      await startTestQueue();
      const queued = await sendEmail({ to: "retry@example.com", subject: "Second time lucky", text: "Hello again" });
      const job = await jobInState(queued.id, "retry");
      expect(smtp.refused()).toBe(1);
      expect(await logRow(queued.id)).toMatchObject({ status: "pending", attempts: 1, error: expect.stringMatching(/451/) });
      // The first retry waits retryDelay (30 s) to twice that.
      expect(job.wait).toBeGreaterThanOrEqual(EMAIL_DELIVERY_POLICY.retryDelay - 5);

      await drainQueue({ skipRetryDelays: true });
      const [mail] = await smtp.waitFor(1);
      expect(mail.raw).toContain("Subject: Second time lucky");
      expect(await logRow(queued.id)).toMatchObject({ status: "sent", attempts: 2, error: null });
      expect((await jobOf(queued.id)).state).toBe("completed");
    } finally {
      await smtp.close();
    }
  });

  it("records the message as failed, with the error, only after the last attempt", async () => {
    useSmtp("smtp://127.0.0.1:1");
    await startTestQueue();
    const queued = await sendEmail({ to: "nobody@example.com", subject: "Nobody listens", text: "..." });
    await attemptsMade(queued.id, 1);
    expect(await logRow(queued.id)).toMatchObject({ status: "pending", attempts: 1, error: expect.stringMatching(/ECONNREFUSED|connect/i) });

    await drainQueue({ skipRetryDelays: true });
    const attempts = EMAIL_DELIVERY_POLICY.retryLimit + 1;
    expect(await logRow(queued.id)).toMatchObject({ status: "failed", attempts, error: expect.stringMatching(/ECONNREFUSED|connect/i) });
    expect(await jobOf(queued.id)).toMatchObject({ state: "failed", retry_count: EMAIL_DELIVERY_POLICY.retryLimit });
  });

  it("never sends an e-mail queued in a transaction that rolls back", async () => {
    const smtp = await startSmtpServer();
    try {
      useSmtp(smtp.url);
      let queuedId = "";
      const error = await thrown(
        getDb().transaction(async (tx) => {
          await tx.insert(auditLog).values({ action: "create", entityType: "test", entityId: "rolled-back" });
          queuedId = (await queueEmail(tx, { to: "ghost@example.com", subject: "Never sent", text: "..." })).id;
          throw new Error("the change failed");
        }),
      );
      expect((error as Error).message).toBe("the change failed");
      expect(await logRow(queuedId)).toBeUndefined();
      expect(await jobOf(queuedId)).toBeUndefined();

      // Sent after it: the queue ran, and the rolled-back message was not among what it sent.
      await sendEmail({ to: "real@example.com", subject: "Sent", text: "..." });
      await drainQueue();
      await smtp.waitFor(1);
      expect(smtp.messages.map((m) => m.to)).toEqual([["real@example.com"]]);
    } finally {
      await smtp.close();
    }
  });

  it("only records the message (logged) when SMTP is not configured", async () => {
    useSmtp(undefined);
    const queued = await sendEmail({ to: "y@example.com", subject: "Logged", text: "kept" });
    await drainQueue();
    expect(await logRow(queued.id)).toMatchObject({ status: "logged", text: "kept", attempts: 1 });
  });

  it("a message whose attachment cannot be made is retried and then failed, not sent without it", async () => {
    const smtp = await startSmtpServer();
    try {
      useSmtp(smtp.url);
      const queued = await sendEmail({
        to: "missing@example.com",
        subject: "No builder",
        text: "...",
        attachments: [{ filename: "x.pdf", kind: "unknown-kind", id: "1" }],
      });
      await drainQueue({ skipRetryDelays: true });
      expect(await logRow(queued.id)).toMatchObject({ status: "failed", error: expect.stringMatching(/No attachment builder is registered for "unknown-kind"/) });
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });
});
