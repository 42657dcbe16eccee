import { scheduleTask } from "./queue.server";
import { deleteExpiredRateLimits } from "./rate-limit.server";
// The modules whose workers the queue runs (each registers its worker when loaded).
import "./mail.server";

/**
 * Everything the job queue runs: the modules with workers (imported above) and the scheduled
 * tasks, one line each (cron: minute hour day month weekday, Europe/London). Each tick runs once,
 * on one instance.
 */
scheduleTask("rate-limits.delete-expired", "17 * * * *", () => deleteExpiredRateLimits({ now: new Date() }));
