import { readFile } from "node:fs/promises";
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The project's own ESLint configuration, run on the deliberately wrong files of app/lint-fixtures:
// each is linted as if it lived in the layer it breaks the rules of.
const root = path.resolve(import.meta.dirname, "..");
const fixtures = path.join(root, "app/lint-fixtures");

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function lintFixtureAs(fixture: string, asPath: string) {
  const text = await readFile(path.join(fixtures, fixture), "utf8");
  const [result] = await eslint.lintText(text, { filePath: path.join(root, asPath) });
  return result.messages.map((m) => ({ rule: m.ruleId, line: m.line, message: m.message }));
}

const zone = "import-x/no-restricted-paths";

// Linting follows the import graph of the app: generous time on a busy machine.
describe("the import direction rules", { timeout: 180_000 }, () => {
  it("refuse a feature, a route, root.tsx, app/runtime and a component in app/lib", async () => {
    const messages = await lintFixtureAs("lib.ts", "app/lib/lint-fixture.ts");
    expect(messages.map((m) => [m.rule, m.line])).toEqual([
      [zone, 2],
      [zone, 3],
      [zone, 4],
      [zone, 5],
      [zone, 6],
    ]);
    expect(messages[0].message).toContain("app/lib is the bottom layer");
  });

  it("refuse a feature and a shared component in app/components/ui", async () => {
    const messages = await lintFixtureAs("components-ui.tsx", "app/components/ui/lint-fixture.tsx");
    expect(messages.map((m) => [m.rule, m.line])).toEqual([
      [zone, 2],
      [zone, 3],
    ]);
    expect(messages[0].message).toContain("Shared components sit below the features");
    expect(messages[1].message).toContain("app/components/ui is the bottom layer of components");
  });

  it("refuse a feature, a route and root.tsx in the shared components", async () => {
    const messages = await lintFixtureAs("components.tsx", "app/components/lint-fixture.tsx");
    expect(messages.map((m) => [m.rule, m.line])).toEqual([
      [zone, 2],
      [zone, 3],
      [zone, 4],
    ]);
    expect(messages[0].message).toContain("Shared components sit below the features");
  });

  it("refuse a route, root.tsx and app/runtime in a feature", async () => {
    const messages = await lintFixtureAs("features.ts", "app/features/jobs/lint-fixture.ts");
    expect(messages.map((m) => [m.rule, m.line])).toEqual([
      [zone, 2],
      [zone, 3],
      [zone, 4],
    ]);
    expect(messages[0].message).toContain("Features sit below app/runtime");
  });

  it("refuse a route and root.tsx in app/runtime", async () => {
    const messages = await lintFixtureAs("runtime.ts", "app/runtime/lint-fixture.ts");
    expect(messages.map((m) => [m.rule, m.line])).toEqual([
      [zone, 2],
      [zone, 3],
    ]);
    expect(messages[0].message).toContain("app/runtime sits below the routes");
  });

  it("refuse app/lib (beyond configuration and the logger), a feature and a component in app/db", async () => {
    const messages = await lintFixtureAs("db.ts", "app/db/lint-fixture.ts");
    expect(messages.map((m) => [m.rule, m.line])).toEqual([
      [zone, 2],
      [zone, 3],
      [zone, 4],
    ]);
    expect(messages[0].message).toContain("app/db is the bottom layer");
  });

  it("refuse a component file in a server module", async () => {
    const messages = await lintFixtureAs("server-module.server.ts", "app/features/jobs/lint-fixture.server.ts");
    expect(messages.map((m) => [m.rule, m.line])).toEqual([
      [zone, 2],
      [zone, 3],
    ]);
    expect(messages[0].message).toContain("A server module imports no component file");
  });

  it("refuse an import cycle", async () => {
    // The pair imports each other where it is, so it is linted from disk (the normal run ignores it).
    const unignored = new ESLint({ cwd: root, ignore: false });
    const results = await unignored.lintFiles([path.join(fixtures, "cycle-a.ts"), path.join(fixtures, "cycle-b.ts")]);
    for (const result of results) {
      expect(result.messages.map((m) => [m.ruleId, m.line])).toEqual([["import-x/no-cycle", 2]]);
    }
  });

  it("let every import that points down or across pass", async () => {
    expect(await lintFixtureAs("clean.ts", "app/features/jobs/lint-fixture.server.ts")).toEqual([]);
  });
});

describe("the other shape rules", { timeout: 180_000 }, () => {
  it("refuse console output in app code", async () => {
    const messages = await lintFixtureAs("console.ts", "app/lib/lint-fixture.ts");
    expect(messages.map((m) => [m.rule, m.line])).toEqual([["no-console", 3]]);
  });

  it("refuse a source file over 500 lines, not counting blank lines and comments", async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const n${i} = ${i};`).join("\n") + "\n";
    const asPath = path.join(root, "app/lib/lint-fixture.ts");
    const [long] = await eslint.lintText(lines(501), { filePath: asPath });
    expect(long.messages.map((m) => m.ruleId)).toEqual(["max-lines"]);
    const [padded] = await eslint.lintText(lines(500) + "\n// a comment\n\n".repeat(20), { filePath: asPath });
    expect(padded.messages).toEqual([]);
  });
});
