import { log } from "../app/lib/log.server";

// The job queue's library (pg-boss 10) marks a job done without waiting for or catching the answer
// (a promise left floating); if the database goes away at that moment, the rejection is unhandled
// and Node would end the process — a server that should keep answering 503 on /healthz until its
// database is back. A rejection that says only that a database connection was lost is logged and
// left (the pool makes new connections; the job is retried by the queue after it expires); any
// other unhandled rejection still ends the process, as Node's default does.

/** PostgreSQL's codes for a connection ended by the server (admin shutdown, crash, cannot connect now) and connection exceptions. */
const LOST = /^(57P0[123]|08\d{3})$/;

/** Whether `err` says only that a database connection was lost. */
export function isConnectionLoss(err: unknown): boolean {
  if (!err || typeof err !== "object") return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === "string" && LOST.test(code)) return true;
  if (code === "ECONNREFUSED" || code === "ECONNRESET") return true;
  return typeof message === "string" && /^Connection terminated( unexpectedly)?$/.test(message);
}

/** Installs the rule above for this process. */
export function surviveLostDatabaseConnections() {
  process.on("unhandledRejection", (reason) => {
    if (isConnectionLoss(reason)) {
      log.error({ err: reason }, "a database connection was lost outside a request");
      return;
    }
    throw reason;
  });
}
