import { createHash } from "node:crypto";
import { PDFParse } from "pdf-parse";
import { signaturePng } from "../../app/features/media/demo-images.server";
import { expect, factories, test, withDb } from "./support/fixtures";
import { portalCustomer } from "./support/portal";

/** A finished visit on a new job of the customer, signed, with its job sheet filled in; its id and the signature's. */
async function finishedVisit(customerId: string) {
  const { id: jobId } = await factories().makeJob({ customerId, title: "Blocked soil stack", serviceType: "drain_cleaning", status: "completed", locationAddress: "7 Bartholomew Street, Newbury" });
  const signature = await signaturePng();
  return withDb(async (db) => {
    const { rows: media } = await db.query(
      `insert into media (kind, content_type, width, height, size_bytes, sha256, bytes, thumb_bytes) values ('signature', 'image/png', 600, 200, $1, $2, $3, $3) returning id`,
      [signature.length, createHash("sha256").update(signature).digest("hex"), signature],
    );
    const { rows } = await db.query(
      `insert into visits (job_id, day, start_minute, duration_minutes, status, work_done, signed_name, signature_media_id, satisfaction, signed_at, arrived_at, finished_at)
       values ($1, '2026-11-16', 600, 60, 'done', 'Rodded the soil stack and cleared a nappy from the bend.', 'Robin Signer', $2, 'satisfied', now(), now(), now()) returning id`,
      [jobId, media[0].id],
    );
    await db.query(`insert into visit_lines (visit_id, kind, description, quantity, unit_price_pence) values ($1, 'material', 'Drain rod hire', 1, 2500)`, [rows[0].id]);
    // Two photos of the job: one the office shared with the customer, one kept for the office.
    for (const [position, caption, shareable] of [[0, "The cleared bend, flowing", true], [1, "Key safe by the back door", false]] as const) {
      const { rows: photo } = await db.query(
        `insert into media (kind, content_type, width, height, size_bytes, sha256, bytes, thumb_bytes) values ('photo', 'image/png', 600, 200, $1, $2, $3, $3) returning id`,
        [signature.length, createHash("sha256").update(signature).update(caption).digest("hex"), signature],
      );
      await db.query(`insert into visit_photos (visit_id, media_id, phase, caption, shareable, position) values ($1, $2, 'other', $3, $4, $5)`, [rows[0].id, photo[0].id, caption, shareable, position]);
    }
    return { visitId: rows[0].id as string, signatureId: media[0].id as string };
  });
}

test("on a phone, a customer opens a finished visit's job report from their jobs page; nobody else can", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { context, customerId } = await portalCustomer(browser, baseURL!, "Robin Report");
  const { visitId, signatureId } = await finishedVisit(customerId);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/customer/jobs");
  const link = page.getByRole("link", { name: "Job report of the visit on 16 November 2026 (PDF)" });
  await expect(link).toBeVisible();
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const href = await link.getAttribute("href");
  expect(href).toBe(`/customer/visits/${visitId}/report.pdf`);
  // The photo the office shared is shown under the job (loaded, not broken); the office's own is not.
  await expect(page.getByTestId("portal-photo")).toHaveCount(1);
  await expect(page.getByRole("img", { name: "The cleared bend, flowing" })).toBeVisible();
  expect(await page.getByRole("img", { name: "The cleared bend, flowing" }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByText("Key safe by the back door")).toHaveCount(0);

  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const text = (await new PDFParse({ data: new Uint8Array(await pdf.body()) }).getText()).text;
  expect(text).toContain("Rodded the soil stack and cleared a nappy from the bend.");
  expect(text).toContain("Drain rod hire");
  expect(text).toContain("Robin Signer");

  // The signature in their report is theirs to see, cached as an image that never changes.
  const image = await page.request.get(`/media/${signatureId}/thumb`);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/jpeg");
  expect(image.headers()["x-content-type-options"]).toBe("nosniff");
  expect(image.headers()["cache-control"]).toBe("private, max-age=31536000, immutable");

  // Another customer, and nobody signed in, get nothing.
  const { context: other } = await portalCustomer(browser, baseURL!, "Other Reader");
  expect((await other.request.get(href!, { maxRedirects: 0 })).status()).toBe(404);
  expect((await other.request.get(`/media/${signatureId}`, { maxRedirects: 0 })).status()).toBe(404);
  const anonymous = await browser.newContext();
  expect((await anonymous.request.get(`/media/${signatureId}`, { maxRedirects: 0 })).status()).toBe(404);
  expect((await anonymous.request.get(href!, { maxRedirects: 0 })).status()).toBe(302);
  await Promise.all([other.close(), anonymous.close(), context.close()]);
});
