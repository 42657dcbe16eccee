import { describe, expect, it } from "vitest";
import { makeContact, makeCustomer, makeStaff } from "../../../tests/support/factories";
import { thrown } from "../../../tests/support/test-data";
import { getDb } from "~/db/client.server";
import { reminderOptOuts, reminderSettings } from "~/db/schema";
import type { EngineerActor, StaffActor } from "~/lib/actor";
import { DOMAIN_ERROR_STATUS, type DomainError } from "~/lib/domain-error";
import { listAuditEntries } from "~/features/audit/audit.server";
import { describeAuditEntry } from "~/lib/audit-words";
import { loadReminderSettings, REMINDER_SETTINGS_ENTITY, reminderOptOutsFor, saveReminderSettings, setReminderOptOut } from "./reminder-settings.server";
import { defaultSetting, fillWording, STAGE_KEYS, unknownPlaceholders } from "./reminder-stages";

// The reminder settings (administrators only): what the form may hold, what is refused with which
// field's message, and that a refusal saves nothing; who may turn a customer's reminders off.

/** The settings form as posted, from the defaults, with `changes` over them. */
function form(changes: Record<string, string> = {}) {
  const values: Record<string, string> = {};
  for (const stage of STAGE_KEYS) {
    const d = defaultSetting(stage);
    values[`${stage}.enabled`] = "on";
    if (d.days !== null) values[`${stage}.days`] = String(d.days);
    values[`${stage}.subject`] = d.subject;
    values[`${stage}.body`] = d.body;
  }
  return { ...values, ...changes };
}

const rows = () => getDb().select().from(reminderSettings);

describe("the reminder settings", () => {
  it("an administrator saves days, wording and a stage turned off (an unposted switch)", async () => {
    const admin = await makeStaff({ name: "Ada Admin" });
    const input = form({ "invoice_overdue_1.days": "5", "invoice_overdue_1.subject": "Late: {number}", "quote_follow_up_2.body": "Still there? {number}, {total}." });
    delete input["visit_day_before.enabled"];
    const saved = await saveReminderSettings({ actor: admin, input });
    expect(saved.invoice_overdue_1).toMatchObject({ days: 5, subject: "Late: {number}", enabled: true });
    expect(saved.visit_day_before.enabled).toBe(false);
    expect((await loadReminderSettings()).quote_follow_up_2.body).toBe("Still there? {number}, {total}.");

    // The settings' history says who changed what, from what; saving them again unchanged adds nothing.
    const history = await listAuditEntries("reminder_settings", REMINDER_SETTINGS_ENTITY);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: "update", actorEmail: admin.email });
    expect(history[0].changes).toEqual({
      "invoice_overdue_1.days": { from: defaultSetting("invoice_overdue_1").days, to: 5 },
      "invoice_overdue_1.subject": { from: defaultSetting("invoice_overdue_1").subject, to: "Late: {number}" },
      "quote_follow_up_2.body": { from: defaultSetting("quote_follow_up_2").body, to: "Still there? {number}, {total}." },
      "visit_day_before.enabled": { from: true, to: false },
    });
    expect(describeAuditEntry(history[0], { fieldLabels: { "invoice_overdue_1.days": "First overdue reminder, days" } })).toContain(`Changed first overdue reminder, days from ${defaultSetting("invoice_overdue_1").days} to 5`);
    await saveReminderSettings({ actor: admin, input });
    expect(await listAuditEntries("reminder_settings", REMINDER_SETTINGS_ENTITY)).toHaveLength(1);
    await getDb().delete(reminderSettings);
  });

  it("refuses days out of range or not whole, overdue days out of order and unknown placeholders, each with its field's message; nothing is saved", async () => {
    const admin = await makeStaff();
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [{ "invoice_before_due.days": "0" }, "invoice_before_due.days", /At least 1/],
      [{ "invoice_overdue_3.days": "400" }, "invoice_overdue_3.days", /At most 365/],
      [{ "quote_follow_up_1.days": "2.5" }, "quote_follow_up_1.days", /whole number/],
      [{ "quote_follow_up_1.days": "three" }, "quote_follow_up_1.days", /number of days/],
      [{ "invoice_overdue_2.days": "7" }, "invoice_overdue_2.days", /more days than the reminder before/],
      [{ "quote_follow_up_2.days": "3" }, "quote_follow_up_2.days", /more days than the first follow-up/],
      [{ "invoice_due.body": "Pay {amount} now" }, "invoice_due.body", /Unknown placeholder \{amount\}/],
      [{ "visit_day_before.subject": "Visit {balance}" }, "visit_day_before.subject", /Unknown placeholder \{balance\}/],
      [{ "payment_receipt.body": "Thanks {amount" }, "payment_receipt.body", /braces only around a placeholder/],
      [{ "invoice_due.subject": "   " }, "invoice_due.subject", /Enter the subject/],
      [{ "invoice_due.body": "x".repeat(2001) }, "invoice_due.body", /At most 2000 characters/],
    ];
    for (const [changes, field, message] of cases) {
      const error = (await thrown(saveReminderSettings({ actor: admin, input: form(changes) }))) as DomainError;
      expect(error.code, field).toBe("invalid");
      expect(DOMAIN_ERROR_STATUS[error.code]).toBe(400);
      expect(error.fieldErrors[field], field).toMatch(message);
      expect(await rows(), field).toEqual([]);
    }
  });

  it("is for administrators only: the office and engineers are refused, nothing saved", async () => {
    const office: StaffActor = { ...(await makeStaff()), role: "office" };
    const engineer: EngineerActor = { kind: "engineer", id: "eng-1", email: "e@example.com", name: "Eng" };
    for (const actor of [office, engineer]) {
      expect(((await thrown(saveReminderSettings({ actor, input: form() }))) as DomainError).code).toBe("not_allowed");
    }
    expect(await rows()).toEqual([]);
  });

  it("knows each stage's placeholders and fills them", () => {
    expect(unknownPlaceholders("invoice_overdue_1", "{number} {balance} {daysOverdue} {visitDate}")).toEqual(["visitDate"]);
    expect(fillWording("{number} is {daysOverdue} days late", { number: "INV-00001", daysOverdue: "9" })).toBe("INV-00001 is 9 days late");
  });
});

describe("turning reminders off", () => {
  it("staff turn them off and on for a customer and for a contact of theirs only; an engineer cannot", async () => {
    const office: StaffActor = { ...(await makeStaff()), role: "office" };
    const customer = await makeCustomer();
    const other = await makeCustomer();
    const contact = await makeContact({ customerId: customer.id, name: "Tenant", email: "tenant@example.com" });
    expect(await setReminderOptOut({ actor: office, customerId: customer.id, optedOut: true })).toEqual({ changed: true, optedOut: true });
    expect(await setReminderOptOut({ actor: office, customerId: customer.id, optedOut: true })).toEqual({ changed: false, optedOut: true });
    await setReminderOptOut({ actor: office, customerId: customer.id, contactId: contact.id, optedOut: true });
    expect(await reminderOptOutsFor({ actor: office, customerId: customer.id })).toEqual({ customer: true, contactIds: [contact.id] });
    // The contact of another customer is not found through this one.
    expect(((await thrown(setReminderOptOut({ actor: office, customerId: other.id, contactId: contact.id, optedOut: false }))) as DomainError).code).toBe("not_found");
    const engineer: EngineerActor = { kind: "engineer", id: "eng-2", email: "e2@example.com", name: "Eng" };
    expect(((await thrown(setReminderOptOut({ actor: engineer, customerId: customer.id, optedOut: false }))) as DomainError).code).toBe("not_allowed");
    await setReminderOptOut({ actor: office, customerId: customer.id, optedOut: false });
    expect(await reminderOptOutsFor({ actor: office, customerId: customer.id })).toEqual({ customer: false, contactIds: [contact.id] });
    expect(await getDb().select().from(reminderOptOuts)).toHaveLength(1);
  });
});
