import { renderEmail } from "~/emails/render.server";
import { getBusiness, getPaymentDetails } from "~/lib/business.server";
import { dayStart, formatDateLong, todayKey } from "~/lib/business-day";
import { minuteToTime } from "~/lib/clock-time";
import { formatPence } from "~/lib/format";
import { payLinkUrl } from "~/features/payments/stripe.server";
import { loadReminderSettings } from "./reminder-settings.server";
import { fillWording, REMINDER_STAGES, type ReminderStage, type StageSetting } from "./reminder-stages";

// The e-mail of each kind of reminder: the office's wording for the stage with the record's figures
// filled in, the figures again as a table, how to pay (invoices) and the record in the portal.

export type Message = { subject: string; html: string; text: string };

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (day keys, London). */
export function daysBetween(from: string, to: string) {
  return Math.round((dayStart(to)!.getTime() - dayStart(from)!.getTime()) / DAY_MS);
}

async function render(setting: StageSetting, customerName: string, values: Record<string, string>, rest: Omit<Parameters<typeof renderEmail<"reminder">>[1], "customerName" | "heading" | "message">): Promise<Message> {
  const business = getBusiness();
  const all = { customerName, businessName: business.name, ...values };
  const subject = fillWording(setting.subject, all);
  const { html, text } = await renderEmail("reminder", { customerName, heading: subject, message: fillWording(setting.body, all), ...rest });
  return { subject, html, text };
}

export type InvoiceFacts = { id: string; invoiceNumber: string; totalPence: number; balancePence: number; dueDate: string; status: string };

/** An invoice's reminder at `stage` on day `today`: balance, due date, days overdue, how to pay, the card link. */
export function invoiceReminder(setting: StageSetting, invoice: InvoiceFacts, customerName: string, today: string): Promise<Message> {
  const late = daysBetween(invoice.dueDate, today);
  const balance = formatPence(invoice.balancePence);
  const due = formatDateLong(invoice.dueDate);
  const bank = getPaymentDetails();
  return render(
    setting,
    customerName,
    { number: invoice.invoiceNumber, balance, total: formatPence(invoice.totalPence), dueDate: due, daysOverdue: String(Math.max(0, late)), daysUntilDue: String(Math.max(0, -late)) },
    {
      details: [
        ["Invoice number", invoice.invoiceNumber],
        ["Invoice total", formatPence(invoice.totalPence)],
        ["Balance to pay", balance],
        ["Due date", due],
        ...(late > 0 ? [["Overdue by", `${late} day${late === 1 ? "" : "s"}`] as [string, string]] : []),
      ],
      bank: { accountName: bank.accountName, sortCode: bank.sortCode, accountNumber: bank.accountNumber, reference: invoice.invoiceNumber },
      cardPaymentUrl: invoice.balancePence > 0 ? payLinkUrl(invoice.id) : null,
      portalUrl: `${getBusiness().baseUrl}/customer/invoices/${invoice.id}`,
      portalLabel: "View and pay your invoice",
    },
  );
}

/** The overdue stage whose wording fits an invoice `late` days past its due date (the latest reached, else the first). */
export function overdueStageFor(settings: Record<ReminderStage, StageSetting>, late: number): StageSetting {
  const stages = (["invoice_overdue_3", "invoice_overdue_2", "invoice_overdue_1"] as const).map((s) => settings[s]);
  return stages.find((s) => (s.days ?? 0) <= late) ?? settings.invoice_overdue_1;
}

/** Whether an invoice is unpaid and past its due date on `now`'s day (London). */
export function isPastDue(invoice: Pick<InvoiceFacts, "status" | "dueDate" | "balancePence">, now: Date) {
  return ["sent", "partly_paid", "overdue"].includes(invoice.status) && invoice.balancePence > 0 && invoice.dueDate < todayKey(now);
}

/**
 * An overdue invoice sent again by the office: the overdue reminder's wording that fits how late it
 * is, with the balance and due date as they are now (never the first sending's thanks).
 */
export async function overdueInvoiceEmail(invoice: InvoiceFacts, customerName: string, today: string): Promise<Message> {
  const settings = await loadReminderSettings();
  return invoiceReminder(overdueStageFor(settings, daysBetween(invoice.dueDate, today)), invoice, customerName, today);
}

export type QuoteFacts = { id: string; quoteNumber: string; totalPence: number; validUntil: string | null; sentOn: string };

export function quoteReminder(setting: StageSetting, quote: QuoteFacts, customerName: string): Promise<Message> {
  const total = formatPence(quote.totalPence);
  return render(
    setting,
    customerName,
    { number: quote.quoteNumber, total, validUntil: quote.validUntil ? formatDateLong(quote.validUntil) : "further notice", sentOn: formatDateLong(quote.sentOn) },
    {
      details: [["Quote number", quote.quoteNumber], ["Total (including VAT)", total], ...(quote.validUntil ? [["Valid until", formatDateLong(quote.validUntil)] as [string, string]] : [])],
      portalUrl: `${getBusiness().baseUrl}/customer/quotes/${quote.id}`,
      portalLabel: "View and answer your quote",
    },
  );
}

export type VisitFacts = { jobTitle: string; day: string; startMinute: number; durationMinutes: number; site: string };

/** "09:00 and 11:00": the visit's arrival window. */
export function timeWindow(startMinute: number, durationMinutes: number) {
  return `${minuteToTime(startMinute)} and ${minuteToTime(Math.min(startMinute + durationMinutes, 24 * 60 - 1))}`;
}

export function visitReminder(setting: StageSetting, visit: VisitFacts, customerName: string): Promise<Message> {
  const when = formatDateLong(visit.day);
  const window = timeWindow(visit.startMinute, visit.durationMinutes);
  return render(
    setting,
    customerName,
    { number: visit.jobTitle, visitDate: when, timeWindow: window, siteAddress: visit.site },
    {
      details: [["Job", visit.jobTitle], ["Date", when], ["Arriving between", window], ["Address", visit.site]],
      portalUrl: `${getBusiness().baseUrl}/customer/jobs`,
      portalLabel: "See your visits",
    },
  );
}

export type PaymentFacts = { invoiceId: string; invoiceNumber: string; amountPence: number; paidOn: string; method: string; balancePence: number };

export function receiptMessage(setting: StageSetting, payment: PaymentFacts, customerName: string): Promise<Message> {
  const amount = formatPence(payment.amountPence);
  return render(
    setting,
    customerName,
    { number: payment.invoiceNumber, amount, paidOn: formatDateLong(payment.paidOn), balance: formatPence(payment.balancePence) },
    {
      details: [
        ["Invoice number", payment.invoiceNumber],
        ["Amount received", amount],
        ["Paid on", formatDateLong(payment.paidOn)],
        ["Paid by", payment.method],
        ["Balance remaining", formatPence(payment.balancePence)],
      ],
      portalUrl: `${getBusiness().baseUrl}/customer/invoices/${payment.invoiceId}`,
      portalLabel: "View your invoice",
    },
  );
}

/** The stage's label in words, for the history ("First overdue reminder"). */
export function stageLabel(stage: ReminderStage) {
  return REMINDER_STAGES[stage].label;
}
