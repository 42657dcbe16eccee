import { scheduleTask } from "./queue.server";
import { deleteExpiredRateLimits } from "./rate-limit.server";

/**
 * Everything the job queue runs on a schedule, in one list (cron: minute hour day month weekday,
 * Europe/London). Each tick runs once, on one instance. Add a task with one line here.
 */
scheduleTask("rate-limits.delete-expired", "17 * * * *", () => deleteExpiredRateLimits({ now: new Date() }));
