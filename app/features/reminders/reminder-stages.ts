import { z } from "zod";

// The reminder schedule's stages, their default days and wording, the placeholders each may use, and
// the settings form's schema. Pure (shared with the browser). See docs/decisions/0098.

export type StageSubject = "quote" | "invoice" | "visit" | "payment";

export type StageDefinition = {
  subject: StageSubject;
  /** What the office reads on the settings page. */
  label: string;
  /** The days the stage waits, when the office may set them, and what they count. */
  days: { default: number; min: number; max: number; reads: string } | null;
  /** Where the stage sits in its record's schedule: relative to the sending, the due date or the visit. */
  anchor: "sent" | "before_due" | "due" | "overdue" | "visit" | "payment";
  subjectLine: string;
  body: string;
};

const COMMON = ["customerName", "businessName", "number"] as const;

/** The placeholders a stage's wording may use, by what it is about. */
export const PLACEHOLDERS: Record<StageSubject, readonly string[]> = {
  quote: [...COMMON, "total", "validUntil", "sentOn"],
  invoice: [...COMMON, "balance", "total", "dueDate", "daysOverdue", "daysUntilDue"],
  visit: [...COMMON, "visitDate", "timeWindow", "siteAddress"],
  payment: [...COMMON, "amount", "paidOn", "balance"],
};

export const REMINDER_STAGES = {
  quote_follow_up_1: {
    subject: "quote",
    label: "Quote follow-up",
    days: { default: 3, min: 1, max: 60, reads: "days after the quote was sent" },
    anchor: "sent",
    subjectLine: "Your quote {number} from {businessName}",
    body: "We sent you quote {number} for {total} on {sentOn} and wanted to check that it reached you. If you have any questions about it, reply to this e-mail or give us a call. You can accept it online in a minute.",
  },
  quote_follow_up_2: {
    subject: "quote",
    label: "Second quote follow-up",
    days: { default: 10, min: 1, max: 90, reads: "days after the quote was sent" },
    anchor: "sent",
    subjectLine: "A reminder about quote {number}",
    body: "Quote {number} for {total} is still waiting for your answer. It is valid until {validUntil}. If the work is no longer needed, you can decline it online so that we stop reminding you.",
  },
  invoice_before_due: {
    subject: "invoice",
    label: "Invoice due soon",
    days: { default: 3, min: 1, max: 30, reads: "days before the due date" },
    anchor: "before_due",
    subjectLine: "Invoice {number} is due on {dueDate}",
    body: "A friendly reminder that invoice {number} is due for payment on {dueDate}. The balance is {balance}. If you have already paid, thank you, and please ignore this e-mail.",
  },
  invoice_due: {
    subject: "invoice",
    label: "Invoice due today",
    days: null,
    anchor: "due",
    subjectLine: "Invoice {number} is due today",
    body: "Invoice {number} is due for payment today, {dueDate}. The balance is {balance}. If you have already paid, thank you, and please ignore this e-mail.",
  },
  invoice_overdue_1: {
    subject: "invoice",
    label: "First overdue reminder",
    days: { default: 7, min: 1, max: 365, reads: "days after the due date" },
    anchor: "overdue",
    subjectLine: "Overdue: invoice {number}",
    body: "Invoice {number} was due for payment on {dueDate} and is now {daysOverdue} days overdue. The balance outstanding is {balance}. Please arrange payment as soon as you can, or reply to this e-mail if there is a problem.",
  },
  invoice_overdue_2: {
    subject: "invoice",
    label: "Second overdue reminder",
    days: { default: 14, min: 1, max: 365, reads: "days after the due date" },
    anchor: "overdue",
    subjectLine: "Second reminder: invoice {number} is overdue",
    body: "We have not yet received payment of invoice {number}, which was due on {dueDate} and is now {daysOverdue} days overdue. The balance outstanding is {balance}. Please pay it now, or contact us to agree how it will be paid.",
  },
  invoice_overdue_3: {
    subject: "invoice",
    label: "Final overdue reminder",
    days: { default: 30, min: 1, max: 365, reads: "days after the due date" },
    anchor: "overdue",
    subjectLine: "Final reminder: invoice {number} is {daysOverdue} days overdue",
    body: "Invoice {number} was due on {dueDate} and remains unpaid after {daysOverdue} days. The balance outstanding is {balance}. Please pay it within seven days or contact us; otherwise we may have to take further steps to recover it.",
  },
  visit_day_before: {
    subject: "visit",
    label: "Visit tomorrow",
    days: null,
    anchor: "visit",
    subjectLine: "Your visit tomorrow, {visitDate}",
    body: "This is a reminder that our engineer is booked to visit {siteAddress} tomorrow, {visitDate}, arriving between {timeWindow}. Please make sure we can get to the drains and any manhole covers. If the time no longer suits you, reply to this e-mail or call us.",
  },
  payment_receipt: {
    subject: "payment",
    label: "Payment receipt",
    days: null,
    anchor: "payment",
    subjectLine: "Receipt for your payment on invoice {number}",
    body: "Thank you for your payment of {amount} on {paidOn}. Your receipt is attached. The balance of invoice {number} is now {balance}.",
  },
} as const satisfies Record<string, StageDefinition>;

export type ReminderStage = keyof typeof REMINDER_STAGES;
export const STAGE_KEYS = Object.keys(REMINDER_STAGES) as ReminderStage[];

/** A stage as the office set it (or its defaults). */
export type StageSetting = { stage: ReminderStage; enabled: boolean; days: number | null; subject: string; body: string };

export function defaultSetting(stage: ReminderStage): StageSetting {
  const def: StageDefinition = REMINDER_STAGES[stage];
  return { stage, enabled: true, days: def.days?.default ?? null, subject: def.subjectLine, body: def.body };
}

/** The placeholders of a wording ("{balance}") that the stage does not know, in order, once each. */
export function unknownPlaceholders(stage: ReminderStage, text: string): string[] {
  const known = PLACEHOLDERS[REMINDER_STAGES[stage].subject];
  const found = [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]);
  return [...new Set(found.filter((name) => !known.includes(name)))];
}

/** A wording with its placeholders filled in (each value as given). */
export function fillWording(text: string, values: Record<string, string>): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const MAX_SUBJECT = 200;
const MAX_BODY = 2000;

/** The wording's problems in words, or null: unknown placeholders, or a brace that opens none. */
function wordingProblem(stage: ReminderStage, text: string): string | null {
  const unknown = unknownPlaceholders(stage, text);
  if (unknown.length > 0) {
    return `Unknown placeholder${unknown.length > 1 ? "s" : ""} ${unknown.map((u) => `{${u}}`).join(", ")}; use ${PLACEHOLDERS[REMINDER_STAGES[stage].subject].map((p) => `{${p}}`).join(", ")}`;
  }
  if (/[{}]/.test(text.replace(/\{[A-Za-z]+\}/g, ""))) return "Use braces only around a placeholder, as in {number}";
  return null;
}

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

/**
 * The settings form: for every stage `<stage>.enabled`, `<stage>.days` (stages with days),
 * `<stage>.subject` and `<stage>.body`. Days are whole numbers in the stage's range, the follow-ups
 * and the overdue reminders come in order, and the wording uses only the stage's placeholders.
 */
export const reminderSettingsSchema = z
  .object(
    Object.fromEntries(
      STAGE_KEYS.map((stage) => {
        const def: StageDefinition = REMINDER_STAGES[stage];
        const days = def.days
          ? z.preprocess(
              (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim()) : v),
              z
                .number({ message: "Enter a number of days" })
                .int("Enter a whole number of days")
                .min(def.days.min, `At least ${def.days.min}`)
                .max(def.days.max, `At most ${def.days.max}`),
            )
          : z.unknown().optional().transform(() => null);
        const wording = (max: number, what: string) =>
          z
            .string({ message: `Enter the ${what}` })
            .trim()
            .min(1, `Enter the ${what}`)
            .max(max, `At most ${max} characters`)
            .superRefine((text, ctx) => {
              const problem = wordingProblem(stage, text);
              if (problem) ctx.addIssue({ code: "custom", message: problem });
            });
        return [stage, z.object({ enabled: checkbox, days, subject: wording(MAX_SUBJECT, "subject"), body: wording(MAX_BODY, "message") })];
      }),
    ) as unknown as Record<ReminderStage, z.ZodType<{ enabled: boolean; days: number | null; subject: string; body: string }>>,
  )
  .superRefine((values, ctx) => {
    const inOrder = (stages: ReminderStage[], message: string) => {
      for (let i = 1; i < stages.length; i++) {
        const before = values[stages[i - 1]].days ?? 0;
        const after = values[stages[i]].days ?? 0;
        if (after <= before) ctx.addIssue({ code: "custom", path: [stages[i], "days"], message });
      }
    };
    inOrder(["quote_follow_up_1", "quote_follow_up_2"], "Must be more days than the first follow-up");
    inOrder(["invoice_overdue_1", "invoice_overdue_2", "invoice_overdue_3"], "Must be more days than the reminder before");
  });

export type ReminderSettingsValues = z.infer<typeof reminderSettingsSchema>;
