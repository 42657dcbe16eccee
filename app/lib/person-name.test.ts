import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { customerSchema } from "~/features/customers/customers.schema";
import { contactFormSchema } from "~/features/enquiries/enquiries.schema";
import { customerSignUpSchema } from "~/features/portal/portal.schema";
import { quoteAcceptanceSchema } from "~/features/quotes/quotes.schema";
import { fieldErrors } from "./forms";
import { cleanName, letterCount } from "./person-name";

const ZWSP = "\u200b";

/** The first message for `field` when `schema` parses `value`, or "ok" with the parsed field. */
function check(schema: z.ZodType, value: object, field: string) {
  const result = schema.safeParse(value);
  if (result.success) return `ok ${String((result.data as Record<string, unknown>)[field])}`;
  return fieldErrors(result.error)[field] ?? "ok";
}

describe("cleanName", () => {
  it("removes format characters (zero-width, bidi controls, soft hyphen) and other invisible ones", () => {
    expect(cleanName(ZWSP.repeat(4))).toBe("");
    expect(cleanName("\u202eJo\u202c Blo\u00adggs\u200d\ufeff")).toBe("Jo Bloggs");
    expect(cleanName("\u3164\u115f")).toBe("");
  });

  it("normalises with NFKC, and makes control characters and runs of spaces one space", () => {
    expect(cleanName("Ｊｏ　Ｂｌｏｇｇｓ")).toBe("Jo Bloggs");
    expect(cleanName("𝐉𝐨")).toBe("Jo");
    expect(cleanName("  Jo\t\n\u0007 Bloggs ")).toBe("Jo Bloggs");
    expect(cleanName("Zoë Ångström")).toBe("Zoë Ångström");
  });

  it("counts letters of any script", () => {
    expect(letterCount("Jo")).toBe(2);
    expect(letterCount("王芳")).toBe(2);
    expect(letterCount("1. -")).toBe(0);
  });
});

describe("every name and signature field", () => {
  it("a signature needs two letters once invisible characters are gone", () => {
    const sign = (signedName: string) => check(quoteAcceptanceSchema, { signedName, agreeTerms: "on" }, "signedName");
    expect(sign(ZWSP.repeat(4))).toBe("Type your full name to accept");
    expect(sign("\u202e\u202d\u200e\u200f")).toBe("Type your full name to accept");
    expect(sign("1.")).toBe("Type your full name to accept");
    expect(sign(`J${ZWSP}`)).toBe("Type your full name to accept");
    expect(sign(`${ZWSP}Jo Bloggs${ZWSP}`)).toBe("ok Jo Bloggs");
    expect(sign("王芳")).toBe("ok 王芳");
  });

  it("customer, portal sign-up and contact form names are cleaned before their length is checked", () => {
    const customer = { phone: "01635 123456", address: "1 Road", email: "", postcode: "" };
    expect(check(customerSchema, { ...customer, name: ZWSP.repeat(3) }, "name")).toBe("Name is required");
    expect(check(customerSchema, { ...customer, name: `${"a".repeat(200)}${ZWSP.repeat(20)}` }, "name")).toBe(`ok ${"a".repeat(200)}`);
    expect(check(customerSchema, { ...customer, name: "ａ".repeat(201) }, "name")).toBe("Name must be at most 200 characters");
    const signUp = { intent: "signup", email: "a@example.com", phone: "01635 123456", address: "1 Road", password: "long-enough-password-1" };
    expect(check(customerSignUpSchema, { ...signUp, name: `\u2066${ZWSP}\u2069` }, "name")).toBe("Full name is required");
    expect(check(customerSignUpSchema, { ...signUp, name: "Ｊｏ" }, "name")).toBe("ok Jo");
    const contact = { lastName: "Bloggs", phone: "01635 123456", email: "a@example.com", service: "Drain Unblocking", message: "A blocked drain at the back" };
    expect(check(contactFormSchema, { ...contact, firstName: ZWSP }, "firstName")).toBe("First name is required");
    expect(check(contactFormSchema, { ...contact, firstName: `${"J".repeat(50)}${ZWSP}` }, "firstName")).toBe(`ok ${"J".repeat(50)}`);
    expect(check(contactFormSchema, { ...contact, lastName: ZWSP }, "lastName")).toBe("Last name is required");
  });
});
