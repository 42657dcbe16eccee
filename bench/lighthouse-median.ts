import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/lib/chromium";

export type Category = "performance" | "accessibility" | "best-practices" | "seo";

export type PageScores = {
  scores: Partial<Record<Category, number>>;
  /** The audits that cost points in the median run, to say why a score is below 100. */
  failing: string[];
  /** Every run's performance score. */
  performanceRuns: number[];
};

/**
 * Lighthouse's mobile audit (its default: a mid-range phone on a throttled connection, simulated),
 * run `runs` times per page. The simulated phone multiplies the CPU time the browser takes here, so
 * one pause of the shared machine in a run moves its performance score; as Lighthouse's
 * documentation advises, the run that counts is the median one (nearest the median first
 * contentful paint and time to interactive), and every run's performance score is kept.
 */
export async function lighthouseMedians(
  urls: string[],
  options: { categories: readonly Category[]; runs: number; headers?: Record<string, string> },
): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  const out: PageScores[] = [];
  try {
    for (const url of urls) {
      const runs: Array<NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"]> = [];
      for (let i = 0; i < options.runs; i++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...options.categories],
          extraHeaders: options.headers,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        runs.push(result.lhr);
      }
      const { categories, audits } = computeMedianRun(runs) as (typeof runs)[number];
      const scores = Object.fromEntries(options.categories.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]));
      const failing = options.categories.flatMap((c) =>
        (categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${c}/${ref.id}`),
      );
      out.push({ scores, failing, performanceRuns: runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)) });
    }
  } finally {
    chrome.kill();
  }
  return out;
}
