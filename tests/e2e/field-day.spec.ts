import { simpleParser } from "mailparser";
import { PDFParse } from "pdf-parse";
import { expect, factories, receivedMail, test, withDb } from "./support/fixtures";
import { jpeg, makeEngineer, openDayForOffline, signInEngineer, signOff, waitForHydration } from "./support/engineer";
import { newVisitor } from "./support/portal";

/**
 * A day of field work from end to end: the office schedules a job on the dispatch board (desktop);
 * the engineer (a phone at 390 px) sees it, goes offline, records notes, the checklist, two photos, a
 * material and the customer's signature and finishes; back online everything arrives once; the
 * office's open board shows the visit done without a reload; the customer's report e-mail reaches
 * the mail server with the PDF, whose text holds the notes and the material; and the invoice made
 * from the job has the material as its line.
 */

/** London's date and the next quarter hour at least 30 minutes ahead, as the board's form takes them. */
async function laterToday() {
  return withDb(async (db) => {
    const { rows } = await db.query<{ day: string; minute: number }>(
      `select (now() at time zone 'Europe/London')::date::text as day,
              (extract(hour from now() at time zone 'Europe/London') * 60 + extract(minute from now() at time zone 'Europe/London'))::int as minute`,
    );
    const start = Math.min(Math.ceil((rows[0].minute + 30) / 15) * 15, 23 * 60);
    // Late in the evening the latest start of the day has already gone: the office confirms it, as staff do.
    return { day: rows[0].day, start: `${String(Math.floor(start / 60)).padStart(2, "0")}:${String(start % 60).padStart(2, "0")}`, gone: start <= rows[0].minute };
  });
}

/** The PDF attached to the newest message to `address` whose subject matches, as text. */
async function attachedPdfText(address: string, subject: RegExp) {
  for (const mail of receivedMail().filter((m) => m.to === address).reverse()) {
    const parsed = await simpleParser(mail.raw);
    if (!subject.test(parsed.subject ?? "")) continue;
    const pdf = parsed.attachments.find((a) => a.contentType === "application/pdf");
    if (!pdf) continue;
    const parser = new PDFParse({ data: new Uint8Array(pdf.content) });
    try {
      return (await parser.getText()).text;
    } finally {
      await parser.destroy();
    }
  }
  return null;
}

test("office schedules, the engineer works offline on a phone, the office sees it done live, the customer gets the report, the invoice follows", async ({ adminPage: office, browser }) => {
  test.setTimeout(300_000);
  const { makeCustomer, makeJob, makePriceBookItem } = factories();
  const engineer = await makeEngineer("Fieldwork");
  const customerEmail = `field.customer.${engineer.tag}@example.com`;
  const customer = await makeCustomer({ name: `Fiona Fieldday ${engineer.tag}`, email: customerEmail, phone: "01635 550188" });
  const title = `Jet the kitchen run ${engineer.tag}`;
  const job = await makeJob({ customerId: customer.id, title, serviceType: "drain_cleaning", status: "enquiry", scheduledDate: null, estimatedDuration: "1", description: "Fat build-up in the kitchen run" });
  const material = `Enzyme drain treatment ${engineer.tag}`;
  const item = await makePriceBookItem({ name: material, description: material, unitPricePence: 2450 });
  const { day, start, gone } = await laterToday();

  // The office schedules the job on the board, with the form (the same as a drag, without a mouse).
  await office.setViewportSize({ width: 1366, height: 900 });
  await office.goto(`/admin/dispatch?view=day&day=${day}`);
  await expect(office.getByText("Live: changes appear as they are made.")).toBeVisible();
  const form = office.getByRole("form", { name: "Schedule or move a visit" });
  await form.getByLabel("Job or visit").selectOption({ label: `${title} (${customer.name})` });
  await form.getByLabel(engineer.name).check();
  await form.getByLabel("Day", { exact: true }).fill(day);
  await form.getByLabel("Start", { exact: true }).fill(start);
  await form.getByLabel("Duration (hours)").fill("1");
  await form.getByRole("button", { name: "Save visit" }).click();
  if (gone) {
    await expect(form.getByRole("alert").first()).toContainText("already gone");
    await form.getByLabel("This day and time have already gone: save it anyway").check();
    await form.getByRole("button", { name: "Save visit" }).click();
  }
  await expect(form.getByRole("status")).toContainText("Visit scheduled");
  const visitId = await withDb(async (db) => (await db.query<{ id: string }>("select id from visits where job_id = $1", [job.id])).rows[0].id);
  const card = office.getByRole("region", { name: `Lane: ${engineer.name}` }).locator("article").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).not.toHaveAttribute("aria-label", /Done/);
  const marker = await office.evaluate(() => ((window as unknown as { boardMarker: number }).boardMarker = 7));

  // The engineer's phone: the day shows the visit; opened once, it works offline.
  const phone = await newVisitor(browser);
  const page = await phone.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await signInEngineer(page, engineer.email);
  await expect(page.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await openDayForOffline(page, [visitId]);
  await page.getByRole("link", { name: new RegExp(title) }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await waitForHydration(page);

  await phone.setOffline(true);
  await page.getByRole("button", { name: "Arrived" }).click();
  await page.getByLabel("Notes of the work done").fill("Jetted the kitchen run end to end; fat cleared at the gully");
  await page.getByRole("button", { name: "Save notes" }).click();
  await page.getByRole("checkbox", { name: "Jet the line" }).check();
  await page.getByRole("checkbox", { name: "Site left clean" }).check();
  await page.getByLabel("Before or after").selectOption("before");
  await page.getByLabel("Take or choose a photo").setInputFiles({ name: "before.jpg", mimeType: "image/jpeg", buffer: await jpeg("#4a3520") });
  await expect(page.getByTestId("visit-photo")).toHaveCount(1);
  await page.getByLabel("Before or after").selectOption("after");
  await page.getByLabel("Take or choose a photo").setInputFiles({ name: "after.jpg", mimeType: "image/jpeg", buffer: await jpeg("#a0c4e0") });
  await expect(page.getByTestId("visit-photo")).toHaveCount(2);
  await page.getByLabel("Price book item").selectOption({ label: `${item.name} (£24.50)` });
  await page.getByLabel("Quantity").fill("2");
  await page.getByRole("button", { name: "Add line" }).click();
  await expect(page.getByText(`2 × ${item.name}`)).toBeVisible();
  await signOff(page, "Fiona Fieldday");
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page.getByTestId("visit-status")).toHaveText("Finished");
  await expect(page.getByTestId("queue-count")).toHaveText("9 changes waiting to send");
  const waiting = await withDb(async (db) => (await db.query("select status, version from visits where id = $1", [visitId])).rows[0]);
  expect(waiting.status).toBe("scheduled");

  // Back online: everything arrives, once.
  await phone.setOffline(false);
  await expect(page.getByTestId("queue-count")).toHaveCount(0, { timeout: 60_000 });
  const stored = await withDb(async (db) => {
    const one = async (q: string) => Number((await db.query(q, [visitId])).rows[0].n);
    return {
      visit: (await db.query("select status, work_done, signed_name from visits where id = $1", [visitId])).rows[0],
      photos: await one("select count(*) as n from visit_photos where visit_id = $1"),
      lines: await one("select count(*) as n from visit_lines where visit_id = $1"),
      ticked: await one("select count(*) as n from visit_checklist_items where visit_id = $1 and done"),
      applied: await one("select count(*) as n from offline_actions where visit_id = $1"),
    };
  });
  expect(stored).toEqual({
    visit: { status: "done", work_done: "Jetted the kitchen run end to end; fat cleared at the gully", signed_name: "Fiona Fieldday" },
    photos: 2,
    lines: 1,
    ticked: 2,
    applied: 9,
  });
  await phone.close();

  // The office's board, never reloaded, shows the visit done.
  await expect(card).toHaveAttribute("aria-label", /Done/, { timeout: 30_000 });
  expect(await office.evaluate(() => (window as unknown as { boardMarker?: number }).boardMarker)).toBe(marker);

  // The customer's report: e-mailed with the PDF, which holds the notes and the material.
  await expect.poll(() => attachedPdfText(customerEmail, /report/i), { timeout: 60_000 }).toContain("fat cleared at the gully");
  const report = (await attachedPdfText(customerEmail, /report/i))!;
  expect(report).toContain(material);
  expect(report).toContain("Fiona Fieldday");

  // The office makes the invoice from the job in one click: the material is its line.
  await office.goto(`/admin/jobs/${job.id}`);
  await expect(office.getByTestId("ready-to-invoice")).toContainText("Done — ready to invoice");
  await office.getByRole("button", { name: "Invoice the recorded work" }).click();
  await expect(office).toHaveURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
  const invoiceId = new URL(office.url()).pathname.split("/").at(-1)!;
  const lines = await withDb(async (db) => (await db.query("select description, quantity::text, unit_price_pence from invoice_items where invoice_id = $1", [invoiceId])).rows);
  expect(lines).toEqual([{ description: material, quantity: "2.00", unit_price_pence: 2450 }]);
  await expect(office.getByText(material).first()).toBeVisible();
});
