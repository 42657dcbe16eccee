import fs from "node:fs";

/**
 * How the browser tests and the benchmarks start Debian's Chromium here: headless, and without the
 * background connections a closed network refuses.
 *
 * The browser tests prefer Chromium's headless shell (Debian's `chromium-headless-shell`): the same
 * engine without the browser's own interface, which costs a two-core machine noticeably less CPU
 * per page. Lighthouse measures pages in the full browser (`CHROMIUM_PATH`).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

/** The browser for the tests: CHROMIUM_PATH when set, else the headless shell when installed, else Chromium. */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
