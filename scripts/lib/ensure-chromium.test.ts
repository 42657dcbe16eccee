import { describe, expect, it } from "vitest";
import { CHROMIUM_CANDIDATES, chromiumPlan, ensureChromium } from "./ensure-chromium.mjs";

const SHELL = "/usr/lib/chromium/chromium-headless-shell";
const FULL = "/usr/bin/chromium";
const APT_ENV = { DEBIAN_FRONTEND: "noninteractive" };

/** A machine with these files; `run` stands for apt-get, recording each call and installing the packages. */
function machine(files: string[], facts: { isRoot: boolean; isDebian: boolean; chromiumPath?: string }, aptExit = 0) {
  const present = new Set(files);
  const calls: Array<{ command: string; args: string[]; env: Record<string, string | undefined> }> = [];
  const run = (command: string, args: string[], options: { env: Record<string, string | undefined> }) => {
    calls.push({ command, args, env: options.env });
    if (aptExit === 0 && args[0] === "install") for (const file of [SHELL, FULL]) present.add(file);
    return { status: aptExit };
  };
  const lines: string[] = [];
  const path = ensureChromium({ facts: { ...facts, exists: (f: string) => present.has(f) }, run, log: (line: string) => lines.push(line) });
  return { path, calls, output: lines.join("\n") };
}

describe("the browser for npm test", () => {
  it("uses a Chromium that is installed, the headless shell first, and installs nothing", () => {
    expect(machine([FULL, SHELL], { isRoot: true, isDebian: true })).toEqual({ path: SHELL, calls: [], output: "" });
    expect(machine([FULL], { isRoot: true, isDebian: true })).toEqual({ path: FULL, calls: [], output: "" });
    expect(CHROMIUM_CANDIDATES[0]).toBe(SHELL);
  });

  it("uses CHROMIUM_PATH when it is set, and says so when it names nothing", () => {
    expect(machine(["/opt/chrome/chrome"], { isRoot: true, isDebian: true, chromiumPath: "/opt/chrome/chrome" }).path).toBe("/opt/chrome/chrome");
    const missing = machine([FULL], { isRoot: true, isDebian: true, chromiumPath: "/opt/none" });
    expect(missing.path).toBeUndefined();
    expect(missing.calls).toEqual([]);
    expect(missing.output).toContain("CHROMIUM_PATH is /opt/none, which does not exist");
  });

  it("as root on Debian without Chromium: says what it does, runs apt-get update and install, then uses the headless shell", () => {
    const result = machine([], { isRoot: true, isDebian: true });
    expect(result.output).toContain("Chromium not found: installing Debian's chromium and chromium-headless-shell packages (apt-get)...");
    expect(result.calls.map(({ command, args }) => [command, ...args].join(" "))).toEqual([
      "apt-get update -qq",
      "apt-get install -y -qq chromium chromium-headless-shell",
    ]);
    for (const call of result.calls) expect(call.env).toMatchObject(APT_ENV);
    expect(result.path).toBe(SHELL);
  });

  it("stops with the command to run when apt-get fails", () => {
    const result = machine([], { isRoot: true, isDebian: true }, 100);
    expect(result.path).toBeUndefined();
    expect(result.calls).toHaveLength(1);
    expect(result.output).toContain("apt-get install -y chromium chromium-headless-shell");
  });

  it("not as root, or not on Debian: installs nothing and prints the exact command", () => {
    const user = machine([], { isRoot: false, isDebian: true });
    expect(user.path).toBeUndefined();
    expect(user.calls).toEqual([]);
    expect(user.output).toContain("sudo apt-get install -y chromium chromium-headless-shell");

    const other = machine([], { isRoot: true, isDebian: false });
    expect(other.path).toBeUndefined();
    expect(other.calls).toEqual([]);
    expect(other.output).toContain("sudo apt-get install -y chromium chromium-headless-shell");
    expect(other.output).toContain("CHROMIUM_PATH");
  });

  it("decides without side effects", () => {
    expect(chromiumPlan({ exists: () => false, isRoot: true, isDebian: true }).action).toBe("install");
    expect(chromiumPlan({ exists: () => false, isRoot: false, isDebian: true }).action).toBe("fail");
    expect(chromiumPlan({ exists: (f: string) => f === FULL, isRoot: false, isDebian: false })).toEqual({ action: "use", path: FULL });
  });
});
