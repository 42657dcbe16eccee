import { describe, expect, it } from "vitest";
import { getDb, pingDatabase } from "./client.server";

describe("the database health check", () => {
  it("answers false when no connection is free in time, and gives back the connection it gets later", async () => {
    const pool = getDb().$client;
    // Every connection of the pool taken, as by requests on a busy server.
    const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    expect(await pingDatabase(100)).toBe(false);
    for (const client of held) client.release();
    // The connection the check was waiting for arrives after its answer: it must go back to the pool.
    await new Promise((r) => setTimeout(r, 200));
    expect(pool.waitingCount).toBe(0);
    expect(pool.idleCount).toBe(pool.totalCount);
    expect(await pingDatabase(1000)).toBe(true);
  });
});
