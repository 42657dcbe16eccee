import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { myDay, myVisit } from "~/features/engineer/engineer.server";
import type { EngineerActor } from "~/lib/actor";
import { DEMO_ENGINEERS } from "./seed-field.server";
import { user } from "./schema";
import { seedDemoData } from "./seed.server";

// The demo's engineers open their day on a weekday and find a finished visit with its job sheet.

describe("the demo's job sheets", () => {
  it("each demo engineer's first visit today is finished with notes, its checklist ticked, a material and the customer's satisfaction", async () => {
    // A Wednesday, mid-afternoon in London: the demo's visits of today are on a working day.
    const now = new Date("2026-03-18T15:00:00Z");
    await seedDemoData(getDb(), { now });
    let finished = 0;
    for (const demo of DEMO_ENGINEERS) {
      const [account] = await getDb().select().from(user).where(and(eq(user.email, demo.email)));
      const actor: EngineerActor = { kind: "engineer", id: account.id, email: account.email, name: account.name };
      const day = await myDay({ actor, now });
      const todays = day.visits.filter((v) => v.day === day.today);
      if (todays.length === 0) continue;
      // The finished one of today's visits (a contract's or a booking's visit may come before it).
      const first = await myVisit({ actor, visitId: (todays.find((v) => v.status === "done") ?? todays[0]).id });
      expect(first.status).toBe("done");
      expect(first.sheet.workDone).toMatch(/jetter/);
      expect(first.sheet.satisfaction).toBe("very_satisfied");
      expect(first.checklist.length).toBeGreaterThan(0);
      expect(first.checklist.every((c) => c.done)).toBe(true);
      expect(first.lines).toHaveLength(1);
      expect(first.lines[0].kind).toBe("material");
      finished += 1;
    }
    expect(finished).toBe(2);
  });
});
