import { describe, expect, it } from "vitest";
import { createLogger, currentRequestId, log, withRequestId } from "./log.server";

function capture(level: Parameters<typeof createLogger>[1] = "debug") {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger({ write: (line: string) => void lines.push(JSON.parse(line)) }, level);
  return { logger, lines };
}

describe("the logger", () => {
  it("writes one JSON object per line: time, level name, message and fields", () => {
    const { logger, lines } = capture();
    logger.info({ quoteId: "q1" }, "quote sent");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "info", msg: "quote sent", quoteId: "q1" });
    expect(new Date(String(lines[0].time)).toISOString()).toBe(lines[0].time);
  });

  it("serialises an error with its message and stack", () => {
    const { logger, lines } = capture();
    logger.error({ err: new Error("connection refused") }, "delivery failed");
    expect(lines[0].err).toMatchObject({ type: "Error", message: "connection refused" });
    expect(String((lines[0].err as { stack: string }).stack)).toContain("log.server.test");
  });

  it("leaves out lines below its level", () => {
    const { logger, lines } = capture("warn");
    logger.info("not shown");
    logger.warn("shown");
    expect(lines.map((l) => l.msg)).toEqual(["shown"]);
  });

  it("adds the request id to every line written while that request is handled, across awaits", async () => {
    const { logger, lines } = capture();
    logger.info("before");
    await withRequestId("req-123", async () => {
      logger.info("in the handler");
      await new Promise((r) => setTimeout(r, 5));
      await Promise.resolve().then(() => logger.warn("after an await"));
      expect(currentRequestId()).toBe("req-123");
    });
    await Promise.all([
      withRequestId("req-a", async () => {
        await new Promise((r) => setTimeout(r, 10));
        logger.info("a");
      }),
      withRequestId("req-b", async () => logger.info("b")),
    ]);
    logger.info("after");
    expect(lines.map((l) => [l.msg, l.requestId])).toEqual([
      ["before", undefined],
      ["in the handler", "req-123"],
      ["after an await", "req-123"],
      ["b", "req-b"],
      ["a", "req-a"],
      ["after", undefined],
    ]);
  });

  it("is quiet under tests unless LOG_LEVEL says otherwise", () => {
    expect(log.level).toBe(process.env.LOG_LEVEL ?? "silent");
  });
});
