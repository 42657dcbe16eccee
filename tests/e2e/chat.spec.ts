import type { Page } from "@playwright/test";
import { expect, receivedMail, test, withDb } from "./support/fixtures";

const GREETING = "Hi! I'm here to help with your drainage needs. How can I assist you today?";

async function openChat(page: Page) {
  await page.getByRole("button", { name: "Open chat" }).click();
  const chat = page.getByRole("dialog", { name: "Chat with us" });
  await expect(chat).toBeVisible();
  return {
    chat,
    input: chat.getByRole("textbox", { name: "Type your message" }),
    send: chat.getByRole("button", { name: "Send message" }),
    messages: chat.getByRole("log", { name: "Chat messages" }).getByRole("listitem"),
  };
}

async function conversationId(page: Page) {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem("chat.conversationId") ?? "null") as string | null);
}

test("open, the empty-message rule, Enter and Shift+Enter, pending state and reply", async ({ page }) => {
  await page.goto("/");
  const { chat, input, send, messages } = await openChat(page);
  await expect(chat.getByText(GREETING)).toBeVisible();
  await expect(chat.getByText("Available 24/7")).toBeVisible();
  const box = await chat.boundingBox();
  expect(box?.width).toBe(384);
  expect(box?.height).toBe(600);

  // Nothing empty after trimming is sent; the button stays disabled.
  await expect(send).toBeDisabled();
  await input.fill("   \n  ");
  await expect(send).toBeDisabled();
  await input.press("Enter");
  await expect(messages.filter({ hasText: /\S/ })).toHaveCount(1);
  expect(await conversationId(page)).toBeNull();

  // Shift+Enter makes a new line and sends nothing.
  await input.fill("Do you cover");
  await input.press("Shift+Enter");
  await input.pressSequentially("Thatcham?");
  await expect(input).toHaveValue("Do you cover\nThatcham?");
  await expect(messages.filter({ hasText: /\S/ })).toHaveCount(1);

  // Enter sends; while the reply is pending the input is disabled and a spinner shows.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/chat/messages", async (route) => {
    await gate;
    await route.continue();
  });
  await input.press("Enter");
  await expect(chat.getByText("Do you cover\nThatcham?")).toBeVisible();
  await expect(input).toBeDisabled();
  await expect(send).toBeDisabled();
  await expect(chat.getByText("The assistant is replying…")).toBeAttached();
  release();
  await expect(chat.getByText(/Yes, we cover Thatcham/)).toBeVisible();
  await expect(input).toBeEnabled();
  await expect(input).toHaveValue("");
  await expect(chat.getByText("The assistant is replying…")).toHaveCount(0);
  await page.unroute("**/api/chat/messages");

  // The close button hides the panel and gives the launcher back.
  await chat.getByRole("button", { name: "Close chat" }).click();
  await expect(chat).toBeHidden();
  await expect(page.getByRole("button", { name: "Open chat" })).toBeVisible();
});

test("a booking: the toast, the rows created, the business e-mailed; reload keeps the conversation", async ({ page }) => {
  await page.goto("/");
  let { chat, input } = await openChat(page);
  await input.fill("Hi, I'm Holly Browser, 07700 900246, 21 Park Lane, Thatcham RG18 3BX. Blocked toilet, tomorrow afternoon please, no email");
  await input.press("Enter");
  await expect(chat.getByText(/Shall I send it\?/)).toBeVisible();
  const id = await conversationId(page);
  expect(id).toMatch(/^[0-9a-f-]{36}$/);

  // Reloading the page keeps the conversation and what was said; left open, the panel reopens.
  await page.reload();
  chat = page.getByRole("dialog", { name: "Chat with us" });
  input = chat.getByRole("textbox", { name: "Type your message" });
  await expect(chat).toBeVisible();
  await expect(chat.getByText(/Shall I send it\?/)).toBeVisible();
  await input.fill("yes");
  await input.press("Enter");
  await expect(page.getByText("Booking Request Submitted")).toBeVisible();
  await expect(page.getByText("We'll contact you shortly to confirm your appointment.")).toBeVisible();
  await expect(chat.getByText(/Your booking request has been sent/)).toBeVisible();
  expect(await conversationId(page)).toBe(id);

  const rows = await withDb(async (db) => {
    const messages = await db.query("select role, content from chat_messages where conversation_id = $1 order by created_at", [id]);
    const jobs = await db.query(
      "select j.status, j.priority, c.name, c.phone from jobs j join customers c on c.id = j.customer_id where j.conversation_id = $1",
      [id],
    );
    return { messages: messages.rows, jobs: jobs.rows };
  });
  expect(rows.messages.filter((m) => m.role === "user").map((m) => m.content)).toEqual([
    "Hi, I'm Holly Browser, 07700 900246, 21 Park Lane, Thatcham RG18 3BX. Blocked toilet, tomorrow afternoon please, no email",
    "yes",
  ]);
  expect(rows.jobs).toEqual([{ status: "enquiry", priority: "medium", name: "Holly Browser", phone: "07700 900246" }]);
  await expect.poll(() => receivedMail().some((m) => m.to === "office@example.com" && m.raw.includes("Holly Browser"))).toBe(true);
});

test("a failure shows the Error toast and the apology with the phone number", async ({ page }) => {
  await page.goto("/");
  const { chat, input } = await openChat(page);
  await page.route("**/api/chat/**", (route) => route.abort());
  await input.fill("hello");
  await input.press("Enter");
  await expect(page.getByText("Failed to send message. Please try again.")).toBeVisible();
  await expect(chat.getByText("Sorry, I'm having trouble connecting. Please try again or call us at 01632 960 000.")).toBeVisible();
  await expect(input).toBeEnabled();
});

test("full screen on a small phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto("/");
  const { chat } = await openChat(page);
  const box = await chat.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 667 });
});

test("the API's answers to bad input, without cookies", async ({ request }) => {
  const created = await request.post("/api/chat/conversations");
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const post = (data: unknown) => request.post("/api/chat/messages", { data, headers: { "content-type": "application/json" } });
  expect((await post({ conversationId: id, message: "  " })).status()).toBe(400);
  expect((await post({ conversationId: id, message: "x".repeat(2001) })).status()).toBe(400);
  expect((await post("not json")).status()).toBe(400);
  expect((await post({ conversationId: "00000000-0000-4000-8000-000000000000", message: "hi" })).status()).toBe(404);
  const ok = await post({ conversationId: id, message: "What are your opening hours?" });
  expect(ok.status()).toBe(200);
  expect(((await ok.json()) as { message: string }).message).toMatch(/Monday to Friday/);
});

test("back-office: conversations listed with the booking marked, transcript escaped", async ({ page, adminPage }) => {
  await page.goto("/");
  const { chat, input } = await openChat(page);
  await input.fill("<b>bold?</b> do you cover Newbury?");
  await input.press("Enter");
  await expect(chat.getByText(/Yes, we cover Newbury/)).toBeVisible();
  const id = await conversationId(page);

  await adminPage.goto("/admin/chats");
  await expect(adminPage.getByRole("heading", { name: "Chats" })).toBeVisible();
  await expect(adminPage.getByRole("cell", { name: "<b>bold?</b> do you cover Newbury?" })).toBeVisible();
  await expect(adminPage.getByText("Booking", { exact: true }).first()).toBeVisible();
  await adminPage.goto(`/admin/chats/${id}`);
  await expect(adminPage.getByRole("heading", { name: "Chat transcript" })).toBeVisible();
  await expect(adminPage.getByText("<b>bold?</b> do you cover Newbury?")).toBeVisible();
  expect(await adminPage.locator("main b, [aria-label=Messages] b").count()).toBe(0);
  await expect(adminPage.getByText(/Yes, we cover Newbury/)).toBeVisible();

  // The transcript is for admins only.
  await page.goto(`/admin/chats/${id}`);
  await expect(page).toHaveURL(/\/auth$/);
});
