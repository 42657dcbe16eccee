// `npm test`: every check, in order — types, lint, production build, Vitest (unit and integration
// against real PostgreSQL, plus server start/stop tests), Playwright in Chromium against the
// production build. Prints one closing line with the totals.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./lib/ensure-chromium.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "drainage-test-reports-"));
const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);

function run(title, command, args, env = {}) {
  console.log(`\n── ${title} ──`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`── ${title}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result.status === 0;
}

let ok = true;
let passed = 0;
let failed = 0;

if (want("typecheck")) ok = run("typecheck", bin("react-router"), ["typegen"]) && run("typecheck", bin("tsc"), ["--noEmit"]) && ok;
if (want("lint")) ok = run("lint", bin("eslint"), [".", "--max-warnings=0"]) && ok;
if (want("build") || want("vitest") || want("e2e")) {
  if (!run("build", process.execPath, [path.join(root, "scripts/build.mjs")])) {
    ok = false;
    console.log("\nThe build failed: the tests that need it cannot run.");
    console.log(`tests: ${passed} passed, ${failed + 1} failed`);
    process.exit(1);
  }
}

if (want("vitest")) {
  const out = path.join(reports, "vitest.json");
  ok = run("vitest", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`]) && ok;
  if (fs.existsSync(out)) {
    const report = JSON.parse(fs.readFileSync(out, "utf8"));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    // A file that failed to load has no tests to count; count it once.
    if ((report.numFailedTestSuites ?? 0) > 0 && (report.numFailedTests ?? 0) === 0) failed += report.numFailedTestSuites;
    // The report decides, whatever the exit status (a worker that will not stop can mask it).
    if ((report.numFailedTests ?? 0) > 0 || (report.numFailedTestSuites ?? 0) > 0) ok = false;
  } else {
    failed += 1;
  }
}

if (want("e2e")) {
  // Found, or installed from Debian's packages when run as root on Debian (scripts/lib/ensure-chromium.mjs).
  const executable = ensureChromium();
  if (!executable) {
    ok = false;
    failed += 1;
  } else {
    const out = path.join(reports, "playwright.json");
    ok =
      run("playwright", bin("playwright"), ["test", "--reporter=list,json"], {
        CHROMIUM_PATH: executable,
        PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      }) && ok;
    if (fs.existsSync(out)) {
      const stats = JSON.parse(fs.readFileSync(out, "utf8")).stats ?? {};
      passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      failed += stats.unexpected ?? 0;
      if ((stats.unexpected ?? 0) > 0) ok = false;
    } else {
      failed += 1;
    }
  }
}

fs.rmSync(reports, { recursive: true, force: true });
if (!ok && failed === 0) failed = 1; // a step without test counts (typecheck, lint) failed
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
