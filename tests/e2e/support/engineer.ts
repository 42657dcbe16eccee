import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { hashPassword } from "~/lib/password-hash.server";
import { expect, factories, withDb } from "./fixtures";

// The engineer's side of the browser tests: an engineer account that signs in with a password, the
// day opened once so that it works offline, a photo to upload and a signature drawn on the pad.

export const ENGINEER_PASSWORD = "rods-and-jetter-2026";

/** A new account with the engineer role and a password. */
export async function makeEngineer(label: string) {
  const tag = randomUUID().slice(0, 8);
  const account = await factories().makeUser({ name: `${label} Engineer`, email: `${label.toLowerCase().replaceAll(" ", ".")}.${tag}@example.com` });
  const hash = await hashPassword(ENGINEER_PASSWORD);
  await withDb(async (db) => {
    await db.query(`insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at) values ($1, $2, 'credential', $2, $3, now(), now())`, [
      randomUUID(),
      account.id,
      hash,
    ]);
    await db.query(`insert into user_roles (user_id, role) values ($1, 'engineer')`, [account.id]);
  });
  return { id: account.id, email: account.email, name: account.name, tag };
}

/** Signs the engineer in through the staff sign-in page, which sends an engineer to their day. */
export async function signInEngineer(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(ENGINEER_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/engineer$/);
}

/** The day opened once, with the service worker in charge of the page and today's visits stored. */
export async function openDayForOffline(page: Page, visitIds: string[]) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/engineer"))?.active?.state))
    .toBe("activated");
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // Today's visits are fetched for later by the day's page; wait until the worker has them.
  await expect
    .poll(async () =>
      page.evaluate(async (ids) => {
        const cache = await caches.open("engineer-pages");
        const keys = (await cache.keys()).map((r) => new URL(r.url).pathname);
        return ids.every((id) => keys.includes(`/engineer/visits/${id}.data`) && keys.includes(`/engineer/visits/${id}`));
      }, visitIds),
    )
    .toBe(true);
}

/**
 * The visit page's React has taken over the server's HTML: a choice made before that (a select's
 * option) is reset when React mounts the select with its own state, so tests wait for it first.
 */
export async function waitForHydration(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Array.from(document.querySelectorAll("main select, main button")).some((el) => Object.keys(el).some((k) => k.startsWith("__reactProps")))))
    .toBe(true);
}

/** A small JPEG of one colour, as a phone's camera would give (far smaller). */
export const jpeg = (colour: string) => sharp({ create: { width: 120, height: 90, channels: 3, background: colour } }).jpeg().toBuffer();

/** A zigzag drawn on the signature pad with the mouse, then the signer's name and answer saved. */
export async function signOff(page: Page, name: string) {
  const pad = page.getByLabel("Signature pad: sign here");
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 60);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 20 + i * 25, box.y + 60 + (i % 2 ? -25 : 25));
  await page.mouse.up();
  await page.getByLabel("Name of the person signing").fill(name);
  await page.getByLabel("Very satisfied").check();
  await page.getByRole("button", { name: "Save signature" }).click();
  await expect(page.getByTestId("signed")).toContainText(`Signed by ${name}`);
}
