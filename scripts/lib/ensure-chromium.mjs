// The browser for `npm test`: Chromium found on the machine, or, on Debian as root (a fresh
// machine or a CI container), Debian's packages installed there and then, so that `npm install`
// and `npm test` are all a new machine needs. Anywhere else the exact command is printed and
// the browser tests fail. Plain JavaScript: scripts/test.mjs runs with Node alone.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

/**
 * Where Debian's packages put Chromium. The headless shell first (`chromium-headless-shell`): the
 * same engine without the browser's own interface, lighter on the CPU for the browser tests;
 * the full browser (`chromium`) is what Lighthouse drives in `npm run bench:public`.
 */
export const CHROMIUM_CANDIDATES = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/chromium-browser"];

export const CHROMIUM_PACKAGES = ["chromium", "chromium-headless-shell"];

const INSTALL_COMMAND = `apt-get install -y ${CHROMIUM_PACKAGES.join(" ")}`;

/**
 * What to do for a browser, decided from the facts given (no side effects):
 * - `{ action: "use", path }`: a browser is there (CHROMIUM_PATH when set, else the first candidate found);
 * - `{ action: "install", message, commands, path }`: run `commands` (apt-get, as root on Debian), then use `path`;
 * - `{ action: "fail", message }`: nothing to use, with the command that would fix it.
 *
 * @param {{ chromiumPath?: string, exists: (file: string) => boolean, isRoot: boolean, isDebian: boolean }} facts
 */
export function chromiumPlan({ chromiumPath, exists, isRoot, isDebian }) {
  if (chromiumPath) {
    if (exists(chromiumPath)) return { action: "use", path: chromiumPath };
    return { action: "fail", message: `CHROMIUM_PATH is ${chromiumPath}, which does not exist: point it at a Chromium or Chrome executable, or unset it.` };
  }
  const found = CHROMIUM_CANDIDATES.find((candidate) => exists(candidate));
  if (found) return { action: "use", path: found };
  if (isDebian && isRoot) {
    const env = { DEBIAN_FRONTEND: "noninteractive" };
    return {
      action: "install",
      message: `Chromium not found: installing Debian's ${CHROMIUM_PACKAGES.join(" and ")} packages (apt-get)...`,
      commands: [
        { command: "apt-get", args: ["update", "-qq"], env },
        { command: "apt-get", args: ["install", "-y", "-qq", ...CHROMIUM_PACKAGES], env },
      ],
      path: CHROMIUM_CANDIDATES[0],
    };
  }
  if (isDebian) {
    return {
      action: "fail",
      message: `Chromium not found. The browser tests need Debian's Chromium; install it, then run npm test again:\n\n  sudo ${INSTALL_COMMAND}\n`,
    };
  }
  return {
    action: "fail",
    message:
      `Chromium not found. The browser tests need Chromium: on Debian or Ubuntu run\n\n  sudo ${INSTALL_COMMAND}\n\n` +
      `or set CHROMIUM_PATH to a Chromium or Chrome executable, then run npm test again.`,
  };
}

/** The facts of this machine and process. */
export function machineFacts() {
  return {
    chromiumPath: process.env.CHROMIUM_PATH || undefined,
    exists: (file) => fs.existsSync(file),
    isRoot: process.getuid?.() === 0,
    isDebian: fs.existsSync("/etc/debian_version"),
  };
}

/**
 * The browser's path, installing Debian's packages first when the plan says so; undefined (with
 * the message printed) when there is none.
 */
export function ensureChromium({ facts = machineFacts(), run = spawnSync, log = console.log } = {}) {
  const plan = chromiumPlan(facts);
  if (plan.action === "use") return plan.path;
  log(`\n${plan.message}`);
  if (plan.action === "fail") return undefined;
  for (const { command, args, env } of plan.commands) {
    const result = run(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    if (result.status !== 0) {
      log(`\n\`${command} ${args.join(" ")}\` failed (exit ${result.status ?? result.signal ?? result.error?.message}). Install Chromium yourself:\n\n  ${INSTALL_COMMAND}\n`);
      return undefined;
    }
  }
  const after = chromiumPlan({ ...facts, isRoot: false });
  if (after.action === "use") return after.path;
  log("\nThe packages were installed but no Chromium executable was found where Debian puts it.");
  return undefined;
}
