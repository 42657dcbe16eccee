import { expect, factories, test, withDb } from "./support/fixtures";

function londonToday() {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
}

async function latestPost(keywordsPrefix: string) {
  return withDb(async (db) => {
    const { rows } = await db.query(
      "select id, slug, title, status, published_date::text as published_date from blog_posts where keywords like $1 order by created_at desc limit 1",
      [`${keywordsPrefix}%`],
    );
    return rows[0] as { id: string; slug: string; title: string; status: string; published_date: string | null } | undefined;
  });
}

// Writing a draft checks it against the site's facts and can take well over the default wait on a
// busy two-core machine; the toast is still required, just given the time the server needs.
const GENERATION_TIMEOUT = 30_000;

test.describe("blog administration", () => {
  test("asks for keywords before generating, in the browser and on the server", async ({ adminPage: page, request, baseURL }) => {
    await page.goto("/admin/blog");
    await expect(page.getByRole("heading", { name: "Blog Administration" })).toBeVisible();
    const before = await withDb(async (db) => Number((await db.query("select count(*) from blog_posts")).rows[0].count));

    await page.getByRole("button", { name: "Generate Post" }).click();
    await expect(page.getByText("Please enter keywords").first()).toBeVisible();

    // Spaces only, submitted with Enter.
    await page.getByRole("textbox", { name: "Keywords" }).fill("   ");
    await page.getByRole("textbox", { name: "Keywords" }).press("Enter");
    await expect(page.getByRole("textbox", { name: "Keywords" })).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/admin\/blog$/);

    // The server checks again (a post without the page's script).
    const res = await request.post("/admin/blog", {
      headers: { Cookie: process.env.E2E_ADMIN_COOKIE!, Origin: new URL(baseURL!).origin },
      form: { intent: "generate", keywords: " , " },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(400);
    expect(await res.text()).toContain("Please enter keywords");

    const after = await withDb(async (db) => Number((await db.query("select count(*) from blog_posts")).rows[0].count));
    expect(after).toBe(before);
  });

  test("generate a draft, preview it, publish it, see it on /blog, then delete it", async ({ adminPage: page, request }) => {
    test.setTimeout(90_000);
    const keywords = "gutter cleaning, Kintbury, autumn leaves";
    await page.goto("/admin/blog");
    const input = page.getByRole("textbox", { name: "Keywords" });
    await input.fill(keywords);
    await input.press("Enter");
    await expect(page.getByText("Blog post generated and saved as draft")).toBeVisible({ timeout: GENERATION_TIMEOUT });

    const post = await latestPost(keywords);
    expect(post).toBeDefined();
    expect(post!.status).toBe("draft");
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: post!.title }) }).first();
    await expect(card).toBeVisible();
    await expect(card.getByText("draft", { exact: true })).toBeVisible();
    await expect(card.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(card).toContainText(`Keywords: ${keywords}`);
    // Newest created first.
    await expect(page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) }).first()).toContainText(post!.title);

    // Nobody but staff can see a draft.
    expect((await request.get(`/blog/${post!.slug}`)).status()).toBe(404);

    // Preview opens the post in a new tab, with the draft shown to the admin.
    const preview = card.getByRole("link", { name: /^Preview/ });
    await expect(preview).toHaveAttribute("href", `/blog/${post!.slug}`);
    await expect(preview).toHaveAttribute("target", "_blank");
    const [tab] = await Promise.all([page.context().waitForEvent("page"), preview.click()]);
    await tab.waitForLoadState();
    await expect(tab.getByRole("heading", { level: 1, name: post!.title })).toBeVisible();
    await expect(tab.getByText(/Draft preview/)).toBeVisible();
    await expect(tab.getByText("Kintbury").first()).toBeVisible();
    await tab.close();

    await card.getByRole("button", { name: `Publish ${post!.title}` }).click();
    await expect(page.getByText("Post published successfully")).toBeVisible();
    await expect(card.getByText("published", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: /^Publish/ })).toHaveCount(0);
    const published = await latestPost(keywords);
    expect(published).toMatchObject({ status: "published", published_date: londonToday() });

    // Visible on the public blog, to anyone.
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: new RegExp(post!.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })).toBeVisible();
    const publicPage = await request.get(`/blog/${post!.slug}`);
    expect(publicPage.status()).toBe(200);
    const html = await publicPage.text();
    expect(html).toContain("Kintbury");
    expect(html).not.toContain("Draft preview");

    // Delete asks first; Cancel keeps the post.
    await page.goto("/admin/blog");
    const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: post!.title }) }).first();
    await row.getByRole("button", { name: `Delete ${post!.title}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Are you sure you want to delete this post?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole("button", { name: `Delete ${post!.title}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Post deleted successfully")).toBeVisible();
    await expect(page.getByRole("heading", { name: post!.title })).toHaveCount(0);
    expect(await withDb(async (db) => (await db.query("select 1 from blog_posts where id = $1", [post!.id])).rowCount)).toBe(0);
    expect((await request.get(`/blog/${post!.slug}`)).status()).toBe(404);
  });

  test("edit a post in the formatting editor, give it a new address, schedule it, and see it appear on its date", async ({ adminPage: page, request }) => {
    test.setTimeout(90_000);
    const keywords = "drain survey, Pangbourne";
    await page.goto("/admin/blog");
    await page.getByRole("textbox", { name: "Keywords" }).fill(keywords);
    await page.getByRole("button", { name: "Generate Post" }).click();
    await expect(page.getByText("Blog post generated and saved as draft")).toBeVisible({ timeout: GENERATION_TIMEOUT });
    const post = (await latestPost(keywords))!;

    await page.getByRole("link", { name: `Edit ${post.title}` }).click();
    await expect(page.getByRole("heading", { name: "Edit Post" })).toBeVisible();
    await page.getByLabel("Title *").fill("Riverside drain surveys in Pangbourne");
    const slug = `riverside-drain-surveys-pangbourne-${Date.now()}`;
    await page.getByLabel("Web address *").fill(slug);
    const editor = page.getByRole("textbox", { name: "Content" });
    await expect(editor).toBeVisible();
    await expect(page.getByLabel("Content *")).toBeHidden(); // the HTML textarea gives way to the editor
    await editor.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Delete");
    // Each step waits until the editor shows what was typed: a key pressed while the editor is still
    // applying the last button (a busy machine) would otherwise land in the wrong place.
    await expect(editor).toHaveText("");
    // A toolbar button gives the focus back to the editor: the next key waits for it (one typed
    // before would be lost on the button).
    await page.getByRole("button", { name: "Heading", exact: true }).click();
    await expect(editor).toBeFocused();
    await page.keyboard.type("Before you buy");
    await expect(editor.getByRole("heading", { name: "Before you buy" })).toBeVisible();
    await page.keyboard.press("Enter");
    await page.keyboard.type("Ask for a ");
    await expect(editor.locator("p").first()).toContainText("Ask for a");
    const bold = page.getByRole("button", { name: "Bold" });
    await bold.click();
    await expect(bold).toHaveAttribute("aria-pressed", "true");
    await expect(editor).toBeFocused();
    await page.keyboard.type("camera survey");
    await expect(editor.locator("strong")).toHaveText("camera survey");
    await bold.click();
    await expect(bold).toHaveAttribute("aria-pressed", "false");
    await expect(editor).toBeFocused();
    await page.keyboard.type(" before you exchange.");
    await expect(editor.locator("p").first()).toHaveText("Ask for a camera survey before you exchange.");
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("Post updated successfully")).toBeVisible();
    const stored = await withDb(async (db) => (await db.query("select title, slug, content from blog_posts where id = $1", [post.id])).rows[0]);
    // Where the space next to the bold words lands (inside or outside <strong>) depends on the
    // editor's handling of a trailing space when the mark is turned on: either is the same text.
    const content = String(stored.content).replace(/\s*<strong>\s*/, " <strong>").replace(/\s*<\/strong>\s*/, "</strong> ");
    expect({ title: stored.title, slug: stored.slug, content }).toEqual({
      title: "Riverside drain surveys in Pangbourne",
      slug,
      content: "<h2>Before you buy</h2><p>Ask for a <strong>camera survey</strong> before you exchange.</p>",
    });

    // Scheduled for tomorrow: not on the blog, not at its address.
    const today = londonToday();
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/admin/blog/${post.id}`);
    await page.getByLabel("Publication date").fill(tomorrow);
    await page.getByRole("button", { name: "Publish on this date" }).click();
    await expect(page.getByText(/Post scheduled for/)).toBeVisible();
    await expect(page.getByText(/Scheduled for/).first()).toBeVisible();
    expect(await latestPost(keywords)).toMatchObject({ status: "published", published_date: tomorrow });
    // Neither its address nor its former one tells anything before the day.
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
    expect((await request.get(`/blog/${post.slug}`, { maxRedirects: 0 })).status()).toBe(404);
    expect(await (await request.get("/blog")).text()).not.toContain("Riverside drain surveys in Pangbourne");
    expect(await (await request.get("/blog/rss.xml")).text()).not.toContain(`/blog/${slug}<`);

    // Its date comes (moved to today here, as the clock cannot be moved): it appears everywhere.
    await page.getByLabel("Publication date").fill(today);
    await page.getByRole("button", { name: "Change date" }).click();
    await expect(page.getByText("Post published")).toBeVisible();
    const publicPage = await request.get(`/blog/${slug}`);
    expect(publicPage.status()).toBe(200);
    // The address it had before the change sends readers and search engines on, for good.
    const former = await request.get(`/blog/${post.slug}`, { maxRedirects: 0 });
    expect(former.status()).toBe(301);
    expect(former.headers().location).toBe(`/blog/${slug}`);
    expect(await publicPage.text()).toMatch(/<strong>\s*camera survey\s*<\/strong>/);
    expect(await (await request.get("/blog")).text()).toContain("Riverside drain surveys in Pangbourne");
    expect(await (await request.get("/blog/rss.xml")).text()).toContain(`/blog/${slug}</link>`);

    // Unpublish takes it off again.
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(page.getByText("Post unpublished: it is a draft again")).toBeVisible();
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
    expect((await request.get(`/blog/${post.slug}`, { maxRedirects: 0 })).status()).toBe(404);
  });

  test("/blog lists the six fixed articles with the posts, by category and page", async ({ page }) => {
    // Walks every page of the list: several page loads, slow when the machine is busy.
    test.setTimeout(60_000);
    const titles = ["How to Prevent Blocked Drains This Winter", "Warning Signs of a Blocked Drain", "How Much Does Drain Unblocking Cost", "The Best Drain Unblocker Products", "Drain Unblocking in Newbury", "Choosing a Drain Company in Newbury"];
    const seen = new Set<string>();
    await page.goto("/blog");
    for (let pageNo = 1; pageNo < 20; pageNo++) {
      const text = await page.getByTestId("blog-entries").innerText();
      for (const t of titles) if (text.includes(t)) seen.add(t);
      const older = page.getByRole("link", { name: "Older articles" });
      if ((await older.count()) === 0) break;
      await older.click();
      await expect(page).toHaveURL(new RegExp(`page=${pageNo + 1}`));
    }
    expect([...seen].sort()).toEqual([...titles].sort());
    await page.goto("/blog");
    const categoryLink = page.getByRole("navigation", { name: "Categories" }).getByRole("link").nth(1);
    await expect(categoryLink).toBeVisible();
    await categoryLink.click();
    await expect(page).toHaveURL(/\/blog\?category=/);
    await expect(page.getByRole("navigation", { name: "Categories" }).locator('[aria-current="page"]')).not.toHaveText("All articles");
  });

  test("a save the server refuses gets its message and changes nothing", async ({ request, baseURL }) => {
    const slug = `server-check-${Date.now()}`;
    const post = await factories().makePost({
      slug,
      title: "Server check post",
      description: "A post for checking the server refuses unsafe content.",
      category: "Drainage Advice",
      keywords: "drains",
      readTime: "1 min read",
      content: "<p>Safe text.</p>",
    });

    // The form posts HTML (as it does without the page's script); the server sanitises it.
    const res = await request.post(`/admin/blog/${post.id}`, {
      headers: { Cookie: process.env.E2E_ADMIN_COOKIE!, Origin: new URL(baseURL!).origin },
      form: { intent: "save", title: "A title the server never stores", description: "A post for checking the server refuses unsafe content.", category: "Drainage Advice", keywords: "drains", content: "<script>alert(1)</script>" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(400);
    expect(await res.text()).toContain("The content has no text left once unsafe markup is removed");
    const stored = await withDb(async (db) => (await db.query("select title, content from blog_posts where id = $1", [post.id])).rows[0]);
    expect(stored).toEqual({ title: "Server check post", content: "<p>Safe text.</p>" });
  });
});
