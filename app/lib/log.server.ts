import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type DestinationStream, type Logger } from "pino";

/**
 * The one logger of the process: pino, one JSON object per line (`time`, `level`, `msg`, then the
 * fields), on stdout, errors on stderr. A line written while a request is handled carries that
 * request's id (`requestId`), wherever it is written: the server runs each request inside
 * `withRequestId`, and the id travels with the request's asynchronous work.
 *
 * The server (`server/`) and the application bundle each load this module; the logger and the
 * request context live on `globalThis`, so both copies write through the same logger.
 */
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

const LEVELS: readonly string[] = ["debug", "info", "warn", "error", "silent"];

type RequestContext = { requestId: string };
type Holder = { logger: Logger; context: AsyncLocalStorage<RequestContext> };

const key = Symbol.for("drainage.log");
const g = globalThis as unknown as Record<symbol, Holder | undefined>;

/** LOG_LEVEL when valid; otherwise `info`, and `silent` under tests so that test output stays readable. */
function initialLevel(): LogLevel {
  const configured = process.env.LOG_LEVEL;
  if (configured && LEVELS.includes(configured)) return configured as LogLevel;
  return process.env.NODE_ENV === "test" ? "silent" : "info";
}

function createHolder(): Holder {
  const context = new AsyncLocalStorage<RequestContext>();
  const destination = pino.multistream(
    [
      { level: "debug", stream: process.stdout },
      { level: "error", stream: process.stderr },
    ],
    { dedupe: true },
  );
  return { context, logger: buildLogger(context, initialLevel(), destination) };
}

function buildLogger(context: AsyncLocalStorage<RequestContext>, level: LogLevel, destination: DestinationStream) {
  return pino(
    {
      level,
      base: undefined,
      messageKey: "msg",
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: pino.stdSerializers.err },
      // The request being handled, if any; fields given to a call take precedence.
      mixin: () => {
        const current = context.getStore();
        return current ? { requestId: current.requestId } : {};
      },
    },
    destination,
  );
}

const holder = (g[key] ??= createHolder());

/** `log.info({ field: value }, "message")`, `log.error({ err }, "what failed")`. */
export const log: Logger = holder.logger;

export function setLogLevel(level: LogLevel) {
  holder.logger.level = level;
}

/** Run `fn` (and everything it starts) as the handling of request `requestId`. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return holder.context.run({ requestId }, fn);
}

/** The id of the request being handled, if any. */
export function currentRequestId(): string | undefined {
  return holder.context.getStore()?.requestId;
}

/** A logger that writes to `destination` with the same format and request context (for tests). */
export function createLogger(destination: DestinationStream, level: LogLevel = "debug"): Logger {
  return buildLogger(holder.context, level, destination);
}
