import { describe, expect, it } from "vitest";
import { restartDelayMs } from "./workers";

describe("the wait before a worker is started in place of one that exited", () => {
  it("is none after a worker that ran for a while", () => {
    expect(restartDelayMs(0)).toBe(0);
  });

  it("doubles with each worker in a row that died soon after its start, up to 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
