import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { areas } from "~/content/areas";
import { listAuditEntries } from "~/features/audit/audit.server";
import { resetEnv } from "~/lib/env.server";
import { POST_ALLOWED_TAGS, sanitizePostHtml } from "~/lib/sanitize.server";
import { makeStaff } from "../../../tests/support/factories";
import { generatePost } from "./blog.server";
import { checkDraft, countWords, DraftRejected, generateDraft, htmlToText, normaliseSentence, parseKeywords, PlanError, sentencesOf, type Draft } from "./generator.server";
import { contradictions } from "./generator/check.server";

const business = { name: "Kennet Drain Care", phone: "01632 960 000", phoneHref: "tel:+441632960000" };
const now = new Date("2026-11-21T10:00:00Z");

function write(keywords: string, variant = 0) {
  return generateDraft({ keywords, business, now, variant, model: null });
}

/** Share of the shorter draft's sentences that also appear in the other. */
function sharedSentences(a: string, b: string) {
  // Sentences of four words or more: "Yes." and "Are your engineers insured?" say nothing of the article.
  const set = (html: string) => new Set(sentencesOf(html).map(normaliseSentence).filter((s) => s.split(" ").length >= 4));
  const sa = set(a);
  const sb = set(b);
  let both = 0;
  for (const s of sa) if (sb.has(s)) both++;
  return both / Math.min(sa.size, sb.size);
}

/** Twenty keyword sets across the services, towns and seasons. */
const KEYWORD_SETS = [
  "blocked drain Thatcham, emergency callout",
  "winter blocked drains, Newbury",
  "CCTV survey cost, Reading",
  "gutter cleaning Thatcham, autumn",
  "emergency drain engineer, Caversham",
  "patch lining, Woodley",
  "restaurant grease, drain cleaning, Theale",
  "summer drain smells, Hungerford",
  "blocked toilet, Tilehurst",
  "drain repairs, tree roots, Earley",
  "drainage maintenance contract, Pangbourne",
  "storm flooding, gullies, Lambourn",
  "spring gutter moss, Kintbury",
  "homebuyer CCTV survey, Calcot",
  "drain unblocking prices, Burghfield",
  "frozen pipes winter, Tadley",
  "limescale drain cleaning, Mortimer",
  "wet wipes blocked drain, Aldermaston",
  "collapsed drain repair, RG14",
  "downpipe overflowing, rain, Woodley",
];

describe("parseKeywords", () => {
  it("splits phrases at commas, semicolons and new lines, tidies spaces and drops repeats", () => {
    expect(parseKeywords("  blocked  drains , Newbury;newbury\nwinter ,, ")).toEqual(["blocked drains", "Newbury", "winter"]);
    expect(parseKeywords(" , ; ")).toEqual([]);
  });
});

describe("the built-in writer", () => {
  let drafts: Array<{ keywords: string; draft: Draft }>;
  const failures: string[] = [];
  beforeAll(async () => {
    drafts = [];
    for (const keywords of KEYWORD_SETS) {
      try {
        drafts.push({ keywords, draft: await write(keywords) });
      } catch (err) {
        failures.push(`${keywords}: ${(err as Error).message}`);
      }
    }
  });

  it("writes a draft for each of twenty keyword sets that passes every check", () => {
    expect(failures).toEqual([]);
    expect(drafts).toHaveLength(20);
    for (const { keywords, draft } of drafts) {
      expect(checkDraft({ ...draft }, { phrases: parseKeywords(keywords), area: draft.plan.area }), keywords).toEqual([]);
      expect(countWords(draft.content), keywords).toBeGreaterThanOrEqual(250);
      expect(draft.readTime).toBe(`${Math.ceil(countWords(draft.content) / 200)} min read`);
    }
  });

  it("writes HTML within the sanitiser's allowlist only", () => {
    const allowed = new Set<string>(POST_ALLOWED_TAGS);
    for (const { keywords, draft } of drafts) {
      expect(draft.content, keywords).toBe(sanitizePostHtml(draft.content));
      for (const m of draft.content.matchAll(/<\/?([a-zA-Z0-9]+)/g)) expect(allowed.has(m[1].toLowerCase()), `${keywords}: <${m[1]}>`).toBe(true);
    }
  });

  it("shares at most 30% of its sentences with any other draft", () => {
    let worst = 0;
    for (let i = 0; i < drafts.length; i++) {
      for (let j = i + 1; j < drafts.length; j++) {
        const share = sharedSentences(drafts[i].draft.content, drafts[j].draft.content);
        worst = Math.max(worst, share);
        expect(share, `${drafts[i].keywords} / ${drafts[j].keywords}`).toBeLessThanOrEqual(0.3);
      }
    }
    expect(worst).toBeGreaterThan(0); // the measure does see shared sentences
  });

  it("names only the town it is about, and that town throughout", () => {
    for (const { keywords, draft } of drafts) {
      const town = draft.plan.area;
      expect(town, keywords).not.toBeNull();
      const text = `${draft.title} ${draft.description} ${htmlToText(draft.content)}`;
      for (const other of areas) {
        if (other.slug === town!.slug) continue;
        expect(new RegExp(`\\b${other.town}\\b`).test(text), `${keywords} names ${other.town}`).toBe(false);
      }
      expect(text.split(town!.town).length - 1, keywords).toBeGreaterThanOrEqual(4);
    }
  });

  it("never pastes the keywords as typed and reads naturally", () => {
    const first = drafts[0].draft;
    const text = htmlToText(first.content).toLowerCase();
    expect(text).not.toContain("blocked drain thatcham");
    expect(text).not.toMatch(/is about blocked drain/);
    expect(first.title).toMatch(/Thatcham/);
    expect(htmlToText(/<p>(.*?)<\/p>/.exec(first.content)![1])).toMatch(/blocked drains in Thatcham|Thatcham/);
  });

  it("states one attendance time, the firm's, and only the firm's prices", () => {
    for (const { keywords, draft } of drafts) {
      const text = htmlToText(draft.content);
      expect(contradictions(text), keywords).toEqual([]);
      const attendance = [...text.matchAll(/within (\d+) to (\d+) hours/g)].map((m) => m[0]);
      expect(new Set(attendance).size, keywords).toBeLessThanOrEqual(1);
      expect(text, keywords).not.toMatch(/60 minutes/);
    }
    const emergency = drafts[0].draft;
    expect(htmlToText(emergency.content)).toContain("within 1 to 2 hours, typically in about 90 minutes");
    const prices = drafts.find((d) => d.keywords.includes("prices"))!.draft;
    expect(htmlToText(prices.content)).toMatch(/Standard blockages\s*: from £140/);
  });

  it("links to the matching service and area pages and adds questions and answers", () => {
    for (const { keywords, draft } of drafts) {
      expect(draft.content, keywords).toContain(`href="/services/${draft.plan.service.slug}"`);
      expect(draft.content, keywords).toContain(`href="/areas/${draft.plan.area!.slug}"`);
      expect(draft.content.match(/class="faq-question"/g)?.length, keywords).toBeGreaterThanOrEqual(2);
    }
  });

  it("gives a different article for the same keywords the second time", async () => {
    for (const keywords of KEYWORD_SETS.slice(0, 6)) {
      const a = await write(keywords, 0);
      const b = await write(keywords, 1);
      expect(b.content, keywords).not.toBe(a.content);
      expect(b.title, keywords).not.toBe(a.title);
      expect(b.plan.problem.id !== a.plan.problem.id || b.plan.structure !== a.plan.structure, keywords).toBe(true);
      expect(sharedSentences(a.content, b.content), keywords).toBeLessThanOrEqual(0.5);
    }
  });

  it("escapes whatever the keywords contain", async () => {
    const draft = await write('<img src=x onerror="alert(1)">, blocked drains');
    expect(draft.content).not.toContain("<img");
    expect(htmlToText(draft.content)).toContain("<img src=x onerror=");
  });

  it("refuses keywords naming two towns, with a reason", async () => {
    await expect(write("blocked drains Newbury, Reading")).rejects.toThrow(PlanError);
    await expect(write("blocked drains Newbury, Reading")).rejects.toThrow(/one town/);
  });
});

describe("checkDraft", () => {
  it("rejects the faults of a keyword-stuffed draft, each with a reason", async () => {
    const good = await write("blocked drain Thatcham, emergency callout");
    const phrases = parseKeywords("blocked drain Thatcham, emergency callout");
    const area = good.plan.area;
    const codes = (content: string, extra: Partial<Draft> = {}) => checkDraft({ ...good, ...extra, content }, { phrases, area }).map((p) => p.code);
    const para = /<p>.*?<\/p>/.exec(good.content)![0];
    expect(codes(good.content)).toEqual([]);
    expect(codes(good.content.replace(para, "<p>This guide is about blocked drain Thatcham and emergency callout.</p>"))).toContain("stuffing");
    expect(codes(`${good.content}<h2>Emergencies in Newbury</h2><p>We cover Newbury too.</p>`)).toContain("towns");
    expect(codes(`${good.content}<p>In an emergency we are with you within 60 minutes.</p>`)).toContain("facts");
    expect(codes(`${good.content}<p>Standard blockages cost £99.</p>`)).toContain("facts");
    expect(codes(`${good.content}<p>Patch liners have a 10 year guarantee.</p>`)).toContain("facts");
    expect(codes(`${good.content}${para}`)).toContain("repeated");
    expect(codes(`${good.content}<img src="x">`)).toContain("html");
    expect(codes(good.content.replace(para, "<p>Drains need care.</p>"), { title: "Looking after your home" })).toContain("keywords");
    expect(codes(good.content, { readTime: "9 min read" })).toContain("read_time");
    expect(codes("<p>Too short.</p>")).toContain("length");
  });

  it("is what stops a failing draft being saved, with the reasons", () => {
    const err = new DraftRejected([{ code: "towns", message: "The article is about Thatcham but also names Newbury." }]);
    expect(err.message).toContain("also names Newbury");
  });
});

// ---------------------------------------------------------------------------------------------
// A stand-in for an OpenAI-compatible endpoint
// ---------------------------------------------------------------------------------------------

type Reply = { status?: number; content?: string; delayMs?: number; raw?: string };
let nextReply: Reply = {};
const requests: Array<{ url: string; auth?: string; body: { model?: string; messages: Array<{ role: string; content: string }> } }> = [];
let server: http.Server;
let baseUrl: string;

function modelArticle(keywords: string[], extra = "") {
  const para = (i: number) => `Tidy, useful paragraph number ${i + 1} about looking after drains and gutters around the town, written for home owners who want straight answers.`;
  return [
    `<h2>Getting started</h2><p>This article is about ${keywords.join(" and ")}.</p>`,
    ...Array.from({ length: 14 }, (_, i) => `<h2>Section ${i + 1}</h2><p>${para(i)}</p><ul><li>One point</li><li>Another point</li></ul>`),
    extra,
  ].join("");
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      requests.push({ url: req.url ?? "", auth: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
      const reply = nextReply;
      setTimeout(() => {
        if (reply.status && reply.status !== 200) {
          res.writeHead(reply.status, { "content-type": "application/json" }).end('{"error":"unavailable"}');
          return;
        }
        const body = reply.raw ?? JSON.stringify({ choices: [{ message: { role: "assistant", content: reply.content ?? "" } }] });
        res.writeHead(200, { "content-type": "application/json" }).end(body);
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  await makeStaff({ id: "generator-test-admin", email: "generator.admin@example.com" });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  nextReply = {};
  requests.length = 0;
  delete process.env.LLM_BASE_URL;
  delete process.env.LLM_API_KEY;
  delete process.env.LLM_MODEL;
  resetEnv();
});

describe("the optional model", () => {
  const keywords = "drain jetting, Theale";
  const phrases = parseKeywords(keywords);
  const good = () =>
    JSON.stringify({
      title: "Drain Jetting in Theale: What to Expect",
      description: "How high-pressure drain jetting works for homes and businesses in Theale.",
      category: "Maintenance Tips",
      content: modelArticle(phrases, '<p onclick="x()">Call us.</p><script>alert(1)</script><a href="javascript:alert(1)">bad</a>'),
    });

  it("writes the draft when its answer passes the checks, sanitised", async () => {
    nextReply = { content: "```json\n" + good() + "\n```" };
    const draft = await generateDraft({ keywords, business, now, model: { baseUrl, apiKey: "secret-key", model: "tiny" } });
    expect(draft.source).toBe("model");
    expect(draft.title).toBe("Drain Jetting in Theale: What to Expect");
    expect(draft.category).toBe("Maintenance Tips");
    expect(draft.content).not.toMatch(/<script|onclick|javascript:/);
    expect(draft.content).toContain("<p>Call us.</p>");
    expect(draft.readTime).toBe(`${Math.ceil(countWords(draft.content) / 200)} min read`);
    expect(draft.keywords).toBe("drain jetting, Theale, Drain Cleaning");

    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe("/v1/chat/completions");
    expect(requests[0].auth).toBe("Bearer secret-key");
    expect(requests[0].body.model).toBe("tiny");
    const prompt = requests[0].body.messages.map((m) => m.content).join("\n");
    expect(prompt).toContain('"drain jetting"');
    expect(prompt).toContain("£140"); // the price list it may quote
    expect(prompt).toContain("Theale");
  });

  it("falls back to the built-in engine when the endpoint fails", async () => {
    nextReply = { status: 500 };
    const draft = await generateDraft({ keywords, business, now, model: { baseUrl } });
    expect(requests).toHaveLength(1);
    expect(draft.source).toBe("builtin");
    expect(draft.content).toBe((await write(keywords)).content);
  });

  it("falls back when the endpoint is too slow", async () => {
    nextReply = { content: good(), delayMs: 1500 };
    const started = Date.now();
    const draft = await generateDraft({ keywords, business, now, model: { baseUrl, timeoutMs: 300 } });
    expect(Date.now() - started).toBeLessThan(1400);
    expect(draft.source).toBe("builtin");
  });

  it("falls back when the answer is not JSON, or fails the checks", async () => {
    const replies: Reply[] = [
      { raw: "not json at all" },
      { content: "Sorry, I cannot help with that." },
      { content: JSON.stringify({ ...JSON.parse(good()), description: "x".repeat(200) }) },
      { content: JSON.stringify({ ...JSON.parse(good()), title: "Drain Jetting: What to Expect", content: modelArticle(["drain jetting"]) }) }, // Theale missing
      { content: JSON.stringify({ ...JSON.parse(good()), content: modelArticle(phrases, "<p>We also cover Newbury.</p>") }) }, // another town
      { content: JSON.stringify({ ...JSON.parse(good()), content: `<p>drain jetting in Theale</p>` }) }, // too short
      { content: JSON.stringify({ ...JSON.parse(good()), title: "" }) },
    ];
    for (const reply of replies) {
      nextReply = reply;
      const draft = await generateDraft({ keywords, business, now, model: { baseUrl } });
      expect(draft.source, JSON.stringify(reply).slice(0, 80)).toBe("builtin");
      expect(checkDraft(draft, { phrases, area: draft.plan.area })).toEqual([]);
    }
    expect(requests).toHaveLength(replies.length);
  });

  it("is used by generatePost when LLM_BASE_URL is configured", async () => {
    process.env.LLM_BASE_URL = baseUrl;
    process.env.LLM_MODEL = "tiny";
    resetEnv();
    nextReply = { content: good() };
    const post = await generatePost({ actor: { id: "generator-test-admin" }, keywords, now });
    expect(requests).toHaveLength(1);
    expect(post.title).toBe("Drain Jetting in Theale: What to Expect");
    expect(post.slug).toBe("drain-jetting-in-theale-what-to-expect");
    expect(post.status).toBe("draft");
    const [entry] = await listAuditEntries("blog_post", post.id);
    expect(entry.changes).toMatchObject({ engine: "model" });

    nextReply = { status: 503 };
    const fallback = await generatePost({ actor: { id: "generator-test-admin" }, keywords, now });
    expect(requests).toHaveLength(2);
    expect(fallback.title).not.toBe(post.title);
    expect(checkDraft(fallback, { phrases, area: areas.find((a) => a.slug === "theale")! })).toEqual([]);
  });
});
