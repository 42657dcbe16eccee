import { describe, expect, it } from "vitest";
import { isConnectionLoss } from "./connection-loss";

describe("a lost database connection", () => {
  it("is told apart from every other failure", () => {
    for (const lost of [{ code: "57P01" }, { code: "57P03" }, { code: "08006" }, { code: "ECONNREFUSED" }, new Error("Connection terminated unexpectedly")]) {
      expect(isConnectionLoss(lost)).toBe(true);
    }
    for (const other of [{ code: "23505" }, { code: "42P01" }, new Error("boom"), new TypeError("x is undefined"), null, "57P01", undefined]) {
      expect(isConnectionLoss(other)).toBe(false);
    }
  });
});
