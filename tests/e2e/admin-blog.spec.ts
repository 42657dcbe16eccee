import { expect, test, withDb } from "./support/fixtures";

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
    const keywords = "gutter cleaning, Kintbury, autumn leaves";
    await page.goto("/admin/blog");
    const input = page.getByRole("textbox", { name: "Keywords" });
    await input.fill(keywords);
    await input.press("Enter");
    await expect(page.getByText("Blog post generated and saved as draft")).toBeVisible();

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

  test("edit a post: the content is sanitised on save", async ({ adminPage: page }) => {
    const keywords = "drain survey, Pangbourne";
    await page.goto("/admin/blog");
    await page.getByRole("textbox", { name: "Keywords" }).fill(keywords);
    await page.getByRole("button", { name: "Generate Post" }).click();
    await expect(page.getByText("Blog post generated and saved as draft")).toBeVisible();
    const post = (await latestPost(keywords))!;

    await page.getByRole("link", { name: `Edit ${post.title}` }).click();
    await expect(page.getByRole("heading", { name: "Edit Post" })).toBeVisible();
    await page.getByLabel("Title *").fill("Riverside drain surveys in Pangbourne");
    await page.getByLabel("Content (HTML) *").fill('<h2>Before you buy</h2><p onclick="steal()">Ask for a survey.<script>alert(1)</script></p>');
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByText("Post updated successfully")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Riverside drain surveys in Pangbourne" })).toBeVisible();
    const stored = await withDb(async (db) => (await db.query("select title, content from blog_posts where id = $1", [post.id])).rows[0]);
    expect(stored).toEqual({ title: "Riverside drain surveys in Pangbourne", content: "<h2>Before you buy</h2><p>Ask for a survey.</p>" });
  });

  test("a save the server refuses shows its message on the field, keeps what was typed and changes nothing", async ({ adminPage: page }) => {
    const slug = `server-check-${Date.now()}`;
    const post = await withDb(async (db) =>
      (
        await db.query(
          `insert into blog_posts (slug, title, description, category, keywords, read_time, content)
           values ($1, 'Server check post', 'A post for checking the server refuses unsafe content.', 'Drainage Advice', 'drains', '1 min read', '<p>Safe text.</p>')
           returning id`,
          [slug],
        )
      ).rows[0] as { id: string },
    );

    await page.goto(`/admin/blog/${post.id}`);
    await expect(page.getByRole("heading", { name: "Edit Post" })).toBeVisible();
    await page.getByLabel("Title *").fill("A title the server never stores");
    // Not empty, so the browser lets it through; nothing is left once the unsafe markup is removed.
    await page.getByLabel("Content (HTML) *").fill("<script>alert(1)</script>");
    await page.getByRole("button", { name: "Update" }).click();

    const content = page.getByLabel("Content (HTML) *");
    await expect(page.getByText("The content has no text left once unsafe markup is removed")).toBeVisible();
    await expect(content).toHaveAttribute("aria-invalid", "true");
    await expect(content).toBeFocused();
    await expect(page.getByText("Failed to update post")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/blog/${post.id}$`));
    await expect(page.getByLabel("Title *")).toHaveValue("A title the server never stores");
    await expect(content).toHaveValue("<script>alert(1)</script>");
    const stored = await withDb(async (db) => (await db.query("select title, content from blog_posts where id = $1", [post.id])).rows[0]);
    expect(stored).toEqual({ title: "Server check post", content: "<p>Safe text.</p>" });
  });
});
