import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listAuditEntries } from "~/features/audit/audit.server";
import { reminderOptOutsFor } from "~/features/reminders/reminder-settings.server";
import { sendDueReminders } from "~/features/reminders/reminders.server";
import type { StaffActor } from "~/lib/actor";
import { describeAuditEntry } from "~/lib/audit-words";
import { getDb } from "./client.server";
import { seedDemoData } from "./seed.server";
import { invoices, reminderOptOuts, sentReminders } from "./schema";

const NOW = new Date("2026-11-20T10:00:00Z");
const office: StaffActor = { kind: "staff", role: "office", id: "seed-office", email: "o@example.com", name: "Office" };

beforeAll(async () => {
  await seedDemoData(getDb(), { now: NOW });
});

describe("the demo's reminders", () => {
  it("the overdue demo invoice has had its due-soon and due-today reminders, in its history in words", async () => {
    const sent = await getDb().select().from(sentReminders).orderBy(sentReminders.sentAt);
    expect(sent.map((r) => r.stage)).toEqual(["invoice_before_due", "invoice_due"]);
    const [invoice] = await getDb().select().from(invoices).where(eq(invoices.id, sent[0].documentId));
    expect(invoice.status).toBe("overdue");
    const words = (await listAuditEntries("invoice", invoice.id)).filter((e) => e.action === "send_reminder").map((e) => describeAuditEntry({ action: e.action, entityType: "invoice", changes: e.changes }));
    expect(words).toHaveLength(2);
    expect(words[0]).toMatch(new RegExp(`^E-mailed the automatic invoice due today for ${invoice.invoiceNumber} to .+@.+ \\(balance £`));
  });

  it("one demo customer has reminders turned off, and the sweep neither repeats a demo reminder nor writes to them", async () => {
    const [optOut] = await getDb().select().from(reminderOptOuts);
    expect(optOut.customerId).not.toBeNull();
    expect((await reminderOptOutsFor({ actor: office, customerId: optOut.customerId! })).customer).toBe(true);
    await sendDueReminders({ now: NOW });
    const stages = (await getDb().select().from(sentReminders)).filter((r) => r.stage === "invoice_before_due" || r.stage === "invoice_due");
    expect(stages).toHaveLength(2);
    expect((await getDb().select().from(sentReminders)).filter((r) => r.customerId === optOut.customerId)).toEqual([]);
  });
});
