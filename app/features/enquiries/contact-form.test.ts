import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { enquiries } from "~/db/schema";
import { ENHANCED_FIELD, type ContactActionData } from "~/features/enquiries/components/contact-form";
import { action as apiAction } from "~/routes/api/enquiries";
import { action as contactAction } from "~/routes/public/contact";
import { contactFormSchema, type ContactField } from "./enquiries.schema";

/**
 * The contact form's invalid inputs, each checked where it is decided: the schema the browser
 * checks the form with, the page's action (a form post without scripts: a 400 with the message by
 * the field and what was typed), and the API the enhanced form posts to (a 400 with the field's
 * message). Nothing is stored. tests/e2e/contact-form.spec.ts keeps one browser check of how a
 * message is shown, with and without scripts.
 */

const valid: Record<ContactField, string> = {
  firstName: "Alice",
  lastName: "Walker",
  phone: "01635 555 0123",
  email: "alice.walker@example.com",
  service: "CCTV Drain Survey",
  message: "Slow drain at the back of the house, please survey it.",
};

const badInputs: Array<{ field: ContactField; value: string; message: string }> = [
  { field: "firstName", value: "", message: "First name is required" },
  { field: "firstName", value: "a".repeat(51), message: "First name must be less than 50 characters" },
  { field: "lastName", value: "   ", message: "Last name is required" },
  { field: "lastName", value: "b".repeat(51), message: "Last name must be less than 50 characters" },
  { field: "phone", value: "0163 5", message: "Please enter a valid phone number" },
  { field: "phone", value: "01635 CALL ME", message: "Please enter a valid phone number" },
  { field: "email", value: "alice.at.example.com", message: "Please enter a valid email" },
  { field: "email", value: `${"e".repeat(90)}@example.com`, message: "Email must be less than 100 characters" },
  { field: "service", value: "", message: "Please select a service" },
  { field: "service", value: "Chimney Sweeping", message: "Please select a service" },
  { field: "message", value: "Help!    ", message: "Message must be at least 10 characters" },
  { field: "message", value: "m".repeat(1001), message: "Message must be less than 1000 characters" },
];

let ip = 0;

function args(path: string, form: Record<string, string>) {
  const request = new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(form) });
  return { request, context: { clientIp: `198.51.100.${++ip}`, requestId: "test", cspNonce: "" }, params: {} } as never;
}

async function stored(email: string) {
  return (await getDb().select({ email: enquiries.email }).from(enquiries)).filter((r) => r.email === email).length;
}

describe("the contact form refuses each invalid input, in the browser's schema, the page and the API", () => {
  for (const [i, bad] of badInputs.entries()) {
    it(`${bad.field} ${JSON.stringify(bad.value.length > 20 ? `${bad.value.slice(0, 8)}… (${bad.value.length})` : bad.value)}: "${bad.message}"`, async () => {
      const email = bad.field === "email" ? bad.value : `bad.${i}@example.com`;
      const form = { ...valid, email, [bad.field]: bad.value };

      const parsed = contactFormSchema.safeParse(form);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([[bad.field, bad.message]]);

      // The page without scripts: a 400, the message for that field alone, and what was typed kept.
      const page = (await contactAction(args("/contact", form))) as { data: ContactActionData; init: ResponseInit };
      expect(page.init.status).toBe(400);
      if (page.data.ok || !("fieldErrors" in page.data)) throw new Error("expected field errors");
      expect(page.data.fieldErrors).toEqual({ [bad.field]: bad.message });
      expect(page.data.values).toMatchObject({ ...form, [bad.field]: expect.any(String) });

      // The enhanced form posts to the API: the same message, as JSON.
      const api = (await apiAction(args("/api/enquiries", { ...form, [ENHANCED_FIELD]: "1" }))) as Response;
      expect(api.status).toBe(400);
      expect(await api.json()).toEqual({ error: { code: "invalid", message: "Please correct the highlighted fields.", fieldErrors: { [bad.field]: bad.message } } });

      expect(await stored(email)).toBe(0);
    });
  }

  it("the valid form itself passes all three (the cases above differ from it in one field)", async () => {
    expect(contactFormSchema.safeParse(valid).success).toBe(true);
    const res = (await apiAction(args("/api/enquiries", { ...valid, email: "valid.control@example.com" }))) as Response;
    expect(res.status).toBe(200);
    expect(await stored("valid.control@example.com")).toBe(1);
  });
});
