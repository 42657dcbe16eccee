import { generateAllContracts, sendRenewalNotices } from "~/features/contracts/contracts.server";
import { markOverdueInvoices } from "~/features/invoices/invoices.server";
import { expireQuotes } from "~/features/quotes/quotes.server";
import { sendDueReminders } from "~/features/reminders/reminders.server";
import { scheduleTask } from "~/lib/queue.server";
import { deleteExpiredRateLimits } from "~/lib/rate-limit.server";
// The modules whose workers the queue runs (each registers its worker when loaded).
import "~/lib/mail.server";
import "~/features/auth/auth.server";
import "~/runtime/attachments.server";

/**
 * Everything the job queue runs: the modules with workers (imported above) and the scheduled
 * tasks, one line each (cron: minute hour day month weekday, Europe/London). Each tick runs once,
 * on one instance.
 */
scheduleTask("rate-limits.delete-expired", "17 * * * *", () => deleteExpiredRateLimits({ now: new Date() }));
// Just after midnight (London) and every hour after, so that a restart or a missed tick is caught up.
scheduleTask("quotes.expire", "5 * * * *", () => expireQuotes({ now: new Date() }));
scheduleTask("invoices.mark-overdue", "6 * * * *", () => markOverdueInvoices({ now: new Date() }));
// Every quarter of an hour: the reminders due now, each once; nothing goes out before 08:00 or after 20:00 London time.
scheduleTask("reminders.send-due", "*/15 * * * *", () => sendDueReminders({ now: new Date() }));
scheduleTask("contracts.generate", "25 * * * *", () => generateAllContracts({ now: new Date() }));
// Once a day in office hours: a contract's renewal notice, a month before its term ends (a day missed is caught up the next).
scheduleTask("contracts.renewal-notices", "35 9 * * *", () => sendRenewalNotices({ now: new Date() }));
