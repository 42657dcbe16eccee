import { describe, expect, it } from "vitest";
import { understand } from "./nlu.server";
import { ASKS_ANY, ASKS_ANYWHERE, asksInAClause, asksSomething, PART_ASKS, WH_QUESTION } from "./asks.server";

type Reader = "wh" | "anywhere" | "any" | "part" | "clause" | "booking";

/** One table for every reader of "does this ask something": each row lists the readers that say it does. */
const ROWS: Array<[string, Reader[]]> = [
  ["what do you charge for a blocked loo", ["wh", "anywhere", "any", "part", "clause", "booking"]],
  ["my kitchen sink is blocked", []],
  ["gutter overflowing at the back", []],
  // Asks for the work, not about it: a question to a booking, not to the site.
  ["can you come and unblock the drain", ["wh", "anywhere", "any", "booking"]],
  ["the loo is blocked, is that your sort of work", ["anywhere", "any", "clause", "booking"]],
  ["bath is slow, just wondering if its worth jetting", ["any", "booking"]],
  ["would rodding clear it", ["wh", "anywhere", "any", "part", "clause", "booking"]],
  ["once ur done how long till we can use the loo", ["anywhere", "any", "clause", "booking"]],
  ["whatever u use it cant be chemicals", ["booking"]],
  ["i was told you give a discount to pensioners", ["booking"]],
  ["you come out to goring dont you? the last lot said no", ["booking"]],
  ["does she get the discount", ["wh", "anywhere", "any", "part", "booking"]],
  ["pls tell me u dont have to dig it all up", ["clause"]],
  ["i want to know ur insured before they lift the slabs", ["clause", "booking"]],
];

describe("the readers of whether words ask something", () => {
  it.each(ROWS)("%s", async (text, readers) => {
    const u = await understand(text);
    const said: Record<Reader, boolean> = {
      wh: WH_QUESTION.test(text.trim()),
      anywhere: ASKS_ANYWHERE.test(text),
      any: ASKS_ANY.test(text),
      part: PART_ASKS.test(text.trim()),
      clause: asksInAClause(text),
      booking: asksSomething(text, u),
    };
    expect(Object.entries(said).filter(([, v]) => v).map(([k]) => k)).toEqual(readers);
  });
});
