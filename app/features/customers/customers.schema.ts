import { z } from "zod";
import { addressWithPostcode } from "~/lib/addresses";
import { nameField } from "~/lib/person-name";
import { normaliseUkPhone, normaliseUkPostcode } from "~/lib/uk-contact";

/** Optional free text: trimmed, and empty means none (null). */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A form's checkbox or switch ("on" when ticked, absent when not), or a boolean. */
export const formBoolean = z
  .union([z.boolean(), z.string()])
  .nullish()
  .transform((v) => v === true || v === "on" || v === "true");

/** The customer form; also what every caller must pass. */
export const customerSchema = z.object({
  name: nameField({ required: "Name is required", max: 200, tooLong: "Name must be at most 200 characters" }),
  phone: z
    .string()
    .trim()
    .min(1, "Phone is required")
    .max(40, "Enter a valid UK phone number")
    .transform((value, ctx) => {
      const phone = normaliseUkPhone(value);
      if (phone) return phone;
      ctx.addIssue({ code: "custom", message: "Enter a valid UK phone number" });
      return z.NEVER;
    }),
  email: optionalText("Email", 254).refine((v) => v === null || z.email().safeParse(v).success, "Enter a valid email address"),
  postcode: optionalText("Postcode", 10).transform((value, ctx) => {
    if (value === null) return null;
    const postcode = normaliseUkPostcode(value);
    if (postcode) return postcode;
    ctx.addIssue({ code: "custom", message: "Enter a valid UK postcode" });
    return z.NEVER;
  }),
  address: z.string().trim().min(1, "Address is required").max(500, "Address must be at most 500 characters"),
  isCommercial: formBoolean,
  notes: optionalText("Notes", 5000),
});

export type CustomerInput = z.input<typeof customerSchema>;
export type CustomerValues = z.output<typeof customerSchema>;

/** The customer's address with its postcode, as one line. */
export const customerLocation = addressWithPostcode;

/**
 * A customer as a picker shows it: name, where they are, and their e-mail address; its phone, its
 * sites (oldest first, at most 20 of `siteCount`), when it was added, and, when other options have
 * the same name, what tells it apart from them (`tellApart`, else null).
 */
export type CustomerOption = {
  id: string;
  name: string;
  detail: string;
  email: string | null;
  phone: string;
  sites: Array<{ id: string; line: string }>;
  siteCount: number;
  added: string;
  tellApart: string | null;
};
