/**
 * Blog post drafts from keywords, in three stages:
 *
 * 1. `generator/plan.server.ts` settles what the article is about (service, one town, season,
 *    problem, prices) and its layout; each further draft for the same keywords takes another angle.
 * 2. `generator/write.server.ts` writes it from the site's content and the firm's facts
 *    (`app/content/facts.ts`, shared with the chat assistant); with `LLM_BASE_URL` configured,
 *    `generator/model.server.ts` asks a model to write it instead.
 * 3. `generator/check.server.ts` checks the result: allowlisted HTML, no repeated sentence, no
 *    contradiction with the facts, one town only, the keywords in the title or first paragraph,
 *    reading time from the word count. A draft that fails is not saved; the reasons are returned.
 */
import { log } from "~/lib/log.server";
import { parseKeywords } from "./blog.schema";
import { checkDraft, type DraftProblem } from "./generator/check.server";
import { modelConfigFromEnv, writeWithModel, type ModelConfig } from "./generator/model.server";
import { planArticle, PlanError, type Plan } from "./generator/plan.server";
import { readTimeFor } from "./generator/text";
import { writeArticle, type DraftBusiness } from "./generator/write.server";

export { checkDraft, parseKeywords, planArticle, readTimeFor, type DraftBusiness, type DraftProblem, type ModelConfig, type Plan };
export { countWords, htmlToText, sentencesOf, normaliseSentence } from "./generator/text";

export type Draft = {
  title: string;
  description: string;
  category: string;
  /** Comma-separated, the requested phrases first. */
  keywords: string;
  /** "N min read" */
  readTime: string;
  /** Sanitised HTML. */
  content: string;
  source: "builtin" | "model";
  plan: Plan;
};

/** A draft that did not pass its checks, with the reasons. */
export class DraftRejected extends Error {
  constructor(readonly problems: DraftProblem[]) {
    super(problems.map((p) => p.message).join(" "));
    this.name = "DraftRejected";
  }
}

function keywordList(plan: Plan) {
  const list = [...plan.phrases];
  const seen = new Set(list.map((k) => k.toLowerCase()));
  for (const extra of [plan.service.shortTitle, plan.area?.town]) {
    if (extra && !seen.has(extra.toLowerCase()) && list.length < 10) {
      list.push(extra);
      seen.add(extra.toLowerCase());
    }
  }
  return list.join(", ");
}

/**
 * A checked draft for the keywords. `variant` is how many drafts the same keywords already have,
 * so that asking again gives another angle. The configured model writes it when there is one and
 * its draft passes the checks; otherwise the built-in writer does (`model: null` forces it). Throws
 * `DraftRejected` when the draft fails its checks and `PlanError` when the keywords cannot make one
 * article (two towns, nothing to write about).
 */
export async function generateDraft({
  keywords,
  business,
  now = new Date(),
  variant = 0,
  model,
}: {
  keywords: string;
  business: DraftBusiness;
  now?: Date;
  variant?: number;
  model?: ModelConfig | null;
}): Promise<Draft> {
  const phrases = parseKeywords(keywords);
  if (!phrases.length) throw new PlanError("Please enter keywords");
  const plan = planArticle({ phrases, variant, now });
  const context = { phrases, area: plan.area };
  const config = model === undefined ? modelConfigFromEnv() : model;
  if (config) {
    try {
      const written = await writeWithModel({ plan, business, config });
      const problems = checkDraft(written, context);
      if (!problems.length) return { ...written, keywords: keywordList(plan), readTime: readTimeFor(written.content), source: "model", plan };
      log.warn({ problems: problems.map((p) => p.code) }, "blog generation: the model's draft failed its checks, using the built-in writer");
    } catch (err) {
      log.warn({ err }, "blog generation: model failed, using the built-in writer");
    }
  }
  const written = writeArticle(plan, business);
  const problems = checkDraft(written, context);
  if (problems.length) throw new DraftRejected(problems);
  return { ...written, keywords: keywordList(plan), readTime: readTimeFor(written.content), source: "builtin", plan };
}

export { PlanError };
