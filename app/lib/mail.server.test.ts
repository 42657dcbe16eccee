import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer } from "../../tests/support/smtp";
import { getDb } from "~/db/client.server";
import { emailLog } from "~/db/schema";
import { resetEnv } from "./env.server";
import { sendEmail } from "./mail.server";

describe("sendEmail", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    delete process.env.SMTP_URL;
    resetEnv();
  });

  it("delivers over SMTP and records the message as sent", async () => {
    process.env.SMTP_URL = smtp.url;
    resetEnv();
    const result = await sendEmail({
      to: "customer@example.com",
      subject: "Your drain survey",
      text: "Hello from the test",
      html: "<p>Hello from the test</p>",
    });
    expect(result.status).toBe("sent");
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual(["customer@example.com"]);
    expect(mail.raw).toContain("Subject: Your drain survey");
    expect(mail.raw).toContain("Hello from the test");
    const [row] = await getDb().select().from(emailLog).where(eq(emailLog.id, result.id));
    expect(row).toMatchObject({ to: "customer@example.com", subject: "Your drain survey", status: "sent" });
    expect(row.html).toContain("<p>Hello from the test</p>");
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("records a failed delivery with its error and does not throw", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    resetEnv();
    const result = await sendEmail({ to: "x@example.com", subject: "Nobody listens", text: "..." });
    expect(result.status).toBe("failed");
    const [row] = await getDb().select().from(emailLog).where(eq(emailLog.id, result.id));
    expect(row.status).toBe("failed");
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });

  it("only records the message when SMTP is not configured", async () => {
    delete process.env.SMTP_URL;
    resetEnv();
    const result = await sendEmail({ to: "y@example.com", subject: "Logged", text: "kept" });
    expect(result.status).toBe("logged");
    const [row] = await getDb().select().from(emailLog).where(eq(emailLog.id, result.id));
    expect(row).toMatchObject({ status: "logged", text: "kept" });
  });
});
