import type { BrowserContext } from "@playwright/test";
import { todayKey } from "../../app/lib/business-day";
import { expect, factories, test, withDb } from "./support/fixtures";
import { watchContext } from "./support/csp";
import { insertInvoice, insertQuote, portalCustomer } from "./support/portal";

/**
 * Stored cross-site scripting: every payload below is written into every stored text field a
 * visitor, a customer or staff can fill (customers, jobs, quotes and invoices with their lines and
 * notes, the price book, blog posts, enquiries from the contact form, chat messages, a portal visit
 * request's job), straight into the database so that no input check stands in the way. The pages
 * that show them are then opened in Chromium: no dialog opens, no injected element exists, and the
 * policy reports no violation (an escaped payload is text, so nothing is even tried).
 */

const PAYLOADS = [
  `<script>alert("xss-1")</script>`,
  `<img src=x onerror=alert("xss-2") data-xss>`,
  `<svg onload=alert("xss-3") data-xss>`,
  `<svg><script>alert("xss-4")</script></svg>`,
  `"><img src=x onerror=alert("xss-5") data-xss>`,
  `'><svg/onload=alert("xss-6") data-xss>`,
  `javascript:alert("xss-7")`,
  `<a href="javascript:alert('xss-8')" data-xss>click</a>`,
  `<iframe src="javascript:alert('xss-9')" data-xss></iframe>`,
  `<body onload=alert("xss-10")>`,
  `<details open ontoggle=alert("xss-11") data-xss>`,
  `<input autofocus onfocus=alert("xss-12") data-xss>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert("xss-13") data-xss>`,
  `<style data-xss>*{display:none!important}</style>`,
  `<div style="background:url(javascript:alert('xss-15'))" data-xss>`,
  `<link rel=stylesheet href="//evil.example/x.css" data-xss>`,
  "${alert('xss-17')}",
  `{{constructor.constructor('alert("xss-18")')()}}`,
  "`-alert('xss-19')-`",
  `</script><script>alert("xss-20")</script>`,
  `<!--<img src=x onerror=alert("xss-21")>-->`,
  `<object data="javascript:alert('xss-22')" data-xss>`,
  `<embed src="javascript:alert('xss-23')" data-xss>`,
  `<form action="javascript:alert('xss-24')" data-xss><button>go</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert('xss-25')" data-xss>`,
  `<base href="//evil.example/" data-xss>`,
  `<video><source onerror=alert("xss-27") data-xss></video>`,
  `<audio src=x onerror=alert("xss-28") data-xss>`,
  `<select autofocus onfocus=alert("xss-29") data-xss>`,
  `<textarea autofocus onfocus=alert("xss-30") data-xss>`,
  `<svg><animate onbegin=alert("xss-31") attributeName=x dur=1s data-xss>`,
  `"-alert("xss-32")-"`,
  `';alert("xss-33");//`,
  `\\u003cscript\\u003ealert("xss-34")\\u003c/script\\u003e`,
  `<noscript><p title="</noscript><img src=x onerror=alert('xss-35') data-xss>">`,
  `<p style="position:fixed;inset:0;background:red" data-xss>covered</p>`,
  `</textarea></title></style><img src=x onerror=alert("xss-37") data-xss>`,
];

const ALL = PAYLOADS.join(" | ");

type Seeded = { customerId: string; jobId: string; quoteId: string; invoiceId: string; conversationId: string; postSlug: string; postId: string };

let seeded: Seeded;
let portal: Awaited<ReturnType<typeof portalCustomer>>;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  portal = await portalCustomer(browser, baseURL!, "Xss Customer");
  const quote = await insertQuote(portal.customerId, { lines: [{ description: ALL, quantity: "1", unitPricePence: 1000 }] });
  const invoice = await insertInvoice(portal.customerId, { lines: [{ description: ALL, quantity: "1", unitPricePence: 1000 }] });
  seeded = await withDb(async (db) => {
    const one = async (sql: string, params: unknown[]) => (await db.query(sql, params)).rows[0].id as string;
    await db.query(`update customers set address = $2, notes = $2 where id = $1`, [portal.customerId, ALL]);
    await db.query(`update quotes set description = $2, notes = $2, terms = $2, decline_reason = $2 where id = $1`, [quote.id, ALL]);
    await db.query(`update invoices set notes = $2 where id = $1`, [invoice.id, ALL]);
    const { id: jobId } = await factories().makeJob({
      customerId: portal.customerId,
      title: ALL,
      description: ALL,
      serviceType: "drain_cleaning",
      status: "scheduled",
      locationAddress: ALL,
      scheduledDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
    });
    const conversationId = await one(`insert into chat_conversations (state) values ('{}'::jsonb) returning id`, []);
    await db.query(`insert into chat_messages (conversation_id, role, content) values ($1, 'user', $2), ($1, 'assistant', $2)`, [conversationId, ALL]);
    await db.query(
      `insert into enquiries (source, first_name, last_name, phone, email, service, message, conversation_id) values ('contact_form', $1, $1, $1, 'xss@example.com', $1, $1, null), ('chat', $1, $1, $1, null, $1, $1, $2)`,
      [ALL, conversationId],
    );
    await db.query(`insert into price_book_items (name, description, unit_price_pence, position) values ($1, $1, 1000, 0)`, [ALL]);
    const postSlug = `xss-post-${Date.now()}`;
    const { id: postId } = await factories().makePost({
      slug: postSlug,
      title: ALL,
      description: ALL,
      keywords: ALL,
      category: ALL,
      readTime: ALL,
      content: `<p>${ALL}</p>${PAYLOADS.join("")}`,
      status: "published",
      publishedDate: todayKey(),
    });
    return { customerId: portal.customerId, jobId, quoteId: quote.id, invoiceId: invoice.id, conversationId, postSlug, postId };
  });
  // A customer's own name, as the portal shows it.
  await withDb((db) => db.query(`update customers set name = $2 where id = $1`, [portal.customerId, `Xss ${PAYLOADS[1]} ${PAYLOADS[4]}`]));
});

test.afterAll(async () => {
  await portal?.context.close();
});

test("there are 30 or more payloads", () => {
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
});

/** Opens each page; returns what fired or got into the page. */
async function visit(context: BrowserContext, urls: string[]) {
  const watch = await watchContext(context);
  const page = await context.newPage();
  const injected: string[] = [];
  for (const url of urls) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(200);
    await expect(page.locator("body")).toContainText("xss-2");
    // The post editor parses its content in the browser once its script has loaded: wait for it,
    // so that what it does with the content is always seen.
    if (url.startsWith("/admin/blog/")) await expect(page.getByRole("textbox", { name: "Content", exact: true })).toBeVisible();
    const found = await page.evaluate(() => {
      const out: string[] = [];
      for (const el of document.querySelectorAll("[data-xss], iframe, object, embed, base, meta[http-equiv], link[href*='evil'], video, audio, marquee")) out.push(el.outerHTML.slice(0, 120));
      // Data blocks (JSON, JSON-LD) do not run. sonner's own stylesheet, added by its script (allowed by
      // its hash), is the one <style> without a nonce.
      for (const el of document.querySelectorAll("script:not([nonce]):not([type='application/json']):not([type='application/ld+json']), style:not([nonce])")) {
        if (el.tagName === "STYLE" && el.textContent?.startsWith("[data-sonner-toaster]")) continue;
        out.push(el.outerHTML.slice(0, 120));
      }
      return out;
    });
    injected.push(...found.map((f) => `${url}: ${f}`));
  }
  await page.close();
  return { watch, injected };
}

test("the back-office shows every payload as text", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ storageState: process.env.E2E_ADMIN_STATE });
  const { watch, injected } = await visit(context, [
    `/admin/customers/${seeded.customerId}`,
    `/admin/jobs/${seeded.jobId}`,
    `/admin/quotes/${seeded.quoteId}`,
    `/admin/invoices/${seeded.invoiceId}`,
    `/admin/chats/${seeded.conversationId}`,
    "/admin/enquiries",
    "/admin/price-book",
    `/admin/blog/${seeded.postId}`,
  ]);
  expect(injected).toEqual([]);
  expect(watch.dialogs).toEqual([]);
  expect(watch.violations).toEqual([]);
  await context.close();
});

test("the portal and the public blog show every payload as text", async ({ browser }) => {
  test.setTimeout(120_000);
  const { watch, injected } = await visit(portal.context, [`/customer/quotes/${seeded.quoteId}`, `/customer/invoices/${seeded.invoiceId}`, "/customer/jobs", "/customer/details"]);
  expect(injected).toEqual([]);
  expect(watch.dialogs).toEqual([]);
  expect(watch.violations).toEqual([]);
  const visitor = await browser.newContext();
  const blog = await visit(visitor, [`/blog/${seeded.postSlug}`]);
  expect(blog.injected).toEqual([]);
  expect(blog.watch.dialogs).toEqual([]);
  expect(blog.watch.violations).toEqual([]);
  await visitor.close();
});
