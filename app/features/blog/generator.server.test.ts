import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { user } from "~/db/schema";
import { listAuditEntries } from "~/features/audit/audit.server";
import { resetEnv } from "~/lib/env.server";
import { POST_ALLOWED_TAGS, sanitizePostHtml } from "~/lib/sanitize.server";
import { generatePost } from "./blog.server";
import {
  checkDraft,
  composeArticle,
  containsKeywords,
  countWords,
  detectTopics,
  generateDraft,
  htmlToText,
  parseKeywords,
} from "./generator.server";

const business = { name: "Kennet Drain Care", phone: "01632 960 000", phoneHref: "tel:+441632960000" };
const now = new Date("2026-11-21T10:00:00Z");

function write(keywords: string) {
  return composeArticle({ keywords, business, now });
}

function wordSet(html: string) {
  return new Set(htmlToText(html).toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []);
}

function jaccard(a: Set<string>, b: Set<string>) {
  let both = 0;
  for (const w of a) if (b.has(w)) both++;
  return both / (a.size + b.size - both);
}

const KEYWORD_SETS = [
  "winter blocked drains, Newbury",
  "CCTV survey cost Reading",
  "gutter cleaning Thatcham",
  "emergency drain engineer Caversham",
  "patch lining",
  "commercial kitchen grease, restaurant drains",
  "chemical drain cleaners",
  "summer drain smells",
  "best drain company Newbury",
  "blocked drain Reading",
];

describe("parseKeywords", () => {
  it("splits phrases at commas, semicolons and new lines, tidies spaces and drops repeats", () => {
    expect(parseKeywords("  blocked  drains , Newbury;newbury\nwinter ,, ")).toEqual(["blocked drains", "Newbury", "winter"]);
    expect(parseKeywords(" , ; ")).toEqual([]);
  });
});

describe("detectTopics", () => {
  it("finds services, towns (also by postcode or neighbourhood), seasons, prices and FAQ subjects", () => {
    const t = detectTopics(["how much to unblock a toilet", "RG14", "frozen pipes", "do you guarantee work"]);
    expect(t.services[0].slug).toBe("drain-unblocking");
    expect(t.areas[0].slug).toBe("newbury");
    expect(t.seasons).toContain("winter");
    expect(t.price).toBe(true);
    expect(t.faqTopics).toContain("guarantees");
    expect(detectTopics(["Emmer Green"]).areas[0].slug).toBe("reading");
    expect(detectTopics(["gutter", "autumn leaves"]).services[0].slug).toBe("gutter-services");
  });
});

describe("the built-in engine", () => {
  const drafts = KEYWORD_SETS.map((k) => ({ keywords: k, draft: write(k) }));

  it("writes HTML within the sanitiser's allowlist only", () => {
    const allowed = new Set<string>(POST_ALLOWED_TAGS);
    for (const { keywords, draft } of drafts) {
      expect(draft.content, keywords).toBe(sanitizePostHtml(draft.content));
      const tags = [...draft.content.matchAll(/<\/?([a-zA-Z0-9]+)/g)].map((m) => m[1].toLowerCase());
      for (const tag of tags) expect(allowed.has(tag), `${keywords}: <${tag}>`).toBe(true);
      const attributes = [...draft.content.matchAll(/\s([a-zA-Z-]+)="/g)].map((m) => m[1]);
      for (const attr of attributes) expect(["href", "target", "rel", "class"], `${keywords}: ${attr}`).toContain(attr);
      expect(draft.content).not.toMatch(/javascript:|data:|<script|on\w+=/i);
      // Real structure: sections with headings, paragraphs and lists.
      expect(draft.content.match(/<h2>/g)?.length ?? 0, keywords).toBeGreaterThanOrEqual(3);
      expect(draft.content, keywords).toMatch(/<ul>|<ol>/);
    }
  });

  it("contains every keyword phrase word for word", () => {
    for (const { keywords, draft } of drafts) {
      const text = htmlToText(draft.content).toLowerCase();
      for (const phrase of parseKeywords(keywords)) expect(text, keywords).toContain(phrase.toLowerCase());
      expect(containsKeywords(draft, parseKeywords(keywords))).toBe(true);
    }
  });

  it("gives clearly different articles for different keywords (word-set similarity under 0.6)", () => {
    const sets = drafts.map((d) => wordSet(d.draft.content));
    for (let i = 0; i < sets.length; i++) {
      for (let j = i + 1; j < sets.length; j++) {
        expect(jaccard(sets[i], sets[j]), `${KEYWORD_SETS[i]} / ${KEYWORD_SETS[j]}`).toBeLessThan(0.6);
      }
    }
    expect(new Set(drafts.map((d) => d.draft.title)).size).toBe(drafts.length);
  });

  it("is deterministic: the same keywords give the same article", () => {
    expect(write("gutter cleaning Thatcham")).toEqual(drafts[2].draft);
  });

  it("keeps descriptions to 160 characters and computes the read time from the word count", () => {
    for (const { keywords, draft } of drafts) {
      expect(draft.description.length, keywords).toBeLessThanOrEqual(160);
      expect(draft.description.length, keywords).toBeGreaterThan(40);
      expect(draft.readTime).toBe(`${Math.ceil(countWords(draft.content) / 200)} min read`);
      expect(countWords(draft.content), keywords).toBeGreaterThan(400);
      expect(checkDraft(draft, parseKeywords(keywords))).toEqual([]);
    }
  });

  it("draws on the site's services, areas, seasons, prices and FAQs that the keywords touch", () => {
    const cost = write("CCTV survey cost Reading");
    expect(cost.category).toBe("Pricing");
    expect(cost.title).toContain("Reading");
    expect(cost.content).toContain("£140"); // the FAQ price list
    expect(cost.content).toContain("£185");
    expect(cost.content).toContain('href="/services/cctv-surveys"');
    expect(cost.content).toContain('href="/areas/reading"');
    expect(cost.content).toContain("RG1"); // Reading's postcodes

    const winter = write("winter blocked drains, Newbury");
    expect(winter.category).toBe("Seasonal Advice");
    expect(winter.title).toMatch(/Winter/);
    expect(winter.content).toContain("Insulate Outdoor Pipes"); // the home page's winter tips
    expect(winter.content).toContain("Local knowledge: Newbury");

    const gutters = write("gutter cleaning Thatcham");
    expect(gutters.category).toBe("Gutters");
    expect(gutters.content).toContain("Thatcham");
    expect(gutters.content).toMatch(/gutter/i);

    const chemicals = write("chemical drain cleaners");
    expect(chemicals.content).toContain("Should I use chemical drain cleaners?");

    const emergency = write("emergency drain engineer Caversham");
    expect(emergency.category).toBe("Emergency Advice");
    expect(emergency.content).toContain(business.phone);
    expect(emergency.content).toContain(`href="${business.phoneHref}"`);
    // Copy tokens are filled in with the configured business.
    for (const d of drafts) expect(d.draft.content).not.toMatch(/\{phone\}|\{business\}/);
  });

  it("still writes a useful article for keywords it does not recognise", () => {
    const odd = write("garden party");
    expect(htmlToText(odd.content)).toContain("garden party");
    expect(countWords(odd.content)).toBeGreaterThan(300);
    expect(checkDraft(odd, ["garden party"])).toEqual([]);
  });

  it("escapes whatever the keywords contain", () => {
    const draft = write('<img src=x onerror="alert(1)">, blocked drains');
    expect(draft.content).not.toContain("<img");
    expect(draft.content).toContain("&lt;img");
    expect(htmlToText(draft.content)).toContain('<img src=x onerror="alert(1)">');
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
  const para = "A tidy, useful paragraph about looking after drains and gutters around the town, written for home owners who want straight answers.";
  return [
    `<h2>Getting started</h2><p>This article is about ${keywords.join(" and ")}.</p>`,
    ...Array.from({ length: 14 }, (_, i) => `<h2>Section ${i + 1}</h2><p>${para}</p><ul><li>One point</li><li>Another point</li></ul>`),
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
  await getDb().insert(user).values({ id: "generator-test-admin", name: "Office", email: "generator.admin@example.com", emailVerified: true });
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
    expect(draft.keywords).toBe("drain jetting, Theale");

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
    expect(draft).toMatchObject(composeArticle({ keywords, business, now }));
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
      { content: JSON.stringify({ ...JSON.parse(good()), content: modelArticle(["drain jetting"]) }) }, // Theale missing
      { content: JSON.stringify({ ...JSON.parse(good()), content: `<p>drain jetting in Theale</p>` }) }, // too short
      { content: JSON.stringify({ ...JSON.parse(good()), title: "" }) },
    ];
    for (const reply of replies) {
      nextReply = reply;
      const draft = await generateDraft({ keywords, business, now, model: { baseUrl } });
      expect(draft.source, JSON.stringify(reply).slice(0, 80)).toBe("builtin");
      expect(containsKeywords(draft, phrases)).toBe(true);
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
    expect(fallback.content).toBe(composeArticle({ keywords, business: { ...business, name: "Berkshire Drain Care" }, now }).content);
  });
});
