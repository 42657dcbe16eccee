import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "../../scripts/lib/server-flags";

describe("the production server's Node flags", () => {
  it("`npm start` runs the server with the same flags as the tests and the benchmark", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../../package.json"), "utf8")) as { scripts: { start: string } };
    expect(pkg.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(" ")} scripts/start.mjs`);
    expect(SERVER_NODE_FLAGS.some((flag) => /^--max-old-space-size=\d+$/.test(flag))).toBe(true);
  });
});
