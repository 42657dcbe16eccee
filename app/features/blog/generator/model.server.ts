/**
 * Optional: a draft written by an OpenAI-compatible model (`LLM_BASE_URL`). The model is given the
 * plan (one town, one subject) and the firm's facts; its output is sanitised and must pass the same
 * checks as the built-in writer's.
 */
import { describePrice, emergencyAttendanceHours, faqPriceList, guarantees, typicalEmergencyAttendanceMinutes } from "~/content/facts";
import { fillTokens } from "~/lib/business";
import { getEnv } from "~/lib/env.server";
import { sanitizePostHtml } from "~/lib/sanitize.server";
import { DESCRIPTION_MAX } from "../blog.schema";
import type { Plan } from "./plan.server";
import type { DraftBusiness, Written } from "./write.server";

export type ModelConfig = { baseUrl: string; apiKey?: string; model?: string; timeoutMs?: number };

function factsFor(plan: Plan, business: DraftBusiness) {
  const facts = [
    `${business.name} is a family-run drainage and gutter firm established in 2000, with a 24/7 emergency line ${business.phone}.`,
    `Emergency attendance: within ${emergencyAttendanceHours.from} to ${emergencyAttendanceHours.to} hours, typically about ${typicalEmergencyAttendanceMinutes} minutes. State no other attendance time.`,
    `Guarantees: ${guarantees.workmanshipMonths}-month workmanship guarantee on unblocking and repairs; ${guarantees.patchLiningYears}+ years on patch liners.`,
    "Prices (the only prices you may quote): " + faqPriceList.map((p) => `${p.label}: ${describePrice(p)}`).join("; ") + ".",
    `Service: ${plan.service.title}: ${fillTokens(plan.service.heroText, business)} Link to /services/${plan.service.slug}.`,
    `Subject: ${plan.problem.name}. ${plan.problem.causes.join(" ")}`,
  ];
  if (plan.area) facts.push(`Town: ${plan.area.town} (${plan.area.postcodes.join(", ")}). Name no other town. Link to /areas/${plan.area.slug}.`);
  else facts.push("Name no town; say West Berkshire.");
  if (plan.season) facts.push(`Season: ${plan.season}.`);
  return facts;
}

function parseModelJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
  const body = fenced ? fenced[1] : text;
  const start = body.indexOf("{");
  const end = body.lastIndexOf("}");
  if (start < 0 || end <= start) throw new Error("no JSON object in the reply");
  return JSON.parse(body.slice(start, end + 1));
}

/** Ask the configured model for a draft of the plan. Throws on any failure to answer. */
export async function writeWithModel({ plan, business, config }: { plan: Plan; business: DraftBusiness; config: ModelConfig }): Promise<Written> {
  const system = [
    `You write blog posts for ${business.name}, a drainage and gutter contractor in West Berkshire, UK.`,
    "Write in UK English for home owners and businesses: practical, accurate, friendly, no hype. Never paste the keyword phrases as typed; write them into natural sentences.",
    "Reply with one JSON object only, with the string fields title, description, category and content.",
    `description: at most ${DESCRIPTION_MAX} characters. content: HTML of 500 to 1000 words using only p, h2, h3, ul, ol, li, strong, em, a and blockquote.`,
    "The title or the first paragraph must mention every keyword's subject. Only state facts from the facts given; never invent prices, times, guarantees or statistics. Never repeat a sentence.",
  ].join("\n");
  const user = `Keyword phrases: ${plan.phrases.map((p) => `"${p}"`).join(", ")}\n\nFacts:\n${factsFor(plan, business).map((f) => `- ${f}`).join("\n")}`;
  const res = await fetch(`${config.baseUrl.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
    body: JSON.stringify({
      model: config.model ?? "default",
      messages: [
        { role: "system", content: system },
        { role: "user", content: user },
      ],
      temperature: 0.7,
      response_format: { type: "json_object" },
    }),
    signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
  });
  if (!res.ok) throw new Error(`model endpoint answered ${res.status}`);
  const payload = (await res.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
  const text = payload.choices?.[0]?.message?.content;
  if (typeof text !== "string") throw new Error("model reply has no content");
  const raw = parseModelJson(text) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" ? v.trim().replace(/[ \t]+/g, " ") : "");
  return { title: str(raw.title), description: str(raw.description), category: str(raw.category), content: sanitizePostHtml(str(raw.content)) };
}

export function modelConfigFromEnv(): ModelConfig | null {
  const env = getEnv();
  if (!env.LLM_BASE_URL) return null;
  return { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL };
}
