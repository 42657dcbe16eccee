import { describe, expect, it } from "vitest";
import { runCrashRounds } from "../../scripts/crash-safety";

// `npm run test:crash` runs 20 rounds; here 3 (the first kills only the server and leaves its
// PostgreSQL running, the second kills both and leaves a stale postmaster.pid, the third the server again).
describe("crash safety", () => {
  it("keeps every acknowledged enquiry through SIGKILLs, and the server comes back healthy each time", { timeout: 600_000 }, async () => {
    const report = await runCrashRounds({ rounds: 3 });
    expect(report.rounds.map((r) => r.killed)).toEqual(["node", "group", "node"]);
    // Each round had writes acknowledged before the kill, so each round tested something.
    for (const round of report.rounds) expect(round.acknowledged).toBeGreaterThan(0);
    expect(report.missing).toEqual([]);
  });
});
