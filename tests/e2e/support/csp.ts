import type { BrowserContext, Page } from "@playwright/test";

/**
 * What the browser refused under the Content-Security-Policy, and dialogs a page opened: each
 * `securitypolicyviolation` event (recorded in the page, before any of its own scripts run) and
 * each console message about the policy, across every page of the context.
 */
export type Watch = { violations: string[]; dialogs: string[] };

export async function watchContext(context: BrowserContext): Promise<Watch> {
  const watch: Watch = { violations: [], dialogs: [] };
  await context.exposeFunction("__reportViolation", (line: string) => watch.violations.push(line));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const report = (window as unknown as { __reportViolation: (line: string) => void }).__reportViolation;
      void report(`${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || "inline"} ${e.sample ? `"${e.sample}"` : ""} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  context.on("page", (page) => watchPage(page, watch));
  for (const page of context.pages()) watchPage(page, watch);
  return watch;
}

function watchPage(page: Page, watch: Watch) {
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) watch.violations.push(`console on ${page.url()}: ${message.text()}`);
  });
  page.on("dialog", (dialog) => {
    watch.dialogs.push(`${page.url()}: ${dialog.type()} "${dialog.message()}"`);
    void dialog.dismiss();
  });
}
