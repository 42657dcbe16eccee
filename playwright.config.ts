import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "./scripts/lib/chromium";


export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // Long flows (sign in, fill, save, search, edit, delete) run beside another worker on two cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    locale: "en-GB",
    timezoneId: "Europe/London",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS },
      },
    },
  ],
});
