import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { log } from "../app/lib/log.server";

/**
 * Gives a request its id (the one a proxy sent in `X-Request-Id`, at most 100 characters, or a new
 * one), returns it in the response's `X-Request-Id`, and writes one log line when the response has
 * been sent: method, address, status, time taken and the client's address (`clientIp`, asked only
 * when the line is written).
 */
export function trackRequest(
  req: IncomingMessage,
  res: ServerResponse,
  clientIp: () => string | undefined,
  logger: Logger = log,
): string {
  const sent = req.headers["x-request-id"];
  const id =
    (typeof sent === "string" ? sent : "").slice(0, 100) || randomUUID();
  res.setHeader("X-Request-Id", id);
  // As asked: routers shorten `req.url` while a mounted part handles it.
  const url = req.url ?? "";
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const level = res.statusCode >= 500 ? "error" : "info";
    if (!logger.isLevelEnabled(level) || url.split("?")[0] === "/healthz")
      return;
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger[level](
      {
        requestId: id,
        method: req.method,
        path: url.slice(0, 500),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        ip: clientIp(),
      },
      "request",
    );
  });
  return id;
}
