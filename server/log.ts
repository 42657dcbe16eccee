export type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

let threshold = order[(process.env.LOG_LEVEL as Level | "silent" | undefined) ?? "info"] ?? order.info;

export function setLogLevel(level: Level | "silent") {
  threshold = order[level];
}

/** One JSON object per line on stdout (stderr for errors). */
export function log(level: Level, msg: string, extra: Record<string, unknown> = {}) {
  if (order[level] < threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...extra });
  if (level === "error") process.stderr.write(line + "\n");
  else process.stdout.write(line + "\n");
}
